"""The JSON export and the state snapshot."""

from __future__ import annotations

import json
import random

import pytest
from conftest import HANDS, act, base, bid_base

from engine.actions import Call
from engine.cards import Suit
from engine.export import action_from_json, action_to_json, export_games, snapshot
from engine.game import Game
from engine.players import play_game
from engine.records import parse_action, parse_record
from engine.rules import Rules
from engine.seats import Seat

DEAL_KEYS = {
    "dealer",
    "hands",
    "upcard",
    "kitty",
    "actions",
    "trump",
    "makers",
    "maker",
    "alone",
    "sitting_out",
    "tricks",
    "points",
    "score",
}


def test_export_shape_of_a_finished_game() -> None:
    record = parse_record((HANDS / "whole-game.txt").read_text(encoding="utf-8"))
    data = json.loads(json.dumps(export_games(record.rules, [record.replay()])))
    assert data["rules"] == "standard target=5"
    (game,) = data["games"]
    assert game["score"] == {"NS": 4, "EW": 6} and game["winner"] == "EW"
    first = game["deals"][0]
    assert set(first) >= DEAL_KEYS
    assert first["dealer"] == "N" and first["upcard"] == "Ad"
    assert first["hands"]["N"] == ["As", "9d", "Jd", "Qd", "Ac"]  # as dealt, in order
    assert first["kitty"] == ["Ad", "Ks", "Jc", "Tc"]  # upcard first
    assert first["actions"][:4] == [
        {"seat": "E", "action": "pass"},
        {"seat": "S", "action": "pass"},
        {"seat": "W", "action": "pass"},
        {"seat": "N", "action": "order-up", "alone": True},
    ]
    assert first["actions"][4] == {"seat": "N", "action": "discard", "card": "As"}
    assert first["actions"][5] == {"seat": "E", "action": "play", "card": "Jh"}
    assert (first["trump"], first["makers"], first["maker"]) == ("d", "NS", "N")
    assert (first["alone"], first["sitting_out"]) == (True, "S")
    assert first["tricks"][0] == {
        "leader": "E",
        "plays": [["E", "Jh"], ["W", "Kd"], ["N", "Jd"]],
        "winner": "N",
    }
    assert len(first["tricks"]) == 5
    assert first["points"] == {"NS": 4, "EW": 0} and first["score"] == {"NS": 4, "EW": 0}
    fourth = game["deals"][3]
    assert {"seat": "N", "action": "call", "suit": "c", "alone": False} in fourth["actions"]
    assert fourth["score"] == game["score"]


def test_export_of_cutthroat_uses_seats_as_sides() -> None:
    game = play_game(Rules.parse("standard cutthroat target=3"), random.Random(2))
    data = export_games(game.rules, [game])
    assert set(data["games"][0]["score"]) == {"N", "E", "S"}
    assert data["games"][0]["winner"] in {"N", "E", "S"}
    deal = data["games"][0]["deals"][0]
    assert set(deal["hands"]) == {"N", "E", "S"} and len(deal["kitty"]) == 9
    assert deal["makers"] == deal["maker"]


def test_export_of_an_unfinished_deal() -> None:
    game = base("standard", "E pass")
    deal = export_games(game.rules, [game])["games"][0]["deals"][0]
    assert deal["actions"] == [{"seat": "E", "action": "pass"}]
    for key in ("trump", "makers", "maker", "alone", "sitting_out", "points", "score"):
        assert deal[key] is None, key
    assert deal["tricks"] == []
    assert export_games(game.rules, [game])["games"][0]["winner"] is None


def test_action_to_json() -> None:
    assert action_to_json(parse_action("N order-up")) == {
        "seat": "N",
        "action": "order-up",
        "alone": False,
    }
    assert action_to_json(parse_action("E play Jk")) == {
        "seat": "E",
        "action": "play",
        "card": "Jk",
    }


def test_snapshot() -> None:
    game = base("standard", "E order-up alone")
    view = snapshot(game)
    assert json.loads(json.dumps(view)) == view
    assert (view["phase"], view["turn"], view["dealer"]) == ("discard", "N", "N")
    assert view["upcard_state"] == "taken" and view["trump"] == "h"
    assert (view["maker"], view["makers"], view["alone"], view["sitting_out"]) == (
        "E",
        "EW",
        True,
        "W",
    )
    assert len(view["hands"]["N"]) == 6
    assert len(view["legal_actions"]) == 6
    assert view["legal_actions"][0] == {"seat": "N", "action": "discard", "card": "9c"}
    assert view["score"] == {"NS": 0, "EW": 0} and view["trick"] is None
    game.apply(parse_action("N discard 9c"))
    game.apply(parse_action("E play Jh"))
    view = snapshot(game)
    assert view["trick"] == {"leader": "E", "plays": [["E", "Jh"]], "winner": None}
    assert view["tricks_won"] == {"NS": 0, "EW": 0}
    assert snapshot(base())["upcard_state"] == "up"
    turned = base("standard", "E pass", "S pass", "W pass", "N pass")
    assert snapshot(turned)["upcard_state"] == "turned-down"


