"""The site's figures in headless Chromium, cold cache, median of 5 runs (of 25 for the
first view, whose times vary the most from one load to the next).

- the engine ready on a second visit of the same page (warm: the browser's cache and the
  service worker from the first visit);
- time from navigation to the walkthrough's first view drawn (the page's HTML holds it), in
  view (scrolled to by the deep link) and taken over by its script, the plain page loaded in
  turns with it under the same conditions; the first view as a multiple of the plain page's
  title (the median of the 25 pairs' ratios, with its interquartile range); then the engine
  ready and its first answer;
- bytes transferred by a plain rules page, and by a walkthrough page before and after
  the engine loads; the plain page's title shown, and the walkthrough's time as a multiple
  of it;
- the engine's download (the files its worker fetches, as served: Brotli, else gzip) and
  the HTML of a walkthrough page and of a plain page;
- the board page opened by a shared link (a whole deal): time until it is usable;
- the analysis in the browser, the engine warm: one walkthrough step (a play) and one call
  (sampled, the engine's default number of layouts), each asked of the engine's worker as
  the widget asks; and a whole five-card deal solved from the first lead by the engine's
  double-dummy solver in Pyodide (time and positions searched, over several deals);
- the build with the analysis: cold (an empty analysis cache) and warm;
- Lighthouse's four scores (mobile settings, the same Chromium) of the home page, the
  standard rules, the Swedish Canadian loner page and the board page (when there is one),
  with the audits that cost points (tests/bench/lighthouse, installed by ``make bench``).

Run by ``make bench`` (after ``make setup``): ``python tests/bench/bench_site.py``.
It builds the site into a temporary folder and serves it on 127.0.0.1.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Request, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.game import Game  # noqa: E402
from engine.rules import Rules  # noqa: E402
from site_hooks.serve import serve_in_thread  # noqa: E402
from tests.bench.bench_engine import PRACTICE, PRACTICE_SEEDS, print_practice  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS, build_site  # noqa: E402

#: The rules of the random positions.
STANDARD = Rules.parse("standard")
RUNS = 5
#: The first view and the plain page's title, loaded in turns: single loads vary by a third
#: and more on this machine (100 to 300 ms), so that the median of 5 pairs could say 1.13 or
#: 1.40 of the same site. Medians of 25 pairs still differ by about 0.1 from one bench to
#: the next: the quartiles are printed with the median.
VIEW_RUNS = 25
WALKTHROUGH_PAGE = "/standard/"
PLAIN_PAGE = "/glossary/"
DEEP_LINK = "#walk-order-up-step-0"
WIDGET = "[data-walkthrough-widget]"
BOARD_PAGE = "/play/"


class Bytes:
    """Bytes received by a browser context (pages and workers), by URL."""

    def __init__(self, context: BrowserContext) -> None:
        self.by_url: dict[str, int] = {}
        context.on("requestfinished", self._finished)

    def _finished(self, request: Request) -> None:
        # The body as sent (the server always says its length: Brotli, gzip or plain).
        # Playwright's request.sizes() answers zeros here while the page is still loading.
        response = request.response()
        length = response.headers.get("content-length") if response else None
        self.by_url[request.url] = int(length) if length and length.isdigit() else 0

    def total(self) -> int:
        return sum(self.by_url.values())

    def pyodide(self) -> int:
        return sum(n for url, n in self.by_url.items() if "/assets/pyodide/" in url)


def _time_when(page: Page, condition: str) -> float:
    """Milliseconds from navigation start until ``condition`` (a JS expression) holds."""
    handle = page.wait_for_function(
        f"() => ({condition}) ? performance.now() : false", timeout=120_000, polling="raf"
    )
    return float(handle.json_value())


def first_view_run(context: BrowserContext, base: str) -> dict[str, float]:
    """A deep link to a walkthrough's first step: its first view is drawn, in view (scrolled
    to by the deep link) and taken over by its script."""
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + WALKTHROUGH_PAGE + DEEP_LINK, wait_until="commit")
    visible = _time_when(
        page, f"document.querySelector('{WIDGET}')?.getBoundingClientRect().height > 0"
    )
    # The deep link's widget in the reader's view (the page scrolled to it).
    in_view = _time_when(
        page,
        f"(r => r && r.height > 0 && r.top >= 0 && r.top < innerHeight)"
        f"(document.querySelector('{WIDGET}')?.getBoundingClientRect())",
    )
    live = _time_when(page, f"document.querySelector('{WIDGET}')?.dataset.state !== undefined")
    page.close()
    return {"visible_ms": visible, "in_view_ms": in_view, "live_ms": live}


def engine_run(context: BrowserContext, base: str) -> dict[str, float]:
    """The same deep link: the widget's engine ready, and its first answer."""
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + WALKTHROUGH_PAGE + DEEP_LINK, wait_until="commit")
    ready = _time_when(page, f"document.querySelector('{WIDGET}')?.dataset.state === 'ready'")
    answered = page.evaluate(
        """async () => {
            const site = document.querySelector('script[src$="site.mjs"]').src;
            const client = await import(new URL('engine-client.mjs', site).href);
            await client.engine().call('rulings', {});
            return performance.now();
        }"""
    )
    page.close()
    return {"ready_ms": ready, "first_answer_ms": float(answered)}


