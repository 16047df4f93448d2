"""The catalogues' files: where each lives, how one is read, and a message's id and
translations (a plural message's forms) as the other catalogue modules read them."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from site_hooks.problems import Problem, ProblemsError

ROOT = Path(__file__).resolve().parent.parent

TRANSLATIONS = ROOT / "translations"

LOCALE_DIR = ROOT / "engine" / "locale"

LANGUAGES = ("en", "sv", "pl", "da", "fr")

SOURCE_LANGUAGE = "en"

#: A problem in a catalogue (kept under this name for readers of this module).
CatalogueError = Problem

CatalogueCheckError = ProblemsError


def domains(translations: Path = TRANSLATIONS) -> list[str]:
    """The gettext domains, one per ``.pot`` template."""
    return sorted(p.stem for p in translations.glob("*.pot"))


def po_path(lang: str, domain: str, translations: Path = TRANSLATIONS) -> Path:
    """Where the catalogue of ``domain`` in ``lang`` lives."""
    return translations / lang / "LC_MESSAGES" / f"{domain}.po"


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    """The catalogue in ``path`` (a template when ``locale`` is None); a malformed file
    raises."""
    with path.open("rb") as f:
        return read_po(f, locale=locale, abort_invalid=True)


def msgid_of(message: Message) -> str:
    """A message's id: a plural message (``msgid_plural``) is known by its singular id."""
    return message.id if isinstance(message.id, str) else str(message.id[0])


def forms_of(message: Message) -> tuple[str, ...]:
    """A message's translation: one text, or a plural message's forms."""
    if isinstance(message.string, str):
        return (message.string,)
    return tuple(str(form) for form in message.string or ())
