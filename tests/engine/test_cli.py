"""The command line: ``python -m engine replay`` and ``python -m engine play``."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import HANDS, ROOT

from engine.__main__ import main
from engine.records import parse_record
from engine.seats import Partnership

NS, EW = Partnership.NS, Partnership.EW


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_replay_narrates(capsys: pytest.CaptureFixture[str], locale_dir: Path) -> None:
    hand = str(HANDS / "march-alone.txt")
    status, out, _ = run(capsys, "replay", hand, "--locale-dir", str(locale_dir))
    assert status == 0
    lines = out.strip().split("\n")
    assert lines[1] == "North deals, and the ten of hearts is turned up."
    assert "North, the dealer, takes the ten of hearts into hand." in lines
    assert "# North keeps the ten of hearts, a trump." in lines
    assert lines[-1] == "The score: North and South 0, East and West 4."


def test_replay_in_another_language(capsys: pytest.CaptureFixture[str], locale_dir: Path) -> None:
    hand = str(HANDS / "march-alone.txt")
    status, out, _ = run(capsys, "replay", hand, "--lang", "sv", "--locale-dir", str(locale_dir))
    _, english, _ = run(capsys, "replay", hand, "--locale-dir", str(locale_dir))
    assert status == 0 and out.count("\n") == english.count("\n")
    assert "%(" not in out and "event." not in out  # untranslated messages fall back to English


def test_replay_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "replay", str(HANDS / "cutthroat-tie.txt"), "--json")
    assert status == 0
    data = json.loads(out)
    assert data["rules"] == "standard cutthroat"
    assert data["games"][0]["winner"] == "S" and len(data["games"][0]["deals"]) == 2


def test_play_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("play", "--rules", "standard joker target=3", "--seed", "7", "--games", "3", "--json")
    status, first, _ = run(capsys, *args)
    _, second, _ = run(capsys, *args)
    assert status == 0 and first == second
    data = json.loads(first)
    assert data["rules"] == "standard joker target=3" and len(data["games"]) == 3
    assert all(game["winner"] in ("NS", "EW") for game in data["games"])
    _, other, _ = run(capsys, *args[:4], "8", *args[5:])
    assert other != first


def test_play_narrates(capsys: pytest.CaptureFixture[str], locale_dir: Path) -> None:
    status, out, _ = run(
        capsys,
        "play",
        "--rules",
        "standard target=2",
        "--seed",
        "1",
        "--locale-dir",
        str(locale_dir),
    )
    assert status == 0
    assert out.strip().split("\n")[-1].endswith("win the game with 2 points.")


def test_bad_record(capsys: pytest.CaptureFixture[str], tmp_path: Path, locale_dir: Path) -> None:
    record = tmp_path / "bad.txt"
    record.write_text("rules: standard\ndealer: N\nN: 9c Tc Qc 9d 1d\n", encoding="utf-8")
    status, _, err = run(capsys, "replay", str(record), "--locale-dir", str(locale_dir))
    assert status == 1
    assert err.startswith(f"{record}:3:16: “1d” is not a card")
    status, _, err = run(capsys, "replay", str(record), "--json")
    assert status == 1 and f"{record}:3:16: " in err


def test_bad_rules(capsys: pytest.CaptureFixture[str], locale_dir: Path) -> None:
    status, _, err = run(
        capsys,
        "play",
        "--rules",
        "standard cutthroat canadian-loner",
        "--seed",
        "1",
        "--json",
        "--locale-dir",
        str(locale_dir),
    )
    assert status == 2
    assert "The Canadian loner needs a partner for the dealer" in err


def test_missing_catalogue(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(capsys, "replay", str(HANDS / "euchre.txt"), "--locale-dir", str(tmp_path))
    assert status == 2 and "python -m site_hooks.catalogs" in err


def test_module_entry_point() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "engine", "play", "--rules", "standard", "--seed", "1", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(result.stdout)["rules"] == "standard"
    help_text = subprocess.run(
        [sys.executable, "-m", "engine", "--help"], cwd=ROOT, capture_output=True, text=True
    ).stdout
    assert "replay" in help_text and "play" in help_text


def test_readme_examples(capsys: pytest.CaptureFixture[str], locale_dir: Path) -> None:
    """The record and the narration shown in the README are what the engine does."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    record = readme.split("```text\n")[1].split("```")[0]
    game = parse_record(record).replay()
    assert game.turn is not None and game.current is not None
    revoke_record = readme.split("```text\n")[2].split("```")[0]
    revoke_game = parse_record(revoke_record).replay()
    assert revoke_game.current is not None and revoke_game.current.claimed
    assert revoke_game.current.points == {NS: 2, EW: 0}
    bid_record = readme.split("```text\n")[3].split("```")[0]
    bid_game = parse_record(bid_record).replay()
    assert bid_game.rules.code == "bid-euchre" and bid_game.turn is not None
    assert bid_game.current is not None and bid_game.current.maker is not None
    question_record = parse_record(readme.split("```text\n")[4].split("```")[0])
    asked = [a.action.verb for a in question_record.deals[0].actions if a.question]
    assert asked == ["order-up", "play"] and question_record.replay().turn is not None
    shown = readme.split("```console\n")[1].split("```")[0].split("\n")[1:-1]
    status, out, _ = run(
        capsys, "replay", str(HANDS / "march-alone.txt"), "--locale-dir", str(locale_dir)
    )
    lines = out.split("\n")[:-1]
    assert status == 0
    assert shown[:8] == lines[:8] and shown[-2:] == lines[-2:]


