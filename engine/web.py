"""The engine's entry point in the browser (Pyodide): the browser API.

Every browser call takes and returns JSON text, so that nothing but strings crosses
between JavaScript and Python: :func:`call` runs one method of :data:`METHODS` by name.
The answers are data (ids, codes, cards; each action with its ``key``, the id the page
compares actions by) and, where a method is given a ``lang``, the engine's sentences in
that language from the compiled catalogues inside the package.

The methods' work is done by three modules this one gathers: :mod:`engine.web_values`
(events, refusals, actions, names and rules facts as JSON), :mod:`engine.web_steps` (a
walkthrough's steps and the reader's line of play: :func:`walkthrough`, :func:`check`,
:func:`branch`, :func:`analyse`; the same code explains a walkthrough at build time) and
:mod:`engine.web_board` (the reader's board: :func:`board`).

>>> import json
>>> json.loads(call("rulings", "{}"))["count"] == len(RULINGS)
True
>>> from engine.narration import DictCatalog
>>> record = '''rules: standard
... dealer: N
... N: 9c Tc Qc 9d Td
... E: Jh Jd Ah Kh 9s
... S: Ac Kc 9h Th Qs
... W: Ad Kd Qd As Ks
... upcard: Qh
... # East holds the two red jacks.
... E order-up'''
>>> english = DictCatalog({"event.order-up": "%(seat)s orders up.", "seat.E": "East"})
>>> steps = walkthrough(record, english)["steps"]
>>> len(steps), steps[1]["action"], steps[1]["note"]
(2, {'seat': 'E', 'action': 'order-up', 'alone': False, 'key': 'order-up'}, \
['East holds the two red jacks.'])
>>> steps[1]["events"][0]["text"], steps[1]["state"]["turn"]
('East orders up.', 'N')
>>> check(record, 1, [], {"seat": "E", "action": "discard", "card": "9s"}, english)["code"]
'not-your-turn'

Bid Euchre works the same way: its actions are bids, passes and the high bidder's choice
of contract (``{"seat": "N", "action": "trump", "contract": "sans-low"}``), and each
step's state gives the bids so far, the high bid and bidder, and the contract.

>>> bids = '''rules: bid-euchre
... dealer: N
... N: Jd Jh Ad Kd Qd 9s
... E: As Ks Qs Ac Kc 9h
... S: Td 9d Ah Kh Tc 9c
... W: Js Jc Ts Qc Qh Th
... E bid 4'''
>>> state = walkthrough(bids, english)["steps"][1]["state"]
>>> state["bids"], state["high_bid"], state["high_bidder"], state["upcard"]
([{'seat': 'E', 'tricks': 4}], 4, 'E', None)
>>> refusal = check(bids, 1, [], {"seat": "S", "action": "bid", "tricks": 4}, english)
>>> refusal["code"], refusal["ruling"]
('bid-too-low', 'bid-euchre-bidding')
"""

from __future__ import annotations

import datetime
import functools
import json
import platform
import sys
from collections.abc import Callable
from typing import Any

from engine import analysis, links, practice
from engine.analysis import review as reviews
from engine.analysis.text import in_words
from engine.errors import EngineError
from engine.narration import Catalog, load_catalog, sentence
from engine.practice_text import in_words as practice_words
from engine.records import format_record, parse_record
from engine.rules import Rules
from engine.rulings import RULINGS
from engine.web_board import PLAYERS, board
from engine.web_steps import analyse, branch, check, walk, walkthrough
from engine.web_values import (
    JSON,
    BadRequestError,
    action_from_json,
    event_to_json,
    int_param,
    list_param,
    names,
    offered,
    refusal_to_json,
    rules_facts,
)

__all__ = [
    "MAX_SAMPLES",
    "METHODS",
    "PLAYERS",
    "BadRequestError",
    "UnknownMethodError",
    "action_from_json",
    "analyse",
    "board",
    "branch",
    "call",
    "check",
    "event_to_json",
    "info",
    "names",
    "offered",
    "refusal_to_json",
    "review",
    "rules_facts",
    "walk",
    "walkthrough",
]

Handler = Callable[[dict[str, Any]], Any]


class UnknownMethodError(ValueError):
    """Raised for a method the browser API does not have."""


def info() -> str:
    """What is running: the Python implementation and version, and the engine's size."""
    return json.dumps(
        {
            "python": platform.python_version(),
            "platform": sys.platform,
            "rulings": len(RULINGS),
        }
    )


# --- The browser API ----------------------------------------------------------------------


@functools.cache
def _catalog(lang: str) -> Catalog:
    """The compiled catalogue of a language (inside the engine's archive in the browser)."""
    if not (isinstance(lang, str) and lang.isalpha()):
        raise BadRequestError(f"not a language: {lang!r}")
    return load_catalog(lang)


