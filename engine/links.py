"""Links to hands: a whole hand in the fragment of a page's address, and back.

A link's fragment (what follows ``#``, without it) is untrusted text. It holds one of:

- the compact form ``h1=PAYLOAD``: ``h1`` is the format's version, ``PAYLOAD`` the hand
  packed into bytes and written in base64url (RFC 4648, ``-`` and ``_``, no padding);
- the plain form ``record=TEXT``: ``TEXT`` is a hand record's UTF-8 text in base64url,
  so that other tools can write links without this module;

either optionally followed by ``&step=N``, the step on screen (step 0 is the deal, as in
the walkthroughs; without it, the last step; a step the hand does not have is refused, or
read as its last with ``past_end="last"``). An empty fragment is an empty board.

The payload is a mixed-radix number, each field written with exactly as many values as
it can take: the rules (variant, options, target), the score before the first deal, then
either a seed (the deals are shuffled by :class:`random.Random` of that seed, as in
``python -m engine play``) or each deal's cards as a permutation of the deck (the hands
in the order of the record, then the upcard, then the kitty if the record writes it),
and every action as its index among the legal actions at that point (one more value
means "no more actions"). The number is written little-endian after a two-byte length
and a checksum byte, so that a truncated or altered link is refused rather than read as
another hand. A whole deal of standard Euchre with all its plays takes about 40
characters.

Decoding never raises anything but :class:`LinkError` (a stable code, e.g.
``link-truncated``) or the engine's own refusals of what the link describes (an
impossible deal, rules or score: :class:`~engine.errors.EngineError` with its code).
Fragments longer than :data:`LIMIT` characters are refused before any decoding.

>>> from engine.records import parse_record
>>> record = parse_record('''rules: standard
... dealer: N
... N: 9c Tc Qc 9d Td
... E: Jh Jd Ah Kh 9s
... S: Ac Kc 9h Th Qs
... W: Ad Kd Qd As Ks
... upcard: Qh
... E order-up''')
>>> fragment = encode(record)
>>> fragment.startswith("h1=") and len(fragment) < 40
True
>>> hand = decode(fragment + "&step=0")
>>> hand.record == record, hand.step
(True, 0)
>>> decode("h2=AAAA")
Traceback (most recent call last):
...
engine.links.LinkError: link-version {'version': '2', 'expected': '1'}
"""

from __future__ import annotations

import base64
import binascii
import random
import re
import zlib
from dataclasses import dataclass
from typing import Any, Literal

from engine.actions import Action, Misdeal, OutOfTurn
from engine.cards import Card
from engine.errors import EngineError, NotationError
from engine.game import Game, Phase
from engine.records import DealRecord, Record, RecordedAction, format_record, parse_record
from engine.rules import DEFAULT_TARGET, Rules, Variant
from engine.seats import Seat, Side

__all__ = [
    "LIMIT",
    "VERSION",
    "Hand",
    "LinkError",
    "decode",
    "encode",
    "record_fragment",
    "seeded",
    "strip_comments",
]

#: The version of the compact form, written ``h1=``.
VERSION = 1
#: The longest fragment read, in characters; longer ones are refused unread.
LIMIT = 16384
#: The largest seed of a seeded hand.
MAX_SEED = 2**53 - 1

_B64 = re.compile(r"[A-Za-z0-9_-]*")
_VARIANTS = tuple(Variant)
_OPTIONS = ("joker", "deck32", "cutthroat", "canadian_loner")


class LinkError(EngineError):
    """A fragment that is not a link to a hand: ``link-too-long``, ``link-malformed``,
    ``link-bad-escape``, ``link-version``, ``link-truncated``, ``link-bad-text``,
    ``link-bad-step``."""


@dataclass(frozen=True, slots=True)
class Hand:
    """What a link holds: a record (without comments unless the plain form carries them),
    the seed its deals are shuffled from (``None`` when the cards are written), and the
    step on screen (``None``: the last)."""

    record: Record
    seed: int | None = None
    step: int | None = None

    @property
    def steps(self) -> int:
        """The number of steps of the hand (one per deal dealt and per action)."""
        return sum(1 + len(deal.actions) for deal in self.record.deals)


