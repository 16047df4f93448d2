"""The site ships only the part of Pyodide's standard library that the engine can use
(site_hooks/stdlib_trim.py), and that part is enough: every module the import graph of
``engine.web`` reaches imports with it as with the whole library, in Pyodide under Node.js,
started as the browser starts it. The engine is shipped as bytecode, without its
docstrings, with its assertions (the browser tests run it)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from site_hooks.runtime import PRECOMPILE, PYODIDE_DIR, STDLIB
from site_hooks.stdlib_trim import write_engine_bytecode
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


def test_the_engine_is_written_as_bytecode_with_its_assertions(tmp_path: Path) -> None:
    wheel = tmp_path / "euchre_engine-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("engine/__init__.py", '"""The package."""\n')
        out.writestr(
            "engine/rules.py",
            '"""Rules."""\nfrom __future__ import annotations\n\n'
            'def checked(n: int) -> int:\n    """Documented."""\n    assert n > 0, "positive"\n'
            '    return n\n\nclass Only:\n    """A docstring and nothing else."""\n',
        )
        out.writestr("engine/locale/sv/LC_MESSAGES/engine.mo", b"catalogue")
        out.writestr("euchre_engine-0.1.0.dist-info/METADATA", "Name: euchre-engine\n")
    archive = tmp_path / "engine.zip"
    assert write_engine_bytecode(wheel, archive) == 2
    with zipfile.ZipFile(archive) as written:
        assert written.namelist() == [
            "engine/__init__.pyc",
            "engine/locale/sv/LC_MESSAGES/engine.mo",
            "engine/rules.pyc",
        ]
        assert {info.compress_type for info in written.infolist()} == {zipfile.ZIP_STORED}
        assert written.read("engine/locale/sv/LC_MESSAGES/engine.mo") == b"catalogue"
    # Imported from the archive alone (this interpreter made the bytecode): the code runs,
    # its assertions too; the docstrings are gone.
    probe = f"""
import sys
sys.path.insert(0, {str(archive)!r})
import engine, engine.rules as rules
assert engine.__doc__ is None and rules.__doc__ is None and rules.checked.__doc__ is None
assert rules.checked(2) == 2 and rules.Only.__doc__ is None
try:
    rules.checked(0)
except AssertionError as error:
    print(error)
"""
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False, cwd=tmp_path
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, "positive\n", "")
    assert write_engine_bytecode(wheel, tmp_path / "again.zip") == 2
    assert (tmp_path / "again.zip").read_bytes() == archive.read_bytes()
