"""One test per ruling of the standard game and of its options, named after the ruling.

``test_every_ruling_has_its_test`` keeps the list complete: a ruling added to the
registry for these topics needs a test here.
"""

from __future__ import annotations

import random
import sys

import pytest
from conftest import act, base, replay, rulings_of

from engine.actions import Call, Discard, OrderUp, Pass, Play
from engine.cards import JOKER, Card, Suit, parse_cards
from engine.contract import Contract, card_role, effective_suit, trick_rank, trick_winner
from engine.errors import NotationError, RulesError
from engine.records import parse_action
from engine.rules import Rules
from engine.rulings import RULINGS
from engine.seats import Partnership, Seat
from engine.state import Game, Layout, Phase

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
NS, EW = Partnership.NS, Partnership.EW
TOPICS = ("standard", "joker", "deck32", "cutthroat", "target-score", "canadian-loner")

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
        if ruling.topic in TOPICS:
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
    events = act(game, "W play Jd")
    assert events[0].message == "event.follow"
    assert "left-bower" in events[0].rulings


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
    deal = game.current
    assert deal is not None and deal.contract == Contract(Suit.HEARTS)
    assert Card.parse("Qh") in deal.hands[N] and len(deal.hands[N]) == 6
    assert (game.phase, game.turn) == (Phase.DISCARD, N)


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
    act(game, "E pass", "S order-up alone")
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


# --- Joker -------------------------------------------------------------------------------


def test_joker_deck() -> None:
    assert len(Rules(joker=True).deck) == 25 and JOKER in Rules(joker=True).deck
    assert len(Rules(joker=True, deck32=True).deck) == 33
    layout = Layout.shuffled(Rules(joker=True), N, random.Random(1))
    assert len(layout.kitty) == 5
    refusal = Game(Rules()).check_deal(layout)
    assert refusal is not None and refusal.ruling == "joker-deck"


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
    assert events[-1].params == {"seat": S, "card": JOKER}
    assert "joker-highest-trump" in events[-1].rulings
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
    assert [a.card.code for a in game.legal_actions() if isinstance(a, Play)] == ["Kh"]


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
    game = base("standard canadian-loner", "E pass", "S order-up alone")
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
        Rules.parse("bid-euchre canadian-loner")
    assert error.value.ruling == "bid-euchre-other-options"
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
    with pytest.raises(RulesError) as error:
        Rules.parse("bid-euchre target=10")
    assert error.value.ruling == "bid-euchre-other-options"
