"""The build holds the walkthroughs to the engine's analysis (the build's cached analysis,
:mod:`site_hooks.analysis`, so a warm build checks without analysing).

- **A mistake says so.** An example action that the engine judges a mistake, from what
  its player could see, must be marked ``!`` in the record (``! S play 9c``) and carry a
  comment that says so in every language; the widget and the static tables mark it. A
  play or a discard is a mistake when it loses at least :data:`MISTAKE_TRICKS` of a trick
  or :data:`MISTAKE_POINTS` of a point on average as its player saw it (``seen_cost``,
  ``seen_points_cost``: 0 unless clearly worse); a call when it loses at least
  :data:`MISTAKE_POINTS` expected points against the best call (the call analysis's
  ``cost``; where the analysis gives each option's ``margin``, only against a settled best
  and beyond the margin). A mark on an action the engine does not judge a mistake fails
  too: the mark would teach what the engine does not say.
- **A question's answer is the best.** The answer of every question (``? S play Jh``)
  must be the engine's settled best choice from what the player could see, or one it
  calls equal: for a play or a discard, among ``best`` (empty when too close to call); for
  a call, among ``best``, or, where options carry a ``margin``, within the answer's margin
  of the best; a question whose best is too close to call, or whose answer has no value
  (a pass, until a pass is valued), fails. A play or a discard too close to call when
  the engine stops drawing deals (the dealer's discard: 16) passes only as the option
  valued highest.

Each problem names the page, the line and column of the action, and both values (the
action's and the best's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.export import action_from_json
from engine.records import RecordedAction
from site_hooks import walkthrough
from site_hooks.content import DOCS, LANGUAGES
from site_hooks.problems import Problem
from site_hooks.walkthrough import PlacedProblem, recorded_steps

#: A play or a discard that loses at least this many tricks on average, as its player saw
#: it, is a mistake.
MISTAKE_TRICKS = 0.5
#: A decision that loses at least this many points on average is a mistake (a call, by
#: its expected points; a play or a discard, by ``seen_points_cost``).
MISTAKE_POINTS = 0.25

Position = Mapping[str, Any]


def _key(action: Mapping[str, Any]) -> str:
    return action_from_json(dict(action)).key


def _option(position: Position, action: Mapping[str, Any]) -> Mapping[str, Any] | None:
    key = _key(action)
    return next((o for o in position["options"] if _key(o["action"]) == key), None)


def _label(action: Mapping[str, Any]) -> str:
    """An action in the notation (``S play 9c``)."""
    return action_from_json(dict(action)).notation()


def _best_labels(position: Position) -> str:
    """The best options, or where the verdict is too close to call, the highest valued."""
    found = ", ".join(_label(action) for action in position["best"])
    if found:
        return found
    value = "seen" if position["method"] == "double-dummy" else "expected_points"
    valued = [o for o in position["options"] if o.get(value) is not None]
    if not valued:
        return "none"
    top = max(valued, key=lambda o: o[value])
    return f"too close to call; the highest {_label(top['action'])}"


def _settled_calls(position: Position) -> bool:
    """Whether a call analysis gives each option's margin (settled verdicts: ``best`` is
    empty when too close to call)."""
    return any("margin" in option for option in position["options"])


def mistake(position: Position) -> str | None:
    """Why the recorded action of ``position`` is a mistake (its cost and both values),
    or ``None`` if the engine does not judge it one."""
    played = position["played"]
    option = _option(position, played)
    if option is None:
        return None
    seat = position["seat"]
    if position["method"] == "double-dummy":
        tricks = option.get("seen_cost") or 0
        points = option.get("seen_points_cost") or 0
        if tricks < MISTAKE_TRICKS and points < MISTAKE_POINTS:
            return None
        best = [_option(position, action) for action in position["best"]]
        top = max(
            (o["seen"] for o in best if o is not None),
            default=max(o.get("seen", 0) for o in position["options"]),
        )
        return (
            f"{_label(played)} loses {tricks} tricks and {points} points on average as "
            f"{seat} saw it: it is worth {option.get('seen')} tricks to {seat}'s side, "
            f"the best ({_best_labels(position)}) {top}"
        )
    if option.get("expected_points") is None:
        return None  # a pass, until a pass is valued
    cost = position.get("cost")
    if cost is None or cost < MISTAKE_POINTS:
        return None
    if _settled_calls(position):
        if not position["best"]:
            return None  # too close to call
        if any(_key(action) == _key(played) for action in position["best"]):
            return None
        if cost <= (option.get("margin") or 0):
            return None
    top = cost + option["expected_points"]
    return (
        f"{_label(played)} loses {cost} points on average as {seat} saw it: it is worth "
        f"{option['expected_points']} points, the best ({_best_labels(position)}) "
        f"{round(top, 2)} ({position.get('samples')} deals)"
    )


def wrong_answer(position: Position) -> str | None:
    """Why the answer of a question (the recorded action of ``position``) is not the
    engine's settled best choice, or ``None`` if it is, or one it calls equal."""
    played = position["played"]
    option = _option(position, played)
    seat = position["seat"]
    key = _key(played)
    best = position["best"]
    if any(_key(action) == key for action in best):
        return None
    if position["method"] == "double-dummy":
        value = None if option is None else option.get("seen")
        top_seen = max(o.get("seen", 0) for o in position["options"])
        if not best and value is not None and value >= top_seen:
            return None  # too close to call in the deals the engine draws, but the highest
        if not best:
            return (
                f"the answer {_label(played)} ({value} tricks as {seat} saw it) is not a "
                f"settled best: the engine finds this decision too close to call "
                f"({position.get('seen_samples')} deals)"
            )
        top = max(o["seen"] for o in position["options"] if _key(o["action"]) in _keys(best))
        return (
            f"the answer {_label(played)} is worth {value} tricks to {seat}'s side as "
            f"{seat} saw it, the best ({_best_labels(position)}) {top}"
        )
    value = None if option is None else option.get("expected_points")
    if option is None or value is None:
        return (
            f"the answer {_label(played)} has no value in the engine's call analysis: "
            f"the best is {_best_labels(position)}"
        )
    if _settled_calls(position):
        if not best:
            return (
                f"the answer {_label(played)} ({value} points) is no settled best: the "
                f"engine finds this call too close to call ({position.get('samples')} deals)"
            )
        top = _top_points(position)
        if top - value <= (option.get("margin") or 0):
            return None
    else:
        top = _top_points(position)
    return (
        f"the answer {_label(played)} is worth {value} points on average as {seat} saw "
        f"it, the best ({_best_labels(position)}) {top} ({position.get('samples')} deals)"
    )