def warm_engine_run(context: BrowserContext, base: str) -> dict[str, float]:
    """The same deep link visited twice in one browser: the engine ready the second time
    (the browser's cache, and the service worker installed by the first visit)."""
    engine_run(context, base)
    return {"warm_ready_ms": engine_run(context, base)["ready_ms"]}


def _whole_deal_link() -> str:
    """A shared link to a whole deal of standard Euchre, every card played, at its deal."""
    import random

    from engine.game import Game, Phase
    from engine.links import encode
    from engine.players import simple_player
    from engine.records import Record
    from engine.rules import Rules

    game = Game(Rules.parse("standard"), rng=random.Random(1))
    game.rng = None  # no next deal
    while game.phase is not Phase.DEAL:
        game.apply(simple_player(game))
    return encode(Record.from_game(game), step=0)


def board_run(context: BrowserContext, base: str) -> dict[str, float]:
    """The board page opened by a shared link: time until it is usable (the engine
    started, the hand shown, the widget ready for the reader's actions)."""
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + BOARD_PAGE + "#" + _whole_deal_link(), wait_until="commit")
    usable = _time_when(
        page,
        "document.querySelector('[data-board]')?.dataset.started !== undefined"
        f" && document.querySelector('{WIDGET}')?.dataset.state === 'ready'",
    )
    page.close()
    return {"board_usable_ms": usable}


def bytes_run(context: BrowserContext, base: str) -> dict[str, float]:
    """The walkthrough page opened at its top: bytes before the widget comes into view
    (nothing of the engine yet), then after it did and the engine is ready."""
    page = context.new_page()
    received = Bytes(context)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + WALKTHROUGH_PAGE, wait_until="load")
    page.wait_for_timeout(500)
    before, pyodide_before = received.total(), received.pyodide()
    # The walkthrough's region: its widget is built (and shown) once it comes near the view.
    page.locator("[data-walkthrough]").first.scroll_into_view_if_needed()
    _time_when(page, f"document.querySelector('{WIDGET}')?.dataset.state === 'ready'")
    page.wait_for_timeout(300)
    result = {
        "bytes_before_engine": before,
        "pyodide_bytes_before_engine": pyodide_before,
        "bytes_after_engine": received.total(),
    }
    page.close()
    return result


