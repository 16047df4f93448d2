"""Search in the reader's language: a Pagefind index per ``<html lang>``, built once the
pages of every language are written. Pagefind stems all five languages (Polish included)
and its UI, loaded from ``/pagefind/``, searches the index of the page's language only,
through ``assets/javascripts/search/pagefind.js`` (Pagefind's API, except that a word
Pagefind finds only by cutting it back, "zxqv" through "z", finds nothing).

The index is built by Pagefind's command line, not its Python API: the API's service may
answer that the files are written while some are still on their way to the disk, and
closing it then leaves them cut short (a truncated ``pagefind-ui.js`` broke search, now
and then, in the tests' builds; Pagefind issue #1271, fixed after 1.5.2). The command line
writes every file before it exits."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


class SearchIndexError(RuntimeError):
    """Pagefind failed: its own output."""


def build_index(site_dir: Path) -> None:
    """Index every page of the built site into ``site_dir/pagefind``."""
    result = subprocess.run(
        [sys.executable, "-m", "pagefind", "--site", str(site_dir)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SearchIndexError(f"Pagefind failed:\n{result.stdout}\n{result.stderr}")
