"""The MkDocs hooks of the site (listed under ``hooks:`` in mkdocs.yml).

mkdocs-static-i18n builds the default language, then every other language in turn, and
every hook below runs once per language: each step is idempotent, and the work shared by
all languages (checks, Pyodide, the engine's archive, the catalogues) is done once per build.

``on_page_markdown`` chains small steps, each replacing one kind of placeholder.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # MkDocs loads this file by path, not as a package module
    sys.path.insert(0, str(ROOT))

from markupsafe import Markup  # noqa: E402
from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.plugins import event_priority  # noqa: E402

from site_hooks import (  # noqa: E402
    analysis,
    analysis_checks,
    board,
    checks,
    content,
    csp,
    gallery,
    offline,
    placeholders,
    practice,
    prerender,
    rulings,
    runtime,
    search,
    seo,
    share,
    tables,
    texts,
    walkthrough,
    walkthrough_data,
)
from site_hooks.problems import ProblemsError  # noqa: E402

#: Where each ruling is stated (``{ruling id: page file}``), read once per build.
_homes: dict[str, str] = {}
#: The analysis of every walkthrough (``{record without notes: analysis}``), once per build.
_analyses: dict[str, Any] = {}
#: The walkthroughs of the page being built, by placeholder: written into its Markdown as
#: placeholders (``on_page_markdown``), put in its HTML (``on_page_content``).
_slots: dict[str, str] = {}
#: Every page's title (``{(language, page file): title}``) and each language's site name,
#: for the rulings' share pages, written once every language is built.
_titles: dict[tuple[str, str], str] = {}
_site_names: dict[str, str] = {}
log = logging.getLogger("mkdocs.hooks.analysis")


def _i18n(config: Any) -> Any:
    return config.plugins["i18n"]


def current_language(config: Any) -> str:
    """The language being built."""
    return str(_i18n(config).current_language)


def _first_pass(config: Any) -> bool:
    """True in the default language's pass, which runs before the other languages."""
    return not _i18n(config).building


def _languages(config: Any) -> tuple[str, ...]:
    return tuple(str(lang.locale) for lang in _i18n(config).config.languages)


@event_priority(-150)  # after mkdocs-static-i18n (-100) has chosen the language to build
def on_config(config: Any) -> Any:
    """In every language's pass: the headings' permalink title in that language."""
    toc = config.mdx_configs.setdefault("toc", {})
    toc["permalink_title"] = texts.t(current_language(config), "ui.permalink")
    return config


def on_pre_build(config: Any) -> None:
    """Once per build: check the content and the catalogues, and find every ruling."""
    if not _first_pass(config):
        return
    docs = Path(config.docs_dir)
    languages = _languages(config)
    pages = content.read_pages(docs, languages)
    try:
        checks.ensure_valid(docs, languages=languages, pages=pages)
        texts.load(languages=languages)
        problems = walkthrough.check_pages(docs, languages)
        if problems:
            raise ProblemsError(problems)
    except ProblemsError as error:
        raise PluginError(f"the site's sources have problems:\n{error}") from None
    _homes.clear()
    _homes.update(content.ruling_pages(pages))
    walkthrough_data.DATA_FILES.clear()
    found, stats = analysis.analyse_all(analysis.records(docs))
    _analyses.clear()
    _analyses.update(found)
    log.info(
        "analysis: %d walkthroughs analysed in %.1f s, %d from the cache",
        stats.analysed,
        stats.seconds,
        stats.cached,
    )
    for failure in analysis.failures(found):
        log.info("analysis: a walkthrough is shown without its analysis: %s", failure)
    disagreements = analysis_checks.check_pages(found, docs, languages)
    if disagreements:
        raise PluginError(
            "the walkthroughs disagree with the engine's analysis:\n"
            + "\n".join(str(problem) for problem in disagreements)
        )


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Replace the site's placeholders and ruling markers, in the language being built."""
    lang = current_language(config)
    name = Path(page.file.src_uri).name
    try:
        markdown = walkthrough.add_skip_link(markdown, lang, Path(page.file.abs_src_path))
        _slots.clear()
        markdown = walkthrough.replace_fences(
            markdown, lang, Path(page.file.abs_src_path), page.url, _homes, _analyses, _slots
        )
    except (walkthrough.WalkthroughError, prerender.PrerenderError) as error:
        raise PluginError(str(error)) from None
    markdown = rulings.replace_markers(markdown, lang, name, _homes)
    markdown = rulings.replace_index(markdown, lang, _homes)
    markdown = placeholders.replace_glossary(markdown, lang)
    markdown = placeholders.replace_lesson_results(markdown, lang)
    markdown = board.replace(markdown, lang, page.url, _homes)
    markdown = practice.replace(markdown, lang, page.url, _homes)
    pages = gallery.nav_pages(config.nav)
    markdown = gallery.replace(markdown, lang, page.url, pages)
    return placeholders.replace_engine_demo(markdown, lang)


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Label table cells with their column, for narrow screens; keep permalink signs out
    of the search index. The page's walkthroughs first, in their places."""
    try:
        html = walkthrough.fill_slots(html, _slots)
    except LookupError as error:
        raise PluginError(f"{page.file.src_uri}: {error}") from None
    return tables.unsearchable_permalinks(tables.label_cells(html))


