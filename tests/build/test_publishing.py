"""Ready to publish, checked on the built pages: the sitemap, canonical links and language
alternates (only with a site address), each page's own description and title, a 404 page
per language, translated permalink titles, the language menu, and the
Content-Security-Policy in every page and in ``_headers``."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
import xml.etree.ElementTree as ET
from html import unescape
from pathlib import Path

import pytest

import site_hooks
from engine.rulings import RULINGS
from site_hooks import csp
from site_hooks.content import read_pages
from site_hooks.texts import t as text
from tests.build.test_build import LISTED_PAGES, PAGES
from tests.conftest import LANGUAGES, SITE_URL

XHTML = "{http://www.w3.org/1999/xhtml}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def html(site: Path, lang: str, page: str) -> str:
    return (site / f"{prefix(lang)}{page}index.html").read_text(encoding="utf-8")


def head(page_html: str) -> str:
    return page_html.split("</head>", 1)[0]


def meta_description(page_html: str) -> str:
    found = re.search(r'<meta name="description" content="([^"]*)"', page_html)
    assert found, "no description"
    return unescape(found.group(1))


def alternates(page_html: str) -> dict[str, str]:
    links = re.findall(r'<link rel="alternate " hreflang="([^"]+)" href="([^"]+)"', page_html)
    return dict(links)


@pytest.mark.parametrize(
    "module",
    sorted(f"site_hooks.{info.name}" for info in pkgutil.iter_modules(site_hooks.__path__)),
)
def test_doctests(module: str) -> None:
    """The documented examples of every module of the build's hooks."""
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


# --- 1, 2: sitemap, canonical links and alternates ---------------------------------------


def test_without_a_site_address_no_sitemap_and_no_absolute_links(built_site: Path) -> None:
    assert not (built_site / "sitemap.xml").exists()
    assert not (built_site / "sitemap.xml.gz").exists()
    for lang in LANGUAGES:
        for page in PAGES:
            start = head(html(built_site, lang, page))
            assert 'rel="canonical"' not in start and "hreflang" not in start, page


def test_sitemap_lists_every_page_with_its_alternates(built_site_with_url: Path) -> None:
    root = ET.parse(built_site_with_url / "sitemap.xml").getroot()
    urls = root.findall(f"{SITEMAP}url")
    locs = [u.findtext(f"{SITEMAP}loc") for u in urls]
    expected = [f"{SITE_URL}{prefix(lang)}{page}" for lang in LANGUAGES for page in LISTED_PAGES]
    assert sorted(locs) == sorted(expected)
    for url in urls:
        loc = url.findtext(f"{SITEMAP}loc") or ""
        page = loc.removeprefix(SITE_URL)
        page = page.split("/", 1)[1] if page.split("/", 1)[0] in LANGUAGES else page
        links = {link.get("hreflang"): link.get("href") for link in url.findall(f"{XHTML}link")}
        assert links == {
            **{lang: f"{SITE_URL}{prefix(lang)}{page}" for lang in LANGUAGES},
            "x-default": f"{SITE_URL}{page}",
        }, loc


def test_every_page_has_its_canonical_link_and_alternates(built_site_with_url: Path) -> None:
    for lang in LANGUAGES:
        for page in PAGES:
            start = head(html(built_site_with_url, lang, page))
            canonical = re.findall(r'<link rel="canonical" href="([^"]+)"', start)
            assert canonical == [f"{SITE_URL}{prefix(lang)}{page}"], (lang, page)
            assert alternates(start) == {
                **{other: f"{SITE_URL}{prefix(other)}{page}" for other in LANGUAGES},
                "x-default": f"{SITE_URL}{page}",
            }
            # Material fetches a sitemap next to every link[rel=alternate] (exact value):
            # none may be written so.
            assert not re.search(r"<link[^>]*rel=\"alternate\"", start), (lang, page)


# --- 3: descriptions and titles ----------------------------------------------------------


def test_every_page_has_its_own_description_in_its_language(built_site: Path) -> None:
    sources = read_pages()
    english = {meta_description(html(built_site, "en", page)) for page in PAGES}
    for lang in LANGUAGES:
        seen = set()
        for page in PAGES:
            described = meta_description(html(built_site, lang, page))
            name = f"{page.rstrip('/') or 'index'}.md"
            assert described == sources[lang][name].description, (lang, page)
            assert described not in seen, (lang, page)
            seen.add(described)
            if lang != "en":
                assert described not in english, (lang, page)


