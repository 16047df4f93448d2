"""The rules of a game as one frozen value, read from and written as a rules string.

A rules string names the game, then its options, separated by spaces:
``standard``, ``standard joker deck32 target=7``, ``standard cutthroat``,
``standard canadian-loner``; Bid Euchre is ``bid-euchre`` and takes no option. The same
string is used in hand records, pages and the command line. :attr:`Rules.code` writes the
canonical string.

>>> rules = Rules.parse("standard target=7 deck32 joker")
>>> rules.code
'standard joker deck32 target=7'
>>> rules.players, len(rules.deck)
(4, 33)
>>> Rules.parse("standard cutthroat canadian-loner")
Traceback (most recent call last):
...
engine.errors.RulesError: rules-canadian-loner-three-players {} [canadian-loner-players]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.cards import Card, make_deck
from engine.errors import NotationError, RulesError
from engine.notation import words
from engine.seats import Partnership, Seat, Side

__all__ = ["DEFAULT_TARGET", "OPTIONS", "REVOKE_PENALTIES", "Rules", "Variant"]


class Variant(StrEnum):
    """The game played: standard Euchre, or Bid Euchre (six cards)."""

    STANDARD = "standard"
    BID_EUCHRE = "bid-euchre"


#: The target score of each game when none is chosen.
DEFAULT_TARGET = {Variant.STANDARD: 10, Variant.BID_EUCHRE: 32}


class _VariantTarget(int):
    """The type of the default of :attr:`Rules.target`: the variant's own target."""

    def __repr__(self) -> str:
        return "<the variant's target>"


_VARIANT_TARGET = _VariantTarget(0)

_FOUR = (Seat.N, Seat.E, Seat.S, Seat.W)
_THREE = (Seat.N, Seat.E, Seat.S)
#: The seat to the left of each seat, with four players and with three (cutthroat).
_NEXT_SEAT = {
    cutthroat: {seat: seats[(i + 1) % len(seats)] for i, seat in enumerate(seats)}
    for cutthroat, seats in ((False, _FOUR), (True, _THREE))
}

#: The option words of a rules string, in canonical order, with the field each sets.
_FLAGS = {
    "joker": "joker",
    "deck32": "deck32",
    "cutthroat": "cutthroat",
    "canadian-loner": "canadian_loner",
}
#: The option words of a rules string, in canonical order (a rules form offers these).
OPTIONS = tuple(_FLAGS)

#: The penalties of a claimed revoke (``revoke=`` in a rules string): ``tricks``, this
#: site's house ruling (the other side is credited with every trick), by default; or a
#: penalty in points that a published source states: ``two`` (2 points to the other side),
#: ``two-four`` (2, or 4 in a lone hand) and ``three-five`` (3, or 5 in a lone hand).
REVOKE_PENALTIES = ("tricks", "two", "two-four", "three-five")


