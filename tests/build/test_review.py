"""The review of the hand in the walkthroughs' static HTML (issue 26, item 7), in every
language: under each analysed walkthrough's tables, every recorded decision with what it
cost, the largest mistakes first, each linking to its step, and each player's accuracy,
in the engine's words; and the texts of the widget's "Review" button in its data."""

from __future__ import annotations

import re
from html import escape, unescape
from pathlib import Path

import pytest

from engine.analysis.review import in_words, review
from site_hooks import texts, walkthrough_review
from tests.build.test_analysis import walkthrough_data
from tests.conftest import LANGUAGES

_TABLE = r'<table class="wt-static-table" data-wt-static="%s">(.*?)</table>'


def _cells(row: str) -> list[str]:
    return [
        unescape(re.sub(r"<[^>]+>", "", cell)) for cell in re.findall(r"<td[^>]*>(.*?)</td>", row)
    ]


def test_a_walkthrough_without_an_analysis_has_no_review() -> None:
    assert walkthrough_review.render_review("w", None, "en") == ""
    assert walkthrough_review.render_review("w", {"error": "NotationError: …"}, "en") == ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_is_in_the_static_html(built_site: Path, lang: str) -> None:
    prefix = "" if lang == "en" else f"{lang}/"
    html = (built_site / f"{prefix}hands/index.html").read_text(encoding="utf-8")
    regions = re.findall(r'<div class="walkthrough" id="walk-([^"]+)"(.*?)</noscript>', html, re.S)
    datas = {data["id"]: data for data in walkthrough_data(html, built_site)}
    assert regions and set(datas) == {walk for walk, _ in regions}
    reviewed = 0
    for walk, region in regions:
        data = datas[walk]
        assert data["review"]["texts"] == walkthrough_review.texts(lang)
        positions = data["analysis"]["positions"]
        tables = re.findall(_TABLE % "review", region, re.S)
        if not positions:
            assert tables == []
            continue
        reviewed += 1
        analysed = {
            "rules": data["rules"],
            "positions": [{**p, "step": int(s)} for s, p in positions.items()],
        }
        expected = in_words(review(analysed), texts.catalog(lang))
        (table,) = tables
        caption = texts.t(lang, "ui.review.title")
        assert f"<caption>{escape(caption)}</caption>" in table
        # Every decision, the largest mistakes first, each a link to its step.
        links = re.findall(rf'<a href="#walk-{walk}-step-(\d+)">', table)
        assert [int(step) for step in links] == [d["step"] for d in expected["decisions"]]
        assert sorted(map(int, links)) == sorted(map(int, positions))
        rows = [_cells(row) for row in re.findall(r"<tr>(.*?)</tr>", table.split("</thead>")[1])]
        for row, decision in zip(rows, expected["decisions"], strict=True):
            words = decision["text"]
            step = texts.t(lang, "ui.review.step") % {"step": decision["step"]}
            assert row == [step, words["seat"], words["choice"], words["points"], words["tricks"]]
        # Each player's accuracy, in the table's order of seats.
        (accuracy,) = re.findall(_TABLE % "accuracy", region, re.S)
        assert f"<caption>{escape(texts.t(lang, 'ui.review.accuracy'))}</caption>" in accuracy
        rows = [_cells(row) for row in re.findall(r"<tr>(.*?)</tr>", accuracy.split("</thead>")[1])]
        assert rows == [[s["text"]["seat"], s["text"]["accuracy"]] for s in expected["seats"]]
    assert reviewed
    # "Reading the analysis" has a costly play: the review puts a mistake first.
    (mistake,) = [r for w, r in regions if w == "analysis-mistake"]
    first = _cells(
        re.findall(r"<tr>(.*?)</tr>", re.findall(_TABLE % "review", mistake, re.S)[0])[1]
    )
    assert first[3] not in ("0", "\N{EN DASH}") or first[4] not in ("0", "\N{EN DASH}")