def seeded(rules: Rules, seed: int, dealer: Seat | None = None) -> Record:
    """The record of a new hand whose cards are shuffled from ``seed``.

    >>> seeded(Rules.parse("standard"), 7) == seeded(Rules.parse("standard"), 7)
    True
    """
    if not 0 <= seed <= MAX_SEED:
        raise LinkError("link-bad-seed", {"limit": MAX_SEED})
    game = Game(rules, dealer or rules.seats[0], rng=random.Random(seed))
    return Record.from_game(game)


def strip_comments(record: Record) -> Record:
    """The record without its comments (what the compact form keeps)."""
    deals = tuple(
        DealRecord(
            deal.dealer,
            deal.hands,
            deal.upcard,
            deal.kitty,
            tuple(RecordedAction(recorded.action) for recorded in deal.actions),
        )
        for deal in record.deals
    )
    return Record(record.rules, deals, record.scores)


# --- Writing --------------------------------------------------------------------------


class _Writer:
    """Fields as digits of a mixed-radix number, the first field the least significant."""

    def __init__(self) -> None:
        self.value = 0
        self.scale = 1

    def put(self, digit: int, radix: int) -> None:
        assert 0 <= digit < radix
        self.value += digit * self.scale
        self.scale *= radix

    def put_uint(self, value: int) -> None:
        while True:
            self.put(value & 0x7F, 128)
            value >>= 7
            self.put(1 if value else 0, 2)
            if not value:
                return

    def put_int(self, value: int) -> None:
        self.put_uint(value * 2 if value >= 0 else -value * 2 - 1)

    def bytes(self) -> bytes:
        body = self.value.to_bytes((self.value.bit_length() + 7) // 8, "little")
        return len(body).to_bytes(2, "big") + bytes([zlib.crc32(body) & 0xFF]) + body


def encode(record: Record, seed: int | None = None, step: int | None = None) -> str:
    """The compact fragment of a hand (without ``#``); comments are not kept.

    With ``seed``, the record must be one whose deals are shuffled from that seed
    (:func:`seeded`, then actions): only the seed is written, not the cards.

    A hand the compact form cannot hold (a misdeal, an action out of turn, a revoke
    penalty in points) is written in the plain form, without its comments.
    """
    if seed is None and _plain_only(record):
        return record_fragment(format_record(strip_comments(record)), step)
    out = _Writer()
    rules = record.rules
    out.put(_VARIANTS.index(rules.variant), len(_VARIANTS))
    for option in _OPTIONS:
        out.put(int(getattr(rules, option)), 2)
    out.put_uint(0 if rules.target == DEFAULT_TARGET[rules.variant] else rules.target)
    out.put(record.scores is not None, 2)
    if record.scores is not None:
        for side in rules.sides:
            out.put_int(record.scores[side])
    seats = rules.seats
    first = record.deals[0].dealer if record.deals else seats[0]
    out.put(seats.index(first), len(seats))
    out.put(seed is not None, 2)
    game = Game(rules, first, scores=record.scores)
    if seed is not None:
        out.put_uint(seed)
    for deal in record.deals:
        if seed is None:
            out.put(1, 2)  # a deal follows
            _put_layout(out, rules, deal)
        game.deal(deal.layout(rules))
        for recorded in deal.actions:
            _put_action(out, game, recorded.action)
            game.apply(recorded.action)
        _put_action(out, game, None)
    if seed is None and game.phase is Phase.DEAL:
        out.put(0, 2)  # no more deals
    text = base64.urlsafe_b64encode(out.bytes()).decode("ascii").rstrip("=")
    return f"h{VERSION}={text}" + ("" if step is None else f"&step={step}")


def _put_action(out: _Writer, game: Game, action: Action | None) -> None:
    """An action as its index among the legal ones; then, if irregularities are allowed
    (:meth:`~engine.game.Game.irregular_actions`), one value for "an irregularity
    follows" and its index among them; the last value means "no more actions" (``None``,
    written only when an action could follow)."""
    legal = game.legal_actions()
    irregular = game.irregular_actions()
    radix = len(legal) + 1 + bool(irregular)
    if action is None:
        if legal or irregular:
            out.put(len(legal), radix)
    elif action in legal:
        out.put(legal.index(action), radix)
    else:
        out.put(len(legal) + 1, radix)
        out.put(irregular.index(action), len(irregular))


def _put_layout(out: _Writer, rules: Rules, deal: DealRecord) -> None:
    """The deal's cards as a permutation of the deck; the kitty after the upcard only if
    the record writes it."""
    remaining = list(rules.deck)

    def put(cards: tuple[Card, ...]) -> None:
        for card in cards:
            out.put(remaining.index(card), len(remaining))
            remaining.remove(card)

    for seat in rules.seats:
        put(deal.hands[seat])
    if deal.upcard is not None:
        out.put(deal.kitty is not None, 2)
        put(deal.kitty if deal.kitty is not None else (deal.upcard,))


def _plain_only(record: Record) -> bool:
    """Whether the compact form cannot hold the record: the actions it indexes are the
    legal ones and the irregularities the engine lists, its deals five cards a hand, its
    rules without a revoke penalty in points."""
    if record.rules.revoke_penalty != "tricks":
        return True
    return any(
        deal.misdealt or isinstance(recorded.action, Misdeal | OutOfTurn)
        for deal in record.deals
        for recorded in deal.actions
    )


def record_fragment(text: str, step: int | None = None) -> str:
    """The plain fragment of a record's text: ``record=`` and its UTF-8 in base64url.

    >>> record_fragment("rules: standard")
    'record=cnVsZXM6IHN0YW5kYXJk'
    """
    data = base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")
    return f"record={data}" + ("" if step is None else f"&step={step}")


# --- Reading --------------------------------------------------------------------------


class _Reader:
    def __init__(self, value: int) -> None:
        self.value = value

    def get(self, radix: int) -> int:
        self.value, digit = divmod(self.value, radix)
        return digit

    def get_uint(self) -> int:
        value = 0
        for shift in range(0, 63, 7):
            value |= self.get(128) << shift
            if not self.get(2):
                return value
        raise LinkError("link-malformed", {})

    def get_int(self) -> int:
        value = self.get_uint()
        return value // 2 if value % 2 == 0 else -(value + 1) // 2


def decode(fragment: str, *, past_end: Literal["refuse", "last"] = "refuse") -> Hand:
    """Read a fragment (with or without its ``#``); see the module's documentation.
    A step past the hand's last is refused (``link-bad-step``), or with ``past_end="last"``
    read as the last step (the hand is still read whole).

    Raises :class:`LinkError`, or the engine's refusal of the hand the link describes.

    >>> hand = decode(encode(parse_record("rules: standard")) + "&step=9", past_end="last")
    >>> hand.step
    0
    """
    if not isinstance(fragment, str):
        raise LinkError("link-malformed", {})
    if len(fragment) > LIMIT:
        raise LinkError("link-too-long", {"limit": LIMIT})
    text = _unescape(fragment.removeprefix("#"))
    if not text:
        return Hand(Record(Rules()))
    head, _, tail = text.partition("&")
    key, equals, value = head.partition("=")
    step = _step(tail)
    if not equals:
        raise LinkError("link-malformed", {})
    if key == "record":
        try:
            record_text = _bytes(value).decode("utf-8", errors="strict")
        except UnicodeDecodeError:
            raise LinkError("link-bad-text", {}) from None
        return _checked_step(Hand(parse_record(record_text), None, step), past_end)
    version = re.fullmatch(r"h([0-9]{1,4})", key)
    if version is None:
        raise LinkError("link-malformed", {})
    if int(version[1]) != VERSION:
        raise LinkError("link-version", {"version": version[1][:4], "expected": VERSION})
    return _checked_step(_hand(_payload(_bytes(value)), step), past_end)


def _unescape(text: str) -> str:
    """Percent escapes decoded strictly: an escape must be ``%`` and two hex digits, and
    the bytes valid UTF-8 (:class:`LinkError` ``link-bad-escape`` otherwise)."""
    if "%" not in text:
        return text
    parts = text.split("%")
    data = bytearray(parts[0].encode("utf-8"))
    for part in parts[1:]:
        if len(part) < 2 or not re.fullmatch(r"[0-9A-Fa-f]{2}", part[:2]):
            raise LinkError("link-bad-escape", {})
        data.append(int(part[:2], 16))
        data += part[2:].encode("utf-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise LinkError("link-bad-escape", {}) from None


def _bytes(value: str) -> bytes:
    if not value.isascii() or not _B64.fullmatch(value):
        raise LinkError("link-malformed", {})
    if len(value) % 4 == 1:
        raise LinkError("link-truncated", {})
    try:
        return base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except (binascii.Error, ValueError):  # pragma: no cover - the alphabet is checked
        raise LinkError("link-malformed", {}) from None


def _step(tail: str) -> int | None:
    if not tail:
        return None
    key, equals, value = tail.partition("=")
    if key != "step" or not equals or not re.fullmatch(r"[0-9]{1,6}", value):
        raise LinkError("link-malformed", {})
    return int(value)


def _checked_step(hand: Hand, past_end: str) -> Hand:
    last = max(hand.steps - 1, 0)
    if hand.step is not None and hand.step > last:
        if past_end == "last":
            return Hand(hand.record, hand.seed, last)
        raise LinkError("link-bad-step", {"step": hand.step, "last": last})
    return hand


#: The most bytes a payload's body can have (what :data:`LIMIT` characters hold, less the
#: length and the checksum): a length above it is no link's, not a link cut short.
_MAX_BODY = LIMIT * 3 // 4 - 3


def _payload(data: bytes) -> _Reader:
    if len(data) < 3:
        raise LinkError("link-truncated", {})
    size = int.from_bytes(data[:2], "big")
    body = data[3:]
    if size > _MAX_BODY:
        raise LinkError("link-malformed", {})
    if len(body) < size:
        raise LinkError("link-truncated", {})
    if len(body) > size or zlib.crc32(body) & 0xFF != data[2]:
        raise LinkError("link-malformed", {})
    return _Reader(int.from_bytes(body, "little"))


def _hand(data: _Reader, step: int | None) -> Hand:
    variant = _VARIANTS[data.get(len(_VARIANTS))]
    options: dict[str, Any] = {option: bool(data.get(2)) for option in _OPTIONS}
    target = data.get_uint() or DEFAULT_TARGET[variant]
    rules = Rules(variant, target=target, **options)
    scores: dict[Side, int] | None = None
    if data.get(2):
        scores = {side: data.get_int() for side in rules.sides}
    seats = rules.seats
    first = seats[data.get(len(seats))]
    seed = data.get_uint() if data.get(2) else None
    if seed is not None:
        game = Game(rules, first, scores=scores, rng=random.Random(seed))
        _actions(data, game, stop_at_deal_end=False)
        record = Record.from_game(game)
        record = Record(rules, record.deals, scores)
    else:
        game = Game(rules, first, scores=scores)
        deals: list[DealRecord] = []
        while game.phase is Phase.DEAL and data.get(2):
            deal = _get_layout(data, rules, game.dealer)
            refusal = game.check_deal(deal.layout(rules))
            if refusal is not None:
                raise NotationError(refusal.code, refusal.params, refusal.ruling)
            game.deal(deal.layout(rules))
            actions = _actions(data, game, stop_at_deal_end=True)
            recorded = tuple(map(RecordedAction, actions))
            deals.append(DealRecord(deal.dealer, deal.hands, deal.upcard, deal.kitty, recorded))
        record = Record(rules, tuple(deals), scores)
    if data.value:
        raise LinkError("link-malformed", {})
    return Hand(record, seed, step)


def _actions(data: _Reader, game: Game, *, stop_at_deal_end: bool) -> list[Action]:
    """Read actions as indices among the legal ones until the stop value."""
    actions: list[Action] = []
    deals = len(game.deals)
    while True:
        legal = game.legal_actions()
        irregular = game.irregular_actions()
        if not (legal or irregular) or (stop_at_deal_end and len(game.deals) != deals):
            return actions
        index = data.get(len(legal) + 1 + bool(irregular))
        if index == len(legal):
            return actions
        action = legal[index] if index < len(legal) else irregular[data.get(len(irregular))]
        game.apply(action)
        actions.append(action)


def _get_layout(data: _Reader, rules: Rules, dealer: Seat) -> DealRecord:
    remaining = list(rules.deck)

    def take(count: int) -> tuple[Card, ...]:
        return tuple(remaining.pop(data.get(len(remaining))) for _ in range(count))

    hands = {seat: take(rules.hand_size) for seat in rules.seats}
    if not remaining:  # Bid Euchre: every card dealt
        return DealRecord(dealer, hands, None)
    written = bool(data.get(2))
    upcard = take(1)[0]
    kitty = (upcard, *take(len(remaining))) if written else None
    return DealRecord(dealer, hands, upcard, kitty)
