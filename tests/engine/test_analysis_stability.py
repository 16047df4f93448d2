"""Verdicts that hold (issue 26, item 2): every call of every walkthrough of the site, its
exercises' included, analysed with 20 seeds, gets the same verdict for at least 19 of them.

A verdict is the set of best calls of a settled analysis; an analysis still unsettled at
its cap is too close to call and names none, which contradicts no verdict: what must not
happen is a call starred on one seed and another call starred on a second. A failure names
the page and line of the call, and the verdicts found.

Slow (20 analyses of about a hundred decisions, some 40 CPU-minutes): marked ``slow``, so
``make test`` runs it and ``make check`` does not. One test per decision (named by page and
line), so that the workers share them evenly.

A verdict depends on the position, the cap and the seed alone (the sampling is seeded), so
the verdicts of a decision are kept in ``build/stability/`` under a key that hashes the
code of the engine's analysis and of every engine module it imports (the practice, the
browser's API and the words are not among them), this module, the walkthrough's record and
the decision's place in it: a warm run with nothing of these changed reads them, and checks
them as a cold run does; any change to that code or to the record computes them again.
A clean clone (CI) computes every one.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from pathlib import Path

import pytest

from engine.analysis import analyse
from engine.game import Game, Phase
from site_hooks import walkthrough
from site_hooks.analysis import engine_fingerprint

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "en"  # the records are the same in every language (a build check)
SEEDS = 20
#: At most this many seeds may name another best call than the others do.
DISSENT = 1
CALLS = (Phase.ROUND_1, Phase.ROUND_2, Phase.BIDDING, Phase.CONTRACT)
#: Where the verdicts are kept between runs (see above).
CACHE = ROOT / "build" / "stability"


def call_decisions(path: Path) -> list[tuple[int, Game, str]]:
    """Every call decision the page's walkthroughs answer: (page line, game before it, the
    cache key of its verdicts)."""
    this = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    found = []
    for fence in walkthrough.find_fences(path.read_text(encoding="utf-8"), path):
        record = walkthrough.parse(fence, path)
        game = record.new_game()
        for number, deal in enumerate(record.deals):
            game.deal(deal.layout(record.rules), misdealt=deal.misdealt)
            for recorded in deal.actions:
                legal = game.turn is not None and recorded.action in game.legal_actions()
                if legal and game.phase in CALLS:
                    place = f"{number}:{recorded.line}:{SEEDS}"
                    key = hashlib.sha256(f"{this}\0{fence.record}\0{place}".encode())
                    found.append((fence.line + recorded.line - 1, game.copy(), key.hexdigest()))
                game.apply(recorded.action)
    return found


DECISIONS = [
    pytest.param(game, key, id=f"{path.name}:{line}:{game.turn}")
    for path in sorted(DOCS.glob("*.md"))
    for line, game, key in call_decisions(path)
]


def verdict(game: Game, seed: int) -> tuple[str, ...] | None:
    """The best calls' keys, or ``None`` when too close to call."""
    result = analyse(game, seed=seed)
    if not result["best"]:
        return None
    return tuple(sorted(str(sorted(action.items())) for action in result["best"]))


@pytest.fixture(scope="session")
def fingerprint() -> str:
    """The analysis's code, hashed (a change to it computes every verdict again)."""
    return engine_fingerprint(module="engine.analysis")


def verdicts_of(game: Game, key: str) -> Counter[tuple[str, ...] | None]:
    """The verdicts of the position over the seeds, computed or read from the cache."""
    path = CACHE / f"{key[:40]}.json"
    try:
        return Counter(
            {
                None if found is None else tuple(found): count
                for found, count in json.loads(path.read_text("utf-8"))
            }
        )
    except (OSError, ValueError, TypeError):
        pass
    verdicts = Counter(verdict(game, seed) for seed in range(SEEDS))
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(f".{os.getpid()}.tmp")
    partial.write_text(json.dumps(list(verdicts.items())), "utf-8")
    partial.replace(path)  # whole or not at all, with the other worker writing too
    return verdicts


@pytest.mark.slow
@pytest.mark.parametrize(("game", "key"), DECISIONS)
def test_every_call_gets_the_same_verdict_for_19_seeds_of_20(
    game: Game, key: str, fingerprint: str, request: pytest.FixtureRequest
) -> None:
    verdicts = verdicts_of(game, hashlib.sha256(f"{fingerprint}\0{key}".encode()).hexdigest())
    settled = Counter({found: count for found, count in verdicts.items() if found is not None})
    if not settled:
        return  # too close to call on every seed
    _, agreeing = settled.most_common(1)[0]
    where = request.node.callspec.id
    assert sum(settled.values()) - agreeing <= DISSENT, (
        f"docs/en/{where} (page, line, seat): verdicts over {SEEDS} seeds: {dict(verdicts)}"
    )
