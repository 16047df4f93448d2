"""Rulings on the page: each ``[[ruling:ID]]`` marker becomes the ruling's permanent anchor
(the ruling id, the same in every language), a link that copies its share address and, for
a ruling that changes a standard one, a link to it; ``[[rulings-index]]`` becomes the index
of them all."""

from __future__ import annotations

import re
from html import escape

from engine.rulings import RULINGS, TOPICS
from site_hooks.content import RULING_MARKER
from site_hooks.share import share_link
from site_hooks.texts import t


def _attr(text: str) -> str:
    """A value for an attr_list attribute in double quotes."""
    return escape(text, quote=True).replace("{", "&#123;").replace("}", "&#125;")


#: The permalink's icon, drawn by the stylesheet.
_ICON = '<span class="ruling-anchor__icon" aria-hidden="true"></span>'


def _link(target_page: str, ruling_id: str, current_page: str) -> str:
    return f"#{ruling_id}" if target_page == current_page else f"{target_page}#{ruling_id}"


def ruling_head(ruling_id: str, lang: str) -> str:
    """The Markdown that replaces one marker: the ruling's permanent link, one control (one
    tab stop, one tap target): it opens the ruling's address and, with JavaScript, copies
    the ruling's share address (site.mjs; ``site_hooks.share``), whose preview is the
    ruling's statement."""
    statement = t(lang, f"ruling.{ruling_id}")
    permalink = t(lang, "ui.ruling.permalink")
    return (
        f"[§{_ICON}](#{ruling_id})"
        f'{{ #{ruling_id} .ruling-anchor data-ruling="{ruling_id}" '
        f'data-ruling-copy="{ruling_id}" data-ruling-share="{share_link(ruling_id)}" '
        f'data-copied="{_attr(t(lang, "ui.ruling.copied"))}" '
        f'data-copy-failed="{_attr(t(lang, "ui.ruling.copy-failed"))}" '
        f'title="{_attr(t(lang, "ui.ruling.copy"))}" '
        f'aria-label="{_attr(permalink)}: {_attr(statement)}" data-pagefind-ignore }} '
    )


def ruling_tail(ruling_id: str, lang: str, page: str, homes: dict[str, str]) -> str:
    """The link to the standard ruling that this one changes (a pill) or keeps as it is (a
    plain link), if any; it ends the ruling's block."""
    ruling = RULINGS[ruling_id]
    if ruling.changes is not None:
        other, label, css = ruling.changes, "ui.ruling.changes", "ruling-changes"
    elif ruling.keeps is not None:
        other, label, css = ruling.keeps, "ui.ruling.keeps", "ruling-keeps"
    else:
        return ""
    if other not in homes:
        return ""
    return (
        f" [{t(lang, label)}]({_link(homes[other], other, page)})"
        f'{{ .{css} title="{_attr(t(lang, f"ruling.{other}"))}" data-pagefind-ignore }}'
    )


#: Where the block a marker begins ends: the end of a table cell, or of a paragraph or item.
_CELL_END = re.compile(r"(?<!\\)\|")
_BLOCK_END = re.compile(r"\n(?=[ \t]*(?:\n|[-*+][ \t]|\d+\.[ \t]|\||#))|\Z")


def replace_markers(markdown: str, lang: str, page: str, homes: dict[str, str]) -> str:
    """Replace every ruling marker of a page's Markdown."""
    out: list[str] = []
    position = 0
    for match in RULING_MARKER.finditer(markdown):
        ruling_id = match.group("id")
        in_table = match.group("lead").strip().startswith("|")
        end_pattern = _CELL_END if in_table else _BLOCK_END
        end = end_pattern.search(markdown, match.end())
        block_end = end.start() if end else len(markdown)
        out += [
            markdown[position : match.start()],
            match.group("lead"),
            ruling_head(ruling_id, lang),
            markdown[match.end() : block_end].rstrip(" \t"),
            ruling_tail(ruling_id, lang, page, homes),
            " " if in_table else "",
        ]
        position = block_end
    out.append(markdown[position:])
    return "".join(out)


def rulings_index(lang: str, homes: dict[str, str]) -> str:
    """The Markdown of the index of every ruling, grouped by topic, in ``lang``."""
    lines: list[str] = []
    for topic in TOPICS:
        rulings = [r for r in RULINGS.values() if r.topic == topic]
        lines += [
            f"## {t(lang, f'ui.topic.{topic}')} {{ #topic-{topic} }}",
            "",
            f"| {t(lang, 'ui.rulings.id')} | {t(lang, 'ui.rulings.statement')} |",
            "|---|---|",
        ]
        for ruling in rulings:
            statement = t(lang, f"ruling.{ruling.id}").replace("|", "\\|")
            target = homes.get(ruling.id)
            # The ids are English in every language: kept out of the search's excerpts.
            ignore = "{ data-pagefind-ignore }"
            cell = (
                f"[`{ruling.id}`]({target}#{ruling.id}){ignore}"
                if target
                else f"`{ruling.id}`{ignore}"
            )
            lines.append(f"| {cell} | {statement} |")
        lines.append("")
    return "\n".join(lines)


def replace_index(markdown: str, lang: str, homes: dict[str, str]) -> str:
    """Replace ``[[rulings-index]]`` with the index."""
    if "[[rulings-index]]" not in markdown:
        return markdown
    return markdown.replace("[[rulings-index]]", rulings_index(lang, homes))
