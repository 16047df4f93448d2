"""When the engine starts: a walkthrough starts it once visible, but for a reader whose
browser asks to save data, only at the first interaction with the widget."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LIVE_WIDGET, Traffic
from tests.browser.test_walkthrough import prefix, text
from tests.conftest import LANGUAGES

ENGINE = 90_000
SAVE_DATA = "Object.defineProperty(navigator, 'connection', { value: { saveData: true } });"


def pyodide_requests(traffic: Traffic) -> list[str]:
    return [url for url in traffic.requests if "/pyodide/" in url]


@pytest.mark.browser
@pytest.mark.engine
def test_engine_waits_for_a_reader_who_saves_data(page: Page, traffic: Traffic) -> None:
    page.add_init_script(SAVE_DATA)
    box = page.locator(f"[data-walkthrough='order-up'] {LIVE_WIDGET}")
    status = box.locator("[data-wt-status]")
    # The widget says, in the page's language, that the engine waits for the reader.
    for lang in LANGUAGES:
        page.goto(f"{prefix(lang)}/standard/#walk-order-up-step-3")
        expect(box).to_be_in_viewport()
        expect(box).to_have_attribute("data-step", "3")
        expect(status).to_have_text(text(lang, "ui.walk.engine-on-demand"))
    page.wait_for_load_state("networkidle")
    assert pyodide_requests(traffic) == []
    # Stepping through the recorded hand needs no engine; using the widget starts it. The
    # reader presses a button and holds it until the engine is running: nothing under the
    # pointer has moved or changed, and the click is not lost.
    forward = box.locator("[data-wt-go='forward']")
    forward.scroll_into_view_if_needed()
    where = forward.bounding_box()
    assert where is not None
    page.mouse.move(where["x"] + where["width"] / 2, where["y"] + where["height"] / 2)
    page.mouse.down()
    page.evaluate(
        """async () => {
          const { engine } = await import("/assets/javascripts/engine-client.mjs");
          await engine().ready;
        }"""
    )
    assert forward.bounding_box() == where
    expect(status).to_have_text(text(LANGUAGES[-1], "ui.walk.engine-on-demand"))
    page.mouse.up()
    expect(box).to_have_attribute("data-step", "4")
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    expect(status).to_have_text(text(LANGUAGES[-1], "ui.walk.engine-ready"))
    assert any(url.endswith("pyodide.asm.wasm") for url in pyodide_requests(traffic))


@pytest.mark.browser
@pytest.mark.engine
def test_engine_starts_from_its_snapshot(page: Page, traffic: Traffic, built_site: Path) -> None:
    """The worker restores the build's snapshot of the started engine: it fetches the
    snapshot and what it leaves of the library, never the engine's archive nor Pyodide's
    whole library (which it fetches only to start Python itself, when the snapshot cannot
    be had or does not fit this browser's WebAssembly memory); and the engine answers."""
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text("utf-8"))
    page.goto("/standard/#walk-order-up-step-3")
    box = page.locator(f"[data-walkthrough='order-up'] {LIVE_WIDGET}")
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    rulings = page.evaluate(
        """async () => {
          const { engine } = await import("/assets/javascripts/engine-client.mjs");
          return engine().call("rulings", {});
        }"""
    )
    assert rulings
    fetched = [url.split("?")[0] for url in traffic.requests]
    for name in (manifest["snapshot"]["file"], manifest["snapshot"]["stdlib"]):
        assert any(url.endswith(f"/assets/engine/{name}") for url in fetched), name
    assert not any(url.endswith(manifest["archive"]) for url in fetched)
    assert not any(url.endswith("/assets/pyodide/python_stdlib.zip") for url in fetched)
