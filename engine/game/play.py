"""Trick play: following suit, the events of each card played, the tricks and who leads
(:class:`TrickPlay`, a part of :class:`~engine.game.core.Game`).

The events of plays and tricks under a contract are immutable values made once
(:class:`EventTable`) and shared by every deal and every copy of a game: the game's inner
loop only looks them up.

>>> from engine.contract import Contract
>>> from engine.cards import Card, Suit
>>> table = event_table(Contract(Suit.HEARTS), "first-lead")
>>> [event.message for event in table.first_lead[Seat.E][Card.parse("Jd")]]
['event.lead', 'event.left-bower-played']
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import ClassVar

from engine.actions import Play
from engine.cards import FULL_DECK, Card, Suit
from engine.contract import Contract, Ranking, Role, ranking
from engine.errors import Param, Refusal
from engine.events import Event, FrozenParams
from engine.game.deal import Deal, Trick
from engine.game.phases import PHASE_RULING, Phase
from engine.game.scoring import Scoring
from engine.seats import Seat, Side

__all__ = ["PLAYS", "EventTable", "TrickPlay", "event_table"]

#: Every play, made once: the game hands out these immutable values as legal actions.
PLAYS = {seat: {card: Play(seat, card) for card in FULL_DECK} for seat in Seat}


class EventTable:
    """The events of plays and tricks under one contract, made once and shared: each is
    an immutable value, the same for every deal (as tuples, ready to return).

    A play of the left bower or the joker is followed by an event that names it (the card
    belongs to the trump suit, whatever suit is printed on it); the tables hold both
    events, so that the game's inner loop does no more for these cards than for others.
    In sans (Bid Euchre without trumps) there are no bowers and no joker. ``first`` is
    the ruling of the first lead (the standard game's, or Bid Euchre's).
    """

    __slots__ = ("contract", "first", "first_lead", "follow", "lead", "trick", "void")

    def __init__(self, contract: Contract, first: str) -> None:
        self.contract = contract
        self.first = first
        order = ranking(contract)
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

    def __reduce__(self) -> tuple[Callable[[Contract, str], EventTable], tuple[Contract, str]]:
        return event_table, (self.contract, self.first)  # a copied game shares the table


@functools.cache
def event_table(contract: Contract, first: str) -> EventTable:
    """The events of ``contract`` whose first lead cites ``first``, made once."""
    return EventTable(contract, first)


class TrickPlay(Scoring):
    """The play of the tricks: a part of :class:`~engine.game.core.Game`, which sets the
    attributes named here (``_*`` are the trick in progress, reset at each deal)."""

    #: The ruling of the first lead of a deal.
    _first_lead: ClassVar[str] = "first-lead"

    deals: list[Deal]
    _side: Mapping[Seat, Side]
    _play_next: Mapping[Seat, Seat]
    _order: Mapping[Seat, Seat]
    _per_trick: int
    _ranking: Ranking | None
    _suits: Mapping[Card, Suit]
    _led: Suit | None
    _events: EventTable | None
    _powers: Mapping[Suit, Mapping[Card, int]]
    _power: Mapping[Card, int]
    _best: tuple[Seat, Card] | None
    _top: int

    def _set_contract(self, deal: Deal, contract: Contract) -> None:
        """Fix the contract: the ranking of the cards, their suits and the events."""
        deal.contract = contract
        self._ranking = ranking(contract)
        self._suits = self._ranking.suits
        self._powers = self._ranking.power
        self._events = event_table(contract, self._first_lead)

    def _refuse_turn(self, deal: Deal, seat: Seat) -> Refusal:
        """Why ``seat`` may not act now: it is another's turn."""
        ruling = PHASE_RULING[self.phase]
        if self.phase is Phase.PLAY:
            if deal.plays:
                ruling = "play-in-turn"
            elif deal.tricks:
                ruling = "winner-leads"
            else:
                ruling = self._first_lead
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

    def _play(
        self,
        deal: Deal,
        hand: list[Card],
        seat: Seat,
        card: Card,
        instead: tuple[Event, ...] | None = None,
    ) -> tuple[Event, ...]:
        """A card played; its event (and those of the trick's end) come from the tables of
        the contract, made once. ``instead`` replaces the card's events (a revoke's, a
        card's out of turn)."""
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
            if instead is not None:
                events = instead
        else:
            if instead is not None:
                events = instead
            elif self._suits[card] is led:
                events = table.follow[seat][card]
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
        self, deal: Deal, plays: list[tuple[Seat, Card]], table: EventTable
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
