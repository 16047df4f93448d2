"""The game (engine.game.core): legal actions agree with the checks, plays take a fast
path that refuses what the checks refuse, copies are independent, games pickle, and
``Game(rules)`` is the game of the rules' variant."""

from __future__ import annotations

import copy
import pickle
import random

import pytest
from conftest import act, base
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Action, Bid, Call, Discard, OrderUp, Pass, Play, Trump
from engine.cards import Suit
from engine.contract import ALL_CONTRACTS
from engine.errors import IllegalActionError
from engine.game import BidEuchreGame, Game, Phase, StandardGame
from engine.narration import Catalog, explain
from engine.rules import Rules
from engine.seats import Seat

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


def test_game_is_the_game_of_the_rules_variant() -> None:
    """Game(rules) makes the variant's game; copies and pickles keep its class."""
    for rules, kind in (("standard", StandardGame), ("standard cutthroat", StandardGame)):
        game = Game(Rules.parse(rules), rng=random.Random(1))
        assert type(game) is kind and isinstance(game, Game)
    game = Game(Rules.parse("bid-euchre"), rng=random.Random(1))
    assert type(game) is BidEuchreGame and isinstance(game, Game)
    for other in (game.copy(), pickle.loads(pickle.dumps(game)), copy.deepcopy(game)):
        assert type(other) is BidEuchreGame
        assert other.legal_actions() == game.legal_actions()
