"""Benchmark: the length of a board link holding a whole deal with all its plays.

Run ``python tests/bench/bench_links.py [--deals N]``. For each rule set, N random deals
are played out by the simple player and written as compact links
(:func:`engine.links.encode`, with the step on screen); the figures are the median and
the longest fragment, in characters after the page's address (the goal: under 160).
Not collected by pytest.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.game import Game
from engine.links import encode
from engine.players import simple_player
from engine.records import Record
from engine.rules import Rules

RULES = ("standard", "standard joker deck32", "standard cutthroat deck32 joker", "bid-euchre")


def lengths(rules: Rules, deals: int) -> list[int]:
    """The fragment length (``#`` included) of ``deals`` whole deals, each seeded."""
    found = []
    for seed in range(deals):
        game = Game(rules, rng=random.Random(seed))
        game.rng = None  # no next deal
        while game.current is not None and game.current.points is None:
            game.apply(simple_player(game))
        record = Record.from_game(game)
        steps = 1 + len(record.deals[0].actions)
        found.append(1 + len(encode(record, step=steps - 1)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args()
    for code in RULES:
        found = lengths(Rules.parse(code), args.deals)
        print(
            f"link of a whole deal ({code}, cards written, {args.deals} deals): "
            f"median {statistics.median(found):.0f} characters, longest {max(found)} "
            "(goal: under 160)"
        )


if __name__ == "__main__":
    main()
