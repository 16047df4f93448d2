"""axe-core in the browser tests: npm's axe-core (pinned in package.json, installed by
``npm ci``), run in the page by Playwright; what counts as a finding (serious or critical);
and the two colour schemes, in which a page is checked with every rule (light) and with the
rules about colours (dark: the dark scheme changes only colours)."""

from __future__ import annotations

from typing import Any, Literal

from playwright.sync_api import Page

from tests.conftest import ROOT

AXE_SOURCE = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")
#: Playwright's colour scheme and the Material palette that follows it.
SCHEMES: dict[Literal["light", "dark"], str] = {"light": "default", "dark": "slate"}
EVERY_RULE: dict[str, Any] = {"resultTypes": ["violations"]}
COLOUR_RULES: dict[str, Any] = {
    "resultTypes": ["violations"],
    "runOnly": {"type": "rule", "values": ["color-contrast", "link-in-text-block"]},
}
#: A part of the page, as axe takes it (a selector, or ``{"include": [[selector], …]}``).
Context = str | dict[str, Any]


def axe_in_every_document(page: Page) -> None:
    """Put axe in every document ``page`` opens from now on, before the page's own scripts:
    for a test that checks many pages in turn. V8 compiles it once per renderer (it keeps
    the scripts it has compiled), where putting it in each page compiles it each time (40 ms
    a page here)."""
    page.add_init_script(AXE_SOURCE)


def violations(
    page: Page, context: Context | None = None, options: dict[str, Any] = EVERY_RULE
) -> list[dict[str, Any]]:
    """axe's violations in the page, or in ``context``; axe is put in the page first, once
    per document."""
    if not page.evaluate("() => 'axe' in window"):
        page.evaluate(AXE_SOURCE)
    found: list[dict[str, Any]] = page.evaluate(
        "async ([context, options]) => (await axe.run(context ?? document, options)).violations",
        [context, options],
    )
    return found


def serious(found: list[dict[str, Any]]) -> list[str]:
    """The serious and critical violations, each with (the first five of) its elements."""
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:5]}"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


def serious_in_either_scheme(page: Page, context: Context | None = None) -> dict[str, list[str]]:
    """The serious violations in the light scheme (every rule) and the dark one (the rules
    about colours), by scheme, empty ones left out; the page is left in the light scheme."""
    found: dict[str, list[str]] = {}
    for name, palette in SCHEMES.items():
        page.emulate_media(color_scheme=name)  # the palette follows the system's
        page.wait_for_function(
            "palette => document.body.dataset.mdColorScheme === palette", arg=palette
        )
        problems = serious(
            violations(page, context, EVERY_RULE if name == "light" else COLOUR_RULES)
        )
        if problems:
            found[name] = problems
    page.emulate_media(color_scheme="light")
    return found
