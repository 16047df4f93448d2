"""The catalogues at build time: the text of a message in the language being built.

The catalogues are read once per build (:func:`load`, called by the hooks before the first
page); every later look-up is a dictionary access.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable
from pathlib import Path

from site_hooks import catalogs

_messages: dict[str, dict[str, str]] = {}
#: ``{lang: {msgid: (forms, rule)}}``: the plural messages, and the rule that picks a form.
_plurals: dict[str, dict[str, tuple[tuple[str, ...], Callable[[int], int]]]] = {}


def load(
    translations: Path = catalogs.TRANSLATIONS, languages: Iterable[str] = catalogs.LANGUAGES
) -> None:
    """Read and check every catalogue (raises :class:`~site_hooks.problems.ProblemsError`)."""
    loaded = catalogs.load(translations, languages)
    _messages.clear()
    _messages.update({lang: catalogs.as_dict(by_domain) for lang, by_domain in loaded.items()})
    _plurals.clear()
    for lang, by_domain in loaded.items():
        _plurals[lang] = {
            msgid: (forms, gettext.c2py(expression))
            for msgid, (forms, expression) in catalogs.plurals(by_domain).items()
        }


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


def plural(lang: str, msgid: str, count: int) -> str:
    """The form of a plural message (``msgid_plural``) for ``count`` in ``lang``, by the
    catalogue's ``Plural-Forms`` rule; placeholders are left for the caller to fill.

    >>> plural("en", "ui.analysis.tricks", 1), plural("pl", "ui.analysis.tricks", 5)
    ('%(count)s trick', '%(count)s lew')
    """
    if not _messages:
        load()
    try:
        forms, rule = _plurals[lang][msgid]
    except KeyError:
        raise KeyError(f"no plural message {msgid!r} in the {lang} catalogues") from None
    return forms[min(rule(count), len(forms) - 1)]


def plural_table(lang: str, msgid: str, upto: int) -> list[str]:
    """The forms of a plural message for the counts 0 to ``upto``, for the browser, which
    then needs no plural rule of its own (and evaluates no code from the catalogues)."""
    return [plural(lang, msgid, count) for count in range(upto + 1)]
