"""Events: what happened, as a message id, typed parameters and the rulings applied.

Every action applied to a game, and everything that follows from it (a trick won, a
deal scored, the game won), is reported as an :class:`Event`. The narration turns the
message id and the parameters into a sentence in the reader's language; the site links
the ruling ids to the places where the rules are stated.

>>> from engine.seats import Seat
>>> event = Event("event.pass", {"seat": Seat.N}, ("first-round",), Seat.N)
>>> event.message, event.rulings
('event.pass', ('first-round',))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.errors import Param
from engine.seats import Seat

__all__ = ["Event"]


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened in a game."""

    #: The catalogue message id, such as ``event.order-up``.
    message: str
    #: The values the message names: seats, cards, suits, sides, numbers.
    params: Mapping[str, Param] = field(hash=False)
    #: The ids of the rulings this event applies, most specific last.
    rulings: tuple[str, ...] = ()
    #: The seat that acted, if the event is a player's action.
    seat: Seat | None = None
