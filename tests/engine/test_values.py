"""Cards, rules and contracts: parsing, canonical strings and ranking properties."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import FULL_DECK, JOKER, Card, Rank, Suit, make_deck, parse_cards
from engine.contract import (
    ALL_CONTRACTS,
    SANS_HIGH,
    SANS_LOW,
    Contract,
    Role,
    card_role,
    effective_suit,
    trick_rank,
    trick_winner,
)
from engine.errors import NotationError, RulesError
from engine.rules import Rules, Variant

CONTRACTS = [*(Contract(suit) for suit in Suit), SANS_HIGH, SANS_LOW]


def test_card_codes_round_trip() -> None:
    assert [Card.parse(card.code) for card in FULL_DECK] == list(FULL_DECK)
    assert len(FULL_DECK) == 33 and FULL_DECK[-1] is JOKER
    assert Card(Rank.JACK, Suit.HEARTS) == Card.parse("Jh")
    assert str(JOKER) == "Jk" and JOKER.is_joker


@pytest.mark.parametrize("token", ["", "J", "Jhh", "1s", "jh", "JH", "Jx", "10h", "kJ"])
def test_bad_card_codes(token: str) -> None:
    with pytest.raises(NotationError) as error:
        Card.parse(token)
    assert error.value.code == "bad-card" and error.value.params == {"token": token}


def test_only_the_joker_has_no_suit() -> None:
    with pytest.raises(ValueError):
        Card(Rank.JOKER, Suit.HEARTS)
    with pytest.raises(ValueError):
        Card(Rank.ACE, None)


def test_decks() -> None:
    assert len(make_deck()) == 24 and len(make_deck(deck32=True)) == 32
    assert make_deck(joker=True)[-1] is JOKER


@given(
    joker=st.booleans(),
    deck32=st.booleans(),
    cutthroat=st.booleans(),
    canadian=st.booleans(),
    target=st.integers(1, 500),
    order=st.randoms(),
)
def test_rules_strings_round_trip(
    joker: bool, deck32: bool, cutthroat: bool, canadian: bool, target: int, order: random.Random
) -> None:
    words = [
        w
        for w, on in (
            ("joker", joker),
            ("deck32", deck32),
            ("cutthroat", cutthroat),
            ("canadian-loner", canadian),
        )
        if on
    ]
    words.append(f"target={target}")
    order.shuffle(words)
    text = " ".join(["standard", *words])
    if cutthroat and canadian:
        with pytest.raises(RulesError):
            Rules.parse(text)
        return
    rules = Rules.parse(text)
    assert Rules.parse(rules.code) == rules
    assert (rules.joker, rules.deck32, rules.cutthroat, rules.canadian_loner) == (
        joker,
        deck32,
        cutthroat,
        canadian,
    )
    assert rules.target == target and ("target" in rules.code) == (target != 10)


@pytest.mark.parametrize(
    ("text", "code", "column"),
    [
        ("", "rules-empty", 1),
        ("   ", "rules-empty", 1),
        ("euchre", "rules-unknown-variant", 1),
        ("standard joker joker", "rules-repeated-option", 16),
        ("standard target=5 target=6", "rules-repeated-option", 19),
        ("standard target=", "rules-bad-target", 10),
        ("standard target=-1", "rules-bad-target", 10),
        ("standard target=٣", "rules-bad-target", 10),
        ("standard  deck33", "rules-unknown-option", 11),
    ],
)
def test_bad_rules_strings(text: str, code: str, column: int) -> None:
    with pytest.raises(NotationError) as error:
        Rules.parse(text)
    assert (error.value.code, error.value.column) == (code, column)


def test_bid_euchre_rules() -> None:
    rules = Rules.parse("bid-euchre")
    assert rules == Rules(Variant.BID_EUCHRE, target=32) and rules.code == "bid-euchre"
    assert rules == Rules(Variant.BID_EUCHRE) and Rules().target == 10  # the variant's target
    assert "the variant's target" in repr(Rules.__dataclass_fields__["target"].default)
    for text in (
        "bid-euchre joker",
        "bid-euchre deck32",
        "bid-euchre target=10",
        "bid-euchre target=32",
    ):
        with pytest.raises(RulesError) as error:
            Rules.parse(text)
        assert error.value.code == "rules-bid-euchre-option"
    with pytest.raises(RulesError) as error:
        Rules.parse("bid-euchre cutthroat")
    assert error.value.ruling == "bid-euchre-players"


def test_contracts() -> None:
    assert [Contract.parse(contract.code) for contract in CONTRACTS] == CONTRACTS
    assert list(ALL_CONTRACTS) == CONTRACTS
    assert [str(contract) for contract in ALL_CONTRACTS] == [
        *"cdhs",
        "sans-high",
        "sans-low",
    ]
    assert [contract.sans for contract in ALL_CONTRACTS] == [False] * 4 + [True] * 2
    with pytest.raises(NotationError):
        Contract.parse("x")
    with pytest.raises(ValueError):
        Contract(Suit.HEARTS, low=True)


def test_sans_has_no_trumps_and_no_bowers() -> None:
    for card in parse_cards("Jh Jd Js Jc"):
        assert card_role(card, SANS_HIGH) is Role.PLAIN
        assert effective_suit(card, SANS_LOW) is card.suit
    assert trick_winner(parse_cards("Ks As 9s Jh"), SANS_HIGH) == 1
    assert trick_winner(parse_cards("Ks As 9s Jh"), SANS_LOW) == 2
    with pytest.raises(ValueError):
        card_role(JOKER, SANS_HIGH)


PLAIN = "789TJQKA"


def expected_winner(cards: list[Card], contract: Contract) -> int:
    """An independent statement of who wins a trick."""
    trump = contract.trump

    def suit(card: Card) -> Suit | None:
        if card.is_joker:
            return trump
        if trump is not None and card.rank is Rank.JACK and card.suit is trump.same_colour:
            return trump
        return card.suit

    def strength(card: Card) -> tuple[int, int]:
        if card.is_joker:
            return (2, 99)
        if trump is not None and suit(card) is trump:
            if card.rank is Rank.JACK:
                return (2, 98 if card.suit is trump else 97)
            return (2, PLAIN.index(card.rank))
        if suit(card) is suit(cards[0]):
            rank = PLAIN.index(card.rank)
            return (1, -rank if contract.low else rank)
        return (0, 0)

    return max(range(len(cards)), key=lambda i: strength(cards[i]))


@given(
    contract=st.sampled_from(CONTRACTS),
    cards=st.lists(st.sampled_from(FULL_DECK), min_size=1, max_size=4, unique=True),
)
def test_trick_winner_agrees_with_an_independent_statement(
    contract: Contract, cards: list[Card]
) -> None:
    if contract.trump is None and JOKER in cards:
        return
    assert trick_winner(cards, contract) == expected_winner(cards, contract)


@given(contract=st.sampled_from(CONTRACTS[:4]), card=st.sampled_from(FULL_DECK))
def test_trumps_rank_above_their_suit(contract: Contract, card: Card) -> None:
    role = card_role(card, contract)
    is_trump = effective_suit(card, contract) is contract.trump
    assert is_trump == (role is not Role.PLAIN)
    if role in (Role.JOKER, Role.RIGHT_BOWER, Role.LEFT_BOWER):
        assert trick_rank(card, contract) > trick_rank(Card(Rank.ACE, contract.trump), contract)
