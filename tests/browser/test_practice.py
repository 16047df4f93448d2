"""The practice page in the browser (issue 31): a position found by the engine's worker,
shown from one seat with only that player's cards; the reader's answer judged by the
engine's answer, with each choice's value, the reason, the line and the rulings; the link
of a position opens the same position in another language; a hostile link gets a
translated message and a working page; progress kept and cleared; keyboard, a phone's
44 px targets, axe clean in light and dark."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from engine import web
from tests.browser.axe import serious_in_either_scheme
from tests.browser.conftest import EnginePages, in_engine_groups
from tests.browser.layout import PHONE
from tests.browser.test_walkthrough import ENGINE, prefix, tap_targets, text

#: A position the engine finds (theme and seed), opened by its link.
THEME, SEED = "lead", 1
#: A day, and the day before it, for today's hand.
DATE, YESTERDAY = "2026-06-15", "2026-06-14"


def in_cpython(params: dict[str, Any]) -> dict[str, Any]:
    """The engine's practice position, asked in CPython as the page asks its worker."""
    answer: dict[str, Any] = json.loads(web.call("practice", json.dumps(params)))
    return answer


def page_of(lang: str, fragment: str) -> str:
    return f"{prefix(lang)}/practice/#{fragment}"


def shown(page: Page) -> None:
    expect(page.locator("[data-practice-choice]").first).to_be_visible(timeout=ENGINE)


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups("en", "sv"))
def test_a_link_opens_the_position_and_the_answer_is_the_engines(
    engine_page: EnginePages, lang: str
) -> None:
    """The same link opens the same position in English and in Swedish: the player's cards
    only, the engine's options; a wrong answer says so and names the best, with the
    engine's reason, each choice's value and the line; the answer is kept as progress,
    which the reader can clear; the keyboard reaches every choice."""
    found = in_cpython({"theme": THEME, "seed": SEED, "lang": lang})
    page = engine_page.open(page_of(lang, found["link"]))
    page.evaluate("() => localStorage.removeItem('euchre-practice')")
    shown(page)
    hand = page.locator("[data-practice-hand] .wt-card")
    expect(hand).to_have_count(len(found["view"]["hand"]))
    choices = page.locator("[data-practice-choice]")
    keys = [option["action"]["key"] for option in found["analysis"]["options"]]
    expect(choices).to_have_count(len(keys))
    assert choices.evaluate_all("bs => bs.map((b) => b.dataset.practiceChoice)") == keys
    assert page.evaluate("() => location.hash") == "#" + found["link"]
    wrong = next(key for key in keys if key != found["answer"]["key"])
    page.locator(f'[data-practice-choice="{wrong}"]').focus()
    page.keyboard.press("Enter")
    verdict = page.locator("[data-practice-verdict]")
    expect(verdict).to_have_attribute("data-practice-verdict", "wrong")
    expect(page.locator("[data-practice-reason]")).to_have_text(found["reason"])
    expect(page.locator("[data-practice-values] li")).to_have_count(len(keys))
    expect(page.locator("[data-practice-line] li")).to_have_count(len(found["line"]))
    expect(page.locator("[data-practice-next]")).to_be_focused()
    board = page.locator("[data-practice-board]")
    assert (board.get_attribute("href") or "").endswith("/play/#" + found["link"])
    progress = page.locator(f'[data-practice-progress-theme="{found["theme"]}"]')
    expect(progress).to_contain_text(text(lang, "ui.practice.theme." + found["theme"]))
    page.locator("[data-practice-clear]").click()
    expect(progress).to_have_count(0)


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups("fr"))
def test_a_hostile_link_gets_a_message_and_a_new_position(
    engine_page: EnginePages, lang: str
) -> None:
    """A link that is not a hand gets the engine's reason, translated, and the page goes
    on with a new position; the right answer is said right; the page is axe clean in
    light and dark, and its targets are 44 px on a phone."""
    page = engine_page.open(page_of(lang, "h1=<script>alert(1)</script>"))
    refusal = in_cpython({"link": "h1=<script>alert(1)</script>", "lang": lang})
    status = page.locator("[data-practice-status]")
    expect(status).to_contain_text(refusal["text"], timeout=ENGINE)
    shown(page)
    assert page.locator("script:text('alert(1)')").count() == 0
    link = page.evaluate("() => location.hash.slice(1)")
    found = in_cpython({"link": link, "lang": lang})
    page.locator(f'[data-practice-choice="{found["answer"]["key"]}"]').click()
    expect(page.locator("[data-practice-verdict]")).to_have_attribute(
        "data-practice-verdict", "right"
    )
    assert serious_in_either_scheme(page, "[data-practice]") == {}
    page.set_viewport_size(PHONE)
    assert tap_targets(page, "[data-practice]") == []


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups("en", "pl"))
def test_todays_hand_is_the_same_for_every_reader_and_shows_yesterdays_answer(
    engine_page: EnginePages, lang: str
) -> None:
    """Readers on one date (the page's clock fixed), in English and in Polish, get the same
    position, the engine's hand of that date, titled with the date, and its link; once the
    hand is shown, yesterday's answer is given with its reason."""
    today = in_cpython({"date": DATE, "lang": lang})
    yesterday = in_cpython({"date": YESTERDAY, "lang": lang})
    found = in_cpython({"theme": THEME, "seed": SEED, "lang": lang})
    page = engine_page.open(page_of(lang, found["link"]))
    shown(page)
    page.clock.set_fixed_time(f"{DATE}T10:00:00")
    page.locator("[data-practice-daily]").click()
    expect(page.locator("[data-practice-daily-title]")).to_be_visible(timeout=ENGINE)
    expect(page).to_have_url(re.compile(re.escape("#" + today["link"]) + "$"))
    keys = [option["action"]["key"] for option in today["analysis"]["options"]]
    choices = page.locator("[data-practice-choice]")
    expect(choices).to_have_count(len(keys))
    assert choices.evaluate_all("bs => bs.map((b) => b.dataset.practiceChoice)") == keys
    expect(page.locator("[data-practice-yesterday]")).to_contain_text(
        yesterday["reason"], timeout=ENGINE
    )
