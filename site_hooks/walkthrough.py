"""Walkthroughs: example hands that a page embeds and the reader steps through.

A page writes a walkthrough as a fenced block holding a hand record (the engine's
notation, :mod:`engine.records`) and an id::

    ```walkthrough id=march seat=S
    # Comments are the author's notes, in the page's language.
    rules: standard
    dealer: N
    ...
    E order-up   # a note for this step
    ```

Before Markdown, :func:`replace` replays the record with the engine
(:func:`engine.web.walkthrough`, the code the browser runs for a reader's own line of play)
and puts in its place the whole hand as static tables (the deal, the bidding, the tricks,
every step with its explanation and note), readable without JavaScript and printed (in a
``<noscript>``: where scripts run, the browser keeps them as text, not elements, until
``hand-tables.mjs`` makes them elements for a reader who opens them or prints), and a
link to the data of every step as JSON (``assets/walkthroughs/<hash>.json``, written once
the site is built: :data:`DATA_FILES`), which the widget (``walkthrough.mjs``) fetches when
the walkthrough comes near the reader's view, so the page's HTML stays small. This module
gathers the data; the HTML comes from ``templates/walkthrough.html`` and
``templates/static.html`` (:mod:`site_hooks.render`).

``seat=S`` (optional) seats the reader at South at first: the other hands are hidden until
they choose otherwise (a lesson in which the reader plays one seat). Every walkthrough id
stands on the same page in every language with the same seat and the same record once
comments are removed (:func:`check_pages`); a record that cannot be read or replayed, or
that differs between languages, fails the build at ``docs/<lang>/<page>.md:LINE:COLUMN``.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
import shutil
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.errors import NotationError
from engine.links import encode as encode_link
from engine.links import strip_comments
from engine.narration import Catalog
from engine.records import Record, format_record, parse_record
from engine.rulings import RULINGS
from engine.seats import Seat
from engine.web import refusal_to_json, walkthrough
from site_hooks import analysis_text, exercises, texts
from site_hooks.content import DOCS, LANGUAGES, RULING_MARKER, blank_fences
from site_hooks.prerender import FIRST_VIEWS
from site_hooks.problems import Problem, relative
from site_hooks.render import markup
from site_hooks.render import render as render_template
from site_hooks.texts import plural_forms, t

#: A walkthrough fence: ```walkthrough id=ID … ``` (or with ~~~), not indented.
FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})[ \t]*walkthrough\b(?P<args>[^\n]*)\n"
    r"(?P<body>.*?)^(?P=fence)[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

#: The interface texts the widget needs (``translations/ui.pot``), sent with each walkthrough.
TEXTS = (
    "ui.walk.label",
    "ui.walk.static",
    "ui.walk.deal",
    "ui.walk.player",
    "ui.walk.cards",
    "ui.walk.dealer",
    "ui.walk.upcard",
    "ui.walk.kitty",
    "ui.walk.bidding",
    "ui.walk.explanation",
    "ui.walk.note",
    "ui.walk.tricks",
    "ui.walk.trick",
    "ui.walk.leader",
    "ui.walk.winner",
    "ui.walk.steps",
    "ui.walk.step",
    "ui.walk.step-of",
    "ui.walk.step-deal",
    "ui.walk.step-of-line",
    "ui.walk.first",
    "ui.walk.back",
    "ui.walk.forward",
    "ui.walk.last",
    "ui.walk.seat-choice",
    "ui.walk.seat-none",
    "ui.walk.turn",
    "ui.walk.turn-discard",
    "ui.walk.trumps",
    "ui.walk.side",
    "ui.walk.tricks-taken",
    "ui.walk.score",
    "ui.walk.sits-out",
    "ui.walk.why",
    "ui.walk.playable",
    "ui.walk.rule-link",
    "ui.walk.engine-loading",
    "ui.walk.engine-on-demand",
    "ui.walk.engine-ready",
    "ui.walk.engine-failed",
    "ui.walk.engine-busy",
    "ui.walk.branch",
    "ui.walk.back-to-record",
    "ui.walk.refused",
    "ui.walk.no-step",
    "ui.walk.pass",
    "ui.walk.order-up",
    "ui.walk.call-suit",
    "ui.walk.alone",
    "ui.walk.play",
    "ui.walk.discard",
    "ui.walk.choices",
    "ui.walk.rank.J",
    "ui.walk.rank.Q",
    "ui.walk.rank.K",
    "ui.walk.rank.A",
    # Bid Euchre
    "ui.walk.bids",
    "ui.walk.bid",
    "ui.walk.seat-bid",
    "ui.walk.passed",
    "ui.walk.high-bid",
    "ui.walk.contract",
    "ui.walk.sans-high",
    "ui.walk.sans-low",
    "ui.walk.bid-tricks",
    "ui.walk.bid-choices",
    "ui.walk.contract-choices",
    # Irregularities (irregularities.mjs)
    "ui.walk.irregularities",
    "ui.walk.revoke-mode",
    "ui.walk.revoke-hint",
    "ui.walk.revoke-card",
    "ui.walk.take-back",
    "ui.walk.claim",
    # Exercises (exercise.mjs)
    "ui.walk.question-play",
    "ui.walk.question-discard",
    "ui.walk.question-call",
    "ui.walk.question-bid",
    "ui.walk.question-contract",
    "ui.walk.question-hint",
    "ui.walk.answer-right",
    "ui.walk.answer-legal",
)
#: The plural messages among them, sent as their forms by CLDR category (for ``plural()``).
PLURALS = ("ui.walk.hidden-cards",)

#: The verbs of the irregularities: a walkthrough that records one offers the reader the
#: controls to record them too.
IRREGULAR_VERBS = frozenset({"revoke", "take-back", "claim"})
#: The verbs of the actions of the play, shown with the tricks rather than the bidding.
PLAY_VERBS = frozenset({"play", *IRREGULAR_VERBS})

_SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
_RED = {"d", "h"}


@dataclass(frozen=True, slots=True)
class PlacedProblem(Problem):
    """A problem at a line and column of a page: ``path:line:column: reason``."""

    column: int = 1

    def __str__(self) -> str:
        return f"{relative(self.path)}:{self.line}:{self.column}: {self.reason}"


class WalkthroughError(ValueError):
    """A walkthrough that cannot be built; its message is ``path:line:column: reason``."""

    def __init__(self, path: Path, line: int, column: int, reason: str) -> None:
        self.problem = PlacedProblem(path, line, reason, column)
        super().__init__(str(self.problem))


@dataclass(frozen=True, slots=True)
class Fence:
    """One walkthrough block of a page: its id, its record and where the record starts."""

    id: str
    record: str
    #: The page line of the record's first line (the line after the opening fence).
    line: int
    start: int
    end: int
    #: The seat the reader sits in at first (``seat=S``), the other hands hidden; or none.
    seat: str | None = None


def catalog(lang: str) -> Catalog:
    """Every message of ``lang`` (engine, site, ui), English for what it lacks."""
    return texts.catalog(lang)


def find_fences(markdown: str, path: Path) -> Iterator[Fence]:
    """The walkthrough blocks of a page; a block without a proper id is an error."""
    for match in FENCE.finditer(markdown):
        line = markdown.count("\n", 0, match.start()) + 1
        args = dict(word.partition("=")[::2] for word in match.group("args").split() if "=" in word)
        fence_id = args.get("id", "")
        if not _ID.match(fence_id):
            raise WalkthroughError(
                path,
                line,
                1,
                "the walkthrough needs an id of lower-case letters, digits and hyphens "
                f"(```walkthrough id=my-hand), not {fence_id!r}",
            )
        seat = args.get("seat")
        if seat is not None and seat not in tuple(Seat):
            raise WalkthroughError(
                path,
                line,
                1,
                f"walkthrough {fence_id!r}: seat={seat} is not one of {', '.join(Seat)}",
            )
        yield Fence(fence_id, match.group("body"), line + 1, match.start(), match.end(), seat)


def _reason(error: NotationError) -> str:
    """Why the engine refused a record, in English (its code and parameters if no text)."""
    english = catalog("en")
    if english.gettext(error.refusal.message) == error.refusal.message:
        return str(error).rsplit(" at ", 1)[0]
    return str(refusal_to_json(error.refusal, english)["text"])


def parse(fence: Fence, path: Path) -> Record:
    """The fence's record, or :class:`WalkthroughError` at its page line and column (the
    fence's line for a seat that does not play)."""
    try:
        record = parse_record(fence.record)
    except NotationError as error:
        line = fence.line + error.line - 1
        reason = f"walkthrough {fence.id!r}: {_reason(error)} ({error.code})"
        raise WalkthroughError(path, line, error.column, reason) from None
    if fence.seat is not None and fence.seat not in record.rules.seats:
        reason = f"walkthrough {fence.id!r}: seat={fence.seat} does not play in {record.rules}"
        raise WalkthroughError(path, fence.line - 1, 1, reason)
    return record


