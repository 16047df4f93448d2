"""The gettext catalogues: checked, compiled to ``.mo`` for Python and to JSON for the browser.

Layout (see CONVENTIONS.md): ``translations/<domain>.pot`` is the template of a domain,
``translations/<lang>/LC_MESSAGES/<domain>.po`` its catalogue in one language. A catalogue
that lacks a message of the template, has an empty or fuzzy translation, has a message the
template does not know, or whose placeholders differ from the English ones, is an error.

Two kinds of message belong to one language only. A grammatical form of a name
(``msgctxt "instrumental"`` of ``card.rank.J``) is a name of the template in a message
context; a form given to one name of a family (the ranks, the seats…) is given to all of
them, and a form an engine message asks for (``%(card:instrumental)s``) is given somewhere.
A count's unit (``%(tricks:tricks)s``) is a plural message ``count.tricks`` of the engine
template. A language's ``Plural-Forms`` rule must agree with its CLDR plural categories,
which the browser uses (``Intl.PluralRules``) to pick the same forms. The engine's
``number.group``, the separator it groups a large number's digits with, is the language's
CLDR separator; and a label that a sentence puts after a colon (a call's button: "Best:
pass") has no colon of its own (:data:`LABELS_IN_SENTENCES`).

Run ``python -m site_hooks.catalogs`` to check and compile every catalogue into
``engine/locale`` (where the engine's narration finds them); ``--sync`` first adds the
template's new messages, untranslated, to every catalogue, for translators.
"""

from __future__ import annotations

import argparse
import functools
import gettext
import json
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po
from babel.numbers import get_group_symbol

from engine.narration import CONTEXT_SEPARATOR
from site_hooks.problems import Problem, ProblemsError, relative

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LOCALE_DIR = ROOT / "engine" / "locale"
LANGUAGES = ("en", "sv", "pl", "da", "fr")
SOURCE_LANGUAGE = "en"
_PLACEHOLDER = re.compile(r"%\((\w+)((?::[\w-]+)*)\)[sd]")
#: The messages that name a value, and may have grammatical forms (message contexts).
NAMES = ("card.", "seat.", "suit.", "side.", "contract.", "count.")
#: The counts that pick a language's plural form: CLDR's categories for integers, and a
#: million (French "many"); those beyond them are checked against the gettext rule.
PLURAL_SAMPLES = (*range(0, 1001), 10**6)
#: The message that gives the engine a language's separator of digit groups (``16,384``).
NUMBER_GROUP = "number.group"
#: The labels of the calls (their buttons) that sentences put after a colon ("Right answer:
#: pass", "Best: name ♥ hearts (…)"): a colon of their own would make two in one sentence.
LABELS_IN_SENTENCES = (
    "ui.walk.pass",
    "ui.walk.order-up",
    "ui.analysis.order-up-alone",
    "ui.walk.call-suit",
    "ui.analysis.call-alone",
    "ui.walk.bid-tricks",
)


#: A problem in a catalogue (kept under this name for readers of this module).
CatalogueError = Problem
CatalogueCheckError = ProblemsError


def domains(translations: Path = TRANSLATIONS) -> list[str]:
    """The gettext domains, one per ``.pot`` template."""
    return sorted(p.stem for p in translations.glob("*.pot"))


def po_path(lang: str, domain: str, translations: Path = TRANSLATIONS) -> Path:
    """Where the catalogue of ``domain`` in ``lang`` lives."""
    return translations / lang / "LC_MESSAGES" / f"{domain}.po"


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale, abort_invalid=True)


def placeholders(text: str) -> set[str]:
    """The named placeholders of a message.

    >>> sorted(placeholders("%(seat)s plays %(card:instrumental)s"))
    ['card', 'seat']
    """
    return {param for param, _ in _PLACEHOLDER.findall(text)}


