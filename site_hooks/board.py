"""The board ("Your hand", ``play.md``): the reader's own hands, played, shared by link.

A page writes ``[[board]]`` where the board goes; :func:`replace` puts there the board's
element and its data (``<script type="application/json" data-board-data>``): the
interface texts of the board (``translations/board.pot``) and of the walkthrough widget it
is built on, every ruling's link and statement, the seats' names, the analysis and review texts, and
what the engine says of the form's first rules (standard Euchre: its seats fill the dealer
menu until the engine has started). Everything else comes from the engine, in the
reader's browser (``board.mjs``).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.analysis import DEFAULT_SAMPLES
from engine.links import LIMIT
from engine.rules import OPTIONS, Rules, Variant
from engine.seats import Seat
from engine.web import rules_facts
from site_hooks import analysis_text, walkthrough_review
from site_hooks.render import markup
from site_hooks.render import render as render_template
from site_hooks.scripts import module_graph
from site_hooks.texts import messages, plural_forms, t
from site_hooks.walkthrough import relative_url, ruling_links
from site_hooks.walkthrough_data import PLURALS, TEXTS, _json_for_html

#: The page of the board, in every language folder.
PAGE = "play.md"
#: The rules the board's form shows first.
FIRST_RULES = Rules()


def texts(lang: str) -> dict[str, str]:
    """The board's own texts (``board.*``), by their key without the prefix."""
    return {
        key.removeprefix("board."): text
        for key, text in messages(lang).items()
        if key.startswith("board.")
    }


def data(lang: str, current: str, homes: Mapping[str, str]) -> dict[str, object]:
    """What the board's script needs in the page's language."""
    return {
        "lang": lang,
        "limit": LIMIT,
        "board": texts(lang),
        "texts": {
            **{key.removeprefix("ui.walk."): t(lang, key) for key in TEXTS},
            **{key.removeprefix("ui.walk."): plural_forms(lang, key) for key in PLURALS},
        },
        "rulings": ruling_links(lang, current, homes),
        "seats": {str(seat): t(lang, f"seat.{seat}") for seat in Seat},
        # The games and option words of a rules string, the form's choices (the engine's).
        "games": [str(variant) for variant in Variant],
        "options": list(OPTIONS),
        "rules": rules_facts(FIRST_RULES),
        "analysis": {
            "positions": {},
            "hand_size": FIRST_RULES.hand_size,
            "samples": DEFAULT_SAMPLES,
            "texts": analysis_text.texts(lang),
        },
        "review": {"texts": walkthrough_review.texts(lang)},
    }


def render(lang: str, current: str, homes: Mapping[str, str]) -> str:
    """The board's element: a region whose parts ``board.mjs`` builds, its data, and
    what a reader without JavaScript is told (``templates/board.html``)."""
    scripts = relative_url("assets/javascripts/", current)
    return render_template(
        "board.html",
        label=t(lang, "board.label"),
        preloads=[scripts + name for name in module_graph("board.mjs")],
        starting=t(lang, "board.starting"),
        payload=markup(_json_for_html(data(lang, current, homes))),
    )


def replace(markdown: str, lang: str, current: str, homes: Mapping[str, str]) -> str:
    """Replace ``[[board]]`` with the board."""
    if "[[board]]" not in markdown:
        return markdown
    return markdown.replace("[[board]]", render(lang, current, homes))
