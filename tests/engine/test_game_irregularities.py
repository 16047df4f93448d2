"""Irregularities beyond the rulings (revokes, their correction and claim, misdeals,
actions out of turn): the JSON export, the browser API, the narration in every language,
a property of the claim's score, the notation of the actions, records the engine cannot
place, the analysis after an irregularity and the command line (the rulings themselves
are tested in ``test_rulings.py``)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import HANDS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fuzz import check

from engine import web
from engine.actions import Claim, Misdeal, OutOfTurn, Play, Revoke, TakeBack, from_json
from engine.analysis import analyse
from engine.cards import Card
from engine.errors import NotationError
from engine.export import export_games, snapshot
from engine.game import Game, Layout, Phase
from engine.narration import Catalog, DictCatalog, explain, load_catalog, narrate
from engine.records import Record, format_record, parse_record
from engine.rules import Rules
from engine.seats import Seat

LANGUAGES = ("en", "sv", "pl", "da", "fr")
REVOKE_HANDS = sorted(HANDS.glob("revoke-*.txt"))
#: The example hands with a misdeal or an action out of turn.
OTHER_HANDS = sorted([*HANDS.glob("misdeal-*.txt"), HANDS / "out-of-turn.txt"])


def _export(name: str) -> dict[str, object]:
    game = parse_record((HANDS / name).read_text(encoding="utf-8")).replay()
    data = export_games(game.rules, [game])
    json.dumps(data)
    deal: dict[str, object] = data["games"][0]["deals"][-1]
    return deal


def test_the_json_export_of_a_claimed_revoke() -> None:
    deal = _export("revoke-two.txt")
    actions = deal["actions"]
    assert isinstance(actions, list)
    assert {"seat": "S", "action": "revoke", "card": "Ks"} in actions
    assert actions[-1] == {"seat": "N", "action": "claim"}
    assert deal["revoke"] == {"seat": "S", "trick": 2, "card": "Ks"}
    assert deal["claimed"] is True
    # The tricks as played, the tricks and points as scored after the claim.
    tricks = deal["tricks"]
    assert isinstance(tricks, list) and len(tricks) == 5
    assert tricks[1]["plays"][2] == ["S", "Ks"] and tricks[1]["winner"] == "N"
    assert deal["tricks_won"] == {"NS": 0, "EW": 5}
    assert deal["points"] == {"NS": 0, "EW": 2} and deal["score"] == {"NS": 0, "EW": 2}


def test_the_json_export_of_a_corrected_revoke() -> None:
    deal = _export("revoke-corrected.txt")
    actions = deal["actions"]
    assert isinstance(actions, list)
    assert {"seat": "E", "action": "take-back"} in actions
    assert (deal["revoke"], deal["claimed"]) == (None, False)
    tricks = deal["tricks"]
    assert isinstance(tricks, list)
    assert tricks[1]["plays"] == [["N", "Qd"], ["E", "9d"], ["S", "Ad"], ["W", "Jc"]]


def test_a_deal_in_progress_exports_its_unfinished_trick_after_a_claim() -> None:
    deal = _export("revoke-standard.txt")
    assert deal["claimed"] is True and deal["points"] == {"NS": 0, "EW": 2}
    tricks = deal["tricks"]
    # Two tricks complete, and the third, led before the claim, unfinished.
    assert isinstance(tricks, list) and len(tricks) == 3
    assert tricks[-1]["winner"] is None and len(tricks[-1]["plays"]) == 1


def test_the_snapshot_offers_the_irregularities() -> None:
    text = (HANDS / "revoke-standard.txt").read_text(encoding="utf-8")
    before = text.split("N play Qd")[0] + "N play Qd\n"
    game = parse_record(before).replay()
    view = snapshot(game)
    assert {"seat": "E", "action": "revoke", "card": "Ah"} in view["irregular_actions"]
    assert all(action["action"] == "revoke" for action in view["irregular_actions"])
    game.apply(Revoke(Seat.E, Card.parse("Ah")))
    view = snapshot(game)
    assert view["revoke"] == {"seat": "E", "trick": 2, "card": "Ah"}
    assert {"seat": "E", "action": "take-back"} in view["irregular_actions"]
    assert not any(action["action"] == "claim" for action in view["irregular_actions"])


def test_the_browser_api_judges_a_readers_revoke(english: Catalog) -> None:
    text = (HANDS / "revoke-standard.txt").read_text(encoding="utf-8")
    step = 8  # the deal, two bidding actions, the first trick, North's and East's cards
    record = text.split("E claim")[0]
    revoke = {"seat": "S", "action": "revoke", "card": "Ks"}
    assert web.check(record, step, [], revoke, english) == {"legal": True}
    follows = {"seat": "S", "action": "revoke", "card": "Ad"}
    refused = web.check(record, step, [], follows, english)
    assert refused["code"] == "revoke-follows-suit" and refused["ruling"] == "revoke"
    assert refused["text"] == (
        "The ace of diamonds follows suit (diamonds were led): playing it is no revoke."
    )
    plain = web.check(record, step, [], {"seat": "S", "action": "play", "card": "Ks"}, english)
    assert plain["code"] == "must-follow-suit"  # a plain play of it stays refused
    steps = web.walkthrough(text, english)["steps"]
    last = steps[-1]
    assert last["action"] == {"seat": "E", "action": "claim", "key": "claim"}
    assert last["events"][0]["message"] == "event.claim"
    assert "revoke-claim" in last["events"][0]["rulings"]
    assert last["state"]["claimed"] is True


def test_every_message_of_the_revokes_is_narrated_in_every_language(locale_dir: Path) -> None:
    catalogs = {lang: load_catalog(lang, locale_dir) for lang in LANGUAGES}
    seen = set()
    for path in [*REVOKE_HANDS, HANDS / "revoke-wrong-claim.refused"]:
        text = path.read_text(encoding="utf-8")
        try:
            events = parse_record(text).replay().history
        except NotationError as error:
            for lang, catalog in catalogs.items():
                reason = explain(error, catalog)
                assert "%(" not in reason and "error." not in reason, (lang, reason)
            continue
        for event in events:
            seen.add(event.message)
            for lang, catalog in catalogs.items():
                sentence = narrate(event, catalog)
                assert "%(" not in sentence and "event." not in sentence, (lang, sentence)
                if lang == "en":
                    assert not {" he ", " she ", " his ", " her "} & {
                        f" {w} " for w in sentence.split()
                    }
    assert {
        "event.revoke",
        "event.take-back",
        "event.take-back-revoke",
        "event.claim",
        "event.claim-first",
        "event.claim-maker-player",
    } <= seen


def test_the_narration_of_a_revoke_and_its_claim(english: Catalog) -> None:
    game = parse_record((HANDS / "revoke-standard.txt").read_text(encoding="utf-8")).replay()
    sentences = [narrate(event, english) for event in game.history]
    assert "South revokes: South holds diamonds but plays the king of spades." in sentences
    assert (
        "East claims the revoke of South: East and West are credited with every trick." in sentences
    )
    assert "East and West take all 5 tricks and score 2 points." in sentences


def _expected_points(game: Game, offender: Seat) -> dict[str, int]:
    """The points of a deal whose revoke by ``offender`` is claimed, by the house rulings."""
    rules, deal = game.rules, game.current
    assert deal is not None and deal.maker is not None
    makers = rules.side_of(deal.maker)
    points = {str(side): 0 for side in rules.sides}
    if deal.bid is not None and rules.hand_size == 6:  # Bid Euchre
        other = next(side for side in rules.sides if side is not makers)
        if rules.side_of(offender) is makers:
            points[str(makers)], points[str(other)] = -deal.bid, 6
        else:
            points[str(makers)] = 6
        return points
    if rules.side_of(offender) is makers:  # euchred
        for side in rules.sides:
            if side is not makers:
                points[str(side)] = 2
    else:  # a march
        points[str(makers)] = 4 if deal.alone else 2
    return points


RULES = [
    "standard",
    "standard cutthroat",
    "bid-euchre",
    "standard canadian-loner",
    "standard joker deck32",
]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    code=st.sampled_from(RULES),
    seed=st.integers(0, 10**6),
    choices=st.lists(st.integers(0, 99), min_size=40, max_size=40),
)
def test_a_claimed_revoke_scores_as_if_the_other_side_took_every_trick(
    code: str, seed: int, choices: list[int]
) -> None:
    rules = Rules.parse(code)
    rng = random.Random(seed)
    game = Game(rules, rules.seats[0])
    game.deal(Layout.shuffled(rules, rules.seats[0], rng))
    draws = iter(choices)
    claimed = False
    while not claimed and game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        irregular = game.irregular_actions()
        claims = [action for action in irregular if isinstance(action, Claim)]
        revokes = [action for action in irregular if isinstance(action, Revoke)]
        choice = next(draws, 0)
        if claims and choice < 30:
            action = claims[choice % len(claims)]
            claimed = True
        elif revokes and choice < 50:
            action = revokes[choice % len(revokes)]
        else:
            legal = game.legal_actions()
            action = legal[choice % len(legal)]
        offender = game.current.revoke.seat if claimed and game.current.revoke else None
        game.apply(action)
    if not claimed:  # after the last trick, until the next deal is dealt
        claims = [action for action in game.irregular_actions() if isinstance(action, Claim)]
        if not claims:
            return
        offender = game.current.revoke.seat
        game.apply(claims[0])
    deal = game.current
    assert deal is not None and deal.claimed and deal.points is not None
    assert offender is not None
    assert {str(side): points for side, points in deal.points.items()} == _expected_points(
        game, offender
    )
    assert sum(deal.tricks_won.values()) == rules.hand_size
    assert deal.score == game.scores
    assert game.phase in (Phase.DEAL, Phase.GAME_OVER) and game.turn is None


SETTINGS = settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
REVOKE_DEAL = (HANDS / "revoke-standard.txt").read_text(encoding="utf-8").split("E order-up")[0]


@SETTINGS
@given(
    actions=st.lists(
        st.sampled_from(
            [
                "E order-up",
                "N discard 9s",
                *(f"{seat} play {card}" for seat in "NESW" for card in ("Jh", "Qd", "Ah", "Ks")),
                *(f"{seat} revoke {card}" for seat in "NESW" for card in ("Ah", "Ks", "9c", "Jc")),
                *(f"{seat} take-back" for seat in "NESW"),
                *(f"{seat} claim" for seat in "NESW"),
                "E take-back Ah",
                "W claim now",
            ]
        ),
        max_size=14,
    )
)
def test_random_irregularities_in_the_notation(actions: list[str], english: Catalog) -> None:
    """Random revokes, take-backs and claims: replayed and written back, or refused at their
    place with a reason."""
    check(REVOKE_DEAL + "\n".join(actions), english)


def test_the_notation_of_the_irregularities_round_trips() -> None:
    for path in REVOKE_HANDS:
        record = parse_record(path.read_text(encoding="utf-8"))
        text = format_record(record)
        assert parse_record(text) == record
        game = record.replay()
        assert parse_record(format_record(Record.from_game(game))).replay().scores == game.scores
    assert "S revoke Ks" in format_record(parse_record((HANDS / "revoke-two.txt").read_text()))


def test_take_back_and_claim_take_no_card() -> None:
    for text in ("E take-back Ah", "W claim now"):
        record = REVOKE_DEAL + text
        try:
            parse_record(record)
        except NotationError as error:
            assert error.code == "record-extra-word"
        else:  # pragma: no cover - the assertion reports it
            raise AssertionError(text)
    assert TakeBack(Seat.E).verb == "take-back" and Claim(Seat.N).verb == "claim"
    assert DictCatalog({}).gettext("event.revoke") == "event.revoke"


def test_every_message_of_misdeals_and_actions_out_of_turn_is_narrated(locale_dir: Path) -> None:
    catalogs = {lang: load_catalog(lang, locale_dir) for lang in LANGUAGES}
    seen = set()
    for path in OTHER_HANDS:
        for event in parse_record(path.read_text(encoding="utf-8")).replay().history:
            seen.add(event.message)
            for lang, catalog in catalogs.items():
                sentence = narrate(event, catalog)
                assert "%(" not in sentence and "event." not in sentence, (lang, sentence)
    assert {
        "event.misdeal-exposed",
        "event.misdeal-count",
        "event.misdeal-dealer",
        "event.call-out-of-turn",
        "event.play-out-of-turn",
        "event.take-back-out-of-turn",
    } <= seen


#: Records whose irregularity the engine cannot place: the line, the column, the code.
UNPLACED = {
    "S misdeal count": (9, 1, "misdeal-count-right"),
    "S misdeal dealer": (9, 1, "misdeal-dealer-right"),
    "S misdeal exposed Jd": (9, 1, "misdeal-upcard"),
    "S misdeal shown Kd": (9, 11, "record-misdeal-kind"),
    "S misdeal exposed": (9, 11, "record-missing-word"),
    "W out-of-turn discard 9s": (9, 15, "record-out-of-turn-action"),
    "S out-of-turn order-up": (9, 1, "out-of-turn-own-turn"),
    "W out-of-turn play Ts": (9, 1, "not-playing"),
    "E claim": (9, 1, "claim-no-revoke"),
}


def test_a_record_with_an_irregularity_the_engine_cannot_place_fails_at_its_line(
    english: Catalog, tmp_path: Path
) -> None:
    deal = "rules: standard\n" + REVOKE_DEAL.split("dealer:")[1].split("kitty:")[0]
    deal = "dealer:" + deal.split("rules: standard\n")[-1]
    deal = "rules: standard\n" + deal + "E pass\n"
    assert deal.count("\n") == 8
    for action, (line, column, code) in UNPLACED.items():
        text = deal + action + "\n"
        try:
            parse_record(text)
        except NotationError as error:
            assert (error.line, error.column, error.code) == (line, column, code), action
            assert explain(error, english)
        else:  # pragma: no cover - the assertion reports it
            raise AssertionError(action)
    # The command line says where and why, with the ruling's statement.
    path = tmp_path / "bad.txt"
    path.write_text(deal + "S misdeal count\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path), "--locale-dir", str(locale_dir_of())],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert f"{path}:9:1: Every hand was dealt 5 cards: no misdeal." in result.stderr
    assert "§ misdeal: A card other than the turned-up card" in result.stderr
    # A hand of the wrong size without a claim of a misdeal is refused where it is written.
    short = deal.replace("W: Jc Js Qc Ts Ac", "W: Jc Js Qc Ts").replace("Kc\n", "Kc Ac\n", 1)
    short = short.removesuffix("E pass\n")
    try:
        parse_record(short + "E pass\n")
    except NotationError as error:
        assert error.code == "deal-hand-size" and error.line in (5, 6)
    else:  # pragma: no cover
        raise AssertionError("a hand of six cards")
    assert parse_record(short + "W misdeal count\n").replay().phase is Phase.DEAL


def locale_dir_of() -> Path:
    """Where the compiled catalogues are (the engine's own)."""
    from engine.narration import LOCALE_DIR

    return LOCALE_DIR


def test_replay_shows_the_ruling_of_each_irregularity() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(HANDS / "out-of-turn.txt")],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = result.stdout.splitlines()
    late = lines.index(next(line for line in lines if "out of turn, before" in line))
    assert lines[late + 1].startswith("  § play-out-of-turn: A card led or played out of turn")


