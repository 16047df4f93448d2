"""Narration: events and refusals as sentences, in any language, through a catalogue.

The engine holds no human language. Every sentence comes from a gettext catalogue (the
``engine`` domain): an event's message id (``event.order-up``) gives a sentence with
named placeholders (``%(seat)s orders up %(card)s.``), and each typed parameter is first
named through the same catalogue (``seat.N``, ``card.name`` with ``card.rank.J`` and
``card.suit.h``, ``suit.h``, ``side.NS``, ``contract.sans-high``), so that every language
phrases it its own way.

A catalogue is anything with a ``gettext(message_id) -> str`` method: the compiled
catalogues of :func:`load_catalog`, or a :class:`DictCatalog` built from a mapping (in
the browser, from the JSON catalogue).

>>> from engine.events import Event
>>> from engine.seats import Seat
>>> english = DictCatalog({
...     "event.pass": "%(seat)s passes.",
...     "seat.N": "North",
... })
>>> narrate(Event("event.pass", {"seat": Seat.N}, ("first-round",)), english)
'North passes.'
>>> english.gettext("event.unknown")  # a message without translation stays an id
'event.unknown'
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

from engine.cards import Card, Suit
from engine.contract import Contract
from engine.errors import EngineError, Param, Refusal
from engine.events import Event
from engine.seats import Partnership, Seat

__all__ = [
    "LOCALE_DIR",
    "Catalog",
    "DictCatalog",
    "explain",
    "load_catalog",
    "name",
    "narrate",
]

#: Where the compiled catalogues live: ``<lang>/LC_MESSAGES/engine.mo``.
LOCALE_DIR = Path(__file__).parent / "locale"

#: The gettext domain of the engine's messages.
DOMAIN = "engine"


class Catalog(Protocol):
    """Anything that translates a message id."""

    def gettext(self, message: str, /) -> str:
        """The translation of ``message``."""
        ...


class DictCatalog:
    """A catalogue backed by a mapping of message ids to translations.

    Missing or empty translations come from ``fallback`` if given, else stay ids.
    """

    def __init__(self, messages: Mapping[str, str], fallback: Catalog | None = None) -> None:
        self.messages = dict(messages)
        self.fallback = fallback

    def gettext(self, message: str, /) -> str:
        """The translation of ``message``."""
        text = self.messages.get(message)
        if text:
            return text
        return self.fallback.gettext(message) if self.fallback else message


def load_catalog(lang: str, localedir: str | Path | None = None) -> gettext.GNUTranslations:
    """The compiled catalogue of ``lang``, with English for its missing translations.

    Raises :class:`FileNotFoundError` if it has not been compiled.
    """
    directory = Path(localedir) if localedir is not None else LOCALE_DIR
    catalog = gettext.translation(DOMAIN, directory, languages=[lang])
    if not isinstance(catalog, gettext.GNUTranslations):  # pragma: no cover - always so
        raise FileNotFoundError(directory)
    if lang != "en":
        english = gettext.translation(DOMAIN, directory, languages=["en"], fallback=True)
        catalog.add_fallback(english)
    return catalog


def name(value: Param, catalog: Catalog) -> str:
    """The name of a parameter's value in the catalogue's language.

    >>> from engine.cards import JOKER
    >>> catalog = DictCatalog({"card.name": "%(rank)s of %(suit)s",
    ...     "card.rank.J": "jack", "card.suit.h": "hearts", "card.joker": "the joker"})
    >>> name(Card.parse("Jh"), catalog), name(JOKER, catalog), name(3, catalog)
    ('jack of hearts', 'the joker', '3')
    >>> from engine.contract import SANS_LOW
    >>> name(SANS_LOW, DictCatalog({"contract.sans-low": "sans low"}))
    'sans low'
    """
    if isinstance(value, Card):
        if value.suit is None:
            return catalog.gettext("card.joker")
        return catalog.gettext("card.name") % {
            "rank": catalog.gettext(f"card.rank.{value.rank}"),
            "suit": catalog.gettext(f"card.suit.{value.suit}"),
        }
    if isinstance(value, Suit):
        return catalog.gettext(f"suit.{value}")
    if isinstance(value, Contract):
        return catalog.gettext(f"contract.{value.code}")
    if isinstance(value, Seat):
        return catalog.gettext(f"seat.{value}")
    if isinstance(value, Partnership):
        return catalog.gettext(f"side.{value}")
    return str(value)


def _sentence(message: str, params: Mapping[str, Param], catalog: Catalog) -> str:
    names = {key: name(value, catalog) for key, value in params.items()}
    return catalog.gettext(message) % names


def narrate(event: Event, catalog: Catalog) -> str:
    """The event as a sentence in the catalogue's language."""
    return _sentence(event.message, event.params, catalog)


def explain(refusal: Refusal | EngineError, catalog: Catalog) -> str:
    """Why an action or a text was refused, as a sentence in the catalogue's language."""
    if isinstance(refusal, EngineError):
        refusal = refusal.refusal
    return _sentence(refusal.message, refusal.params, catalog)
