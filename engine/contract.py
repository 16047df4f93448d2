"""Contracts and the ranking of cards: the one place where bowers and the joker live.

A contract says how the cards of a deal rank: a trump suit, or no trumps (Bid Euchre's
sans high and sans low). Trump never changes a card: a card's *effective suit* and its
*trick rank* are pure functions of the card and the contract, used both to decide who
must follow suit and who wins a trick.

>>> from engine.cards import parse_cards
>>> hearts = Contract(Suit.HEARTS)
>>> effective_suit(Card.parse("Jd"), hearts)  # the left bower is a heart
<Suit.HEARTS: 'h'>
>>> card_role(Card.parse("Jd"), hearts)
<Role.LEFT_BOWER: 'left-bower'>
>>> trick_winner(parse_cards("Ah Jd Jh As"), hearts)  # the right bower wins
2
>>> trick_winner(parse_cards("Qs 9s Ac Ks"), hearts)  # no trump: highest spade
3
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.cards import FULL_DECK, Card, Rank, Suit
from engine.errors import NotationError

__all__ = [
    "ALL_CONTRACTS",
    "SANS_HIGH",
    "SANS_LOW",
    "Contract",
    "Ranking",
    "Role",
    "card_role",
    "effective_suit",
    "ranking",
    "trick_rank",
    "trick_winner",
]

_PLAIN_ORDER = (
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.NINE,
    Rank.TEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING,
    Rank.ACE,
)


@dataclass(frozen=True, slots=True)
class Contract:
    """How the cards rank in a deal: a trump suit, or no trumps, high or low.

    >>> Contract(Suit.SPADES).code, SANS_HIGH.code, SANS_LOW.code
    ('s', 'sans-high', 'sans-low')
    >>> Contract.parse("d")
    Contract(trump=<Suit.DIAMONDS: 'd'>, low=False)
    """

    #: The trump suit, or ``None`` for no trumps.
    trump: Suit | None
    #: With no trumps, whether the order is reversed (nine high, ace low).
    low: bool = False

    def __post_init__(self) -> None:
        if self.low and self.trump is not None:
            raise ValueError("only a contract without trumps can be low")

    @property
    def code(self) -> str:
        """The trump suit's letter, ``sans-high`` or ``sans-low``."""
        if self.trump is not None:
            return str(self.trump)
        return "sans-low" if self.low else "sans-high"

    def __str__(self) -> str:
        return self.code

    @property
    def sans(self) -> bool:
        """Whether the contract has no trumps (sans high or sans low)."""
        return self.trump is None

    @staticmethod
    def parse(code: str) -> Contract:
        """Read a contract code, as written by :attr:`code`.

        >>> Contract.parse("sans-low") is SANS_LOW
        True
        """
        contract = _BY_CODE.get(code)
        if contract is None:
            raise NotationError("bad-contract", {"token": code})
        return contract


#: No trumps, each suit from ace down to nine (Bid Euchre).
SANS_HIGH = Contract(None)
#: No trumps, each suit from nine down to ace (Bid Euchre).
SANS_LOW = Contract(None, low=True)

#: Every contract: the four trump suits (clubs first), then sans high and sans low.
ALL_CONTRACTS: tuple[Contract, ...] = (*(Contract(suit) for suit in Suit), SANS_HIGH, SANS_LOW)

_BY_CODE = {contract.code: contract for contract in ALL_CONTRACTS}


class Role(StrEnum):
    """What a card is under a contract; the ruling id of each trump role is its value."""

    JOKER = "joker-highest-trump"
    RIGHT_BOWER = "right-bower"
    LEFT_BOWER = "left-bower"
    TRUMP = "trump-rank"
    PLAIN = "plain-suit-rank"


def card_role(card: Card, contract: Contract) -> Role:
    """Say whether the card is the joker, a bower, another trump or a plain card.

    >>> from engine.cards import parse_cards
    >>> [card_role(c, Contract(Suit.CLUBS)) for c in parse_cards("Jc Js Ac Jh")]
    [<Role.RIGHT_BOWER: 'right-bower'>, <Role.LEFT_BOWER: 'left-bower'>, \
<Role.TRUMP: 'trump-rank'>, <Role.PLAIN: 'plain-suit-rank'>]
    """
    trump = contract.trump
    if card.suit is None:
        if trump is None:
            raise ValueError("the joker is not played without trumps")
        return Role.JOKER
    if trump is None:
        return Role.PLAIN
    if card.rank is Rank.JACK:
        if card.suit is trump:
            return Role.RIGHT_BOWER
        if card.suit is trump.same_colour:
            return Role.LEFT_BOWER
    return Role.TRUMP if card.suit is trump else Role.PLAIN