def on_page_context(context: Any, page: Any, config: Any, nav: Any) -> Any:
    """The templates' texts (``site_texts``) in the language being built, and the page's
    canonical link and alternates (``site_links``, with a site address only)."""
    lang = current_language(config)
    context["site_texts"] = texts.messages(lang)
    context["site_lang"] = lang
    context["site_home"] = seo.page_path(page.url, lang) == ""
    context["site_links"] = seo.page_links(config.site_url, lang, page.url, _languages(config))
    return context


def on_post_page(output: str, page: Any, config: Any) -> str:
    """The page's preview where its link is pasted (Open Graph and Twitter tags, in its
    language); its title kept for the share pages of the rulings it states."""
    lang = current_language(config)
    site_name = str(config.site_name)
    home = seo.page_path(page.url, lang) == ""
    title = site_name if home else Markup(str(page.title or "")).striptags() or site_name
    _titles[(lang, Path(page.file.src_uri).name)] = title
    _site_names[lang] = site_name
    links = seo.page_links(config.site_url, lang, page.url, _languages(config))
    preview = share.page_preview(
        title=title,
        description=str((page.meta or {}).get("description") or ""),
        lang=lang,
        site_name=site_name,
        url=links.canonical if links else None,
        languages=_languages(config),
    )
    return share.with_tags(output, preview)


def on_template_context(context: Any, template_name: str, config: Any) -> Any:
    """The same for the pages made from templates alone (404.html), and the sitemap's
    entries (``site_sitemap``: none without a site address)."""
    lang = current_language(config)
    context["site_texts"] = texts.messages(lang)
    context["site_lang"] = lang
    if template_name == "404.html":
        context["site_homes"] = seo.home_paths(config.site_url, _languages(config))
    if template_name == "sitemap.xml":
        paths = [p for p in seo.page_paths(Path(config.docs_dir)) if p != offline.PAGE]
        context["site_sitemap"] = seo.sitemap(config.site_url, paths, _languages(config))
    return context


def on_post_template(output: str, template_name: str, config: Any) -> str:
    """Each language's 404 page in its own folder (``site/sv/404.html``); the sitemap
    (every language) once. MkDocs writes no file for an empty output."""
    if _first_pass(config):
        return output
    if template_name == "404.html":
        target = Path(config.site_dir) / seo.language_prefix(current_language(config)) / "404.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(output, encoding="utf-8")
    return "" if template_name in ("404.html", "sitemap.xml") else output


@event_priority(-200)  # after mkdocs-static-i18n (-100) has built every other language
def on_post_build(config: Any) -> None:
    """Once per build, every language written: the browser runtime (Pyodide, the engine's
    archive, the catalogues), the walkthroughs' step data, the rulings' share pages, the
    Content-Security-Policy of every page, the search index and, last, the service worker
    (offline reading)."""
    if _first_pass(config):
        site_dir = Path(config.site_dir)
        walkthrough_data.DATA_FILES.write(site_dir)
        share.write_pages(
            site_dir,
            site_url=config.site_url,
            languages=_languages(config),
            homes=_homes,
            titles=_titles,
            site_names=_site_names,
        )
        prerender.FIRST_VIEWS.close()
        csp.apply(site_dir)
        runtime.install(site_dir)
        search.build_index(site_dir)
        runtime.write_gzip_twins(site_dir)
        runtime.write_brotli_twins(site_dir)
        try:
            offline.write_worker(site_dir)
        except offline.OfflineBudgetError as error:
            raise PluginError(str(error)) from None
