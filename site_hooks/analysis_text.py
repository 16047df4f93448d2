"""The analysis in words, at build time: each walkthrough's analysis with the engine's words
in the page's language (:func:`engine.analysis.text.in_words`: each option's label, value
and verdict), for the widget and for the static column, which print them as they are.

The widget (``analysis.mjs``) asks the engine the same (``describe``) for the reader's own
line of play; it keeps only the texts of the switch, the panel and the analysis's progress
(``ui.analysis.*``, :func:`texts`). Values are given from the side of the player to act:
for a card or a discard, the tricks that side takes with perfect play (double dummy); for
a call (a pass included), the points the caller's side scores on average, ± their 95 %
margin, and how often it made the contract when it held it (sampled).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.analysis import BID_EUCHRE_SAMPLES, DEFAULT_SAMPLES
from engine.analysis.text import in_words
from site_hooks.texts import catalog, t

#: The interface texts of the analysis the widget needs.
TEXTS = (
    "ui.analysis.switch",
    "ui.analysis.best",
    "ui.analysis.options",
    "ui.analysis.double-dummy",
    "ui.analysis.sampled",
    "ui.analysis.samples",
    "ui.analysis.analysing",
    "ui.analysis.progress",
    "ui.analysis.failed",
    "ui.analysis.waiting",
    "ui.analysis.after-answer",
    "ui.analysis.equal",
    "ui.analysis.show-line",
    "ui.analysis.seen",
    "ui.analysis.too-close",
    "ui.analysis.alone",
)

JSON = Mapping[str, Any]


def texts(lang: str) -> dict[str, str]:
    """The widget's analysis texts in ``lang``: ``{key: text}``."""
    return {key.removeprefix("ui.analysis."): t(lang, key) for key in TEXTS}


def verdict(position: JSON) -> str:
    """What the recorded action of a position (with its words, see :func:`page_data`) was
    worth: "★ Best choice (…)", equal, too close to call, or what it cost and the best
    choice."""
    played = next((o for o in position["options"] if o["action"] == position["played"]), None)
    return "" if played is None else str(played["text"]["verdict"])


def line(position: JSON) -> str:
    """After a costly action, the line of the best choice in words (the static column's);
    else nothing."""
    return str(position["text"].get("line", ""))


def page_data(analysis: JSON | None, hand_size: int, lang: str) -> dict[str, Any]:
    """What a page ships of a record's analysis, for the widget: ``{"positions": {step:
    position}, "hand_size", "samples", "texts"}``, where each position is the engine's
    (``rules``, ``seat``, ``phase``, ``makers``, ``method``, ``options``, ``best``,
    ``played``, ``cost``) with its words in ``lang`` (``text``, on it and on each option),
    under the walkthrough step of the action played, and ``samples`` the most layouts a
    call analysis deals (its cap). Without an analysis (none, or one the engine could not
    make), no positions: the widget then asks the engine in the browser."""
    found = [] if analysis is None or "error" in analysis else analysis.get("positions", [])
    words = catalog(lang)
    positions = {
        str(position["step"]): in_words({k: v for k, v in position.items() if k != "step"}, words)
        for position in found
    }
    for position in positions.values():
        position.pop("line", None)  # the tricks: their words are in its text
    return {
        "positions": positions,
        "hand_size": hand_size,
        "samples": BID_EUCHRE_SAMPLES if hand_size == 6 else DEFAULT_SAMPLES,
        "texts": texts(lang),
    }
