"""Call analysis: every legal call of a bidding decision, a pass included, valued from the
caller's seat by sampling, until the verdict is settled.

The caller cannot see the other hands, so perfect play with open cards is the wrong
yardstick for a call. The cards the caller cannot see (every card but the caller's hand
and the turned-up card) are dealt at random, with a generator seeded by ``seed`` and the
position alone (the same position and seed always give the same layouts, whatever the real
hands), and every option is valued on the same layouts:

- **The calls that follow are made by a stated policy.** After the caller's option, every
  other seat calls as the engine's simple player does (:func:`engine.players.simple_player`,
  which sees only its own hand and the turned-up card: it accepts the turned-up card or
  names the suit in which it holds the most trumps, bowers counted, when it holds three or
  more; it goes alone with four trumps or more and the best trump of the deck among them;
  in Bid Euchre it bids the tricks its hand is likely to take, one more for its partner,
  and chooses the contract that counts best for its hand; the dealer stuck in the second
  round names its longest suit).
- **The caller decides again by the same analysis.** When the calls come back to the
  caller (the second round after a pass in the first; in Bid Euchre the contract after
  winning the bidding), it makes the one call that scores best on average over the sampled
  layouts that reach that decision: the same call on all of them, since it cannot see
  which layout it is in (``then`` names it).
- **The hand is played out double-dummy** (:mod:`engine.analysis.solver`) and scored by
  the game's own scoring; the dealer who takes up the turned-up card discards as the
  simple player does (its weakest card, a plain card before a trump), from its own hand:
  choosing the discard double-dummy too would cost six play-outs for one.

Each option gets the caller's side's expected points, counted against the other side (its
points minus the other side's; in the three-player game minus the mean of the two others',
so that a euchre costs what it gives away), ``margin``, the 95 % half-width of that mean,
``cost``, what it loses against the best on the same layouts (0 unless clearly worse), and
``made``, how often the caller's side made its contract when it held it (``None`` for a
pass, or when it never held it), out of ``held`` layouts.

The layouts are dealt in batches of :data:`BATCH`: sampling stops as soon as the verdict is
settled (every option either practically equal to the best, within :data:`EQUAL` points, or
clearly worse, by an interval on the paired differences that holds at 95 % over every look
the cap allows: :mod:`engine.analysis.stats`), after at least :data:`LEAST`
layouts unless every layout agrees, or at the cap ``samples``; unsettled at the cap, the
verdict is too close to call and ``best`` is empty. What was sampled is kept by position
and seed, so a larger cap asked later goes on from there (the browser asks in steps, to
show its progress).

Calibrated by ``make bench`` (``tests/bench/bench_calls.py``): each call's predicted value
against the real deal played out by players who see only their own cards (every card by
the seen analysis). On 300 random standard positions the bias (played less predicted) was
+0.10 ± 0.08 points for a lone call (592 options), +0.19 ± 0.21 for ordering up, +0.02 ±
0.14 for a second-round call and -0.04 ± 0.18 for a pass; on 100 Bid Euchre positions
-0.44 ± 0.52 for a bid (400 options) and +0.96 ± 1.02 for a pass. Only the lone call's is
beyond its margin, and it runs the other way from the fear that the double-dummy play-out
flatters going alone: the analysis values it a tenth of a point low. No call is
corrected: a tenth of a point moves no verdict the site gives (a mistake, a question's
answer and a practice position all need a quarter point; on the site's 136 call positions
it would move the highest call in two, both already too close to call). Bid Euchre's bids
lean the feared way (flattered, a pass undervalued) by less than their margins. The
issue's lone call (J♠ K♠ 9♠ A♥ K♥ as dealer with K♠ up, three passes) is predicted at
2.59 points alone and 1.53 not; played out on 40 deals it scored 2.2 and 1.18: both are
flattered alike, and going alone stays the better call.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from engine.actions import Action, Pass, Trump
from engine.analysis.position import play_position
from engine.analysis.solver import uncollected
from engine.analysis.stats import agree, half_width, looks, paired, quantile, verdict
from engine.export import action_to_json
from engine.game import Game, Layout, Outcome, Phase, deal_points
from engine.game.phases import CALLS
from engine.players import likely_tricks, simple_player
from engine.rules import Rules
from engine.seats import Seat

__all__ = [
    "BATCH",
    "CONTRACTS",
    "EQUAL",
    "LEAST",
    "Called",
    "call_options",
    "sampled_layouts",
]

#: Layouts dealt at a time; the verdict is looked at after each batch.
BATCH = 16
#: The fewest layouts a verdict is drawn from, unless every layout agrees.
LEAST = 32
#: Two calls whose difference is surely below this many points count as equal.
EQUAL = 0.1
_FAILED = (Outcome.EUCHRE, Outcome.BID_SET)


@dataclass(frozen=True, slots=True)
class _Leaf:
    """The end of a line on one layout: the caller's side's points against the others',
    and whether it made its contract (``None`` when it did not hold it)."""

    net: float
    made: bool | None


@dataclass(frozen=True, slots=True)
class _Fork:
    """The caller's next decision on one layout: each of its options, by key, with the
    action and where it leads."""

    branches: dict[str, tuple[Action, _Node]]


#: What an option leads to on one layout: an end, or the caller's next decision.
_Node: TypeAlias = "_Leaf | _Fork"


@dataclass(frozen=True, slots=True)
class Called:
    """A call analysis: each option (``action``, ``expected_points``, ``margin``, ``cost``,
    ``made``, and ``then`` where the caller decides again), the layouts used, whether the
    verdict is settled, and the best options' keys (empty when too close to call)."""

    options: list[dict[str, Any]]
    samples: int
    settled: bool
    best: list[str]


