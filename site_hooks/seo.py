"""What search engines read: the site's address (``SITE_URL``), each page's canonical link
and its alternates in every language, and the sitemap.

Every language has the same pages (the build checks it), so a page's alternates are its
path under each language's prefix: ``standard/`` is ``/standard/`` in English (the
default, also ``x-default``) and ``/sv/standard/`` in Swedish. Without a site address
there are no absolute links to give: no canonical link, no alternates and no sitemap.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True, slots=True)
class Alternate:
    """One language's version of a page: its ``hreflang`` and absolute address."""

    hreflang: str
    href: str


@dataclass(frozen=True, slots=True)
class PageLinks:
    """A page's canonical address and its alternates (``x-default`` last)."""

    canonical: str
    alternates: tuple[Alternate, ...]


def language_prefix(lang: str) -> str:
    """The path every page of ``lang`` lives under: ``""`` for English, ``"sv/"``…"""
    return "" if lang == DEFAULT_LANGUAGE else f"{lang}/"


def page_path(url: str, lang: str) -> str:
    """A page's path without its language prefix.

    >>> page_path("sv/standard/", "sv"), page_path("standard/", "en"), page_path("sv/", "sv")
    ('standard/', 'standard/', '')
    >>> page_path("./", "en")
    ''
    """
    url = "" if url in (".", "./") else url.lstrip("/")
    prefix = language_prefix(lang)
    return url[len(prefix) :] if prefix and url.startswith(prefix) else url


def normalise(site_url: str | None) -> str | None:
    """The site's address ending in ``/``, or ``None`` when none is set (or it is empty)."""
    if not site_url or not site_url.strip():
        return None
    site_url = site_url.strip()
    return site_url if site_url.endswith("/") else site_url + "/"


def page_links(
    site_url: str | None, lang: str, url: str, languages: Sequence[str]
) -> PageLinks | None:
    """The canonical link and the alternates of the page at ``url`` in ``lang``.

    >>> links = page_links("https://e.org/", "sv", "sv/joker/", ("en", "sv"))
    >>> links.canonical
    'https://e.org/sv/joker/'
    >>> [(a.hreflang, a.href) for a in links.alternates]  # doctest: +NORMALIZE_WHITESPACE
    [('en', 'https://e.org/joker/'), ('sv', 'https://e.org/sv/joker/'),
     ('x-default', 'https://e.org/joker/')]
    >>> page_links(None, "sv", "sv/joker/", ("en", "sv")) is None
    True
    """
    base = normalise(site_url)
    if base is None:
        return None
    path = page_path(url, lang)
    alternates = [Alternate(other, f"{base}{language_prefix(other)}{path}") for other in languages]
    alternates.append(Alternate("x-default", f"{base}{language_prefix(DEFAULT_LANGUAGE)}{path}"))
    return PageLinks(f"{base}{language_prefix(lang)}{path}", tuple(alternates))


def page_paths(docs_dir: Path, lang: str = DEFAULT_LANGUAGE) -> list[str]:
    """The path of every page, from the default language's Markdown files (``index.md``
    is ``""``, ``standard.md`` is ``standard/``), home first."""
    names = sorted(p.stem for p in (docs_dir / lang).glob("*.md"))
    return sorted(("" if n == "index" else f"{n}/" for n in names), key=lambda p: (p != "", p))


def sitemap(
    site_url: str | None, paths: Iterable[str], languages: Sequence[str]
) -> list[PageLinks]:
    """The sitemap's entries: every page in every language, each with its alternates."""
    if normalise(site_url) is None:
        return []
    entries: list[PageLinks] = []
    for lang in languages:
        for path in paths:
            links = page_links(site_url, lang, language_prefix(lang) + path, languages)
            assert links is not None
            entries.append(links)
    return entries


def home_paths(site_url: str | None, languages: Sequence[str]) -> dict[str, str]:
    """Each language's home page as an absolute path (under the site address's path).

    >>> home_paths("https://e.org/rules/", ("en", "sv"))
    {'en': '/rules/', 'sv': '/rules/sv/'}
    >>> home_paths(None, ("en", "sv"))
    {'en': '/', 'sv': '/sv/'}
    """
    base = urlsplit(normalise(site_url) or "/").path
    return {lang: f"{base}{language_prefix(lang)}" for lang in languages}
