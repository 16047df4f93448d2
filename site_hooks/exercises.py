"""Exercises: the questions of a walkthrough (``? S play Jh`` in its record).

The record asks the reader for the action written after ``?`` (:mod:`engine.records`,
which refuses a question that is not a legal decision with a choice). For each question
the page ships what the widget needs to answer the reader without the engine: who is
asked, in which phase, the recorded answer, and every action the widget offers there
(each card of the hand, or each call) with the engine's verdict on it, ``{"legal": true}``
or its refusal translated into the page's language (``text``, ``ruling``). Whether a
legal answer was the best comes from the walkthrough's analysis (:mod:`site_hooks.analysis`),
which the widget already has; ``exercise.mjs`` renders all of it.
"""

from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.analysis.text import in_sentence, label
from engine.game import Phase
from engine.narration import Catalog
from engine.records import Record
from engine.web import offered, refusal_to_json

#: The widget's sentence for each phase's question (``ui.walk.question-…``).
QUESTION_KEYS = {
    Phase.PLAY: "play",
    Phase.DISCARD: "discard",
    Phase.ROUND_1: "call",
    Phase.ROUND_2: "call",
    Phase.BIDDING: "bid",
    Phase.CONTRACT: "contract",
}


def asked(record: Record) -> dict[int, Action]:
    """The record's questions: ``{step at which it is asked: its answer}`` (the step
    before the answer's own; step 0 is the first deal, each deal counting as a step)."""
    found: dict[int, Action] = {}
    step = -1
    for deal in record.deals:
        step += 1  # the deal
        for recorded in deal.actions:
            if recorded.question:
                found[step] = recorded.action
            step += 1
    return found


def questions(record: Record, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """The record's questions, by the walkthrough step at which each is asked:
    ``{"seat", "ask", "answer", "label", "key", "actions", "options": {key: verdict}}``:
    ``actions`` lists the actions offered (:func:`engine.web.offered`) as JSON with their
    keys (:attr:`engine.actions.BaseAction.key`: ``play-Jh``, ``call-s-alone``), by which
    the widget finds a reader's card or call and its verdict in ``options`` (``label``:
    the answer as the analysis names it, as a sentence says it after a colon)."""
    answers = asked(record)
    found: dict[str, dict[str, Any]] = {}
    for step, replayed in enumerate(record.steps()):
        answer = answers.get(step)
        if answer is None:
            continue
        game = replayed.game
        actions = offered(game)
        options = {}
        for action in actions:
            refusal = game.check(action)
            options[action.key] = (
                {"legal": True} if refusal is None else refusal_to_json(refusal, catalog, action)
            )
        found[str(step)] = {
            "seat": str(game.turn),
            "ask": QUESTION_KEYS[game.phase],
            "answer": answer.to_json(key=True),
            "label": in_sentence(label(answer.to_json(), catalog)),
            "key": answer.key,
            "actions": [action.to_json(key=True) for action in actions],
            "options": options,
        }
    return found
