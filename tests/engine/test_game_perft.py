"""Move-generation counts ("perft") of fixed positions against the golden file
``golden/perft.txt``: the number of legal action sequences of each depth, for every
variant (standard, joker, 32-card deck, cutthroat, Canadian loner, stick the dealer,
Bid Euchre)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from engine.cards import Card
from engine.game import Game, Layout
from engine.records import parse_action
from engine.rules import Rules
from engine.seats import Seat

GOLDEN = Path(__file__).parent / "golden" / "perft.txt"


@dataclass
class Position:
    """A position of the golden file and its counts, by depth from 1."""

    id: str
    fields: dict[str, str] = field(default_factory=dict)
    counts: list[int] = field(default_factory=list)

    def game(self) -> Game:
        """The game at this position: its deal dealt and its actions taken."""
        rules = Rules.parse(self.fields["rules"])
        dealer = Seat(self.fields["dealer"])
        if "seed" in self.fields:
            layout = Layout.shuffled(rules, dealer, random.Random(int(self.fields["seed"])))
        else:
            hands = {seat: cards(self.fields[seat]) for seat in rules.seats}
            layout = Layout(dealer, hands, cards(self.fields.get("kitty", "")))
        game = Game(rules, dealer)
        game.deal(layout)
        for action in self.fields.get("actions", "").split(","):
            if action.strip():
                game.apply(parse_action(action.strip()))
        return game


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def read_golden(path: Path = GOLDEN) -> list[Position]:
    """The positions of a golden file (see its header for the format)."""
    positions: list[Position] = []
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        lines = [line.split("#")[0].strip() for line in block.splitlines()]
        lines = [line for line in lines if line]
        if not lines:
            continue
        key, _, name = lines[0].partition(" ")
        assert key == "id", f"a position begins with its id: {lines[0]!r}"
        position = Position(name)
        for line in lines[1:]:
            key, _, value = line.partition(" ")
            if key == "perft":
                depth, count = map(int, value.split())
                assert depth == len(position.counts) + 1, f"{name}: depths in order from 1"
                position.counts.append(count)
            else:
                position.fields[key] = value.strip()
        positions.append(position)
    return positions


def perft(game: Game, depth: int) -> list[int]:
    """The number of legal action sequences of 1 to ``depth`` actions (as chess's perft),
    in one walk of the tree."""
    counts = [0] * depth

    def walk(game: Game, level: int) -> None:
        actions = game.legal_actions()
        counts[level] += len(actions)
        if level + 1 < depth:
            for action in actions:
                trial = game.copy()
                trial.apply(action)
                walk(trial, level + 1)

    walk(game, 0)
    return counts


POSITIONS = read_golden()


def test_golden_file_covers_every_variant() -> None:
    options = " ".join(position.fields["rules"] for position in POSITIONS).split()
    for option in ("standard", "joker", "deck32", "cutthroat", "canadian-loner", "bid-euchre"):
        assert option in options
    assert "stick-the-dealer" in {position.id for position in POSITIONS}


@pytest.mark.parametrize("position", POSITIONS, ids=[position.id for position in POSITIONS])
def test_perft(position: Position) -> None:
    assert position.counts, position.id
    assert perft(position.game(), len(position.counts)) == position.counts