def plain_run(context: BrowserContext, base: str) -> dict[str, float]:
    page = context.new_page()
    received = Bytes(context)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + PLAIN_PAGE, wait_until="commit")
    title = _time_when(page, "document.querySelector('h1')?.getBoundingClientRect().height > 0")
    page.wait_for_load_state("load")
    page.mouse.wheel(0, 5000)
    page.wait_for_timeout(500)
    result = {
        "plain_page_bytes": received.total(),
        "plain_page_pyodide_bytes": received.pyodide(),
        "plain_title_ms": title,
    }
    page.close()
    return result


#: What the engine costs a reader: the files the worker fetches, as served (gzip twins);
#: besides, the engine's snapshot and what it leaves of the library, or without a snapshot
#: Pyodide's library and the engine's archive.
ENGINE_FILES = (
    "assets/pyodide/pyodide.mjs",
    "assets/pyodide/pyodide.asm.mjs",
    "assets/pyodide/pyodide.asm.wasm",
    "assets/engine/manifest.json",
    "assets/javascripts/engine-worker.mjs",
)


def sizes(site: Path) -> dict[str, float]:
    """The engine's download (gzip where the server has a twin) and the pages' HTML."""

    def served(path: Path, twins: tuple[str, ...] = (".br", ".gz")) -> int:
        """The size sent to Chromium (which takes Brotli and gzip): the first twin found."""
        found = [path.with_name(path.name + t) for t in twins]
        return next((t for t in found if t.exists()), path).stat().st_size

    def html(page: str) -> int:
        return (site / page.strip("/") / "index.html").stat().st_size

    manifest = json.loads((site / "assets/engine/manifest.json").read_text(encoding="utf-8"))
    snapshot = manifest.get("snapshot")
    engine = [site / name for name in ENGINE_FILES]
    if snapshot:
        stdlib = site / "assets/engine" / snapshot["stdlib"]
        engine += [site / "assets/engine" / snapshot["file"], stdlib]
    else:
        stdlib = site / "assets/pyodide/python_stdlib.zip"
        engine += [stdlib, site / "assets/engine" / manifest["archive"]]
    return {
        "engine_bytes": sum(served(path) for path in engine),
        "engine_gzip_bytes": sum(served(path, (".gz",)) for path in engine),
        "snapshot_bytes": served(site / "assets/engine" / snapshot["file"]) if snapshot else 0,
        "stdlib_bytes": served(stdlib),
        "walkthrough_html_bytes": html(WALKTHROUGH_PAGE),
        "plain_html_bytes": html(PLAIN_PAGE),
    }


#: How many positions of each kind are analysed in the browser (each from another deal,
#: so that no answer comes from the solver's memory of an earlier question).
ANALYSIS_RUNS = 7
#: Deals solved from the first lead in Pyodide.
SOLVED_DEALS = 15

#: In the page: the engine's answer time for ``analyse`` questions ``[[record, step], …]``,
#: the engine warm (started, and a first question answered).
ANALYSE_TIMES = """async (positions) => {
    const site = document.querySelector('script[src$="site.mjs"]').src;
    const client = (await import(new URL('engine-client.mjs', site).href)).engine();
    const ask = ([record, step]) => client.call('analyse', {record, step, actions: []});
    await ask(positions[0]);  // warm: the engine started, the analysis' code run once
    // The page's own thread meanwhile: its longest task (the Long Tasks API reports every
    // task over 50 ms; none is 0).
    const tasks = [0];
    const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({type: 'longtask'});
    const times = [];
    for (const position of positions.slice(1)) {
        const start = performance.now();
        const answer = await ask(position);
        if (!answer.options) throw new Error(JSON.stringify(answer));
        times.push(performance.now() - start);
    }
    await new Promise((done) => setTimeout(done, 100));  // the last entries delivered
    observer.disconnect();
    return {times, longest: Math.max(...tasks)};
}"""


