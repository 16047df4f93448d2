"""The browser API's values as JSON: events, refusals, actions, analyses, names and rules
facts, and the parameters of a request.

Shared by the entry points of :mod:`engine.web` and by the build (a refusal's sentence
shipped with an exercise, the analysis of a walkthrough). Cards, suits, seats and
contracts are written as their codes, every action with its key (:func:`with_key`);
sentences come from the catalogue given.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.actions import Action, Discard, Play
from engine.cards import Suit
from engine.contract import ALL_CONTRACTS
from engine.errors import Param, Refusal
from engine.events import Event
from engine.export import action_from_json as _action_from_json
from engine.game import Game, Phase
from engine.narration import Catalog, name, sentence
from engine.rules import DEFAULT_TARGET, Rules, Variant
from engine.seats import Partnership, Seat

__all__ = [
    "JSON",
    "BadRequestError",
    "action_from_json",
    "analysis_with_keys",
    "calls_offered",
    "event_to_json",
    "int_param",
    "list_param",
    "names",
    "offered",
    "record_analysis_with_keys",
    "refusal_to_json",
    "rules_facts",
    "with_key",
]

JSON = dict[str, Any]


class BadRequestError(ValueError):
    """Raised for parameters a method cannot use (a malformed action, a step out of range)."""


def _param(value: Param) -> str | int:
    """A parameter of an event or refusal as JSON: codes for cards, suits, seats, sides
    (and any value with a ``code``, such as a contract)."""
    if isinstance(value, int):
        return value
    code = getattr(value, "code", None)
    return code if isinstance(code, str) else str(value)


def event_to_json(event: Event, catalog: Catalog) -> JSON:
    """An event: its message id, parameters (codes), rulings, acting seat and sentence."""
    return {
        "message": event.message,
        "params": {key: _param(value) for key, value in event.params.items()},
        "rulings": list(event.rulings),
        "seat": None if event.seat is None else str(event.seat),
        "text": sentence(event.message, event.params, catalog),
    }


def refusal_to_json(refusal: Refusal, catalog: Catalog, action: Action | None = None) -> JSON:
    """A refusal: ``legal`` false, its code, parameters, ruling and the reason as a sentence."""
    defaults: dict[str, Param] = {} if action is None else {"seat": action.seat}
    return {
        "legal": False,
        "code": refusal.code,
        "params": {key: _param(value) for key, value in refusal.params.items()},
        "ruling": refusal.ruling,
        "text": sentence(refusal.message, refusal.params, catalog, defaults),
    }


def action_from_json(data: Mapping[str, Any]) -> Action:
    """An action from its JSON form (:func:`engine.export.action_from_json`, the inverse
    of :func:`~engine.export.action_to_json`); :class:`BadRequestError` for anything else.

    >>> action_from_json({"seat": "W", "action": "call", "suit": "s", "alone": True})
    Call(seat=<Seat.W: 'W'>, suit=<Suit.SPADES: 's'>, alone=True)
    >>> action_from_json({"seat": "E", "action": "bid", "tricks": 4})
    Bid(seat=<Seat.E: 'E'>, tricks=4)
    >>> action_from_json({"seat": "N", "action": "trump", "contract": "sans-low"}).contract.code
    'sans-low'
    >>> action_from_json({"seat": "X", "action": "pass"})
    Traceback (most recent call last):
    ...
    engine.web_values.BadRequestError: not an action: {'seat': 'X', 'action': 'pass'}
    """
    if not isinstance(data, Mapping):
        raise BadRequestError(f"not an action: {data!r}")
    try:
        return _action_from_json(data)
    except (ValueError, KeyError, TypeError):  # engine errors (a bad card code) included
        raise BadRequestError(f"not an action: {dict(data)}") from None


def with_key(action: Mapping[str, Any]) -> JSON:
    """An action's JSON with its ``key`` (:attr:`engine.actions.BaseAction.key`), as the
    browser is sent every action: the page compares actions by seat and key.

    >>> with_key({"seat": "W", "action": "call", "suit": "s", "alone": True})
    {'seat': 'W', 'action': 'call', 'suit': 's', 'alone': True, 'key': 'call-s-alone'}
    """
    return action_from_json(action).to_json(key=True)


def analysis_with_keys(analysis: Mapping[str, Any]) -> JSON:
    """An analysis (:func:`engine.analysis.analyse`, or a position of
    :func:`~engine.analysis.analyse_record`) as the browser is sent it: each action of its
    ``options``, its ``best`` (and ``best_open``) and the action ``played`` with its key
    (:func:`with_key`)."""
    keyed = {
        **analysis,
        "options": [
            {**option, "action": with_key(option["action"])} for option in analysis["options"]
        ],
        "best": [with_key(action) for action in analysis["best"]],
    }
    if "best_open" in analysis:
        keyed["best_open"] = [with_key(action) for action in analysis["best_open"]]
    if "played" in analysis:
        keyed["played"] = with_key(analysis["played"])
    return keyed


def record_analysis_with_keys(analysis: Mapping[str, Any]) -> JSON:
    """The analysis of a record (:func:`engine.analysis.analyse_record`), every position
    with its actions' keys (:func:`analysis_with_keys`)."""
    return {**analysis, "positions": [analysis_with_keys(p) for p in analysis["positions"]]}


