"""The state machine: legal actions agree with the checks, copies are independent."""

from __future__ import annotations

import copy
import pickle
import random

import pytest
from conftest import act, base, bid_base
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Action, Bid, Call, Discard, OrderUp, Pass, Play, Trump
from engine.cards import Suit
from engine.contract import ALL_CONTRACTS
from engine.errors import IllegalActionError
from engine.narration import Catalog, explain
from engine.rules import Rules, Variant
from engine.seats import Partnership, Seat
from engine.state import Game, Layout, Phase

OPTIONS = [
    "standard",
    "standard joker",
    "standard deck32",
    "standard cutthroat joker",
    "standard canadian-loner",
    "standard canadian-loner joker deck32",
    "bid-euchre",
]


def every_action(rules: Rules) -> list[Action]:
    """Every action any seat could name, legal or not."""
    actions: list[Action] = []
    for seat in Seat:
        actions += [Pass(seat), OrderUp(seat), OrderUp(seat, True)]
        actions += [Call(seat, suit, alone) for suit in Suit for alone in (False, True)]
        actions += [Discard(seat, card) for card in rules.deck]
        actions += [Play(seat, card) for card in rules.deck]
        actions += [Bid(seat, tricks) for tricks in range(0, 9)]
        actions += [Trump(seat, contract) for contract in ALL_CONTRACTS]
    return actions


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rules=st.sampled_from(OPTIONS), seed=st.integers(0, 2**32))
def test_legal_actions_are_exactly_the_allowed_ones(
    rules: str, seed: int, english: Catalog
) -> None:
    """Exactly the legal actions pass the check; every refusal raises and reads in English."""
    game = Game(Rules.parse(rules), rng=random.Random(seed))
    universe = every_action(game.rules)
    rng = random.Random(seed)
    for _ in range(70):
        if game.over:
            break
        legal = game.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        allowed = set()
        for action in universe:
            refusal = game.check(action)
            if refusal is None:
                allowed.add(action)
            else:
                assert "%(" not in explain(refusal, english)
        assert allowed == set(legal)
        for action in rng.sample(universe, 5):
            refusal = game.check(action)
            if refusal is not None:
                with pytest.raises(IllegalActionError) as error:
                    game.copy().apply(action)
                assert error.value.refusal == refusal
        game.apply(rng.choice(legal))


def test_refusals_of_the_wrong_moment() -> None:
    game = base()
    assert game.check(Play(Seat.E, game.current.hands[Seat.E][0])).code == "not-playing"
    assert game.check(Discard(Seat.E, game.current.hands[Seat.E][0])).code == "not-discarding"
    assert game.check(Call(Seat.E, Suit.SPADES)).code == "call-in-first-round"
    act(game, "E order-up", "N discard 9c")
    assert game.check(Pass(Seat.E)).code == "not-bidding"
    waiting = Game(Rules())
    assert (waiting.phase, waiting.turn, waiting.legal_actions()) == (Phase.DEAL, None, [])
    assert waiting.check(Pass(Seat.E)).code == "no-cards-dealt"


def test_copy_is_independent() -> None:
    game = base("standard", "E order-up", "N discard 9c", "E play Jh")
    trial = game.copy()
    act(trial, "S play 9h", "W play Ad", "N play Qh")
    assert len(trial.current.tricks) == 1
    assert game.current.tricks == [] and len(game.current.plays) == 1
    assert len(game.current.hands[Seat.S]) == 5
    assert len(game.history) < len(trial.history)


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


def test_dealer_must_have_a_seat() -> None:
    with pytest.raises(IllegalActionError) as error:
        Game(Rules(cutthroat=True), Seat.W)
    assert error.value.code == "deal-seat-not-in-play"


def test_deals_rotate_and_the_game_deals_by_itself() -> None:
    game = Game(Rules(), Seat.W, rng=random.Random(1))
    dealers = []
    while not game.over:
        if game.current and game.current.number > len(dealers):
            dealers.append(game.current.dealer)
        game.apply(game.legal_actions()[0])
    order = [Seat.W, Seat.N, Seat.E, Seat.S]
    assert dealers == [order[i % 4] for i in range(len(dealers))]


def test_layout_is_dealt_from_the_dealers_left() -> None:
    layout = Layout.shuffled(Rules(), Seat.S, random.Random(2))
    assert list(layout.hands) == [Seat.W, Seat.N, Seat.E, Seat.S]
    again = Layout.shuffled(Rules(), Seat.S, random.Random(2))
    assert again == layout and again.hands == layout.hands


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


def test_bid_euchre_starting_scores() -> None:
    """Any score can be met in Bid Euchre: below zero, or at 32 without having won."""
    rules = Rules.parse("bid-euchre")
    game = Game(rules, scores={Partnership.NS: -12, Partnership.EW: 40})
    assert game.scores == {Partnership.NS: -12, Partnership.EW: 40} and game.winner is None


@settings(max_examples=15, deadline=None)
@given(rules=st.sampled_from(OPTIONS), seed=st.integers(0, 2**32))
def test_apply_verifies_plays_as_check_does(rules: str, seed: int) -> None:
    """Plays take a fast path through apply: it refuses exactly what check refuses."""
    rng = random.Random(seed)
    game = Game(Rules.parse(rules), rng=rng)
    plays = [action for action in every_action(game.rules) if isinstance(action, Play)]
    for _ in range(40):
        if game.over:
            break
        if game.phase is Phase.PLAY:
            for action in plays:
                refusal = game.check(action)
                trial = game.copy()
                if refusal is None:
                    assert trial.apply(action)
                else:
                    with pytest.raises(IllegalActionError) as error:
                        trial.apply(action)
                    assert error.value.refusal == refusal
        game.apply(rng.choice(game.legal_actions()))


def test_games_pickle_and_copy_deeply() -> None:
    """Games (whose play events are made once and shared) pickle and deep-copy."""
    for rules in ("standard joker", "bid-euchre"):
        game = Game(Rules.parse(rules), rng=random.Random(2))
        while len(game.deals) < 3:
            game.apply(game.legal_actions()[0])
        for other in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game)):
            assert other.history == game.history and other.scores == game.scores
            action = other.legal_actions()[0]
            assert other.apply(action) == game.copy().apply(action)
    shared = next(event for event in game.history if event.message == "event.follow")
    with pytest.raises(TypeError):
        shared.params["card"] = shared.params["card"]  # type: ignore[index]
