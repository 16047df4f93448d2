"""A plain minimax of the play, the yardstick of the double-dummy solver's tests and bench.

No pruning, no bit sets, no equivalent cards: every legal card of every hand is tried,
read from the hands as lists of cards with the engine's :func:`~engine.contract.
effective_suit` and :func:`~engine.contract.trick_winner`; the only memory is the value
of each position met at a trick boundary (the hands and the leader).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.contract import Contract, effective_suit, trick_winner
from engine.game import Game
from engine.seats import Seat

__all__ = ["game_position", "minimax"]

Hands = tuple[tuple[Card, ...], ...]


def minimax(
    contract: Contract,
    makers: Sequence[bool],
    hands: Hands,
    mover: int,
    table: tuple[Card, ...] = (),
    memo: dict[tuple[int, Hands], int] | None = None,
) -> int:
    """The makers' tricks from the position on: ``hands`` in the order of play, ``mover``
    to play, ``table`` the cards of the trick in progress (played from the leader on)."""
    if memo is None:
        memo = {}
    players = len(hands)
    if not table:
        if not hands[mover]:
            return 0
        key = (mover, hands)
        if key in memo:
            return memo[key]
    hand = hands[mover]
    legal = list(hand)
    if table:
        led = effective_suit(table[0], contract)
        follow = [card for card in hand if effective_suit(card, contract) is led]
        legal = follow or legal
    values = []
    leader = (mover - len(table)) % players
    for card in legal:
        after = tuple(
            tuple(held for held in cards if held is not card) if seat == mover else cards
            for seat, cards in enumerate(hands)
        )
        played = (*table, card)
        if len(played) == players:
            winner = (leader + trick_winner(played, contract)) % players
            won = 1 if makers[winner] else 0
            values.append(won + minimax(contract, makers, after, winner, (), memo))
        else:
            values.append(minimax(contract, makers, after, (mover + 1) % players, played, memo))
    result = max(values) if makers[mover] else min(values)
    if not table:
        memo[key] = result
    return result


def game_position(game: Game) -> tuple[Contract, list[bool], Hands, int, tuple[Card, ...]]:
    """The arguments of :func:`minimax` for a game in its play phase, read from the game:
    the seats in play clockwise (the one sitting out left out), the makers' side's seats."""
    deal = game.current
    assert deal is not None and deal.contract is not None and deal.maker is not None
    rules = game.rules
    order: list[Seat] = [seat for seat in rules.seats if seat is not deal.sitting_out]
    makers = [rules.side_of(seat) == rules.side_of(deal.maker) for seat in order]
    hands = tuple(tuple(deal.hands[seat]) for seat in order)
    assert game.turn is not None
    table = tuple(card for _, card in deal.plays)
    return deal.contract, makers, hands, order.index(game.turn), table
