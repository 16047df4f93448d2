"""The catalogues at build time: the text of a message in the language being built.

The catalogues are read once per build (:func:`load`, called by the hooks before the first
page); every later look-up is a dictionary access.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from site_hooks import catalogs

_messages: dict[str, dict[str, str]] = {}


def load(
    translations: Path = catalogs.TRANSLATIONS, languages: Iterable[str] = catalogs.LANGUAGES
) -> None:
    """Read and check every catalogue (raises :class:`~site_hooks.problems.ProblemsError`)."""
    loaded = catalogs.load(translations, languages)
    _messages.clear()
    _messages.update({lang: catalogs.as_dict(by_domain) for lang, by_domain in loaded.items()})


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
