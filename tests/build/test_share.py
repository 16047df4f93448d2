"""What a pasted link shows, checked on the built pages: every page's Open Graph and Twitter
tags in its language, and every ruling's share page (``/r/<id>/``, ``/<lang>/r/<id>/``) in
five languages, whose preview is the ruling's statement and which leads to the ruling
without script; and the page "What happened at your table?" in every language."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from urllib.parse import urljoin

import pytest

from engine.rulings import RULINGS
from site_hooks import share
from site_hooks.content import read_pages, ruling_pages
from site_hooks.texts import t as text
from tests.build.test_build import PAGES
from tests.conftest import LANGUAGES, ROOT, SITE_URL

#: Where each ruling is stated (ruling id → page file).
HOMES = ruling_pages(read_pages(ROOT / "docs", LANGUAGES))


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def head(site: Path, path: str) -> str:
    return (site / path / "index.html").read_text(encoding="utf-8").split("</head>", 1)[0]


def tags(page_head: str) -> dict[str, list[str]]:
    """The page's Open Graph and Twitter tags: property or name → its values, in order."""
    found: dict[str, list[str]] = {}
    pattern = r'<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">'
    for key, value in re.findall(pattern, page_head):
        found.setdefault(key, []).append(unescape(value))
    return found


def meta(page_head: str, name: str) -> str:
    found = re.search(rf'<meta name="{name}" content="([^"]*)"', page_head)
    assert found, name
    return unescape(found.group(1))


def title(page_head: str) -> str:
    found = re.search(r"<title>([^<]*)</title>", page_head)
    assert found
    return unescape(found.group(1))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_has_its_preview_in_its_language(built_site_with_url: Path, lang: str) -> None:
    others = sorted(share.locale(other) for other in LANGUAGES if other != lang)
    for page in PAGES:
        path = f"{prefix(lang)}{page}"
        page_head = head(built_site_with_url, path)
        found = tags(page_head)
        where = path or "(home)"
        assert found["og:type"] == ["website"], where
        assert found["og:locale"] == [share.locale(lang)], where
        assert sorted(found["og:locale:alternate"]) == others, where
        assert found["og:description"] == [meta(page_head, "description")], where
        # The title the page's <title> gives, without the site's name.
        site_name = found["og:site_name"][0]
        assert title(page_head) in (found["og:title"][0], f"{found['og:title'][0]} - {site_name}")
        assert found["og:url"] == [f"{SITE_URL}{path}"], where
        assert found["twitter:card"] == ["summary"], where


def test_without_a_site_address_no_og_url(built_site: Path) -> None:
    for lang in LANGUAGES:
        for path in (prefix(lang), f"{prefix(lang)}standard/", f"{prefix(lang)}r/follow-suit/"):
            found = tags(head(built_site, path))
            assert "og:url" not in found and found["og:title"], path


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_share_page_shows_its_ruling(built_site_with_url: Path, lang: str) -> None:
    assert set(HOMES) == set(RULINGS)
    for ruling_id, page in HOMES.items():
        path = share.share_path(ruling_id, lang)
        assert path == f"{prefix(lang)}r/{ruling_id}/"
        page_html = (built_site_with_url / path / "index.html").read_text(encoding="utf-8")
        page_head = page_html.split("</head>", 1)[0]
        found = tags(page_head)
        statement = text(lang, f"ruling.{ruling_id}")
        assert found["og:description"] == [statement], path
        assert meta(page_head, "description") == statement
        assert found["og:locale"] == [share.locale(lang)], path
        assert found["og:type"] == ["website"] and found["twitter:card"] == ["summary"]
        assert found["og:url"] == [f"{SITE_URL}{path}"], path
        assert f'<html lang="{lang}"' in page_html
        page_title = title(head(built_site_with_url, f"{prefix(lang)}{Path(page).stem}/"))
        assert found["og:title"] == [page_title] == [title(page_head)], path
        # Kept out of search engines' results; leads to the ruling, with and without script.
        assert '<meta name="robots" content="noindex">' in page_head
        target = f"../../{Path(page).stem}/#{ruling_id}"
        assert f'<meta http-equiv="refresh" content="0; url={target}">' in page_head
        link = re.search(r'<a href="([^"]+)" data-share-target>([^<]+)</a>', page_html)
        assert link and link.group(1) == target
        assert unescape(link.group(2)) == text(lang, "ui.share.go")
        assert "<script" not in page_html.replace('http-equiv="Content-Security-Policy"', "")
        assert "data-pagefind-body" not in page_html
        # The target is the ruling's anchor on its page.
        landing = urljoin(f"https://x.example/{path}", target)
        landing_path = landing.removeprefix("https://x.example/").split("#")[0]
        landing_html = (built_site_with_url / landing_path / "index.html").read_text("utf-8")
        assert f'id="{ruling_id}"' in landing_html


