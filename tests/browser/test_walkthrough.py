"""Walkthroughs in a real browser, in every language: stepping both ways by button and key,
deep links (a missing step included), the language switch keeping the step, a card refused
by the engine with the ruling it applies, a legal alternative played on by the engine, the
pre-rendered hand when the engine cannot start or JavaScript is off, the engine loaded only
where and when it is needed, and no serious accessibility violation. Bid Euchre: the bids,
the high bid and the contract shown, an illegal bid refused with its ruling, and another bid
and contract played on by the engine."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import Browser, Locator, Page, Route, expect

from engine.cards import Card
from engine.narration import sentence
from engine.seats import Seat
from site_hooks import texts
from tests.browser.axe import serious, violations
from tests.browser.conftest import (
    LIVE_WIDGET,
    EnginePages,
    Traffic,
    build_every_walkthrough,
    in_engine_groups,
)
from tests.conftest import LANGUAGES, ROOT

#: The engine takes a few seconds to start on a slow machine; Playwright waits for it.
ENGINE = 90_000
STANDARD = "order-up"  # the walkthrough of standard.md
HANDS = "alone-march"  # the walkthrough of hands.md
#: On standard.md, after ``E play Jh``: South holds 9♥ and J♦ (the left bower) and must follow.
AFTER_LEAD = 3
#: On bid-euchre.md: West bids 3, North passes, East bids 4 and South, the dealer, matches
#: it (step 4), then chooses sans high (step 5); North and South reach 32 and win.
MATCH = "bid-dealer-match"
#: On bid-euchre.md: North, East and South pass (steps 1 to 3); West, the dealer, must bid.
STUCK = "bid-stuck-dealer"
#: On canadian-loner.md: North orders up alone (step 1); South, the dealer, sits out but
#: takes up the card and discards (step 2).
LONER = "canadian-loner"


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"/{lang}"


@cache
def messages(lang: str) -> dict[str, str]:
    """Every message of a language, read from the catalogues as translators leave them."""
    merged: dict[str, str] = {}
    for path in sorted((ROOT / "translations" / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as source:
            for message in read_po(source, locale=lang):
                if message.id and not message.context and isinstance(message.string, str):
                    merged[str(message.id)] = message.string
    return merged


def text(lang: str, msgid: str, **params: Any) -> str:
    return messages(lang)[msgid] % params if params else messages(lang)[msgid]


def card_name(code: str, lang: str) -> str:
    rank = text(lang, f"card.rank.{code[0]}")
    return text(lang, "card.name", rank=rank, suit=text(lang, f"card.suit.{code[1]}"))


def contract_label(code: str, lang: str) -> str:
    """A contract as the widget names it: a suit with its symbol, or sans high or low."""
    symbols = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
    if code in symbols:
        return f"{symbols[code]} {text(lang, f'suit.{code}')}"
    return text(lang, f"ui.walk.{code}")


def widget(page: Page, walk: str = STANDARD) -> Locator:
    """A walkthrough's widget, once its script has taken it over."""
    return page.locator(f"[data-walkthrough='{walk}'] {LIVE_WIDGET}")


def first_view(page: Page, walk: str = STANDARD) -> Locator:
    """A walkthrough's widget as the page's HTML has it (its first view, drawn at build
    time), whether its script has taken it over or not."""
    return page.locator(f"[data-walkthrough='{walk}'] [data-walkthrough-widget]")


def reach(page: Page, walk: str = STANDARD) -> Locator:
    """Scroll to a walkthrough as a reader does (its widget is built as it comes near);
    its widget."""
    page.locator(f"[data-walkthrough='{walk}']").scroll_into_view_if_needed()
    return widget(page, walk)


def data(page: Page, walk: str = STANDARD) -> dict[str, Any]:
    """The walkthrough's steps, as the widget fetches them (the file its region links to)."""
    result: dict[str, Any] = page.evaluate(
        """async (walk) => {
            const root = document.querySelector(`[data-walkthrough='${walk}']`);
            return (await fetch(root.dataset.walkthroughSrc)).json();
        }""",
        walk,
    )
    return result


def expect_status_uncovered(page: Page, box: Locator) -> None:
    """Material's "back to top" button, when a deep link shows it (Material shows it when
    the page scrolls up, as it did when the browser first jumped to the step's row in the
    tables below the widget; now the widget scrolls down to itself), leaves the status line
    of the widget readable (it floats below the header)."""
    page.wait_for_function(
        "() => document.getAnimations().every(a => a.playState !== 'running')", polling="raf"
    )
    top = page.locator(".md-top")
    if not top.is_visible():
        return
    button = top.bounding_box()
    status = box.locator("[data-wt-status]").bounding_box()
    assert button and status
    assert (
        button["y"] + button["height"] <= status["y"]
        or status["y"] + status["height"] <= button["y"]
    ), f"the back-to-top button {button} covers the status line {status}"


def expect_explained(box: Locator, step: dict[str, Any]) -> None:
    """The step's sentences are shown, and one "why?" with a link to every ruling they
    apply, each once."""
    shown = box.locator("[data-wt-explanation]")
    for event in step["events"]:
        expect(shown.locator(".wt-event", has_text=event["text"])).to_have_count(1)
    rulings = list(dict.fromkeys(ruling for event in step["events"] for ruling in event["rulings"]))
    expect(shown.locator("[data-wt-why]")).to_have_count(1 if rulings else 0)
    links = shown.locator("[data-wt-why] a.wt-ruling")
    expect(links).to_have_count(len(rulings))
    for index, ruling in enumerate(rulings):
        expect(links.nth(index)).to_have_attribute("data-wt-ruling", ruling)


def open_why(box: Locator) -> None:
    """Open the step's "why?" (the rulings it applies), unless the reader left it open."""
    why = box.locator("[data-wt-why]")
    if not why.evaluate("details => details.open"):
        why.locator("summary").click()
    expect(why).to_have_attribute("open", "")


