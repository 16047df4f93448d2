"""Standard Euchre's calling: the first round around the turned-up card (pass or order it
up, the dealer then discards), the second round (pass or name another suit; the dealer
may not pass: stick the dealer), going alone and the Canadian loner.

>>> import random
>>> from engine.actions import Pass
>>> from engine.rules import Rules
>>> game = Game(Rules.parse("standard target=5"), rng=random.Random(7))
>>> type(game).__name__, game.phase, game.turn
('StandardGame', <Phase.ROUND_1: 'round-1'>, <Seat.E: 'E'>)
>>> game.legal_actions()
[Pass(seat=<Seat.E: 'E'>), OrderUp(seat=<Seat.E: 'E'>, alone=False), \
OrderUp(seat=<Seat.E: 'E'>, alone=True)]
>>> game.check(Pass(Seat.S)).code
'not-your-turn'
>>> [event.message for event in game.apply(Pass(Seat.E))]
['event.pass']
"""

from __future__ import annotations

import functools

from engine.actions import Action, Bid, Call, Discard, OrderUp, Pass, Trump
from engine.cards import FULL_DECK, Card, Suit
from engine.contract import ALL_CONTRACTS
from engine.errors import Param, Refusal
from engine.events import Event, FrozenParams
from engine.game.core import CallAction, Game
from engine.game.deal import Deal, deal_rulings
from engine.game.phases import PHASE_RULING, Phase
from engine.rules import Variant
from engine.seats import Seat

__all__ = ["StandardGame"]

#: Every call, made once: the game hands out these immutable values as legal actions.
_DISCARDS = {seat: {card: Discard(seat, card) for card in FULL_DECK} for seat in Seat}
_PASSES = {seat: Pass(seat) for seat in Seat}
_ORDER_UPS = {(seat, alone): OrderUp(seat, alone) for seat in Seat for alone in (False, True)}
_SUITS = tuple(Suit)
_CALLS = {
    (seat, suit, alone): Call(seat, suit, alone)
    for seat in Seat
    for suit in Suit
    for alone in (False, True)
}
#: The contract of each trump suit.
_SUIT_CONTRACTS = {contract.trump: contract for contract in ALL_CONTRACTS if contract.trump}


@functools.cache
def _pass_event(seat: Seat, round_1: bool, table: tuple[str, ...]) -> Event:
    """A pass (made once: events are immutable values); ``table`` is what the table adds."""
    rulings: tuple[str, ...] = ("first-round" if round_1 else "second-round", *table)
    params: dict[str, Param] = {"seat": seat}
    return Event("event.pass", FrozenParams(params), rulings, seat)


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


class StandardGame(Game, variant=Variant.STANDARD):
    """A game of standard Euchre with its options: trumps are fixed around the turned-up
    card, in two rounds."""

    _passes = 0
    calling = (Phase.ROUND_1, Phase.ROUND_2)

    @classmethod
    def every_call(cls, phase: Phase, seat: Seat) -> list[Action]:
        """Pass or order up (alone or not) in the first round, pass or call a suit in the
        second.

        >>> [action.key for action in StandardGame.every_call(Phase.ROUND_1, Seat.N)]
        ['pass', 'order-up', 'order-up-alone']
        """
        if phase is Phase.ROUND_1:
            return [_PASSES[seat], _ORDER_UPS[seat, False], _ORDER_UPS[seat, True]]
        assert phase is Phase.ROUND_2, phase
        alone = (False, True)
        return [_PASSES[seat], *(_CALLS[seat, suit, a] for suit in _SUITS for a in alone)]

    def _start_deal(self, deal: Deal, rotation: tuple[str, ...]) -> list[Event]:
        self._passes = 0
        layout = deal.layout
        upcard = layout.upcard
        assert upcard is not None
        rulings = ["deal", *rotation, *deal_rulings(self.rules)]
        events = [Event("event.deal", {"dealer": layout.dealer, "card": upcard}, tuple(rulings))]
        if upcard.is_joker:
            self.phase = Phase.ROUND_2
            turned_up = ["joker-turned-up"]
            if self.rules.canadian_loner:  # the Canadian loner does not arise then
                turned_up.append("canadian-loner-other-options")
            events.append(Event("event.joker-turned-up", {"card": upcard}, tuple(turned_up)))
        else:
            self.phase = Phase.ROUND_1
        return events

    def _calls(self, deal: Deal, seat: Seat) -> list[Action]:
        if self.phase is Phase.DISCARD:
            discards = _DISCARDS[seat]
            return [discards[card] for card in deal.hands[seat]]
        alone_options = self._table.alone
        if self.phase is Phase.ROUND_1:
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

    def _check_call(self, deal: Deal, action: CallAction) -> Refusal | None:
        phase = self.phase
        seat = action.seat
        if isinstance(action, Discard):
            if phase is not Phase.DISCARD:
                return Refusal("not-discarding", {}, "dealer-discard")
            if action.card not in deal.hands[seat]:
                return Refusal("card-not-in-hand", {"seat": seat, "card": action.card}, None)
            return None
        if phase is Phase.DISCARD or phase is Phase.PLAY:
            return Refusal("not-bidding", {}, "dealer-discard" if phase is Phase.DISCARD else None)
        if isinstance(action, Bid):
            return Refusal("standard-no-bids", {}, PHASE_RULING[phase])
        if isinstance(action, Trump):
            return Refusal("standard-no-contract", {}, PHASE_RULING[phase])
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
        else:  # a call
            if phase is Phase.ROUND_1:
                return Refusal("call-in-first-round", {}, "first-round")
            if action.suit is deal.turned_down:
                return Refusal("turned-down-suit", {"suit": action.suit}, "turned-down-suit")
        if action.alone:
            return self._table.alone_refusal
        return None

    def _apply_call(self, deal: Deal, action: CallAction) -> list[Event]:
        if isinstance(action, Pass):
            return self._pass(deal, action.seat)
        if isinstance(action, Discard):
            return self._discard(deal, action.seat, action.card)
        if isinstance(action, OrderUp):
            upcard = deal.layout.upcard
            assert upcard is not None and upcard.suit is not None  # never a joker
            return self._make(deal, action.seat, upcard.suit, action.alone)
        assert isinstance(action, Call)  # a bid or a contract is refused by the check
        return self._make(deal, action.seat, action.suit, action.alone)

    def _refuse_turn(self, deal: Deal, seat: Seat) -> Refusal:
        if seat is deal.sitting_out and self.phase is Phase.PLAY:
            out_ruling = (
                "canadian-loner-dealer-sits-out"
                if deal.forced_alone and seat is deal.dealer
                else "going-alone"
            )
            return Refusal("sitting-out", {"seat": seat}, out_ruling)
        return super()._refuse_turn(deal, seat)

    def _forced_alone(self, seat: Seat) -> bool:
        """Whether accepting the turned-up card obliges this seat to go alone."""
        return self.rules.canadian_loner and seat is self.deals[-1].dealer.partner

    def _pass(self, deal: Deal, seat: Seat) -> list[Event]:
        self._passes += 1
        round_1 = self.phase is Phase.ROUND_1
        events = [_pass_event(seat, round_1, self._table.bidding)]
        self.turn = self._next[seat]
        if round_1 and self._passes == self._table.players:
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
        rulings += self._table.bidding
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
        """Trumps fixed: the maker's partner sits out if the maker is alone, and the seat
        at the dealer's left leads."""
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
        self.turn = deal.first_leader = self._next[first] if first is out else first
        return events
