"""The build holds walkthroughs to the engine's analysis (site_hooks/analysis_checks.py): a
mistake the engine finds, as its player saw it, is marked ``!`` with a comment in every
language, a mark stands only on a mistake, and a question's answer is the settled best.
Each failure names the page, the line and column, and both values."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.records import format_record, parse_record
from site_hooks import analysis, analysis_checks, walkthrough
from tests.conftest import DEAL

#: East orders up and leads the nine of spades; West's ace wins it over South's queen
#: unless North, void in spades, trumps it with the queen of hearts: a club instead loses
#: 1.19 tricks and 0.75 points as North saw it (the queen is the best).
BAD = f"""\
{DEAL}E order-up
N discard 9c
E play 9s, S play Qs, W play As
N play Tc
"""


def page(title: str, record: str) -> str:
    return f"# {title} {{ #title }}\n\nText.\n\n```walkthrough id=hand\n{record}```\n"


def write(docs: Path, record: str, swedish: str | None = None) -> None:
    for lang, title, text in (("en", "Hand", record), ("sv", "Giv", swedish or record)):
        (docs / lang).mkdir(parents=True, exist_ok=True)
        (docs / lang / "x.md").write_text(page(title, text), encoding="utf-8")


def problems(docs: Path) -> list[str]:
    texts = [
        walkthrough.without_comments(parse_record(fence.record))
        for lang in ("en", "sv")
        for path in (docs / lang).glob("*.md")
        for fence in walkthrough.find_fences(path.read_text(encoding="utf-8"), path)
    ]
    analyses = {text: analysis.analyse_text(text) for text in dict.fromkeys(texts)}
    found = analysis_checks.check_pages(analyses, docs, ("en", "sv"))
    return [str(problem).replace(str(docs), "docs") for problem in found]


def line_of(record: str, wanted: str) -> int:
    """The page line of a record's line (the record starts on the page's line 6)."""
    return record.splitlines().index(wanted) + 6


def test_an_unmarked_mistake_fails_with_both_values(tmp_path: Path) -> None:
    write(tmp_path, BAD)
    [found] = problems(tmp_path)
    assert found.startswith(f"docs/en/x.md:{line_of(BAD, 'N play Tc')}:1: walkthrough 'hand': ")
    assert "the engine judges this a mistake: N play Tc loses 1.19 tricks and 0.75 points" in found
    assert "worth 1.12 tricks to N's side, the best (N play Qh) 2.31" in found


def test_a_marked_mistake_with_its_comment_passes_and_is_shown(tmp_path: Path) -> None:
    marked = BAD.replace("N play Tc", "! N play Tc  # A mistake: the queen of hearts wins.")
    swedish = BAD.replace("N play Tc", "! N play Tc  # Ett misstag: hjärter dam vinner.")
    write(tmp_path, marked, swedish)
    assert problems(tmp_path) == []
    # The step of the marked action carries the mark for the widget, and the static
    # tables print the label over its note.
    fence = next(walkthrough.find_fences(page("Giv", swedish), Path("x.md")))
    html = walkthrough.render(fence, "sv", "x/", {}, Path("x.md"), files=_Files())
    assert _Files.body is not None and '"mistake":true' in _Files.body.replace(" ", "")
    assert 'data-wt-mistake><span aria-hidden="true">⚠ </span>Ett misstag' in html


class _Files:
    """Where :func:`site_hooks.walkthrough.render` puts a walkthrough's data: kept here."""

    body: str | None = None

    def add(self, body: str) -> str:
        _Files.body = body
        return "data.json"


def test_a_mark_needs_its_comment_in_every_language(tmp_path: Path) -> None:
    marked = BAD.replace("N play Tc", "! N play Tc  # A mistake: the queen of hearts wins.")
    write(tmp_path, marked, BAD.replace("N play Tc", "! N play Tc"))
    [found] = problems(tmp_path)
    assert found == (
        f"docs/sv/x.md:{line_of(BAD, 'N play Tc')}:1: walkthrough 'hand': N play Tc is "
        "marked a mistake (!) without a comment that says so"
    )


def test_a_mark_on_a_good_action_fails(tmp_path: Path) -> None:
    good = BAD.replace("N play Tc", "! N play Qh  # Not a mistake at all.")
    write(tmp_path, good)
    [found] = problems(tmp_path)
    line = line_of(good, "! N play Qh  # Not a mistake at all.")
    assert found.startswith(f"docs/en/x.md:{line}:1: walkthrough 'hand': N play Qh is marked")
    assert "but the engine does not judge it one" in found


