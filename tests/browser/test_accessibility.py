"""axe on every page of every language, in the light and the dark scheme: no serious or
critical violation; on every page, in a phone's window and a desktop's, nothing wider than
the window and every hand of every walkthrough on one row at each of its steps; and on
every page, no Content-Security-Policy violation, no error and no request leaving
127.0.0.1 (``traffic``). One test per language (a parallel runner can
spread them); each reuses one page, and keeps the rules engine from starting (the widgets
are checked as the reader first sees them; the walkthrough tests check them running)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.axe import axe_in_every_document, serious_in_either_scheme
from tests.browser.conftest import Traffic, build_every_walkthrough
from tests.browser.layout import DESKTOP, layout_problems
from tests.build.test_build import PAGES
from tests.conftest import LANGUAGES


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_violation_and_no_layout_fault_on_any_page(
    page: Page, traffic: Traffic, lang: str
) -> None:
    # The engine's worker is an empty module here (served so by the ``context`` fixture's
    # server): the engine never starts, and never fails. The reader prefers reduced motion:
    # Material's header does not animate after the scrolling that builds the widgets, so
    # there is nothing to wait for before axe reads the colours (the same, once an
    # animation is over).
    page.emulate_media(reduced_motion="reduce")
    axe_in_every_document(page)
    found: dict[str, list[str]] = {}
    prefix = "" if lang == "en" else f"/{lang}"
    for path in PAGES:
        page.set_viewport_size(DESKTOP)
        page.goto(f"{prefix}/{path}")
        # As the reader sees it: the widgets built (they close the static tables).
        build_every_walkthrough(page)
        for scheme, problems in serious_in_either_scheme(page).items():
            found[f"{prefix}/{path} ({scheme})"] = problems
        # Then the same page on a phone, and its walkthroughs stepped through.
        layout = layout_problems(page)
        if layout:
            found[f"{prefix}/{path} (layout)"] = layout
    assert found == {}, "\n".join(f"{where}: {problems}" for where, problems in found.items())


@pytest.mark.browser
def test_the_check_finds_a_contrast_failure_in_either_scheme(page: Page, traffic: Traffic) -> None:
    # The check itself: grey on grey, planted in the page, is reported in both schemes, and
    # only in the part of the page it is asked about.
    page.goto("/target-score/")
    page.evaluate(
        """() => {
          const text = document.createElement("p");
          text.id = "planted";
          text.textContent = "Grey on grey";
          text.style.cssText = "color: #777 !important; background: #888 !important";
          document.querySelector("article").append(text);
        }"""
    )
    found = serious_in_either_scheme(page)
    assert set(found) == {"light", "dark"}
    assert all(problem.startswith("color-contrast (serious)") for problem in found["light"])
    assert "#planted" in found["dark"][0]
    assert serious_in_either_scheme(page, "header") == {}
