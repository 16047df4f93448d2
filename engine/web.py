"""The engine's entry point in the browser (Pyodide), and the walkthroughs' computation.

Every browser call takes and returns JSON text, so that nothing but strings crosses
between JavaScript and Python: :func:`call` runs one method of :data:`METHODS` by name.
The answers are data (ids, codes, cards) and, where a method is given a ``lang``, the
engine's sentences in that language from the compiled catalogues inside the package.

The same functions compute a walkthrough's steps at build time (CPython, with the page's
catalogue) and a reader's alternative line of play in the browser, so that both are
explained by the same code. A walkthrough is a hand record (see :mod:`engine.records`)
replayed step by step: step 0 is the deal as dealt, step *k* the game after the *k*-th
action. Each step gives the action, its events (message id, parameters as codes, the
rulings applied and the sentence), the record's comment for it, and the game as it
stands (:func:`engine.export.snapshot`, with the cards on the table).

>>> import json
>>> json.loads(call("rulings", "{}"))["count"] == len(RULINGS)
True
>>> from engine.narration import DictCatalog
>>> record = '''rules: standard
... dealer: N
... N: 9c Tc Qc 9d Td
... E: Jh Jd Ah Kh 9s
... S: Ac Kc 9h Th Qs
... W: Ad Kd Qd As Ks
... upcard: Qh
... # East holds the two red jacks.
... E order-up'''
>>> english = DictCatalog({"event.order-up": "%(seat)s orders up.", "seat.E": "East"})
>>> steps = walkthrough(record, english)["steps"]
>>> len(steps), steps[1]["action"], steps[1]["note"]
(2, {'seat': 'E', 'action': 'order-up', 'alone': False}, ['East holds the two red jacks.'])
>>> steps[1]["events"][0]["text"], steps[1]["state"]["turn"]
('East orders up.', 'N')
>>> check(record, 1, [], {"seat": "E", "action": "discard", "card": "9s"}, english)["code"]
'not-your-turn'

Bid Euchre works the same way: its actions are bids, passes and the high bidder's choice
of contract (``{"seat": "N", "action": "trump", "contract": "sans-low"}``), and each
step's state gives the bids so far, the high bid and bidder, and the contract.

>>> bids = '''rules: bid-euchre
... dealer: N
... N: Jd Jh Ad Kd Qd 9s
... E: As Ks Qs Ac Kc 9h
... S: Td 9d Ah Kh Tc 9c
... W: Js Jc Ts Qc Qh Th
... E bid 4'''
>>> state = walkthrough(bids, english)["steps"][1]["state"]
>>> state["bids"], state["high_bid"], state["high_bidder"], state["upcard"]
([{'seat': 'E', 'tricks': 4}], 4, 'E', None)
>>> refusal = check(bids, 1, [], {"seat": "S", "action": "bid", "tricks": 4}, english)
>>> refusal["code"], refusal["ruling"]
('bid-too-low', 'bid-euchre-bidding')
"""

from __future__ import annotations

import functools
import json
import platform
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from engine import analysis, links
from engine import board as board_play
from engine.actions import Action, Play, Revoke
from engine.analysis.player import best_player
from engine.analysis.text import in_words
from engine.cards import Card, Suit
from engine.contract import ALL_CONTRACTS
from engine.errors import EngineError, IllegalActionError, Param, Refusal
from engine.events import Event
from engine.export import action_from_json as _action_from_json
from engine.export import action_to_json, export_games, snapshot
from engine.links import Hand
from engine.narration import Catalog, load_catalog, name, sentence
from engine.players import simple_player
from engine.records import Record, format_record, parse_record
from engine.rules import DEFAULT_TARGET, Rules, Variant
from engine.rulings import RULINGS
from engine.seats import Partnership, Seat
from engine.state import Game, Layout, Phase, Trick

__all__ = [
    "METHODS",
    "BadRequestError",
    "UnknownMethodError",
    "action_from_json",
    "analyse",
    "branch",
    "call",
    "check",
    "info",
    "names",
    "rules_facts",
    "walkthrough",
]

Handler = Callable[[dict[str, Any]], Any]
JSON = dict[str, Any]


class UnknownMethodError(ValueError):
    """Raised for a method the browser API does not have."""


class BadRequestError(ValueError):
    """Raised for parameters a method cannot use (a malformed action, a step out of range)."""


