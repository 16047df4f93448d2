"""Offline reading: the site's service worker, ``site/sw.js``.

After every other file of the build is written, :func:`write_worker` puts the worker
(``offline-sw.js`` with the build's version and the engine's files filled in) at the site's
root, so that its scope is the whole site (a worker controls only the pages under its own
folder). Its version is a hash of every file of the build: a build that changes anything
changes the worker, which the browser then installs, replacing the old build's cache.
``site.mjs`` registers it and tells it what a page used before it was in control;
``engine-client.mjs`` asks it to keep the engine's files once the engine has run.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from site_hooks.runtime import LOCK_FILE, PYODIDE_FILES
from site_hooks.scripts import module_graph

WORKER = "sw.js"
TEMPLATE = Path(__file__).with_name("offline-sw.js")


def version(site_dir: Path) -> str:
    """A hash of every file of the build (its path and bytes; not the worker, nor the
    compressed twins ``.gz`` and ``.br``, which follow from their files)."""
    digest = hashlib.sha256()
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file() or path.suffix in (".gz", ".br") or path.name == WORKER:
            continue
        digest.update(path.relative_to(site_dir).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


#: The modules that start the engine and talk to it: the worker, and the page's client.
ENGINE_MODULES = ("engine-worker.mjs", "engine-client.mjs")


def engine_files(site_dir: Path) -> list[str]:
    """The files the engine's worker loads, relative to the site's root: the engine's
    modules and those they import (:func:`~site_hooks.scripts.module_graph`), Pyodide's
    runtime, the engine's manifest and archive."""
    manifest = json.loads((site_dir / "assets/engine/manifest.json").read_text(encoding="utf-8"))
    modules = dict.fromkeys(name for entry in ENGINE_MODULES for name in module_graph(entry))
    return [
        *(f"assets/javascripts/{name}" for name in modules),
        *(f"assets/pyodide/{name}" for name in (*PYODIDE_FILES, LOCK_FILE)),
        "assets/engine/manifest.json",
        f"assets/engine/{manifest['archive']}",
    ]


def write_worker(site_dir: Path) -> Path:
    """Write ``sw.js`` at the site's root for this build; return its path."""
    source = TEMPLATE.read_text(encoding="utf-8")
    text = source.replace("__VERSION__", version(site_dir)).replace(
        "__ENGINE__", json.dumps(engine_files(site_dir))
    )
    target = site_dir / WORKER
    target.write_text(text, encoding="utf-8")
    return target
