"""One test per ruling of the standard game, of its options and of Bid Euchre, named after
the ruling.

``test_every_ruling_has_its_test`` keeps the list complete: a ruling added to the
registry for these topics needs a test here.
"""

from __future__ import annotations

import random
import sys

import pytest
from conftest import HANDS, act, base, bid_base, hand, replay, rulings_of

from engine.actions import (
    Bid,
    Call,
    Claim,
    Discard,
    Misdeal,
    OrderUp,
    OutOfTurn,
    Pass,
    Play,
    Revoke,
    TakeBack,
    Trump,
)
from engine.cards import JOKER, Card, Suit, make_deck, parse_cards
from engine.contract import (
    ALL_CONTRACTS,
    SANS_HIGH,
    SANS_LOW,
    Contract,
    Role,
    card_role,
    effective_suit,
    trick_rank,
    trick_winner,
)
from engine.errors import IllegalActionError, NotationError, RulesError
from engine.export import export_games
from engine.game import Game, Layout, Phase, Revoked
from engine.records import parse_action, parse_record
from engine.rules import Rules, Variant
from engine.rulings import RULINGS
from engine.seats import Partnership, Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
NS, EW = Partnership.NS, Partnership.EW

#: East makes hearts and, holding the five best trumps but one, takes every trick.
MARCH = """
rules: {rules}
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Jd Ah Kh Qh
S: Ac Kc 9s Ts Qs
W: Ad Kd Qd As Ks
upcard: Th
E order-up{alone}
N discard 9c
E play Jh, S play 9s, W play Ks, N play Th
E play Jd, S play Ts, W play As, N play Tc
E play Ah, S play Qs, W play Qd, N play Qc
E play Kh, S play Ac, W play Kd, N play 9d
E play Qh, S play Kc, W play Ad, N play Td
"""

#: East makes hearts and takes three tricks; South takes the last two.
THREE_TRICKS = """
rules: {rules}
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Jd Ah 9s Ts
S: Ac Kc Qs Ks As
W: Ad Kd Qd Kh Js
upcard: Qh
E order-up{alone}
N discard 9c
E play Jh, S play Qs, W play Kh, N play Qh
E play Jd, S play Ks, W play Js, N play Tc
E play Ah, S play Kc, W play Ad, N play Qc
E play 9s, S play As, W play Kd, N play 9d
S play Ac, W play Qd, N play Td, E play Ts
"""

#: East makes hearts with one trump; the dealer, North, takes up and holds five trumps.
EUCHRE = """
rules: {rules}
dealer: N
N: Jh Jd Ah Kh 9c
E: Qh 9s Ts Qs Ks
S: Ac Kc Qc Tc As
W: Ad Kd Qd Td 9d
upcard: Th
E order-up{alone}
N discard 9c
E play Qh, S play Tc, W play 9d, N play Jh
N play Jd, E play 9s, S play Qc, W play Td
N play Ah, E play Ts, S play Kc, W play Qd
N play Kh, E play Qs, S play Ac, W play Kd
N play Th, E play Ks, S play As, W play Ad
"""


def record(template: str, rules: str, alone: bool, score: str | None) -> str:
    """Fill a template; when East goes alone, West's plays go."""
    text = template.format(rules=rules, alone=" alone" if alone else "")
    if alone:
        text = "\n".join(
            ", ".join(part for part in line.split(", ") if not part.startswith("W play"))
            for line in text.split("\n")
        )
    if score is not None:
        text = text.replace("dealer: N", f"score: {score}\ndealer: N")
    return text


def march(rules: str = "standard", alone: bool = False, score: str | None = None) -> Game:
    return replay(record(MARCH, rules, alone, score))


def three_tricks(rules: str = "standard", alone: bool = False, score: str | None = None) -> Game:
    return replay(record(THREE_TRICKS, rules, alone, score))


def euchre(rules: str = "standard", alone: bool = False) -> Game:
    return replay(record(EUCHRE, rules, alone, None))


def test_every_ruling_has_its_test() -> None:
    module = sys.modules[__name__]
    for ruling in RULINGS.values():
        name = "test_" + ruling.id.replace("-", "_")
        assert callable(getattr(module, name, None)), f"no test for ruling {ruling.id}"


# --- The standard game ---------------------------------------------------------------


def test_players_partnerships() -> None:
    rules = Rules()
    assert rules.seats == (N, E, S, W)
    assert rules.sides == (NS, EW)
    assert (rules.partner(N), rules.partner(E)) == (S, W)
    assert rules.side_of(S) is NS and rules.side_of(W) is EW
    game = march()
    assert game.current is not None
    assert game.current.tricks_won == {NS: 0, EW: 5}


def test_deck() -> None:
    deck = Rules().deck
    assert len(deck) == 24 and len(set(deck)) == 24
    assert {card.rank for card in deck} == set("9TJQKA")
    assert {card.suit for card in deck} == set(Suit)
    layout = Layout.shuffled(Rules(deck32=True), N, random.Random(1))
    refusal = Game(Rules()).check_deal(layout)
    assert refusal is not None and refusal.code == "deal-card-not-in-deck"


def test_deal() -> None:
    rules = Rules()
    layout = Layout.shuffled(rules, N, random.Random(3))
    assert [len(layout.hands[seat]) for seat in rules.seats] == [5, 5, 5, 5]
    assert len(layout.kitty) == 4 and layout.upcard == layout.kitty[0]
    game = Game(rules)
    events = game.deal(layout)
    assert events[0].message == "event.deal" and "deal" in events[0].rulings
    too_many = Layout(N, {**layout.hands, E: (*layout.hands[E], layout.kitty[1])}, layout.kitty)
    refusal = Game(rules).check_deal(too_many)
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("deal-hand-size", "deal")


def test_deal_rotation() -> None:
    game = three_tricks()
    assert game.phase is Phase.DEAL and game.dealer is E
    wrong = Layout.shuffled(game.rules, W, random.Random(1))
    refusal = game.check_deal(wrong)
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("deal-wrong-dealer", "deal-rotation")
    events = game.deal(Layout.shuffled(game.rules, E, random.Random(1)))
    assert "deal-rotation" in events[0].rulings
    assert game.turn is S


def test_right_bower() -> None:
    hearts = Contract(Suit.HEARTS)
    right = Card.parse("Jh")
    assert card_role(right, hearts).value == "right-bower"
    assert trick_winner(parse_cards("Ah Jh Kh"), hearts) == 1
    game = base("standard", "E order-up", "N discard 9c")
    events = act(game, "E play Jh", "S play 9h", "W play Ad", "N play Qh")
    assert events[-1].params["seat"] is E
    assert {"trick-winner", "right-bower"} <= set(events[-1].rulings)


def test_left_bower() -> None:
    hearts = Contract(Suit.HEARTS)
    left = Card.parse("Jd")
    assert effective_suit(left, hearts) is Suit.HEARTS
    assert trick_winner(parse_cards("Ah Jd Kh"), hearts) == 1
    # Diamonds led: the left bower is not a diamond, so West must play a diamond.
    game = replay("""
        rules: standard
        dealer: W
        N: 9d Td 9c Tc Qc
        E: Jh Ah Kh 9s Ts
        S: Ac Kc 9h Th Qs
        W: Ad Kd Qd Jd Ks
        upcard: Qh
        N pass
        E order-up
        W discard Ks
        N play 9d, E play 9s, S play Ac
    """)
    refusal = game.check(parse_action("W play Jd"))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("must-follow-suit", "left-bower")
    assert {a.card.code for a in game.legal_actions() if isinstance(a, Play)} == {"Ad", "Kd", "Qd"}
    # Hearts led: the left bower is a heart, so East, with no other heart, plays it.
    game = base("standard", "E order-up", "N discard 9c", "E play Jh", "S play 9h")
    events = act(game, "W play Ad")
    assert events[0].message == "event.play-void"
    game = replay("""
        rules: standard
        dealer: N
        N: 9c Tc Qc 9d Td
        E: Jh Ah Kh 9s Ts
        S: Ac Kc 9h Th Qs
        W: Ad Kd Qd Jd Ks
        upcard: Qh
        E order-up
        N discard 9c
        E play Jh, S play 9h
    """)
    assert [a.card.code for a in game.legal_actions() if isinstance(a, Play)] == ["Jd"]
    # West, whose only trump is the left bower, may not keep it back: the refusal names the
    # card and cites this ruling (it belongs to the trump suit), not the plain follow-suit.
    refusal = game.check(parse_action("W play Ad"))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("must-follow-with", "left-bower")
    assert refusal.params["only"] == left and refusal.params["suit"] is Suit.HEARTS
    events = act(game, "W play Jd")
    assert events[0].message == "event.follow"
    assert "left-bower" in events[0].rulings
    # The play is followed by an event that names the card: the left bower, a heart.
    assert events[1].message == "event.left-bower-played"
    assert events[1].params == {"card": left, "suit": Suit.HEARTS}
    assert (events[1].rulings, events[1].seat) == (("left-bower",), None)
    # So is a lead of it, and a play of it on another suit; the right bower needs no such event.
    game = base("standard", "E order-up", "N discard 9c")
    events = act(game, "E play Jd", "S play 9h", "W play Ad", "N play Qh")
    assert [e.message for e in events] == [
        "event.lead",
        "event.left-bower-played",
        "event.follow",
        "event.play-void",
        "event.follow",
        "event.trick",
    ]
    assert [e.message for e in act(game, "E play Jh")] == ["event.lead"]
    game = replay("""
        rules: standard
        dealer: W
        N: 9c Tc Qc 9d Td
        E: Jh Ks Ah Kh 9s
        S: Ac Kc 9h Th Qs
        W: Ad Kd Qd As Jd
        upcard: Qh
        N pass
        E order-up
        W discard As
        N play 9c, E play 9s, S play Ac
    """)
    events = act(game, "W play Jd")
    assert [e.message for e in events] == [
        "event.play-void",
        "event.left-bower-played",
        "event.trick",
    ]
    assert events[0].params["suit"] is Suit.CLUBS and events[1].params["suit"] is Suit.HEARTS
    assert events[2].params == {"seat": W, "card": left}