def _keys(actions: Sequence[Mapping[str, Any]]) -> set[str]:
    return {_key(action) for action in actions}


def _top_points(position: Position) -> float:
    keys = _keys(position["best"])
    return max(
        float(o["expected_points"]) for o in position["options"] if _key(o["action"]) in keys
    )


def check_pages(
    analyses: Mapping[str, Any],
    docs: Path = DOCS,
    languages: Sequence[str] = LANGUAGES,
    default: str = "en",
) -> list[Problem]:
    """Every walkthrough's marked mistakes and questions, against its analysis (``{record
    without notes: analysis}``; a record without one is not checked). What the record
    says is the same in every language (:func:`site_hooks.walkthrough.check_pages`), so a
    mark or a question is judged on the ``default`` language's page; a mark's comment is
    looked for in every language. There is no list of exceptions: an example the engine
    disagrees with is marked, or changed."""
    problems: list[Problem] = []
    for lang in languages:
        for path in sorted((docs / lang).glob("*.md")):
            for fence in walkthrough.find_fences(path.read_text(encoding="utf-8"), path):
                record = walkthrough.parse(fence, path)
                found = analyses.get(walkthrough.without_comments(record))
                if not found or "error" in found:
                    continue
                positions = {position["step"]: position for position in found["positions"]}
                for step, recorded in recorded_steps(record):
                    judge = lang == default
                    for reason in _problems(recorded, positions.get(step), judge):
                        problems.append(
                            PlacedProblem(
                                path,
                                fence.line + recorded.line - 1,
                                f"walkthrough {fence.id!r}: {reason}",
                                recorded.column,
                            )
                        )
    return problems


def _problems(recorded: RecordedAction, position: Position | None, judge: bool) -> list[str]:
    found = []
    if recorded.mistake and not recorded.comment:
        found.append(
            f"{recorded.action.notation()} is marked a mistake (!) without a comment that says so"
        )
    if not judge:
        return found
    why = None if position is None else mistake(position)
    if why is not None and not recorded.mistake:
        found.append(
            f"the engine judges this a mistake: {why}; mark it ! with a comment that says "
            "so, or play the best"
        )
    elif why is None and recorded.mistake:
        found.append(
            f"{recorded.action.notation()} is marked a mistake (!), but the engine does "
            f"not judge it one (at least {MISTAKE_TRICKS} of a trick or {MISTAKE_POINTS} "
            "of a point lost, as its player saw it)"
        )
    if recorded.question and position is not None:
        wrong = wrong_answer(position)
        if wrong is not None:
            found.append(f"question: {wrong}")
    return found
