"""A revoke to claim: the value of claiming it, when the player to act may.

Once a player of the other side has revoked and the revoke's trick is complete, the
player to act may claim it (:mod:`engine.game.irregularities`): the deal ends and is
scored by the ruling (the other side of the revoker is credited with every trick, or in
the three-player game as the ruling says). Claiming is then one of the options: its value
is certain (no card is left to play), read from the game itself after the claim.
"""

from __future__ import annotations

from typing import Any

from engine.actions import Claim
from engine.export import action_to_json
from engine.game import Game

__all__ = ["claim_option"]


def claim_option(game: Game) -> dict[str, Any] | None:
    """The option of claiming a revoke for the player to act, when open: ``{"action",
    "makers_tricks", "points", "seen", "seen_margin", "seen_cost", "seen_points_cost",
    "loses"}`` (``seen``: the
    acting side's tricks as the ruling credits them), or ``None``."""
    seat, deal = game.turn, game.current
    if seat is None or deal is None or not deal.revokes or deal.maker is None:
        return None
    claim = Claim(seat)
    if game.check(claim) is not None:
        return None
    after = game.copy()
    after.apply(claim)
    scored = after.deals[len(game.deals) - 1]
    rules = game.rules
    makers = rules.side_of(deal.maker)
    side = rules.side_of(seat)
    tricks = scored.tricks_won[makers]
    own = tricks if side == makers else rules.hand_size - tricks
    points = scored.points or {}
    return {
        "action": action_to_json(claim),
        "makers_tricks": tricks,
        "points": {str(other): value for other, value in points.items()},
        "seen": own,
        "seen_margin": 0,
        "seen_cost": 0,
        "seen_points_cost": 0,
        "loses": None,
    }
