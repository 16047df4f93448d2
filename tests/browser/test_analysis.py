"""The analysis in the walkthrough widget, in every language: the switch (off by default, a
toggle button usable by keyboard, remembered across pages), the value of every option of the
player to act with the best ones marked by ★ and the word "best", a recorded mistake flagged
at its step in the same words as the static column, all before the engine runs; then, with
the engine, the reader's own line analysed in the worker (a card, and a call with its
progress) and an answer that comes after the reader moved on dropped."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from engine.analysis.numbers import decimal
from site_hooks import texts
from tests.browser.axe import serious, violations
from tests.browser.conftest import EnginePages, in_engine_groups
from tests.browser.test_walkthrough import ENGINE, data, prefix, reach, text, widget
from tests.conftest import LANGUAGES

#: The hand of "Reading the analysis" on hands.md, whose notes point at a costly play.
WALK = "analysis-mistake"
SWITCH = "[data-wt-analysis-switch]"
#: In the page (once, whatever the page saw before): the engine's analyse calls counted
#: from now on, and held back while ``window.holding`` (``window.release()`` sends them).
WATCH_ANALYSE = """() => {
  window.analyseCalls = [];
  window.held = [];
  window.holding = false;
  if (window.analyseWatched) return;
  window.analyseWatched = true;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.method === 'analyse') {
      window.analyseCalls.push(message.params);
      if (window.holding) return window.held.push(() => post.call(this, message, ...rest));
    }
    return post.call(this, message, ...rest);
  };
  window.release = () => {
    window.holding = false;
    for (const send of window.held.splice(0)) send();
  };
}"""
#: Record every text the analysis status of a walkthrough shows.
WATCH_STATUS = """() => {
    const status = document.querySelector("[data-walkthrough='%s'] [data-wt-analysis-status]");
    window.analysisStatus = [];
    new MutationObserver(() => window.analysisStatus.push(status.textContent))
        .observe(status, {childList: true, characterData: true, subtree: true});
}"""
#: A round trip to the engine: every question asked before it has been answered.
FLUSH = """async () => {
    const site = document.querySelector('script[src$="site.mjs"]').src;
    const client = await import(new URL('engine-client.mjs', site).href);
    await client.engine().call('rulings', {});
}"""


def mistake(walk: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """The first recorded play that cost tricks: its step and its position's analysis."""
    for step, position in sorted(walk["analysis"]["positions"].items(), key=lambda i: int(i[0])):
        if position["method"] == "double-dummy" and position["cost"]:
            return int(step), position
    raise AssertionError(f"no costly play in {WALK}")


def seen_cost_sentence(lang: str, cost: float) -> str:
    """The sentence of what a play cost, in tricks on average as its player saw them."""
    return texts.t(lang, "analysis.cost-seen") % {"tricks": decimal(cost, texts.catalog(lang))}


def side_tricks(position: dict[str, Any], option: dict[str, Any], hand_size: int = 5) -> int:
    tricks: int = option["makers_tricks"]
    return tricks if position["seat"] in position["makers"] else hand_size - tricks


def serious_violations(page: Page) -> list[str]:
    """axe's serious findings in the analysis: the switch, the panel and the valued cards."""
    parts = (SWITCH, "[data-wt-analysis]", ".wt-valued")
    context = {"include": [[f"[data-walkthrough='{WALK}'] {part}"] for part in parts]}
    return serious(violations(page, context))


