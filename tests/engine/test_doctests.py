"""Run the doctests of every engine module, so that CI checks the documented examples."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine

#: Every module of the engine, those of its packages (engine.game, engine.analysis,
#: engine.rulings) included.
MODULES = sorted(
    {"engine", *(info.name for info in pkgutil.walk_packages(engine.__path__, "engine."))}
)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
