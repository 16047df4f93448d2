"""Browser tests: Debian's Chromium driven by pytest-playwright against the built site,
served on 127.0.0.1 by a session fixture. Every request the pages make is logged, so that
tests can assert that none left 127.0.0.1 and that no console error occurred.

Which fixtures a new browser test should use (the whole suite must stay quick):

- ``page`` and ``traffic``: a fresh context and page, for a test that checks what a first
  visit does (loading, deep links). Its engine worker is idle (the engine never starts):
  its relative addresses go to a second server of the same site whose
  ``engine-worker.mjs`` is an empty module (no Playwright route, which would intercept
  every request of the page). A test marked ``@pytest.mark.engine`` gets the site as
  published instead, to check the engine starting or failing to start.
- ``engine_page``: for a test that needs the engine's answers. ``engine_page.open(url)``
  gives a page at ``url`` whose engine may already run, kept from an earlier test that
  opened the same page (same path): only the ``#fragment`` changes, within the document
  (the URL replaced and "hashchange" sent, as a link to it does), which resets the widgets
  to the step it names (no branch, no message). Starting Pyodide costs seconds; this costs
  nothing. Open with a fragment and assert nothing about what earlier tests did to the
  page; the traffic of the page's whole life is checked after the test
  (``engine_page.traffic``). Parametrize such tests with ``in_engine_groups(*LANGUAGES)``:
  it marks each language's tests with one pytest-xdist group, so that one worker runs them
  one after another and they find their pages open.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request
from pytest_playwright import CreateContextCallback

from site_hooks.serve import SiteHandler, serve_in_thread
from tests.conftest import TEST_CHROMIUM, TEST_CHROMIUM_ARGS


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's Chromium headless shell, kept from calling home (Playwright cannot download
    browsers here)."""
    if not Path(TEST_CHROMIUM).exists():
        pytest.fail(
            f"Chromium's headless shell is missing at {TEST_CHROMIUM}: run `make test`,"
            " which installs it, or pass TEST_CHROMIUM=/path/to/chromium"
        )
    return {
        **browser_type_launch_args,
        "executable_path": TEST_CHROMIUM,
        "args": list(TEST_CHROMIUM_ARGS),
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Pages without the site's service worker: each test sees what the network gives (and
    Playwright's routes see every request). The offline test allows it in its own context.
    No base URL: each context is given the server it needs (see ``context``)."""
    args = {**browser_context_args, "service_workers": "block"}
    args.pop("base_url", None)
    return args


@pytest.fixture
def context(
    new_context: CreateContextCallback,
    request: pytest.FixtureRequest,
    site_server: str,
    idle_engine_server: str,
) -> BrowserContext:
    """pytest-playwright's context, whose pages' relative addresses go to the server whose
    engine worker is idle (the engine stays "starting", and Pyodide is neither fetched nor
    compiled, which would take a core for seconds from the tests running beside it), unless
    the test is marked ``@pytest.mark.engine``: then to the site as published."""
    engine = request.node.get_closest_marker("engine") is not None
    return new_context(base_url=site_server if engine else idle_engine_server)


class IdleEngineHandler(SiteHandler):
    """The site, but its engine worker is an empty module: the engine never starts."""

    def send_head(self) -> Any:
        """An empty script for ``engine-worker.mjs``; any other file as the site has it."""
        if not urlsplit(self.path).path.endswith("/engine-worker.mjs"):
            return super().send_head()
        self.send_response(200)
        self.send_header("Content-Type", "text/javascript")
        self.send_header("Content-Length", "0")
        self.end_headers()
        return BytesIO(b"")


@contextmanager
def serving(directory: Path, handler: type[SiteHandler] = SiteHandler) -> Iterator[str]:
    """A built site served on 127.0.0.1, on a free port, while in the block: its base URL.
    ``handler`` answers the requests (``IdleEngineHandler``: an idle engine)."""
    server = serve_in_thread(directory, handler=handler)
    host, port = server.server_address[:2]
    try:
        yield f"http://{host!s}:{port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[str]:
    """The built site on 127.0.0.1, on a free port: its base URL."""
    with serving(built_site) as url:
        yield url


@pytest.fixture(scope="session")
def idle_engine_server(built_site: Path) -> Iterator[str]:
    """The built site on 127.0.0.1, on another free port, whose engine worker is an empty
    module (``IdleEngineHandler``): its base URL."""
    with serving(built_site, IdleEngineHandler) as url:
        yield url


@pytest.fixture(scope="session")
def base_url(site_server: str) -> str:
    """pytest-playwright's base URL: relative ``page.goto`` calls go to the test server."""
    return site_server


#: Reports every Content-Security-Policy violation of a page to the test (init scripts run
#: whatever the page's policy).
_REPORT_CSP = """
document.addEventListener("securitypolicyviolation", (event) => {
  window.__reportCsp?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`
    + ` at ${event.sourceFile}:${event.lineNumber}`);
});
"""


@dataclass
class Traffic:
    """What the pages of one test asked for and complained about."""

    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    csp_violations: list[str] = field(default_factory=list)

    def foreign(self) -> list[str]:
        """Requests that left 127.0.0.1 (data: and blob: URLs stay in the page)."""
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme not in ("data", "blob")
            and urlsplit(url).hostname != "127.0.0.1"
        ]

    def listen(self, context: BrowserContext, page: Page) -> None:
        """Log the requests of ``context`` (workers' included), and the errors and the
        Content-Security-Policy violations of ``page``."""
        page.expose_function("__reportCsp", lambda text: self.csp_violations.append(text))
        page.add_init_script(_REPORT_CSP)

        def on_request(request: Request) -> None:
            self.requests.append(request.url)

        def on_console(message: ConsoleMessage) -> None:
            if message.type == "error":
                self.console_errors.append(f"{message.text} ({message.location})")

        context.on("request", on_request)
        page.on("console", on_console)
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))

    def check(self) -> None:
        """Nothing left 127.0.0.1, no error occurred and the policy blocked nothing."""
        assert self.foreign() == [], "requests left 127.0.0.1"
        assert self.console_errors == [], "console errors"
        assert self.page_errors == [], "uncaught errors in the page"
        assert self.csp_violations == [], "the Content-Security-Policy blocked something"