def info() -> str:
    """What is running: the Python implementation and version, and the engine's size."""
    return json.dumps(
        {
            "python": platform.python_version(),
            "platform": sys.platform,
            "rulings": len(RULINGS),
        }
    )


# --- Values as JSON -----------------------------------------------------------------------


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
    engine.web.BadRequestError: not an action: {'seat': 'X', 'action': 'pass'}
    """
    if not isinstance(data, Mapping):
        raise BadRequestError(f"not an action: {data!r}")
    try:
        return _action_from_json(data)
    except (ValueError, KeyError, TypeError):  # engine errors (a bad card code) included
        raise BadRequestError(f"not an action: {dict(data)}") from None


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
    players, ruling ``cutthroat-players``), the cards dealt to each, and the number left
    for the kitty, its top card turned up (none in Bid Euchre).

    >>> facts = rules_facts(Rules.parse("standard cutthroat target=7"))
    >>> facts["game"], facts["options"], facts["target"], facts["seats"]
    ('standard', ['cutthroat'], 7, ['N', 'E', 'S'])
    >>> facts["hand_size"], facts["kitty"], rules_facts(Rules())["target"] is None
    (5, 9, True)
    """
    return {
        "rules": rules.code,
        "game": str(rules.variant),
        "options": list(rules.options),
        "target": None if rules.target == DEFAULT_TARGET[rules.variant] else rules.target,
        "seats": [str(seat) for seat in rules.seats],
        "hand_size": rules.hand_size,
        "kitty": rules.kitty_size,
    }


# --- Steps --------------------------------------------------------------------------------


def _table(game: Game, action: Action | None) -> JSON | None:
    """The cards on the table: the trick in progress, or the trick this play completed."""
    deal = game.current
    if deal is None:
        return None
    if deal.plays:
        trick = Trick(deal.plays[0][0], tuple(deal.plays))
    elif isinstance(action, Play | Revoke) and deal.tricks:
        trick = deal.tricks[-1]
    else:
        return None
    return {
        "leader": str(trick.leader),
        "plays": [[str(seat), card.code] for seat, card in trick.plays],
        "winner": None if trick.winner is None else str(trick.winner),
    }


def _step(
    game: Game,
    action: Action | None,
    events: Sequence[Event],
    comment: Sequence[str],
    catalog: Catalog,
) -> JSON:
    state = snapshot(game)
    state["table"] = _table(game, action)
    return {
        "action": None if action is None else action_to_json(action),
        "events": [event_to_json(event, catalog) for event in events],
        "note": list(comment),
        "state": state,
    }


def _record(text: str) -> Record:
    return parse_record(text)


def walkthrough(text: str, catalog: Catalog) -> JSON:
    """Every step of a hand record, narrated through ``catalog``, with the names of its cards
    and the :func:`rules_facts` of its rules.

    The record's comments are the author's notes: those before the rules introduce the
    walkthrough (``intro``), the others belong to the step of the action they precede;
    the comments after a deal's last action belong to its last step. Raises
    :class:`~engine.errors.NotationError` for a record that cannot be read or replayed.
    """
    return walk(_record(text), catalog)


def walk(record: Record, catalog: Catalog) -> JSON:
    """Every step of a record already read (see :func:`walkthrough`)."""
    steps: list[JSON] = []
    closing: list[tuple[str, ...]] = [deal.closing for deal in record.deals]
    deal_index = -1
    for step in record.steps():
        if step.action is None:
            if deal_index >= 0 and closing[deal_index]:
                steps[-1]["note"] += closing[deal_index]
            deal_index += 1
        steps.append(_step(step.game, step.action, step.events, step.comment, catalog))
    if steps and deal_index >= 0 and closing[deal_index]:
        steps[-1]["note"] += closing[deal_index]
    return {
        **rules_facts(record.rules),
        "intro": list(record.comment),
        "steps": steps,
        "names": names(record.rules, catalog),
    }


def _game_at(record: Record, step: int) -> Game:
    """The game of a record after its step ``step`` (0: the first deal dealt)."""
    if step < 0:
        raise BadRequestError(f"no step {step}")
    for index, replayed in enumerate(record.steps()):
        if index == step:
            return replayed.game
    raise BadRequestError(f"the record has no step {step}")


