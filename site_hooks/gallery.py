"""The gallery of example hands (``[[hand-gallery]]``, on ``hands.md``): every walkthrough
of the site, in the page's language, with its title, its rules in words, what it shows
(the notes before its rules), the page it illustrates and a link that opens it on the
board (``play.md``) at its deal. A hand's title is the heading it stands under, or its
page's title when that heading does not tell it from other hands (each lesson's hand
stands under "Your turn").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.records import Record
from engine.rules import Rules
from engine.web import rules_facts
from site_hooks.content import DOCS, blank_fences
from site_hooks.render import render as render_template
from site_hooks.texts import plural, t
from site_hooks.walkthrough import (
    _HEADING,
    board_link,
    find_fences,
    last_heading,
    page_url,
    parse,
    relative_url,
)

PLACEHOLDER = "[[hand-gallery]]"
NARROW = "\u202f"


@dataclass(frozen=True, slots=True)
class Hand:
    """One walkthrough of a page."""

    page: str
    page_title: str
    id: str
    title: str
    record: Record


def nav_pages(nav: Any) -> list[str]:
    """The page files of the navigation, in its order (sections flattened).

    >>> nav_pages(["index.md", {"Learn": ["a.md", {"More": ["b.md"]}]}, "c.md"])
    ['index.md', 'a.md', 'b.md', 'c.md']
    """
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, dict):
        return [page for value in nav.values() for page in nav_pages(value)]
    if isinstance(nav, list):
        return [page for item in nav for page in nav_pages(item)]
    return []


def page_title(markdown: str) -> str:
    """The page's title: its first heading, without its id."""
    found = _HEADING.search(blank_fences(markdown))
    return found["text"] if found else ""


def hands(lang: str, pages: Sequence[str], docs: Path = DOCS) -> Iterator[Hand]:
    """Every walkthrough of the pages (in the order given) of a language."""
    for name in pages:
        path = docs / lang / name
        markdown = path.read_text(encoding="utf-8")
        title = page_title(markdown)
        for fence in find_fences(markdown, path):
            heading = last_heading(blank_fences(markdown[: fence.start])) or t(
                lang, "ui.walk.label"
            )
            yield Hand(name, title, fence.id, heading, parse(fence, path))


def rules_in_words(rules: Rules, lang: str) -> str:
    """Rules as the board's form names them: the game, its options, the target (ruling
    target-score) when not the game's own, counted in the language's plural forms. Their
    parts are the engine's (:func:`engine.web.rules_facts`).

    >>> rules_in_words(Rules.parse("standard target=1"), "en")
    'Euchre (five cards), to 1 point'
    >>> rules_in_words(Rules.parse("standard joker target=1"), "pl")
    'Euchre (pięć kart), Joker, do 1 punktu'
    >>> rules_in_words(Rules.parse("bid-euchre"), "en") == t("en", "board.game.bid-euchre")
    True
    """
    facts = rules_facts(rules)
    parts = [t(lang, f"board.game.{facts['game']}")]
    parts += [t(lang, f"board.option.{option}") for option in facts["options"]]
    if facts["target"] is not None:
        target = facts["target"]
        parts.append(plural(lang, "board.target-value", target) % {"target": target})
    return ", ".join(parts)


def titled(found: Sequence[Hand]) -> list[str]:
    """Each hand's title in the gallery: the heading it stands under, unless another hand
    stands under the same words; then its page's title.

    >>> from engine.records import parse_record
    >>> record = parse_record("rules: standard")
    >>> titled([Hand("a.md", "Lesson 1", "a", "Your turn", record),
    ...         Hand("b.md", "Lesson 2", "b", "Your turn", record),
    ...         Hand("c.md", "Rules", "c", "A march", record)])
    ['Lesson 1', 'Lesson 2', 'A march']
    """
    counts = Counter(hand.title for hand in found)
    return [hand.title if counts[hand.title] == 1 else hand.page_title for hand in found]


def render(lang: str, current: str, pages: Sequence[str], docs: Path = DOCS) -> str:
    """The gallery as Markdown: a section per hand (``templates/gallery.md``)."""
    listed = list(hands(lang, pages, docs))
    found = [
        {
            "title": title,
            "anchor": f"hand-{Path(hand.page).stem}-{hand.id}",
            "rules": rules_in_words(hand.record.rules, lang),
            "shows": " ".join(hand.record.comment),
            "page_href": relative_url(page_url(lang, hand.page), current)
            + f"#walk-{hand.id}-step-0",
            "page_title": hand.page_title,
            "id": hand.id,
            "board_href": board_link(hand.record, lang, current, 0),
        }
        for hand, title in zip(listed, titled(listed), strict=True)
    ]
    words = {key: t(lang, f"board.gallery.{key}") for key in ("rules", "shows", "page")}
    words["open"] = t(lang, "board.open")
    colon = f"{NARROW}:" if lang == "fr" else ":"
    return render_template("gallery.md", hands=found, words=words, colon=colon)


def replace(markdown: str, lang: str, current: str, pages: Sequence[str]) -> str:
    """Replace ``[[hand-gallery]]`` with the gallery."""
    if PLACEHOLDER not in markdown:
        return markdown
    return markdown.replace(PLACEHOLDER, render(lang, current, pages))
