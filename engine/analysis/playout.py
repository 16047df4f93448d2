"""Random playouts on the solver's compact position: the rest of a deal's cards played at
random, without events, many times faster than through :class:`~engine.game.Game`.

For benchmarks and sampling, where only the outcome counts; ``python -m engine play``
keeps playing through ``Game``, whose events it narrates and exports. Legal plays and
trick winners are the solver's (:mod:`engine.analysis.solver`), tested against ``Game``.

>>> import random
>>> from engine.rules import Rules
>>> from engine.game import Phase
>>> game = Game(Rules.parse("standard cutthroat"), rng=random.Random(4))
>>> while game.phase is not Phase.PLAY:
...     _ = game.apply(game.legal_actions()[-1])
>>> plays = []
>>> tricks = random_playout(game, random.Random(1), plays)
>>> 0 <= tricks <= 5, len(plays), len(game.current.plays)
(True, 15, 0)
"""

from __future__ import annotations

import random

from engine.analysis.position import play_position
from engine.cards import Card
from engine.game import Game
from engine.seats import Seat

__all__ = ["random_playout"]


def random_playout(
    game: Game, rng: random.Random, plays: list[tuple[Seat, Card]] | None = None
) -> int:
    """Play the rest of the game's deal (in its play phase) at random, every player
    choosing uniformly among its legal cards (drawn with ``rng.random()``); return the
    makers' tricks in the deal. The game itself is not changed; ``plays``, if given,
    receives the cards played."""
    position = play_position(game, keep=False)
    solver = position.solver
    hands = list(position.hands)
    mover = position.mover
    led, top, best, count, _ = position.trick
    players = solver.players
    makers = solver.makers
    suit_masks = solver.suit_masks
    suit_of = solver.suit_of
    power = solver.power
    deck = solver.deck
    won = position.won
    uniform = rng.random
    while hands[mover]:
        hand = hands[mover]
        legal = (hand & suit_masks[led] if count else 0) or hand
        cards = []
        while legal:
            bit = legal & -legal
            cards.append(bit)
            legal ^= bit
        bit = cards[int(uniform() * len(cards))]
        hands[mover] = hand ^ bit
        index = bit.bit_length() - 1
        if plays is not None:
            plays.append((position.order[mover], deck[index]))
        if count == 0:
            led = suit_of[index]
            top, best = power[led][index], mover
        elif power[led][index] > top:
            top, best = power[led][index], mover
        count += 1
        if count == players:
            if makers[best]:
                won += 1
            mover, count = best, 0
        else:
            mover = (mover + 1) % players
    return won
