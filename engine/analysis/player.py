"""The best player of the analysis: the engine's strongest seat on the board.

It acts as :func:`engine.analysis.analyse` advises: a card or a discard that is best
double-dummy (it sees every card, as the analysis does), and the call that is best by
sampling (a pass valued like every other call), or when the calls are too close to call,
the one worth the most on the deals sampled.

>>> import random
>>> from engine.rules import Rules
>>> from engine.game import Game, Phase
>>> game = Game(Rules.parse("standard"), rng=random.Random(3))
>>> game.rng = None  # no next deal
>>> while game.phase is not Phase.DEAL:
...     _ = game.apply(best_player(game, samples=2))
>>> game.deals[0].points is not None
True
"""

from __future__ import annotations

from engine.actions import Action
from engine.analysis import analyse
from engine.analysis.line import best_in_line
from engine.export import action_from_json
from engine.game import Game, Phase
from engine.players import simple_player

__all__ = ["best_player"]


def best_player(game: Game, *, samples: int | None = None, seed: int = 0) -> Action:
    """The action the analysis finds best for the seat to act (see the module)."""
    if game.phase in (Phase.PLAY, Phase.DISCARD):
        return best_in_line(game)  # the best card with every card seen
    result = analyse(game, samples=samples, seed=seed)
    if result["method"] == "sampled" and not result["best"]:
        top = max(result["options"], key=lambda option: float(option["expected_points"]))
        return action_from_json(top["action"])
    if not result["best"]:
        return simple_player(game)
    return action_from_json(result["best"][0])