def _board(params: JSON) -> JSON:
    return board(params, _catalog(params.get("lang", "en")))


def _rules(params: JSON) -> JSON:
    rules = Rules.parse(str(params.get("rules", "standard")))
    return {**rules_facts(rules), "names": names(rules, _catalog(params.get("lang", "en")))}


def _encode(params: JSON) -> JSON:
    step = params.get("step")
    if step is not None:
        step = int_param(params, "step")
    text = str(params["record"])
    return {
        "link": links.encode(parse_record(text), None, step),
        "plain": links.record_fragment(text, step),
    }


def _decode(params: JSON) -> JSON:
    hand = links.decode(str(params.get("link", "")))
    return {
        "record": format_record(hand.record),
        "seed": hand.seed,
        "step": hand.step,
        "steps": hand.steps,
    }


def _rulings(params: JSON) -> JSON:
    return {"count": len(RULINGS), "ids": list(RULINGS)}


def _walkthrough(params: JSON) -> JSON:
    return walkthrough(str(params["record"]), _catalog(params.get("lang", "en")))


def _check(params: JSON) -> JSON:
    return check(
        str(params["record"]),
        int_param(params, "step"),
        list_param(params, "actions"),
        params["action"],
        _catalog(params.get("lang", "en")),
    )


def _branch(params: JSON) -> JSON:
    return branch(
        str(params["record"]),
        int_param(params, "step"),
        list_param(params, "actions"),
        _catalog(params.get("lang", "en")),
        best=params.get("line") is True,
    )


#: The most layouts a browser call analysis may deal (:data:`engine.analysis.MAX_SAMPLES`).
MAX_SAMPLES = analysis.MAX_SAMPLES


def _analyse(params: JSON) -> JSON:
    return analyse(
        str(params["record"]),
        int_param(params, "step"),
        list_param(params, "actions"),
        _catalog(params.get("lang", "en")),
        samples=_samples(params),
        seed=int_param(params, "seed") if "seed" in params else 0,
    )


def _samples(params: JSON) -> int | None:
    """The most layouts asked for (``None``: the engine's default for the rules), or the
    engine's refusal ``bad-samples`` (answered to the browser as an error with its reason
    in the page's language)."""
    samples = params.get("samples")
    return None if samples is None else analysis.checked_samples(samples)


def review(
    text: str,
    catalog: Catalog,
    analysed: JSON | None = None,
    *,
    samples: int | None = None,
    seed: int = 0,
) -> JSON:
    """The review of a hand record (:mod:`engine.analysis.review`) with its words in the
    catalogue's language (:func:`engine.analysis.review.in_words`). ``analysed``, the
    record's :func:`~engine.analysis.analyse_record` already made (a walkthrough's, from
    its page), is reviewed as it is; without it the record is analysed here."""
    if analysed is None:
        result = reviews.review_record(parse_record(text), samples=samples, seed=seed)
    else:
        try:
            result = reviews.review(analysed)
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise BadRequestError(f"'analysis' is not a record's analysis: {error}") from None
    return reviews.in_words(result, catalog)


def _review(params: JSON) -> JSON:
    analysed = params.get("analysis")
    if analysed is not None and not (
        isinstance(analysed, dict) and isinstance(analysed.get("positions"), list)
    ):
        raise BadRequestError("'analysis' must be a record's analysis")
    return review(
        str(params["record"]),
        _catalog(params.get("lang", "en")),
        analysed,
        samples=_samples(params),
        seed=int_param(params, "seed") if "seed" in params else 0,
    )


#: The longest practice theme read from a request.
_THEME_LIMIT = 40


def _practice(params: JSON) -> JSON:
    catalog = _catalog(params.get("lang", "en"))
    if "link" in params:
        found = practice.from_link(str(params["link"]))
    elif "date" in params:
        text = str(params["date"])
        try:
            day = datetime.date.fromisoformat(text) if len(text) == 10 else None
        except ValueError:
            day = None
        if day is None:
            raise BadRequestError("'date' must be a date, YYYY-MM-DD")
        found = practice.daily(day)
    else:
        theme = str(params.get("theme", practice.MIX))[:_THEME_LIMIT]
        found = practice.find(theme, int_param(params, "seed"))
    words = practice_words(found, found["record"].replay(), catalog)
    return {**words, "names": names(found["record"].rules, catalog)}


def _describe(params: JSON) -> JSON:
    analysed = params["analysis"]
    if not isinstance(analysed, dict):
        raise BadRequestError("'analysis' must be an analysis")
    return in_words(analysed, _catalog(params.get("lang", "en")))


