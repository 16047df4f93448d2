"""Hand records: recorded example hands, canonical text, comments, positions of errors."""

from __future__ import annotations

import json
import random

import pytest
from conftest import BASE_DEAL, BID_DEAL, HANDS
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, OrderUp, Play, Trump
from engine.cards import Card, parse_cards
from engine.contract import SANS_HIGH
from engine.errors import NotationError
from engine.export import export_games
from engine.game import Phase
from engine.players import play_game, random_player, simple_player
from engine.records import Record, format_record, parse_action, parse_record
from engine.rules import Rules
from engine.seats import Seat

BASE = "rules: standard\n" + BASE_DEAL.lstrip()
BID = "rules: bid-euchre\n" + BID_DEAL.lstrip()

#: The final score, the winner and the number of deals of each recorded hand.
EXAMPLES = {
    "march-alone.txt": ({"NS": 0, "EW": 4}, None, 1),
    "canadian-loner.txt": ({"NS": 0, "EW": 4}, None, 1),
    "euchre.txt": ({"NS": 5, "EW": 4}, "NS", 1),
    "joker-turned-up.txt": ({"NS": 1, "EW": 0}, None, 1),
    "cutthroat-tie.txt": ({"N": 10, "E": 0, "S": 12}, "S", 2),
    "whole-game.txt": ({"NS": 4, "EW": 6}, "EW", 4),
    "bid-suit-made.txt": ({"NS": 5, "EW": 1}, None, 1),
    "bid-sans-high.txt": ({"NS": 1, "EW": 5}, None, 1),
    "bid-sans-low.txt": ({"NS": 5, "EW": 1}, None, 1),
    "bid-set.txt": ({"NS": 12, "EW": -2}, None, 1),
    "bid-dealer-matches.txt": ({"NS": 5, "EW": 1}, None, 1),
    "bid-stuck-dealer.txt": ({"NS": 5, "EW": -3}, None, 1),
    "bid-defenders-32.txt": ({"NS": 37, "EW": 26}, "NS", 2),
    "revoke-standard.txt": ({"NS": 0, "EW": 2}, None, 1),
    "revoke-alone.txt": ({"NS": 0, "EW": 4}, None, 1),
    "revoke-cutthroat.txt": ({"N": 0, "E": 2, "S": 2}, None, 1),
    "revoke-bid-euchre.txt": ({"NS": 6, "EW": 0}, None, 1),
    "revoke-claim-wins.txt": ({"NS": 4, "EW": 10}, "EW", 1),
    "revoke-claim-after-last-trick.txt": ({"NS": 9, "EW": 7}, None, 1),
    "revoke-two.txt": ({"NS": 0, "EW": 2}, None, 1),
    "revoke-corrected.txt": ({"NS": 2, "EW": 0}, None, 1),
    "misdeal-exposed.txt": ({"NS": 0, "EW": 2}, None, 2),
    "misdeal-count.txt": ({"NS": 0, "EW": 2}, None, 2),
    "misdeal-dealer.txt": ({"NS": 2, "EW": 1}, None, 3),
    "out-of-turn.txt": ({"NS": 0, "EW": 1}, None, 1),
}

#: The recorded hands the engine refuses: where, and why.
REFUSED = {
    "revoke-wrong-claim.refused": (15, 1, "claim-no-revoke"),
}


