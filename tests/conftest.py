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
    target: Path, config: Path = ROOT / "mkdocs.yml"
) -> subprocess.CompletedProcess[str]:
    """Run a strict MkDocs build of ``config`` into ``target``; never into the real site/."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "-d", str(target)],
        cwd=config.parent,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def scratch_project(root: Path) -> Path:
    """A copy of the site's pages under ``root`` with a configuration that uses the real
    hooks and theme: a project to break on purpose. Returns its ``mkdocs.yml``."""
    shutil.copytree(ROOT / "docs", root / "docs")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config["docs_dir"] = str(root / "docs")
    config["hooks"] = [str(ROOT / hook) for hook in config["hooks"]]
    config["theme"]["custom_dir"] = str(ROOT / config["theme"]["custom_dir"])
    path = root / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per test run into a temporary folder, and shared by the
    parallel workers of pytest-xdist: the first worker that needs it builds it under a
    file lock in the folder the workers share; the others wait for it and reuse it."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # .../pytest-N/popen-gwK: the run's folder
    target = shared / "built-site"
    with (shared / "built-site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (target / "index.html").exists():
            result = build_site(target)
            if result.returncode != 0:
                shutil.rmtree(target, ignore_errors=True)
                pytest.fail(f"the site does not build:\n{result.stdout}\n{result.stderr}")
    return target
