"""Build-time checks of the content: they fail the build with file, line and reason.

- every page exists in every language;
- every ruling id on a page is in the engine's registry, stands where a ruling may stand,
  and every ruling of the registry is stated exactly once per language, on the same page
  in every language;
- every heading has an explicit id, and every page has the same anchors, in the same
  order, in every language;
- every page has its own description (front matter ``description:``) in every language;
- every glossary term is defined in every language, and its forbidden variants (if any) are
  a mapping of the variant to the words the site uses instead;
- French pages, catalogues and glossary follow French typography, and no page, catalogue
  or glossary uses a variant its language's glossary forbids, a capital after a colon
  (Swedish, Polish, Danish, French), a large number its language does not group so, or a
  pattern a native reader marked (:mod:`site_hooks.wording`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import yaml

from engine.rulings import RULINGS
from site_hooks.content import DOCS, LANGUAGES, Page, read_pages
from site_hooks.problems import Problem, ProblemsError
from site_hooks.wording import (
    check_capitals_after_colons,
    check_french,
    check_numbers,
    check_patterns,
    check_variants,
)

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
GLOSSARY = TRANSLATIONS / "glossary"
DEFAULT_LANGUAGE = "en"


def check_pages_exist(pages: Mapping[str, Mapping[str, Page]], docs: Path) -> Iterator[Problem]:
    """Every page of any language exists in every language."""
    every = sorted({name for by_name in pages.values() for name in by_name})
    for lang, by_name in pages.items():
        for name in every:
            if name not in by_name:
                others = sorted(other for other in pages if name in pages[other])
                yield Problem(
                    docs / lang / name,
                    0,
                    f"the page is missing in {lang} (it exists in {', '.join(others)})",
                )


def check_rulings(
    pages: Mapping[str, Mapping[str, Page]],
    docs: Path,
    registry: Iterable[str] = RULINGS,
) -> Iterator[Problem]:
    """Ruling ids exist, stand at the start of a block, and each is stated exactly once per
    language, on the same page as in the default language."""
    known = set(registry)
    home: dict[str, str] = {}
    for page in pages.get(DEFAULT_LANGUAGE, {}).values():
        for anchor in page.rulings:
            home.setdefault(anchor.id, page.name)
    for lang, by_name in pages.items():
        seen: Counter[str] = Counter()
        for page in by_name.values():
            for anchor in page.misplaced_rulings:
                yield Problem(
                    page.path,
                    anchor.line,
                    f"the ruling marker [[ruling:{anchor.id}]] must begin a paragraph, a list "
                    "item or a table row",
                )
            for anchor in page.rulings:
                seen[anchor.id] += 1
                if anchor.id not in known:
                    yield Problem(
                        page.path, anchor.line, f"ruling {anchor.id!r} is not in the registry"
                    )
                elif seen[anchor.id] > 1:
                    yield Problem(
                        page.path,
                        anchor.line,
                        f"ruling {anchor.id!r} is stated more than once in {lang}",
                    )
                elif lang != DEFAULT_LANGUAGE and home.get(anchor.id, page.name) != page.name:
                    yield Problem(
                        page.path,
                        anchor.line,
                        f"ruling {anchor.id!r} is stated on {home[anchor.id]} in "
                        f"{DEFAULT_LANGUAGE}, not on {page.name}",
                    )
        for ruling_id in sorted(known - set(seen)):
            yield Problem(docs / lang, 0, f"ruling {ruling_id!r} is not stated on any {lang} page")


def check_anchors(pages: Mapping[str, Mapping[str, Page]]) -> Iterator[Problem]:
    """Every heading has an explicit id; each page has the same anchors in every language."""
    reference = pages.get(DEFAULT_LANGUAGE, {})
    for lang, by_name in pages.items():
        for name, page in by_name.items():
            for line in page.headings_without_id:
                yield Problem(page.path, line, "the heading has no explicit id ({ #english-id })")
            ids = [a.id for a in page.anchors]
            duplicates = sorted(i for i, n in Counter(ids).items() if n > 1)
            if duplicates:
                yield Problem(page.path, 0, f"anchors used twice: {', '.join(duplicates)}")
            if lang == DEFAULT_LANGUAGE or name not in reference:
                continue
            expected = [a.id for a in reference[name].anchors]
            if ids != expected:
                yield _first_difference(page, reference[name])


def check_descriptions(pages: Mapping[str, Mapping[str, Page]]) -> Iterator[Problem]:
    """Every page has a description of its own (search engines show it under the title):
    not missing, not the same as another page's in the same language."""
    for by_name in pages.values():
        seen: dict[str, str] = {}
        for name, page in sorted(by_name.items()):
            if page.description is None:
                yield Problem(
                    page.path, 1, 'the page has no description (front matter "description:")'
                )
            elif page.description in seen:
                yield Problem(
                    page.path, 2, f"the description is the same as {seen[page.description]}'s"
                )
            else:
                seen[page.description] = name