def test_snapshot_between_deals_and_after_the_game() -> None:
    game = play_game(Rules.parse("standard target=1"), random.Random(3))
    view = snapshot(game)
    assert view["phase"] == "game-over" and view["turn"] is None
    assert view["legal_actions"] == [] and view["winner"] in {"NS", "EW"}


def test_export_of_bid_euchre() -> None:
    record = parse_record((HANDS / "bid-dealer-matches.txt").read_text(encoding="utf-8"))
    data = json.loads(json.dumps(export_games(record.rules, [record.replay()])))
    assert data["rules"] == "bid-euchre"
    deal = data["games"][0]["deals"][0]
    assert set(deal) >= DEAL_KEYS | {"bid"}
    assert (deal["upcard"], deal["kitty"], deal["discard"]) == (None, [], None)
    assert [len(cards) for cards in deal["hands"].values()] == [6, 6, 6, 6]
    assert deal["actions"][:5] == [
        {"seat": "E", "action": "bid", "tricks": 4},
        {"seat": "S", "action": "pass"},
        {"seat": "W", "action": "pass"},
        {"seat": "N", "action": "bid", "tricks": 4},
        {"seat": "N", "action": "trump", "contract": "d"},
    ]
    assert deal["actions"][5] == {"seat": "N", "action": "play", "card": "Jd"}
    assert (deal["bid"], deal["trump"], deal["maker"], deal["makers"]) == (4, "d", "N", "NS")
    assert (deal["alone"], deal["sitting_out"]) == (False, None)
    assert len(deal["tricks"]) == 6 and deal["points"] == {"NS": 5, "EW": 1}
    for name, trump in (("bid-sans-high.txt", "sans-high"), ("bid-sans-low.txt", "sans-low")):
        game = parse_record((HANDS / name).read_text(encoding="utf-8")).replay()
        assert export_games(game.rules, [game])["games"][0]["deals"][0]["trump"] == trump
    standard = export_games(Rules(), [base()])["games"][0]["deals"][0]
    assert standard["bid"] is None and standard["upcard"] == "Qh"


def test_export_of_bid_euchre_in_progress() -> None:
    game = bid_base("E bid 3", "S bid 4")
    deal = export_games(game.rules, [game])["games"][0]["deals"][0]
    assert (deal["bid"], deal["trump"], deal["maker"], deal["alone"]) == (None, None, None, False)
    assert deal["actions"] == [
        {"seat": "E", "action": "bid", "tricks": 3},
        {"seat": "S", "action": "bid", "tricks": 4},
    ]


def test_snapshot_of_bid_euchre() -> None:
    game = bid_base()
    view = snapshot(game)
    assert json.loads(json.dumps(view)) == view
    assert (view["phase"], view["turn"], view["upcard"], view["upcard_state"]) == (
        "bidding",
        "E",
        None,
        None,
    )
    assert (view["bids"], view["high_bid"], view["high_bidder"], view["kitty"]) == (
        [],
        None,
        None,
        [],
    )
    assert view["legal_actions"] == [
        {"seat": "E", "action": "pass"},
        *({"seat": "E", "action": "bid", "tricks": tricks} for tricks in (3, 4, 5, 6)),
    ]
    act(game, "E bid 3", "S pass", "W bid 5")
    view = snapshot(game)
    assert view["bids"] == [
        {"seat": "E", "tricks": 3},
        {"seat": "S", "tricks": None},
        {"seat": "W", "tricks": 5},
    ]
    assert (view["high_bid"], view["high_bidder"], view["maker"]) == (5, "W", None)
    assert [a.get("tricks") for a in view["legal_actions"]] == [None, 5, 6]  # the dealer
    act(game, "N pass")
    view = snapshot(game)
    assert (view["phase"], view["turn"], view["maker"], view["makers"]) == (
        "contract",
        "W",
        "W",
        "EW",
    )
    assert [a["contract"] for a in view["legal_actions"]] == [
        "c",
        "d",
        "h",
        "s",
        "sans-high",
        "sans-low",
    ]
    act(game, "W trump sans-low")
    view = snapshot(game)
    assert (view["trump"], view["alone"], view["phase"], view["turn"]) == (
        "sans-low",
        False,
        "play",
        "W",
    )
    assert len(view["legal_actions"]) == 6


def test_action_from_json_reads_every_action() -> None:
    game = Game(Rules(), rng=random.Random(3))
    bid_game = Game(Rules.parse("bid-euchre"), rng=random.Random(3))
    rng = random.Random(3)
    for current in (game, bid_game):
        while len(current.deals) < 3:
            for action in current.legal_actions():
                assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
            current.apply(rng.choice(current.legal_actions()))
    assert action_from_json({"seat": "N", "action": "call", "suit": "h"}) == Call(
        Seat.N, Suit.HEARTS
    )
    for bad in (
        {"seat": "X", "action": "pass"},
        {"seat": "N", "action": "bid", "tricks": "4"},
        {"seat": "N", "action": "bid", "tricks": True},
        {"seat": "N", "action": "trump", "contract": "sans"},
        {"seat": "N", "action": "order-up", "alone": "yes"},
        {"seat": "N", "action": "jump"},
        {"seat": "N", "action": "play"},
    ):
        with pytest.raises(ValueError):
            action_from_json(bad)