def without_comments(record: Record) -> str:
    """The record's canonical text without the author's notes, to compare languages."""
    deals = tuple(
        replace(
            deal,
            comment=(),
            closing=(),
            actions=tuple(replace(action, comment=()) for action in deal.actions),
        )
        for deal in record.deals
    )
    return format_record(replace(record, comment=(), deals=deals))


def check_pages(
    docs: Path = DOCS, languages: Sequence[str] = LANGUAGES, default: str = "en"
) -> list[Problem]:
    """Every walkthrough of every page: readable, replayable, unique on its page, and the
    same (comments aside) on the same page in every language."""
    problems: list[Problem] = []
    found: dict[str, dict[tuple[str, str], tuple[str, str | None, Path, int]]] = {}
    for lang in languages:
        by_key = found.setdefault(lang, {})
        for path in sorted((docs / lang).glob("*.md")):
            try:
                for fence in find_fences(path.read_text(encoding="utf-8"), path):
                    key = (path.name, fence.id)
                    if key in by_key:
                        problems.append(
                            Problem(path, fence.line - 1, f"walkthrough {fence.id!r} is used twice")
                        )
                        continue
                    by_key[key] = (
                        without_comments(parse(fence, path)),
                        fence.seat,
                        path,
                        fence.line - 1,
                    )
            except WalkthroughError as error:
                problems.append(error.problem)
    reference = found.get(default, {})
    for lang, by_key in found.items():
        if lang == default:
            continue
        for key in sorted(set(reference) | set(by_key)):
            name, fence_id = key
            if key not in by_key:
                problems.append(
                    Problem(docs / lang / name, 0, f"walkthrough {fence_id!r} is missing in {lang}")
                )
            elif key not in reference:
                _, _, path, line = by_key[key]
                problems.append(
                    Problem(path, line, f"walkthrough {fence_id!r} is not on the {default} page")
                )
            else:
                text, seat, path, line = by_key[key]
                expected, expected_seat, english_path, english_line = reference[key]
                english = f"{relative(english_path)}:{english_line}"
                if seat != expected_seat:
                    reason = (
                        f"seats the reader at {seat or 'no seat'}, "
                        f"{english} at {expected_seat or 'no seat'}"
                    )
                elif text != expected:
                    reason = (
                        f"differs from {english} once comments are removed: "
                        f"{_first_difference(text, expected)}"
                    )
                else:
                    continue
                problems.append(Problem(path, line, f"walkthrough {fence_id!r} {reason}"))
    return problems


