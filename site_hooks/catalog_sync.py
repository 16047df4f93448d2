"""New messages for translators: ``python -m site_hooks.catalogs --sync``.

Every ruling of the registry gets its ``ruling.<id>`` message in the ``site`` template (and
its statement in the English catalogue); then every template message a catalogue lacks is
added to it, untranslated, so the check lists it until a translator writes it. Messages are
only ever **appended** at the end of a file, in the files' own layout: nothing already
there is rewritten, rewrapped or removed (a language's grammatical forms, ``msgctxt``
messages that no template has, stay as they are). A message a catalogue has but its template
no longer does is reported, for a person to remove.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import escape

from site_hooks.catalog_checks import placeholders
from site_hooks.catalog_files import (
    LANGUAGES,
    SOURCE_LANGUAGE,
    TRANSLATIONS,
    domains,
    msgid_of,
    po_path,
    read_catalog,
)
from site_hooks.problems import relative

__all__ = ["entry", "sync"]


def entry(
    msgid: str,
    *,
    plural: str | None = None,
    forms: Sequence[str] = ("",),
    comments: Iterable[str] = (),
    python_format: bool = False,
) -> str:
    """One message as a ``.po`` entry: its translator's comments (``#.``), its flag, its
    id (and plural id) and its translation (a plural message's ``forms``, one each).

    >>> print(entry("event.pass", forms=["%(seat)s passes."], python_format=True), end="")
    #, python-format
    msgid "event.pass"
    msgstr "%(seat)s passes."
    """
    lines = [f"#. {line}" for comment in comments for line in comment.splitlines()]
    if python_format:
        lines.append("#, python-format")
    lines.append(f"msgid {escape(msgid)}")
    if plural is None:
        lines.append(f"msgstr {escape(forms[0])}")
    else:
        lines.append(f"msgid_plural {escape(plural)}")
        lines += [f"msgstr[{index}] {escape(form)}" for index, form in enumerate(forms)]
    return "\n".join(lines) + "\n"


def _append(path: Path, entries: Sequence[str]) -> None:
    """Add ``entries`` at the end of the file, each after a blank line."""
    if not entries:
        return
    text = path.read_text(encoding="utf-8")
    addition = "".join(f"\n{item}" for item in entries)
    path.write_text(text.rstrip("\n") + "\n" + addition, encoding="utf-8")


def sync_rulings(translations: Path = TRANSLATIONS) -> None:
    """Add every ruling of the registry that the ``site`` template lacks as
    ``ruling.<id>`` (its statement as the translators' comment), and its statement to the
    English catalogue; a ``ruling.`` message of a ruling the registry no longer has is
    reported."""
    from engine.rulings import RULINGS

    pot_file = translations / "site.pot"
    template = read_catalog(pot_file)
    english_path = po_path(SOURCE_LANGUAGE, "site", translations)
    english = read_catalog(english_path, SOURCE_LANGUAGE)
    new = [ruling for ruling in RULINGS.values() if f"ruling.{ruling.id}" not in template]
    _append(pot_file, [entry(f"ruling.{r.id}", comments=[r.statement]) for r in new])
    _append(
        english_path,
        [
            entry(f"ruling.{r.id}", forms=[r.statement])
            for r in new
            if not english.get(f"ruling.{r.id}")
        ],
    )
    for message in template:
        msgid = str(message.id)
        if msgid.startswith("ruling.") and msgid.removeprefix("ruling.") not in RULINGS:
            print(f"{relative(pot_file)}: {msgid} names no ruling: remove it", file=sys.stderr)


def sync(translations: Path = TRANSLATIONS, languages: Iterable[str] = LANGUAGES) -> None:
    """Append the templates' messages that a catalogue lacks to it, untranslated (with
    ``python-format`` where the English text has placeholders); report the messages a
    catalogue has that its template does not."""
    sync_rulings(translations)
    for domain in domains(translations):
        template = read_catalog(translations / f"{domain}.pot")
        english = read_catalog(po_path(SOURCE_LANGUAGE, domain, translations), SOURCE_LANGUAGE)
        wanted = {msgid_of(message): message for message in template if message.id}
        for lang in languages:
            path = po_path(lang, domain, translations)
            catalog = read_catalog(path, lang)
            present = {msgid_of(message) for message in catalog if message.id}
            _append(
                path,
                [
                    _untranslated(message, catalog, english)
                    for msgid, message in wanted.items()
                    if msgid not in present
                ],
            )
            for msgid in sorted(present - set(wanted)):
                print(
                    f"{relative(path)}: {msgid} is not in the template: remove it", file=sys.stderr
                )


def _untranslated(message: Message, catalog: Catalog, english: Catalog) -> str:
    """A template message as an untranslated entry of ``catalog``."""
    msgid = msgid_of(message)
    reference = english.get(msgid)
    texts = reference.string if reference is not None else ""
    python_format = any(
        placeholders(text) for text in ([texts] if isinstance(texts, str) else texts or [])
    )
    comments = list(message.auto_comments)
    if isinstance(message.id, str):
        return entry(msgid, comments=comments, python_format=python_format)
    return entry(
        msgid,
        plural=str(message.id[1]),
        forms=[""] * catalog.num_plurals,
        comments=comments,
        python_format=python_format,
    )
