"""Hand records as values: the rules, the deals and their actions, with their comments.

A :class:`Record` is what :mod:`engine.records` reads and writes; it replays step by step
(:meth:`Record.steps`), or to the end (:meth:`Record.replay`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace

from engine.actions import Action, Misdeal
from engine.cards import Card
from engine.events import Event
from engine.game import Game, Layout
from engine.rules import Rules
from engine.seats import Seat, Side

__all__ = ["DealRecord", "Record", "RecordedAction", "Step"]


@dataclass(frozen=True, slots=True)
class RecordedAction:
    """An action of a record, with the comment written before it or on its line."""

    action: Action
    comment: tuple[str, ...] = ()
    #: Whether the record asks the reader for this action (an exercise: ``? S play Jh``).
    question: bool = False
    #: Whether the record marks this action as a mistake (``! S play 9c``): its comment
    #: says so, and the site checks it against the engine's analysis.
    mistake: bool = False
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

    @property
    def misdealt(self) -> bool:
        """Whether a player claims that the cards themselves are a misdeal (the wrong
        dealer, a hand of the wrong size): then the record may deal them so."""
        return any(
            isinstance(recorded.action, Misdeal) and recorded.action.kind != "exposed"
            for recorded in self.actions
        )

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
        return self._steps(self.new_game())

    def replay(self) -> Game:
        """The game as the record leaves it."""
        game = self.new_game()
        for _ in self._steps(game):
            pass
        return game

    def map_comments(self, change: Callable[[tuple[str, ...]], tuple[str, ...]]) -> Record:
        """The record with each of its comments (the record's, each deal's opening and
        closing ones, each action's) replaced by ``change`` of it."""
        deals = tuple(
            replace(
                deal,
                comment=change(deal.comment),
                closing=change(deal.closing),
                actions=tuple(replace(a, comment=change(a.comment)) for a in deal.actions),
            )
            for deal in self.deals
        )
        return replace(self, comment=change(self.comment), deals=deals)

    def new_game(self) -> Game:
        """The game before the first deal: the rules, the first dealer, the score given."""
        first = self.deals[0].dealer if self.deals else self.rules.seats[0]
        return Game(self.rules, first, scores=self.scores)

    def _steps(self, game: Game) -> Iterator[Step]:
        for deal in self.deals:
            events = game.deal(deal.layout(self.rules), misdealt=deal.misdealt)
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
