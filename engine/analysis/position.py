"""A game's play position as the solver's compact position, and its double-dummy values.

The analysis reads a :class:`~engine.game.Game` through a few public attributes only
(its rules, phase and turn, and the current deal's hands, trick in progress, contract,
maker, seat sitting out and tricks won); it never changes the game.

Solvers are kept per deal (the cards as dealt, the contract and the table), so that the
positions of one deal analysed one after the other share their transposition table.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from engine.analysis.solver import Solver, Trick
from engine.cards import Card
from engine.game import Deal, Game, deal_points
from engine.seats import Seat, Side

__all__ = ["PlayPosition", "kept_solver", "play_position", "points_json", "solver_for"]

#: How many solvers (deals) are kept: enough for a page's walkthroughs and a reader's
#: lines of play, small enough for the browser's memory.
_KEPT = 8
_SOLVERS: OrderedDict[Hashable, Solver] = OrderedDict()


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """A position of the play phase: the solver of its deal, the seats in play in the
    order of play, the hands as bit sets in that order, who is to play and the trick in
    progress, and the makers' side with the tricks it has already won."""

    solver: Solver
    order: tuple[Seat, ...]
    hands: list[int]
    mover: int
    trick: Trick
    makers: Side
    won: int


def _deal(game: Game) -> Deal:
    deal = game.current
    assert deal is not None and deal.contract is not None and deal.maker is not None
    return deal


def solver_for(game: Game, *, keep: bool = True) -> tuple[Solver, tuple[Seat, ...]]:
    """The solver of the game's current deal, once trumps are fixed, and the seats in
    play in its order (clockwise, the seat sitting out left out). With ``keep`` the
    solver is kept for the next positions of the deal; otherwise it is new."""
    deal = _deal(game)
    if not keep:
        key, order = _table(game)
        return Solver(*key), order
    return kept_solver(game, _SOLVERS, _KEPT, tuple(sorted(deal.layout.hands.items())))


def _table(game: Game) -> tuple[tuple[Any, ...], tuple[Seat, ...]]:
    """A solver's arguments for the game's deal (deck, contract, which seats in play are
    makers) and those seats in the order of play."""
    deal = _deal(game)
    assert deal.maker is not None
    rules = game.rules
    order = tuple(seat for seat in rules.seats if seat is not deal.sitting_out)
    makers = rules.side_of(deal.maker)
    flags = tuple(rules.side_of(seat) == makers for seat in order)
    return (rules.deck, deal.contract, flags), order


def kept_solver(
    game: Game, solvers: OrderedDict[Hashable, Solver], most: int, *extra: Hashable
) -> tuple[Solver, tuple[Seat, ...]]:
    """The solver of the game's deal from ``solvers`` (the ``most`` last used, by deck,
    contract, table and ``extra``), made and kept if missing, and the seats in play."""
    arguments, order = _table(game)
    key = (*arguments, order, *extra)
    solver = solvers.get(key)
    if solver is None:
        solver = solvers[key] = Solver(*arguments)
        if len(solvers) > most:
            solvers.popitem(last=False)
    else:
        solvers.move_to_end(key)
    return solver, order


def play_position(game: Game, *, keep: bool = True) -> PlayPosition:
    """The position of a game in its play phase (``keep``: see :func:`solver_for`)."""
    deal = _deal(game)
    assert game.turn is not None and deal.maker is not None
    solver, order = solver_for(game, keep=keep)
    hands = [solver.mask(deal.hands[seat]) for seat in order]
    mover = order.index(game.turn)
    cards: list[Card] = [card for _, card in deal.plays]
    leader = order.index(deal.plays[0][0]) if deal.plays else mover
    makers = game.rules.side_of(deal.maker)
    return PlayPosition(
        solver,
        order,
        hands,
        mover,
        solver.trick(leader, cards),
        makers,
        deal.tricks_won[makers],
    )


def points_json(game: Game, tricks: int) -> dict[str, int]:
    """The points of each side, by its code, if the makers take ``tricks`` in the deal
    (scored by :func:`engine.game.deal_points`, the game's own scoring)."""
    deal = _deal(game)
    assert deal.maker is not None
    points, _ = deal_points(game.rules, deal.maker, tricks, alone=deal.alone, bid=deal.bid)
    return {str(side): value for side, value in points.items()}
