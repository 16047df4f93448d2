"""Players: policies that choose an action, and helpers that play a deal or a game out.

:func:`simple_player` is deterministic and plays reasonably: it makes trumps only with
three trumps or more, follows with its lowest card unless it can win cheaply, and never
overtakes its partner. In Bid Euchre it counts the tricks its hand is likely to take
under each contract (:func:`likely_tricks`), counts one more for its partner, bids that
many if it can (the dealer matches when it can, and bids 3 when stuck), never bids over
its partner, and chooses the contract that counts best. The site uses it to play a hand
on after a reader's alternative choice. :func:`random_player` chooses uniformly among
the legal actions.

>>> from engine.records import parse_record
>>> game = parse_record('''
... rules: standard
... dealer: N
... N: 9c Tc Qc 9d Td
... E: Jh Jd Ah Kh 9s
... S: Ac Kc 9h Th Qs
... W: Ad Kd Qd As Ks
... upcard: Qh''').replay()
>>> simple_player(game)  # East holds four hearts and the right bower
OrderUp(seat=<Seat.E: 'E'>, alone=True)
>>> _ = play_deal_out(game)
>>> game.current.points
{<Partnership.NS: 'NS'>: 0, <Partnership.EW: 'EW'>: 4}
>>> game = parse_record('''
... rules: bid-euchre
... dealer: W
... N: Jh Jd Ah Kh Qh 9c
... E: 9s Ts Js Qs Ks As
... S: Ac Kc Qc Jc Tc Th
... W: 9d Td Qd Kd Ad 9h''').replay()
>>> simple_player(game)  # five hearts with both bowers, and a trick from South
Bid(seat=<Seat.N: 'N'>, tricks=6)
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.actions import Action, Bid, Call, Discard, OrderUp, Pass, Play, Trump
from engine.cards import Card, Suit, make_deck
from engine.contract import ALL_CONTRACTS, Contract, Ranking, ranking
from engine.events import Event
from engine.game import Game, Phase
from engine.rules import Rules, Variant
from engine.seats import Seat

__all__ = [
    "Policy",
    "likely_tricks",
    "play_deal_out",
    "play_game",
    "random_card_player",
    "random_player",
    "simple_player",
]

#: A player: given the game, the action to take for the seat whose turn it is.
Policy = Callable[[Game], Action]


def random_player(rng: random.Random) -> Policy:
    """A player choosing uniformly at random among the legal actions.

    In Bid Euchre random bids almost always climb to six tricks and are set, so that both
    sides sink below zero: a game to 32 then practically never ends (see
    :func:`random_card_player`).
    """

    def choose(game: Game) -> Action:
        return rng.choice(game.legal_actions())

    return choose


def random_card_player(rng: random.Random) -> Policy:
    """Bid Euchre: bid and choose the contract as :func:`simple_player`, play the cards at
    random among the legal ones (in other games, the same as :func:`random_player`).

    Games of Bid Euchre played by it end: the bids follow the hands.
    """
    uniform = random_player(rng)

    def choose(game: Game) -> Action:
        if game.phase is Phase.BIDDING or game.phase is Phase.CONTRACT:
            return simple_player(game)
        return uniform(game)

    return choose


def simple_player(game: Game) -> Action:
    """A deterministic, reasonable choice for the seat whose turn it is."""
    legal = game.legal_actions()
    seat = game.turn
    deal = game.current
    if seat is None or deal is None:
        raise ValueError("nobody is to act")
    hand = deal.hands[seat]
    if game.phase is Phase.PLAY:
        return _play(game, seat, [a for a in legal if isinstance(a, Play)])
    if game.phase is Phase.DISCARD:
        assert deal.contract is not None
        order = ranking(deal.contract)
        return Discard(seat, min(hand, key=lambda card: _strength(card, order)))
    if game.phase is Phase.BIDDING:
        return _bid(game, seat, [a for a in legal if isinstance(a, Bid)])
    if game.phase is Phase.CONTRACT:
        return Trump(seat, _best_contract(hand)[0])
    upcard = deal.layout.upcard
    assert upcard is not None
    if game.phase is Phase.ROUND_1:
        suit = upcard.suit
        assert suit is not None
        cards = [*hand, upcard] if seat is deal.dealer else hand
        if _trumps(cards, suit) < 3:
            return Pass(seat)
        alone = _alone(game, cards, suit) or OrderUp(seat, False) not in legal
        return OrderUp(seat, alone)
    suits = [s for s in Suit if s is not deal.turned_down]
    best = max(suits, key=lambda s: _trumps(hand, s))
    if _trumps(hand, best) < 3 and Pass(seat) in legal:
        return Pass(seat)
    return Call(seat, best, _alone(game, hand, best))


def likely_tricks(hand: list[Card], contract: Contract) -> float:
    """How many tricks a hand of Bid Euchre is likely to take under ``contract``.

    A card counts as a sure trick when every higher card of its suit is in the hand too
    (in trumps: the right bower, the left bower, then A K Q 10 9); another trump counts
    half a trick, or most of one from the fourth trump on. With trumps, a plain suit
    counts only its first round, as the next rounds are likely trumped; without trumps a
    long suit also wins once its higher cards are gone. A pure function of its arguments.

    >>> from engine.cards import parse_cards
    >>> from engine.contract import SANS_HIGH
    >>> likely_tricks(list(parse_cards("Jh Jd Ah Kh Qh 9c")), Contract(Suit.HEARTS))
    5.0
    >>> likely_tricks(list(parse_cards("Ac Kc Qc Ad 9s 9h")), SANS_HIGH)
    4.0
    """
    order = ranking(contract)
    suits, ranks = order.suits, order.ranks
    trump = contract.trump
    total = 0.0
    for suit in Suit:
        held = sorted((ranks[card] for card in hand if suits[card] is suit), reverse=True)
        if not held:
            continue
        top = _TOP[contract, suit]
        sure = 0
        while sure < len(held) and held[sure] == top[sure]:
            sure += 1
        rest = len(held) - sure
        second = sure == 0 and held[0] == top[1]  # the second-best card, guarded
        if suit is trump:
            total += sure + sum(0.8 if sure + i >= 3 else 0.5 for i in range(rest))
        elif trump is not None:
            total += min(sure, 1) + (0.3 if second and len(held) >= 2 else 0.0)
        else:
            total += sure + (0.4 * rest if sure and len(held) >= 4 else 0.0)
            total += 0.4 if second and len(held) >= 2 else 0.0
    return total


#: The trick ranks of each suit of the 24-card deck under each contract, highest first.
_TOP = {
    (contract, suit): sorted(
        (
            ranking(contract).ranks[card]
            for card in make_deck()
            if ranking(contract).suits[card] is suit
        ),
        reverse=True,
    )
    for contract in ALL_CONTRACTS
    for suit in Suit
}


def _best_contract(hand: list[Card]) -> tuple[Contract, float]:
    """The contract under which the hand counts the most tricks (the first such one)."""
    counts = [(contract, likely_tricks(hand, contract)) for contract in ALL_CONTRACTS]
    return max(counts, key=lambda pair: pair[1])


def _bid(game: Game, seat: Seat, bids: list[Bid]) -> Bid | Pass:
    """Bid Euchre: bid the tricks the hand and its partner are likely to take."""
    deal = game.current
    assert deal is not None
    if not bids or deal.bidder is seat.partner:
        return Pass(seat)  # never bid over the partner
    _, count = _best_contract(deal.hands[seat])
    tricks = min(6, int(count + 1))  # and one trick from the partner
    if seat is deal.dealer:  # stuck, or matching the highest bid if the hand is worth it
        return bids[0] if deal.bid is None or deal.bid <= tricks else Pass(seat)
    if bids[0].tricks <= tricks:
        return next(bid for bid in bids if bid.tricks == tricks)
    return Pass(seat)


def _trumps(cards: list[Card], suit: Suit) -> int:
    suits = ranking(Contract(suit)).suits
    return sum(1 for card in cards if suits[card] is suit)


def _alone(game: Game, cards: list[Card], suit: Suit) -> bool:
    """Go alone with four trumps or more, the best trump of the deck among them."""
    if game.rules.cutthroat:
        return False
    order = ranking(Contract(suit))
    ranks = [order.ranks[card] for card in cards if order.suits[card] is suit]
    best = max(order.ranks[card] for card in game.rules.deck)
    return len(ranks) >= 4 and max(ranks) == best


def _strength(card: Card, order: Ranking) -> tuple[bool, int]:
    """Order cards from the weakest: plain cards first, each by rank."""
    return order.suits[card] is order.contract.trump, order.ranks[card]


def _play(game: Game, seat: Seat, legal: list[Play]) -> Play:
    deal = game.current
    assert deal is not None and deal.contract is not None
    order = ranking(deal.contract)
    by_strength = sorted(legal, key=lambda play: _strength(play.card, order))
    if not deal.plays:
        return by_strength[-1]
    played = [card for _, card in deal.plays]
    winning_seat = deal.plays[order.winner(played)][0]
    partner = game.rules.partner(seat)
    if partner is not None and winning_seat is partner:
        return by_strength[0]
    for play in by_strength:
        if order.winner([*played, play.card]) == len(played):
            return play
    return by_strength[0]


def play_deal_out(game: Game, player: Policy = simple_player) -> list[Event]:
    """Let ``player`` take every action until the current deal is over."""
    events: list[Event] = []
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        events += game.apply(player(game))
    return events


def play_game(rules: Rules, rng: random.Random, player: Policy | None = None) -> Game:
    """A whole game, North dealing first, the cards shuffled by ``rng``; every seat plays
    at random (drawing from ``rng`` too) unless ``player`` is given. In Bid Euchre the
    random seats bid sensibly (:func:`random_card_player`), so that the game ends.

    The same rules and seed always give the same game.

    >>> game = play_game(Rules.parse("standard target=3"), random.Random(5))
    >>> game.over, game.winner is not None
    (True, True)
    >>> game = play_game(Rules.parse("bid-euchre"), random.Random(5))
    >>> game.over, max(game.scores.values()) >= 32
    (True, True)
    """
    chooser = player
    if chooser is None:
        bidding = rules.variant is Variant.BID_EUCHRE
        chooser = random_card_player(rng) if bidding else random_player(rng)
    game = Game(rules, rules.seats[0], rng=rng)
    while not game.over:
        game.apply(chooser(game))
    return game