def positions(site: Path) -> dict[str, list[tuple[str, int]]]:
    """From the built English pages, standard five-card walkthroughs (one per deal): the
    first lead of each (``play``) and its first call (``call``), as ``(record, step)``."""
    found: dict[str, list[tuple[str, int]]] = {"play": [], "call": []}
    for page in sorted(site.glob("*/index.html")):
        html = page.read_text(encoding="utf-8")
        for source in re.findall(r'data-walkthrough-src="([^"]+)"', html):
            data = json.loads((page.parent / source).read_bytes())
            if data["rules"].split()[0] != "standard":
                continue
            steps = [step["state"] for step in data["steps"]]
            lead = next((i for i, st in enumerate(steps) if st["phase"] == "play"), None)
            if lead is not None and steps[lead]["turn"]:
                found["play"].append((data["record"], lead))
            if steps[0]["phase"] == "round-1":
                found["call"].append((data["record"], 0))
    return found


#: In the page: Pyodide with the engine's archive, on the page's own thread, running
#: ``SOLVE`` (Python) and returning its JSON.
IN_PYODIDE = """async (code) => {
    const assets = new URL('/assets/', location.href);
    const { loadPyodide } = await import(new URL('pyodide/pyodide.mjs', assets).href);
    const manifest = await (await fetch(new URL('engine/manifest.json', assets))).json();
    const pyodide = await loadPyodide({ indexURL: new URL('pyodide/', assets).href,
        lockFileContents: manifest.lock });
    const url = new URL(`engine/${manifest.archive}`, assets);
    const archive = await (await fetch(url)).arrayBuffer();
    pyodide.unpackArchive(archive, 'zip', { extractDir: '/lib/engine' });
    pyodide.runPython("import sys; sys.path.insert(0, '/lib/engine')");
    return pyodide.runPython(code);
}"""

#: Random deals (seeded), bid by the engine's simple player, each solved from its first
#: lead by a new solver: the time and the positions searched, per deal.
SOLVE = """
import json, random, time
from engine.analysis.position import play_position
from engine.players import simple_player
from engine.rules import Rules
from engine.game import Game, Phase

times, nodes, seed = [], [], 0
while len(times) < %d:
    game = Game(Rules.parse("standard"), rng=random.Random(seed))
    seed += 1
    while game.phase not in (Phase.PLAY, Phase.DEAL):
        game.apply(simple_player(game))
    if game.phase is not Phase.PLAY:
        continue
    start = time.perf_counter()
    position = play_position(game, keep=False)
    position.solver.value(position.hands, position.mover, position.trick)
    times.append((time.perf_counter() - start) * 1000)
    nodes.append(position.solver.nodes)
json.dumps({"times": times, "nodes": nodes})
"""


def analysis_run(
    context: BrowserContext, base: str, found: dict[str, list[tuple[str, int]]]
) -> dict[str, float]:
    """The engine warm in a walkthrough's worker: first leads and first calls analysed, as
    the widget asks them for the reader's own line."""
    page = context.new_page()
    page.goto(f"{base}{WALKTHROUGH_PAGE}{DEEP_LINK}")
    _time_when(page, f"document.querySelector('{WIDGET}')?.dataset.state === 'ready'")
    asked = {
        name: page.evaluate(ANALYSE_TIMES, wanted)
        for name, wanted in (
            ("play", found["play"][: ANALYSIS_RUNS + 1]),
            ("call", found["call"][: ANALYSIS_RUNS + 1]),
            ("calls", random_calls(RANDOM_CALLS + 1)),
            ("plays", random_plays(RANDOM_PLAYS + 1)),
        )
    }
    page.close()
    settled, seen = sorted(asked["calls"]["times"]), sorted(asked["plays"]["times"])
    return {
        "step_ms": statistics.median(asked["play"]["times"]),
        "call_ms": statistics.median(asked["call"]["times"]),
        "step_runs": len(asked["play"]["times"]),
        "call_runs": len(asked["call"]["times"]),
        "random_call_ms": statistics.median(settled),
        "random_call_95_ms": settled[int(0.95 * (len(settled) - 1))],
        "random_calls": len(settled),
        "random_calls_longest_task_ms": asked["calls"]["longest"],
        "random_play_ms": statistics.median(seen),
        "random_play_95_ms": seen[int(0.95 * (len(seen) - 1))],
        "random_plays": len(seen),
        "random_plays_longest_task_ms": asked["plays"]["longest"],
    }


