"""The review of a walkthrough's hand, at build time: every decision of every seat with what
it cost, the largest mistakes first, each linking to its step, and each seat's accuracy
(:mod:`engine.analysis.review`), as two more static tables under the hand's tables
(``templates/static.html``), readable without JavaScript; and the texts of the widget's
"Review" button and list (``ui.review.*``, :func:`texts`), which asks the engine's worker
for the same review.

The review is made from the analysis the build already has (:mod:`site_hooks.analysis`,
cached in ``build/``): nothing is analysed again. It depends only on that analysis, so it
is made once per record (:data:`_REVIEWS`) and put in words once per language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.analysis.review import in_words, review
from site_hooks.render import render as render_template
from site_hooks.texts import catalog, t

#: The widget's texts of the review (``ui.review.*``), by their key without the prefix.
TEXTS = (
    "ui.review.button",
    "ui.review.title",
    "ui.review.intro",
    "ui.review.running",
    "ui.review.failed",
    "ui.review.step",
    "ui.review.accuracy",
)
#: The columns of the static review: the decisions', then the accuracy's.
_DECISION_COLUMNS = ("step", "seat", "choice", "points", "tricks")
_SEAT_COLUMNS = ("seat", "accuracy")

#: Each record's review (its analysis's identity: one analysis object per record a build).
_REVIEWS: dict[int, tuple[Mapping[str, Any], dict[str, Any]]] = {}


def texts(lang: str) -> dict[str, str]:
    """The widget's review texts in ``lang``: ``{key: text}``."""
    return {key.removeprefix("ui.review."): t(lang, key) for key in TEXTS}


def reviewed(analysis: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The review of a record's analysis (``None`` without one, or for one the engine could
    not make), made once per analysis."""
    if analysis is None or "error" in analysis or not analysis.get("positions"):
        return None
    kept = _REVIEWS.get(id(analysis))
    if kept is None or kept[0] is not analysis:
        if len(_REVIEWS) > 256:  # a served site rebuilt many times: the old ones go
            _REVIEWS.clear()
        kept = (analysis, review(analysis))
        _REVIEWS[id(analysis)] = kept
    return kept[1]


def _text(text: str) -> dict[str, Any]:
    return {"kind": "text", "text": text}


def render_review(fence_id: str, analysis: Mapping[str, Any] | None, lang: str) -> str:
    """The review as static tables (``templates/static.html``): each decision (a link to
    its step, the player, the choice, the points and tricks lost), the largest mistakes
    first, then each player's accuracy; nothing without an analysis."""
    found = reviewed(analysis)
    if found is None:
        return ""
    worded = in_words(found, catalog(lang))
    rows = [
        [
            {
                "kind": "link",
                "href": f"#walk-{fence_id}-step-{decision['step']}",
                "text": t(lang, "ui.review.step") % {"step": decision["step"]},
            },
            *(_text(decision["text"][key]) for key in _DECISION_COLUMNS[1:]),
        ]
        for decision in worded["decisions"]
    ]
    seats = [[_text(seat["text"][key]) for key in _SEAT_COLUMNS] for seat in worded["seats"]]
    tables = [
        {
            "caption": t(lang, "ui.review.title"),
            "head": [t(lang, f"ui.review.column.{key}") for key in _DECISION_COLUMNS],
            "rows": rows,
            "part": "review",
        },
        {
            "caption": t(lang, "ui.review.accuracy"),
            "head": [t(lang, f"ui.review.column.{key}") for key in _SEAT_COLUMNS],
            "rows": seats,
            "part": "accuracy",
        },
    ]
    return render_template("static.html", tables=tables, why=t(lang, "ui.walk.why"))
