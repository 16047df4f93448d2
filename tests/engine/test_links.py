"""Links to hands (``engine.links``): every record round-trips through the compact form and
the plain form, every damaged link is refused with its code, the board plays on from a
link, and ``python -m engine link`` writes the link the page reads (through engine.web)."""

from __future__ import annotations

import base64
import contextlib
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import BASE_DEAL, HANDS, compile_catalogs
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import links, web
from engine.__main__ import main
from engine.errors import EngineError
from engine.narration import load_catalog
from engine.players import play_game
from engine.records import Record, format_record, parse_record
from engine.rules import Rules

ALL_RULES = [
    "standard",
    "standard joker",
    "standard deck32",
    "standard joker deck32 target=7",
    "standard cutthroat target=3",
    "standard cutthroat deck32 joker",
    "standard canadian-loner target=5",
    "bid-euchre",
]
BASE = "rules: standard\n" + BASE_DEAL.lstrip()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _cut(record: Record, actions: int) -> Record:
    """The record of the game up to its ``actions``-th action (deals included)."""
    deals = []
    for deal in record.deals:
        if actions < 0:
            break
        kept = deal.actions[: max(actions, 0)]
        deals.append(type(deal)(deal.dealer, deal.hands, deal.upcard, deal.kitty, kept))
        actions -= len(deal.actions) + 1
    return Record(record.rules, tuple(deals), record.scores)


@settings(max_examples=60, deadline=None)
@given(
    rules=st.sampled_from(ALL_RULES),
    seed=st.integers(0, 2**32),
    stop=st.integers(0, 300),
    kitty=st.booleans(),
    scores=st.booleans(),
)
def test_every_record_round_trips(
    rules: str, seed: int, stop: int, kitty: bool, scores: bool
) -> None:
    """A game stopped anywhere, with or without written kitties and a starting score,
    reads back from its compact link and from its plain link as the same record."""
    game = play_game(Rules.parse(rules), random.Random(seed))
    record = _cut(Record.from_game(game), stop)
    if not kitty:
        text = "\n".join(line for line in format_record(record).split("\n") if "kitty:" not in line)
        record = parse_record(text)
    if scores and record.rules.variant.value == "standard":
        sides = {side: 1 for side in record.rules.sides}
        record = Record(record.rules, record.deals[:1], sides)
        record = parse_record(format_record(record))
    hand = links.decode(links.encode(record))
    assert hand.record == record and hand.seed is None and hand.step is None
    plain = links.decode(links.record_fragment(format_record(record), 0))
    assert plain.record == record and plain.step == 0


@pytest.mark.parametrize("name", sorted(path.name for path in HANDS.glob("*.txt")))
def test_example_hands_round_trip_without_their_comments(name: str) -> None:
    record = parse_record((HANDS / name).read_text(encoding="utf-8"))
    fragment = links.encode(record, step=1)
    hand = links.decode("#" + fragment)
    assert hand.record == links.strip_comments(record) and hand.step == 1
    assert links.decode(links.record_fragment(format_record(record))).record == record


@settings(max_examples=20, deadline=None)
@given(rules=st.sampled_from(ALL_RULES), seed=st.integers(0, links.MAX_SEED))
def test_seeded_hands_keep_their_seed(rules: str, seed: int) -> None:
    """A random deal is reproduced from its seed: the link holds the seed, not the cards."""
    record = links.seeded(Rules.parse(rules), seed)
    again = links.decode(links.encode(record, seed))
    assert again.seed == seed and again.record == record


def test_a_whole_deal_with_all_its_plays_is_short() -> None:
    """The goal of the link format: under 160 characters for a whole deal."""
    for rules in ALL_RULES:
        game = play_game(Rules.parse(rules), random.Random(5))
        record = _cut(Record.from_game(game), 40)
        record = Record(record.rules, record.deals[:1], None)
        assert len(links.encode(record, step=12)) < 160


VALID = links.encode(parse_record(BASE + "E order-up\nN discard 9c"))

DAMAGED = [
    ("h1=" + "A" * links.LIMIT, "link-too-long"),
    ("h2=" + VALID[3:], "link-version"),
    ("h99=AAAA", "link-version"),
    (VALID[:-5], "link-truncated"),
    (VALID[:-1], "link-truncated"),
    ("h1=AB", "link-truncated"),
    (VALID[:-2] + ("A" if VALID[-2] != "A" else "B") + VALID[-1], "link-malformed"),
    (VALID + "AAAA", "link-malformed"),
    (VALID + "&step=x", "link-malformed"),
    (VALID + "&step=99", "link-bad-step"),
    (VALID + "&evil=1", "link-malformed"),
    ("h1=<script>alert(1)</script>", "link-malformed"),
    ("<img src=x onerror=alert(1)>", "link-malformed"),
    ("javascript:alert(1)", "link-malformed"),
    ("h1=" + VALID[3:8] + "\u202e\u200b" + VALID[8:], "link-malformed"),
    ("h1=\uff21\uff22\uff23\uff24", "link-malformed"),  # fullwidth letters
    ("h1=%E0%A4%A", "link-bad-escape"),
    ("h1=%zz", "link-bad-escape"),
    ("record=%C3%28", "link-bad-escape"),
    ("record=" + _b64(b"\xff\xfe rules"), "link-bad-text"),
    ("record=" + _b64(b"<script>alert(1)</script>"), "record-unknown-line"),
    ("record=" + _b64((BASE.replace("Td", "9c")).encode()), "deal-repeated-card"),
    ("record=" + _b64((BASE.replace(" Td", "")).encode()), "deal-hand-size"),
    ("record=" + _b64((BASE.replace("Td", "7c")).encode()), "deal-card-not-in-deck"),
    (
        "record=" + _b64(b"rules: standard cutthroat canadian-loner"),
        "rules-canadian-loner-three-players",
    ),
    ("record", "link-malformed"),
]


