"""Benchmark: the double-dummy solver, the call analysis, and random full deals per
second of this engine against OpenSpiel's euchre.

The solver's figures: full five-card deals of standard Euchre (four hands, random calls
until the first lead) solved from the first lead by a fresh solver (the value of the
deal with perfect play: median time and nodes), the same deals by the tests' plain
minimax (``tests/engine/plain_minimax.py``: no pruning, memory only at trick boundaries)
and the speed-up between them (medians on the same deals), then the analysis of every
card of the first lead (one walkthrough step) and call analyses with the default number
of sampled deals. Then a play's value as the player saw it (:mod:`engine.analysis.seen`):
the median and 95th percentile over random play and discard decisions, analysed cold.
The same positions, as hand records, are what the browser bench
analyses in Pyodide (:func:`sample_records`).

Run ``python tests/bench/bench_engine.py [--deals N] [--runs K] [--rules RULES]``. Both
engines are driven from Python with the same random policy: every decision is
``random.choice`` among the legal actions, and so is every chance outcome of OpenSpiel
(its deal is made of chance nodes; this engine shuffles with the same generator). A deal
runs from the shuffle to the score. The figure is the median of the runs.

Random deals are played two ways: through ``Game`` (every action verified, every event
made, as ``python -m engine play`` does), and with the bidding through ``Game`` but the
cards played by the solver's compact core (:func:`engine.analysis.playout.random_playout`,
no events), which the issue allows random playouts to use.

The benchmark also times random deals of Bid Euchre (six cards each, four bids and a
contract, six tricks); OpenSpiel has no Bid Euchre. Random bids sink both sides below
zero, so that its games do not end: they are cut off after ten deals.

OpenSpiel (PyPI ``open-spiel==2.0.2``, the ``bench`` extra) is optional: without it the
benchmark says so and prints this engine's figure alone. Not collected by pytest.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.analysis import DEFAULT_SAMPLES, analyse
from engine.analysis.playout import random_playout
from engine.analysis.position import play_position
from engine.analysis.solver import Solver
from engine.game import Game, Phase, deal_points
from engine.records import Record, format_record
from engine.rules import Rules
from tests.engine.plain_minimax import game_position, minimax


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


def engine_fast_deals(rules: Rules, deals: int, rng: random.Random) -> None:
    """Play ``deals`` deals: the calls through ``Game`` (random legal actions), the cards
    at random on the solver's compact core, the points by the game's scoring."""
    dealer = rules.seats[0]
    for _ in range(deals):
        game = Game(rules, dealer, rng=rng)
        while game.phase is not Phase.PLAY:
            game.apply(rng.choice(game.legal_actions()))
        deal = game.deals[-1]
        assert deal.maker is not None
        tricks = random_playout(game, rng)
        deal_points(rules, deal.maker, tricks, alone=deal.alone, bid=deal.bid)
        dealer = rules.next_seat(dealer)


def first_lead(rules: Rules, rng: random.Random, alone: bool = False) -> Game:
    """A game at the first lead of a deal, every call made at random (nobody alone unless
    ``alone``)."""
    while True:
        game = Game(rules, rng=rng)
        while game.phase is not Phase.PLAY:
            legal = game.legal_actions()
            if not alone:
                legal = [action for action in legal if not getattr(action, "alone", False)]
            game.apply(rng.choice(legal))
        return game


def at_call(rules: Rules, rng: random.Random, phase: Phase) -> Game:
    """A game at the first decision of ``phase`` (a call), the calls before it passes."""
    while True:
        game = Game(rules, rng=rng)
        while game.phase is not phase and game.phase is not Phase.PLAY:
            legal = game.legal_actions()
            passes = [action for action in legal if action.verb == "pass"]
            game.apply(passes[0] if passes else rng.choice(legal))
        if game.phase is phase:
            return game


def sample_records(seed: int = 0) -> dict[str, tuple[str, int]]:
    """Hand records and the step to analyse in each, for the browser's figures: a full
    deal at its first lead (``play``), a first-round call (``call``) and a Bid Euchre
    bid (``bid``). Each is ``(record text, step)``; the step is the record's last."""
    rng = random.Random(seed)
    games = {
        "play": first_lead(Rules.parse("standard"), rng),
        "call": at_call(Rules.parse("standard"), rng, Phase.ROUND_1),
        "bid": at_call(Rules.parse("bid-euchre"), rng, Phase.BIDDING),
    }
    return {
        label: (format_record(Record.from_game(game)), len(game.deals[-1].actions))
        for label, game in games.items()
    }


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def solver_figures(deals: int, brute: int) -> None:
    """Print the solver's figures (see the module's documentation)."""
    rng = random.Random(2026)
    games = [first_lead(Rules.parse("standard"), rng) for _ in range(deals)]
    times, nodes = [], []
    for game in games:
        position = play_position(game, keep=False)
        old = position.solver
        solver = Solver(old.deck, old.contract, old.makers)
        start = time.perf_counter()
        solver.value(position.hands, position.mover)
        times.append(time.perf_counter() - start)
        nodes.append(solver.nodes)
    plain = []
    for game in games[:brute]:
        start = time.perf_counter()
        minimax(*game_position(game))
        plain.append(time.perf_counter() - start)
    steps = []
    for game in games[:brute]:
        copy = game.copy()
        start = time.perf_counter()
        analyse(copy)
        steps.append(time.perf_counter() - start)
    ours, theirs = statistics.median(times[:brute]), statistics.median(plain)
    print(f"Double-dummy solver, {deals} full five-card deals from the first lead (CPython)")
    print(f"  {'solved: median time':40} {statistics.median(times) * 1000:10.2f} ms")
    print(f"  {'solved: median nodes':40} {statistics.median(nodes):10,.0f}")
    print(f"  {f'plain minimax, median of {brute} deals':40} {theirs * 1000:10.1f} ms")
    print(f"  {'speed-up on those deals (medians)':40} {theirs / ours:10.0f} x")
    step = statistics.median(steps) * 1000
    print(f"  {'every first-lead card (a step analysed)':40} {step:10.2f} ms")
    for label, code, phase in (
        ("first-round call", "standard", Phase.ROUND_1),
        ("second-round call", "standard", Phase.ROUND_2),
        ("Bid Euchre bid", "bid-euchre", Phase.BIDDING),
    ):
        calls = []
        for number in range(5):
            game = at_call(Rules.parse(code), rng, phase)
            start = time.perf_counter()
            analyse(game, seed=number)
            calls.append(time.perf_counter() - start)
        name = f"{label}, K={DEFAULT_SAMPLES} (median of 5)"
        print(f"  {name:40} {statistics.median(calls) * 1000:10.0f} ms")