@dataclass(slots=True)
class _Sampling:
    """What was sampled for one position and seed: the generator and the unseen cards it
    deals, the layouts drawn (in order) with the tricks of each contract played on them,
    and each layout's nodes by option, by the number of contracts valued at the caller's
    later decision (see :func:`call_options`)."""

    rng: random.Random
    unseen: list[Any]
    layouts: list[Layout] = field(default_factory=list)
    memos: list[dict[Hashable, int]] = field(default_factory=list)
    nodes: dict[int, list[list[_Node]]] = field(default_factory=dict)


#: Samplings kept by position and seed (the same decision met again, a reader going back, a
#: larger cap asked in steps), and the most kept.
_KEPT = 128
_SAMPLINGS: OrderedDict[Hashable, _Sampling] = OrderedDict()


#: The contracts valued at the caller's later decision in Bid Euchre (:func:`_later`).
CONTRACTS = 2


def call_options(game: Game, samples: int, seed: int, contracts: int = CONTRACTS) -> Called:
    """Every legal action of the caller valued (see the module), from at most ``samples``
    layouts. ``contracts``: how many contracts a Bid Euchre caller who wins the bidding
    weighs (the analysis's two; a quicker first look takes one). The layouts, and the
    tricks of each contract on them, are the same whatever ``contracts``."""
    deal = game.current
    seat = game.turn
    assert deal is not None and seat is not None and game.phase in CALLS
    layout = deal.layout
    key = (
        game.rules,
        layout.dealer,
        seat,
        tuple(layout.hands[seat]),
        layout.upcard,
        tuple(deal.actions),
        seed,
    )
    sampling = _SAMPLINGS.get(key)
    if sampling is None:
        known = set(layout.hands[seat])
        if layout.upcard is not None:
            known.add(layout.upcard)
        unseen = [card for card in game.rules.deck if card not in known]
        sampling = _SAMPLINGS[key] = _Sampling(random.Random(seed), unseen)
        if len(_SAMPLINGS) > _KEPT:
            _SAMPLINGS.popitem(last=False)
    else:
        _SAMPLINGS.move_to_end(key)
    legal = game.legal_actions()
    # The verdict is looked at after every batch (and at the cap), on the first layouts
    # only: the layouts are drawn in order from the seeded generator, so the answer for a
    # cap depends on the position, the cap and the seed alone, never on what was asked
    # before (a smaller cap reuses the first layouts, a larger one draws on).
    z = quantile(looks(LEAST, BATCH, samples))
    count = 0
    while True:
        count = min(count + BATCH, samples)
        nodes = sampling.nodes.setdefault(contracts, [])
        if count > len(nodes):
            with uncollected():
                _draw(game, seat, sampling, count)
                for index in range(len(nodes), count):
                    start, memo = _start(game, sampling.layouts[index]), sampling.memos[index]
                    nodes.append([_follow(start, a, seat, memo, contracts) for a in legal])
        rows, leaves, chosen = _resolved(nodes[:count], len(legal))
        settled, best = verdict(rows, EQUAL, z) if rows else (False, [])
        if count >= samples or (settled and (len(rows) >= LEAST or agree(rows))):
            break
    return _summary(game.rules, legal, rows, leaves, chosen, settled, best, z)


