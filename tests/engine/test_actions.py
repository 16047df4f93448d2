"""One notion of an action: each action class writes its JSON, its notation and its key,
and reads back from the first two. The forms are those the engine wrote before each class
knew them (the if-chains kept below as references), byte for byte."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.actions import (
    ACTIONS,
    Action,
    Bid,
    Call,
    Claim,
    Discard,
    OrderUp,
    Pass,
    Play,
    Revoke,
    TakeBack,
    Trump,
    from_json,
)
from engine.cards import Card, Suit
from engine.contract import ALL_CONTRACTS, Contract
from engine.export import action_from_json, action_to_json
from engine.game import Game, Phase
from engine.records import format_action, parse_action
from engine.rules import Rules
from engine.seats import Seat

#: One action or more of every class, every option of each (alone or not, every contract).
EXAMPLES: list[Action] = [
    Pass(Seat.E),
    OrderUp(Seat.N),
    OrderUp(Seat.E, alone=True),
    Discard(Seat.N, Card.parse("9c")),
    Call(Seat.W, Suit.SPADES),
    Call(Seat.S, Suit.HEARTS, alone=True),
    Play(Seat.S, Card.parse("Jh")),
    Play(Seat.W, Card.parse("Jk")),
    *(Bid(Seat.E, tricks) for tricks in range(3, 7)),
    *(Trump(Seat.N, contract) for contract in ALL_CONTRACTS),
    Revoke(Seat.S, Card.parse("Ks")),
    TakeBack(Seat.W),
    Claim(Seat.N),
]


def old_json(action: Action) -> dict[str, Any]:
    """``engine.export.action_to_json`` as it was."""
    data: dict[str, Any] = {"seat": str(action.seat), "action": action.verb}
    if isinstance(action, Discard | Play | Revoke):
        data["card"] = action.card.code
    elif isinstance(action, Call):
        data["suit"] = str(action.suit)
    elif isinstance(action, Bid):
        data["tricks"] = action.tricks
    elif isinstance(action, Trump):
        data["contract"] = action.contract.code
    if isinstance(action, OrderUp | Call):
        data["alone"] = action.alone
    return data


def old_notation(action: Action) -> str:
    """``engine.records.format_action`` as it was."""
    words = [str(action.seat), action.verb]
    if isinstance(action, Discard | Play | Revoke):
        words.append(action.card.code)
    elif isinstance(action, Call):
        words.append(str(action.suit))
    elif isinstance(action, Bid):
        words.append(str(action.tricks))
    elif isinstance(action, Trump):
        words.append(action.contract.code)
    if isinstance(action, OrderUp | Call) and action.alone:
        words.append("alone")
    return " ".join(words)


def old_key(action: Action) -> str:
    """``site_hooks.exercises.action_key`` as it was (and ``actionKey`` of analysis.mjs,
    which it mirrored)."""
    if isinstance(action, Play | Discard | Revoke):
        return f"{action.verb}-{action.card.code}"
    if isinstance(action, Call):
        return f"call-{action.suit}{'-alone' if action.alone else ''}"
    if isinstance(action, OrderUp):
        return f"order-up{'-alone' if action.alone else ''}"
    if isinstance(action, Bid):
        return f"bid-{action.tricks}"
    if isinstance(action, Trump):
        return f"trump-{action.contract.code}"
    return action.verb


def test_the_examples_cover_every_class() -> None:
    assert {type(action) for action in EXAMPLES} == set(ACTIONS.values())
    assert all(kind.verb == verb for verb, kind in ACTIONS.items())


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda action: action.key)
def test_every_action_round_trips_through_json_notation_and_key(action: Action) -> None:
    data = action.to_json()
    assert json.dumps(data) == json.dumps(old_json(action))  # the same keys in the same order
    assert from_json(json.loads(json.dumps(data))) == action
    assert action_to_json(action) == data and action_from_json(data) == action
    assert action.notation() == old_notation(action) == format_action(action)
    assert parse_action(action.notation()) == action
    assert action.key == old_key(action)
    assert action.key == "-".join(action.notation().split()[1:])
    keyed = action.to_json(key=True)
    assert list(keyed) == [*data, "key"] and keyed["key"] == action.key
    assert from_json(keyed) == action


def test_keys() -> None:
    keys = [action.key for action in EXAMPLES]
    assert keys[:8] == [
        "pass",
        "order-up",
        "order-up-alone",
        "discard-9c",
        "call-s",
        "call-h-alone",
        "play-Jh",
        "play-Jk",
    ]
    assert keys[-9:] == [
        "trump-c",
        "trump-d",
        "trump-h",
        "trump-s",
        "trump-sans-high",
        "trump-sans-low",
        "revoke-Ks",
        "take-back",
        "claim",
    ]
    assert Bid(Seat.W, 4).key == "bid-4"
    assert Trump(Seat.W, Contract.parse("sans-low")).notation() == "W trump sans-low"


@pytest.mark.parametrize("rules", ["standard", "standard joker canadian-loner", "bid-euchre"])
def test_every_action_of_random_games_writes_as_before(rules: str) -> None:
    """Every legal action and irregularity met in random games, in all three forms."""
    rng = random.Random(7)
    seen = 0
    for _ in range(5):
        game = Game(Rules.parse(rules), rng=rng)
        while game.phase is not Phase.GAME_OVER and seen < 3000:
            for action in [*game.legal_actions(), *game.irregular_actions()]:
                assert action.to_json() == old_json(action)
                assert action.notation() == old_notation(action)
                assert action.key == old_key(action)
                assert from_json(action.to_json()) == action
                seen += 1
            game.apply(rng.choice(game.legal_actions()))  # the next deal is dealt by rng
    assert seen > 1000
