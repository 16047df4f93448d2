"""Narration: events and refusals as sentences, in any language, through a catalogue.

The engine holds no human language. Every sentence comes from a gettext catalogue (the
``engine`` domain): an event's message id (``event.order-up``) gives a sentence with
named placeholders (``%(seat)s orders up %(card)s.``), and each typed parameter is first
named through the same catalogue (``seat.N``, ``card.name`` with ``card.rank.J`` and
``card.suit.h``, ``suit.h``, ``side.NS``, ``contract.sans-high``), so that every language
phrases it its own way.

A message asks for a grammatical form of a name by writing it after the parameter:
``%(card:instrumental)s`` is the card in the instrumental, whose words the catalogue gives
in that message context (``msgctxt "instrumental"`` of ``card.rank.J``: Polish *waletem*);
a language that has no such form gets the plain name. A count is written with its unit
through a plural message: ``%(tricks:tricks)s`` is ``count.tricks`` in the form the
language's plural rule picks (*1 trick*, *3 tricks*; Polish *1 lewa*, *3 lewy*, *5 lew*),
``%(score:points:instrumental)s`` the same in a form. A whole number from 10 000 up has
its digits grouped with the catalogue's separator (``number.group``: *16,384*, Swedish
*16 384*, Danish *16.384*). The engine only gives the values.

A catalogue is anything with gettext's ``gettext``, ``pgettext``, ``ngettext`` and
``npgettext``: the compiled catalogues of :func:`load_catalog`, or a :class:`DictCatalog`
built from a mapping (the catalogues as the build reads them).

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
from collections.abc import Callable, Mapping, Sequence
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
    "count",
    "explain",
    "load_catalog",
    "name",
    "narrate",
    "placeholder_parts",
    "sentence",
]

#: Where the compiled catalogues live: ``<lang>/LC_MESSAGES/engine.mo``.
LOCALE_DIR = Path(__file__).parent / "locale"

#: The gettext domain of the engine's messages.
DOMAIN = "engine"


class Catalog(Protocol):
    """Anything that translates a message id: gettext's four look-ups."""

    def gettext(self, message: str, /) -> str:
        """The translation of ``message``."""
        ...

    def pgettext(self, context: str, message: str, /) -> str:
        """The translation of ``message`` in ``context`` (a grammatical form)."""
        ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        """The form of a plural message for the count ``n``."""
        ...

    def npgettext(self, context: str, singular: str, plural: str, n: int, /) -> str:
        """The form of a plural message in ``context`` for the count ``n``."""
        ...


#: How gettext keys a message in a context: ``context + CONTEXT_SEPARATOR + msgid``.
CONTEXT_SEPARATOR = "\x04"
#: The minus sign of a negative number in every language (a score below zero).
MINUS = "\u2212"


def english_plural(n: int) -> int:
    """The plural rule of English (and of any catalogue that gives none): form 0 for one."""
    return 0 if n == 1 else 1


