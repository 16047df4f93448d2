"""Scoring (engine.game.scoring): the starting scores a game accepts."""

from __future__ import annotations

import pytest

from engine.errors import IllegalActionError
from engine.game import Game, Phase
from engine.rules import Rules
from engine.seats import Partnership, Seat


def test_starting_scores() -> None:
    game = Game(Rules(), scores={Partnership.NS: 8})
    assert game.scores == {Partnership.NS: 8, Partnership.EW: 0}
    for scores in ({Partnership.NS: 10}, {Partnership.EW: -1}):
        with pytest.raises(IllegalActionError) as error:
            Game(Rules(), scores=scores)
        assert error.value.code == "bad-starting-score"
    tied = Game(Rules(cutthroat=True), scores={Seat.N: 10, Seat.E: 10})  # a tie goes on
    assert tied.phase is Phase.DEAL
    with pytest.raises(IllegalActionError):
        Game(Rules(cutthroat=True), scores={Seat.N: 11, Seat.E: 10})


def test_bid_euchre_starting_scores() -> None:
    """Any score can be met in Bid Euchre: below zero, or at 32 without having won."""
    rules = Rules.parse("bid-euchre")
    game = Game(rules, scores={Partnership.NS: -12, Partnership.EW: 40})
    assert game.scores == {Partnership.NS: -12, Partnership.EW: 40} and game.winner is None
