"""The reader's board: a hand of the reader's own, played on from any step.

A hand (:class:`engine.links.Hand`) is a record and, for a random deal, its seed. The
reader goes back to any step (``at``), acts for any seat, and may hand seats to the
engine (:func:`engine.players.simple_player`), which then acts for them until a seat of
the reader's is to act or the deal is over. The result is a new hand: its record, its
link (:func:`engine.links.encode`) and the step on screen.

>>> from engine.links import Hand
>>> from engine.rules import Rules
>>> from engine.seats import Seat
>>> hand = start(Rules.parse("standard"), seed=11)
>>> result = play(hand, None, [], frozenset(Seat))
>>> result.refusal, result.hand.record.deals[0].actions[-1].action.verb
(None, 'play')
>>> game = result.hand.record.replay()  # the deal is played out; the next one is dealt
>>> len(game.deals), game.deals[0].points is not None, game.deals[1].actions
(2, True, [])
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from engine.actions import Action
from engine.errors import Refusal
from engine.game import Game, Layout, Phase
from engine.links import Hand, seeded
from engine.players import Policy, simple_player
from engine.records import DealRecord, Record
from engine.rules import Rules
from engine.seats import Seat

__all__ = ["Played", "from_layout", "next_deal", "play", "start"]


@dataclass(frozen=True, slots=True)
class Played:
    """The hand after the reader's actions; ``refusal`` and ``index`` say which action
    was refused (the actions before it are kept)."""

    hand: Hand
    refusal: Refusal | None = None
    index: int | None = None


def start(rules: Rules, seed: int, dealer: Seat | None = None) -> Hand:
    """A new hand dealt at random from ``seed``."""
    return Hand(seeded(rules, seed, dealer), seed)


def from_layout(rules: Rules, layout: Layout) -> Hand:
    """A new hand with the cards the reader laid out; raises the deal's refusal
    (:class:`~engine.errors.IllegalActionError`) if they are no deal of ``rules``."""
    game = Game(rules, layout.dealer)
    game.deal(layout)
    kitty = layout.kitty or None
    return Hand(Record(rules, (DealRecord(layout.dealer, layout.hands, layout.upcard, kitty),)))


def next_deal(hand: Hand, seed: int) -> Hand | None:
    """The hand with its next deal dealt at random from ``seed``, the score carried on:
    for a hand whose cards are written (a layout or a record; a seeded hand deals its next
    deal by itself) at the end of a deal. ``None`` when there is no deal to deal then.

    >>> from engine.records import parse_record
    >>> record = parse_record("rules: standard\\ndealer: N\\nN: 9c Tc Qc 9d Td\\n"
    ...     "E: Jh Jd Ah Kh 9s\\nS: Ac Kc 9h Th Qs\\nW: Ad Kd Qd As Ks\\nupcard: Qh")
    >>> next_deal(Hand(record), 1) is None  # the deal is not over
    True
    """
    if hand.seed is not None or not hand.record.deals:
        return None
    game = _game(hand, None)
    if game.phase is not Phase.DEAL:
        return None
    layout = Layout.shuffled(game.rules, game.dealer, random.Random(seed))
    kitty = layout.kitty or None
    deal = DealRecord(layout.dealer, layout.hands, layout.upcard, kitty)
    record = hand.record
    return Hand(Record(record.rules, (*record.deals, deal), record.scores))


def _game(hand: Hand, at: int | None) -> Game:
    """The hand's game after step ``at`` (every step when ``None``)."""
    record = hand.record
    first = record.deals[0].dealer if record.deals else record.rules.seats[0]
    rng = None if hand.seed is None else random.Random(hand.seed)
    game = Game(record.rules, first, scores=record.scores, rng=rng)
    step = 0
    for deal in record.deals:
        if at is not None and step > at:
            break
        if rng is None:
            game.deal(deal.layout(record.rules), misdealt=deal.misdealt)
        step += 1
        for recorded in deal.actions:
            if at is not None and step > at:
                break
            game.apply(recorded.action)
            step += 1
    return game


def play(
    hand: Hand,
    at: int | None,
    actions: Sequence[Action],
    engine_seats: Collection[Seat],
    player: Policy = simple_player,
) -> Played:
    """From step ``at`` of the hand (the last when ``None``), apply the reader's actions,
    then let the engine (``player``) act for ``engine_seats`` until the reader is to act,
    the deal is over or the game is."""
    game = _game(hand, at)
    refused: tuple[Refusal, int] | None = None
    for index, action in enumerate(actions):
        refusal = game.check(action)
        if refusal is not None:
            refused = (refusal, index)
            break
        game.apply(action)
    deals = len(game.deals)
    while (
        refused is None
        and game.turn in engine_seats
        and game.phase not in (Phase.DEAL, Phase.GAME_OVER)
        and len(game.deals) == deals
    ):
        game.apply(player(game))
    record = Record.from_game(game)
    record = Record(record.rules, record.deals, hand.record.scores)
    if hand.seed is None and hand.record.deals:  # keep the kitty as the record wrote it
        deals_kept = tuple(
            DealRecord(old.dealer, old.hands, old.upcard, old.kitty, new.actions)
            for old, new in zip(hand.record.deals, record.deals, strict=False)
        )
        record = Record(record.rules, deals_kept, record.scores)
    result = Hand(record, hand.seed, None)
    if refused is None:
        return Played(result)
    return Played(result, refused[0], refused[1])
