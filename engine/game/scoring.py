"""Scoring: the points of a deal (:func:`deal_points`, the one place where a deal is
scored), the starting scores a game accepts (:func:`check_scores`), and the events of a
deal's score, the standing and the end of the game (:class:`Scoring`, a part of
:class:`~engine.game.core.Game`).

>>> from engine.rules import Rules
>>> from engine.seats import Partnership, Seat
>>> deal_points(Rules(), Seat.N, 3)
({<Partnership.NS: 'NS'>: 1, <Partnership.EW: 'EW'>: 0}, <Outcome.MAKERS: 'makers'>)
>>> check_scores(Rules(), {Partnership.NS: 10, Partnership.EW: 0}).code
'bad-starting-score'
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from engine.errors import Param, Refusal
from engine.events import Event
from engine.game.deal import Deal
from engine.game.phases import Phase
from engine.game.table import Table, table_of
from engine.rules import Rules, Variant
from engine.seats import Seat, Side

__all__ = ["Outcome", "Scoring", "check_scores", "deal_points"]


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
    :class:`~engine.game.core.Game` and by the analysis).

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
    ties = table_of(rules).ties
    for side, score in scores.items():
        if score < 0 or (score >= rules.target and not ties):
            return Refusal("bad-starting-score", {"side": side, "score": score}, "game-target")
    top = max(scores.values())
    if top >= rules.target and list(scores.values()).count(top) == 1:
        return Refusal(
            "bad-starting-score",
            {"side": max(scores, key=scores.__getitem__), "score": top},
            "cutthroat-tie",
        )
    return None


#: The parameter names of the standing's sides and scores, in the order of the sides.
_STANDING = [(f"side{number}", f"score{number}") for number in (1, 2, 3)]


class Scoring:
    """The scoring of a game: a part of :class:`~engine.game.core.Game`, which sets the
    attributes named here. A deal of standard Euchre is scored by its makers' tricks; Bid
    Euchre scores its own way (:class:`~engine.game.bid_euchre.BidEuchreGame`)."""

    rules: Rules
    scores: dict[Side, int]
    dealer: Seat
    phase: Phase
    turn: Seat | None
    winner: Side | None
    _table: Table
    _next: Mapping[Seat, Seat]

    def _score(self, deal: Deal) -> list[Event]:
        """Score the deal that just ended (after its last trick, or a claim)."""
        rules = self.rules
        table = self._table
        maker = deal.maker
        assert maker is not None
        makers = table.side[maker]
        tricks = deal.tricks_won[makers]
        points, outcome = deal_points(rules, maker, tricks, alone=deal.alone)
        defenders = [side for side in table.sides if side != makers]
        params: dict[str, Param] = {"side": makers, "seat": maker, "tricks": tricks}
        if outcome is Outcome.EUCHRE:
            params["defenders"] = defenders[0]
            if len(defenders) > 1:
                params["other"] = defenders[1]
            message = "event.score-euchre-alone" if deal.alone else "event.score-euchre"
            rulings = ["score-euchre", *table.euchre]
        elif outcome is Outcome.MARCH_ALONE:
            message, rulings = "event.score-alone-march", ["score-alone-march"]
        elif outcome is Outcome.MARCH:
            message, rulings = "event.score-march", ["score-march", *table.scoring]
        else:
            message = "event.score-makers-alone" if deal.alone else "event.score-makers"
            rulings = ["score-makers", *table.scoring]
        if deal.forced_alone:
            rulings.append("canadian-loner-scoring")
        events = [Event(table.say(message), params, tuple(rulings))]
        self._add_points(deal, points)
        events.append(self._standing())
        return events + self._end_deal()

    def _add_points(self, deal: Deal, points: dict[Side, int]) -> None:
        for side, gained in points.items():
            self.scores[side] += gained
        deal.points = points
        deal.score = self.scores.copy()

    def _standing(self) -> Event:
        params: dict[str, Param] = {}
        standing = zip(_STANDING, self.scores.items(), strict=False)  # two or three sides
        for (side_key, score_key), (side, score) in standing:
            params[side_key] = side
            params[score_key] = score
        table = self._table
        return Event(table.say("event.standing"), params, table.scores)

    def _end_deal(self) -> list[Event]:
        rules = self.rules
        table = self._table
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
        if len(reached) > 1:
            rulings += table.tie
        if len(leaders) == 1:
            self.winner = leaders[0]
            self.phase = Phase.GAME_OVER
            message = table.say("event.game-won")
            return [Event(message, {"side": self.winner, "score": top}, tuple(rulings))]
        self.dealer = self._next[self.dealer]
        self.phase = Phase.DEAL
        return [Event("event.tie-goes-on", {"score": top}, ("cutthroat-tie",))]
