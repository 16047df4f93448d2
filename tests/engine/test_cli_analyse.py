"""The command line's ``python -m engine analyse``: the JSON of the issue, the tables in
every language, and errors positioned as ``replay`` positions them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import BASE_DEAL, HANDS

from engine.__main__ import main
from engine.narration import load_catalog

#: East has ordered up and North discarded: East leads.
PLAYING = f"rules: standard\n{BASE_DEAL}\nE order-up\nN discard 9c\n"
KEYS = ["rules", "seat", "phase", "makers", "method", "options", "best"]
#: A play's or a discard's keys: the value as the player saw it beside every card seen.
PLAY_KEYS = [*KEYS[:6], "seen_samples", "best", "best_open"]
PLAY_OPTION = [
    "action",
    "makers_tricks",
    "points",
    "seen",
    "seen_margin",
    "seen_cost",
    "seen_points_cost",
    "loses",
]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def playing(tmp_path: Path) -> Path:
    record = tmp_path / "playing.txt"
    record.write_text(PLAYING, encoding="utf-8")
    return record


def test_analyse_json_is_the_issues_shape(
    capsys: pytest.CaptureFixture[str], playing: Path
) -> None:
    status, out, _ = run(capsys, "analyse", str(playing), "--json")
    assert status == 0
    data = json.loads(out)
    assert list(data) == PLAY_KEYS
    assert data["seat"] == "E" and data["phase"] == "play" and data["makers"] == "EW"
    assert data["method"] == "double-dummy"
    assert [list(option) for option in data["options"]] == [PLAY_OPTION] * len(data["options"])
    assert {key: data["options"][0][key] for key in PLAY_OPTION[:3]} == {
        "action": {"seat": "E", "action": "play", "card": "Jh"},
        "makers_tricks": 5,
        "points": {"NS": 0, "EW": 2},
    }
    # With every card seen, four cards take all five tricks. As East saw it, those four are
    # equal on every deal, and the nine of spades may be a little worse: 128 deals cannot
    # tell, with the margin widened for every look, so no card is starred (too close).
    assert {"seat": "E", "action": "play", "card": "Jh"} in data["best_open"]
    assert data["seen_samples"] == 128 and data["best"] == []
    seen = {option["action"]["card"]: option["seen"] for option in data["options"]}
    assert len({seen[card] for card in ("Jh", "Jd", "Ah", "Kh")}) == 1 and seen["9s"] < seen["Jh"]


def test_analyse_all_json(capsys: pytest.CaptureFixture[str]) -> None:
    hand = str(HANDS / "euchre.txt")
    status, out, _ = run(capsys, "analyse", hand, "--all", "--json", "--samples", "4")
    assert status == 0
    data = json.loads(out)
    assert list(data) == ["rules", "positions"]
    call, discard = data["positions"][:2]
    assert list(call) == ["step", "played", "cost", *KEYS[:5], "samples", "settled", *KEYS[5:]]
    assert call["step"] == 1 and call["samples"] == 4
    assert call["played"] == {"seat": "E", "action": "order-up", "alone": False}
    assert list(call["options"][1]) == [
        "action",
        "expected_points",
        "margin",
        "cost",
        "made",
        "held",
    ]
    assert list(discard) == ["step", "played", "cost", *PLAY_KEYS]
    assert discard["played"] == {"seat": "N", "action": "discard", "card": "9c"}
    _, again, _ = run(capsys, "analyse", hand, "--all", "--json", "--samples", "4")
    assert again == out  # the same seed, the same figures
    _, other, _ = run(capsys, "analyse", hand, "--all", "--json", "--samples", "4", "--seed", "9")

    # With every card seen (double-dummy) no seed counts; as the player saw it, it does.
    def open_values(positions: list[dict[str, Any]]) -> list[Any]:
        return [
            (p["best_open"], [(o["action"], o["makers_tricks"], o["points"]) for o in p["options"]])
            for p in positions
        ]

    assert open_values(json.loads(other)["positions"][1:]) == open_values(data["positions"][1:])


@pytest.mark.parametrize("lang", ["en", "sv", "pl", "da", "fr"])
def test_analyse_prints_a_table(
    capsys: pytest.CaptureFixture[str], playing: Path, locale_dir: Path, lang: str
) -> None:
    args = ("analyse", str(playing), "--lang", lang, "--locale-dir", str(locale_dir))
    status, out, _ = run(capsys, *args)
    assert status == 0
    lines = out.strip().split("\n")
    # What the analysis is, the header, East's five cards, and that it is too close to call.
    assert len(lines) == 2 + 5 + 1
    assert "analysis." not in out and "%(" not in out
    assert lines[-1] == load_catalog(lang, locale_dir).gettext("analysis.too-close-table")
    if lang == "en":
        assert lines[0].startswith("East to act. Double-dummy analysis")
        assert lines[1].split() == ["Choice", "Makers'", "tricks", "Points", "As", "seen"]
        assert lines[2].split()[:4] == ["jack", "of", "hearts", "5"]
        assert lines[6].endswith("worse only with every card seen")
    if lang == "fr":
        assert "\u202f:" in lines[0]


def test_analyse_all_prints_costs(capsys: pytest.CaptureFixture[str], locale_dir: Path) -> None:
    hand = str(HANDS / "euchre.txt")
    args = ("analyse", hand, "--all", "--samples", "4", "--locale-dir", str(locale_dir))
    status, out, _ = run(capsys, *args)
    assert status == 0
    blocks = out.strip().split("\n\n")
    assert blocks[0].startswith("Step 1. East orders up the ten of hearts: hearts are trumps.")
    assert "the others call as the engine\u2019s simple player does" in blocks[0]
    passing = blocks[0].split("\n")[3].split()  # a pass has its value, ± its margin
    assert passing[0] == "pass" and passing[2].startswith("±")
    # Four deals settle nothing: no call is marked best.
    assert blocks[0].split("\n")[-2].startswith("Too close to call: no call is surely better")
    assert blocks[1].split("\n")[-1] == "This was the best choice."
    assert len(blocks) == 22


def test_analyse_errors_are_positioned(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, locale_dir: Path
) -> None:
    record = tmp_path / "bad.txt"
    record.write_text("rules: standard\ndealer: N\nN: 9c Tc Qc 9d 1d\n", encoding="utf-8")
    status, _, err = run(capsys, "analyse", str(record), "--locale-dir", str(locale_dir))
    assert status == 1 and err.startswith(f"{record}:3:16: “1d” is not a card")
    finished = str(HANDS / "euchre.txt")
    status, out, err = run(capsys, "analyse", finished, "--json", "--locale-dir", str(locale_dir))
    lines = (HANDS / "euchre.txt").read_text(encoding="utf-8").rstrip().count("\n") + 1
    assert status == 1 and out == ""
    assert err == f"{finished}:{lines}:1: There is no decision to analyse here: nobody is to act.\n"


@pytest.mark.parametrize("samples", ["0", "-3", "abc", "1e9", "100000000", "1025"])
@pytest.mark.parametrize("lang", ["en", "sv", "pl", "da", "fr"])
def test_absurd_sample_counts_are_refused_in_the_language(
    capsys: pytest.CaptureFixture[str], locale_dir: Path, samples: str, lang: str
) -> None:
    """Issue 26, item 11: a sample count that is not a whole number from 1 to the most
    allowed is refused at once with a translated message and exit status 2."""
    hand = str(HANDS / "euchre.txt")
    for command in ("analyse", "review"):
        args = (command, hand, "--samples", samples, "--lang", lang)
        status, out, err = run(capsys, *args, "--locale-dir", str(locale_dir))
        assert status == 2 and out == ""
        assert err.startswith("--samples: ") and "1024" in err and "error." not in err
        if lang == "en":
            assert (
                err
                == "--samples: The number of random deals must be a whole number from 1 to 1024.\n"
            )
        if lang == "sv":
            assert "heltal" in err


def test_a_position_with_a_revoke_to_claim_is_a_table_in_every_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Once South's revoke is complete East may claim it: the table names the claim, best,
    and no card is called worse only with every card seen (the claim stays open)."""
    record = tmp_path / "claim.txt"
    text = (HANDS / "revoke-standard.txt").read_text(encoding="utf-8").replace("E claim", "")
    record.write_text(text, encoding="utf-8")
    for lang in ("en", "sv", "pl", "da", "fr"):
        status, out, _ = run(capsys, "analyse", str(record), "--lang", lang)
        catalog = load_catalog(lang)
        claim = next(
            line for line in out.splitlines() if catalog.gettext("analysis.label.claim") in line
        )
        assert status == 0 and claim.rstrip().endswith(catalog.gettext("analysis.best")), lang
        assert catalog.gettext("analysis.open-only") not in out, lang