def random_decision(rules: Rules, rng: random.Random) -> Game:
    """A game at a play or discard decision: random calls, then a random number of random
    cards (the dealer's discard included as a decision)."""
    while True:
        game = Game(rules, rng=rng)
        game.rng = None
        stop = rng.randrange(rules.hand_size * rules.players)
        while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
            if game.phase in (Phase.PLAY, Phase.DISCARD):
                if stop == 0:
                    return game
                stop -= 1
            game.apply(rng.choice(game.legal_actions()))


def seen_figures(positions: int) -> None:
    """Print the time of a play's (or discard's) value as the player saw it
    (:mod:`engine.analysis.seen`): ``positions`` random decisions of each rules, each
    analysed cold (no solver or result kept from the one before), median and 95th
    percentile, and the deals drawn."""
    from engine.analysis import seen

    rng = random.Random(26)
    print(f"A play's value as the player saw it, {positions} random decisions each (CPython)")
    for code in ("standard", "standard cutthroat", "bid-euchre"):
        rules = Rules.parse(code)
        times, deals = [], []
        for _ in range(positions):
            game = random_decision(rules, rng)
            seen._SOLVERS.clear()
            seen._RESULTS.clear()
            start = time.perf_counter()
            found = seen.seen_options(game, seed=0)
            times.append(time.perf_counter() - start)
            deals.append(found.samples)
        times.sort()
        median = statistics.median(times) * 1000
        high = times[int(0.95 * (len(times) - 1))] * 1000
        label = f"{code}: median / 95th percentile"
        drawn = statistics.median(deals)
        print(f"  {label:40} {median:8.1f} / {high:6.0f} ms  (deals: median {drawn:.0f})")


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


