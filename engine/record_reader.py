"""Reading hand records: the parser of the notation :mod:`engine.records` describes.

:func:`parse_record` reads a record line by line and then replays it
(:func:`engine.record_checks.validate`), so that every problem is a
:class:`~engine.errors.NotationError` at its line and column; :func:`parse_action` reads
one action. An action's words are read by the table of its kind
(:data:`engine.actions.ACTIONS`): its verb, the one value it names (a card, a suit, a
number of tricks or a contract) and ``alone``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from engine.actions import (
    ACTIONS,
    MISDEAL_KINDS,
    Action,
    Argument,
    Bid,
    Call,
    Misdeal,
    OrderUp,
    OutOfTurn,
    Pass,
    Play,
    make,
)
from engine.cards import Card, Suit
from engine.contract import Contract
from engine.errors import EngineError, NotationError, Refusal
from engine.game import check_scores
from engine.notation import Word, words
from engine.record_checks import validate
from engine.record_model import DealRecord, Record, RecordedAction
from engine.rules import Rules, Variant
from engine.seats import Seat, Side

__all__ = ["MISTAKE", "QUESTION", "parse_action", "parse_record"]


def parse_record(text: str) -> Record:
    """Read a record and replay it; raise :class:`NotationError` at the first problem."""
    record = _Parser().parse(text)
    validate(record)
    return record


class _DealDraft:
    """A deal being read."""

    def __init__(self, line: int) -> None:
        self.line = line
        self.dealer: Seat | None = None
        self.hands: dict[Seat, tuple[Card, ...]] = {}
        self.upcard: Card | None = None
        self.kitty: tuple[Card, ...] | None = None
        self.actions: list[RecordedAction] = []
        self.comment: list[str] = []
        self.closing: list[str] = []
        #: Where each key (``dealer``, a seat, ``upcard``, ``kitty``) and card is written.
        self.places: dict[object, list[tuple[int, int]]] = {}

    def place(self, key: object, line: int, column: int) -> None:
        self.places.setdefault(key, []).append((line, column))

    def finish(self, rules: Rules) -> DealRecord:
        """Check that the deal is complete and its cards can be dealt."""
        ruling = "bid-euchre-deal" if rules.variant is Variant.BID_EUCHRE else "deal"
        if self.dealer is None:
            raise NotationError("record-missing-dealer", {}, ruling, line=self.line)
        for seat in rules.seats:
            if seat not in self.hands:
                raise NotationError("record-missing-hand", {"seat": seat}, ruling, line=self.line)
        if ruling == "deal" and self.upcard is None:  # Bid Euchre has neither upcard nor kitty
            if self.kitty is None:
                raise NotationError("record-missing-upcard", {}, "deal", line=self.line)
            self.upcard = self.kitty[0]
        if self.kitty is not None and self.upcard is not None and self.kitty[0] != self.upcard:
            line, column = self.places["kitty"][0]
            raise NotationError(
                "record-kitty-upcard",
                {"card": self.kitty[0], "upcard": self.upcard},
                "deal",
                line=line,
                column=column,
            )
        deal = DealRecord(
            self.dealer,
            self.hands,
            self.upcard,
            self.kitty,
            tuple(self.actions),
            tuple(self.comment),
            tuple(self.closing),
            self.line,
        )
        refusal = deal.layout(rules).check(rules, misdealt=deal.misdealt)
        if refusal is not None:
            raise self._misdeal(refusal)
        return deal

    def _misdeal(self, refusal: Refusal) -> NotationError:
        """The deal's refusal, placed where the record writes the offending card or line."""
        key: object = refusal.params.get("card", refusal.params.get("seat"))
        if refusal.code == "deal-kitty-size":
            key = "kitty"
        places = self.places.get(key) or [(self.line, 1)]
        line, column = places[1] if refusal.code == "deal-repeated-card" else places[0]
        return NotationError(refusal.code, refusal.params, refusal.ruling, line=line, column=column)


