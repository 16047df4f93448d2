"""Games and states as plain JSON-able data: the JSON export and the state snapshot.

The export has this shape (see the README, "The JSON export")::

    {"rules": str, "games": [{"deals": [DEAL, ...], "score": {SIDE: int},
                              "winner": SIDE | null}]}

where each DEAL gives the cards as dealt, the actions in order, the contract, the tricks
and the points; :func:`snapshot` describes the game as it stands, for a reader stepping
through it. :func:`action_from_json` reads an action back from its JSON form.

>>> import json, random
>>> from engine.rules import Rules
>>> game = Game(Rules.parse("standard"), rng=random.Random(1))
>>> data = export_games(game.rules, [game])
>>> data["rules"], data["games"][0]["deals"][0]["actions"]
('standard', [])
>>> snapshot(game)["legal_actions"][0]
{'seat': 'E', 'action': 'pass'}
>>> snapshot(game, keys=True)["legal_actions"][1]
{'seat': 'E', 'action': 'order-up', 'alone': False, 'key': 'order-up'}
>>> _ = json.dumps(snapshot(game))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.actions import Action, Bid, Pass, from_json
from engine.game import Deal, Game, Phase, Revoked, Trick
from engine.rules import Rules, Variant

__all__ = [
    "action_from_json",
    "action_to_json",
    "deal_to_json",
    "export_games",
    "game_to_json",
    "snapshot",
]


def action_to_json(action: Action, *, key: bool = False) -> dict[str, Any]:
    """An action as ``{"seat", "action", ...}`` (:meth:`~engine.actions.BaseAction.to_json`),
    with its ``"key"`` when ``key`` is true (as the browser is sent actions).

    >>> from engine.actions import Call, Trump
    >>> from engine.contract import Contract
    >>> from engine.cards import Suit
    >>> from engine.seats import Seat
    >>> action_to_json(Call(Seat.W, Suit.SPADES))
    {'seat': 'W', 'action': 'call', 'suit': 's', 'alone': False}
    >>> action_to_json(Bid(Seat.N, 4)), action_to_json(Trump(Seat.N, Contract.parse("sans-low")))
    ({'seat': 'N', 'action': 'bid', 'tricks': 4}, {'seat': 'N', 'action': 'trump', \
'contract': 'sans-low'})
    >>> action_to_json(Bid(Seat.N, 4), key=True)
    {'seat': 'N', 'action': 'bid', 'tricks': 4, 'key': 'bid-4'}
    """
    return action.to_json(key=key)


def action_from_json(data: Mapping[str, Any]) -> Action:
    """The action of :func:`action_to_json`'s shape (:func:`engine.actions.from_json`);
    ``alone`` may be left out (false), a ``key`` is not read.

    Raises :class:`ValueError` (a :class:`~engine.errors.NotationError` for a bad card or
    contract code) for anything else.

    >>> action_from_json({"seat": "E", "action": "bid", "tricks": 5})
    Bid(seat=<Seat.E: 'E'>, tricks=5)
    >>> action_from_json({"seat": "E", "action": "trump", "contract": "h"}).contract.code
    'h'
    """
    return from_json(data)


def _trick(trick: Trick) -> dict[str, Any]:
    return {
        "leader": str(trick.leader),
        "plays": [[str(seat), card.code] for seat, card in trick.plays],
        "winner": None if trick.winner is None else str(trick.winner),
    }


def _revoke(revoke: Revoked | None) -> dict[str, Any] | None:
    if revoke is None:
        return None
    return {"seat": str(revoke.seat), "trick": revoke.trick, "card": revoke.card.code}


def _by_side(values: dict[Any, int] | None) -> dict[str, int] | None:
    return None if values is None else {str(side): value for side, value in values.items()}


def deal_to_json(deal: Deal, game: Game) -> dict[str, Any]:
    """One deal as far as it went; what is not known yet is ``None``."""
    rules = game.rules
    tricks = [*deal.tricks]
    if deal.plays:
        tricks.append(Trick(deal.plays[0][0], tuple(deal.plays)))
    made = deal.maker is not None
    bidding = rules.variant is Variant.BID_EUCHRE
    upcard = deal.layout.upcard
    return {
        "number": deal.number,
        "dealer": str(deal.dealer),
        "hands": {str(seat): [c.code for c in deal.layout.hands[seat]] for seat in rules.seats},
        "upcard": None if upcard is None else upcard.code,
        "kitty": [card.code for card in deal.layout.kitty],
        "actions": [action.to_json() for action in deal.actions],
        "bid": deal.bid if made else None,
        "trump": None if deal.contract is None else deal.contract.code,
        "makers": str(rules.side_of(deal.maker)) if deal.maker is not None else None,
        "maker": None if deal.maker is None else str(deal.maker),
        "alone": False if bidding else (deal.alone if made else None),
        "sitting_out": None if deal.sitting_out is None else str(deal.sitting_out),
        "discard": None if deal.discard is None else deal.discard.code,
        "tricks": [_trick(trick) for trick in tricks],
        "revoke": _revoke(deal.revoke),
        "claimed": deal.claimed,
        "misdealt": deal.misdealt,
        "tricks_won": _by_side(deal.tricks_won),
        "points": _by_side(deal.points),
        "score": _by_side(deal.score),
    }


def game_to_json(game: Game) -> dict[str, Any]:
    """One game: its deals, its score and its winner (``None`` until it is won)."""
    return {
        "deals": [deal_to_json(deal, game) for deal in game.deals],
        "score": _by_side(game.scores),
        "winner": None if game.winner is None else str(game.winner),
    }


def export_games(rules: Rules, games: Iterable[Game]) -> dict[str, Any]:
    """The JSON export of games played with these rules."""
    return {"rules": rules.code, "games": [game_to_json(game) for game in games]}


def snapshot(game: Game, *, keys: bool = False) -> dict[str, Any]:
    """The game as it stands, for a reader: hands, contract, trick, score, legal actions.

    ``upcard_state`` is ``up`` during the first round, ``taken`` once the dealer took
    it up, ``turned-down`` after the first round, and ``kitty`` for a turned-up joker;
    ``upcard`` and ``upcard_state`` are ``None`` in Bid Euchre. ``bids`` lists the bids
    of the deal so far (Bid Euchre), ``{"seat", "tricks"}`` with ``tricks`` ``None`` for
    a pass; ``high_bid`` and ``high_bidder`` are the highest bid so far and who made it,
    the winning bid and the maker once the bidding is over. ``trump`` is the contract's
    code: a suit's letter, ``sans-high`` or ``sans-low``. ``legal_actions`` and
    ``irregular_actions`` give each action with its ``key`` too if ``keys`` is true (as
    the browser is sent them).

    >>> import random
    >>> from engine.actions import Bid
    >>> from engine.seats import Seat
    >>> game = Game(Rules.parse("bid-euchre"), rng=random.Random(2))
    >>> _ = game.apply(Bid(Seat.E, 4))
    >>> view = snapshot(game)
    >>> view["bids"], view["high_bid"], view["high_bidder"], view["upcard"]
    ([{'seat': 'E', 'tricks': 4}], 4, 'E', None)
    >>> [action["tricks"] for action in view["legal_actions"][1:]]
    [5, 6]
    """
    deal = game.current
    data: dict[str, Any] = {
        "rules": game.rules.code,
        "phase": str(game.phase),
        "turn": None if game.turn is None else str(game.turn),
        "dealer": str(game.dealer),
        "score": _by_side(game.scores),
        "winner": None if game.winner is None else str(game.winner),
        "legal_actions": [action.to_json(key=keys) for action in game.legal_actions()],
        "irregular_actions": [action.to_json(key=keys) for action in game.irregular_actions()],
    }
    if deal is None:
        return data
    upcard = deal.layout.upcard
    upcard_state: str | None
    if upcard is None:
        upcard_state = None
    elif upcard.is_joker:
        upcard_state = "kitty"
    elif game.phase is Phase.ROUND_1:
        upcard_state = "up"
    elif deal.turned_down is not None:
        upcard_state = "turned-down"
    else:
        upcard_state = "taken"
    leader = deal.plays[0][0] if deal.plays else game.turn
    if game.phase is not Phase.PLAY:
        leader = None
    data |= {
        "deal": deal.number,
        "dealer": str(deal.dealer),
        "hands": {str(seat): [card.code for card in cards] for seat, cards in deal.hands.items()},
        "upcard": None if upcard is None else upcard.code,
        "upcard_state": upcard_state,
        "bids": [
            {"seat": str(action.seat), "tricks": action.tricks if isinstance(action, Bid) else None}
            for action in deal.actions
            if isinstance(action, Bid) or (isinstance(action, Pass) and deal.layout.upcard is None)
        ],
        "high_bid": deal.bid,
        "high_bidder": None if deal.bidder is None else str(deal.bidder),
        "trump": None if deal.contract is None else deal.contract.code,
        "maker": None if deal.maker is None else str(deal.maker),
        "makers": None if deal.maker is None else str(game.rules.side_of(deal.maker)),
        "alone": deal.alone if deal.maker is not None or upcard is None else None,
        "sitting_out": None if deal.sitting_out is None else str(deal.sitting_out),
        "kitty": [card.code for card in deal.layout.kitty],
        "discard": None if deal.discard is None else deal.discard.code,
        "trick": _trick(Trick(leader, tuple(deal.plays))) if leader is not None else None,
        "tricks": [_trick(trick) for trick in deal.tricks],
        "tricks_won": _by_side(deal.tricks_won),
        "points": _by_side(deal.points),
        "revoke": _revoke(deal.revoke),
        "claimed": deal.claimed,
        "misdealt": deal.misdealt,
    }
    return data
