"""The analysis (``engine.analysis``): the double-dummy solver against a plain minimax and
against ``Game``, the principal line replayed, the bounds of its values, the call analysis
by sampling, and the JSON shapes of ``analyse`` and ``analyse_record``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.actions import OrderUp, Pass, Play
from engine.analysis import analyse, analyse_record, calls
from engine.analysis.line import best_in_line
from engine.analysis.playout import random_playout
from engine.analysis.position import play_position
from engine.analysis.solver import Solver
from engine.cards import make_deck, parse_cards
from engine.contract import ALL_CONTRACTS, Contract
from engine.errors import EngineError
from engine.export import action_from_json, action_to_json
from engine.game import Game, Phase
from engine.narration import DictCatalog
from engine.players import likely_tricks
from engine.records import parse_record
from engine.rules import Rules
from engine.web import walkthrough
from engine.web_values import with_key
from tests.engine.conftest import BASE_DEAL, HANDS
from tests.engine.plain_minimax import game_position, minimax

#: Every rule set the engine plays (alone deals come from the random calls).
RULE_SETS = [
    "standard",
    "standard joker",
    "standard deck32",
    "standard joker deck32",
    "standard cutthroat",
    "standard cutthroat joker",
    "standard canadian-loner",
    "standard target=7",
    "bid-euchre",
]


def random_position(rules: Rules, rng: random.Random, most_left: int) -> Game:
    """A game in its play phase with at most ``most_left`` tricks to play, often in the
    middle of a trick; every action before it chosen at random."""
    while True:
        game = Game(rules, rng=rng)
        deal = game.current
        assert deal is not None
        done = rules.hand_size - rng.randint(1, most_left)
        extra = rng.randrange(rules.players)
        while game.phase is not Phase.PLAY or len(deal.tricks) < done:
            game.apply(rng.choice(game.legal_actions()))
        per_trick = len([seat for seat in rules.seats if seat is not deal.sitting_out])
        for _ in range(extra % per_trick):
            game.apply(rng.choice(game.legal_actions()))
        return game


def makers_side(game: Game) -> Any:
    deal = game.current
    assert deal is not None and deal.maker is not None
    return game.rules.side_of(deal.maker)


def after(game: Game, action: dict[str, Any]) -> Game:
    child = game.copy()
    child.apply(action_from_json(action))
    return child


def perfect(game: Game) -> int:
    """The makers' tricks in the deal by the plain minimax, from the game on."""
    deal = game.deals[-1]
    won = deal.tricks_won[makers_side(game)]
    if game.phase is not Phase.PLAY:
        return won
    return won + minimax(*game_position(game))


@pytest.mark.slow  # compared with plain minimax, the brute force
@pytest.mark.parametrize("rules_code", RULE_SETS)
def test_solver_equals_plain_minimax(rules_code: str) -> None:
    """Every option of 240 random positions (one to three tricks left, mid-trick
    included) has the value of the plain minimax."""
    rules = Rules.parse(rules_code)
    rng = random.Random(rules_code)
    for _ in range(240):
        game = random_position(rules, rng, 3)
        result = analyse(game)
        for option in result["options"]:
            assert option["makers_tricks"] == perfect(after(game, option["action"]))


