"""Browser tests: Debian's Chromium driven by pytest-playwright against the built site,
served on 127.0.0.1 by a session fixture. Every request the pages make is logged, so that
tests can assert that none left 127.0.0.1 and that no console error occurred."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request

from site_hooks.serve import serve_in_thread
from tests.conftest import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's Chromium, kept from calling home (Playwright cannot download browsers here)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is missing at {CHROMIUM}: run `make test`, which installs it")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": list(CHROMIUM_ARGS),
    }


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[str]:
    """The built site on 127.0.0.1, on a free port: its base URL."""
    server = serve_in_thread(built_site)
    host, port = server.server_address[:2]
    yield f"http://{host!s}:{port}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(site_server: str) -> str:
    """pytest-playwright's base URL: relative ``page.goto`` calls go to the test server."""
    return site_server


@dataclass
class Traffic:
    """What the pages of one test asked for and complained about."""

    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def foreign(self) -> list[str]:
        """Requests that left 127.0.0.1 (data: and blob: URLs stay in the page)."""
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme not in ("data", "blob")
            and urlsplit(url).hostname != "127.0.0.1"
        ]


@pytest.fixture
def traffic(context: BrowserContext, page: Page) -> Iterator[Traffic]:
    """Log requests on the context (workers' included) and the page's errors; after the
    test, assert that nothing left 127.0.0.1 and that no console error occurred."""
    log = Traffic()

    def on_request(request: Request) -> None:
        log.requests.append(request.url)

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            log.console_errors.append(f"{message.text} ({message.location})")

    context.on("request", on_request)
    page.on("console", on_console)
    page.on("pageerror", lambda error: log.page_errors.append(str(error)))
    yield log
    assert log.foreign() == [], "requests left 127.0.0.1"
    assert log.console_errors == [], "console errors"
    assert log.page_errors == [], "uncaught errors in the page"
