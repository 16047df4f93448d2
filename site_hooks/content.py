"""What the pages say, read from their Markdown sources: the rulings each page states and
the anchors it defines, with the line of each (for errors that point at the source)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGUAGES = ("en", "sv", "pl", "da", "fr")

#: ``[[ruling:ID]]`` at the start of a paragraph, a list item or a table row's first cell.
RULING_MARKER = re.compile(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+|\d+\.[ \t]+|\|[ \t]*)?)\[\[ruling:(?P<id>[^\]\s]*)\]\][ \t]*",
    re.MULTILINE,
)
#: Any ``[[ruling:…]]``, wherever it stands (to catch misplaced markers).
ANY_RULING_MARKER = re.compile(r"\[\[ruling:(?P<id>[^\]\s]*)\]\]")
#: An explicit heading id: ``## Title { #id }``.
HEADING_ID = re.compile(r"^#{1,6}[ \t].*?\{[ \t]*#(?P<id>[A-Za-z0-9_-]+)[ \t]*\}[ \t]*$", re.M)
HEADING = re.compile(r"^#{1,6}[ \t]", re.MULTILINE)
#: The page's front matter: ``---`` lines around YAML at the very start of the file.
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(?P<yaml>.*?)^---[ \t]*$", re.MULTILINE | re.DOTALL)
#: The description in the front matter (one line, quoted or not).
_DESCRIPTION = re.compile(r"^description:[ \t]*(?P<text>.*?)[ \t]*$", re.MULTILINE)
_FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)


@dataclass(frozen=True, slots=True)
class Anchor:
    """An anchor a page defines: a heading id or a ruling id, where it stands."""

    id: str
    kind: str  # "heading" or "ruling"
    line: int


@dataclass(frozen=True, slots=True)
class Page:
    """One page in one language, as far as the checks are concerned."""

    lang: str
    name: str  # the file name, e.g. "standard.md"
    path: Path
    anchors: tuple[Anchor, ...]
    headings_without_id: tuple[int, ...]  # line numbers
    misplaced_rulings: tuple[Anchor, ...]
    #: The ``description:`` of the page's front matter (None when it has none).
    description: str | None = None

    @property
    def rulings(self) -> tuple[Anchor, ...]:
        """The rulings the page states, in order."""
        return tuple(a for a in self.anchors if a.kind == "ruling")


def line_of(text: str, offset: int) -> int:
    """The 1-based line number of a character offset."""
    return text.count("\n", 0, offset) + 1


def blank_fences(text: str) -> str:
    """Code fences, with their lines kept, so that nothing inside them counts."""
    return _FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def description(text: str) -> str | None:
    """The one-line ``description:`` of a page's front matter, unquoted.

    >>> description('---\\ndescription: "Rules, in short."\\n---\\n# Title')
    'Rules, in short.'
    >>> description("# Title") is None
    True
    """
    front = _FRONT_MATTER.match(text)
    found = _DESCRIPTION.search(front.group("yaml")) if front else None
    if found is None:
        return None
    value = found.group("text")
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    return value.strip() or None


def read_page(path: Path, lang: str) -> Page:
    """Read one page's rulings, anchors and description."""
    source = path.read_text(encoding="utf-8")
    text = blank_fences(source)
    anchors: list[Anchor] = []
    placed: set[int] = set()
    for match in RULING_MARKER.finditer(text):
        offset = match.start("lead") + len(match.group("lead"))
        placed.add(offset)
        anchors.append(Anchor(match.group("id"), "ruling", line_of(text, match.start())))
    misplaced = tuple(
        Anchor(m.group("id"), "ruling", line_of(text, m.start()))
        for m in ANY_RULING_MARKER.finditer(text)
        if m.start() not in placed
    )
    for match in HEADING_ID.finditer(text):
        anchors.append(Anchor(match.group("id"), "heading", line_of(text, match.start())))
    with_id = {a.line for a in anchors if a.kind == "heading"}
    without = tuple(
        line
        for line in (line_of(text, m.start()) for m in HEADING.finditer(text))
        if line not in with_id
    )
    anchors.sort(key=lambda a: a.line)
    return Page(lang, path.name, path, tuple(anchors), without, misplaced, description(source))


def read_pages(
    docs: Path = DOCS, languages: tuple[str, ...] = LANGUAGES
) -> dict[str, dict[str, Page]]:
    """Every page of every language: ``{lang: {file name: page}}``."""
    return {
        lang: {p.name: read_page(p, lang) for p in sorted((docs / lang).glob("*.md"))}
        for lang in languages
    }


def ruling_pages(pages: dict[str, dict[str, Page]], lang: str = "en") -> dict[str, str]:
    """Where each ruling is stated: ``{ruling id: file name}`` (from one language)."""
    return {
        anchor.id: page.name for page in pages.get(lang, {}).values() for anchor in page.rulings
    }