def test_trump_rank() -> None:
    hearts = Contract(Suit.HEARTS)
    order = parse_cards("Jh Jd Ah Kh Qh Th 9h")
    assert sorted(order, key=lambda c: -trick_rank(c, hearts)) == list(order)
    assert trick_winner(parse_cards("9h Ah Qh Kh"), hearts) == 1


def test_plain_suit_rank() -> None:
    hearts = Contract(Suit.HEARTS)
    order = parse_cards("As Ks Qs Js Ts 9s")
    assert sorted(order, key=lambda c: -trick_rank(c, hearts)) == list(order)
    assert card_role(Card.parse("Jc"), hearts).value == "plain-suit-rank"
    assert trick_winner(parse_cards("Tc Jc Qc 9c"), hearts) == 2
    assert trick_winner(parse_cards("Tc Jc As 9c"), hearts) == 1


def test_first_round() -> None:
    game = base()
    assert game.phase is Phase.ROUND_1 and game.turn is E
    assert game.legal_actions() == [Pass(E), OrderUp(E, False), OrderUp(E, True)]
    turns = []
    for seat in "ESW":
        turns.append(game.turn)
        events = act(game, f"{seat} pass")
        assert events[0].rulings == ("first-round",)
    assert turns == [E, S, W] and game.turn is N
    events = act(game, "N order-up")
    assert events[0].message == "event.take-up"
    assert "first-round" in events[0].rulings


def test_dealer_takes_up() -> None:
    game = base()
    events = act(game, "E order-up")
    assert events[0].message == "event.order-up"
    assert "dealer-takes-up" in events[0].rulings
    # The dealer, not the player who ordered it up, takes the card into hand.
    assert [e.message for e in events] == ["event.order-up", "event.dealer-takes"]
    assert events[1].params == {"seat": N, "card": Card.parse("Qh")}
    assert (events[1].rulings, events[1].seat) == (("dealer-takes-up",), N)
    deal = game.current
    assert deal is not None and deal.contract == Contract(Suit.HEARTS)
    assert Card.parse("Qh") in deal.hands[N] and len(deal.hands[N]) == 6
    assert (game.phase, game.turn) == (Phase.DISCARD, N)
    # The dealer's own acceptance already says that the dealer takes the card up.
    game = base("standard", "E pass", "S pass", "W pass")
    assert [e.message for e in act(game, "N order-up")] == ["event.take-up"]


def test_dealer_discard() -> None:
    game = base("standard", "E order-up")
    assert len(game.legal_actions()) == 6
    assert game.can(Discard(N, Card.parse("Qh")))  # the taken-up card included
    refusal = game.check(Discard(N, Card.parse("Ah")))
    assert refusal is not None and refusal.code == "card-not-in-hand"
    events = act(game, "N discard Qh")
    assert events[0].rulings == ("dealer-discard",)
    assert game.current is not None and game.current.discard == Card.parse("Qh")
    assert (game.phase, game.turn) == (Phase.PLAY, E)


def test_second_round() -> None:
    game = base("standard", "E pass", "S pass", "W pass")
    events = act(game, "N pass")
    assert events[-1].message == "event.turn-down"
    assert "second-round" in events[-1].rulings
    assert (game.phase, game.turn) == (Phase.ROUND_2, E)
    assert Pass(E) in game.legal_actions()
    assert game.check(OrderUp(E)) is not None
    events = act(game, "E call s")
    assert events[0].message == "event.call" and "second-round" in events[0].rulings
    assert (game.phase, game.turn) == (Phase.PLAY, E)  # no discard in the second round


def test_turned_down_suit() -> None:
    game = base("standard", "E pass", "S pass", "W pass", "N pass")
    refusal = game.check(Call(E, Suit.HEARTS))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("turned-down-suit", "turned-down-suit")
    named = {a.suit for a in game.legal_actions() if isinstance(a, Call)}
    assert named == {Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES}


def test_stick_the_dealer() -> None:
    game = base("standard", "E pass", "S pass", "W pass", "N pass", "E pass", "S pass", "W pass")
    assert game.turn is N
    assert Pass(N) not in game.legal_actions()
    refusal = game.check(Pass(N))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("dealer-must-call", "stick-the-dealer")
    events = act(game, "N call c")
    assert "stick-the-dealer" in events[0].rulings


def test_going_alone() -> None:
    game = base()
    events = act(game, "E order-up alone", "N discard 9c")
    assert events[0].message == "event.order-up-alone" and "going-alone" in events[0].rulings
    assert events[-1].message == "event.sit-out" and events[-1].params["seat"] is W
    deal = game.current
    assert deal is not None and (deal.alone, deal.sitting_out) == (True, W)
    act(game, "E play Jh", "S play 9h")
    assert game.turn is N  # West is skipped
    refusal = game.check(Play(W, Card.parse("Ad")))
    assert refusal is not None and refusal.code == "sitting-out"
    events = act(game, "N play Qh")
    assert events[-1].message == "event.trick"  # three cards make the trick


def test_alone_dealer_partner_discards() -> None:
    game = base()
    events = act(game, "E pass", "S order-up alone")
    assert events[-1].message == "event.dealer-takes" and events[-1].params["seat"] is N
    assert events[-1].rulings == ("dealer-takes-up", "alone-dealer-partner-discards")
    deal = game.current
    assert deal is not None and deal.sitting_out is N
    assert (game.phase, game.turn) == (Phase.DISCARD, N)  # the dealer still takes up
    events = act(game, "N discard 9c")
    assert "alone-dealer-partner-discards" in events[0].rulings
    assert events[1].message == "event.sit-out"
    assert "alone-dealer-partner-discards" in events[1].rulings
    assert game.turn is E


def test_no_defending_alone() -> None:
    game = base("standard", "E order-up alone", "N discard 9c")
    rng = random.Random(2)
    while game.phase is Phase.PLAY:
        legal = game.legal_actions()
        assert all(isinstance(action, Play) for action in legal)
        game.apply(rng.choice(legal))
    deal = game.current
    assert deal is not None and deal.sitting_out is W  # only the maker's partner sits out
    assert {a.seat for a in deal.actions if isinstance(a, OrderUp | Call)} == {E}


def test_first_lead() -> None:
    game = base("standard", "E order-up", "N discard 9c")
    assert game.turn is E  # the dealer's left
    events = act(game, "E play 9s")
    assert events[0].message == "event.lead" and events[0].rulings == ("first-lead",)
    game = base("standard", "E pass", "S pass", "W order-up alone", "N discard 9c")
    assert game.turn is S  # East sits out: the next player clockwise leads


def test_play_in_turn() -> None:
    game = base("standard", "E order-up", "N discard 9c", "E play 9s")
    assert game.turn is S  # clockwise from the leader
    for seat, card in ((W, "As"), (N, "Tc"), (E, "Ts")):  # out of turn, the leader included
        refusal = game.check(Play(seat, Card.parse(card)))
        assert refusal is not None
        assert (refusal.code, refusal.ruling) == ("not-your-turn", "play-in-turn")
        assert refusal.params == {"seat": seat, "turn": S}
    act(game, "S play Qs")
    assert game.turn is W
    refusal = game.check(Play(N, Card.parse("Tc")))
    assert refusal is not None and refusal.ruling == "play-in-turn"
    events = act(game, "W play As", "N play Qh")
    assert events[-1].message == "event.trick"  # one card from each player makes the trick
    deal = game.current
    assert deal is not None and [seat for seat, _ in deal.tricks[0].plays] == [E, S, W, N]
    # Alone: the partner sitting out is skipped, and three cards make the trick.
    game = base("standard", "E order-up alone", "N discard 9c", "E play 9s", "S play Qs")
    assert game.turn is N
    refusal = game.check(Play(E, Card.parse("Jh")))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("not-your-turn", "play-in-turn")
    # Bid Euchre plays in turn the same way.
    game = bid_base("E bid 3", "S bid 4", "W pass", "N pass", "S trump s", "S play 9s")
    refusal = game.check(Play(N, Card.parse("Kc")))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("not-your-turn", "play-in-turn")


def test_follow_suit() -> None:
    game = base("standard", "E order-up", "N discard 9c", "E play 9s")
    refusal = game.check(Play(S, Card.parse("Ac")))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("must-follow-suit", "follow-suit")
    assert refusal.params == {"seat": S, "card": Card.parse("Ac"), "suit": Suit.SPADES}
    assert [a.card.code for a in game.legal_actions() if isinstance(a, Play)] == ["Qs"]
    events = act(game, "S play Qs", "W play As")
    assert events[0].message == "event.follow" and "follow-suit" in events[0].rulings
    assert game.can(Play(N, Card.parse("Tc")))  # North has no spade: any card
    events = act(game, "N play Qh")
    assert events[0].message == "event.play-void"


def test_trick_winner() -> None:
    game = base("standard", "E order-up", "N discard 9c", "E play 9s", "S play Qs", "W play As")
    events = act(game, "N play Qh")
    assert events[-1].message == "event.trick" and events[-1].params["seat"] is N
    assert events[-1].rulings == ("trick-winner",)
    hearts = Contract(Suit.HEARTS)
    assert trick_winner(parse_cards("9s Qs As Ac"), hearts) == 2  # no trump played
    assert trick_winner(parse_cards("9s Qs As 9h"), hearts) == 3  # the trump wins


