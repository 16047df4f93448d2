"""What a ruling is (:class:`Ruling`) and the topics rulings belong to (:data:`TOPICS`),
for the registry (:mod:`engine.rulings`) and its tables, a module per topic or group of
topics."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["TOPICS", "Ruling"]

#: The topics rulings belong to: the standard game, then each option.
TOPICS = (
    "standard",
    "irregularities",
    "joker",
    "deck32",
    "cutthroat",
    "target-score",
    "canadian-loner",
    "bid-euchre",
)


@dataclass(frozen=True, slots=True)
class Ruling:
    """One rule of the game as this site rules it."""

    id: str
    topic: str
    statement: str
    #: The id of the standard ruling that this ruling changes, if any.
    changes: str | None = None
    #: The id of the standard ruling that this option's ruling keeps as it is, if any
    #: (an option's rule-changes table also states what stays the same).
    keeps: str | None = None
