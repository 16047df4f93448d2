"""What the browser needs to run the engine: Pyodide's runtime files, the engine's archive and
the catalogues, placed once into the built site (not once per language).

Layout in the site::

    assets/pyodide/      pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip,
                         pyodide-lock.json (trimmed to the runtime: we load no package of theirs)
    assets/engine/       <hash>/euchre_engine-<version>.zip, manifest.json
                         (the archive's path and the trimmed lock, which the worker passes to
                         Pyodide so that it does not fetch the lock file itself);
                         <hash>/snapshot.bin and <hash>/python_stdlib.zip, Pyodide's memory
                         with the engine imported and what it has not imported of the library
                         (the manifest's ``snapshot``), when Node.js made them
    assets/i18n/         <lang>.json, every message of every domain

What the reader downloads: Pyodide's standard library is 2.5 MB, as source only, of which
the engine uses a small part, and compiling the modules Python imports took most of the
engine's start (about 1.5 of 2 seconds on a 2-core machine). When Node.js is there (it
is, for ``npm ci``), :func:`precompile_stdlib` runs ``precompile.mjs``, which starts
Pyodide as the browser does and writes a ``python_stdlib.zip`` with only the modules the
engine's import graph reaches (``stdlib_trim.py``), as bytecode made by Pyodide's own
interpreter; the result is cached in ``build/pyodide/``. Without Node.js the original file
is copied and a warning is printed. ``node site_hooks/precompile.mjs --check`` proves a
trimmed file enough (the build tests run it).

The engine is shipped the same way (:func:`engine_bytecode`): its wheel, built from the
sources, becomes an archive of bytecode without docstrings, which the worker unpacks onto
``sys.path``. Importing ``engine.web`` from source took a third of the engine's start (a
quarter of a second of 1.5 here); the archive, served compressed, is also smaller than the
wheel (130 kB against 200 with Brotli).

Then most of the engine's start is Python's own (Pyodide starts its interpreter and imports
some 200 modules) and the engine's import: :func:`engine_snapshot` starts Pyodide under
Node.js as the worker does, imports the whole engine, reads its catalogues and writes a
memory snapshot of it, which the worker restores instead (``precompile.mjs --snapshot``;
about a second sooner here: 2.4 s instead of 3.5 on a busy machine). It is 2.4 MB with
Brotli, and the worker no longer fetches the trimmed library (but for a few kB) nor the
engine's archive: 1.7 MB more in all. Without Node.js, or if the step fails, there is no
snapshot and the worker starts Python as before.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog

from site_hooks import catalogs

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
LOCK_FILE = "pyodide-lock.json"
STDLIB = "python_stdlib.zip"
PRECOMPILE = Path(__file__).with_name("precompile.mjs")
TRIM = Path(__file__).with_name("stdlib_trim.py")
CACHE_DIR = ROOT / "build" / "pyodide"
#: Every file in the wheel gets this timestamp, so that the same sources give the same bytes.
SOURCE_DATE_EPOCH = "315532800"  # 1980-01-01, the earliest date a zip file can hold


class RuntimeMissingError(RuntimeError):
    """Raised when Pyodide's files are not installed (``npm ci`` has not run)."""


def copy_pyodide(target: Path, source: Path = PYODIDE_DIR) -> list[Path]:
    """Copy the runtime files into ``target`` and write a lock file with no packages."""
    missing = [name for name in (*PYODIDE_FILES, LOCK_FILE) if not (source / name).exists()]
    if missing:
        raise RuntimeMissingError(
            f"Pyodide's files are missing from {source} ({', '.join(missing)}): run `npm ci`"
        )
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for name in PYODIDE_FILES:
        dest = target / name
        origin = precompile_stdlib(source) if name == STDLIB else source / name
        if not _same_file(origin, dest):
            shutil.copyfile(origin, dest)
        written.append(dest)
    dest = target / LOCK_FILE
    dest.write_text(json.dumps(trimmed_lock(source), sort_keys=True), encoding="utf-8")
    written.append(dest)
    return written


