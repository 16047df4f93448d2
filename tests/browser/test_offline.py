"""Offline reading: after a first visit, the site works without the network (the site's
service worker, ``site_hooks/offline.py``): the page, its walkthroughs and the engine."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.conftest import LIVE_WIDGET, Traffic, serving
from tests.browser.test_walkthrough import AFTER_LEAD, ENGINE, STANDARD, widget

#: In the page: are all these URLs in one of the site's caches (the build's)?
KEPT = """async (urls) => {
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const found = await Promise.all(urls.map((url) => cache.match(url)));
        if (found.every(Boolean)) return true;
    }
    return false;
}"""

#: In the page: the site's own files it used (its scripts, styles and data), as URLs.
USED = """() => [...new Set(performance.getEntriesByType("resource")
    .map((entry) => entry.name.split("#")[0])
    .filter((url) => url.startsWith(location.origin + "/")))]"""

#: In the page: which of these URLs no cache of the site holds.
MISSING = """async (urls) => {
    const kept = await Promise.all(urls.map((url) => caches.match(url)));
    return urls.filter((url, index) => !kept[index]);
}"""


#: Before the page's scripts: ``crypto.getRandomValues`` of one 32-bit number answers these
#: seeds in turn, across reloads (the practice page's new positions); any other use is left
#: alone.
SEEDS = """(() => {
    const seeds = %s;
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (array) => {
        if (!(array instanceof Uint32Array && array.length === 1)) return real(array);
        const next = Number(sessionStorage.getItem("test-seed") || 0);
        sessionStorage.setItem("test-seed", String(next + 1));
        array[0] = seeds[next %% seeds.length];
        return array;
    };
})();"""


def wait_until_kept(page: Page, urls: list[str]) -> None:
    """Poll the caches until the service worker has kept every one of ``urls``."""
    for _ in range(600):
        if page.evaluate(KEPT, urls):
            return
        page.wait_for_timeout(100)
    missing = page.evaluate(MISSING, urls)
    pytest.fail(f"the service worker did not keep {missing} (of {urls})")


@dataclass
class Visit:
    """A reader's browser (service workers allowed) on a server of its own: ``base`` stops
    answering when the ``first_visit`` block ends, and the reader is offline."""

    base: str
    context: BrowserContext
    page: Page
    traffic: Traffic

    def close(self) -> None:
        """Close the browser and check that nothing left 127.0.0.1 and no page failed."""
        self.context.close()
        assert self.traffic.foreign() == [] and self.traffic.page_errors == []
        assert self.traffic.csp_violations == []


@contextmanager
def first_visit(
    browser: Browser, built_site: Path, context_args: dict[str, Any], init_script: str = ""
) -> Iterator[Visit]:
    """Online in the block, offline after it (the server is stopped)."""
    with serving(built_site) as base:
        context = browser.new_context(
            **{**context_args, "service_workers": "allow", "base_url": base}
        )
        if init_script:
            context.add_init_script(init_script)
        page = context.new_page()
        traffic = Traffic()
        traffic.listen(context, page)
        yield Visit(base, context, page, traffic)
    with pytest.raises(Exception, match="ECONNREFUSED"):
        page.request.get(f"{base}/")


@pytest.mark.browser
def test_after_a_first_visit_a_hand_and_the_engine_work_offline(
    browser: Browser, built_site: Path, browser_context_args: dict[str, Any]
) -> None:
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text("utf-8"))
    with first_visit(browser, built_site, browser_context_args) as visit:
        base, page = visit.base, visit.page
        page.goto(f"/standard/#walk-{STANDARD}-step-{AFTER_LEAD}")
        box = widget(page)
        expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
        sources = page.locator("[data-walkthrough-src]").evaluate_all(
            "roots => roots.map((root) => new URL(root.dataset.walkthroughSrc, location.href).href)"
        )
        # The reload below must be answered by the service worker: it controls the page,
        # and has kept everything the page used (asked for again by the worker, after the
        # page: on a busy machine that can outlast the engine's start).
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        wait_until_kept(
            page,
            [
                f"{base}/standard/",
                f"{base}/assets/pyodide/pyodide.asm.wasm",
                f"{base}/assets/engine/{manifest['snapshot']['file']}",
                *sources,  # every walkthrough of the page, seen or not
                *page.evaluate(USED),  # the page's scripts, styles and data
            ],
        )
    # Offline: the page comes back, with its walkthroughs and the engine (the widget takes
    # over its first view once the page's scripts and its steps come from the caches, while
    # the engine starts: on a busy machine that is more than a few seconds).
    page.reload()
    try:
        expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    except AssertionError as error:
        said = visit.traffic.console_errors + visit.traffic.page_errors
        raise AssertionError(
            f"offline, the widget did not come back; the page said {said}"
        ) from error
    expect(box).to_have_attribute("data-step", str(AFTER_LEAD))
    box.locator("[data-wt-go='back']").click()
    expect(box).to_have_attribute("data-step", str(AFTER_LEAD - 1))
    box.locator("[data-wt-go='forward']").click()
    # The engine answers the reader's own card.
    box.locator("[data-wt-seat='S'] button[data-wt-card='Jd']").click()
    expect(box).to_have_attribute("data-mode", "branch")
    # Another walkthrough of the page, never brought into view before, steps too.
    other = page.locator("[data-walkthrough]").last
    other.scroll_into_view_if_needed()
    other_box = other.locator(LIVE_WIDGET)
    expect(other_box).to_be_visible()
    other_box.locator("[data-wt-go='forward']").click()
    expect(other_box).to_have_attribute("data-step", "1")
    visit.close()


@pytest.mark.browser
def test_offline_a_page_not_kept_says_so_in_its_language_and_lists_the_kept_ones(
    browser: Browser, built_site: Path, browser_context_args: dict[str, Any]
) -> None:
    with first_visit(browser, built_site, browser_context_args) as visit:
        base, page = visit.base, visit.page
        # One page read, in Polish: the worker keeps it, the scripts and styles it used
        # (which the offline page needs to list what is kept: asked for by the page as
        # they arrive, and kept by the worker in its own time), every language's home and
        # offline page, and the rules pages of Polish, never opened.
        page.goto("/pl/joker/")
        rules = [f"{base}/pl/{name}/" for name in ("standard", "irregularities", "glossary")]
        homes = [f"{base}/{home}" for home in ("", "sv/", "pl/", "da/", "fr/")]
        offline = [f"{base}/{home}offline/" for home in ("", "sv/", "pl/", "da/", "fr/")]
        page.wait_for_load_state("load")
        used = page.evaluate(USED)
        wait_until_kept(page, [f"{base}/pl/joker/", *used, *rules, *homes, *offline])
    # Offline: a rules page never opened is there, as it was published.
    page.goto("/pl/standard/")
    expect(page.locator("h1")).to_contain_text("Zasady standardowe")
    # A page not kept (a lesson): the page that says so, in Polish, at the lesson's address,
    # listing the Polish pages kept (not the English ones, nor itself), by their titles.
    page.goto("/pl/lesson-play/")
    assert page.url == f"{base}/pl/lesson-play/"
    expect(page.locator("h1")).to_contain_text("Jesteś offline")
    kept = page.locator("[data-offline-pages] a")
    expect(kept.first).to_be_visible()
    hrefs = kept.evaluate_all("links => links.map((a) => a.href)")
    links = dict(zip(hrefs, kept.all_inner_texts(), strict=True))
    assert f"{base}/pl/joker/" in links and f"{base}/pl/standard/" in links
    assert links[f"{base}/pl/joker/"].startswith("Czym jest joker")
    assert all(href.startswith(f"{base}/pl/") for href in links)
    assert f"{base}/pl/offline/" not in links and f"{base}/pl/lesson-play/" not in links
    expect(page.locator("[data-offline-none]")).to_be_hidden()
    # A kept page opens from the list; switching language offline lands on the Swedish
    # offline page, which has nothing of Swedish kept but its home.
    kept.filter(has_text="Czym jest joker").click()
    expect(page).to_have_url(f"{base}/pl/joker/")
    page.goto("/pl/lesson-play/")
    page.locator("a.md-select__link[hreflang=sv]").dispatch_event("click")
    expect(page.locator("h1")).to_contain_text("Du är offline")
    expect(page.locator("[data-offline-pages] a")).to_have_count(1)
    expect(page.locator("[data-offline-pages] a")).to_have_attribute("href", f"{base}/sv/")
    visit.close()


@pytest.mark.browser
def test_after_a_visit_practice_finds_new_positions_offline(
    browser: Browser, built_site: Path, browser_context_args: dict[str, Any]
) -> None:
    """Issue 31, item 7: the practice page, once visited, finds and judges positions
    without the network, in the engine's worker."""
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text("utf-8"))
    # The page's random seeds, fixed: mix positions of quick themes (follow, trump,
    # defend-alone, lead), so that the test waits on no slow search.
    seeds = SEEDS % json.dumps([2, 6, 8, 10, 11, 12, 15, 16])
    with first_visit(browser, built_site, browser_context_args, seeds) as visit:
        base, page = visit.base, visit.page
        page.goto("/da/practice/")
        expect(page.locator("[data-practice-choice]").first).to_be_visible(timeout=ENGINE)
        wait_until_kept(
            page,
            [
                f"{base}/da/practice/",
                f"{base}/assets/pyodide/pyodide.asm.wasm",
                f"{base}/assets/engine/{manifest['snapshot']['file']}",
            ],
        )
    # Offline: the page comes back and its engine finds a position, then judges an answer
    # and finds the next.
    page.reload()
    choices = page.locator("[data-practice-choice]")
    expect(choices.first).to_be_visible(timeout=ENGINE)
    first = page.evaluate("() => location.hash")
    choices.first.click()
    expect(page.locator("[data-practice-verdict]")).to_be_visible(timeout=ENGINE)
    page.locator("[data-practice-next]").click()
    expect(page).not_to_have_url(re.compile(re.escape(first) + "$"), timeout=ENGINE)
    expect(choices.first).to_be_visible()
    visit.close()
