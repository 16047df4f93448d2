"""Tables that stay readable on a narrow screen: each cell carries its column's label, so
that the stylesheet can stack a row's cells under their labels."""

from __future__ import annotations

import re
from html import escape, unescape

_TABLE = re.compile(r"<table>(?P<body>.*?)</table>", re.DOTALL)
_HEAD_CELL = re.compile(r"<th[^>]*>(?P<text>.*?)</th>", re.DOTALL)
_ROW = re.compile(r"<tr>(?P<cells>.*?)</tr>", re.DOTALL)
_CELL = re.compile(r"<td(?P<attrs>[^>]*)>")
_TAG = re.compile(r"<[^>]+>")


def _label(cell_html: str) -> str:
    return escape(unescape(_TAG.sub("", cell_html)).strip(), quote=True)


def _label_row(row: re.Match[str], labels: list[str]) -> str:
    index = iter(range(len(labels) + 1000))

    def cell(match: re.Match[str]) -> str:
        i = next(index)
        label = labels[i] if i < len(labels) else ""
        return f'<td{match.group("attrs")} data-label="{label}">'

    return "<tr>" + _CELL.sub(cell, row.group("cells")) + "</tr>"


def _label_table(table: re.Match[str]) -> str:
    body = table.group("body")
    labels = [_label(m.group("text")) for m in _HEAD_CELL.finditer(body)]
    if not labels:
        return table.group(0)
    css = ' class="rule-changes"' if 'class="ruling-anchor' in body else ""
    body = _ROW.sub(lambda row: _label_row(row, labels), body)
    return f"<table{css}>{body}</table>"


def label_cells(html: str) -> str:
    """Give every body cell of every table a ``data-label`` with its column's heading.

    >>> label_cells("<table><thead><tr><th>Rule</th></tr></thead>"
    ...             "<tbody><tr><td>Deal</td></tr></tbody></table>").split("<tbody>")[1]
    '<tr><td data-label="Rule">Deal</td></tr></tbody></table>'
    """
    return _TABLE.sub(_label_table, html)


_HEADERLINK = re.compile(r'<a class="headerlink" ')


def unsearchable_permalinks(html: str) -> str:
    """Keep the headings' permalink signs (¶) out of the search index."""
    return _HEADERLINK.sub('<a class="headerlink" data-pagefind-ignore ', html)
