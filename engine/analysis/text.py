"""The analysis in words, in the language of a catalogue: as a readable table (the command
line's ``analyse``), and option by option for the site (:func:`in_words`: the label, the
value and the verdict of each option, which the walkthroughs' static column and widget
print as they are).

The analysis itself is data (:func:`engine.analysis.analyse`); this module only names it:
every word comes from the ``engine`` catalogue (message ids ``analysis.*``), cards, seats,
suits, sides and contracts by :func:`engine.narration.name`; numbers by
:mod:`engine.analysis.numbers`, where they are rounded.

>>> from engine.narration import DictCatalog
>>> catalog = DictCatalog({"analysis.action.pass": "pass", "seat.E": "East"})
>>> describe({"seat": "E", "action": "pass"}, catalog)
'pass'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.analysis import cost
from engine.analysis.numbers import NO_VALUE, decimal, estimate, made_range, number, plural
from engine.cards import Card, Suit
from engine.contract import Contract
from engine.errors import Param
from engine.narration import Catalog, name, sentence
from engine.rules import Rules
from engine.seats import Partnership, Seat, Side

__all__ = [
    "describe",
    "heading",
    "in_sentence",
    "in_words",
    "label",
    "line_in_words",
    "render",
    "render_all",
]

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
    ("claim", False): "analysis.label.claim",  # where a revoke could be claimed instead
}


def _say(message: str, params: Mapping[str, Param], catalog: Catalog) -> str:
    return sentence(message, params, catalog)


def _side(code: str) -> Side:
    return Partnership(code) if len(code) == 2 else Seat(code)


def describe(action: Mapping[str, Any], catalog: Catalog) -> str:
    """An action of the JSON export's shape in words (a card played: the card's name), as
    the command line's table says it."""
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
        if "seen_samples" in analysis:
            headers.append("analysis.column.seen")
    rows = [[catalog.gettext(header) for header in headers] + [""]]
    for option in analysis["options"]:
        action = option["action"]
        best = catalog.gettext("analysis.best") if action in analysis["best"] else ""
        cells = [describe(action, catalog)]
        if sampled:
            margin = float(option.get("margin", 0.0))
            made = option.get("made")
            cells += [
                f"{estimate(option['expected_points'], margin, catalog)} "
                f"±{decimal(margin, catalog)}",
                NO_VALUE if made is None else made_range(made, option.get("held", 0), catalog),
            ]
        else:
            points = [
                _say("analysis.side-points", {"side": _side(code), "points": value}, catalog)
                for code, value in option["points"].items()
            ]
            cells += [str(option["makers_tricks"]), "; ".join(points)]
            if "seen_samples" in analysis:
                cells.append(
                    f"{decimal(option['seen'], catalog)} ±{decimal(option['seen_margin'], catalog)}"
                )
                if not best and _open_only(analysis, option):
                    best = catalog.gettext("analysis.open-only")
        rows.append([*cells, best])
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=True)]
        lines.append("  " + "  ".join(cells).rstrip())
    if sampled and not analysis["best"]:
        lines.append(catalog.gettext("analysis.too-close-call-table"))
    if "seen_samples" in analysis:
        params = {"seat": seat, "samples": analysis["seen_samples"]}
        lines[0] += " " + _say("analysis.seen-method", params, catalog)
        if not analysis["best"]:
            lines.append(catalog.gettext("analysis.too-close-table"))
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
            lines.append(catalog.gettext(message) % {"cost": number(cost, catalog)})
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


# --- The site's words: each option's label, value and verdict ------------------------------

_SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}

#: The label of each option, by its verb (and whether the maker goes alone).
_LABELS = {
    ("pass", False): "analysis.label.pass",
    ("order-up", False): "analysis.label.order-up",
    ("order-up", True): "analysis.label.order-up-alone",
    ("call", False): "analysis.label.call",
    ("call", True): "analysis.label.call-alone",
    ("bid", False): "analysis.label.bid",
    ("claim", False): "analysis.label.claim",
}
#: A trick by its number ("the fourth trick"), from the first to the sixth.
_TRICKS = (
    "analysis.trick.1",
    "analysis.trick.2",
    "analysis.trick.3",
    "analysis.trick.4",
    "analysis.trick.5",
    "analysis.trick.6",
)
#: The contracts of Bid Euchre that are not a suit.
_SANS = {"sans-high": "analysis.label.sans-high", "sans-low": "analysis.label.sans-low"}


