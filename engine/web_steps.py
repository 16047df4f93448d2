"""The walkthroughs' computation: a hand record's steps, and the reader's line of play.

A walkthrough is a hand record (see :mod:`engine.records`) replayed step by step: step 0
is the deal as dealt, step *k* the game after the *k*-th action. Each step gives the
action (with its key), its events (message id, parameters as codes, the rulings applied
and the sentence), the record's comment for it, and the game as it stands
(:func:`engine.export.snapshot`, with the cards on the table). The same functions compute
a walkthrough at build time (CPython, with the page's catalogue) and, through
:mod:`engine.web`, a reader's alternative line of play in the browser (:func:`check`,
:func:`branch`, :func:`analyse`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import analysis
from engine.actions import Action, Play, Revoke
from engine.analysis.line import best_in_line
from engine.events import Event
from engine.export import snapshot
from engine.game import Game, Phase, Trick
from engine.narration import Catalog
from engine.players import simple_player
from engine.records import Record, parse_record
from engine.web_values import (
    JSON,
    BadRequestError,
    action_from_json,
    analysis_with_keys,
    event_to_json,
    names,
    refusal_to_json,
    rules_facts,
)

__all__ = ["analyse", "branch", "check", "walk", "walkthrough"]


def _table(game: Game, action: Action | None) -> JSON | None:
    """The cards on the table: the trick in progress, or the trick this play completed."""
    deal = game.current
    if deal is None:
        return None
    if deal.plays:
        trick = Trick(deal.plays[0][0], tuple(deal.plays))
    elif isinstance(action, Play | Revoke) and deal.tricks:
        trick = deal.tricks[-1]
    else:
        return None
    return {
        "leader": str(trick.leader),
        "plays": [[str(seat), card.code] for seat, card in trick.plays],
        "winner": None if trick.winner is None else str(trick.winner),
    }


def _step(
    game: Game,
    action: Action | None,
    events: Sequence[Event],
    comment: Sequence[str],
    catalog: Catalog,
) -> JSON:
    state = snapshot(game, keys=True)
    state["table"] = _table(game, action)
    return {
        "action": None if action is None else action.to_json(key=True),
        "events": [event_to_json(event, catalog) for event in events],
        "note": list(comment),
        "state": state,
    }


def _record(text: str) -> Record:
    return parse_record(text)


def walkthrough(text: str, catalog: Catalog) -> JSON:
    """Every step of a hand record, narrated through ``catalog``, with the names of its cards
    and the :func:`rules_facts` of its rules.

    The record's comments are the author's notes: those before the rules introduce the
    walkthrough (``intro``), the others belong to the step of the action they precede;
    the comments after a deal's last action belong to its last step. Raises
    :class:`~engine.errors.NotationError` for a record that cannot be read or replayed.
    """
    return walk(_record(text), catalog)


def walk(record: Record, catalog: Catalog) -> JSON:
    """Every step of a record already read (see :func:`walkthrough`)."""
    steps: list[JSON] = []
    closing: list[tuple[str, ...]] = [deal.closing for deal in record.deals]
    deal_index = -1
    for step in record.steps():
        if step.action is None:
            if deal_index >= 0 and closing[deal_index]:
                steps[-1]["note"] += closing[deal_index]
            deal_index += 1
        steps.append(_step(step.game, step.action, step.events, step.comment, catalog))
    if steps and deal_index >= 0 and closing[deal_index]:
        steps[-1]["note"] += closing[deal_index]
    return {
        **rules_facts(record.rules),
        "intro": list(record.comment),
        "steps": steps,
        "names": names(record.rules, catalog),
    }


def _game_at(record: Record, step: int) -> Game:
    """The game of a record after its step ``step`` (0: the first deal dealt)."""
    if step < 0:
        raise BadRequestError(f"no step {step}")
    for index, replayed in enumerate(record.steps()):
        if index == step:
            return replayed.game
    raise BadRequestError(f"the record has no step {step}")


def _apply_all(
    game: Game, actions: Sequence[Mapping[str, Any]], catalog: Catalog, *, steps: bool = True
) -> tuple[list[JSON], JSON | None]:
    """Apply the reader's actions in turn, with their steps (none unless ``steps``);
    stop at the first refused one, whose refusal gives its ``"index"`` among them."""
    done: list[JSON] = []
    for index, data in enumerate(actions):
        action = action_from_json(data)
        refusal = game.check(action)
        if refusal is not None:
            return done, {**refusal_to_json(refusal, catalog, action), "index": index}
        events = game.apply(action)
        if steps:
            done.append(_step(game, action, events, (), catalog))
    return done, None


def check(
    text: str,
    step: int,
    actions: Sequence[Mapping[str, Any]],
    action: Mapping[str, Any],
    catalog: Catalog,
) -> JSON:
    """Whether ``action`` is legal after step ``step`` of the record and then the reader's
    ``actions``: ``{"legal": true}``, or the refusal (code, ruling, reason)."""
    game = _game_at(_record(text), step)
    _, refused = _apply_all(game, actions, catalog, steps=False)
    if refused is not None:
        del refused["index"]
        return refused
    proposed = action_from_json(action)
    refusal = game.check(proposed)
    if refusal is None:
        return {"legal": True}
    return refusal_to_json(refusal, catalog, proposed)


def branch(
    text: str,
    step: int,
    actions: Sequence[Mapping[str, Any]],
    catalog: Catalog,
    *,
    best: bool = False,
) -> JSON:
    """The reader's line of play: from step ``step`` of the record, apply ``actions``, then
    let :func:`~engine.players.simple_player` play every seat to the end of the deal, or
    with ``best`` the engine's line (:mod:`engine.analysis.line`: every card and discard
    best with every card seen), which "show the line" steps through.

    Answers ``{"legal": true, "steps": [...]}`` with one step per action (the reader's
    first), or the refusal of the first illegal action with ``"index"``, its position.
    """
    game = _game_at(_record(text), step)
    steps, refused = _apply_all(game, actions, catalog)
    if refused is not None:
        return refused
    number = len(game.deals)
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        if best and len(game.deals) != number:
            break
        action = best_in_line(game) if best else simple_player(game)
        steps.append(_step(game, action, game.apply(action), (), catalog))
    return {"legal": True, "steps": steps}


def analyse(
    text: str,
    step: int,
    actions: Sequence[Mapping[str, Any]],
    catalog: Catalog,
    *,
    samples: int | None = None,
    seed: int = 0,
) -> JSON:
    """The analysis of the next decision after step ``step`` of the record and then the
    reader's ``actions`` (:func:`engine.analysis.analyse`, each action with its key), or
    the refusal of the first illegal action with its ``"index"``, as :func:`branch`
    answers. Raises :class:`~engine.errors.EngineError` ``nothing-to-analyse`` between
    deals and after the game."""
    game = _game_at(_record(text), step)
    _, refused = _apply_all(game, actions, catalog, steps=False)
    if refused is not None:
        return refused
    return analysis_with_keys(analysis.analyse(game, samples=samples, seed=seed))
