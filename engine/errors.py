"""Refusals and errors: a stable code, typed parameters and the ruling applied.

The engine never refuses in English. A refusal names what is wrong with a stable code
(the catalogue message is ``error.<code>``), the values involved as typed parameters
(cards, suits, contracts, seats, numbers), which the narration names in the reader's
language, and the id of the ruling it applies, so the site can link to it.

>>> refusal = Refusal("must-follow-suit", {"suit": "h"}, "follow-suit")
>>> refusal.message
'error.must-follow-suit'
>>> error = IllegalActionError(refusal)
>>> error.code, error.ruling
('must-follow-suit', 'follow-suit')
>>> isinstance(error, ValueError)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Protocol, TypeAlias

__all__ = [
    "Coded",
    "EngineError",
    "IllegalActionError",
    "NotationError",
    "Param",
    "Refusal",
    "RulesError",
]


class Coded(Protocol):
    """A value known by its code: a card (:class:`~engine.cards.Card`) or a contract
    (:class:`~engine.contract.Contract`).

    This module imports none of the modules of these values, which raise its errors:
    a parameter's type says what the values have in common, not where they come from.
    """

    @property
    def code(self) -> str:
        """The value's code, as the notation writes it (``Jh``, ``sans-low``)."""
        ...


#: The value of a parameter of an event or a refusal; narration names typed values: a
#: card or a contract (:class:`Coded`), a suit, seat or side (string enumerations), a
#: number or a string.
Param: TypeAlias = "Coded | int | str"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why something is not allowed: a code, its parameters and the ruling applied."""

    code: str
    params: Mapping[str, Param] = field(hash=False)
    ruling: str | None = None

    @property
    def message(self) -> str:
        """The catalogue message id: ``error.<code>``."""
        return f"error.{self.code}"


class EngineError(ValueError):
    """Base of the engine's errors; carries a :class:`Refusal`."""

    def __init__(
        self,
        code: str,
        params: Mapping[str, Param] | None = None,
        ruling: str | None = None,
    ) -> None:
        self.refusal = Refusal(code, MappingProxyType(dict(params or {})), ruling)
        super().__init__(code)

    @property
    def code(self) -> str:
        """The stable error code."""
        return self.refusal.code

    @property
    def params(self) -> Mapping[str, Param]:
        """The typed parameters of the message."""
        return self.refusal.params

    @property
    def ruling(self) -> str | None:
        """The id of the ruling applied, if any."""
        return self.refusal.ruling

    def __str__(self) -> str:
        params = {name: str(value) for name, value in self.params.items()}
        ruling = f" [{self.ruling}]" if self.ruling else ""
        return f"{self.code} {params}{ruling}"


class RulesError(EngineError):
    """An impossible combination of rules, such as a Canadian loner with three players."""


class IllegalActionError(EngineError):
    """An action the rules do not allow at this point of the game."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.code, refusal.params, refusal.ruling)


class NotationError(EngineError):
    """Text that cannot be read: a card, a rules string or a hand record.

    ``line`` and ``column`` count from 1 in the text that was parsed. A hand record
    also reports here the illegal actions it contains, at the action's position.
    """

    def __init__(
        self,
        code: str,
        params: Mapping[str, Param] | None = None,
        ruling: str | None = None,
        *,
        line: int = 1,
        column: int = 1,
    ) -> None:
        super().__init__(code, params, ruling)
        self.line = line
        self.column = column

    @classmethod
    def at(cls, error: EngineError, line: int, column: int) -> NotationError:
        """Return ``error`` as a notation error at this position.

        A notation error keeps its own column, counted from ``column``.
        """
        if isinstance(error, NotationError):
            column += error.column - 1
        return cls(error.code, error.params, error.ruling, line=line, column=column)

    def __str__(self) -> str:
        return f"{super().__str__()} at {self.line}:{self.column}"