def test_winner_leads() -> None:
    game = base("standard", "E order-up", "N discard 9c", "E play 9s", "S play Qs", "W play As")
    act(game, "N play Qh")
    assert game.turn is N
    events = act(game, "N play Td")
    assert events[0].message == "event.lead" and events[0].rulings == ("winner-leads",)


def test_score_makers() -> None:
    game = three_tricks()
    deal = game.current
    assert deal is not None and deal.points == {NS: 0, EW: 1}
    assert deal.tricks_won == {NS: 2, EW: 3}
    event = next(e for e in game.history if e.message.startswith("event.score-"))
    assert event.message == "event.score-makers" and event.rulings == ("score-makers",)
    alone = three_tricks(alone=True).current
    assert alone is not None and alone.points == {NS: 0, EW: 1}  # also when alone


def test_score_march() -> None:
    game = march()
    assert game.current is not None and game.current.points == {NS: 0, EW: 2}
    assert rulings_of(game.history) >= {"score-march"}


def test_score_alone_march() -> None:
    game = march(alone=True)
    assert game.current is not None and game.current.points == {NS: 0, EW: 4}
    assert "score-alone-march" in rulings_of(game.history)


def test_score_euchre() -> None:
    game = euchre()
    deal = game.current
    assert deal is not None and deal.tricks_won == {NS: 5, EW: 0}
    assert deal.points == {NS: 2, EW: 0}
    assert "score-euchre" in rulings_of(game.history)


def test_game_target() -> None:
    game = three_tricks(score="NS=9 EW=9")
    assert game.scores == {NS: 9, EW: 10}
    assert (game.phase, game.winner) == (Phase.GAME_OVER, EW)
    assert game.history[-1].message == "event.game-won"
    assert "game-target" in game.history[-1].rulings
    refusal = game.check_deal(Layout.shuffled(game.rules, E, random.Random(1)))
    assert refusal is not None and refusal.code == "game-over"
    game = march(score="NS=0 EW=9")
    assert game.scores == {NS: 0, EW: 11} and game.winner is EW  # it ends there


# --- Irregularities ----------------------------------------------------------------------

#: The deal of the recorded revokes (``hands/revoke-*.txt``): East makes diamonds; South
#: holds the ace and king of diamonds, and West none.
REVOKE_DEAL = """
dealer: N
N: 9s Qd As Qh Kh
E: Jh 9c Ah Td 9d
S: Ad Ks Qs Kd Kc
W: Jc Js Qc Ts Ac
upcard: Jd
kitty: Jd Tc Th 9h
"""
#: The first trick, then North leads the queen of diamonds to the second.
FIRST_TRICK = ("E play Jh", "S play Kd", "W play Ts", "N play Jd", "N play Qd")


def revoke_base(*actions: str, rules: str = "standard", score: str = "") -> Game:
    """The game after the revoke deal, East ordering up, and ``actions``."""
    scores = f"score: {score}\n" if score else ""
    game = replay(f"rules: {rules}\n{scores}{REVOKE_DEAL}")
    act(game, "E order-up", "N discard 9s", *actions)
    return game


def test_misdeal() -> None:
    # The engine deals no misdeal: a wrong dealer or a hand of the wrong size is refused,
    # nothing is scored, and the right dealer still deals.
    game = Game(Rules(), N)
    rng = random.Random(5)
    wrong = Layout.shuffled(Rules(), E, rng)
    refusal = game.check_deal(wrong)
    assert refusal is not None and refusal.code == "deal-wrong-dealer"
    right = Layout.shuffled(Rules(), N, rng)
    short = Layout(N, {**right.hands, S: right.hands[S][:4]}, right.kitty + right.hands[S][4:])
    refusal = game.check_deal(short)
    assert refusal is not None and refusal.code == "deal-hand-size"
    assert (game.phase, game.dealer, game.deals, game.scores) == (Phase.DEAL, N, [], {NS: 0, EW: 0})
    game.deal(right)
    assert game.current is not None and game.current.dealer is N
    # A card shown while dealing: the deal is void, nobody scores, and North deals again.
    game = revoke_base(*FIRST_TRICK)
    events = act(game, "S misdeal exposed Qh")
    assert [(e.message, e.rulings) for e in events] == [("event.misdeal-exposed", ("misdeal",))]
    assert events[0].params == {"seat": S, "dealer": N, "card": Card.parse("Qh")}
    deal = game.current
    assert deal is not None and deal.misdealt and deal.points is None
    assert (game.phase, game.turn, game.dealer, game.scores) == (
        Phase.DEAL,
        None,
        N,
        {NS: 0, EW: 0},
    )
    refusal = game.check(Misdeal(S, "exposed", Card.parse("Qh")))
    assert refusal is not None and refusal.code == "misdeal-void"
    game.deal(Layout.shuffled(Rules(), N, random.Random(3)))
    assert len(game.deals) == 2 and game.current is not None and game.current.dealer is N
    # A false claim is refused with the reason and loses nothing.
    game = revoke_base(*FIRST_TRICK)
    for claim, code in (
        ("S misdeal exposed Jd", "misdeal-upcard"),
        ("S misdeal exposed 7c", "misdeal-not-dealt"),
        ("S misdeal count", "misdeal-count-right"),
        ("S misdeal dealer", "misdeal-dealer-right"),
    ):
        refusal = game.check(parse_action(claim))
        assert refusal is not None and (refusal.code, refusal.ruling) == (code, "misdeal")
    assert game.phase is Phase.PLAY and game.turn is E
    refusal = hand("revoke-two.txt").check(parse_action("N misdeal exposed Qh"))
    assert refusal is not None and refusal.code == "misdeal-too-late"
    # A hand of the wrong size (dealt only if a misdeal will be claimed): nothing else.
    game = Game(Rules(), N)
    game.deal(short, misdealt=True)
    assert game.legal_actions() == [] and game.turn is E
    refusal = game.check(OrderUp(E))
    assert refusal is not None and (refusal.code, refusal.params) == (
        "misdeal-pending",
        {"seat": S, "count": 4},
    )
    assert Misdeal(W, "count") in game.irregular_actions()
    events = act(game, "W misdeal count")
    assert events[0].message == "event.misdeal-count"
    assert (events[0].params["hand"], events[0].params["count"]) == (S, 4)
    assert (game.phase, game.dealer) == (Phase.DEAL, N)
    # The wrong dealer: the game's history says whose deal it was.
    game = hand("revoke-claim-after-last-trick.txt")
    due = game.dealer
    wrong = Layout.shuffled(game.rules, game.rules.next_seat(due), random.Random(9))
    assert game.check_deal(wrong) is not None
    game.deal(wrong, misdealt=True)
    assert game.legal_actions()  # the deal can be played until someone notices
    events = act(game, f"{due} misdeal dealer")
    assert events[0].params == {"seat": due, "dealer": due, "wrong": wrong.dealer}
    assert game.dealer is due and game.phase is Phase.DEAL


def test_call_out_of_turn() -> None:
    game = base("standard")
    for action in ("S order-up", "W pass", "N order-up"):
        refusal = game.check(parse_action(action))
        assert refusal is not None and refusal.code == "not-your-turn"
        assert refusal.params["turn"] is E
    with pytest.raises(IllegalActionError):
        act(game, "W order-up")
    assert (game.phase, game.turn, game.current and game.current.actions) == (Phase.ROUND_1, E, [])
    # Made out of turn, the call is void: nothing changes, and East, whose turn it is, calls.
    events = act(game, "W out-of-turn order-up")
    assert [(e.message, e.rulings) for e in events] == [
        ("event.call-out-of-turn", ("call-out-of-turn",))
    ]
    assert events[0].params == {"seat": W, "turn": E}
    assert (game.phase, game.turn) == (Phase.ROUND_1, E) and game.current is not None
    assert game.current.maker is None
    # Not one's own turn, nor a call nobody could make now.
    refusal = game.check(OutOfTurn(E, OrderUp(E)))
    assert refusal is not None and refusal.code == "out-of-turn-own-turn"
    refusal = game.check(OutOfTurn(S, Call(S, Suit.SPADES)))
    assert refusal is not None and refusal.ruling == "first-round"
    refusal = revoke_base().check(OutOfTurn(W, Pass(W)))
    assert refusal is not None and refusal.code == "out-of-turn-no-call"


def test_play_out_of_turn() -> None:
    game = revoke_base("E play Jh")
    hand_before = list(game.current.hands[W]) if game.current else []
    refusal = game.check(Play(W, Card.parse("Ts")))
    assert refusal is not None and refusal.code == "not-your-turn"
    with pytest.raises(IllegalActionError):
        act(game, "W play Ts")
    deal = game.current
    assert deal is not None and deal.hands[W] == hand_before and game.turn is S
    # A card can never be revoked out of turn either.
    assert game.check(Revoke(W, Card.parse("Ts"))) is not None
    # Played out of turn, the card is on the table, and South, whose turn it is, plays.
    events = act(game, "W out-of-turn play Ts")
    assert [(e.message, e.rulings) for e in events] == [
        ("event.play-out-of-turn", ("play-out-of-turn",))
    ]
    deal = game.current
    assert deal is not None and deal.plays[-1] == (W, Card.parse("Ts")) and game.turn is S
    # Taken back before the trick is complete: no penalty, and play goes on in turn.
    events = act(game, "W take-back")
    assert events[0].message == "event.take-back-out-of-turn" and deal.hands[W] == hand_before
    act(game, "S play Kd", "W play Ts", "N play Jd")
    assert deal.tricks[-1].plays == tuple(
        (seat, Card.parse(card)) for seat, card in ((E, "Jh"), (S, "Kd"), (W, "Ts"), (N, "Jd"))
    )
    # Once the trick is complete, it stands as played and its winner leads next.
    game = revoke_base("E play Jh", "W out-of-turn play Ts", "S play Kd", "N play Jd")
    deal = game.current
    assert deal is not None and game.turn is N and deal.tricks[-1].winner is N
    assert [seat for seat, _ in deal.tricks[-1].plays] == [E, W, S, N]  # as played
    act(game, "N play Qd")
    refusal = game.check(TakeBack(W))
    assert refusal is not None and refusal.code == "out-of-turn-stands"
    # A lead out of turn: the trick follows the cards as played.
    game = revoke_base(*FIRST_TRICK[:4], "S out-of-turn play Ks")
    deal = game.current
    assert deal is not None and game.turn is N and deal.plays == [(S, Card.parse("Ks"))]
    refusal = game.check(Play(N, Card.parse("Qd")))
    assert refusal is not None and refusal.code == "must-follow-suit"  # spades were led
    act(game, "N play As", "E play 9c", "W play Js")
    assert deal.plays == [] and deal.tricks[-1].winner is N and deal.tricks[-1].leader is S