def test_play_bid_euchre(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("play", "--rules", "bid-euchre", "--seed", "4", "--games", "2", "--json")
    status, first, _ = run(capsys, *args)
    _, second, _ = run(capsys, *args)
    assert status == 0 and first == second
    data = json.loads(first)
    assert data["rules"] == "bid-euchre" and len(data["games"]) == 2
    for game in data["games"]:
        assert game["winner"] in ("NS", "EW") and game["score"][game["winner"]] >= 32
        assert all(deal["upcard"] is None and deal["bid"] in (3, 4, 5, 6) for deal in game["deals"])
    status, simple, _ = run(capsys, *args, "--player", "simple")
    assert status == 0 and simple != first


def test_replay_bid_euchre(capsys: pytest.CaptureFixture[str], locale_dir: Path) -> None:
    hand = str(HANDS / "bid-defenders-32.txt")
    status, out, _ = run(capsys, "replay", hand, "--locale-dir", str(locale_dir))
    assert status == 0
    lines = out.strip().split("\n")
    assert lines[2] == "South deals all 24 cards, six to each player."
    assert (
        "North and South have 32 points, but points scored against a made bid never win the "
        "game: play goes on." in lines
    )
    assert lines[-1] == "North and South win the game with 37 points."


@pytest.mark.parametrize("lang", ["en", "sv", "pl", "da", "fr"])
def test_analyse_step_lines_say_what_the_narration_says(
    capsys: pytest.CaptureFixture[str], locale_dir: Path, lang: str
) -> None:
    """The line above each decision of ``analyse --all`` is a sentence, the narration's own
    ("Steg 2. Nord kastar klöver nia."), not a log ("Steg 2, spelat: klöver nia")."""
    hand = str(HANDS / "euchre.txt")
    where = ("--lang", lang, "--locale-dir", str(locale_dir))
    _, narration, _ = run(capsys, "replay", hand, *where)
    status, out, _ = run(capsys, "analyse", hand, "--all", "--samples", "1", *where)
    assert status == 0
    said = set(narration.splitlines())
    heads = [block.split("\n")[0] for block in out.strip().split("\n\n")]
    assert len(heads) == 22
    for number, head in enumerate(heads, 1):
        match = re.fullmatch(r"\w+ (\d+)\. (.+)", head)
        assert match, head
        assert int(match.group(1)) >= number and match.group(2) in said, head
