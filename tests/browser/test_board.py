"""The board ("Your hand", ``play/``) in every language, its engine running: a deal laid out
by keyboard alone, played, undone, kept over a reload, shared by link and opened in a fresh
browser context in another language at the same step; a broken record pasted; hostile and
damaged addresses (no script runs, no error, a translated reason and a working empty
board); the record downloaded; axe on the running board, light and dark.

Each language's test starts the engine twice (its page, and the receiver's fresh context):
everything is checked on those two pages."""

from __future__ import annotations

import base64
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import format_decimal
from playwright.sync_api import Browser, Page, expect

from engine import web
from site_hooks.texts import t
from tests.browser.axe import serious_in_either_scheme
from tests.browser.conftest import LIVE_WIDGET, Traffic
from tests.browser.layout import layout_problems
from tests.conftest import LANGUAGES

BOARD = "[data-board]"
WIDGET = "[data-walkthrough-widget]"
STARTED = 90_000


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"/{lang}"


def before(text: str) -> str:
    """The fixed part of a message before its first placeholder."""
    return text.split("%(", 1)[0].strip()


def engine_answer(params: dict[str, Any]) -> dict[str, Any]:
    """What the engine answers the board (in CPython, as in the browser)."""
    answer: dict[str, Any] = json.loads(web.call("board", json.dumps(params)))
    return answer


def answers(page: Page) -> int:
    return int(page.locator(BOARD).get_attribute("data-answers") or 0)


def wait_answer(page: Page, count: int) -> None:
    page.wait_for_function(
        "n => Number(document.querySelector('[data-board]').dataset.answers || 0) > n",
        arg=count,
        timeout=STARTED,
    )


def tab_to(page: Page, selector: str, *, back: bool = False, limit: int = 120) -> None:
    """Press Tab (Shift+Tab with ``back``) until the focused element matches ``selector``:
    the keyboard alone."""
    for _ in range(limit):
        if page.evaluate("s => document.activeElement?.matches(s) ?? false", selector):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {selector}")


def open_board(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(f"{BOARD}[data-started]", timeout=STARTED)


def state(page: Page) -> dict[str, Any]:
    """What the board shows, in codes (the same in every language)."""
    return page.evaluate(
        """() => ({
          hash: location.hash,
          step: document.querySelector('[data-walkthrough-widget]')?.dataset.step ?? null,
          turn: document.querySelector('[data-wt-turn]')?.dataset.wtTurn ?? null,
          cards: [...document.querySelectorAll('[data-wt-card]')].map((b) => b.dataset.wtCard),
        })"""
    )


#: The events a walkthrough view listens to on the page's window (the address, the
#: analysis switch, the end of the press that started the engine).
VIEW_EVENTS = ("hashchange", "euchre-analysis-switched", "pointerup", "pointercancel")


def view_listeners(page: Page) -> Counter[str]:
    """The listeners of the page's window to the events of ``VIEW_EVENTS``, by type (as
    Chromium's developer tools list them)."""
    cdp = page.context.new_cdp_session(page)
    try:
        window = cdp.send("Runtime.evaluate", {"expression": "window"})["result"]["objectId"]
        listeners = cdp.send("DOMDebugger.getEventListeners", {"objectId": window})["listeners"]
        return Counter(item["type"] for item in listeners if item["type"] in VIEW_EVENTS)
    finally:
        cdp.detach()


def layout_by_keyboard(page: Page, target: str) -> None:
    """Lay out a deal of standard Euchre card by card, with the keyboard alone: the deck's
    cards go, in order, to North, East, South, West, the turned-up card and the kitty.
    ``target`` is typed in the rules once the layout is open (the deal has it)."""
    tab_to(page, "[data-board-layout-toggle]")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-board-deck-card]")
    tab_to(page, "[data-board-field=target]", back=True)
    page.keyboard.type(target)
    tab_to(page, "[data-board-deck-card]")
    for _ in range(24):  # each card placed, the focus stays in the deck
        page.keyboard.press("Enter")
    expect(page.locator("[data-board-deck-card]")).to_have_count(0)
    expect(page.locator("[data-board-placed-in=N] [data-board-placed-card]")).to_have_count(5)
    expect(page.locator("[data-board-placed-in=kitty] [data-board-placed-card]")).to_have_count(3)
    # A card picked again goes back to the deck, and into its place again.
    tab_to(page, "[data-board-placed-in=upcard] [data-board-placed-card]", back=True)
    page.keyboard.press("Enter")
    expect(page.locator("[data-board-deck-card]")).to_have_count(1)
    page.keyboard.press("Enter")  # the focus is on that card in the deck: back to the upcard
    expect(page.locator("[data-board-deck-card]")).to_have_count(0)
    tab_to(page, "[data-board-layout-deal]")
    count = answers(page)
    page.keyboard.press("Enter")
    wait_answer(page, count)


