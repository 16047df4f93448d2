"""Checking a hand record read: it replays, and each question is a decision with a choice.

An illegal deal or action becomes a :class:`~engine.errors.NotationError` at its place in
the record's text, and so does a question (``?``) that asks for an irregularity or for
the only legal action.
"""

from __future__ import annotations

from engine.actions import Claim, Misdeal, OutOfTurn, Revoke, TakeBack
from engine.errors import EngineError, NotationError
from engine.game import Game
from engine.record_model import Record, RecordedAction

__all__ = ["check_question", "validate"]


def validate(record: Record) -> None:
    """Replay the record; an illegal deal or action becomes an error at its place, and so
    does a question (``?``) that is not a decision with a choice."""
    game = record.new_game()
    for deal in record.deals:
        try:
            game.deal(deal.layout(record.rules), misdealt=deal.misdealt)
        except EngineError as error:
            raise NotationError.at(error, deal.line, 1) from None
        for recorded in deal.actions:
            if recorded.question:
                check_question(game, recorded)
            try:
                game.apply(recorded.action)
            except EngineError as error:
                raise NotationError.at(error, recorded.line, recorded.column) from None


def check_question(game: Game, recorded: RecordedAction) -> None:
    """A question asks for a decision the player could make otherwise: an irregularity
    or the only legal action is no question."""
    action = recorded.action
    line, column = recorded.line, recorded.column
    if isinstance(action, Revoke | TakeBack | Claim | Misdeal | OutOfTurn):
        raise NotationError(
            "record-question-irregular", {"token": action.verb}, line=line, column=column
        )
    refusal = game.check(action)  # an illegal answer first: that is the worse mistake
    if refusal is not None:
        raise NotationError(refusal.code, refusal.params, refusal.ruling, line=line, column=column)
    if len(game.legal_actions()) < 2:
        raise NotationError(
            "record-question-no-choice", {"seat": action.seat}, line=line, column=column
        )