def _first_difference(text: str, expected: str) -> str:
    for got, wanted in zip(text.splitlines(), expected.splitlines(), strict=False):
        if got != wanted:
            return f"“{got}” instead of “{wanted}”"
    return "one of them has more lines"


# --- Rendering ----------------------------------------------------------------------------


def page_url(lang: str, name: str) -> str:
    """The URL of a page (``standard.md``) in a language, relative to the site's root."""
    stem = "" if name == "index.md" else f"{Path(name).stem}/"
    return stem if lang == "en" else f"{lang}/{stem}"


def relative_url(target: str, current: str) -> str:
    """The link from the page at ``current`` to ``target`` (both directory URLs).

    >>> relative_url("sv/standard/", "sv/hands/"), relative_url("sv/", "sv/hands/")
    ('../standard/', '../')
    >>> relative_url("hands/", "hands/"), relative_url("standard/", "")
    ('', 'standard/')
    """
    rel = posixpath.relpath("/" + target, "/" + current)
    return "" if rel == "." else rel + "/"


def board_link(record: Record, lang: str, current: str, step: int | None = None) -> str:
    """The board's address (``play.md``, relative to the page at ``current``) opening
    ``record``: its compact link (:mod:`engine.links`; the notes and the questions are
    left out: the board plays the actions)."""
    fragment = encode_link(strip_comments(record), None, step)
    return relative_url(page_url(lang, "play.md"), current) + "#" + fragment


def ruling_links(lang: str, current: str, homes: Mapping[str, str]) -> dict[str, dict[str, str]]:
    """Every ruling's link from the current page and its statement, in ``lang``."""
    links = {}
    for ruling_id in RULINGS:
        home = homes.get(ruling_id)
        if home is None:
            continue
        href = relative_url(page_url(lang, home), current) + f"#{ruling_id}"
        links[ruling_id] = {"href": href, "title": t(lang, f"ruling.{ruling_id}")}
    return links


