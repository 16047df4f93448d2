"""The example hands page is a gallery of every walkthrough of the site, in each language:
its title, rules, what it shows, the page it illustrates and a link that opens it on the
board; every walkthrough offers "Open on the board" too. Each link holds the hand of its
walkthrough (the notes aside), as the board reads it (``engine.links``)."""

from __future__ import annotations

import json
import re
from html import escape, unescape
from pathlib import Path

from engine.links import decode, strip_comments
from site_hooks import walkthrough
from site_hooks.texts import t
from tests.conftest import LANGUAGES, ROOT

DOCS = ROOT / "docs"


def records(lang: str) -> dict[str, str]:
    """``{walkthrough id: its record's text without notes}`` of every page of ``lang``; a
    question to the reader (``? N order-up``) and a marked mistake (``! N play Th``) are
    plain actions on the board."""
    found = {}
    for path in sorted((DOCS / lang).glob("*.md")):
        for fence in walkthrough.find_fences(path.read_text(encoding="utf-8"), path):
            text = walkthrough.without_comments(walkthrough.parse(fence, path))
            found[fence.id] = re.sub(r"(^|, )(?:[?!] )+", r"\1", text, flags=re.MULTILINE)
    return found


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def test_the_gallery_holds_every_example_hand(built_site: Path) -> None:
    for lang in LANGUAGES:
        expected = records(lang)
        html = (built_site / prefix(lang) / "hands/index.html").read_text(encoding="utf-8")
        links = dict(re.findall(r'data-gallery-open="([^"]+)" href="([^"]+)"', html))
        assert sorted(links) == sorted(expected), lang
        for hand_id, href in links.items():
            page, _, fragment = unescape(href).partition("#")
            assert page == "../play/", (lang, hand_id)
            hand = decode(fragment)
            assert hand.step == 0
            assert walkthrough.without_comments(strip_comments(hand.record)) == expected[hand_id]
        opens = re.findall(r'data-gallery-open="[^"]+" href="[^"]+">([^<]*)</a>', html)
        assert opens == [escape(t(lang, "board.open"))] * len(expected), lang
        assert f"<strong>{t(lang, 'board.gallery.rules')}</strong>" in html


def test_every_walkthrough_opens_on_the_board(built_site: Path) -> None:
    page = (built_site / "sv/standard/index.html").read_text(encoding="utf-8")
    # Each walkthrough's steps: the JSON file its region links to.
    names = re.findall(r'data-walkthrough-src="[^"]*/assets/walkthroughs/([^"/]+)"', page)
    assert names
    for name in names:
        data = json.loads((built_site / "assets/walkthroughs" / name).read_bytes())
        assert data["board"]["text"] == t("sv", "board.open")
        href, _, fragment = data["board"]["href"].partition("#")
        assert href == "../play/"
        hand = decode(fragment)
        assert walkthrough.without_comments(hand.record) == records("sv")[data["id"]]


def test_each_lessons_hand_is_named_by_its_lesson(built_site: Path) -> None:
    """The lessons' hands stand under the same heading ("Your turn"): the gallery names
    each by its lesson's title, and no two hands share a title."""
    for lang in LANGUAGES:
        html = (built_site / prefix(lang) / "hands/index.html").read_text(encoding="utf-8")
        titles = [
            re.sub(r"<[^>]+>", "", title).strip()
            for title in re.findall(r"<h3 [^>]*>(.*?)</h3>", html, flags=re.DOTALL)
        ]
        assert len(titles) == len(set(titles)), (lang, titles)
        lesson = (built_site / prefix(lang) / "lesson-counting/index.html").read_text("utf-8")
        name = re.search(r"<h1 [^>]*>(.*?)</h1>", lesson, flags=re.DOTALL)
        assert name
        assert re.sub(r"<[^>]+>", "", name[1]).strip() in titles, lang
