"""Problems found in the sources, each pointing at the file and line to fix."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def relative(path: Path) -> str:
    """A path as the reader of an error wants it: relative to the repository if inside."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem: the file, the line (0 when it concerns the whole file) and the reason."""

    path: Path
    line: int
    reason: str

    def __str__(self) -> str:
        where = relative(self.path) if self.line == 0 else f"{relative(self.path)}:{self.line}"
        return f"{where}: {self.reason}"


class ProblemsError(Exception):
    """Raised when the sources have problems; its message lists every one of them."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