def _first_difference(page: Page, reference: Page) -> Problem:
    for index, anchor in enumerate(page.anchors):
        if index >= len(reference.anchors):
            return Problem(
                page.path, anchor.line, f"anchor {anchor.id!r} is not in the English page"
            )
        if anchor.id != reference.anchors[index].id:
            wanted = reference.anchors[index]
            return Problem(
                page.path,
                anchor.line,
                f"anchor {anchor.id!r} stands where the English page has {wanted.id!r} "
                f"({reference.path.name}:{wanted.line})",
            )
    missing = reference.anchors[len(page.anchors)]
    return Problem(
        page.path,
        0,
        f"anchor {missing.id!r} of the English page ({reference.path.name}:{missing.line}) "
        "is missing",
    )


def load_glossary(path: Path) -> dict[str, dict[str, str]]:
    """One language's glossary: ``{term id: {"term": …, "definition": …}}``."""
    data: Any = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ProblemsError([Problem(path, 0, "the glossary must be a mapping of term ids")])
    return data


def check_glossary(
    glossary_dir: Path = GLOSSARY, languages: Iterable[str] = LANGUAGES
) -> Iterator[Problem]:
    """Every term is defined, with a term and a definition, in every language."""
    glossaries: dict[str, dict[str, Any]] = {}
    for lang in languages:
        path = glossary_dir / f"{lang}.yml"
        if not path.exists():
            yield Problem(path, 0, f"the {lang} glossary is missing")
            continue
        try:
            glossaries[lang] = load_glossary(path)
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            line = mark.line + 1 if mark is not None else 0
            yield Problem(path, line, f"the glossary is not valid YAML: {error}")
        except ProblemsError as error:
            yield from error.problems
    every = sorted({term for glossary in glossaries.values() for term in glossary})
    for lang, glossary in glossaries.items():
        path = glossary_dir / f"{lang}.yml"
        lines = _key_lines(path)
        for term in every:
            entry = glossary.get(term)
            if entry is None:
                yield Problem(path, 0, f"term {term!r} is not defined in {lang}")
                continue
            for field in ("term", "definition"):
                if not isinstance(entry, dict) or not str(entry.get(field) or "").strip():
                    yield Problem(path, lines.get(term, 0), f"term {term!r} has no {field}")
            forbidden = entry.get("forbidden") if isinstance(entry, dict) else None
            if forbidden is not None and not (
                isinstance(forbidden, dict)
                and all(
                    isinstance(k, str) and k.strip() and isinstance(v, str) and v.strip()
                    for k, v in forbidden.items()
                )
            ):
                yield Problem(
                    path,
                    lines.get(term, 0),
                    f"term {term!r}: forbidden must map each variant to the words used instead",
                )


def _key_lines(path: Path) -> dict[str, int]:
    lines = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line and not line[0].isspace() and not line.startswith("#") and ":" in line:
            lines[line.split(":", 1)[0].strip().strip("\"'")] = number
    return lines


def check_wording(
    docs: Path = DOCS,
    glossary_dir: Path = GLOSSARY,
    languages: Iterable[str] = LANGUAGES,
) -> Iterator[Problem]:
    """French typography, the variants each language's glossary forbids, capitals after a
    colon, the grouping of large numbers and each language's marked patterns, in the pages,
    catalogues (``<glossary_dir>/../<lang>/LC_MESSAGES``) and glossaries."""
    languages = tuple(languages)
    translations = glossary_dir.parent
    yield from check_french(docs, translations, languages)
    glossaries = {}
    for lang in languages:
        try:
            glossaries[lang] = load_glossary(glossary_dir / f"{lang}.yml")
        except (OSError, yaml.YAMLError, ProblemsError):
            continue  # check_glossary reports it
    yield from check_variants(docs, translations, glossaries)
    yield from check_capitals_after_colons(docs, translations, glossaries)
    yield from check_numbers(docs, translations, languages)
    yield from check_patterns(docs, translations, languages)


def check_all(
    docs: Path = DOCS,
    glossary_dir: Path = GLOSSARY,
    languages: tuple[str, ...] = LANGUAGES,
    pages: Mapping[str, Mapping[str, Page]] | None = None,
) -> list[Problem]:
    """Every content check; the problems found, in a stable order. ``pages`` are the
    pages as :func:`~site_hooks.content.read_pages` reads them (read now if not given)."""
    pages = read_pages(docs, languages) if pages is None else pages
    return [
        *check_pages_exist(pages, docs),
        *check_rulings(pages, docs),
        *check_anchors(pages),
        *check_descriptions(pages),
        *check_glossary(glossary_dir, languages),
        *check_wording(docs, glossary_dir, languages),
    ]


def ensure_valid(
    docs: Path = DOCS,
    glossary_dir: Path = GLOSSARY,
    languages: tuple[str, ...] = LANGUAGES,
    pages: Mapping[str, Mapping[str, Page]] | None = None,
) -> None:
    """Raise :class:`ProblemsError` listing every problem, if there is any."""
    problems = check_all(docs, glossary_dir, languages, pages)
    if problems:
        raise ProblemsError(problems)