class DictCatalog:
    """A catalogue backed by a mapping of message ids to translations.

    A message in a context is keyed ``context + "\\x04" + msgid`` (as in a compiled
    catalogue); a plural message's translation is the list of its forms, of which
    ``plural(n)`` picks one (the catalogue's ``Plural-Forms`` rule). Missing or empty
    translations come from ``fallback`` if given, else stay ids.

    >>> polish = DictCatalog({"count.tricks": ["%(count)s lewa", "%(count)s lewy",
    ...     "%(count)s lew"]}, plural=lambda n: 0 if n == 1 else 1 if 2 <= n % 10 <= 4
    ...     and not 12 <= n % 100 <= 14 else 2)
    >>> [polish.ngettext("count.tricks", "count.tricks.plural", n) for n in (1, 3, 5)]
    ['%(count)s lewa', '%(count)s lewy', '%(count)s lew']
    >>> polish.pgettext("instrumental", "card.rank.J")  # no such form: the id, as gettext
    'card.rank.J'
    """

    def __init__(
        self,
        messages: Mapping[str, str | Sequence[str]],
        fallback: Catalog | None = None,
        plural: Callable[[int], int] = english_plural,
    ) -> None:
        self.messages = dict(messages)
        self.fallback = fallback
        self.plural = plural

    def gettext(self, message: str, /) -> str:
        """The translation of ``message``."""
        text = self.messages.get(message)
        if isinstance(text, str) and text:
            return text
        return self.fallback.gettext(message) if self.fallback else message

    def pgettext(self, context: str, message: str, /) -> str:
        """The translation of ``message`` in ``context``."""
        text = self.messages.get(f"{context}{CONTEXT_SEPARATOR}{message}")
        if isinstance(text, str) and text:
            return text
        return self.fallback.pgettext(context, message) if self.fallback else message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        """The form of a plural message for the count ``n``."""
        forms = self._forms(singular, n)
        if forms is not None:
            return forms
        if self.fallback:
            return self.fallback.ngettext(singular, plural, n)
        return singular if n == 1 else plural

    def npgettext(self, context: str, singular: str, plural: str, n: int, /) -> str:
        """The form of a plural message in ``context`` for the count ``n``."""
        forms = self._forms(f"{context}{CONTEXT_SEPARATOR}{singular}", n)
        if forms is not None:
            return forms
        if self.fallback:
            return self.fallback.npgettext(context, singular, plural, n)
        return singular if n == 1 else plural

    def _forms(self, key: str, n: int) -> str | None:
        forms = self.messages.get(key)
        if not forms or isinstance(forms, str) or not all(forms):
            return None
        return forms[min(self.plural(n), len(forms) - 1)]


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


def _in_form(catalog: Catalog, message: str, form: str | None) -> str:
    """A name in a grammatical form (the message in that context), else the plain name."""
    if form:
        text = catalog.pgettext(form, message)
        if text != message:
            return text
    return catalog.gettext(message)


def name(value: Param, catalog: Catalog, form: str | None = None) -> str:
    """The name of a parameter's value in the catalogue's language, in a grammatical
    ``form`` (a message context such as ``instrumental``) where the catalogue gives one.

    >>> from engine.cards import JOKER
    >>> catalog = DictCatalog({"card.name": "%(rank)s of %(suit)s",
    ...     "card.rank.J": "jack", "card.suit.h": "hearts", "card.joker": "the joker"})
    >>> name(Card.parse("Jh"), catalog), name(JOKER, catalog), name(3, catalog)
    ('jack of hearts', 'the joker', '3')
    >>> from engine.contract import SANS_LOW
    >>> name(SANS_LOW, DictCatalog({"contract.sans-low": "sans low"}))
    'sans low'

    A card in a form takes the form of its rank, its suit and its pattern, each falling
    back to the plain word (Polish suits do not change after a rank):

    >>> polish = DictCatalog({"card.name": "%(rank)s %(suit)s", "card.rank.J": "walet",
    ...     "card.suit.s": "pik", "instrumental\x04card.rank.J": "waletem"})
    >>> name(Card.parse("Js"), polish, "instrumental"), name(Card.parse("Js"), polish, "dative")
    ('waletem pik', 'walet pik')
    """
    if isinstance(value, Card):
        if value.suit is None:
            return _in_form(catalog, "card.joker", form)
        return _in_form(catalog, "card.name", form) % {
            "rank": _in_form(catalog, f"card.rank.{value.rank}", form),
            "suit": _in_form(catalog, f"card.suit.{value.suit}", form),
        }
    if isinstance(value, Suit):
        return _in_form(catalog, f"suit.{value}", form)
    if isinstance(value, Contract):
        return _in_form(catalog, f"contract.{value.code}", form)
    if isinstance(value, Seat):
        return _in_form(catalog, f"seat.{value}", form)
    if isinstance(value, Partnership):
        return _in_form(catalog, f"side.{value}", form)
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value, catalog)
    return str(value)


#: The message that gives a language's separator of digit groups (CLDR's, checked by the
#: build): ``,`` in English, a no-break space in Swedish and Polish, ``.`` in Danish, a
#: narrow no-break space in French.
GROUP_SEPARATOR = "number.group"