@pytest.mark.parametrize(
    ("contract", "hands", "leader", "sure"),
    [
        # The top three trumps (hearts) with the makers, two of them in one hand: two sure
        # (a trump led can bring down the partner's ace with one of them).
        ("h", ("Jh Jd 9c", "Qh 9s Ts", "Ah 9d Td", "Kh Ks Qs"), 0, (2, 0)),
        # The two bowers split between partners, above every defender's trump: one sure
        # (a trump led makes them fall together).
        ("h", ("Jh 9c Tc", "9h 9s Ts", "Jd 9d Td", "Kh Ks Qs"), 0, (1, 0)),
        # The defenders hold the top two (East both): two tricks the makers cannot win.
        ("h", ("9h 9c Tc", "Jh Jd Ts", "Ah 9d Td", "Kh Ks Qs"), 0, (0, 2)),
        # No trump in play: the leader cashes the ace of clubs, the highest club left.
        ("h", ("9s 9c Tc", "Ts Js Qs", "Ac 9d Td", "Kc Ks Qd"), 2, (1, 0)),
        # But a trump elsewhere (East's nine) can take it: only that trump is sure.
        ("h", ("9s 9c Tc", "9h Js Qs", "Ac 9d Td", "Kc Ks Qd"), 2, (0, 1)),
        # No trumps: the leader's clubs from the ace down, then the spades of East.
        ("sans-high", ("Ac Kc 9s", "Qc Ts Js", "Ad 9d Td", "Kd Qd Jc"), 0, (2, 0)),
        ("sans-high", ("Ac Kc 9s", "Qc Ts Js", "Ad 9d Td", "Kd Qd Jc"), 1, (0, 2)),
        # Low: the nine is the highest.
        ("sans-low", ("9c Tc Ks", "Qc Ts Js", "Ad 9d Td", "Kd Qd Jc"), 0, (2, 0)),
    ],
)
def test_sure_tricks_bound_the_search_at_a_trick_boundary(
    contract: str, hands: tuple[str, ...], leader: int, sure: tuple[int, int]
) -> None:
    # The solver's bounds (the makers' sure tricks, the others'), whose soundness the
    # comparisons with plain minimax check on whole deals.
    solver = Solver(make_deck(), Contract.parse(contract), (True, False, True, False))
    solver._hands = [solver.mask(parse_cards(cards)) for cards in hands]
    live = 0
    for mask in solver._hands:
        live |= mask
    assert solver._sure(leader, live) == sure


@pytest.mark.slow  # compared with plain minimax, the brute force
@pytest.mark.parametrize("rules_code", ["standard", "standard cutthroat", "standard joker"])
def test_solver_equals_plain_minimax_on_full_deals(rules_code: str) -> None:
    rules = Rules.parse(rules_code)
    rng = random.Random(rules_code)
    for _ in range(2):
        game = random_position(rules, rng, rules.hand_size)
        while game.current is not None and len(game.current.tricks):  # back to a first lead
            game = random_position(rules, rng, rules.hand_size)
        result = analyse(game)
        best = max if result["makers"] == str(game.rules.side_of(game.turn)) else min
        assert best(o["makers_tricks"] for o in result["options"]) == perfect(game)


@pytest.mark.parametrize("rules_code", RULE_SETS)
def test_solver_agrees_with_game_on_legal_plays_and_trick_winners(rules_code: str) -> None:
    rules = Rules.parse(rules_code)
    rng = random.Random(rules_code)
    for _ in range(150):
        game = random_position(rules, rng, rules.hand_size)
        while game.phase is Phase.PLAY:
            position = play_position(game)
            solver = position.solver
            legal = solver.legal(position.hands[position.mover], position.trick)
            cards = [action.card for action in game.legal_actions() if isinstance(action, Play)]
            assert solver.cards(legal) == sorted(cards, key=rules.deck.index)
            deal = game.deals[-1]
            tricks = len(deal.tricks)
            game.apply(rng.choice(game.legal_actions()))
            if len(deal.tricks) > tricks:
                trick = deal.tricks[-1]
                leader = position.order.index(trick.leader)
                winner = solver.winner(leader, [card for _, card in trick.plays])
                assert position.order[winner] is trick.winner


@pytest.mark.parametrize("rules_code", RULE_SETS)
def test_principal_line_replayed_reproduces_the_value(rules_code: str) -> None:
    """Following the best option at every step through ``Game`` takes the tricks the
    analysis announced; every value lies between the tricks won and those plus the
    tricks left."""
    rules = Rules.parse(rules_code)
    rng = random.Random(rules_code)
    for _ in range(12):
        game = random_position(rules, rng, rules.hand_size)
        makers = makers_side(game)
        deal = game.deals[-1]
        won, left = deal.tricks_won[makers], rules.hand_size - len(deal.tricks)
        result = analyse(game)
        for option in result["options"]:
            assert won <= option["makers_tricks"] <= won + left
        announced = next(o for o in result["options"] if o["action"] == result["best_open"][0])
        while game.phase is Phase.PLAY:  # the best card with every card seen, each time
            game.apply(best_in_line(game))
        assert deal.tricks_won[makers] == announced["makers_tricks"]
        assert deal.points is not None
        assert {str(side): points for side, points in deal.points.items()} == announced["points"]