def _suit(code: str, catalog: Catalog) -> str:
    return f"{_SUIT_SYMBOLS[code]} {name(Suit(code), catalog)}"


def in_sentence(text: str) -> str:
    """A label (a button's "Pass", "Order up") where a sentence puts it after a colon: its
    first letter in lower case ("Best: pass"), in every language of the site. Labels begin
    with a common word or a suit's symbol, never a name.

    >>> in_sentence("Godta och spela ensam"), in_sentence("♥ hjärter")
    ('godta och spela ensam', '♥ hjärter')
    """
    return text[:1].lower() + text[1:]


def label(action: Mapping[str, Any], catalog: Catalog) -> str:
    """An option as the site names it: a card's name, or the call in words (``Order
    up``, ``Name ♥ hearts and go alone``, ``Bid 4``; a contract by its name alone, ``♠
    spades``, ``Sans high``, as on its button)."""
    verb = action["action"]
    if verb in ("play", "discard", "revoke"):
        return name(Card.parse(action["card"]), catalog)
    if verb == "trump":
        code = action["contract"]
        return _suit(code, catalog) if code in _SUIT_SYMBOLS else catalog.gettext(_SANS[code])
    message = catalog.gettext(_LABELS[verb, bool(action.get("alone"))])
    if verb == "call":
        return message % {"suit": _suit(action["suit"], catalog)}
    if verb == "bid":
        return message % {"tricks": action["tricks"]}
    return message


def _side_name(rules: Rules, seat: str, makers: str | None, catalog: Catalog) -> str:
    """The name of the side of ``seat``: a partnership, or in the three-player game the
    maker alone or the defenders together."""
    side = rules.side_of(Seat(seat))
    if isinstance(side, Partnership) or makers is None or seat == makers:
        return name(side, catalog)
    return catalog.gettext("analysis.defenders")


def _side_tricks(position: Mapping[str, Any], option: Mapping[str, Any], hand_size: int) -> int:
    """The tricks of the acting player's side after an option, with perfect play."""
    tricks = int(option["makers_tricks"])
    side = str(Rules.parse(position["rules"]).side_of(Seat(position["seat"])))
    return tricks if side == position["makers"] else hand_size - tricks


def _seen(position: Mapping[str, Any], option: Mapping[str, Any]) -> bool:
    """Whether an option of a play or a discard carries its value as the player saw it."""
    return position["method"] == "double-dummy" and "seen" in option


def _open_value(
    position: Mapping[str, Any], option: Mapping[str, Any], rules: Rules, catalog: Catalog
) -> str:
    """The tricks of the acting side after an option with every card seen, in words."""
    count = _side_tricks(position, option, rules.hand_size)
    tricks = plural(catalog, "analysis.tricks", count)
    side = _side_name(rules, position["seat"], position["makers"], catalog)
    return catalog.gettext("analysis.side-tricks") % {
        "side": side,
        "tricks": tricks % {"count": count},
    }


def _value(
    position: Mapping[str, Any], option: Mapping[str, Any], rules: Rules, catalog: Catalog
) -> str:
    if _seen(position, option):
        side = _side_name(rules, position["seat"], position["makers"], catalog)
        return catalog.gettext("analysis.seen-tricks") % {
            "side": side,
            "tricks": decimal(option["seen"], catalog),
            "margin": decimal(option["seen_margin"], catalog),
        }
    if position["method"] == "double-dummy":
        return _open_value(position, option, rules, catalog)
    margin = float(option.get("margin", 0.0))
    params = {
        "points": estimate(option["expected_points"], margin, catalog),
        "margin": decimal(margin, catalog),
    }
    if option.get("made") is None:
        return catalog.gettext("analysis.points-value") % params
    made = made_range(option["made"], option.get("held", 0), catalog)
    return catalog.gettext("analysis.call-value") % {**params, "made": made}