def play_by_keyboard(page: Page, call: str) -> None:
    count = answers(page)
    tab_to(page, f"[data-wt-call={call}]")
    page.keyboard.press("Enter")
    wait_answer(page, count)


HOSTILE = (
    "<script>window.__pwned=1</script>",
    "<img src=x onerror=window.__pwned=1>",
    "javascript:window.__pwned=1",
    "h1=\u202e\u0000\ufeff\U0001d518",
    "%E0%A4%A",
    "h1=%ZZ",
    "h9=AAAA",
    "record=" + base64.urlsafe_b64encode(b"\xff\xfe<b>x</b>").decode().rstrip("="),
    "h1=" + "A" * 20_000,
)


@pytest.mark.browser
@pytest.mark.engine
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_board_in_one_language(
    page: Page, traffic: Traffic, browser: Browser, base_url: str, lang: str
) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    # "Open on the board" from a walkthrough, at the step on screen (that page's engine is
    # not needed: its worker is an empty module there).
    worker = "**/engine-worker.mjs"
    page.route(worker, lambda route: route.fulfill(content_type="text/javascript", body=""))
    page.goto(f"{prefix(lang)}/standard/#walk-order-up-step-2")
    walk = page.locator(f'[data-walkthrough="order-up"] {LIVE_WIDGET}')
    expect(walk).to_have_attribute("data-step", "2")
    expect(walk.locator("[data-wt-open-board]")).to_have_text(t(lang, "board.open"))
    turn = walk.locator("[data-wt-turn]").get_attribute("data-wt-turn")
    page.unroute(worker)
    walk.locator("[data-wt-open-board]").click()
    page.wait_for_selector(f"{BOARD}[data-started]", timeout=STARTED)
    assert state(page)["step"] == "2" and state(page)["turn"] == turn
    expect(page.locator("[data-board-message]")).to_be_hidden()
    status = page.locator("[data-board-status]")
    expect(status).to_have_text(t(lang, "board.ready"))  # to act for the player to act
    page.locator("[data-board-clear]").click()
    expect(page.locator("[data-board-empty]")).to_have_text(t(lang, "board.empty"))
    expect(status).to_have_text("")  # nobody to act for: the note says what to do
    assert state(page)["hash"] == ""

    # A deal laid out by keyboard alone, a target score typed once the layout is open
    # (ruling target-score: the hand is dealt with the form's rules as they are then), then
    # played: the hand's cards in the seats.
    layout_by_keyboard(page, "7")
    expect(page.locator("[data-board-message]")).to_be_hidden()
    dealt = engine_answer({"link": state(page)["hash"][1:], "lang": lang})
    assert dealt["rules"] == "standard target=7"
    expect(page.locator("[data-board-field=target]")).to_have_value("7")
    # The engine's deck and places are the same with that target: the cards stay laid out.
    expect(page.locator("[data-board-placed-card]")).to_have_count(24)
    north = page.locator("[data-wt-seat=N] .wt-card")
    expect(north).to_have_count(5)
    # On a phone, the board with a hand dealt is no wider than the window (its menus, as
    # "Played by the engine", included), and each hand is on one row.
    assert layout_problems(page) == []
    assert state(page)["step"] == "0" and state(page)["turn"] == "E"
    # Just dealt, nothing played yet: the deal, without "steps 1 to 0".
    expect(page.locator("[data-wt-counter]")).to_have_text(t(lang, "ui.walk.deal"))
    play_by_keyboard(page, "pass")
    play_by_keyboard(page, "pass")
    shown = state(page)
    assert shown["step"] == "2" and shown["turn"] == "W"
    assert re.fullmatch(r"#h1=[A-Za-z0-9_-]+&step=2", shown["hash"])
    # Every action is explained, with its ruling linked.
    ruling = page.locator("[data-wt-explanation] a.wt-ruling").first
    expect(ruling).to_have_attribute("href", re.compile(r"^\.\./standard/#[a-z0-9-]+$"))

    # Undo takes the last action back; acting again plays on.
    count = answers(page)
    page.locator("[data-board-undo]").click()
    wait_answer(page, count)
    assert state(page)["step"] == "1"
    expect(page.locator("[data-board-feedback]")).to_have_text(
        t(lang, "board.undone") % {"step": 1}
    )
    play_by_keyboard(page, "pass")
    shown = state(page)
    assert shown["step"] == "2"

    # The link is copied, with visible and announced feedback.
    page.locator("[data-board-copy]").click()
    expect(page.locator("[data-board-feedback][role=status]")).to_have_text(t(lang, "board.copied"))
    assert page.evaluate("navigator.clipboard.readText()") == page.url

    # The language menu carries the hand.
    other = LANGUAGES[(LANGUAGES.index(lang) + 1) % len(LANGUAGES)]
    href = page.locator(f"a.md-select__link[hreflang={other}]").evaluate(
        "a => { a.dispatchEvent(new FocusEvent('focusin', { bubbles: true })); return a.href }"
    )
    assert href.endswith(f"/play/{shown['hash']}")

    # The reader sits at South: West, to act, is hidden and not the engine's, and the status
    # says what to do; at South's own turn, to act.
    seat = page.locator("[data-wt-seat-choice]")
    seat.select_option("S")
    hidden_west = t(lang, "board.hidden-turn") % {"seat": t(lang, "seat.W")}
    expect(status).to_have_text(hidden_west)

    # Stepping back changes the step in the address; a reload keeps the hand and the step,
    # even from an address without them, and the reader's seat (the browser's storage).
    page.locator("[data-wt-go=back]").click()
    expect(status).to_have_text(t(lang, "board.ready"))
    assert state(page)["step"] == "1"
    assert state(page)["hash"] == shown["hash"].replace("step=2", "step=1")
    page.evaluate("history.replaceState(null, '', location.pathname)")
    page.reload()
    page.wait_for_selector(f"{BOARD}[data-started]", timeout=STARTED)
    assert state(page)["hash"] == shown["hash"].replace("step=2", "step=1")
    assert state(page)["step"] == "1"
    one_hand = view_listeners(page)  # with one hand shown
    assert one_hand["hashchange"] > 0 and one_hand["euchre-analysis-switched"] == 1
    expect(seat).to_have_value("S")
    page.locator("[data-wt-go=last]").click()
    assert state(page) == shown
    expect(status).to_have_text(hidden_west)
    seat.select_option("")
    expect(status).to_have_text(t(lang, "board.ready"))

    # The record downloads as text.
    with page.expect_download() as download:
        page.locator("[data-board-download-record]").click()
    text = Path(download.value.path()).read_text(encoding="utf-8")
    assert text.startswith("rules: standard target=7\n") and "E pass" in text

    # axe on the running board, light and dark.
    assert serious_in_either_scheme(page) == {}

    # The link opened in a fresh browser context, in another language: the same hand at
    # the same step.
    receiver = browser.new_context(base_url=base_url)
    other_page = receiver.new_page()
    log = Traffic()
    log.listen(receiver, other_page)
    open_board(other_page, f"{prefix(other)}/play/{shown['hash']}")
    assert state(other_page) == shown
    expect(other_page.locator("[data-wt-counter]")).to_have_text(
        t(other, "ui.walk.step-of") % {"step": 2, "total": 2}
    )
    receiver.close()
    log.check()

    # A broken record: the engine's reason with its line and column, translated, and the
    # text stays in the box.
    broken = "rules: standard\ndealer: N\nN: 9c Tc Qc 9d Zz\n"
    page.locator("[data-board-record]").fill(broken)
    count = answers(page)
    page.locator("[data-board-open-record]").click()
    wait_answer(page, count)
    message = page.locator("[data-board-message]")
    reason = engine_answer({"record": broken, "lang": lang})
    assert reason["line"] == 3
    expect(message).to_have_text(
        t(lang, "board.record-refused")
        % {"line": 3, "column": reason["column"], "reason": reason["text"]}
    )
    expect(page.locator("[data-board-record]")).to_have_value(broken)
    assert state(page) == shown  # the hand on the board is kept
    # The reason is shown next to the button pressed, on the screen.
    expect(
        page.locator(".board-actions:has([data-board-open-record]) + [data-board-message]")
    ).to_be_visible()
    expect(message).to_be_in_viewport()

    # The dealer menu and the layout offer the seats the engine reports for the form's
    # rules (ruling cutthroat-players: three players at N E S), the chosen dealer kept
    # while it is still a seat.
    dealer = page.locator("[data-board-field=dealer]")
    names = [t(lang, f"seat.{seat}") for seat in "NESW"]
    expect(dealer.locator("option")).to_have_text(names)
    dealer.select_option("W")
    page.locator("[data-board-option=cutthroat]").check()
    expect(dealer.locator("option")).to_have_text(names[:3])
    expect(dealer).to_have_value("N")
    dealer.select_option("E")
    page.locator("[data-board-layout-toggle]").click()
    expect(page.locator("[data-board-place]")).to_have_count(5)
    places = page.locator("[data-board-place]").evaluate_all("l => l.map((e) => e.value)")
    assert places == ["N", "E", "S", "upcard", "kitty"]
    kitty = {"place": t(lang, "board.layout-kitty"), "count": 0, "total": 8}
    expect(page.locator("[data-board-placed-in=kitty]")).to_have_attribute(
        "aria-label", t(lang, "board.layout-count") % kitty
    )
    page.locator("[data-board-layout-toggle]").click()

    # Rules the engine refuses: its reason, translated; the dealer menu stays as it was.
    page.locator("[data-board-option=canadian-loner]").check()
    count = answers(page)
    page.locator("[data-board-random]").click()
    wait_answer(page, count)
    expect(message).to_contain_text(before(t(lang, "board.rules-refused")))
    expect(message).to_contain_text(t(lang, "error.rules-canadian-loner-three-players"))
    expect(
        page.locator(".board-actions:has([data-board-random]) + [data-board-message]")
    ).to_be_visible()
    expect(dealer.locator("option")).to_have_text(names[:3])
    page.locator("[data-board-option=cutthroat]").uncheck()
    page.locator("[data-board-option=canadian-loner]").uncheck()
    expect(dealer.locator("option")).to_have_text(names)
    expect(dealer).to_have_value("E")

    # Hostile and damaged addresses: a translated reason, an empty board, nothing run.
    refused = before(t(lang, "board.link-refused"))  # shown at the top of the board
    for fragment in HOSTILE:
        count = answers(page)
        page.evaluate("f => { location.hash = f }", fragment)
        wait_answer(page, count)
        expect(message).to_contain_text(refused)
        expect(page.locator(".board-live > [data-board-message]")).to_be_visible()
        expect(page.locator(WIDGET)).to_have_count(0)
        expect(page.locator("[data-board-empty]")).to_be_visible()
    too_long = engine_answer({"link": HOSTILE[-1], "lang": lang})
    # the limit as the language groups a large number (CLDR): 16,384, 16 384, 16.384…
    limit = str(format_decimal(16384, locale=lang))
    assert too_long["error"] == "link-too-long" and limit in too_long["text"]
    expect(message).to_contain_text(too_long["text"])
    assert page.evaluate("window.__pwned") is None
    assert page.locator("img[src=x]").count() == 0
    # The board still works: a seeded deal.
    page.locator("[data-board-field=seed]").fill("7")
    count = answers(page)
    page.locator("[data-board-random]").click()
    wait_answer(page, count)
    expect(message).to_be_hidden()
    expect(page.locator("[data-wt-seat=N] .wt-card")).to_have_count(5)
    seeded = state(page)
    # The same seed deals the same cards (the seed is in the link).
    play_by_keyboard(page, "pass")
    count = answers(page)
    page.locator("[data-board-random]").click()
    wait_answer(page, count)
    assert state(page) == seeded
    # The hands replaced (by the emptied board and by new hands) no longer listen to the
    # page: as many listeners as with one hand, only the last hand's view reacts to the
    # address or the analysis switch.
    assert view_listeners(page) == one_hand