@pytest.mark.slow  # compared with plain minimax, the brute force
def test_discard_is_analysed_double_dummy() -> None:
    game = parse_record(f"rules: standard\n{BASE_DEAL}\nE order-up").replay()
    result = analyse(game)
    assert result["phase"] == "discard" and result["method"] == "double-dummy"
    assert [o["action"]["card"] for o in result["options"]] == ["9c", "Tc", "Qc", "9d", "Td", "Qh"]
    for option in result["options"]:
        assert option["makers_tricks"] == perfect(after(game, option["action"]))
    assert result["makers"] == "EW"
    # North defends: the best discards with every card seen leave East and West the
    # fewest tricks.
    fewest = min(o["makers_tricks"] for o in result["options"])
    assert {
        o["makers_tricks"] for o in result["options"] if o["action"] in result["best_open"]
    } == {fewest}


def test_play_analysis_has_the_issue_json_shape() -> None:
    game = parse_record(f"rules: standard\n{BASE_DEAL}\nE order-up\nN discard 9c").replay()
    result = analyse(game)
    assert list(result) == [
        *["rules", "seat", "phase", "makers", "method", "options", "seen_samples", "best"],
        "best_open",
    ]
    assert result["rules"] == "standard" and result["phase"] == "play"
    option = result["options"][0]
    assert list(option) == [
        *["action", "makers_tricks", "points"],
        *["seen", "seen_margin", "seen_cost", "seen_points_cost", "loses"],
    ]
    assert option["action"] == {"seat": "E", "action": "play", "card": "Jh"}
    assert set(option["points"]) == {"NS", "EW"}


def test_nothing_to_analyse_between_deals() -> None:
    record = parse_record((HANDS / "euchre.txt").read_text())
    with pytest.raises(EngineError) as raised:
        analyse(record.replay())
    assert raised.value.code == "nothing-to-analyse"


def call_game(hand: str, upcard: str, rules: str = "standard") -> Game:
    """North deals; East, first to speak, holds ``hand``."""
    rest = [card for card in Rules.parse(rules).deck if card.code not in hand.split()]
    others = [c.code for c in rest if c.code != upcard]
    size = 5
    text = (
        f"rules: {rules}\ndealer: N\nE: {hand}\n"
        f"S: {' '.join(others[0:size])}\nW: {' '.join(others[size : 2 * size])}\n"
        f"N: {' '.join(others[2 * size : 3 * size])}\nupcard: {upcard}\n"
    )
    if Rules.parse(rules).cutthroat:
        text = text.replace("W: ", "# W: ")
    return parse_record(text).replay()


def test_call_analysis_has_the_issue_json_shape_and_is_reproducible() -> None:
    game = call_game("Jh Jd Ah 9s Ts", "Kh")
    result = analyse(game, samples=48, seed=3)
    assert list(result) == [
        "rules",
        "seat",
        "phase",
        "makers",
        "method",
        "samples",
        "settled",
        "options",
        "best",
    ]
    assert result["method"] == "sampled" and result["samples"] in (16, 32, 48)
    passing, order_up, alone = result["options"]
    seat = game.turn
    assert seat is not None
    # A pass has a value of its own, on the same layouts as every call (issue 26).
    assert passing["action"] == action_to_json(Pass(seat))
    assert isinstance(passing["expected_points"], float) and passing["made"] is None
    assert order_up["action"] == action_to_json(OrderUp(seat, alone=False))
    assert list(order_up) == ["action", "expected_points", "margin", "cost", "made", "held"]
    assert 0 <= order_up["made"] <= 1 and 0 <= alone["made"] <= 1
    assert all(option["margin"] >= 0 and option["cost"] >= 0 for option in result["options"])
    calls._SAMPLINGS.clear()
    assert analyse(game, samples=48, seed=3) == result


def test_a_larger_cap_goes_on_from_what_was_sampled() -> None:
    """The browser asks in steps of a growing cap: the answer is the one a single call
    with the last cap gives."""
    game = call_game("Jh 9h Ac Kd 9s", "Th")
    calls._SAMPLINGS.clear()
    steps = [analyse(game, samples=cap, seed=1) for cap in (16, 32, 48, 64)]
    calls._SAMPLINGS.clear()
    assert analyse(game, samples=64, seed=1) == steps[-1]
    assert [step["samples"] for step in steps] == sorted(step["samples"] for step in steps)


