"""Plays and discards valued as the acting player saw them.

The double-dummy value (:mod:`engine.analysis.double_dummy`) sees every card: no player
does. Here each legal card of the player to act (a card to play, or the dealer's
discard) is valued from what that player could see: the cards that player cannot see are
dealt at random, consistently with everything the player saw (the own hand, the upcard,
the own discard if dealer, the cards played, the dealer holding the upcard taken up, the
turned-down card of the second round, a void shown by a failure to follow), each such
deal is solved double-dummy (:mod:`engine.analysis.solver`, one solver and transposition
table shared by every deal of the same contract and table) and the values are averaged.

The deals are drawn in batches of :data:`BATCH` from a generator seeded by ``seed``
alone; the cards a player cannot see depend only on what the player saw, so the same
position seen by the same player always gives the same deals, whatever the real hands.
Sampling stops as soon as the verdict is settled (every option either practically equal
to the best or clearly worse, by an interval on the paired differences that holds at 95 %
over every look the cap allows: :mod:`engine.analysis.stats`) or at
:data:`CAPS` deals.

The value of an option, ``seen``, is the expected tricks of the acting player's side in
the whole deal (those already won included); ``seen_margin`` the 95 % half-width of that
mean; ``seen_cost`` what it loses against the best on the same deals, 0 unless clearly
worse. ``seen_points_cost`` is that loss in points (the acting side's score against the
others', scored deal by deal by the game's own scoring), 0 when ``seen_cost`` is.

>>> from engine.records import parse_record
>>> game = parse_record('''
... rules: standard
... dealer: N
... N: 9c Tc Qc 9d Td
... E: Jh Jd Ah Kh 9s
... S: Ac Kc 9h Th Qs
... W: Ad Kd Qd As Ks
... upcard: Qh
... E order-up
... N discard 9c
... E play 9s, S play Qs''').replay()
>>> found = seen_options(game, seed=0)
>>> found.samples, found.settled, found.best
(16, True, ['play-As', 'play-Ks'])
>>> found.options["play-As"]
{'seen': 1.38, 'seen_margin': 0.47, 'seen_cost': 0, 'seen_points_cost': 0}

West cannot see that East holds four trumps: with every card seen, West and East take
every trick (:mod:`engine.analysis.double_dummy`).
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from engine.actions import Action, Discard, Play
from engine.analysis.double_dummy import in_order, makers_tricks
from engine.analysis.position import kept_solver, play_position, points_json
from engine.analysis.solver import Solver
from engine.analysis.stats import agree, half_width, looks, paired, quantile, verdict
from engine.cards import Card
from engine.contract import ranking
from engine.game import Game, Phase
from engine.seats import Seat

__all__ = ["BATCH", "CAPS", "EQUAL", "LEAST", "Seen", "seen_cards", "seen_options"]

#: Deals drawn at a time; the verdict is looked at after each batch.
BATCH = 8
#: The fewest deals a verdict is drawn from, unless every deal agrees (a position whose
#: unseen cards cannot change any option's value is settled by its first batch).
LEAST = 16
#: The most deals drawn for one decision, by the cards the player to act holds (the
#: dealer's discard: six): the fewer the cards, the quicker each deal is solved.
CAPS = {1: 128, 2: 128, 3: 128, 4: 128, 5: 128, 6: 16}
#: Two options whose difference is surely below this many tricks count as equal.
EQUAL = 0.1

#: Solvers kept by deck, contract and table (their transposition tables hold positions
#: of any deal, so deals sampled for one decision help the next), and the most positions
#: a table may hold before it is emptied (the browser's memory).
_KEPT = 4
_TABLE_LIMIT = 400_000
_SOLVERS: OrderedDict[Hashable, Solver] = OrderedDict()
#: Results kept by what the player saw, the seed and the options.
_RESULTS: OrderedDict[Hashable, Seen] = OrderedDict()
_RESULTS_KEPT = 256


@dataclass(frozen=True, slots=True)
class Seen:
    """The seen values: ``options`` by action key (``seen``, ``seen_margin``,
    ``seen_cost``), the deals used, whether the verdict is settled and the best options'
    keys (empty when too close to call)."""

    options: dict[str, dict[str, Any]]
    samples: int
    settled: bool
    best: list[str]


@dataclass(slots=True)
class _View:
    """What the acting player knows: the unknown cards (bits), each other seat's count of
    unknown cards, voids (bit sets of the suits it cannot hold) and pinned cards."""

    pool: list[int]
    needs: dict[int, int]
    allowed: dict[int, int]
    pinned: dict[int, int]


def _solver(game: Game) -> tuple[Solver, tuple[Seat, ...]]:
    solver, order = kept_solver(game, _SOLVERS, _KEPT)
    if len(solver.table) > _TABLE_LIMIT:
        solver.table.clear()
    return solver, order


def seen_cards(game: Game, seat: Seat) -> frozenset[Card]:
    """The cards of the current deal that ``seat`` has seen: its own hand, every card played
    (the tricks and the one in progress), the turned-up card, and its own discard if it
    dealt. (The hands of the others, the kitty and another's discard it has not.)"""
    deal = game.current
    assert deal is not None
    known = set(deal.hands.get(seat, ()))
    for plays in [*(trick.plays for trick in deal.tricks), tuple(deal.plays)]:
        known.update(card for _, card in plays)
    if deal.layout.upcard is not None:
        known.add(deal.layout.upcard)
    if seat is deal.dealer and deal.discard is not None:
        known.add(deal.discard)
    return frozenset(known)


def _view(game: Game, solver: Solver, order: tuple[Seat, ...], seat: Seat) -> _View:
    """What ``seat`` saw of the current deal (see the module)."""
    deal = game.current
    assert deal is not None and deal.contract is not None
    bits = solver.bits
    played: list[tuple[Seat, Card]] = []
    voids: dict[Seat, set[int]] = {other: set() for other in order}
    suits = ranking(deal.contract).suits
    unreliable = {mark.seat for mark in (*deal.revokes, *deal.corrected)}
    for plays in [*(trick.plays for trick in deal.tricks), tuple(deal.plays)]:
        if not plays:
            continue
        led = suits[plays[0][1]]
        led_index = solver.suit_of[bits[plays[0][1]].bit_length() - 1]
        for player, card in plays:
            played.append((player, card))
            if suits[card] is not led and player not in unreliable:
                voids[player].add(led_index)
    known = seen_cards(game, seat)
    upcard = deal.layout.upcard
    pinned: dict[int, int] = {}
    if upcard is not None:
        dealer = deal.dealer
        taken = deal.discard is not None  # the dealer took it up, and holds it till played
        unplayed = all(card != upcard for _, card in played)
        if taken and dealer is not seat and dealer in order and unplayed:
            pinned[order.index(dealer)] = bits[upcard]
    pool = [bits[card] for card in game.rules.deck if card not in known]
    needs: dict[int, int] = {}
    allowed: dict[int, int] = {}
    everything = sum(pool)
    for index, other in enumerate(order):
        if other is seat:
            continue
        needs[index] = len(deal.hands[other]) - (1 if index in pinned else 0)
        mask = everything
        for suit in voids[other]:
            mask &= ~solver.suit_masks[suit]
        allowed[index] = mask
    return _View(pool, needs, allowed, pinned)


def _draw(view: _View, rng: random.Random) -> dict[int, int] | None:
    """One deal of the unknown cards to the other seats in play (the rest stays out of
    play: the kitty, a discard, a seat sitting out), or ``None`` if this try failed."""
    cards = list(view.pool)
    rng.shuffle(cards)
    spare = {index: view.allowed[index] for index in view.needs}
    order = sorted(view.needs, key=lambda index: spare[index].bit_count() - view.needs[index])
    dealt: dict[int, int] = {}
    taken = 0
    for index in order:
        need = view.needs[index]
        hand = 0
        mask = spare[index]
        for bit in cards:
            if need == 0:
                break
            if bit & mask and not bit & taken:
                hand |= bit
                taken |= bit
                need -= 1
        if need:
            return None
        dealt[index] = hand | view.pinned.get(index, 0)
    return dealt


def _layouts(
    view: _View, rng: random.Random, count: int, real: dict[int, int]
) -> list[dict[int, int]]:
    found = []
    for _ in range(count):
        for _ in range(50):
            dealt = _draw(view, rng)
            if dealt is not None:
                break
        else:  # the constraints are too tight to draw at random: the real hands fit them
            dealt = real
        found.append(dealt)
    return found


def _key(game: Game, seat: Seat, seed: int) -> Hashable:
    deal = game.current
    assert deal is not None
    mine = deal.discard if seat is deal.dealer else None
    return (
        game.rules,
        deal.layout.upcard,
        deal.dealer,
        deal.contract,
        deal.maker,
        deal.sitting_out,
        deal.discard is not None,
        seat,
        tuple(deal.hands[seat]),
        mine,
        tuple(tuple(trick.plays) for trick in deal.tricks),
        tuple(deal.plays),
        tuple(deal.revokes),
        tuple(deal.corrected),
        game.phase,
        seed,
    )


def seen_options(game: Game, *, seed: int = 0, cap: int | None = None) -> Seen:
    """The seen value of each legal action of the player to act, in the play or the
    dealer's discard (see the module). ``cap``: the most deals drawn, if fewer than
    :data:`CAPS` gives (a quick first look: its deals are the first ones of the full
    verdict, which a practice position is screened with)."""
    seat = game.turn
    assert seat is not None and game.phase in (Phase.PLAY, Phase.DISCARD)
    key = (_key(game, seat, seed), cap)
    found = _RESULTS.get(key)
    if found is None:
        found = _RESULTS[key] = _seen(game, seat, seed, cap)
        if len(_RESULTS) > _RESULTS_KEPT:
            _RESULTS.popitem(last=False)
    return found


def _seen(game: Game, seat: Seat, seed: int, limit: int | None) -> Seen:
    deal = game.current
    assert deal is not None and deal.maker is not None
    rules = game.rules
    legal: list[Action] = list(game.legal_actions())
    solver, order = _solver(game)
    rng = random.Random(seed)
    acting = rules.side_of(seat) == rules.side_of(deal.maker)
    size = rules.hand_size
    if game.phase is Phase.PLAY and not in_order(game):
        # A trick played out of the table's order (a card out of turn that stands): the
        # solver knows only tricks in order, so each layout is dealt into a copy of the
        # game and the trick played out with the game's own rules (as double-dummy does).
        real = {
            index: solver.mask(deal.hands[other])
            for index, other in enumerate(order)
            if other is not seat
        }

        def values(hands: dict[int, int]) -> list[int]:
            trial = game.copy()
            dealt = trial.current
            assert dealt is not None
            for index, bits in hands.items():
                dealt.hands[order[index]] = solver.cards(bits)
            out = []
            for action in legal:
                after = trial.copy()
                after.apply(action)
                tricks = makers_tricks(after, keep=False)
                out.append(tricks if acting else size - tricks)
            return out

    elif game.phase is Phase.PLAY:
        position = play_position(game, keep=False)
        real = {index: hand for index, hand in enumerate(position.hands) if index != position.mover}

        def values(hands: dict[int, int]) -> list[int]:
            full = [hands.get(index, 0) for index in range(len(order))]
            full[position.mover] = position.hands[position.mover]
            found = solver.values(full, position.mover, position.trick)
            out = []
            for action in legal:
                assert isinstance(action, Play)
                tricks = position.won + found[solver.bits[action.card]]
                out.append(tricks if acting else size - tricks)
            return out

    else:
        starts = []
        for action in legal:
            assert isinstance(action, Discard)
            after = game.copy()
            after.apply(action)
            starts.append(play_position(after, keep=False))
        mover = order.index(seat) if seat in order else -1
        real = {index: hand for index, hand in enumerate(starts[0].hands) if index != mover}

        def values(hands: dict[int, int]) -> list[int]:
            out = []
            for start in starts:
                full = [hands.get(index, 0) for index in range(len(order))]
                if mover >= 0:
                    full[mover] = start.hands[mover]
                tricks = solver.value(full, start.mover, start.trick)
                out.append(tricks if acting else size - tricks)
            return out

    view = _view(game, solver, order, seat)
    samples: list[list[int]] = []
    settled = False
    best: list[int] = []
    cap = CAPS.get(len(deal.hands[seat]), BATCH)
    if limit is not None:
        cap = max(BATCH, min(cap, limit))
    z = quantile(looks(LEAST, BATCH, cap))
    while len(samples) < cap:
        for hands in _layouts(view, rng, BATCH, real):
            samples.append(values(hands))
        settled, best = verdict(samples, EQUAL, z)
        if settled and (len(samples) >= LEAST or agree(samples)):
            break
    count = len(samples)
    means = [sum(row[i] for row in samples) / count for i in range(len(legal))]
    top = max(range(len(legal)), key=lambda i: means[i])
    net = _net_points(game, seat, acting)
    options = {}
    for i, action in enumerate(legal):
        column = [row[i] for row in samples]
        loss, half = paired(samples, top, i, z)
        clearly = loss - half > 0
        points = sum(net[row[top]] - net[row[i]] for row in samples) / count
        options[action.key] = {
            "seen": round(means[i], 2),
            "seen_margin": round(half_width(column), 2),
            "seen_cost": round(loss, 2) if clearly else 0,
            "seen_points_cost": round(max(0.0, points), 2) if clearly else 0,
        }
    keys = [legal[i].key for i in best] if settled else []
    return Seen(options, count, settled, keys)


def _net_points(game: Game, seat: Seat, acting: bool) -> list[float]:
    """By the acting side's tricks in the deal, its points against the others' (in the
    three-player game, their mean)."""
    rules = game.rules
    own = str(rules.side_of(seat))
    size = rules.hand_size
    out = []
    for tricks in range(size + 1):
        points = points_json(game, tricks if acting else size - tricks)
        others = [value for side, value in points.items() if side != own]
        out.append(points.get(own, 0) - (sum(others) / len(others) if others else 0.0))
    return out
