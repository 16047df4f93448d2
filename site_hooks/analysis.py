"""The analysis of every walkthrough, computed at build time and cached in ``build/``.

Each walkthrough's recorded actions are analysed with the engine
(:func:`engine.analysis.analyse_record`: double-dummy values for cards and discards,
sampled values for calls). The answer depends only on the record (its notes aside: the
same hand in five languages is analysed once) and on the engine's code, so it is cached in
``build/analysis/<key>.json``, where the key hashes both: a warm build reads the cache, a
changed engine or record is analysed again. Records the cache lacks are analysed in a
process pool, one walkthrough per task.

Each page then ships its walkthroughs' analyses (:mod:`site_hooks.analysis_text`).
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from site_hooks import walkthrough

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
#: Where analyses are kept between builds (``EUCHRE_ANALYSIS_CACHE`` moves it, for the bench).
CACHE = Path(os.environ.get("EUCHRE_ANALYSIS_CACHE", ROOT / "build" / "analysis"))
#: Analyses of calls deal the unseen cards at random this many times (the engine's default
#: when it has one), always from the same seed: the same record gives the same figures.
SEED = 0

Analysis = dict[str, Any]
Analyser = Callable[[str], Analysis]


def engine_fingerprint(engine: Path = ENGINE, module: str | None = None) -> str:
    """A hash of the engine's source and of this module (which adds the lines): a changed
    engine invalidates every cached analysis. With ``module`` (``"engine.analysis"``),
    only the engine's modules it imports, directly or not, at any level of the code
    (:func:`engine_sources`): what its results can depend on."""
    digest = hashlib.sha256()
    digest.update(Path(__file__).read_bytes())
    paths = engine_sources(module, engine) if module else engine.rglob("*.py")
    for path in sorted(paths):
        digest.update(path.relative_to(engine).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def engine_sources(module: str, engine: Path = ENGINE) -> set[Path]:
    """The source files of an engine module and of every engine module it imports,
    followed through their imports (read from the code, function-level imports included,
    so that none is missed; a package's ``__init__`` counts for each of its modules)."""
    found: set[Path] = set()
    waiting = [module]
    while waiting:
        name = waiting.pop()
        parts = name.split(".")[1:]
        candidates = [engine.joinpath(*parts, "__init__.py")]
        if parts:
            candidates.append(engine.joinpath(*parts).with_suffix(".py"))
        for depth in range(len(parts)):
            candidates.append(engine.joinpath(*parts[:depth], "__init__.py"))
        for path in candidates:
            if path.is_file() and path not in found:
                found.add(path)
                for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                    if isinstance(node, ast.Import):
                        waiting += [alias.name for alias in node.names]
                    elif isinstance(node, ast.ImportFrom) and node.module:
                        waiting.append(node.module)
                        waiting += [f"{node.module}.{alias.name}" for alias in node.names]
        waiting = [name for name in waiting if name == "engine" or name.startswith("engine.")]
    return found


def cache_key(record: str, fingerprint: str) -> str:
    """The cache file's name for a record (without its notes) and an engine."""
    return hashlib.sha256(f"{fingerprint}\0{SEED}\0{record}".encode()).hexdigest()[:32]


def analyse_text(record: str) -> Analysis:
    """Every recorded decision of a record, analysed by the engine (runs in a worker).

    A record the engine cannot analyse gives ``{"error": reason}``: its walkthrough is
    shown without the analysis of its recorded steps (the reader's own positions are still
    asked of the engine in the browser), and the build says which (:func:`failures`).
    """
    from engine.analysis import analyse_record
    from engine.records import parse_record
    from engine.web_values import record_analysis_with_keys

    try:
        parsed = parse_record(record)
        analysis = analyse_record(parsed, seed=SEED)
        with_lines(parsed, analysis)
        return record_analysis_with_keys(analysis)
    except Exception as error:  # any engine failure: reported, not fatal
        return {"error": f"{type(error).__name__}: {error}"}


def with_lines(record: Any, analysis: Analysis) -> None:
    """Each costly step of an analysed record (its action lost something, and a best
    choice is settled) gains ``"line"``: the tricks of the line after the best choice
    (:func:`engine.analysis.line.line_tricks`), which the static column writes out."""
    from engine.analysis.line import line_tricks
    from engine.export import action_from_json

    costly = {
        position["step"]: position
        for position in analysis["positions"]
        if position["cost"] and position["best"]
    }
    if not costly:
        return
    before = None
    for number, step in enumerate(record.steps()):
        if number in costly and before is not None:
            position = costly[number]
            position["line"] = line_tricks(before, action_from_json(position["best"][0]))
        before = step.game.copy()


def failures(analyses: dict[str, Analysis]) -> list[str]:
    """The records the engine could not analyse, each as its first line and the reason."""
    return [
        f"{record.splitlines()[0] if record else '(empty)'}: {found['error']}"
        for record, found in analyses.items()
        if "error" in found
    ]


@dataclass
class Stats:
    """What one call of :func:`analyse_all` did: how many records came from the cache,
    how many were analysed, and how long the analysis took."""

    cached: int = 0
    analysed: int = 0
    seconds: float = 0.0


def analyse_all(
    records: Iterable[str],
    cache: Path = CACHE,
    analyse: Analyser = analyse_text,
    workers: int | None = None,
    fingerprint: str | None = None,
) -> tuple[dict[str, Analysis], Stats]:
    """The analysis of every record (texts without notes): ``{record: analysis}``.

    Cached analyses are read from ``cache``; the others are computed by ``analyse`` in a
    pool of ``workers`` processes (one per core by default; in this process when there is
    only one record or one worker) and written to the cache.
    """
    fingerprint = fingerprint or engine_fingerprint()
    stats = Stats()
    found: dict[str, Analysis] = {}
    missing: list[str] = []
    for record in dict.fromkeys(records):
        path = cache / f"{cache_key(record, fingerprint)}.json"
        try:
            found[record] = json.loads(path.read_text(encoding="utf-8"))
            stats.cached += 1
        except (OSError, ValueError):
            missing.append(record)
    if not missing:
        return found, stats
    started = time.perf_counter()
    workers = min(workers or os.cpu_count() or 1, len(missing))
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            # The longest records first, so that no worker is left with a long one at the end.
            order = sorted(missing, key=len, reverse=True)
            results = dict(zip(order, pool.map(analyse, order), strict=True))
    else:
        results = {record: analyse(record) for record in missing}
    stats.seconds = time.perf_counter() - started
    stats.analysed = len(missing)
    cache.mkdir(parents=True, exist_ok=True)
    for record, analysis in results.items():
        path = cache / f"{cache_key(record, fingerprint)}.json"
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(analysis, separators=(",", ":")), encoding="utf-8")
        temporary.replace(path)
        found[record] = analysis
    return found, stats


def records(docs: Path, lang: str = "en") -> list[str]:
    """The record of every walkthrough of the site, without its notes (the same in every
    language: :func:`site_hooks.walkthrough.check_pages` makes sure of it)."""
    found = []
    for path in sorted((docs / lang).glob("*.md")):
        for fence in walkthrough.find_fences(path.read_text(encoding="utf-8"), path):
            found.append(walkthrough.without_comments(walkthrough.parse(fence, path)))
    return found
