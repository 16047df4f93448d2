"""Double-dummy analysis of a play decision and of the dealer's discard.

Every legal action of the player to act is valued by perfect play of all hands, open,
from there to the end of the deal: the makers' tricks in the whole deal (those already
won included) and the points each side would score.

After an irregularity the trick in progress may not be in the order of the table (a card
played out of turn, or taken back: the next player is not the one after the last card);
the solver knows only tricks played in order, so the rest of such a trick is played out
here, action by action with the game's own rules, and the solver takes over at the next
trick.
"""

from __future__ import annotations

from typing import Any

from engine.actions import Discard, Play
from engine.analysis.position import play_position, points_json
from engine.export import action_to_json
from engine.game import Game, Phase

__all__ = ["discard_options", "in_order", "makers_tricks", "play_options"]


def play_options(game: Game) -> list[dict[str, Any]]:
    """Each legal card of the player to play, with the makers' tricks and the points."""
    if not in_order(game):
        options = []
        for action in game.legal_actions():
            assert isinstance(action, Play)
            after = game.copy()
            after.apply(action)
            options.append(_option(game, action, makers_tricks(after)))
        return options
    position = play_position(game)
    solver = position.solver
    values = solver.values(position.hands, position.mover, position.trick)
    options = []
    for action in game.legal_actions():
        assert isinstance(action, Play)
        tricks = position.won + values[solver.bits[action.card]]
        options.append(_option(game, action, tricks))
    return options


def discard_options(game: Game) -> list[dict[str, Any]]:
    """Each card the dealer may discard, with the makers' tricks and the points."""
    options = []
    for action in game.legal_actions():
        assert isinstance(action, Discard)
        after = game.copy()
        after.apply(action)
        options.append(_option(game, action, makers_tricks(after)))
    return options


def makers_tricks(game: Game, *, keep: bool = True, floor: int = -1, ceiling: int = 99) -> int:
    """The makers' tricks in the whole deal with perfect play from here on, in the play
    phase (``keep``: keep the solver for the deal's next positions). With ``floor`` and
    ``ceiling`` the search may stop early: a value at or below ``floor`` (at or above
    ``ceiling``) is then only known to be no more (no less) than the one returned."""
    deal = game.current
    assert deal is not None and deal.maker is not None
    if game.phase is not Phase.PLAY or deal.points is not None:  # the deal is over
        return deal.tricks_won[game.rules.side_of(deal.maker)]
    if not in_order(game):
        return _played_out(game, keep=keep)
    position = play_position(game, keep=keep)
    won = position.won
    value = position.solver.value(
        position.hands, position.mover, position.trick, floor - won, ceiling - won
    )
    return won + value


def in_order(game: Game) -> bool:
    """Whether the trick in progress was played in the order of the table, from its
    leader, and the player to act is the next (always, but after an irregularity)."""
    deal = game.current
    assert deal is not None and game.turn is not None
    order = [seat for seat in game.rules.seats if seat is not deal.sitting_out]
    seats = [seat for seat, _ in deal.plays] + [game.turn]
    first = order.index(seats[0])
    return all(order.index(seat) == (first + i) % len(order) for i, seat in enumerate(seats))


def _played_out(game: Game, *, keep: bool) -> int:
    """The makers' tricks with perfect play from a trick out of order: each legal card
    tried (the makers taking the most, the others the fewest) to the trick's end."""
    deal = game.current
    assert deal is not None and deal.maker is not None and game.turn is not None
    sides = game.rules.side_of
    makers = sides(deal.maker) == sides(game.turn)
    values = []
    for action in game.legal_actions():
        after = game.copy()
        after.apply(action)
        values.append(makers_tricks(after, keep=keep))
    return max(values) if makers else min(values)


def _option(game: Game, action: Play | Discard, tricks: int) -> dict[str, Any]:
    return {
        "action": action_to_json(action),
        "makers_tricks": tricks,
        "points": points_json(game, tricks),
    }
