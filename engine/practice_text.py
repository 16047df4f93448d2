"""A practice position (:mod:`engine.practice`) as the player to act sees it, in words.

:func:`in_words` gives what the practice page shows: what the player can see (the own
hand, the turned-up card, the calls and cards played so far, as the narration says
them; never another player's cards or the dealer's discard), the analysis with its words
(:func:`engine.analysis.text.in_words`), the reason for the answer and the line after
it, in the language of a catalogue. The words come from the ``engine`` catalogue
(``practice.*`` and the narration's own messages).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Discard
from engine.analysis.numbers import decimal, percent
from engine.analysis.text import in_sentence, label
from engine.analysis.text import in_words as analysis_in_words
from engine.cards import Card
from engine.errors import Param
from engine.export import action_from_json, snapshot
from engine.game import Game
from engine.narration import Catalog, narrate, sentence
from engine.seats import Seat

__all__ = ["in_words", "reason", "seen_view"]

_TRICKS = tuple(f"analysis.trick.{number}" for number in range(1, 7))


def _option(action: Mapping[str, Any], catalog: Catalog) -> Param:
    """An option as a sentence names it: a card as the card (its grammatical forms
    available), a call by its label."""
    if action["action"] in ("play", "discard"):
        return Card.parse(action["card"])
    return in_sentence(label(action, catalog))


def reason(found: Mapping[str, Any], catalog: Catalog) -> str:
    """The reason for the answer (``found["reason"]``) in a sentence: the answer is
    ``card`` (a card or a discard) or ``option`` (a call's label), the next best
    ``other``; a trick by its ordinal (``trick``), won by ``seat`` with ``winner``;
    ``tricks``, ``points`` and ``gain`` as decimals, ``percent`` how often made."""
    data = found["reason"]
    params: dict[str, Param] = {}
    for key, value in data["params"].items():
        if key == "option":
            if value["action"] in ("play", "discard"):
                params["card"] = Card.parse(value["card"])
            else:
                params["option"] = label(value, catalog)
        elif key == "other":
            params["other"] = _option(value, catalog)
        elif key == "trick":
            params["trick"] = catalog.gettext(_TRICKS[int(value) - 1])
        elif key == "seat":
            params["seat"] = Seat(value)
        elif key == "card":
            params["winner"] = Card.parse(value)
        elif key == "made":
            params["percent"] = percent(float(value), catalog)
        else:
            params[key] = decimal(float(value), catalog)
    return sentence(data["message"], params, catalog)


def seen_view(game: Game) -> dict[str, Any]:
    """The game as the player to act sees it (:func:`engine.export.snapshot` without the
    other hands, the kitty and another player's discard): the other hands by their
    number of cards, ``hand_counts``."""
    seat = game.turn
    assert seat is not None
    view = snapshot(game, keys=True)
    hands = view.pop("hands", {})
    view["hand"] = hands.get(str(seat), [])
    view["hand_counts"] = {other: len(cards) for other, cards in hands.items()}
    view["kitty"] = []
    if view.get("dealer") != str(seat):
        view["discard"] = None
    view.pop("irregular_actions", None)
    return view


def _story(game: Game, catalog: Catalog) -> list[str]:
    """The deal so far in sentences, as the player to act saw it (another player's
    discard is not named)."""
    seat = game.turn
    deal = game.current
    assert deal is not None and seat is not None
    replay = Game(game.rules, deal.dealer, scores=game.initial_scores)
    said = [narrate(event, catalog) for event in replay.deal(deal.layout)]
    for action in deal.actions:
        events = replay.apply(action)
        if isinstance(action, Discard) and action.seat is not seat:
            continue
        said += [narrate(event, catalog) for event in events]
    return said


def _line(game: Game, steps: list[dict[str, Any]], catalog: Catalog) -> list[str]:
    after = game.copy()
    after.rng = None
    said: list[str] = []
    for step in steps:
        said += [narrate(event, catalog) for event in after.apply(action_from_json(step))]
    return said


def in_words(found: Mapping[str, Any], game: Game, catalog: Catalog) -> dict[str, Any]:
    """What the practice page shows of a position (``found``, of :func:`engine.practice.find`
    or :func:`~engine.practice.from_link`, whose decision ``game`` is), in the catalogue's
    language: ``{"theme", "seat", "phase", "rules", "link", "answer", "rulings", "view",
    "story", "analysis", "reason", "line"}`` (``seed`` and ``date`` when ``found`` has
    them)."""
    out = {
        key: found[key]
        for key in ("theme", "seat", "phase", "rules", "link", "answer", "rulings", "seed", "date")
        if key in found
    }
    out["view"] = seen_view(game)
    out["story"] = _story(game, catalog)
    out["analysis"] = analysis_in_words(found["analysis"], catalog)
    out["reason"] = reason(found, catalog)
    out["line"] = _line(game, found["line"], catalog)
    return out