def tap_targets(page: Page, scope: str) -> list[str]:
    """The controls in ``scope`` (a selector) smaller than 44x44 px, as shown: links,
    buttons, selects, disclosures and labelled boxes (the label is the target)."""
    found: list[str] = page.evaluate(
        """scope => [...document.querySelectorAll(scope)].flatMap((root) => [
             ...root.querySelectorAll(
               "a[href], button, select, summary, label:has(input), input:not(label input)")])
           .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden")
           .map((e) => [e, e.getBoundingClientRect()])
           .filter(([, r]) => r.width < 44 || r.height < 44)
           .map(([e, r]) => `${e.outerHTML.slice(0, 80)}: ${r.width}x${r.height}`)""",
        scope,
    )
    return found


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_stepping_both_ways_by_button_and_key(page: Page, traffic: Traffic, lang: str) -> None:
    page.goto(f"{prefix(lang)}/standard/")
    box = reach(page)
    expect(box).to_be_visible()
    expect(box).to_have_attribute("data-step", "0")
    steps = data(page)["steps"]
    last = len(steps) - 1
    counter = box.locator("[data-wt-counter]")
    # The deal comes before step 1; the steps are numbered as their links are.
    expect(counter).to_have_text(text(lang, "ui.walk.step-deal", total=last))
    # Cards are named in the page's language; South's first card is the ace of clubs.
    south = box.locator("[data-wt-seat='S'] .wt-card").first
    expect(south).to_have_attribute("aria-label", card_name("Ac", lang))
    expect(south).to_have_text(re.compile(r"♣$"))
    # The kitty's three face-down cards are counted in the language's plural form
    # (Polish "3 ukryte karty"), picked in the browser by plural() of engine-client.mjs.
    hidden = texts.plural(lang, "ui.walk.hidden-cards", 3) % {"count": 3}
    expect(box.locator("[data-wt-kitty] .wt-backs")).to_have_attribute("aria-label", hidden)
    forward = box.locator("[data-wt-go='forward']")
    expect(forward).to_have_accessible_name(text(lang, "ui.walk.forward"))
    forward.click()
    expect(box).to_have_attribute("data-step", "1")
    expect(page).to_have_url(re.compile(rf"#walk-{STANDARD}-step-1$"))
    expect(counter).to_have_text(text(lang, "ui.walk.step-of", step=1, total=last))
    expect_explained(box, steps[1])
    # East ordered up: North, the dealer, is to discard, and the widget says so.
    seats = data(page)["names"]["seats"]
    expect(box.locator("[data-wt-turn='N']")).to_have_text(
        text(lang, "ui.walk.turn-discard", seat=seats["N"])
    )
    page.keyboard.press("ArrowRight")
    expect(box).to_have_attribute("data-step", "2")
    page.keyboard.press("End")
    expect(box).to_have_attribute("data-step", str(last))
    expect(box.locator("[data-wt-go='forward']")).to_be_disabled()
    expect_explained(box, steps[last])
    page.keyboard.press("ArrowLeft")
    expect(box).to_have_attribute("data-step", str(last - 1))
    box.locator("[data-wt-go='back']").click()
    expect(box).to_have_attribute("data-step", str(last - 2))
    page.keyboard.press("Home")
    expect(box).to_have_attribute("data-step", "0")
    expect(box.locator("[data-wt-go='back']")).to_be_disabled()
    box.locator("[data-wt-go='last']").click()
    expect(box).to_have_attribute("data-step", str(last))
    box.locator("[data-wt-go='first']").click()
    expect(box).to_have_attribute("data-step", "0")
    expect(page).to_have_url(re.compile(rf"#walk-{STANDARD}-step-0$"))


#: Per walkthrough of the page: its first view as the served HTML has it, and its live
#: widget now; each as a tree of [tag, sorted attributes, children] and texts.
_FIRST_AND_LIVE = """async () => {
  const shape = (node) => node.nodeType === Node.TEXT_NODE ? node.data : [node.localName,
    [...node.attributes].map((a) => `${a.name}=${a.value}`).sort(),
    [...node.childNodes].map(shape)];
  const widgets = (root) => [...root.querySelectorAll("[data-walkthrough]")].map((region) =>
    [region.dataset.walkthrough, region.querySelector("[data-walkthrough-widget]")]);
  const html = await (await fetch(location.href)).text();
  const served = new DOMParser().parseFromString(html, "text/html");
  const live = new Map(widgets(document));
  return widgets(served).map(([walk, first]) => [walk,
    [first.hidden, first.inert, live.get(walk).inert],
    [...first.childNodes].map(shape), [...live.get(walk).childNodes].map(shape)]);
}"""


