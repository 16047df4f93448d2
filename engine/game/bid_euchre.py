"""Bid Euchre's calling and scoring: every card dealt, one round of bids of 3 to 6 tricks
from the dealer's left (the dealer must bid if nobody did, and may match the highest
bid), then the high bidder chooses the contract (a trump suit, sans high or sans low) and
leads. A side scores its tricks, or loses its bid when set.

>>> import random
>>> from engine.actions import Bid, Pass, Trump
>>> from engine.rules import Rules
>>> game = Game(Rules.parse("bid-euchre"), Seat.W, rng=random.Random(3))
>>> type(game).__name__
'BidEuchreGame'
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

from engine.actions import Action, Bid, Call, Discard, OrderUp, Pass, Trump
from engine.contract import ALL_CONTRACTS, Contract
from engine.errors import Param, Refusal
from engine.events import Event
from engine.game.core import CallAction, Game
from engine.game.deal import Deal
from engine.game.phases import PHASE_RULING, Phase
from engine.game.scoring import Outcome, deal_points
from engine.rules import Variant
from engine.seats import Seat

__all__ = ["BidEuchreGame"]

#: The bids: 3 to 6 tricks (ruling ``bid-euchre-bidding``).
BIDS = range(3, 7)

#: Every bid and contract, made once: the game hands out these immutable values.
_PASSES = {seat: Pass(seat) for seat in Seat}
_BIDS = {(seat, tricks): Bid(seat, tricks) for seat in Seat for tricks in BIDS}
_TRUMPS = {(seat, contract): Trump(seat, contract) for seat in Seat for contract in ALL_CONTRACTS}
_BIDS_RULINGS = ("bid-euchre-bidding",)
_DEALER_BIDS = ("bid-euchre-bidding", "bid-euchre-dealer")
_SUIT_CONTRACT = ("bid-euchre-trump",)
_SANS_CONTRACT = ("bid-euchre-trump", "bid-euchre-sans")


class BidEuchreGame(Game, variant=Variant.BID_EUCHRE):
    """A game of Bid Euchre: bids, then the high bidder's contract."""

    _first_lead = "bid-euchre-first-lead"
    calling = (Phase.BIDDING, Phase.CONTRACT)
    _claim_rulings = ("bid-euchre-revoke",)

    def _start_deal(self, deal: Deal, rotation: tuple[str, ...]) -> list[Event]:
        rulings = ("bid-euchre-deal", *rotation)  # every card dealt, no upcard
        self.phase = Phase.BIDDING
        return [Event("event.deal-all", {"dealer": deal.dealer}, rulings)]

    @classmethod
    def every_call(cls, phase: Phase, seat: Seat) -> list[Action]:
        """Pass or bid 3 to 6 while bidding, then one of the six contracts.

        >>> [action.key for action in BidEuchreGame.every_call(Phase.BIDDING, Seat.N)]
        ['pass', 'bid-3', 'bid-4', 'bid-5', 'bid-6']
        """
        if phase is Phase.BIDDING:
            return [_PASSES[seat], *(_BIDS[seat, tricks] for tricks in BIDS)]
        assert phase is Phase.CONTRACT, phase
        return [_TRUMPS[seat, contract] for contract in ALL_CONTRACTS]

    def _calls(self, deal: Deal, seat: Seat) -> list[Action]:
        if self.phase is Phase.CONTRACT:
            return [_TRUMPS[seat, contract] for contract in ALL_CONTRACTS]
        high = deal.bid
        if seat is not deal.dealer:
            lowest = BIDS.start if high is None else high + 1
            return [_PASSES[seat], *(_BIDS[seat, tricks] for tricks in range(lowest, BIDS.stop))]
        if high is None:  # the dealer must bid
            return [_BIDS[seat, tricks] for tricks in BIDS]
        return [_PASSES[seat], *(_BIDS[seat, tricks] for tricks in range(high, BIDS.stop))]

    def _check_call(self, deal: Deal, action: CallAction) -> Refusal | None:
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
            ruling = PHASE_RULING[phase] if phase is Phase.CONTRACT else None
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

    def _apply_call(self, deal: Deal, action: CallAction) -> list[Event]:
        if isinstance(action, Trump):
            return self._trump(deal, action.seat, action.contract)
        assert isinstance(action, Pass | Bid)  # the rest is refused by the check
        return self._bid(deal, action.seat, action.tricks if isinstance(action, Bid) else None)

    def _bid(self, deal: Deal, seat: Seat, tricks: int | None) -> list[Event]:
        """A bid (``tricks``) or a pass (``None``)."""
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
        """The high bidder chooses the contract, then leads."""
        self._set_contract(deal, contract)
        self.phase = Phase.PLAY
        self.turn = deal.first_leader = seat
        rulings = _SANS_CONTRACT if contract.sans else _SUIT_CONTRACT
        return [Event("event.contract", {"seat": seat, "contract": contract}, rulings, seat)]

    def _score(self, deal: Deal) -> list[Event]:
        """A point per trick, or the bid lost by bidders who are set."""
        maker, bid = deal.maker, deal.bid
        assert maker is not None and bid is not None
        makers = self._side[maker]
        defenders = next(side for side in self._table.sides if side != makers)
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
        self._add_points(deal, points)
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
