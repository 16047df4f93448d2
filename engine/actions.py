"""The actions a player takes: small frozen values naming the seat that acts.

Each action knows its three written forms, all made from its class's ``verb``, its
``argument`` (the one value it names besides its seat, if any) and whether it may go
alone (``OrderUp`` and ``Call``):

- its JSON (:meth:`~BaseAction.to_json`), the shape of the JSON export (see the README,
  "The JSON export"); with ``key=True`` its key too, as the engine sends it to the browser;
- its notation in hand records (:meth:`~BaseAction.notation`), read back by
  :mod:`engine.records`;
- its key (:attr:`~BaseAction.key`), the short stable id by which the analysis and the
  browser compare actions: the notation without the seat, its words joined by ``-``.

>>> OrderUp(Seat.E, alone=True)
OrderUp(seat=<Seat.E: 'E'>, alone=True)
>>> Play(Seat.N, Card.parse("Jh")).verb
'play'
>>> from engine.contract import SANS_LOW
>>> Bid(Seat.W, 4), Trump(Seat.W, SANS_LOW).verb
(Bid(seat=<Seat.W: 'W'>, tricks=4), 'trump')
>>> call = Call(Seat.W, Suit.SPADES, alone=True)
>>> call.to_json(), call.notation(), call.key
({'seat': 'W', 'action': 'call', 'suit': 's', 'alone': True}, 'W call s alone', 'call-s-alone')
>>> from_json(call.to_json(key=True)) == call
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias

from engine.cards import Card, Suit
from engine.contract import Contract
from engine.seats import Seat

__all__ = [
    "ACTIONS",
    "CARD_ACTIONS",
    "MISDEAL_KINDS",
    "OUT_OF_TURN",
    "Action",
    "Argument",
    "BaseAction",
    "Bid",
    "Call",
    "Claim",
    "Discard",
    "Misdeal",
    "OrderUp",
    "OutOfTurn",
    "OutOfTurnAction",
    "Pass",
    "Play",
    "Revoke",
    "TakeBack",
    "Trump",
    "from_json",
    "make",
]

#: The value an action names besides its seat: a card, a suit, a number of tricks or a
#: contract. Written as its code (a number of tricks as a number in the JSON).
Argument: TypeAlias = Card | Suit | int | Contract


class BaseAction:
    """What every action has: a seat, a verb, and its JSON, notation and key."""

    __slots__ = ()

    #: The action's name: in hand records, in the JSON (``"action"``) and first in its key.
    verb: ClassVar[str]
    #: The name of the value the action names besides its seat (its field, and its key in
    #: the JSON: ``card``, ``suit``, ``tricks`` or ``contract``), or ``None``.
    argument: ClassVar[str | None] = None
    #: Whether the action has an ``alone`` field: whether the maker goes alone.
    may_go_alone: ClassVar[bool] = False
    #: The seat that acts.
    seat: Seat

    def value(self) -> Argument | None:
        """The value named by :attr:`argument`, or ``None``."""
        return None if self.argument is None else getattr(self, self.argument)

    def goes_alone(self) -> bool:
        """Whether the maker goes alone (always false for an action without ``alone``)."""
        return bool(getattr(self, "alone", False))

    def words(self) -> list[str]:
        """The action's words in the notation: the seat, the verb, the value's code, and
        ``alone`` for a maker going alone."""
        value = self.value()
        found = [str(self.seat), self.verb]
        if value is not None:
            found.append(str(value))
        if self.goes_alone():
            found.append("alone")
        return found

    def notation(self) -> str:
        """The action in a hand record: ``N pass``, ``E order-up alone``, ``S play Jh``."""
        return " ".join(self.words())

    @property
    def key(self) -> str:
        """The action's key, its seat apart: ``play-Jh``, ``revoke-Ks``, ``call-s-alone``,
        ``bid-4``, ``trump-sans-low``, ``pass``."""
        return "-".join(self.words()[1:])

    def to_json(self, *, key: bool = False) -> dict[str, Any]:
        """The action as ``{"seat", "action", ARGUMENT?, "alone"?}``, with ``"key"`` last
        when ``key`` is true."""
        data: dict[str, Any] = {"seat": str(self.seat), "action": self.verb}
        value = self.value()
        if self.argument is not None and value is not None:
            data[self.argument] = value if isinstance(value, int) else str(value)
        if self.may_go_alone:
            data["alone"] = self.goes_alone()
        if key:
            data["key"] = self.key
        return data


@dataclass(frozen=True, slots=True)
class Pass(BaseAction):
    """Pass in either round of bidding, or in the bidding of Bid Euchre."""

    verb: ClassVar[str] = "pass"
    seat: Seat


@dataclass(frozen=True, slots=True)
class OrderUp(BaseAction):
    """First round: accept the turned-up card (the dealer's own acceptance included)."""

    verb: ClassVar[str] = "order-up"
    may_go_alone: ClassVar[bool] = True
    seat: Seat
    #: Whether the maker goes alone.
    alone: bool = False


@dataclass(frozen=True, slots=True)
class Discard(BaseAction):
    """The dealer, having taken up the turned-up card, discards one of six cards."""

    verb: ClassVar[str] = "discard"
    argument: ClassVar[str | None] = "card"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Call(BaseAction):
    """Second round: name a suit as trumps."""

    verb: ClassVar[str] = "call"
    argument: ClassVar[str | None] = "suit"
    may_go_alone: ClassVar[bool] = True
    seat: Seat
    suit: Suit
    #: Whether the maker goes alone.
    alone: bool = False


@dataclass(frozen=True, slots=True)
class Play(BaseAction):
    """Play a card to the trick."""

    verb: ClassVar[str] = "play"
    argument: ClassVar[str | None] = "card"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Bid(BaseAction):
    """Bid Euchre: promise a number of tricks (3 to 6) for one's side.

    The dealer's bid may equal the highest bid: the dealer matches it and takes the
    contract.
    """

    verb: ClassVar[str] = "bid"
    argument: ClassVar[str | None] = "tricks"
    seat: Seat
    #: The number of tricks bid.
    tricks: int


@dataclass(frozen=True, slots=True)
class Trump(BaseAction):
    """Bid Euchre: the high bidder chooses the contract, a trump suit or sans high or low."""

    verb: ClassVar[str] = "trump"
    argument: ClassVar[str | None] = "contract"
    seat: Seat
    contract: Contract


@dataclass(frozen=True, slots=True)
class Revoke(BaseAction):
    """An irregularity on purpose: play a card that does not follow the suit led though
    the hand holds a card of that suit (a plain :class:`Play` of it is refused)."""

    verb: ClassVar[str] = "revoke"
    argument: ClassVar[str | None] = "card"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TakeBack(BaseAction):
    """Before the trick is complete, take back a revoke, or a card played after one."""

    verb: ClassVar[str] = "take-back"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Claim(BaseAction):
    """Claim that a player of another side revoked (during the deal or after its last
    trick, until the next deal's cards are given)."""

    verb: ClassVar[str] = "claim"
    seat: Seat


#: The kinds of misdeal a player may claim: a card shown while dealing (``exposed``, with
#: the card), a hand with the wrong number of cards (``count``), the wrong dealer
#: (``dealer``).
MISDEAL_KINDS = ("exposed", "count", "dealer")


@dataclass(frozen=True, slots=True)
class Misdeal(BaseAction):
    """Claim a misdeal before the deal is scored: ``S misdeal exposed Kd`` (the king of
    diamonds was shown while dealing), ``S misdeal count``, ``S misdeal dealer``.

    >>> claim = Misdeal(Seat.S, "exposed", Card.parse("Kd"))
    >>> claim.notation(), claim.key
    ('S misdeal exposed Kd', 'misdeal-exposed-Kd')
    >>> claim.to_json()
    {'seat': 'S', 'action': 'misdeal', 'kind': 'exposed', 'card': 'Kd'}
    >>> from_json(claim.to_json()) == claim
    True
    """

    verb: ClassVar[str] = "misdeal"
    seat: Seat
    #: One of :data:`MISDEAL_KINDS`.
    kind: str
    #: The card shown while dealing (``exposed`` only).
    card: Card | None = None

    def words(self) -> list[str]:
        found = [str(self.seat), self.verb, self.kind]
        if self.card is not None:
            found.append(str(self.card))
        return found

    def to_json(self, *, key: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": str(self.seat), "action": self.verb, "kind": self.kind}
        if self.card is not None:
            data["card"] = str(self.card)
        if key:
            data["key"] = self.key
        return data


#: The actions a player may take out of turn: the calls and bids, and a play.
OutOfTurnAction: TypeAlias = Pass | OrderUp | Call | Bid | Play


@dataclass(frozen=True, slots=True)
class OutOfTurn(BaseAction):
    """A call or a card out of turn: ``E out-of-turn order-up``, ``W out-of-turn play Ks``.
    The action it wraps names the same seat.

    >>> late = OutOfTurn(Seat.W, Play(Seat.W, Card.parse("Ks")))
    >>> late.notation(), late.key
    ('W out-of-turn play Ks', 'out-of-turn-play-Ks')
    >>> late.to_json()["act"]
    {'seat': 'W', 'action': 'play', 'card': 'Ks'}
    >>> from_json(late.to_json(key=True)) == late
    True
    """

    verb: ClassVar[str] = "out-of-turn"
    seat: Seat
    #: The call or the play made out of turn (by :attr:`seat`).
    act: OutOfTurnAction

    def words(self) -> list[str]:
        return [str(self.seat), self.verb, *self.act.words()[1:]]

    def to_json(self, *, key: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seat": str(self.seat),
            "action": self.verb,
            "act": self.act.to_json(),
        }
        if key:
            data["key"] = self.key
        return data


#: Any action; ``verb`` is its name in hand records and in the JSON export.
Action: TypeAlias = (
    Pass
    | OrderUp
    | Discard
    | Call
    | Play
    | Bid
    | Trump
    | Revoke
    | TakeBack
    | Claim
    | Misdeal
    | OutOfTurn
)

#: The actions that may be made out of turn (by verb).
OUT_OF_TURN: dict[str, type[OutOfTurnAction]] = {
    kind.verb: kind for kind in (Pass, OrderUp, Call, Bid, Play)
}

#: Every kind of action, by verb (those with an argument of their own, :class:`Misdeal` and
#: :class:`OutOfTurn`, are read by :func:`from_json` and the record reader their own way).
ACTIONS: dict[str, type[Action]] = {
    kind.verb: kind
    for kind in (Pass, OrderUp, Discard, Call, Play, Bid, Trump, Revoke, TakeBack, Claim)
}

#: The actions that name a card, by verb.
CARD_ACTIONS: dict[str, type[Discard | Play | Revoke]] = {
    "discard": Discard,
    "play": Play,
    "revoke": Revoke,
}


def make(
    kind: type[Action], seat: Seat, value: Argument | None = None, alone: bool = False
) -> Action:
    """An action of this kind: ``value`` is its :attr:`~BaseAction.argument` (ignored if it
    has none), ``alone`` too for an action that may go alone.

    >>> make(Call, Seat.E, Suit.HEARTS, alone=True)
    Call(seat=<Seat.E: 'E'>, suit=<Suit.HEARTS: 'h'>, alone=True)
    """
    fields: dict[str, Any] = {"seat": seat}
    if kind.argument is not None:
        fields[kind.argument] = value
    if kind.may_go_alone:
        fields["alone"] = alone
    return kind(**fields)


def _tricks(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"not a number of tricks: {value!r}")
    return value


#: How each argument is read from its JSON value.
_FROM_JSON: dict[str, Callable[[Any], Argument]] = {
    "card": lambda value: Card.parse(str(value)),
    "suit": Suit,
    "tricks": _tricks,
    "contract": lambda value: Contract.parse(str(value)),
}


def from_json(data: Mapping[str, Any]) -> Action:
    """The action of :meth:`~BaseAction.to_json`'s shape; ``alone`` may be left out
    (false), a ``key`` is not read.

    Raises :class:`ValueError` (a :class:`~engine.errors.NotationError` for a bad card or
    contract code) for anything else.

    >>> from_json({"seat": "E", "action": "bid", "tricks": 5})
    Bid(seat=<Seat.E: 'E'>, tricks=5)
    >>> from_json({"seat": "E", "action": "trump", "contract": "h"}).contract.code
    'h'
    """
    try:
        seat = Seat(data["seat"])
        if data["action"] == Misdeal.verb:
            kind_word = data["kind"]
            if kind_word not in MISDEAL_KINDS:
                raise ValueError
            card = data.get("card")
            if (card is None) is (kind_word == "exposed"):
                raise ValueError
            return Misdeal(seat, kind_word, None if card is None else Card.parse(str(card)))
        if data["action"] == OutOfTurn.verb:
            act = from_json(data["act"])
            if act.seat is not seat or not isinstance(act, Pass | OrderUp | Call | Bid | Play):
                raise ValueError
            return OutOfTurn(seat, act)
        alone = data.get("alone", False)
        if not isinstance(alone, bool):
            raise ValueError
        kind = ACTIONS[data["action"]]
        value = None if kind.argument is None else _FROM_JSON[kind.argument](data[kind.argument])
        return make(kind, seat, value, alone)
    except (KeyError, TypeError):
        pass
    raise ValueError(f"not an action: {dict(data)}")