def test_trick_complete() -> None:
    # East revokes in the second trick; its four cards are played, South's ace wins.
    game = revoke_base(*FIRST_TRICK, "E revoke Ah", "S play Ad", "W play Jc")
    deal = game.current
    assert deal is not None and len(deal.tricks) == 2 and game.turn is S
    # The trick is not complete until South leads: East may still correct the revoke
    # (and so may South, who played after it), North, who played before, may not.
    assert game.check(TakeBack(E)) is None and game.check(TakeBack(S)) is None
    refusal = game.check(TakeBack(N))
    assert refusal is not None and refusal.code == "nothing-to-take-back"
    refusal = game.check(Claim(N))
    assert refusal is not None and (refusal.code, refusal.ruling) == (
        "claim-before-lead",
        "trick-complete",
    )
    events = act(game, "E take-back")
    assert events[0].rulings == ("revoke-correction", "trick-complete")
    assert len(deal.tricks) == 1 and game.turn is E and deal.revokes == []
    assert deal.tricks_won == {NS: 1, EW: 0}
    act(game, "E play 9d")
    assert len(deal.tricks) == 2 and game.turn is S
    # The legal replacement cannot be taken back.
    refusal = game.check(TakeBack(E))
    assert refusal is not None and (refusal.code, refusal.ruling) == (
        "take-back-replacement",
        "revoke-correction",
    )
    # Once South leads, the second trick stands.
    act(game, "S play Ks")
    assert game.check(TakeBack(S)) is not None and len(deal.tricks) == 2
    # The deal's last trick is complete when the deal is scored: at once.
    game = hand("revoke-corrected.txt")
    assert game.current is not None and game.current.points is not None
    assert all(game.check(TakeBack(seat)) is not None for seat in Seat)


def test_revoke() -> None:
    game = revoke_base(*FIRST_TRICK)
    assert game.check(Play(E, Card.parse("Ah"))) is not None  # a plain play stays refused
    events = act(game, "E revoke Ah")
    assert events[0].message == "event.revoke" and events[0].rulings == ("revoke",)
    assert events[0].params == {"seat": E, "card": Card.parse("Ah"), "suit": Suit.DIAMONDS}
    deal = game.current
    assert deal is not None and deal.revoke == Revoked(E, 2, Card.parse("Ah"))
    assert game.turn is S
    # A card that follows suit, a lead and a card from a hand that cannot follow are no revokes.
    refusal = game.check(Revoke(S, Card.parse("Ad")))
    assert refusal is not None and (refusal.code, refusal.ruling) == (
        "revoke-follows-suit",
        "revoke",
    )
    act(game, "S play Ad")
    refusal = game.check(Revoke(W, Card.parse("Jc")))
    assert refusal is not None and refusal.code == "revoke-cannot-follow"
    act(game, "W play Jc")
    refusal = game.check(Revoke(S, Card.parse("Ks")))
    assert refusal is not None and refusal.code == "revoke-lead"
    # The revokes the engine offers: none is ever among the legal actions.
    game = revoke_base(*FIRST_TRICK)
    offered = game.irregular_actions()
    assert Revoke(E, Card.parse("Ah")) in offered and Revoke(E, Card.parse("9c")) in offered
    assert not any(isinstance(action, Revoke) for action in game.legal_actions())


def test_revoke_correction() -> None:
    game = revoke_base(*FIRST_TRICK, "E revoke Ah", "S play Ad")
    events = act(game, "E take-back")
    assert events[0].message == "event.take-back-revoke"
    assert events[0].rulings == ("revoke-correction",)
    deal = game.current
    assert deal is not None and deal.revoke is None and Card.parse("Ah") in deal.hands[E]
    assert game.turn is E and deal.plays == [(N, Card.parse("Qd")), (S, Card.parse("Ad"))]
    # South keeps the ace of diamonds: after East's card, West plays, and the trick is done.
    act(game, "E play 9d")
    assert game.turn is W
    act(game, "W play Jc")
    assert deal.tricks[-1].winner is S and deal.revokes == []
    # South may take back too, and the turn goes back to the first seat without a card.
    game = revoke_base(*FIRST_TRICK, "E revoke Ah", "S play Ad", "E take-back")
    events = act(game, "S take-back")
    assert events[0].message == "event.take-back" and game.turn is E
    act(game, "E play 9d", "S play Ad", "W play Jc")
    assert game.current is not None and len(game.current.tricks) == 2
    # Only a revoke, and the cards after it, may be taken back; and never once the trick is
    # complete: then the revoke stands.
    game = revoke_base(*FIRST_TRICK, "E revoke Ah")
    refusal = game.check(TakeBack(N))
    assert refusal is not None and refusal.code == "nothing-to-take-back"
    # The trick is complete when the next trick's first card is led (South won it).
    act(game, "S play Ad", "W play Jc", "S play Ks")
    refusal = game.check(TakeBack(E))
    assert refusal is not None and (refusal.code, refusal.ruling) == (
        "revoke-stands",
        "revoke-claim",
    )


def test_revoke_claim() -> None:
    game = revoke_base(*FIRST_TRICK, "E revoke Ah", "S play Ad")
    # Not before the trick is complete: the revoke may still be corrected.
    refusal = game.check(Claim(N))
    assert refusal is not None and refusal.code == "claim-too-early"
    act(game, "W play Jc")
    # Every card is played, but the trick is complete only when South leads the next.
    refusal = game.check(Claim(N))
    assert refusal is not None and (refusal.code, refusal.ruling) == (
        "claim-before-lead",
        "trick-complete",
    )
    act(game, "S play Ks")
    refusal = game.check(Claim(W))  # East's partner cannot claim East's revoke
    assert refusal is not None and refusal.code == "claim-no-revoke"
    events = act(game, "N claim")
    assert events[0].message == "event.claim" and events[0].seat is N
    assert {"revoke-claim", "revoke-penalty"} <= set(events[0].rulings)
    deal = game.current
    assert deal is not None and deal.claimed and game.phase is Phase.DEAL
    assert game.check(Claim(S)) is not None  # once
    # After the last trick, until the next deal is dealt: a revoke nobody claims stands.
    game = hand("revoke-claim-after-last-trick.txt")
    assert game.scores == {NS: 9, EW: 7} and game.winner is None and game.dealer is E
    game = hand("revoke-corrected.txt")
    refusal = game.check(Claim(N))
    assert refusal is not None and refusal.ruling == "revoke-wrong-claim"
    unclaimed = parse_record(
        (HANDS / "revoke-two.txt").read_text(encoding="utf-8").replace("N claim\n", "")
    ).replay()
    assert unclaimed.scores == {NS: 2, EW: 0}  # as played: East and West euchred
    rng = random.Random(1)
    unclaimed.deal(Layout.shuffled(unclaimed.rules, unclaimed.dealer, rng))
    refusal = unclaimed.check(Claim(N))
    # Too late: the refusal says why (West's revoke stood once the next deal was dealt).
    assert refusal is not None and refusal.code == "claim-too-late"
    assert (refusal.params, refusal.ruling) == ({"seat": W}, "revoke-claim")


def test_revoke_penalty() -> None:
    makers_revoke = revoke_base(
        *FIRST_TRICK, "E revoke Ah", "S play Ad", "W play Jc", "S play Ks", "N claim"
    )
    deal = makers_revoke.current
    assert deal is not None and deal.tricks_won == {NS: 5, EW: 0}
    assert deal.points == {NS: 2, EW: 0}  # makers euchred
    assert makers_revoke.history[-2].message == "event.score-euchre"
    game = hand("revoke-standard.txt")
    assert game.current is not None and game.current.points == {NS: 0, EW: 2}  # a march
    game = hand("revoke-alone.txt")
    assert game.current is not None and game.current.points == {NS: 0, EW: 4}  # a lone march
    assert game.history[-2].message == "event.score-alone-march"


def _claimed_under(penalty: str, *actions: str) -> Game:
    """The revoke deal under ``revoke=penalty``: ``actions`` after East orders up."""
    return revoke_base(*actions, rules=f"standard revoke={penalty}")


#: South, a defender, revokes in the second trick (the ace of diamonds stays in hand).
DEFENDER_REVOKES = (*FIRST_TRICK, "E play 9d", "S revoke Ks", "W play Jc")


