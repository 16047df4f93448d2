"""The engine's browser API (``engine.web``): the steps of a walkthrough, a reader's choice
checked (refused with its code, ruling and reason) or played on to the end of the deal, and
every answer a JSON round trip."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from engine import web, web_steps
from engine.actions import Action, Pass
from engine.analysis import analyse
from engine.export import action_to_json
from engine.game import Game, Phase
from engine.narration import Catalog, DictCatalog, load_catalog
from engine.players import Policy, play_game, random_card_player, random_player
from engine.records import parse_record
from engine.rules import Rules, Variant
from engine.rulings import RULINGS
from engine.web_values import analysis_with_keys, rules_facts
from tests.conftest import DEAL

ROOT = Path(__file__).resolve().parents[2]

#: North deals, East orders up; South's jack of diamonds is the left bower.
RECORD = f"""\
# North deals and turns up the queen of hearts.
{DEAL}# East orders it up.
E order-up
N discard 9c  # North keeps the queen.
E play Jh, S play 9h, W play Qd, N play Qh
E play Ah, S play Jd, W play Kd, N play 9d
S play Ac, W play Ks, N play Tc, E play Kh
E play Ts, S play Qs, W play As, N play Td
W play Ad, N play Qc, E play 9s, S play Kc
# East and West take four tricks.
"""
#: After ``E play Jh``: South holds the 9 of hearts and the left bower and must follow.
AFTER_LEAD = 3


@pytest.fixture(scope="module")
def web_locale(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The English engine catalogue compiled into a temporary locale folder."""
    target = tmp_path_factory.mktemp("web-locale")
    with (ROOT / "translations/en/LC_MESSAGES/engine.po").open("rb") as source:
        catalog = read_po(source, locale="en")
    mo = target / "en" / "LC_MESSAGES" / "engine.mo"
    mo.parent.mkdir(parents=True)
    with mo.open("wb") as out:
        write_mo(out, catalog)
    return target


@pytest.fixture
def english(web_locale: Path) -> Catalog:
    return load_catalog("en", web_locale)