@dataclass(frozen=True, slots=True)
class Rules:
    """The game and its options; impossible combinations raise :class:`RulesError`.

    >>> Rules(cutthroat=True).seats
    (<Seat.N: 'N'>, <Seat.E: 'E'>, <Seat.S: 'S'>)
    >>> Rules(target=0)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: rules-bad-target {'target': '0'} [target-score]
    >>> Rules(Variant.BID_EUCHRE).target
    32
    """

    variant: Variant = Variant.STANDARD
    #: The 25-card deck (33 with ``deck32``): the joker is the highest trump.
    joker: bool = False
    #: The 32-card deck: 8s and 7s are added below the 9s.
    deck32: bool = False
    #: Three players at N E S, each for themselves.
    cutthroat: bool = False
    #: The dealer's partner may accept the turned-up card only by going alone.
    canadian_loner: bool = False
    #: The score that wins the game; by default the variant's (10, or 32 for Bid Euchre).
    target: int = _VARIANT_TARGET
    #: The penalty of a claimed revoke, one of :data:`REVOKE_PENALTIES`.
    revoke_penalty: str = "tricks"

    def __post_init__(self) -> None:
        if type(self.target) is _VariantTarget:
            object.__setattr__(self, "target", DEFAULT_TARGET[self.variant])
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target < 1:
            raise RulesError("rules-bad-target", {"target": str(self.target)}, "target-score")
        if self.revoke_penalty not in REVOKE_PENALTIES:
            raise RulesError(
                "rules-bad-revoke-penalty", {"token": str(self.revoke_penalty)}, "revoke-penalty"
            )
        if self.revoke_penalty != "tricks":
            if self.variant is Variant.BID_EUCHRE:
                word = {"option": f"revoke={self.revoke_penalty}"}
                raise RulesError("rules-bid-euchre-option", word, "bid-euchre-revoke")
            if self.cutthroat:
                raise RulesError("rules-revoke-penalty-three-players", {}, "cutthroat-revoke")
        if self.variant is Variant.BID_EUCHRE:
            if self.cutthroat:
                raise RulesError("rules-bid-euchre-players", {}, "bid-euchre-players")
            options = [word for word, name in _FLAGS.items() if getattr(self, name)]
            if options or self.target != DEFAULT_TARGET[self.variant]:
                option = options[0] if options else f"target={self.target}"
                raise RulesError(
                    "rules-bid-euchre-option", {"option": option}, _bid_euchre_option(option)
                )
        if self.cutthroat and self.canadian_loner:
            raise RulesError("rules-canadian-loner-three-players", {}, "canadian-loner-players")

    @property
    def players(self) -> int:
        """The number of players: 3 in cutthroat, otherwise 4."""
        return 3 if self.cutthroat else 4

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats in play, clockwise from North."""
        return _THREE if self.cutthroat else _FOUR

    @property
    def sides(self) -> tuple[Side, ...]:
        """Who keeps a score: the two partnerships, or each player in cutthroat."""
        return _THREE if self.cutthroat else (Partnership.NS, Partnership.EW)

    def side_of(self, seat: Seat) -> Side:
        """The side the seat scores for."""
        return seat if self.cutthroat else seat.partnership

    def partner(self, seat: Seat) -> Seat | None:
        """The seat's partner, or ``None`` in cutthroat."""
        return None if self.cutthroat else seat.partner

    def next_seat(self, seat: Seat) -> Seat:
        """The next seat clockwise (to the left) among the seats in play."""
        return _NEXT_SEAT[self.cutthroat][seat]

    @property
    def hand_size(self) -> int:
        """The number of cards dealt to each player."""
        return 6 if self.variant is Variant.BID_EUCHRE else 5

    @property
    def kitty_size(self) -> int:
        """The number of cards left after the deal: the kitty, its top card turned up
        (none in Bid Euchre, where every card is dealt).

        >>> Rules().kitty_size, Rules(cutthroat=True).kitty_size
        (4, 9)
        >>> Rules(Variant.BID_EUCHRE).kitty_size
        0
        """
        return len(self.deck) - self.hand_size * self.players

    @property
    def deck(self) -> tuple[Card, ...]:
        """The cards in play, in the fixed order of :func:`engine.cards.make_deck`."""
        return make_deck(deck32=self.deck32, joker=self.joker)

    @property
    def options(self) -> tuple[str, ...]:
        """The option words these rules set, in canonical order.

        >>> Rules.parse("standard cutthroat joker").options
        ('joker', 'cutthroat')
        """
        return tuple(word for word, name in _FLAGS.items() if getattr(self, name))

    @property
    def code(self) -> str:
        """The canonical rules string."""
        parts = [str(self.variant), *self.options]
        if self.target != DEFAULT_TARGET[self.variant]:
            parts.append(f"target={self.target}")
        if self.revoke_penalty != "tricks":
            parts.append(f"revoke={self.revoke_penalty}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.code

    @staticmethod
    def parse(text: str) -> Rules:
        """Read a rules string; unknown or repeated words raise :class:`NotationError`.

        The column of a notation error is that of the offending word in ``text``.

        >>> Rules.parse("standard cutthroat").players
        3
        >>> Rules.parse("standard jokers")
        Traceback (most recent call last):
        ...
        engine.errors.NotationError: rules-unknown-option {'token': 'jokers'} at 1:10
        """
        found = words(text)
        if not found:
            raise NotationError("rules-empty", {}, "players-partnerships")
        column, first = found[0]
        try:
            variant = Variant(first)
        except ValueError:
            raise NotationError("rules-unknown-variant", {"token": first}, column=column) from None
        options: set[str] = set()
        target = DEFAULT_TARGET[variant]
        penalty = "tricks"
        for column, word in found[1:]:
            name, _, value = word.partition("=")
            key = name if name in ("target", "revoke") else _FLAGS.get(word)
            if key is None:
                raise NotationError("rules-unknown-option", {"token": word}, column=column)
            if key in options:
                raise NotationError("rules-repeated-option", {"token": word}, column=column)
            if key == "target":
                if not (value.isascii() and value.isdigit() and int(value) >= 1):
                    raise NotationError(
                        "rules-bad-target", {"target": value}, "target-score", column=column
                    )
                target = int(value)
            if key == "revoke":
                if value not in REVOKE_PENALTIES:
                    raise NotationError(
                        "rules-bad-revoke-penalty",
                        {"token": value},
                        "revoke-penalty",
                        column=column,
                    )
                penalty = value
            options.add(key)
        rules = Rules(
            variant=variant,
            joker="joker" in options,
            deck32="deck32" in options,
            cutthroat="cutthroat" in options,
            canadian_loner="canadian_loner" in options,
            target=target,
            revoke_penalty=penalty,
        )
        if variant is Variant.BID_EUCHRE and options:  # even its own target is no option
            option = {"option": f"target={target}"}
            raise RulesError("rules-bid-euchre-option", option, "target-score-scope")
        return rules


def _bid_euchre_option(option: str) -> str:
    """The ruling that says Bid Euchre is played without an option: its own for the target
    (always 32) and the Canadian loner (no turned-up card), the general one for the rest."""
    if option.startswith("target="):
        return "target-score-scope"
    if option == "canadian-loner":
        return "canadian-loner-other-options"
    return "bid-euchre-other-options"
