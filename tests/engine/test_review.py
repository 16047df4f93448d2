"""The review of a hand (issue 26, item 7): every decision with what it cost, the largest
mistakes first, each seat's accuracy; ``python -m engine review`` in every language and as
JSON, its errors positioned; the browser method ``review``.

The ordering, the costs and the accuracy are checked on an analysis written here (its
values fixed, in the fields every analysis keeps), so that they hold however calls and
plays come to be valued; the rest on real records, with few samples."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import BASE_DEAL, HANDS

from engine import web
from engine.__main__ import main
from engine.analysis import analyse_record, cost
from engine.analysis import review as reviews
from engine.analysis.review import in_words, review, review_record
from engine.narration import Catalog, load_catalog
from engine.records import parse_record
from engine.web_values import BadRequestError


def _call(seat: str, verb: str, points: float, **extra: Any) -> dict[str, Any]:
    action = {"seat": seat, "action": verb, **extra}
    return {"action": action, "expected_points": points, "margin": 0.0, "made": 0.5}


def _card(
    seat: str, verb: str, card: str, makers: int, points: dict[str, int], seen: int
) -> dict[str, Any]:
    """A play or discard option; ``seen``: the acting side's tricks (as every analysis
    values it, with every card seen or from what the player saw: the same here)."""
    return {
        "action": {"seat": seat, "action": verb, "card": card},
        "makers_tricks": makers,
        "points": points,
        "seen": seen,
        "seen_margin": 0.0,
    }


def _position(
    step: int, seat: str, phase: str, options: list[dict[str, Any]], best: int, played: int
) -> dict[str, Any]:
    sampled = phase.startswith("round")
    position: dict[str, Any] = {
        "step": step,
        "played": options[played]["action"],
        "rules": "standard",
        "seat": seat,
        "phase": phase,
        "makers": "EW",
        "method": "sampled" if sampled else "double-dummy",
        "options": options,
        "best": [options[best]["action"]],
    }
    if sampled:
        position.update(samples=4, settled=True)
    else:
        position.update(seen_samples=4, best_open=[options[best]["action"]])
    return position


#: East passes where ordering up was worth 0.7 more (step 1); North discards the ten of
#: diamonds, which gives East and West a fifth trick (step 2: a trick, a point); East leads
#: the right bower, best (step 3); South plays the ace of clubs where the king would have
#: euchred the makers (step 4: a trick, three points: -1 instead of +2).
ANALYSED: dict[str, Any] = {
    "rules": "standard",
    "positions": [
        _position(
            1,
            "E",
            "round-1",
            [
                _call("E", "pass", 0.5),
                _call("E", "order-up", 1.2, alone=False),
                _call("E", "order-up", 0.9, alone=True),
            ],
            best=1,
            played=0,
        ),
        _position(
            2,
            "N",
            "discard",
            [
                _card("N", "discard", "9c", 4, {"NS": 0, "EW": 1}, 1),
                _card("N", "discard", "Td", 5, {"NS": 0, "EW": 2}, 0),
            ],
            best=0,
            played=1,
        ),
        _position(
            3,
            "E",
            "play",
            [
                _card("E", "play", "Jh", 5, {"NS": 0, "EW": 2}, 5),
                _card("E", "play", "9s", 3, {"NS": 0, "EW": 1}, 3),
            ],
            best=0,
            played=0,
        ),
        _position(
            4,
            "S",
            "play",
            [
                _card("S", "play", "Ac", 3, {"NS": 0, "EW": 1}, 2),
                _card("S", "play", "Kc", 2, {"NS": 2, "EW": 0}, 3),
            ],
            best=1,
            played=0,
        ),
    ],
}

#: East has ordered up, North discarded, East led the nine of spades (not best).
#: North, out of spades, throws a club under West's ace instead of trumping it: more than a
#: trick lost as North saw it, and three quarters of a point.
SHORT = (
    f"rules: standard\n{BASE_DEAL}\nE order-up\nN discard 9c\n"
    "E play 9s, S play Qs, W play As, N play Tc\n"
)


def test_the_largest_mistakes_come_first() -> None:
    result = review(ANALYSED)
    assert [d["step"] for d in result["decisions"]] == [4, 2, 1, 3]
    assert [d["lost"] for d in result["decisions"]] == [True, True, True, False]


def test_costs_in_points_and_tricks() -> None:
    by_step = {d["step"]: d for d in review(ANALYSED)["decisions"]}
    assert (by_step[1]["points"], by_step[1]["tricks"]) == (pytest.approx(0.7), None)
    assert (by_step[2]["points"], by_step[2]["tricks"]) == (1.0, 1)
    assert (by_step[3]["points"], by_step[3]["tricks"]) == (0, 0)
    assert (by_step[4]["points"], by_step[4]["tricks"]) == (3.0, 1)
    assert by_step[4]["played"] == {"seat": "S", "action": "play", "card": "Ac"}
    assert by_step[1]["method"] == "sampled" and by_step[4]["phase"] == "play"


def test_accuracy_per_seat_in_the_tables_order() -> None:
    seats = review(ANALYSED)["seats"]
    assert [s["seat"] for s in seats] == ["N", "E", "S"]
    east = seats[1]
    assert (east["decisions"], east["valued"], east["clean"], east["accuracy"]) == (2, 2, 1, 0.5)
    assert seats[0]["accuracy"] == 0.0 and seats[2]["accuracy"] == 0.0


def test_a_decision_without_a_value_comes_last_and_out_of_the_accuracy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = cost
    monkeypatch.setattr(reviews, "cost", lambda a, p: None if p["seat"] == "N" else real(a, p))
    result = review(ANALYSED)
    assert [d["step"] for d in result["decisions"]] == [4, 1, 3, 2]
    last = result["decisions"][-1]
    assert (last["lost"], last["points"], last["tricks"]) == (None, None, None)
    north = result["seats"][0]
    assert (north["decisions"], north["valued"], north["accuracy"]) == (1, 0, None)


def test_every_decision_of_a_record_is_reviewed_once() -> None:
    record = parse_record((HANDS / "euchre.txt").read_text(encoding="utf-8"))
    analysed = analyse_record(record, samples=2)
    result = review(analysed)
    steps = sorted(position["step"] for position in analysed["positions"])
    assert sorted(d["step"] for d in result["decisions"]) == steps
    assert sum(s["decisions"] for s in result["seats"]) == len(steps)
    for seat in result["seats"]:
        mine = [d for d in result["decisions"] if d["seat"] == seat["seat"]]
        assert seat["clean"] == sum(1 for d in mine if d["lost"] is False)
    # The order: mistakes (largest first), then the rest in the order of the hand.
    lost = [d for d in result["decisions"] if d["lost"]]
    assert result["decisions"][: len(lost)] == lost
    rest = result["decisions"][len(lost) :]
    assert [d["step"] for d in rest if d["lost"] is False] == sorted(
        d["step"] for d in rest if d["lost"] is False
    )


def test_in_words(english: Catalog) -> None:
    worded = in_words(review(ANALYSED), english)
    first = worded["decisions"][0]["text"]
    assert first == {
        "seat": "South",
        "choice": "ace of clubs",
        "points": "3.0",
        "tricks": "1",
        "cost": "Points lost: 3.0; tricks lost: 1",
    }
    call = next(d for d in worded["decisions"] if d["step"] == 1)["text"]
    assert (call["choice"], call["tricks"], call["cost"]) == (
        "Pass",
        "\N{EN DASH}",
        "Points lost: 0.7",
    )
    assert worded["decisions"][-1]["text"]["cost"] == "Nothing lost"
    east = worded["seats"][1]["text"]
    assert east == {"seat": "East", "accuracy": "50% (1 of 2)"}


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def short(tmp_path: Path) -> Path:
    record = tmp_path / "short.txt"
    record.write_text(SHORT, encoding="utf-8")
    return record


def test_review_json(capsys: pytest.CaptureFixture[str], short: Path) -> None:
    status, out, _ = run(capsys, "review", str(short), "--json", "--samples", "2")
    assert status == 0
    data = json.loads(out)
    assert list(data) == ["rules", "decisions", "seats"]
    assert data == review_record(parse_record(SHORT), samples=2)
    lead = data["decisions"][0]
    # North's club under West's ace loses 1.19 tricks and 0.75 points as North saw it.
    assert (lead["step"], lead["seat"], lead["lost"], lead["tricks"]) == (6, "N", True, 1.19)
    assert lead["points"] == 0.75
    assert list(lead) == [
        "step",
        "seat",
        "phase",
        "method",
        "played",
        "points",
        "tricks",
        "lost",
    ]
    assert [s["seat"] for s in data["seats"]] == ["N", "E", "S", "W"]


@pytest.mark.parametrize("lang", ["en", "sv", "pl", "da", "fr"])
def test_review_prints_a_table(
    capsys: pytest.CaptureFixture[str], short: Path, locale_dir: Path, lang: str
) -> None:
    args = ("review", str(short), "--samples", "2", "--lang", lang, "--locale-dir", str(locale_dir))
    status, out, _ = run(capsys, *args)
    assert status == 0
    lines = out.rstrip("\n").split("\n")
    # The title, the header, six decisions, the accuracy's title, the four players.
    assert len(lines) == 1 + 1 + 6 + 1 + 4
    assert "review." not in out and "%(" not in out
    catalog = load_catalog(lang, locale_dir)
    assert lines[0] == catalog.gettext("review.title")
    assert lines[2].split()[0] == "6"  # the costly club first
    assert lines[8] == catalog.gettext("review.accuracy")
    if lang == "en":
        assert lines[1].split() == ["Step", "Player", "Choice", "Points", "lost", "Tricks", "lost"]
        assert lines[2].split() == ["6", "North", "ten", "of", "clubs", "0.8", "1.2"]
        assert lines[9].split() == ["North", "50%", "(1", "of", "2)"]
    if lang == "fr":
        assert "\u202f:" in lines[0]
        assert lines[2].split()[-2:] == ["0,8", "1,2"]


def test_review_of_a_record_without_decisions(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, locale_dir: Path
) -> None:
    record = tmp_path / "dealt.txt"
    record.write_text(f"rules: standard\n{BASE_DEAL}", encoding="utf-8")
    status, out, _ = run(capsys, "review", str(record), "--locale-dir", str(locale_dir))
    assert status == 0 and out == "Nothing to review: the record has no decision.\n"


def test_review_errors_give_file_line_and_reason(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, locale_dir: Path
) -> None:
    record = tmp_path / "bad.txt"
    record.write_text("rules: standard\ndealer: N\nN: 9c Tc Qc 9d 1d\n", encoding="utf-8")
    status, out, err = run(capsys, "review", str(record), "--locale-dir", str(locale_dir))
    assert status == 1 and out == ""
    assert err.startswith(f"{record}:3:16: “1d” is not a card")
    illegal = tmp_path / "illegal.txt"
    illegal.write_text(f"rules: standard\n{BASE_DEAL}\nE order-up\nN play 9c\n", encoding="utf-8")
    status, _, err = run(
        capsys, "review", str(illegal), "--json", "--lang", "sv", "--locale-dir", str(locale_dir)
    )
    assert status == 1 and err == f"{illegal}:11:1: No card is played before trumps are fixed.\n"
    status, _, err = run(
        capsys,
        "review",
        str(illegal),
        "--samples",
        "0",
        "--lang",
        "sv",
        "--locale-dir",
        str(locale_dir),
    )
    assert status == 2 and err.startswith("--samples: Antalet slumpade givar")


@pytest.fixture
def web_english(locale_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``engine.web.call`` loads its catalogues from the compiled test catalogues."""
    monkeypatch.setattr(web, "load_catalog", lambda lang: load_catalog(lang, locale_dir))
    web._catalog.cache_clear()
    yield
    web._catalog.cache_clear()