@pytest.fixture
def browser_catalogues(web_locale: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``call`` loads its catalogues from the temporary locale folder."""
    monkeypatch.setattr(web, "load_catalog", lambda lang: load_catalog(lang, web_locale))
    web._catalog.cache_clear()
    yield
    web._catalog.cache_clear()


def test_steps_of_a_record(english: Catalog) -> None:
    data = web.walkthrough(RECORD, english)
    steps = data["steps"]
    assert len(steps) == 1 + 2 + 20  # the deal, order-up and discard, twenty cards
    assert data["rules"] == "standard"
    assert data["intro"] == ["North deals and turns up the queen of hearts."]
    deal = steps[0]
    assert deal["action"] is None
    assert deal["events"][0]["message"] == "event.deal"
    assert deal["events"][0]["params"] == {"dealer": "N", "card": "Qh"}
    assert deal["events"][0]["text"] == "North deals, and the queen of hearts is turned up."
    assert deal["state"]["turn"] == "E" and deal["state"]["upcard_state"] == "up"
    order = steps[1]
    assert order["action"] == {"seat": "E", "action": "order-up", "alone": False, "key": "order-up"}
    assert order["note"] == ["East orders it up."]
    assert order["events"][0]["rulings"] == ["first-round", "dealer-takes-up"]
    assert order["state"]["phase"] == "discard" and order["state"]["turn"] == "N"
    assert steps[2]["note"] == ["North keeps the queen."]
    lead = steps[AFTER_LEAD]
    assert lead["state"]["table"] == {"leader": "E", "plays": [["E", "Jh"]], "winner": None}
    # The play that ends a trick shows the whole trick and its winner.
    fourth = steps[AFTER_LEAD + 3]
    assert fourth["state"]["table"]["winner"] == "E"
    assert len(fourth["state"]["table"]["plays"]) == 4
    assert [e["message"] for e in fourth["events"]] == ["event.follow", "event.trick"]
    last = steps[-1]
    assert last["note"] == ["East and West take four tricks."]
    assert last["state"]["points"] == {"NS": 0, "EW": 1}
    assert last["state"]["turn"] is None
    assert "score-makers" in {r for e in last["events"] for r in e["rulings"]}


def test_names_of_the_cards_of_the_deck(english: Catalog) -> None:
    data = web.walkthrough(RECORD, english)
    assert len(data["names"]["cards"]) == 24
    assert data["names"]["cards"]["Jd"] == "jack of diamonds"
    assert data["names"]["seats"] == {"N": "North", "E": "East", "S": "South", "W": "West"}
    assert data["names"]["sides"] == {"NS": "North and South", "EW": "East and West"}
    joker = web.names(parse_record(RECORD.replace("standard", "standard joker")).rules, english)
    assert joker["cards"]["Jk"] == "joker"


def test_check_refuses_not_following_suit_with_the_ruling(english: Catalog) -> None:
    answer = web.check(
        RECORD, AFTER_LEAD, [], {"seat": "S", "action": "play", "card": "Ac"}, english
    )
    assert answer["legal"] is False
    assert answer["code"] == "must-follow-suit"
    assert answer["ruling"] == "follow-suit"
    assert answer["params"]["card"] == "Ac" and answer["params"]["suit"] == "h"
    assert answer["text"].startswith("South can follow suit and must")
    assert "ace of clubs" in answer["text"]


def test_check_accepts_the_left_bower_on_a_trump_lead(english: Catalog) -> None:
    play = {"seat": "S", "action": "play", "card": "Jd"}
    assert web.check(RECORD, AFTER_LEAD, [], play, english) == {"legal": True}


def test_check_refuses_out_of_turn(english: Catalog) -> None:
    answer = web.check(RECORD, 0, [], {"seat": "S", "action": "pass"}, english)
    assert answer["code"] == "not-your-turn" and answer["ruling"] == "first-round"


def test_check_after_the_readers_own_actions(english: Catalog) -> None:
    mine = [{"seat": "E", "action": "pass"}, {"seat": "S", "action": "pass"}]
    answer = web.check(RECORD, 0, mine, {"seat": "W", "action": "call", "suit": "s"}, english)
    assert answer["code"] == "call-in-first-round" and answer["ruling"] == "first-round"


def test_branch_plays_on_to_the_end_of_the_deal(english: Catalog) -> None:
    play = {"seat": "S", "action": "play", "card": "Jd"}
    answer = web.branch(RECORD, AFTER_LEAD, [play], english)
    assert answer["legal"] is True
    steps = answer["steps"]
    assert steps[0]["action"] == {**play, "key": "play-Jd"}
    assert steps[0]["events"][0]["text"] == "South follows with the jack of diamonds."
    # Every seat then played by the engine, one step per card, to the end of the deal.
    assert len(steps) == 20 - 1
    assert all(step["action"]["action"] == "play" for step in steps)
    assert all(step["note"] == [] for step in steps)
    final = steps[-1]["state"]
    assert final["phase"] == "deal" and final["turn"] is None
    assert sum(final["tricks_won"].values()) == 5
    assert sum(final["points"].values()) in (1, 2, 4)
    assert {e["message"] for e in steps[-1]["events"]} >= {"event.trick", "event.standing"}


def test_branch_from_the_deal_with_a_call(english: Catalog) -> None:
    mine = [{"seat": "E", "action": "pass"}]
    answer = web.branch(RECORD, 0, mine, english)
    assert answer["legal"] is True
    assert answer["steps"][0]["action"] == {"seat": "E", "action": "pass", "key": "pass"}
    assert answer["steps"][-1]["state"]["points"] is not None


def test_branch_refuses_and_says_where(english: Catalog) -> None:
    mine = [{"seat": "E", "action": "pass"}, {"seat": "E", "action": "pass"}]
    answer = web.branch(RECORD, 0, mine, english)
    assert answer["legal"] is False
    assert answer["index"] == 1 and answer["code"] == "not-your-turn"


def test_bad_requests() -> None:
    with pytest.raises(web.BadRequestError):
        web.action_from_json({"seat": "N", "action": "play", "card": "Zz"})
    with pytest.raises(web.BadRequestError):
        web_steps._game_at(parse_record(RECORD), 99)
    with pytest.raises(web.UnknownMethodError):
        web.call("no-such-method", "{}")


def test_call_round_trips_json(english: Catalog, browser_catalogues: None) -> None:
    params = {"record": RECORD, "lang": "en"}
    answer = json.loads(web.call("walkthrough", json.dumps(params)))
    expected = web.walkthrough(RECORD, english)
    assert answer == json.loads(json.dumps(expected))
    assert json.loads(web.call("rulings", "{}")) == {"count": len(RULINGS), "ids": list(RULINGS)}
    play = {"seat": "S", "action": "play", "card": "Ac"}
    refused = json.loads(
        web.call("check", json.dumps({**params, "step": AFTER_LEAD, "action": play}))
    )
    assert refused["ruling"] == "follow-suit"
    played = json.loads(
        web.call(
            "branch",
            json.dumps({**params, "step": AFTER_LEAD, "actions": [{**play, "card": "9h"}]}),
        )
    )
    assert played["legal"] is True and played["steps"][0]["action"]["card"] == "9h"


def test_call_reports_a_bad_record(browser_catalogues: None) -> None:
    answer = json.loads(
        web.call("walkthrough", json.dumps({"record": "rules: standard\ndealer: X"}))
    )
    assert answer == {
        "error": "record-bad-seat",
        "line": 2,
        "column": 9,
        "ruling": None,
        "text": "“X” is not a seat: N, E, S or W.",
    }


def test_the_engine_tells_the_board_the_seats_of_the_rules(browser_catalogues: None) -> None:
    """Rulings ``players-partnerships`` (four players, N E S W) and ``cutthroat-players``
    (three players, at N E S): the board's dealer menu and layout show the seats, hand
    sizes and kitty the engine reports for the form's rules (``rules``), and each hand it
    opens (``board``); rules the engine refuses get their reason, not seats."""

    def ask(method: str, **params: object) -> dict[str, Any]:
        answer: dict[str, Any] = json.loads(web.call(method, json.dumps(params)))
        return answer

    standard = ask("rules", rules="standard", lang="en")
    assert standard["seats"] == ["N", "E", "S", "W"]
    assert (standard["hand_size"], standard["kitty"]) == (5, 4)
    three = ask("rules", rules="standard cutthroat deck32", lang="en")
    assert three["rules"] == "standard deck32 cutthroat"
    # The parts of the rules, for the board's form to show them (it never reads the string).
    assert (three["game"], three["options"], three["target"]) == (
        "standard",
        ["deck32", "cutthroat"],
        None,
    )
    assert ask("rules", rules="standard target=7")["target"] == 7
    assert three["seats"] == ["N", "E", "S"]
    assert three["names"]["seats"] == {"N": "North", "E": "East", "S": "South"}
    assert (three["hand_size"], three["kitty"], len(three["names"]["cards"])) == (5, 17, 32)
    bid = ask("rules", rules="bid-euchre")
    assert (bid["seats"], bid["hand_size"], bid["kitty"]) == (["N", "E", "S", "W"], 6, 0)
    refused = ask("rules", rules="standard cutthroat canadian-loner", lang="en")
    assert refused["error"] == "rules-canadian-loner-three-players" and "seats" not in refused
    # A hand of the three-player game: dealt to the seats reported, as many cards each.
    hand = ask("board", rules="standard cutthroat", seed=5, dealer="S", lang="en")
    assert hand["seats"] == ["N", "E", "S"] and hand["kitty"] == 9
    assert (hand["game"], hand["options"]) == ("standard", ["cutthroat"])
    dealt = hand["steps"][0]["state"]["hands"]
    assert sorted(dealt) == sorted(hand["seats"])
    assert {len(cards) for cards in dealt.values()} == {hand["hand_size"]}
    assert ask("board", rules="standard", seed=5)["seats"] == ["N", "E", "S", "W"]


def test_analyse_method_values_the_readers_position(browser_catalogues: None) -> None:
    """After East leads the right bower, South may follow with the nine of hearts or the
    left bower; the analysis values both, then the reader's own play."""
    params = {"record": RECORD, "step": AFTER_LEAD, "actions": [], "lang": "en"}
    answer = json.loads(web.call("analyse", json.dumps(params)))
    assert answer["seat"] == "S" and answer["method"] == "double-dummy"
    assert answer == json.loads(json.dumps(analysis_with_keys(analyse(_game_after(AFTER_LEAD)))))
    cards = [option["action"]["card"] for option in answer["options"]]
    assert cards == ["9h", "Jd"]
    assert [option["action"]["key"] for option in answer["options"]] == ["play-9h", "play-Jd"]
    assert answer["best"][0]["key"] in ("play-9h", "play-Jd")
    mine = [{"seat": "S", "action": "play", "card": "9h"}]
    answer = json.loads(web.call("analyse", json.dumps({**params, "actions": mine})))
    assert answer["seat"] == "W"


def test_analyse_method_refuses_and_says_where(browser_catalogues: None) -> None:
    params = {"record": RECORD, "step": AFTER_LEAD, "lang": "en"}
    mine = [{"seat": "S", "action": "play", "card": "9h"}, {"seat": "N", "action": "play"}]
    with pytest.raises(web.BadRequestError):
        web.call("analyse", json.dumps({**params, "actions": mine}))
    mine[1] = {"seat": "E", "action": "play", "card": "Ah"}
    answer = json.loads(web.call("analyse", json.dumps({**params, "actions": mine})))
    assert answer["legal"] is False and answer["index"] == 1
    assert answer["code"] == "not-your-turn" and answer["ruling"] == "play-in-turn"
    mine = [{"seat": "S", "action": "play", "card": "Ac"}]
    answer = json.loads(web.call("analyse", json.dumps({**params, "actions": mine})))
    assert answer["index"] == 0 and answer["code"] == "must-follow-suit"
    assert answer["text"].startswith("South")
    last = len(web.walkthrough(RECORD, DictCatalog({}))["steps"]) - 1
    answer = json.loads(web.call("analyse", json.dumps({**params, "step": last})))
    assert answer["error"] == "nothing-to-analyse"


def test_analyse_method_samples_a_call(browser_catalogues: None) -> None:
    params = {"record": RECORD, "step": 0, "actions": [], "samples": 3, "seed": 5}
    answer = json.loads(web.call("analyse", json.dumps(params)))
    assert answer["method"] == "sampled" and answer["samples"] == 3
    assert answer == json.loads(web.call("analyse", json.dumps(params)))
    # Issue 26, item 11: an absurd count is refused with the engine's reason, translated,
    # never analysed for minutes.
    for samples in (0, web.MAX_SAMPLES + 1, "3", True, 10**12, -1, 2.5):
        refusal = json.loads(
            web.call("analyse", json.dumps({**params, "samples": samples, "lang": "en"}))
        )
        assert refusal["error"] == "bad-samples" and refusal["line"] is None
        assert refusal["text"] == (
            "The number of random deals must be a whole number from 1 to 1024."
        )


def _game_after(step: int) -> Game:
    for number, replayed in enumerate(parse_record(RECORD).steps()):
        if number == step:
            return replayed.game
    raise AssertionError(step)


def test_info_names_python() -> None:
    assert json.loads(web.info())["rulings"] == len(RULINGS)


# --- Bid Euchre ---------------------------------------------------------------------------

#: South deals and, as dealer, matches East's bid of 4, then chooses sans high.
BID_RECORD = """\
# South deals.
rules: bid-euchre
score: NS=27 EW=25
dealer: S
N: 9c Tc Kd 9s Ts Qs
E: Jc Js Ac Kc 9h 9d
S: As Ks Ah Kh Ad Qc
W: Jh Jd Qh Th Qd Td
W bid 3
N pass
E bid 4  # East holds both black jacks.
S bid 4
S trump sans-high
S play Ah, W play Th, N play 9c, E play 9h
S play Kh, W play Jh, N play Tc, E play 9d
S play As, W play Td, N play 9s, E play Js
S play Ks, W play Qd, N play Ts, E play Jc
S play Ad, W play Jd, N play Kd, E play Kc
S play Qc, W play Qh, N play Qs, E play Ac
# North and South win the game.
"""
#: After ``W bid 3``: North to bid.
AFTER_FIRST_BID = 1
#: After ``E bid 4``: South, the dealer, bids last.
DEALER_TO_BID = 3
#: After ``S bid 4``: South chooses the contract.
CHOOSING = 4
#: After ``S play As, W play Td, N play 9s`` in sans high: East must follow with the jack
#: of spades; the jack of clubs, a bower in a spade contract, is only a club here.
EAST_MUST_FOLLOW = 5 + 8 + 3

#: Everyone passes to West, the dealer, who must bid.
STUCK_RECORD = """\
rules: bid-euchre
dealer: W
N: Ah Qh Ac Tc Qs Ks
E: Jd Kh 9h As Kc 9s
S: Jc Js 9d Td Qd Kd
W: Jh Th Ad Qc Ts 9c
N pass
E pass
S pass
"""


def test_bid_euchre_steps(english: Catalog) -> None:
    data = web.walkthrough(BID_RECORD, english)
    steps = data["steps"]
    assert data["rules"] == "bid-euchre"
    assert len(steps) == 1 + 4 + 1 + 24  # the deal, four bids, the contract, 24 cards
    deal = steps[0]
    assert deal["events"][0]["message"] == "event.deal-all"
    assert deal["events"][0]["rulings"] == ["bid-euchre-deal"]
    state = deal["state"]
    assert state["phase"] == "bidding" and state["turn"] == "W"
    assert state["upcard"] is None and state["upcard_state"] is None and state["kitty"] == []
    assert all(len(cards) == 6 for cards in state["hands"].values())
    assert state["score"] == {"NS": 27, "EW": 25}
    assert state["bids"] == [] and state["high_bid"] is None and state["trump"] is None
    assert steps[1]["action"] == {"seat": "W", "action": "bid", "tricks": 3, "key": "bid-3"}
    assert steps[1]["events"][0]["text"] == "West bids 3."
    assert steps[2]["state"]["bids"] == [
        {"seat": "W", "tricks": 3},
        {"seat": "N", "tricks": None},
    ]
    assert steps[3]["note"] == ["East holds both black jacks."]
    matched = steps[4]
    assert [e["message"] for e in matched["events"]] == ["event.bid-match", "event.bid-won"]
    assert "bid-euchre-dealer" in matched["events"][0]["rulings"]
    assert matched["state"]["high_bid"] == 4 and matched["state"]["high_bidder"] == "S"
    assert matched["state"]["phase"] == "contract" and matched["state"]["turn"] == "S"
    contract = steps[5]
    assert contract["action"] == {
        "seat": "S",
        "action": "trump",
        "contract": "sans-high",
        "key": "trump-sans-high",
    }
    assert contract["events"][0]["params"]["contract"] == "sans-high"
    assert contract["events"][0]["text"].startswith("South chooses sans high")
    assert contract["state"]["trump"] == "sans-high" and contract["state"]["makers"] == "NS"
    last = steps[-1]
    assert last["state"]["phase"] == "game-over" and last["state"]["winner"] == "NS"
    assert last["state"]["score"] == {"NS": 32, "EW": 26}
    assert last["note"] == ["North and South win the game."]


def test_bid_euchre_names_the_contracts(english: Catalog) -> None:
    contracts = web.walkthrough(BID_RECORD, english)["names"]["contracts"]
    assert list(contracts) == ["c", "d", "h", "s", "sans-high", "sans-low"]
    assert contracts["h"] == "hearts as trumps"
    assert contracts["sans-low"].startswith("sans low")
    standard = web.walkthrough(RECORD, english)["names"]["contracts"]
    assert list(standard) == ["c", "d", "h", "s"]


@pytest.mark.parametrize(
    "action",
    [
        {"seat": "E", "action": "pass"},
        {"seat": "E", "action": "bid", "tricks": 3},
        {"seat": "W", "action": "bid", "tricks": 6},
        *({"seat": "N", "action": "trump", "contract": code} for code in "cdhs"),
        {"seat": "N", "action": "trump", "contract": "sans-high"},
        {"seat": "N", "action": "trump", "contract": "sans-low"},
        {"seat": "S", "action": "play", "card": "Jd"},
        {"seat": "N", "action": "discard", "card": "9c"},
        {"seat": "E", "action": "order-up", "alone": True},
        {"seat": "W", "action": "call", "suit": "h", "alone": False},
        {"seat": "W", "action": "revoke", "card": "9c"},
        {"seat": "W", "action": "take-back"},
        {"seat": "N", "action": "claim"},
    ],
)
def test_action_from_json_is_the_inverse_of_action_to_json(action: dict[str, object]) -> None:
    assert action_to_json(web.action_from_json(action)) == action


@pytest.mark.parametrize(
    "data",
    [
        {"seat": "E", "action": "bid"},
        {"seat": "E", "action": "bid", "tricks": "4"},
        {"seat": "E", "action": "bid", "tricks": True},
        {"seat": "E", "action": "trump", "contract": "no-trumps"},
        {"seat": "E", "action": "trump"},
        {"seat": "E", "action": "auction"},
        {"seat": "E", "action": "call", "suit": "h", "alone": "yes"},
        {"seat": "E", "action": "revoke"},
        {"seat": "E", "action": "revoke", "card": "Xx"},
        {"seat": "X", "action": "claim"},
    ],
)
def test_action_from_json_refuses_what_is_not_an_action(data: dict[str, object]) -> None:
    with pytest.raises(web.BadRequestError):
        web.action_from_json(data)


@pytest.mark.parametrize(
    ("record", "step", "action", "code", "ruling"),
    [
        # Not higher than the last bid.
        (
            BID_RECORD,
            AFTER_FIRST_BID,
            {"seat": "N", "action": "bid", "tricks": 3},
            "bid-too-low",
            "bid-euchre-bidding",
        ),
        # Bids are 3 to 6 tricks.
        (
            BID_RECORD,
            AFTER_FIRST_BID,
            {"seat": "N", "action": "bid", "tricks": 7},
            "bid-out-of-range",
            "bid-euchre-bidding",
        ),
        # The dealer may match the highest bid, not bid under it.
        (
            BID_RECORD,
            DEALER_TO_BID,
            {"seat": "S", "action": "bid", "tricks": 3},
            "dealer-bid-too-low",
            "bid-euchre-dealer",
        ),
        # The stuck dealer may not pass.
        (STUCK_RECORD, 3, {"seat": "W", "action": "pass"}, "dealer-must-bid", "bid-euchre-dealer"),
        # Nobody chooses the contract while bidding.
        (
            BID_RECORD,
            AFTER_FIRST_BID,
            {"seat": "N", "action": "trump", "contract": "h"},
            "contract-after-bidding",
            "bid-euchre-trump",
        ),
        # No lone bids.
        (
            BID_RECORD,
            AFTER_FIRST_BID,
            {"seat": "N", "action": "call", "suit": "h", "alone": True},
            "no-lone-bids",
            "bid-euchre-no-alone",
        ),
        # Out of turn while bidding.
        (
            BID_RECORD,
            AFTER_FIRST_BID,
            {"seat": "E", "action": "bid", "tricks": 4},
            "not-your-turn",
            "bid-euchre-bidding",
        ),
        # In sans the jack of clubs is a club: East must follow spades.
        (
            BID_RECORD,
            EAST_MUST_FOLLOW,
            {"seat": "E", "action": "play", "card": "Jc"},
            "must-follow-suit",
            "follow-suit",
        ),
    ],
)
def test_check_refuses_bid_euchre_actions_with_the_ruling(
    english: Catalog,
    record: str,
    step: int,
    action: dict[str, object],
    code: str,
    ruling: str,
) -> None:
    answer = web.check(record, step, [], action, english)
    assert answer["legal"] is False
    assert answer["code"] == code and answer["ruling"] == ruling
    assert "%(" not in answer["text"] and not answer["text"].startswith("error.")


def test_check_names_the_bids_in_the_reason(english: Catalog) -> None:
    low = {"seat": "S", "action": "bid", "tricks": 3}
    answer = web.check(BID_RECORD, DEALER_TO_BID, [], low, english)
    assert answer["params"] == {"seat": "S", "tricks": 3, "bid": 4}
    assert answer["text"].startswith("South, the dealer, may match the highest bid, 4")
    sans = web.check(
        BID_RECORD, EAST_MUST_FOLLOW, [], {"seat": "E", "action": "play", "card": "Jc"}, english
    )
    assert "jack of clubs" in sans["text"] and sans["params"]["suit"] == "s"


@pytest.mark.parametrize(
    ("record", "step", "action"),
    [
        (BID_RECORD, DEALER_TO_BID, {"seat": "S", "action": "bid", "tricks": 4}),  # matching
        (BID_RECORD, DEALER_TO_BID, {"seat": "S", "action": "pass"}),  # someone bid
        (STUCK_RECORD, 3, {"seat": "W", "action": "bid", "tricks": 3}),
        (BID_RECORD, CHOOSING, {"seat": "S", "action": "trump", "contract": "sans-low"}),
        (BID_RECORD, EAST_MUST_FOLLOW, {"seat": "E", "action": "play", "card": "Js"}),
    ],
)
def test_check_accepts_legal_bid_euchre_actions(
    english: Catalog, record: str, step: int, action: dict[str, object]
) -> None:
    assert web.check(record, step, [], action, english) == {"legal": True}


def test_branch_from_a_bid_plays_on_to_the_end_of_the_deal(english: Catalog) -> None:
    mine = [{"seat": "S", "action": "bid", "tricks": 5}]
    answer = web.branch(BID_RECORD, DEALER_TO_BID, mine, english)
    assert answer["legal"] is True
    steps = answer["steps"]
    assert steps[0]["action"] == {**mine[0], "key": "bid-5"}
    assert steps[0]["state"]["high_bid"] == 5 and steps[0]["state"]["high_bidder"] == "S"
    assert steps[0]["state"]["phase"] == "contract"
    # The engine chooses South's contract, then plays the six tricks.
    assert steps[1]["action"]["action"] == "trump" and steps[1]["action"]["seat"] == "S"
    assert len(steps) == 1 + 1 + 24
    final = steps[-1]["state"]
    assert final["phase"] in ("deal", "game-over") and final["turn"] is None
    assert sum(final["tricks_won"].values()) == 6


def test_branch_from_a_contract_and_the_stuck_dealer(english: Catalog) -> None:
    mine = [{"seat": "S", "action": "trump", "contract": "sans-low"}]
    answer = web.branch(BID_RECORD, CHOOSING, mine, english)
    assert answer["legal"] is True and answer["steps"][0]["state"]["trump"] == "sans-low"
    assert answer["steps"][0]["events"][0]["message"] == "event.contract"
    stuck = web.branch(STUCK_RECORD, 3, [{"seat": "W", "action": "bid", "tricks": 6}], english)
    assert stuck["legal"] is True
    assert stuck["steps"][0]["events"][0]["message"] == "event.bid-stuck"
    final = stuck["steps"][-1]["state"]
    # West bid all six tricks: East and West make 6 or lose 6, going below zero.
    assert final["score"]["EW"] in (6, -6)


def test_branch_refuses_the_stuck_dealers_pass_and_says_where(english: Catalog) -> None:
    mine = [{"seat": "W", "action": "pass"}]
    answer = web.branch(STUCK_RECORD, 3, mine, english)
    assert answer["legal"] is False and answer["index"] == 0
    assert answer["code"] == "dealer-must-bid" and answer["ruling"] == "bid-euchre-dealer"


def test_call_round_trips_bid_euchre(english: Catalog, browser_catalogues: None) -> None:
    params = {"record": BID_RECORD, "lang": "en", "step": DEALER_TO_BID}
    low = {"seat": "S", "action": "bid", "tricks": 3}
    refused = json.loads(web.call("check", json.dumps({**params, "action": low})))
    assert refused["ruling"] == "bid-euchre-dealer"
    played = json.loads(
        web.call("branch", json.dumps({**params, "actions": [{**low, "tricks": 6}]}))
    )
    assert played["legal"] is True and played["steps"][0]["action"]["tricks"] == 6
    with pytest.raises(web.BadRequestError):
        web.call("check", json.dumps({**params, "action": {**low, "tricks": "six"}}))


@pytest.mark.parametrize(
    "rules", ["standard", "standard joker cutthroat", "standard canadian-loner", "bid-euchre"]
)
def test_the_call_buttons_offer_every_legal_call_with_its_key(rules: str) -> None:
    # The widget draws a calling phase's buttons from the rules' facts (`calls`) and never
    # writes a key (issue 25): every call the engine allows in random games is a button's
    # call, alone or not, under the engine's key, and every button's call is allowed in
    # some position.
    parsed = Rules.parse(rules)
    buttons = rules_facts(parsed)["calls"]
    keys = {
        phase: {key for call in calls for key in (call["key"], call.get("alone_key")) if key}
        for phase, calls in buttons.items()
    }
    seen: set[str] = set()

    def watching(choose: Policy) -> Policy:
        def player(game: Game) -> Action:
            phase = str(game.phase)
            if phase in keys:
                for action in game.legal_actions():
                    assert action.key in keys[phase], (rules, phase, action)
                    seen.add(action.key)
            if game.phase is Phase.ROUND_1 and Pass(game.turn) in game.legal_actions():
                return Pass(game.turn)  # on to the second round's calls
            return choose(game)

        return player

    for seed in range(5):
        rng = random.Random(seed)
        bidding = parsed.variant is Variant.BID_EUCHRE
        play_game(parsed, rng, watching(random_card_player(rng) if bidding else random_player(rng)))
    alone = {
        call["alone_key"] for calls in buttons.values() for call in calls if "alone_key" in call
    }
    # With three players the maker plays alone anyway: "alone" is offered, and refused with
    # its ruling (cutthroat-maker-alone), never allowed.
    assert seen == set().union(*keys.values()) - (alone if parsed.cutthroat else set())
