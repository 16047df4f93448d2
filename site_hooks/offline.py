"""Offline reading: the site's service worker, ``site/sw.js``.

After every other file of the build is written, :func:`write_worker` puts the worker
(``offline-sw.js`` with the build's version and the engine's files filled in) at the site's
root, so that its scope is the whole site (a worker controls only the pages under its own
folder). Its version is a hash of every file of the build: a build that changes anything
changes the worker, which the browser then installs, replacing the old build's cache.
``site.mjs`` registers it and tells it what a page used before it was in control;
``engine-client.mjs`` asks it to keep the engine's files once the engine has run.

Whatever the reader opens, the worker keeps the five home pages and the five pages that
say "you are offline" (``offline.md``, shown in place of a page it has not kept) when it
is installed, and the rules pages of the reader's language (their HTML, not their
walkthroughs' steps) once a page of that language has loaded: at most
:data:`FIRST_VISIT_BUDGET` bytes on the wire (compressed) for a first visit in any
language, which the build checks.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from site_hooks.runtime import LOCK_FILE, PYODIDE_FILES, STDLIB
from site_hooks.scripts import module_graph

WORKER = "sw.js"
TEMPLATE = Path(__file__).with_name("offline-sw.js")
#: The page that says "you are offline" (``offline.md`` in every language; not in the
#: navigation, the search index nor the sitemap).
PAGE = "offline/"
#: The rules pages kept for reading offline, in the reader's language.
RULES_PAGES = (
    "standard",
    "irregularities",
    "canadian-loner",
    "bid-euchre",
    "joker",
    "deck32",
    "cutthroat",
    "target-score",
    "glossary",
    "rulings",
)
#: What the pages kept at a first visit (the homes and offline pages of every language and
#: the rules pages of one) may weigh on the wire, gzip-compressed: 256 KiB.
FIRST_VISIT_BUDGET = 256 * 1024


class OfflineBudgetError(RuntimeError):
    """The pages kept at a first visit weigh more than the budget."""


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
    runtime, the engine's manifest, and its snapshot (with what it leaves of the library)
    or, when there is none, its archive and Pyodide's library."""
    manifest = json.loads((site_dir / "assets/engine/manifest.json").read_text(encoding="utf-8"))
    modules = dict.fromkeys(name for entry in ENGINE_MODULES for name in module_graph(entry))
    snapshot = manifest.get("snapshot")
    runtime = [name for name in (*PYODIDE_FILES, LOCK_FILE) if not (snapshot and name == STDLIB)]
    return [
        *(f"assets/javascripts/{name}" for name in modules),
        *(f"assets/pyodide/{name}" for name in runtime),
        "assets/engine/manifest.json",
        *(() if snapshot else (f"assets/engine/{manifest['archive']}",)),
        *(
            (f"assets/engine/{snapshot['file']}", f"assets/engine/{snapshot['stdlib']}")
            if snapshot
            else ()
        ),
    ]


def kept_pages(site_dir: Path) -> dict[str, dict[str, Any]]:
    """For each language's home ("" for the default language, "sv/"…, relative to the
    site's root): its offline page and its rules pages, as the worker keeps them."""
    others = (folder.name for folder in site_dir.iterdir() if (folder / PAGE).is_dir())
    homes = ["", *sorted(f"{name}/" for name in others)]
    return {
        home: {
            "offline": f"{home}{PAGE}",
            "rules": [f"{home}{name}/" for name in RULES_PAGES],
        }
        for home in homes
    }


def first_visit_bytes(site_dir: Path, pages: dict[str, dict[str, Any]], home: str) -> int:
    """What the pages kept at a first visit in the language of ``home`` weigh, compressed
    (the build's ``.gz`` twin of each page)."""
    urls = [url for other, kept in pages.items() for url in (other, kept["offline"])]
    urls += pages[home]["rules"]
    return sum((site_dir / url / "index.html.gz").stat().st_size for url in urls)


def write_worker(site_dir: Path) -> Path:
    """Write ``sw.js`` at the site's root for this build; return its path. Fails when a
    first visit would keep more than :data:`FIRST_VISIT_BUDGET`."""
    pages = kept_pages(site_dir)
    for home in pages:
        weight = first_visit_bytes(site_dir, pages, home)
        if weight > FIRST_VISIT_BUDGET:
            raise OfflineBudgetError(
                f"the pages kept for offline reading at a first visit in /{home} weigh"
                f" {weight} bytes compressed, over the budget of {FIRST_VISIT_BUDGET}"
                " (site_hooks/offline.py: RULES_PAGES, FIRST_VISIT_BUDGET)"
            )
    source = TEMPLATE.read_text(encoding="utf-8")
    text = (
        source.replace("__VERSION__", version(site_dir))
        .replace("__ENGINE__", json.dumps(engine_files(site_dir)))
        .replace("__PAGES__", json.dumps(pages))
    )
    target = site_dir / WORKER
    target.write_text(text, encoding="utf-8")
    return target