def test_revoke_penalty_two() -> None:
    game = _claimed_under("two", *DEFENDER_REVOKES)
    act(game, game.legal_actions()[0].notation(), "E claim")
    deal = game.current
    assert deal is not None and deal.points == {NS: 0, EW: 2}
    claim = game.history[-2]
    assert claim.message == "event.claim-points" and claim.params["points"] == 2
    assert "revoke-penalty-two" in claim.rulings and "revoke-penalty" not in claim.rulings
    assert sum(deal.tricks_won.values()) == len(deal.tricks)  # the tricks as played
    assert Rules.parse("standard revoke=two").code == "standard revoke=two"
    with pytest.raises(RulesError):
        Rules.parse("standard cutthroat revoke=two")
    with pytest.raises(NotationError):
        Rules.parse("standard revoke=seven")


def test_revoke_penalty_two_four() -> None:
    game = _claimed_under("two-four", *DEFENDER_REVOKES)
    act(game, game.legal_actions()[0].notation(), "E claim")
    assert game.current is not None and game.current.points == {NS: 0, EW: 2}
    text = (HANDS / "revoke-alone.txt").read_text(encoding="utf-8")
    game = parse_record(text.replace("rules: standard", "rules: standard revoke=two-four")).replay()
    assert game.current is not None and game.current.points == {NS: 0, EW: 4}
    assert "revoke-penalty-two-four" in game.history[-2].rulings


def test_revoke_penalty_three_five() -> None:
    game = _claimed_under("three-five", *DEFENDER_REVOKES)
    act(game, game.legal_actions()[0].notation(), "E claim")
    assert game.current is not None and game.current.points == {NS: 0, EW: 3}
    text = (HANDS / "revoke-alone.txt").read_text(encoding="utf-8")
    game = parse_record(
        text.replace("rules: standard", "rules: standard revoke=three-five")
    ).replay()
    assert game.current is not None and game.current.points == {NS: 0, EW: 5}


def test_revoke_both_sides() -> None:
    game = hand("revoke-two.txt")
    claim = next(event for event in game.history if event.message.startswith("event.claim"))
    assert claim.message == "event.claim-first" and "revoke-both-sides" in claim.rulings
    assert claim.params["claimed"] is W and claim.params["offender"] is S
    assert game.current is not None and game.current.revoke == Revoked(S, 2, Card.parse("Ks"))
    assert game.scores == {NS: 0, EW: 2}


def test_revoke_wrong_claim() -> None:
    text = (HANDS / "revoke-wrong-claim.refused").read_text(encoding="utf-8")
    with pytest.raises(NotationError) as caught:
        parse_record(text)
    error = caught.value
    assert (error.code, error.ruling) == ("claim-no-revoke", "revoke-wrong-claim")
    assert error.params == {"side": EW}
    game = parse_record(text.replace("N claim\n", "")).replay()
    before = (game.phase, game.turn, dict(game.scores))
    assert game.check(Claim(N)) is not None
    assert (game.phase, game.turn, dict(game.scores)) == before  # no effect


def test_score_errors() -> None:
    # The engine keeps the score itself: each deal's score is the one before plus its
    # points, a claim after the last trick included, so there is nothing to correct.
    for name in ("revoke-claim-after-last-trick.txt", "whole-game.txt", "revoke-two.txt"):
        game = hand(name)
        score = dict(game.initial_scores)
        for deal in game.deals:
            assert deal.points is not None and deal.score is not None
            score = {side: score[side] + deal.points[side] for side in score}
            assert deal.score == score
        assert game.scores == score


# --- Joker -------------------------------------------------------------------------------


def test_joker_deck() -> None:
    assert len(Rules(joker=True).deck) == 25 and JOKER in Rules(joker=True).deck
    assert len(Rules(joker=True, deck32=True).deck) == 33
    layout = Layout.shuffled(Rules(joker=True), N, random.Random(1))
    assert len(layout.kitty) == 5
    refusal = Game(Rules()).check_deal(layout)
    assert refusal is not None and refusal.ruling == "joker-deck"
    # A kitty of the wrong size with the joker cites the joker's count of cards, with every
    # deck and table (five cards left over, 13 with the 32-card deck).
    for rules, expected in ((Rules(joker=True), 5), (Rules(joker=True, deck32=True), 13)):
        layout = Layout.shuffled(rules, N, random.Random(2))
        short = Layout(layout.dealer, layout.hands, layout.kitty[:-1])
        refusal = Game(rules).check_deal(short)
        assert refusal is not None
        assert (refusal.code, refusal.ruling) == ("deal-kitty-size", "joker-deck")
        assert refusal.params == {"count": expected - 1, "expected": expected}


JOKER_DEAL = """
rules: standard joker
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Jd Ah Kh 9s
S: Ac Kc 9h Th Jk
W: Ad Kd Qd As Ks
upcard: Qh
E order-up
N discard 9c
"""


def test_joker_highest_trump() -> None:
    hearts = Contract(Suit.HEARTS)
    assert effective_suit(JOKER, hearts) is Suit.HEARTS
    assert trick_winner([Card.parse("Jh"), JOKER], hearts) == 1
    game = replay(JOKER_DEAL + "E play Jh")
    refusal = game.check(Play(S, Card.parse("Ac")))
    assert refusal is not None and refusal.code == "must-follow-suit"
    events = act(game, "S play Jk", "W play As", "N play Qh")
    assert "joker-highest-trump" in events[0].rulings
    # The play is followed by an event that names the joker, a heart this deal.
    assert events[1].message == "event.joker-played"
    assert events[1].params == {"suit": Suit.HEARTS}
    assert (events[1].rulings, events[1].seat) == (("joker-highest-trump",), None)
    assert events[-1].params == {"seat": S, "card": JOKER}
    assert "joker-highest-trump" in events[-1].rulings
    events = act(replay(JOKER_DEAL + "E play 9s"), "S play Jk")  # South has no spade
    assert [e.message for e in events] == ["event.play-void", "event.joker-played"]
    # The joker led leads trumps: West must follow with the only heart.
    game = replay("""
        rules: standard joker
        dealer: E
        N: 9c Tc Qc 9d Td
        E: Jh Jd Ah Qs 9s
        S: Ac Kc 9h Th Jk
        W: Ad Kd Qd As Kh
        upcard: Qh
        S order-up
        E discard 9s
    """)
    events = act(game, "S play Jk")
    assert events[0].message == "event.lead" and "joker-highest-trump" in events[0].rulings
    assert [e.message for e in events] == ["event.lead", "event.joker-played"]
    assert [a.card.code for a in game.legal_actions() if isinstance(a, Play)] == ["Kh"]
    # Trumps led, and South's only trump is the joker: South must play it, and the refusal
    # names it and cites this ruling (the joker belongs to the trump suit).
    game = replay("""
        rules: standard joker
        dealer: N
        N: 9c Tc Qc 9d Td
        E: Jh Jd Ah Kh 9s
        S: Ac Kc Qs Ts Jk
        W: Ad Kd Qd As Ks
        upcard: Qh
        E order-up
        N discard 9c
        E play Jh
    """)
    refusal = game.check(Play(S, Card.parse("Ac")))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("must-follow-with", "joker-highest-trump")
    assert refusal.params["only"] == JOKER


def test_joker_turned_up() -> None:
    game = replay(
        """
        rules: standard joker canadian-loner
        dealer: N
        N: 9c Tc Qc 9d Td
        E: Jh Jd Ah Kh 9s
        S: Ac Kc 9h Th Qs
        W: Ad Kd Qd As Ks
        upcard: Jk
        """
    )
    assert [e.message for e in game.history] == ["event.deal", "event.joker-turned-up"]
    assert (game.phase, game.turn) == (Phase.ROUND_2, E)
    named = {a.suit for a in game.legal_actions() if isinstance(a, Call)}
    assert named == set(Suit)  # all four suits open
    refusal = game.check(OrderUp(E))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("joker-never-accepted", "joker-turned-up")
    # Under the Canadian loner the turned-up joker also cites why that rule does not arise.
    assert game.history[-1].rulings == ("joker-turned-up", "canadian-loner-other-options")
    events = act(game, "E pass", "S call h")  # the dealer's partner need not go alone
    assert "joker-turned-up" in events[-1].rulings
    deal = game.current
    assert deal is not None and all(JOKER not in hand for hand in deal.hands.values())
    assert deal.layout.kitty[0] == JOKER


# --- 32-card deck ---------------------------------------------------------------------------


def test_deck32_cards() -> None:
    deck = Rules(deck32=True).deck
    assert len(deck) == 32 and {card.rank for card in deck} == set("789TJQKA")
    spades = Contract(Suit.SPADES)
    for suit in ("h", "s"):
        seven, eight, nine = (Card.parse(rank + suit) for rank in "789")
        assert trick_rank(seven, spades) < trick_rank(eight, spades) < trick_rank(nine, spades)
    layout = Layout.shuffled(Rules(deck32=True), N, random.Random(4))
    assert Game(Rules(deck32=True)).check_deal(layout) is None


def test_deck32_kitty() -> None:
    for rules, kitty in ((Rules(deck32=True), 12), (Rules(deck32=True, cutthroat=True), 17)):
        layout = Layout.shuffled(rules, N, random.Random(5))
        assert len(layout.kitty) == kitty
        assert all(len(hand) == 5 for hand in layout.hands.values())
    game = Game(Rules(deck32=True), rng=random.Random(5))
    assert "deck32-kitty" in game.history[0].rulings


# --- Three players (cutthroat) --------------------------------------------------------------

CUTTHROAT = """
rules: standard cutthroat
{score}dealer: {dealer}
N: {N}
E: {E}
S: {S}
upcard: Th
"""


def cutthroat(dealer: str, hands: dict[str, str], actions: str, score: str = "") -> Game:
    text = CUTTHROAT.format(score=score and f"score: {score}\n", dealer=dealer, **hands)
    return replay(text + actions)