@pytest.mark.parametrize(("fragment", "code"), DAMAGED)
def test_damaged_links_are_refused_with_their_code(fragment: str, code: str) -> None:
    with pytest.raises(EngineError) as error:
        links.decode(fragment)
    assert error.value.code == code


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60) | st.builds(lambda s: "h1=" + s, st.text(max_size=60)))
def test_no_fragment_raises_anything_but_an_engine_error(fragment: str) -> None:
    with contextlib.suppress(EngineError):
        links.decode(fragment)


@settings(max_examples=100, deadline=None)
@given(st.integers(3, len(VALID) - 1), st.integers(0, 63))
def test_altered_links_are_refused_or_read_as_a_hand(position: int, value: int) -> None:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    fragment = VALID[:position] + alphabet[value] + VALID[position + 1 :]
    try:
        hand = links.decode(fragment)
    except EngineError as error:
        assert error.code.startswith(("link-", "deal-", "rules-", "bad-"))
    else:
        assert hand.record.replay() is not None


def test_an_empty_fragment_is_an_empty_board() -> None:
    assert links.decode("").record.deals == () and links.decode("#").steps == 0


# --- The browser API and the command line agree -------------------------------------------


@pytest.fixture
def catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    locale = compile_catalogs(tmp_path)
    monkeypatch.setattr(web, "load_catalog", lambda lang: load_catalog(lang, locale))
    web._catalog.cache_clear()
    yield
    web._catalog.cache_clear()


def _call(method: str, **params: object) -> dict[str, object]:
    answer = json.loads(web.call(method, json.dumps(params)))
    assert isinstance(answer, dict)
    return answer


@pytest.mark.parametrize("name", ["march-alone.txt", "whole-game.txt", "bid-set.txt"])
def test_engine_link_agrees_with_the_page(
    name: str, capsys: pytest.CaptureFixture[str], catalogues: None
) -> None:
    path = HANDS / name
    assert main(["link", str(path), "--base", "https://example.org/play/", "--step", "2"]) == 0
    printed = capsys.readouterr().out.strip()
    base, _, fragment = printed.partition("#")
    assert base == "https://example.org/play/"
    text = path.read_text(encoding="utf-8")
    assert _call("encode", record=text, step=2)["link"] == fragment
    decoded = _call("decode", link=fragment)
    assert parse_record(str(decoded["record"])) == links.strip_comments(parse_record(text))
    assert decoded["step"] == 2
    board = _call("board", link=fragment, lang="en")
    assert board["step"] == 2 and board["link"] == fragment.partition("&")[0]
    assert board["record"] == decoded["record"]


def test_engine_link_reports_a_bad_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("rules: standard\ndealer: X\n", encoding="utf-8")
    assert main(["link", str(path)]) == 1
    assert f"{path}:2:9:" in capsys.readouterr().err


def test_the_board_explains_a_damaged_link_in_the_readers_language(catalogues: None) -> None:
    answer = _call("board", link=VALID[:-3], lang="fr")
    assert answer["error"] == "link-truncated"
    assert (
        answer["text"]
        == "Ce lien est tronqué\u202f: copiez le lien entier et ouvrez-le de nouveau."
    )
    record = _call("board", record="rules: standard\ndealer: X", lang="sv")
    assert (record["error"], record["line"], record["column"]) == ("record-bad-seat", 2, 9)
    assert "X" in str(record["text"])


def test_the_board_plays_from_a_seed_a_layout_and_a_link(catalogues: None) -> None:
    first = _call("board", rules="standard", seed=42, lang="en")
    assert first["seed"] == 42 and first["step"] == 0 and first["refused"] is None
    turn = first["steps"][0]["state"]["turn"]
    played = _call("board", link=first["link"], actions=[{"seat": turn, "action": "pass"}])
    assert played["step"] == 1 and played["steps"][1]["action"]["action"] == "pass"
    # The engine plays the other seats until the reader's seat is to act.
    others = [seat for seat in "NESW" if seat != "N"]
    auto = _call("board", link=played["link"], engine=others)
    assert auto["steps"][-1]["state"]["turn"] in ("N", None)
    # Back to step 0 and another action: the later ones are dropped (undo).
    undo = _call("board", link=auto["link"], at=0, actions=[])
    assert len(undo["steps"]) == 1
    refused = _call(
        "board",
        link=first["link"],
        actions=[{"seat": "S", "action": "pass"}]
        if turn != "S"
        else [{"seat": "N", "action": "pass"}],
    )
    assert refused["refused"]["code"] == "not-your-turn" and refused["refused"]["index"] == 0
    layout = {
        "hands": {
            "N": ["9c", "Tc", "Qc", "9d", "Td"],
            "E": ["Jh", "Jd", "Ah", "Kh", "9s"],
            "S": ["Ac", "Kc", "9h", "Th", "Qs"],
            "W": ["Ad", "Kd", "Qd", "As", "Ks"],
        },
        "kitty": ["Qh", "Jc", "Ts", "Js"],
    }
    laid = _call("board", rules="standard", dealer="N", layout=layout)
    assert laid["steps"][0]["state"]["upcard"] == "Qh" and laid["seed"] is None
    layout["kitty"] = ["Qh", "Jc", "Ts", "Ts"]
    twice = _call("board", rules="standard", dealer="N", layout=layout, lang="en")
    assert twice["error"] == "deal-repeated-card" and "ten of spades" in str(twice["text"])
    bad_rules = _call("board", rules="standard cutthroat canadian-loner", seed=1, lang="en")
    assert bad_rules["error"] == "rules-canadian-loner-three-players"
    assert bad_rules["ruling"] == "canadian-loner-players"