def test_every_example_is_checked() -> None:
    assert {path.name for path in HANDS.glob("*.txt")} == set(EXAMPLES)
    assert {path.name for path in HANDS.glob("*.refused")} == set(REFUSED)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_hands(name: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_record((HANDS / name).read_text(encoding="utf-8"))
    assert (caught.value.line, caught.value.column, caught.value.code) == REFUSED[name]


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_recorded_hands(name: str) -> None:
    score, winner, deals = EXAMPLES[name]
    record = parse_record((HANDS / name).read_text(encoding="utf-8"))
    game = record.replay()
    assert {str(side): points for side, points in game.scores.items()} == score
    assert (None if game.winner is None else str(game.winner)) == winner
    assert len(game.deals) == deals
    assert game.phase is (Phase.GAME_OVER if winner else Phase.DEAL)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_canonical_text_round_trips(name: str) -> None:
    record = parse_record((HANDS / name).read_text(encoding="utf-8"))
    text = format_record(record)
    assert parse_record(text) == record
    assert format_record(parse_record(text)) == text


def test_canonical_text() -> None:
    text = """\
        #  A made-up example
        rules:   standard   joker
        dealer: N  # North deals
        N: 9c Tc Qc 9d Td
        E: Jh Jd Ah Kh 9s
        # South's hand
        S: Ac Kc 9h Th Qs
        W: Ad Kd Qd As Ks
        upcard: Qh
        E pass, S pass  # nobody wants hearts
        W order-up
        N discard 9c
        E play 9s, S play Qs, W play As, N play Qh
        N play Td
        # the end
    """
    record = parse_record(text.replace("        ", ""))
    assert record.comment == ("A made-up example",)
    deal = record.deals[0]
    assert deal.comment == ("North deals", "South's hand")
    assert deal.actions[0].comment == ("nobody wants hearts",)
    assert deal.closing == ("the end",)
    assert deal.kitty is None
    assert format_record(record) == (
        "# A made-up example\n"
        "rules: standard joker\n"
        "\n"
        "dealer: N\n"
        "# North deals\n"
        "# South's hand\n"
        "N: 9c Tc Qc 9d Td\n"
        "E: Jh Jd Ah Kh 9s\n"
        "S: Ac Kc 9h Th Qs\n"
        "W: Ad Kd Qd As Ks\n"
        "upcard: Qh\n"
        "# nobody wants hearts\n"
        "E pass\n"
        "S pass\n"
        "W order-up\n"
        "N discard 9c\n"
        "E play 9s, S play Qs, W play As, N play Qh\n"
        "N play Td\n"
        "# the end\n"
    )


def test_a_record_may_stop_anywhere() -> None:
    game = parse_record(BASE).replay()  # a deal with no action yet
    assert (game.phase, game.turn) == (Phase.ROUND_1, Seat.E)
    game = parse_record(BASE + "E order-up\nN discard 9c\nE play Jh, S play 9h").replay()
    assert game.turn is Seat.W
    deal = export_games(game.rules, [game])["games"][0]["deals"][0]
    assert deal["tricks"] == [{"leader": "E", "plays": [["E", "Jh"], ["S", "9h"]], "winner": None}]
    assert deal["points"] is None and deal["score"] is None
    record = parse_record("rules: standard cutthroat")  # no deal at all
    assert record.deals == () and record.replay().phase is Phase.DEAL


def test_kitty_and_upcard() -> None:
    record = parse_record(BASE)
    assert record.deals[0].layout(record.rules).kitty == parse_cards("Qh Jc Ts Js")
    with_kitty = BASE.replace("upcard: Qh", "kitty: Qh Ts Jc Js")
    assert parse_record(with_kitty).deals[0].upcard == Card.parse("Qh")


def test_whole_game_needs_deal_lines() -> None:
    text = (HANDS / "cutthroat-tie.txt").read_text(encoding="utf-8")
    record = parse_record(text)
    assert [deal.dealer for deal in record.deals] == [Seat.N, Seat.E]
    assert [deal.line for deal in record.deals] == [5, 19]


def test_bid_euchre_records() -> None:
    record = parse_record(BID + "E bid 3\nS bid 4, W pass\nN pass  # no match\nS trump sans-high")
    deal = record.deals[0]
    assert deal.upcard is None and deal.kitty is None
    assert deal.layout(record.rules).kitty == ()
    assert [recorded.action for recorded in deal.actions][-1] == Trump(Seat.S, SANS_HIGH)
    text = format_record(record)
    assert "upcard" not in text and "kitty" not in text
    assert text.endswith("E bid 3\nS bid 4\nW pass\n# no match\nN pass\nS trump sans-high\n")
    assert parse_record(text) == record
    game = record.replay()
    assert Record.from_game(game).deals[0].kitty is None
    assert parse_record(format_record(Record.from_game(game))).replay().history == game.history


def test_parse_action() -> None:
    assert parse_action("W call s alone").verb == "call"
    assert parse_action("E bid 05") == Bid(Seat.E, 5)
    assert parse_action("N trump sans-low").verb == "trump"
    assert parse_action("  N  order-up ") == OrderUp(Seat.N)
    assert parse_action("S play Jk") == Play(Seat.S, Card.parse("Jk"))


#: The base deal, trumps made: East to lead.
PLAYED = BASE + "E order-up\nN discard 9c\n"
FINISHED = (HANDS / "march-alone.txt").read_text(encoding="utf-8")

#: Bad records: the error code, its line and its column.
ERRORS = [
    ("", "record-missing-rules", 1, 1),
    ("dealer: N", "record-missing-rules", 1, 1),
    ("rules: standard jokers", "rules-unknown-option", 1, 17),
    ("rules: standard cutthroat canadian-loner", "rules-canadian-loner-three-players", 1, 8),
    ("rules: standard target=x", "rules-bad-target", 1, 17),
    ("rules: standard\nrules: standard", "record-repeated-line", 2, 1),
    ("rules: standard\nfoo: bar", "record-unknown-line", 2, 1),
    ("rules: standard\nfoo", "record-unknown-line", 2, 1),
    ("rules: standard\ndealer: X", "record-bad-seat", 2, 9),
    ("rules: standard\ndealer: N S", "record-extra-word", 2, 11),
    ("rules: standard\ndealer:", "record-missing-word", 2, 1),
    ("rules: standard\ndealer: N\nN: 9c Tc Qc 9d 1d", "bad-card", 3, 16),
    ("rules: standard\nN pass", "record-missing-deal-line", 2, 1),
    ("rules: standard\nscore: NS=3 XX=2", "record-bad-score", 2, 13),
    ("rules: standard\nscore: NS=3 EW=x", "record-bad-score", 2, 13),
    ("rules: standard\nscore: NS=10 EW=2", "bad-starting-score", 2, 8),
    ("rules: standard\ndealer: N\nscore: NS=1", "record-misplaced-line", 3, 1),
    ("rules: standard\ndeal 2", "record-deal-number", 2, 6),
    ("rules: standard\ndeal 1 2", "record-extra-word", 2, 8),
    (BASE.replace("upcard: Qh", "upcard: Qh Jc"), "record-one-upcard", 7, 12),
    (BASE.replace("upcard: Qh", "upcard: Qh\nkitty: Jc Qh Ts Js"), "record-kitty-upcard", 8, 1),
    (BASE.replace("upcard: Qh", "kitty: Qh Jc Ts"), "deal-kitty-size", 7, 1),
    (BASE.replace("upcard: Qh", "kitty:"), "record-missing-card", 7, 1),
    (BASE.replace("upcard: Qh", ""), "record-missing-upcard", 2, 1),
    (BASE.replace("W: Ad Kd Qd As Ks", ""), "record-missing-hand", 2, 1),
    (BASE.replace("dealer: N", ""), "record-missing-dealer", 3, 1),
    (BASE.replace("W: Ad Kd Qd", "W: Ad 9c Qd"), "deal-repeated-card", 6, 7),
    (BASE.replace("W: Ad Kd Qd As Ks", "W: Ad Kd Qd As"), "deal-hand-size", 6, 1),
    (BASE.replace("W: Ad Kd Qd As Ks", "W: Ad Kd Qd As 7s"), "deal-card-not-in-deck", 6, 16),
    (BASE.replace("N: 9c", "N: 9c\nN: 9c"), "record-repeated-line", 4, 1),
    (BASE + "E pass, , S pass", "record-empty-action", 8, 8),
    (BASE + "E play Jh", "not-playing", 8, 1),
    (BASE + "S pass", "not-your-turn", 8, 1),
    (BASE + "E pass, X pass", "record-bad-seat", 8, 9),
    (BASE + "E jump", "record-unknown-action", 8, 3),
    (BASE + "E", "record-missing-word", 8, 1),
    (BASE + "E order-up now", "record-extra-word", 8, 12),
    (BASE + "E pass, S pass, W pass, N pass, E call h", "turned-down-suit", 8, 33),
    (BASE + "E pass, S pass, W pass, N pass, E call x", "record-bad-suit", 8, 40),
    (BASE + "E order-up\nN discard Ah", "card-not-in-hand", 9, 1),
    (BASE + "E order-up\nN discard 9c\nE play 9s, S play Ac", "must-follow-suit", 10, 12),
    (BASE + "E order-up\nN: 9c", "record-misplaced-line", 9, 1),
    (
        FINISHED + "\ndeal 2\n" + BASE_DEAL.replace("dealer: N", "dealer: W"),
        "deal-wrong-dealer",
        20,
        1,
    ),
    (BASE + "\ndeal 2\n" + BASE_DEAL.replace("dealer: N", "dealer: E"), "deal-in-progress", 9, 1),
    (
        "rules: standard cutthroat\n" + BASE_DEAL.lstrip(),
        "deal-seat-not-in-play",
        6,
        1,
    ),
    # Bid Euchre
    (BID + "upcard: Qh", "record-no-upcard", 7, 1),
    (BID + "kitty: Qh", "record-no-upcard", 7, 1),
    (BID.replace("W: Ad Qd Td Ts Jc 9c", "W: Ad Qd Td Ts Jc"), "deal-hand-size", 6, 1),
    (BID + "E bid x", "record-bad-bid", 7, 7),
    (BID + "E bid 100", "record-bad-bid", 7, 7),
    (BID + "E bid", "record-missing-word", 7, 3),
    (BID + "E bid 3 4", "record-extra-word", 7, 9),
    (BID + "E bid 7", "bid-out-of-range", 7, 1),
    (BID + "E bid 4, S bid 4", "bid-too-low", 7, 10),
    (BID + "E pass, S pass, W pass, N pass", "dealer-must-bid", 7, 25),
    (BID + "E bid 5, S pass, W pass, N bid 4", "dealer-bid-too-low", 7, 26),
    (BID + "E bid 3, S pass, W pass, N pass\nE trump x", "bad-contract", 8, 9),
    (BID + "E bid 3, S pass, W pass, N pass\nE trump sans", "bad-contract", 8, 9),
    (BID + "E bid 3, S pass, W pass, N pass\nS trump h", "not-your-turn", 8, 1),
    (BID + "E trump h", "contract-after-bidding", 7, 1),
    (BID + "E order-up", "no-upcard", 7, 1),
    (BID + "E call h alone", "no-lone-bids", 7, 1),
    (BID + "E bid 3, S pass, W pass, N pass\nE trump h\nS play Jh", "not-your-turn", 9, 1),
    (BASE + "E bid 3", "standard-no-bids", 8, 1),
    (BASE + "E trump sans-low", "standard-no-contract", 8, 1),
    # Questions (exercises): a decision with a choice, answered legally
    (BASE + "?", "record-empty-action", 8, 1),
    (BASE + "E pass, ?", "record-empty-action", 8, 9),
    (BASE + "? S pass", "not-your-turn", 8, 1),
    (PLAYED + "E play 9s, ? S play Ac", "must-follow-suit", 10, 12),
    (PLAYED + "E play 9s, S play Qs, ? W play Ad", "must-follow-suit", 10, 23),
    (PLAYED + "E play 9s, ? S revoke Ac", "record-question-irregular", 10, 12),
    (PLAYED + "E play 9s, ? S play Qs", "record-question-no-choice", 10, 12),
]


@pytest.mark.parametrize(("text", "code", "line", "column"), ERRORS)
def test_errors_have_a_position(text: str, code: str, line: int, column: int) -> None:
    with pytest.raises(NotationError) as error:
        parse_record(text)
    assert (error.value.code, error.value.line, error.value.column) == (code, line, column)


def test_questions_are_part_of_the_record() -> None:
    text = BASE + "? E order-up  # East holds both bowers\nN discard 9c\n? E play Jh, S play 9h"
    record = parse_record(text)
    asked = [a for a in record.deals[0].actions if a.question]
    assert [a.action.verb for a in asked] == ["order-up", "play"]
    assert asked[0].comment == ("East holds both bowers",)
    written = format_record(record)
    assert "? E order-up\n" in written and "? E play Jh, S play 9h" in written
    assert parse_record(written) == record
    # The same hand without its questions is another record (pages must agree on them).
    assert parse_record(text.replace("? ", "")) != record


def test_errors_cite_rulings() -> None:
    with pytest.raises(NotationError) as error:
        parse_record(BASE + "E order-up\nN discard 9c\nE play 9s, S play Ac")
    assert error.value.ruling == "follow-suit"
    assert error.value.params["card"] == Card.parse("Ac")


@settings(max_examples=40, deadline=None)
@given(
    rules=st.sampled_from(
        [
            "standard",
            "standard joker deck32",
            "standard cutthroat target=3",
            "standard canadian-loner",
            "bid-euchre",
        ]
    ),
    seed=st.integers(0, 2**32),
    stop=st.integers(0, 400),
)
def test_games_round_trip_through_records(rules: str, seed: int, stop: int) -> None:
    """A game, stopped anywhere, written as a record, reads back to the same game."""
    rng = random.Random(seed)
    game = play_game(Rules.parse(rules), rng)
    record = Record.from_game(game)
    text = format_record(record)
    assert parse_record(text) == record
    replayed = record.replay()
    assert replayed.scores == game.scores and replayed.winner == game.winner
    assert replayed.history == game.history
    # Cut the text after any line: still a record, or a clear error about a missing card.
    lines = text.split("\n")
    cut = "\n".join(lines[: stop % len(lines) + 1])
    try:
        partial = parse_record(cut)
    except NotationError as error:
        assert error.code.startswith("record-missing-") or error.code.startswith("deal-")
    else:
        assert json.dumps(export_games(partial.rules, [partial.replay()]))


def test_simple_players_game_round_trips() -> None:
    for rules in ("standard joker", "bid-euchre"):
        game = play_game(Rules.parse(rules), random.Random(4), simple_player)
        record = parse_record(format_record(Record.from_game(game)))
        assert record.replay().scores == game.scores


def test_random_player_is_reproducible() -> None:
    first = play_game(Rules(), random.Random(8), random_player(random.Random(1)))
    second = play_game(Rules(), random.Random(8), random_player(random.Random(1)))
    assert first.history == second.history
