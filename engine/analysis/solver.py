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
cards no longer in play are left out, are equivalent and searched once. At a trick
boundary, the tricks a side is sure of bound the search (:meth:`Solver._sure`): the trumps
one player holds above every trump of the other side, and the leader's top cards when no
one else can trump them. On Bid Euchre's deals, that is 45 % fewer positions searched.

>>> from engine.cards import parse_cards
>>> from engine.contract import Contract
>>> from engine.cards import Suit, make_deck
>>> solver = Solver(make_deck(), Contract(Suit.HEARTS), (True, False, True, False))
>>> hands = [solver.mask(parse_cards(cards)) for cards in ("Jh Ah", "9s Ts", "Jd Kh", "Qs Ks")]
>>> solver.value(hands, 0)  # the makers hold every trump
2
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterable, Iterator, Sequence

from engine.analysis.solver_tables import tables
from engine.cards import Card
from engine.contract import Contract

__all__ = ["Solver", "Trick", "uncollected"]

#: A bound beyond any number of tricks, for the full window.
_INFINITY = 99

#: The trick in progress: the suit led (its index in ``Suit``), the power of the card
#: winning so far, the position of its player, how many cards are on the table, and
#: those cards as a bit set.
Trick = tuple[int, int, int, int, int]
#: No trick in progress.
NO_TRICK: Trick = (-1, 0, 0, 0, 0)


