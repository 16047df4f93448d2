"""The analysis in words for the site (``engine.analysis.text.in_words``): each option's
label, value, badge figure and verdict in the catalogue's language, numbers rounded once,
halves away from zero, as the pages have always shown them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.analysis.text import decimal, in_words, label, percent
from engine.narration import Catalog, load_catalog

EAST_PLAYS = [
    {"action": {"seat": "E", "action": "play", "card": "Ah"}, "makers_tricks": 2},
    {"action": {"seat": "E", "action": "play", "card": "9c"}, "makers_tricks": 4},
]


def catalog(locale_dir: Path, lang: str) -> Catalog:
    return load_catalog(lang, locale_dir)


def play_position() -> dict[str, Any]:
    """East, a defender (North and South made trumps), to play: the ace keeps North and
    South to two tricks, the nine lets them take four."""
    return {
        "rules": "standard",
        "seat": "E",
        "phase": "play",
        "makers": "NS",
        "method": "double-dummy",
        "options": EAST_PLAYS,
        "best": [EAST_PLAYS[0]["action"]],
    }


def test_each_option_says_what_it_is_worth_and_its_verdict(locale_dir: Path) -> None:
    words = in_words(play_position(), catalog(locale_dir, "en"))
    ace, nine = (option["text"] for option in words["options"])
    assert ace == {
        "label": "ace of hearts",
        "value": "East and West: 3 tricks",
        "figure": "3",
        "verdict": "★ Best choice (East and West: 3 tricks).",
        "costly": False,
    }
    assert nine["verdict"] == (
        "This play cost 2 tricks. Best: ace of hearts (East and West: 3 tricks)."
    )
    assert nine["costly"] and nine["figure"] == "1"
    assert words["text"]["side"] == "East and West"


def test_a_call_is_worth_points_on_average_and_a_pass_nothing(locale_dir: Path) -> None:
    pass_ = {"seat": "S", "action": "pass"}
    alone = {"seat": "S", "action": "order-up", "alone": True}
    position = {
        "rules": "standard",
        "seat": "S",
        "phase": "round-1",
        "makers": "NS",
        "method": "sampled",
        "samples": 8,
        "options": [
            {"action": pass_, "expected_points": None, "made": None},
            {"action": alone, "expected_points": 1.25, "made": 0.125},
        ],
        "best": [alone],
    }
    words = in_words(position, catalog(locale_dir, "pl"))
    passed, called = (option["text"] for option in words["options"])
    assert passed["figure"] is None and not passed["costly"]
    assert passed["verdict"] == catalog(locale_dir, "pl").gettext("analysis.pass-note")
    assert called["label"] == "Przyjmij odkrytą kartę i graj solo"
    assert called["value"] == "średnio 1,3 pkt, ugrane w 13% przypadków"
    assert called["figure"] == "1,3"


@pytest.mark.parametrize(
    ("value", "lang", "shown"),
    [(1.25, "en", "1.3"), (-0.35, "sv", "\u22120,4"), (0.05, "fr", "0,1"), (2, "da", "2,0")],
)
def test_points_take_one_decimal_halves_away_from_zero(
    locale_dir: Path, value: float, lang: str, shown: str
) -> None:
    assert decimal(value, catalog(locale_dir, lang)) == shown


def test_percentages_are_written_the_languages_way(locale_dir: Path) -> None:
    found = {lang: percent(0.125, catalog(locale_dir, lang)) for lang in ("en", "sv", "fr")}
    assert found == {"en": "13%", "sv": "13\u00a0%", "fr": "13\u202f%"}


def test_contracts_and_bids_are_named_as_the_widget_names_them(locale_dir: Path) -> None:
    english = catalog(locale_dir, "en")
    assert label({"seat": "N", "action": "bid", "tricks": 4}, english) == "Bid 4"
    # A contract by its name alone, as on its button: "Best: ♥ hearts", never a second
    # colon ("Best: Contract: ♥ hearts").
    assert label({"seat": "N", "action": "trump", "contract": "h"}, english) == "\u2665 hearts"
    assert label({"seat": "N", "action": "trump", "contract": "sans-low"}, english) == "Sans low"
    assert label({"seat": "W", "action": "call", "suit": "s", "alone": True}, english) == (
        "Name \u2660 spades and go alone"
    )
