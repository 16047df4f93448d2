"""The state machine: legal actions agree with the checks, copies are independent."""

from __future__ import annotations

import random

import pytest
from conftest import act, base
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Action, Call, Discard, OrderUp, Pass, Play
from engine.cards import Suit
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
]


def every_action(rules: Rules) -> list[Action]:
    """Every action any seat could name, legal or not."""
    actions: list[Action] = []
    for seat in Seat:
        actions += [Pass(seat), OrderUp(seat), OrderUp(seat, True)]
        actions += [Call(seat, suit, alone) for suit in Suit for alone in (False, True)]
        actions += [Discard(seat, card) for card in rules.deck]
        actions += [Play(seat, card) for card in rules.deck]
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
    for _ in range(60):
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


def test_bid_euchre_is_the_next_variant() -> None:
    """The rules can express Bid Euchre; its phases are the next step of the engine."""
    rules = Rules.parse("bid-euchre")
    assert (rules.variant, rules.target, rules.hand_size, rules.players) == (
        Variant.BID_EUCHRE,
        32,
        6,
        4,
    )
    with pytest.raises(NotImplementedError):
        Game(rules)


def perft(game: Game, depth: int) -> int:
    """The number of legal action sequences of ``depth`` actions (as chess's perft)."""
    if depth == 0:
        return 1
    total = 0
    for action in game.legal_actions():
        trial = game.copy()
        trial.apply(action)
        total += perft(trial, depth - 1)
    return total


@pytest.mark.parametrize(
    ("rules", "counts"),
    [
        # East: pass, order up, order up alone (3). After a pass South has the same 3;
        # after either order-up North discards one of six (3 + 6 + 6 = 15). At depth 3:
        # South's pass leaves West 3 choices and each of South's order-ups 6 discards
        # (15), and after each of East's order-ups and North's 6 discards East leads one
        # of five cards (30 + 30): 75.
        ("standard", [3, 15, 75]),
        # South, the dealer's partner, may only pass or go alone: 2 + 6 + 6 = 14, then
        # 3 + 6 after South's choices and 30 + 30 after East's: 69.
        ("standard canadian-loner", [3, 14, 69]),
    ],
)
def test_golden_counts(rules: str, counts: list[int]) -> None:
    game = base(rules)
    assert [perft(game, depth) for depth in range(1, len(counts) + 1)] == counts