def test_home_page_titles_do_not_repeat_the_site_name(built_site: Path) -> None:
    for lang in LANGUAGES:
        title = re.findall(r"<title>(.*?)</title>", html(built_site, lang, ""))
        assert len(title) == 1 and " - " not in title[0], (lang, title)
        standard = re.findall(r"<title>(.*?)</title>", html(built_site, lang, "standard/"))
        assert standard[0].count(" - ") == 1, standard


# --- 4: a 404 page per language ----------------------------------------------------------


def test_a_404_page_per_language(built_site: Path) -> None:
    for lang in LANGUAGES:
        page = (built_site / prefix(lang) / "404.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in page
        assert f"<h1>{text(lang, 'ui.404.title')}</h1>" in page
        # Its links work from any depth: absolute paths, to that language's home.
        home = f"/{prefix(lang)}"
        assert f'<a href="{home}">{text(lang, "ui.404.home")}</a>' in page
        assert 'href="/assets/stylesheets/site.css"' in page


# --- 10: permalink titles, language menu, rulings that change nothing --------------------


def test_heading_permalinks_are_titled_in_the_pages_language(built_site: Path) -> None:
    for lang in LANGUAGES:
        titles = set(
            re.findall(
                r'class="headerlink"[^>]*title="([^"]*)"', html(built_site, lang, "standard/")
            )
        )
        assert titles == {text(lang, "ui.permalink")}, lang


def test_language_menu_marks_the_current_language(built_site: Path) -> None:
    for lang in LANGUAGES:
        current = re.findall(
            r'<a [^>]*hreflang="([^"]+)"[^>]*aria-current="page"', html(built_site, lang, "joker/")
        )
        assert current == [lang]


def test_a_ruling_that_keeps_the_standard_rule_has_no_changes_pill(built_site: Path) -> None:
    for lang in LANGUAGES:
        page = html(built_site, lang, "cutthroat/")
        row = re.search(r'<tr>(?:(?!</tr>).)*data-ruling="cutthroat-bidding".*?</tr>', page, re.S)
        assert row, lang
        assert "ruling-changes" not in row.group(0)
        assert 'class="ruling-keeps"' in row.group(0)
        assert text(lang, "ui.ruling.keeps") in row.group(0)


# --- 13: Content-Security-Policy ---------------------------------------------------------


def test_every_page_carries_the_policy_before_any_script(built_site: Path) -> None:
    pages = sorted(built_site.rglob("*.html"))
    # Every page, its 404 page, and the rulings' share pages (which have no script at all).
    assert len(pages) == len(LANGUAGES) * (len(PAGES) + 1 + len(RULINGS))
    for path in pages:
        page = path.read_text(encoding="utf-8")
        found = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
        assert found, path
        policy = unescape(found.group(1))
        if path.relative_to(built_site).parts[-3:-2] == ("r",):
            assert "<script" not in page, path
        else:
            assert found.start() < page.index("<script"), path
        sources = dict(d.strip().split(" ", 1) for d in policy.split(";"))
        script_src = sources["script-src"].split()
        assert "'unsafe-inline'" not in script_src and "'unsafe-eval'" not in script_src
        assert script_src[:2] == ["'self'", "'wasm-unsafe-eval'"]
        assert sources["worker-src"] == "'self'" and sources["default-src"] == "'self'"
        assert not re.search(r"https?:|\*", policy), "only the site itself"
        for script in csp.inline_scripts(page):
            assert csp.script_hash(script) in script_src, (path, script[:60])


def test_headers_file_for_static_hosts_and_make_serve(built_site: Path) -> None:
    lines = (built_site / "_headers").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "/*"
    assert "  X-Content-Type-Options: nosniff" in lines
    policy = next(line for line in lines if "Content-Security-Policy" in line)
    assert "frame-ancestors 'none'" in policy and "'wasm-unsafe-eval'" in policy


# --- 6: each walkthrough's region named by its hand's heading -----------------------------


def test_walkthrough_regions_have_distinct_names(built_site: Path) -> None:
    for lang in LANGUAGES:
        for page in PAGES:
            names = re.findall(r'role="region" aria-label="([^"]*)"', html(built_site, lang, page))
            assert len(names) == len(set(names)), (lang, page, names)
    standard = re.findall(
        r'role="region" aria-label="([^"]*)"', html(built_site, "en", "standard/")
    )
    assert standard[0] == "Ordering up"
