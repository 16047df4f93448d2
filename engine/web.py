"""The engine's entry point in the browser (Pyodide), called by the page's worker.

Every call takes and returns JSON text, so that nothing but strings crosses between
JavaScript and Python. The answers are data (ids, codes, cards), never sentences: the
page renders them in the reader's language.

>>> import json
>>> json.loads(call("rulings", "{}"))["count"] == len(RULINGS)
True
"""

from __future__ import annotations

import json
import platform
import sys
from collections.abc import Callable
from typing import Any

from engine.rulings import RULINGS

__all__ = ["call", "info"]

Handler = Callable[[dict[str, Any]], Any]


def info() -> str:
    """What is running: the Python implementation and version, and the engine's size."""
    return json.dumps(
        {
            "python": platform.python_version(),
            "platform": sys.platform,
            "rulings": len(RULINGS),
        }
    )


def _rulings(params: dict[str, Any]) -> dict[str, Any]:
    return {"count": len(RULINGS), "ids": list(RULINGS)}


_METHODS: dict[str, Handler] = {
    "rulings": _rulings,
}


class UnknownMethodError(ValueError):
    """Raised for a method the browser API does not have."""


def call(method: str, params_json: str) -> str:
    """Run one browser API method with JSON parameters; return its JSON answer."""
    try:
        handler = _METHODS[method]
    except KeyError:
        raise UnknownMethodError(f"the engine has no browser method {method!r}") from None
    return json.dumps(handler(json.loads(params_json)))
