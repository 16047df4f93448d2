"""Hand records: a text notation for example hands and whole games, written by hand.

A record is line-oriented. It starts with the rules, may give the score before its first
deal, then describes each deal: the dealer, the hands as dealt, the turned-up card and
optionally the whole kitty (upcard first), then the actions in order. Several actions
may share a line, separated by commas. ``#`` starts a comment, kept with the record: it
belongs to the action (or the deal) that follows it. A whole game is several deals, each
opened by a ``deal`` line; a record may stop anywhere, even before the first action::

    # A Canadian loner: North must go alone; South takes up and sits out.
    rules: standard canadian-loner
    dealer: S
    N: Jh Jd Ah Kh 9c
    E: 9s Ts Js Qs Ks
    S: Tc Jc Qc Kc Ac
    W: 9h Th 9d Td Qd
    upcard: Qh
    W pass
    N order-up alone  # the dealer's partner accepts only by going alone
    S discard Tc
    W play 9h, N play Jh, E play 9s

Actions are ``SEAT pass``, ``SEAT order-up [alone]`` (the dealer's own acceptance
included), ``SEAT discard CARD``, ``SEAT call SUIT [alone]`` and ``SEAT play CARD``.
Irregularities are written too: ``SEAT revoke CARD`` plays a card that does not follow
suit though the hand could (``play`` refuses it), ``SEAT take-back`` takes back a revoke,
or a card played after one, before the trick is complete, and ``SEAT claim`` claims a
revoke of another side (until the next deal is dealt).

An action written after ``?`` is a question (an exercise): ``? S play Jh`` asks the
reader what South plays, the recorded action being the answer. A question must be a legal
decision with a choice: a revoke, a take-back, a claim, or the only legal action, is
refused at the ``?``.

A deal of Bid Euchre gives six cards to each hand and no ``upcard:`` or ``kitty:`` line
(every card is dealt). Its actions are ``SEAT bid TRICKS`` (3 to 6; the dealer's bid may
match the highest bid) and ``SEAT pass``, then the high bidder's ``SEAT trump CONTRACT``
(``c``, ``d``, ``h``, ``s``, ``sans-high`` or ``sans-low``), then the plays::

    rules: bid-euchre
    dealer: W
    N: Jh Jd Ah Kh Qh 9c
    E: 9s Ts Js Qs Ks As
    S: Ac Kc Qc Jc Tc Th
    W: 9d Td Qd Kd Ad 9h
    N bid 4
    E pass
    S pass
    W bid 4  # the dealer matches and takes the contract
    W trump sans-low
    W play 9d, N play Jd, E play 9s, S play Tc  # in sans the jack is a plain diamond

:func:`parse_record` reads a record and replays it, so that an illegal action is
reported like a typing error: :class:`NotationError` with the line and column (from 1,
in the record's text) and a code. :func:`format_record` writes the canonical text, which
parses back to an equal record.

>>> record = parse_record(__doc__.split("::")[1].split("Actions are")[0])
>>> record.deals[0].actions[1].action
OrderUp(seat=<Seat.N: 'N'>, alone=True)
>>> game = record.replay()
>>> game.phase, game.turn, game.current.sitting_out
(<Phase.PLAY: 'play'>, <Seat.N: 'N'>, <Seat.S: 'S'>)
>>> parse_record(format_record(record)) == record
True
>>> bid = parse_record(__doc__.split("::")[2].split(":func:")[0])
>>> bid.deals[0].upcard, bid.deals[0].actions[4].action
(None, Trump(seat=<Seat.W: 'W'>, contract=Contract(trump=None, low=True)))
>>> bid.replay().current.tricks[0].winner
<Seat.W: 'W'>
>>> parse_record("rules: standard\\ndealer: X")
Traceback (most recent call last):
...
engine.errors.NotationError: record-bad-seat {'token': 'X'} at 2:9
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace

from engine.actions import (
    CARD_ACTIONS,
    Action,
    Bid,
    Call,
    Claim,
    Discard,
    OrderUp,
    Pass,
    Play,
    Revoke,
    TakeBack,
    Trump,
)
from engine.cards import Card, Suit
from engine.contract import Contract
from engine.errors import EngineError, NotationError, Refusal
from engine.events import Event
from engine.game import Game, Layout, check_scores
from engine.notation import Word, words
from engine.rules import Rules, Variant
from engine.seats import Seat, Side

__all__ = [
    "DealRecord",
    "Record",
    "RecordedAction",
    "Step",
    "format_action",
    "format_record",
    "parse_action",
    "parse_record",
]


@dataclass(frozen=True, slots=True)
class RecordedAction:
    """An action of a record, with the comment written before it or on its line."""

    action: Action
    comment: tuple[str, ...] = ()
    #: Whether the record asks the reader for this action (an exercise: ``? S play Jh``).
    question: bool = False
    #: Where the action is written (from 1); not part of the record's value.
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal of a record: the cards as dealt and the actions taken so far."""

    dealer: Seat
    hands: Mapping[Seat, tuple[Card, ...]] = field(hash=False)
    #: The turned-up card; ``None`` in Bid Euchre.
    upcard: Card | None
    #: The whole kitty, upcard first, if the record gives it.
    kitty: tuple[Card, ...] | None = None
    actions: tuple[RecordedAction, ...] = ()
    #: Comments written before the first action.
    comment: tuple[str, ...] = ()
    #: Comments written after the last action.
    closing: tuple[str, ...] = ()
    #: The line where the deal starts; not part of the record's value.
    line: int = field(default=0, compare=False)

    def layout(self, rules: Rules) -> Layout:
        """The cards of the deal; without a written kitty, the rest of the deck after the
        upcard, in the deck's order (none without an upcard)."""
        kitty = self.kitty
        if self.upcard is None:
            kitty = ()
        elif kitty is None:
            dealt = {card for hand in self.hands.values() for card in hand}
            dealt.add(self.upcard)
            kitty = (self.upcard, *(card for card in rules.deck if card not in dealt))
        return Layout(self.dealer, self.hands, kitty)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a replay: a deal dealt (``action`` is ``None``) or an action applied,
    the events it caused, the record's comment for it, and the game after it."""

    action: Action | None
    events: tuple[Event, ...]
    comment: tuple[str, ...]
    game: Game = field(compare=False)