def test_a_question_whose_answer_is_not_the_best_fails(tmp_path: Path) -> None:
    asked = BAD.replace("N play Tc", "! ? N play Tc  # A club: a mistake.")
    write(tmp_path, asked)
    [found] = problems(tmp_path)
    line = line_of(asked, "! ? N play Tc  # A club: a mistake.")
    assert found == (
        f"docs/en/x.md:{line}:1: walkthrough 'hand': question: the answer N play Tc is "
        "worth 1.12 tricks to N's side as N saw it, the best (N play Qh) 2.31"
    )


def test_a_question_too_close_to_call_fails(tmp_path: Path) -> None:
    # East's lead of the nine of spades: as East saw it, too close to call in 128 deals.
    asked = BAD.replace("E play 9s, S play Qs, W play As\nN play Tc", "? E play 9s")
    write(tmp_path, asked)
    [found] = problems(tmp_path)
    assert found.startswith(f"docs/en/x.md:{line_of(asked, '? E play 9s')}:1: ")
    assert "not a settled best: the engine finds this decision too close to call" in found


def test_the_mark_is_part_of_the_record() -> None:
    record = parse_record(BAD.replace("N play Tc", "! ? N play Tc  # why"))
    recorded = record.deals[0].actions[-1]
    assert recorded.mistake and recorded.question and recorded.comment == ("why",)
    assert "\n? ! N play Tc\n" in format_record(record)
    assert parse_record(format_record(record)) == record
    # Only the notes differ between languages: a mark left out in one differs.
    assert walkthrough.without_comments(record) != walkthrough.without_comments(parse_record(BAD))


#: The call actions by key, as the analysis writes them.
ACTIONS: dict[str, dict[str, Any]] = {
    "pass": {"seat": "S", "action": "pass"},
    "order-up": {"seat": "S", "action": "order-up", "alone": False},
    "order-up-alone": {"seat": "S", "action": "order-up", "alone": True},
}


def call(key: str, points: float | None, margin: float | None = None) -> dict[str, Any]:
    """A call option as the call analysis gives it (with ``margin`` once settled)."""
    option: dict[str, Any] = {"action": ACTIONS[key], "expected_points": points, "made": None}
    if margin is not None:
        option["margin"] = margin
    return option


def position(
    played: str, best: list[str], options: list[dict[str, Any]], cost: float | None
) -> dict[str, Any]:
    return {
        "step": 1,
        "seat": "S",
        "phase": "round-1",
        "method": "sampled",
        "samples": 12,
        "played": ACTIONS[played],
        "cost": cost,
        "options": options,
        "best": [ACTIONS[key] for key in best],
    }


UNSETTLED = [call("pass", None), call("order-up", 1.0), call("order-up-alone", 0.6)]
SETTLED = [call("pass", 0.2, 0.1), call("order-up", 1.0, 0.2), call("order-up-alone", 0.6, 0.3)]


@pytest.mark.parametrize(
    ("played", "options", "best", "expected"),
    [
        ("order-up", UNSETTLED, ["order-up"], None),
        ("order-up-alone", UNSETTLED, ["order-up"], "the best (S order-up) 1.0 (12 deals)"),
        ("pass", UNSETTLED, ["order-up"], "has no value in the engine's call analysis"),
        # Settled verdicts: within the answer's margin of the best is as good.
        ("order-up-alone", SETTLED, ["order-up"], "worth 0.6 points on average"),
        ("pass", [call("pass", 0.85, 0.2), *SETTLED[1:]], ["order-up"], None),
        ("order-up", SETTLED, [], "too close to call (12 deals)"),
    ],
)
def test_a_call_question_is_judged_by_the_call_analysis(
    played: str, options: list[dict[str, Any]], best: list[str], expected: str | None
) -> None:
    found = analysis_checks.wrong_answer(position(played, best, options, None))
    assert found is None if expected is None else expected in (found or "")


@pytest.mark.parametrize(
    ("played", "options", "best", "cost", "mistaken"),
    [
        ("order-up-alone", UNSETTLED, ["order-up"], 0.4, True),
        ("order-up-alone", UNSETTLED, ["order-up"], 0.24, False),
        ("pass", UNSETTLED, ["order-up"], None, False),  # a pass has no value yet
        ("order-up-alone", SETTLED, ["order-up"], 0.4, True),
        # Within its margin, or where the verdict is too close to call: no mistake.
        (
            "order-up-alone",
            [*SETTLED[:2], call("order-up-alone", 0.6, 0.45)],
            ["order-up"],
            0.4,
            False,
        ),
        ("order-up-alone", SETTLED, [], 0.4, False),
    ],
)
def test_a_call_is_a_mistake_by_its_cost(
    played: str, options: list[dict[str, Any]], best: list[str], cost: float | None, mistaken: bool
) -> None:
    found = analysis_checks.mistake(position(played, best, options, cost))
    assert (found is not None) is mistaken
