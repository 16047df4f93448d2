"""The review of the hand in the browser (issue 26, item 7), in every language: the "Review
the hand" button under a walkthrough and on the board asks the engine's worker for the
review and shows every decision, the largest mistakes first, each linking to its step, and
each player's accuracy, in the words the engine gives in CPython; usable by keyboard, with
44 px tap targets on a phone, no serious axe finding; on the board, a changed hand puts
the review away."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from engine import web
from tests.browser.axe import serious, violations
from tests.browser.conftest import EnginePages, in_engine_groups
from tests.browser.test_walkthrough import ENGINE, data, prefix, tap_targets, text, widget
from tests.conftest import LANGUAGES

#: The hand of "Reading the analysis" on hands.md, which has a costly play.
WALK = "analysis-mistake"
#: A short hand for the board: East orders up, North discards, East leads the nine of
#: spades (a trick lost); the engine reviews it in its worker.
SHORT = """rules: standard
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Jd Ah Kh 9s
S: Ac Kc 9h Th Qs
W: Ad Kd Qd As Ks
upcard: Qh
E order-up
N discard 9c
E play 9s
"""


def in_cpython(params: dict[str, Any]) -> dict[str, Any]:
    """The engine's review, asked in CPython as the page asks its worker."""
    answer: dict[str, Any] = json.loads(web.call("review", json.dumps(params)))
    return answer


def expect_review(review: Locator, expected: dict[str, Any]) -> None:
    """The review shown is the engine's: every decision in its order, with its words, and
    every player's accuracy."""
    expect(review).to_have_attribute("data-state", "done", timeout=ENGINE)
    items = review.locator("[data-wt-review-step]")
    expect(items).to_have_count(len(expected["decisions"]))
    steps = items.evaluate_all("items => items.map((item) => Number(item.dataset.wtReviewStep))")
    assert steps == [decision["step"] for decision in expected["decisions"]]
    for item, decision in zip(items.all(), expected["decisions"], strict=True):
        words = decision["text"]
        for part in ("seat", "choice", "cost"):
            expect(item.locator(f".wt-review__{part}")).to_have_text(words[part])
    seats = review.locator("[data-wt-review-seat]")
    expect(seats).to_have_count(len(expected["seats"]))
    for row, seat in zip(seats.all(), expected["seats"], strict=True):
        expect(row.locator(".wt-review__accuracy")).to_have_text(seat["text"]["accuracy"])


def phone_targets(page: Page, scope: str) -> list[str]:
    """The review's controls smaller than 44 px, on a phone's screen."""
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        return tap_targets(page, scope)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups(*LANGUAGES))
def test_review_under_a_walkthrough(engine_page: EnginePages, lang: str) -> None:
    page = engine_page.open(f"{prefix(lang)}/hands/#walk-{WALK}-step-0")
    walk = data(page, WALK)
    positions = [{**p, "step": int(s)} for s, p in walk["analysis"]["positions"].items()]
    analysis = {"rules": walk["rules"], "positions": positions}
    expected = in_cpython({"record": walk["record"], "analysis": analysis, "lang": lang})
    assert expected["decisions"][0]["lost"]  # the hand's costly play comes first
    box = widget(page, WALK)
    button = box.locator("[data-wt-review-button]")
    expect(button).to_have_text(text(lang, "ui.review.button"))
    if button.get_attribute("aria-expanded") == "true":
        button.click()  # left open by an earlier test on this page
    expect(button).to_have_attribute("aria-expanded", "false")
    review = box.locator("[data-wt-review]")
    expect(review.locator("[data-wt-review-panel]")).to_be_hidden()
    # By keyboard: the button opens the review, asked of the engine's worker.
    button.focus()
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-expanded", "true")
    expect_review(review, expected)
    expect(review).to_contain_text(text(lang, "ui.review.title"))
    expect(review).to_contain_text(text(lang, "ui.review.accuracy"))
    scope = f"[data-walkthrough='{WALK}'] [data-wt-review]"
    assert phone_targets(page, scope) == []
    assert serious(violations(page, {"include": [[scope]]})) == []
    # Tab reaches the first decision's link, Enter shows its step, as the step link does.
    first = expected["decisions"][0]["step"]
    link = review.locator("[data-wt-review-link]").first
    expect(link).to_have_text(text(lang, "ui.review.step", step=first))
    expect(link).to_have_attribute("href", f"#walk-{WALK}-step-{first}")
    page.keyboard.press("Tab")
    expect(link).to_be_focused()
    page.keyboard.press("Enter")
    expect(box).to_have_attribute("data-step", str(first))
    expect(box).to_be_focused()
    assert page.evaluate("location.hash") == f"#walk-{WALK}-step-{first}"
    # Closed and opened again: the review is kept, not asked again.
    button.click()
    expect(review.locator("[data-wt-review-panel]")).to_be_hidden()
    button.click()
    expect(review).to_have_attribute("data-state", "done")
    button.click()


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups(*LANGUAGES))
def test_review_on_the_board(engine_page: EnginePages, lang: str) -> None:
    link = json.loads(web.call("encode", json.dumps({"record": SHORT})))["link"]
    page = engine_page.open(f"{prefix(lang)}/play/#{link}")
    page.wait_for_selector("[data-board][data-started]", timeout=ENGINE)
    expected = in_cpython({"record": SHORT, "lang": lang})
    board = page.locator("[data-board-hand]")
    button = board.locator("[data-wt-review-button]")
    expect(button).to_have_text(text(lang, "ui.review.button"))
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()
    review = board.locator("[data-wt-review]")
    expect_review(review, expected)
    assert phone_targets(page, "[data-board-hand] [data-wt-review]") == []
    # A step's link is the board's address of that step; followed, the board shows it.
    first = expected["decisions"][0]["step"]
    step_link = review.locator("[data-wt-review-link]").first
    href = step_link.get_attribute("href") or ""
    assert href.startswith("#") and href.endswith(f"&step={first}")
    step_link.click()
    expect(board.locator("[data-walkthrough-widget]")).to_have_attribute("data-step", str(first))
    assert page.evaluate("location.hash").endswith(f"&step={first}")
    # Another hand (the last card taken back): the review of the old one is put away.
    answered = int(page.locator("[data-board]").get_attribute("data-answers") or 0)
    page.locator("[data-board-undo]").click()
    page.wait_for_function(
        "n => Number(document.querySelector('[data-board]').dataset.answers || 0) > n",
        arg=answered,
        timeout=ENGINE,
    )
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(review.locator("[data-wt-review-panel]")).to_be_hidden()