def trimmed_lock(source: Path = PYODIDE_DIR) -> dict[str, Any]:
    """Pyodide's lock file with no package: we load none of theirs, only our wheel."""
    lock = json.loads((source / LOCK_FILE).read_text(encoding="utf-8"))
    return {"info": lock["info"], "packages": {}}


_IMPORT = re.compile(rb"^[ \t]*(?:import|from)[ \t].*$", re.MULTILINE)


def _precompile_key(source: Path, engine_dir: Path) -> str:
    """What the precompiled library depends on: Pyodide's library, the scripts, and the
    engine's imports (not the rest of its code)."""
    digest = hashlib.sha256()
    digest.update((source / STDLIB).read_bytes())
    digest.update(PRECOMPILE.read_bytes())
    digest.update(TRIM.read_bytes())
    for path in sorted(engine_dir.rglob("*.py")):
        digest.update(path.name.encode())
        digest.update(b"\n".join(_IMPORT.findall(path.read_bytes())))
    return digest.hexdigest()[:24]


def precompile_stdlib(
    source: Path = PYODIDE_DIR, engine_dir: Path = ROOT / "engine", cache: Path = CACHE_DIR
) -> Path:
    """The part of Pyodide's standard library that the engine needs, as bytecode (cached);
    the original file if Node.js is missing or the step fails."""
    built = cache / f"{_precompile_key(source, engine_dir)}.zip"
    return _precompiled([str(source), str(engine_dir)], built, source / STDLIB)


def engine_bytecode(wheel: Path, source: Path = PYODIDE_DIR, cache: Path = CACHE_DIR) -> Path:
    """The engine of ``wheel`` as the browser runs it: its modules as bytecode made by
    Pyodide's interpreter (``stdlib_trim.write_engine_bytecode``), cached by the wheel's
    bytes, the scripts and Pyodide's library; the wheel itself if Node.js is missing or the
    step fails (the worker unpacks either)."""
    digest = hashlib.sha256(wheel.read_bytes())
    for path in (source / STDLIB, PRECOMPILE, TRIM):
        digest.update(path.read_bytes())
    built = cache / f"engine-{digest.hexdigest()[:24]}.zip"
    return _precompiled(["--engine", str(source), str(wheel)], built, wheel)


#: What ``precompile.mjs --snapshot`` writes (see there).
SNAPSHOT_FILES = ("snapshot.bin", "python_stdlib.zip", "snapshot.json")