@dataclass(frozen=True, slots=True)
class Record:
    """A hand record: the rules, the score before the first deal, and the deals."""

    rules: Rules
    deals: tuple[DealRecord, ...] = ()
    #: The score before the first deal, if the record gives one.
    scores: Mapping[Side, int] | None = field(default=None, hash=False)
    #: Comments written before the rules.
    comment: tuple[str, ...] = ()

    def steps(self) -> Iterator[Step]:
        """Replay the record step by step; the game of every step is the same object."""
        return self._steps(self._new_game())

    def replay(self) -> Game:
        """The game as the record leaves it."""
        game = self._new_game()
        for _ in self._steps(game):
            pass
        return game

    def _new_game(self) -> Game:
        first = self.deals[0].dealer if self.deals else self.rules.seats[0]
        return Game(self.rules, first, scores=self.scores)

    def _steps(self, game: Game) -> Iterator[Step]:
        for deal in self.deals:
            events = game.deal(deal.layout(self.rules))
            yield Step(None, events, deal.comment, game)
            for recorded in deal.actions:
                yield Step(recorded.action, game.apply(recorded.action), recorded.comment, game)

    @staticmethod
    def from_game(game: Game) -> Record:
        """The record of a game, every deal with its kitty."""
        deals = tuple(
            DealRecord(
                deal.dealer,
                deal.layout.hands,
                deal.layout.upcard,
                deal.layout.kitty or None,
                tuple(RecordedAction(action) for action in deal.actions),
            )
            for deal in game.deals
        )
        scores = game.initial_scores if any(game.initial_scores.values()) else None
        return Record(game.rules, deals, scores)


