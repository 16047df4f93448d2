"""The built site: the exact pages per language (and the rulings' share pages), the runtime
placed once, rulings and tables rendered, nothing loaded from another host."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

from engine.rulings import RULINGS
from tests.conftest import LANGUAGES, ROOT

#: The lessons of "Learn to play", in their order.
LESSONS = (
    "lesson-deal",
    "lesson-trumps",
    "lesson-tricks",
    "lesson-scoring",
    "lesson-play",
    "lesson-counting",
    "lesson-second-round",
    "lesson-ordering",
    "lesson-alone",
    "lesson-score",
)

PAGES = (
    "",
    *(f"{lesson}/" for lesson in LESSONS),
    "standard/",
    "irregularities/",
    "table/",
    "canadian-loner/",
    "bid-euchre/",
    "joker/",
    "deck32/",
    "cutthroat/",
    "target-score/",
    "practice/",
    "play/",
    "hands/",
    "glossary/",
    "rulings/",
    "offline/",
)
#: The pages in the navigation and the sitemap: not the page shown offline in place of
#: another.
LISTED_PAGES = tuple(page for page in PAGES if page != "offline/")


def html_pages(site: Path) -> set[str]:
    return {str(p.relative_to(site)) for p in site.rglob("*.html")}


def test_exact_pages_per_language(built_site: Path) -> None:
    expected = set()
    for lang in LANGUAGES:
        prefix = "" if lang == "en" else f"{lang}/"
        expected |= {f"{prefix}{page}index.html" for page in PAGES} | {f"{prefix}404.html"}
        # Each ruling's share page (site_hooks/share.py): every ruling is stated on a page.
        expected |= {f"{prefix}r/{ruling}/index.html" for ruling in RULINGS}
    assert html_pages(built_site) == expected


def test_html_lang_per_language(built_site: Path) -> None:
    for lang in LANGUAGES:
        prefix = "" if lang == "en" else f"{lang}/"
        for page in PAGES:
            html = (built_site / f"{prefix}{page}index.html").read_text(encoding="utf-8")
            assert f'<html lang="{lang}"' in html, f"{prefix}{page}"


def test_runtime_is_copied_once(built_site: Path) -> None:
    files = {p.name for p in (built_site / "assets" / "pyodide").iterdir()}
    runtime = sorted(name for name in files if not name.endswith((".gz", ".br")))
    # Compressed twins for servers that send them (make serve's does): gzip, and Brotli for
    # the large files.
    assert {"pyodide.asm.wasm.gz", "pyodide.asm.mjs.gz"} <= files
    assert {"pyodide.asm.wasm.br", "python_stdlib.zip.br"} <= files
    assert runtime == [
        "pyodide-lock.json",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "pyodide.mjs",
        "python_stdlib.zip",
    ]
    for lang in LANGUAGES[1:]:
        assert not (built_site / lang / "assets").exists()
    lock = json.loads((built_site / "assets/pyodide/pyodide-lock.json").read_text())
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.14")


def test_the_engine_costs_a_browser_under_6_mb(built_site: Path) -> None:
    """Everything the engine's worker fetches, as a browser that takes Brotli gets it (the
    Brotli twin, else the gzip twin, else the file): under 6 MB. It was 4.1 MB before the
    snapshot of the started engine (2.4 MB, for about a second less to start here), which
    replaces the standard library (0.6 MB) but for a few kB, and the engine's archive."""
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    snapshot = manifest["snapshot"]
    engine = [
        built_site / "assets" / name
        for name in (
            "javascripts/engine-worker.mjs",
            "pyodide/pyodide.mjs",
            "pyodide/pyodide.asm.mjs",
            "pyodide/pyodide.asm.wasm",
            "engine/manifest.json",
            f"engine/{snapshot['file']}",
            f"engine/{snapshot['stdlib']}",
        )
    ]

    def sent(path: Path) -> int:
        twins = [path.with_name(path.name + suffix) for suffix in (".br", ".gz")]
        return next((twin for twin in twins if twin.exists()), path).stat().st_size

    assert sum(map(sent, engine)) < 6_000_000