def rank_label(rank: str, lang: str) -> str:
    """A rank as the page's language abbreviates it on a card: ``10``, ``Kn`` (knekt)."""
    if rank in "JQKA":
        return t(lang, f"ui.walk.rank.{rank}")
    return "10" if rank == "T" else rank


def card(code: str, names: Mapping[str, str], lang: str) -> dict[str, Any]:
    """A card as the ``card`` macro draws it (``templates/macros.html``): its name, and its
    rank and suit symbol in its colour, or the joker's star."""
    label = names.get(code, code)
    if code == "Jk":
        return {"label": label, "joker": True}
    rank, suit = code[0], code[1]
    colour = "red" if suit in _RED else "black"
    return {
        "label": label,
        "joker": False,
        "colour": colour,
        "shown": rank_label(rank, lang) + _SUIT_SYMBOLS[suit],
    }


def _text(text: str) -> dict[str, Any]:
    return {"kind": "text", "text": text}


def _cards(codes: Sequence[str], names: Mapping[str, str], lang: str) -> dict[str, Any]:
    return {"kind": "cards", "cards": [card(code, names, lang) for code in codes]}


def why(rulings: Sequence[str], links: Mapping[str, Mapping[str, str]]) -> list[dict[str, str]]:
    """The rulings of one "why?" box (the ``why`` macro): the rulings applied (each once)
    whose statement and link are known, ``{"id", "href", "title"}``."""
    return [
        {"id": ruling, "href": links[ruling]["href"], "title": links[ruling]["title"]}
        for ruling in dict.fromkeys(rulings)
        if ruling in links
    ]


def _explanation(step: Mapping[str, Any], links: Mapping[str, Mapping[str, str]]) -> dict[str, Any]:
    rulings = [ruling for event in step["events"] for ruling in event["rulings"]]
    texts_ = [event["text"] for event in step["events"]]
    return {"kind": "explanation", "texts": texts_, "rulings": why(rulings, links)}


def _note(step: Mapping[str, Any], question: str | None = None) -> dict[str, Any]:
    """The author's note of a step, and under it an exercise's question, if one is asked."""
    return {"kind": "note", "lines": list(step["note"]), "question": question}


def _question(
    question: Mapping[str, Any] | None, names: Mapping[str, Any], lang: str
) -> str | None:
    """An exercise's question, under the note of the step where it is asked."""
    if question is None:
        return None
    seat = names["seats"][question["seat"]]
    return t(lang, f"ui.walk.question-{question['ask']}") % {"seat": seat}


def _table(
    caption: str, head: Sequence[str], rows: Sequence[Sequence[Any]], part: str
) -> dict[str, Any]:
    """A table of the hand (``templates/static.html``)."""
    return {"caption": caption, "head": list(head), "rows": rows, "part": part}


def contract(code: str, names: Mapping[str, Mapping[str, str]], lang: str) -> dict[str, Any]:
    """A contract as the ``contract_label`` macro says it: a suit with its symbol, or sans
    high or low."""
    if code in _SUIT_SYMBOLS:
        return {"symbol": _SUIT_SYMBOLS[code], "name": names["suits"].get(code, code)}
    return {"symbol": None, "name": t(lang, f"ui.walk.{code}")}


def _calls_table(
    steps: Sequence[Mapping[str, Any]],
    names: Mapping[str, Any],
    links: Mapping[str, Mapping[str, str]],
    lang: str,
) -> dict[str, Any]:
    """The calls of the standard game's bidding rounds: who, what happened, the note."""
    seats = names["seats"]
    rows = [
        [_text(seats[step["action"]["seat"]]), _explanation(step, links), _note(step)]
        for step in steps
    ]
    head = [t(lang, f"ui.walk.{key}") for key in ("player", "explanation", "note")]
    return _table(t(lang, "ui.walk.bidding"), head, rows, "calls")


