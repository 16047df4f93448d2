"""The analysis in words for the site (``engine.analysis.text.in_words``): each option's
label, value, badge figure and verdict in the catalogue's language, numbers rounded once,
halves away from zero, as the pages have always shown them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.analysis.numbers import decimal, percent
from engine.analysis.text import in_words, label, render
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


def call_position(best: list[dict[str, Any]], samples: int = 12) -> dict[str, Any]:
    pass_ = {"seat": "S", "action": "pass"}
    alone = {"seat": "S", "action": "order-up", "alone": True}
    return {
        "rules": "standard",
        "seat": "S",
        "phase": "round-1",
        "makers": "NS",
        "method": "sampled",
        "samples": samples,
        "settled": bool(best),
        "options": [
            {
                "action": pass_,
                "expected_points": -0.4,
                "margin": 0.3,
                "cost": 1.65,
                "made": None,
                "held": 0,
            },
            {
                "action": alone,
                "expected_points": 1.25,
                "margin": 0.31,
                "cost": 0,
                "made": 1.0,
                "held": 12,
            },
        ],
        "best": best,
    }


def test_a_call_and_a_pass_are_worth_points_with_their_margin(locale_dir: Path) -> None:
    """Issue 26: a pass has a value; no figure is more exact than the sample allows (12
    deals all made say 75 to 100 %, not 100 %)."""
    alone = {"seat": "S", "action": "order-up", "alone": True}
    words = in_words(call_position([alone]), catalog(locale_dir, "pl"))
    passed, called = (option["text"] for option in words["options"])
    assert passed["figure"] == "\u22120,4 ±0,3" and passed["costly"]
    assert passed["value"] == "średnio \u22120,4 ± 0,3 pkt"
    assert passed["verdict"].startswith("To pasowanie kosztowało średnio 1,7 pkt.")
    assert called["label"] == "Przyjmij odkrytą kartę i graj solo"
    assert called["value"] == "średnio 1,3 ± 0,3 pkt, ugrane w 75\u2013100% przypadków"
    assert called["figure"] == "1,3 ±0,3"
    assert called["verdict"].startswith("★ ")


def test_a_call_too_close_to_call_stars_nothing(locale_dir: Path) -> None:
    position = call_position([])
    position["options"][0]["cost"] = 0
    words = in_words(position, catalog(locale_dir, "en"))
    passed, called = (option["text"] for option in words["options"])
    assert not passed["costly"] and not called["costly"]
    assert called["verdict"] == (
        "Too close to call: no call is surely better "
        "(1.3 ± 0.3 points on average, made 75\u2013100% of the time)."
    )
    assert "★" not in passed["verdict"] + called["verdict"]
    table = render(position, catalog(locale_dir, "en"))
    assert not any(line.endswith("best") for line in table.split("\n")[2:4])
    assert table.endswith(
        "Too close to call: no call is surely better over these deals, so none is marked best."
    )


def test_a_wide_margin_shows_whole_points(locale_dir: Path) -> None:
    position = call_position([])
    position["options"][1].update(expected_points=1.25, margin=1.4)
    words = in_words(position, catalog(locale_dir, "en"))
    assert words["options"][1]["text"]["figure"] == "1 ±1.4"


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
