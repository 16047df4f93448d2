"""The actions a player takes: small frozen values naming the seat that acts.

>>> OrderUp(Seat.E, alone=True)
OrderUp(seat=<Seat.E: 'E'>, alone=True)
>>> Play(Seat.N, Card.parse("Jh")).verb
'play'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from engine.cards import Card, Suit
from engine.seats import Seat

__all__ = ["Action", "Call", "Discard", "OrderUp", "Pass", "Play"]


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in either round of bidding."""

    verb: ClassVar[str] = "pass"
    seat: Seat


@dataclass(frozen=True, slots=True)
class OrderUp:
    """First round: accept the turned-up card (the dealer's own acceptance included)."""

    verb: ClassVar[str] = "order-up"
    seat: Seat
    #: Whether the maker goes alone.
    alone: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """The dealer, having taken up the turned-up card, discards one of six cards."""

    verb: ClassVar[str] = "discard"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Call:
    """Second round: name a suit as trumps."""

    verb: ClassVar[str] = "call"
    seat: Seat
    suit: Suit
    #: Whether the maker goes alone.
    alone: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick."""

    verb: ClassVar[str] = "play"
    seat: Seat
    card: Card


#: Any action; ``verb`` is its name in hand records and in the JSON export.
Action: TypeAlias = Pass | OrderUp | Discard | Call | Play
