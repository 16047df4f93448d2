"""The static version of a walkthrough: the whole hand as tables (the deal, the bidding,
the tricks, every step with its explanation and note), readable without JavaScript and
printed. Python gathers the rows as data (:func:`render_static`); every tag is in
``templates/static.html`` and ``templates/macros.html`` (the card face, the "why?" box, the
contract label), rendered by :mod:`site_hooks.render`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from site_hooks.render import render as render_template
from site_hooks.texts import t

#: The verbs of the irregularities: a walkthrough that records one offers the reader the
#: controls to record them too.
IRREGULAR_VERBS = frozenset({"revoke", "take-back", "claim", "misdeal", "out-of-turn"})
#: The verbs of the actions of the play, shown with the tricks rather than the bidding (a
#: misdeal and a call out of turn are shown with the bidding, a card out of turn with the
#: tricks: :func:`is_play`).
PLAY_VERBS = frozenset({"play", "revoke", "take-back", "claim"})
_SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
_RED = {"d", "h"}


def is_play(action: Mapping[str, Any]) -> bool:
    """Whether an action (as JSON) belongs to the play of the tricks."""
    if action["action"] == "out-of-turn":
        return bool(action["act"]["action"] == "play")
    return action["action"] in PLAY_VERBS


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


def _note(
    step: Mapping[str, Any], question: str | None = None, mistake: str | None = None
) -> dict[str, Any]:
    """The author's note of a step, and under it an exercise's question, if one is asked;
    over it ``mistake``, the label of an action the record marks a mistake."""
    return {"kind": "note", "lines": list(step["note"]), "question": question, "mistake": mistake}


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
        elif verb == "pass":
            said = {"kind": "said", "verb": verb, "text": t(lang, "ui.walk.passed")}
        else:  # an irregularity: what happened is in the explanation
            said = {"kind": "said", "verb": verb, "text": "—"}
        rows.append([_text(seats[action["seat"]]), said, _explanation(step, links), _note(step)])
    head = [t(lang, f"ui.walk.{key}") for key in ("player", "bid", "explanation", "note")]
    return _table(t(lang, "ui.walk.bids"), head, rows, "bids")


def render_static(
    fence_id: str,
    data: Mapping[str, Any],
    links: Mapping[str, Mapping[str, str]],
    lang: str,
    verdicts: Mapping[int, str] | None = None,
    lines: Mapping[int, str] | None = None,
) -> str:
    """The whole hand as tables, for a reader without JavaScript (and for reference):
    the deal, the bidding (the calls, or in Bid Euchre the bids and the contract), the
    tricks, and every step, with the analysis of its action when ``verdicts`` are given
    (``{step: what the action was worth}``), and after a costly one the line of the best
    choice in words (``lines``, ``{step: the line}``)."""
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
        (play_steps if is_play(action) else call_steps).append(step)
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
            _note(
                step,
                _question(questions.get(str(index)), names, lang),
                t(lang, "ui.walk.mistake") if step.get("mistake") else None,
            ),
        ]
        for index, step in enumerate(steps)
    ]
    step_head = ["step", "explanation", "note"]
    if verdicts is not None:
        for index, row in enumerate(step_rows):
            line = (lines or {}).get(index, "")
            row.append(
                {"kind": "verdict", "index": index, "text": verdicts.get(index, ""), "line": line}
            )
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