def issue_example(actions: str = "") -> Game:
    """Issue 26: standard rules, West deals and turns up Q♥, North holds five clubs."""
    return parse_record(
        "rules: standard\ndealer: W\nN: 9c Tc Jc Qc Kc\nE: Ah Kh 9h As Ks\n"
        f"S: Jd Ad Kd Qs Ts\nW: Jh Th Ac 9s Qd\nupcard: Qh\n{actions}"
    ).replay()


def test_the_issue_example_passes_then_names_clubs() -> None:
    """A player with five clubs passes in the first round and names clubs in the second:
    the pass is valued (the others call as the simple player does, North calls again)."""
    first = analyse(issue_example())
    assert first["settled"] and [a["action"] for a in first["best"]] == ["pass"]
    passing = first["options"][0]
    assert passing["then"]["action"] == "call" and passing["then"]["suit"] == "c"
    second = analyse(issue_example("N pass, E pass, S pass, W pass"))
    assert second["settled"] and {a.get("suit") for a in second["best"]} == {"c"}


@pytest.mark.parametrize(
    ("rules", "passes"),
    [
        ("standard", 7),  # the dealer, stuck in the second round: no pass
        ("standard canadian-loner", 0),
        ("standard cutthroat", 0),
        ("standard cutthroat", 5),
    ],
)
def test_every_call_is_valued_in_every_game(rules: str, passes: int) -> None:
    """Stick the dealer, the Canadian loner, three players: every legal call has a value
    and a margin; the dealer stuck has no pass to value, the partner of the dealer
    accepting the turned-up card goes alone (Canadian loner), three players never go alone."""
    game = call_game("Jh 9h Ac Kd 9s", "Th", rules)
    for _ in range(passes):
        assert game.turn is not None
        game.apply(Pass(game.turn))
    result = analyse(game, samples=32)
    legal = [action_to_json(action) for action in game.legal_actions()]
    assert [option["action"] for option in result["options"]] == legal
    assert all(isinstance(option["expected_points"], float) for option in result["options"])
    if passes == 7:
        assert game.turn is game.current.dealer and "pass" not in {a["action"] for a in legal}
    if "cutthroat" in rules:
        assert not any(a.get("alone") for a in legal)


def test_call_made_always_with_the_top_five_trumps() -> None:
    result = analyse(call_game("Jh Jd Ah Kh Qh", "9h"), samples=32)
    _, order_up, alone = result["options"]
    assert order_up["made"] == alone["made"] == 1.0
    assert alone["expected_points"] == 4.0  # the march alone, every time
    assert alone["margin"] == 0.0 and result["settled"]
    assert result["best"] == [alone["action"]]


def test_call_never_made_without_a_chance() -> None:
    """Three players: East alone calls spades holding no spade and the lowest cards."""
    game = call_game("9c Tc 9d Td 9h", "Jh", "standard cutthroat")
    for _ in range(3):
        assert game.turn is not None
        game.apply(Pass(game.turn))
    assert str(game.turn) == "E" and game.phase is Phase.ROUND_2
    result = analyse(game, samples=32)
    spades = next(o for o in result["options"] if o["action"].get("suit") == "s")
    assert spades["made"] == 0.0 and spades["expected_points"] == -2.0
    assert spades["cost"] > 0 and spades["action"] not in result["best"]


def test_a_close_call_at_a_small_cap_is_too_close_to_call() -> None:
    """Sampling stops at the cap: unsettled, no call is best and nothing is starred."""
    game = call_game("Jh 9h Ac Kd 9s", "Th")
    result = analyse(game, samples=16)
    assert result["samples"] == 16
    assert result["settled"] is False and result["best"] == []


def test_bid_euchre_bids_and_contracts_are_sampled() -> None:
    """Each bid and each pass has a value; a bid that may win leads to the bidder's own
    choice of contract (``then``)."""
    record = parse_record((HANDS / "bid-sans-low.txt").read_text())
    result = analyse_record(record, samples=16)
    phases = [position["phase"] for position in result["positions"]]
    assert phases[:5] == ["bidding"] * 4 + ["contract"]
    first = result["positions"][0]
    assert [o["action"]["action"] for o in first["options"]] == ["pass"] + ["bid"] * 4
    assert all(isinstance(o["expected_points"], float) for o in first["options"])
    assert any(o.get("then", {}).get("action") == "trump" for o in first["options"])
    choice = result["positions"][4]
    codes = [contract.code for contract in ALL_CONTRACTS]
    assert [o["action"]["contract"] for o in choice["options"]] == codes


