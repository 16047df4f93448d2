"""Seats and sides.

Seats are ``N E S W`` in clockwise order; North and South are partners, and so are East
and West. Three players sit at ``N E S``. A side is a partnership (``NS``, ``EW``), or a
single seat in the three-player game.

>>> Seat.N.partner
<Seat.S: 'S'>
>>> Seat.E.partnership
<Partnership.EW: 'EW'>
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeAlias

__all__ = ["Partnership", "Seat", "Side"]


class Seat(StrEnum):
    """A seat at the table, clockwise from North."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def partner(self) -> Seat:
        """The seat opposite, the partner in the four-player game."""
        return _PARTNER[self]

    @property
    def partnership(self) -> Partnership:
        """The partnership of this seat in the four-player game."""
        return Partnership.NS if self in (Seat.N, Seat.S) else Partnership.EW


class Partnership(StrEnum):
    """One of the two partnerships of the four-player game."""

    NS = "NS"
    EW = "EW"


#: Who scores together: a partnership, or a seat in the three-player game.
Side: TypeAlias = Partnership | Seat

_PARTNER = {Seat.N: Seat.S, Seat.S: Seat.N, Seat.E: Seat.W, Seat.W: Seat.E}
