"""The table (engine.game.table): what the game does differently for three players is
asked of the table, made once per rules."""

from __future__ import annotations

from engine.game.table import Cutthroat, Table, table_of
from engine.rules import Rules
from engine.seats import Partnership, Seat


def test_a_table_is_made_once_per_rules() -> None:
    assert table_of(Rules()) is table_of(Rules.parse("standard"))
    assert type(table_of(Rules())) is Table
    assert type(table_of(Rules.parse("standard cutthroat joker"))) is Cutthroat


def test_partnerships_and_cutthroat() -> None:
    four, three = table_of(Rules()), table_of(Rules(cutthroat=True))
    assert (four.players, four.alone, four.alone_refusal) == (4, (False, True), None)
    assert four.side[Seat.S] is Partnership.NS and four.next[Seat.W] is Seat.N
    assert (three.players, three.alone, three.next[Seat.S]) == (3, (False,), Seat.N)
    assert three.alone_refusal is not None and three.alone_refusal.code == "no-partner"
    assert three.side[Seat.S] is Seat.S and three.sides == (Seat.N, Seat.E, Seat.S)
    assert four.say("event.standing") == "event.standing"
    assert three.say("event.standing") == "event.standing-players"
    assert four.claim_no_revoke(Partnership.NS).params == {"side": Partnership.EW}
    refusal = three.claim_no_revoke(Seat.E)
    assert (refusal.code, refusal.params) == (
        "claim-no-revoke-players",
        {"seat1": Seat.N, "seat2": Seat.S},
    )