def number(n: int, catalog: Catalog | None = None) -> str:
    """A whole number as text, a negative one with the minus sign (U+2212), not a hyphen;
    from 10 000 up, its digits grouped by three with the catalogue's separator
    (``number.group``), as the language writes a large number. A number of four digits
    stays whole in every language (as CLDR's Polish wants, and English and the Nordic
    languages allow), so that the browser (``useGrouping: "min2"``) writes the same.

    >>> number(4), number(-2), number(16384, DictCatalog({"number.group": ","}))
    ('4', '\u22122', '16,384')
    >>> number(-1234567, DictCatalog({"number.group": "\u202f"})), number(9999, DictCatalog({}))
    ('\u22121\u202f234\u202f567', '9999')
    """
    digits = str(abs(n))
    if catalog is not None and len(digits) > 4:
        separator = catalog.gettext(GROUP_SEPARATOR)
        if separator != GROUP_SEPARATOR:
            head = len(digits) % 3 or 3
            groups = [digits[:head], *(digits[i : i + 3] for i in range(head, len(digits), 3))]
            digits = separator.join(groups)
    return (MINUS if n < 0 else "") + digits


def count(n: int, unit: str, catalog: Catalog, form: str | None = None) -> str:
    """A count of a unit (``tricks``, ``points``…) in words: the plural message
    ``count.<unit>`` in the form of ``n`` that the catalogue's plural rule picks, in a
    grammatical ``form`` where the catalogue gives one.

    >>> english = DictCatalog({"count.points": ["%(count)s point", "%(count)s points"]})
    >>> count(1, "points", english), count(4, "points", english)
    ('1 point', '4 points')
    """
    singular, plural = f"count.{unit}", f"count.{unit}.plural"
    text = catalog.npgettext(form, singular, plural, n) if form else singular
    if text in (singular, plural):
        text = catalog.ngettext(singular, plural, n)
    return text % {"count": number(n, catalog)}


def placeholder_parts(key: str) -> tuple[str, tuple[str, ...]]:
    """A placeholder's parameter and the words after it: ``card:instrumental`` asks for the
    card in the instrumental, ``tricks:tricks`` for the count of tricks as words,
    ``score:points:instrumental`` for a count in a form.

    >>> placeholder_parts("card:instrumental"), placeholder_parts("seat")
    (('card', ('instrumental',)), ('seat', ()))
    """
    param, *words = key.split(":")
    return param, tuple(words)


class _Names(dict[str, str]):
    """The parameters named on demand, for ``message % names``: each placeholder of the
    message asks for its parameter, plain or in a form. An unknown one stays visible."""

    def __init__(self, params: Mapping[str, Param], catalog: Catalog) -> None:
        super().__init__()
        self.params = params
        self.catalog = catalog

    def __missing__(self, key: str) -> str:
        param, words = placeholder_parts(key)
        if param not in self.params:
            return f"%({key})s"
        value = self.params[param]
        if isinstance(value, int) and not isinstance(value, bool) and words:
            return count(value, words[0], self.catalog, words[1] if len(words) > 1 else None)
        return name(value, self.catalog, words[0] if words else None)


def sentence(
    message: str,
    params: Mapping[str, Param],
    catalog: Catalog,
    defaults: Mapping[str, Param] | None = None,
) -> str:
    """A message with its parameters named in the catalogue's language.

    ``defaults`` fill placeholders the parameters lack (the seat that acted, for a
    refusal); a placeholder still unknown is left visible rather than failing. A
    sentence that begins with a name begins with a capital ("L'as de cœur ouvre le pli").

    >>> from engine.cards import JOKER
    >>> catalog = DictCatalog({"error.revoke-lead": "%(card)s leads the trick.",
    ...     "card.joker": "the joker"})
    >>> sentence("error.revoke-lead", {"card": JOKER}, catalog)
    'The joker leads the trick.'
    """
    values = {**(defaults or {}), **params}
    template = catalog.gettext(message)
    text = template % _Names(values, catalog)
    first = template[2 : template.find(")")] if template.startswith("%(") else ""
    if first and not isinstance(values.get(placeholder_parts(first)[0]), str | int):
        text = text[:1].upper() + text[1:]
    return text


def narrate(event: Event, catalog: Catalog) -> str:
    """The event as a sentence in the catalogue's language."""
    return sentence(event.message, event.params, catalog)


def explain(refusal: Refusal | EngineError, catalog: Catalog) -> str:
    """Why an action or a text was refused, as a sentence in the catalogue's language."""
    if isinstance(refusal, EngineError):
        refusal = refusal.refusal
    return sentence(refusal.message, refusal.params, catalog)