def _figure(
    position: Mapping[str, Any], option: Mapping[str, Any], rules: Rules, catalog: Catalog
) -> str | None:
    if _seen(position, option):
        return decimal(option["seen"], catalog)
    if position["method"] == "double-dummy":
        return str(_side_tricks(position, option, rules.hand_size))
    margin = float(option.get("margin", 0.0))
    estimated = estimate(option["expected_points"], margin, catalog)
    return f"{estimated} ±{decimal(margin, catalog)}"


def _head(position: Mapping[str, Any], option: Mapping[str, Any], catalog: Catalog) -> str:
    """What choosing ``option`` cost against the best, in a sentence, or nothing."""
    lost = cost(dict(position), option["action"])
    if _seen(position, option):
        if not lost:
            return ""
        verb = option["action"]["action"]
        message = "analysis.cost-seen-discard" if verb == "discard" else "analysis.cost-seen"
        text = catalog.gettext(message) % {"tricks": decimal(lost, catalog)}
        loses = option.get("loses")
        if loses:
            params: dict[str, Param] = {
                "trick": catalog.gettext(_TRICKS[int(loses["trick"]) - 1]),
                "seat": Seat(loses["seat"]),
                "card": Card.parse(loses["card"]),
            }
            text += " " + _say("analysis.loses-trick", params, catalog)
        return text
    if position["method"] == "double-dummy":
        tricks = round(lost or 0)
        if tricks <= 0:
            return ""
        if option["action"]["action"] == "discard":
            message = plural(catalog, "analysis.cost-discard", tricks)
        else:
            message = plural(catalog, "analysis.cost-play", tricks)
        return message % {"count": tricks}
    shown = decimal(lost or 0, catalog)
    if shown == decimal(0, catalog):
        return ""
    message = "analysis.cost-pass" if option["action"]["action"] == "pass" else "analysis.cost-call"
    return catalog.gettext(message) % {"points": shown}


