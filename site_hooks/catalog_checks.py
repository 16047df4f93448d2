"""The checks of the catalogues, one language at a time (see :mod:`site_hooks.catalogs`).

A catalogue that lacks a message of the template, has an empty or fuzzy translation, has a
message the template does not know, or whose placeholders differ from the English ones, is
an error. Two kinds of message belong to one language only. A grammatical form of a name
(``msgctxt "instrumental"`` of ``card.rank.J``) is a name of the template in a message
context; a form given to one name of a family (the ranks, the seats…) is given to all of
them, and a form an engine message asks for (``%(card:instrumental)s``) is given somewhere.
A count's unit (``%(tricks:tricks)s``) is a plural message ``count.tricks`` of the engine
template. A language's ``Plural-Forms`` rule must agree with its CLDR plural categories,
which the browser uses (``Intl.PluralRules``) to pick the same forms. The engine's
``number.group``, the separator it groups a large number's digits with, is the language's
CLDR separator; and a label that a sentence puts after a colon (a call's button: "Best:
pass") has no colon of its own (:data:`LABELS_IN_SENTENCES`).
"""

from __future__ import annotations

import functools
import gettext
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.numbers import get_group_symbol

from site_hooks.catalog_files import CatalogueError, forms_of, msgid_of, po_path

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


def check_language(
    lang: str, by_domain: dict[str, Catalog], translations: Path
) -> Iterable[CatalogueError]:
    """The checks of a language's catalogues taken together: its grammatical forms, its
    plural rule, its digit groups and its labels."""
    yield from check_forms(lang, by_domain, translations)
    yield from check_plural_rule(lang, by_domain, translations)
    yield from check_number_group(lang, by_domain, translations)
    yield from check_labels(lang, by_domain, translations)


def check_catalog(
    path: Path, catalog: Catalog, wanted: list[str], source: Catalog | None
) -> Iterable[CatalogueError]:
    """The problems of one catalogue (in ``path``) against its template's messages
    (``wanted``) and the English catalogue (``source``, None for English itself)."""
    present = {msgid_of(m): m for m in catalog if m.id and not m.context}
    for form in catalog:
        if form.id and form.context:
            form_id = msgid_of(form)
            if form_id not in wanted or not form_id.startswith(NAMES):
                yield CatalogueError(
                    path,
                    form.lineno or 0,
                    f"message {form_id!r} in context {form.context!r}: only the names of "
                    f"the template ({', '.join(NAMES)}…) have grammatical forms",
                )
            elif not all(forms_of(form)):
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
        forms = forms_of(message)
        if not forms or not all(forms):
            yield CatalogueError(path, line, f"message {msgid!r} is not translated")
        elif message.fuzzy:
            yield CatalogueError(path, line, f"message {msgid!r} is marked fuzzy")
        elif source is not None:
            reference = source.get(msgid)
            if reference is not None and reference.string:
                # A plural message's forms may leave the count out ("a trick"): together
                # they have the English placeholders.
                expected = set().union(*map(placeholders, forms_of(reference)))
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


def check_forms(
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
            msgid = msgid_of(message)
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
            for text in forms_of(message):
                for param, words in forms_asked(text):
                    where = po_path(lang, domain, translations), message.lineno or 0
                    if domain != "engine":
                        yield CatalogueError(
                            *where,
                            f"message {msgid_of(message)!r} asks for %({param}:…)s: only the "
                            "engine's messages name values in forms",
                        )
                    elif words[0] not in units and words[0] not in given:
                        yield CatalogueError(
                            *where,
                            f"message {msgid_of(message)!r} asks for {':'.join(words)!r}, "
                            "which is neither a unit (a plural message count.…) nor a "
                            f"form given in the {lang} catalogue",
                        )
                    elif len(words) > 1 and words[1] not in given:
                        yield CatalogueError(
                            *where,
                            f"message {msgid_of(message)!r} asks for the form {words[1]!r}, "
                            f"which the {lang} catalogue does not give",
                        )


def plural_rule(catalog: Catalog) -> Callable[[int], int]:
    """The catalogue's ``Plural-Forms`` rule: the index of the form for a count."""
    return gettext.c2py(catalog.plural_expr)


def check_plural_rule(
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


def check_number_group(
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


def check_labels(
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