def test_web_review_method(web_english: None, english: Catalog) -> None:
    asked = json.loads(web.call("review", json.dumps({"record": SHORT, "samples": 2})))
    assert asked == json.loads(
        json.dumps(in_words(review_record(parse_record(SHORT), samples=2), english))
    )
    # A walkthrough's page sends its analysis, made at build time: reviewed as it is.
    given = json.loads(
        web.call("review", json.dumps({"record": SHORT, "analysis": ANALYSED, "lang": "en"}))
    )
    assert [d["step"] for d in given["decisions"]] == [4, 2, 1, 3]
    refused = json.loads(web.call("review", json.dumps({"record": "rules: standard\ndealer: X"})))
    assert refused["error"] and refused["line"] == 2
    for samples in (0, web.MAX_SAMPLES + 1, "3", 10**12):  # refused, in the page's language
        refusal = json.loads(
            web.call("review", json.dumps({"record": SHORT, "samples": samples, "lang": "en"}))
        )
        assert refusal["error"] == "bad-samples"
        assert (
            refusal["text"] == "The number of random deals must be a whole number from 1 to 1024."
        )
    bad: dict[str, Any]
    for bad in (
        {"analysis": [1]},
        {"analysis": {"positions": [{}]}},
    ):
        with pytest.raises(BadRequestError):
            web.call("review", json.dumps({"record": SHORT, **bad}))