@pytest.fixture
def traffic(context: BrowserContext, page: Page) -> Iterator[Traffic]:
    """Log requests on the context (workers' included), the page's errors and its
    Content-Security-Policy violations; after the test, assert that nothing left 127.0.0.1,
    that no console error occurred and that the policy blocked nothing."""
    log = Traffic()
    log.listen(context, page)
    yield log
    log.check()


def engine_group(lang: str) -> str:
    """The pytest-xdist group of the tests that use ``engine_page`` in ``lang``."""
    return f"engine-{lang}"


def in_engine_groups(*values: Any) -> list[Any]:
    """Parameters of a test that uses ``engine_page``, each marked with the xdist group of
    its language (the parameter itself, or the first of a tuple)."""
    return [
        pytest.param(
            *(value if isinstance(value, tuple) else (value,)),
            marks=pytest.mark.xdist_group(
                engine_group(value[0] if isinstance(value, tuple) else value)
            ),
        )
        for value in values
    ]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the tests of an engine group one after another, from where its first test was
    collected (pytest-xdist with ``--dist loadgroup`` does the same), so that they find
    their language's pages still open."""
    groups: dict[str, list[pytest.Item]] = {}
    order: list[pytest.Item | str] = []
    for item in items:
        mark = item.get_closest_marker("xdist_group")
        if mark is None:
            order.append(item)
            continue
        name = str(mark.args[0] if mark.args else mark.kwargs.get("name"))
        if name not in groups:
            groups[name] = []
            order.append(name)
        groups[name].append(item)
    items[:] = [
        grouped
        for entry in order
        for grouped in (groups[entry] if isinstance(entry, str) else [entry])
    ]


#: A walkthrough's widget once its script has taken it over. The page's HTML holds the
#: widget's first view, drawn at build time, whose controls do nothing until then.
LIVE_WIDGET = "[data-walkthrough-widget][data-state]"

