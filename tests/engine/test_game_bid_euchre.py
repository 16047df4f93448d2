"""Bid Euchre's game (engine.game.bid_euchre): its deals, and the refusals of actions
at the wrong moment."""

from __future__ import annotations

import random

from conftest import act, base, bid_base

from engine.actions import Bid, Pass, Play, Trump
from engine.contract import ALL_CONTRACTS
from engine.game import Game, Phase
from engine.rules import Rules, Variant
from engine.seats import Seat


def test_bid_euchre_game_deals_by_itself() -> None:
    rules = Rules.parse("bid-euchre")
    assert (rules.variant, rules.target, rules.hand_size, rules.players) == (
        Variant.BID_EUCHRE,
        32,
        6,
        4,
    )
    game = Game(rules, Seat.S, rng=random.Random(6))
    assert (game.phase, game.turn, game.dealer) == (Phase.BIDDING, Seat.W, Seat.S)
    while len(game.deals) < 3:
        game.apply(game.legal_actions()[-1])
    assert [deal.dealer for deal in game.deals] == [Seat.S, Seat.W, Seat.N]
    assert game.deals[0].points is not None and game.deals[0].maker is not None


def test_bid_euchre_refusals_of_the_wrong_moment() -> None:
    game = bid_base()
    # No card before the bidding and the choice of contract are over (not "before trumps
    # are fixed": the contract may be sans).
    refusal = game.check(Play(Seat.E, game.current.hands[Seat.E][0]))
    assert (refusal.code, refusal.ruling) == ("not-playing-bid-euchre", "bid-euchre-bidding")
    act(game, "E bid 3", "S pass", "W pass", "N pass")
    assert game.check(Pass(Seat.E)).code == "not-bidding"
    refusal = game.check(Play(Seat.E, game.current.hands[Seat.E][0]))
    assert (refusal.code, refusal.ruling) == ("not-playing-bid-euchre", "bid-euchre-trump")
    act(game, "E trump sans-low")
    assert game.check(Trump(Seat.E, ALL_CONTRACTS[0])).code == "not-bidding"
    assert game.check(Bid(Seat.E, 4)).code == "not-bidding"
    # The actions of one game are refused in the other, with a reason.
    standard = base()
    assert standard.check(Bid(Seat.E, 3)).code == "standard-no-bids"
    assert standard.check(Trump(Seat.E, ALL_CONTRACTS[0])).code == "standard-no-contract"
