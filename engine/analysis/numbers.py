"""The analysis's numbers in words, in the language of a catalogue: points on average
(:func:`decimal`, :func:`estimate`), shares (:func:`percent`, :func:`made_range`), a
cost (:func:`number`) and the form of a plural message for a count (:func:`plural`).
Numbers are rounded here and only here, for :mod:`engine.analysis.text`,
:mod:`engine.analysis.review` and :mod:`engine.practice_text`.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

from engine.analysis.stats import Z
from engine.narration import MINUS, Catalog

__all__ = ["NO_VALUE", "decimal", "estimate", "made_range", "number", "percent", "plural"]

#: The cell of a value that does not exist (a pass's): a dash, not a word.
NO_VALUE = "\u2013"


def number(value: float, catalog: Catalog) -> str:
    """A value as it is, to two decimals at most (``1.25``, ``2``), a negative one with the
    minus sign."""
    text = f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))
    return text.replace(".", catalog.gettext("analysis.decimal-point")).replace("-", MINUS)


def decimal(value: float, catalog: Catalog) -> str:
    """Points on average, always with one decimal (``1.5``, ``1,5``), halves rounded away
    from zero, a negative value with the minus sign.

    >>> from engine.narration import DictCatalog
    >>> comma = DictCatalog({"analysis.decimal-point": ","})
    >>> decimal(1.25, comma), decimal(-0.35, comma) == "\\N{MINUS SIGN}0,4"
    ('1,3', True)
    """
    rounded = Decimal(repr(value)).quantize(Decimal("0.1"), ROUND_HALF_UP)
    point = catalog.gettext("analysis.decimal-point")
    return f"{rounded:f}".replace(".", point).replace("-", MINUS)


def percent(fraction: float, catalog: Catalog) -> str:
    """A fraction as a whole percentage, halves rounded away from zero, the way the
    catalogue's language writes it (``80%``, ``80 %`` with a no-break space)."""
    whole = (Decimal(repr(fraction)) * 100).quantize(Decimal("1"), ROUND_HALF_UP)
    return catalog.gettext("analysis.percent") % {"percent": f"{whole:f}"}


def estimate(value: float, margin: float, catalog: Catalog) -> str:
    """Points on average with no more precision than their 95 % ``margin`` supports: one
    decimal, or none when the margin is a point or more.

    >>> from engine.narration import DictCatalog
    >>> dot = DictCatalog({"analysis.decimal-point": "."})
    >>> estimate(1.26, 0.3, dot), estimate(1.26, 1.4, dot)
    ('1.3', '1')
    """
    if margin < 1:
        return decimal(value, catalog)
    whole = Decimal(repr(value)).quantize(Decimal("1"), ROUND_HALF_UP)
    return f"{whole:f}".replace("-", MINUS)


def made_range(fraction: float, count: int, catalog: Catalog) -> str:
    """How often a contract was made, as the 95 % interval (Wilson's) of that share over
    ``count`` deals, in whole percentages rounded outwards (from 75 to 100 %): 12 deals made
    out of 12 do not say "100 %".

    >>> from engine.narration import DictCatalog
    >>> words = DictCatalog({"analysis.percent-range": "%(low)s to %(high)s%%"})
    >>> made_range(1.0, 12, words), made_range(0.5, 256, words)
    ('75 to 100%', '43 to 57%')
    """
    if count <= 0:
        return NO_VALUE
    z2 = Z * Z
    centre = (fraction + z2 / (2 * count)) / (1 + z2 / count)
    half = Z * math.sqrt(fraction * (1 - fraction) / count + z2 / (4 * count * count))
    half /= 1 + z2 / count
    low = max(0, math.floor(100 * (centre - half)))
    high = min(100, math.ceil(100 * (centre + half)))
    return catalog.gettext("analysis.percent-range") % {"low": low, "high": high}


def plural(catalog: Catalog, message: str, count: int) -> str:
    """The form of a plural message (its plural id: ``message.plural``) for ``count``."""
    return catalog.ngettext(message, f"{message}.plural", count)
