"""The game as a state machine: deals until the target is reached, the deal rotating.

A :class:`Game` moves through explicit :class:`Phase` values. In each phase
:meth:`Game.legal_actions` lists what the player whose turn it is may do;
:meth:`Game.check` explains why an action is refused (without raising), :meth:`Game.can`
answers yes or no, and :meth:`Game.apply` verifies the action, applies it and returns the
events it caused, which are also appended to :attr:`Game.history`.

The cards of each deal come from an explicit :class:`Layout` (:meth:`Game.deal`), or
from a seeded random generator given to the game, which then deals by itself.

The same machine plays standard Euchre, with its options, and Bid Euchre (six cards),
whose deals go through :attr:`Phase.BIDDING` and :attr:`Phase.CONTRACT` instead of the
rounds around the turned-up card.

>>> import random
>>> game = Game(Rules.parse("standard target=5"), rng=random.Random(7))
>>> game.phase, game.turn
(<Phase.ROUND_1: 'round-1'>, <Seat.E: 'E'>)
>>> game.legal_actions()
[Pass(seat=<Seat.E: 'E'>), OrderUp(seat=<Seat.E: 'E'>, alone=False), \
OrderUp(seat=<Seat.E: 'E'>, alone=True)]
>>> game.check(Pass(Seat.S)).code
'not-your-turn'
>>> [event.message for event in game.apply(Pass(Seat.E))]
['event.pass']
>>> while game.phase is not Phase.GAME_OVER:
...     _ = game.apply(game.legal_actions()[-1])
>>> max(game.scores.values()) >= 5
True

In Bid Euchre each player bids once, from the dealer's left; the high bidder then chooses
the contract and leads:

>>> game = Game(Rules.parse("bid-euchre"), Seat.W, rng=random.Random(3))
>>> game.phase, game.turn, game.legal_actions()[:2]
(<Phase.BIDDING: 'bidding'>, <Seat.N: 'N'>, [Pass(seat=<Seat.N: 'N'>), \
Bid(seat=<Seat.N: 'N'>, tricks=3)])
>>> for action in (Bid(Seat.N, 4), Pass(Seat.E), Pass(Seat.S)):
...     _ = game.apply(action)
>>> [a.tricks for a in game.legal_actions() if isinstance(a, Bid)]  # West may match
[4, 5, 6]
>>> [event.message for event in game.apply(Bid(Seat.W, 4))]
['event.bid-match', 'event.bid-won']
>>> game.phase, game.turn, len(game.legal_actions())
(<Phase.CONTRACT: 'contract'>, <Seat.W: 'W'>, 6)
>>> from engine.contract import SANS_LOW
>>> _ = game.apply(Trump(Seat.W, SANS_LOW))
>>> game.phase, game.turn
(<Phase.PLAY: 'play'>, <Seat.W: 'W'>)
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from engine.actions import (
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
from engine.cards import FULL_DECK, Card, Suit
from engine.contract import ALL_CONTRACTS, Contract, Ranking, Role, ranking
from engine.errors import IllegalActionError, Param, Refusal
from engine.events import Event, FrozenParams
from engine.rules import Rules, Variant
from engine.seats import Seat, Side

__all__ = [
    "Deal",
    "Game",
    "Layout",
    "Outcome",
    "Phase",
    "Revoked",
    "Trick",
    "check_scores",
    "deal_points",
]


class Phase(StrEnum):
    """Where a game stands; it decides which actions are legal."""

    #: Waiting for the cards of the next deal.
    DEAL = "deal"
    #: First round of bidding: pass or accept the turned-up card.
    ROUND_1 = "round-1"
    #: The dealer discards after taking up the turned-up card.
    DISCARD = "discard"
    #: Second round of bidding: pass or name a suit.
    ROUND_2 = "round-2"
    #: Bid Euchre: one round of bids of 3 to 6 tricks, from the dealer's left.
    BIDDING = "bidding"
    #: Bid Euchre: the high bidder chooses the contract (a trump suit, sans high or low).
    CONTRACT = "contract"
    #: Playing the tricks.
    PLAY = "play"
    #: A side has won.
    GAME_OVER = "game-over"


# The phases again, as module names: the hot paths (legal actions, checks, plays) read
# these faster than members through the enum class.
_DEAL = Phase.DEAL
_DISCARD = Phase.DISCARD
_BIDDING = Phase.BIDDING
_CONTRACT = Phase.CONTRACT
_PLAY = Phase.PLAY
_GAME_OVER = Phase.GAME_OVER


@dataclass(frozen=True, slots=True)
class Layout:
    """The cards of one deal as dealt: each hand, and the kitty with the upcard first.

    In Bid Euchre every card is dealt: the kitty is empty and there is no upcard.
    """

    dealer: Seat
    hands: Mapping[Seat, tuple[Card, ...]] = field(hash=False)
    kitty: tuple[Card, ...]

    @property
    def upcard(self) -> Card | None:
        """The turned-up card, the kitty's top card; ``None`` without a kitty (Bid Euchre)."""
        return self.kitty[0] if self.kitty else None

    @staticmethod
    def shuffled(rules: Rules, dealer: Seat, rng: random.Random) -> Layout:
        """Shuffle the deck with ``rng`` and deal it, starting at the dealer's left."""
        cards = list(rules.deck)
        rng.shuffle(cards)
        size = rules.hand_size
        hands = {}
        seat = dealer
        for start in range(0, size * rules.players, size):
            seat = rules.next_seat(seat)
            hands[seat] = tuple(cards[start : start + size])
        return Layout(dealer, hands, tuple(cards[size * rules.players :]))

    def check(self, rules: Rules) -> Refusal | None:
        """Say why these cards cannot be the deal of ``rules``, or return ``None``."""
        deal_ruling = "bid-euchre-deal" if rules.variant is Variant.BID_EUCHRE else "deal"
        for seat in self.hands:
            if seat not in rules.seats:
                return Refusal("deal-seat-not-in-play", {"seat": seat}, "cutthroat-players")
        for seat in rules.seats:
            count = len(self.hands.get(seat, ()))
            if count != rules.hand_size:
                return Refusal(
                    "deal-hand-size",
                    {"seat": seat, "count": count, "expected": rules.hand_size},
                    deal_ruling,
                )
        deck = frozenset(rules.deck)
        cards = [card for hand in self.hands.values() for card in hand]
        cards += self.kitty
        if len(cards) == len(deck) and deck == frozenset(cards):  # no card twice, none missing
            return None
        seen: set[Card] = set()
        for card in cards:
            if card not in deck:
                return Refusal("deal-card-not-in-deck", {"card": card}, _deck_ruling(card))
            if card in seen:
                return Refusal("deal-repeated-card", {"card": card}, "deck")
            seen.add(card)
        kitty_ruling = "deck32-kitty" if rules.deck32 else deal_ruling
        if rules.cutthroat:
            kitty_ruling = "cutthroat-players"
        if rules.joker:  # the joker's ruling counts the kitty with every deck and table
            kitty_ruling = "joker-deck"
        expected = rules.kitty_size
        return Refusal(
            "deal-kitty-size", {"count": len(self.kitty), "expected": expected}, kitty_ruling
        )