@pytest.mark.browser
@pytest.mark.engine
@pytest.mark.parametrize("lang", LANGUAGES)
def test_switch_values_and_a_flagged_mistake_before_the_engine(page: Page, lang: str) -> None:
    # No engine at all: the recorded steps were analysed at build time.
    page.route("**/*.wasm", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(f"{prefix(lang)}/hands/")
    step, position = mistake(data(page, WALK))
    page.goto(f"{prefix(lang)}/hands/#walk-{WALK}-step-{step - 1}")
    box = widget(page, WALK)
    switch = box.locator(SWITCH)
    panel = box.locator("[data-wt-analysis]")
    expect(switch).to_have_text(text(lang, "ui.analysis.switch"))
    expect(switch).to_have_attribute("aria-pressed", "false")
    expect(panel).to_be_hidden()
    switch.focus()
    page.keyboard.press("Enter")
    expect(switch).to_have_attribute("aria-pressed", "true")
    expect(panel).to_be_visible()
    # Every option of the player to act, with its value; the best ones say so.
    options = panel.locator("[data-wt-option]")
    expect(options).to_have_count(len(position["options"]))
    # Whose decision: who acts, what they see, for which side (the engine's heading).
    expect(panel.locator(".wt-analysis__title")).to_have_text(position["text"]["heading"])
    best = panel.locator("[data-wt-best='true']")
    expect(best).to_have_count(len(position["best"]))
    for i in range(len(position["best"])):
        expect(best.nth(i)).to_contain_text(f"★ {text(lang, 'ui.analysis.best')}")
    seat = position["seat"]
    values = box.locator(f"[data-wt-seat='{seat}'] [data-wt-value]")
    expect(values).to_have_count(len(position["options"]))
    for option in position["options"]:  # as the player saw it, on average
        card = option["action"]["card"]
        shown = option["text"]["figure"]
        top = option["action"] in position["best"]
        expect(box.locator(f"[data-wt-value='{card}']")).to_have_text(("★" if top else "") + shown)
    # The recorded play at the next step cost tricks as its player saw it: said as in the
    # static column.
    page.keyboard.press("ArrowRight")
    expect(box).to_have_attribute("data-step", str(step))
    sentence = seen_cost_sentence(lang, position["cost"])
    flag = box.locator("[data-wt-flag]")
    expect(flag).to_contain_text(sentence)
    # The tables, opened by the reader, say the same.
    page.locator(f"[data-walkthrough='{WALK}'] [data-walkthrough-static] > summary").click()
    static = page.locator(f"[data-walkthrough='{WALK}'] [data-wt-verdict='{step}']")
    expect(flag).to_have_text(static.text_content() or "")
    assert serious_violations(page) == []
    # Remembered on another page; switched off there, off everywhere.
    page.goto(f"{prefix(lang)}/standard/")
    other = reach(page)
    expect(other.locator(SWITCH)).to_have_attribute("aria-pressed", "true")
    expect(other.locator("[data-wt-analysis]")).to_be_visible()
    other.locator(SWITCH).click()
    expect(other.locator("[data-wt-analysis]")).to_be_hidden()
    page.reload()
    expect(widget(page).locator(SWITCH)).to_have_attribute("aria-pressed", "false")


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups("en", "fr"))
def test_own_line_is_analysed_in_the_worker(engine_page: EnginePages, lang: str) -> None:
    page = engine_page.open(f"{prefix(lang)}/hands/#walk-{WALK}-step-0")
    step, position = mistake(data(page, WALK))
    page = engine_page.open(f"{prefix(lang)}/hands/#walk-{WALK}-step-{step - 1}")
    page.evaluate(WATCH_ANALYSE)
    box = widget(page, WALK)
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    switch = box.locator(SWITCH)
    if switch.get_attribute("aria-pressed") != "true":
        switch.click()
    expect(switch).to_have_attribute("aria-pressed", "true")
    # The reader tries another card: flagged with its verdict, as the player saw it.
    others = [o for o in position["options"] if o["action"] != position["played"]]
    worst = max(others, key=lambda o: o["seen_cost"])
    card = worst["action"]["card"]
    box.locator(f"[data-wt-seat='{position['seat']}'] button[data-wt-card='{card}']").click()
    expect(box).to_have_attribute("data-mode", "branch")
    expect(box.locator("[data-wt-flag]")).to_have_text(worst["text"]["verdict"])
    # The next player's cards are analysed in the worker: each legal card gets its value.
    panel = box.locator("[data-wt-analysis]")
    expect(panel.locator("[data-wt-option]").first).to_be_visible(timeout=ENGINE)
    # With its verdict: the best starred, or every card "equal" when none is better.
    verdict = panel.locator("[data-wt-best='true'], [data-wt-equal='true']")
    expect(verdict.first).to_be_visible()
    turn = box.locator("[data-wt-turn]").get_attribute("data-wt-turn")
    expect(box.locator(f"[data-wt-seat='{turn}'] [data-wt-value]").first).to_be_visible()
    # A call analysis shows its progress; moving on drops its answer and asks nothing more.
    box.locator("[data-wt-back-to-record]").click()
    # The dealer, who ordered up in the example, passes instead: the second round's calls.
    page.evaluate(f"location.hash = '#walk-{WALK}-step-3'")
    expect(box).to_have_attribute("data-step", "3")
    page.evaluate(WATCH_STATUS % WALK)
    box.locator("[data-wt-call='pass']").click()
    expect(box).to_have_attribute("data-mode", "branch")
    expect(panel.locator("[data-wt-option]").first).to_be_visible(timeout=ENGINE)
    # The call buttons carry their points on average too.
    expect(box.locator("[data-wt-calls] [data-wt-value^='call-']").first).to_be_visible()
    seen = page.evaluate("window.analysisStatus")
    progress = text(lang, "ui.analysis.progress", percent="").strip()
    assert any(shown.startswith(progress) and "%" in shown for shown in seen), seen
    shown = panel.locator("[data-wt-options]").text_content() or ""
    page.evaluate("window.holding = true")
    box.locator("[data-wt-call='pass']").click()  # a second pass: the next seat's calls
    expect(box).to_have_attribute("data-step", "2")
    page.keyboard.press("ArrowLeft")  # moving on before the first chunk is answered
    expect(box).to_have_attribute("data-step", "1")
    page.evaluate("window.release()")
    page.evaluate(FLUSH)
    asked = page.evaluate("window.analyseCalls.filter((p) => p.actions.length === 2).length")
    assert asked == 1  # the first chunk only: its answer was dropped, no other chunk asked
    expect(panel.locator("[data-wt-options]")).to_have_text(shown)
    switch.click()  # off again, for the tests that find this page open after this one
    expect(switch).to_have_attribute("aria-pressed", "false")


