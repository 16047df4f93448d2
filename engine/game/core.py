"""The game as a state machine: deals until the target is reached, the deal rotating.

A :class:`Game` moves through explicit :class:`~engine.game.phases.Phase` values. In each
phase :meth:`Game.legal_actions` lists what the player whose turn it is may do;
:meth:`Game.check` explains why an action is refused (without raising), :meth:`Game.can`
answers yes or no, and :meth:`Game.apply` verifies the action, applies it and returns the
events it caused, which are also appended to :attr:`Game.history`.

The cards of each deal come from an explicit :class:`~engine.game.deal.Layout`
(:meth:`Game.deal`), or from a seeded random generator given to the game, which then
deals by itself.

This module holds what every game shares: the deals, the turn, the play of the tricks,
the irregularities and the score. How trumps are fixed is each game's own:
``Game(rules)`` makes a :class:`~engine.game.standard.StandardGame` (the rounds around the
turned-up card) or a :class:`~engine.game.bid_euchre.BidEuchreGame` (bids and a
contract), as the rules say; both are games.

>>> import random
>>> from engine.rules import Rules
>>> game = Game(Rules.parse("standard target=5"), rng=random.Random(7))
>>> type(game).__name__, isinstance(game, Game)
('StandardGame', True)
>>> game.phase, game.turn
(<Phase.ROUND_1: 'round-1'>, <Seat.E: 'E'>)
>>> while game.phase is not Phase.GAME_OVER:
...     _ = game.apply(game.legal_actions()[-1])
>>> max(game.scores.values()) >= 5
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar, Self, TypeAlias, cast

from engine.actions import Action, Bid, Call, Discard, OrderUp, Pass, Play, Trump
from engine.errors import IllegalActionError, Refusal
from engine.events import Event
from engine.game.deal import Deal, Layout
from engine.game.irregularities import IRREGULAR, Irregularities
from engine.game.phases import Phase, not_playing
from engine.game.play import PLAYS
from engine.game.scoring import check_scores
from engine.game.table import not_at_table, table_of
from engine.rules import Rules, Variant
from engine.seats import Seat, Side

__all__ = ["CallAction", "Game"]

#: An action that fixes trumps, or leads to it: what each game checks and applies its
#: own way.
CallAction: TypeAlias = Pass | OrderUp | Discard | Call | Bid | Trump

# The phases again, as module names: the hot paths (legal actions, checks, plays) read
# these faster than members through the enum class.
_DEAL = Phase.DEAL
_PLAY = Phase.PLAY
_GAME_OVER = Phase.GAME_OVER


class Game(Irregularities):
    """A whole game of standard Euchre with its options, or of Bid Euchre, from the first
    deal to the win.

    ``dealer`` deals first; ``scores`` gives a starting score (by default 0 for every
    side). With ``rng`` the game shuffles and deals each deal by itself; without it, it
    waits in :attr:`Phase.DEAL` for :meth:`deal`.

    ``Game(rules)`` is a game of the class that plays ``rules``' variant (a subclass
    names its variant: ``class StandardGame(Game, variant=Variant.STANDARD)``).
    """

    #: The class of each variant's games.
    _variants: ClassVar[dict[Variant, type[Game]]] = {}
    #: The phases in which a player calls (bids), in order: the game's own.
    calling: ClassVar[tuple[Phase, ...]] = ()

    def __init_subclass__(cls, variant: Variant | None = None, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if variant is not None:
            Game._variants[variant] = cls

    def __new__(cls, rules: Rules | None = None, *args: object, **kwargs: object) -> Self:
        # Game(rules) picks the variant's class; unpickling and copying call
        # cls.__new__(cls) with the class already chosen.
        kind: type[Game] = cls
        if cls is Game and rules is not None:
            kind = Game.of(rules)
        return cast(Self, object.__new__(kind))

    @staticmethod
    def of(rules: Rules) -> type[Game]:
        """The class of the games of ``rules``' variant."""
        return Game._variants[rules.variant]

    @classmethod
    def every_call(cls, phase: Phase, seat: Seat) -> list[Action]:
        """Every call ``seat`` might make in the calling ``phase``, legal now or not, each
        call before the same call alone (what a reader is offered to choose from; the
        game judges each)."""
        raise NotImplementedError

    def __init__(
        self,
        rules: Rules,
        dealer: Seat = Seat.N,
        *,
        scores: Mapping[Side, int] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        if dealer not in rules.seats:
            raise IllegalActionError(not_at_table(dealer))
        table = table_of(rules)
        #: The rules of the game.
        self.rules = rules
        #: The seat dealing now (or next, between deals).
        self.dealer = dealer
        #: The score of each side.
        self.scores: dict[Side, int] = dict.fromkeys(rules.sides, 0)
        if scores is not None:
            self.scores.update(scores)
            refusal = check_scores(rules, self.scores)
            if refusal is not None:
                raise IllegalActionError(refusal)
        #: The score before the first deal.
        self.initial_scores = self.scores.copy()
        #: The deals so far, the last one possibly in progress.
        self.deals: list[Deal] = []
        #: Every event so far.
        self.history: list[Event] = []
        #: The phase the game is in.
        self.phase = Phase.DEAL
        #: Whose turn it is, or ``None`` between deals and after the game.
        self.turn: Seat | None = None
        #: The side that won, once the game is over.
        self.winner: Side | None = None
        #: The generator that shuffles each deal, if the game deals by itself.
        self.rng = rng
        self._table = table
        self._next = table.next
        self._side = table.side
        #: Who plays after whom in the deal (the next seat in :attr:`_order`, but after a
        #: take-back, the next seat without a card on the table).
        self._play_next = self._next
        self._order = self._next
        self._per_trick = table.players
        self._ranking = None
        self._suits = {}
        self._led = None
        self._events = None
        self._powers = {}
        #: In the trick being played: the power of each card, the winning play so far
        #: and its card's power.
        self._power = {}
        self._best = None
        self._top = 0
        if rng is not None:
            self._deal(Layout.shuffled(rules, dealer, rng))  # a deal of the rules

    # --- Looking at the game ---------------------------------------------------------

    @property
    def current(self) -> Deal | None:
        """The deal in progress, or the last deal between deals; ``None`` before any."""
        return self.deals[-1] if self.deals else None

    @property
    def over(self) -> bool:
        """Whether a side has won the game."""
        return self.phase is _GAME_OVER

    def legal_actions(self) -> list[Action]:
        """Every action the player whose turn it is may take (none between deals)."""
        seat = self.turn
        if seat is None:
            return []
        deal = self.deals[-1]
        if self.phase is _PLAY:
            plays = PLAYS[seat]
            hand = deal.hands[seat]
            led = self._led
            if led is not None:
                suits = self._suits
                follow: list[Action] = [plays[card] for card in hand if suits[card] is led]
                if follow:
                    return follow
            return list(map(plays.__getitem__, hand))
        if deal.miscount is not None:  # only a misdeal may be claimed
            return []
        return self._calls(deal, seat)

    def check(self, action: Action) -> Refusal | None:
        """Say why ``action`` is not allowed now, or return ``None`` if it is."""
        if isinstance(action, IRREGULAR):
            return self._check_irregular(action)
        phase = self.phase
        if phase is _GAME_OVER:
            return Refusal("game-over", {}, "game-target")
        if phase is _DEAL:
            return Refusal("no-cards-dealt", {}, "deal")
        deal = self.deals[-1]
        seat = action.seat
        if deal.miscount is not None:
            return self._miscount_refusal(deal)
        if seat is not self.turn:
            return self._refuse_turn(deal, seat)
        if isinstance(action, Play):
            if phase is not _PLAY:
                return not_playing(phase)
            return self._check_play(deal, seat, action.card)
        return self._check_call(deal, action)

    def can(self, action: Action) -> bool:
        """Whether ``action`` is allowed now."""
        return self.check(action) is None

    def check_deal(self, layout: Layout, *, misdealt: bool = False) -> Refusal | None:
        """Say why the next deal cannot be ``layout``, or return ``None``.

        ``misdealt``: the cards of a misdeal that will be claimed, dealt by the wrong dealer
        or with a hand of the wrong size (every card of the deck still dealt once).
        """
        if self.phase is Phase.GAME_OVER:
            return Refusal("game-over", {}, "game-target")
        if self.phase is not Phase.DEAL:
            return Refusal("deal-in-progress", {}, "deal")
        if layout.dealer is not self.dealer and not misdealt:
            return Refusal(
                "deal-wrong-dealer",
                {"seat": layout.dealer, "expected": self.dealer},
                "deal-rotation",
            )
        if layout.dealer not in self.rules.seats:
            return not_at_table(layout.dealer)
        return layout.check(self.rules, misdealt=misdealt)

    # --- Changing the game ------------------------------------------------------------

    def deal(self, layout: Layout, *, misdealt: bool = False) -> tuple[Event, ...]:
        """Start the next deal with these cards; the dealer must be the expected one.

        With ``misdealt`` the cards may be a misdeal (the wrong dealer, a hand of the
        wrong size) that a player will claim (:class:`~engine.actions.Misdeal`); a deal
        with a hand of the wrong size allows nothing else.

        Raises :class:`IllegalActionError` with the refusal of :meth:`check_deal`.
        """
        refusal = self.check_deal(layout, misdealt=misdealt)
        if refusal is not None:
            raise IllegalActionError(refusal)
        return self._deal(layout)

    def _deal(self, layout: Layout) -> tuple[Event, ...]:
        """Start the next deal with cards known to be a deal of the rules (checked by
        :meth:`deal`, or shuffled by the game itself)."""
        miscount = layout.miscount(self.rules)
        deal = Deal(len(self.deals) + 1, layout, self._table.sides, self.dealer, miscount)
        self.deals.append(deal)
        self._play_next = self._order = self._next
        self._per_trick = self._table.players
        self._ranking = None
        self._suits = {}
        self._events = None
        self._led = None
        self.turn = self._next[layout.dealer]
        rotation = ("deal-rotation",) if deal.number > 1 else ()
        events = self._start_deal(deal, rotation)
        self.history += events
        return tuple(events)

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Verify ``action``, apply it and return the events it caused.

        Raises :class:`IllegalActionError` (carrying the :class:`Refusal`) if the action
        is not allowed now. Plays, the most frequent actions, are verified on a shorter
        path that refuses exactly what :meth:`check` refuses; their events, and those of
        tricks and passes, are immutable values made once per contract and shared.
        """
        if isinstance(action, Play) and self.phase is _PLAY and action.seat is self.turn:
            # The most frequent action, verified here as :meth:`check` would: the card is
            # in the hand, and follows the suit led if the hand can.
            deal = self.deals[-1]
            seat, card = action.seat, action.card
            hand = deal.hands[seat]
            led = self._led
            suits = self._suits
            if card not in hand or (
                led is not None
                and suits[card] is not led
                and any(suits[held] is led for held in hand)
            ):
                refusal = self._check_play(deal, seat, card)
                assert refusal is not None
                raise IllegalActionError(refusal)
            deal.actions.append(action)
            played = self._play(deal, hand, seat, card)
            self.history += played
            if deal.points is not None and self.rng is not None and not self.over:
                return played + self._deal(Layout.shuffled(self.rules, self.dealer, self.rng))
            return played
        refusal = self.check(action)
        if refusal is not None:
            raise IllegalActionError(refusal)
        assert not isinstance(action, Play)  # refused by the check: not the fast path's
        deal = self.deals[-1]
        deal.actions.append(action)
        if isinstance(action, IRREGULAR):
            events = self._apply_irregular(deal, action)  # may void the deal: a misdeal
        else:
            events = self._apply_call(deal, action)
        self.history += events
        if self.phase is Phase.DEAL and self.rng is not None:
            events += self._deal(Layout.shuffled(self.rules, self.dealer, self.rng))
        return tuple(events)

    def copy(self) -> Game:
        """An independent copy of the game, to try actions out; it does not deal by itself."""
        other = object.__new__(self.__class__)
        other.__dict__.update(self.__dict__)
        other.scores = self.scores.copy()
        other.deals = [*self.deals[:-1], *(deal.copy() for deal in self.deals[-1:])]
        other.history = self.history.copy()
        other.rng = None
        return other

    # --- What each game does its own way ------------------------------------------------

    def _start_deal(self, deal: Deal, rotation: tuple[str, ...]) -> list[Event]:
        """The events that start ``deal`` (the next deal's ``rotation`` cited), its first
        phase set."""
        raise NotImplementedError

    def _calls(self, deal: Deal, seat: Seat) -> list[Action]:
        """The legal actions of ``seat`` before the play of the tricks."""
        raise NotImplementedError

    def _check_call(self, deal: Deal, action: CallAction) -> Refusal | None:
        """The check of an action other than a play or an irregularity, by the seat whose
        turn it is, in a deal in progress."""
        raise NotImplementedError

    def _apply_call(self, deal: Deal, action: CallAction) -> list[Event]:
        """Apply an action that :meth:`_check_call` allows."""
        raise NotImplementedError
