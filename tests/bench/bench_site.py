"""The site's figures in headless Chromium, cold cache, median of 5 runs.

- time from navigation to the pre-rendered walkthrough visible, to the engine ready and
  to its first answer;
- bytes transferred by a plain rules page, and by a walkthrough page before and after
  the engine loads.

Run by ``make bench`` (after ``make setup``): ``python tests/bench/bench_site.py``.
It builds the site into a temporary folder and serves it on 127.0.0.1.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Request, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from site_hooks.serve import serve_in_thread  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS, build_site  # noqa: E402

RUNS = 5
WALKTHROUGH_PAGE = "/standard/"
PLAIN_PAGE = "/glossary/"
DEEP_LINK = "#walk-order-up-step-0"
WIDGET = "[data-walkthrough-widget]"


class Bytes:
    """Bytes received by a browser context (pages and workers), by URL."""

    def __init__(self, context: BrowserContext) -> None:
        self.by_url: dict[str, int] = {}
        context.on("requestfinished", self._finished)

    def _finished(self, request: Request) -> None:
        sizes = request.sizes()
        self.by_url[request.url] = sizes["responseBodySize"] + sizes["responseHeadersSize"]

    def total(self) -> int:
        return sum(self.by_url.values())

    def pyodide(self) -> int:
        return sum(n for url, n in self.by_url.items() if "/assets/pyodide/" in url)


def _time_when(page: Page, condition: str) -> float:
    """Milliseconds from navigation start until ``condition`` (a JS expression) holds."""
    handle = page.wait_for_function(
        f"() => ({condition}) ? performance.now() : false", timeout=120_000, polling="raf"
    )
    return float(handle.json_value())


def timing_run(context: BrowserContext, base: str) -> dict[str, float]:
    """A deep link to a walkthrough's first step: the widget is in view from the start."""
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + WALKTHROUGH_PAGE + DEEP_LINK, wait_until="commit")
    visible = _time_when(
        page, f"document.querySelector('{WIDGET}')?.getBoundingClientRect().height > 0"
    )
    ready = _time_when(page, f"document.querySelector('{WIDGET}')?.dataset.state === 'ready'")
    answered = page.evaluate(
        """async () => {
            const site = document.querySelector('script[src$="site.mjs"]').src;
            const client = await import(new URL('engine-client.mjs', site).href);
            await client.engine().call('rulings', {});
            return performance.now();
        }"""
    )
    page.close()
    return {"visible_ms": visible, "ready_ms": ready, "first_answer_ms": float(answered)}


def bytes_run(context: BrowserContext, base: str) -> dict[str, float]:
    """The walkthrough page opened at its top: bytes before the widget comes into view
    (nothing of the engine yet), then after it did and the engine is ready."""
    page = context.new_page()
    received = Bytes(context)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + WALKTHROUGH_PAGE, wait_until="load")
    page.wait_for_timeout(500)
    before, pyodide_before = received.total(), received.pyodide()
    page.locator(WIDGET).first.scroll_into_view_if_needed()
    _time_when(page, f"document.querySelector('{WIDGET}')?.dataset.state === 'ready'")
    page.wait_for_timeout(300)
    result = {
        "bytes_before_engine": before,
        "pyodide_bytes_before_engine": pyodide_before,
        "bytes_after_engine": received.total(),
    }
    page.close()
    return result


def plain_run(context: BrowserContext, base: str) -> dict[str, float]:
    page = context.new_page()
    received = Bytes(context)
    page.goto(base + PLAIN_PAGE, wait_until="load")
    page.mouse.wheel(0, 5000)
    page.wait_for_timeout(500)
    result = {"plain_page_bytes": received.total(), "plain_page_pyodide_bytes": received.pyodide()}
    page.close()
    return result


def median_of(runs: int, measure: Callable[[], dict[str, float]]) -> dict[str, float]:
    samples = [measure() for _ in range(runs)]
    return {key: statistics.median(s[key] for s in samples) for key in samples[0]}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        result = build_site(site)
        if result.returncode != 0:
            sys.exit(f"the site does not build:\n{result.stdout}\n{result.stderr}")
        server = serve_in_thread(site)
        host, port = server.server_address[:2]
        base = f"http://{host!s}:{port}"
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=list(CHROMIUM_ARGS))

            def fresh(
                measure: Callable[[BrowserContext, str], dict[str, float]],
            ) -> dict[str, float]:
                context = browser.new_context()  # a new context: a cold cache
                try:
                    return measure(context, base)
                finally:
                    context.close()

            walk = median_of(RUNS, lambda: fresh(timing_run))
            walk |= median_of(RUNS, lambda: fresh(bytes_run))
            plain = median_of(RUNS, lambda: fresh(plain_run))
            browser.close()
        server.shutdown()
    print(f"Site figures: headless Chromium, cold cache, median of {RUNS} runs")
    print(f"  walkthrough page {WALKTHROUGH_PAGE}{DEEP_LINK}, from navigation start")
    print(f"    pre-rendered walkthrough visible  {walk['visible_ms']:8.0f} ms")
    print(f"    engine ready                      {walk['ready_ms']:8.0f} ms")
    print(f"    engine's first answer             {walk['first_answer_ms']:8.0f} ms")
    print(f"  walkthrough page {WALKTHROUGH_PAGE}, opened at its top, then scrolled to the widget")
    print(
        f"    bytes before the engine loads     {walk['bytes_before_engine']:8.0f} B"
        f"  (Pyodide: {walk['pyodide_bytes_before_engine']:.0f} B)"
    )
    print(f"    bytes after the engine loaded     {walk['bytes_after_engine']:8.0f} B")
    print(f"  plain rules page {PLAIN_PAGE}")
    print(
        f"    bytes                             {plain['plain_page_bytes']:8.0f} B"
        f"  (Pyodide: {plain['plain_page_pyodide_bytes']:.0f} B)"
    )


if __name__ == "__main__":
    main()
