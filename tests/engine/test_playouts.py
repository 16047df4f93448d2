"""Random playouts over every combination of options, and of Bid Euchre, checking invariants.

Every seat plays uniformly at random among the legal actions. After each action and
each deal the test checks, against small independent implementations written here: every
card is somewhere exactly once, the legal actions are never empty until the game ends,
each play follows suit when it can, each trick goes to the right card, a deal has five
tricks, the points are what the rules say, and the score is the sum of the points.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from engine.actions import Bid, OrderUp, Pass, Play, Trump
from engine.cards import Card, Rank, Suit
from engine.game import Deal, Game, Phase
from engine.rules import Rules
from engine.rulings import RULINGS
from engine.seats import Seat, Side

#: Thousands of deals: ``make test`` plays them, ``make check`` leaves them out.
pytestmark = pytest.mark.slow

#: Every combination of options of the standard game (the Canadian loner needs four).
COMBINATIONS = [
    Rules(joker=joker, deck32=deck32, cutthroat=cutthroat, canadian_loner=canadian)
    for joker, deck32, cutthroat, canadian in itertools.product((False, True), repeat=4)
    if not (cutthroat and canadian)
]
#: Deals per combination: at least 10,000 deals in all.
DEALS = 10_000 // len(COMBINATIONS) + 1


def suit_of(card: Card, trump: Suit) -> Suit:
    """The suit a card belongs to, written independently of the engine."""
    if card.suit is None:
        return trump
    same_colour = {"c": "s", "s": "c", "d": "h", "h": "d"}
    if card.rank is Rank.JACK and card.suit == same_colour[trump]:
        return trump
    return card.suit


def power(card: Card, trump: Suit, led: Suit) -> int:
    """How strong a card is in a trick, written independently of the engine."""
    if card.suit is None:
        return 300
    suit = suit_of(card, trump)
    rank = "789TJQKA".index(card.rank)
    if suit is trump:
        if card.rank is Rank.JACK:
            return 250 if card.suit is trump else 240
        return 200 + rank
    return 100 + rank if suit is led else rank


def expected_points(rules: Rules, deal: Deal) -> dict[Side, int]:
    assert deal.maker is not None
    makers = rules.side_of(deal.maker)
    winners = [trick.winner for trick in deal.tricks if trick.winner is not None]
    tricks = sum(1 for seat in winners if rules.side_of(seat) == makers)
    points = dict.fromkeys(rules.sides, 0)
    if tricks < 3:
        for side in rules.sides:
            if side != makers:
                points[side] = 2
    elif tricks == 5:
        points[makers] = 4 if deal.alone else 2
    else:
        points[makers] = 1
    return points


def check_cards(rules: Rules, deal: Deal) -> None:
    """Every card of the deck is in a hand, the kitty, the discard or a trick, once."""
    places: list[Card] = [card for hand in deal.hands.values() for card in hand]
    places += [card for trick in deal.tricks for _, card in trick.plays]
    places += [card for _, card in deal.plays]
    kitty = list(deal.layout.kitty)
    if any(isinstance(action, OrderUp) for action in deal.actions):
        kitty.remove(deal.layout.upcard)  # taken up by the dealer
    if deal.discard is not None:
        kitty.append(deal.discard)
    places += kitty
    assert Counter(places) == Counter(rules.deck)


def check_trick(deal: Deal, seats_playing: int) -> None:
    assert deal.contract is not None and deal.contract.trump is not None
    trick = deal.tricks[-1]
    trump = deal.contract.trump
    assert len(trick.plays) == seats_playing
    led = suit_of(trick.plays[0][1], trump)
    best = max(trick.plays, key=lambda play: power(play[1], trump, led))
    assert trick.winner is best[0]


def play_out(rules: Rules, rng: random.Random, deals: int) -> int:
    """Play games until ``deals`` deals are over; return how many were played."""
    played = 0
    while played < deals:
        game = Game(rules, rng.choice(rules.seats), rng=rng)
        start = dict(game.scores)
        totals = Counter[Side]()
        while not game.over:
            legal = game.legal_actions()
            assert legal, f"no legal action in {game.phase}"
            assert game.turn is not None
            action = rng.choice(legal)
            deal = game.deals[-1]
            number = deal.number
            if isinstance(action, Play):
                check_follow(deal, action, game)
            tricks_before = len(deal.tricks)
            events = game.apply(action)
            assert all(set(event.rulings) <= RULINGS.keys() for event in events)
            if len(deal.tricks) > tricks_before:
                check_trick(deal, rules.players - (1 if deal.alone else 0))
            if deal.points is not None:  # the deal is over
                played += 1
                assert deal.number == number and len(deal.tricks) == 5
                assert all(
                    not cards for seat, cards in deal.hands.items() if seat != deal.sitting_out
                )
                assert deal.points == expected_points(rules, deal)
                totals.update(deal.points)
                assert deal.score == {side: start[side] + totals[side] for side in rules.sides}
            else:
                check_cards(rules, deal)
        top = max(game.scores.values())
        assert game.winner is not None and game.scores[game.winner] == top >= rules.target
        assert list(game.scores.values()).count(top) == 1
    return played


def check_follow(deal: Deal, play: Play, game: Game) -> None:
    """A play follows the suit led whenever the player can."""
    if not deal.plays:
        return
    assert deal.contract is not None and deal.contract.trump is not None
    trump = deal.contract.trump
    led = suit_of(deal.plays[0][1], trump)
    hand = deal.hands[play.seat]
    if any(suit_of(card, trump) == led for card in hand):
        assert suit_of(play.card, trump) == led
    assert game.turn is play.seat


@pytest.mark.parametrize("rules", COMBINATIONS, ids=lambda rules: rules.code)
def test_random_playouts(rules: Rules) -> None:
    rng = random.Random(rules.code)
    assert play_out(rules, rng, DEALS) >= DEALS


def test_playouts_cover_every_phase_and_option() -> None:
    """The random games reach the rarer situations the invariants are about."""
    seen: set[str] = set()
    rng = random.Random(11)
    for rules in (Rules(joker=True, canadian_loner=True), Rules(cutthroat=True, joker=True)):
        for _ in range(40):
            game = Game(rules, Seat.N, rng=rng)
            while not game.over:
                events = game.apply(rng.choice(game.legal_actions()))
                seen.update(event.message for event in events)
                seen.add(str(game.phase))
    rules = Rules.parse("bid-euchre")
    for _ in range(3):
        game = Game(rules, Seat.N, rng=rng)
        while len(game.deals) < 3:
            game.apply(rng.choice(game.legal_actions()))
            seen.add(str(game.phase))
    assert {str(phase) for phase in Phase} - {"deal"} <= seen
    assert {
        "event.joker-turned-up",
        "event.sit-out",
        "event.score-alone-march",
        "event.score-euchre-player",
        "event.game-won-player",
    } <= seen


# --- Bid Euchre ---------------------------------------------------------------------------

BID = Rules.parse("bid-euchre")
#: Bid Euchre deals: at least 5,000.
BID_DEALS = 5_000
#: Random bids climb to six and are set: games then sink below zero and never end. The
#: playouts start each game from a random score and start anew after this many deals.
BID_GAME_DEALS = 12


def bid_power(card: Card, trump: Suit | None, low: bool, led: Suit) -> int:
    """How strong a card is in a trick of Bid Euchre, written independently of the engine."""
    rank = "9TJQKA".index(card.rank)
    if trump is None:  # sans: no trumps, no bowers; sans low reverses the order
        assert card.suit is not None
        if card.suit is not led:
            return -1
        return 5 - rank if low else rank
    return power(card, trump, led)


def bid_suit(card: Card, trump: Suit | None) -> Suit:
    if trump is None:
        assert card.suit is not None
        return card.suit
    return suit_of(card, trump)


def check_bidding(deal: Deal) -> None:
    """One bid or pass per seat from the dealer's left; each bid is higher than the last,
    except the dealer's, who may match it; the dealer bids when all others passed."""
    bids = deal.actions[:4]
    seats = [action.seat for action in bids]
    order = [Seat.N, Seat.E, Seat.S, Seat.W]
    start = order.index(deal.dealer) + 1
    assert seats == [order[(start + i) % 4] for i in range(4)]
    high = None
    holder = None
    for action in bids:
        if isinstance(action, Bid):
            assert 3 <= action.tricks <= 6
            if action.seat is deal.dealer:
                assert high is None or action.tricks >= high
            else:
                assert high is None or action.tricks > high
            high, holder = action.tricks, action.seat
        else:
            assert isinstance(action, Pass)
    assert high is not None  # the dealer was made to bid
    assert (deal.bid, deal.maker) == (high, holder)
    assert isinstance(deal.actions[4], Trump) and deal.actions[4].seat is holder
    assert deal.contract == deal.actions[4].contract


