"""The analysis in words, at build time: what each option of a decision is worth and what
the recorded action cost, in the page's language (the static column of a walkthrough).

The widget (``analysis.mjs``) says the same with the same messages (``ui.analysis.*``) in
the browser. Values are given from the side of the player to act: for a card or a discard,
the tricks that side takes with perfect play (double dummy); for a call, the points the
caller's side scores on average and how often the makers make it (sampled); a pass has no
value of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from babel.numbers import format_decimal, format_percent

from engine.narration import MINUS
from site_hooks.texts import in_sentence, plural, plural_forms, t

SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
#: The messages the widget needs, and the plural ones (sent as their forms by CLDR
#: category, for ``plural()`` of ``engine-client.mjs``).
TEXTS = (
    "ui.analysis.switch",
    "ui.analysis.best",
    "ui.analysis.options",
    "ui.analysis.double-dummy",
    "ui.analysis.sampled",
    "ui.analysis.samples",
    "ui.analysis.side-tricks",
    "ui.analysis.call-value",
    "ui.analysis.no-value",
    "ui.analysis.pass-note",
    "ui.analysis.cost-call",
    "ui.analysis.better",
    "ui.analysis.was-best",
    "ui.analysis.analysing",
    "ui.analysis.progress",
    "ui.analysis.failed",
    "ui.analysis.waiting",
    "ui.analysis.after-answer",
    "ui.analysis.defenders",
    "ui.analysis.order-up-alone",
    "ui.analysis.call-alone",
)
PLURALS = ("ui.analysis.tricks", "ui.analysis.cost-play", "ui.analysis.cost-discard")

JSON = Mapping[str, Any]


def texts(lang: str) -> dict[str, Any]:
    """The widget's analysis texts in ``lang``: ``{key: text}``, and for each plural
    message ``{key: {CLDR category: form}}``."""
    found: dict[str, Any] = {key.removeprefix("ui.analysis."): t(lang, key) for key in TEXTS}
    for key in PLURALS:
        found[key.removeprefix("ui.analysis.")] = plural_forms(lang, key)
    return found


def decimal(value: float, lang: str) -> str:
    """Points on average, always with one decimal (``1.5``, ``1,5``), halves rounded away
    from zero as the browser's ``Intl.NumberFormat`` does."""
    rounded = Decimal(repr(value)).quantize(Decimal("0.1"), ROUND_HALF_UP)
    return str(format_decimal(rounded, format="0.0", locale=lang)).replace("-", MINUS)


def percent(value: float, lang: str) -> str:
    """A fraction as a whole percentage, the way ``lang`` writes it (``80%``, ``80 %``)."""
    return str(format_percent(value, locale=lang))


def side_name(seat: str, makers: str | None, names: JSON, lang: str) -> str:
    """The name of the side of ``seat``: a partnership, or in the three-player game the
    maker alone or the defenders together."""
    sides: Mapping[str, str] = names["sides"]
    for side, label in sides.items():
        if seat in side and len(side) > 1:
            return label
    if makers is None or seat == makers:
        return sides.get(seat, seat)
    return t(lang, "ui.analysis.defenders")


def option_label(action: JSON, names: JSON, lang: str) -> str:
    """An option as the reader knows it: a card's name, or the call in words."""
    verb = action["action"]
    if verb in ("play", "discard"):
        return str(names["cards"].get(action["card"], action["card"]))
    if verb == "pass":
        return t(lang, "ui.walk.pass")
    if verb == "order-up":
        return t(lang, "ui.analysis.order-up-alone" if action.get("alone") else "ui.walk.order-up")
    if verb == "call":
        suit = f"{SUIT_SYMBOLS[action['suit']]} {names['suits'][action['suit']]}"
        key = "ui.analysis.call-alone" if action.get("alone") else "ui.walk.call-suit"
        return t(lang, key) % {"suit": suit}
    if verb == "bid":
        return t(lang, "ui.walk.bid-tricks") % {"tricks": action["tricks"]}
    from site_hooks.walkthrough import contract_label  # the walkthrough imports this module

    return contract_label(action["contract"], names, lang)  # as on the contract's button


def side_tricks(position: JSON, option: JSON, hand_size: int) -> int:
    """The tricks of the acting player's side after an option, with perfect play."""
    tricks = int(option["makers_tricks"])
    return tricks if position["seat"] in position["makers"] else hand_size - tricks


def value(position: JSON, option: JSON, names: JSON, lang: str, hand_size: int) -> str:
    """What an option is worth, in words."""
    if position["method"] == "double-dummy":
        count = side_tricks(position, option, hand_size)
        tricks = plural(lang, "ui.analysis.tricks", count) % {"count": count}
        side = side_name(position["seat"], position["makers"], names, lang)
        return t(lang, "ui.analysis.side-tricks") % {"side": side, "tricks": tricks}
    if option.get("expected_points") is None:
        return t(lang, "ui.analysis.no-value")
    return t(lang, "ui.analysis.call-value") % {
        "points": decimal(option["expected_points"], lang),
        "percent": percent(option["made"], lang),
    }


def _option(position: JSON, action: JSON) -> JSON | None:
    return next((o for o in position["options"] if o["action"] == action), None)


def verdict(position: JSON, names: JSON, lang: str, hand_size: int) -> str:
    """What the recorded action of a position was worth: "★ Best choice (…)", or what it
    cost and the best choice; for a pass, that passing has no value of its own."""
    played = _option(position, position["played"])
    best = _option(position, position["best"][0]) if position["best"] else None
    if played is None or best is None:
        return ""
    if position["method"] != "double-dummy" and played.get("expected_points") is None:
        return t(lang, "ui.analysis.pass-note")
    cost = position.get("cost") or 0
    if position["method"] == "double-dummy":
        lost = round(cost)
        if lost > 0:
            verb = position["played"]["action"]
            key = "ui.analysis.cost-discard" if verb == "discard" else "ui.analysis.cost-play"
            head = plural(lang, key, lost) % {"count": lost}
        else:
            head = ""
    else:
        shown = decimal(cost, lang)
        head = (
            ""
            if shown == decimal(0, lang)
            else t(lang, "ui.analysis.cost-call") % {"points": shown}
        )
    if not head:
        worth = value(position, played, names, lang, hand_size)
        return "★ " + t(lang, "ui.analysis.was-best") % {"value": worth}
    better = t(lang, "ui.analysis.better") % {
        "option": in_sentence(option_label(best["action"], names, lang)),
        "value": value(position, best, names, lang, hand_size),
    }
    return f"{head} {better}"


def page_data(analysis: JSON | None, hand_size: int, lang: str) -> dict[str, Any]:
    """What a page ships of a record's analysis, for the widget: ``{"positions": {step:
    position}, "hand_size", "samples", "texts"}``, where each position is the engine's
    (``seat``, ``phase``, ``makers``, ``method``, ``options``, ``best``, ``played``,
    ``cost``) under the walkthrough step of the action played, and ``samples`` how many
    layouts a call analysis deals by default. Without an analysis (none, or one the engine
    could not make), no positions: the widget then asks the engine in the browser."""
    from engine.analysis import DEFAULT_SAMPLES

    found = [] if analysis is None or "error" in analysis else analysis.get("positions", [])
    positions = {
        str(position["step"]): {k: v for k, v in position.items() if k not in ("rules", "step")}
        for position in found
    }
    return {
        "positions": positions,
        "hand_size": hand_size,
        "samples": DEFAULT_SAMPLES,
        "texts": texts(lang),
    }