def _apply_all(
    game: Game, actions: Sequence[Mapping[str, Any]], catalog: Catalog, *, steps: bool = True
) -> tuple[list[JSON], JSON | None]:
    """Apply the reader's actions in turn, with their steps (none unless ``steps``);
    stop at the first refused one, whose refusal gives its ``"index"`` among them."""
    done: list[JSON] = []
    for index, data in enumerate(actions):
        action = action_from_json(data)
        refusal = game.check(action)
        if refusal is not None:
            return done, {**refusal_to_json(refusal, catalog, action), "index": index}
        events = game.apply(action)
        if steps:
            done.append(_step(game, action, events, (), catalog))
    return done, None


def check(
    text: str,
    step: int,
    actions: Sequence[Mapping[str, Any]],
    action: Mapping[str, Any],
    catalog: Catalog,
) -> JSON:
    """Whether ``action`` is legal after step ``step`` of the record and then the reader's
    ``actions``: ``{"legal": true}``, or the refusal (code, ruling, reason)."""
    game = _game_at(_record(text), step)
    _, refused = _apply_all(game, actions, catalog, steps=False)
    if refused is not None:
        del refused["index"]
        return refused
    proposed = action_from_json(action)
    refusal = game.check(proposed)
    if refusal is None:
        return {"legal": True}
    return refusal_to_json(refusal, catalog, proposed)


def branch(
    text: str,
    step: int,
    actions: Sequence[Mapping[str, Any]],
    catalog: Catalog,
) -> JSON:
    """The reader's line of play: from step ``step`` of the record, apply ``actions``, then
    let :func:`~engine.players.simple_player` play every seat to the end of the deal.

    Answers ``{"legal": true, "steps": [...]}`` with one step per action (the reader's
    first), or the refusal of the first illegal action with ``"index"``, its position.
    """
    game = _game_at(_record(text), step)
    steps, refused = _apply_all(game, actions, catalog)
    if refused is not None:
        return refused
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        action = simple_player(game)
        steps.append(_step(game, action, game.apply(action), (), catalog))
    return {"legal": True, "steps": steps}


def analyse(
    text: str,
    step: int,
    actions: Sequence[Mapping[str, Any]],
    catalog: Catalog,
    *,
    samples: int = analysis.DEFAULT_SAMPLES,
    seed: int = 0,
) -> JSON:
    """The analysis of the next decision after step ``step`` of the record and then the
    reader's ``actions`` (:func:`engine.analysis.analyse`), or the refusal of the first
    illegal action with its ``"index"``, as :func:`branch` answers. Raises
    :class:`~engine.errors.EngineError` ``nothing-to-analyse`` between deals and after
    the game."""
    game = _game_at(_record(text), step)
    _, refused = _apply_all(game, actions, catalog, steps=False)
    if refused is not None:
        return refused
    return analysis.analyse(game, samples=samples, seed=seed)


# --- The browser API ----------------------------------------------------------------------


@functools.cache
def _catalog(lang: str) -> Catalog:
    """The compiled catalogue of a language (inside the engine's archive in the browser)."""
    if not (isinstance(lang, str) and lang.isalpha()):
        raise BadRequestError(f"not a language: {lang!r}")
    return load_catalog(lang)


def _int(params: Mapping[str, Any], key: str) -> int:
    value = params.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequestError(f"{key!r} must be a whole number")
    return value


