"""The page "What happened at your table?" in a real browser: reached from the header, its
situations with their rulings' links, the revoke hands ruled by the engine, and "Judge our
hand", which opens the board ready to lay out a deal."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from site_hooks.texts import t
from tests.browser.conftest import Traffic
from tests.conftest import LANGUAGES

#: How long the board may take to start (the engine starts in the browser).
STARTED = 90_000


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"/{lang}"


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_page_from_the_header(page: Page, traffic: Traffic, lang: str) -> None:
    page.goto(f"{prefix(lang)}/standard/")
    link = page.locator("header [data-site-table-link]")
    expect(link).to_be_visible()
    expect(link).to_have_attribute("title", t(lang, "ui.header.table"))
    expect(link).to_have_accessible_name(t(lang, "ui.header.table"))
    box = link.bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 44
    link.click()
    page.wait_for_url(re.compile(rf"{prefix(lang)}/table/$"))
    expect(page.locator("h1")).to_contain_text(t(lang, "ui.header.table"))
    # A ruling's link leads to it on the irregularities page, highlighted.
    page.locator("#revoke-after-section + ul a[href$='#revoke-penalty']").click()
    page.wait_for_url(re.compile(rf"{prefix(lang)}/irregularities/#revoke-penalty$"))
    expect(page.locator(".ruling-highlight .ruling-anchor")).to_have_attribute(
        "data-ruling", "revoke-penalty"
    )


@pytest.mark.browser
@pytest.mark.engine
def test_judge_our_hand_opens_the_board_ready_to_lay_out(page: Page, traffic: Traffic) -> None:
    page.goto("/table/")
    page.locator("a.md-button--primary[href='../play/#lay-out']").first.click()
    page.wait_for_url(re.compile(r"/play/#lay-out$"))
    page.wait_for_selector("[data-board][data-started]", timeout=STARTED)
    toggle = page.locator("[data-board-layout-toggle]")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(toggle).to_be_focused()
    expect(page.locator("[data-board-layout]")).to_be_visible()
    expect(page.locator("[data-board-deck] button").first).to_be_visible()
    # The address is the board's, not a hand refused.
    expect(page.locator("[data-board-message]")).to_be_hidden()
