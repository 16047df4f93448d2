"""One deal: its cards as dealt (:class:`Layout`), its tricks and revokes, and what
happened in it (:class:`Deal`).

>>> import random
>>> from engine.rules import Rules
>>> layout = Layout.shuffled(Rules(), Seat.N, random.Random(1))
>>> [len(layout.hands[seat]) for seat in Seat], len(layout.kitty)
([5, 5, 5, 5], 4)
>>> layout.check(Rules()) is None, layout.check(Rules.parse("standard deck32")).code
(True, 'deal-kitty-size')
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.actions import Action
from engine.cards import Card, Suit
from engine.contract import Contract
from engine.errors import Refusal
from engine.game.table import not_at_table, table_of
from engine.rules import Rules, Variant
from engine.seats import Seat, Side

__all__ = ["Deal", "Layout", "Revoked", "Trick", "deal_rulings"]


@dataclass(frozen=True, slots=True)
class Layout:
    """The cards of one deal as dealt: each hand, and the kitty with the upcard first.

    In Bid Euchre every card is dealt: the kitty is empty and there is no upcard.
    """

    dealer: Seat
    hands: Mapping[Seat, tuple[Card, ...]] = field(hash=False)
    kitty: tuple[Card, ...]

    def miscount(self, rules: Rules) -> Seat | None:
        """The first seat dealt the wrong number of cards, or ``None``."""
        return next(
            (seat for seat in rules.seats if len(self.hands.get(seat, ())) != rules.hand_size),
            None,
        )

    @property
    def upcard(self) -> Card | None:
        """The turned-up card, the kitty's top card; ``None`` without a kitty (Bid Euchre)."""
        return self.kitty[0] if self.kitty else None

    @staticmethod
    def shuffled(rules: Rules, dealer: Seat, rng: random.Random) -> Layout:
        """Shuffle the deck with ``rng`` and deal it, starting at the dealer's left."""
        cards = list(rules.deck)
        rng.shuffle(cards)
        size = rules.hand_size
        hands = {}
        seat = dealer
        for start in range(0, size * rules.players, size):
            seat = rules.next_seat(seat)
            hands[seat] = tuple(cards[start : start + size])
        return Layout(dealer, hands, tuple(cards[size * rules.players :]))

    def check(self, rules: Rules, *, misdealt: bool = False) -> Refusal | None:
        """Say why these cards cannot be the deal of ``rules``, or return ``None``.

        ``misdealt``: the cards of a misdeal that will be claimed, whose hands may hold
        the wrong number of cards (every card of the deck still dealt once).
        """
        deal_ruling = "bid-euchre-deal" if rules.variant is Variant.BID_EUCHRE else "deal"
        for seat in self.hands:
            if seat not in rules.seats:
                return not_at_table(seat)
        for seat in () if misdealt else rules.seats:
            count = len(self.hands.get(seat, ()))
            if count != rules.hand_size:
                return Refusal(
                    "deal-hand-size",
                    {"seat": seat, "count": count, "expected": rules.hand_size},
                    deal_ruling,
                )
        deck = frozenset(rules.deck)
        cards = [card for hand in self.hands.values() for card in hand]
        cards += self.kitty
        if len(cards) == len(deck) and deck == frozenset(cards):  # no card twice, none missing
            return None
        if misdealt and len(set(cards)) == len(cards) and deck.issuperset(cards):
            missing = next(card for card in rules.deck if card not in cards)
            return Refusal("deal-card-missing", {"card": missing}, deal_ruling)
        seen: set[Card] = set()
        for card in cards:
            if card not in deck:
                return Refusal("deal-card-not-in-deck", {"card": card}, _deck_ruling(card))
            if card in seen:
                return Refusal("deal-repeated-card", {"card": card}, "deck")
            seen.add(card)
        kitty_ruling = table_of(rules).kitty_ruling or (
            "deck32-kitty" if rules.deck32 else deal_ruling
        )
        if rules.joker:  # the joker's ruling counts the kitty with every deck and table
            kitty_ruling = "joker-deck"
        expected = rules.kitty_size
        return Refusal(
            "deal-kitty-size", {"count": len(self.kitty), "expected": expected}, kitty_ruling
        )


def _deck_ruling(card: Card) -> str:
    if card.is_joker:
        return "joker-deck"
    return "deck32-cards" if card.rank in "78" else "deck"