def names(rules: Rules, catalog: Catalog) -> JSON:
    """The names of the cards, seats, suits, sides and contracts of a game, in the
    catalogue's language, so that the page can name every card without asking the engine.

    The contracts are those the rules allow, by code: the four trump suits, and in Bid
    Euchre sans high and sans low too (``contract.sans-high`` of the engine catalogue).
    """
    sides: Iterable[Seat | Partnership] = rules.sides
    bid_euchre = rules.variant is Variant.BID_EUCHRE
    return {
        "cards": {card.code: name(card, catalog) for card in rules.deck},
        "seats": {str(seat): name(seat, catalog) for seat in rules.seats},
        "suits": {str(suit): name(suit, catalog) for suit in Suit},
        "sides": {str(side): name(side, catalog) for side in sides},
        "contracts": {
            contract.code: name(contract, catalog)
            for contract in ALL_CONTRACTS
            if bid_euchre or not contract.sans
        },
    }


def rules_facts(rules: Rules) -> JSON:
    """What a page needs to know of a rule set to show it, lay out or deal a hand: the
    canonical rules string and its parts (the game, the option words, the target score
    when not the game's own), the seats in play clockwise from North (``N E S`` with three
    players, ruling ``cutthroat-players``), the side each seat scores for (``side_of``: its
    partnership, or the seat itself with three players), the cards dealt to each, and the
    number left for the kitty, its top card turned up (none in Bid Euchre).

    >>> facts = rules_facts(Rules.parse("standard cutthroat target=7"))
    >>> facts["game"], facts["options"], facts["target"], facts["seats"]
    ('standard', ['cutthroat'], 7, ['N', 'E', 'S'])
    >>> facts["hand_size"], facts["kitty"], rules_facts(Rules())["target"] is None
    (5, 9, True)
    >>> facts["side_of"], rules_facts(Rules())["side_of"]["W"]
    ({'N': 'N', 'E': 'E', 'S': 'S'}, 'EW')
    """
    return {
        "rules": rules.code,
        "game": str(rules.variant),
        "options": list(rules.options),
        "target": None if rules.target == DEFAULT_TARGET[rules.variant] else rules.target,
        "seats": [str(seat) for seat in rules.seats],
        "side_of": {str(seat): str(rules.side_of(seat)) for seat in rules.seats},
        "hand_size": rules.hand_size,
        "kitty": rules.kitty_size,
        "calls": calls_offered(rules),
    }


def offered(game: Game) -> list[Action]:
    """Every action the widget offers the player to act: each card of the hand in the
    play or the discard, every call of a calling phase (alone or not,
    :meth:`~engine.game.Game.every_call`). The engine judges them; none is left out for
    being illegal (an exercise ships its verdict on each)."""
    seat, deal = game.turn, game.current
    assert seat is not None and deal is not None, "a question is asked of the player to act"
    if game.phase is Phase.PLAY:
        return [Play(seat, card) for card in deal.hands[seat]]
    if game.phase is Phase.DISCARD:
        return [Discard(seat, card) for card in deal.hands[seat]]
    return game.every_call(game.phase, seat)


def calls_offered(rules: Rules) -> dict[str, list[JSON]]:
    """The call buttons of each calling phase of ``rules`` (by the phase's code), as the
    widget shows them whoever calls: each call's JSON without its seat or ``alone``, with
    its ``key`` and, for a call the maker may make alone, ``alone_key``, the key of the
    same call alone. Every call is offered; the engine says which are allowed.

    >>> calls_offered(Rules())["round-1"]
    [{'action': 'pass', 'key': 'pass'}, {'action': 'order-up', 'key': 'order-up', \
'alone_key': 'order-up-alone'}]
    >>> [call["key"] for call in calls_offered(Rules.parse("bid-euchre"))["bidding"]]
    ['pass', 'bid-3', 'bid-4', 'bid-5', 'bid-6']
    """
    game = Game.of(rules)
    found: dict[str, list[JSON]] = {}
    for phase in game.calling:
        buttons: dict[tuple[str, object], JSON] = {}  # one per call, alone or not
        for action in game.every_call(phase, Seat.N):
            button = buttons.setdefault((action.verb, action.value()), _call_json(action))
            button["alone_key" if action.goes_alone() else "key"] = action.key
        found[str(phase)] = list(buttons.values())
    return found


def _call_json(action: Action) -> JSON:
    """A call's JSON without its seat, nor whether the maker goes alone."""
    return {
        name: value for name, value in action.to_json().items() if name not in ("seat", "alone")
    }


def int_param(params: Mapping[str, Any], key: str) -> int:
    """The whole number ``params[key]``; :class:`BadRequestError` for anything else."""
    value = params.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequestError(f"{key!r} must be a whole number")
    return value


def list_param(params: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    """The list of actions ``params[key]`` (empty if absent), not read yet."""
    value = params.get(key, [])
    if not isinstance(value, list):
        raise BadRequestError(f"{key!r} must be a list of actions")
    return value