#: Practice positions found per theme for the bench (seeds 0 to N-1, N odd); the same
#: Python code runs in Pyodide in the browser (``bench_site.py``), whose trimmed standard
#: library has no ``statistics``.
PRACTICE_SEEDS = 9
PRACTICE = """
import json, time
from engine import practice
figures = {}
for theme in practice.THEMES:
    times = []
    for seed in range(%d):
        start = time.perf_counter()
        practice.find(theme, seed)
        times.append(time.perf_counter() - start)
    figures[theme] = sorted(times)[len(times) // 2]  # the median (seeds odd in number)
json.dumps(figures)
"""


def practice_figures(code: str = PRACTICE % PRACTICE_SEEDS) -> dict[str, float]:
    """The time to find a practice position, by theme (the median over the seeds)."""
    scope: dict[str, object] = {}
    exec(code.rsplit("\n", 2)[0], scope)  # the code without its last line (the JSON)
    figures = scope["figures"]
    assert isinstance(figures, dict)
    return figures


def print_practice(figures: dict[str, float], where: str) -> None:
    print(f"Practice: the time to find a position, median of {PRACTICE_SEEDS} seeds ({where})")
    for theme, seconds in figures.items():
        print(f"  {theme:40} {seconds * 1000:10.0f} ms")
    middle = statistics.median(figures.values()) * 1000
    print(f"  {'every theme (median of the medians)':40} {middle:10.0f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=3000, help="deals per run")
    parser.add_argument("--runs", type=int, default=5, help="runs (the median is shown)")
    parser.add_argument("--rules", default="standard", help="this engine's rules string")
    parser.add_argument("--solved", type=int, default=200, help="deals solved")
    parser.add_argument("--brute", type=int, default=15, help="deals by the plain minimax")
    parser.add_argument("--seen", type=int, default=100, help="decisions valued as seen")
    args = parser.parse_args()
    rules = Rules.parse(args.rules)
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), load ", end="")
    print(", ".join(f"{load:.1f}" for load in os.getloadavg()))
    solver_figures(args.solved, args.brute)
    seen_figures(args.seen)
    print_practice(practice_figures(), "CPython")
    print(f"Random full deals per second, median of {args.runs} runs of {args.deals} deals")
    slow = rate(lambda n, rng: engine_deals(rules, n, rng), args.deals, args.runs)
    print(f"  {'engine, Game (' + rules.code + ')':40} {slow:10,.0f}")
    ours = rate(lambda n, rng: engine_fast_deals(rules, n, rng), args.deals, args.runs)
    print(f"  {'engine, compact core (' + rules.code + ')':40} {ours:10,.0f}")
    bid = Rules.parse("bid-euchre")
    bids = rate(lambda n, rng: engine_deals(bid, n, rng, per_game=10), args.deals, args.runs)
    print(f"  {'engine, Game (' + bid.code + ')':40} {bids:10,.0f}")
    try:
        import pyspiel

        version = getattr(pyspiel, "__version__", "")
        theirs = rate(openspiel_deals, args.deals, args.runs)
    except Exception as error:  # any failure to load or run it is reported
        print(f"  OpenSpiel euchre: not available here ({type(error).__name__}: {error})")
        print("  install it with: pip install open-spiel==2.0.2 (the 'bench' extra)")
        return 0
    print(f"  {'OpenSpiel euchre ' + version + ' (pyspiel)':40} {theirs:10,.0f}")
    print(f"  {'ratio engine (Game) / OpenSpiel':40} {slow / theirs:10.2f}")
    print(f"  {'ratio engine (compact core) / OpenSpiel':40} {ours / theirs:10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
