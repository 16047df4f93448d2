"""The site's browser modules (``docs/assets/javascripts``, ``site_hooks/scripts.py``): each
owns one part and imports others without a cycle; every one is loaded by a page; the build's
first view is drawn by the widget the pages build."""

from __future__ import annotations

import re
from typing import get_args

from engine.actions import Action, Misdeal
from site_hooks import prerender
from site_hooks.scripts import SCRIPTS, imports, module_graph

#: What loads a module: the site's script (every page), a walkthrough's script, the board,
#: the practice and the list of lessons (each imported by site.mjs on its page) and the
#: engine's worker (started by engine-client.mjs).
ENTRIES = (
    "site.mjs",
    "walkthrough.mjs",
    "board.mjs",
    "practice.mjs",
    "lesson-path.mjs",
    "engine-worker.mjs",
)


def test_the_modules_import_each_other_without_a_cycle() -> None:
    modules = sorted(path.name for path in SCRIPTS.glob("*.mjs"))
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, " → ".join((*path, name))
        if name in done:
            return
        for imported in imports(name):
            assert (SCRIPTS / imported).is_file(), (name, imported)
            visit(imported, (*path, name))
        done.add(name)

    for name in modules:
        visit(name, ())
    assert done == set(modules)


def test_every_module_is_loaded_by_a_page() -> None:
    loaded = {name for entry in ENTRIES for name in module_graph(entry)}
    assert loaded == {path.name for path in SCRIPTS.glob("*.mjs")}


def test_the_board_and_the_walkthroughs_share_the_widget_not_its_loader() -> None:
    board = module_graph("board.mjs")
    assert {"widget.mjs", "cards.mjs", "dom.mjs"} <= set(board)
    assert "walkthrough.mjs" not in board and "hand-tables.mjs" not in board
    # The board layout draws its cards with the widget's faces (cards.mjs), not the widget.
    assert "cards.mjs" in imports("board-layout.mjs")
    assert "widget.mjs" not in module_graph("board-layout.mjs")


def test_the_first_view_is_drawn_by_the_widget_the_pages_build() -> None:
    script = prerender.SCRIPT.read_text(encoding="utf-8")
    assert f'import("../docs/assets/javascripts/{prerender.WIDGET}")' in script
    # The pages' walkthroughs build the same widget: asked for as their loader runs, not
    # waited for to start the engine.
    loader = (SCRIPTS / "walkthrough.mjs").read_text(encoding="utf-8")
    assert f'import("./{prerender.WIDGET}")' in loader


def test_no_module_writes_an_actions_key() -> None:
    # An action's key is the engine's (issue 25): the scripts take it from the engine's data
    # (a step's actions, an analysis option, the rules' call buttons, a question's actions)
    # and compare a reader's card by its JSON; none composes a key, as `play-${code}`,
    # `${action}-${code}`, `${key}-alone` or `bid-${tricks}` would. (`misdeal-${kind}`
    # names a sentence of the catalogues, `ui.walk.misdeal-count`, not an action.)
    verbs = "|".join(re.escape(cls.verb) for cls in get_args(Action) if cls is not Misdeal)
    composed = re.compile(
        rf"`[^`]*\b(?:{verbs})-\$\{{|\$\{{(?:action|verb)\b[^}}]*\}}-\$\{{|(?<!\w)-alone\b"
    )
    for path in sorted(SCRIPTS.glob("*.mjs")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not composed.search(line), f"{path.name}:{number}: {line.strip()}"
