"""The tables of one deck under one contract that the double-dummy solver
(:mod:`engine.analysis.solver`) reads: each card's effective suit and power as lists
indexed by bit, each suit's cards from the highest, and the cards to search among those of
one suit of a hand (one per run of equivalent cards), kept as they are asked for.

>>> from engine.cards import make_deck, Suit
>>> from engine.contract import Contract
>>> found = tables(make_deck(), Contract(Suit.HEARTS))
>>> [found.deck[bit.bit_length() - 1] for bit in found.runs[found.trump]][:3]
[Jh, Jd, Ah]
"""

from __future__ import annotations

import functools

from engine.cards import Card, Suit
from engine.contract import Contract, ranking

__all__ = ["SuitHeads", "Tables", "tables"]

_SUITS = tuple(Suit)


class Tables:
    """The tables of one deck under one contract, made once and shared by every solver
    of that deck and contract (:func:`tables`)."""

    def __init__(self, deck: tuple[Card, ...], contract: Contract) -> None:
        order = ranking(contract)
        self.deck = deck
        self.contract = contract
        self.width = len(deck)
        self.bits = {card: 1 << index for index, card in enumerate(deck)}
        #: The effective suit (index in ``Suit``) of each card, by bit index.
        self.suit_of = [_SUITS.index(order.suits[card]) for card in deck]
        #: The bit set of each effective suit.
        self.suit_masks = [
            sum(1 << i for i, card in enumerate(deck) if order.suits[card] is suit)
            for suit in _SUITS
        ]
        #: For each suit led, the power of each card (see :class:`~engine.contract.Ranking`).
        self.power = [[order.power[suit][card] for card in deck] for suit in _SUITS]
        #: Each suit's cards (bits), highest first.
        self.runs = [
            [
                1 << i
                for i in sorted(
                    (i for i, card in enumerate(deck) if order.suits[card] is suit),
                    key=lambda i: -order.ranks[deck[i]],
                )
            ]
            for suit in _SUITS
        ]
        #: The trump suit's index, or -1 without trumps.
        self.trump = -1 if contract.trump is None else _SUITS.index(contract.trump)
        self._heads: dict[int, SuitHeads] = {}

    def heads(self, held: int, live: int, suit: int) -> SuitHeads:
        """The cards to search among ``held`` (cards of one suit of one hand), one per run
        of equivalent cards (adjacent in rank among the ``live`` cards of the suit): from
        the highest, and from the lowest with their powers in a trick led in that suit."""
        key = live << self.width | held
        found = self._heads.get(key)
        if found is None:
            power = self.power[suit]
            descending: list[tuple[int, int]] = []
            previous = False
            for bit in self.runs[suit]:
                if bit & live:
                    if bit & held:
                        if not previous:
                            descending.append((bit, bit.bit_length() - 1))
                        previous = True
                    else:
                        previous = False
            ascending = descending[::-1]
            found = descending, ascending, [power[index] for _, index in ascending]
            self._heads[key] = found
        return found


#: One suit's cards to search, from the highest; from the lowest; the latter's powers.
SuitHeads = tuple[list[tuple[int, int]], list[tuple[int, int]], list[int]]


@functools.cache
def tables(deck: tuple[Card, ...], contract: Contract) -> Tables:
    """The :class:`Tables` of a deck and contract (made once)."""
    return Tables(deck, contract)
