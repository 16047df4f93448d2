"""Revokes (:class:`Revokes`, a part of :class:`~engine.game.core.Game`): a revoke made on
purpose, the take-back of a card before its trick is complete (a revoke's correction, or a
card out of turn) and the claim of a revoke, which ends the deal, with the penalty the
rules' option gives (every trick to the other side, or points).

A trick is complete when the next trick's first card is led, or, for the deal's last
trick, when the deal is scored (at once): until then a revoke in it, a card played after
the revoke, or a card played out of turn may be taken back.

:class:`~engine.game.irregularities.Irregularities` checks and applies every irregularity
through these methods, and lists those allowed now.
"""

from __future__ import annotations

import functools
import itertools
from typing import ClassVar

from engine.cards import Card, Suit
from engine.errors import Param, Refusal
from engine.events import Event, FrozenParams
from engine.game.deal import Deal, Revoked
from engine.game.play import TrickPlay
from engine.game.table import not_at_table
from engine.seats import Seat, Side

__all__ = ["Revokes"]


@functools.cache
def _revoke_event(seat: Seat, card: Card, led: Suit) -> Event:
    """A revoke: a card that does not follow the suit led, from a hand that could."""
    params: dict[str, Param] = {"seat": seat, "card": card, "suit": led}
    return Event("event.revoke", FrozenParams(params), ("revoke",), seat)


