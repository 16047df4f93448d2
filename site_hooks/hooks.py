"""The MkDocs hooks of the site (listed under ``hooks:`` in mkdocs.yml).

mkdocs-static-i18n builds the default language, then every other language in turn, and
every hook below runs once per language: each step is idempotent, and the work shared by
all languages (Pyodide, the engine's wheel, the catalogues) is done once per build.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # MkDocs loads this file by path, not as a package module
    sys.path.insert(0, str(ROOT))

from site_hooks import placeholders, runtime  # noqa: E402


def _i18n(config: Any) -> Any:
    return config.plugins["i18n"]


def current_language(config: Any) -> str:
    """The language being built."""
    return str(_i18n(config).current_language)


def on_post_build(config: Any) -> None:
    """Once per build (in the default language's pass): the browser runtime."""
    if _i18n(config).building:
        return
    runtime.install(Path(config.site_dir))


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Replace the site's placeholders, in the language being built."""
    lang = current_language(config)
    return placeholders.replace_engine_demo(markdown, lang)
