"""Call analysis: a bidding decision valued from the caller's seat, by sampling.

The caller cannot see the other hands, so perfect play with open cards is the wrong
yardstick for a call. The cards the caller cannot see (every card but the caller's hand
and the turned-up card) are dealt at random ``samples`` times, with a generator seeded
by ``seed`` and the position alone (the same position and seed always give the same
layouts, whatever the real hands); each layout is then played out double-dummy under each
option: an accepted turned-up card with the dealer's discard chosen double-dummy too, a
named suit, or in Bid Euchre a bid (the caller then holds the contract and chooses, for
all layouts at once, the contract that scores best on average) or a contract.

Each option gets the caller's side's expected points, counted against the other side
(its points minus the other side's, in the three-player game minus the mean of the two
others', so that a euchre costs what it gives away), and ``made``, the fraction of layouts
in which the makers make their contract. A pass has no value of its own (it depends on
what the others do next): both are ``None``.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from typing import Any

from engine.actions import Action, Bid, Pass, Trump
from engine.analysis.position import play_position
from engine.contract import ALL_CONTRACTS, Contract
from engine.export import action_to_json
from engine.game import Game, Layout, Outcome, Phase, deal_points
from engine.rules import Rules
from engine.seats import Seat

__all__ = ["call_options"]

#: Analyses kept, by position, samples and seed: the same decision met again (the same
#: record in another language, a reader going back) is not computed again.
_KEPT = 256
_CACHE: OrderedDict[Hashable, list[dict[str, Any]]] = OrderedDict()
#: Bid Euchre: the tricks of each sampled layout under each contract, by the caller's
#: seat and hand (the same for its bid and its choice of contract).
_TABLES: OrderedDict[Hashable, list[dict[Contract, int]]] = OrderedDict()

_FAILED = (Outcome.EUCHRE, Outcome.BID_SET)


def call_options(game: Game, samples: int, seed: int) -> list[dict[str, Any]]:
    """Each legal action of the caller, with ``expected_points`` and ``made``."""
    deal = game.current
    seat = game.turn
    assert deal is not None and seat is not None
    layout = deal.layout
    key = (
        game.rules,
        layout.dealer,
        seat,
        layout.hands[seat],
        layout.upcard,
        tuple(deal.actions),
        samples,
        seed,
    )
    cached = _CACHE.get(key)
    if cached is None:
        cached = _CACHE[key] = _analyse(game, seat, samples, seed)
        if len(_CACHE) > _KEPT:
            _CACHE.popitem(last=False)
    return [dict(option) for option in cached]


def _analyse(game: Game, seat: Seat, samples: int, seed: int) -> list[dict[str, Any]]:
    deal = game.current
    assert deal is not None
    rules = game.rules
    legal = game.legal_actions()
    layouts = sampled_layouts(rules, deal.layout, seat, samples, seed)
    starts = [_replayed(rules, layout, deal.actions) for layout in layouts]
    options: list[dict[str, Any]] = []
    contracts: list[dict[Contract, int]] = []
    if game.phase is Phase.BIDDING or game.phase is Phase.CONTRACT:
        key = (rules, deal.dealer, seat, deal.layout.hands[seat], samples, seed)
        contracts = _TABLES.get(key) or _contract_tricks(starts, seat)
        _TABLES[key] = contracts
        if len(_TABLES) > _KEPT:
            _TABLES.popitem(last=False)
    for action in legal:
        if isinstance(action, Pass):
            outcomes = None
        elif isinstance(action, Bid):
            outcomes = _best_contract(rules, seat, action.tricks, contracts)
        elif isinstance(action, Trump):
            assert deal.bid is not None
            outcomes = _contract_outcomes(rules, seat, deal.bid, action.contract, contracts)
        else:
            outcomes = [_outcome(start, action) for start in starts]
        options.append(_summary(rules, action, outcomes))
    return options


def sampled_layouts(
    rules: Rules, layout: Layout, seat: Seat, samples: int, seed: int
) -> list[Layout]:
    """``samples`` deals consistent with what ``seat`` knows of ``layout``: its own hand
    and the turned-up card; the other cards dealt at random (seeded by ``seed``)."""
    known = set(layout.hands[seat])
    upcard = layout.upcard
    if upcard is not None:
        known.add(upcard)
    unseen = [card for card in rules.deck if card not in known]
    others = [other for other in rules.seats if other is not seat]
    size = rules.hand_size
    rng = random.Random(seed)
    layouts = []
    for _ in range(samples):
        rng.shuffle(unseen)
        hands = {seat: layout.hands[seat]}
        for number, other in enumerate(others):
            hands[other] = tuple(unseen[number * size : (number + 1) * size])
        rest = tuple(unseen[len(others) * size :])
        kitty = (upcard, *rest) if upcard is not None else ()
        layouts.append(Layout(layout.dealer, hands, kitty))
    return layouts


def _replayed(rules: Rules, layout: Layout, actions: Sequence[Action]) -> Game:
    """A game on the sampled layout, the deal's actions so far applied (passes and bids,
    legal whatever the cards)."""
    game = Game(rules, layout.dealer)
    game.deal(layout)
    for action in actions:
        game.apply(action)
    return game


def _outcome(start: Game, action: Action) -> tuple[int, Outcome, dict[Any, int]]:
    """The makers' tricks, the outcome and the points after ``action`` on one layout."""
    game = start.copy()
    game.apply(action)
    tricks = _tricks_after_discard(game) if game.phase is Phase.DISCARD else _tricks(game)
    return _scored(game, tricks)