def test_share_pages_are_not_in_the_sitemap(built_site_with_url: Path) -> None:
    sitemap = (built_site_with_url / "sitemap.xml").read_text(encoding="utf-8")
    assert "/r/" not in sitemap


def test_the_ruling_button_copies_the_share_address(built_site: Path) -> None:
    for lang in LANGUAGES:
        for ruling_id, page in HOMES.items():
            page_path = f"{prefix(lang)}{Path(page).stem}/"
            page_html = (built_site / page_path / "index.html").read_text(encoding="utf-8")
            found = re.search(
                rf'data-ruling-copy="{ruling_id}" data-ruling-share="([^"]+)"', page_html
            )
            assert found, (lang, ruling_id)
            address = urljoin(f"https://x.example/{page_path}", found.group(1))
            assert address == f"https://x.example/{share.share_path(ruling_id, lang)}"


#: The situations of table.md, each with the rulings its answer links.
SITUATIONS = {
    "card-shown-section": {"misdeal"},
    "out-of-turn-section": {"play-out-of-turn", "call-out-of-turn"},
    "no-follow-section": {"revoke", "revoke-correction", "revoke-claim"},
    "six-cards-section": {"misdeal"},
    "wrong-score-section": {"score-errors"},
    "revoke-after-section": {"revoke-claim", "revoke-penalty"},
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_page_answers_each_situation(built_site: Path, lang: str) -> None:
    page_html = (built_site / prefix(lang) / "table" / "index.html").read_text(encoding="utf-8")
    article = page_html.split('<article class="md-content__inner', 1)[1].split("</article>")[0]
    sections = re.split(r'<h2 id="', article)[1:]
    ids = [section.split('"', 1)[0] for section in sections]
    assert ids == [*SITUATIONS, "board-layout-section"]
    for section in sections:
        section_id = section.split('"', 1)[0]
        if section_id not in SITUATIONS:
            continue
        # Three lines: the ruling (linked), what to do now, and where to see it.
        items = re.findall(r"<li>(.*?)</li>", section.split("</ul>")[0], re.S)
        assert len(items) == 3, (lang, section_id)
        linked = set(re.findall(r'href="\.\./irregularities/#([a-z-]+)"', items[0]))
        assert linked == SITUATIONS[section_id], (lang, section_id)
    # Each situation but the score's shows it happening, ruled by the engine.
    shown = ["table-card-shown", "table-out-of-turn", "table-revoke", "table-six-cards", None]
    shown.append("table-revoke-after")
    for section, walkthrough in zip(sections, shown, strict=False):
        if walkthrough is not None:
            assert f'data-walkthrough="{walkthrough}"' in section, (lang, walkthrough)
    # "Judge our hand" opens the board ready to lay out a deal.
    judge = re.findall(r'<a class="md-button md-button--primary" href="([^"]+)">', article)
    assert judge == ["../play/#lay-out", "../play/#lay-out"]
    board = (built_site / prefix(lang) / "play" / "index.html").read_text(encoding="utf-8")
    assert 'id="lay-out"' in board


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_page_is_linked_from_the_home_page_and_the_header(
    built_site: Path, lang: str
) -> None:
    home = (built_site / prefix(lang) / "index.html").read_text(encoding="utf-8")
    header = re.search(r'<a href="([^"]*)" class="md-header__button site-header-table"', home)
    assert header and header.group(1) == "table/"
    assert f"{text(lang, 'ui.header.table')}</span>" in home
    article = home.split('<article class="md-content__inner', 1)[1]
    assert 'href="table/"' in article
    standard = (built_site / prefix(lang) / "standard" / "index.html").read_text(encoding="utf-8")
    assert '<a href="../table/" class="md-header__button site-header-table"' in standard
