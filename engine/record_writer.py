"""Writing hand records: the canonical text of a :class:`~engine.record_model.Record`.

The text parses back to an equal record (:func:`engine.records.parse_record`); each action
is written as it writes itself (:meth:`~engine.actions.BaseAction.notation`).
"""

from __future__ import annotations

from engine.actions import Action, Play, Revoke, TakeBack
from engine.cards import Card
from engine.record_model import Record, RecordedAction
from engine.rules import Rules

__all__ = ["format_action", "format_record"]


def format_record(record: Record) -> str:
    """The canonical text of a record (see the module's documentation)."""
    lines = [f"# {text}".rstrip() for text in record.comment]
    lines.append(f"rules: {record.rules.code}")
    if record.scores is not None:
        lines.append("score: " + " ".join(f"{side}={n}" for side, n in record.scores.items()))
    several = len(record.deals) > 1
    for number, deal in enumerate(record.deals, start=1):
        lines.append("")
        if several:
            lines.append(f"deal {number}")
        lines.append(f"dealer: {deal.dealer}")
        lines += [f"# {text}".rstrip() for text in deal.comment]
        for seat in record.rules.seats:
            if seat in deal.hands:
                lines.append(f"{seat}: {_cards(deal.hands[seat])}")
        if deal.upcard is not None:
            lines.append(f"upcard: {deal.upcard}")
        if deal.kitty is not None:
            lines.append(f"kitty: {_cards(deal.kitty)}")
        lines += _format_actions(record.rules, deal.actions)
        lines += [f"# {text}".rstrip() for text in deal.closing]
    return "\n".join(lines) + "\n"


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(card.code for card in cards)


def _format_actions(rules: Rules, actions: tuple[RecordedAction, ...]) -> list[str]:
    """One line per bidding action and per trick (its take-backs included); a comment
    opens a new line."""
    alone = any(recorded.action.goes_alone() for recorded in actions)
    per_trick = rules.players - 1 if alone else rules.players
    lines: list[str] = []
    line: list[str] = []
    on_table = 0
    for recorded in actions:
        action = recorded.action
        in_trick = isinstance(action, Play | Revoke | TakeBack)
        if recorded.comment or not in_trick:
            if line:
                lines.append(", ".join(line))
            line = []
            lines += [f"# {text}".rstrip() for text in recorded.comment]
        marks = ("? " if recorded.question else "") + ("! " if recorded.mistake else "")
        line.append(marks + format_action(action))
        if in_trick:
            on_table += -1 if isinstance(action, TakeBack) else 1
            if on_table < per_trick:
                continue
            on_table = 0
        lines.append(", ".join(line))
        line = []
    if line:
        lines.append(", ".join(line))
    return lines


def format_action(action: Action) -> str:
    """An action in the notation: ``N pass``, ``E order-up alone``, ``S play Jh``.

    >>> from engine.actions import Bid, Call, Trump
    >>> from engine.cards import Suit
    >>> from engine.contract import Contract
    >>> from engine.seats import Seat
    >>> format_action(Call(Seat.W, Suit.SPADES, alone=True))
    'W call s alone'
    >>> format_action(Bid(Seat.N, 5)), format_action(Trump(Seat.N, Contract.parse("sans-high")))
    ('N bid 5', 'N trump sans-high')
    """
    return action.notation()
