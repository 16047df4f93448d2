"""The reader's board: a hand from a link, a record, a seed or a layout, played on.

The entry point :func:`board` of :mod:`engine.web` (browser method ``board``): the hand's
steps as a walkthrough's (:func:`engine.web_steps.walk`), with its link, its record and
its JSON export.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine import board as board_play
from engine import links
from engine.actions import Action
from engine.analysis.player import best_player
from engine.cards import Card
from engine.errors import EngineError, IllegalActionError
from engine.export import export_games
from engine.game import Game, Layout
from engine.links import Hand
from engine.narration import Catalog
from engine.players import simple_player
from engine.records import format_record, parse_record
from engine.rules import Rules
from engine.seats import Seat
from engine.web_steps import walk
from engine.web_values import (
    JSON,
    BadRequestError,
    action_from_json,
    int_param,
    list_param,
    refusal_to_json,
)

__all__ = ["PLAYERS", "board"]


def _linked(link: str) -> tuple[Hand, int | None]:
    """The hand of a link, at its last step when the link names a step past it, and that
    step (``None`` when the hand has the step named, or none is)."""
    try:
        return links.decode(link), None
    except links.LinkError as error:
        if error.code != "link-bad-step":
            raise
        asked = error.params["step"]
        return links.decode(link, past_end="last"), asked if isinstance(asked, int) else None


def _source(params: Mapping[str, Any]) -> Hand:
    """The hand a board request starts from: a record's text, a seed or a layout."""
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
        return board_play.start(rules, int_param(params, "seed"), seat)
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
    ``refused`` (the refusal of a reader's action, with its ``index``, or ``null``),
    ``no_step`` (the step a link named past the hand's last, shown at the last, or
    ``null``); as every walk, it has the :func:`rules_facts` of the hand's rules.
    With ``deal`` (a seed), the next deal of a hand whose cards are written is first dealt
    at random (:func:`engine.board.next_deal`), the score carried on. When the actions end
    a deal and the game deals the next by itself, ``step`` is the deal's end."""
    hand, no_step = _linked(str(params["link"])) if "link" in params else (_source(params), None)
    actions = [action_from_json(data) for data in list_param(params, "actions")]
    at = params.get("at")
    if at is not None:
        at = int_param(params, "at")
        if not 0 <= at < max(hand.steps, 1):
            raise BadRequestError(f"no step {at}")
    seats = params.get("engine", [])
    if not isinstance(seats, list) or not all(seat in Seat.__members__ for seat in seats):
        raise BadRequestError("'engine' must be a list of seats")
    player = PLAYERS.get(params.get("player", "simple"))
    if player is None:
        raise BadRequestError(f"'player' must be one of {sorted(PLAYERS)}")
    if "deal" in params:
        dealt = board_play.next_deal(hand, int_param(params, "deal"))
        if dealt is None:
            raise BadRequestError("no next deal to deal")
        hand = dealt
    refused: JSON | None = None
    step = hand.step
    deals = len(hand.record.deals)
    if hand.record.deals and (actions or at is not None or seats):
        played = board_play.play(hand, at, actions, frozenset(Seat(s) for s in seats), player)
        hand = played.hand
        step = None
        if played.refusal is not None:
            refused = {**refusal_to_json(played.refusal, catalog), "index": played.index}
    record = hand.record
    answer = walk(record, catalog)
    if step is None and len(record.deals) > deals:
        # The actions ended a deal and the game dealt the next: the end of the deal is
        # shown (who won what), the next deal is one step on.
        step = len(answer["steps"]) - 2
    text = format_record(record)
    answer.update(
        link=links.encode(record, hand.seed) if record.deals else "",
        plain=links.record_fragment(text),
        record=text,
        export=export_games(record.rules, [record.replay()]),
        seed=hand.seed,
        step=max(len(answer["steps"]) - 1, 0) if step is None else step,
        refused=refused,
        no_step=no_step,
    )
    return answer