MARCH3 = {"N": "9c Tc Qc 9d Td", "E": "Jh Jd Ah Kh Qh", "S": "Ac Kc 9s Ts Qs"}
MARCH3_PLAYS = """
E order-up
N discard 9c
E play Jh, S play 9s, N play Th
E play Jd, S play Ts, N play Tc
E play Ah, S play Qs, N play Qc
E play Kh, S play Ac, N play 9d
E play Qh, S play Kc, N play Td
"""
EUCHRE3 = {"N": "Jh Jd Ah Kh 9c", "E": "Qh 9s Ts Qs Ks", "S": "Ac Kc Qc Tc As"}
EUCHRE3_PLAYS = """
E order-up
N discard 9c
E play Qh, S play Tc, N play Jh
N play Jd, E play 9s, S play Qc
N play Ah, E play Ts, S play Kc
N play Kh, E play Qs, S play Ac
N play Th, E play Ks, S play As
"""


def test_cutthroat_players() -> None:
    rules = Rules.parse("standard cutthroat")
    assert rules.seats == (N, E, S) and rules.players == 3
    layout = Layout.shuffled(rules, N, random.Random(6))
    assert set(layout.hands) == {N, E, S} and len(layout.kitty) == 9
    game = Game(rules, rng=random.Random(6))
    assert game.turn is E
    act(game, "E pass", "S pass")
    assert game.turn is N  # West has no seat
    refusal = game.check(Pass(W))
    assert refusal is not None and refusal.code == "not-your-turn"


def test_cutthroat_bidding() -> None:
    game = cutthroat("N", MARCH3, "E pass\nS pass\nN pass\nE pass\nS pass")
    assert (game.phase, game.turn) == (Phase.ROUND_2, N)
    assert Pass(N) not in game.legal_actions()  # stick the dealer
    events = act(game, "N call s")
    assert {"stick-the-dealer", "cutthroat-bidding"} <= set(events[0].rulings)


def test_cutthroat_maker_alone() -> None:
    game = cutthroat("N", MARCH3, "")
    assert game.legal_actions() == [Pass(E), OrderUp(E)]
    refusal = game.check(OrderUp(E, alone=True))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("no-partner", "cutthroat-maker-alone")
    game = cutthroat("N", MARCH3, MARCH3_PLAYS)
    deal = game.current
    assert deal is not None and deal.sitting_out is None
    assert all(len(trick.plays) == 3 for trick in deal.tricks)
    assert deal.tricks_won == {N: 0, E: 5, S: 0}


def test_cutthroat_scoring() -> None:
    game = cutthroat("N", MARCH3, MARCH3_PLAYS)
    assert game.current is not None and game.current.points == {N: 0, E: 2, S: 0}
    assert "cutthroat-scoring" in rulings_of(game.history)
    three = {"N": "9c Tc Qc 9d Td", "E": "Jh Jd Ah 9s Ts", "S": "Ac Kc Qs Ks As"}
    game = replay(
        CUTTHROAT.format(score="", dealer="N", **three).replace("upcard: Th", "upcard: Qh")
        + """
        E order-up
        N discard 9c
        E play Jh, S play Qs, N play Qh
        E play Jd, S play Ks, N play Tc
        E play Ah, S play Kc, N play Qc
        E play 9s, S play As, N play 9d
        S play Ac, N play Td, E play Ts
        """.replace("        ", "")
    )
    assert game.current is not None and game.current.points == {N: 0, E: 1, S: 0}


def test_cutthroat_euchre() -> None:
    game = cutthroat("N", EUCHRE3, EUCHRE3_PLAYS)
    assert game.current is not None and game.current.points == {N: 2, E: 0, S: 2}
    event = next(e for e in game.history if e.message.startswith("event.score-"))
    assert event.message == "event.score-euchre-player"
    assert event.params["defenders"] is N and event.params["other"] is S
    assert "cutthroat-euchre" in event.rulings


def test_cutthroat_scores() -> None:
    rules = Rules(cutthroat=True)
    assert rules.sides == (N, E, S)
    game = cutthroat("N", EUCHRE3, EUCHRE3_PLAYS, score="N=1 E=2 S=3")
    assert game.scores == {N: 3, E: 2, S: 5}
    assert game.history[-1].message == "event.standing-players"
    assert "cutthroat-scores" in game.history[-1].rulings


def test_cutthroat_tie() -> None:
    # East is euchred: North and South both reach 10, level: play goes on.
    game = cutthroat("N", EUCHRE3, EUCHRE3_PLAYS, score="N=8 E=0 S=8")
    assert game.scores == {N: 10, E: 0, S: 10}
    assert game.phase is Phase.DEAL and game.winner is None
    assert game.history[-1].message == "event.tie-goes-on"
    assert game.history[-1].rulings == ("cutthroat-tie",)
    # Next deal: South marches and is ahead at or above the target.
    layout = Layout(
        E,
        {
            N: parse_cards("9c Tc Qc 9d Td"),
            E: parse_cards("Ac Kc 9s Ts Qs"),
            S: parse_cards("Jh Jd Ah Kh Qh"),
        },
        parse_cards("Th Jc 9h Js Ks As Ad Kd Qd"),
    )
    game.deal(layout)
    act(game, "S order-up", "E discard 9s")
    for trick in ("Jh 9c Th", "Jd Tc Ts", "Ah Qc Qs", "Kh 9d Ac", "Qh Td Kc"):
        for seat, card in zip("SNE", trick.split(), strict=True):
            act(game, f"{seat} play {card}")
    assert game.scores == {N: 10, E: 0, S: 12}
    assert game.winner is S and "cutthroat-tie" in game.history[-1].rulings
    # Two players reach the target with different scores: the higher wins.
    game = cutthroat("N", EUCHRE3, EUCHRE3_PLAYS, score="N=9 E=0 S=8")
    assert game.winner is N and "cutthroat-tie" in game.history[-1].rulings


def test_cutthroat_revoke() -> None:
    game = hand("revoke-cutthroat.txt")  # the maker revoked: East and South score 2 each
    deal = game.current
    assert deal is not None and deal.tricks_won == {N: 0, E: 3, S: 2}
    assert game.scores == {N: 0, E: 2, S: 2}
    claim = game.history[-3]
    assert claim.message == "event.claim-maker-player" and "cutthroat-revoke" in claim.rulings
    # A defender revokes: the maker takes all five tricks, 2 points.
    text = (HANDS / "revoke-cutthroat.txt").read_text(encoding="utf-8")
    game = parse_record(text.split("E play Qh")[0]).replay()
    act(game, "E play Qh", "S revoke Qc", "N play Kh")
    game.apply(game.legal_actions()[0])  # the next lead completes the trick
    act(game, "N claim")
    assert game.current is not None and game.current.tricks_won == {N: 5, E: 0, S: 0}
    assert game.scores == {N: 2, E: 0, S: 0}
    assert game.history[-3].message == "event.claim-player"
    # The two defenders defend together: neither claims the other's revoke.
    game = parse_record(text.split("E play Qh")[0]).replay()
    act(game, "E play Qh", "S revoke Qc", "N play Kh")
    game.apply(game.legal_actions()[0])
    refusal = game.check(Claim(E))
    assert refusal is not None and (refusal.code, refusal.params) == (
        "claim-no-revoke-maker",
        {"seat": N},
    )


# --- Target score --------------------------------------------------------------------------


def test_target_score() -> None:
    assert Rules.parse("standard target=5").target == 5
    assert Rules.parse("standard target=1").code == "standard target=1"
    with pytest.raises(NotationError) as error:
        Rules.parse("standard target=0")
    assert (error.value.code, error.value.ruling) == ("rules-bad-target", "target-score")
    with pytest.raises(RulesError):
        Rules(target=0)
    game = three_tricks("standard target=1")
    assert game.winner is EW and "target-score" in game.history[-1].rulings


# --- Canadian loner -------------------------------------------------------------------------


def test_canadian_loner_partner_accepts() -> None:
    game = base("standard canadian-loner", "E pass")
    assert game.turn is S  # North deals: South is the dealer's partner
    assert game.legal_actions() == [Pass(S), OrderUp(S, True)]
    refusal = game.check(OrderUp(S))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == (
        "canadian-loner-must-go-alone",
        "canadian-loner-partner-accepts",
    )
    events = act(game, "S order-up alone")
    assert "canadian-loner-partner-accepts" in events[0].rulings


def test_canadian_loner_dealer_sits_out() -> None:
    game = base("standard canadian-loner", "E pass")
    events = act(game, "S order-up alone")
    assert [e.message for e in events] == ["event.order-up-alone", "event.dealer-takes"]
    assert events[1].params == {"seat": N, "card": Card.parse("Qh")}
    assert events[1].rulings == ("dealer-takes-up", "canadian-loner-dealer-sits-out")
    assert (game.phase, game.turn) == (Phase.DISCARD, N)  # the dealer takes up
    events = act(game, "N discard 9c")
    assert "canadian-loner-dealer-sits-out" in events[0].rulings
    assert events[1].message == "event.sit-out" and events[1].params["seat"] is N
    assert "canadian-loner-dealer-sits-out" in events[1].rulings
    act(game, "E play 9s", "S play Qs")
    assert game.turn is W
    refusal = game.check(Play(N, Card.parse("Tc")))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("sitting-out", "canadian-loner-dealer-sits-out")


def test_canadian_loner_other_calls() -> None:
    game = base("standard canadian-loner")
    assert OrderUp(E) in game.legal_actions()  # an opponent accepts as usual
    events = act(game, "E order-up")
    assert "canadian-loner-other-calls" in events[0].rulings
    game = base("standard canadian-loner", "E pass", "S pass", "W pass")
    assert OrderUp(N) in game.legal_actions()  # so does the dealer
    act(game, "N pass", "E pass")
    assert Call(S, Suit.SPADES) in game.legal_actions()  # the second round is unchanged
    events = act(game, "S call s")
    assert "canadian-loner-other-calls" in events[0].rulings