#: Brings each walkthrough of the page near the view in turn and waits, frame by frame,
#: until its widget is built and shown (or says which one never was); then goes back to
#: the top and waits until the header's transitions, started by the scrolling, are over.
_BUILD_EVERY_WALKTHROUGH = r"""async (live) => {
  const frame = () => new Promise(requestAnimationFrame);
  for (const root of document.querySelectorAll("[data-walkthrough]")) {
    root.scrollIntoView({ block: "center" });
    const started = performance.now();
    while (!root.querySelector(live)?.checkVisibility()) {
      if (performance.now() - started > 20000) {
        throw new Error(`the walkthrough ${root.dataset.walkthrough} was never built`);
      }
      await frame();
    }
  }
  scrollTo(0, 0);
  await frame();
  while (document.getAnimations().some((a) => a.playState === "running")) await frame();
}"""


def build_every_walkthrough(page: Page) -> None:
    """Bring each walkthrough of the page near the view in turn (a widget fetches its steps
    and is built only then), wait until every widget is built, and go back to the top (once
    the header's transitions, started by the scrolling, are over). In the page, a frame at
    a time: no polling from here."""
    page.evaluate(_BUILD_EVERY_WALKTHROUGH, LIVE_WIDGET)


class EnginePages:
    """Pages whose engine keeps running between tests: the few last used (a page running
    Pyodide holds about 200 MB), each in its own context and with its own traffic."""

    def __init__(self, browser: Browser, context_args: dict[str, Any], keep: int = 3) -> None:
        self.browser = browser
        self.context_args = context_args
        self.keep = keep
        self.pages: list[tuple[Page, Traffic]] = []  # the most recently used last
        self.traffic = Traffic()

    def open(self, url: str) -> Page:
        """A page at ``url`` (a path and a ``#fragment``): one already at that path if one is
        kept (whatever earlier tests did with it), else a new context and page."""
        path, _, fragment = url.partition("#")
        kept = next((p for p in self.pages if urlsplit(p[0].url).path == path), None)
        if kept:
            self.pages.remove(kept)
            page, self.traffic = kept
            # A new fragment within the document, as a link to it does: the widgets read it on
            # "hashchange". Material opens the <details> that holds the fragment's row: a
            # first visit finds the static tables closed (the widgets close them as they
            # start), so they are closed again, and the walkthrough scrolled into view.
            page.evaluate(
                r"""async (hash) => {
                  document.activeElement?.blur();
                  const oldURL = location.href;
                  history.replaceState(history.state, "", hash);
                  const newURL = location.href;
                  dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL }));
                  await new Promise(requestAnimationFrame);
                  for (const details of document.querySelectorAll("[data-walkthrough-static]")) {
                    details.open = false;
                  }
                  // In view as after a first visit's deep link (the widget scrolls to it).
                  const step = /^#walk-(.+)-step-\d+$/.exec(hash);
                  const target = step
                    ? document.querySelector(`[data-walkthrough="${step[1]}"]`)
                    : document.getElementById(hash.slice(1));
                  target?.scrollIntoView({ block: "start" });
                }""",
                f"#{fragment}",
            )
        else:
            context = self.browser.new_context(**self.context_args)
            page = context.new_page()
            self.traffic = Traffic()
            self.traffic.listen(context, page)
            page.goto(url)
        self.pages.append((page, self.traffic))
        while len(self.pages) > self.keep:
            self.pages.pop(0)[0].context.close()
        return page

    def close(self) -> None:
        """Close every kept page."""
        for page, _ in self.pages:
            page.context.close()
        self.pages.clear()


@pytest.fixture(scope="session")
def _engine_pages(
    browser: Browser, browser_context_args: dict[str, Any], site_server: str
) -> Iterator[EnginePages]:
    pages = EnginePages(browser, {**browser_context_args, "base_url": site_server})
    yield pages
    pages.close()


@pytest.fixture
def engine_page(
    _engine_pages: EnginePages, request: pytest.FixtureRequest
) -> Iterator[EnginePages]:
    """Pages whose engine keeps running between tests (see the module's docstring); after
    the test, the traffic of the page it opened is checked as ``traffic`` does. A failed
    test closes the kept pages: the next test starts afresh."""
    failed = request.session.testsfailed
    _engine_pages.traffic = Traffic()
    try:
        yield _engine_pages
        _engine_pages.traffic.check()
    finally:
        if request.session.testsfailed != failed or sys.exc_info()[0] is not None:
            _engine_pages.close()
