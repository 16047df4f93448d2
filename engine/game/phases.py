"""The phases of a game: where it stands decides which actions are legal, and which
ruling says who acts.

>>> Phase.ROUND_1.value, PHASE_RULING[Phase.ROUND_1]
('round-1', 'first-round')
>>> not_playing(Phase.BIDDING).code
'not-playing-bid-euchre'
"""

from __future__ import annotations

from enum import StrEnum

from engine.errors import Refusal

__all__ = ["CALLS", "PHASE_RULING", "Phase", "not_playing"]


class Phase(StrEnum):
    """Where a game stands; it decides which actions are legal."""

    #: Waiting for the cards of the next deal.
    DEAL = "deal"
    #: First round of bidding: pass or accept the turned-up card.
    ROUND_1 = "round-1"
    #: The dealer discards after taking up the turned-up card.
    DISCARD = "discard"
    #: Second round of bidding: pass or name a suit.
    ROUND_2 = "round-2"
    #: Bid Euchre: one round of bids of 3 to 6 tricks, from the dealer's left.
    BIDDING = "bidding"
    #: Bid Euchre: the high bidder chooses the contract (a trump suit, sans high or low).
    CONTRACT = "contract"
    #: Playing the tricks.
    PLAY = "play"
    #: A side has won.
    GAME_OVER = "game-over"


#: The phases in which a player calls (bids), in either game (each game's own:
#: :attr:`engine.game.Game.calling`).
CALLS = (Phase.ROUND_1, Phase.ROUND_2, Phase.BIDDING, Phase.CONTRACT)

#: The ruling that says who acts in each phase.
PHASE_RULING: dict[Phase, str | None] = {
    Phase.ROUND_1: "first-round",
    Phase.DISCARD: "dealer-discard",
    Phase.ROUND_2: "second-round",
    Phase.BIDDING: "bid-euchre-bidding",
    Phase.CONTRACT: "bid-euchre-trump",
    Phase.PLAY: "first-lead",
}


def not_playing(phase: Phase) -> Refusal:
    """Why no card is played yet: trumps are not fixed, or in Bid Euchre the bidding and
    the high bidder's choice of contract are not over."""
    if phase is Phase.BIDDING or phase is Phase.CONTRACT:
        return Refusal("not-playing-bid-euchre", {}, PHASE_RULING[phase])
    return Refusal("not-playing", {}, PHASE_RULING[phase])
