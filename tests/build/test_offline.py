"""The service worker of the built site (``site_hooks/offline.py``): at the root, for this
build, listing the engine's files; another build's worker differs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from site_hooks import offline


def test_worker_at_the_root_names_this_build_and_the_engines_files(built_site: Path) -> None:
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    assert f'const VERSION = "{offline.version(built_site)}";' in worker
    found = re.search(r"^const ENGINE = (\[.*\]);$", worker, re.MULTILINE)
    assert found, worker[:500]
    engine = json.loads(found.group(1))
    assert "assets/pyodide/pyodide.asm.wasm" in engine
    assert all((built_site / path).is_file() for path in engine)
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text("utf-8"))
    # The engine's snapshot and what it leaves of the library, which stand in for the
    # engine's archive and Pyodide's library.
    snapshot = manifest["snapshot"]
    assert f"assets/engine/{snapshot['file']}" in engine
    assert f"assets/engine/{snapshot['stdlib']}" in engine
    assert f"assets/engine/{manifest['archive']}" not in engine
    assert "assets/pyodide/python_stdlib.zip" not in engine


def test_a_changed_file_changes_the_workers_version(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    page = tmp_path / "a" / "index.html"
    page.write_text("<p>one</p>", encoding="utf-8")
    (tmp_path / "index.html.gz").write_bytes(b"twin")
    first = offline.version(tmp_path)
    (tmp_path / "index.html.gz").write_bytes(b"another twin")  # twins follow their files
    (tmp_path / "index.html.br").write_bytes(b"a Brotli twin")
    (tmp_path / offline.WORKER).write_text("the worker itself", encoding="utf-8")
    assert offline.version(tmp_path) == first
    page.write_text("<p>two</p>", encoding="utf-8")
    assert offline.version(tmp_path) != first


def test_worker_keeps_every_home_its_offline_page_and_its_rules_pages(built_site: Path) -> None:
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    found = re.search(r"^const PAGES = (\{.*\});$", worker, re.MULTILINE)
    assert found, worker[:500]
    pages = json.loads(found.group(1))
    assert set(pages) == {"", "sv/", "pl/", "da/", "fr/"}
    for home, kept in pages.items():
        assert kept["offline"] == f"{home}offline/"
        assert kept["rules"][0] == f"{home}standard/" and len(kept["rules"]) == 10
        for url in (home, kept["offline"], *kept["rules"]):
            assert (built_site / url / "index.html").is_file(), url
        # A first visit in any language keeps these within the budget (about 200 kB).
        weight = offline.first_visit_bytes(built_site, pages, home)
        assert 100_000 < weight <= offline.FIRST_VISIT_BUDGET, (home, weight)


def test_a_first_visit_over_the_budget_fails_the_build(tmp_path: Path) -> None:
    for home in ("", "sv/"):
        for name in ("", "offline/", *(f"{page}/" for page in offline.RULES_PAGES)):
            folder = tmp_path / home / name
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "index.html.gz").write_bytes(b"x" * 20_000)
    (tmp_path / "assets/engine").mkdir(parents=True)
    (tmp_path / "assets/engine/manifest.json").write_text('{"archive": "e.zip"}', "utf-8")
    with pytest.raises(offline.OfflineBudgetError, match=r"first visit in / weigh 280000 bytes"):
        offline.write_worker(tmp_path)