def engine_snapshot(
    archive: Path,
    source: Path = PYODIDE_DIR,
    engine_dir: Path = ROOT / "engine",
    cache: Path = CACHE_DIR,
) -> Path | None:
    """The folder of the memory snapshot of Pyodide with the engine of ``archive`` imported
    (:data:`SNAPSHOT_FILES`), cached by the runtime's files, the trimmed library, the
    archive and the script; None, with a warning, when Node.js is missing, the library is
    not trimmed or the step fails (the worker then starts Python itself)."""
    node = shutil.which("node")
    stdlib = precompile_stdlib(source, engine_dir, cache)
    if node is None or stdlib == source / STDLIB:
        print("warning: no snapshot of the engine (Node.js is missing)", file=sys.stderr)
        return None
    digest = hashlib.sha256()
    for path in (*(source / name for name in PYODIDE_FILES[:3]), stdlib, archive, PRECOMPILE):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    built = cache / f"snapshot-{digest.hexdigest()[:24]}"
    if all((built / name).exists() for name in SNAPSHOT_FILES):
        return built
    partial = built.with_name(f"{built.name}.{os.getpid()}.partial")  # one per build running
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    result = subprocess.run(
        [node, str(PRECOMPILE), "--snapshot", str(source), str(stdlib), str(archive), str(partial)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0 or not all((partial / name).exists() for name in SNAPSHOT_FILES):
        shutil.rmtree(partial, ignore_errors=True)
        print(f"warning: no snapshot of the engine:\n{result.stderr[-2000:]}", file=sys.stderr)
        return None
    try:
        partial.rename(built)
    except OSError:  # another build wrote it meanwhile: the same bytes
        shutil.rmtree(partial, ignore_errors=True)
    return built


def _precompiled(arguments: list[str], built: Path, original: Path) -> Path:
    """``built``, made by ``precompile.mjs`` with ``arguments`` unless it is in the cache
    already; ``original``, with a warning, if Node.js is missing or the step fails."""
    node = shutil.which("node")
    if node is None:
        print(f"warning: Node.js is missing: {original.name} is not precompiled", file=sys.stderr)
        return original
    if built.exists():
        return built
    built.parent.mkdir(parents=True, exist_ok=True)
    partial = built.with_suffix(f".{os.getpid()}.partial")  # one per build running
    result = subprocess.run(
        [node, str(PRECOMPILE), *arguments, str(partial)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0 or not partial.exists():
        print(
            f"warning: precompiling {original.name} failed, it is copied as is:\n"
            f"{result.stderr[-2000:]}",
            file=sys.stderr,
        )
        return original
    partial.replace(built)
    return built


def _same_file(a: Path, b: Path) -> bool:
    if not b.exists():
        return False
    sa, sb = a.stat(), b.stat()
    return sa.st_size == sb.st_size and sa.st_mtime <= sb.st_mtime


@contextlib.contextmanager
def _chdir_env(path: Path, **env: str) -> Iterator[None]:
    old_cwd = Path.cwd()
    old_env = {key: os.environ.get(key) for key in env}
    os.chdir(path)
    os.environ.update(env)
    try:
        yield
    finally:
        os.chdir(old_cwd)
        for key, value in old_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def build_wheel(target: Path, root: Path = ROOT) -> Path:
    """Build the engine's wheel (with its compiled catalogues) into ``target``, reproducibly."""
    from flit_core import buildapi  # type: ignore[import-untyped]

    target.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory() as tmp,
        _chdir_env(root, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH),
    ):
        name = str(buildapi.build_wheel(tmp))
        built = Path(tmp) / name
        dest = target / name
        shutil.copyfile(built, dest)
    return dest


def write_engine(target: Path, catalogues: dict[str, dict[str, Catalog]]) -> Path:
    """Compile the catalogues into the engine package, build its wheel and, from it, the
    archive the browser unpacks (:func:`engine_bytecode`), and the manifest; return the
    archive's path."""
    catalogs.compile_mo(catalogues)
    if target.exists():
        shutil.rmtree(target)
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
        built = engine_bytecode(wheel)
        snapshot = engine_snapshot(built) if built != wheel else None
        digest = hashlib.sha256(built.read_bytes()).hexdigest()
        # Its folder changes with its bytes (and the snapshot's): a browser never keeps an
        # old engine.
        folder = hashlib.sha256(digest.encode())
        if snapshot is not None:
            folder.update((snapshot / "snapshot.bin").read_bytes())
        name = "-".join(wheel.name.split("-")[:2])  # euchre_engine-0.1.0
        archive = target / folder.hexdigest()[:16] / f"{name}.zip"
        archive.parent.mkdir(parents=True)
        shutil.copyfile(built, archive)
    manifest: dict[str, Any] = {
        "archive": f"{archive.parent.name}/{archive.name}",
        "sha256": digest,
        "lock": trimmed_lock(),
    }
    if snapshot is not None:
        for name in SNAPSHOT_FILES[:2]:
            shutil.copyfile(snapshot / name, archive.parent / name)
        facts = json.loads((snapshot / "snapshot.json").read_text(encoding="utf-8"))
        manifest["snapshot"] = {
            "file": f"{archive.parent.name}/snapshot.bin",
            "stdlib": f"{archive.parent.name}/python_stdlib.zip",
            "size": facts["size"],
            "holes": facts["holes"],
            "checksum": facts["checksum"],
        }
    (target / "manifest.json").write_text(json.dumps(manifest, sort_keys=True), encoding="utf-8")
    return archive


#: Files worth compressing: text, WebAssembly and the standard library's zip (its entries are
#: stored: compressed as one file they take less); so are the engine's archive's, and its
#: snapshot (mostly zeros).
COMPRESSIBLE = (".wasm", ".mjs", ".js", ".css", ".html", ".json", ".svg", ".xml", ".zip", ".bin")


def write_gzip_twins(site_dir: Path, minimum: int = 1024, cache: Path | None = None) -> int:
    """Write ``x.gz`` next to every compressible file of the site, for servers that send a
    precompressed twin (``make serve``'s, nginx ``gzip_static``); return the count.

    The twins are reproducible (no file name or time is stored in them); those of large
    files, Pyodide's runtime above all, are kept in ``cache`` and reused while the file's
    bytes are the same.
    """
    cache = CACHE_DIR.parent / "gzip" if cache is None else cache
    count = 0
    for path in sorted(site_dir.rglob("*")):
        if path.suffix not in COMPRESSIBLE or not path.is_file() or path.stat().st_size < minimum:
            continue
        data = path.read_bytes()
        kept = cache / f"{hashlib.sha256(data).hexdigest()}.gz" if len(data) > 100_000 else None
        if kept is not None and kept.exists():
            compressed = kept.read_bytes()
        else:
            compressed = gzip.compress(data, compresslevel=9, mtime=0)
            if kept is not None:
                keep_whole(kept, compressed)
        path.with_name(path.name + ".gz").write_bytes(compressed)
        count += 1
    return count


def keep_whole(kept: Path, data: bytes) -> None:
    """Put ``data`` in the cache as ``kept``, whole or not at all (a build running at the
    same time reads either nothing or every byte)."""
    kept.parent.mkdir(parents=True, exist_ok=True)
    partial = kept.with_name(f"{kept.name}.{os.getpid()}.partial")
    partial.write_bytes(data)
    partial.replace(kept)


BROTLI = Path(__file__).with_name("brotli.mjs")


def write_brotli_twins(site_dir: Path, minimum: int = 100_000, cache: Path | None = None) -> int:
    """Write ``x.br`` next to every compressible file of at least ``minimum`` bytes (the
    engine's files above all: Brotli makes Pyodide's WebAssembly 3.1 MB where gzip makes it
    3.5), for servers that send a precompressed twin to browsers that take Brotli; return
    the count. The twins are kept in ``cache`` by their file's bytes, and made by Node.js
    (its zlib has Brotli); without Node.js there are none, and gzip's twins serve."""
    cache = CACHE_DIR.parent / "brotli" if cache is None else cache
    node = shutil.which("node")
    twins: list[tuple[Path, Path]] = []
    for path in sorted(site_dir.rglob("*")):
        if path.suffix not in COMPRESSIBLE or not path.is_file() or path.stat().st_size < minimum:
            continue
        twins.append((path, cache / f"{hashlib.sha256(path.read_bytes()).hexdigest()}.br"))
    missing = [(str(path), str(kept)) for path, kept in twins if not kept.exists()]
    if missing and node is None:
        print("warning: Node.js is missing: no Brotli twins are written", file=sys.stderr)
        return 0
    if missing:
        cache.mkdir(parents=True, exist_ok=True)
        # Each build writes its own partial files: builds running at once (the tests') never
        # write into the same file, and the cache holds only whole twins.
        partial = [(source, f"{kept}.{os.getpid()}.partial") for source, kept in missing]
        subprocess.run([str(node), str(BROTLI)], input=json.dumps(partial), text=True, check=True)
        for (_, kept_name), (_, written) in zip(missing, partial, strict=True):
            Path(written).replace(kept_name)
    for path, kept in twins:
        shutil.copyfile(kept, path.with_name(path.name + ".br"))
    return len(twins)


def install(site_dir: Path) -> dict[str, dict[str, Catalog]]:
    """Put everything the browser needs into ``site_dir/assets``; return the catalogues."""
    catalogues = catalogs.load()
    assets = site_dir / "assets"
    copy_pyodide(assets / "pyodide")
    write_engine(assets / "engine", catalogues)
    catalogs.write_json(catalogues, assets / "i18n")
    return catalogues
