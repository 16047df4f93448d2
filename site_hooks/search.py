"""Search in the reader's language: a Pagefind index per ``<html lang>``, built once the
pages of every language are written. Pagefind stems all five languages (Polish included)
and its UI, loaded from ``/pagefind/``, searches the index of the page's language only."""

from __future__ import annotations

import asyncio
from pathlib import Path

from pagefind.index import IndexConfig, PagefindIndex


async def _index(site_dir: Path) -> None:
    config = IndexConfig(output_path=str(site_dir / "pagefind"))
    async with PagefindIndex(config=config) as index:
        await index.add_directory(str(site_dir))


def build_index(site_dir: Path) -> None:
    """Index every page of the built site into ``site_dir/pagefind``."""
    asyncio.run(_index(site_dir))
