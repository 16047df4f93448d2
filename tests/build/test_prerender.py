"""The walkthroughs' first views, drawn at build time by the widget's own code in Node.js
(site_hooks/prerender.py and prerender.mjs): in every built page, in its language; cached;
a clear error when the renderer fails; the widget drawn by the script alone without Node.js.
(tests/browser/test_walkthrough.py checks that a first view is what the script shows.)"""

from __future__ import annotations

import re
from html import escape, unescape
from pathlib import Path
from typing import Any

import pytest

from site_hooks import prerender, texts
from site_hooks.prerender import FirstViews, PrerenderError
from site_hooks.walkthrough import SCROLL_TO_LINKED_VIEW
from site_hooks.walkthrough_data import DataFiles
from tests.build.test_walkthrough import walkthrough_data
from tests.conftest import LANGUAGES

_REGION = re.compile(
    r'<div class="walkthrough" id="walk-[^"]*" data-walkthrough="(?P<id>[^"]+)".*?'
    r'<div class="wt-widget" data-walkthrough-widget data-pagefind-ignore(?P<rest>[^>]*)>'
    r"(?P<view>.*?)</div>(?:<script>(?P<script>[^<]*)</script>)?<details class=\"wt-static",
    re.S,
)


def first_views(html: str) -> dict[str, tuple[str, str]]:
    """{walkthrough id: (the widget's attributes after its class and marks, its first view)}"""
    return {m["id"]: (m["rest"], m["view"]) for m in _REGION.finditer(html)}


def scripts_after_the_views(html: str) -> dict[str, str | None]:
    """{walkthrough id: the inline script after its first view, if there is one}"""
    return {m["id"]: m["script"] for m in _REGION.finditer(html)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_walkthrough_has_its_first_view_in_the_pages_language(
    built_site: Path, lang: str
) -> None:
    prefix = built_site if lang == "en" else built_site / lang
    regions = 0
    for page in prefix.glob("*/index.html"):
        html = page.read_text(encoding="utf-8")
        views = first_views(html)
        assert len(views) == html.count('data-walkthrough-src="'), page
        regions += len(views)
        for walk, (rest, view) in views.items():
            # Shown before the script runs, but inert: nothing to press until it has taken
            # the view over.
            assert rest == " inert", (page, walk)
            # Markup only: no script, no handler (the script adds the listeners).
            assert not re.search(r"<script|<[^>]*\son\w+=", view), (page, walk)
            # Followed by the script that scrolls a link to one of its steps to it.
            assert scripts_after_the_views(html)[walk] == SCROLL_TO_LINKED_VIEW, (page, walk)
    assert regions >= 20
    html = (prefix / "standard/index.html").read_text(encoding="utf-8")
    data = walkthrough_data(html, "order-up", built_site)
    view = first_views(html)["order-up"][1]
    # The first step as the widget draws it: the status, the deal's narration, every hand
    # named in the page's language, the controls, and the board's link at step 0 (written
    # with its "&" escaped).
    assert escape(texts.t(lang, "ui.walk.engine-loading"), quote=False) in view
    assert escape(data["steps"][0]["events"][0]["text"], quote=False) in view
    for code in ("Ac", "Jh"):
        assert f'aria-label="{escape(data["names"]["cards"][code])}"' in view
    assert view.count("data-wt-go=") == 4
    board = re.search(r'data-wt-open-board href="([^"]+)"', view)
    assert board and unescape(board[1]) == data["board"]["href"] + "&step=0"
    assert "&amp;step=0" in board[1]


def payload(built_site: Path) -> str:
    """The order-up walkthrough's page data, as its file's JSON text."""
    html = (built_site / "standard/index.html").read_text(encoding="utf-8")
    return DataFiles.text(walkthrough_data(html, "order-up", built_site))


def test_views_are_cached_and_a_failure_says_why(built_site: Path, tmp_path: Path) -> None:
    views = FirstViews(cache=tmp_path)
    data = payload(built_site)
    try:
        first = views(data)
        assert first and len(list(tmp_path.iterdir())) == 1
        views.close()
        # From the cache: no process is started for a view already drawn.
        assert views(data) == first and views._process is None
        # Data the widget cannot draw: Node.js's own error, not a hang or an empty view.
        with pytest.raises(PrerenderError, match=r"prerender\.mjs failed:(.|\n)*TypeError"):
            views(DataFiles.text({"id": "broken"}))
    finally:
        views.close()


def test_without_node_the_script_draws_the_widget(
    built_site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    monkeypatch.setattr(prerender.shutil, "which", lambda name: None)
    views = FirstViews(cache=tmp_path)
    assert views(payload(built_site)) is None
    assert views(DataFiles.text({"id": "another"})) is None
    assert capsys.readouterr().err.count("Node.js is missing") == 1
