"""The cards of a deal (engine.game.deal)."""

from __future__ import annotations

import random

from engine.game import Layout
from engine.rules import Rules
from engine.seats import Seat


def test_layout_is_dealt_from_the_dealers_left() -> None:
    layout = Layout.shuffled(Rules(), Seat.S, random.Random(2))
    assert list(layout.hands) == [Seat.W, Seat.N, Seat.E, Seat.S]
    again = Layout.shuffled(Rules(), Seat.S, random.Random(2))
    assert again == layout and again.hands == layout.hands