def _brute_force(game: Game) -> int:
    """The makers' tricks with perfect play, every card tried with the game's own rules."""
    deal = game.current
    assert deal is not None and deal.maker is not None
    makers = game.rules.side_of(deal.maker)
    if game.phase is not Phase.PLAY:
        return deal.tricks_won[makers]
    assert game.turn is not None
    values = []
    for action in game.legal_actions():
        after = game.copy()
        after.apply(action)
        values.append(_brute_force(after))
    return max(values) if game.rules.side_of(game.turn) is makers else min(values)


def test_the_analysis_after_a_card_out_of_turn_plays_the_trick_as_it_stands() -> None:
    text = (HANDS / "out-of-turn.txt").read_text(encoding="utf-8")
    before = text.split("E play 9d, S play Ad")[0]  # West's card is down before East's
    game = parse_record(before).replay()
    assert game.turn is Seat.E and game.current is not None
    assert [seat for seat, _ in game.current.plays] == [Seat.N, Seat.W]
    analysis = analyse(game)
    for option in analysis["options"]:
        after = game.copy()
        after.apply(from_json(option["action"]))
        assert option["makers_tricks"] == _brute_force(after), option


def test_the_json_export_of_misdeals_and_actions_out_of_turn() -> None:
    for path in OTHER_HANDS:
        game = parse_record(path.read_text(encoding="utf-8")).replay()
        data = json.loads(json.dumps(export_games(game.rules, [game])))
        deals = data["games"][0]["deals"]
        for deal, exported in zip(game.deals, deals, strict=True):
            assert exported["misdealt"] is deal.misdealt
            assert [from_json(action) for action in exported["actions"]] == deal.actions
    claim = Misdeal(Seat.S, "exposed", Card.parse("Kd"))
    assert from_json(claim.to_json(key=True)) == claim
    late = OutOfTurn(Seat.W, Play(Seat.W, Card.parse("Ks")))
    assert late.to_json()["act"] == {"seat": "W", "action": "play", "card": "Ks"}
    for bad in (
        {"seat": "S", "action": "misdeal", "kind": "exposed"},
        {"seat": "S", "action": "misdeal", "kind": "count", "card": "Kd"},
        {"seat": "S", "action": "misdeal", "kind": "shown"},
        {"seat": "W", "action": "out-of-turn", "act": {"seat": "E", "action": "pass"}},
        {"seat": "W", "action": "out-of-turn", "act": {"seat": "W", "action": "claim"}},
    ):
        with pytest.raises(ValueError):
            from_json(bad)


