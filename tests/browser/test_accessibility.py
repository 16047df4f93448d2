"""axe on every page of every language, in the light and the dark scheme: no serious or
critical violation; and on every page, no Content-Security-Policy violation, no error and
no request leaving 127.0.0.1 (``traffic``). One test per language (a parallel runner can
spread them); each reuses one page, and keeps the rules engine from starting (the widgets
are checked as the reader first sees them; the walkthrough tests check them running)."""

from __future__ import annotations

from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page

from tests.browser.conftest import Traffic, build_every_walkthrough
from tests.build.test_build import PAGES
from tests.conftest import LANGUAGES

#: Each page is checked with every rule in the light scheme; the dark scheme changes only
#: colours, so it is checked with the rules about colours.
SCHEMES = {"light": "default", "dark": "slate"}
EVERY_RULE = {"resultTypes": ["violations"]}
COLOUR_RULES = {
    "resultTypes": ["violations"],
    "runOnly": {"type": "rule", "values": ["color-contrast", "link-in-text-block"]},
}
AXE_SOURCE = Axe().axe_script


def serious(violations: list[dict[str, Any]]) -> list[str]:
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:5]}"
        for v in violations
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_violation_on_any_page_in_either_scheme(
    page: Page, traffic: Traffic, lang: str
) -> None:
    # The engine's worker is an empty module here (served so by the ``context`` fixture's
    # server): the engine never starts, and never fails. The reader prefers reduced motion:
    # Material's header does not animate after the scrolling that builds the widgets, so
    # there is nothing to wait for before axe reads the colours (the same, once an
    # animation is over).
    page.emulate_media(reduced_motion="reduce")
    found: dict[str, list[str]] = {}
    prefix = "" if lang == "en" else f"/{lang}"
    for path in PAGES:
        page.emulate_media(color_scheme="light")
        page.goto(f"{prefix}/{path}")
        # As the reader sees it: the widgets built (they close the static tables).
        build_every_walkthrough(page)
        page.evaluate(AXE_SOURCE)  # once per page, for both schemes
        for name, scheme in SCHEMES.items():
            page.emulate_media(color_scheme=name)  # the palette follows the system's
            page.wait_for_function(
                "scheme => document.body.dataset.mdColorScheme === scheme", arg=scheme
            )
            options = EVERY_RULE if name == "light" else COLOUR_RULES
            result = page.evaluate("options => axe.run(document, options)", options)
            problems = serious(result["violations"])
            if problems:
                found[f"{prefix}/{path} ({name})"] = problems
    assert found == {}, "\n".join(f"{where}: {problems}" for where, problems in found.items())
