"""No import cycle in the project's packages.

Every module of a package is parsed with :mod:`ast`, and every import counts: at the top,
under ``if TYPE_CHECKING:``, inside a function. The modules and their imports within the
package make a graph; a cycle in it fails the test, which names it.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: The packages checked.
PACKAGES = ["engine", "site_hooks"]


def module_name(path: Path, root: Path) -> str:
    """The dotted name of the module at ``path`` (a package by its ``__init__.py``)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """The names an import statement of ``module`` may import: each as written, and for
    ``from X import y`` also ``X.y`` (a submodule, if there is one)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:  # relative: from the module's package, up ``level - 1`` packages
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[: len(package) - node.level + 1]
        base = ".".join([*package, base] if base else package)
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def module_graph(package: str, root: Path = ROOT) -> dict[str, set[str]]:
    """Each module of ``package`` (under ``root``) and the modules of the package it
    imports. An import names the module it imports, not its parent packages (which
    Python also runs first): ``import engine.cards`` is an edge to ``engine.cards``."""
    paths = sorted((root / package.replace(".", "/")).rglob("*.py"))
    modules = {module_name(path, root): path for path in paths}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        is_package = path.name == "__init__.py"
        targets: set[str] = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            for target in imported(node, name, is_package):
                # The module itself, or the innermost package of the project it is in.
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    targets.add(target)
        graph[name] = targets
    return graph


def find_cycle(graph: Mapping[str, set[str]]) -> list[str] | None:
    """A cycle of ``graph`` as the list of its nodes, the first repeated at the end
    (``["a", "b", "a"]``), or ``None`` if there is none."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path = [start]
        on_path = {start}
        stack = [iter(sorted(graph[start]))]
        while stack:
            following = next(stack[-1], None)
            if following is None:
                stack.pop()
                done.add(path[-1])
                on_path.discard(path.pop())
                continue
            if following in on_path:
                return [*path[path.index(following) :], following]
            if following in done or following not in graph:
                continue
            path.append(following)
            on_path.add(following)
            stack.append(iter(sorted(graph[following])))
    return None


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle(package: str) -> None:
    cycle = find_cycle(module_graph(package))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_find_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None  # a diamond
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"b"}}) == ["b", "c", "b"]
    assert find_cycle({"a": set(), "x": {"y"}, "y": {"x"}}) == ["x", "y", "x"]


def test_planted_cycles_are_found(tmp_path: Path) -> None:
    """A cycle through a typing-only import, and one through an import in a function,
    relative imports included."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "errors.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.cards import Card\n"
    )
    (package / "cards.py").write_text("from pkg.errors import NotationError\n")
    assert find_cycle(module_graph("pkg", tmp_path)) == ["pkg.cards", "pkg.errors", "pkg.cards"]
    (package / "errors.py").write_text("")
    assert find_cycle(module_graph("pkg", tmp_path)) is None
    (package / "sub" / "a.py").write_text("def f():\n    from . import b\n")
    (package / "sub" / "b.py").write_text("from ..sub.a import f\n")
    assert module_graph("pkg", tmp_path)["pkg.sub.b"] == {"pkg.sub.a"}
    assert find_cycle(module_graph("pkg", tmp_path)) == ["pkg.sub.a", "pkg.sub.b", "pkg.sub.a"]
