"""Cards, suits, ranks and decks, written in the project's card codes.

A card is a rank and a suit, written rank first: ``Jh`` is the jack of hearts, ``Ts``
the ten of spades; the joker is ``Jk``. Cards are small frozen values:

>>> card = Card.parse("Jh")
>>> card
Jh
>>> card.rank, card.suit
(<Rank.JACK: 'J'>, <Suit.HEARTS: 'h'>)
>>> Card.parse("Jk") is JOKER
True
>>> [str(c) for c in make_deck()][:7]
['9c', 'Tc', 'Jc', 'Qc', 'Kc', 'Ac', '9d']
>>> len(make_deck(deck32=True, joker=True))
33
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import StrEnum

from engine.errors import NotationError

__all__ = [
    "FULL_DECK",
    "JOKER",
    "Card",
    "Rank",
    "Suit",
    "make_deck",
    "parse_cards",
]


class Suit(StrEnum):
    """One of the four suits, by its one-letter code."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def same_colour(self) -> Suit:
        """The other suit of the same colour (clubs and spades, diamonds and hearts).

        >>> Suit.HEARTS.same_colour
        <Suit.DIAMONDS: 'd'>
        """
        return _SAME_COLOUR[self]


_SAME_COLOUR = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}


class Rank(StrEnum):
    """A rank, by its one-character code, listed from the lowest to the highest."""

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"
    #: The joker's rank (the joker has no suit); its code is the joker's code.
    JOKER = "Jk"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """A playing card: a rank and a suit, or the joker (rank ``JOKER``, no suit).

    Cards are interned: each card exists once, so that equal cards are the same object
    and comparing or hashing cards costs no more than for any object.

    >>> Card(Rank.ACE, Suit.SPADES) is Card.parse("As")
    True
    """

    rank: Rank
    suit: Suit | None

    def __new__(cls, rank: Rank, suit: Suit | None) -> Card:
        return _INTERNED.get((rank, suit)) or object.__new__(cls)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit | None):
            raise ValueError(f"not a card: {self.rank!r}, {self.suit!r}")
        if (self.rank is Rank.JOKER) != (self.suit is None):
            raise ValueError("the joker, and only the joker, has no suit")
        _INTERNED.setdefault((self.rank, self.suit), self)

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit | None]]:
        return Card, (self.rank, self.suit)

    @property
    def code(self) -> str:
        """The card's code: ``Jh``, ``Ts``; ``Jk`` for the joker."""
        return "Jk" if self.suit is None else self.rank + self.suit

    @property
    def is_joker(self) -> bool:
        """Whether this card is the joker."""
        return self.suit is None

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return self.code

    @staticmethod
    def parse(code: str) -> Card:
        """Return the card with this code, or raise :class:`NotationError` naming it.

        >>> Card.parse("Ts")
        Ts
        >>> Card.parse("1s")
        Traceback (most recent call last):
        ...
        engine.errors.NotationError: bad-card {'token': '1s'} at 1:1
        """
        card = _BY_CODE.get(code)
        if card is None:
            raise NotationError("bad-card", {"token": code})
        return card


_INTERNED: dict[tuple[Rank, Suit | None], Card] = {}

#: The joker.
JOKER = Card(Rank.JOKER, None)

_PLAIN_RANKS = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
_LOW_RANKS = (Rank.SEVEN, Rank.EIGHT)

#: Every card the engine knows, in a fixed order (suit by suit, low to high; joker last).
FULL_DECK: tuple[Card, ...] = (
    *(Card(rank, suit) for suit in Suit for rank in (*_LOW_RANKS, *_PLAIN_RANKS)),
    JOKER,
)

_BY_CODE = {card.code: card for card in FULL_DECK}


@functools.cache
def make_deck(*, deck32: bool = False, joker: bool = False) -> tuple[Card, ...]:
    """Return the deck: 24 cards (9 to A), or 32 with ``deck32`` (7 to A), plus the joker.

    The cards come suit by suit, clubs first, each suit from low to high, joker last.
    """
    ranks = (*_LOW_RANKS, *_PLAIN_RANKS) if deck32 else _PLAIN_RANKS
    cards = tuple(card for card in FULL_DECK if card.rank in ranks)
    return (*cards, JOKER) if joker else cards


def parse_cards(codes: str) -> tuple[Card, ...]:
    """Parse card codes separated by spaces.

    >>> parse_cards("9h Th Jk")
    (9h, Th, Jk)
    """
    return tuple(Card.parse(code) for code in codes.split())
