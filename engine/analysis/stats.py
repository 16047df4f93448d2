"""The statistics of the sampled analyses: a mean's 95 % margin, paired differences on the
same deals, and the verdict they settle.

The verdict is looked at again after every batch of deals, so a plain 95 % interval would
settle a near tie by chance far more often than one time in twenty (seven looks at a true
tie settle it about one time in six). The verdict's intervals are therefore widened for
the number of looks the sampling may take (Bonferroni: 95 % over all the looks together,
:func:`quantile`); the margins shown beside each value stay plain 95 % intervals.

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
from statistics import NormalDist

__all__ = ["Z", "agree", "half_width", "looks", "paired", "quantile", "verdict"]

#: The 95 % two-sided normal quantile.
Z = 1.96


def looks(least: int, batch: int, cap: int) -> int:
    """How many times a sampling that draws ``batch`` deals at a time, and settles from
    ``least`` deals on, until ``cap``, may look at its verdict.

    >>> looks(32, 16, 128), looks(16, 8, 128), looks(32, 16, 40), looks(32, 16, 20)
    (7, 15, 2, 1)
    """
    if cap <= least:
        return 1
    return len(range(least, cap, batch)) + 1  # the cap itself is looked at last


def quantile(count: int) -> float:
    """The two-sided normal quantile that keeps ``count`` looks together at 95 %.

    >>> round(quantile(1), 2), round(quantile(7), 2), round(quantile(15), 2)
    (1.96, 2.69, 2.94)
    """
    return NormalDist().inv_cdf(1 - 0.025 / max(1, count))


def half_width(values: Sequence[float], z: float = Z) -> float:
    """The half-width of the mean of ``values`` at quantile ``z`` (95 % unless told;
    0 with fewer than two)."""
    count = len(values)
    if count < 2:
        return 0.0
    mean = sum(values) / count
    variance = sum((value - mean) ** 2 for value in values) / (count - 1)
    return z * math.sqrt(variance / count)


def paired(
    rows: Sequence[Sequence[float]], top: int, other: int, z: float = Z
) -> tuple[float, float]:
    """The mean of option ``top``'s value minus option ``other``'s on the same deals, and
    its half-width at quantile ``z``."""
    differences = [row[top] - row[other] for row in rows]
    return sum(differences) / len(differences), half_width(differences, z)


def agree(rows: Sequence[Sequence[float]]) -> bool:
    """Whether every deal gave every option the same value as the first."""
    return all(row == rows[0] for row in rows)


def verdict(rows: Sequence[Sequence[float]], equal: float, z: float = Z) -> tuple[bool, list[int]]:
    """Whether the verdict is settled: every option either practically equal to the best
    (its loss against the best surely below ``equal``, or nil on every deal) or clearly
    worse (its loss's interval at quantile ``z`` above zero); and the best options (the
    equal ones), by their index. An unsettled verdict names none."""
    count = len(rows)
    width = len(rows[0])
    means = [sum(row[i] for row in rows) / count for i in range(width)]
    top = max(range(width), key=lambda i: means[i])
    best = []
    for i in range(width):
        loss, half = paired(rows, top, i, z)
        if loss + half <= equal or all(row[top] == row[i] for row in rows):
            best.append(i)
        elif loss - half <= 0:
            return False, []
    return True, best
