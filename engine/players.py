"""Players: policies that choose an action, and helpers that play a deal or a game out.

:func:`simple_player` is deterministic and plays reasonably: it makes trumps only with
three trumps or more, follows with its lowest card unless it can win cheaply, and never
overtakes its partner. The site uses it to play a hand on after a reader's alternative
choice. :func:`random_player` chooses uniformly among the legal actions.

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
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.actions import Action, Call, Discard, OrderUp, Pass, Play
from engine.cards import Card, Suit
from engine.contract import Contract, Ranking, ranking
from engine.events import Event
from engine.rules import Rules
from engine.seats import Seat
from engine.state import Game, Phase

__all__ = ["Policy", "play_deal_out", "play_game", "random_player", "simple_player"]

#: A player: given the game, the action to take for the seat whose turn it is.
Policy = Callable[[Game], Action]


def random_player(rng: random.Random) -> Policy:
    """A player choosing uniformly at random among the legal actions."""

    def choose(game: Game) -> Action:
        return rng.choice(game.legal_actions())

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
    if game.phase is Phase.ROUND_1:
        suit = deal.layout.upcard.suit
        assert suit is not None
        cards = [*hand, deal.layout.upcard] if seat is deal.dealer else hand
        if _trumps(cards, suit) < 3:
            return Pass(seat)
        alone = _alone(game, cards, suit) or OrderUp(seat, False) not in legal
        return OrderUp(seat, alone)
    suits = [s for s in Suit if s is not deal.turned_down]
    best = max(suits, key=lambda s: _trumps(hand, s))
    if _trumps(hand, best) < 3 and Pass(seat) in legal:
        return Pass(seat)
    return Call(seat, best, _alone(game, hand, best))


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
    at random (drawing from ``rng`` too) unless ``player`` is given.

    The same rules and seed always give the same game.

    >>> game = play_game(Rules.parse("standard target=3"), random.Random(5))
    >>> game.over, game.winner is not None
    (True, True)
    """
    chooser = player if player is not None else random_player(rng)
    game = Game(rules, rules.seats[0], rng=rng)
    while not game.over:
        game.apply(chooser(game))
    return game
