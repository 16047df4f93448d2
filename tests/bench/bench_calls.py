"""Benchmark of the call analysis (issue 26, items 8 and 9): the time to a settled verdict,
and how well the predicted values match hands played by players who see only their cards.

1. **Speed.** ``--timed`` random call positions of each game (a deal by a seeded shuffle,
   the calls before the decision made by the simple player, the decision at a random
   point of the bidding), each analysed cold with the default cap: the median and 95th
   percentile time to the verdict in CPython, the layouts used, and how many were too
   close to call. (The browser's figure is ``bench_site.py``'s "one call".)
2. **Calibration.** ``--positions`` random call positions: each option's predicted value
   (``expected_points``) against the points of the real deal played out after it, every
   seat playing from what it can see: the calls that follow as the analysis assumes (the
   others by the simple player, the caller's later call by the analysis), the dealer's
   discard by the simple player, and every card by a *seen player* (the card worth the
   most as its player saw it, :mod:`engine.analysis.seen`, from 16 deals of the unseen
   cards). The bias of a kind of call is the mean of (played - predicted) over its
   options, with its 95 % margin: a negative bias is a call the analysis flatters.

Run ``python tests/bench/bench_calls.py [--timed N] [--positions N] [--games CODES]``. Not
collected by pytest.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.actions import Action, Bid, Call, OrderUp, Pass
from engine.analysis import analyse, calls, seen
from engine.analysis.stats import half_width
from engine.export import action_from_json
from engine.game import Game, Phase
from engine.players import simple_player
from engine.rules import Rules, Variant
from engine.seats import Seat

_CALLS = (Phase.ROUND_1, Phase.ROUND_2, Phase.BIDDING, Phase.CONTRACT)


def call_position(rules: Rules, rng: random.Random) -> Game:
    """A random call decision: a shuffled deal, the simple player's calls before it, and a
    stop at a random call of the bidding (passes taken where the simple player would have
    called, so that second-round decisions come too)."""
    while True:
        game = Game(rules, rng=rng)
        game.rng = None
        stops = rng.randrange(rules.players * (1 if rules.variant is Variant.BID_EUCHRE else 2))
        while game.phase in _CALLS and stops:
            legal = game.legal_actions()
            passing = next((a for a in legal if isinstance(a, Pass)), None)
            game.apply(passing if passing is not None else simple_player(game))
            stops -= 1
        if game.phase in _CALLS:
            return game


def kind(game: Game, action: Action) -> str:
    """The kind of a call, as the calibration reports it."""
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Bid):
        return "Bid Euchre bid"
    if getattr(action, "alone", False):
        return "alone"
    if isinstance(action, OrderUp):
        return "order up"
    if isinstance(action, Call):
        return "second round"
    return "Bid Euchre contract"


def seen_player(game: Game) -> Action:
    """The card (or the discard) worth the most as its player saw it."""
    found = seen.seen_options(game, seed=0)
    legal = game.legal_actions()
    return max(legal, key=lambda action: float(found.options[action.key]["seen"]))


def played_out(game: Game, action: Action, seat: Seat) -> float:
    """The caller's side's points against the others' on the real deal after ``action``."""
    game = game.copy()
    game.apply(action)
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        if game.phase in _CALLS:
            if game.turn is seat:
                result = analyse(game, seed=0)
                best = result["best"] or [
                    max(result["options"], key=lambda o: float(o["expected_points"]))["action"]
                ]
                game.apply(action_from_json(best[0]))
            else:
                game.apply(simple_player(game))
        elif game.phase is Phase.DISCARD:
            game.apply(simple_player(game))
        else:
            game.apply(seen_player(game))
    deal = game.deals[-1]
    assert deal.points is not None
    side = game.rules.side_of(seat)
    others = [value for other, value in deal.points.items() if other != side]
    return deal.points.get(side, 0) - sum(others) / len(others)


def timed(codes: list[str], count: int) -> None:
    print(f"Time to a verdict on a call, {count} random positions each, cold (CPython)")
    for code in codes:
        rules = Rules.parse(code)
        rng = random.Random(f"timed {code}")
        times, used, close = [], [], 0
        for _ in range(count):
            game = call_position(rules, rng)
            calls._SAMPLINGS.clear()
            start = time.perf_counter()
            result = analyse(game, seed=0)
            times.append(time.perf_counter() - start)
            used.append(result["samples"])
            close += not result["best"]
        times.sort()
        median = statistics.median(times) * 1000
        high = times[int(0.95 * (len(times) - 1))] * 1000
        print(
            f"  {code + ': median / 95th percentile':44} {median:7.0f} / {high:6.0f} ms"
            f"  (layouts: median {statistics.median(used):.0f}; too close to call: {close})"
        )


def calibration(codes: list[str], count: int) -> None:
    seen.CAPS.update({size: 16 for size in seen.CAPS})  # the seen player: 16 deals a card
    print(
        f"Calibration: predicted points against the real deal played out by seen players, "
        f"{count} random positions each"
    )
    for code in codes:
        rules = Rules.parse(code)
        rng = random.Random(f"calibration {code}")
        errors: dict[str, list[float]] = defaultdict(list)
        start = time.perf_counter()
        for _ in range(count):
            game = call_position(rules, rng)
            seat = game.turn
            result = analyse(game, seed=0)
            actual = {}
            for option in result["options"]:
                action = action_from_json(option["action"])
                actual[action.key] = played_out(game, action, seat)
                errors[kind(game, action)].append(actual[action.key] - option["expected_points"])
        took = time.perf_counter() - start
        print(f"  {code} ({took:.0f} s):")
        for name, values in sorted(errors.items()):
            bias = statistics.fmean(values)
            print(
                f"    {name:22} bias {bias:+6.2f} ± {half_width(values):4.2f} points"
                f"  ({len(values)} options)"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timed", type=int, default=100, help="positions timed per game")
    parser.add_argument("--positions", type=int, default=300, help="positions calibrated")
    parser.add_argument("--games", default="standard,bid-euchre", help="rules, comma-separated")
    args = parser.parse_args()
    codes = args.games.split(",")
    if args.timed:
        timed(codes, args.timed)
    if args.positions:
        calibration(codes, args.positions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