#: Layout shifts of the page so far, as Lighthouse counts them (none caused by the reader).
LAYOUT_SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) window.__shifts.push(entry.value);
  }
}).observe({ type: "layout-shift", buffered: true });
"""


@pytest.mark.browser
def test_building_the_board_moves_nothing_on_a_phone(page: Page, traffic: Traffic) -> None:
    # The board's forms are built by its script after the page is shown: on a phone, the
    # text after the board must not be pushed down the screen (Lighthouse's layout shift).
    page.set_viewport_size({"width": 412, "height": 823})
    page.add_init_script(LAYOUT_SHIFTS)
    page.goto("/play/")
    expect(page.locator("[data-board-random]")).to_be_visible()
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    shifts = page.evaluate("window.__shifts")
    assert sum(shifts) < 0.01, shifts


#: The engine's events that say who won what at the end of a deal (the board's status
#: shows them).
RESULT_EVENTS = ("event.score-", "event.standing", "event.game-won")

LAYOUT = {
    "hands": {
        "N": ["9c", "Tc", "Qc", "9d", "Td"],
        "E": ["Jh", "Jd", "Ah", "Kh", "9s"],
        "S": ["Ac", "Kc", "9h", "Th", "Qs"],
        "W": ["Ad", "Kd", "Qd", "As", "Ks"],
    },
    "kitty": ["Qh", "Jc", "Ts", "Js"],
}


def results(step: dict[str, Any]) -> list[str]:
    return [e["text"] for e in step["events"] if e["message"].startswith(RESULT_EVENTS)]


@pytest.mark.browser
@pytest.mark.engine
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_end_of_a_deal_and_links_past_the_end(page: Page, traffic: Traffic, lang: str) -> None:
    status = page.locator("[data-board-status]")
    next_deal = page.locator("[data-board-next]")
    # A deal laid out and played to its end: a link to a step it does not have opens it at
    # its last step, with a note, as a walkthrough does.
    laid = engine_answer(
        {"rules": "standard", "dealer": "N", "layout": LAYOUT, "engine": list("NESW"), "lang": lang}
    )
    last = len(laid["steps"]) - 1
    open_board(page, f"{prefix(lang)}/play/#{laid['link']}&step=999")
    assert state(page)["step"] == str(last)
    note = page.locator(f"{WIDGET} [data-wt-message]")
    expect(note).to_have_text(t(lang, "board.no-step") % {"step": 999})
    expect(page.locator("[data-board-message]")).to_be_hidden()
    assert state(page)["hash"] == f"#{laid['link']}&step={last}"
    # The end of the deal says who won what (the engine's words), not whose turn it is,
    # and offers the next deal, the score carried on.
    said = results(laid["steps"][-1])
    assert said
    for text in said:
        expect(status).to_contain_text(text)
    expect(status).to_contain_text(before(t(lang, "board.deal-over")))
    expect(next_deal).to_have_text(t(lang, "board.next-deal"))
    count = answers(page)
    next_deal.click()
    wait_answer(page, count)
    dealt = engine_answer({"link": state(page)["hash"][1:], "lang": lang})
    assert len(dealt["steps"]) == last + 2 and state(page)["step"] == str(last + 1)
    after = dealt["steps"][-1]["state"]
    assert after["score"] == laid["steps"][-1]["state"]["score"] != {"NS": 0, "EW": 0}
    assert after["dealer"] == "E" and after["turn"] == "S"
    expect(status).to_have_text(t(lang, "board.ready"))
    expect(next_deal).to_be_hidden()
    expect(note).to_be_hidden()

    # A random deal: the reader's last card shows the end of the deal (not the next deal,
    # which the game dealt already), and the next deal is one step on.
    auto = engine_answer({"rules": "standard", "seed": 5, "engine": list("NESW"), "lang": lang})
    end = auto["step"]
    cut = engine_answer({"link": auto["link"], "at": end - 1, "actions": [], "lang": lang})
    count = answers(page)
    page.evaluate("f => { location.hash = f }", cut["link"])
    wait_answer(page, count)
    (card,) = [action["card"] for action in cut["steps"][-1]["state"]["legal_actions"]]
    count = answers(page)
    page.locator(f"{WIDGET} [data-wt-card='{card}']").click()
    wait_answer(page, count)
    assert state(page)["step"] == str(end)
    for text in results(auto["steps"][end]):
        expect(status).to_contain_text(text)
    next_deal.click()
    expect(page.locator(WIDGET)).to_have_attribute("data-step", str(end + 1))
    expect(status).to_have_text(t(lang, "board.ready"))
    expect(next_deal).to_be_hidden()

    # Not a hand link at all: said so, not that the link is cut short.
    count = answers(page)
    page.evaluate("f => { location.hash = f }", "h1=garbage")
    wait_answer(page, count)
    message = page.locator("[data-board-message]")
    expect(message).to_contain_text(t(lang, "error.link-malformed"))
    expect(message).not_to_contain_text(t(lang, "error.link-truncated"))