# --- Writing ----------------------------------------------------------------------------


def format_record(record: Record) -> str:
    """The canonical text of a record (see the module's documentation)."""
    lines = [f"# {text}".rstrip() for text in record.comment]
    lines.append(f"rules: {record.rules.code}")
    if record.scores is not None:
        lines.append("score: " + " ".join(f"{side}={n}" for side, n in record.scores.items()))
    several = len(record.deals) > 1
    for number, deal in enumerate(record.deals, start=1):
        lines.append("")
        if several:
            lines.append(f"deal {number}")
        lines.append(f"dealer: {deal.dealer}")
        lines += [f"# {text}".rstrip() for text in deal.comment]
        for seat in record.rules.seats:
            if seat in deal.hands:
                lines.append(f"{seat}: {_cards(deal.hands[seat])}")
        if deal.upcard is not None:
            lines.append(f"upcard: {deal.upcard}")
        if deal.kitty is not None:
            lines.append(f"kitty: {_cards(deal.kitty)}")
        lines += _format_actions(record.rules, deal.actions)
        lines += [f"# {text}".rstrip() for text in deal.closing]
    return "\n".join(lines) + "\n"


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(card.code for card in cards)


def _format_actions(rules: Rules, actions: tuple[RecordedAction, ...]) -> list[str]:
    """One line per bidding action and per trick (its take-backs included); a comment
    opens a new line."""
    alone = any(isinstance(a.action, OrderUp | Call) and a.action.alone for a in actions)
    per_trick = rules.players - 1 if alone else rules.players
    lines: list[str] = []
    line: list[str] = []
    on_table = 0
    for recorded in actions:
        action = recorded.action
        in_trick = isinstance(action, Play | Revoke | TakeBack)
        if recorded.comment or not in_trick:
            if line:
                lines.append(", ".join(line))
            line = []
            lines += [f"# {text}".rstrip() for text in recorded.comment]
        line.append(("? " if recorded.question else "") + format_action(action))
        if in_trick:
            on_table += -1 if isinstance(action, TakeBack) else 1
            if on_table < per_trick:
                continue
            on_table = 0
        lines.append(", ".join(line))
        line = []
    if line:
        lines.append(", ".join(line))
    return lines


def format_action(action: Action) -> str:
    """An action in the notation: ``N pass``, ``E order-up alone``, ``S play Jh``.

    >>> format_action(Call(Seat.W, Suit.SPADES, alone=True))
    'W call s alone'
    >>> format_action(Bid(Seat.N, 5)), format_action(Trump(Seat.N, Contract.parse("sans-high")))
    ('N bid 5', 'N trump sans-high')
    """
    words = [str(action.seat), action.verb]
    if isinstance(action, Discard | Play | Revoke):
        words.append(action.card.code)
    elif isinstance(action, Call):
        words.append(str(action.suit))
    elif isinstance(action, Bid):
        words.append(str(action.tricks))
    elif isinstance(action, Trump):
        words.append(action.contract.code)
    if isinstance(action, OrderUp | Call) and action.alone:
        words.append("alone")
    return " ".join(words)


# --- Reading ----------------------------------------------------------------------------


