"""The part of Pyodide's standard library that the site ships: run by ``precompile.mjs``
inside Pyodide itself (Python 3.14 under Node.js), never by the build's own Python.

The browser needs the modules Pyodide imports to start and to load our wheel, and every
module the engine's entry point, :mod:`engine.web`, can import: the import graph of its
code, followed through the standard library by :mod:`modulefinder` (imports inside
functions and under conditions included, so a code path that no example exercises is
covered too). A new engine module is covered as soon as ``engine.web`` imports it, directly
or not. Every other module of the standard library is left out of the site's
``python_stdlib.zip``; the modules kept are compiled to bytecode by Pyodide's interpreter
(so the browser does not compile them at each start), as ``python -OO`` would and without
line tables, which makes them smaller than their source once compressed.

The engine itself is shipped the same way (:func:`write_engine_bytecode`): its wheel's
modules as bytecode without docstrings or line tables, its assertions kept.
"""

from __future__ import annotations

import ast
import importlib.util
import marshal
import modulefinder
import sys
import zipfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

#: What the browser imports: the engine's entry point (see engine-worker.mjs).
ENTRY = "engine.web"


def stdlib_zip() -> Path:
    """The standard library's zip file on ``sys.path``."""
    return Path(next(p for p in sys.path if p.endswith(".zip")))


def _zip_names(zip_path: Path, origins: Iterable[str | None]) -> set[str]:
    """The zip entries (``a/b.py``) of those module files that lie in ``zip_path``."""
    prefix = f"{zip_path}/"
    return {o[len(prefix) :] for o in origins if o and o.startswith(prefix) and o.endswith(".py")}


def imported(zip_path: Path, names: Iterable[str]) -> set[str]:
    """The zip entries of the modules ``names`` (imported so far: Pyodide's start included)."""
    modules = [sys.modules[name] for name in names if name in sys.modules]
    return _zip_names(
        zip_path, (getattr(getattr(m, "__spec__", None), "origin", None) for m in modules)
    )


class _Finder(modulefinder.ModuleFinder):
    """Every import of our code, in functions too; of the standard library's modules, those
    that run when they are imported (module level, conditions included): the standard
    library imports much inside functions that the engine never calls (``inspect`` would
    bring ``doctest``, ``pdb``...); those it calls are found by running it."""

    def __init__(self, stdlib: Path, path: list[str]) -> None:
        super().__init__(path=[*path, str(stdlib)])
        self.stdlib = f"{stdlib}/"

    def scan_code(self, co: Any, m: Any) -> None:
        if m.__file__ and m.__file__.startswith(self.stdlib):
            nested = type(co)
            consts = tuple(None if isinstance(c, nested) else c for c in co.co_consts)
            co = co.replace(co_consts=consts)
        super().scan_code(co, m)


def reachable(
    unpacked: Path, roots: Iterable[str], path: Iterable[str]
) -> tuple[set[str], set[str]]:
    """The import graph from ``roots``: the entries of the standard library (unpacked into
    ``unpacked``) that it reaches, and the names it imports that were not found."""
    finder = _Finder(unpacked, list(path))
    for root in sorted(roots):
        finder.import_hook(root)
    prefix = f"{unpacked}/"
    found: list[str | None] = [getattr(m, "__file__", None) for m in finder.modules.values()]
    files = {file[len(prefix) :] for file in found if file and file.startswith(prefix)}
    return files, set(finder.badmodules)


def needed(
    zip_path: Path, started: Iterable[str], engine_path: str, workdir: Path
) -> tuple[set[str], set[str]]:
    """What the site must ship of ``zip_path`` (the modules ``started``: what Pyodide's
    start, the engine's unpacking and a walkthrough imported; and every module reachable
    from ``engine.web``), and the names nothing provides."""
    unpacked = workdir / "stdlib"
    with zipfile.ZipFile(zip_path) as source:
        source.extractall(unpacked)
    graph, missing = reachable(unpacked, [ENTRY], [engine_path])
    return graph | imported(zip_path, started), missing


def _bare(code: Any) -> Any:
    """``code`` without its line table (tracebacks then name no line): a third smaller."""
    consts = tuple(_bare(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    return code.replace(co_linetable=b"", co_consts=consts)


def _stored(name: str, data: bytes, out: zipfile.ZipFile, external_attr: int = 0) -> None:
    """Write ``data`` as ``name`` into ``out`` reproducibly (the earliest date a zip file can
    hold), stored rather than deflated: the server's gzip or Brotli compresses the whole
    file better than zip compresses each entry."""
    entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    entry.compress_type = zipfile.ZIP_STORED
    entry.external_attr = external_attr
    out.writestr(entry, data)


def _pyc(code: Any) -> bytes:
    """A sourceless ``.pyc`` file of ``code``: no source date or size in its header (nothing
    to check it against), no line table."""
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(_bare(code))


def write_trimmed(zip_path: Path, keep: set[str], output: Path) -> int:
    """Write the modules ``keep`` of ``zip_path`` into ``output`` as bytecode without
    docstrings, assertions or line tables, reproducibly. Returns the number of modules
    written."""
    with zipfile.ZipFile(zip_path) as source, zipfile.ZipFile(output, "w") as out:
        for info in sorted(source.infolist(), key=lambda i: i.filename):
            if info.filename not in keep:
                continue
            code = compile(source.read(info), info.filename, "exec", dont_inherit=True, optimize=2)
            _stored(info.filename[:-3] + ".pyc", _pyc(code), out, info.external_attr)
    return len(keep)


class _NoDocstrings(ast.NodeTransformer):
    """Takes the docstring out of every module, class and function (``pass`` stands in for
    a body that was only a docstring)."""

    def generic_visit(self, node: ast.AST) -> ast.AST:
        super().generic_visit(node)
        documented = ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef
        if isinstance(node, documented) and ast.get_docstring(node, clean=False) is not None:
            node.body = node.body[1:] or [ast.copy_location(ast.Pass(), node.body[0])]
        return node


def write_engine_bytecode(wheel: Path, output: Path) -> int:
    """Write the engine of ``wheel`` into ``output`` as the browser runs it: each module as
    bytecode without docstrings or line tables, its assertions kept (the engine checks
    itself with them, in the browser as in the tests); the other files of the package (the
    catalogues) as they are; the wheel's metadata left out (nothing reads it there). Stored
    and reproducible, as :func:`write_trimmed` writes. Returns the number of modules."""
    modules = 0
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(output, "w") as out:
        for info in sorted(source.infolist(), key=lambda i: i.filename):
            name, data = info.filename, source.read(info)
            if ".dist-info/" in name:
                continue
            if name.endswith(".py"):
                tree = _NoDocstrings().visit(ast.parse(data, name))
                code = compile(tree, name, "exec", dont_inherit=True, optimize=0)
                name, data, modules = name + "c", _pyc(code), modules + 1
            _stored(name, data, out, info.external_attr)
    return modules
