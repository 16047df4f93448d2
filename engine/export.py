"""Games and states as plain JSON-able data: the JSON export and the state snapshot.

The export has this shape (see ``README-cli.md``)::

    {"rules": str, "games": [{"deals": [DEAL, ...], "score": {SIDE: int},
                              "winner": SIDE | null}]}

where each DEAL gives the cards as dealt, the actions in order, the contract, the tricks
and the points; :func:`snapshot` describes the game as it stands, for a reader stepping
through it.

>>> import json, random
>>> from engine.rules import Rules
>>> game = Game(Rules.parse("standard"), rng=random.Random(1))
>>> data = export_games(game.rules, [game])
>>> data["rules"], data["games"][0]["deals"][0]["actions"]
('standard', [])
>>> snapshot(game)["legal_actions"][0]
{'seat': 'E', 'action': 'pass'}
>>> _ = json.dumps(snapshot(game))
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.actions import Action, Call, Discard, OrderUp, Play
from engine.rules import Rules
from engine.state import Deal, Game, Phase, Trick

__all__ = ["action_to_json", "deal_to_json", "export_games", "game_to_json", "snapshot"]


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as ``{"seat", "action", ...}``.

    >>> from engine.cards import Suit
    >>> from engine.seats import Seat
    >>> action_to_json(Call(Seat.W, Suit.SPADES))
    {'seat': 'W', 'action': 'call', 'suit': 's', 'alone': False}
    """
    data: dict[str, Any] = {"seat": str(action.seat), "action": action.verb}
    if isinstance(action, Discard | Play):
        data["card"] = action.card.code
    elif isinstance(action, Call):
        data["suit"] = str(action.suit)
    if isinstance(action, OrderUp | Call):
        data["alone"] = action.alone
    return data


def _trick(trick: Trick) -> dict[str, Any]:
    return {
        "leader": str(trick.leader),
        "plays": [[str(seat), card.code] for seat, card in trick.plays],
        "winner": None if trick.winner is None else str(trick.winner),
    }


def _by_side(values: dict[Any, int] | None) -> dict[str, int] | None:
    return None if values is None else {str(side): value for side, value in values.items()}


def deal_to_json(deal: Deal, game: Game) -> dict[str, Any]:
    """One deal as far as it went; what is not known yet is ``None``."""
    rules = game.rules
    tricks = [*deal.tricks]
    if deal.plays:
        tricks.append(Trick(deal.plays[0][0], tuple(deal.plays)))
    made = deal.maker is not None
    return {
        "number": deal.number,
        "dealer": str(deal.dealer),
        "hands": {str(seat): [c.code for c in deal.layout.hands[seat]] for seat in rules.seats},
        "upcard": deal.layout.upcard.code,
        "kitty": [card.code for card in deal.layout.kitty],
        "actions": [action_to_json(action) for action in deal.actions],
        "trump": None if deal.contract is None else deal.contract.code,
        "makers": str(rules.side_of(deal.maker)) if deal.maker is not None else None,
        "maker": None if deal.maker is None else str(deal.maker),
        "alone": deal.alone if made else None,
        "sitting_out": None if deal.sitting_out is None else str(deal.sitting_out),
        "discard": None if deal.discard is None else deal.discard.code,
        "tricks": [_trick(trick) for trick in tricks],
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


def snapshot(game: Game) -> dict[str, Any]:
    """The game as it stands, for a reader: hands, contract, trick, score, legal actions.

    ``upcard_state`` is ``up`` during the first round, ``taken`` once the dealer took
    it up, ``turned-down`` after the first round, and ``kitty`` for a turned-up joker.
    """
    deal = game.current
    data: dict[str, Any] = {
        "rules": game.rules.code,
        "phase": str(game.phase),
        "turn": None if game.turn is None else str(game.turn),
        "dealer": str(game.dealer),
        "score": _by_side(game.scores),
        "winner": None if game.winner is None else str(game.winner),
        "legal_actions": [action_to_json(action) for action in game.legal_actions()],
    }
    if deal is None:
        return data
    upcard = deal.layout.upcard
    if upcard.is_joker:
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
        "upcard": upcard.code,
        "upcard_state": upcard_state,
        "trump": None if deal.contract is None else deal.contract.code,
        "maker": None if deal.maker is None else str(deal.maker),
        "makers": None if deal.maker is None else str(game.rules.side_of(deal.maker)),
        "alone": deal.alone if deal.maker is not None else None,
        "sitting_out": None if deal.sitting_out is None else str(deal.sitting_out),
        "kitty": [card.code for card in deal.layout.kitty],
        "discard": None if deal.discard is None else deal.discard.code,
        "trick": _trick(Trick(leader, tuple(deal.plays))) if leader is not None else None,
        "tricks": [_trick(trick) for trick in deal.tricks],
        "tricks_won": _by_side(deal.tricks_won),
        "points": _by_side(deal.points),
    }
    return data
