"""Ready to publish, in a real browser: the language menu's links carry the reader's
#anchor (a new tab keeps it), malformed addresses break nothing, a page prints as its text
and tables, the search panel behaves as readers expect (and finds nothing for a word that
is not in the site), and a site built with an address makes Material fetch no sitemap
next to each alternate."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from engine.rulings import RULINGS
from tests.browser.conftest import Traffic, build_every_walkthrough, serving


@pytest.fixture(scope="module")
def site_with_url(built_site_with_url: Path) -> Iterator[str]:
    """The site built with an address (SITE_URL), served on 127.0.0.1."""
    with serving(built_site_with_url) as url:
        yield url


def language_links(page: Page) -> dict[str, str]:
    links = page.locator("a.md-select__link[hreflang]")
    return dict(links.evaluate_all("links => links.map(a => [a.hreflang, a.getAttribute('href')])"))


@pytest.mark.browser
def test_language_menu_links_carry_the_anchor(page: Page, traffic: Traffic) -> None:
    page.goto("/sv/joker/#joker-turned-up")
    links = language_links(page)
    assert set(links) == {"en", "sv", "pl", "da", "fr"}
    assert all(href.endswith("joker/#joker-turned-up") for href in links.values()), links
    # A new anchor, by a link or by a script (replaceState sends no hashchange event):
    page.evaluate("location.hash = '#joker-deck'")
    expect(page.locator("a.md-select__link[hreflang='pl']")).to_have_attribute(
        "href", re.compile(r"/pl/joker/#joker-deck$")
    )
    page.evaluate("history.replaceState(null, '', '#rule-changes')")
    page.locator(".md-select").hover()
    page.locator(".md-select button").dispatch_event("pointerdown")
    assert language_links(page)["fr"].endswith("/fr/joker/#rule-changes")
    current = page.locator("a.md-select__link[aria-current='page']")
    expect(current).to_have_attribute("hreflang", "sv")


@pytest.mark.browser
@pytest.mark.parametrize(
    "address",
    ["/standard/#%", "/fr/standard/#follow-suit%E0", "/sv/standard/#walk-order-up-step-%ZZ"],
)
def test_malformed_escapes_break_nothing(page: Page, traffic: Traffic, address: str) -> None:
    page.goto(address)
    # The widgets are built as they come near (a page error would have stopped the script)…
    build_every_walkthrough(page)
    # … and search works.
    page.locator("[data-site-search-toggle]").click()
    page.locator("[data-site-search-panel] input").fill("euchre")
    expect(page.locator(".pagefind-ui__result-link").first).to_be_visible(timeout=10_000)
    # traffic: no uncaught error in the page.


@pytest.mark.browser
def test_a_page_prints_as_its_text_and_tables(page: Page, traffic: Traffic) -> None:
    page.goto("/standard/")
    build_every_walkthrough(page)
    static = page.locator("[data-walkthrough='order-up'] [data-walkthrough-static]")
    expect(static).not_to_have_attribute("open", "")  # the widget replaced it on screen
    page.emulate_media(media="print")
    for hidden in (
        ".md-header",
        ".md-sidebar--primary",
        ".md-footer",
        ".ruling-anchor__icon",
        ".site-skip",
        "[data-walkthrough-widget]",
        ".headerlink",
    ):
        expect(page.locator(hidden).first).to_be_hidden()
    expect(static.locator("table").first).to_be_visible()
    anchor = page.locator(".ruling-anchor[data-ruling='follow-suit']")
    assert anchor.evaluate("a => getComputedStyle(a, '::after').content") == '" follow-suit"'
    # Browsers without ::details-content: the tables are opened for print, and closed after.
    page.evaluate("dispatchEvent(new Event('beforeprint'))")
    expect(static).to_have_attribute("open", "")
    page.evaluate("dispatchEvent(new Event('afterprint'))")
    expect(static).not_to_have_attribute("open", "")


@pytest.mark.browser
def test_search_panel_habits(page: Page, traffic: Traffic) -> None:
    page.goto("/fr/rulings/")
    toggle = page.locator("[data-site-search-toggle]")
    panel = page.locator("[data-site-search-panel]")
    # Ctrl+S is the browser's (save), Alt+S the system's: neither opens search.
    for chord in ("Control+s", "Alt+s", "Meta+/"):
        page.keyboard.press(chord)
        expect(panel).to_be_hidden()
    page.keyboard.press("s")
    field = panel.locator("input")
    expect(field).to_be_focused()
    field.fill("fournir")
    results = panel.locator(".pagefind-ui__result")
    expect(results.first).to_be_visible(timeout=10_000)
    # Pagefind shows placeholders while it loads the results' excerpts.
    expect(panel.locator(".pagefind-ui__loading")).to_have_count(0, timeout=10_000)
    # No image gutter; excerpts in French only (no English ruling id).
    assert panel.locator(".pagefind-ui__result-thumb").count() == 0
    excerpts = " ".join(panel.locator(".pagefind-ui__result-excerpt").all_text_contents())
    assert "fournir" in excerpts.lower()
    english_ids = [r for r in RULINGS if "-" in r]
    assert [r for r in english_ids if r in excerpts] == [], excerpts
    # Esc closes it and gives the focus back to the search button.
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(toggle).to_be_focused()
    # A click outside closes it.
    toggle.click()
    expect(panel).to_be_visible()
    page.mouse.click(5, 600)  # the page's margin, away from the panel
    expect(panel).to_be_hidden()


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "sv", "pl", "da", "fr"])
def test_search_finds_nothing_for_words_not_in_the_site(
    page: Page, traffic: Traffic, lang: str
) -> None:
    # Pagefind looks for the longest beginning of a word it does not know: the Polish
    # "zxqv" found 16 pages through the word "z", the French "running" the card "R".
    page.goto("/" if lang == "en" else f"/{lang}/")
    page.locator("[data-site-search-toggle]").click()
    panel = page.locator("[data-site-search-panel]")
    field = panel.locator("input")
    for nonsense in ("zxqv", "running zxqv", "arxqv"):
        field.fill(nonsense)
        expect(panel.locator(".pagefind-ui__message")).to_contain_text(nonsense, timeout=10_000)
        expect(panel.locator(".pagefind-ui__result")).to_have_count(0)
    # Words of the site are still found, stems and beginnings of words too.
    found = {"en": "trumps", "sv": "trumf", "pl": "atut", "da": "trumf", "fr": "atouts"}[lang]
    for word in ("euchre", found, found[:4]):
        field.fill(word)
        expect(panel.locator(".pagefind-ui__result").first).to_be_visible(timeout=10_000)


@pytest.mark.browser
def test_alternates_make_material_fetch_no_sitemap(
    page: Page, traffic: Traffic, site_with_url: str
) -> None:
    page.goto(f"{site_with_url}/sv/standard/")
    page.wait_for_load_state("networkidle")
    assert page.locator("link[hreflang]").count() == 6
    assert [url for url in traffic.requests if "sitemap" in url] == []