def test_a_first_look_with_one_contract_costs_the_full_analysis_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The practice's first look at a Bid Euchre bid (``contracts=1``: the winning bidder
    weighs only the contract its hand counts best) deals the layouts of the full analysis
    and solves only hands the full analysis solves too: the full analysis after it is the
    same, and solves the hands the look left, no more."""
    record = parse_record((HANDS / "bid-sans-low.txt").read_text())
    game = next(record.steps()).game.copy()  # the first bid
    assert game.phase is Phase.BIDDING
    solved: list[int] = []
    real = calls._tricks
    monkeypatch.setattr(calls, "_tricks", lambda game: solved.append(1) or real(game))

    calls._SAMPLINGS.clear()
    full = analyse(game, seed=0)
    alone = len(solved)
    calls._SAMPLINGS.clear()
    solved.clear()
    look = calls.call_options(game, 8, 0, contracts=1)
    assert analyse(game, seed=0) == full
    assert len(solved) == alone
    # The look names one contract for every bid the bidder may win: the one it counts best.
    hand = list(game.current.hands[game.turn])  # type: ignore[union-attr,index]
    counted = sorted(ALL_CONTRACTS, key=lambda contract: -likely_tricks(hand, contract))
    then = {option["then"]["contract"] for option in look.options if "then" in option}
    assert then == {counted[0].code}


def test_analyse_record_steps_match_the_walkthrough() -> None:
    text = (HANDS / "euchre.txt").read_text()
    result = analyse_record(parse_record(text), samples=4)
    steps = walkthrough(text, DictCatalog({}))["steps"]
    assert result["rules"] == "standard target=5"
    assert [p["step"] for p in result["positions"]] == list(range(1, len(steps)))
    for position in result["positions"]:
        assert with_key(position["played"]) == steps[position["step"]]["action"]
        assert list(position)[:3] == ["step", "played", "cost"]
        if position["method"] == "double-dummy":
            values = {str(o["action"]): o["seen_cost"] for o in position["options"]}
            assert position["cost"] == values[str(position["played"])]
            if position["played"] in position["best"]:
                assert position["cost"] == 0
    # East orders up with a single trump: the sampled analysis sees the cost.
    assert result["positions"][0]["played"]["action"] == "order-up"


@pytest.mark.parametrize("rules_code", RULE_SETS)
def test_random_playout_agrees_with_game(rules_code: str) -> None:
    """The fast core's random playout, replayed card by card through ``Game``, is legal
    and gives the makers the tricks it says."""
    rules = Rules.parse(rules_code)
    rng = random.Random(rules_code)
    for _ in range(60):
        game = random_position(rules, rng, rules.hand_size)
        plays: list[tuple[Any, Any]] = []
        tricks = random_playout(game, rng, plays)
        deal = game.deals[-1]
        for seat, card in plays:
            game.apply(Play(seat, card))
        assert deal.points is not None and deal.maker is not None
        assert deal.tricks_won[rules.side_of(deal.maker)] == tricks


def test_analyse_record_leaves_irregularities_out() -> None:
    """A revoke, a take-back or a claim is no choice among the legal options: the record's
    other decisions are analysed, those actions are not."""
    for name in ("revoke-standard.txt", "revoke-corrected.txt", "revoke-claim-wins.txt"):
        record = parse_record((HANDS / name).read_text(encoding="utf-8"))
        played = [
            position["played"]["action"]
            for position in analyse_record(record, samples=2)["positions"]
        ]
        assert played and set(played) <= {"pass", "order-up", "call", "discard", "play"}
        steps = walkthrough((HANDS / name).read_text(encoding="utf-8"), DictCatalog({}))["steps"]
        irregular = [s["action"]["action"] for s in steps if s["action"]]
        assert set(irregular) - {"pass", "order-up", "call", "discard", "play"}
