"""The game as a state machine, by concern: deals until the target is reached, the deal
rotating.

- :mod:`engine.game.phases`: where a game stands (:class:`Phase`);
- :mod:`engine.game.table`: the seats and sides (three players in cutthroat);
- :mod:`engine.game.deal`: the cards of a deal (:class:`Layout`), its tricks and revokes;
- :mod:`engine.game.scoring`: the points of a deal and the end of the game;
- :mod:`engine.game.play`: the play of the tricks;
- :mod:`engine.game.revokes`: revokes, take-backs and the claim of a revoke, with its penalty;
- :mod:`engine.game.irregularities`: misdeals and actions out of turn, and every
  irregularity checked, applied and listed;
- :mod:`engine.game.core`: :class:`Game`, what every game shares;
- :mod:`engine.game.standard` and :mod:`engine.game.bid_euchre`: how trumps are fixed in
  standard Euchre (:class:`StandardGame`) and in Bid Euchre (:class:`BidEuchreGame`).

``Game(rules)`` makes the game of the rules' variant:

>>> from engine.rules import Rules
>>> type(Game(Rules.parse("bid-euchre"))).__name__
'BidEuchreGame'
"""

from __future__ import annotations

from engine.game.bid_euchre import BidEuchreGame
from engine.game.core import Game
from engine.game.deal import Deal, Layout, Revoked, Trick
from engine.game.phases import Phase
from engine.game.scoring import Outcome, check_scores, deal_points
from engine.game.standard import StandardGame

__all__ = [
    "BidEuchreGame",
    "Deal",
    "Game",
    "Layout",
    "Outcome",
    "Phase",
    "Revoked",
    "StandardGame",
    "Trick",
    "check_scores",
    "deal_points",
]