def deal_rulings(rules: Rules) -> list[str]:
    """The rulings of the options that change the deal."""
    rulings = []
    if rules.joker:
        rulings.append("joker-deck")
    if rules.deck32:
        rulings += ["deck32-cards", "deck32-kitty"]
    rulings += table_of(rules).players_rulings
    return rulings


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, the cards played in order, and who won it (once complete)."""

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat | None = None


@dataclass(frozen=True, slots=True)
class Revoked:
    """A revoke: who revoked, in which trick (from 1), with which card."""

    seat: Seat
    trick: int
    card: Card


class Deal:
    """What happened in one deal. The game updates it; read it, do not change it."""

    __slots__ = (
        "actions",
        "alone",
        "bid",
        "bidder",
        "claimed",
        "contract",
        "corrected",
        "discard",
        "due",
        "first_leader",
        "forced_alone",
        "hands",
        "layout",
        "maker",
        "miscount",
        "misdealt",
        "number",
        "out_of_turn",
        "plays",
        "points",
        "replaced",
        "revokes",
        "score",
        "sitting_out",
        "tricks",
        "tricks_won",
        "turned_down",
    )

    def __init__(
        self,
        number: int,
        layout: Layout,
        sides: tuple[Side, ...],
        due: Seat | None = None,
        miscount: Seat | None = None,
    ) -> None:
        #: The deal's number in the game, from 1.
        self.number = number
        #: The seat whose turn it was to deal (another dealt in a misdeal).
        self.due = layout.dealer if due is None else due
        #: The first seat dealt the wrong number of cards (a misdeal), or ``None``.
        self.miscount = miscount
        #: Whether a misdeal was claimed: the deal is void, and nobody scores.
        self.misdealt = False
        #: The seat that led, or was to lead, the first trick, once trumps are fixed.
        self.first_leader: Seat | None = None
        #: The cards played out of turn and not taken back: (trick from 1, seat).
        self.out_of_turn: list[tuple[int, Seat]] = []
        #: The cards played in place of one taken back, which are not taken back in turn:
        #: (trick from 1, seat).
        self.replaced: list[tuple[int, Seat]] = []
        #: The cards as dealt.
        self.layout = layout
        #: The cards each seat holds now.
        self.hands: dict[Seat, list[Card]] = {
            seat: list(cards) for seat, cards in layout.hands.items()
        }
        #: The actions taken in this deal, in order.
        self.actions: list[Action] = []
        #: The trump suit once fixed.
        self.contract: Contract | None = None
        #: The seat that fixed trumps (in Bid Euchre, the high bidder once the bidding ends).
        self.maker: Seat | None = None
        #: Bid Euchre: the highest bid so far, the winning bid once the bidding ends.
        self.bid: int | None = None
        #: Bid Euchre: the seat holding the highest bid so far.
        self.bidder: Seat | None = None
        #: Whether the maker plays alone.
        self.alone = False
        #: Whether the maker had to go alone (the Canadian loner's first-round acceptance).
        self.forced_alone = False
        #: The maker's partner when the maker plays alone.
        self.sitting_out: Seat | None = None
        #: The dealer's discard after taking up the turned-up card.
        self.discard: Card | None = None
        #: The suit that may not be named in the second round (none for a joker).
        self.turned_down: Suit | None = None
        #: The tricks completed.
        self.tricks: list[Trick] = []
        #: The cards played to the trick in progress, with their seats.
        self.plays: list[tuple[Seat, Card]] = []
        #: Tricks taken by each side.
        self.tricks_won: dict[Side, int] = dict.fromkeys(sides, 0)
        #: Points scored by each side in this deal, once it is over.
        self.points: dict[Side, int] | None = None
        #: The game's score after this deal, once it is over.
        self.score: dict[Side, int] | None = None
        #: The revokes that stand or may still be corrected, in the order they were made.
        self.revokes: list[Revoked] = []
        #: The revokes taken back before their trick was complete.
        self.corrected: list[Revoked] = []
        #: Whether a revoke was claimed, which ended the deal.
        self.claimed = False

    @property
    def revoke(self) -> Revoked | None:
        """The first revoke of the deal not taken back: the one a claim is decided by."""
        return self.revokes[0] if self.revokes else None

    @property
    def dealer(self) -> Seat:
        """The dealer."""
        return self.layout.dealer

    def copy(self) -> Deal:
        """An independent copy, for trying actions out."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            value = getattr(self, name)
            if isinstance(value, list | dict):
                value = value.copy()
            setattr(other, name, value)
        other.hands = {seat: cards.copy() for seat, cards in self.hands.items()}
        return other