#: Random standard call positions whose time to a settled verdict (or the cap) is measured
#: in the browser, as ``tests/bench/bench_calls.py`` measures it in CPython.
RANDOM_CALLS = 100


def random_calls(count: int) -> list[tuple[str, int]]:
    """``count`` random standard call positions (``bench_calls.call_position``) as hand
    records and the step of their decision."""
    from tests.bench.bench_calls import call_position

    rng = random.Random("browser calls")
    return _as_records(call_position(STANDARD, rng) for _ in range(count))


def _as_records(games: Iterable[Game]) -> list[tuple[str, int]]:
    """Games stopped at a decision, as hand records and the step of the decision."""
    from engine.record_model import Record
    from engine.records import format_record

    found = []
    for game in games:
        assert game.current is not None
        found.append((format_record(Record.from_game(game)), len(game.current.actions)))
    return found


#: Random standard play and discard decisions, each with a choice (two legal cards or
#: more), valued as their player saw them in the browser, as ``bench_engine.py``'s
#: ``seen_figures`` values them in CPython.
RANDOM_PLAYS = 100


def random_plays(count: int) -> list[tuple[str, int]]:
    """``count`` random standard play or discard decisions with a choice, as hand records
    and the step of their decision."""
    from tests.bench.bench_engine import random_decision

    rng = random.Random("browser plays")
    games = (random_decision(STANDARD, rng) for _ in itertools.count())
    return _as_records(itertools.islice((g for g in games if len(g.legal_actions()) >= 2), count))


def solve_run(context: BrowserContext, base: str) -> dict[str, float]:
    """Whole deals solved from the first lead, in Pyodide in Chromium."""
    page = context.new_page()
    page.goto(f"{base}/glossary/")
    found = json.loads(page.evaluate(IN_PYODIDE, SOLVE % SOLVED_DEALS))
    page.close()
    return {
        "solve_ms": statistics.median(found["times"]),
        "solve_nodes": statistics.median(found["nodes"]),
    }


def build_runs(runs: int = 3) -> dict[str, float]:
    """The site built with an empty analysis cache (cold), then again (warm): the whole
    build's time and the analysis' own, medians of ``runs``."""
    cold: list[float] = []
    warm: list[float] = []
    analysing: list[float] = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            os.environ["EUCHRE_ANALYSIS_CACHE"] = str(Path(tmp) / "cache")
            try:
                for times in (cold, warm):
                    start = time.perf_counter()
                    result = build_site(Path(tmp) / "site")
                    times.append(time.perf_counter() - start)
                    if result.returncode != 0:
                        sys.exit(f"the site does not build:\n{result.stderr}")
                    if times is cold:
                        said = re.search(r"analysed in ([0-9.]+) s", result.stderr)
                        analysing.append(float(said.group(1)) if said else float("nan"))
            finally:
                del os.environ["EUCHRE_ANALYSIS_CACHE"]
    return {
        "build_cold_s": statistics.median(cold),
        "build_warm_s": statistics.median(warm),
        "analysis_cold_s": statistics.median(analysing),
    }


#: Lighthouse's pages: home, standard rules, the Swedish Canadian loner, and the board page
#: when the site has one.
LIGHTHOUSE_PAGES = ("/", "/standard/", "/sv/canadian-loner/", "/play/")
LIGHTHOUSE = ROOT / "tests" / "bench" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


