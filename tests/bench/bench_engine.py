"""Benchmark: random full deals per second, this engine against OpenSpiel's euchre.

Run ``python tests/bench/bench_engine.py [--deals N] [--runs K] [--rules RULES]``. Both
engines are driven from Python with the same random policy: every decision is
``random.choice`` among the legal actions, and so is every chance outcome of OpenSpiel
(its deal is made of chance nodes; this engine shuffles with the same generator). A deal
runs from the shuffle to the score. The figure is the median of the runs.

The benchmark also times random deals of Bid Euchre (six cards each, four bids and a
contract, six tricks); OpenSpiel has no Bid Euchre. Random bids sink both sides below
zero, so that its games do not end: they are cut off after ten deals.

OpenSpiel (PyPI ``open-spiel==2.0.2``, the ``bench`` extra) is optional: without it the
benchmark says so and prints this engine's figure alone. Not collected by pytest.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.rules import Rules
from engine.state import Game


def engine_deals(rules: Rules, deals: int, rng: random.Random, per_game: int | None = None) -> None:
    """Play ``deals`` deals, in as many games as it takes; a game is cut off after
    ``per_game`` deals if given, and the last one when the deals are played."""
    played = 0
    while played < deals:
        game = Game(rules, rng=rng)
        budget = min(deals - played, per_game or deals)
        while not game.over and len(game.deals) <= budget:
            game.apply(rng.choice(game.legal_actions()))
        played += len(game.deals) if game.over else budget


def openspiel_deals(deals: int, rng: random.Random) -> None:
    """Play ``deals`` episodes of OpenSpiel's euchre (one episode is one deal)."""
    import pyspiel  # type: ignore[import-not-found]

    game = pyspiel.load_game("euchre")
    for _ in range(deals):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))


def rate(play: Callable[[int, random.Random], None], deals: int, runs: int) -> float:
    """Deals per second: the median of ``runs`` timed runs of ``deals`` deals."""
    rates = []
    for run in range(runs):
        rng = random.Random(run)
        start = time.perf_counter()
        play(deals, rng)
        rates.append(deals / (time.perf_counter() - start))
    return statistics.median(rates)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=3000, help="deals per run")
    parser.add_argument("--runs", type=int, default=5, help="runs (the median is shown)")
    parser.add_argument("--rules", default="standard", help="this engine's rules string")
    args = parser.parse_args()
    rules = Rules.parse(args.rules)
    print(f"Random full deals per second, median of {args.runs} runs of {args.deals} deals")
    print(f"Python {platform.python_version()} ({platform.python_implementation()})")
    ours = rate(lambda n, rng: engine_deals(rules, n, rng), args.deals, args.runs)
    print(f"  {'engine (' + rules.code + ')':40} {ours:10,.0f}")
    bid = Rules.parse("bid-euchre")
    bids = rate(lambda n, rng: engine_deals(bid, n, rng, per_game=10), args.deals, args.runs)
    print(f"  {'engine (' + bid.code + ')':40} {bids:10,.0f}")
    try:
        import pyspiel

        version = getattr(pyspiel, "__version__", "")
        theirs = rate(openspiel_deals, args.deals, args.runs)
    except Exception as error:  # any failure to load or run it is reported
        print(f"  OpenSpiel euchre: not available here ({type(error).__name__}: {error})")
        print("  install it with: pip install open-spiel==2.0.2 (the 'bench' extra)")
        return 0
    print(f"  {'OpenSpiel euchre ' + version + ' (pyspiel)':40} {theirs:10,.0f}")
    print(f"  {'ratio engine / OpenSpiel':40} {ours / theirs:10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