def sampled_layouts(
    rules: Rules, layout: Layout, seat: Seat, samples: int, seed: int
) -> list[Layout]:
    """``samples`` deals consistent with what ``seat`` knows of ``layout``: its own hand
    and the turned-up card; the other cards dealt at random (seeded by ``seed``). The first
    ``n`` layouts are the same for every ``samples`` of at least ``n``."""
    known = set(layout.hands[seat])
    if layout.upcard is not None:
        known.add(layout.upcard)
    sampling = _Sampling(random.Random(seed), [card for card in rules.deck if card not in known])
    return [_layout(rules, layout, seat, sampling) for _ in range(samples)]


def _layout(rules: Rules, layout: Layout, seat: Seat, sampling: _Sampling) -> Layout:
    unseen = sampling.unseen
    sampling.rng.shuffle(unseen)
    others = [other for other in rules.seats if other is not seat]
    size = rules.hand_size
    hands = {seat: layout.hands[seat]}
    for number, other in enumerate(others):
        hands[other] = tuple(unseen[number * size : (number + 1) * size])
    rest = tuple(unseen[len(others) * size :])
    upcard = layout.upcard
    kitty = (upcard, *rest) if upcard is not None else ()
    return Layout(layout.dealer, hands, kitty)


def _draw(game: Game, seat: Seat, sampling: _Sampling, count: int) -> None:
    """Layouts drawn until the sampling has ``count``."""
    deal = game.current
    assert deal is not None
    while len(sampling.layouts) < count:
        sampling.layouts.append(_layout(game.rules, deal.layout, seat, sampling))
        sampling.memos.append({})


def _start(game: Game, layout: Layout) -> Game:
    """A layout as a game replayed to the position (the deal's actions so far, passes and
    bids, are legal whatever the cards)."""
    deal = game.current
    assert deal is not None
    start = Game(game.rules, layout.dealer)
    start.deal(layout)
    for action in deal.actions:
        start.apply(action)
    return start


def _follow(
    start: Game, action: Action, seat: Seat, memo: dict[Hashable, int], contracts: int
) -> _Node:
    """Where ``action`` leads on one layout: the others' calls by the policy, the caller's
    next decision (every option of it), or the end of the hand played out double-dummy.
    ``memo`` keeps the tricks of each contract made on this layout."""
    game = start.copy()
    game.apply(action)
    while game.phase in CALLS or game.phase is Phase.DISCARD:
        if game.turn is seat and game.phase is not Phase.DISCARD:
            return _Fork(
                {
                    option.key: (option, _follow(game, option, seat, memo, contracts))
                    for option in _later(game, seat, contracts)
                }
            )
        game.apply(simple_player(game))  # a call, or the dealer's discard, by the policy
    deal = game.current
    assert deal is not None
    if game.phase is not Phase.PLAY or deal.maker is None:
        return _Leaf(0.0, None)  # the deal thrown in
    memo_key = (deal.maker, deal.contract, deal.alone)
    tricks = memo.get(memo_key)
    if tricks is None:
        tricks = memo[memo_key] = _tricks(game)
    rules = game.rules
    points, outcome = deal_points(rules, deal.maker, tricks, alone=deal.alone, bid=deal.bid)
    net = _net(rules, seat, {side: value for side, value in points.items()})
    ours = rules.side_of(deal.maker) == rules.side_of(seat)
    return _Leaf(net, outcome not in _FAILED if ours else None)