def _bids_table(
    steps: Sequence[Mapping[str, Any]],
    names: Mapping[str, Any],
    links: Mapping[str, Mapping[str, str]],
    lang: str,
) -> dict[str, Any]:
    """Bid Euchre: each seat's bid or pass, then the high bidder's contract."""
    seats = names["seats"]
    rows = []
    for step in steps:
        action = step["action"]
        verb = action["action"]
        said: dict[str, Any]
        if verb == "bid":
            said = {"kind": "said", "verb": verb, "text": str(action["tricks"])}
        elif verb == "trump":
            said = {
                "kind": "contract",
                "verb": verb,
                "text": t(lang, "ui.walk.contract"),
                "contract": contract(action["contract"], names, lang),
            }
        else:
            said = {"kind": "said", "verb": verb, "text": t(lang, "ui.walk.passed")}
        rows.append([_text(seats[action["seat"]]), said, _explanation(step, links), _note(step)])
    head = [t(lang, f"ui.walk.{key}") for key in ("player", "bid", "explanation", "note")]
    return _table(t(lang, "ui.walk.bids"), head, rows, "bids")


def render_static(
    fence_id: str,
    data: Mapping[str, Any],
    links: Mapping[str, Mapping[str, str]],
    lang: str,
    verdicts: Mapping[int, str] | None = None,
) -> str:
    """The whole hand as tables, for a reader without JavaScript (and for reference):
    the deal, the bidding (the calls, or in Bid Euchre the bids and the contract), the
    tricks, and every step, with the analysis of its action when ``verdicts`` are given
    (``{step: what the action was worth}``)."""
    names = data["names"]
    cards, seats = names["cards"], names["seats"]
    steps = data["steps"]
    first = steps[0]["state"]
    deal_rows: list[list[dict[str, Any]]] = [
        [_text(seats[seat]), _cards(first["hands"][seat], cards, lang)] for seat in first["hands"]
    ]
    deal_rows.append([_text(t(lang, "ui.walk.dealer")), _text(seats[first["dealer"]])])
    if first["upcard"] is not None:
        deal_rows += [
            [
                _text(t(lang, "ui.walk.upcard")),
                {"kind": "card", "card": card(first["upcard"], cards, lang)},
            ],
            [_text(t(lang, "ui.walk.kitty")), _cards(first["kitty"], cards, lang)],
        ]
    call_steps: list[Mapping[str, Any]] = []
    play_steps: list[Mapping[str, Any]] = []
    for step in steps:
        action = step["action"]
        if action is None:
            continue
        (play_steps if action["action"] in PLAY_VERBS else call_steps).append(step)
    trick_rows: list[list[dict[str, Any]]] = []
    order = list(seats)
    for step in play_steps:
        table = step["state"]["table"]
        if table is None or table["winner"] is None:
            continue
        played = dict(table["plays"])
        trick_rows.append(
            [_text(str(len(trick_rows) + 1)), _text(seats[table["leader"]])]
            + [
                {"kind": "card", "card": card(played[seat], cards, lang)}
                if seat in played
                else _text("—")
                for seat in order
            ]
            + [_text(seats[table["winner"]])]
        )
    questions = data.get("questions", {})
    step_rows: list[list[dict[str, Any]]] = [
        [
            {
                "kind": "step",
                "walkthrough": fence_id,
                "index": index,
                "label": t(lang, "ui.walk.deal") if index == 0 else str(index),
            },
            _explanation(step, links),
            _note(step, _question(questions.get(str(index)), names, lang)),
        ]
        for index, step in enumerate(steps)
    ]
    step_head = ["step", "explanation", "note"]
    if verdicts is not None:
        for index, row in enumerate(step_rows):
            row.append({"kind": "verdict", "index": index, "text": verdicts.get(index, "")})
        step_head.append("analysis")
    keys = ("deal", "player", "cards", "explanation", "note", "tricks", "trick")
    tx = {key: t(lang, f"ui.walk.{key}") for key in (*keys, "leader", "winner", "steps", "step")}
    tx["analysis"] = t(lang, "ui.analysis.column")
    bid_euchre = str(data["rules"]).split()[0] == "bid-euchre"
    calls = (_bids_table if bid_euchre else _calls_table)(call_steps, names, links, lang)
    tables = [
        _table(tx["deal"], [tx["player"], tx["cards"]], deal_rows, "deal"),
        calls,
        _table(
            tx["tricks"],
            [tx["trick"], tx["leader"], *(seats[seat] for seat in order), tx["winner"]],
            trick_rows,
            "tricks",
        ),
        _table(tx["steps"], [tx[key] for key in step_head], step_rows, "steps"),
    ]
    return render_template("static.html", tables=tables, why=t(lang, "ui.walk.why"))