@pytest.mark.browser
def test_the_first_view_in_the_page_is_the_widget_at_its_first_step(page: Page) -> None:
    """A walkthrough is on screen before its script has run: the page's HTML holds its first
    view, drawn at build time by the widget's own code, which is what the script then shows
    at the first step (inert until then). Without its steps, a walkthrough is its tables,
    not that view."""
    page.goto("/pl/standard/")
    last = page.locator("[data-walkthrough]").last
    last.evaluate("root => { root.dataset.walkthroughSrc = 'missing.json'; }")
    last.scroll_into_view_if_needed()
    expect(last).to_have_attribute("data-walkthrough-state", "failed")
    expect(last.locator("[data-walkthrough-widget]")).to_be_hidden()
    expect(last.locator("[data-walkthrough-static] table").first).to_be_visible()
    page.goto("/pl/standard/")
    build_every_walkthrough(page)
    found = page.evaluate(_FIRST_AND_LIVE)
    assert len(found) == 6
    for walk, (hidden, inert, live_inert), first, live in found:
        # Shown, but inert (nothing to focus or press) until the script takes it over.
        assert not hidden and inert and not live_inert and first, walk
        assert first == live, walk


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_deep_link_opens_the_step(page: Page, traffic: Traffic, lang: str) -> None:
    page.goto(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-7")
    box = widget(page)
    expect(box).to_have_attribute("data-step", "7")
    expect(box).to_be_in_viewport()
    expect_status_uncovered(page, box)
    total = len(data(page)["steps"]) - 1
    expect(box.locator("[data-wt-counter]")).to_have_text(
        text(lang, "ui.walk.step-of", step=7, total=total)
    )
    step = data(page)["steps"][7]
    expect_explained(box, step)
    # The trick on the table: the cards played so far, each named in the page's language.
    plays = box.locator("[data-wt-trick] [data-wt-play]")
    expect(plays).to_have_count(len(step["state"]["table"]["plays"]))
    seat, code = step["state"]["table"]["plays"][0]
    expect(box.locator(f"[data-wt-play='{seat}'] .wt-card")).to_have_attribute(
        "aria-label", card_name(code, lang)
    )
    # Canadian loner: South, the dealer, sits out while North plays alone, but discards
    # first: South's hand (five cards and the one taken up) shows while South acts.
    page.goto(f"{prefix(lang)}/canadian-loner/#walk-{LONER}-step-2")
    loner = widget(page, LONER)
    expect(loner).to_have_attribute("data-step", "2")
    south = loner.locator("[data-wt-seat='S']")
    expect(south).to_contain_text(text(lang, "ui.walk.sits-out"))
    expect(south.locator(".wt-hand .wt-card")).to_have_count(6)
    loner.locator("[data-wt-go='forward']").click()
    expect(loner).to_have_attribute("data-step", "3")
    expect(south.locator(".wt-hand .wt-card")).to_have_count(0)


@pytest.mark.browser
def test_a_step_link_shows_its_walkthrough_before_any_script_file(page: Page) -> None:
    # No script file arrives (Material's, the site's, the widget's): what the reader sees is
    # the page's own doing as it is read, the first view's inline script, allowed by the
    # Content-Security-Policy. The view is at the top of the window, under the header.
    page.route(re.compile(r"\.m?js(\?|$)"), lambda route: route.abort())
    page.goto(f"/standard/#walk-{STANDARD}-step-7")
    view = page.locator(f"[data-walkthrough='{STANDARD}'] [data-walkthrough-widget]")
    expect(view).to_be_in_viewport()
    top, height = page.evaluate(
        "v => [v.getBoundingClientRect().top, innerHeight]", view.element_handle()
    )
    assert 0 <= top < height / 4
    # The page's height, held while it was read, is its own again.
    assert page.evaluate("document.documentElement.style.minHeight") == ""
    # A link to another walkthrough's step, or to no step at all, moves nothing.
    for hash in (f"#walk-{STANDARD}x-step-1", "#walk--step-1", "#walk-", "#%"):
        page.goto("about:blank")
        page.goto(f"/standard/{hash}")
        assert page.evaluate("scrollY") == 0, hash


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_beginner_sees_why_what_may_be_played_and_only_their_hand(
    page: Page, traffic: Traffic, lang: str
) -> None:
    page.goto(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-{AFTER_LEAD}")
    box = widget(page)
    steps = data(page)["steps"]
    seats = data(page)["names"]["seats"]
    expect(box).to_have_attribute("data-step", str(AFTER_LEAD))
    # One "why?" per explanation: closed, it is one control; open, it names the rulings.
    why = box.locator("[data-wt-why]")
    expect(why.locator("summary")).to_have_text(text(lang, "ui.walk.why"))
    rulings = list(dict.fromkeys(r for e in steps[AFTER_LEAD]["events"] for r in e["rulings"]))
    links = why.locator("a.wt-ruling")
    expect(links.first).to_be_hidden()
    why.locator("summary").click()
    expect(links).to_have_text([text(lang, f"ruling.{ruling}") for ruling in rulings])
    expect(links.first).to_have_attribute("href", f"#{rulings[0]}")
    # South must follow hearts: the cards the engine allows are marked, by shape and in
    # their names, the others not.
    south = box.locator("[data-wt-seat='S'] .wt-hand .wt-card")
    legal = {
        action["card"]
        for action in steps[AFTER_LEAD]["state"]["legal_actions"]
        if action["seat"] == "S"
    }
    assert 0 < len(legal) < south.count()
    marked = box.locator("[data-wt-seat='S'] .wt-card--legal")
    expect(marked).to_have_count(len(legal))
    for card in marked.all():
        label = card.get_attribute("aria-label") or ""
        assert any(label == text(lang, "ui.walk.playable", card=card_name(c, lang)) for c in legal)
    style = "e => [getComputedStyle(e).borderTopWidth, getComputedStyle(e).transform]"
    raised, flat = (
        marked.first.evaluate(style),
        box.locator("[data-wt-seat='S'] .wt-card:not(.wt-card--legal)").first.evaluate(style),
    )
    assert raised[0] != flat[0] and raised[1] != flat[1] == "none"
    # The trick: each card names its seat; the sides differ by a shape.
    page.keyboard.press("ArrowRight")
    expect(box).to_have_attribute("data-step", str(AFTER_LEAD + 1))
    expect(why).to_have_attribute("open", "")  # the "why?" stays open from step to step
    plays = steps[AFTER_LEAD + 1]["state"]["table"]["plays"]
    expect(box.locator("[data-wt-play] .wt-play__seat")).to_have_text(
        [re.compile(rf"^\W?{re.escape(seats[seat])}$") for seat, _ in plays]
    )
    mark = "s => document.querySelector(`[data-wt-seat='${s}'] .wt-side-mark`).textContent"
    marks = {seat: page.evaluate(mark, seat) for seat in "NESW"}
    assert marks["N"] == marks["S"] != marks["E"] == marks["W"]
    # The reader sits in South: the other hands are hidden, whoever is to act.
    choice = box.locator("[data-wt-seat-choice]")
    expect(choice).to_have_accessible_name(text(lang, "ui.walk.seat-choice"))
    expect(choice.locator("option")).to_have_text(
        [text(lang, "ui.walk.seat-none"), *(seats[seat] for seat in "NESW")]
    )
    choice.select_option("S")
    for _ in range(3):
        for seat in "NEW":
            expect(
                box.locator(f"[data-wt-seat='{seat}'] .wt-hand .wt-card:not(.wt-card--back)")
            ).to_have_count(0)
        expect(box.locator("[data-wt-seat='S'] .wt-hand .wt-card--back")).to_have_count(0)
        expect(box.locator("[data-wt-seat='S'] .wt-hand .wt-card")).not_to_have_count(0)
        page.keyboard.press("ArrowRight")
    choice.select_option("")
    expect(box.locator("[data-wt-seat] .wt-card--back")).to_have_count(0)
    # Three players: no empty column for the missing West, on a wide and a narrow screen.
    page.goto(f"{prefix(lang)}/cutthroat/")
    page.locator("[data-walkthrough]").first.scroll_into_view_if_needed()  # built when near
    table = page.locator(f"[data-walkthrough] {LIVE_WIDGET} [data-wt-table]").first
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 800})
        empty = table.evaluate(
            """t => {
              const style = getComputedStyle(t);
              let x = t.getBoundingClientRect().left + parseFloat(style.paddingLeft);
              return style.gridTemplateColumns.split(" ").map(parseFloat).filter((w) => {
                const [a, b] = [x, x + w];
                x += w + parseFloat(style.columnGap);
                return ![...t.children].some((c) => {
                  const r = c.getBoundingClientRect();
                  return r.width > 0 && r.left < b - 1 && r.right > a + 1;
                });
              }).length;
            }"""
        )
        assert empty == 0, f"{empty} empty column(s) at {width} px"


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_link_to_a_missing_step_shows_a_message_and_the_first_step(
    page: Page, traffic: Traffic, lang: str
) -> None:
    page.goto(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-99")
    box = widget(page)
    expect(box).to_have_attribute("data-step", "0")
    notice = box.locator("[data-wt-message]")
    expect(notice).to_have_text(text(lang, "ui.walk.no-step", step=99))
    # A long link with markup in it: a short part is quoted, as text.
    page.goto(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-99999{'9' * 300}%3Cb%3Ex")
    expect(notice).to_have_text(text(lang, "ui.walk.no-step", step="999999999999…"))
    expect(notice.locator("b")).to_have_count(0)
    # The reader follows a link to a ruling: the warning goes.
    page.evaluate("location.hash = '#follow-suit'")
    expect(notice).to_be_hidden()
    page.goto(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-x")
    expect(notice).to_be_visible()
    page.goto(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-4")
    expect(box).to_have_attribute("data-step", "4")
    expect(notice).to_be_hidden()


@pytest.mark.browser
@pytest.mark.parametrize(
    ("source", "target"), [("en", "sv"), ("sv", "pl"), ("pl", "da"), ("da", "fr"), ("fr", "en")]
)
def test_language_switch_keeps_the_step(
    page: Page, traffic: Traffic, source: str, target: str
) -> None:
    page.goto(f"{prefix(source)}/standard/#walk-{STANDARD}-step-5")
    box = widget(page)
    expect(box).to_have_attribute("data-step", "5")
    box.locator("[data-wt-go='forward']").click()
    expect(box).to_have_attribute("data-step", "6")
    page.locator(".md-select").hover()
    page.locator(f"a.md-select__link[hreflang='{target}']").click()
    page.wait_for_url(re.compile(rf"{prefix(target)}/standard/#walk-{STANDARD}-step-6$"))
    expect(page.locator("html")).to_have_attribute("lang", target)
    expect(widget(page)).to_have_attribute("data-step", "6")
    expect_status_uncovered(page, widget(page))
    expect(widget(page).locator("[data-wt-counter]")).to_contain_text(
        text(target, "ui.walk.step-of", step=6, total=len(data(page)["steps"]) - 1)
    )


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups(*LANGUAGES))
def test_illegal_card_is_refused_with_the_ruling(engine_page: EnginePages, lang: str) -> None:
    # On the example-hands page, North has led the right bower alone; East holds hearts.
    page = engine_page.open(f"{prefix(lang)}/hands/#walk-{HANDS}-step-3")
    box = widget(page, HANDS)
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    expect(box.locator("[data-wt-status]")).to_have_text(text(lang, "ui.walk.engine-ready"))
    box.locator("[data-wt-seat='E'] button[data-wt-card='Ac']").click()
    notice = box.locator("[data-wt-message]")
    expect(notice).to_contain_text(card_name("Ac", lang))
    reason = text(lang, "ui.walk.refused", reason="")
    expect(notice).to_contain_text(reason.strip())
    link = notice.locator("a[data-wt-refusal-ruling='follow-suit']")
    expect(link).to_have_text(text(lang, "ui.walk.rule-link"))
    expect(link).to_have_attribute("href", "../standard/#follow-suit")
    # The notice's link is readable on the notice's tinted background.
    checked = violations(page, f"[data-walkthrough='{HANDS}'] [data-wt-message]")
    assert [v["id"] for v in checked] == []
    expect(box).to_have_attribute("data-step", "3")
    expect(box).to_have_attribute("data-mode", "record")
    # The keyboard stays on the card refused, to try another one from there.
    expect(box.locator("[data-wt-seat='E'] button[data-wt-card='Ac']")).to_be_focused()
    link.click()
    page.wait_for_url(re.compile(rf"{prefix(lang)}/standard/#follow-suit$"))
    expect(page.locator(".ruling-highlight .ruling-anchor")).to_have_attribute(
        "data-ruling", "follow-suit"
    )


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups(*LANGUAGES))
def test_legal_alternative_is_played_on_by_the_engine(engine_page: EnginePages, lang: str) -> None:
    page = engine_page.open(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-{AFTER_LEAD}")
    box = widget(page)
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    # The recorded South follows with the 9 of hearts; the reader plays the left bower.
    box.locator("[data-wt-seat='S'] button[data-wt-card='Jd']").click()
    expect(box).to_have_attribute("data-mode", "branch")
    expect(box).to_have_attribute("data-step", "1")
    # The reader's line goes on from the recorded step it leaves, with the hand's count
    # (the left bower follows suit as the nine would: as many steps as the record).
    total = len(data(page)["steps"]) - 1
    expect(box.locator("[data-wt-counter]")).to_have_text(
        text(lang, "ui.walk.step-of-line", step=AFTER_LEAD + 1, total=total)
    )
    banner = box.locator("[data-wt-branch]")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text(text(lang, "ui.walk.branch"))
    explained = box.locator("[data-wt-explanation]")
    # The engine in the browser narrates the card in the form its sentence asks for
    # (Polish: the accusative after "dokłada do koloru").
    follows = sentence(
        "event.follow", {"seat": Seat.S, "card": Card.parse("Jd")}, texts.catalog(lang)
    )
    expect(explained).to_contain_text(follows)
    if lang == "pl":
        assert follows == "Południe dokłada do koloru waleta karo."
    expect(box.locator("[data-wt-trick] [data-wt-play='S'] .wt-card")).to_have_attribute(
        "aria-label", card_name("Jd", lang)
    )
    # The engine played every seat on to the end of the deal: the last step scores it.
    page.keyboard.press("End")
    score = text(lang, "event.standing", side1="", score1="", side2="", score2="")
    expect(explained).to_contain_text(score.split()[0])
    expect(box.locator("[data-wt-go='forward']")).to_be_disabled()
    page.keyboard.press("ArrowLeft")
    expect(box).not_to_have_attribute("data-step", "1")
    box.locator("[data-wt-back-to-record]").click()
    expect(box).to_have_attribute("data-mode", "record")
    expect(box).to_have_attribute("data-step", str(AFTER_LEAD))
    expect(banner).to_be_hidden()
    # The example's own card, played by the reader, is the example going on: no line of
    # their own, the step in the address, the keyboard in the widget.
    box.locator("[data-wt-seat='S'] button[data-wt-card='9h']").click()
    expect(box).to_have_attribute("data-step", str(AFTER_LEAD + 1))
    expect(box).to_have_attribute("data-mode", "record")
    expect(banner).to_be_hidden()
    expect(box.locator("[data-wt-counter]")).to_have_text(
        text(lang, "ui.walk.step-of", step=AFTER_LEAD + 1, total=total)
    )
    assert page.url.endswith(f"#walk-{STANDARD}-step-{AFTER_LEAD + 1}")
    expect(box).to_be_focused()


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups("en", "fr"))
def test_every_tap_target_is_large_enough_on_a_phone(engine_page: EnginePages, lang: str) -> None:
    page = engine_page.open(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-0")
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        box = widget(page)
        # The narrower page is taller: the walkthrough, maybe pushed out of view, is brought
        # back into it, where its engine starts (it starts for a walkthrough in view).
        box.scroll_into_view_if_needed()
        expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
        scope = f"[data-walkthrough='{STANDARD}'] [data-walkthrough-widget]"
        # The first round: the calls and the alone box; the trick area takes no room yet.
        expect(box.locator("[data-wt-alone]")).to_be_visible()
        assert box.locator("[data-wt-trick]").evaluate("e => e.getBoundingClientRect().height") == 0
        assert tap_targets(page, scope) == []
        # Reached by keyboard, the alone box shows the focus on its label, as a button does.
        alone = box.locator("[data-wt-alone]")
        box.locator("[data-wt-call]").last.focus()
        page.keyboard.press("Tab")
        expect(alone).to_be_focused()
        assert alone.evaluate("e => getComputedStyle(e.closest('label')).outlineStyle") == "solid"
        # South's cards, to try one, and the rulings of the step, opened.
        box.locator("[data-wt-go='forward']").click()
        page.evaluate(f"location.hash = '#walk-{STANDARD}-step-{AFTER_LEAD}'")
        expect(box.locator("[data-wt-seat='S'] button[data-wt-card]")).not_to_have_count(0)
        box.locator("[data-wt-why] summary").click()
        assert tap_targets(page, scope) == []
        # The trick is one row of cards, each under its seat's name.
        page.keyboard.press("ArrowRight")
        trick = box.locator("[data-wt-trick]").bounding_box()
        play = box.locator("[data-wt-play]").first.bounding_box()
        assert trick and play and trick["height"] < 1.5 * play["height"]
        # The rulings' links (one control each) and the link to the example hands.
        assert tap_targets(page, ".md-content .ruling-anchor, .md-content .site-skip") == []
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_one_tab_stop_per_ruling_and_a_skip_link(page: Page, traffic: Traffic, lang: str) -> None:
    """From the top of the standard rules to the first example hand by keyboard: each
    ruling is one stop on the way, and the skip link makes it three presses of Tab."""
    first = "[data-walkthrough]"
    page.goto(f"{prefix(lang)}/standard/")
    build_every_walkthrough(page)
    passed: list[str] = []
    for _ in range(400):
        page.keyboard.press("Tab")
        where = page.evaluate(
            f"""() => {{ const e = document.activeElement;
                 return e.closest("{first}") ? null
                   : (e.dataset.ruling ?? String(e.getAttribute("class"))); }}"""
        )
        if where is None:
            break
        passed.append(where)
    else:
        pytest.fail("Tab never reached the first example hand")
    rulings = page.evaluate(
        f"""() => {{ const first = document.querySelector("{first}");
             return [...document.querySelectorAll(".ruling-anchor")]
               .filter((a) => a.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)
               .map((a) => a.dataset.ruling); }}"""
    )
    assert rulings and [stop for stop in passed if stop in rulings] == rulings
    print(f"{lang}: {len(passed) + 1} presses of Tab to the first example without the skip link")
    # Material's "skip to content", then the site's "skip to the example hands".
    page.goto(f"{prefix(lang)}/standard/")
    page.keyboard.press("Tab")
    expect(page.locator(".md-skip")).to_be_focused()
    page.keyboard.press("Enter")
    skip = page.locator("[data-site-skip]")
    presses = 0
    while presses < 2 and not skip.evaluate("e => e === document.activeElement"):
        page.keyboard.press("Tab")
        presses += 1
    expect(skip).to_be_focused()  # after the title's permanent link at most
    expect(skip).to_have_text(text(lang, "ui.walk.skip"))
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate(f"document.activeElement.closest('{first}') !== null")


@pytest.mark.browser
@pytest.mark.engine
@pytest.mark.parametrize("lang", LANGUAGES)
def test_recorded_hand_works_when_the_engine_cannot_start(page: Page, lang: str) -> None:
    page.route("**/*.wasm", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(f"{prefix(lang)}/standard/#walk-{STANDARD}-step-2")
    box = widget(page)
    expect(box).to_have_attribute("data-state", "failed", timeout=ENGINE)
    expect(box.locator("[data-wt-status]")).to_have_text(text(lang, "ui.walk.engine-failed"))
    expect(box.locator("[data-wt-status]")).to_have_attribute("role", "status")
    box.locator("[data-wt-go='forward']").click()
    expect(box).to_have_attribute("data-step", "3")
    page.keyboard.press("ArrowRight")
    expect(box).to_have_attribute("data-step", "4")
    expect(box.locator("button[data-wt-card]")).to_have_count(0)


@pytest.mark.browser
def test_the_step_buttons_stay_under_the_finger(page: Page, traffic: Traffic) -> None:
    # On a phone, what a step shows above the buttons (the question, the dealer's six cards,
    # the calls) changes height: pressing ▶ again and again, the reader's finger stays on
    # ▶ (the page scrolls by as much), also where the page has to scroll up.
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/lesson-deal/#walk-lesson-deal-step-0")
    box = widget(page, "lesson-deal")
    forward = box.locator("[data-wt-go='forward']")
    forward.evaluate("b => b.scrollIntoView({ block: 'center' })")
    top = forward.evaluate("b => b.getBoundingClientRect().top")
    heights = set()
    for step in range(1, 8):
        forward.click()
        expect(box).to_have_attribute("data-step", str(step))
        heights.add(box.evaluate("w => w.getBoundingClientRect().height"))
        assert forward.evaluate("b => b.getBoundingClientRect().top") == pytest.approx(top, abs=1)
    assert len(heights) > 2  # the widget did change height on the way
    # Back, the same.
    box.locator("[data-wt-go='back']").click()
    back = box.locator("[data-wt-go='back']").evaluate("b => b.getBoundingClientRect().top")
    assert back == pytest.approx(top, abs=1)


@contextmanager
def steps_held(page: Page, address: str) -> Iterator[None]:
    """Open ``address`` with every walkthrough's steps held on their way: the block runs
    before they arrive (at least one was asked for), and they arrive after it."""
    held: list[Route] = []
    page.route("**/walkthroughs/**", lambda route: held.append(route))
    with page.expect_request("**/walkthroughs/**"):
        page.goto(address)
    yield
    assert held
    for route in held:
        route.continue_()
    page.unroute("**/walkthroughs/**")


@pytest.mark.browser
def test_tables_opened_before_the_widget_is_built_stay_open(page: Page, traffic: Traffic) -> None:
    # On a slow line the reader may open the whole hand in tables while the widget waits
    # for its steps: they stay open when it is built (the page closed them when it started
    # the walkthrough, before the reader could).
    tables = page.locator(f"[data-walkthrough='{STANDARD}'] [data-walkthrough-static]")
    with steps_held(page, f"/standard/#walk-{STANDARD}-step-2"):
        expect(tables).not_to_have_attribute("open", "")
        tables.locator("summary").click()
        expect(tables).to_have_attribute("open", "")
        expect(tables.locator("table").first).to_be_visible()
        expect(widget(page)).to_have_count(0)  # its steps are still on their way
    expect(widget(page)).to_have_attribute("data-step", "2")
    expect(tables).to_have_attribute("open", "")


@pytest.mark.browser
def test_a_reader_who_scrolls_on_is_not_taken_back(page: Page, traffic: Traffic) -> None:
    # A step link brings the reader to its walkthrough as the page is read; if they scroll
    # on before the widget's steps arrive, the widget, once built, leaves the page where
    # they are (it scrolled them back, which could also leave the next walkthroughs unbuilt).
    view = page.locator(f"[data-walkthrough='{STANDARD}'] [data-walkthrough-widget]")
    with steps_held(page, f"/standard/#walk-{STANDARD}-step-7"):
        expect(view).to_be_in_viewport()
        page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")
        where = page.evaluate("scrollY")
        assert where > 0
    expect(widget(page)).to_have_attribute("data-step", "7")
    page.evaluate(
        "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
    )
    # Still where they were (the browser keeps what they read in place as the page above
    # it changes height), not back at the walkthrough.
    assert page.evaluate("scrollY") >= where
    expect(view).not_to_be_in_viewport()


@pytest.mark.browser
def test_a_walkthrough_is_started_once_the_page_has_read_it(page: Page) -> None:
    # The widget's module runs as soon as it arrives, maybe while the page is still read: a
    # walkthrough whose last element (its module script) is not there yet is left for later
    # (its widget, too, may not be there yet); once it is, it is started (its tables closed).
    page.goto("/glossary/")
    closed = page.evaluate(
        """async () => {
          const site = document.querySelector('script[src$="site.mjs"]').src;
          const { start } = await import(new URL("walkthrough.mjs", site).href);
          const root = document.createElement("div");
          root.dataset.walkthrough = "half-read";
          root.dataset.walkthroughSrc = "half-read.json";
          const details = document.createElement("details");
          details.dataset.walkthroughStatic = "";
          details.open = true;
          root.append(details);
          document.body.append(root);
          start([root]);
          const before = !details.open;
          const script = document.createElement("script");
          script.type = "module"; // empty: never run
          root.append(script);
          start([root]);
          return [before, !details.open];
        }"""
    )
    assert closed == [False, True]


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_without_javascript_the_hand_is_tables(browser: Browser, base_url: str, lang: str) -> None:
    context = browser.new_context(java_script_enabled=False, base_url=base_url)
    page = context.new_page()
    page.goto(f"{prefix(lang)}/standard/")
    static = page.locator(f"[data-walkthrough='{STANDARD}'] [data-walkthrough-static]")
    expect(static).to_be_visible()
    for part, caption in [
        ("deal", "ui.walk.deal"),
        ("calls", "ui.walk.bidding"),
        ("tricks", "ui.walk.tricks"),
        ("steps", "ui.walk.steps"),
    ]:
        table = static.locator(f"table[data-wt-static='{part}']")
        expect(table).to_be_visible()
        expect(table.locator("caption")).to_have_text(text(lang, caption))
    expect(static.locator("table[data-wt-static='tricks'] tbody tr")).to_have_count(5)
    expect(static.locator("table[data-wt-static='steps'] tbody tr")).to_have_count(23)
    expect(first_view(page)).to_be_hidden()
    context.close()


@pytest.mark.browser
@pytest.mark.engine
def test_engine_loads_only_near_a_walkthrough(page: Page, traffic: Traffic) -> None:
    page.set_viewport_size({"width": 1280, "height": 700})
    page.goto("/sv/glossary/")
    page.wait_for_load_state("networkidle")
    assert not [url for url in traffic.requests if "/pyodide/" in url or "walkthrough" in url]
    # The standard page's walkthrough is at its end: the engine waits until it is near.
    page.goto("/sv/standard/")
    page.wait_for_load_state("networkidle")
    assert not [url for url in traffic.requests if "/pyodide/" in url]
    # Nor are the steps of the walkthroughs far from the view (the page's end) fetched.
    fetched = [url for url in traffic.requests if "/assets/walkthroughs/" in url]
    assert len(fetched) < page.locator("[data-walkthrough]").count()
    reach(page)
    expect(widget(page)).to_have_attribute("data-state", "ready", timeout=ENGINE)
    assert any(url.endswith("pyodide.asm.wasm") for url in traffic.requests)


@pytest.mark.browser
@pytest.mark.parametrize(
    ("lang", "page_name"),
    in_engine_groups(("en", "hands"), ("sv", "standard"), ("pl", "bid-euchre")),
)
def test_no_serious_accessibility_violation(
    engine_page: EnginePages, lang: str, page_name: str
) -> None:
    walk = {"hands": HANDS, "standard": STANDARD, "bid-euchre": MATCH}[page_name]
    page = engine_page.open(f"{prefix(lang)}/{page_name}/#walk-{walk}-step-1")
    expect(widget(page, walk)).to_have_attribute("data-state", "ready", timeout=ENGINE)
    page.keyboard.press("ArrowRight")
    assert serious(violations(page, f"[data-walkthrough='{walk}']")) == []


# --- Bid Euchre ---------------------------------------------------------------------------


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_bid_euchre_hand_shows_the_bids_and_the_contract(
    page: Page, traffic: Traffic, lang: str
) -> None:
    page.goto(f"{prefix(lang)}/bid-euchre/#walk-{MATCH}-step-0")
    box = widget(page, MATCH)
    expect(box).to_have_attribute("data-step", "0")
    steps = data(page, MATCH)["steps"]
    # Six cards a hand, no turned-up card and no kitty; nobody has bid yet.
    for seat in "NESW":
        expect(box.locator(f"[data-wt-seat='{seat}'] .wt-hand .wt-card")).to_have_count(6)
    expect(box.locator("[data-wt-kitty]")).to_be_empty()
    expect(box.locator("[data-wt-bid]:visible")).to_have_count(0)
    expect(box.locator("[data-wt-high-bid]")).to_have_count(0)
    forward = box.locator("[data-wt-go='forward']")
    forward.click()
    expect_explained(box, steps[1])
    west = box.locator("[data-wt-bid='W']")
    expect(west).to_have_text(text(lang, "ui.walk.seat-bid", tricks=3))
    expect(west).to_have_class(re.compile(r"wt-seat__bid--high"))
    forward.click()
    expect(box.locator("[data-wt-bid='N']")).to_have_text(text(lang, "ui.walk.passed"))
    forward.click()
    forward.click()
    # South, the dealer, matches East's 4 and holds the high bid.
    expect(box).to_have_attribute("data-step", "4")
    expect_explained(box, steps[4])
    expect(box.locator("[data-wt-bid='E']")).to_have_text(text(lang, "ui.walk.seat-bid", tricks=4))
    expect(west).not_to_have_class(re.compile(r"wt-seat__bid--high"))
    south = box.locator("[data-wt-bid='S']")
    expect(south).to_have_text(text(lang, "ui.walk.seat-bid", tricks=4))
    expect(south).to_have_class(re.compile(r"wt-seat__bid--high"))
    seats = data(page, MATCH)["names"]["seats"]
    expect(box.locator("[data-wt-high-bid='S']")).to_have_text(
        text(lang, "ui.walk.high-bid", tricks=4, seat=seats["S"])
    )
    expect(box.locator("[data-wt-contract]")).to_have_count(0)
    forward.click()
    contract = box.locator("[data-wt-contract='sans-high']")
    expect(contract).to_have_text(
        text(lang, "ui.walk.contract", contract=contract_label("sans-high", lang))
    )
    expect(contract).to_have_attribute(
        "title", data(page, MATCH)["names"]["contracts"]["sans-high"]
    )
    # The last step: five tricks to one, and North and South reach 32.
    page.keyboard.press("End")
    expect_explained(box, steps[-1])
    score = box.locator(".wt-score tbody tr")
    expect(score.nth(0).locator("td")).to_have_text(["5", "32"])
    expect(score.nth(1).locator("td")).to_have_text(["1", "26"])


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_bid_euchre_score_below_zero(page: Page, traffic: Traffic, lang: str) -> None:
    page.goto(f"{prefix(lang)}/bid-euchre/#walk-bid-set-step-5")
    box = widget(page, "bid-set")
    expect(box.locator("[data-wt-contract='h']")).to_have_text(
        text(lang, "ui.walk.contract", contract=contract_label("h", lang))
    )
    box.locator("[data-wt-go='last']").click()
    score = box.locator(".wt-score tbody tr")
    expect(score.nth(0).locator("td")).to_have_text(["3", "\u22122"])
    expect(score.nth(1).locator("td")).to_have_text(["3", "13"])


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups(*LANGUAGES))
def test_illegal_bids_are_refused_with_the_ruling(engine_page: EnginePages, lang: str) -> None:
    page = engine_page.open(f"{prefix(lang)}/bid-euchre/#walk-{STUCK}-step-3")
    box = widget(page, STUCK)
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    # West, the dealer, is offered every call; after three passes, passing is refused.
    calls = box.locator("[data-wt-calls]")
    seats = data(page, STUCK)["names"]["seats"]
    expect(calls).to_have_attribute(
        "aria-label", text(lang, "ui.walk.bid-choices", seat=seats["W"])
    )
    expect(calls.locator("button")).to_have_text(
        [text(lang, "ui.walk.pass")]
        + [text(lang, "ui.walk.bid-tricks", tricks=n) for n in (3, 4, 5, 6)]
    )
    expect(box.locator("[data-wt-call]").first).to_have_attribute("data-wt-call", "pass")
    expect(box.locator("[data-wt-alone]")).to_have_count(0)
    # The stuck dealer's pass looks disabled (aria-disabled) and still answers a press.
    expect(calls.locator("[data-wt-call='pass']")).to_have_attribute("aria-disabled", "true")
    calls.locator("[data-wt-call='pass']").click(force=True)
    notice = box.locator("[data-wt-message]")
    expect(notice).to_contain_text(text(lang, "ui.walk.refused", reason="").strip())
    expect(notice).to_contain_text(seats["W"])
    link = notice.locator("a[data-wt-refusal-ruling='bid-euchre-dealer']")
    expect(link).to_have_text(text(lang, "ui.walk.rule-link"))
    expect(link).to_have_attribute("href", "#bid-euchre-dealer")
    expect(box).to_have_attribute("data-step", "3")
    expect(box).to_have_attribute("data-mode", "record")
    # On another hand, North may not bid 3 after West's 3: a bid must be higher.
    match = widget(page, MATCH)
    page.goto(f"{prefix(lang)}/bid-euchre/#walk-{MATCH}-step-1")
    expect(match).to_have_attribute("data-step", "1")
    match.scroll_into_view_if_needed()
    expect(match).to_have_attribute("data-state", "ready", timeout=ENGINE)
    expect(match.locator("[data-wt-call='bid-3']")).to_have_attribute("aria-disabled", "true")
    match.locator("[data-wt-call='bid-3']").click(force=True)
    refused = match.locator("[data-wt-message] a[data-wt-refusal-ruling='bid-euchre-bidding']")
    expect(refused).to_have_attribute("href", "#bid-euchre-bidding")
    expect(match).to_have_attribute("data-mode", "record")
    refused.click()
    expect(page).to_have_url(re.compile(rf"{prefix(lang)}/bid-euchre/#bid-euchre-bidding$"))
    expect(page.locator(".ruling-highlight .ruling-anchor")).to_have_attribute(
        "data-ruling", "bid-euchre-bidding"
    )


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups(*LANGUAGES))
def test_another_bid_and_contract_are_played_on_by_the_engine(
    engine_page: EnginePages, lang: str
) -> None:
    page = engine_page.open(f"{prefix(lang)}/bid-euchre/#walk-{MATCH}-step-3")
    box = widget(page, MATCH)
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    seats = data(page, MATCH)["names"]["seats"]
    # The recorded South matches East's 4; the reader bids 5.
    box.locator("[data-wt-call='bid-5']").click()
    expect(box).to_have_attribute("data-mode", "branch")
    expect(box).to_have_attribute("data-step", "1")
    expect(box.locator("[data-wt-branch]")).to_contain_text(text(lang, "ui.walk.branch"))
    expect(box.locator("[data-wt-bid='S']")).to_have_text(text(lang, "ui.walk.seat-bid", tricks=5))
    expect(box.locator("[data-wt-high-bid='S']")).to_have_text(
        text(lang, "ui.walk.high-bid", tricks=5, seat=seats["S"])
    )
    # South, the high bidder, now chooses the contract: the four suits, sans high, sans low.
    calls = box.locator("[data-wt-calls]")
    expect(calls).to_have_attribute(
        "aria-label", text(lang, "ui.walk.contract-choices", seat=seats["S"])
    )
    codes = ["c", "d", "h", "s", "sans-high", "sans-low"]
    expect(calls.locator("button")).to_have_text([contract_label(c, lang) for c in codes])
    calls.locator("[data-wt-call='trump-sans-low']").click()
    expect(box).to_have_attribute("data-step", "2")
    expect(box.locator("[data-wt-contract='sans-low']")).to_have_text(
        text(lang, "ui.walk.contract", contract=contract_label("sans-low", lang))
    )
    expect(box.locator("[data-wt-calls]")).to_be_hidden()
    # The engine played the six tricks: the last step scores the deal.
    page.keyboard.press("End")
    expect(box.locator("[data-wt-go='forward']")).to_be_disabled()
    tricks = box.locator(".wt-score tbody tr td:first-of-type")
    expect(tricks).to_have_count(2)
    taken = [int(cell) for cell in tricks.all_text_contents()]
    assert sum(taken) == 6
    box.locator("[data-wt-back-to-record]").click()
    expect(box).to_have_attribute("data-mode", "record")
    expect(box).to_have_attribute("data-step", "3")


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "da"])
def test_without_javascript_a_bid_euchre_hand_is_tables(
    browser: Browser, base_url: str, lang: str
) -> None:
    # On a phone: the tables fit the screen, no sideways scrolling.
    context = browser.new_context(
        java_script_enabled=False, base_url=base_url, viewport={"width": 390, "height": 844}
    )
    page = context.new_page()
    page.goto(f"{prefix(lang)}/bid-euchre/")
    static = page.locator(f"[data-walkthrough='{STUCK}'] [data-walkthrough-static]")
    expect(static).to_be_visible()
    bids = static.locator("table[data-wt-static='bids']")
    expect(bids.locator("caption")).to_have_text(text(lang, "ui.walk.bids"))
    expect(bids.locator("tbody tr td:nth-child(2)")).to_have_text(
        [text(lang, "ui.walk.passed")] * 3
        + ["3", text(lang, "ui.walk.contract", contract=contract_label("h", lang))]
    )
    expect(static.locator("table[data-wt-static='deal'] tbody tr")).to_have_count(5)
    expect(static.locator("table[data-wt-static='tricks'] tbody tr")).to_have_count(6)
    expect(first_view(page, STUCK)).to_be_hidden()
    for table in static.locator("table").all():
        assert table.evaluate("t => t.scrollWidth <= t.clientWidth"), table.get_attribute(
            "data-wt-static"
        )
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    context.close()