def _scored(game: Game, tricks: int) -> tuple[int, Outcome, dict[Any, int]]:
    deal = game.current
    assert deal is not None and deal.maker is not None
    points, outcome = deal_points(game.rules, deal.maker, tricks, alone=deal.alone, bid=deal.bid)
    return tricks, outcome, dict(points)


def _tricks(game: Game) -> int:
    """The makers' tricks with perfect play from here, or when the points do not tell
    them apart, the fewest tricks that score as many points (found by null-window
    searches, much quicker than the exact count)."""
    position = play_position(game, keep=False)
    solver, won = position.solver, position.won

    def at_least(tricks: int) -> bool:
        floor, ceiling = tricks - 1 - won, tricks - won
        value = solver.value(position.hands, position.mover, position.trick, floor, ceiling)
        return value >= ceiling

    steps = _steps(game)
    if steps is None:
        return won + solver.value(position.hands, position.mover, position.trick)
    reached = won
    for tricks in steps:
        if tricks <= won:
            continue
        if not at_least(tricks):
            break
        reached = tricks
    return reached


def _steps(game: Game) -> tuple[int, ...] | None:
    """The tricks at which the makers' points change (from :func:`deal_points`, the
    game's scoring), when there are few of them: standard Euchre's three and five."""
    deal = game.current
    assert deal is not None and deal.maker is not None
    rules = game.rules
    scores = [
        deal_points(rules, deal.maker, tricks, alone=deal.alone, bid=deal.bid)[0]
        for tricks in range(rules.hand_size + 1)
    ]
    steps = tuple(t for t in range(1, rules.hand_size + 1) if scores[t] != scores[t - 1])
    return steps if len(steps) <= 2 else None


def _tricks_after_discard(game: Game) -> int:
    """The makers' tricks (as :func:`_tricks` counts them) after the dealer's best discard
    for the dealer's side, double-dummy (any discard when the dealer sits out: the
    dealer's cards are not played)."""
    deal = game.current
    dealer = game.turn
    assert deal is not None and deal.maker is not None and dealer is not None
    rules = game.rules
    maximise = rules.side_of(dealer) == rules.side_of(deal.maker)
    found: list[int] = []
    for action in game.legal_actions():
        after = game.copy()
        after.apply(action)
        found.append(_tricks(after))
        if dealer is deal.sitting_out:
            break
    return max(found) if maximise else min(found)


def _contract_tricks(starts: list[Game], seat: Seat) -> list[dict[Contract, int]]:
    """Bid Euchre: the makers' tricks of each layout under each contract, ``seat``
    holding the contract (bidding six, or after the bidding; the others passing). The
    tricks depend on neither the bid nor the other bids: the same table serves every
    bid and the choice of the contract of ``seat``, kept by :data:`_TABLES`."""
    tables = []
    for start in starts:
        game = start.copy()
        if game.phase is Phase.BIDDING:
            game.apply(max(game.legal_actions(), key=lambda action: getattr(action, "tricks", 0)))
        while game.phase is Phase.BIDDING:
            assert game.turn is not None
            game.apply(Pass(game.turn))
        tricks = {}
        for contract in ALL_CONTRACTS:
            after = game.copy()
            after.apply(Trump(seat, contract))
            tricks[contract] = _tricks(after)
        tables.append(tricks)
    return tables


def _contract_outcomes(
    rules: Rules, seat: Seat, bid: int, contract: Contract, tables: list[dict[Contract, int]]
) -> list[tuple[int, Outcome, dict[Any, int]]]:
    """The outcomes of ``bid`` under ``contract`` on each layout."""
    outcomes = []
    for tricks in tables:
        points, outcome = deal_points(rules, seat, tricks[contract], bid=bid)
        outcomes.append((tricks[contract], outcome, dict(points)))
    return outcomes


def _best_contract(
    rules: Rules, seat: Seat, bid: int, tables: list[dict[Contract, int]]
) -> list[tuple[int, Outcome, dict[Any, int]]]:
    """The outcomes of a bid under the contract that scores best over all layouts."""
    best: list[tuple[int, Outcome, dict[Any, int]]] = []
    best_value: float | None = None
    for contract in ALL_CONTRACTS:
        outcomes = _contract_outcomes(rules, seat, bid, contract, tables)
        value = _expected(rules, seat, outcomes)
        if best_value is None or value > best_value:
            best, best_value = outcomes, value
    return best


def _net(rules: Rules, seat: Seat, points: dict[Any, int]) -> float:
    """The caller's side's points against the others' (their mean, with three)."""
    side = rules.side_of(seat)
    others = [value for other, value in points.items() if other != side]
    return points[side] - sum(others) / len(others)


def _expected(
    rules: Rules, seat: Seat, outcomes: list[tuple[int, Outcome, dict[Any, int]]]
) -> float:
    return sum(_net(rules, seat, points) for _, _, points in outcomes) / len(outcomes)


def _summary(
    rules: Rules, action: Action, outcomes: list[tuple[int, Outcome, dict[Any, int]]] | None
) -> dict[str, Any]:
    if outcomes is None:
        return {"action": action_to_json(action), "expected_points": None, "made": None}
    made = sum(1 for _, outcome, _ in outcomes if outcome not in _FAILED) / len(outcomes)
    return {
        "action": action_to_json(action),
        "expected_points": round(_expected(rules, action.seat, outcomes), 2),
        "made": round(made, 3),
    }
