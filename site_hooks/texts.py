"""The catalogues at build time: the text of a message in the language being built.

The catalogues are read once per build (:func:`load`, called by the hooks before the first
page); every later look-up is a dictionary access.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog

from engine.narration import DictCatalog
from site_hooks import catalogs

_messages: dict[str, dict[str, str]] = {}
#: ``{lang: {msgid: (forms, expression)}}``: the plural messages, and the catalogue's
#: ``Plural-Forms`` expression that picks a form.
_plurals: dict[str, dict[str, tuple[tuple[str, ...], str]]] = {}
#: ``{lang: catalogue}``: every message (contexts and plural forms too), for the engine.
_catalogs: dict[str, DictCatalog] = {}


def load(
    translations: Path = catalogs.TRANSLATIONS, languages: Iterable[str] = catalogs.LANGUAGES
) -> None:
    """Read and check every catalogue (raises :class:`~site_hooks.problems.ProblemsError`)."""
    loaded = catalogs.load(translations, languages)
    _messages.clear()
    _messages.update({lang: catalogs.as_dict(by_domain) for lang, by_domain in loaded.items()})
    _plurals.clear()
    _plurals.update({lang: catalogs.plurals(by_domain) for lang, by_domain in loaded.items()})
    _catalogs.clear()
    english = loaded.get(catalogs.SOURCE_LANGUAGE)
    fallback = None
    if english is not None:
        fallback = _catalogs["en"] = _dict_catalog(english)
    for lang, by_domain in loaded.items():
        if lang != catalogs.SOURCE_LANGUAGE:
            _catalogs[lang] = _dict_catalog(by_domain, fallback)


def _dict_catalog(
    by_domain: dict[str, Catalog], fallback: DictCatalog | None = None
) -> DictCatalog:
    rule = catalogs.plural_rule(next(iter(by_domain.values())))
    return DictCatalog(catalogs.engine_messages(by_domain), fallback=fallback, plural=rule)


def catalog(lang: str) -> DictCatalog:
    """Every message of ``lang`` (engine, site, ui) as the engine's catalogue, with its
    grammatical forms and plural rule, English for what it lacks."""
    if not _messages:
        load()
    return _catalogs[lang]


def messages(lang: str) -> dict[str, str]:
    """Every message of ``lang`` (all domains), from the catalogues read by :func:`load`
    (read now if nothing was read yet)."""
    if not _messages:
        load()
    return _messages[lang]


def t(lang: str, msgid: str) -> str:
    """The text of one message in ``lang``; placeholders are left for the caller to fill."""
    try:
        return messages(lang)[msgid]
    except KeyError:
        raise KeyError(f"no message {msgid!r} in the {lang} catalogues") from None


def in_sentence(label: str) -> str:
    """A label (a button's "Pass", "Order up") where a sentence puts it after a colon: its
    first letter in lower case ("Best: pass"), as ``labelInSentence`` of ``analysis.mjs``
    does with the page's locale. Labels begin with a common word, never a name.

    >>> in_sentence("Godta och spela ensam"), in_sentence("♥ hjärter")
    ('godta och spela ensam', '♥ hjärter')
    """
    return label[:1].lower() + label[1:]


def plural(lang: str, msgid: str, count: int) -> str:
    """The form of a plural message (``msgid_plural``) for ``count`` in ``lang``, by the
    catalogue's ``Plural-Forms`` rule; placeholders are left for the caller to fill.

    >>> plural("en", "ui.analysis.tricks", 1), plural("pl", "ui.analysis.tricks", 5)
    ('%(count)s trick', '%(count)s lew')
    """
    forms, expression = _plural(lang, msgid)
    return forms[min(gettext.c2py(expression)(count), len(forms) - 1)]


def plural_forms(lang: str, msgid: str) -> dict[str, str]:
    """The forms of a plural message by CLDR category, for the browser, whose
    ``plural()`` (``engine-client.mjs``) picks one with ``Intl.PluralRules``; the build
    checks that both rules agree.

    >>> plural_forms("pl", "ui.analysis.tricks")["few"]
    '%(count)s lewy'
    """
    forms, expression = _plural(lang, msgid)
    return catalogs.cldr_forms(lang, forms, expression)


def _plural(lang: str, msgid: str) -> tuple[tuple[str, ...], str]:
    if not _messages:
        load()
    try:
        return _plurals[lang][msgid]
    except KeyError:
        raise KeyError(f"no plural message {msgid!r} in the {lang} catalogues") from None
