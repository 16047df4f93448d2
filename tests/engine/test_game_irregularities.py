"""Revokes, their correction and their claim beyond the rulings: the JSON export, the
browser API, the narration in every language, a property of the claim's score, and the
notation of the new actions (the rulings themselves are tested in ``test_rulings.py``)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from conftest import HANDS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fuzz import check

from engine import web
from engine.actions import Claim, Revoke, TakeBack
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