def parse_record(text: str) -> Record:
    """Read a record and replay it; raise :class:`NotationError` at the first problem."""
    record = _Parser().parse(text)
    _validate(record)
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
        refusal = deal.layout(rules).check(rules)
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
        if head.text not in _SEATS and head.text != QUESTION:
            raise self._error("record-unknown-line", {"token": head.text}, head)
        self._need_rules(head)
        draft = self.draft
        if draft is None:
            raise self._error("record-missing-deal-line", {}, head)
        start = 1
        for segment in content.split(","):
            action_words = words(segment, start)
            column = action_words[0].column if action_words else start
            question = bool(action_words) and action_words[0].text == QUESTION
            if question:
                action_words = action_words[1:]
            if not action_words:
                raise NotationError("record-empty-action", {}, line=self.line, column=column)
            action = _read_action(action_words, self.line)
            comment, self.pending = tuple(self.pending), []
            draft.actions.append(RecordedAction(action, comment, question, self.line, column))
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
    """The action written in these words of a line."""
    head = found[0]
    seat = _seat(head, line)
    if len(found) < 2:
        raise NotationError(
            "record-missing-word", {"key": head.text}, line=line, column=head.column
        )
    verb, args = found[1], found[2:]
    alone = verb.text in ("order-up", "call") and bool(args) and args[-1].text == "alone"
    if alone:
        args = args[:-1]
    action: Action
    if verb.text == "pass":
        action = Pass(seat)
    elif verb.text == "order-up":
        action = OrderUp(seat, alone)
    elif verb.text == "call":
        suit = _single(args, verb, line)
        if suit.text not in _SUITS:
            raise NotationError(
                "record-bad-suit", {"token": suit.text}, line=line, column=suit.column
            )
        action = Call(seat, _SUITS[suit.text], alone)
        args = []
    elif verb.text in ("discard", "play", "revoke"):
        card = _card(_single(args, verb, line), line)
        action = CARD_ACTIONS[verb.text](seat, card)
        args = []
    elif verb.text == "take-back":
        action = TakeBack(seat)
    elif verb.text == "claim":
        action = Claim(seat)
    elif verb.text == "bid":
        tricks = _single(args, verb, line)
        if not (tricks.text.isascii() and tricks.text.isdigit() and len(tricks.text) <= 2):
            raise NotationError(
                "record-bad-bid", {"token": tricks.text}, line=line, column=tricks.column
            )
        action = Bid(seat, int(tricks.text))
        args = []
    elif verb.text == "trump":
        code = _single(args, verb, line)
        try:
            action = Trump(seat, Contract.parse(code.text))
        except NotationError as error:
            raise NotationError.at(error, line, code.column) from None
        args = []
    else:
        raise NotationError(
            "record-unknown-action", {"token": verb.text}, line=line, column=verb.column
        )
    if args:
        extra = args[0]
        raise NotationError(
            "record-extra-word", {"token": extra.text}, line=line, column=extra.column
        )
    return action


#: The mark of a question: the reader is asked for the action it precedes.
QUESTION = "?"
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


def _validate(record: Record) -> None:
    """Replay the record; an illegal deal or action becomes an error at its place, and so
    does a question (``?``) that is not a decision with a choice."""
    game = record._new_game()
    for deal in record.deals:
        try:
            game.deal(deal.layout(record.rules))
        except EngineError as error:
            raise NotationError.at(error, deal.line, 1) from None
        for recorded in deal.actions:
            if recorded.question:
                _check_question(game, recorded)
            try:
                game.apply(recorded.action)
            except EngineError as error:
                raise NotationError.at(error, recorded.line, recorded.column) from None


def _check_question(game: Game, recorded: RecordedAction) -> None:
    """A question asks for a decision the player could make otherwise: an irregularity
    or the only legal action is no question."""
    action = recorded.action
    line, column = recorded.line, recorded.column
    if isinstance(action, Revoke | TakeBack | Claim):
        raise NotationError(
            "record-question-irregular", {"token": action.verb}, line=line, column=column
        )
    refusal = game.check(action)  # an illegal answer first: that is the worse mistake
    if refusal is not None:
        raise NotationError(refusal.code, refusal.params, refusal.ruling, line=line, column=column)
    if len(game.legal_actions()) < 2:
        raise NotationError(
            "record-question-no-choice", {"seat": action.seat}, line=line, column=column
        )
