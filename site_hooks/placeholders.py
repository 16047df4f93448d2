"""Placeholders that pages write as ``[[name]]`` and the hooks replace before Markdown."""

from __future__ import annotations

from html import escape

from site_hooks.texts import t


def engine_demo(lang: str) -> str:
    """The block on the "Example hands" page that proves the engine runs in the browser."""
    attrs = {
        "data-msg-ready": t(lang, "ui.engine.ready"),
        "data-msg-failed": t(lang, "ui.engine.failed"),
        "data-msg-answer": t(lang, "ui.engine.answer"),
    }
    rendered = " ".join(f'{name}="{escape(value)}"' for name, value in attrs.items())
    return (
        f'<div class="engine-demo" data-engine-demo {rendered}>\n'
        f'<p data-engine-status role="status">{escape(t(lang, "ui.engine.loading"))}</p>\n'
        f'<p data-engine-answer aria-live="polite"></p>\n'
        f"</div>"
    )


def replace_engine_demo(markdown: str, lang: str) -> str:
    """Replace ``[[engine-demo]]`` with the demonstration block."""
    if "[[engine-demo]]" not in markdown:
        return markdown
    return markdown.replace("[[engine-demo]]", engine_demo(lang))
