"""The gettext catalogues: checked, compiled to ``.mo`` for Python and to JSON for the browser.

Layout (see CONVENTIONS.md): ``translations/<domain>.pot`` is the template of a domain,
``translations/<lang>/LC_MESSAGES/<domain>.po`` its catalogue in one language
(:mod:`site_hooks.catalog_files`); what is checked is in :mod:`site_hooks.catalog_checks`.

Run ``python -m site_hooks.catalogs`` to check and compile every catalogue into
``engine/locale`` (where the engine's narration finds them); ``--sync`` first adds the
templates' new messages, untranslated, at the end of every catalogue, for translators
(:mod:`site_hooks.catalog_sync`: nothing else in the files changes).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from engine.narration import CONTEXT_SEPARATOR
from site_hooks.catalog_checks import check_catalog, check_language, cldr_forms, plural_rule
from site_hooks.catalog_files import (
    LANGUAGES,
    LOCALE_DIR,
    SOURCE_LANGUAGE,
    TRANSLATIONS,
    CatalogueCheckError,
    CatalogueError,
    domains,
    forms_of,
    msgid_of,
    po_path,
    read_catalog,
)
from site_hooks.catalog_sync import sync
from site_hooks.problems import relative

__all__ = [
    "LANGUAGES",
    "SOURCE_LANGUAGE",
    "TRANSLATIONS",
    "CatalogueCheckError",
    "as_dict",
    "cldr_forms",
    "compile_mo",
    "engine_messages",
    "load",
    "plural_rule",
    "plurals",
    "po_path",
    "write_json",
]


def load(
    translations: Path = TRANSLATIONS, languages: Iterable[str] = LANGUAGES
) -> dict[str, dict[str, Catalog]]:
    """Read and check every catalogue: ``{lang: {domain: catalog}}``.


    Raises :class:`CatalogueCheckError` listing every problem found.
    """
    errors: list[CatalogueError] = []
    result: dict[str, dict[str, Catalog]] = {}
    for domain in domains(translations):
        pot_file = translations / f"{domain}.pot"
        template = read_catalog(pot_file)
        wanted = [msgid_of(m) for m in template if m.id]
        source: Catalog | None = None
        for lang in languages:
            path = po_path(lang, domain, translations)
            if not path.exists():
                errors.append(CatalogueError(path, 0, f"missing catalogue for domain {domain!r}"))
                continue
            catalog = read_catalog(path, locale=lang)
            result.setdefault(lang, {})[domain] = catalog
            if lang == SOURCE_LANGUAGE:
                source = catalog
            errors.extend(check_catalog(path, catalog, wanted, source))
    for lang, by_domain in result.items():
        errors.extend(check_language(lang, by_domain, translations))
    if errors:
        raise CatalogueCheckError(errors)
    return result


def as_dict(catalogs: dict[str, Catalog]) -> dict[str, str]:
    """Every translation of one language, all domains merged, as ``{msgid: text}``."""
    merged: dict[str, str] = {}
    for catalog in catalogs.values():
        for message in catalog:
            if (
                message.id
                and not message.context
                and isinstance(message.id, str)
                and isinstance(message.string, str)
            ):
                merged[message.id] = message.string
    return merged


def engine_messages(catalogs: dict[str, Catalog]) -> dict[str, str | tuple[str, ...]]:
    """Every translation of one language as the engine's :class:`~engine.narration.DictCatalog`
    reads them: a message in a context keyed ``context + "\\x04" + msgid``, a plural
    message's forms as a tuple."""
    merged: dict[str, str | tuple[str, ...]] = {}
    for catalog in catalogs.values():
        for message in catalog:
            if not message.id:
                continue
            key = msgid_of(message)
            if message.context:
                key = f"{message.context}{CONTEXT_SEPARATOR}{key}"
            forms = forms_of(message)
            merged[key] = forms[0] if isinstance(message.string, str) else forms
    return merged


def plurals(catalogs: dict[str, Catalog]) -> dict[str, tuple[tuple[str, ...], str]]:
    """The plural messages of one language, all domains merged: ``{msgid: (forms,
    plural expression)}``, the expression being the catalogue's C ``Plural-Forms`` rule."""
    merged: dict[str, tuple[tuple[str, ...], str]] = {}
    for catalog in catalogs.values():
        for message in catalog:
            if message.id and not message.context and not isinstance(message.id, str):
                merged[msgid_of(message)] = (forms_of(message), catalog.plural_expr)
    return merged


def compile_mo(
    catalogs: dict[str, dict[str, Catalog]], locale_dir: Path = LOCALE_DIR
) -> list[Path]:
    """Write ``<locale_dir>/<lang>/LC_MESSAGES/<domain>.mo``; return the files written."""
    written = []
    for lang, by_domain in catalogs.items():
        for domain, catalog in by_domain.items():
            target = locale_dir / lang / "LC_MESSAGES" / f"{domain}.mo"
            target.parent.mkdir(parents=True, exist_ok=True)
            with target.open("wb") as f:
                write_mo(f, catalog, use_fuzzy=False)
            written.append(target)
    return written


def write_json(catalogs: dict[str, dict[str, Catalog]], target_dir: Path) -> list[Path]:
    """Write one ``<lang>.json`` per language for the browser (a plural message as its
    forms by CLDR category, see :func:`cldr_forms`); return the files written."""
    target_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for lang, by_domain in catalogs.items():
        target = target_dir / f"{lang}.json"
        texts: dict[str, str | dict[str, str]] = dict(as_dict(by_domain))
        for msgid, (forms, expression) in plurals(by_domain).items():
            texts[msgid] = cldr_forms(lang, forms, expression)
        text = json.dumps(texts, ensure_ascii=False, sort_keys=True)
        target.write_text(text, encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line: check and compile the catalogues."""
    parser = argparse.ArgumentParser(prog="python -m site_hooks.catalogs", description=__doc__)
    parser.add_argument("--sync", action="store_true", help="add new template messages first")
    args = parser.parse_args(argv)
    if args.sync:
        sync()
    try:
        catalogs = load()
    except CatalogueCheckError as exc:
        print(f"error: the catalogues are incomplete:\n{exc}", file=sys.stderr)
        return 1
    written = compile_mo(catalogs)
    print(f"compiled {len(written)} catalogues into {relative(LOCALE_DIR)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
