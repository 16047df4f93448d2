"""Checks of the words a reader sees: French typography and the variants a glossary forbids.

Both read the *prose* of every source of a language: the pages (``docs/<lang>/*.md``), the
catalogues (``translations/<lang>/LC_MESSAGES/*.po``) and the glossary's terms and
definitions (``translations/glossary/<lang>.yml``). Prose is what a reader sees: in a page,
front-matter values, text and walkthrough comments, but not code, link targets, ruling
markers, attribute lists, table delimiter rows, admonition markers or the hand records;
in a catalogue, the translations (``msgstr``) but not ids, comments or the header.

- **French typography**: ``:`` ``;`` ``?`` ``!`` and ``»`` follow a narrow no-break space
  (U+202F) or a no-break space (U+00A0), and ``«`` is followed by one; a plain space or
  no space there is an error.
- **Forbidden variants**: a glossary entry may map words the language must not use to the
  words the site uses instead (``forbidden: {ruterknekten: ruter knekt}``); a variant found
  in a page, a catalogue or the glossary, as a whole word and whatever its case, is an error.
- **A capital after a colon** (Swedish, Polish, Danish, French): what follows a colon goes
  on in lower case, unless its first word is written with a capital wherever it stands: a
  seat or side name (every form the engine catalogue gives), a word of a glossary term that
  begins with a capital (the games' names), a single letter or a word without lower case
  (codes: ``N``, ``A♦``). English may keep a capital after a colon.
- **Numbers**: a whole number of five digits or more is grouped as the language groups it
  (CLDR, through Babel: ``16,384``, ``16\u00a0384``, ``16.384``, ``16\u202f384``); an ungrouped
  one, or one grouped with another language's separator, is an error.
- **Patterns** of one language that a native reader marked and a script can find
  (:data:`PATTERNS`: Polish ``, rozdający,`` as an apposition, a card (*den*) as the subject
  of Swedish *bekänna* or Danish *bekende*…).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.numbers import get_group_symbol

from site_hooks.problems import Problem

#: What stands in a prose text for a character the reader does not see as prose.
HIDDEN = "\x00"
#: The spaces French typography wants before ``: ; ? ! »`` and after ``«``.
NO_BREAK_SPACES = "\u202f\u00a0"
_FRENCH_BEFORE = ":;?!»"


@dataclass(frozen=True, slots=True)
class Prose:
    """The prose of one source file: its text, non-prose characters replaced by
    :data:`HIDDEN`, and where each line of the file starts in that text."""

    path: Path
    text: str
    #: ``(offset in text, line in the file)`` pairs, by offset.
    starts: tuple[tuple[int, int], ...]

    def line(self, offset: int) -> int:
        """The line of the file that holds the character at ``offset`` of the text."""
        index = bisect_right(self.starts, (offset, float("inf"))) - 1
        return self.starts[max(index, 0)][1]


def _hide(match: re.Match[str]) -> str:
    return re.sub(r"[^\n]", HIDDEN, match.group(0))


_FRONT_MATTER = re.compile(r"\A---[ \t]*\n.*?^---[ \t]*$", re.MULTILINE | re.DOTALL)
_FRONT_KEY = re.compile(r"^(?P<key>[\w-]+:[ \t]*\"?)(?P<value>.*?)\"?[ \t]*$")
_FENCE = re.compile(
    r"^(?P<open>[ \t]*(?P<mark>`{3,}|~{3,})[^\n]*)\n(?P<body>.*?)"
    r"^(?P<close>[ \t]*(?P=mark)[ \t]*)$",
    re.MULTILINE | re.DOTALL,
)
#: Inline Markdown the reader does not read as words: code, HTML tags, a link's target,
#: ``[[placeholders]]``, attribute lists ``{ #id }``.
_INLINE = re.compile(
    r"`[^`\n]+`|<[^<>\n]+>|\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:[ \t]+\"[^\"\n]*\")?\)"
    r"|\[\[[^\]\n]*\]\]|\{[ \t]*[#.:][^{}\n]*\}|^[ \t]*\[[^\]\n]+\]:[^\n]*$",
    re.MULTILINE,
)
_TABLE_DELIMITER = re.compile(
    r"^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$", re.MULTILINE
)
_ADMONITION = re.compile(r"^[ \t]*(?:!!!|\?\?\?\+?)[ \t]+[\w-]+(?:[ \t]+[\w-]+)*", re.MULTILINE)
_URL_SCHEME = re.compile(r"\b[a-z][a-z0-9+.-]*://\S*")


def _front_matter(match: re.Match[str]) -> str:
    """Front matter: only the values are prose (``description: "…"``)."""
    lines = []
    for line in match.group(0).split("\n"):
        value = _FRONT_KEY.match(line)
        if value is None:
            lines.append(HIDDEN * len(line))
        else:
            lines.append(
                HIDDEN * len(value.group("key"))
                + value.group("value")
                + HIDDEN * (len(line) - value.end("value"))
            )
    return "\n".join(lines)


def markdown_prose(path: Path, source: str) -> Prose:
    """The prose of a page (see the module's documentation)."""
    text = _FRONT_MATTER.sub(_front_matter, source)

    def fence(match: re.Match[str]) -> str:
        walkthrough = re.search(r"\bwalkthrough\b", match.group("open")) is not None
        body = match.group("body")
        if walkthrough:
            lines = []
            for line in body.split("\n"):
                record, hash_, comment = line.partition("#")
                kept = (
                    HIDDEN * (len(record) + len(hash_)) + comment if hash_ else HIDDEN * len(line)
                )
                lines.append(kept)
            body = "\n".join(lines)
        else:
            body = re.sub(r"[^\n]", HIDDEN, body)
        hidden_open = HIDDEN * len(match.group("open"))
        return f"{hidden_open}\n{body}{HIDDEN * len(match.group('close'))}"

    text = _FENCE.sub(fence, text)
    for pattern in (_INLINE, _TABLE_DELIMITER, _ADMONITION, _URL_SCHEME):
        text = pattern.sub(_hide, text)
    starts = [(0, 1)]
    starts.extend((m.end(), number) for number, m in enumerate(re.finditer("\n", text), 2))
    return Prose(path, text, tuple(starts))


_PO_KEYWORD = re.compile(
    r"^(?P<keyword>msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)[ \t]+(?P<rest>.*)$"
)


#: A placeholder of a translation (``%(card:instrumental)s``): read as the word that fills
#: it (its colon is no punctuation), so that punctuation right after it is still checked.
_PO_PLACEHOLDER = re.compile(r"%\([\w:-]+\)[sd]")


def _value(match: re.Match[str]) -> str:
    return "x" * len(match.group(0))


def po_prose(path: Path, source: str) -> Prose:
    """The prose of a catalogue: every translation (``msgstr``), the header's excepted, each
    translation's pieces joined as gettext joins them, translations apart from each other."""
    pieces: list[str] = []
    starts: list[tuple[int, int]] = []
    offset = 0
    state = ""
    msgid_text = ""
    for number, line in enumerate(source.splitlines(), 1):
        stripped = line.strip()
        keyword = _PO_KEYWORD.match(stripped)
        if keyword:
            state = keyword.group("keyword")
            content = keyword.group("rest")
            if state == "msgid":
                msgid_text = ""
            if state.startswith("msgstr"):
                pieces.append("\n\n")
                offset += 2
        elif stripped.startswith('"'):
            content = stripped
        else:
            state = ""
            continue
        inner = content[1:-1] if len(content) >= 2 and content[0] == content[-1] == '"' else ""
        if state in ("msgid", "msgid_plural"):
            msgid_text += inner
        elif state.startswith("msgstr") and msgid_text:
            starts.append((offset, number))
            pieces.append(_PO_PLACEHOLDER.sub(_value, inner))
            offset += len(inner)
    return Prose(path, "".join(pieces), tuple(starts) or ((0, 1),))


_YAML_PROSE = re.compile(r'^(?P<key>[ \t]+(?:term|definition):[ \t]*")(?P<value>.*)"[ \t]*$')


def glossary_prose(path: Path, source: str) -> Prose:
    """The prose of a glossary: the terms and definitions (one quoted line each)."""
    lines = []
    for line in source.split("\n"):
        match = _YAML_PROSE.match(line)
        if match:
            tail = len(line) - match.end("value")
            lines.append(HIDDEN * len(match.group("key")) + match.group("value") + HIDDEN * tail)
        else:
            lines.append(HIDDEN * len(line))
    text = "\n".join(lines)
    starts = [(0, 1)]
    starts.extend((m.end(), number) for number, m in enumerate(re.finditer("\n", text), 2))
    return Prose(path, text, tuple(starts))


def sources(lang: str, docs: Path, translations: Path) -> Iterator[Prose]:
    """The prose of every source of ``lang``: its pages, catalogues and glossary."""
    for page in sorted((docs / lang).glob("*.md")):
        yield markdown_prose(page, page.read_text(encoding="utf-8"))
    for catalogue in sorted((translations / lang / "LC_MESSAGES").glob("*.po")):
        yield po_prose(catalogue, catalogue.read_text(encoding="utf-8"))
    glossary = translations / "glossary" / f"{lang}.yml"
    if glossary.exists():
        yield glossary_prose(glossary, glossary.read_text(encoding="utf-8"))


def _space_before(text: str, index: int) -> str | None:
    """What is wrong with the space before ``text[index]`` (None when nothing is)."""
    before = text[index - 1] if index > 0 else "\n"
    if before in NO_BREAK_SPACES or before in _FRENCH_BEFORE or before == HIDDEN:
        return None
    if before in " \t":
        return "a plain space"
    if before == "\n":
        # A line break inside a paragraph is a plain space once the page is rendered.
        previous = text[index - 2] if index > 1 else "\n"
        return None if previous in "\n" + HIDDEN else "a line break"
    return "no space"


def _quoted(text: str) -> list[tuple[int, int]]:
    """The spans of text between « and » (quotations, which may quote notation verbatim)."""
    return [m.span() for m in re.finditer(r"«[^«»]*»", text)]


def french_typography(prose: Prose) -> Iterator[Problem]:
    """Problems of French typography in one source's prose. Inside « », a mark with no
    space before it is a quotation of notation (« rules: standard »), not an error."""
    text = prose.text
    quoted = _quoted(text)
    for match in re.finditer(r"[:;?!»«]", text):
        mark, index = match.group(0), match.start()
        if mark == "«":
            after = text[index + 1] if index + 1 < len(text) else "\n"
            if after not in NO_BREAK_SPACES:
                missing = "a plain space" if after in " \t\n" else "no space"
                yield Problem(
                    prose.path,
                    prose.line(index),
                    f"{missing} after «: French typography wants a narrow no-break space "
                    "(U+202F) there",
                )
            continue
        wrong = _space_before(text, index)
        if wrong == "no space" and any(start < index < end - 1 for start, end in quoted):
            continue
        if wrong is not None:
            yield Problem(
                prose.path,
                prose.line(index),
                f"{wrong} before {mark!r}: French typography wants a narrow no-break space "
                "(U+202F) there",
            )


def check_french(
    docs: Path, translations: Path, languages: Iterable[str] = ("fr",)
) -> Iterator[Problem]:
    """French typography in every French page, catalogue and glossary entry."""
    for lang in languages:
        if lang == "fr":
            for prose in sources(lang, docs, translations):
                yield from french_typography(prose)


@dataclass(frozen=True, slots=True)
class Variant:
    """A word a language must not use, and what the site writes instead."""

    words: str
    instead: str
    term_id: str

    @property
    def pattern(self) -> re.Pattern[str]:
        """The variant as a whole word (or words), whatever its case and spacing."""
        words = r"\s+".join(re.escape(word) for word in self.words.split())
        return re.compile(rf"(?<!\w){words}(?!\w)", re.IGNORECASE)


def forbidden_variants(glossary: Mapping[str, Any]) -> list[Variant]:
    """The variants a glossary forbids (entries' ``forbidden: {variant: instead}``)."""
    found = []
    for term_id, entry in glossary.items():
        forbidden = entry.get("forbidden") if isinstance(entry, dict) else None
        if isinstance(forbidden, dict):
            for words, instead in forbidden.items():
                found.append(Variant(str(words), str(instead), str(term_id)))
    return found


def variants(prose: Prose, forbidden: Iterable[Variant]) -> Iterator[Problem]:
    """Forbidden variants in one source's prose."""
    for variant in forbidden:
        for match in variant.pattern.finditer(prose.text):
            yield Problem(
                prose.path,
                prose.line(match.start()),
                f"{match.group(0)!r} is a variant this language does not use: write "
                f"{variant.instead!r} (glossary entry {variant.term_id!r})",
            )


def check_variants(
    docs: Path, translations: Path, glossaries: Mapping[str, Mapping[str, Any]]
) -> Iterator[Problem]:
    """Forbidden variants in every page, catalogue and glossary entry of each language."""
    for lang, glossary in glossaries.items():
        forbidden = forbidden_variants(glossary)
        if not forbidden:
            continue
        found = [
            p for prose in sources(lang, docs, translations) for p in variants(prose, forbidden)
        ]
        yield from sorted(found, key=lambda p: (str(p.path), p.line, p.reason))


#: The languages whose sentences go on in lower case after a colon.
LOWER_CASE_AFTER_COLON = ("sv", "pl", "da", "fr")
#: A colon, the spaces after it (on the same line), and the word that follows.
#: A word may hold an apostrophe (U+2019, French elision) or a hyphen (Bud-euchre).
_WORD = r"[^\W\d_](?:[\w\u2019'-]*\w)?"
_AFTER_COLON = re.compile(rf":[ \t\u00a0\u202f]+(?P<word>{_WORD})")
_NAME_MESSAGE = re.compile(
    r'^msgid "(?:seat|side)\.\w+"\s*\nmsgstr "(?P<name>[^"]*)"', re.MULTILINE
)


def proper_nouns(
    lang: str, translations: Path, glossary: Mapping[str, Any] | None = None
) -> frozenset[str]:
    """The words ``lang`` writes with a capital wherever they stand: the words of its seat
    and side names in the engine catalogue (every form: *Wschodowi*), and the words that
    begin with a capital in its glossary's terms (*Bud-euchre*, *Euchre*)."""
    words: set[str] = set()
    engine = translations / lang / "LC_MESSAGES" / "engine.po"
    if engine.exists():
        for match in _NAME_MESSAGE.finditer(engine.read_text(encoding="utf-8")):
            words.update(match.group("name").split())
    for entry in (glossary or {}).values():
        term = str(entry.get("term", "")) if isinstance(entry, dict) else ""
        words.update(re.findall(_WORD, term))
    return frozenset(word for word in words if word[:1].isupper())


def capitals_after_colons(prose: Prose, proper: frozenset[str]) -> Iterator[Problem]:
    """Words that begin with a capital after a colon in one source's prose, but for the
    ``proper`` nouns, single letters and words without lower case (codes)."""
    for match in _AFTER_COLON.finditer(prose.text):
        word = match.group("word")
        if not word[0].isupper() or len(word) == 1 or word.upper() == word or word in proper:
            continue
        yield Problem(
            prose.path,
            prose.line(match.start("word")),
            f"{word!r} after a colon: the sentence goes on in lower case in this language "
            f"({word[0].lower() + word[1:]!r}), unless the word is a name",
        )


def check_capitals_after_colons(
    docs: Path, translations: Path, glossaries: Mapping[str, Mapping[str, Any]]
) -> Iterator[Problem]:
    """A capital after a colon in every page, catalogue and glossary of the languages that
    go on in lower case (:data:`LOWER_CASE_AFTER_COLON`)."""
    for lang in LOWER_CASE_AFTER_COLON:
        if lang not in glossaries:
            continue
        proper = proper_nouns(lang, translations, glossaries[lang])
        for prose in sources(lang, docs, translations):
            yield from capitals_after_colons(prose, proper)


#: A number grouped by thousands with some separator, or five digits or more in a row.
_NUMBER = re.compile(
    r"(?<![\w.,\u00a0\u202f])\d{1,3}(?:[,. \u00a0\u202f]\d{3})+(?!\w)(?![.,]\d)"
    r"|(?<![\w.,])\d{5,}(?!\w)"
)


def grouping(lang: str) -> str:
    """The separator of digit groups in ``lang`` (CLDR, through Babel): ``,`` in English,
    U+00A0 in Swedish and Polish, ``.`` in Danish, U+202F in French."""
    return str(get_group_symbol(lang))


def ungrouped_numbers(prose: Prose, lang: str) -> Iterator[Problem]:
    """Whole numbers of five digits or more in one source's prose that are not grouped as
    ``lang`` groups them."""
    separator = grouping(lang)
    example = f"16{separator}384"
    for match in _NUMBER.finditer(prose.text):
        number = match.group(0)
        digits = re.sub(r"\D", "", number)
        if len(digits) < 5:
            continue
        used = {c for c in number if not c.isdigit()}
        if used == {separator}:
            continue
        yield Problem(
            prose.path,
            prose.line(match.start()),
            f"{number!r}: group the digits as this language does ({example!r}, "
            f"U+{ord(separator):04X} between groups)",
        )


def check_numbers(docs: Path, translations: Path, languages: Iterable[str]) -> Iterator[Problem]:
    """Large numbers grouped as each language groups them, in its pages, catalogues and
    glossary."""
    for lang in languages:
        for prose in sources(lang, docs, translations):
            yield from ungrouped_numbers(prose, lang)


#: Patterns of one language that a native reader marked, each with what to write instead.
PATTERNS: dict[str, tuple[tuple[str, str], ...]] = {
    "pl": (
        (
            r",\s+rozdający,",
            "', rozdający,' as an apposition reads badly: write 'jako rozdający' "
            "('Zachód jako rozdający bierze…')",
        ),
    ),
    "sv": (
        (
            r"(?<!har\s)\b(?:den|det)\s+"
            r"(?:(?:måste|ska|skall|kan|får)(?:\s+inte)?\s+bekänna|bekänner)\b"
            r"|\bkort(?:et)?\s+som\s+(?:inte\s+)?bekänner\b",
            "a card does not follow suit, a player does: 'Syd måste bekänna med den'",
        ),
    ),
    "fr": (
        (
            r"\bcartes?\s+qui\s+(?:ne\s+)?(?:fournit|fournissent)\b",
            "a card does not follow suit, a player does: 'Sud fournit avec le valet'",
        ),
    ),
    "da": (
        (
            r"(?<!\w)beder\s+dig\s+selv(?!\w)",
            "'beder dig selv' is not Danish: write 'lader dig selv' ('lader dig selv melde')",
        ),
        (
            r"(?<!har\s)\b(?:den|det)\s+"
            r"(?:(?:skal|kan|må)(?:\s+ikke)?\s+bekende|bekender)\b"
            r"|\bkort(?:et)?,?\s+der\s+(?:ikke\s+)?bekender\b",
            "a card does not follow suit, a player does: 'Syd skal bekende med den'",
        ),
        (
            r"\bkort\s+eller\s+(?:et\s+)?bud\b",
            "a card or a call of the standard game is 'et kort eller en melding': 'bud' is "
            "Bud-euchre's",
        ),
    ),
}


def check_patterns(docs: Path, translations: Path, languages: Iterable[str]) -> Iterator[Problem]:
    """The :data:`PATTERNS` of each language in its pages, catalogues and glossary."""
    for lang in languages:
        compiled = [(re.compile(p, re.IGNORECASE), why) for p, why in PATTERNS.get(lang, ())]
        if not compiled:
            continue
        for prose in sources(lang, docs, translations):
            for pattern, why in compiled:
                for match in pattern.finditer(prose.text):
                    yield Problem(prose.path, prose.line(match.start()), why)
