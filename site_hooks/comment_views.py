"""Whose view a walkthrough's comment takes, and the check that a comment in a player's view
does not rest on a card that player has not seen (issue 27).

A comment (``# …`` in a record) takes a view:

- ``[N]`` (any seat) or ``[*]`` at its start: that player's view, or every card's. The
  marker is notation, as ``?`` and ``!`` are: :func:`strip` takes it away before a reader
  sees the comment.
- Otherwise, in a walkthrough that seats the reader (``seat=S``), that seat's view: the
  reader sees no other hand.
- Otherwise, the comment of a question (``? S play Jh``) or of a marked mistake
  (``! S play 9c``) takes the view of the player who acts: it explains a decision, which
  can rest only on what that player could see.
- Otherwise every card's (the narrator's, who shows every hand).

The check reads the English comments, which the other languages translate (a script cannot
read every language's card names in all their forms): a comment in a player's view may not
say where a card lies that the player has not seen by then (the own hand, the turned-up
card, the own discard, the cards played or shown so far): ``East's ace of spades``,
``East holds the A♠``, ``West kept the nine of hearts``. What could be (``the ace, East's or
in the kitty``) names no holder and passes; a comment that means to show every card says so
with ``[*]``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from engine.analysis.seen import seen_cards
from engine.cards import Card
from engine.record_model import Record, RecordedAction
from engine.seats import Seat

#: The view marker at a comment's start.
MARKER = re.compile(r"^\[(?P<view>[NESW*])\]\s*")
#: Every card's view.
EVERY_CARD = "*"

_SEATS = {"North": "N", "East": "E", "South": "S", "West": "W"}
_NAMES = {code: name for name, code in _SEATS.items()}
_RANKS = {
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "T",
    "jack": "J",
    "queen": "Q",
    "king": "K",
    "ace": "A",
}
_SUITS = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}
_SYMBOLS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}
#: A seat said to hold, keep or discard a card: ``East's ace of spades``, ``West holds the
#: K♦``, ``North kept the nine of hearts``.
_HELD = re.compile(
    r"\b(?P<seat>North|East|South|West)"
    r"(?:'s|\s+(?:holds|has|had|kept|keeps|discarded|discards|threw away|throws away))"
    r"\s+(?:the\s+|a\s+)?(?:(?P<rank>seven|eight|nine|ten|jack|queen|king|ace)\s+of\s+"
    r"(?P<suit>clubs|diamonds|hearts|spades)|(?P<short>(?:10|[7-9TJQKA])[♣♦♥♠]))"
)


def view_of(text: str) -> str | None:
    """The view a comment's marker names (a seat, or ``*``), or ``None``."""
    found = MARKER.match(text)
    return found.group("view") if found else None


def strip(record: Record) -> Record:
    """The record with its comments' view markers taken away (what the reader sees)."""
    return record.map_comments(
        lambda comment: tuple(MARKER.sub("", text, count=1) for text in comment)
    )


@dataclass(frozen=True, slots=True)
class Viewed:
    """A comment in a player's view: its text, the seat, the cards the seat has seen when
    the comment is shown (:func:`engine.analysis.seen.seen_cards`), and the record's line
    of the action or deal it belongs to."""

    text: str
    seat: str
    seen: frozenset[Card]
    line: int


def _card(rank: str | None, suit: str | None, short: str | None) -> Card:
    if short is not None:
        text = ("T" if short[:-1] == "10" else short[:-1]) + _SYMBOLS[short[-1]]
    else:
        assert rank is not None and suit is not None
        text = _RANKS[rank] + _SUITS[suit]
    return Card.parse(text)


def _default(recorded: RecordedAction, seated: str | None) -> str | None:
    if seated is not None:
        return seated
    if recorded.question or recorded.mistake:
        return str(recorded.action.seat)
    return None


def viewed(record: Record, seated: str | None) -> Iterator[Viewed]:
    """Every comment of the record that takes a player's view (see the module), with what
    that player has seen when it is shown: a deal's opening comments once it is dealt, an
    action's (written before it or on its line) once it is taken, its closing ones at its
    end. The record is replayed by the engine, which says what each seat has seen."""
    game = record.new_game()

    def views(comment: tuple[str, ...], default: str | None, line: int) -> Iterator[Viewed]:
        for text in comment:
            view = view_of(text) or default
            if view is not None and view != EVERY_CARD:
                seen = seen_cards(game, Seat(view))
                yield Viewed(MARKER.sub("", text, count=1), view, seen, line)

    for deal in record.deals:
        game.deal(deal.layout(record.rules), misdealt=deal.misdealt)
        yield from views(deal.comment, seated, deal.line)
        for recorded in deal.actions:
            game.apply(recorded.action)
            yield from views(recorded.comment, _default(recorded, seated), recorded.line)
        yield from views(deal.closing, seated, deal.line)


def unseen_holdings(record: Record, seated: str | None) -> Iterator[tuple[int, str]]:
    """``(record line, reason)`` for every comment in a player's view that says where a
    card lies that the player has not seen (English comments: see the module)."""
    for comment in viewed(record, seated):
        for found in _HELD.finditer(comment.text):
            holder = _SEATS[found.group("seat")]
            card = _card(found.group("rank"), found.group("suit"), found.group("short"))
            if holder == comment.seat or card in comment.seen:
                continue
            name = _NAMES[comment.seat]
            yield (
                comment.line,
                f"a comment in {name}'s view says “{found.group(0)}”, a card {name} has not "
                "seen: say what that player can know, or mark the comment [*] if it shows "
                "every card",
            )