def effective_suit(card: Card, contract: Contract) -> Suit:
    """The suit the card belongs to when following suit and winning tricks.

    The left bower and the joker belong to the trump suit; every other card to its own.

    >>> effective_suit(Card.parse("Jk"), Contract(Suit.SPADES))
    <Suit.SPADES: 's'>
    >>> effective_suit(Card.parse("Jc"), SANS_HIGH)
    <Suit.CLUBS: 'c'>
    """
    if card_role(card, contract) in (Role.PLAIN, Role.TRUMP, Role.RIGHT_BOWER):
        assert card.suit is not None
        return card.suit
    assert contract.trump is not None
    return contract.trump


def trick_rank(card: Card, contract: Contract) -> int:
    """The card's rank within its effective suit: a higher number beats a lower one.

    Plain suits run 7 8 9 10 J Q K A (reversed in sans low); trumps run from 7 up to A,
    then the left bower, the right bower and the joker.

    >>> from engine.cards import parse_cards
    >>> [trick_rank(c, Contract(Suit.HEARTS)) for c in parse_cards("9h Ah Jd Jh Jk")]
    [2, 7, 8, 9, 10]
    >>> trick_rank(Card.parse("9s"), SANS_LOW) > trick_rank(Card.parse("As"), SANS_LOW)
    True
    """
    role = card_role(card, contract)
    if role is Role.JOKER:
        return 10
    if role is Role.RIGHT_BOWER:
        return 9
    if role is Role.LEFT_BOWER:
        return 8
    order = _PLAIN_ORDER.index(card.rank)
    return len(_PLAIN_ORDER) - 1 - order if contract.low else order


def trick_winner(cards: Sequence[Card], contract: Contract) -> int:
    """The position in ``cards`` (in the order played) of the card that wins the trick.

    The highest trump wins; if no trump was played, the highest card of the suit led.
    """
    return ranking(contract).winner(cards)


@dataclass(frozen=True, slots=True)
class Ranking:
    """The effective suit and trick rank of every card under one contract, as tables.

    Built once per contract by :func:`ranking` from :func:`card_role`,
    :func:`effective_suit` and :func:`trick_rank`; the game's inner loop reads these tables.
    """

    contract: Contract
    roles: Mapping[Card, Role]
    suits: Mapping[Card, Suit]
    ranks: Mapping[Card, int]
    #: The ruling ids a card brings to a play by what it is: the joker's or a bower's, or
    #: in sans a jack's (an ordinary card of its suit); none for other cards.
    cites: Mapping[Card, tuple[str, ...]]
    #: The ruling ids of a trick won by the card: ``trick-winner``, then the card's own
    #: (in sans, always the sans ruling, which orders the suits).
    wins: Mapping[Card, tuple[str, ...]]
    #: For each suit led, the power of every card in the trick: the highest wins. A trump
    #: beats a card of the suit led, which beats any other card (power 0).
    power: Mapping[Suit, Mapping[Card, int]]

    def winner(self, cards: Sequence[Card]) -> int:
        """See :func:`trick_winner`."""
        power = self.power[self.suits[cards[0]]]
        best, top = 0, power[cards[0]]
        for position in range(1, len(cards)):
            strength = power[cards[position]]
            if strength > top:
                best, top = position, strength
        return best


@functools.cache
def ranking(contract: Contract) -> Ranking:
    """The tables of :class:`Ranking` for this contract (computed once, then cached)."""
    cards = [card for card in FULL_DECK if contract.trump is not None or not card.is_joker]
    roles = {card: card_role(card, contract) for card in cards}
    if contract.sans:
        cites = {card: _SANS if card.rank is Rank.JACK else () for card in cards}
        wins = dict.fromkeys(cards, ("trick-winner", *_SANS))
    else:
        cites = {card: _ROLE_RULINGS.get(roles[card], ()) for card in cards}
        wins = {card: ("trick-winner", *cites[card]) for card in cards}
    suits = {card: effective_suit(card, contract) for card in cards}
    ranks = {card: trick_rank(card, contract) for card in cards}
    trump = contract.trump
    power = {
        led: {
            card: 200 + ranks[card]
            if suits[card] is trump
            else (100 + ranks[card] if suits[card] is led else 0)
            for card in cards
        }
        for led in Suit
    }
    return Ranking(contract, roles, suits, ranks, cites, wins, power)


#: The rulings a card brings to a trick by being the joker or a bower.
_ROLE_RULINGS = {role: (role.value,) for role in (Role.JOKER, Role.RIGHT_BOWER, Role.LEFT_BOWER)}
#: The ruling of the contracts without trumps.
_SANS = ("bid-euchre-sans",)
