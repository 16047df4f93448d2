"""Offline reading: after a first visit, the site works without the network (the site's
service worker, ``site_hooks/offline.py``): the page, its walkthroughs and the engine."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

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


def wait_until_kept(page: Page, urls: list[str]) -> None:
    """Poll the caches until the service worker has kept every one of ``urls``."""
    for _ in range(600):
        if page.evaluate(KEPT, urls):
            return
        page.wait_for_timeout(100)
    pytest.fail(f"the service worker did not keep {urls}")


@pytest.mark.browser
def test_after_a_first_visit_a_hand_and_the_engine_work_offline(
    browser: Browser, built_site: Path, browser_context_args: dict[str, Any]
) -> None:
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text("utf-8"))
    with serving(built_site) as base:  # a server of its own, stopped to go offline
        context = browser.new_context(
            **{**browser_context_args, "service_workers": "allow", "base_url": base}
        )
        page = context.new_page()
        traffic = Traffic()
        traffic.listen(context, page)
        page.goto(f"/standard/#walk-{STANDARD}-step-{AFTER_LEAD}")
        box = widget(page)
        expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
        sources = page.locator("[data-walkthrough-src]").evaluate_all(
            "roots => roots.map((root) => new URL(root.dataset.walkthroughSrc, location.href).href)"
        )
        wait_until_kept(
            page,
            [
                f"{base}/standard/",
                f"{base}/assets/pyodide/pyodide.asm.wasm",
                f"{base}/assets/engine/{manifest['archive']}",
                *sources,  # every walkthrough of the page, seen or not
            ],
        )
    # Offline: the page comes back, with its walkthroughs and the engine.
    with pytest.raises(Exception, match="ECONNREFUSED"):
        page.request.get(f"{base}/standard/")
    page.reload()
    expect(box).to_have_attribute("data-step", str(AFTER_LEAD))
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
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
    context.close()
    assert traffic.foreign() == [] and traffic.page_errors == []
    assert traffic.csp_violations == []
