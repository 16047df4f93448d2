"""The command line: narrate a hand record, export it, or play random games.

Usage::

    python -m engine replay FILE [--lang LANG] [--locale-dir DIR]
    python -m engine replay FILE --json
    python -m engine link FILE [--base URL]
    python -m engine play --rules RULES --seed N [--games K] [--player PLAYER]
                          [--json] [--lang LANG] [--locale-dir DIR]
    python -m engine analyse FILE [--json] [--all] [--samples K] [--seed N]
                                  [--lang LANG] [--locale-dir DIR]
    python -m engine review FILE [--json] [--samples K] [--seed N]
                                 [--lang LANG] [--locale-dir DIR]

``replay`` reads a hand record (``-`` reads standard input) and narrates it step by step
in LANG (default ``en``), or with ``--json`` writes the JSON export of the game it
describes. ``play`` plays K whole games (default 1) with RULES (such as ``"standard
joker target=7"`` or ``bid-euchre``), every seat choosing uniformly at random among the
legal actions (in Bid Euchre the seats bid and choose the contract as the simple player
does, and play their cards at random: random bids sink both sides below zero for ever),
or with ``--player simple`` every seat played by :func:`engine.players.simple_player`;
the same seed always gives the same games. It narrates them, or writes their JSON
export.

``analyse`` analyses the decision where the hand record stops (with ``--all``, every
decision the record answers with an action) and prints a table in LANG, or with
``--json`` the analysis (:func:`engine.analysis.analyse`,
:func:`engine.analysis.analyse_record`). Calls are analysed from at most K sampled deals
(default :data:`engine.analysis.DEFAULT_SAMPLES`, in Bid Euchre
:data:`engine.analysis.BID_EUCHRE_SAMPLES`; sampling stops once the verdict is
settled) drawn with the seed N (default 0); a K that is not a whole number from 1 to
:data:`engine.analysis.MAX_SAMPLES` is refused in LANG, with exit status 2.
A record that stops where nobody is to act is reported like a record that cannot be
replayed, at its last line.

``review`` reviews every decision of the record (:mod:`engine.analysis.review`): what
each cost, the largest mistakes first, with its step, and each seat's accuracy, as a
table in LANG or with ``--json`` as data; ``--samples`` and ``--seed`` as for ``analyse``.

Narration needs the compiled catalogues (``python -m site_hooks.catalogs`` writes them
to ``engine/locale``; ``--locale-dir`` reads them elsewhere). A record that cannot be read
or replayed is reported as ``FILE:LINE:COLUMN: reason`` with exit status 1; a missing
catalogue or bad rules give exit status 2.

>>> main(["play", "--rules", "standard cutthroat target=2", "--seed", "3", "--json"])
... # doctest: +ELLIPSIS
{"rules": "standard cutthroat target=2", "games": [{"deals": [{"number": 1, ...
0
"""

from __future__ import annotations

import argparse
import gettext
import json
import random
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from engine.analysis import (
    BID_EUCHRE_SAMPLES,
    DEFAULT_SAMPLES,
    MAX_SAMPLES,
    analyse,
    analyse_record,
    checked_samples,
)
from engine.analysis.review import render as render_review
from engine.analysis.review import review_record
from engine.analysis.text import label, render, render_all
from engine.cards import Card
from engine.errors import EngineError, NotationError
from engine.export import export_games
from engine.game import Game
from engine.game.irregularities import IRREGULAR
from engine.links import encode
from engine.narration import LOCALE_DIR, Catalog, explain, load_catalog, name, narrate
from engine.players import play_game, simple_player
from engine.practice import MIX, THEMES
from engine.practice import find as find_position
from engine.practice import to_json as practice_json
from engine.practice_text import in_words as practice_words
from engine.records import parse_record
from engine.rules import Rules
from engine.rulings import RULINGS
from engine.seats import Seat

__all__ = ["main"]


