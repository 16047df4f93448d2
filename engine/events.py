"""Events: what happened, as a message id, typed parameters and the rulings applied.

Every action applied to a game, and everything that follows from it (a trick won, a
deal scored, the game won), is reported as an :class:`Event`. The narration turns the
message id and the parameters into a sentence in the reader's language; the site links
the ruling ids to the places where the rules are stated.

>>> from engine.seats import Seat
>>> event = Event("event.pass", {"seat": Seat.N}, ("first-round",), Seat.N)
>>> event.message, event.rulings
('event.pass', ('first-round',))

The engine makes the frequent events (plays, tricks, passes) once and shares them; their
parameters are :class:`FrozenParams`, a dict that refuses changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NoReturn

from engine.errors import Param
from engine.seats import Seat

__all__ = ["Event", "FrozenParams"]


class FrozenParams(dict[str, Param]):
    """The parameters of an event shared by many games: a dict that refuses changes.

    >>> params = FrozenParams({"seat": Seat.N})
    >>> params == {"seat": Seat.N}
    True
    >>> params["seat"] = Seat.S
    Traceback (most recent call last):
    ...
    TypeError: the parameters of an event are read-only
    """

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("the parameters of an event are read-only")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self) -> tuple[type[FrozenParams], tuple[dict[str, Param]]]:
        return FrozenParams, (dict(self),)


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
