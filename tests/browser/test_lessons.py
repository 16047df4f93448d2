"""The lessons in the browser, in every language: the home page starts with them, and their
exercises answer the reader at once, without the engine (its worker is stubbed here): a
card or call that is not allowed is refused with the engine's reason and its ruling, the
question stays and the keyboard stays in the hand; an allowed one goes on with the
example's answer, saying whether it was the answer and what the analysis makes of it.
Wrong and right answers are given by keyboard and by pointer."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from site_hooks.texts import t
from tests.browser.axe import serious_in_either_scheme
from tests.browser.conftest import Traffic
from tests.browser.test_walkthrough import data, prefix, widget
from tests.conftest import LANGUAGES


def names(page: Page, walk_id: str) -> dict[str, dict[str, str]]:
    found: dict[str, dict[str, str]] = data(page, walk_id)["names"]
    return found


def kind(name: str) -> re.Pattern[str]:
    return re.compile(rf"\bwt-notice--{name}\b")


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_lessons_and_their_exercises(page: Page, traffic: Traffic, lang: str) -> None:
    # No engine (the page's engine worker is idle): the exercises are answered from the
    # page's data alone.
    # The home page's first link in its text starts the lessons.
    page.goto(f"{prefix(lang)}/")
    first = page.locator("article a:not(.headerlink)").first
    expect(first).to_have_attribute("href", "lesson-deal/")

    # Lesson 3, South to follow a heart lead with diamonds trumps.
    page.goto(f"{prefix(lang)}/lesson-tricks/#walk-lesson-tricks-step-5")
    tricks = widget(page, "lesson-tricks")
    seats, cards = names(page, "lesson-tricks")["seats"], names(page, "lesson-tricks")["cards"]
    question = tricks.locator("[data-wt-question]")
    notice = tricks.locator("[data-wt-message]")
    expect(question).to_be_visible()
    expect(question).to_contain_text(seats["S"])
    # With the analysis switched on, an unanswered question gives nothing away: no ★ on
    # the cards, no options, a word that the analysis comes after the answer.
    tricks.locator("[data-wt-analysis-switch]").click()
    analysis = tricks.locator("[data-wt-analysis]")
    after = data(page, "lesson-tricks")["analysis"]["texts"]["after-answer"]
    expect(analysis.locator("[data-wt-analysis-status]")).to_have_text(after)
    expect(tricks.locator("[data-wt-value]")).to_have_count(0)
    expect(analysis.locator("[data-wt-options] li")).to_have_count(0)
    # Wrong, by keyboard: the jack of hearts is the left bower, a diamond.
    tricks.locator('[data-wt-card="Jh"]').focus()
    page.keyboard.press("Enter")
    expect(notice).to_have_class(kind("refused"))
    expect(notice).to_contain_text(cards["Jh"])
    why = notice.locator('[data-wt-refusal-ruling="left-bower"]')
    expect(why).to_have_attribute("href", "../standard/#left-bower")
    expect(question).to_be_visible()
    expect(tricks.locator('[data-wt-card="Jh"]')).to_be_focused()
    # Right, by pointer: the answer, judged best, and the example's explanation.
    tricks.locator('[data-wt-card="9h"]').click()
    expect(notice).to_have_class(kind("right"))
    expect(notice).to_contain_text(cards["9h"])
    # South's two hearts are worth the same: "equal", not "★ best" (issue 26).
    equal = t(lang, "analysis.equal").split(":")[0].split("\u202f")[0]
    expect(notice).to_contain_text(equal)
    expect(question).to_be_hidden()
    expect(tricks.locator('[data-wt-play="S"]')).to_have_count(1)
    # Answered: the analysis of the answer shows ("equal": both hearts are worth the same).
    expect(analysis.locator("[data-wt-flag]")).to_contain_text(equal)
    # The next question: North, with no hearts, may trump or not. A card that is allowed
    # but costs a trick, by pointer: the hand goes on with the example's nine of diamonds.
    tricks.locator('[data-wt-go="forward"]').click()
    expect(question).to_contain_text(seats["N"])
    tricks.locator('[data-wt-card="Js"]').click()
    expect(notice).to_have_class(kind("cost"))
    expect(notice).to_contain_text(cards["9d"])
    # Allowed, and said not to be the example's answer.
    expect(notice).to_contain_text(t(lang, "ui.walk.answer-legal").split("%(")[0])
    expect(tricks.locator('[data-wt-play="N"]')).to_contain_text("9")
    # The card pressed is gone: the keyboard is in the widget, whose arrow keys step on.
    expect(tricks).to_be_focused()
    answered = int(tricks.get_attribute("data-step") or "0")
    page.keyboard.press("ArrowRight")
    expect(tricks).to_have_attribute("data-step", str(answered + 1))
    page.keyboard.press("ArrowLeft")
    expect(tricks).to_have_attribute("data-step", str(answered))
    # The answered hand passes axe, in the light scheme and the dark.
    assert serious_in_either_scheme(page, '[data-walkthrough="lesson-tricks"]') == {}

    # Lesson 2: the turned-down suit, hearts, may not be named (pointer); clubs may
    # (keyboard), the answer.
    page.goto(f"{prefix(lang)}/lesson-trumps/#walk-lesson-trumps-step-4")
    trumps = widget(page, "lesson-trumps")
    # The call not allowed looks disabled and says so (aria-disabled), yet answers a press
    # with the engine's reason (issue 26, item 10); the others do not.
    expect(trumps.locator('[data-wt-call="call-h"]')).to_have_attribute("aria-disabled", "true")
    expect(trumps.locator('[data-wt-call="call-c"]')).not_to_have_attribute("aria-disabled", "true")
    # Playwright counts aria-disabled as disabled and would wait for it: a pointer press
    # reaches it all the same, as it does a reader's.
    trumps.locator('[data-wt-call="call-h"]').click(force=True)
    notice = trumps.locator("[data-wt-message]")
    expect(notice).to_have_class(kind("refused"))
    expect(notice.locator('[data-wt-refusal-ruling="turned-down-suit"]')).to_be_visible()
    expect(trumps.locator('[data-wt-call="call-h"]')).to_be_focused()
    trumps.locator('[data-wt-call="call-c"]').focus()
    page.keyboard.press("Enter")
    expect(notice).to_have_class(kind("right"))
    expect(trumps.locator("[data-wt-trumps]")).to_have_attribute("data-wt-trumps", "c")


@pytest.mark.browser
def test_the_last_lesson_seats_the_reader_at_south(page: Page, traffic: Traffic) -> None:
    # "You sit South" (```walkthrough id=lesson-play seat=S): South's cards shown, the other
    # hands face down, already in the view drawn at build time; the reader may still
    # choose to see every hand.
    response = page.request.get("/lesson-play/")
    served = response.text()
    view = served[served.index('data-walkthrough="lesson-play"') :]
    selected = re.findall(r"<option\b[^>]*\bselected\b[^>]*>", view[: view.index("</select>")])
    assert len(selected) == 1 and 'value="S"' in selected[0]
    assert view[: view.index("<details")].count('class="wt-backs"') == 4  # 3 hands, the kitty
    page.goto("/lesson-play/")
    play = widget(page, "lesson-play")
    choice = play.locator("[data-wt-seat-choice]")
    expect(choice).to_have_value("S")
    expect(play.locator("[data-wt-seat='S'] .wt-card:not(.wt-card--back)")).to_have_count(5)
    for seat in "NEW":
        expect(play.locator(f"[data-wt-seat='{seat}'] .wt-card:not(.wt-card--back)")).to_have_count(
            0
        )
        expect(play.locator(f"[data-wt-seat='{seat}'] .wt-backs")).to_be_visible()
    choice.select_option("")
    expect(play.locator("[data-wt-seat='N'] .wt-card:not(.wt-card--back)")).to_have_count(5)


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_answers_are_kept_and_each_lesson_ends_with_its_result(
    page: Page, traffic: Traffic, lang: str
) -> None:
    # Lesson 3 asks twice: South to follow a heart lead, then North, with no hearts.
    page.goto(f"{prefix(lang)}/lesson-tricks/#walk-lesson-tricks-step-5")
    tricks = widget(page, "lesson-tricks")
    walk = data(page, "lesson-tricks")
    texts, cards = walk["texts"], walk["names"]["cards"]
    first, second = sorted(int(step) for step in walk["questions"])
    question = tricks.locator("[data-wt-question]")
    notice = tricks.locator("[data-wt-message]")
    result = tricks.locator("[data-wt-result]")
    expect(question).to_be_visible()
    expect(result).to_be_hidden()
    tricks.locator('[data-wt-card="9h"]').click()
    expect(notice).to_have_class(kind("right"))
    # Stepping back shows the answer, and the question is not asked again; stepping on
    # keeps it.
    tricks.locator('[data-wt-go="back"]').click()
    expect(tricks).to_have_attribute("data-step", str(first))
    expect(question).to_be_hidden()
    expect(notice).to_have_class(kind("right"))
    expect(notice).to_contain_text(cards["9h"])
    tricks.locator('[data-wt-go="forward"]').click()
    expect(notice).to_have_class(kind("right"))
    # The second question: a card that is allowed but not the answer.
    page.goto(f"{prefix(lang)}/lesson-tricks/#walk-lesson-tricks-step-{second}")
    expect(tricks).to_have_attribute("data-step", str(second))
    expect(question).to_be_visible()
    tricks.locator('[data-wt-card="Js"]').click()
    expect(notice).to_have_class(kind("cost"))
    tricks.locator('[data-wt-go="back"]').click()
    expect(notice).to_have_class(kind("cost"))
    # The last step: one of two right, no "Well played!", the second question to read again.
    tricks.locator('[data-wt-go="last"]').click()
    expect(result).to_be_visible()
    score = tricks.locator("[data-wt-score]")
    expect(score).to_contain_text(re.compile(r"\b1\b.*\b2\b"))
    expect(score).not_to_contain_text(texts["well-played"])
    again = result.locator("[data-wt-read-step]")
    expect(again).to_have_count(1)
    expect(again).to_have_attribute("href", f"#walk-lesson-tricks-step-{second}")
    # A link to read again shows that step.
    again.click()
    expect(tricks).to_have_attribute("data-step", str(second))

    # The home page lists the lessons with the reader's results, kept in this browser.
    page.goto(f"{prefix(lang)}/")
    block = page.locator("[data-lesson-results]")
    expect(block).to_be_visible()
    shown = page.locator('[data-lesson-result="lesson-tricks"]')
    expect(shown).to_have_text(
        block.get_attribute("data-result").replace("%(right)s", "1").replace("%(total)s", "2")
    )
    expect(page.locator("[data-lesson-result]")).to_have_count(1)
    assert serious_in_either_scheme(page, "article") == {}
    # Cleared: none left, and the block hides.
    block.locator("[data-lesson-results-clear]").click()
    expect(page.locator("[data-lesson-result]")).to_have_count(0)
    expect(block).to_be_hidden()
    assert page.evaluate("localStorage.getItem('euchre-lessons')") is None

    # Every answer right: "Well played!", nothing to read again.
    page.goto(f"{prefix(lang)}/lesson-tricks/#walk-lesson-tricks-step-{first}")
    tricks.locator('[data-wt-card="9h"]').click()
    page.goto(f"{prefix(lang)}/lesson-tricks/#walk-lesson-tricks-step-{second}")
    expect(question).to_be_visible()
    tricks.locator('[data-wt-card="9d"]').click()
    expect(notice).to_have_class(kind("right"))
    tricks.locator('[data-wt-go="last"]').click()
    expect(tricks.locator("[data-wt-score]")).to_contain_text(texts["well-played"])
    expect(result.locator("[data-wt-read-again]")).to_be_hidden()
    assert serious_in_either_scheme(page, '[data-walkthrough="lesson-tricks"]') == {}


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_answer_as_good_as_the_examples_is_also_best(page: Page, lang: str) -> None:
    """South's ten of hearts is worth the example's nine: "also best", in the colour and
    sign of a right answer, never "not the example's answer"."""
    page.goto(f"{prefix(lang)}/lesson-tricks/#walk-lesson-tricks-step-5")
    tricks = widget(page, "lesson-tricks")
    position = data(page, "lesson-tricks")["analysis"]["positions"]["6"]
    assert {"seat": "S", "action": "play", "card": "Th", "key": "play-Th"} in position["best"]
    cards = names(page, "lesson-tricks")["cards"]
    tricks.locator('[data-wt-card="Th"]').click()
    notice = tricks.locator("[data-wt-message]")
    expect(notice).to_have_class(kind("also"))
    expect(notice).to_contain_text(t(lang, "ui.walk.answer-also-best").split("%(")[0])
    expect(notice).to_contain_text(cards["9h"])
    expect(notice).not_to_contain_text(t(lang, "ui.walk.answer-legal").split("%(")[0])
    colours = notice.evaluate(
        "(n) => [getComputedStyle(n).backgroundColor, getComputedStyle(n, '::before').content]"
    )
    assert colours[1] == '"✓ "', colours