def _top(position: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The option the verdicts compare with: the first best, or when the analysis is too
    close to call, the one of highest value as the player saw it."""
    options = position["options"]
    if position["best"]:
        return next((o for o in options if o["action"] == position["best"][0]), None)
    if position["method"] == "double-dummy" and options and "seen" in options[0]:
        found: Mapping[str, Any] = max(options, key=lambda option: float(option["seen"]))
        return found
    if position["method"] == "sampled" and options:
        top: Mapping[str, Any] = max(options, key=lambda option: float(option["expected_points"]))
        return top
    return None


def heading(position: Mapping[str, Any], catalog: Catalog) -> str:
    """Whose decision it is, what that player can see and for which side the values
    count, in a sentence (the panel's heading)."""
    phase = position["phase"]
    if phase == "play":
        message = "analysis.heading.play"
    elif phase == "discard":
        message = "analysis.heading.discard"
    elif position["rules"].startswith("bid-euchre"):
        message = "analysis.heading.bid"
    else:
        message = "analysis.heading.call"
    rules = Rules.parse(position["rules"])
    side = _side_name(rules, position["seat"], None, catalog)
    return catalog.gettext(message) % {
        "seat": name(Seat(position["seat"]), catalog),
        "side": side,
    }


def _verdict(
    position: Mapping[str, Any],
    option: Mapping[str, Any],
    top: Mapping[str, Any] | None,
    rules: Rules,
    catalog: Catalog,
) -> tuple[str, bool]:
    """The sentence said when ``option`` is chosen, and whether it cost something."""
    if top is None:
        return "", False
    sampled = position["method"] == "sampled"
    if head := _head(position, option, catalog):
        unsettled = sampled and not position["best"]
        message = "analysis.better-unsettled" if unsettled else "analysis.better"
        better = catalog.gettext(message) % {
            "option": in_sentence(label(top["action"], catalog)),
            "value": _value(position, top, rules, catalog),
        }
        return f"{head} {better}", True
    worth = _value(position, option, rules, catalog)
    if _claim_stays_open(position, option):
        return catalog.gettext("analysis.claim-stays-open") % {"value": worth}, False
    if sampled and not position["best"]:
        return catalog.gettext("analysis.too-close-call") % {"value": worth}, False
    if sampled and len(position["best"]) == len(position["options"]) > 1:
        return catalog.gettext("analysis.equal") % {"value": worth}, False
    if not _seen(position, option):
        return "★ " + catalog.gettext("analysis.was-best") % {"value": worth}, False
    if not position["best"]:
        verdict = catalog.gettext("analysis.too-close") % {"value": worth}
    elif len(position["best"]) == len(position["options"]):
        verdict = catalog.gettext("analysis.equal") % {"value": worth}
    else:
        verdict = "★ " + catalog.gettext("analysis.was-best") % {"value": worth}
    if _open_only(position, option):
        note = catalog.gettext("analysis.open-only-note") % {
            "value": _open_value(position, option, rules, catalog)
        }
        verdict = f"{verdict} {note}"
    return verdict, False


def _claim_stays_open(position: Mapping[str, Any], option: Mapping[str, Any]) -> bool:
    """Whether ``option`` is a card played where a revoke could be claimed instead and is
    not as good as the claim: it loses nothing, since the claim stays open."""
    claims = any(o["action"]["action"] == "claim" for o in position["options"])
    return (
        claims
        and option["action"]["action"] != "claim"
        and option["action"] not in position["best"]
    )


def _open_only(position: Mapping[str, Any], option: Mapping[str, Any]) -> bool:
    """Whether an option loses nothing as the player saw it but is worse with every card
    seen."""
    return (
        _seen(position, option)
        and not _claim_stays_open(position, option)  # compared with the claim, not the cards
        and not option.get("seen_cost")
        and "best_open" in position
        and option["action"] not in position["best_open"]
    )


def line_in_words(
    tricks: list[Mapping[str, Any]], choice: Mapping[str, Any], catalog: Catalog
) -> str:
    """The line after ``choice`` (an action), its tricks as
    :func:`engine.analysis.line.line_tricks` gives them, in sentences: what each seat plays
    to each trick and who wins it."""
    parts = [
        catalog.gettext("analysis.line-intro") % {"choice": in_sentence(label(choice, catalog))}
    ]
    between = catalog.gettext("analysis.line-between")
    play = catalog.gettext("analysis.line-play")
    for trick in tricks:
        plays = between.join(
            play
            % {"card": name(Card.parse(p["card"]), catalog), "seat": name(Seat(p["seat"]), catalog)}
            for p in trick["plays"]
        )
        params: dict[str, Param] = {
            "number": trick["trick"],
            "plays": plays,
            "seat": Seat(trick["winner"]),
        }
        parts.append(_say("analysis.line-trick", params, catalog))
    return " ".join(parts)


def in_words(position: Mapping[str, Any], catalog: Catalog) -> dict[str, Any]:
    """The analysis of a decision (:func:`engine.analysis.analyse`'s, with its
    ``"rules"``) with its words in the catalogue's language, which the site prints as they
    are: ``"text": {"side", "heading"}`` (the acting player's side; whose decision it is,
    what that player sees, for which side the values count), and on each option ``"text":
    {"label", "value", "figure", "verdict", "costly", "open", "open_only"}``: its name,
    what it is worth in words, the figure of its badge (the side's tricks, on average as
    the player saw them for a play; the points on average for a call; none for a pass),
    the sentence said when it is chosen (best, equal, too close to call, or what it cost
    and the best choice), whether it cost something, and for a play its value with every
    card seen and whether it is worse only then ("worse only with every card seen").
    A position given the tricks of the best choice's ``"line"`` (as the site's build gives
    a costly step) gains ``"text": {"line"}``, that line in words."""
    rules = Rules.parse(position["rules"])
    top = _top(position)
    options = []
    for option in position["options"]:
        verdict, costly = _verdict(position, option, top, rules, catalog)
        text: dict[str, Any] = {
            "label": label(option["action"], catalog),
            "value": _value(position, option, rules, catalog),
            "figure": _figure(position, option, rules, catalog),
            "verdict": verdict,
            "costly": costly,
        }
        if _seen(position, option):
            text["open"] = catalog.gettext("analysis.open-value") % {
                "value": _open_value(position, option, rules, catalog)
            }
            text["open_only"] = _open_only(position, option)
            if text["open_only"]:
                text["open_label"] = catalog.gettext("analysis.open-only")
        options.append({**option, "text": text})
    side = _side_name(rules, position["seat"], None, catalog)
    words = {"side": side, "heading": heading(position, catalog)}
    if position.get("line") and position.get("best"):
        words["line"] = line_in_words(position["line"], position["best"][0], catalog)
    return {**position, "options": options, "text": words}