def _not_playing(phase: Phase) -> Refusal:
    """Why no card is played yet: trumps are not fixed, or in Bid Euchre the bidding and
    the high bidder's choice of contract are not over."""
    if phase is Phase.BIDDING or phase is Phase.CONTRACT:
        return Refusal("not-playing-bid-euchre", {}, _PHASE_RULING[phase])
    return Refusal("not-playing", {}, _PHASE_RULING[phase])


def _deck_ruling(card: Card) -> str:
    if card.is_joker:
        return "joker-deck"
    return "deck32-cards" if card.rank in "78" else "deck"


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, the cards played in order, and who won it (once complete)."""

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat | None = None


@dataclass(frozen=True, slots=True)
class Revoked:
    """A revoke: who revoked, in which trick (from 1), with which card."""

    seat: Seat
    trick: int
    card: Card


class Deal:
    """What happened in one deal. The game updates it; read it, do not change it."""

    __slots__ = (
        "actions",
        "alone",
        "bid",
        "bidder",
        "claimed",
        "contract",
        "corrected",
        "discard",
        "forced_alone",
        "hands",
        "layout",
        "maker",
        "number",
        "plays",
        "points",
        "revokes",
        "score",
        "sitting_out",
        "tricks",
        "tricks_won",
        "turned_down",
    )

    def __init__(self, number: int, layout: Layout, sides: tuple[Side, ...]) -> None:
        #: The deal's number in the game, from 1.
        self.number = number
        #: The cards as dealt.
        self.layout = layout
        #: The cards each seat holds now.
        self.hands: dict[Seat, list[Card]] = {
            seat: list(cards) for seat, cards in layout.hands.items()
        }
        #: The actions taken in this deal, in order.
        self.actions: list[Action] = []
        #: The trump suit once fixed.
        self.contract: Contract | None = None
        #: The seat that fixed trumps (in Bid Euchre, the high bidder once the bidding ends).
        self.maker: Seat | None = None
        #: Bid Euchre: the highest bid so far, the winning bid once the bidding ends.
        self.bid: int | None = None
        #: Bid Euchre: the seat holding the highest bid so far.
        self.bidder: Seat | None = None
        #: Whether the maker plays alone.
        self.alone = False
        #: Whether the maker had to go alone (the Canadian loner's first-round acceptance).
        self.forced_alone = False
        #: The maker's partner when the maker plays alone.
        self.sitting_out: Seat | None = None
        #: The dealer's discard after taking up the turned-up card.
        self.discard: Card | None = None
        #: The suit that may not be named in the second round (none for a joker).
        self.turned_down: Suit | None = None
        #: The tricks completed.
        self.tricks: list[Trick] = []
        #: The cards played to the trick in progress, with their seats.
        self.plays: list[tuple[Seat, Card]] = []
        #: Tricks taken by each side.
        self.tricks_won: dict[Side, int] = dict.fromkeys(sides, 0)
        #: Points scored by each side in this deal, once it is over.
        self.points: dict[Side, int] | None = None
        #: The game's score after this deal, once it is over.
        self.score: dict[Side, int] | None = None
        #: The revokes that stand or may still be corrected, in the order they were made.
        self.revokes: list[Revoked] = []
        #: The revokes taken back before their trick was complete.
        self.corrected: list[Revoked] = []
        #: Whether a revoke was claimed, which ended the deal.
        self.claimed = False

    @property
    def revoke(self) -> Revoked | None:
        """The first revoke of the deal not taken back: the one a claim is decided by."""
        return self.revokes[0] if self.revokes else None

    @property
    def dealer(self) -> Seat:
        """The dealer."""
        return self.layout.dealer

    def copy(self) -> Deal:
        """An independent copy, for trying actions out."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            value = getattr(self, name)
            if isinstance(value, list | dict):
                value = value.copy()
            setattr(other, name, value)
        other.hands = {seat: cards.copy() for seat, cards in self.hands.items()}
        return other


