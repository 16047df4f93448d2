"""The site's browser modules (``docs/assets/javascripts``): which modules a page fetches
when it runs one, so that it can ask for all of them at once (the board's page preloads
them), and which files the engine needs offline (:mod:`site_hooks.offline`)."""

from __future__ import annotations

import functools
import re
from html import escape

from site_hooks.content import DOCS

SCRIPTS = DOCS / "assets" / "javascripts"
#: A static import of another of the site's modules: ``import { x } from "./y.mjs";``.
_IMPORT = re.compile(r'^import\s[^;]*?\sfrom\s+"\./([\w.-]+\.mjs)";', re.MULTILINE)


@functools.cache
def imports(name: str) -> tuple[str, ...]:
    """The site's modules that the module ``name`` imports statically, in its order.

    >>> imports("dom.mjs"), imports("board-link.mjs")
    ((), ('dom.mjs',))
    """
    return tuple(_IMPORT.findall((SCRIPTS / name).read_text(encoding="utf-8")))


@functools.cache
def module_graph(entry: str) -> tuple[str, ...]:
    """``entry`` and every module it imports, directly or through another, statically
    (dynamic ``import()`` waits for the reader), each once, in the order found.

    >>> module_graph("walkthrough.mjs")[:4]
    ('walkthrough.mjs', 'engine-client.mjs', 'safe-url.mjs', 'hand-tables.mjs')
    >>> "widget.mjs" in module_graph("board.mjs"), "walkthrough.mjs" in module_graph("board.mjs")
    (True, False)
    """
    found: list[str] = []
    waiting = [entry]
    while waiting:
        name = waiting.pop(0)
        if name not in found:
            found.append(name)
            waiting += imports(name)
    return tuple(found)


def preload_links(entry: str, scripts: str) -> str:
    """``<link rel="modulepreload">`` for ``entry`` and every module it imports, the
    modules' folder at ``scripts`` (relative to the page)."""
    return "".join(
        f'<link rel="modulepreload" href="{escape(scripts + name)}">'
        for name in module_graph(entry)
    )
