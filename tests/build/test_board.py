"""The board's page data (``site_hooks/board.py``): what the engine says of the form's first
rules, so that the dealer menu offers the engine's seats before the engine has started in
the reader's browser, and every seat's name in the page's language."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from engine.rules import Rules
from engine.web import rules_facts
from site_hooks.texts import t
from tests.conftest import LANGUAGES


def board_data(site: Path, lang: str) -> dict[str, Any]:
    page = site / ("" if lang == "en" else lang) / "play/index.html"
    found = re.search(
        r'<script type="application/json" data-board-data>(.*?)</script>',
        page.read_text(encoding="utf-8"),
        re.DOTALL,
    )
    assert found, f"{lang}: the board's data is missing"
    data: dict[str, Any] = json.loads(found.group(1))
    return data


def test_the_board_starts_with_the_engines_seats(built_site: Path) -> None:
    """Ruling ``players-partnerships``: the form's first rules, standard Euchre, seat four
    players at N E S W, as the engine says (the three-player seats come from the engine
    once the reader chooses cutthroat, ruling ``cutthroat-players``)."""
    for lang in LANGUAGES:
        data = board_data(built_site, lang)
        assert data["rules"] == rules_facts(Rules.parse("standard"))
        assert data["rules"]["seats"] == ["N", "E", "S", "W"]
        assert data["seats"] == {seat: t(lang, f"seat.{seat}") for seat in "NESW"}
        assert data["analysis"]["hand_size"] == data["rules"]["hand_size"] == 5