class _Parser:
    """Reads a record line by line."""

    def __init__(self) -> None:
        self.rules: Rules | None = None
        self.scores: dict[Side, int] | None = None
        self.comment: list[str] = []
        self.pending: list[str] = []
        self.deals: list[DealRecord] = []
        self.draft: _DealDraft | None = None
        self.line = 0

    def parse(self, text: str) -> Record:
        lines = text.split("\n")
        for self.line, raw in enumerate(lines, start=1):
            content, hash_mark, remark = raw.removesuffix("\r").partition("#")
            found = words(content)
            if hash_mark and not found:
                self.pending.append(remark.strip())
                continue
            if found:
                self._line(found, content)
            if hash_mark:
                self._remark(remark.strip())
        self._end_deal()
        if self.rules is None:
            raise NotationError("record-missing-rules", {}, line=1)
        self.comment += self.pending
        return Record(self.rules, tuple(self.deals), self.scores, tuple(self.comment))

    def _remark(self, text: str) -> None:
        """A comment at the end of a line belongs to what the line starts."""
        draft = self.draft
        if draft is None:
            self.comment.append(text)
        elif draft.actions and draft.actions[-1].line == self.line:
            first = next(a for a in draft.actions if a.line == self.line)
            index = draft.actions.index(first)
            draft.actions[index] = replace(first, comment=(*first.comment, text))
        else:
            draft.comment.append(text)

    def _error(self, code: str, params: Mapping[str, str], word: Word) -> NotationError:
        return NotationError(code, params, line=self.line, column=word.column)

    def _line(self, found: list[Word], content: str) -> None:
        head = found[0]
        key, colon, rest = head.text.partition(":")
        if colon:
            values = found[1:]
            if rest:
                values.insert(0, Word(head.column + len(key) + 1, rest))
            self._keyed(key, head, values, content)
        elif head.text == "deal":
            self._deal_header(found)
        else:
            self._actions(found, content)

    def _keyed(self, key: str, head: Word, values: list[Word], content: str) -> None:
        if key == "rules":
            if self.rules is not None:
                raise self._error("record-repeated-line", {"key": key}, head)
            start = values[0].column if values else len(content) + 1
            try:
                self.rules = Rules.parse(content[start - 1 :])
            except EngineError as error:
                raise NotationError.at(error, self.line, start) from None
            self.comment += self.pending
            self.pending = []
            return
        if key not in ("score", "dealer", "upcard", "kitty", *Seat):
            raise self._error("record-unknown-line", {"token": head.text}, head)
        rules = self._need_rules(head)
        if key == "score":
            if self.scores is not None or self.deals or self.draft is not None:
                raise self._error("record-misplaced-line", {"key": key}, head)
            self.scores = self._scores(rules, values, head)
            return
        if key in ("upcard", "kitty") and rules.variant is Variant.BID_EUCHRE:
            raise NotationError(
                "record-no-upcard", {"key": key}, "bid-euchre-deal", line=self.line, column=1
            )
        draft = self.draft
        if draft is None:
            if self.deals:
                raise self._error("record-missing-deal-line", {}, head)
            draft = self._start_deal()
        if draft.actions:
            raise self._error("record-misplaced-line", {"key": key}, head)
        if key in draft.places:
            raise self._error("record-repeated-line", {"key": key}, head)
        draft.place(key, self.line, head.column)
        draft.comment += self.pending
        self.pending = []
        if key == "dealer":
            draft.dealer = _seat(_single(values, head, self.line), self.line)
            return
        cards = self._cards(draft, values)
        if key == "upcard":
            if len(cards) != 1:
                raise self._error("record-one-upcard", {}, values[1] if values else head)
            draft.upcard = cards[0]
        elif key == "kitty":
            if not cards:
                raise self._error("record-missing-card", {"key": key}, head)
            draft.kitty = cards
        else:
            draft.hands[Seat(key)] = cards

    def _need_rules(self, word: Word) -> Rules:
        if self.rules is None:
            raise self._error("record-missing-rules", {}, word)
        return self.rules

    def _start_deal(self) -> _DealDraft:
        self.draft = _DealDraft(self.line)
        self.draft.comment += self.pending
        self.pending = []
        return self.draft

    def _end_deal(self) -> None:
        draft = self.draft
        if draft is None:
            return
        draft.closing += self.pending
        self.pending = []
        assert self.rules is not None
        self.deals.append(draft.finish(self.rules))
        self.draft = None

    def _deal_header(self, found: list[Word]) -> None:
        self._need_rules(found[0])
        self._end_deal()
        expected = len(self.deals) + 1
        if len(found) > 2:
            raise self._error("record-extra-word", {"token": found[2].text}, found[2])
        if len(found) == 2 and found[1].text != str(expected):
            raise self._error(
                "record-deal-number", {"token": found[1].text, "expected": str(expected)}, found[1]
            )
        self._start_deal()

    def _scores(self, rules: Rules, values: list[Word], head: Word) -> dict[Side, int]:
        sides: dict[str, Side] = {str(side): side for side in rules.sides}
        scores: dict[Side, int] = dict.fromkeys(rules.sides, 0)
        seen = set()
        for word in values:
            name, _, number = word.text.partition("=")
            side = sides.get(name)
            if side is None or side in seen:
                raise self._error("record-bad-score", {"token": word.text}, word)
            digits = number.removeprefix("-")
            if not (digits.isascii() and digits.isdigit()):
                raise self._error("record-bad-score", {"token": word.text}, word)
            seen.add(side)
            scores[side] = int(number)
        if not values:
            raise self._error("record-bad-score", {"token": ""}, head)
        refusal = check_scores(rules, scores)
        if refusal is not None:
            raise NotationError(
                refusal.code,
                refusal.params,
                refusal.ruling,
                line=self.line,
                column=values[0].column,
            )
        return scores

    def _cards(self, draft: _DealDraft, values: list[Word]) -> tuple[Card, ...]:
        cards = []
        for word in values:
            card = _card(word, self.line)
            draft.place(card, self.line, word.column)
            cards.append(card)
        return tuple(cards)

    def _actions(self, found: list[Word], content: str) -> None:
        """A line of actions separated by commas."""
        head = found[0]
        if head.text not in _SEATS and head.text not in _MARKS:
            raise self._error("record-unknown-line", {"token": head.text}, head)
        self._need_rules(head)
        draft = self.draft
        if draft is None:
            raise self._error("record-missing-deal-line", {}, head)
        start = 1
        for segment in content.split(","):
            action_words = words(segment, start)
            column = action_words[0].column if action_words else start
            marks: set[str] = set()
            while action_words and action_words[0].text in set(_MARKS) - marks:
                marks.add(action_words[0].text)
                action_words = action_words[1:]
            question = QUESTION in marks
            if not action_words:
                raise NotationError("record-empty-action", {}, line=self.line, column=column)
            action = _read_action(action_words, self.line)
            comment, self.pending = tuple(self.pending), []
            draft.actions.append(
                RecordedAction(action, comment, question, MISTAKE in marks, self.line, column)
            )
            start += len(segment) + 1


