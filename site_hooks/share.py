"""What a link shows where it is pasted (a group chat, a social network): every page's Open
Graph tags (``og:title``, ``og:description``, ``og:locale``, ``og:type``, ``og:url``) and
``twitter:card``, in its language, and a short share address per ruling and language,
``/r/<ruling-id>/`` (English) and ``/<lang>/r/<ruling-id>/``.

A share page is a static page whose preview is the ruling's statement in its language: it
sends the reader on to the ruling on its page (``<page>/#<ruling-id>``, where the
stylesheet's ``:target`` rule highlights it) by a meta refresh, without script, and shows a
link to it for a browser that does not follow the refresh. The ruling's § button copies
this address (``data-ruling-share``, site.mjs). Share pages are kept out of the search
index (they have no ``data-pagefind-body``) and out of the sitemap, and say ``noindex``:
each only repeats one sentence of the page it leads to, which is the one to find.
``og:url`` is absolute, so it is given only with a site address (``SITE_URL``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from site_hooks import seo
from site_hooks.render import markup, render
from site_hooks.texts import t

#: The folder of the share pages under each language's home: ``r/<ruling-id>/``.
FOLDER = "r"
#: Each language's Open Graph locale (``language_TERRITORY``).
LOCALES: dict[str, str] = {
    "en": "en_US",
    "sv": "sv_SE",
    "pl": "pl_PL",
    "da": "da_DK",
    "fr": "fr_FR",
}


@dataclass(frozen=True, slots=True)
class Preview:
    """What a page's preview shows: its Open Graph and Twitter tags' values."""

    title: str
    description: str
    lang: str
    site_name: str
    url: str | None
    alternates: tuple[str, ...]
    kind: str = "website"


def locale(lang: str) -> str:
    """The Open Graph locale of ``lang``.

    >>> locale("sv"), locale("en")
    ('sv_SE', 'en_US')
    """
    return LOCALES.get(lang, lang)


def share_path(ruling_id: str, lang: str) -> str:
    """A ruling's share address under the site's root.

    >>> share_path("follow-suit", "en"), share_path("follow-suit", "sv")
    ('r/follow-suit/', 'sv/r/follow-suit/')
    """
    return f"{seo.language_prefix(lang)}{FOLDER}/{ruling_id}/"


def share_link(ruling_id: str) -> str:
    """The share address relative to a page of the same language (every page that states a
    ruling is one folder below its language's home: ``standard/``, ``sv/standard/``).

    >>> share_link("follow-suit")
    '../r/follow-suit/'
    """
    return f"../{FOLDER}/{ruling_id}/"


def absolute(site_url: str | None, path: str) -> str | None:
    """``path`` under the site's address, or ``None`` without one.

    >>> absolute("https://e.org/rules", "sv/r/x/"), absolute(None, "r/x/")
    ('https://e.org/rules/sv/r/x/', None)
    """
    base = seo.normalise(site_url)
    return None if base is None else f"{base}{path}"


def page_preview(
    *,
    title: str,
    description: str,
    lang: str,
    site_name: str,
    url: str | None,
    languages: Iterable[str],
) -> Preview:
    """A page's preview: its title, description, language (the others as alternates) and,
    with a site address, its canonical address."""
    others = tuple(locale(other) for other in languages if other != lang)
    return Preview(title, description, lang, site_name, url, others)


def head_tags(preview: Preview) -> str:
    """The tags of a preview, for a page's head."""
    return render("og.html", preview=preview, locale=locale(preview.lang))


def with_tags(html: str, preview: Preview) -> str:
    """The page with its preview's tags at the end of its head."""
    return html.replace("</head>", head_tags(preview) + "</head>", 1)


def write_pages(
    site_dir: Path,
    *,
    site_url: str | None,
    languages: Iterable[str],
    homes: Mapping[str, str],
    titles: Mapping[tuple[str, str], str],
    site_names: Mapping[str, str],
) -> list[Path]:
    """Write the share page of every ruling stated on a page (``homes``: ruling id → page
    file) in every language; ``titles``: (language, page file) → the page's title. Return
    the files written."""
    languages = tuple(languages)
    written: list[Path] = []
    for lang in languages:
        for ruling_id, page in sorted(homes.items()):
            statement = t(lang, f"ruling.{ruling_id}")
            title = f"{titles[(lang, page)]} - {site_names[lang]}"
            target = f"../../{Path(page).stem}/#{ruling_id}"
            preview = page_preview(
                title=title,
                description=statement,
                lang=lang,
                site_name=site_names[lang],
                url=absolute(site_url, share_path(ruling_id, lang)),
                languages=languages,
            )
            html = render(
                "share.html",
                lang=lang,
                title=title,
                statement=statement,
                target=target,
                go=t(lang, "ui.share.go"),
                tags=markup(head_tags(preview)),
            )
            path = site_dir / share_path(ruling_id, lang) / "index.html"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(html, encoding="utf-8")
            written.append(path)
    return written
