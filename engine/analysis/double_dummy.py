"""Double-dummy analysis of a play decision and of the dealer's discard.

Every legal action of the player to act is valued by perfect play of all hands, open,
from there to the end of the deal: the makers' tricks in the whole deal (those already
won included) and the points each side would score.
"""

from __future__ import annotations

from typing import Any

from engine.actions import Discard, Play
from engine.analysis.position import play_position, points_json
from engine.export import action_to_json
from engine.game import Game, Phase

__all__ = ["discard_options", "makers_tricks", "play_options"]


def play_options(game: Game) -> list[dict[str, Any]]:
    """Each legal card of the player to play, with the makers' tricks and the points."""
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
    assert game.phase is Phase.PLAY
    position = play_position(game, keep=keep)
    won = position.won
    value = position.solver.value(
        position.hands, position.mover, position.trick, floor - won, ceiling - won
    )
    return won + value


def _option(game: Game, action: Play | Discard, tricks: int) -> dict[str, Any]:
    return {
        "action": action_to_json(action),
        "makers_tricks": tricks,
        "points": points_json(game, tricks),
    }