def _later(game: Game, seat: Seat, contracts: int) -> list[Action]:
    """The options of the caller's later decision: every legal call, but in Bid Euchre's
    contract after winning the bidding only the ``contracts`` its hand counts best
    (:func:`engine.players.likely_tricks`, the same on every layout: the hand is the
    caller's), each layout played out under each (six would cost three times as much)."""
    legal = game.legal_actions()
    deal = game.current
    if game.phase is not Phase.CONTRACT or deal is None:
        return legal
    hand = list(deal.hands[seat])
    ranked = sorted(
        (action for action in legal if isinstance(action, Trump)),
        key=lambda action: -likely_tricks(hand, action.contract),
    )
    return list(ranked[:contracts])


def _resolved(
    nodes: Sequence[Sequence[_Node]], width: int
) -> tuple[list[list[float]], list[list[_Leaf]], list[list[Action]]]:
    """Each layout's value of each option (the caller's later decisions made), the leaves,
    and the later calls chosen for each option (the first of them by key)."""
    columns = []
    chosen = []
    for i in range(width):
        leaves, path = _choose([layout[i] for layout in nodes])
        columns.append(leaves)
        chosen.append(path)
    leaves_by_layout = [list(layout) for layout in zip(*columns, strict=True)] if nodes else []
    rows = [[leaf.net for leaf in layout] for layout in leaves_by_layout]
    return rows, leaves_by_layout, chosen


def _choose(nodes: Sequence[_Node]) -> tuple[list[_Leaf], list[Action]]:
    """The leaves of one option on every layout, the caller's later decision made once for
    all the layouts that reach it (the option of highest mean there), and the calls chosen."""
    forks = [node for node in nodes if isinstance(node, _Fork)]
    if not forks:
        return [node for node in nodes if isinstance(node, _Leaf)], []
    keys = [key for key in forks[0].branches if all(key in fork.branches for fork in forks)]
    best: tuple[float, Action, list[_Leaf], list[Action]] | None = None
    for key in keys:
        leaves, path = _choose([fork.branches[key][1] for fork in forks])
        mean = sum(leaf.net for leaf in leaves) / len(leaves)
        if best is None or mean > best[0]:
            best = (mean, forks[0].branches[key][0], leaves, path)
    assert best is not None
    _, action, leaves, path = best
    chosen = iter(leaves)
    out = [next(chosen) if isinstance(node, _Fork) else node for node in nodes]
    return out, [action, *path]


def _summary(
    rules: Rules,
    legal: Sequence[Action],
    rows: list[list[float]],
    leaves: list[list[_Leaf]],
    chosen: list[list[Action]],
    settled: bool,
    best: list[int],
    z: float,
) -> Called:
    count = len(rows)
    means = [sum(row[i] for row in rows) / count for i in range(len(legal))]
    top = max(range(len(legal)), key=lambda i: means[i])
    options = []
    for i, action in enumerate(legal):
        loss, half = paired(rows, top, i, z)
        held = [leaf.made for row in leaves if (leaf := row[i]).made is not None]
        made = None
        if held and not isinstance(action, Pass):
            made = round(sum(held) / len(held), 3)
        else:
            held = []
        option: dict[str, Any] = {
            "action": action_to_json(action),
            "expected_points": round(means[i], 2),
            "margin": round(half_width([row[i] for row in rows]), 2),
            "cost": round(loss, 2) if loss - half > 0 else 0,
            "made": made,
            "held": len(held),
        }
        if chosen[i]:
            option["then"] = action_to_json(chosen[i][0])
        options.append(option)
    keys = [legal[i].key for i in best] if settled else []
    return Called(options, count, settled, keys)


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


def _net(rules: Rules, seat: Seat, points: dict[Any, int]) -> float:
    """The caller's side's points against the others' (their mean, with three)."""
    side = rules.side_of(seat)
    others = [value for other, value in points.items() if other != side]
    return points[side] - sum(others) / len(others)