def _json_for_html(data: Any) -> str:
    """JSON that is safe inside ``<script type="application/json">``."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


#: Where the step data of the walkthroughs is written, relative to the site's root.
DATA_DIR = "assets/walkthroughs"


class DataFiles:
    """The step data of every walkthrough rendered in this build, one JSON file each, named
    by its content (``assets/walkthroughs/<hash>.json``): the page links to it and the
    widget fetches it when it is needed, so that the page's HTML stays small."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}

    @staticmethod
    def text(data: Any) -> str:
        """``data`` as the JSON text of its file."""
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    def add(self, body: str) -> str:
        """Keep the JSON text ``body`` (see :meth:`text`); return its path relative to the
        site's root."""
        encoded = body.encode("utf-8")
        path = f"{DATA_DIR}/{hashlib.sha256(encoded).hexdigest()[:16]}.json"
        self.files[path] = encoded
        return path

    def write(self, site_dir: Path) -> int:
        """Write every file kept into ``site_dir`` (the folder emptied first); the count."""
        folder = site_dir / DATA_DIR
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        for path, encoded in self.files.items():
            (site_dir / path).write_bytes(encoded)
        return len(self.files)

    def clear(self) -> None:
        self.files.clear()


#: The data files of the build in progress (written by the ``on_post_build`` hook).
DATA_FILES = DataFiles()

#: Run by the page as it is read, right after a walkthrough's first view: when the address
#: links to one of the walkthrough's steps, the page is scrolled to the view at once, so that
#: the first paint shows it, instead of when the page's scripts have arrived (a second
#: later or more on a slow line). Until the whole page is read, the page is made at least a
#: screen taller than the view's top, or the browser could scroll only as far as what it has
#: read so far. The widget does not scroll there again once built (a reader may have
#: scrolled on by then). The address's hash is compared, never decoded. An inline script:
#: the Content-Security-Policy allows it by its hash (csp.py), the same for every walkthrough.
SCROLL_TO_LINKED_VIEW = (
    "(script=>{const root=script.parentElement,view=script.previousElementSibling;"
    "if(!location.hash.startsWith(`#walk-${root.dataset.walkthrough}-step-`))return;"
    "const page=document.documentElement;"
    "page.style.minHeight=`${view.getBoundingClientRect().top+scrollY+innerHeight}px`;"
    'view.scrollIntoView({block:"start"});'
    'addEventListener("DOMContentLoaded",()=>page.style.removeProperty("min-height"),'
    "{once:true})})(document.currentScript)"
)


def render(
    fence: Fence,
    lang: str,
    current: str,
    homes: Mapping[str, str],
    path: Path,
    analyses: Mapping[str, Any] | None = None,
    title: str | None = None,
    files: DataFiles = DATA_FILES,
    first_views: Callable[[str], str | None] = FIRST_VIEWS,
) -> str:
    """The HTML that replaces one walkthrough block; with ``analyses`` (``{record without
    notes: its analysis}``), the analysis of its recorded actions too. Its region is named
    by ``title`` (the hand's heading), so that the regions of a page differ. The data of its
    steps goes to ``files`` and the region links to it (``data-walkthrough-src``); the
    widget's first view, drawn by ``first_views`` from the same JSON text, is in the page
    (see :mod:`site_hooks.prerender`)."""
    record = parse(fence, path)  # for its errors, placed in the page; the web API replays the text
    data = walkthrough(fence.record, catalog(lang))
    data["questions"] = exercises.questions(record, catalog(lang))
    links = ruling_links(lang, current, homes)
    payload = {
        "id": fence.id,
        "lang": lang,
        "record": fence.record,
        "texts": {
            **{key.removeprefix("ui.walk."): t(lang, key) for key in TEXTS},
            **{key.removeprefix("ui.walk."): plural_forms(lang, key) for key in PLURALS},
        },
        "rulings": links,
        "seat": fence.seat,
        "irregularities": any(
            step["action"] is not None and step["action"]["action"] in IRREGULAR_VERBS
            for step in data["steps"]
        ),
        **data,
    }
    payload["board"] = {"href": board_link(record, lang, current), "text": t(lang, "board.open")}
    hand_size = record.rules.hand_size
    found = None if analyses is None else analyses.get(without_comments(record))
    analysis = analysis_text.page_data(found, hand_size, lang)
    payload["analysis"] = analysis
    verdicts = None
    if analysis["positions"]:
        verdicts = {
            int(step): analysis_text.verdict(position)
            for step, position in analysis["positions"].items()
        }
    body = DataFiles.text(payload)  # the file's text, also what the first view is drawn from
    source = relative_url(DATA_DIR + "/", current) + posixpath.basename(files.add(body))
    view = first_views(body)
    # Shown at once when drawn at build time, inert until the script takes it over (its
    # controls do nothing before), and hidden by the style sheet from readers without
    # scripts, who read the tables; else shown by the script once it is built.
    return render_template(
        "walkthrough.html",
        id=fence.id,
        source=source,
        label=title or t(lang, "ui.walk.label"),
        intro=data["intro"],
        view=None if view is None else markup(view),
        scroll=markup(SCROLL_TO_LINKED_VIEW),
        static_title=t(lang, "ui.walk.static"),
        tables=markup(render_static(fence.id, data, links, lang, verdicts)),
        scripts=relative_url("assets/javascripts/", current),
    )


