"""Fixtures shared by every test: the repository and one strict build of the site."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

#: Where the run's time goes, printed at its end (``tests/timing.py``).
pytest_plugins = ["tests.timing"]

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "sv", "pl", "da", "fr")

#: The small deal of the tests' hand records: North deals and turns up the queen of hearts;
#: East holds the right bower, South the left bower (the jack of diamonds) and the 9 of hearts.
DEAL = """\
rules: standard
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Ah Kh 9s Ts
S: Ac Kc 9h Qs Jd
W: Ad Kd Qd As Ks
upcard: Qh
"""
#: Debian's Chromium (Playwright cannot download browsers here) and the flags that keep it
#: from calling home and let it run as root without a screen (the bench's browser too).
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)
#: The browser tests' Chromium: Debian's headless shell, the same version's Blink and V8
#: without the full browser around them (no window, no browser UI to keep up), which costs
#: half the CPU time of the full browser per page load. The bench measures the full
#: browser, as readers have it.
TEST_CHROMIUM = os.environ.get("TEST_CHROMIUM", "/usr/bin/chromium-headless-shell")
#: The tests' browser, besides: V8 runs Pyodide's WebAssembly as its baseline compiler
#: makes it, and JavaScript no further than its baseline compiler (Sparkplug), without
#: recompiling the hot functions in the background. That is a third of the CPU time of
#: each start of the engine, and a fifth of the accessibility sweep's, which the tests,
#: with their short lives, never win back; the code does the same. The bench measures the
#: browser as readers have it.
TEST_CHROMIUM_ARGS = (*CHROMIUM_ARGS, "--js-flags=--liftoff-only --max-opt=1")


def build_site(
    target: Path, config: Path = ROOT / "mkdocs.yml", site_url: str | None = None
) -> subprocess.CompletedProcess[str]:
    """Run a strict MkDocs build of ``config`` into ``target``; never into the real site/.
    The site's address is ``site_url`` (none by default, whatever the environment says)."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    env.pop("SITE_URL", None)
    if site_url is not None:
        env["SITE_URL"] = site_url
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "-d", str(target)],
        cwd=config.parent,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


class _ConfigLoader(yaml.SafeLoader):
    """Reads mkdocs.yml; ``!ENV [NAME, default]`` becomes the default (no site address)."""


_ConfigLoader.add_constructor("!ENV", lambda loader, node: loader.construct_sequence(node)[-1])


def scratch_project(root: Path) -> Path:
    """A copy of the site's pages under ``root`` with a configuration that uses the real
    hooks and theme: a project to break on purpose. Returns its ``mkdocs.yml``."""
    shutil.copytree(ROOT / "docs", root / "docs")
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_ConfigLoader)
    config["docs_dir"] = str(root / "docs")
    config["hooks"] = [str(ROOT / hook) for hook in config["hooks"]]
    config["theme"]["custom_dir"] = str(ROOT / config["theme"]["custom_dir"])
    path = root / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    return path


#: The address of the site as published, for the build that has one.
SITE_URL = "https://euchre.example/rules/"
#: The sites the tests share, each built once per run: its fixture, folder and address.
SITES = {
    "built_site": ("built-site", None),
    "built_site_with_url": ("built-site-with-url", SITE_URL),
}


def build_once(shared: Path, fixture: str) -> str | None:
    """Build the site of ``fixture`` (see ``SITES``) into its folder under ``shared`` unless
    it is there: under a file lock in ``shared``, so that the parallel workers of
    pytest-xdist and the background builder (``tests.prebuild``) build it once and the
    others wait for it. The build goes to a scratch folder renamed when it is complete, so
    that an interrupted build leaves nothing half made. Returns the failed build's output."""
    name, site_url = SITES[fixture]
    target = shared / name
    with (shared / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if target.is_dir():
            return None
        scratch = shared / f"{name}.{os.getpid()}.partial"
        shutil.rmtree(scratch, ignore_errors=True)
        result = build_site(scratch, site_url=site_url)
        if result.returncode != 0:
            shutil.rmtree(scratch, ignore_errors=True)
            return f"{result.stdout}\n{result.stderr}"
        scratch.rename(target)
    return None


def shared_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's temporary folder, the same for every pytest-xdist worker."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def _built(tmp_path_factory: pytest.TempPathFactory, fixture: str) -> Path:
    shared = shared_folder(tmp_path_factory)
    failure = build_once(shared, fixture)
    if failure is not None:
        pytest.fail(f"the site does not build:\n{failure}")
    return shared / SITES[fixture][0]


def _sites_of(item: pytest.Item) -> set[str]:
    """The fixtures of ``SITES`` a test needs, directly or through another fixture."""
    return set(SITES) & set(getattr(item, "fixturenames", ()))


def pytest_itemcollected(item: pytest.Item) -> None:
    """Every property test (Hypothesis) is marked ``slow``, like the tests marked so by
    hand: ``make check`` leaves them to ``make test``."""
    if getattr(getattr(item, "obj", None), "is_hypothesis_test", False):
        item.add_marker(pytest.mark.slow)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests that need no built site first (a stable sort, so that groups stay together):
    they run while the sites are built in the background (``_build_sites_early``)."""
    items.sort(key=lambda item: bool(_sites_of(item)))


@pytest.fixture(scope="session", autouse=True)
def _build_sites_early(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    """When the run has tests that need a built site, the first worker starts building the
    sites they need in the background as soon as it starts (one after the other: the
    second reuses the first's cached analyses), while the tests that need none run. A
    failed build is built again, and reported, by the fixture that needs it."""
    wanted = set().union(*map(_sites_of, request.session.items))
    needed = [fixture for fixture in SITES if fixture in wanted]  # in the order of SITES
    builder = None
    if needed and os.environ.get("PYTEST_XDIST_WORKER", "gw0") == "gw0":
        builder = subprocess.Popen(
            [sys.executable, "-m", "tests.prebuild", str(shared_folder(tmp_path_factory)), *needed],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    yield
    if builder is not None:
        builder.wait()  # the other workers may still be waiting for its sites


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per test run without an address (as `make build` without
    SITE_URL)."""
    return _built(tmp_path_factory, "built_site")


@pytest.fixture(scope="session")
def built_site_with_url(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built with an address (`make build SITE_URL=…`), once per test run."""
    return _built(tmp_path_factory, "built_site_with_url")