def _sampling_arguments(command: argparse.ArgumentParser) -> None:
    """A command's ``--samples`` and ``--seed`` (the call analysis's sampling)."""
    command.add_argument(
        "--samples",
        default=None,
        metavar="K",
        help=f"the most deals sampled for a call, 1 to {MAX_SAMPLES} (default "
        f"{DEFAULT_SAMPLES}, in Bid Euchre {BID_EUCHRE_SAMPLES})",
    )
    command.add_argument("--seed", type=int, default=0, help="the sampling's seed (default 0)")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m engine",
        description="Euchre rules engine: narrate hand records, export games as JSON.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser(
        "replay",
        help="narrate a hand record step by step, or export it as JSON",
        description="Read a hand record and narrate it step by step, or export it as JSON.",
    )
    replay.add_argument("file", metavar="FILE", help="the hand record; - for standard input")
    play = commands.add_parser(
        "play",
        help="play whole games at random",
        description="Play whole games, every seat choosing at random among legal actions.",
    )
    play.add_argument("--rules", required=True, help='the rules string, e.g. "standard joker"')
    play.add_argument("--seed", type=int, required=True, help="the random seed")
    play.add_argument("--games", type=int, default=1, metavar="K", help="how many games")
    play.add_argument(
        "--player",
        choices=("random", "simple"),
        default="random",
        help="who plays every seat: at random (the default), or the simple player",
    )
    link = commands.add_parser(
        "link",
        help="print the link to the board for a hand record",
        description="Print the link that opens a hand record on the site's board.",
    )
    link.add_argument("file", metavar="FILE", help="the hand record; - for standard input")
    link.add_argument(
        "--base", default="play/", help="the board's address (default: play/, relative)"
    )
    link.set_defaults(locale_dir=None)
    link.add_argument("--step", type=int, default=None, help="the step to open (default: last)")
    analyse = commands.add_parser(
        "analyse",
        help="say which action is best where a hand record stops, or at every decision",
        description="Analyse the next decision of a hand record (double-dummy for plays "
        "and the dealer's discard, sampled deals for calls), or every decision with --all.",
    )
    analyse.add_argument("file", metavar="FILE", help="the hand record; - for standard input")
    analyse.add_argument("--all", action="store_true", help="every decision of the record")
    _sampling_arguments(analyse)
    review = commands.add_parser(
        "review",
        help="review every decision of a hand record: what each cost, each seat's accuracy",
        description="Review a hand record: every decision of every seat with what it cost, "
        "the largest mistakes first, and each seat's accuracy.",
    )
    review.add_argument("file", metavar="FILE", help="the hand record; - for standard input")
    _sampling_arguments(review)
    practice = commands.add_parser(
        "practice",
        help="find a practice position of a theme: one clearly best choice, and why",
        description="Find a practice position: a decision from a random deal where the "
        "analysis, from what the player could see, has one clearly best choice. The same "
        "theme and seed always give the same position.",
    )
    practice.add_argument(
        "--theme", required=True, choices=(*THEMES, MIX), help="the kind of decision"
    )
    practice.add_argument("--seed", type=int, required=True, help="the position's number")
    for command in (replay, play, analyse, review, practice):
        command.add_argument("--json", action="store_true", help="write the JSON export")
        command.add_argument("--lang", default="en", help="the narration's language")
        command.add_argument(
            "--locale-dir", type=Path, default=None, help="where the compiled catalogues are"
        )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = _parser().parse_args(argv)
    if args.command == "link":
        return _link(args)
    catalog: Catalog | None = None
    if not args.json:
        try:
            catalog = load_catalog(args.lang, args.locale_dir)
        except OSError:
            print(
                f"no compiled catalogue for {args.lang!r}: run python -m site_hooks.catalogs",
                file=sys.stderr,
            )
            return 2
    if args.command == "replay":
        return _replay(args.file, catalog, args)
    if args.command in ("analyse", "review"):
        try:
            if args.samples is not None:
                text = args.samples.strip()
                number = int(text) if text.isascii() and text.isdigit() and len(text) < 8 else None
                args.samples = checked_samples(number)
        except EngineError as error:
            print(f"--samples: {_reason(error, catalog, args)}", file=sys.stderr)
            return 2
    if args.command == "analyse":
        return _analyse(args.file, catalog, args)
    if args.command == "review":
        return _review(args.file, catalog, args)
    if args.command == "practice":
        return _practice(catalog, args)
    try:
        rules = Rules.parse(args.rules)
    except EngineError as error:
        print(f"--rules: {_reason(error, catalog, args)}", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    player = simple_player if args.player == "simple" else None
    games = [play_game(rules, rng, player) for _ in range(args.games)]
    _output(rules, games, catalog)
    return 0


def _replay(file: str, catalog: Catalog | None, args: argparse.Namespace) -> int:
    text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
    try:
        record = parse_record(text)
    except NotationError as error:
        reason = _reason(error, catalog, args)
        print(f"{file}:{error.line}:{error.column}: {reason}", file=sys.stderr)
        if error.ruling is not None and error.ruling in RULINGS:
            print(f"  § {error.ruling}: {_statements(args)(error.ruling)}", file=sys.stderr)
        return 1
    if catalog is None:
        _output(record.rules, [record.replay()], None)
        return 0
    statements = _statements(args)
    for comment in record.comment:
        print(f"# {comment}")
    for step in record.steps():
        if step.action is None and step.game.current is not step.game.deals[0]:
            print()  # a blank line between deals
        for comment in step.comment:
            print(f"# {comment}")
        for event in step.events:
            print(narrate(event, catalog))
            if isinstance(step.action, IRREGULAR):  # each ruling on the irregularity
                for ruling_id in event.rulings:
                    print(f"  § {ruling_id}: {statements(ruling_id)}")
    return 0


def _statements(args: argparse.Namespace) -> Callable[[str], str]:
    """A ruling's statement in the narration's language (the site's catalogue, compiled
    beside the engine's), or the registry's English."""
    try:
        directory = Path(args.locale_dir) if args.locale_dir is not None else LOCALE_DIR
        site = gettext.translation("site", directory, languages=[args.lang, "en"])
    except OSError:
        site = None

    def statement(ruling_id: str) -> str:
        message = f"ruling.{ruling_id}"
        text = site.gettext(message) if site is not None else message
        return text if text != message else RULINGS[ruling_id].statement

    return statement


def _link(args: argparse.Namespace) -> int:
    """Print ``BASE#h1=…``: the compact link of a record (see :mod:`engine.links`)."""
    text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    try:
        record = parse_record(text)
    except NotationError as error:
        print(
            f"{args.file}:{error.line}:{error.column}: {_reason(error, None, args)}",
            file=sys.stderr,
        )
        return 1
    print(f"{args.base}#{encode(record, None, args.step)}")
    return 0


def _analyse(file: str, catalog: Catalog | None, args: argparse.Namespace) -> int:
    text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
    try:
        record = parse_record(text)
        if args.all:
            result = analyse_record(record, samples=args.samples, seed=args.seed)
        else:
            result = analyse(record.replay(), samples=args.samples, seed=args.seed)
    except EngineError as error:
        line = getattr(error, "line", None) or max(1, len(text.rstrip().splitlines()))
        column = getattr(error, "column", None) or 1
        print(f"{file}:{line}:{column}: {_reason(error, catalog, args)}", file=sys.stderr)
        return 1
    if catalog is None:
        print(json.dumps(result, ensure_ascii=False))
    elif args.all:
        said = {  # each step's action as the narration says it
            number: narrate(step.events[0], catalog)
            for number, step in enumerate(record.steps())
            if step.action is not None and step.events
        }
        print(render_all(result, catalog, said))
    else:
        print(render(result, catalog))
    return 0


def _review(file: str, catalog: Catalog | None, args: argparse.Namespace) -> int:
    text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
    try:
        result = review_record(parse_record(text), samples=args.samples, seed=args.seed)
    except EngineError as error:
        line = getattr(error, "line", None) or max(1, len(text.rstrip().splitlines()))
        column = getattr(error, "column", None) or 1
        print(f"{file}:{line}:{column}: {_reason(error, catalog, args)}", file=sys.stderr)
        return 1
    if catalog is None:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(render_review(result, catalog))
    return 0


def _practice(catalog: Catalog | None, args: argparse.Namespace) -> int:
    try:
        found = find_position(args.theme, args.seed)
    except EngineError as error:
        print(f"--seed: {_reason(error, catalog, args)}", file=sys.stderr)
        return 1
    if catalog is None:
        print(json.dumps(practice_json(found), ensure_ascii=False))
        return 0
    game = found["record"].replay()
    words = practice_words(found, game, catalog)
    print(f"{args.theme} {args.seed}: #{found['link']}")
    print("\n".join(words["story"]))
    hand = " ".join(name(Card.parse(code), catalog) for code in words["view"]["hand"])
    print(f"{name(Seat(found['seat']), catalog)}: {hand}")
    print(render(found["analysis"], catalog))
    print(f"→ {label(found['answer'], catalog)}. {words['reason']}")
    return 0


def _reason(error: EngineError, catalog: Catalog | None, args: argparse.Namespace) -> str:
    """The error in the narration's language, or in English if the catalogue exists."""
    if catalog is None:
        try:
            catalog = load_catalog("en", args.locale_dir)
        except OSError:
            return str(error)
    return explain(error, catalog)


def _output(rules: Rules, games: Iterable[Game], catalog: Catalog | None) -> None:
    if catalog is None:
        print(json.dumps(export_games(rules, games), ensure_ascii=False))
        return
    events = [event for game in games for event in game.history]
    for number, event in enumerate(events):
        if event.message == "event.deal" and number:
            print()  # a blank line between deals
        print(narrate(event, catalog))


if __name__ == "__main__":
    sys.exit(main())
