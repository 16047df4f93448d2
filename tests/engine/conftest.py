"""Fixtures and helpers of the engine's tests.

The narration needs compiled catalogues; the tests compile the ``engine`` catalogues of
``translations/`` themselves, with Babel, into a temporary folder.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from engine.events import Event
from engine.game import Game
from engine.narration import Catalog, load_catalog
from engine.records import parse_action, parse_record

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
HANDS = Path(__file__).parent / "hands"

#: A deal of the standard game used by many tests; North deals and the queen of hearts
#: is turned up. The kitty is Qh Jc Ts Js.
BASE_DEAL = """
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Jd Ah Kh 9s
S: Ac Kc 9h Th Qs
W: Ad Kd Qd As Ks
upcard: Qh
"""


def compile_catalogs(target: Path) -> Path:
    """Compile every ``engine`` catalogue of ``translations/`` into ``target``."""
    for po in TRANSLATIONS.glob("*/LC_MESSAGES/engine.po"):
        lang = po.parent.parent.name
        with po.open("rb") as source:
            catalog = read_po(source, locale=lang)
        mo = target / lang / "LC_MESSAGES" / "engine.mo"
        mo.parent.mkdir(parents=True, exist_ok=True)
        with mo.open("wb") as out:
            write_mo(out, catalog)
    return target


@pytest.fixture(scope="session")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with the compiled engine catalogues of every language."""
    return compile_catalogs(tmp_path_factory.mktemp("locale"))


@pytest.fixture(scope="session")
def english(locale_dir: Path) -> Catalog:
    """The compiled English catalogue."""
    return load_catalog("en", locale_dir)


def replay(text: str) -> Game:
    """The game a record leaves, the record given as indented text."""
    return parse_record(textwrap.dedent(text)).replay()


def base(rules: str = "standard", *actions: str) -> Game:
    """The game after the base deal and ``actions`` (in the notation) under ``rules``."""
    game = replay(f"rules: {rules}\n{BASE_DEAL}")
    act(game, *actions)
    return game


def act(game: Game, *actions: str) -> list[Event]:
    """Apply actions written in the notation; return their events."""
    events: list[Event] = []
    for action in actions:
        events += game.apply(parse_action(action))
    return events


def rulings_of(events: list[Event]) -> set[str]:
    """Every ruling the events cite."""
    return {ruling for event in events for ruling in event.rulings}


#: A deal of Bid Euchre used by many tests (the deal of ``hands/bid-suit-made.txt``):
#: North deals, East bids first; South holds both red jacks and the ace and king of hearts.
BID_DEAL = """
dealer: N
N: Qh Th Kc Qc Kd 9d
E: 9h As Ks Qs Js Tc
S: Jh Jd Ah Kh Ac 9s
W: Ad Qd Td Ts Jc 9c
"""


def bid_base(*actions: str, score: str | None = None) -> Game:
    """The game after the Bid Euchre base deal and ``actions`` (in the notation)."""
    scores = f"score: {score}\n" if score else ""
    game = replay(f"rules: bid-euchre\n{scores}{BID_DEAL}")
    act(game, *actions)
    return game


def hand(name: str, score: str | None = None) -> Game:
    """The game a recorded hand of ``hands/`` leaves, from another score if given."""
    lines = (HANDS / name).read_text(encoding="utf-8").split("\n")
    if score is not None:
        lines = [line for line in lines if not line.startswith("score:")]
        at = next(i for i, line in enumerate(lines) if line.startswith("rules:"))
        lines.insert(at + 1, f"score: {score}")
    return parse_record("\n".join(lines)).replay()