def position_of(walk: dict[str, Any], card: str) -> tuple[int, dict[str, Any]]:
    """The step of the recorded play of ``card`` and its position's analysis."""
    for step, position in walk["analysis"]["positions"].items():
        if position["played"].get("card") == card and position["phase"] == "play":
            return int(step), position
    raise AssertionError(f"no play of {card} in {WALK}")


@pytest.mark.browser
@pytest.mark.engine
@pytest.mark.parametrize("lang", ["en"])
def test_a_card_worse_only_with_every_card_seen_is_labelled(page: Page, lang: str) -> None:
    """East's ace of clubs loses a trick only with every card seen (East could not know
    North's discard): the panel says so, and does not call it a mistake."""
    page.route("**/*.wasm", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(f"{prefix(lang)}/hands/")
    step, position = position_of(data(page, WALK), "Ac")
    ace = next(o for o in position["options"] if o["action"]["card"] == "Ac")
    assert ace["text"]["open_only"] and not ace["text"]["costly"]
    page.goto(f"{prefix(lang)}/hands/#walk-{WALK}-step-{step - 1}")
    box = widget(page, WALK)
    if box.locator(SWITCH).get_attribute("aria-pressed") != "true":
        box.locator(SWITCH).click()
    panel = box.locator("[data-wt-analysis]")
    label = panel.locator("[data-wt-open-only='play-Ac']")
    expect(label).to_have_text(text(lang, "analysis.open-only"))
    page.keyboard.press("ArrowRight")
    flag = box.locator("[data-wt-flag]")
    expect(flag).to_contain_text("Worse only with every card seen")
    expect(flag).not_to_have_class("wt-analysis__flag--cost")
    box.locator(SWITCH).click()


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups("en"))
def test_show_the_line_steps_the_engines_line(engine_page: EnginePages, lang: str) -> None:
    """ "Show the line" of an option plays the rest of the deal as the engine plays it,
    as a line of the reader's, stepped from that card on."""
    page = engine_page.open(f"{prefix(lang)}/hands/#walk-{WALK}-step-0")
    step, _ = position_of(data(page, WALK), "Ac")
    page = engine_page.open(f"{prefix(lang)}/hands/#walk-{WALK}-step-{step - 1}")
    box = widget(page, WALK)
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    switch = box.locator(SWITCH)
    if switch.get_attribute("aria-pressed") != "true":
        switch.click()
    button = box.locator("[data-wt-line='play-9s']")
    expect(button).to_have_text(text(lang, "ui.analysis.show-line"))
    button.click()
    expect(box).to_have_attribute("data-mode", "branch", timeout=ENGINE)
    expect(box).to_have_attribute("data-step", "1")
    page.keyboard.press("End")
    # Every card of the deal played: the line goes to the end of the deal.
    assert int(box.get_attribute("data-step") or 0) >= 15
    box.locator("[data-wt-back-to-record]").click()
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "false")
