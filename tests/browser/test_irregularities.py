"""The revoke walkthroughs in a real browser: each step of a revoke, its correction and its
claim explained with the rulings, in every language (one page per language, no engine
needed); in English, the reader's own revoke, take-back and claim, judged by the
engine; and on the board, a card the reader plays out of turn, then takes back."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from engine.links import record_fragment
from tests.browser.axe import serious, violations
from tests.browser.conftest import Traffic
from tests.browser.test_walkthrough import (
    ENGINE,
    card_name,
    data,
    expect_explained,
    open_why,
    prefix,
    text,
    widget,
)
from tests.conftest import LANGUAGES
from tests.engine.conftest import HANDS

#: The walkthroughs of irregularities.md, each with the steps of its irregularities.
WALKS = {
    "revoke-corrected": {"revoke": 8, "take-back-revoke": 10, "take-back": 11},
    "revoke-claimed": {"revoke": 8, "claim": 12},
    "revoke-alone": {"revoke": 4, "claim": 7},
}
#: The step of bid-euchre.md's walkthrough where North claims West's revoke.
BID_CLAIM = 19
#: The rulings each irregularity's event cites.
CITED = {
    "revoke": "revoke",
    "take-back-revoke": "revoke-correction",
    "take-back": "revoke-correction",
    "claim": "revoke-claim",
}


@pytest.mark.browser
def test_revoke_walkthroughs_in_every_language(page: Page, traffic: Traffic) -> None:
    for lang in LANGUAGES:
        page.goto(f"{prefix(lang)}/irregularities/")
        for walk, steps in WALKS.items():
            recorded = data(page, walk)["steps"]
            box = widget(page, walk)
            for kind, index in steps.items():
                page.evaluate(f"location.hash = '#walk-{walk}-step-{index}'")
                expect(box).to_have_attribute("data-step", str(index))
                expect_explained(box, recorded[index])
                open_why(box)
                event = recorded[index]["events"][0]
                assert event["message"] == f"event.{kind}", (lang, walk, index)
                ruling = CITED[kind]
                link = box.locator(f"[data-wt-explanation] a.wt-ruling[href='#{ruling}']")
                expect(link.first).to_be_visible()
                # Each note of the page's language is shown with its step.
                for note in recorded[index]["note"]:
                    expect(box.locator(".wt-note", has_text=note)).to_have_count(1)
        # The claims: the other side credited with every trick, and the deal scored so.
        claimed = data(page, "revoke-claimed")["steps"][-1]["state"]
        assert (claimed["claimed"], claimed["tricks_won"]) == (True, {"NS": 0, "EW": 5})
        alone = data(page, "revoke-alone")["steps"][-1]["state"]
        assert alone["score"] == {"NS": 0, "EW": 4}
        # Bid Euchre: the bidders credited with all six tricks; the rulings on their pages.
        page.goto(f"{prefix(lang)}/bid-euchre/#walk-bid-revoke-step-{BID_CLAIM}")
        box = widget(page, "bid-revoke")
        steps = data(page, "bid-revoke")["steps"]
        expect(box).to_have_attribute("data-step", str(BID_CLAIM))
        assert steps[BID_CLAIM - 3]["events"][0]["message"] == "event.revoke"
        assert steps[BID_CLAIM]["events"][0]["message"] == "event.claim"
        expect_explained(box, steps[BID_CLAIM])
        open_why(box)
        expect(
            box.locator("a.wt-ruling[href='../irregularities/#revoke-claim']").first
        ).to_be_visible()
        expect(box.locator("a.wt-ruling[href='#bid-euchre-revoke']").first).to_be_visible()
        assert steps[BID_CLAIM]["state"]["score"] == {"NS": 6, "EW": 0}
        # The deal is over: no irregularity is offered any more.
        expect(box.locator("[data-wt-irregular]")).to_be_hidden()


@pytest.mark.browser
@pytest.mark.engine
def test_the_reader_revokes_takes_back_and_claims(page: Page, traffic: Traffic) -> None:
    lang = "en"
    # East has led the ace of hearts: South, who holds the nine of hearts, is to play.
    page.goto("/irregularities/#walk-revoke-claimed-step-7")
    box = widget(page, "revoke-claimed")
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    controls = box.locator("[data-wt-irregular]")
    expect(controls).to_be_visible()
    expect(controls).to_have_attribute("aria-label", text(lang, "ui.walk.irregularities"))
    mode = controls.locator("[data-wt-revoke-mode]")
    expect(mode).to_have_text(text(lang, "ui.walk.revoke-mode"))
    expect(mode).to_have_attribute("aria-pressed", "false")
    mode.click()
    expect(mode).to_have_attribute("aria-pressed", "true")
    hand = box.locator("[data-wt-seat='S'] .wt-hand")
    expect(hand).to_have_attribute("aria-label", text(lang, "ui.walk.revoke-card", seat="South"))
    assert serious(violations(page, "[data-walkthrough='revoke-claimed']")) == []
    mode.click()
    expect(mode).to_have_attribute("aria-pressed", "false")
    # A plain play of a card that does not follow suit is still refused.
    box.locator("[data-wt-seat='S'] button[data-wt-card='Jc']").click()
    notice = box.locator("[data-wt-message]")
    expect(notice.locator("a[data-wt-refusal-ruling='follow-suit']")).to_be_visible()
    mode.click()
    # A "revoke" of a card that follows suit is refused with the reason and the ruling.
    box.locator("[data-wt-seat='S'] button[data-wt-card='9h']").click()
    expect(notice).to_contain_text(
        text(lang, "error.revoke-follows-suit", card=card_name("9h", lang), suit="hearts")
    )
    expect(notice.locator("a[data-wt-refusal-ruling='revoke']")).to_be_visible()
    expect(box).to_have_attribute("data-mode", "record")
    # The jack of clubs, the left bower, a trump, is a revoke, the example's own: the
    # example goes on with it.
    box.locator("[data-wt-seat='S'] button[data-wt-card='Jc']").click()
    expect(box).to_have_attribute("data-mode", "record")
    expect(box).to_have_attribute("data-step", "8")
    explained = box.locator("[data-wt-explanation]")
    expect(explained).to_contain_text(
        text(lang, "event.revoke", seat="South", suit="hearts", card=card_name("Jc", lang))
    )
    expect(explained.locator("a.wt-ruling[href='#revoke']")).to_have_count(1)
    expect(mode).to_have_attribute("aria-pressed", "false")  # each step starts with plays
    # Before the trick is complete, South may take the card back.
    take_back = controls.locator("[data-wt-irregular-action='take-back-S']")
    expect(take_back).to_have_text(text(lang, "ui.walk.take-back", seat="South"))
    take_back.click()  # not in the example: the engine plays on from it
    expect(box).to_have_attribute("data-mode", "branch")
    expect(box).to_have_attribute("data-step", "1")
    expect(explained.locator("a.wt-ruling[href='#revoke-correction']")).to_have_count(1)
    expect(box.locator("[data-wt-seat='S'] .wt-card[aria-label='jack of clubs']")).to_have_count(1)
    # Back to the record: once the trick is complete (South has led to the next), East and
    # West may claim South's revoke, not North.
    box.locator("[data-wt-back-to-record]").click()
    page.evaluate("location.hash = '#walk-revoke-claimed-step-11'")
    expect(box).to_have_attribute("data-step", "11")
    expect(controls.locator("[data-wt-irregular-action='claim-N']")).to_have_count(0)
    expect(controls.locator("[data-wt-irregular-action='claim-W']")).to_have_count(1)
    # East claims, where the example has West claim: the engine goes on from it.
    claim = controls.locator("[data-wt-irregular-action='claim-E']")
    expect(claim).to_have_text(text(lang, "ui.walk.claim", seat="East"))
    claim.click()
    expect(box).to_have_attribute("data-mode", "branch")
    expect(explained).to_contain_text(
        text(lang, "event.claim", seat="East", offender="South", side="East and West")
    )
    expect(explained.locator("a.wt-ruling[href='#revoke-claim']")).to_have_count(1)
    expect(box.locator("[data-wt-board] .wt-score")).to_contain_text("5")
    # The deal is over: no control is left, and the engine says why a second claim fails.
    expect(controls).to_be_hidden()


@pytest.mark.browser
@pytest.mark.engine
def test_revoke_mode_on_a_touch_screen(browser: Browser, base_url: str) -> None:
    # A phone: no tooltip to read. What to do is on the page while revoking, and no card is
    # marked allowed then (a card that follows suit is not a revoke).
    context = browser.new_context(
        base_url=base_url, has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844}
    )
    page = context.new_page()
    lang = "en"
    page.goto("/irregularities/#walk-revoke-claimed-step-7")
    box = widget(page, "revoke-claimed")
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    hand = box.locator("[data-wt-seat='S'] .wt-hand")
    hint = box.locator("[data-wt-revoke-hint]")
    expect(hint).to_be_hidden()
    # Playing: the nine of hearts follows suit, and is marked allowed.
    expect(hand.locator("button[data-wt-card='9h'] .wt-card--legal")).to_have_count(1)
    mode = box.locator("[data-wt-revoke-mode]")
    mode.tap()
    expect(mode).to_have_attribute("aria-pressed", "true")
    expect(hint).to_be_visible()
    expect(hint).to_have_text(text(lang, "ui.walk.revoke-hint"))
    expect(hand.locator(".wt-card--legal")).to_have_count(0)
    expect(hand.locator("button[data-wt-card]")).to_have_count(4)
    # Tapped again: plain plays, the allowed cards marked, the instruction gone.
    mode.tap()
    expect(hint).to_be_hidden()
    expect(hand.locator("button[data-wt-card='9h'] .wt-card--legal")).to_have_count(1)
    # The jack of clubs, tapped in revoke mode, is the example's own revoke.
    mode.tap()
    hand.locator("button[data-wt-card='Jc']").tap()
    expect(box).to_have_attribute("data-step", "8")
    expect(hint).to_be_hidden()
    context.close()


@pytest.mark.browser
@pytest.mark.engine
def test_the_reader_plays_a_card_out_of_turn_on_the_board(page: Page, traffic: Traffic) -> None:
    lang = "en"
    record = (HANDS / "out-of-turn.txt").read_text(encoding="utf-8").split("W out-of-turn")[0]
    page.goto(f"/play/#{record_fragment(record)}")
    page.wait_for_selector("[data-board][data-started]", timeout=ENGINE)
    box = page.locator("[data-board] [data-walkthrough-widget]")
    expect(box).to_have_attribute("data-state", "ready", timeout=ENGINE)
    controls = box.locator("[data-wt-irregular]")
    mode = controls.locator("[data-wt-out-of-turn-mode]")
    expect(mode).to_have_text(text(lang, "ui.walk.out-of-turn-mode"))
    mode.click()
    expect(mode).to_have_attribute("aria-pressed", "true")
    # East has led: South is to play; West's cards are offered out of turn.
    hand = box.locator("[data-wt-seat='W'] .wt-hand")
    expect(hand).to_have_attribute(
        "aria-label", text(lang, "ui.walk.out-of-turn-card", seat="West")
    )
    hand.locator("button[data-wt-card='Ts']").click()
    explained = box.locator("[data-wt-explanation]")
    expect(explained).to_contain_text(
        text(
            lang,
            "event.play-out-of-turn",
            seat="West",
            card=card_name("Ts", lang),
            turn="South",
        )
    )
    expect(
        explained.locator("a.wt-ruling[href='../irregularities/#play-out-of-turn']")
    ).to_have_count(1)
    expect(box.locator("[data-wt-play='W']")).to_have_count(1)
    # Until the trick is complete, West may take the card back, without penalty.
    take_back = controls.locator("[data-wt-irregular-action='take-back-W']")
    expect(take_back).to_have_text(text(lang, "ui.walk.take-back", seat="West"))
    take_back.click()
    expect(explained).to_contain_text(
        text(
            lang,
            "event.take-back-out-of-turn",
            seat="West",
            card=card_name("Ts", lang),
            turn="South",
        )
    )
    expect(box.locator("[data-wt-play='W']")).to_have_count(0)
