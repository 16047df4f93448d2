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
the site is built: :data:`site_hooks.walkthrough_data.DATA_FILES`), which the widget
(``walkthrough.mjs``) fetches when the walkthrough comes near the reader's view, so the
page's HTML stays small. This module
gathers the data; the HTML comes from ``templates/walkthrough.html`` and, for the static
tables, :mod:`site_hooks.walkthrough_static` (``templates/static.html``).

``seat=S`` (optional) seats the reader at South at first: the other hands are hidden until
they choose otherwise (a lesson in which the reader plays one seat). Every walkthrough id
stands on the same page in every language with the same seat and the same record once
comments are removed (:func:`check_pages`); a record that cannot be read or replayed, or
that differs between languages, fails the build at ``docs/<lang>/<page>.md:LINE:COLUMN``.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.errors import NotationError
from engine.links import encode as encode_link
from engine.links import strip_comments
from engine.narration import Catalog
from engine.records import Record, RecordedAction, format_record, parse_record
from engine.rulings import RULINGS
from engine.seats import Seat
from engine.web import refusal_to_json, walkthrough
from site_hooks import analysis_text, comment_views, exercises, texts
from site_hooks.content import DOCS, LANGUAGES, RULING_MARKER, blank_fences
from site_hooks.prerender import FIRST_VIEWS
from site_hooks.problems import Problem, relative
from site_hooks.render import markup
from site_hooks.render import render as render_template
from site_hooks.texts import plural_forms, t
from site_hooks.walkthrough_data import DATA_DIR, DATA_FILES, PLURALS, TEXTS, DataFiles
from site_hooks.walkthrough_review import render_review
from site_hooks.walkthrough_review import texts as review_texts
from site_hooks.walkthrough_static import IRREGULAR_VERBS, render_static

#: A walkthrough fence: ```walkthrough id=ID … ``` (or with ~~~), not indented.
FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})[ \t]*walkthrough\b(?P<args>[^\n]*)\n"
    r"(?P<body>.*?)^(?P=fence)[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


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
    """The fence's record as the reader sees it (its comments' view markers taken away:
    :mod:`site_hooks.comment_views`), or :class:`WalkthroughError` at its page line and
    column (the fence's line for a seat that does not play)."""
    return comment_views.strip(parse_raw(fence, path))


def parse_raw(fence: Fence, path: Path) -> Record:
    """The fence's record as written, its comments' view markers included (else as
    :func:`parse`)."""
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


def check_views(fence: Fence, record: Record, path: Path) -> list[Problem]:
    """The comments of the fence's ``record`` (:func:`parse_raw`) in a player's view that
    say where a card lies that the player has not seen (:mod:`site_hooks.comment_views`;
    English comments), at their page lines."""
    return [
        PlacedProblem(path, fence.line + line - 1, f"walkthrough {fence.id!r}: {reason}")
        for line, reason in comment_views.unseen_holdings(record, fence.seat)
    ]


def without_comments(record: Record) -> str:
    """The record's canonical text without the author's notes, to compare languages."""
    return format_record(record.map_comments(lambda comment: ()))


def recorded_steps(record: Record) -> Iterator[tuple[int, RecordedAction]]:
    """Each recorded action with its walkthrough step (step 0 is the first deal; each
    deal counts as a step), the step whose position the analysis gives as ``step``."""
    step = 0
    for deal_number, deal in enumerate(record.deals):
        if deal_number:
            step += 1  # the deal
        for recorded in deal.actions:
            step += 1
            yield step, recorded


def check_pages(
    docs: Path = DOCS, languages: Sequence[str] = LANGUAGES, default: str = "en"
) -> list[Problem]:
    """Every walkthrough of every page: readable, replayable, unique on its page, the same
    (comments aside) on the same page in every language, and no comment in a player's view
    resting on a card that player has not seen (:func:`check_views`)."""
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
                    record = parse_raw(fence, path)  # its markers go with its comments
                    by_key[key] = (without_comments(record), fence.seat, path, fence.line - 1)
                    if lang == default:
                        problems.extend(check_views(fence, record, path))
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
    notes: its analysis}``), the analysis of its recorded actions and the review of the hand too
    (:mod:`site_hooks.walkthrough_review`). Its region is named
    by ``title`` (the hand's heading), so that the regions of a page differ. The data of its
    steps goes to ``files`` and the region links to it (``data-walkthrough-src``); the
    widget's first view, drawn by ``first_views`` from the same JSON text, is in the page
    (see :mod:`site_hooks.prerender`)."""
    record = parse(fence, path)  # for its errors, placed in the page; the web API replays the text
    data = walkthrough(fence.record, catalog(lang))
    data["questions"] = exercises.questions(record, catalog(lang))
    for step, recorded in recorded_steps(record):
        if recorded.mistake:  # marked by the author, held to the analysis (analysis_checks)
            data["steps"][step]["mistake"] = True
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
    payload["review"] = {"texts": review_texts(lang)}
    verdicts = lines = None
    if analysis["positions"]:
        positions = analysis["positions"].items()
        verdicts = {int(step): analysis_text.verdict(position) for step, position in positions}
        lines = {int(step): analysis_text.line(position) for step, position in positions}
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
        tables=markup(
            render_static(fence.id, data, links, lang, verdicts, lines)
            + render_review(fence.id, found, lang)
        ),
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