@contextlib.contextmanager
def uncollected() -> Iterator[None]:
    """The garbage collector paused during a search (or an analysis), as it was before
    after it. A search makes no reference cycle (what it drops, reference counting frees),
    but allocates lists all the time, and each of the collections they trigger walks every
    object of the tables kept (the cards searched in each suit, the discards, the layouts
    sampled): a sixth of the time of Bid Euchre's analyses of calls."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()


class Solver:
    """Double-dummy search for one deck, contract and table.

    ``makers`` gives, for each player in play in the order of play (clockwise, a seat
    sitting out left out), whether the player is one of the makers. Positions are lists
    of hands (bit sets) in the same order. The transposition table is kept between
    searches: positions of the same deal share it.
    """

    def __init__(self, deck: Sequence[Card], contract: Contract, makers: Sequence[bool]) -> None:
        self.tables = found = tables(tuple(deck), contract)
        self.deck = found.deck
        self.contract = contract
        self.makers = tuple(makers)
        self.players = len(self.makers)
        self.bits = found.bits
        self.suit_of = found.suit_of
        self.suit_masks = found.suit_masks
        self.power = found.power
        self.runs = found.runs
        self.width = found.width
        #: The bounds found on a position's value, ``low << 4 | high`` (an int, not a tuple:
        #: the garbage collector has nothing to follow in the table).
        self.table: dict[int, int] = {}
        self._discard_cache: dict[int, tuple[list[tuple[int, int]], list[int]]] = {}
        # The suits a leader tries, in order: the makers lead trumps first, the others last.
        trump = found.trump
        plain = [suit for suit in range(4) if suit != trump]
        self._lead_suits = [
            ([trump, *plain] if maker else [*plain, trump]) if trump >= 0 else plain
            for maker in self.makers
        ]
        self._trump = trump
        self._makers_at = [position for position, maker in enumerate(self.makers) if maker]
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
        with uncollected():
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
        with uncollected():
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
            low, high = entry >> 4, entry & 15
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
        makers_sure, others_sure = self._sure(leader, live)
        if makers_sure > low:
            low = makers_sure
        if left - others_sure < high:
            high = left - others_sure
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low > alpha:
            alpha = low
        if high < beta:
            beta = high
        result = self._move(leader, 0, -1, 0, leader, alpha, beta, live)
        if result <= alpha:
            high = result
        elif result >= beta:
            low = result
        else:
            low = high = result
        table[key] = low << 4 | high
        return result

    def _sure(self, leader: int, live: int) -> tuple[int, int]:
        """The tricks each side is sure of from a trick boundary (the makers', the
        others'): for each trump a player holds above every trump of the other side, one
        (it wins the trick it is played to, for the player or the partner; the most of
        one player counts, as a trump led can make partners' fall together); and for the
        leader, when no other player has a trump, the highest cards of each suit it holds
        in a row (it leads them one after the other, and none is beaten or trumped)."""
        hands = self._hands
        makers = self.makers
        ours = 0  # the makers' cards
        for position in self._makers_at:
            ours |= hands[position]
        sure = [0, 0]  # the others', the makers'
        trump = self._trump
        ruff = 0  # the trumps of the other players than the leader
        if trump >= 0:
            trumps = live & self.suit_masks[trump]
            side = -1
            above = 0
            for bit in self.runs[trump]:
                if bit & trumps:
                    maker = 1 if bit & ours else 0
                    if side < 0:
                        side = maker
                    elif maker != side:
                        break
                    above |= bit
            if above:
                sure[side] = max([(held & above).bit_count() for held in hands])
            ruff = trumps & ~hands[leader]
        if not ruff:
            hand = hands[leader]
            cash = 0
            for run in self.runs:
                for bit in run:
                    if bit & live:
                        if not bit & hand:
                            break
                        cash += 1
            side = 1 if makers[leader] else 0
            if cash > sure[side]:
                sure[side] = cash
        return sure[1], sure[0]

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
        makers = self.makers
        maximise = makers[mover]
        result = -1 if maximise else _INFINITY
        heads = self.tables.heads
        suit_masks = self.suit_masks
        # The cards to search: one per run of equivalent cards, in a useful order.
        if count == 0:  # a leader's high cards first
            moves: list[tuple[int, int]] = []
            for suit in self._lead_suits[mover]:
                held = hand & suit_masks[suit]
                if held:
                    moves += heads(held, live & suit_masks[suit], suit)[0]
            power = self.power[0]
        else:
            power = self.power[led]
            follow = hand & suit_masks[led]
            if not follow & (follow - 1) and follow:  # a single card: no choice
                index = follow.bit_length() - 1
                moves, strengths = [(follow, index)], [power[index]]
            elif follow:
                _, moves, strengths = heads(follow, live & suit_masks[led], led)
            else:
                moves, strengths = self._discards(hand, live, power)
            if makers[best] != maximise:  # the other side is winning: the cheapest win first
                first = 0
                for strength in strengths:
                    if strength > top:
                        break
                    first += 1
                if first and first < len(moves):
                    moves = moves[first:] + moves[:first]
            # otherwise the side is winning (or cannot win): the lowest cards first
        last = count + 1 == self.players
        following = (mover + 1) % self.players
        for bit, index in moves:
            if count == 0:
                led = self.suit_of[index]
                power = self.power[led]
                new_top, new_best = power[index], mover
            elif power[index] > top:
                new_top, new_best = power[index], mover
            else:
                new_top, new_best = top, best
            hands[mover] = hand ^ bit
            if last:
                won = 1 if makers[new_best] else 0
                value = won + self._trick(new_best, alpha - won, beta - won)
            else:
                value = self._move(following, count + 1, led, new_top, new_best, alpha, beta, live)
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

    def _discards(
        self, hand: int, live: int, power: list[int]
    ) -> tuple[list[tuple[int, int]], list[int]]:
        """A hand void in the suit led: its cards to search from the weakest, plain cards
        (which cannot win) before trumps, with their powers (which do not depend on the
        suit led: plain cards have none, trumps beat it)."""
        key = live << self.width | hand
        found = self._discard_cache.get(key)
        if found is not None:
            return found
        heads = self.tables.heads
        suit_masks = self.suit_masks
        trump = self.tables.trump
        moves: list[tuple[int, int]] = []
        for suit in range(4):
            held = hand & suit_masks[suit]
            if held and suit != trump:
                moves += heads(held, live & suit_masks[suit], suit)[1]
        strengths = [0] * len(moves)
        if trump >= 0:
            held = hand & suit_masks[trump]
            if held:
                trumps = heads(held, live & suit_masks[trump], trump)[1]
                moves += trumps
                strengths += [power[index] for _, index in trumps]
        self._discard_cache[key] = moves, strengths
        return moves, strengths
