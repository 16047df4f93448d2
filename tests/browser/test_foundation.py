"""The foundation in a real browser: every language is served with its own <html lang>,
the language switcher keeps page and anchor, and the engine answers from Pyodide."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from engine.rulings import RULINGS
from site_hooks import texts
from tests.browser.conftest import EnginePages, Traffic, in_engine_groups
from tests.conftest import LANGUAGES

ENGINE_READY = {
    "en": "The rules engine is running in your browser",
    "sv": "Regelmotorn körs i din webbläsare",
    "pl": "Silnik zasad działa w twojej przeglądarce",
    "da": "Regelmotoren kører i din browser",
    "fr": "Le moteur de règles tourne dans votre navigateur",
}


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"/{lang}"


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups(*LANGUAGES))
def test_engine_answers_in_the_browser(engine_page: EnginePages, lang: str) -> None:
    page = engine_page.open(f"{prefix(lang)}/hands/#engine-section")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    demo = page.locator("[data-engine-demo]")
    expect(demo).to_have_attribute("data-state", "ready", timeout=60_000)
    status = demo.locator("[data-engine-status]")
    expect(status).to_contain_text(ENGINE_READY[lang])
    expect(status).to_contain_text(re.compile(r"Python 3\.1[4-9]"))
    # The answer is the engine's: the number of rulings it knows, and the first one's id,
    # the count in the form the language's plural rule gives it (Polish "62 zasady").
    count = len(RULINGS)
    answer = texts.plural(lang, "ui.engine.answer", count)
    expected = answer % {"count": count, "first": "players-partnerships"}
    expect(demo.locator("[data-engine-answer]")).to_have_text(expected)
    # The page's engine came from the site itself.
    assert any(url.endswith(".wasm") for url in engine_page.traffic.requests)
    assert any(
        "/assets/engine/" in url and url.endswith(".zip") for url in engine_page.traffic.requests
    )


@pytest.mark.browser
@pytest.mark.engine
def test_engine_failure_is_reported(page: Page, lang: str = "sv") -> None:
    page.route("**/*.wasm", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(f"{prefix(lang)}/hands/")
    demo = page.locator("[data-engine-demo]")
    expect(demo).to_have_attribute("data-state", "failed", timeout=60_000)
    expect(demo.locator("[data-engine-status]")).to_contain_text("Regelmotorn kunde inte starta")


@pytest.mark.browser
@pytest.mark.parametrize(("source", "target"), [("en", "sv"), ("sv", "fr"), ("pl", "en")])
def test_language_switch_keeps_page_and_anchor(
    page: Page, traffic: Traffic, source: str, target: str
) -> None:
    page.goto(f"{prefix(source)}/hands/#engine-section")
    page.locator(".md-select").hover()
    page.locator(f"a.md-select__link[hreflang='{target}']").click()
    page.wait_for_url(re.compile(rf"{prefix(target)}/hands/#engine-section$"))
    expect(page.locator("html")).to_have_attribute("lang", target)