def test_canadian_loner_scoring() -> None:
    game = replay(
        """
        rules: standard canadian-loner
        dealer: W
        N: 9c Tc Qc 9d Td
        E: Jh Jd Ah Kh Qh
        S: Ac Kc 9s Ts Qs
        W: Ad Kd Qd As Ks
        upcard: Th
        N pass
        E order-up alone
        W discard Ks
        N play 9c, E play Qh, S play Ac
        E play Jh, S play 9s, N play Tc
        E play Jd, S play Ts, N play Qc
        E play Ah, S play Qs, N play 9d
        E play Kh, S play Kc, N play Td
        """
    )
    deal = game.current
    assert deal is not None and deal.forced_alone and deal.points == {NS: 0, EW: 4}
    event = next(e for e in game.history if e.message.startswith("event.score-"))
    assert event.rulings == ("score-alone-march", "canadian-loner-scoring")


def test_canadian_loner_players() -> None:
    with pytest.raises(RulesError) as error:
        Rules.parse("standard cutthroat canadian-loner")
    assert error.value.code == "rules-canadian-loner-three-players"
    assert error.value.ruling == "canadian-loner-players"


def test_canadian_loner_other_options() -> None:
    rules = Rules.parse("standard canadian-loner joker deck32 target=7")
    assert (rules.joker, rules.deck32, rules.canadian_loner, rules.target) == (True, True, True, 7)
    with pytest.raises(RulesError) as error:
        Rules.parse("bid-euchre canadian-loner")  # no turned-up card: played without it
    assert error.value.ruling == "canadian-loner-other-options"
    game = Game(rules, rng=random.Random(0))
    assert game.phase in (Phase.ROUND_1, Phase.ROUND_2)
    # With a turned-up joker the rule does not arise: the dealer's partner names a suit
    # in the second round without going alone (see test_joker_turned_up).


def test_target_score_scope() -> None:
    for text in ("standard cutthroat target=1", "standard joker deck32 canadian-loner target=1"):
        rules = Rules.parse(text)
        game = Game(rules, rng=random.Random(9))
        while not game.over:
            game.apply(game.legal_actions()[0])
        assert game.winner is not None and game.scores[game.winner] >= 1
    assert Rules.parse("bid-euchre").target == 32
    for text in ("bid-euchre target=7", "bid-euchre target=32"):  # always played to 32
        with pytest.raises(RulesError) as error:
            Rules.parse(text)
        assert (error.value.code, error.value.ruling) == (
            "rules-bid-euchre-option",
            "target-score-scope",
        )
    with pytest.raises(RulesError) as error:
        Rules(Variant.BID_EUCHRE, target=7)
    assert error.value.ruling == "target-score-scope"


# --- Bid Euchre -----------------------------------------------------------------------------

BID = Rules.parse("bid-euchre")


def test_bid_euchre_deal() -> None:
    layout = Layout.shuffled(BID, N, random.Random(1))
    assert [len(layout.hands[seat]) for seat in BID.seats] == [6, 6, 6, 6]
    assert layout.kitty == () and layout.upcard is None
    assert {card for cards in layout.hands.values() for card in cards} == set(make_deck())
    game = Game(BID)
    events = game.deal(layout)
    assert [e.message for e in events] == ["event.deal-all"]
    assert events[0].rulings == ("bid-euchre-deal",) and events[0].params == {"dealer": N}
    assert (game.phase, game.turn) == (Phase.BIDDING, E)
    # Five cards each and a kitty, as in the standard game, are not a deal of Bid Euchre.
    standard = Layout.shuffled(Rules(), N, random.Random(1))
    refusal = Game(BID).check_deal(standard)
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("deal-hand-size", "bid-euchre-deal")
    # Nothing to accept and nothing to discard.
    game = bid_base()
    for action, code in ((OrderUp(E), "no-upcard"), (Discard(E, Card.parse("9h")), "no-discard")):
        refusal = game.check(action)
        assert refusal is not None and (refusal.code, refusal.ruling) == (code, "bid-euchre-deal")
    with pytest.raises(NotationError) as error:
        parse_record("rules: bid-euchre\ndealer: N\nupcard: Qh")
    assert (error.value.code, error.value.ruling) == ("record-no-upcard", "bid-euchre-deal")
    assert (error.value.line, error.value.column) == (3, 1)


def test_bid_euchre_bidding() -> None:
    game = bid_base()
    assert game.turn is E  # the dealer's left
    assert game.legal_actions() == [Pass(E), *(Bid(E, tricks) for tricks in (3, 4, 5, 6))]
    refusal = game.check(Bid(E, 7))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("bid-out-of-range", "bid-euchre-bidding")
    assert game.check(Bid(E, 2)) is not None
    events = act(game, "E bid 3")
    assert events[0].message == "event.bid" and events[0].rulings == ("bid-euchre-bidding",)
    assert events[0].params == {"seat": E, "tricks": 3}
    assert game.turn is S
    refusal = game.check(Bid(S, 3))  # higher than any earlier bid
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("bid-too-low", "bid-euchre-bidding")
    assert refusal.params == {"seat": S, "tricks": 3, "bid": 3}
    assert game.legal_actions() == [Pass(S), Bid(S, 4), Bid(S, 5), Bid(S, 6)]
    act(game, "S bid 4")
    events = act(game, "W pass")
    assert events[0].message == "event.pass" and events[0].rulings == ("bid-euchre-bidding",)
    # Each player bids once: East may not bid again.
    refusal = game.check(Bid(E, 5))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("not-your-turn", "bid-euchre-bidding")
    events = act(game, "N pass")
    assert [e.message for e in events] == ["event.pass", "event.bid-won"]
    assert events[1].params == {"seat": S, "side": NS, "tricks": 4}
    deal = game.current
    assert deal is not None and (deal.bid, deal.maker, deal.bidder) == (4, S, S)
    assert (game.phase, game.turn) == (Phase.CONTRACT, S)
    refusal = game.check(Bid(S, 5))
    assert refusal is not None and refusal.code == "not-bidding"
    # Six tricks cannot be outbid: the others can only pass, the dealer can match.
    game = bid_base("E bid 6")
    assert game.legal_actions() == [Pass(S)]
    act(game, "S pass", "W pass")
    assert game.legal_actions() == [Pass(N), Bid(N, 6)]


def test_bid_euchre_dealer() -> None:
    # The dealer may pass when anyone bid, match the highest bid, or bid higher.
    game = bid_base("E bid 4", "S pass", "W pass")
    assert game.turn is N
    assert game.legal_actions() == [Pass(N), Bid(N, 4), Bid(N, 5), Bid(N, 6)]
    refusal = game.check(Bid(N, 3))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("dealer-bid-too-low", "bid-euchre-dealer")
    events = act(game.copy(), "N pass")
    assert events[0].rulings == ("bid-euchre-bidding", "bid-euchre-dealer")
    assert events[1].params["seat"] is E  # East keeps the contract
    matched = game.copy()
    events = act(matched, "N bid 4")
    assert events[0].message == "event.bid-match"
    assert events[0].params == {"seat": N, "tricks": 4, "bidder": E}
    assert "bid-euchre-dealer" in events[0].rulings
    assert matched.current is not None and (matched.current.maker, matched.current.bid) == (N, 4)
    events = act(game, "N bid 5")
    assert events[0].message == "event.bid" and "bid-euchre-dealer" in events[0].rulings
    # If all the others passed, the dealer must bid 3 to 6.
    game = bid_base("E pass", "S pass", "W pass")
    assert game.legal_actions() == [Bid(N, tricks) for tricks in (3, 4, 5, 6)]
    refusal = game.check(Pass(N))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("dealer-must-bid", "bid-euchre-dealer")
    events = act(game, "N bid 3")
    assert events[0].message == "event.bid-stuck"
    assert events[0].rulings == ("bid-euchre-bidding", "bid-euchre-dealer")
    stuck = hand("bid-stuck-dealer.txt")
    assert stuck.current is not None and stuck.current.maker is E
    matching = hand("bid-dealer-matches.txt")
    assert matching.current is not None and matching.current.maker is N
    assert "event.bid-match" in {event.message for event in matching.history}


def test_bid_euchre_trump() -> None:
    game = bid_base("E bid 3")
    refusal = game.check(Trump(S, Contract(Suit.HEARTS)))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("contract-after-bidding", "bid-euchre-trump")
    refusal = game.check(Call(S, Suit.HEARTS))
    assert refusal is not None and (refusal.code, refusal.ruling) == ("no-call", "bid-euchre-trump")
    act(game, "S bid 4", "W pass", "N pass")
    assert game.legal_actions() == [Trump(S, contract) for contract in ALL_CONTRACTS]
    refusal = game.check(Trump(N, SANS_HIGH))  # only the high bidder chooses
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("not-your-turn", "bid-euchre-trump")
    events = act(game, "S trump h")
    assert events[0].message == "event.contract"
    assert events[0].params == {"seat": S, "contract": Contract(Suit.HEARTS)}
    assert events[0].rulings == ("bid-euchre-trump",)
    deal = game.current
    assert deal is not None and deal.contract == Contract(Suit.HEARTS)
    # Bowers as usual: the left bower leads trumps.
    game = hand("bid-suit-made.txt")
    assert {"right-bower", "left-bower"} <= rulings_of(game.history)
    named = [e for e in game.history if e.message == "event.left-bower-played"]
    assert [e.params for e in named] == [{"card": Card.parse("Jd"), "suit": Suit.HEARTS}]
    assert game.check(Trump(S, SANS_LOW)) is not None  # the contract is chosen once