_TITLE = re.compile(r"^#[ \t].*$", re.MULTILINE)


def add_skip_link(markdown: str, lang: str, path: Path) -> str:
    """On a page whose first walkthrough comes after rulings (the standard rules), a link
    under the title to the first example hand: keyboard readers skip the rulings' links.

    >>> page = "# Rules { #t }\\n\\n[[ruling:deal]] Five cards.\\n\\n```walkthrough id=w\\n```\\n"
    >>> add_skip_link(page, "en", Path("x.md")).splitlines()[2]
    '<p class="site-skip"><a href="#walk-w" data-site-skip>Skip to the example hands</a></p>'
    """
    first = next(find_fences(markdown, path), None)
    if first is None or not RULING_MARKER.search(markdown, 0, first.start):
        return markdown
    title = _TITLE.search(blank_fences(markdown), 0, first.start)
    if title is None:
        return markdown
    link = render_template("skip_link.html", id=first.id, text=t(lang, "ui.walk.skip"))
    return f"{markdown[: title.end()]}\n\n{link}\n{markdown[title.end() :]}"


_HEADING = re.compile(r"^#{1,6}[ \t]+(?P<text>.*?)[ \t]*(?:\{[^}]*\})?[ \t]*$", re.MULTILINE)


def last_heading(markdown: str) -> str | None:
    """The text of the last heading of ``markdown`` (the title of what follows it).

    >>> last_heading("## Rules { #rules }\\n\\n### *Ordering* up { #order-up-example }\\n\\ntext")
    'Ordering up'
    """
    headings = _HEADING.findall(markdown)
    return (re.sub(r"[*_`]", "", headings[-1]).strip() or None) if headings else None


def replace_fences(
    markdown: str,
    lang: str,
    path: Path,
    current: str,
    homes: Mapping[str, str],
    analyses: Mapping[str, Any] | None = None,
    slots: dict[str, str] | None = None,
) -> str:
    """Replace every walkthrough block of a page's Markdown with its HTML (with the
    analyses of :mod:`site_hooks.analysis` when given). With ``slots``, the block becomes a
    placeholder (an HTML comment) and its HTML goes to ``slots``, for :func:`fill_slots` to
    put in the page's HTML: Markdown has no need to read it through.

    Raises :class:`WalkthroughError` (``path:line:column: reason``) for a bad record.
    """
    out: list[str] = []
    position = 0
    for fence in find_fences(markdown, path):
        title = last_heading(blank_fences(markdown[: fence.start]))
        html = render(fence, lang, current, homes, path, analyses, title)
        if slots is not None:
            slot = f"<!--walkthrough-slot:{len(slots)}-->"
            slots[slot] = html
            html = f"\n\n{slot}\n\n"
        out += [markdown[position : fence.start], html]
        position = fence.end
    if not out:
        return markdown
    out.append(markdown[position:])
    return "".join(out)


def fill_slots(html: str, slots: Mapping[str, str]) -> str:
    """Put each walkthrough's HTML in the place of its placeholder (see
    :func:`replace_fences`).

    >>> slot = "<!--walkthrough-slot:0-->"
    >>> fill_slots("<p>a</p>\\n" + slot + "\\n", {slot: "<div></div>"})
    '<p>a</p>\\n<div></div>\\n'
    """
    for slot, walkthrough_html in slots.items():
        if slot not in html:
            raise LookupError(f"the page lost the place of a walkthrough ({slot})")
        html = html.replace(slot, walkthrough_html, 1)
    return html
