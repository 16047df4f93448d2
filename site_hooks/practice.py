"""The practice page (``practice.md``): positions found by the engine, answered by the reader.

A page writes ``[[practice]]`` where the practice goes; :func:`replace` puts there its
element and its data (``<script type="application/json" data-practice-data>``): the
practice's texts (``ui.practice.*``) and the card faces' (``ui.walk.*``), the themes
(:data:`engine.practice.THEMES`), every ruling's link and statement, and the board's
address. The positions, their answers and every word about them come from the engine, in
the reader's browser (``practice.mjs``, the browser method ``practice``).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.links import LIMIT
from engine.practice import MIX, THEMES
from site_hooks.render import markup
from site_hooks.render import render as render_template
from site_hooks.scripts import module_graph
from site_hooks.texts import messages, plural_forms, t
from site_hooks.walkthrough import page_url, relative_url, ruling_links
from site_hooks.walkthrough_data import PLURALS, TEXTS, _json_for_html

#: The page of the practice, in every language folder.
PAGE = "practice.md"


def texts(lang: str) -> dict[str, str]:
    """The practice's own texts (``ui.practice.*``), by their key without the prefix."""
    return {
        key.removeprefix("ui.practice."): text
        for key, text in messages(lang).items()
        if key.startswith("ui.practice.")
    }


def data(lang: str, current: str, homes: Mapping[str, str]) -> dict[str, object]:
    """What the practice's script needs in the page's language."""
    return {
        "lang": lang,
        "limit": LIMIT,
        "themes": [*THEMES, MIX],
        "practice": texts(lang),
        "texts": {
            **{key.removeprefix("ui.walk."): t(lang, key) for key in TEXTS},
            **{key.removeprefix("ui.walk."): plural_forms(lang, key) for key in PLURALS},
        },
        "rulings": ruling_links(lang, current, homes),
        "board": relative_url(page_url(lang, "play.md"), current),
    }


def render(lang: str, current: str, homes: Mapping[str, str]) -> str:
    """The practice's element (``templates/practice.html``)."""
    scripts = relative_url("assets/javascripts/", current)
    return render_template(
        "practice.html",
        label=t(lang, "ui.practice.label"),
        preloads=[scripts + name for name in module_graph("practice.mjs")],
        starting=t(lang, "ui.practice.starting"),
        noscript=t(lang, "ui.practice.noscript"),
        payload=markup(_json_for_html(data(lang, current, homes))),
    )


def replace(markdown: str, lang: str, current: str, homes: Mapping[str, str]) -> str:
    """Replace ``[[practice]]`` with the practice."""
    if "[[practice]]" not in markdown:
        return markdown
    return markdown.replace("[[practice]]", render(lang, current, homes))
