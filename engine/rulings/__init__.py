"""The rulings registry: every rule the engine applies, with a stable id.

Each ruling has a language-neutral id in kebab-case, used as the permanent anchor of
the place where the site states it, in every language, and cited by every event and
every refusal of the engine. The one-line English statement is the reference wording;
the pages of the site state each ruling in the reader's language.

The table is a module per topic or group of topics, in the order the site states them:
:mod:`engine.rulings.standard`, :mod:`engine.rulings.irregularities`,
:mod:`engine.rulings.options` (the joker, the 32-card deck, three players, the target
score, the Canadian loner) and :mod:`engine.rulings.bid_euchre`; a ruling is a
:class:`Ruling` (:mod:`engine.rulings.model`).

>>> RULINGS["follow-suit"].topic
'standard'
>>> ruling("left-bower").statement.startswith("The left bower")
True
"""

from __future__ import annotations

from engine.rulings.bid_euchre import BID_EUCHRE
from engine.rulings.irregularities import IRREGULARITIES
from engine.rulings.model import TOPICS, Ruling
from engine.rulings.options import OPTIONS
from engine.rulings.standard import STANDARD

__all__ = ["RULINGS", "TOPICS", "Ruling", "UnknownRulingError", "ruling"]


class UnknownRulingError(KeyError):
    """Raised when a ruling id is not in the registry."""


_ALL: tuple[Ruling, ...] = (*STANDARD, *IRREGULARITIES, *OPTIONS, *BID_EUCHRE)

#: Every ruling, by id, in the order the site states them.
RULINGS: dict[str, Ruling] = {r.id: r for r in _ALL}

assert len(RULINGS) == len(_ALL), "duplicate ruling id"
assert all(r.topic in TOPICS for r in _ALL)
assert all(r.changes is None or r.changes in RULINGS for r in _ALL)
assert all(r.keeps is None or (r.keeps in RULINGS and r.changes is None) for r in _ALL)


def ruling(ruling_id: str) -> Ruling:
    """Return the ruling with this id, or raise :class:`UnknownRulingError`.

    >>> ruling("no-such-ruling")
    Traceback (most recent call last):
    ...
    engine.rulings.UnknownRulingError: 'no ruling has the id no-such-ruling'
    """
    try:
        return RULINGS[ruling_id]
    except KeyError:
        raise UnknownRulingError(f"no ruling has the id {ruling_id}") from None
