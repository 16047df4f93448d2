"""Rulings in the browser: a link to a ruling opens at it, highlighted, in every language;
switching language keeps it; the ruling's link copies itself; rule-changes
tables stack on a narrow screen; search stays in the reader's language."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.conftest import Traffic
from tests.browser.test_walkthrough import tap_targets
from tests.conftest import LANGUAGES


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"/{lang}"


@pytest.mark.browser
@pytest.mark.parametrize(
    ("lang", "page_name", "ruling", "block"),
    [
        ("en", "standard", "follow-suit", "p"),
        ("sv", "canadian-loner", "canadian-loner-dealer-sits-out", "tr"),
        ("pl", "joker", "joker-turned-up", "tr"),
        ("da", "bid-euchre", "bid-euchre-dealer", "tr"),
        ("fr", "cutthroat", "cutthroat-tie", "tr"),
    ],
)
def test_ruling_link_opens_scrolled_and_highlighted(
    page: Page, traffic: Traffic, lang: str, page_name: str, ruling: str, block: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 700})
    page.goto(f"{prefix(lang)}/{page_name}/#{ruling}")
    anchor = page.locator(f".ruling-anchor[data-ruling='{ruling}']")
    expect(anchor).to_be_in_viewport()
    highlighted = page.locator(".ruling-highlight")
    expect(highlighted).to_have_count(1)
    expect(highlighted.locator(f".ruling-anchor[data-ruling='{ruling}']")).to_have_count(1)
    assert highlighted.evaluate("e => e.tagName.toLowerCase()") == block
    background = highlighted.evaluate("e => getComputedStyle(e).backgroundColor")
    assert background not in ("rgba(0, 0, 0, 0)", "transparent")


@pytest.mark.browser
def test_language_switch_keeps_the_ruling(page: Page, traffic: Traffic) -> None:
    page.goto("/pl/standard/#follow-suit")
    page.locator(".md-select").hover()
    page.locator("a.md-select__link[hreflang='da']").click()
    page.wait_for_url(re.compile(r"/da/standard/#follow-suit$"))
    expect(page.locator("html")).to_have_attribute("lang", "da")
    expect(page.locator(".ruling-highlight .ruling-anchor")).to_have_attribute(
        "data-ruling", "follow-suit"
    )


@pytest.mark.browser
def test_changed_ruling_links_to_the_standard_rule(page: Page, traffic: Traffic) -> None:
    page.goto("/sv/canadian-loner/")
    row = page.locator("tr:has(.ruling-anchor[data-ruling='canadian-loner-dealer-sits-out'])")
    row.locator(".ruling-changes").click()
    page.wait_for_url(re.compile(r"/sv/standard/#going-alone$"))
    expect(page.locator(".ruling-highlight .ruling-anchor")).to_have_attribute(
        "data-ruling", "going-alone"
    )


@pytest.mark.browser
def test_copy_link_button(context: BrowserContext, page: Page, traffic: Traffic) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto("/fr/standard/")
    button = page.locator("[data-ruling-copy='stick-the-dealer']")
    button.click()
    expect(button).to_have_attribute("data-state", "copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    # The ruling's share address: its preview is the ruling's statement in French.
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/fr/r/stick-the-dealer/", copied)
    # The address is the ruling's too (the link opened it).
    assert page.url.endswith("/fr/standard/#stick-the-dealer")
    # Shown beside the link, unclipped (the icon's mask is on the icon alone)…
    shown = button.evaluate("b => getComputedStyle(b, '::after').content")
    assert shown == '"Lien copié"'
    assert button.evaluate("b => getComputedStyle(b).maskImage") == "none"
    # … and said to screen readers.
    expect(page.locator(".site-live[role='status']")).to_have_text("Lien copié")


@pytest.mark.browser
def test_copy_link_button_tells_when_the_clipboard_refuses(page: Page, traffic: Traffic) -> None:
    page.add_init_script(
        "navigator.clipboard.writeText = () => "
        "Promise.reject(new DOMException('no', 'NotAllowedError'))"
    )
    page.goto("/sv/standard/")
    button = page.locator("[data-ruling-copy='follow-suit']")
    button.click()
    expect(button).to_have_attribute("data-state", "failed")
    message = "Kunde inte kopiera: länken står i adressfältet"
    expect(page.locator(".site-live[role='status']")).to_have_text(message)
    assert page.url.endswith("/sv/standard/#follow-suit")


@pytest.mark.browser
def test_rule_changes_table_stacks_on_a_narrow_screen(page: Page, traffic: Traffic) -> None:
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto("/sv/canadian-loner/")
    cell = page.locator("table.rule-changes tbody tr").first.locator("td").nth(1)
    assert cell.evaluate("e => getComputedStyle(e).display") == "block"
    label = cell.evaluate("e => getComputedStyle(e, '::before').content")
    assert label == '"Euchre (standard)"'
    header = page.locator("table.rule-changes thead")
    expect(header).to_be_hidden()
    # The stacked table fits the screen: no sideways scrolling.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # The rulings' links and their links to the standard rulings: 44x44 px tap targets.
    assert (
        tap_targets(page, ".md-content :is(.ruling-anchor, .ruling-changes, .ruling-keeps)") == []
    )


@pytest.mark.browser
def test_wide_screen_keeps_the_table(page: Page, traffic: Traffic) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto("/sv/canadian-loner/")
    cell = page.locator("table.rule-changes tbody tr").first.locator("td").nth(1)
    assert cell.evaluate("e => getComputedStyle(e).display") == "table-cell"


@pytest.mark.browser
@pytest.mark.parametrize(
    ("lang", "query", "expected_page"),
    [
        # "atutom" (dative plural) appears on no page: only stemming finds "atut", "atuty"…
        ("pl", "atutom", "/pl/"),
        ("sv", "givarens", "/sv/"),
        ("fr", "atouts", "/fr/"),
    ],
)
def test_search_stays_in_the_readers_language(
    page: Page, traffic: Traffic, lang: str, query: str, expected_page: str
) -> None:
    page.goto(f"{prefix(lang)}/standard/")
    page.locator("[data-site-search-toggle]").click()
    field = page.locator("[data-site-search-panel] input")
    expect(field).to_be_focused()
    field.fill(query)
    results = page.locator("[data-site-search-panel] .pagefind-ui__result-link")
    expect(results.first).to_be_visible(timeout=10_000)
    # Every result, not only the first few: the lessons, shorter and about the same words,
    # may rank above the rule page (Swedish "givarens" is all over lesson 1).
    more = page.locator("[data-site-search-panel] .pagefind-ui__button")
    while more.is_visible():
        shown = results.count()
        more.click()
        expect(results).not_to_have_count(shown)
    hrefs = results.evaluate_all("links => links.map(a => new URL(a.href).pathname)")
    assert hrefs, "no result"
    assert all(h.startswith(expected_page) for h in hrefs), hrefs
    assert any(h.startswith(f"{expected_page}standard/") for h in hrefs), hrefs


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_share_address_leads_to_the_ruling_highlighted_without_script(
    browser: Browser, base_url: str, lang: str
) -> None:
    context = browser.new_context(java_script_enabled=False, base_url=base_url)
    page = context.new_page()
    home = "" if lang == "en" else f"/{lang}"
    page.goto(f"{home}/r/follow-suit/")
    page.wait_for_url(re.compile(rf"{home}/standard/#follow-suit$"))
    anchor = page.locator(".ruling-anchor[data-ruling='follow-suit']")
    expect(anchor).to_be_visible()
    # The ruling's block is highlighted by the stylesheet's :target rule alone.
    block = page.locator("p:has(> .ruling-anchor[data-ruling='follow-suit'])")
    other = page.locator("p:has(> .ruling-anchor[data-ruling='play-in-turn'])")
    background = "e => getComputedStyle(e).backgroundColor"
    assert block.evaluate(background) != other.evaluate(background)
    context.close()
