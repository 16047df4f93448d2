"""The best player of the analysis (``engine.analysis.player``), the engine's strongest seat
on the board: it plays legally to the end of a deal in each game, plays the card the
double-dummy analysis finds best, and passes when no call is worth points on average."""

from __future__ import annotations

import random

import pytest

from engine import web
from engine.actions import Pass
from engine.analysis import analyse
from engine.analysis.player import best_player
from engine.export import action_to_json
from engine.game import Game, Phase
from engine.narration import DictCatalog
from engine.records import parse_record
from engine.rules import Rules
from tests.engine.conftest import BASE_DEAL


@pytest.mark.parametrize("rules", ["standard", "standard joker deck32", "bid-euchre"])
def test_the_best_player_plays_a_deal_out_legally(rules: str) -> None:
    game = Game(Rules.parse(rules), rng=random.Random(5))
    game.rng = None  # no next deal
    while game.phase is not Phase.DEAL:
        action = best_player(game, samples=2)
        assert game.check(action) is None
        game.apply(action)
    assert game.deals[0].points is not None


def test_the_best_player_plays_the_best_card_double_dummy() -> None:
    game = parse_record(f"rules: standard{BASE_DEAL}E order-up\nN discard 9c").replay()
    assert action_to_json(best_player(game)) in analyse(game)["best_open"]


def test_the_best_player_passes_a_call_worth_nothing() -> None:
    # East holds no heart and nothing high: ordering the nine of hearts up loses points.
    game = parse_record(
        """rules: standard
dealer: N
N: Jh Jd Ah Kh Qh
E: 9c Tc 9s Ts 9d
S: Ac Kc Qc Jc Td
W: As Ks Qs Js Ad
upcard: 9h"""
    ).replay()
    values = [o["expected_points"] for o in analyse(game)["options"] if o["expected_points"]]
    assert max(values) <= 0
    assert isinstance(best_player(game), Pass)


def test_the_board_hands_seats_to_the_best_player() -> None:
    catalog = DictCatalog({})
    first = web.board({"rules": "standard", "seed": 8}, catalog)
    params = {"link": first["link"], "engine": ["N", "E", "S", "W"], "player": "best"}
    played = web.board(params, catalog)
    assert played["refused"] is None and len(played["steps"]) > 5
    with pytest.raises(web.BadRequestError, match="player"):
        web.board({**params, "player": "clever"}, catalog)
