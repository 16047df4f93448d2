"""An analysis as a readable table, in the language of a catalogue.

The analysis itself is data (:func:`engine.analysis.analyse`); this module only names it:
every word comes from the ``engine`` catalogue (message ids ``analysis.*``), cards, seats,
suits, sides and contracts by :func:`engine.narration.name`.

>>> from engine.narration import DictCatalog
>>> catalog = DictCatalog({"analysis.action.pass": "pass", "seat.E": "East"})
>>> describe({"seat": "E", "action": "pass"}, catalog)
'pass'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import Card, Suit
from engine.contract import Contract
from engine.errors import Param
from engine.narration import MINUS, Catalog, name, sentence
from engine.seats import Partnership, Seat, Side

__all__ = ["describe", "render", "render_all"]

#: The message of each action, by its verb (and whether the maker goes alone).
_ACTIONS = {
    ("pass", False): "analysis.action.pass",
    ("order-up", False): "analysis.action.order-up",
    ("order-up", True): "analysis.action.order-up-alone",
    ("call", False): "analysis.action.call",
    ("call", True): "analysis.action.call-alone",
    ("bid", False): "analysis.action.bid",
    ("trump", False): "analysis.action.trump",
    ("discard", False): "analysis.action.discard",
}


#: The cell of a value that does not exist (a pass's): a dash, not a word.
_NONE = "\u2013"


def _say(message: str, params: Mapping[str, Param], catalog: Catalog) -> str:
    return sentence(message, params, catalog)


def _side(code: str) -> Side:
    return Partnership(code) if len(code) == 2 else Seat(code)


def describe(action: Mapping[str, Any], catalog: Catalog) -> str:
    """An action of the JSON export's shape in words (a card played: the card's name)."""
    verb = action["action"]
    if verb == "play":
        return name(Card.parse(action["card"]), catalog)
    params: dict[str, Param] = {}
    if "card" in action:
        params["card"] = Card.parse(action["card"])
    if "suit" in action:
        params["suit"] = Suit(action["suit"])
    if "tricks" in action:
        params["tricks"] = action["tricks"]
    if "contract" in action:
        params["contract"] = Contract.parse(action["contract"])
    return _say(_ACTIONS[verb, bool(action.get("alone"))], params, catalog)


def _number(value: float, catalog: Catalog) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))
    return text.replace(".", catalog.gettext("analysis.decimal-point")).replace("-", MINUS)


def render(analysis: Mapping[str, Any], catalog: Catalog) -> str:
    """The analysis of one decision: what it is, then one line per option, the best
    ones marked with a word."""
    seat = Seat(analysis["seat"])
    side = _side(analysis["makers"])
    sampled = analysis["method"] == "sampled"
    lines: list[str] = []
    if sampled:
        params: dict[str, Param] = {"seat": seat, "side": side, "samples": analysis["samples"]}
        lines.append(_say("analysis.sampled", params, catalog))
        headers = ["analysis.column.action", "analysis.column.expected", "analysis.column.made"]
    else:
        lines.append(_say("analysis.double-dummy", {"seat": seat, "side": side}, catalog))
        headers = ["analysis.column.action", "analysis.column.tricks", "analysis.column.points"]
    rows = [[catalog.gettext(header) for header in headers] + [""]]
    passes = False
    for option in analysis["options"]:
        action = option["action"]
        best = catalog.gettext("analysis.best") if action in analysis["best"] else ""
        cells = [describe(action, catalog)]
        if sampled:
            if option["expected_points"] is None:
                passes = True
                cells += [_NONE, _NONE]
            else:
                percent = {"percent": _number(round(100 * option["made"], 1), catalog)}
                cells += [
                    _number(option["expected_points"], catalog),
                    catalog.gettext("analysis.percent") % percent,
                ]
        else:
            points = [
                _say("analysis.side-points", {"side": _side(code), "points": value}, catalog)
                for code, value in option["points"].items()
            ]
            cells += [str(option["makers_tricks"]), "; ".join(points)]
        rows.append([*cells, best])
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=True)]
        lines.append("  " + "  ".join(cells).rstrip())
    if passes:
        lines.append(catalog.gettext("analysis.pass-no-value"))
    return "\n".join(lines)


def render_all(
    result: Mapping[str, Any], catalog: Catalog, said: Mapping[int, str] | None = None
) -> str:
    """Every position of :func:`engine.analysis.analyse_record`, each under its step and
    the action played, with what the action cost. ``said`` is the narration's sentence of
    each step's action ("North orders up …"), which the step line says as the narration
    does ("Step 1. North orders up …"); without it, the action in words."""
    blocks = []
    for position in result["positions"]:
        played = (said or {}).get(position["step"]) or describe(position["played"], catalog)
        params: dict[str, Param] = {"step": position["step"], "said": played}
        lines = [_say("analysis.step", params, catalog), render(position, catalog)]
        cost = position["cost"]
        if cost is None:
            pass  # a pass: its cost is not known (render said why)
        elif cost == 0:
            lines.append(catalog.gettext("analysis.cost-none"))
        else:
            message = (
                "analysis.cost-points"
                if position["method"] == "sampled"
                else "analysis.cost-tricks"
            )
            lines.append(catalog.gettext(message) % {"cost": _number(cost, catalog)})
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)