def bid_points(deal: Deal) -> dict[Side, int]:
    assert deal.maker is not None and deal.bid is not None
    makers = deal.maker.partnership
    winners = [trick.winner for trick in deal.tricks]
    tricks = sum(1 for seat in winners if seat is not None and seat.partnership is makers)
    points: dict[Side, int] = {}
    for side in BID.sides:
        taken = tricks if side is makers else 6 - tricks
        points[side] = -deal.bid if side is makers and tricks < deal.bid else taken
    return points


def play_out_bid(rng: random.Random, deals: int) -> Counter[str]:
    """Play Bid Euchre deals at random, checking invariants; return the messages seen."""
    seen = Counter[str]()
    played = 0
    while played < deals:
        start: dict[Side, int] = {side: rng.randint(-20, 40) for side in BID.sides}
        game = Game(BID, rng.choice(BID.seats), scores=start, rng=rng)
        totals = Counter[Side]()
        while not game.over and len(game.deals) <= BID_GAME_DEALS:
            legal = game.legal_actions()
            assert legal, f"no legal action in {game.phase}"
            action = rng.choice(legal)
            deal = game.deals[-1]
            if isinstance(action, Play):
                assert deal.contract is not None
                trump, low = deal.contract.trump, deal.contract.low
                if deal.plays:
                    led = bid_suit(deal.plays[0][1], trump)
                    if any(bid_suit(card, trump) is led for card in deal.hands[action.seat]):
                        assert bid_suit(action.card, trump) is led
                elif not deal.tricks:
                    assert action.seat is deal.maker  # the high bidder leads
            tricks_before = len(deal.tricks)
            events = game.apply(action)
            seen.update(event.message for event in events)
            assert all(set(event.rulings) <= RULINGS.keys() for event in events)
            if len(deal.tricks) > tricks_before:
                assert deal.contract is not None
                trick = deal.tricks[-1]
                trump, low = deal.contract.trump, deal.contract.low
                assert len(trick.plays) == 4
                led = bid_suit(trick.plays[0][1], trump)
                best = max(trick.plays, key=lambda play: bid_power(play[1], trump, low, led))
                assert trick.winner is best[0]
            if deal.points is None:
                cards = [card for hand in deal.hands.values() for card in hand]
                cards += [card for trick in deal.tricks for _, card in trick.plays]
                cards += [card for _, card in deal.plays]
                assert Counter(cards) == Counter(BID.deck) and not deal.layout.kitty
                continue
            played += 1
            assert len(deal.tricks) == 6 and not any(deal.hands.values())
            check_bidding(deal)
            assert deal.points == bid_points(deal)
            totals.update(deal.points)
            assert game.scores == {side: start[side] + totals[side] for side in BID.sides}
            assert deal.maker is not None and deal.bid is not None
            makers = deal.maker.partnership
            made = deal.points[makers] >= 0
            able = makers if made else next(side for side in BID.sides if side is not makers)
            # Only the side that made its bid or set the bidders wins, at 32 or more.
            assert game.over == (game.scores[able] >= 32)
            assert game.winner == (able if game.over else None)
    return seen


def test_random_playouts_bid_euchre() -> None:
    seen = play_out_bid(random.Random("bid-euchre"), BID_DEALS)
    assert {
        "event.bid",
        "event.bid-stuck",
        "event.bid-match",
        "event.score-bid-made",
        "event.score-bid-set",
        "event.game-won",
        "event.no-win-defenders",
        "event.no-win-set",
    } <= set(seen)
