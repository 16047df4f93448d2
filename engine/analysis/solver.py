"""The double-dummy solver: perfect play of open hands, on a compact position.

A position of the play is held as a few integers: each hand a bit set over the deck of
the rules (bit *i* is ``rules.deck[i]``), the trick in progress as the suit led, the
power of the winning card and who played it. The effective suit and power of every card
under a contract come from :func:`engine.contract.ranking` (the engine's one place where
bowers, the joker and the sans orders live), turned into lists indexed by bit.

The search is alpha-beta on the makers' tricks from the position to the end of the deal:
the makers' seats maximise, the others minimise. A transposition table holds, for every
position reached at a trick boundary (the hands and the leader), the bounds found on its
value. Cards of one hand that are adjacent in rank within their effective suit, once the
cards no longer in play are left out, are equivalent and searched once.

>>> from engine.cards import parse_cards
>>> from engine.contract import Contract
>>> from engine.cards import Suit, make_deck
>>> solver = Solver(make_deck(), Contract(Suit.HEARTS), (True, False, True, False))
>>> hands = [solver.mask(parse_cards(cards)) for cards in ("Jh Ah", "9s Ts", "Jd Kh", "Qs Ks")]
>>> solver.value(hands, 0)  # the makers hold every trump
2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.cards import Card, Suit
from engine.contract import Contract, ranking

__all__ = ["Solver", "Trick"]

_SUITS = tuple(Suit)
#: A bound beyond any number of tricks, for the full window.
_INFINITY = 99

#: The trick in progress: the suit led (its index in ``Suit``), the power of the card
#: winning so far, the position of its player, how many cards are on the table, and
#: those cards as a bit set.
Trick = tuple[int, int, int, int, int]
#: No trick in progress.
NO_TRICK: Trick = (-1, 0, 0, 0, 0)


class Solver:
    """Double-dummy search for one deck, contract and table.

    ``makers`` gives, for each player in play in the order of play (clockwise, a seat
    sitting out left out), whether the player is one of the makers. Positions are lists
    of hands (bit sets) in the same order. The transposition table is kept between
    searches: positions of the same deal share it.
    """

    def __init__(self, deck: Sequence[Card], contract: Contract, makers: Sequence[bool]) -> None:
        order = ranking(contract)
        self.deck = tuple(deck)
        self.contract = contract
        self.makers = tuple(makers)
        self.players = len(self.makers)
        self.bits = {card: 1 << index for index, card in enumerate(self.deck)}
        #: The effective suit (index in ``Suit``) of each card, by bit index.
        self.suit_of = [_SUITS.index(order.suits[card]) for card in self.deck]
        #: The bit set of each effective suit.
        self.suit_masks = [
            sum(1 << i for i, card in enumerate(self.deck) if order.suits[card] is suit)
            for suit in _SUITS
        ]
        #: For each suit led, the power of each card (see :class:`~engine.contract.Ranking`).
        self.power = [[order.power[suit][card] for card in self.deck] for suit in _SUITS]
        #: Each suit's cards (bits), highest first.
        self.runs = [
            [
                1 << i
                for i in sorted(
                    (i for i, card in enumerate(self.deck) if order.suits[card] is suit),
                    key=lambda i: -order.ranks[self.deck[i]],
                )
            ]
            for suit in _SUITS
        ]
        self.width = len(self.deck)
        self.table: dict[int, tuple[int, int]] = {}
        #: Positions searched (nodes), for the bench.
        self.nodes = 0
        self._hands: list[int] = []

    # --- Reading and writing positions -------------------------------------------------

    def mask(self, cards: Iterable[Card]) -> int:
        """The bit set of these cards."""
        bits = self.bits
        total = 0
        for card in cards:
            total |= bits[card]
        return total

    def cards(self, mask: int) -> list[Card]:
        """The cards of a bit set, in the deck's order."""
        return [card for index, card in enumerate(self.deck) if mask >> index & 1]

    def trick(self, leader: int, cards: Sequence[Card]) -> Trick:
        """The trick in progress after ``cards`` were played from position ``leader`` on."""
        if not cards:
            return NO_TRICK
        bits = self.bits
        first = bits[cards[0]].bit_length() - 1
        led = self.suit_of[first]
        power = self.power[led]
        top, best = -1, leader
        for offset, card in enumerate(cards):
            strength = power[bits[card].bit_length() - 1]
            if strength > top:
                top, best = strength, (leader + offset) % self.players
        return led, top, best, len(cards), self.mask(cards)

    def legal(self, hand: int, trick: Trick) -> int:
        """The cards of ``hand`` that may be played to ``trick`` (follow the suit led)."""
        led = trick[0]
        if led >= 0:
            follow = hand & self.suit_masks[led]
            if follow:
                return follow
        return hand

    def winner(self, leader: int, cards: Sequence[Card]) -> int:
        """The position of the player who wins a complete trick led by ``leader``."""
        return self.trick(leader, cards)[2]

    def representatives(self, hand: int, legal: int, live: int) -> dict[int, int]:
        """Each legal card (bit) with the card searched for it: the highest card of its
        run of equivalent cards (adjacent in rank among ``live`` cards, in ``hand``)."""
        found: dict[int, int] = {}
        for run in self.runs:
            head = 0
            for bit in run:
                if not bit & live:
                    continue
                if bit & hand:
                    if not head:
                        head = bit
                    if bit & legal:
                        found[bit] = head
                else:
                    head = 0
        return found

    # --- Searching ---------------------------------------------------------------------

    def value(
        self,
        hands: list[int],
        mover: int,
        trick: Trick = NO_TRICK,
        alpha: int = -1,
        beta: int = _INFINITY,
    ) -> int:
        """The makers' tricks from this position on, with perfect play: ``mover`` is the
        position to play, ``trick`` the trick in progress. A value at or below ``alpha``
        (at or above ``beta``) is only a bound: the search stops as soon as it knows."""
        self._hands = list(hands)
        led, top, best, count, table = trick
        if count == 0:
            return self._trick(mover, alpha, beta)
        live = table
        for held in hands:
            live |= held
        return self._move(mover, count, led, top, best, alpha, beta, live)

    def values(self, hands: list[int], mover: int, trick: Trick = NO_TRICK) -> dict[int, int]:
        """The makers' tricks from this position on after each legal card (bit) of the
        player to move, every hand then playing perfectly."""
        hand = hands[mover]
        live = trick[4]
        for held in hands:
            live |= held
        legal = self.legal(hand, trick)
        heads = self.representatives(hand, legal, live)
        results: dict[int, int] = {}
        for head in heads.values():
            if head not in results:
                results[head] = self._after(hands, mover, trick, head)
        return {bit: results[head] for bit, head in heads.items()}

    def _after(self, hands: list[int], mover: int, trick: Trick, bit: int) -> int:
        """The value after ``mover`` plays ``bit``."""
        self._hands = list(hands)
        self._hands[mover] ^= bit
        index = bit.bit_length() - 1
        led, top, best, count, table = trick
        if count == 0:
            led = self.suit_of[index]
        strength = self.power[led][index]
        if count == 0 or strength > top:
            top, best = strength, mover
        if count + 1 == self.players:
            won = 1 if self.makers[best] else 0
            return won + self._trick(best, -1, _INFINITY)
        live = table | bit
        for held in hands:
            live |= held
        following = (mover + 1) % self.players
        return self._move(following, count + 1, led, top, best, -1, _INFINITY, live)

    def _trick(self, leader: int, alpha: int, beta: int) -> int:
        """The value of a trick boundary: ``leader`` leads, the trick table is empty."""
        hands = self._hands
        left = hands[leader].bit_count()
        if left == 0:
            return 0
        if left <= alpha:
            return left
        if beta <= 0:
            return 0
        if left == 1:
            return self._last(leader)
        key = leader
        width = self.width
        for held in hands:
            key = key << width | held
        table = self.table
        entry = table.get(key)
        low, high = 0, left
        if entry is not None:
            low, high = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        live = 0
        for held in hands:
            live |= held
        result = self._move(leader, 0, -1, 0, leader, alpha, beta, live)
        if result <= alpha:
            high = result
        elif result >= beta:
            low = result
        else:
            low = high = result
        table[key] = (low, high)
        return result

    def _last(self, leader: int) -> int:
        """The last trick: every hand holds one card."""
        self.nodes += 1
        hands = self._hands
        power = self.power
        lead_index = hands[leader].bit_length() - 1
        row = power[self.suit_of[lead_index]]
        top, best = row[lead_index], leader
        players = self.players
        for offset in range(1, players):
            position = (leader + offset) % players
            strength = row[hands[position].bit_length() - 1]
            if strength > top:
                top, best = strength, position
        return 1 if self.makers[best] else 0

    def _move(
        self,
        mover: int,
        count: int,
        led: int,
        top: int,
        best: int,
        alpha: int,
        beta: int,
        live: int,
    ) -> int:
        """The value when ``mover`` is to play the ``count``-th card of the trick."""
        self.nodes += 1
        hands = self._hands
        hand = hands[mover]
        legal = hand
        if count:
            follow = hand & self.suit_masks[led]
            if follow:
                legal = follow
        # The cards to search: one per run of equivalent cards, in a useful order.
        moves = self._order(hand, legal, live, count, led, top, best, mover)
        maximise = self.makers[mover]
        result = -1 if maximise else _INFINITY
        last = count + 1 == self.players
        following = (mover + 1) % self.players
        power = self.power
        suit_of = self.suit_of
        makers = self.makers
        for bit in moves:
            index = bit.bit_length() - 1
            if count:
                strength = power[led][index]
                if strength > top:
                    new_top, new_best = strength, mover
                else:
                    new_top, new_best = top, best
                new_led = led
            else:
                new_led = suit_of[index]
                new_top, new_best = power[new_led][index], mover
            hands[mover] = hand ^ bit
            if last:
                won = 1 if makers[new_best] else 0
                value = won + self._trick(new_best, alpha - won, beta - won)
            else:
                value = self._move(
                    following, count + 1, new_led, new_top, new_best, alpha, beta, live
                )
            hands[mover] = hand
            if maximise:
                if value > result:
                    result = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            elif value < result:
                result = value
                if value < beta:
                    beta = value
                    if alpha >= beta:
                        break
        return result

    def _order(
        self,
        hand: int,
        legal: int,
        live: int,
        count: int,
        led: int,
        top: int,
        best: int,
        mover: int,
    ) -> list[int]:
        """One card per run of equivalent legal cards, the likeliest best first: a leader's
        high cards first; a follower whose side is winning plays low; another tries the
        cheapest winning card, then its lowest cards."""
        heads: list[int] = []
        suit_masks = self.suit_masks
        remaining = legal
        for suit, run in enumerate(self.runs):
            if not remaining & suit_masks[suit]:
                continue
            held = legal & suit_masks[suit]
            remaining &= ~held
            if not held & (held - 1):  # a single card
                heads.append(held)
                continue
            previous = False
            for bit in run:
                if bit & live:
                    if bit & hand:
                        if not previous:
                            heads.append(bit)
                        previous = True
                    else:
                        previous = False
            if not remaining:
                break
        if count == 0 or len(heads) == 1:
            return heads
        power = self.power[led]
        heads.sort(key=lambda bit: power[bit.bit_length() - 1])
        if self.makers[best] == self.makers[mover]:
            return heads  # the side is winning: lowest first
        winning = [bit for bit in heads if power[bit.bit_length() - 1] > top]
        if not winning:
            return heads
        return winning + [bit for bit in heads if power[bit.bit_length() - 1] <= top]