def test_the_snapshot_leaves_out_what_the_browser_has(built_site: Path) -> None:
    """The engine's snapshot: Pyodide's memory with the engine imported, without the pages
    of static data it has as instantiated (zeros in the file, copied by the worker from
    the memory it has just instantiated); the library's modules it has not imported are
    apart, and they are few (the rest is in the snapshot)."""
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    snapshot = manifest["snapshot"]
    data = (built_site / "assets/engine" / snapshot["file"]).read_bytes()
    assert len(data) == snapshot["size"]
    at = int.from_bytes(data[4:8], "little")
    assert snapshot["holes"] and sum(end - start for start, end in snapshot["holes"]) > 2_000_000
    for start, end in snapshot["holes"]:
        assert start % 4096 == 0 and end % 4096 == 0
        assert not any(data[at + start : at + end])
    rest = zipfile.ZipFile(built_site / "assets/engine" / snapshot["stdlib"]).namelist()
    trimmed = zipfile.ZipFile(built_site / "assets/pyodide/python_stdlib.zip").namelist()
    assert set(rest) < set(trimmed) and len(rest) < len(trimmed) / 10


def test_engine_is_in_the_site_as_bytecode(built_site: Path) -> None:
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    archive = built_site / "assets/engine" / manifest["archive"]
    names = zipfile.ZipFile(archive).namelist()
    assert "engine/rulings/__init__.pyc" in names and "engine/web.pyc" in names
    assert not [name for name in names if name.endswith(".py") or ".dist-info/" in name]
    for lang in LANGUAGES:
        assert f"engine/locale/{lang}/LC_MESSAGES/site.mo" in names


def test_every_ruling_is_an_anchor_in_every_language(built_site: Path) -> None:
    for lang in LANGUAGES:
        prefix = built_site if lang == "en" else built_site / lang
        ids: set[str] = set()
        for page in prefix.glob("*/index.html"):
            ids |= set(
                re.findall(r'class="ruling-anchor"[^>]*? data-ruling="([^"]+)"', page.read_text())
            )
        assert ids == set(RULINGS), lang


def test_rule_change_tables_are_labelled(built_site: Path) -> None:
    html = (built_site / "sv/canadian-loner/index.html").read_text(encoding="utf-8")
    assert '<table class="rule-changes">' in html
    assert 'data-label="Regel"' in html and 'data-label="Kanadensiskt ensamspel"' in html


def test_every_page_links_the_previous_and_the_next_page(built_site: Path) -> None:
    # Material's footer navigation, named in the page's language (French: U+202F before ":").
    link = re.compile(
        r'<a href="([^"]*)" class="md-footer__link md-footer__link--(prev|next)" '
        r'aria-label="([^"]*)"'
    )
    for lang in LANGUAGES:
        prefix = "" if lang == "en" else f"{lang}/"
        directions: set[str] = set()
        for page in LISTED_PAGES:  # the offline page is in no navigation
            found = link.findall((built_site / f"{prefix}{page}index.html").read_text("utf-8"))
            assert found, f"{prefix}{page}: no footer navigation"
            for href, direction, label in found:
                directions.add(direction)
                target = (built_site / f"{prefix}{page}" / href).resolve() / "index.html"
                assert target.is_file(), f"{prefix}{page}: {href}"
                first = target.relative_to(built_site.resolve()).parts[0]
                same_language = first == lang if prefix else first not in LANGUAGES
                assert same_language, f"{prefix}{page}: {href} is in another language"
                separator = "\u202f: " if lang == "fr" else ": "
                assert separator in label and not label.endswith(separator), label
        assert directions == {"prev", "next"}, lang