#: The browser API: ``{method: handler}``; every handler takes and returns JSON-able data.
#:
#: - ``rulings`` ``{}`` → ``{"count", "ids"}``;
#: - ``walkthrough`` ``{"record", "lang"}`` → the steps (see :func:`walkthrough`);
#: - ``check`` ``{"record", "step", "actions", "action", "lang"}`` → ``{"legal": true}``
#:   or a refusal ``{"legal": false, "code", "params", "ruling", "text"}``;
#: - ``branch`` ``{"record", "step", "actions", "lang", "line"?}`` → ``{"legal": true,
#:   "steps"}`` or the refusal of the first illegal action, with its ``"index"``; with
#:   ``"line": true`` the rest of the deal is the engine's line (:mod:`engine.analysis.line`);
#: - ``analyse`` ``{"record", "step", "actions", "samples"?, "seed"?, "lang"?}`` → the
#:   analysis of the next decision after step ``step`` and the reader's ``actions`` (see
#:   :func:`engine.analysis.analyse`: ``{"rules", "seat", "phase", "makers", "method",
#:   "options", "best"}``, ``"samples"`` too for a call), or the refusal of the first
#:   illegal action with its ``"index"`` (its text in ``lang``, default ``en``), or
#:   ``{"error": "nothing-to-analyse", ...}`` between deals and after the game.
#: - ``describe`` ``{"analysis", "lang"}`` → the analysis (of ``analyse``, or several
#:   chunks of it merged) with its words in ``lang`` (see
#:   :func:`engine.analysis.text.in_words`);
#: - ``review`` ``{"record", "analysis"?, "samples"?, "seed"?, "lang"?}`` → the review of
#:   the record (see :func:`review`: ``{"rules", "decisions", "seats"}`` with their
#:   ``text`` in ``lang``), from ``analysis`` (the record's ``analyse_record``, as a
#:   walkthrough's page has it) when given, else analysed here; a record the engine
#:   cannot read answers its refusal (``{"error", "line", "column", ...}``);
#: - ``board`` (see :func:`board`) → the steps of the reader's hand, its link and the
#:   :func:`rules_facts` of its rules;
#: - ``rules`` ``{"rules", "lang"?}`` → the :func:`rules_facts` of a rules string and
#:   their ``names`` (see :func:`names`), or the rules' refusal ``{"error", ...}``;
#: - ``encode`` ``{"record", "step"}`` → ``{"link", "plain"}``, the compact and plain
#:   fragments of a record (:mod:`engine.links`);
#: - ``decode`` ``{"link"}`` → ``{"record", "seed", "step", "steps"}``;
#: - ``practice`` ``{"theme", "seed", "lang"?}``, ``{"date", "lang"?}`` (the daily hand of
#:   an ISO date) or ``{"link", "lang"?}`` (a position's ``h1=…``) → the practice position
#:   as its player sees it, its answer and why, in ``lang`` (see
#:   :func:`engine.practice_text.in_words`), or the refusal of the theme, seed or link.
METHODS: dict[str, Handler] = {
    "rulings": _rulings,
    "walkthrough": _walkthrough,
    "check": _check,
    "branch": _branch,
    "analyse": _analyse,
    "describe": _describe,
    "review": _review,
    "board": _board,
    "rules": _rules,
    "encode": _encode,
    "decode": _decode,
    "practice": _practice,
}


def _reason(error: EngineError, lang: object) -> str:
    try:
        catalog = _catalog(lang if isinstance(lang, str) else "en")
    except (BadRequestError, OSError):
        return str(error)
    defaults = {"seat": "?"}
    return sentence(error.refusal.message, error.params, catalog, defaults)


def call(method: str, params_json: str) -> str:
    """Run one browser API method with JSON parameters; return its JSON answer.

    A record or link the engine cannot read, or a hand it refuses, answers ``{"error":
    code, "line", "column", "ruling", "text"}``: ``text`` is the reason in the language of
    ``lang`` (English by default), ``line`` and ``column`` are ``null`` but for a record.
    """
    try:
        handler = METHODS[method]
    except KeyError:
        raise UnknownMethodError(f"the engine has no browser method {method!r}") from None
    params = json.loads(params_json)
    if not isinstance(params, dict):
        raise BadRequestError("the parameters must be a JSON object")
    try:
        answer = handler(params)
    except EngineError as error:
        answer = {
            "error": error.code,
            "line": getattr(error, "line", None),
            "column": getattr(error, "column", None),
            "ruling": error.ruling,
            "text": _reason(error, params.get("lang", "en")),
        }
    return json.dumps(answer, ensure_ascii=False)
