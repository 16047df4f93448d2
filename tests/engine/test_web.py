"""The engine's browser API (``engine.web``): the steps of a walkthrough, a reader's choice
checked (refused with its code, ruling and reason) or played on to the end of the deal, and
every answer a JSON round trip."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from engine import web
from engine.narration import Catalog, load_catalog
from engine.rulings import RULINGS

ROOT = Path(__file__).resolve().parents[2]

#: North deals, East orders up; South's jack of diamonds is the left bower.
RECORD = """\
# North deals and turns up the queen of hearts.
rules: standard
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Ah Kh 9s Ts
S: Ac Kc 9h Qs Jd
W: Ad Kd Qd As Ks
upcard: Qh
# East orders it up.
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
    assert order["action"] == {"seat": "E", "action": "order-up", "alone": False}
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
    joker = web.names(web._record(RECORD.replace("standard", "standard joker")).rules, english)
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
    assert steps[0]["action"] == play
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
    assert answer["steps"][0]["action"] == {"seat": "E", "action": "pass"}
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
        web._game_at(web._record(RECORD), 99)
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
    assert answer == {"error": "record-bad-seat", "line": 2, "column": 9}


def test_info_names_python() -> None:
    assert json.loads(web.info())["rulings"] == len(RULINGS)
