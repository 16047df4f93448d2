"""The table: the seats in play, who plays after whom and who scores with whom.

Four players sit in two partnerships; in cutthroat three players sit at ``N E S``, each
for themselves. Everything the game does differently for three players is here, in the
:class:`Cutthroat` table, with the rulings that say so: the game asks its table, never
the rules, whether a maker may go alone, which ruling to add to a pass or a score, and
which message names a side.

>>> from engine.rules import Rules
>>> table = table_of(Rules.parse("standard cutthroat"))
>>> table.players, table.next[Seat.S], table.alone
(3, <Seat.N: 'N'>, (False,))
>>> table.say("event.score-march"), table_of(Rules()).say("event.score-march")
('event.score-march-player', 'event.score-march')
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import ClassVar

from engine.errors import Param, Refusal
from engine.rules import Rules
from engine.seats import Seat, Side

__all__ = ["Cutthroat", "Table", "not_at_table", "table_of"]


class Table:
    """Four players in two partnerships (North and South, East and West).

    A table is made once per rules (:func:`table_of`) and shared: do not change it.
    """

    #: Whether a maker may go alone: the choices of the ``alone`` flag of a call.
    alone: ClassVar[tuple[bool, ...]] = (False, True)
    #: Why a maker may not go alone, if they may not.
    alone_refusal: ClassVar[Refusal | None] = None
    #: What every pass and call cites besides the round's ruling.
    bidding: ClassVar[tuple[str, ...]] = ()
    #: What a deal cites about the players.
    players_rulings: ClassVar[tuple[str, ...]] = ()
    #: The ruling that gives the kitty's size, if the table's (else the deck's).
    kitty_ruling: ClassVar[str | None] = None
    #: What a claim of a revoke cites about the sides.
    revoke: ClassVar[tuple[str, ...]] = ()
    #: What a deal's score cites about the sides, when its makers took three or more
    #: tricks, and when they were euchred.
    scoring: ClassVar[tuple[str, ...]] = ()
    euchre: ClassVar[tuple[str, ...]] = ()
    #: What the standing cites.
    scores: ClassVar[tuple[str, ...]] = ()
    #: What the end of a game cites when more than one side reached the target.
    tie: ClassVar[tuple[str, ...]] = ()
    #: Whether a game may start, or go on, with sides at or above the target (tied).
    ties: ClassVar[bool] = False
    #: The message of each event or refusal that names a side, for this table.
    messages: ClassVar[Mapping[str, str]] = {}

    def __init__(self, rules: Rules) -> None:
        #: The seats in play, clockwise from North.
        self.seats = rules.seats
        #: The sides, in the order of the scores.
        self.sides = rules.sides
        #: The number of players.
        self.players = rules.players
        #: The seat to the left of each seat: who bids and plays next.
        self.next = {seat: rules.next_seat(seat) for seat in rules.seats}
        #: The side of each seat.
        self.side: dict[Seat, Side] = {seat: rules.side_of(seat) for seat in rules.seats}

    def say(self, message: str) -> str:
        """The message ``message`` (a partnership's) at this table."""
        return self.messages.get(message, message)

    def claim_message(self, makers_offended: bool, message: str) -> str:
        """The message of a correct claim: ``message`` between partnerships; with three
        players, whether the makers were the offenders decides it."""
        return message

    def claim_no_revoke(self, side: Side) -> Refusal:
        """The refusal of a claim by ``side`` when no other side revoked."""
        other = next(other for other in self.sides if other is not side)
        return Refusal("claim-no-revoke", {"side": other}, "revoke-wrong-claim")


class Cutthroat(Table):
    """Three players, each for themselves: no partner, so nobody goes alone."""

    alone = (False,)
    alone_refusal = Refusal("no-partner", {}, "cutthroat-maker-alone")
    bidding = ("cutthroat-bidding",)
    players_rulings = ("cutthroat-players",)
    kitty_ruling = "cutthroat-players"
    revoke = ("cutthroat-revoke",)
    scoring = ("cutthroat-scoring",)
    euchre = ("cutthroat-euchre",)
    scores = ("cutthroat-scores",)
    tie = ("cutthroat-tie",)
    ties = True
    messages: ClassVar[Mapping[str, str]] = {
        "event.score-euchre": "event.score-euchre-player",
        "event.score-march": "event.score-march-player",
        "event.score-makers": "event.score-makers-player",
        "event.standing": "event.standing-players",
        "event.game-won": "event.game-won-player",
    }

    def claim_message(self, makers_offended: bool, message: str) -> str:
        return "event.claim-maker-player" if makers_offended else "event.claim-player"

    def claim_no_revoke(self, side: Side) -> Refusal:
        first, second = (other for other in self.sides if other is not side)
        params: dict[str, Param] = {"seat1": first, "seat2": second}
        return Refusal("claim-no-revoke-players", params, "revoke-wrong-claim")


def not_at_table(seat: Seat) -> Refusal:
    """The refusal of a seat that is not at the table (West in cutthroat)."""
    return Refusal("deal-seat-not-in-play", {"seat": seat}, "cutthroat-players")


@functools.cache
def table_of(rules: Rules) -> Table:
    """The table of ``rules``, made once."""
    return Cutthroat(rules) if rules.cutthroat else Table(rules)
