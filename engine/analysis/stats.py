"""The statistics of the sampled analyses: a mean's 95 % margin, paired differences on the
same deals, and the verdict they settle.

Both sampled analyses use them: plays and discards as the player saw them
(:mod:`engine.analysis.seen`, values in tricks) and calls (:mod:`engine.analysis.calls`,
values in points). ``rows`` are the sampled deals, each the list of every option's value on
that deal (the same deals for every option, so that options are compared pair by pair).

>>> rows = [[2, 1, 2], [2, 0, 2], [3, 1, 3], [2, 1, 2]]
>>> verdict(rows, 0.1)  # the first and the last equal on every deal, the second worse
(True, [0, 2])
>>> verdict([[1, 0], [0, 1], [1, 0]], 0.1)  # no telling yet
(False, [])
"""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = ["Z", "agree", "half_width", "paired", "verdict"]

#: The 95 % two-sided normal quantile.
Z = 1.96


def half_width(values: Sequence[float]) -> float:
    """The 95 % half-width of the mean of ``values`` (0 with fewer than two)."""
    count = len(values)
    if count < 2:
        return 0.0
    mean = sum(values) / count
    variance = sum((value - mean) ** 2 for value in values) / (count - 1)
    return Z * math.sqrt(variance / count)


def paired(rows: Sequence[Sequence[float]], top: int, other: int) -> tuple[float, float]:
    """The mean of option ``top``'s value minus option ``other``'s on the same deals, and
    its 95 % half-width."""
    differences = [row[top] - row[other] for row in rows]
    return sum(differences) / len(differences), half_width(differences)


def agree(rows: Sequence[Sequence[float]]) -> bool:
    """Whether every deal gave every option the same value as the first."""
    return all(row == rows[0] for row in rows)


def verdict(rows: Sequence[Sequence[float]], equal: float) -> tuple[bool, list[int]]:
    """Whether the verdict is settled: every option either practically equal to the best
    (its loss against the best surely below ``equal``, or nil on every deal) or clearly
    worse (its loss's 95 % interval above zero); and the best options (the equal ones),
    by their index. An unsettled verdict names none."""
    count = len(rows)
    width = len(rows[0])
    means = [sum(row[i] for row in rows) / count for i in range(width)]
    top = max(range(width), key=lambda i: means[i])
    best = []
    for i in range(width):
        loss, half = paired(rows, top, i)
        if loss + half <= equal or all(row[top] == row[i] for row in rows):
            best.append(i)
        elif loss - half <= 0:
            return False, []
    return True, best
