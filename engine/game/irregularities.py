"""Irregularities (:class:`Irregularities`, a part of :class:`~engine.game.core.Game`): a
misdeal claimed before the deal is scored (the deal is void), a call out of turn (void), a
card played out of turn, and, through :class:`~engine.game.revokes.Revokes`, a revoke made
on purpose, the take-back of a card before its trick is complete and the claim of a
revoke.

None of these is ever among a game's legal actions; :meth:`Irregularities.irregular_actions`
lists the take-backs, claims and misdeals allowed now (a revoke, a card shown while
dealing and an action out of turn are judged when made).
"""

from __future__ import annotations

from engine.actions import Action, Claim, Misdeal, OutOfTurn, Play, Revoke, TakeBack
from engine.cards import FULL_DECK
from engine.errors import Param, Refusal
from engine.events import Event
from engine.game.deal import Deal
from engine.game.phases import Phase, not_playing
from engine.game.revokes import Revokes
from engine.game.table import not_at_table
from engine.seats import Seat

__all__ = ["IRREGULAR", "IrregularAction", "Irregularities"]

#: The actions of irregularities.
IRREGULAR = (Revoke, TakeBack, Claim, Misdeal, OutOfTurn)

#: An irregularity.
IrregularAction = Revoke | TakeBack | Claim | Misdeal | OutOfTurn

#: The phases in which calls are made (a call out of turn is one of these phases').
_CALLING = (Phase.ROUND_1, Phase.ROUND_2, Phase.BIDDING)

_REVOKES = {seat: {card: Revoke(seat, card) for card in FULL_DECK} for seat in Seat}
_TAKE_BACKS = {seat: TakeBack(seat) for seat in Seat}
_CLAIMS = {seat: Claim(seat) for seat in Seat}


