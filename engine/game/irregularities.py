"""Irregularities: a revoke made on purpose, its correction before the trick is complete
(a take-back) and its claim, which ends the deal (:class:`Irregularities`, a part of
:class:`~engine.game.core.Game`).

None of these is ever among a game's legal actions; :meth:`Irregularities.irregular_actions`
lists those allowed now.
"""

from __future__ import annotations

import functools
import itertools
from typing import ClassVar

from engine.actions import Action, Claim, Revoke, TakeBack
from engine.cards import FULL_DECK, Card, Suit
from engine.errors import Param, Refusal
from engine.events import Event, FrozenParams
from engine.game.deal import Deal, Revoked
from engine.game.phases import Phase, not_playing
from engine.game.play import TrickPlay
from engine.game.table import not_at_table
from engine.seats import Seat

__all__ = ["IRREGULAR", "Irregularities"]

#: The actions of irregularities.
IRREGULAR = (Revoke, TakeBack, Claim)

_REVOKES = {seat: {card: Revoke(seat, card) for card in FULL_DECK} for seat in Seat}
_TAKE_BACKS = {seat: TakeBack(seat) for seat in Seat}
_CLAIMS = {seat: Claim(seat) for seat in Seat}


@functools.cache
def _revoke_event(seat: Seat, card: Card, led: Suit) -> Event:
    """A revoke: a card that does not follow the suit led, from a hand that could."""
    params: dict[str, Param] = {"seat": seat, "card": card, "suit": led}
    return Event("event.revoke", FrozenParams(params), ("revoke",), seat)


class Irregularities(TrickPlay):
    """Revokes, take-backs and claims: a part of :class:`~engine.game.core.Game`."""

    #: What a claim cites besides the revoke's rulings and the table's (Bid Euchre's
    #: own revoke ruling).
    _claim_rulings: ClassVar[tuple[str, ...]] = ()

    def irregular_actions(self) -> list[Action]:
        """The irregularities allowed now, which :meth:`legal_actions` never lists: the
        revokes of the player whose turn it is, the take-backs and the claims."""
        actions: list[Action] = []
        deal = self.deals[-1] if self.deals else None
        if deal is None:
            return actions
        if self.phase is Phase.PLAY:
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
                for seat in self._table.seats
                if self._check_irregular(_CLAIMS[seat]) is None
            ]
        return actions

    def _check_irregular(self, action: Revoke | TakeBack | Claim) -> Refusal | None:
        """The checks of a revoke, a take-back or a claim."""
        seat = action.seat
        if isinstance(action, Claim):
            return self._check_claim(seat)
        phase = self.phase
        if phase is not Phase.PLAY:
            if phase is Phase.GAME_OVER:
                return Refusal("game-over", {}, "game-target")
            if phase is Phase.DEAL:
                return Refusal("no-cards-dealt", {}, "deal")
            return not_playing(phase)
        deal = self.deals[-1]
        if seat is deal.sitting_out or seat not in self._table.seats:
            return self._refuse_turn(deal, seat)
        if isinstance(action, TakeBack):
            return self._check_take_back(deal, seat)
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

    def _apply_irregular(self, deal: Deal, action: Revoke | TakeBack | Claim) -> list[Event]:
        """Apply a revoke, a take-back or a claim, checked."""
        seat = action.seat
        if isinstance(action, Revoke):
            led = self._led
            assert led is not None
            deal.revokes.append(Revoked(seat, len(deal.tricks) + 1, action.card))
            void = (_revoke_event(seat, action.card, led),)
            return list(self._play(deal, deal.hands[seat], seat, action.card, void))
        if isinstance(action, TakeBack):
            return self._take_back(deal, seat)
        return self._claim(deal, seat)

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
        table = self._table
        if seat not in table.seats:
            return not_at_table(seat)
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
        return table.claim_no_revoke(side)

    def _claim(self, deal: Deal, seat: Seat) -> list[Event]:
        """A correct claim: the deal ends, the other side is credited with every trick and
        the deal is scored that way (again, if it was scored after its last trick)."""
        rules = self.rules
        table = self._table
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
            credited = [other for other in table.sides if other is not makers]
        else:
            credited = [makers]
        won = {other: 0 for other in table.sides}
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
        rulings += table.revoke or self._claim_rulings
        params: dict[str, Param] = {"seat": seat, "offender": first.seat, "side": credited[0]}
        if claimed.seat is not first.seat and side[claimed.seat] is not offenders:
            message = "event.claim-first"
        else:
            message = "event.claim"
        message = table.claim_message(offenders is makers, message)
        if message == "event.claim-first":
            params["claimed"] = claimed.seat
        events = [Event(message, params, tuple(rulings), seat)]
        return events + self._score(deal)
