"""Run the doctests of every engine module, so that CI checks the documented examples."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine

MODULES = sorted(
    {"engine", *(f"engine.{info.name}" for info in pkgutil.iter_modules(engine.__path__))}
)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
