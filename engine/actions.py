"""The actions a player takes: small frozen values naming the seat that acts.

>>> OrderUp(Seat.E, alone=True)
OrderUp(seat=<Seat.E: 'E'>, alone=True)
>>> Play(Seat.N, Card.parse("Jh")).verb
'play'
>>> from engine.contract import SANS_LOW
>>> Bid(Seat.W, 4), Trump(Seat.W, SANS_LOW).verb
(Bid(seat=<Seat.W: 'W'>, tricks=4), 'trump')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from engine.cards import Card, Suit
from engine.contract import Contract
from engine.seats import Seat

__all__ = [
    "CARD_ACTIONS",
    "Action",
    "Bid",
    "Call",
    "Claim",
    "Discard",
    "OrderUp",
    "Pass",
    "Play",
    "Revoke",
    "TakeBack",
    "Trump",
]


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in either round of bidding, or in the bidding of Bid Euchre."""

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


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid Euchre: promise a number of tricks (3 to 6) for one's side.

    The dealer's bid may equal the highest bid: the dealer matches it and takes the
    contract.
    """

    verb: ClassVar[str] = "bid"
    seat: Seat
    #: The number of tricks bid.
    tricks: int


@dataclass(frozen=True, slots=True)
class Trump:
    """Bid Euchre: the high bidder chooses the contract, a trump suit or sans high or low."""

    verb: ClassVar[str] = "trump"
    seat: Seat
    contract: Contract


@dataclass(frozen=True, slots=True)
class Revoke:
    """An irregularity on purpose: play a card that does not follow the suit led though
    the hand holds a card of that suit (a plain :class:`Play` of it is refused)."""

    verb: ClassVar[str] = "revoke"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Before the trick is complete, take back a revoke, or a card played after one."""

    verb: ClassVar[str] = "take-back"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Claim:
    """Claim that a player of another side revoked (during the deal or after its last
    trick, until the next deal's cards are given)."""

    verb: ClassVar[str] = "claim"
    seat: Seat


#: Any action; ``verb`` is its name in hand records and in the JSON export.
Action: TypeAlias = Pass | OrderUp | Discard | Call | Play | Bid | Trump | Revoke | TakeBack | Claim

#: The actions that name a card, by verb.
CARD_ACTIONS: dict[str, type[Discard | Play | Revoke]] = {
    "discard": Discard,
    "play": Play,
    "revoke": Revoke,
}
