"""The JSON export and the state snapshot."""

from __future__ import annotations

import json
import random

from conftest import HANDS, base

from engine.export import action_to_json, export_games, snapshot
from engine.players import play_game
from engine.records import parse_action, parse_record
from engine.rules import Rules

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
