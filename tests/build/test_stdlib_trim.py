"""The site ships only the part of Pyodide's standard library that the engine can use
(site_hooks/stdlib_trim.py), and that part is enough: every module the import graph of
``engine.web`` reaches imports with it as with the whole library, in Pyodide under Node.js,
started as the browser starts it."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

from site_hooks.runtime import PRECOMPILE, PYODIDE_DIR, STDLIB
from tests.conftest import ROOT


def test_trimmed_standard_library_is_enough(built_site: Path) -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed (npm ci installs Pyodide with it)"
    shipped = built_site / "assets" / "pyodide" / STDLIB
    result = subprocess.run(
        [node, str(PRECOMPILE), "--check", str(PYODIDE_DIR), str(ROOT / "engine"), str(shipped)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["missing"] == []
    assert report["checked"] == report["graph"] > 50
    names = set(zipfile.ZipFile(shipped).namelist())
    full = set(zipfile.ZipFile(PYODIDE_DIR / STDLIB).namelist())
    # Bytecode only, and a part: what the engine imports, not the test or mail libraries.
    assert all(name.endswith(".pyc") for name in names)
    assert {"json/__init__.pyc", "gettext.pyc", "random.pyc", "dataclasses.pyc"} <= names
    assert not {"unittest/__init__.pyc", "email/message.pyc", "sqlite3/__init__.pyc"} & names
    assert len(names) < len(full) / 2
