"""Fixtures shared by every test: the repository and one strict build of the site."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

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
#: from calling home and let it run as root without a screen.
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


def _build_once(tmp_path_factory: pytest.TempPathFactory, name: str, site_url: str | None) -> Path:
    """Build the site once per test run into a temporary folder ``name``, shared by the
    parallel workers of pytest-xdist: the first worker that needs it builds it under a
    file lock in the folder the workers share; the others wait for it and reuse it."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # .../pytest-N/popen-gwK: the run's folder
    target = shared / name
    with (shared / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (target / "index.html").exists():
            result = build_site(target, site_url=site_url)
            if result.returncode != 0:
                shutil.rmtree(target, ignore_errors=True)
                pytest.fail(f"the site does not build:\n{result.stdout}\n{result.stderr}")
    return target


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per test run without an address (as `make build` without
    SITE_URL)."""
    return _build_once(tmp_path_factory, "built-site", None)


#: The address of the site as published, for the build that has one.
SITE_URL = "https://euchre.example/rules/"


@pytest.fixture(scope="session")
def built_site_with_url(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built with an address (`make build SITE_URL=…`), once per test run."""
    return _build_once(tmp_path_factory, "built-site-with-url", SITE_URL)
