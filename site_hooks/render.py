"""The HTML the hooks put in the pages, from Jinja2 templates (``site_hooks/templates/``).

Python hands the templates data (texts, cards, rows); the templates hold every tag, the
walkthroughs' card face, "why?" box and contract label once, as macros
(``templates/macros.html``). One environment for the build, with autoescaping: a value is
escaped as :func:`html.escape` escapes it (``&quot;``, ``&#x27;``), as the pages always
were. In an ``.html`` template a line break and the indentation after it are only layout
(the HTML has none there), so that a template can be read; a space at a line's end is
kept. A Markdown template (``.md``) keeps its lines.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from jinja2.ext import Extension
from markupsafe import Markup

#: The templates' folder.
TEMPLATES = Path(__file__).parent / "templates"
_LAYOUT = re.compile(r"\n[ \t]*")


class _HtmlLayout(Extension):
    """Drop the line breaks (and the indentation after them) of an ``.html`` template."""

    def preprocess(self, source: str, name: str | None, filename: str | None = None) -> str:
        if name is not None and name.endswith(".html"):
            return _LAYOUT.sub("", source)
        return source


def _escaped(value: Any) -> Any:
    """A value as the page gets it: markup as it is, anything else escaped."""
    if isinstance(value, Markup) or value is None:
        return value
    return Markup(html.escape(str(value)))


ENV = Environment(
    loader=FileSystemLoader(TEMPLATES),
    autoescape=True,
    trim_blocks=True,
    lstrip_blocks=True,
    undefined=StrictUndefined,
    keep_trailing_newline=False,
    extensions=[_HtmlLayout],
    finalize=_escaped,
)


def render(template: str, **context: Any) -> str:
    """A template of ``site_hooks/templates/`` filled with ``context``."""
    return ENV.get_template(template).render(**context)


def markup(text: str) -> Markup:
    """HTML made elsewhere (a first view drawn by the widget, JSON for a script), put in a
    template as it is."""
    return Markup(text)