def parse_action(text: str) -> Action:
    """Read one action written in the notation.

    >>> parse_action("E order-up alone")
    OrderUp(seat=<Seat.E: 'E'>, alone=True)
    >>> parse_action("W bid 4")
    Bid(seat=<Seat.W: 'W'>, tricks=4)
    >>> parse_action("S play Jx")
    Traceback (most recent call last):
    ...
    engine.errors.NotationError: bad-card {'token': 'Jx'} at 1:8
    """
    found = words(text)
    if not found:
        raise NotationError("record-empty-action", {})
    return _read_action(found, 1)


def _read_action(found: list[Word], line: int) -> Action:
    """The action written in these words of a line: seat, verb, the value the verb names
    (read as :data:`_ARGUMENTS` says) and ``alone`` for a call that may go alone."""
    head = found[0]
    seat = _seat(head, line)
    if len(found) < 2:
        raise NotationError(
            "record-missing-word", {"key": head.text}, line=line, column=head.column
        )
    verb, args = found[1], found[2:]
    if verb.text == Misdeal.verb:
        return _read_misdeal(seat, verb, args, line)
    if verb.text == OutOfTurn.verb:
        if not args:
            raise NotationError(
                "record-missing-word", {"key": verb.text}, line=line, column=verb.column
            )
        act = _read_action([head, *args], line)
        if not isinstance(act, Pass | OrderUp | Call | Bid | Play):
            word = args[0]
            raise NotationError(
                "record-out-of-turn-action",
                {"token": word.text},
                "call-out-of-turn",
                line=line,
                column=word.column,
            )
        return OutOfTurn(seat, act)
    kind = ACTIONS.get(verb.text)
    if kind is None:
        raise NotationError(
            "record-unknown-action", {"token": verb.text}, line=line, column=verb.column
        )
    alone = kind.may_go_alone and bool(args) and args[-1].text == "alone"
    if alone:
        args = args[:-1]
    value = None
    if kind.argument is not None:
        value = _ARGUMENTS[kind.argument](_single(args, verb, line), line)
        args = []
    if args:
        extra = args[0]
        raise NotationError(
            "record-extra-word", {"token": extra.text}, line=line, column=extra.column
        )
    return make(kind, seat, value, alone)