def _list(params: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    value = params.get(key, [])
    if not isinstance(value, list):
        raise BadRequestError(f"{key!r} must be a list of actions")
    return value


def _board(params: JSON) -> JSON:
    return board(params, _catalog(params.get("lang", "en")))


def _source(params: Mapping[str, Any]) -> Hand:
    """The hand a board request starts from: a link, a record's text, a seed or a layout."""
    if "link" in params:
        return links.decode(str(params["link"]))
    if "record" in params:
        text = str(params["record"])
        if len(text) > links.LIMIT:
            raise links.LinkError("link-too-long", {"limit": links.LIMIT})
        return Hand(parse_record(text))
    rules = Rules.parse(str(params.get("rules", "standard")))
    dealer = params.get("dealer")
    if dealer is not None and dealer not in [str(seat) for seat in rules.seats]:
        raise BadRequestError(f"not a dealer: {dealer!r}")
    seat = None if dealer is None else Seat(dealer)
    layout = params.get("layout")
    if layout is None:
        return board_play.start(rules, _int(params, "seed"), seat)
    if not isinstance(layout, Mapping):
        raise BadRequestError("'layout' must be an object")
    try:
        hands = {Seat(s): tuple(map(Card.parse, cards)) for s, cards in layout["hands"].items()}
        kitty = tuple(map(Card.parse, layout.get("kitty", [])))
        deal = Layout(seat or rules.seats[0], hands, kitty)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        if isinstance(error, EngineError):
            raise
        raise BadRequestError("not a layout") from None
    refusal = deal.check(rules)
    if refusal is not None:
        raise IllegalActionError(refusal)
    return board_play.from_layout(rules, deal)


#: The engine's players on the board: the simple player, and the best player of the
#: analysis (:func:`engine.analysis.player.best_player`).
PLAYERS: dict[str, Callable[[Game], Action]] = {"simple": simple_player, "best": best_player}


def board(params: Mapping[str, Any], catalog: Catalog) -> JSON:
    """The reader's board: the hand of ``params`` (``link``, ``record``, or ``rules`` with
    ``seed`` or ``layout`` ``{"hands": {SEAT: [card]}, "kitty": [card]}`` and ``dealer``),
    played on from step ``at`` (the last if absent) with ``actions``, the seats of
    ``engine`` played by the engine's ``player`` (``"simple"``, the default, or
    ``"best"``, the analysis's). Answers the steps as :func:`walkthrough` does, plus
    ``link`` (the compact fragment), ``plain`` (the ``record=`` fragment), ``record``
    (the text), ``export`` (the JSON export), ``seed``, ``step`` (the step to show),
    ``refused`` (the refusal of a reader's action, with its ``index``, or ``null``); as
    every walk, it has the :func:`rules_facts` of the hand's rules."""
    hand = _source(params)
    actions = [action_from_json(data) for data in _list(params, "actions")]
    at = params.get("at")
    if at is not None:
        at = _int(params, "at")
        if not 0 <= at < max(hand.steps, 1):
            raise BadRequestError(f"no step {at}")
    seats = params.get("engine", [])
    if not isinstance(seats, list) or not all(seat in Seat.__members__ for seat in seats):
        raise BadRequestError("'engine' must be a list of seats")
    player = PLAYERS.get(params.get("player", "simple"))
    if player is None:
        raise BadRequestError(f"'player' must be one of {sorted(PLAYERS)}")
    refused: JSON | None = None
    step = hand.step
    if hand.record.deals and (actions or at is not None or seats):
        played = board_play.play(hand, at, actions, frozenset(Seat(s) for s in seats), player)
        hand = played.hand
        step = None
        if played.refusal is not None:
            refused = {**refusal_to_json(played.refusal, catalog), "index": played.index}
    record = hand.record
    answer = walk(record, catalog)
    text = format_record(record)
    answer.update(
        link=links.encode(record, hand.seed) if record.deals else "",
        plain=links.record_fragment(text),
        record=text,
        export=export_games(record.rules, [record.replay()]),
        seed=hand.seed,
        step=max(len(answer["steps"]) - 1, 0) if step is None else step,
        refused=refused,
    )
    return answer


def _rules(params: JSON) -> JSON:
    rules = Rules.parse(str(params.get("rules", "standard")))
    return {**rules_facts(rules), "names": names(rules, _catalog(params.get("lang", "en")))}


def _encode(params: JSON) -> JSON:
    step = params.get("step")
    if step is not None:
        step = _int(params, "step")
    text = str(params["record"])
    return {
        "link": links.encode(parse_record(text), None, step),
        "plain": links.record_fragment(text, step),
    }


def _decode(params: JSON) -> JSON:
    hand = links.decode(str(params.get("link", "")))
    return {
        "record": format_record(hand.record),
        "seed": hand.seed,
        "step": hand.step,
        "steps": hand.steps,
    }


def _rulings(params: JSON) -> JSON:
    return {"count": len(RULINGS), "ids": list(RULINGS)}


def _walkthrough(params: JSON) -> JSON:
    return walkthrough(str(params["record"]), _catalog(params.get("lang", "en")))


def _check(params: JSON) -> JSON:
    return check(
        str(params["record"]),
        _int(params, "step"),
        _list(params, "actions"),
        params["action"],
        _catalog(params.get("lang", "en")),
    )


def _branch(params: JSON) -> JSON:
    return branch(
        str(params["record"]),
        _int(params, "step"),
        _list(params, "actions"),
        _catalog(params.get("lang", "en")),
    )


#: The most layouts a browser call analysis may deal (each costs a few milliseconds per
#: option).
MAX_SAMPLES = 200


def _analyse(params: JSON) -> JSON:
    samples = params.get("samples", analysis.DEFAULT_SAMPLES)
    if isinstance(samples, bool) or not isinstance(samples, int):
        raise BadRequestError("'samples' must be a whole number")
    if not 1 <= samples <= MAX_SAMPLES:
        raise BadRequestError(f"'samples' must be from 1 to {MAX_SAMPLES}")
    return analyse(
        str(params["record"]),
        _int(params, "step"),
        _list(params, "actions"),
        _catalog(params.get("lang", "en")),
        samples=samples,
        seed=_int(params, "seed") if "seed" in params else 0,
    )


def _describe(params: JSON) -> JSON:
    analysed = params["analysis"]
    if not isinstance(analysed, dict):
        raise BadRequestError("'analysis' must be an analysis")
    return in_words(analysed, _catalog(params.get("lang", "en")))


#: The browser API: ``{method: handler}``; every handler takes and returns JSON-able data.
#:
#: - ``rulings`` ``{}`` → ``{"count", "ids"}``;
#: - ``walkthrough`` ``{"record", "lang"}`` → the steps (see :func:`walkthrough`);
#: - ``check`` ``{"record", "step", "actions", "action", "lang"}`` → ``{"legal": true}``
#:   or a refusal ``{"legal": false, "code", "params", "ruling", "text"}``;
#: - ``branch`` ``{"record", "step", "actions", "lang"}`` → ``{"legal": true, "steps"}``
#:   or the refusal of the first illegal action, with its ``"index"``;
#: - ``analyse`` ``{"record", "step", "actions", "samples"?, "seed"?, "lang"?}`` → the
#:   analysis of the next decision after step ``step`` and the reader's ``actions`` (see
#:   :func:`engine.analysis.analyse`: ``{"rules", "seat", "phase", "makers", "method",
#:   "options", "best"}``, ``"samples"`` too for a call), or the refusal of the first
#:   illegal action with its ``"index"`` (its text in ``lang``, default ``en``), or
#:   ``{"error": "nothing-to-analyse", ...}`` between deals and after the game.
#: - ``describe`` ``{"analysis", "lang"}`` → the analysis (of ``analyse``, or several
#:   chunks of it merged) with its words in ``lang`` (see
#:   :func:`engine.analysis.text.in_words`);
#: - ``board`` (see :func:`board`) → the steps of the reader's hand, its link and the
#:   :func:`rules_facts` of its rules;
#: - ``rules`` ``{"rules", "lang"?}`` → the :func:`rules_facts` of a rules string and
#:   their ``names`` (see :func:`names`), or the rules' refusal ``{"error", ...}``;
#: - ``encode`` ``{"record", "step"}`` → ``{"link", "plain"}``, the compact and plain
#:   fragments of a record (:mod:`engine.links`);
#: - ``decode`` ``{"link"}`` → ``{"record", "seed", "step", "steps"}``.
METHODS: dict[str, Handler] = {
    "rulings": _rulings,
    "walkthrough": _walkthrough,
    "check": _check,
    "branch": _branch,
    "analyse": _analyse,
    "describe": _describe,
    "board": _board,
    "rules": _rules,
    "encode": _encode,
    "decode": _decode,
}


def _reason(error: EngineError, lang: object) -> str:
    try:
        catalog = _catalog(lang if isinstance(lang, str) else "en")
    except (BadRequestError, OSError):
        return str(error)
    defaults = {"seat": "?"}
    return sentence(error.refusal.message, error.params, catalog, defaults)


def call(method: str, params_json: str) -> str:
    """Run one browser API method with JSON parameters; return its JSON answer.

    A record or link the engine cannot read, or a hand it refuses, answers ``{"error":
    code, "line", "column", "ruling", "text"}``: ``text`` is the reason in the language of
    ``lang`` (English by default), ``line`` and ``column`` are ``null`` but for a record.
    """
    try:
        handler = METHODS[method]
    except KeyError:
        raise UnknownMethodError(f"the engine has no browser method {method!r}") from None
    params = json.loads(params_json)
    if not isinstance(params, dict):
        raise BadRequestError("the parameters must be a JSON object")
    try:
        answer = handler(params)
    except EngineError as error:
        answer = {
            "error": error.code,
            "line": getattr(error, "line", None),
            "column": getattr(error, "column", None),
            "ruling": error.ruling,
            "text": _reason(error, params.get("lang", "en")),
        }
    return json.dumps(answer, ensure_ascii=False)