def lighthouse_runs(site: Path, base: str) -> list[dict[str, object]]:
    """Lighthouse (mobile settings) on the pages the site has, driving the same Chromium."""
    pages = [p for p in LIGHTHOUSE_PAGES if (site / p.strip("/") / "index.html").exists()]
    node = shutil.which("node") or "node"
    result = subprocess.run(
        [node, str(LIGHTHOUSE / "run.mjs"), CHROMIUM, base, *pages],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        sys.exit(f"Lighthouse failed:\n{result.stderr[-3000:]}")
    return [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]


def median_of(runs: int, measure: Callable[[], dict[str, float]]) -> dict[str, float]:
    samples = [measure() for _ in range(runs)]
    return {key: statistics.median(s[key] for s in samples) for key in samples[0]}


def practice_run(context: BrowserContext, base: str) -> dict[str, float]:
    """Practice positions found per theme in Pyodide in Chromium (the same code as the
    CPython figures of ``bench_engine.py``); the worker runs the same Python."""
    page = context.new_page()
    page.goto(f"{base}/glossary/")
    found = json.loads(page.evaluate(IN_PYODIDE, PRACTICE % PRACTICE_SEEDS))
    page.close()
    return {str(theme): float(seconds) for theme, seconds in found.items()}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        result = build_site(site)
        if result.returncode != 0:
            sys.exit(f"the site does not build:\n{result.stdout}\n{result.stderr}")
        server = serve_in_thread(site)
        host, port = server.server_address[:2]
        base = f"http://{host!s}:{port}"
        weight = sizes(site)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=list(CHROMIUM_ARGS))

            def fresh(
                measure: Callable[[BrowserContext, str], dict[str, float]],
            ) -> dict[str, float]:
                context = browser.new_context()  # a new context: a cold cache
                try:
                    return measure(context, base)
                finally:
                    context.close()

            # The walkthrough page and the plain page in turns, under the same conditions.
            pairs = [fresh(first_view_run) | fresh(plain_run) for _ in range(VIEW_RUNS)]
            walk = {key: statistics.median(s[key] for s in pairs) for key in pairs[0]}
            ratios = statistics.quantiles(
                [s["visible_ms"] / s["plain_title_ms"] for s in pairs], n=4, method="inclusive"
            )
            walk |= median_of(RUNS, lambda: fresh(engine_run))
            walk |= median_of(RUNS, lambda: fresh(warm_engine_run))
            walk |= median_of(RUNS, lambda: fresh(bytes_run))
            plain = walk
            board = median_of(RUNS, lambda: fresh(board_run))
            found = positions(site)
            analysed = fresh(lambda c, b: analysis_run(c, b, found)) | fresh(solve_run)
            practised = fresh(practice_run)
            browser.close()
        scored = lighthouse_runs(site, base)
        server.shutdown()
    print("Lighthouse, mobile settings (performance / accessibility / best practices / SEO)")
    for page in scored:
        figures = " / ".join(f"{page[c]:>3}" for c in CATEGORIES)
        print(f"    {page['path']:<24} {figures}")
        lost = page["lost"]
        if isinstance(lost, list) and lost:
            print(f"      points lost: {', '.join(map(str, lost))}")
    print("The engine's download and the pages' HTML (the built files, as served: Brotli or gzip)")
    print(
        f"    engine, everything the worker fetches {weight['engine_bytes'] / 1e6:6.2f} MB"
        f"  (goal < 6 MB; the snapshot of the started engine:"
        f" {weight['snapshot_bytes'] / 1e6:.2f} MB; the standard library:"
        f" {weight['stdlib_bytes'] / 1e6:.2f} MB; gzip only:"
        f" {weight['engine_gzip_bytes'] / 1e6:.2f} MB)"
    )
    print(f"    HTML of {WALKTHROUGH_PAGE:<24} {weight['walkthrough_html_bytes'] / 1e3:8.0f} kB")
    print(f"    HTML of {PLAIN_PAGE:<24} {weight['plain_html_bytes'] / 1e3:8.0f} kB")
    print(f"Site figures: headless Chromium, cold cache, median of {RUNS} runs")
    print(f"  walkthrough page {WALKTHROUGH_PAGE}{DEEP_LINK}, from navigation start")
    print(f"    (its first view: median of {VIEW_RUNS} loads, in turns with the plain page's)")
    print(f"    first walkthrough shown (drawn)   {walk['visible_ms']:8.0f} ms")
    print(
        f"      vs the plain page's title shown {ratios[1]:8.2f} x  (goal <= 1.2;"
        f" median of {VIEW_RUNS} pairs, quartiles {ratios[0]:.2f} to {ratios[2]:.2f})"
    )
    print(f"    in view (the page at the link)    {walk['in_view_ms']:8.0f} ms")
    print(f"    taken over by its script          {walk['live_ms']:8.0f} ms")
    print(f"    engine ready                      {walk['ready_ms']:8.0f} ms  (goal < 2000 ms)")
    print(f"    engine ready, warm (a second visit) {walk['warm_ready_ms']:6.0f} ms")
    print(f"    engine's first answer             {walk['first_answer_ms']:8.0f} ms")
    print(f"  walkthrough page {WALKTHROUGH_PAGE}, opened at its top, then scrolled to the widget")
    print(
        f"    bytes before the engine loads     {walk['bytes_before_engine']:8.0f} B"
        f"  (Pyodide: {walk['pyodide_bytes_before_engine']:.0f} B)"
    )
    print(f"    bytes after the engine loaded     {walk['bytes_after_engine']:8.0f} B")
    print(f"  plain rules page {PLAIN_PAGE}")
    print(
        f"    bytes                             {plain['plain_page_bytes']:8.0f} B"
        f"  (Pyodide: {plain['plain_page_pyodide_bytes']:.0f} B)"
    )
    print(f"    title shown                       {plain['plain_title_ms']:8.0f} ms")
    print(f"  board page {BOARD_PAGE}, opened by a link to a whole deal")
    print(f"    usable (engine started, hand shown) {board['board_usable_ms']:6.0f} ms")

    print("Analysis in the engine's worker, headless Chromium, the engine warm:")
    plays, calls = analysed["step_runs"], analysed["call_runs"]
    print(f"  medians over different deals ({plays:.0f} plays, {calls:.0f} calls)")
    print(
        f"    one walkthrough step (a first lead, valued as seen too) {analysed['step_ms']:6.0f} ms"
        "  (goal < 300 ms)"
    )
    print(f"    one call (the default layouts)    {analysed['call_ms']:8.0f} ms  (goal < 1500 ms)")
    print(
        f"    a call to a settled verdict, {analysed['random_calls']:.0f} random positions: median "
        f"{analysed['random_call_ms']:.0f} ms (goal < 1500), 95th percentile "
        f"{analysed['random_call_95_ms']:.0f} ms (goal < 4000); the page's longest task "
        f"meanwhile {analysed['random_calls_longest_task_ms']:.0f} ms (goal < 200)"
    )
    print(
        f"    a play or discard valued as seen, {analysed['random_plays']:.0f} random decisions "
        f"with a choice: median {analysed['random_play_ms']:.0f} ms (goal < 300), 95th "
        f"percentile {analysed['random_play_95_ms']:.0f} ms; the page's longest task "
        f"meanwhile {analysed['random_plays_longest_task_ms']:.0f} ms"
    )
    print(f"  a five-card deal solved from the first lead, Pyodide: median of {SOLVED_DEALS} deals")
    print(f"    time                              {analysed['solve_ms']:8.1f} ms")
    print(f"    positions searched (nodes)        {analysed['solve_nodes']:8.0f}")
    print_practice(practised, "Pyodide in headless Chromium; goal: median under 2 s")
    built = build_runs()
    print("The build (make build) with the analysis: median of 3 runs")
    print(
        f"    cold (empty analysis cache)       {built['build_cold_s']:8.1f} s"
        f"  (analysis: {built['analysis_cold_s']:.1f} s)"
    )
    print(f"    warm (analyses from the cache)    {built['build_warm_s']:8.1f} s")


if __name__ == "__main__":
    main()
