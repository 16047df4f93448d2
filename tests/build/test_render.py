"""The HTML of the hooks comes from templates (site_hooks/templates/): values escaped as the
pages always had them, a template's line breaks only layout, each static table's cell
labelled once, and no tag left in a Python string of site_hooks."""

from __future__ import annotations

import re
from pathlib import Path

from engine.web import walkthrough as replay
from site_hooks import render, walkthrough_static
from site_hooks.texts import catalog

HOOKS = Path(__file__).resolve().parents[2] / "site_hooks"
RECORD = """rules: standard
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Ah Kh Jd 9h
S: Ac Kc Jc Ad Kd
W: 9s Ts Js Qs Ks
kitty: Qh Th As Qd
E order-up
N discard 9c
"""


def test_values_are_escaped_as_html_escape_does() -> None:
    card = {"label": "a\"b'c<d&e", "joker": True}
    html = render.ENV.get_template("macros.html").module.card(card)  # type: ignore[attr-defined]
    assert str(html) == (
        '<span class="wt-card wt-card--joker" role="img" '
        'aria-label="a&quot;b&#x27;c&lt;d&amp;e">★</span>'
    )


def test_a_templates_line_breaks_are_layout() -> None:
    html = render.render("skip_link.html", id="w", text="Skip")
    assert html == '<p class="site-skip"><a href="#walk-w" data-site-skip>Skip</a></p>'


def test_each_cell_of_the_static_tables_carries_its_column_once() -> None:
    data = replay(RECORD, catalog("en"))
    html = walkthrough_static.render_static("w", data, {}, "en")
    cells = re.findall(r"<td[^>]*>", html)
    assert cells and all(cell.count("data-label=") == 1 for cell in cells)
    assert '<td data-label="Player">North</td>' in html
    assert 'data-wt-static="tricks"' in html


def test_no_tag_is_built_in_a_python_string() -> None:
    tag = re.compile(r"f[\"'].*<(div|span|table|tr|td|th|p|a|button|section|ul|li)[ >]")
    found = [
        f"{path.name}:{number}"
        for path in sorted(HOOKS.glob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if tag.search(line)
    ]
    assert found == []