def test_bid_euchre_sans() -> None:
    for contract in (SANS_HIGH, SANS_LOW):
        assert all(card_role(card, contract) is Role.PLAIN for card in make_deck())
        assert effective_suit(Card.parse("Jd"), contract) is Suit.DIAMONDS
    high = parse_cards("As Ks Qs Js Ts 9s")
    assert sorted(high, key=lambda c: -trick_rank(c, SANS_HIGH)) == list(high)
    assert sorted(high, key=lambda c: trick_rank(c, SANS_LOW)) == list(high)
    assert trick_winner(parse_cards("9s As Jh Js"), SANS_HIGH) == 1
    assert trick_winner(parse_cards("Js As 9h 9s"), SANS_LOW) == 3
    # In sans the jacks are ordinary cards of their printed suit.
    game = bid_base("E pass", "S bid 4", "W pass", "N pass")
    events = act(game, "S trump sans-high")
    assert events[0].rulings == ("bid-euchre-trump", "bid-euchre-sans")
    act(game, "S play Ah")
    assert game.turn is W
    assert game.check(Play(W, Card.parse("Jc"))) is None  # West has no heart: any card
    act(game, "W play Jc")
    plays = {a.card.code for a in game.legal_actions() if isinstance(a, Play)}
    assert plays == {"Qh", "Th"}  # North follows with hearts
    events = act(game, "N play Th", "E play 9h")
    assert events[-1].message == "event.trick" and events[-1].params["seat"] is S
    assert events[-1].rulings == ("trick-winner", "bid-euchre-sans")
    events = act(game, "S play Jd")  # a diamond now, not a trump
    assert [e.message for e in events] == ["event.lead"]  # nothing to say of an ordinary jack
    assert {a.card.code for a in game.legal_actions() if isinstance(a, Play)} == {"Ad", "Qd", "Td"}
    low = hand("bid-sans-low.txt")
    assert low.current is not None and low.current.contract == SANS_LOW
    assert [trick.winner for trick in low.current.tricks] == [N, N, N, N, N, W]
    high_hand = hand("bid-sans-high.txt")
    assert high_hand.current is not None
    assert [trick.winner for trick in high_hand.current.tricks] == [W, W, W, W, N, W]


def test_bid_euchre_first_lead() -> None:
    game = bid_base("E bid 3", "S bid 4", "W pass", "N pass", "S trump s")
    assert (game.phase, game.turn) == (Phase.PLAY, S)  # the high bidder, not the dealer's left
    refusal = game.check(Play(E, Card.parse("9h")))
    assert refusal is not None
    assert (refusal.code, refusal.ruling) == ("not-your-turn", "bid-euchre-first-lead")
    events = act(game, "S play 9s")
    assert events[0].message == "event.lead" and events[0].rulings == ("bid-euchre-first-lead",)
    game = hand("bid-suit-made.txt")
    deal = game.current
    assert deal is not None and len(deal.tricks) == 6  # six tricks
    assert deal.tricks[0].leader is S


def test_bid_euchre_scoring() -> None:
    made = hand("bid-suit-made.txt")
    deal = made.current
    assert deal is not None and deal.tricks_won == {NS: 5, EW: 1}
    assert deal.points == {NS: 5, EW: 1}  # a point per trick, to both sides
    event = next(e for e in made.history if e.message.startswith("event.score-"))
    assert event.message == "event.score-bid-made" and event.rulings == ("bid-euchre-scoring",)
    assert event.params == {
        "side": NS,
        "seat": S,
        "bid": 4,
        "tricks": 5,
        "defenders": EW,
        "defender_tricks": 1,
    }
    exact = hand("bid-sans-low.txt")  # five tricks for a bid of five: made
    assert exact.current is not None and exact.current.points == {NS: 5, EW: 1}
    set_ = hand("bid-set.txt")  # East bids 5 and takes four: set
    deal = set_.current
    assert deal is not None and deal.tricks_won == {NS: 2, EW: 4}
    assert deal.points == {NS: 2, EW: -5}
    assert set_.scores == {NS: 12, EW: -2}  # below zero
    event = next(e for e in set_.history if e.message.startswith("event.score-"))
    assert event.message == "event.score-bid-set" and event.rulings == ("bid-euchre-scoring",)
    stuck = hand("bid-stuck-dealer.txt")
    assert stuck.scores == {NS: 5, EW: -3}
    assert hand("bid-set.txt", "NS=0 EW=-40").scores == {NS: 2, EW: -45}


def test_bid_euchre_game() -> None:
    # North and South bid 4 and take five tricks; East and West take one.
    won = hand("bid-suit-made.txt", "NS=27 EW=0")
    assert (won.phase, won.winner, won.scores) == (Phase.GAME_OVER, NS, {NS: 32, EW: 1})
    assert won.history[-1].message == "event.game-won"
    assert won.history[-1].rulings == ("bid-euchre-game",)
    # Defenders reaching 32 against a made bid do not win; play goes on.
    going_on = hand("bid-suit-made.txt", "NS=0 EW=31")
    assert (going_on.phase, going_on.winner, going_on.scores) == (Phase.DEAL, None, {NS: 5, EW: 32})
    assert going_on.history[-1].message == "event.no-win-defenders"
    assert going_on.history[-1].params == {"side": EW, "score": 32}
    assert going_on.history[-1].rulings == ("bid-euchre-game",)
    # Both at or above 32: only the side that made its bid can win, even with less.
    both = hand("bid-suit-made.txt", "NS=27 EW=35")
    assert (both.winner, both.scores) == (NS, {NS: 32, EW: 36})
    # East and West bid 5 and are set: North and South win by setting them...
    setting = hand("bid-set.txt", "NS=30 EW=50")
    assert (setting.winner, setting.scores) == (NS, {NS: 32, EW: 45})
    # ...and a set side never wins that hand, whatever its score.
    set_side = hand("bid-set.txt", "NS=10 EW=40")
    assert (set_side.phase, set_side.winner, set_side.scores) == (
        Phase.DEAL,
        None,
        {NS: 12, EW: 35},
    )
    assert set_side.history[-1].message == "event.no-win-set"
    assert set_side.history[-1].rulings == ("bid-euchre-game",)
    # The recorded game: 32 against a made bid, then a made bid wins.
    game = hand("bid-defenders-32.txt")
    assert [deal.score for deal in game.deals] == [{NS: 32, EW: 25}, {NS: 37, EW: 26}]
    assert game.winner is NS and len(game.deals) == 2
    assert Rules.parse("bid-euchre").target == 32


def test_bid_euchre_revoke() -> None:
    game = hand("revoke-bid-euchre.txt")  # a defender revoked: the bidders take all six
    deal = game.current
    assert deal is not None and deal.tricks_won == {NS: 6, EW: 0}
    assert game.scores == {NS: 6, EW: 0}
    assert "bid-euchre-revoke" in game.history[-3].rulings
    # The bidders revoke: they are set, and the defenders score 6.
    game = bid_base("E bid 3", "S pass", "W pass", "N pass", "E trump s", "E play Tc")
    act(game, "S play Ac", "W revoke Ad", "N play Kc")
    game.apply(game.legal_actions()[0])  # the next lead completes the trick
    act(game, "N claim")
    assert game.scores == {NS: 6, EW: -3}


def test_bid_euchre_no_alone() -> None:
    game = bid_base()
    for action in (OrderUp(E, alone=True), Call(E, Suit.HEARTS, alone=True)):
        refusal = game.check(action)
        assert refusal is not None
        assert (refusal.code, refusal.ruling) == ("no-lone-bids", "bid-euchre-no-alone")
    rng = random.Random(4)
    game = Game(BID, rng=rng)
    while len(game.deals) < 4:
        legal = game.legal_actions()
        assert not any(isinstance(a, OrderUp | Call) for a in legal)
        game.apply(rng.choice(legal))
    assert all(not deal.alone and deal.sitting_out is None for deal in game.deals)
    assert all(len(trick.plays) == 4 for deal in game.deals for trick in deal.tricks)
    deals = export_games(BID, [game])["games"][0]["deals"]
    assert {deal["alone"] for deal in deals} == {False}


def test_bid_euchre_players() -> None:
    assert BID.players == 4 and BID.seats == (N, E, S, W) and BID.sides == (NS, EW)
    with pytest.raises(RulesError) as error:
        Rules.parse("bid-euchre cutthroat")
    assert (error.value.code, error.value.ruling) == (
        "rules-bid-euchre-players",
        "bid-euchre-players",
    )
    game = hand("bid-suit-made.txt")  # partners score together
    assert game.current is not None and game.current.tricks_won == {NS: 5, EW: 1}


def test_bid_euchre_other_options() -> None:
    assert Rules(Variant.BID_EUCHRE) == BID and BID.code == "bid-euchre"
    assert len(BID.deck) == 24 and JOKER not in BID.deck and BID.target == 32
    # The joker and the 32-card deck cite this ruling; the Canadian loner and the target
    # cite their own rulings on Bid Euchre (test_canadian_loner_other_options,
    # test_target_score_scope).
    cited = {
        "joker": "bid-euchre-other-options",
        "deck32": "bid-euchre-other-options",
        "canadian-loner": "canadian-loner-other-options",
        "target=10": "target-score-scope",
        "target=32": "target-score-scope",
    }
    for option, ruling in cited.items():
        with pytest.raises(RulesError) as error:
            Rules.parse(f"bid-euchre {option}")
        assert error.value.code == "rules-bid-euchre-option"
        assert error.value.params == {"option": option}
        assert error.value.ruling == ruling
    with pytest.raises(NotationError) as notation:
        parse_record("rules: bid-euchre joker")
    assert (notation.value.code, notation.value.line, notation.value.column) == (
        "rules-bid-euchre-option",
        1,
        8,
    )
