"""The review of a whole hand: every decision of every seat with what it cost, the largest
mistakes first, and each seat's accuracy (the share of its decisions that lost nothing).

Built only on :func:`engine.analysis.analyse_record` (each decision's analysis and the
action played) and :func:`engine.analysis.cost` (what that action lost, in the analysis's
own unit), and on the option fields every analysis keeps: ``action``, and for a play or a
discard ``points`` (each side's points with every card seen). So the review holds however
calls and plays come to be valued.

- A call's cost is in points (expected points lost against the best call).
- A play's or a discard's cost is in tricks (what :func:`~engine.analysis.cost` says,
  from what the player could see) and, when it lost some, in points: from what the player
  could see too (``seen_points_cost``) where the analysis has it; otherwise the
  difference, for the acting player's side, between the points the best option (the
  first of ``best``) and the played one score with every card seen, never below 0.
- A decision whose cost cannot be valued (``None``) is listed, last, and left out of the
  accuracy.

:func:`review` turns an analysed record into data; :func:`in_words` adds the engine's words
in a catalogue's language (for the site), :func:`render` the command line's text.

>>> from engine.records import parse_record
>>> record = parse_record('''
... rules: standard
... dealer: N
... N: 9c Tc Qc 9d Td
... E: Jh Jd Ah Kh 9s
... S: Ac Kc 9h Th Qs
... W: Ad Kd Qd As Ks
... upcard: Qh
... E order-up
... N discard 9c
... E play 9s, S play Qs, W play As, N play Tc''')
>>> result = review_record(record, samples=2)

North, out of spades, throws the ten of clubs under West's ace instead of trumping it: as
North saw it, more than a trick and three quarters of a point lost. East's lead of 9♠
costs a trick with every card seen, nothing as East saw it:
>>> [(d["step"], d["seat"], d["tricks"], d["points"]) for d in result["decisions"]][:3]
[(6, 'N', 1.19, 0.75), (1, 'E', None, 0), (2, 'N', 0, 0)]
>>> [(s["seat"], s["valued"], s["clean"], s["accuracy"]) for s in result["seats"]][:2]
[('N', 2, 1, 0.5), ('E', 2, 2, 1.0)]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.analysis import analyse_record, cost
from engine.analysis.numbers import decimal, percent
from engine.analysis.text import describe, label
from engine.export import action_from_json
from engine.narration import Catalog, name
from engine.records import Record
from engine.rules import Rules
from engine.seats import Seat

__all__ = ["in_words", "render", "review", "review_record"]

#: The columns of the command line's review.
_HEADERS = (
    "review.column.step",
    "review.column.seat",
    "review.column.choice",
    "review.column.points",
    "review.column.tricks",
)
#: The cell of a cost that does not exist (a decision the analysis cannot value).
_NONE = "\u2013"


def review_record(record: Record, *, samples: int | None = None, seed: int = 0) -> dict[str, Any]:
    """The review of a hand record: :func:`review` of its :func:`analyse_record`."""
    return review(analyse_record(record, samples=samples, seed=seed))


def _net(points: Mapping[str, Any], own: str) -> float:
    """A side's points against the others' (in the three-player game, their mean)."""
    others = [float(value) for side, value in points.items() if side != own]
    mine = float(points.get(own, 0))
    return mine - (sum(others) / len(others) if others else 0.0)


def _points_lost(position: Mapping[str, Any], tricks: float | None, rules: Rules) -> float | None:
    """The points a play or a discard lost, for the acting side (see the module)."""
    if tricks is None or tricks <= 0:
        return tricks
    options = {_key(option["action"]): option for option in position["options"]}
    played = options.get(_key(position["played"]))
    if played is not None and "seen_points_cost" in played:  # as the player saw it
        return float(played["seen_points_cost"])
    if played is None or any("points" not in option for option in options.values()):
        return None
    own = str(rules.side_of(Seat(position["seat"])))
    if position["best"]:
        best = options[_key(position["best"][0])]
    else:  # none starred, yet a loss: against the option that scores best
        best = max(options.values(), key=lambda option: _net(option["points"], own))
    return max(0.0, _net(best["points"], own) - _net(played["points"], own))


def _key(action: Mapping[str, Any]) -> str:
    """The key of an action written as JSON (:attr:`engine.actions.BaseAction.key`)."""
    return action_from_json(dict(action)).key


def _decision(position: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    lost = cost(dict(position), dict(position["played"]))
    if position["method"] == "double-dummy":
        tricks: float | None = lost
        points = _points_lost(position, lost, rules)
    else:
        tricks, points = None, lost
    return {
        "step": position["step"],
        "seat": position["seat"],
        "phase": position["phase"],
        "method": position["method"],
        "played": position["played"],
        "points": points,
        "tricks": tricks,
        "lost": None if lost is None else lost > 0,
    }


def _order(decision: Mapping[str, Any]) -> tuple[int, float, float, int]:
    """Mistakes first, the largest first (points, then tricks), then the decisions that
    lost nothing, then those without a value; each group in the order of the hand."""
    group = 0 if decision["lost"] else 1 if decision["lost"] is False else 2
    points = -(decision["points"] or 0)
    tricks = -(decision["tricks"] or 0)
    return group, points, tricks, decision["step"]


def review(analysed: Mapping[str, Any]) -> dict[str, Any]:
    """The review of an analysed record (:func:`engine.analysis.analyse_record`'s answer):
    ``{"rules", "decisions", "seats"}``.

    Each decision: ``step`` (the walkthrough step of the action, for its link), ``seat``,
    ``phase``, ``method``, ``played``, ``points`` and ``tricks`` (what it lost in each unit;
    ``None`` where the analysis gives none), ``lost`` (whether it lost something; ``None``
    when it cannot be valued). The largest mistakes come first (see :func:`_order`).
    Each seat that decided something, in the table's order: ``decisions``, ``valued``,
    ``clean`` (valued decisions that lost nothing) and ``accuracy`` (``clean / valued``;
    ``None`` when none was valued).
    """
    rules = Rules.parse(analysed["rules"])
    decisions = sorted((_decision(p, rules) for p in analysed["positions"]), key=_order)
    seats = []
    for seat in rules.seats:
        mine = [d for d in decisions if d["seat"] == str(seat)]
        if not mine:
            continue
        valued = [d for d in mine if d["lost"] is not None]
        clean = sum(1 for d in valued if not d["lost"])
        accuracy = clean / len(valued) if valued else None
        seats.append(
            {
                "seat": str(seat),
                "decisions": len(mine),
                "valued": len(valued),
                "clean": clean,
                "accuracy": accuracy,
            }
        )
    return {"rules": rules.code, "decisions": decisions, "seats": seats}


# --- In words ------------------------------------------------------------------------------


def _figure(value: float | None, catalog: Catalog, *, whole: bool = False) -> str:
    """A cost as the review writes it: a dash for none, 0 for nothing, tricks whole when
    they are, points with one decimal."""
    if value is None:
        return _NONE
    if value == 0 or (whole and value == int(value)):
        return str(int(value))
    return decimal(value, catalog)


def _cost_text(decision: Mapping[str, Any], catalog: Catalog) -> str:
    """What a decision cost, in a phrase: nothing, points, points and tricks, or no value."""
    if decision["lost"] is None:
        return catalog.gettext("review.no-value")
    if not decision["lost"]:
        return catalog.gettext("review.nothing-lost")
    points = _figure(decision["points"], catalog)
    if decision["tricks"] is None:
        return catalog.gettext("review.lost-points") % {"points": points}
    tricks = _figure(decision["tricks"], catalog, whole=True)
    return catalog.gettext("review.lost-points-tricks") % {"points": points, "tricks": tricks}


def _accuracy(seat: Mapping[str, Any], catalog: Catalog) -> str:
    """A seat's accuracy in words: ``75% (3 of 4)``, or that none was valued."""
    if seat["accuracy"] is None:
        return catalog.gettext("review.no-value")
    params = {
        "percent": percent(seat["accuracy"], catalog),
        "clean": seat["clean"],
        "valued": seat["valued"],
    }
    return catalog.gettext("review.accuracy-value") % params


def in_words(result: Mapping[str, Any], catalog: Catalog) -> dict[str, Any]:
    """A :func:`review` with the engine's words in the catalogue's language, which the
    site prints as they are: on each decision ``"text": {"seat", "choice", "points",
    "tricks", "cost"}`` (the seat's name, the choice as its button says it, each cost's
    figure, a dash for none, and the cost in a phrase), on each seat ``"text": {"seat",
    "accuracy"}``."""
    decisions = []
    for decision in result["decisions"]:
        text = {
            "seat": name(Seat(decision["seat"]), catalog),
            "choice": label(decision["played"], catalog),
            "points": _figure(decision["points"], catalog),
            "tricks": _figure(decision["tricks"], catalog, whole=True),
            "cost": _cost_text(decision, catalog),
        }
        decisions.append({**decision, "text": text})
    seats = [
        {
            **seat,
            "text": {
                "seat": name(Seat(seat["seat"]), catalog),
                "accuracy": _accuracy(seat, catalog),
            },
        }
        for seat in result["seats"]
    ]
    return {**result, "decisions": decisions, "seats": seats}


def render(result: Mapping[str, Any], catalog: Catalog) -> str:
    """The review as the command line prints it: a table of every decision, the largest
    mistakes first, then each seat's accuracy."""
    worded = in_words(result, catalog)
    if not worded["decisions"]:
        return catalog.gettext("review.empty")
    rows = [[catalog.gettext(header) for header in _HEADERS]]
    for decision in worded["decisions"]:
        text = decision["text"]
        rows.append(
            [
                str(decision["step"]),
                text["seat"],
                describe(decision["played"], catalog),
                text["points"],
                text["tricks"],
            ]
        )
    lines = [catalog.gettext("review.title")]
    lines += _table(rows)
    lines.append(catalog.gettext("review.accuracy"))
    seats = [[seat["text"]["seat"], seat["text"]["accuracy"]] for seat in worded["seats"]]
    lines += _table(seats)
    if any(decision["lost"] is None for decision in worded["decisions"]):
        lines.append(catalog.gettext("review.no-value-note"))
    return "\n".join(lines)


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        "  "
        + "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
