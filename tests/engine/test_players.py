"""The players: the simple deterministic player and the random player."""

from __future__ import annotations

import random

from conftest import HANDS, act, base, bid_base, replay
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, Call, Discard, OrderUp, Pass, Play, Trump
from engine.cards import Card, Suit, parse_cards
from engine.contract import SANS_HIGH, SANS_LOW, Contract
from engine.game import Game, Phase
from engine.players import (
    likely_tricks,
    play_deal_out,
    play_game,
    random_card_player,
    random_player,
    simple_player,
)
from engine.records import parse_record
from engine.rules import Rules
from engine.seats import Seat


@settings(max_examples=20, deadline=None)
@given(
    rules=st.sampled_from(
        ["standard", "standard cutthroat joker", "standard canadian-loner deck32", "bid-euchre"]
    ),
    seed=st.integers(0, 2**32),
)
def test_simple_player_is_legal_and_deterministic(rules: str, seed: int) -> None:
    game = Game(Rules.parse(rules), rng=random.Random(seed))
    while not game.over:
        action = simple_player(game)
        assert action in game.legal_actions()
        assert simple_player(game.copy()) == action
        game.apply(action)


def test_bidding_needs_three_trumps() -> None:
    game = base()
    assert simple_player(game) == OrderUp(Seat.E, True)  # four trumps with the right bower
    act(game, "E pass")
    assert simple_player(game) == Pass(Seat.S)  # one heart
    game = base("standard", "E pass", "S pass", "W pass", "N pass")
    assert simple_player(game) == Pass(Seat.E)  # no three of another suit
    act(game, "E pass", "S pass", "W pass")
    assert simple_player(game) == Call(Seat.N, Suit.CLUBS)  # stuck: the longest suit


def test_canadian_partner_goes_alone_or_passes() -> None:
    game = replay("""
        rules: standard canadian-loner
        dealer: N
        N: 9c Tc Qc 9d Td
        E: Ad Kd Qd As Ks
        S: Jh Jd Ah 9s Ts
        W: Ac Kc 9h Th Qs
        upcard: Qh
        E pass
    """)
    assert simple_player(game) == OrderUp(Seat.S, True)


def test_discards_the_weakest_card() -> None:
    game = base("standard", "E order-up")
    assert simple_player(game) == Discard(Seat.N, Card.parse("9c"))


def test_plays_cheaply() -> None:
    game = base("standard", "E order-up", "N discard 9c", "E play 9s")
    assert simple_player(game) == Play(Seat.S, Card.parse("Qs"))  # must follow
    act(game, "S play Qs")
    assert simple_player(game) == Play(Seat.W, Card.parse("Ks"))  # wins with the cheaper spade
    act(game, "W play Ks")
    assert simple_player(game) == Play(Seat.N, Card.parse("Qh"))  # trumps to win
    act(game, "N play Qh")
    assert simple_player(game) == Play(Seat.N, Card.parse("Qc"))  # leads its best card
    act(game, "N play Qc")
    assert simple_player(game) == Play(Seat.E, Card.parse("Kh"))  # the cheapest trump
    act(game, "E play Kh")
    assert simple_player(game) == Play(Seat.S, Card.parse("Kc"))  # cannot win: lowest
    act(game, "S play Kc")
    assert simple_player(game) == Play(Seat.W, Card.parse("Qd"))  # partner wins: lowest


def test_play_deal_out_stops_at_the_end_of_the_deal() -> None:
    game = base("standard", "E order-up alone")
    events = play_deal_out(game)
    assert game.phase is Phase.DEAL and events[-1].message == "event.standing"
    assert game.current is not None and game.current.points is not None


def test_play_game_with_a_policy() -> None:
    rules = Rules.parse("standard target=3")
    first = play_game(rules, random.Random(1), simple_player)
    second = play_game(rules, random.Random(1), simple_player)
    assert first.history == second.history and first.over
    chooser = random_player(random.Random(5))
    game = Game(rules, rng=random.Random(5))
    assert chooser(game) in game.legal_actions()


def test_likely_tricks() -> None:
    hearts = Contract(Suit.HEARTS)
    assert likely_tricks(list(parse_cards("Jh Jd Ah Kh Ac 9s")), hearts) == 5.0
    # Sans high: the ace and king of hearts and the ace of clubs; the jacks are plain.
    assert likely_tricks(list(parse_cards("Jh Jd Ah Kh Ac 9s")), SANS_HIGH) == 3.0
    # Spades: the right bower is sure; A K Q without the left bower count 0.5, 0.5, 0.8.
    assert likely_tricks(list(parse_cards("9h As Ks Qs Js Tc")), Contract(Suit.SPADES)) == 2.8
    nines = list(parse_cards("9c Tc 9d 9h Th Ks"))
    assert likely_tricks(nines, SANS_LOW) == 5.0
    assert likely_tricks(nines, SANS_LOW) > likely_tricks(nines, SANS_HIGH)
    assert likely_tricks([], SANS_LOW) == 0.0


def test_bid_euchre_bidding() -> None:
    game = bid_base()
    # East: A K Q J of spades are four sure tricks in sans high, and one from West.
    assert simple_player(game) == Bid(Seat.E, 5)
    act(game, "E bid 3")
    assert simple_player(game) == Bid(Seat.S, 6)  # five hearts tricks and one from North
    act(game, "S bid 4")
    assert simple_player(game) == Pass(Seat.W)  # one or two tricks at best
    act(game, "W pass")
    assert simple_player(game) == Pass(Seat.N)  # never over the partner
    act(game, "N pass")
    assert simple_player(game) == Trump(Seat.S, Contract(Suit.HEARTS))
    act(game, "S trump h")
    assert simple_player(game) == Play(Seat.S, Card.parse("Jh"))  # leads its best trump


def test_bid_euchre_dealer_matches_or_is_stuck() -> None:
    game = bid_base("E bid 3", "S pass", "W pass")
    assert simple_player(game) == Pass(Seat.N)  # North's hand is worth a trick or two
    game = bid_base("E pass", "S pass", "W pass")
    assert simple_player(game) == Bid(Seat.N, 3)  # stuck: the lowest bid
    # North holds five diamonds with both bowers: worth six with South's trick.
    text = (HANDS / "bid-dealer-matches.txt").read_text(encoding="utf-8")
    game = parse_record(text.split("N bid 4")[0]).replay()
    assert simple_player(game) == Bid(Seat.N, 4)  # the dealer matches, no higher
    act(game, "N bid 4")
    assert simple_player(game) == Trump(Seat.N, Contract(Suit.DIAMONDS))


def test_bid_euchre_games_end() -> None:
    rules = Rules.parse("bid-euchre")
    for player in (simple_player, None):
        game = play_game(rules, random.Random(2), player)
        assert game.over and game.winner is not None and game.scores[game.winner] >= 32
    chooser = random_card_player(random.Random(1))
    game = bid_base()
    assert chooser(game) == simple_player(game)  # bids as the simple player
    plays = Game(Rules(), rng=random.Random(1))
    assert chooser(plays) in plays.legal_actions()