class Irregularities(Revokes):
    """Misdeals and actions out of turn, and every irregularity checked, applied and
    listed (revokes, take-backs and claims by :class:`~engine.game.revokes.Revokes`): a
    part of :class:`~engine.game.core.Game`."""

    def check(self, action: Action) -> Refusal | None:
        """Say why ``action`` is not allowed now (the game's own check)."""
        raise NotImplementedError

    def copy(self) -> Irregularities:
        """An independent copy of the game (the game's own)."""
        raise NotImplementedError

    def irregular_actions(self) -> list[Action]:
        """The irregularities allowed now, which :meth:`legal_actions` never lists: the
        revokes of the player whose turn it is, the take-backs, the claims, and the
        misdeals the cards show (a hand of the wrong size, the wrong dealer). A card
        shown while dealing and an action out of turn are not listed: any may be
        claimed or made, and the engine judges it."""
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
            trick = self._open_trick(deal)
            if trick is not None:
                actions += [
                    _TAKE_BACKS[seat]
                    for seat, _ in trick[1]
                    if self._check_irregular(_TAKE_BACKS[seat]) is None
                ]
        if deal.revokes:
            actions += [
                _CLAIMS[seat]
                for seat in self._table.seats
                if self._check_irregular(_CLAIMS[seat]) is None
            ]
        for kind in ("count", "dealer"):
            for seat in self._table.seats:
                claim = Misdeal(seat, kind)
                if self._check_irregular(claim) is None:
                    actions.append(claim)
        return actions

    def _check_irregular(self, action: IrregularAction) -> Refusal | None:
        """The checks of an irregularity."""
        seat = action.seat
        if isinstance(action, Claim):
            return self._check_claim(seat)
        if isinstance(action, Misdeal):
            return self._check_misdeal(action)
        phase = self.phase
        if phase is Phase.GAME_OVER:
            return Refusal("game-over", {}, "game-target")
        if phase is Phase.DEAL:
            return Refusal("no-cards-dealt", {}, "deal")
        deal = self.deals[-1]
        if seat not in self._table.seats:
            return not_at_table(seat)
        if isinstance(action, OutOfTurn):
            return self._check_out_of_turn(deal, action)
        if deal.miscount is not None:
            return self._miscount_refusal(deal)
        if phase is not Phase.PLAY:
            return not_playing(phase)
        if seat is deal.sitting_out:
            return self._refuse_turn(deal, seat)
        if isinstance(action, TakeBack):
            return self._check_take_back(deal, seat)
        if seat is not self.turn:
            return self._refuse_turn(deal, seat)
        return self._check_revoke(deal, seat, action.card)

    def _apply_irregular(self, deal: Deal, action: IrregularAction) -> list[Event]:
        """Apply an irregularity, checked."""
        seat = action.seat
        if isinstance(action, Revoke):
            return self._revoke(deal, seat, action.card)
        if isinstance(action, TakeBack):
            return self._take_back(deal, seat)
        if isinstance(action, Misdeal):
            return self._misdeal(deal, action)
        if isinstance(action, OutOfTurn):
            return self._out_of_turn(deal, action)
        return self._claim(deal, seat)

    # --- Out of turn ----------------------------------------------------------------

    def _check_out_of_turn(self, deal: Deal, action: OutOfTurn) -> Refusal | None:
        seat, act = action.seat, action.act
        phase = self.phase
        ruling = "play-out-of-turn" if isinstance(act, Play) else "call-out-of-turn"
        if act.seat is not seat:
            return Refusal("out-of-turn-seat", {"seat": seat}, ruling)
        if deal.miscount is not None:
            return self._miscount_refusal(deal)
        if seat is self.turn:
            return Refusal("out-of-turn-own-turn", {"seat": seat}, ruling)
        if seat is deal.sitting_out:
            return Refusal("out-of-turn-sitting-out", {"seat": seat}, "going-alone")
        if isinstance(act, Play):
            if phase is not Phase.PLAY:
                return not_playing(phase)
            if any(played is seat for played, _ in deal.plays):
                return Refusal("out-of-turn-played", {"seat": seat}, "play-out-of-turn")
            return self._check_play(deal, seat, act.card)
        if phase not in _CALLING:
            turn = self.turn
            assert turn is not None
            return Refusal("out-of-turn-no-call", {"seat": seat, "turn": turn}, ruling)
        probe = self.copy()  # the call must be one this seat could make in its turn
        probe.turn = seat
        return probe.check(act)

    def _out_of_turn(self, deal: Deal, action: OutOfTurn) -> list[Event]:
        """A call out of turn is void; a card out of turn is on the table (it may be taken
        back until the trick is complete), and the player whose turn it was plays."""
        seat, act = action.seat, action.act
        turn = self.turn
        assert turn is not None
        params: dict[str, Param] = {"seat": seat, "turn": turn}
        if not isinstance(act, Play):
            return [Event("event.call-out-of-turn", params, ("call-out-of-turn",), seat)]
        number = len(deal.tricks) + 1
        deal.out_of_turn.append((number, seat))
        params["card"] = act.card
        event = Event("event.play-out-of-turn", params, ("play-out-of-turn",), seat)
        events = self._play(deal, deal.hands[seat], seat, act.card, (event,))
        self._resume(deal, number)  # the card stays; the turn does not move
        return list(events)

    # --- Misdeals -------------------------------------------------------------------

    def _miscount_refusal(self, deal: Deal) -> Refusal:
        """Why nothing but a misdeal may be claimed: a hand of the wrong size."""
        seat = deal.miscount
        assert seat is not None
        count = len(deal.layout.hands.get(seat, ()))
        return Refusal("misdeal-pending", {"seat": seat, "count": count}, "misdeal")

    def _check_misdeal(self, action: Misdeal) -> Refusal | None:
        seat = action.seat
        if self.phase is Phase.GAME_OVER:
            return Refusal("game-over", {}, "game-target")
        if not self.deals:
            return Refusal("no-cards-dealt", {}, "deal")
        table = self._table
        if seat not in table.seats:
            return not_at_table(seat)
        deal = self.deals[-1]
        if deal.misdealt:
            return Refusal("misdeal-void", {"seat": deal.due}, "misdeal")
        if deal.points is not None:
            return Refusal("misdeal-too-late", {}, "misdeal")
        layout = deal.layout
        if action.kind == "exposed":
            card = action.card
            assert card is not None
            dealt = {card for hand in layout.hands.values() for card in hand}
            if card == layout.upcard:
                return Refusal("misdeal-upcard", {"card": card}, "misdeal")
            if card not in dealt and card not in layout.kitty:
                return Refusal("misdeal-not-dealt", {"card": card}, "misdeal")
            return None
        if action.kind == "count":
            if deal.miscount is None:
                return Refusal("misdeal-count-right", {"count": self.rules.hand_size}, "misdeal")
            return None
        if deal.dealer is deal.due:
            return Refusal("misdeal-dealer-right", {"seat": deal.dealer}, "misdeal")
        return None

    def _misdeal(self, deal: Deal, action: Misdeal) -> list[Event]:
        """The deal is void: nobody scores, and the right dealer deals again."""
        deal.misdealt = True
        self.phase = Phase.DEAL
        self.turn = None
        self.dealer = deal.due
        self._led = None
        self._play_next = self._order = self._next
        params: dict[str, Param] = {"seat": action.seat, "dealer": deal.due}
        if action.kind == "exposed":
            assert action.card is not None
            params["card"] = action.card
        elif action.kind == "count":
            hand = deal.miscount
            assert hand is not None
            params["hand"] = hand
            params["count"] = len(deal.layout.hands.get(hand, ()))
        else:
            params["wrong"] = deal.dealer
        return [Event(_MISDEAL_EVENTS[action.kind], params, ("misdeal",), action.seat)]


#: The event of each kind of misdeal claimed.
_MISDEAL_EVENTS = {
    "exposed": "event.misdeal-exposed",
    "count": "event.misdeal-count",
    "dealer": "event.misdeal-dealer",
}
