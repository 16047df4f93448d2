"""Verdicts that hold (issue 26, item 2): every call of every walkthrough of the site, its
exercises' included, analysed with 20 seeds, gets the same verdict for at least 19 of them.

A verdict is the set of best calls of a settled analysis; an analysis still unsettled at
its cap is too close to call and names none, which contradicts no verdict: what must not
happen is a call starred on one seed and another call starred on a second. A failure names
the page and line of the call, and the verdicts found.

Slow (20 analyses of about a hundred decisions): marked ``slow``, so ``make test`` runs it
and ``make check`` does not. One test per decision (named by page and line), so that the
workers share them evenly.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.analysis import analyse
from engine.game import Game, Phase
from site_hooks import walkthrough

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "en"  # the records are the same in every language (a build check)
SEEDS = 20
#: At most this many seeds may name another best call than the others do.
DISSENT = 1
CALLS = (Phase.ROUND_1, Phase.ROUND_2, Phase.BIDDING, Phase.CONTRACT)


def call_decisions(path: Path) -> list[tuple[int, Game]]:
    """Every call decision the page's walkthroughs answer: (page line, game before it)."""
    found = []
    for fence in walkthrough.find_fences(path.read_text(encoding="utf-8"), path):
        record = walkthrough.parse(fence, path)
        game = record.new_game()
        for deal in record.deals:
            game.deal(deal.layout(record.rules), misdealt=deal.misdealt)
            for recorded in deal.actions:
                legal = game.turn is not None and recorded.action in game.legal_actions()
                if legal and game.phase in CALLS:
                    found.append((fence.line + recorded.line - 1, game.copy()))
                game.apply(recorded.action)
    return found


DECISIONS = [
    pytest.param(game, id=f"{path.name}:{line}:{game.turn}")
    for path in sorted(DOCS.glob("*.md"))
    for line, game in call_decisions(path)
]


def verdict(game: Game, seed: int) -> tuple[str, ...] | None:
    """The best calls' keys, or ``None`` when too close to call."""
    result = analyse(game, seed=seed)
    if not result["best"]:
        return None
    return tuple(sorted(str(sorted(action.items())) for action in result["best"]))


@pytest.mark.slow
@pytest.mark.parametrize("game", DECISIONS)
def test_every_call_gets_the_same_verdict_for_19_seeds_of_20(
    game: Game, request: pytest.FixtureRequest
) -> None:
    verdicts = Counter(verdict(game, seed) for seed in range(SEEDS))
    settled = Counter({found: count for found, count in verdicts.items() if found is not None})
    if not settled:
        return  # too close to call on every seed
    _, agreeing = settled.most_common(1)[0]
    where = request.node.callspec.id
    assert sum(settled.values()) - agreeing <= DISSENT, (
        f"docs/en/{where} (page, line, seat): verdicts over {SEEDS} seeds: {dict(verdicts)}"
    )
