"""Exercises at build time: a question (``? S play Jh``) of a walkthrough's record is
checked like every action (legal, replayed) and must be a decision with a choice; a bad
one fails the build at its page, line and column with the reason. Each question ships the
engine's verdict on every card or call the widget offers, in the page's language."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine.records import parse_record
from site_hooks import exercises, walkthrough
from tests.build.test_build import LESSONS
from tests.conftest import DEAL, LANGUAGES

RECORD = f"""\
{DEAL}? E order-up
N discard 9c
# The right bower draws a trump from every hand.
? E play Jh, S play 9h
"""


def page(title: str, record: str) -> str:
    return f"# {title} {{ #title }}\n\nText.\n\n```walkthrough id=lesson\n{record}```\n"


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    root = tmp_path / "docs"
    for lang, title in (("en", "Lesson"), ("sv", "Lektion")):
        (root / lang).mkdir(parents=True)
        (root / lang / "x.md").write_text(page(title, RECORD), encoding="utf-8")
    return root


def problems(docs: Path) -> list[str]:
    return [str(p).replace(str(docs), "docs") for p in walkthrough.check_pages(docs, ("en", "sv"))]


def line_of(text: str, wanted: str) -> int:
    return text.splitlines().index(wanted) + 1


def test_good_questions_pass(docs: Path) -> None:
    assert problems(docs) == []


def test_an_illegal_answer_fails_at_its_question(docs: Path) -> None:
    text = page("Lektion", RECORD.replace("? E play Jh, S play 9h", "E play Jh, ? S play Ac"))
    (docs / "sv/x.md").write_text(text, encoding="utf-8")
    line = line_of(text, "E play Jh, ? S play Ac")
    found = problems(docs)[0]
    assert found.startswith(f"docs/sv/x.md:{line}:12: walkthrough 'lesson': ")
    assert "ace of clubs" in found and found.endswith("(must-follow-suit)")


def test_a_question_without_a_choice_fails(docs: Path) -> None:
    # North holds one trump, the queen taken up: following the right bower, it is forced.
    text = page("Lesson", RECORD.replace("S play 9h", "S play 9h, W play Ad, ? N play Qh"))
    (docs / "en/x.md").write_text(text, encoding="utf-8")
    line = line_of(text, "? E play Jh, S play 9h, W play Ad, ? N play Qh")
    assert problems(docs)[0] == (
        f"docs/en/x.md:{line}:36: walkthrough 'lesson': North has only one legal action "
        "here: a question (?) needs a choice. (record-question-no-choice)"
    )


def test_every_language_asks_the_same_questions(docs: Path) -> None:
    (docs / "sv/x.md").write_text(page("Lektion", RECORD.replace("? E order-up", "E order-up")))
    [found] = problems(docs)
    assert found.startswith("docs/sv/x.md:5: walkthrough 'lesson' differs from docs/en/x.md:5")
    assert "“E order-up” instead of “? E order-up”" in found


def test_each_question_carries_the_engines_verdicts() -> None:
    record = parse_record(RECORD)
    asked = exercises.questions(record, walkthrough.catalog("sv"))
    assert sorted(asked) == ["0", "2"]  # before East's call (the deal) and East's lead
    call = asked["0"]
    assert (call["seat"], call["ask"], call["key"]) == ("E", "call", "order-up")
    assert set(call["options"]) == {"pass", "order-up", "order-up-alone"}
    assert all(option["legal"] for option in call["options"].values())
    lead = asked["2"]
    assert lead["answer"] == {"seat": "E", "action": "play", "card": "Jh", "key": "play-Jh"}
    assert lead["key"] == "play-Jh"
    assert set(lead["options"]) == {"play-Jh", "play-Ah", "play-Kh", "play-9s", "play-Ts"}
    # After the lead, South must follow with a trump, the left bower counting as one: the
    # engine's refusal of a club, in Swedish, with the ruling it applies.
    follow = exercises.questions(
        parse_record(RECORD.replace("? E play Jh, S play 9h", "E play Jh, ? S play Jd")),
        walkthrough.catalog("sv"),
    )["3"]
    assert follow["options"]["play-Jd"] == follow["options"]["play-9h"] == {"legal": True}
    refused = follow["options"]["play-Ac"]
    assert not refused["legal"] and refused["ruling"] == "follow-suit"
    assert "Syd" in refused["text"] and "klöver" in refused["text"]


#: The section's name in each language's navigation.
SECTION = {
    "en": "Learn to play",
    "sv": "Lär dig spela",
    "pl": "Naucz się grać",
    "da": "Lær at spille",
    "fr": "Apprendre à jouer",
}


def walkthroughs(html: str, site: Path) -> list[dict[str, Any]]:
    """The steps of every walkthrough of a built page (the JSON files it links to)."""
    return [
        json.loads((site / "assets/walkthroughs" / name).read_bytes())
        for name in re.findall(r'data-walkthrough-src="[^"]*/assets/walkthroughs/([^"/]+)"', html)
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lesson_exists_asks_and_leads_on(built_site: Path, lang: str) -> None:
    """Each lesson, in every language: in the navigation's section, with at least two
    questions whose answers are allowed and the best plays by the analysis, a link to the
    rulings it teaches and one to the next lesson (the last one to the board, play.md). The
    learn path asks at least 25 questions in every language."""
    root = built_site if lang == "en" else built_site / lang
    total = 0
    for number, lesson in enumerate(LESSONS):
        html = (root / lesson / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in html
        assert SECTION[lang] in html, f"{lang}/{lesson}: the navigation's section"
        asked = 0
        for data in walkthroughs(html, built_site):
            positions = data["analysis"]["positions"]
            for step, question in data["questions"].items():
                assert question["options"][question["key"]] == {"legal": True}
                position = positions[str(int(step) + 1)]
                best = position["best"]
                # A play too close to call as its player saw it (issue 26): the answer
                # loses nothing by that measure and is best with every card seen.
                if not best and position["method"] == "double-dummy":
                    assert position["cost"] == 0, f"{lang}/{lesson} step {step}"
                    best = position["best_open"]
                # A call too close to call: the answer is not clearly worse, and the page
                # claims no best answer (no ★, the engine's "too close to call").
                if not best and position["method"] == "sampled":
                    assert position["cost"] == 0, f"{lang}/{lesson} step {step}"
                    answer = next(
                        o for o in position["options"] if o["action"] == position["played"]
                    )
                    assert "★" not in answer["text"]["verdict"], f"{lang}/{lesson} step {step}"
                    asked += 1
                    continue
                assert question["answer"] in best, f"{lang}/{lesson} step {step}"
                asked += 1
        assert asked >= 2, f"{lang}/{lesson}: {asked} questions"
        total += asked
        assert 'href="../standard/#' in html, f"{lang}/{lesson}: no ruling linked"
        if number + 1 < len(LESSONS):
            assert f'href="../{LESSONS[number + 1]}/"' in html, f"{lang}/{lesson}: next lesson"
        else:
            assert 'href="../play/"' in html, f"{lang}/{lesson}: the last lesson leads to the board"
    assert total >= 25, f"{lang}: the learn path asks {total} questions"
    home = (root / "index.html").read_text(encoding="utf-8")
    article = home[home.index("<article") :]
    links = [tag for tag in re.findall(r"<a [^>]*>", article) if "headerlink" not in tag]
    assert 'href="lesson-deal/"' in links[0], "the home page's first link starts the lessons"