class Revokes(TrickPlay):
    """Revokes, take-backs and claims: a part of :class:`~engine.game.core.Game`."""

    #: What a claim cites besides the revoke's rulings and the table's (Bid Euchre's
    #: own revoke ruling).
    _claim_rulings: ClassVar[tuple[str, ...]] = ()

    # --- Revokes ---------------------------------------------------------------------

    def _check_revoke(self, deal: Deal, seat: Seat, card: Card) -> Refusal | None:
        """Whether ``seat``, in its turn, may revoke with ``card``: a card in its hand that
        does not follow the suit led, when the hand holds one that does."""
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

    def _revoke(self, deal: Deal, seat: Seat, card: Card) -> list[Event]:
        """A revoke, checked: the card is played, and the revoke marked."""
        led = self._led
        assert led is not None
        deal.revokes.append(Revoked(seat, len(deal.tricks) + 1, card))
        void = (_revoke_event(seat, card, led),)
        return list(self._play(deal, deal.hands[seat], seat, card, void))

    # --- The tricks: which one is open, who was to lead it -----------------------------

    def _open_trick(self, deal: Deal) -> tuple[int, list[tuple[Seat, Card]]] | None:
        """The trick that may still be corrected, by number (from 1), with its cards: the
        trick in progress, or the last trick played until the next trick's first card
        is led (none once the deal is scored or void)."""
        if deal.plays:
            return len(deal.tricks) + 1, deal.plays
        if deal.tricks and deal.points is None and not deal.claimed and not deal.misdealt:
            return len(deal.tricks), list(deal.tricks[-1].plays)
        return None

    def _complete_tricks(self, deal: Deal) -> int:
        """How many tricks of the deal are complete (see the module's docstring)."""
        trick = self._open_trick(deal)
        if trick is None or trick[0] > len(deal.tricks):
            return len(deal.tricks)
        return len(deal.tricks) - 1

    def _trick_order(self, deal: Deal, number: int) -> list[Seat]:
        """The seats of trick ``number`` in the order they were to play, from the seat
        that was to lead it (the first leader, or the last trick's winner)."""
        leader = deal.first_leader if number == 1 else deal.tricks[number - 2].winner
        assert leader is not None
        order = [leader]
        while len(order) < self._per_trick:
            order.append(self._order[order[-1]])
        return order

    def _reopen(self, deal: Deal) -> None:
        """The last trick played, before the next lead: its cards back on the table."""
        trick = deal.tricks.pop()
        assert trick.winner is not None
        deal.tricks_won[self._side[trick.winner]] -= 1
        deal.plays = list(trick.plays)

    def _resume(self, deal: Deal, number: int) -> None:
        """After a card is taken back: the suit led, the winning card so far, and the turn
        (the first seat, in the order of the trick, without a card on the table; then
        the next such seat)."""
        plays = deal.plays
        if plays:
            led = self._led = self._suits[plays[0][1]]
            power = self._power = self._powers[led]
            self._best = max(plays, key=lambda play: power[play[1]])
            self._top = power[self._best[1]]
        else:
            self._led = None
            self._best = None
            self._top = 0
        order = self._trick_order(deal, number)
        waiting = [s for s in order if all(played is not s for played, _ in plays)]
        self.turn = waiting[0]
        self._play_next = {**self._order, **dict(itertools.pairwise(waiting))}

    # --- Take-backs ----------------------------------------------------------------

    def _check_take_back(self, deal: Deal, seat: Seat) -> Refusal | None:
        trick = self._open_trick(deal)
        if trick is None or all(played is not seat for played, _ in trick[1]):
            if any(mark.seat is seat for mark in deal.revokes):
                return Refusal("revoke-stands", {"seat": seat}, "revoke-claim")
            if any(late is seat for _, late in deal.out_of_turn):
                return Refusal("out-of-turn-stands", {"seat": seat}, "play-out-of-turn")
            return Refusal("nothing-to-take-back", {"seat": seat}, "revoke-correction")
        number, plays = trick
        card = next(card for played, card in plays if played is seat)
        if (number, seat) in deal.replaced:
            return Refusal(
                "take-back-replacement", {"seat": seat, "card": card}, "revoke-correction"
            )
        if (number, seat) in deal.out_of_turn:
            return None
        if any(mark.seat is seat and mark.trick == number for mark in deal.revokes):
            return None
        offenders = [mark.seat for mark in (*deal.revokes, *deal.corrected) if mark.trick == number]
        order = self._trick_order(deal, number)
        if any(order.index(o) < order.index(seat) for o in offenders):
            return None
        return Refusal("nothing-to-take-back", {"seat": seat}, "revoke-correction")

    def _take_back(self, deal: Deal, seat: Seat) -> list[Event]:
        """A card back into the hand before the trick is complete (the trick played last
        is open again if the next lead has not come); the turn goes back to the first
        player of the trick without a card on the table."""
        reopened = not deal.plays
        if reopened:
            self._reopen(deal)
        number = len(deal.tricks) + 1
        plays = deal.plays
        index = next(i for i, (played, _) in enumerate(plays) if played is seat)
        card = plays.pop(index)[1]
        hand = deal.hands[seat]
        dealt = [*deal.layout.hands[seat], *deal.layout.kitty[:1]]
        hand.append(card)
        hand.sort(key=dealt.index)
        mark = next((m for m in deal.revokes if m.trick == number and m.seat is seat), None)
        late = (number, seat) in deal.out_of_turn
        if mark is not None:
            deal.revokes.remove(mark)
            deal.corrected.append(mark)
        if late:
            deal.out_of_turn.remove((number, seat))
        else:  # the card played in its place is not taken back
            deal.replaced.append((number, seat))
        self._resume(deal, number)
        turn = self.turn
        assert turn is not None
        params: dict[str, Param] = {"seat": seat, "card": card, "turn": turn}
        if late:
            return [Event("event.take-back-out-of-turn", params, ("play-out-of-turn",), seat)]
        message = "event.take-back-revoke" if mark is not None else "event.take-back"
        rulings = ("revoke-correction", "trick-complete") if reopened else ("revoke-correction",)
        return [Event(message, params, rulings, seat)]

    # --- Claims ---------------------------------------------------------------------

    def _opposed(self, deal: Deal, claimant: Seat, offender: Seat) -> bool:
        """Whether ``claimant`` plays against ``offender`` in this deal: with three
        players, the maker against the two others, who defend together."""
        side = self._side
        if self._table.players == 3:
            return (claimant is deal.maker) is not (offender is deal.maker)
        return side[claimant] is not side[offender]

    def _check_claim(self, seat: Seat) -> Refusal | None:
        if not self.deals:
            return Refusal("no-cards-dealt", {}, "deal")
        table = self._table
        if seat not in table.seats:
            return not_at_table(seat)
        deal = self.deals[-1]
        if deal.misdealt:
            return Refusal("claim-misdeal", {}, "misdeal")
        if deal.claimed:
            return Refusal("claim-again", {}, "revoke-claim")
        theirs = [mark for mark in deal.revokes if self._opposed(deal, seat, mark.seat)]
        done = self._complete_tricks(deal)
        if any(mark.trick <= done for mark in theirs):
            return None
        if theirs:
            mark = theirs[0]
            if mark.trick <= len(deal.tricks):  # the trick is played, the next not led
                return Refusal("claim-before-lead", {"seat": mark.seat}, "trick-complete")
            return Refusal("claim-too-early", {"seat": mark.seat}, "revoke-correction")
        if not deal.actions and len(self.deals) > 1:  # the next deal has been dealt
            last = self.deals[-2]
            stood = [mark for mark in last.revokes if self._opposed(last, seat, mark.seat)]
            if stood and not last.claimed and not last.misdealt:
                return Refusal("claim-too-late", {"seat": stood[0].seat}, "revoke-claim")
        if table.players == 3 and deal.maker is not None and seat is not deal.maker:
            return Refusal("claim-no-revoke-maker", {"seat": deal.maker}, "revoke-wrong-claim")
        return table.claim_no_revoke(self._side[seat])

    def _claim(self, deal: Deal, seat: Seat) -> list[Event]:
        """A correct claim: the deal ends, the other side is credited with every trick and
        the deal is scored that way (again, if it was scored after its last trick); under
        a penalty in points (``revoke=`` in the rules) the tricks stand and the other
        side scores the penalty."""
        rules = self.rules
        table = self._table
        side = self._side
        done = self._complete_tricks(deal)
        standing = [mark for mark in deal.revokes if mark.trick <= done]
        first = standing[0]
        claimed = next(mark for mark in standing if self._opposed(deal, seat, mark.seat))
        if deal.points is not None:  # claimed after the last trick: the score is undone
            for gained_by, gained in deal.points.items():
                self.scores[gained_by] -= gained
            self.winner = None
            self.dealer = deal.due
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
        rulings = ["revoke-claim", "revoke-penalty"]
        if any(side[mark.seat] is not offenders for mark in standing):
            rulings.append("revoke-both-sides")
        params: dict[str, Param] = {"seat": seat, "offender": first.seat, "side": credited[0]}
        if claimed.seat is not first.seat and side[claimed.seat] is not offenders:
            message = "event.claim-first"
            params["claimed"] = claimed.seat
        else:
            message = "event.claim"
        penalty = rules.revoke_penalty
        if penalty != "tricks":
            return self._claim_points(deal, credited[0], message, params, rulings)
        won = {other: 0 for other in table.sides}
        if len(credited) == 1:
            won[credited[0]] = rules.hand_size
        else:  # three players, the maker revoked: the defenders keep their tricks
            for other in credited:
                won[other] = deal.tricks_won[other]
            rest = side[seat] if side[seat] in credited else credited[0]
            won[rest] += rules.hand_size - sum(won.values())
        deal.tricks_won = won
        rulings += table.revoke or self._claim_rulings
        message = table.claim_message(offenders is makers, message)
        if message != "event.claim-first":
            params.pop("claimed", None)
        events = [Event(message, params, tuple(rulings), seat)]
        return events + self._score(deal)

    def _claim_points(
        self,
        deal: Deal,
        credited: Side,
        message: str,
        params: dict[str, Param],
        rulings: list[str],
    ) -> list[Event]:
        """A claim under a penalty in points: the deal ends with its tricks as played,
        and the other side scores the penalty (two points or three, more against or by a
        lone maker, as the rules' source says)."""
        penalty = self.rules.revoke_penalty
        ruling = f"revoke-penalty-{penalty}"
        rulings = [mark for mark in rulings if mark != "revoke-penalty"] + [ruling]
        value = _PENALTY[penalty][deal.alone]
        points = dict.fromkeys(self._table.sides, 0)
        points[credited] = value
        params = {**params, "points": value}
        seat = params["seat"]
        assert isinstance(seat, Seat)
        events = [Event(_POINTS_EVENTS[message], params, tuple(rulings), seat)]
        self._add_points(deal, points)
        events.append(self._standing())
        return events + self._end_deal()


#: The event of a claim under a penalty in points, by the event of the claim.
_POINTS_EVENTS = {
    "event.claim": "event.claim-points",
    "event.claim-first": "event.claim-first-points",
}

#: The penalty of a claimed revoke in points, by the rules' option: (a deal with no lone
#: maker, a deal with one).
_PENALTY = {"two": (2, 2), "two-four": (2, 4), "three-five": (3, 5)}