def test_the_irregularities_page_shows_the_score_under_each_penalty() -> None:
    root = Path(__file__).resolve().parents[2]
    text = (root / "docs" / "en" / "irregularities.md").read_text(encoding="utf-8")
    record = text.split("```walkthrough id=revoke-alone\n")[1].split("```")[0]
    for lang in LANGUAGES:
        page = (root / "docs" / lang / "irregularities.md").read_text(encoding="utf-8")
        rows = [line for line in page.splitlines() if line.startswith("| `revoke=")]
        assert len(rows) == 3, lang
        for row in rows:
            penalty = row.split("`")[1].removeprefix("revoke=")
            game = parse_record(record.replace("standard", f"standard revoke={penalty}")).replay()
            cells = [cell.strip() for cell in row.strip("|").split("|")]
            assert cells[1:] == [str(game.scores[side]) for side in game.rules.sides][::-1]


SETTINGS_OTHER = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@SETTINGS_OTHER
@given(
    actions=st.lists(
        st.sampled_from(
            [
                "E order-up",
                "N discard 9s",
                *(f"{seat} play {card}" for seat in "NESW" for card in ("Jh", "Qd", "Ts", "Ks")),
                *(f"{seat} out-of-turn play {c}" for seat in "NESW" for c in ("Jh", "Ts", "Kd")),
                *(f"{seat} out-of-turn {call}" for seat in "NESW" for call in ("pass", "call s")),
                *(f"{seat} take-back" for seat in "NESW"),
                *(f"{seat} misdeal {kind}" for seat in "NS" for kind in ("count", "dealer")),
                *(f"{seat} misdeal exposed {card}" for seat in "EW" for card in ("Qh", "Jd", "7c")),
                "W out-of-turn",
                "W out-of-turn claim",
                "S misdeal",
            ]
        ),
        max_size=12,
    )
)
def test_random_misdeals_and_actions_out_of_turn_in_the_notation(
    actions: list[str], english: Catalog
) -> None:
    """Random misdeals and actions out of turn: replayed and written back, or refused at
    their place with a reason."""
    check(REVOKE_DEAL + "\n".join(actions), english)