def _read_misdeal(seat: Seat, verb: Word, args: list[Word], line: int) -> Misdeal:
    """``misdeal exposed CARD``, ``misdeal count`` or ``misdeal dealer``."""
    if not args:
        raise NotationError(
            "record-missing-word", {"key": verb.text}, line=line, column=verb.column
        )
    kind = args[0]
    if kind.text not in MISDEAL_KINDS:
        raise NotationError(
            "record-misdeal-kind", {"token": kind.text}, "misdeal", line=line, column=kind.column
        )
    if kind.text == "exposed":
        card = _card(_single(args[1:], kind, line), line)
        return Misdeal(seat, kind.text, card)
    if len(args) > 1:
        extra = args[1]
        raise NotationError(
            "record-extra-word", {"token": extra.text}, line=line, column=extra.column
        )
    return Misdeal(seat, kind.text)


def _suit(word: Word, line: int) -> Suit:
    if word.text not in _SUITS:
        raise NotationError("record-bad-suit", {"token": word.text}, line=line, column=word.column)
    return _SUITS[word.text]


def _tricks(word: Word, line: int) -> int:
    text = word.text
    if not (text.isascii() and text.isdigit() and len(text) <= 2):
        raise NotationError("record-bad-bid", {"token": text}, line=line, column=word.column)
    return int(text)


def _contract(word: Word, line: int) -> Contract:
    try:
        return Contract.parse(word.text)
    except NotationError as error:
        raise NotationError.at(error, line, word.column) from None


#: The mark of a question: the reader is asked for the action it precedes.
QUESTION = "?"
#: The mark of a mistake: the action is a poor one, and its comment says so.
MISTAKE = "!"
_MARKS = (QUESTION, MISTAKE)
_SUITS = {str(suit): suit for suit in Suit}
_SEATS = {str(seat): seat for seat in Seat}


def _single(values: list[Word], head: Word, line: int) -> Word:
    """The one word expected after ``head``."""
    if not values:
        raise NotationError(
            "record-missing-word", {"key": head.text}, line=line, column=head.column
        )
    if len(values) > 1:
        extra = values[1]
        raise NotationError(
            "record-extra-word", {"token": extra.text}, line=line, column=extra.column
        )
    return values[0]


def _seat(word: Word, line: int) -> Seat:
    if word.text not in _SEATS:
        raise NotationError("record-bad-seat", {"token": word.text}, line=line, column=word.column)
    return _SEATS[word.text]


def _card(word: Word, line: int) -> Card:
    try:
        return Card.parse(word.text)
    except NotationError as error:
        raise NotationError.at(error, line, word.column) from None


#: How the value an action names is read, by its name (:attr:`~engine.actions.BaseAction.argument`).
_ARGUMENTS: dict[str, Callable[[Word, int], Argument]] = {
    "card": _card,
    "suit": _suit,
    "tricks": _tricks,
    "contract": _contract,
}
