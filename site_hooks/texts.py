"""The catalogues at build time: the text of a message in the language being built."""

from __future__ import annotations

from pathlib import Path

from site_hooks import catalogs

_cache: tuple[tuple[float, ...], dict[str, dict[str, str]]] | None = None


def _stamp(translations: Path) -> tuple[float, ...]:
    return tuple(p.stat().st_mtime for p in sorted(translations.rglob("*.po*")))


def messages(lang: str, translations: Path = catalogs.TRANSLATIONS) -> dict[str, str]:
    """Every message of ``lang`` (all domains); re-read when a catalogue changes."""
    global _cache
    stamp = _stamp(translations)
    if _cache is None or _cache[0] != stamp:
        loaded = catalogs.load(translations)
        _cache = (stamp, {code: catalogs.as_dict(by_domain) for code, by_domain in loaded.items()})
    return _cache[1][lang]


def t(lang: str, msgid: str) -> str:
    """The text of one message in ``lang``; placeholders are left for the caller to fill."""
    try:
        return messages(lang)[msgid]
    except KeyError:
        raise KeyError(f"no message {msgid!r} in the {lang} catalogues") from None