def forms_asked(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The parameters of a message that ask for a form or a unit, with their words.

    >>> forms_asked("%(seat)s leads %(card:instrumental)s and takes %(tricks:tricks)s.")
    [('card', ('instrumental',)), ('tricks', ('tricks',))]
    """
    return [
        (param, tuple(words.split(":")[1:])) for param, words in _PLACEHOLDER.findall(text) if words
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
        template = _read(pot_file)
        wanted = [_msgid(m) for m in template if m.id]
        source: Catalog | None = None
        for lang in languages:
            path = po_path(lang, domain, translations)
            if not path.exists():
                errors.append(CatalogueError(path, 0, f"missing catalogue for domain {domain!r}"))
                continue
            catalog = _read(path, locale=lang)
            result.setdefault(lang, {})[domain] = catalog
            if lang == SOURCE_LANGUAGE:
                source = catalog
            errors.extend(_check(path, catalog, wanted, source))
    for lang, by_domain in result.items():
        errors.extend(_check_forms(lang, by_domain, translations))
        errors.extend(_check_plural_rule(lang, by_domain, translations))
        errors.extend(_check_number_group(lang, by_domain, translations))
        errors.extend(_check_labels(lang, by_domain, translations))
    if errors:
        raise CatalogueCheckError(errors)
    return result


def _msgid(message: Message) -> str:
    """A message's id: a plural message (``msgid_plural``) is known by its singular id."""
    return message.id if isinstance(message.id, str) else str(message.id[0])


def _forms(message: Message) -> tuple[str, ...]:
    """A message's translation: one text, or a plural message's forms."""
    if isinstance(message.string, str):
        return (message.string,)
    return tuple(str(form) for form in message.string or ())


def _check(
    path: Path, catalog: Catalog, wanted: list[str], source: Catalog | None
) -> Iterable[CatalogueError]:
    present = {_msgid(m): m for m in catalog if m.id and not m.context}
    for form in catalog:
        if form.id and form.context:
            form_id = _msgid(form)
            if form_id not in wanted or not form_id.startswith(NAMES):
                yield CatalogueError(
                    path,
                    form.lineno or 0,
                    f"message {form_id!r} in context {form.context!r}: only the names of "
                    f"the template ({', '.join(NAMES)}…) have grammatical forms",
                )
            elif not all(_forms(form)):
                yield CatalogueError(
                    path,
                    form.lineno or 0,
                    f"message {form_id!r} in context {form.context!r} is not translated",
                )
    for msgid in wanted:
        message = present.get(msgid)
        if message is None:
            yield CatalogueError(path, 0, f"message {msgid!r} is missing")
            continue
        line = message.lineno or 0
        forms = _forms(message)
        if not forms or not all(forms):
            yield CatalogueError(path, line, f"message {msgid!r} is not translated")
        elif message.fuzzy:
            yield CatalogueError(path, line, f"message {msgid!r} is marked fuzzy")
        elif source is not None:
            reference = source.get(msgid)
            if reference is not None and reference.string:
                # A plural message's forms may leave the count out ("a trick"): together
                # they have the English placeholders.
                expected = set().union(*map(placeholders, _forms(reference)))
                got = set().union(*map(placeholders, forms))
                if expected != got:
                    yield CatalogueError(
                        path,
                        line,
                        f"message {msgid!r} has placeholders {sorted(got)}, "
                        f"the English text has {sorted(expected)}",
                    )
    for msgid, message in present.items():
        if msgid not in wanted:
            yield CatalogueError(
                path, message.lineno or 0, f"message {msgid!r} is not in the template"
            )


def _family(msgid: str) -> str:
    """The names a grammatical form is given to together: the ranks (``card.rank.J``), the
    suits of a card's name, the seats, suits, sides, contracts; the pattern of a card's name,
    the joker and each unit of count alone.

    >>> _family("card.rank.J"), _family("seat.N"), _family("card.joker"), _family("count.tricks")
    ('card.rank', 'seat', 'card.joker', 'count.tricks')
    """
    head, _, rest = msgid.partition(".")
    if head == "card":
        return msgid.rsplit(".", 1)[0] if "." in rest else msgid
    return msgid if head == "count" else head


def _check_forms(
    lang: str, by_domain: dict[str, Catalog], translations: Path
) -> Iterable[CatalogueError]:
    """A language's grammatical forms: given to whole families, and every form or unit an
    engine message asks for exists; other domains (rendered by the browser) ask for none."""
    engine = by_domain.get("engine")
    path = po_path(lang, "engine", translations)
    given: dict[str, dict[str, set[str]]] = {}  # {form: {family: msgids}}
    families: dict[str, set[str]] = {}
    units = set()
    if engine is not None:
        for message in engine:
            if not message.id:
                continue
            msgid = _msgid(message)
            if msgid.startswith("count.") and not isinstance(message.id, str):
                units.add(msgid.removeprefix("count."))
            if msgid.startswith(NAMES):
                if not message.context:
                    families.setdefault(_family(msgid), set()).add(msgid)
                else:
                    given.setdefault(message.context, {}).setdefault(_family(msgid), set())
                    given[message.context][_family(msgid)].add(msgid)
    for form, by_family in sorted(given.items()):
        for family, msgids in sorted(by_family.items()):
            missing = sorted(families.get(family, set()) - msgids)
            if missing:
                yield CatalogueError(
                    path,
                    0,
                    f"the form {form!r} is given to {sorted(msgids)[0]!r} but not to "
                    f"{', '.join(missing)}: a form is given to every name of a family",
                )
    for domain, catalog in by_domain.items():
        for message in catalog:
            if not message.id:
                continue
            for text in _forms(message):
                for param, words in forms_asked(text):
                    where = po_path(lang, domain, translations), message.lineno or 0
                    if domain != "engine":
                        yield CatalogueError(
                            *where,
                            f"message {_msgid(message)!r} asks for %({param}:…)s: only the "
                            "engine's messages name values in forms",
                        )
                    elif words[0] not in units and words[0] not in given:
                        yield CatalogueError(
                            *where,
                            f"message {_msgid(message)!r} asks for {':'.join(words)!r}, "
                            "which is neither a unit (a plural message count.…) nor a "
                            f"form given in the {lang} catalogue",
                        )
                    elif len(words) > 1 and words[1] not in given:
                        yield CatalogueError(
                            *where,
                            f"message {_msgid(message)!r} asks for the form {words[1]!r}, "
                            f"which the {lang} catalogue does not give",
                        )


def plural_rule(catalog: Catalog) -> Callable[[int], int]:
    """The catalogue's ``Plural-Forms`` rule: the index of the form for a count."""
    return gettext.c2py(catalog.plural_expr)


def _check_plural_rule(
    lang: str, by_domain: dict[str, Catalog], translations: Path
) -> Iterable[CatalogueError]:
    """Each catalogue's gettext rule picks the same form for every count as the CLDR
    category that the browser picks with (one form per category)."""
    cldr = Locale.parse(lang).plural_form
    for domain, catalog in by_domain.items():
        rule = plural_rule(catalog)
        chosen: dict[str, int] = {}
        for n in PLURAL_SAMPLES:
            category, index = cldr(n), rule(n)
            if chosen.setdefault(category, index) != index:
                yield CatalogueError(
                    po_path(lang, domain, translations),
                    0,
                    f"the Plural-Forms rule gives form {index} for {n} but form "
                    f"{chosen[category]} for another count of CLDR's {category!r}",
                )
                break
        else:
            shared = [c for c in sorted(chosen) if list(chosen.values()).count(chosen[c]) > 1]
            if shared:
                yield CatalogueError(
                    po_path(lang, domain, translations),
                    0,
                    f"the Plural-Forms rule gives one form to CLDR's {' and '.join(shared)}, "
                    f"which {lang} tells apart",
                )


def _check_number_group(
    lang: str, by_domain: dict[str, Catalog], translations: Path
) -> Iterable[CatalogueError]:
    """The engine's separator of digit groups is the language's, as CLDR gives it (and
    the browser's ``Intl.NumberFormat`` and the build's Babel write it)."""
    catalog = by_domain.get("engine")
    message = catalog.get(NUMBER_GROUP) if catalog is not None else None
    if message is None or not message.string:
        return  # a missing message is reported with the others
    wanted = str(get_group_symbol(lang))
    if message.string != wanted:
        yield CatalogueError(
            po_path(lang, "engine", translations),
            message.lineno or 0,
            f"{NUMBER_GROUP} is {message.string!r}, but {lang} groups digits with "
            f"{wanted!r} (U+{ord(wanted):04X}, CLDR)",
        )


def _check_labels(
    lang: str, by_domain: dict[str, Catalog], translations: Path
) -> Iterable[CatalogueError]:
    """The labels that sentences put after a colon have no colon of their own."""
    for domain, catalog in by_domain.items():
        for msgid in LABELS_IN_SENTENCES:
            message = catalog.get(msgid)
            if message is not None and isinstance(message.string, str) and ":" in message.string:
                yield CatalogueError(
                    po_path(lang, domain, translations),
                    message.lineno or 0,
                    f"{msgid} has a colon, and sentences put it after one "
                    f'("Best: …"): say it without',
                )


def cldr_forms(lang: str, forms: Sequence[str], expression: str) -> dict[str, str]:
    """A plural message's forms by CLDR category (``one``, ``few``, ``many``, ``other``),
    for the browser's ``Intl.PluralRules``: each category gets the form the gettext rule
    gives its counts (a category of fractions only, such as Polish ``other``, the last).

    >>> cldr_forms("pl", ["1 lewa", "2 lewy", "5 lew"],
    ...     "n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2")
    {'few': '2 lewy', 'many': '5 lew', 'one': '1 lewa', 'other': '5 lew'}
    """
    return {
        category: forms[min(index, len(forms) - 1)]
        for category, index in _cldr_indexes(lang, expression).items()
    }


@functools.cache
def _cldr_indexes(lang: str, expression: str) -> dict[str, int]:
    """The index of the gettext form of each CLDR category (-1: the last form), computed
    once per language and rule: every plural message of a language shares them."""
    cldr = Locale.parse(lang).plural_form
    rule = gettext.c2py(expression)
    found: dict[str, int] = {}
    for n in PLURAL_SAMPLES:
        found.setdefault(cldr(n), rule(n))
    for category in cldr.tags | {"other"}:
        found.setdefault(category, -1)
    return dict(sorted(found.items()))


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
            key = _msgid(message)
            if message.context:
                key = f"{message.context}{CONTEXT_SEPARATOR}{key}"
            forms = _forms(message)
            merged[key] = forms[0] if isinstance(message.string, str) else forms
    return merged


def plurals(catalogs: dict[str, Catalog]) -> dict[str, tuple[tuple[str, ...], str]]:
    """The plural messages of one language, all domains merged: ``{msgid: (forms,
    plural expression)}``, the expression being the catalogue's C ``Plural-Forms`` rule."""
    merged: dict[str, tuple[tuple[str, ...], str]] = {}
    for catalog in catalogs.values():
        for message in catalog:
            if message.id and not message.context and not isinstance(message.id, str):
                merged[_msgid(message)] = (_forms(message), catalog.plural_expr)
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


def sync_rulings(translations: Path = TRANSLATIONS) -> None:
    """Put every ruling of the registry into the ``site`` template as ``ruling.<id>``.

    The English catalogue gets the registry's statement; other languages get the message
    untranslated (from :func:`sync`).
    """
    from engine.rulings import RULINGS

    pot_file = translations / "site.pot"
    template = _read(pot_file) if pot_file.exists() else Catalog(domain="site")
    english_path = po_path(SOURCE_LANGUAGE, "site", translations)
    english = _read(english_path, SOURCE_LANGUAGE) if english_path.exists() else None
    for ruling in RULINGS.values():
        msgid = f"ruling.{ruling.id}"
        if msgid not in template:
            template.add(msgid, auto_comments=[ruling.statement])
        if english is not None and not english.get(msgid):
            english.add(msgid, ruling.statement)
    for message in list(template):
        if (
            message.id
            and str(message.id).startswith("ruling.")
            and (str(message.id).removeprefix("ruling.") not in RULINGS)
        ):
            template.delete(message.id)
    with pot_file.open("wb") as f:
        write_po(f, template, width=100, omit_header=False)
    if english is not None:
        with english_path.open("wb") as f:
            write_po(f, english, width=100, omit_header=False)


def sync(translations: Path = TRANSLATIONS, languages: Iterable[str] = LANGUAGES) -> None:
    """Add the templates' new messages, untranslated, to every catalogue; drop obsolete ones."""
    sync_rulings(translations)
    for domain in domains(translations):
        template = _read(translations / f"{domain}.pot")
        english_path = po_path(SOURCE_LANGUAGE, domain, translations)
        english = _read(english_path, SOURCE_LANGUAGE) if english_path.exists() else None
        for lang in languages:
            path = po_path(lang, domain, translations)
            if path.exists():
                catalog = _read(path, locale=lang)
            else:
                catalog = Catalog(locale=lang, domain=domain)
                path.parent.mkdir(parents=True, exist_ok=True)
            catalog.update(template, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            catalog.fuzzy = False
            if english is not None:
                _flag_formats(catalog, english)
            with path.open("wb") as f:
                write_po(f, catalog, width=100, omit_header=False)


def _flag_formats(catalog: Catalog, english: Catalog) -> None:
    """Mark ``python-format`` the messages whose English text has placeholders.

    Babel decides the flag from the message id, and ours are symbolic (``event.pass``):
    the English text is what has the placeholders.
    """
    for message in catalog:
        reference = english.get(message.id) if message.id else None
        if reference is None or not isinstance(reference.string, str):
            continue
        if placeholders(reference.string):
            message.flags.add("python-format")
        else:
            message.flags.discard("python-format")


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