class Game:
    """A whole game of standard Euchre with its options, or of Bid Euchre, from the first
    deal to the win.

    ``dealer`` deals first; ``scores`` gives a starting score (by default 0 for every
    side). With ``rng`` the game shuffles and deals each deal by itself; without it, it
    waits in :attr:`Phase.DEAL` for :meth:`deal`.
    """

    def __init__(
        self,
        rules: Rules,
        dealer: Seat = Seat.N,
        *,
        scores: Mapping[Side, int] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        if dealer not in rules.seats:
            raise IllegalActionError(
                Refusal("deal-seat-not-in-play", {"seat": dealer}, "cutthroat-players")
            )
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
        self._passes = 0
        self._next = {seat: rules.next_seat(seat) for seat in rules.seats}
        #: Who plays after whom in the deal (the next seat in :attr:`_order`, but after a
        #: take-back, the next seat without a card on the table).
        self._play_next = self._next
        self._order = self._next
        self._side = {seat: rules.side_of(seat) for seat in rules.seats}
        self._ranking: Ranking | None = None
        self._suits: Mapping[Card, Suit] = {}
        self._led: Suit | None = None
        #: Whether the game is Bid Euchre.
        self._bidding = rules.variant is Variant.BID_EUCHRE
        self._per_trick = rules.players
        self._events: _EventTable | None = None
        self._powers: Mapping[Suit, Mapping[Card, int]] = {}
        #: In the trick being played: the power of each card, the winning play so far
        #: and its card's power.
        self._power: Mapping[Card, int] = {}
        self._best: tuple[Seat, Card] | None = None
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
        phase = self.phase
        deal = self.deals[-1]
        if phase is _PLAY:
            plays = _PLAYS[seat]
            hand = deal.hands[seat]
            led = self._led
            if led is not None:
                suits = self._suits
                follow: list[Action] = [plays[card] for card in hand if suits[card] is led]
                if follow:
                    return follow
            return list(map(plays.__getitem__, hand))
        if phase is _DISCARD:
            discards = _DISCARDS[seat]
            return [discards[card] for card in deal.hands[seat]]
        if phase is _BIDDING:
            high = deal.bid
            if seat is not deal.dealer:
                lowest = 3 if high is None else high + 1
                return [_PASSES[seat], *(_BIDS[seat, tricks] for tricks in range(lowest, 7))]
            if high is None:  # the dealer must bid
                return [_BIDS[seat, tricks] for tricks in range(3, 7)]
            return [_PASSES[seat], *(_BIDS[seat, tricks] for tricks in range(high, 7))]
        if phase is _CONTRACT:
            return [_TRUMPS[seat, contract] for contract in ALL_CONTRACTS]
        alone_options = (False,) if self.rules.cutthroat else (False, True)
        if phase is Phase.ROUND_1:
            if self._forced_alone(seat):
                return [_PASSES[seat], _ORDER_UPS[seat, True]]
            return [_PASSES[seat], *(_ORDER_UPS[seat, alone] for alone in alone_options)]
        actions: list[Action] = [] if seat is deal.dealer else [_PASSES[seat]]
        turned_down = deal.turned_down
        actions += [
            _CALLS[seat, suit, alone]
            for suit in _SUITS
            if suit is not turned_down
            for alone in alone_options
        ]
        return actions

    def check(self, action: Action) -> Refusal | None:
        """Say why ``action`` is not allowed now, or return ``None`` if it is."""
        if action.__class__ in _IRREGULAR:
            return self._check_irregular(action)
        phase = self.phase
        if phase is _GAME_OVER:
            return Refusal("game-over", {}, "game-target")
        if phase is _DEAL:
            return Refusal("no-cards-dealt", {}, "deal")
        deal = self.deals[-1]
        seat = action.seat
        if seat is not self.turn:
            return self._refuse_turn(deal, seat)
        if isinstance(action, Play):
            if phase is not _PLAY:
                return _not_playing(phase)
            return self._check_play(deal, seat, action.card)
        if self._bidding:
            return self._check_bid_euchre(deal, action)
        if isinstance(action, Discard):
            if phase is not Phase.DISCARD:
                return Refusal("not-discarding", {}, "dealer-discard")
            if action.card not in deal.hands[seat]:
                return Refusal("card-not-in-hand", {"seat": seat, "card": action.card}, None)
            return None
        if phase is Phase.DISCARD or phase is Phase.PLAY:
            return Refusal("not-bidding", {}, "dealer-discard" if phase is Phase.DISCARD else None)
        if isinstance(action, Bid):
            return Refusal("standard-no-bids", {}, _PHASE_RULING[phase])
        if isinstance(action, Trump):
            return Refusal("standard-no-contract", {}, _PHASE_RULING[phase])
        if isinstance(action, Pass):
            if phase is Phase.ROUND_2 and seat is deal.dealer:
                return Refusal("dealer-must-call", {"seat": seat}, "stick-the-dealer")
            return None
        if isinstance(action, OrderUp):
            if phase is Phase.ROUND_2:
                upcard = deal.layout.upcard
                assert upcard is not None
                if upcard.is_joker:
                    return Refusal("joker-never-accepted", {}, "joker-turned-up")
                return Refusal("upcard-turned-down", {"card": upcard}, "second-round")
            if self._forced_alone(seat) and not action.alone:
                return Refusal(
                    "canadian-loner-must-go-alone", {"seat": seat}, "canadian-loner-partner-accepts"
                )
        elif isinstance(action, Call):
            if phase is Phase.ROUND_1:
                return Refusal("call-in-first-round", {}, "first-round")
            if action.suit is deal.turned_down:
                return Refusal("turned-down-suit", {"suit": action.suit}, "turned-down-suit")
        else:  # an irregularity: checked above
            return self._check_irregular(action)
        if action.alone and self.rules.cutthroat:
            return Refusal("no-partner", {}, "cutthroat-maker-alone")
        return None

    def _check_bid_euchre(self, deal: Deal, action: Action) -> Refusal | None:
        """The checks of Bid Euchre, for any action but a play, by the seat whose turn it is."""
        phase = self.phase
        if isinstance(action, Discard):
            return Refusal("no-discard", {}, "bid-euchre-deal")
        if isinstance(action, OrderUp | Call):
            if action.alone:
                return Refusal("no-lone-bids", {}, "bid-euchre-no-alone")
            if isinstance(action, OrderUp):
                return Refusal("no-upcard", {}, "bid-euchre-deal")
            return Refusal("no-call", {}, "bid-euchre-trump")
        if isinstance(action, Trump):
            if phase is Phase.CONTRACT:
                return None
            if phase is Phase.BIDDING:
                return Refusal("contract-after-bidding", {}, "bid-euchre-trump")
            return Refusal("not-bidding", {}, None)
        if phase is not Phase.BIDDING:
            ruling = _PHASE_RULING[phase] if phase is Phase.CONTRACT else None
            return Refusal("not-bidding", {}, ruling)
        seat = action.seat
        dealer = seat is deal.dealer
        high = deal.bid
        if not isinstance(action, Bid):  # a pass
            if dealer and high is None:
                return Refusal("dealer-must-bid", {"seat": seat}, "bid-euchre-dealer")
            return None
        tricks = action.tricks
        if not 3 <= tricks <= 6:
            return Refusal("bid-out-of-range", {"tricks": tricks}, "bid-euchre-bidding")
        if high is not None and (tricks < high or (tricks == high and not dealer)):
            params: dict[str, Param] = {"seat": seat, "tricks": tricks, "bid": high}
            if dealer:
                return Refusal("dealer-bid-too-low", params, "bid-euchre-dealer")
            return Refusal("bid-too-low", params, "bid-euchre-bidding")
        return None

    def can(self, action: Action) -> bool:
        """Whether ``action`` is allowed now."""
        return self.check(action) is None

    def check_deal(self, layout: Layout) -> Refusal | None:
        """Say why the next deal cannot be ``layout``, or return ``None``."""
        if self.phase is Phase.GAME_OVER:
            return Refusal("game-over", {}, "game-target")
        if self.phase is not Phase.DEAL:
            return Refusal("deal-in-progress", {}, "deal")
        if layout.dealer is not self.dealer:
            return Refusal(
                "deal-wrong-dealer",
                {"seat": layout.dealer, "expected": self.dealer},
                "deal-rotation",
            )
        return layout.check(self.rules)

    # --- Changing the game ------------------------------------------------------------

    def deal(self, layout: Layout) -> tuple[Event, ...]:
        """Start the next deal with these cards; the dealer must be the expected one.

        Raises :class:`IllegalActionError` with the refusal of :meth:`check_deal`.
        """
        refusal = self.check_deal(layout)
        if refusal is not None:
            raise IllegalActionError(refusal)
        return self._deal(layout)

    def _deal(self, layout: Layout) -> tuple[Event, ...]:
        """Start the next deal with cards known to be a deal of the rules (checked by
        :meth:`deal`, or shuffled by the game itself)."""
        deal = Deal(len(self.deals) + 1, layout, self.rules.sides)
        self.deals.append(deal)
        self._passes = 0
        self._play_next = self._order = self._next
        self._per_trick = self.rules.players
        self._ranking = None
        self._suits = {}
        self._events = None
        self._led = None
        upcard = layout.upcard
        self.turn = self._next[layout.dealer]
        rotation = ["deal-rotation"] if deal.number > 1 else []
        if self._bidding:  # every card dealt, no upcard
            rulings = ["bid-euchre-deal", *rotation]
            events = [Event("event.deal-all", {"dealer": layout.dealer}, tuple(rulings))]
            self.phase = Phase.BIDDING
            self.history += events
            return tuple(events)
        assert upcard is not None
        rulings = ["deal", *rotation, *_deal_rulings(self.rules)]
        events = [Event("event.deal", {"dealer": layout.dealer, "card": upcard}, tuple(rulings))]
        if upcard.is_joker:
            self.phase = Phase.ROUND_2
            turned_up = ["joker-turned-up"]
            if self.rules.canadian_loner:  # the Canadian loner does not arise then
                turned_up.append("canadian-loner-other-options")
            events.append(Event("event.joker-turned-up", {"card": upcard}, tuple(turned_up)))
        else:
            self.phase = Phase.ROUND_1
        self.history += events
        return tuple(events)

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Verify ``action``, apply it and return the events it caused.

        Raises :class:`IllegalActionError` (carrying the :class:`Refusal`) if the action
        is not allowed now. Plays, the most frequent actions, are verified on a shorter
        path that refuses exactly what :meth:`check` refuses; their events, and those of
        tricks and passes, are immutable values made once per contract and shared.
        """
        if action.__class__ is Play and self.phase is _PLAY and action.seat is self.turn:
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
        deal = self.deals[-1]
        deal.actions.append(action)
        events: list[Event]
        if isinstance(action, Play):  # a subclass of Play: not the fast path above
            events = list(self._play(deal, deal.hands[action.seat], action.seat, action.card))
        elif isinstance(action, Pass):
            if self._bidding:
                events = self._bid(deal, action.seat, None)
            else:
                events = self._pass(deal, action.seat)
        elif isinstance(action, Bid):
            events = self._bid(deal, action.seat, action.tricks)
        elif isinstance(action, Trump):
            events = self._trump(deal, action.seat, action.contract)
        elif isinstance(action, Discard):
            events = self._discard(deal, action.seat, action.card)
        elif isinstance(action, OrderUp):
            upcard = deal.layout.upcard
            assert upcard is not None and upcard.suit is not None  # never a joker
            events = self._make(deal, action.seat, upcard.suit, action.alone)
        elif isinstance(action, Call):
            events = self._make(deal, action.seat, action.suit, action.alone)
        elif isinstance(action, Revoke):
            deal.revokes.append(Revoked(action.seat, len(deal.tricks) + 1, action.card))
            hand = deal.hands[action.seat]
            events = list(self._play(deal, hand, action.seat, action.card, revoke=True))
        elif isinstance(action, TakeBack):
            events = self._take_back(deal, action.seat)
        else:
            events = self._claim(deal, action.seat)

        self.history += events
        if self.phase is Phase.DEAL and self.rng is not None:
            events += self._deal(Layout.shuffled(self.rules, self.dealer, self.rng))
        return tuple(events)

    def copy(self) -> Game:
        """An independent copy of the game, to try actions out; it does not deal by itself."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.scores = self.scores.copy()
        other.deals = [*self.deals[:-1], *(deal.copy() for deal in self.deals[-1:])]
        other.history = self.history.copy()
        other.rng = None
        return other

    def irregular_actions(self) -> list[Action]:
        """The irregularities allowed now, which :meth:`legal_actions` never lists: the
        revokes of the player whose turn it is, the take-backs and the claims."""
        actions: list[Action] = []
        deal = self.current
        if deal is None:
            return actions
        if self.phase is _PLAY:
            turn = self.turn
            assert turn is not None
            actions += [
                _REVOKES[turn][card]
                for card in deal.hands[turn]
                if self._check_irregular(_REVOKES[turn][card]) is None
            ]
            actions += [
                _TAKE_BACKS[seat]
                for seat, _ in deal.plays
                if self._check_irregular(_TAKE_BACKS[seat]) is None
            ]
        if deal.revokes:
            actions += [
                _CLAIMS[seat]
                for seat in self.rules.seats
                if self._check_irregular(_CLAIMS[seat]) is None
            ]
        return actions

    # --- Irregularities: revokes, their correction and their claim ------------------

    def _check_irregular(self, action: Action) -> Refusal | None:
        """The checks of a revoke, a take-back or a claim."""
        seat = action.seat
        if isinstance(action, Claim):
            return self._check_claim(seat)
        phase = self.phase
        if phase is not _PLAY:
            if phase is _GAME_OVER:
                return Refusal("game-over", {}, "game-target")
            if phase is _DEAL:
                return Refusal("no-cards-dealt", {}, "deal")
            return _not_playing(phase)
        deal = self.deals[-1]
        if seat is deal.sitting_out or seat not in self.rules.seats:
            return self._refuse_turn(deal, seat)
        if isinstance(action, TakeBack):
            return self._check_take_back(deal, seat)
        assert isinstance(action, Revoke)
        if seat is not self.turn:
            return self._refuse_turn(deal, seat)
        card = action.card
        hand = deal.hands[seat]
        if card not in hand:
            return Refusal("card-not-in-hand", {"seat": seat, "card": card}, None)
        led = self._led
        params: dict[str, Param] = {"seat": seat, "card": card}
        if led is None:
            return Refusal("revoke-lead", params, "revoke")
        params["suit"] = led
        suits = self._suits
        if suits[card] is led:
            return Refusal("revoke-follows-suit", params, "revoke")
        if not any(suits[held] is led for held in hand):
            return Refusal("revoke-cannot-follow", params, "revoke")
        return None

    def _trick_order(self, deal: Deal) -> list[Seat]:
        """The seats of the trick in progress in the order they play, the leader first."""
        order = [deal.plays[0][0]]
        while len(order) < self._per_trick:
            order.append(self._order[order[-1]])
        return order

    def _check_take_back(self, deal: Deal, seat: Seat) -> Refusal | None:
        number = len(deal.tricks) + 1
        if all(played is not seat for played, _ in deal.plays):
            if any(mark.seat is seat for mark in deal.revokes):
                return Refusal("revoke-stands", {"seat": seat}, "revoke-claim")
            return Refusal("nothing-to-take-back", {"seat": seat}, "revoke-correction")
        offenders = [mark.seat for mark in (*deal.revokes, *deal.corrected) if mark.trick == number]
        order = self._trick_order(deal)
        if seat in offenders or any(order.index(o) < order.index(seat) for o in offenders):
            return None
        return Refusal("nothing-to-take-back", {"seat": seat}, "revoke-correction")

    def _take_back(self, deal: Deal, seat: Seat) -> list[Event]:
        """A card back into the hand before the trick is complete; the turn goes back to
        the first player of the trick without a card on the table."""
        plays = deal.plays
        index = next(i for i, (played, _) in enumerate(plays) if played is seat)
        card = plays.pop(index)[1]
        hand = deal.hands[seat]
        dealt = [*deal.layout.hands[seat], *deal.layout.kitty[:1]]
        hand.append(card)
        hand.sort(key=dealt.index)
        number = len(deal.tricks) + 1
        mark = next((m for m in deal.revokes if m.trick == number and m.seat is seat), None)
        if mark is not None:
            deal.revokes.remove(mark)
            deal.corrected.append(mark)
        power = self._power
        self._best = max(plays, key=lambda play: power[play[1]])
        self._top = power[self._best[1]]
        order = self._trick_order(deal)
        waiting = [s for s in order if all(played is not s for played, _ in plays)]
        self.turn = waiting[0]
        self._play_next = {**self._order, **dict(itertools.pairwise(waiting))}
        message = "event.take-back-revoke" if mark is not None else "event.take-back"
        params: dict[str, Param] = {"seat": seat, "card": card}
        return [Event(message, params, ("revoke-correction",), seat)]

    def _check_claim(self, seat: Seat) -> Refusal | None:
        if not self.deals:
            return Refusal("no-cards-dealt", {}, "deal")
        if seat not in self.rules.seats:
            return Refusal("deal-seat-not-in-play", {"seat": seat}, "cutthroat-players")
        deal = self.deals[-1]
        if deal.claimed:
            return Refusal("claim-again", {}, "revoke-claim")
        side = self._side[seat]
        theirs = [mark for mark in deal.revokes if self._side[mark.seat] is not side]
        done = len(deal.tricks)
        if any(mark.trick <= done for mark in theirs):
            return None
        if theirs:
            return Refusal("claim-too-early", {"seat": theirs[0].seat}, "revoke-correction")
        if self.rules.cutthroat:
            first, second = (other for other in self.rules.sides if other is not side)
            params: dict[str, Param] = {"seat1": first, "seat2": second}
            return Refusal("claim-no-revoke-players", params, "revoke-wrong-claim")
        other = next(other for other in self.rules.sides if other is not side)
        return Refusal("claim-no-revoke", {"side": other}, "revoke-wrong-claim")

    def _claim(self, deal: Deal, seat: Seat) -> list[Event]:
        """A correct claim: the deal ends, the other side is credited with every trick and
        the deal is scored that way (again, if it was scored after its last trick)."""
        rules = self.rules
        side = self._side
        done = len(deal.tricks)
        standing = [mark for mark in deal.revokes if mark.trick <= done]
        first = standing[0]
        claimed = next(mark for mark in standing if side[mark.seat] is not side[seat])
        if deal.points is not None:  # claimed after the last trick: the score is undone
            for gained_by, gained in deal.points.items():
                self.scores[gained_by] -= gained
            self.winner = None
            self.dealer = deal.dealer
        self._led = None
        self._play_next = self._order
        deal.claimed = True
        maker = deal.maker
        assert maker is not None
        makers, offenders = side[maker], side[first.seat]
        if offenders is makers:
            credited = [other for other in rules.sides if other is not makers]
        else:
            credited = [makers]
        won = {other: 0 for other in rules.sides}
        if len(credited) == 1:
            won[credited[0]] = rules.hand_size
        else:  # three players, the maker revoked: the defenders keep their tricks
            for other in credited:
                won[other] = deal.tricks_won[other]
            rest = side[seat] if side[seat] in credited else credited[0]
            won[rest] += rules.hand_size - sum(won.values())
        deal.tricks_won = won
        rulings = ["revoke-claim", "revoke-penalty"]
        if any(side[mark.seat] is not offenders for mark in standing):
            rulings.append("revoke-both-sides")
        if rules.cutthroat:
            rulings.append("cutthroat-revoke")
        elif self._bidding:
            rulings.append("bid-euchre-revoke")
        params: dict[str, Param] = {"seat": seat, "offender": first.seat, "side": credited[0]}
        if rules.cutthroat:
            message = "event.claim-maker-player" if offenders is makers else "event.claim-player"
        elif claimed.seat is not first.seat and side[claimed.seat] is not offenders:
            message = "event.claim-first"
            params["claimed"] = claimed.seat
        else:
            message = "event.claim"
        events = [Event(message, params, tuple(rulings), seat)]
        return events + self._score(deal)

    # --- Internals ---------------------------------------------------------------

    def _forced_alone(self, seat: Seat) -> bool:
        """Whether accepting the turned-up card obliges this seat to go alone."""
        return self.rules.canadian_loner and seat is self.deals[-1].dealer.partner

    def _refuse_turn(self, deal: Deal, seat: Seat) -> Refusal:
        if seat is deal.sitting_out and self.phase is Phase.PLAY:
            out_ruling = (
                "canadian-loner-dealer-sits-out"
                if deal.forced_alone and seat is deal.dealer
                else "going-alone"
            )
            return Refusal("sitting-out", {"seat": seat}, out_ruling)
        ruling = _PHASE_RULING[self.phase]
        if self.phase is Phase.PLAY:
            if deal.plays:
                ruling = "play-in-turn"
            elif deal.tricks:
                ruling = "winner-leads"
            elif self._bidding:
                ruling = "bid-euchre-first-lead"
        assert self.turn is not None
        return Refusal("not-your-turn", {"seat": seat, "turn": self.turn}, ruling)

    def _check_play(self, deal: Deal, seat: Seat, card: Card) -> Refusal | None:
        hand = deal.hands[seat]
        if card not in hand:
            return Refusal("card-not-in-hand", {"seat": seat, "card": card}, None)
        led = self._led
        suits = self._suits
        if led is None or suits[card] is led:
            return None
        followers = [held for held in hand if suits[held] is led]
        if not followers:
            return None
        params: dict[str, Param] = {"seat": seat, "card": card, "suit": led}
        if len(followers) == 1 and followers[0].suit is not led:
            # Trumps led, and the only trump held is the left bower or the joker: name it,
            # with the ruling that makes it a trump.
            only = followers[0]
            ruling = "joker-highest-trump" if only.is_joker else "left-bower"
            return Refusal("must-follow-with", {**params, "only": only}, ruling)
        # A left bower of the suit led does not follow it: say why.
        ruling = "left-bower" if card.suit is led else "follow-suit"
        return Refusal("must-follow-suit", params, ruling)

    def _pass(self, deal: Deal, seat: Seat) -> list[Event]:
        self._passes += 1
        round_1 = self.phase is Phase.ROUND_1
        events = [_pass_event(seat, round_1, self.rules.cutthroat)]
        self.turn = self._next[seat]
        if round_1 and self._passes == self.rules.players:
            upcard = deal.layout.upcard
            assert upcard is not None
            deal.turned_down = upcard.suit
            self.phase = Phase.ROUND_2
            self._passes = 0
            events.append(Event("event.turn-down", {"card": upcard}, ("second-round",)))
        return events

    def _make(self, deal: Deal, seat: Seat, suit: Suit, alone: bool) -> list[Event]:
        """Fix trumps: an accepted turned-up card, or a suit named in the second round."""
        rules = self.rules
        self._set_contract(deal, _SUIT_CONTRACTS[suit])
        deal.maker = seat
        deal.alone = alone
        if alone:
            deal.sitting_out = seat.partner
        upcard = deal.layout.upcard
        assert upcard is not None
        params: dict[str, Param] = {"seat": seat, "suit": suit}
        taken: Event | None = None  # the dealer taking the card, when another accepted it
        if self.phase is Phase.ROUND_1:
            dealer = deal.dealer
            forced = deal.forced_alone = self._forced_alone(seat)
            rulings = ["first-round", "dealer-takes-up"]
            params["card"] = upcard
            if seat is dealer:
                message = "event.take-up-alone" if alone else "event.take-up"
            else:
                message = "event.order-up-alone" if alone else "event.order-up"
                taken = _dealer_takes_event(dealer, upcard, deal.sitting_out is dealer, forced)
            deal.hands[dealer].append(upcard)
            self.phase = Phase.DISCARD
            self.turn = dealer
        else:
            rulings = ["second-round"]
            if upcard.is_joker:
                rulings.append("joker-turned-up")
            if seat is deal.dealer:
                rulings.append("stick-the-dealer")
            message = "event.call-alone" if alone else "event.call"
        if rules.cutthroat:
            rulings.append("cutthroat-bidding")
        if alone:
            rulings.append("going-alone")
        if deal.forced_alone:
            rulings.append("canadian-loner-partner-accepts")
        elif rules.canadian_loner:
            rulings.append("canadian-loner-other-calls")
        events = [Event(message, params, tuple(rulings), seat)]
        if taken is not None:
            events.append(taken)
        elif self.phase is Phase.ROUND_2:
            events += self._start_play(deal)
        return events

    def _bid(self, deal: Deal, seat: Seat, tricks: int | None) -> list[Event]:
        """Bid Euchre: a bid (``tricks``) or a pass (``None``)."""
        dealer = seat is deal.dealer
        rulings: tuple[str, ...] = _DEALER_BIDS if dealer else _BIDS_RULINGS
        params: dict[str, Param] = {"seat": seat}
        if tricks is None:
            message = "event.pass"
        else:
            params["tricks"] = tricks
            if dealer and deal.bidder is None:
                message = "event.bid-stuck"
            elif dealer and tricks == deal.bid:
                assert deal.bidder is not None
                message = "event.bid-match"
                params["bidder"] = deal.bidder
            else:
                message = "event.bid"
            deal.bid, deal.bidder = tricks, seat
        events = [Event(message, params, rulings, seat)]
        if not dealer:
            self.turn = self._next[seat]
            return events
        maker, bid = deal.bidder, deal.bid
        assert maker is not None and bid is not None
        deal.maker = maker
        self.phase = Phase.CONTRACT
        self.turn = maker
        won: dict[str, Param] = {"seat": maker, "side": self._side[maker], "tricks": bid}
        events.append(Event("event.bid-won", won, ("bid-euchre-bidding", "bid-euchre-trump")))
        return events

    def _trump(self, deal: Deal, seat: Seat, contract: Contract) -> list[Event]:
        """Bid Euchre: the high bidder chooses the contract, then leads."""
        self._set_contract(deal, contract)
        self.phase = Phase.PLAY
        self.turn = seat
        rulings = _SANS_CONTRACT if contract.sans else _SUIT_CONTRACT
        return [Event("event.contract", {"seat": seat, "contract": contract}, rulings, seat)]

    def _set_contract(self, deal: Deal, contract: Contract) -> None:
        deal.contract = contract
        self._ranking = ranking(contract)
        self._suits = self._ranking.suits
        self._powers = self._ranking.power
        self._events = _event_table(contract, self._bidding)

    def _discard(self, deal: Deal, seat: Seat, card: Card) -> list[Event]:
        deal.hands[seat].remove(card)
        deal.discard = card
        rulings = ["dealer-discard"]
        if deal.sitting_out is seat:
            rulings.append(
                "canadian-loner-dealer-sits-out"
                if deal.forced_alone
                else "alone-dealer-partner-discards"
            )
        events = [Event("event.discard", {"seat": seat, "card": card}, tuple(rulings), seat)]
        return events + self._start_play(deal)

    def _start_play(self, deal: Deal) -> list[Event]:
        self.phase = Phase.PLAY
        events = []
        out = deal.sitting_out
        if out is not None:
            if out is deal.dealer and deal.forced_alone:
                rulings: tuple[str, ...] = ("going-alone", "canadian-loner-dealer-sits-out")
            elif out is deal.dealer:
                rulings = ("going-alone", "alone-dealer-partner-discards")
            else:
                rulings = ("going-alone",)
            events.append(Event("event.sit-out", {"seat": out}, rulings, out))
            self._play_next = {
                seat: following if following is not out else self._next[following]
                for seat, following in self._next.items()
                if seat is not out
            }
            self._per_trick = len(self._play_next)
        self._order = self._play_next
        first = self._next[deal.dealer]
        self.turn = self._next[first] if first is out else first
        return events

    def _play(
        self, deal: Deal, hand: list[Card], seat: Seat, card: Card, revoke: bool = False
    ) -> tuple[Event, ...]:
        """A card played; its event (and those of the trick's end) come from the tables of
        the contract, made once."""
        table = self._events
        assert table is not None
        led = self._led
        play = (seat, card)
        if led is None:
            led = self._led = self._suits[card]
            events = (table.lead if deal.tricks else table.first_lead)[seat][card]
            # The trick's winner so far, and the power of its card (see Ranking.power).
            self._power = power = self._powers[led]
            self._best, self._top = play, power[card]
        else:
            if self._suits[card] is led:
                events = table.follow[seat][card]
            elif revoke:
                events = (_revoke_event(seat, card, led),)
            else:
                events = table.void[seat][card][led]
            strength = self._power[card]
            if strength > self._top:
                self._best, self._top = play, strength
        hand.remove(card)
        plays = deal.plays
        plays.append(play)
        if len(plays) < self._per_trick:
            self.turn = self._play_next[seat]
            return events
        return events + self._end_trick(deal, plays, table)

    def _end_trick(
        self, deal: Deal, plays: list[tuple[Seat, Card]], table: _EventTable
    ) -> tuple[Event, ...]:
        best = self._best
        assert best is not None
        winner, card = best
        tricks = deal.tricks
        tricks.append(Trick(plays[0][0], tuple(plays), winner))
        deal.plays = []
        deal.tricks_won[self._side[winner]] += 1
        self._led = None
        self._play_next = self._order  # as it was if a card was taken back
        events = table.trick[winner][card]
        if len(tricks) < self.rules.hand_size:
            self.turn = winner
            return events
        return events + tuple(self._score(deal))

    def _score(self, deal: Deal) -> list[Event]:
        if self._bidding:
            return self._score_bid(deal)
        rules = self.rules
        maker = deal.maker
        assert maker is not None
        makers = rules.side_of(maker)
        tricks = deal.tricks_won[makers]
        points, outcome = deal_points(rules, maker, tricks, alone=deal.alone)
        defenders = [side for side in rules.sides if side != makers]
        params: dict[str, Param] = {"side": makers, "seat": maker, "tricks": tricks}
        cutthroat = rules.cutthroat
        if outcome is Outcome.EUCHRE:
            params["defenders"] = defenders[0]
            rulings = ["score-euchre"]
            if cutthroat:
                params["other"] = defenders[1]
                message = "event.score-euchre-player"
                rulings.append("cutthroat-euchre")
            else:
                message = "event.score-euchre-alone" if deal.alone else "event.score-euchre"
        elif outcome is Outcome.MARCH_ALONE:
            message, rulings = "event.score-alone-march", ["score-alone-march"]
        elif outcome is Outcome.MARCH:
            message = "event.score-march-player" if cutthroat else "event.score-march"
            rulings = ["score-march", "cutthroat-scoring"] if cutthroat else ["score-march"]
        else:
            rulings = ["score-makers", "cutthroat-scoring"] if cutthroat else ["score-makers"]
            if cutthroat:
                message = "event.score-makers-player"
            else:
                message = "event.score-makers-alone" if deal.alone else "event.score-makers"
        if deal.forced_alone:
            rulings.append("canadian-loner-scoring")
        events = [Event(message, params, tuple(rulings))]
        for side, gained in points.items():
            self.scores[side] += gained
        deal.points = points
        deal.score = self.scores.copy()
        events.append(self._standing())
        return events + self._end_deal()

    def _score_bid(self, deal: Deal) -> list[Event]:
        """Bid Euchre: a point per trick, or the bid lost by bidders who are set."""
        maker, bid = deal.maker, deal.bid
        assert maker is not None and bid is not None
        makers = self._side[maker]
        defenders = next(side for side in self.rules.sides if side != makers)
        tricks, other = deal.tricks_won[makers], deal.tricks_won[defenders]
        points, outcome = deal_points(self.rules, maker, tricks, bid=bid)
        made = outcome is Outcome.BID_MADE
        params: dict[str, Param] = {
            "side": makers,
            "seat": maker,
            "bid": bid,
            "tricks": tricks,
            "defenders": defenders,
            "defender_tricks": other,
        }
        message = "event.score-bid-made" if made else "event.score-bid-set"
        events = [Event(message, params, ("bid-euchre-scoring",))]
        for side, gained in points.items():
            self.scores[side] += gained
        deal.points = points
        deal.score = self.scores.copy()
        events.append(self._standing())
        # Only the side that made its bid, or set the bidders, can win with this deal.
        winner = makers if made else defenders
        score = self.scores[winner]
        self.turn = None
        if score >= self.rules.target:
            self.winner = winner
            self.phase = Phase.GAME_OVER
            events.append(
                Event("event.game-won", {"side": winner, "score": score}, ("bid-euchre-game",))
            )
            return events
        loser = defenders if made else makers
        if self.scores[loser] >= self.rules.target:
            message = "event.no-win-defenders" if made else "event.no-win-set"
            params = {"side": loser, "score": self.scores[loser]}
            events.append(Event(message, params, ("bid-euchre-game",)))
        self.dealer = self._next[self.dealer]
        self.phase = Phase.DEAL
        return events

    def _standing(self) -> Event:
        params: dict[str, Param] = {}
        standing = zip(_STANDING, self.scores.items(), strict=False)  # two or three sides
        for (side_key, score_key), (side, score) in standing:
            params[side_key] = side
            params[score_key] = score
        if self.rules.cutthroat:
            return Event("event.standing-players", params, ("cutthroat-scores",))
        return Event("event.standing", params, ())

    def _end_deal(self) -> list[Event]:
        rules = self.rules
        self.turn = None
        scores = self.scores
        top = max(scores.values())
        if top < rules.target:  # the usual case: play goes on
            self.dealer = self._next[self.dealer]
            self.phase = Phase.DEAL
            return []
        leaders = [side for side, score in scores.items() if score == top]
        reached = [side for side, score in scores.items() if score >= rules.target]
        rulings = ["target-score" if rules.target != 10 else "game-target"]
        if rules.cutthroat and len(reached) > 1:
            rulings.append("cutthroat-tie")
        if len(leaders) == 1:
            self.winner = leaders[0]
            self.phase = Phase.GAME_OVER
            message = "event.game-won-player" if rules.cutthroat else "event.game-won"
            return [Event(message, {"side": self.winner, "score": top}, tuple(rulings))]
        self.dealer = self._next[self.dealer]
        self.phase = Phase.DEAL
        return [Event("event.tie-goes-on", {"score": top}, ("cutthroat-tie",))]


#: Every action, made once: the game hands out these immutable values as legal actions.
_PLAYS = {seat: {card: Play(seat, card) for card in FULL_DECK} for seat in Seat}
_DISCARDS = {seat: {card: Discard(seat, card) for card in FULL_DECK} for seat in Seat}
_PASSES = {seat: Pass(seat) for seat in Seat}
_ORDER_UPS = {(seat, alone): OrderUp(seat, alone) for seat in Seat for alone in (False, True)}
_SUITS = tuple(Suit)
_BIDS = {(seat, tricks): Bid(seat, tricks) for seat in Seat for tricks in range(3, 7)}
_TRUMPS = {(seat, contract): Trump(seat, contract) for seat in Seat for contract in ALL_CONTRACTS}
_BIDS_RULINGS = ("bid-euchre-bidding",)
_DEALER_BIDS = ("bid-euchre-bidding", "bid-euchre-dealer")
_SUIT_CONTRACT = ("bid-euchre-trump",)
_SANS_CONTRACT = ("bid-euchre-trump", "bid-euchre-sans")
_CALLS = {
    (seat, suit, alone): Call(seat, suit, alone)
    for seat in Seat
    for suit in Suit
    for alone in (False, True)
}

_REVOKES = {seat: {card: Revoke(seat, card) for card in FULL_DECK} for seat in Seat}
_TAKE_BACKS = {seat: TakeBack(seat) for seat in Seat}
_CLAIMS = {seat: Claim(seat) for seat in Seat}
_IRREGULAR = frozenset((Revoke, TakeBack, Claim))

#: The parameter names of the standing's sides and scores, in the order of the sides.
_STANDING = [(f"side{number}", f"score{number}") for number in (1, 2, 3)]


@functools.cache
def _pass_event(seat: Seat, round_1: bool, cutthroat: bool) -> Event:
    """A pass of standard Euchre (made once: events are immutable values)."""
    rulings: tuple[str, ...] = ("first-round" if round_1 else "second-round",)
    if cutthroat:
        rulings += ("cutthroat-bidding",)
    params: dict[str, Param] = {"seat": seat}
    return Event("event.pass", FrozenParams(params), rulings, seat)


@functools.cache
def _revoke_event(seat: Seat, card: Card, led: Suit) -> Event:
    """A revoke: a card that does not follow the suit led, from a hand that could."""
    params: dict[str, Param] = {"seat": seat, "card": card, "suit": led}
    return Event("event.revoke", FrozenParams(params), ("revoke",), seat)


@functools.cache
def _dealer_takes_event(dealer: Seat, card: Card, sits_out: bool, forced: bool) -> Event:
    """The dealer taking the turned-up card into hand after another player accepted it,
    before discarding (and, if the maker's partner, sitting out); made once."""
    rulings: tuple[str, ...] = ("dealer-takes-up",)
    if sits_out:
        rulings += (
            "canadian-loner-dealer-sits-out" if forced else "alone-dealer-partner-discards",
        )
    params: dict[str, Param] = {"seat": dealer, "card": card}
    return Event("event.dealer-takes", FrozenParams(params), rulings, dealer)


#: The contract of each trump suit.
_SUIT_CONTRACTS = {contract.trump: contract for contract in ALL_CONTRACTS if contract.trump}


class _EventTable:
    """The events of plays and tricks under one contract, made once and shared: each is
    an immutable value, the same for every deal (as tuples, ready to return).

    A play of the left bower or the joker is followed by an event that names it (the card
    belongs to the trump suit, whatever suit is printed on it); the tables hold both
    events, so that the game's inner loop does no more for these cards than for others.
    In sans (Bid Euchre without trumps) there are no bowers and no joker.
    """

    __slots__ = ("bidding", "contract", "first_lead", "follow", "lead", "trick", "void")

    def __init__(self, contract: Contract, bidding: bool) -> None:
        self.contract = contract
        self.bidding = bidding
        order = ranking(contract)
        first = "bid-euchre-first-lead" if bidding else "first-lead"
        cards = list(order.suits)
        trump = contract.trump
        # What a play of each card says after it: nothing, or what the card is.
        named: dict[Card, tuple[Event, ...]] = dict.fromkeys(cards, ())
        if trump is not None:
            trumps: dict[str, Param] = {"suit": trump}
            for card in cards:
                role = order.roles[card]
                if role is Role.LEFT_BOWER:
                    params: dict[str, Param] = {"card": card, "suit": trump}
                    event = Event("event.left-bower-played", FrozenParams(params), (role.value,))
                    named[card] = (event,)
                elif role is Role.JOKER:
                    event = Event("event.joker-played", FrozenParams(trumps), (role.value,))
                    named[card] = (event,)

        def one(message: str, seat: Seat, card: Card, rulings: tuple[str, ...]) -> tuple[Event]:
            params: dict[str, Param] = {"seat": seat, "card": card}
            acting = None if message == "event.trick" else seat
            return (Event(message, FrozenParams(params), rulings, acting),)

        def table(message: str, ruling: str) -> dict[Seat, dict[Card, tuple[Event, ...]]]:
            return {
                seat: {
                    card: one(message, seat, card, (ruling, *order.cites[card])) + named[card]
                    for card in cards
                }
                for seat in Seat
            }

        self.first_lead = table("event.lead", first)
        self.lead = table("event.lead", "winner-leads")
        self.follow = table("event.follow", "follow-suit")
        self.trick = {
            seat: {card: one("event.trick", seat, card, order.wins[card]) for card in cards}
            for seat in Seat
        }
        rulings = {card: ("follow-suit", *order.cites[card]) for card in cards}

        def void(seat: Seat, card: Card, led: Suit) -> tuple[Event, ...]:
            params: dict[str, Param] = {"seat": seat, "card": card, "suit": led}
            return (
                Event("event.play-void", FrozenParams(params), rulings[card], seat),
                *named[card],
            )

        self.void = {
            seat: {card: {led: void(seat, card, led) for led in Suit} for card in cards}
            for seat in Seat
        }

    def __reduce__(self) -> tuple[Callable[[Contract, bool], _EventTable], tuple[Contract, bool]]:
        return _event_table, (self.contract, self.bidding)  # a copied game shares the table


@functools.cache
def _event_table(contract: Contract, bidding: bool) -> _EventTable:
    return _EventTable(contract, bidding)


#: The ruling that says who acts in each phase.
_PHASE_RULING: dict[Phase, str | None] = {
    Phase.ROUND_1: "first-round",
    Phase.DISCARD: "dealer-discard",
    Phase.ROUND_2: "second-round",
    Phase.BIDDING: "bid-euchre-bidding",
    Phase.CONTRACT: "bid-euchre-trump",
    Phase.PLAY: "first-lead",
}


class Outcome(StrEnum):
    """How a deal ended for its makers, as :func:`deal_points` scores it."""

    #: Standard: the makers took fewer than three tricks; the defenders score 2 each.
    EUCHRE = "euchre"
    #: Standard: the maker alone took every trick (4 points).
    MARCH_ALONE = "march-alone"
    #: Standard: the makers took every trick (2 points).
    MARCH = "march"
    #: Standard: the makers took three or four tricks (1 point).
    MAKERS = "makers"
    #: Bid Euchre: the bidders took their bid (a point per trick, each side).
    BID_MADE = "bid-made"
    #: Bid Euchre: the bidders were set (they lose their bid; the defenders score tricks).
    BID_SET = "bid-set"


def deal_points(
    rules: Rules, maker: Seat, tricks: int, *, alone: bool = False, bid: int | None = None
) -> tuple[dict[Side, int], Outcome]:
    """The points each side scores in a deal whose makers took ``tricks`` tricks, and how
    the deal ended: the one place where a deal is scored (a pure function, used by
    :class:`Game` and by the analysis).

    ``maker`` is the seat that fixed trumps (in Bid Euchre the high bidder, whose
    ``bid`` is then required); the defenders took the other tricks.

    >>> from engine.rules import Rules
    >>> deal_points(Rules(), Seat.E, 5, alone=True)
    ({<Partnership.NS: 'NS'>: 0, <Partnership.EW: 'EW'>: 4}, <Outcome.MARCH_ALONE: 'march-alone'>)
    >>> deal_points(Rules.parse("standard cutthroat"), Seat.S, 2)[0]
    {<Seat.N: 'N'>: 2, <Seat.E: 'E'>: 2, <Seat.S: 'S'>: 0}
    >>> deal_points(Rules.parse("bid-euchre"), Seat.N, 3, bid=4)
    ({<Partnership.NS: 'NS'>: -4, <Partnership.EW: 'EW'>: 3}, <Outcome.BID_SET: 'bid-set'>)
    """
    makers = rules.side_of(maker)
    points = dict.fromkeys(rules.sides, 0)
    if rules.variant is Variant.BID_EUCHRE:
        assert bid is not None
        made = tricks >= bid
        for side in rules.sides:
            points[side] = rules.hand_size - tricks
        points[makers] = tricks if made else -bid
        return points, Outcome.BID_MADE if made else Outcome.BID_SET
    if tricks < 3:
        for side in rules.sides:
            if side != makers:
                points[side] = 2
        return points, Outcome.EUCHRE
    if tricks == rules.hand_size:
        points[makers] = 4 if alone else 2
        return points, Outcome.MARCH_ALONE if alone else Outcome.MARCH
    points[makers] = 1
    return points, Outcome.MAKERS


def check_scores(rules: Rules, scores: Mapping[Side, int]) -> Refusal | None:
    """Say why a game of ``rules`` cannot start from ``scores``, or return ``None``.

    Every side of the rules needs a score from 0 up, and the game must not be won yet. In
    Bid Euchre any score can be met in a game: scores go below zero, and a side can
    be at or above the target without having won.
    """
    if set(scores) != set(rules.sides):
        return Refusal("bad-starting-score", {}, "game-target")
    if rules.variant is Variant.BID_EUCHRE:
        return None
    for side, score in scores.items():
        if score < 0 or (score >= rules.target and not rules.cutthroat):
            return Refusal("bad-starting-score", {"side": side, "score": score}, "game-target")
    top = max(scores.values())
    if top >= rules.target and list(scores.values()).count(top) == 1:
        return Refusal(
            "bad-starting-score",
            {"side": max(scores, key=scores.__getitem__), "score": top},
            "cutthroat-tie",
        )
    return None


def _deal_rulings(rules: Rules) -> list[str]:
    """The rulings of the options that change the deal."""
    rulings = []
    if rules.joker:
        rulings.append("joker-deck")
    if rules.deck32:
        rulings += ["deck32-cards", "deck32-kitty"]
    if rules.cutthroat:
        rulings.append("cutthroat-players")
    return rulings