def test_nothing_is_loaded_from_another_host(built_site: Path) -> None:
    # What a page loads: src attributes and <link> tags (outbound <a> links are fine).
    pattern = re.compile(r"""(?:\bsrc=|<link\b[^>]*\bhref=)["'](?:https?:)?//""")
    for page in built_site.rglob("*.html"):
        found = pattern.findall(page.read_text(encoding="utf-8"))
        assert not found, f"{page}: {found}"


def test_engine_wheel_is_reproducible(tmp_path: Path) -> None:
    """The same sources give the same wheel, byte for byte, whatever the files' times."""
    import os
    import shutil

    from site_hooks.runtime import build_wheel

    copy = tmp_path / "copy"
    shutil.copytree(ROOT / "engine", copy / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, copy / name)
    for path in copy.rglob("*"):
        os.utime(path, (1_000_000_000, 1_000_000_000))  # another time than the originals
    first = build_wheel(tmp_path / "one").read_bytes()
    second = build_wheel(tmp_path / "two", root=copy).read_bytes()
    assert first == second


def test_the_stylesheet_has_every_rule_closed() -> None:
    """A rule left open (a merge that lost a ``}``) swallows every rule after it."""
    text = (ROOT / "docs/assets/stylesheets/site.css").read_text("utf-8")
    # Comments out, their lines kept, so that the line numbers stay right.
    css = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group().count("\n"), text, flags=re.S)
    depth = 0
    for line_number, line in enumerate(css.splitlines(), 1):
        for char in line:
            depth += {"{": 1, "}": -1}.get(char, 0)
            assert depth >= 0, f"site.css:{line_number}: a }} closes nothing"
        if re.match(r"^[.#a-z]", line):  # a selector at the start of a line: top level
            assert depth <= 1 or line.startswith("@"), (
                f"site.css:{line_number}: inside an open rule"
            )
    assert depth == 0


#: A module the page asks for at once: its name.
_PRELOAD = r'<link rel="modulepreload" href="[./]*assets/javascripts/([\w.-]+)"'
#: The script of a page's walkthroughs.
_WALKTHROUGH_SCRIPT = r'<script type="module" async src="[./]*assets/javascripts/walkthrough.mjs"'


#: A static import of another of the site's modules, read here apart from site_hooks.scripts.
_STATIC_IMPORT = r'^import\s[^;]*?\sfrom\s+"\./([\w.-]+\.mjs)";'


def test_the_board_preloads_every_module_it_imports(built_site: Path) -> None:
    # The board's modules and those they import, also through another (exercise.mjs and
    # cards.mjs through widget.mjs), are asked for at once: the board is nothing without
    # them. Not the walkthroughs' loader (walkthrough.mjs): the board builds its widget.
    html = (built_site / "sv/play/index.html").read_text(encoding="utf-8")
    preloaded = set(re.findall(_PRELOAD, html))
    wanted = {"board.mjs", "widget.mjs", "engine-client.mjs", "safe-url.mjs", "exercise.mjs"}
    assert wanted | {"dom.mjs", "cards.mjs", "hands.mjs", "engine-session.mjs"} <= preloaded
    assert "walkthrough.mjs" not in preloaded
    for name in preloaded:
        module = built_site / "assets" / "javascripts" / name
        assert module.is_file(), name
        imported = re.findall(_STATIC_IMPORT, module.read_text(encoding="utf-8"), re.MULTILINE)
        assert set(imported) <= preloaded, (name, imported)


def test_walkthrough_pages_preload_no_module(built_site: Path) -> None:
    # Their first views are drawn in the page: the widget's modules are asked for by its
    # script, once the page reaches it, not while the page is first painted.
    for page in ("standard/", "bid-euchre/", "sv/canadian-loner/"):
        html = (built_site / page / "index.html").read_text(encoding="utf-8")
        assert "data-walkthrough-widget" in html, page
        assert re.findall(_PRELOAD, html) == [], page
        assert re.search(_WALKTHROUGH_SCRIPT, html), page
