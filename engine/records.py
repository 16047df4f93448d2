"""Hand records: a text notation for example hands and whole games, written by hand.

A record is line-oriented. It starts with the rules, may give the score before its first
deal, then describes each deal: the dealer, the hands as dealt, the turned-up card and
optionally the whole kitty (upcard first), then the actions in order. Several actions
may share a line, separated by commas. ``#`` starts a comment, kept with the record: it
belongs to the action (or the deal) that follows it. A whole game is several deals, each
opened by a ``deal`` line; a record may stop anywhere, even before the first action::

    # A Canadian loner: North must go alone; South takes up and sits out.
    rules: standard canadian-loner
    dealer: S
    N: Jh Jd Ah Kh 9c
    E: 9s Ts Js Qs Ks
    S: Tc Jc Qc Kc Ac
    W: 9h Th 9d Td Qd
    upcard: Qh
    W pass
    N order-up alone  # the dealer's partner accepts only by going alone
    S discard Tc
    W play 9h, N play Jh, E play 9s

Actions are ``SEAT pass``, ``SEAT order-up [alone]`` (the dealer's own acceptance
included), ``SEAT discard CARD``, ``SEAT call SUIT [alone]`` and ``SEAT play CARD``.
Irregularities are written too: ``SEAT revoke CARD`` plays a card that does not follow
suit though the hand could (``play`` refuses it), ``SEAT take-back`` takes back a revoke,
a card played after one or a card played out of turn, before the trick is complete (when
the next trick's first card is led), and ``SEAT claim`` claims a revoke of another side
once its trick is complete (until the next deal is dealt). ``SEAT out-of-turn ACTION``
is a call (void) or a card (on the table) out of turn: ``E out-of-turn order-up``,
``W out-of-turn play Ks``. ``SEAT misdeal exposed CARD``, ``SEAT misdeal count`` and
``SEAT misdeal dealer`` claim a misdeal before the deal is scored: the deal is void, and
the next ``deal`` is the right dealer's. A deal followed by ``misdeal count`` or
``misdeal dealer`` may give a hand of the wrong size, or the wrong dealer: the claim
checks them.

An action written after ``?`` is a question (an exercise): ``? S play Jh`` asks the
reader what South plays, the recorded action being the answer. A question must be a legal
decision with a choice: a revoke, a take-back, a claim, or the only legal action, is
refused at the ``?``.

An action written after ``!`` is marked as a mistake: ``! S play 9c  # the ace was
better`` says that South's play is a poor one, and its comment says why. The site holds
the mark to the engine's analysis (a mistake unmarked, or a mark on a play the analysis
does not judge a mistake, fails its build) and shows it on the step.

A deal of Bid Euchre gives six cards to each hand and no ``upcard:`` or ``kitty:`` line
(every card is dealt). Its actions are ``SEAT bid TRICKS`` (3 to 6; the dealer's bid may
match the highest bid) and ``SEAT pass``, then the high bidder's ``SEAT trump CONTRACT``
(``c``, ``d``, ``h``, ``s``, ``sans-high`` or ``sans-low``), then the plays::

    rules: bid-euchre
    dealer: W
    N: Jh Jd Ah Kh Qh 9c
    E: 9s Ts Js Qs Ks As
    S: Ac Kc Qc Jc Tc Th
    W: 9d Td Qd Kd Ad 9h
    N bid 4
    E pass
    S pass
    W bid 4  # the dealer matches and takes the contract
    W trump sans-low
    W play 9d, N play Jd, E play 9s, S play Tc  # in sans the jack is a plain diamond

:func:`parse_record` reads a record and replays it, so that an illegal action is
reported like a typing error: :class:`NotationError` with the line and column (from 1,
in the record's text) and a code. :func:`format_record` writes the canonical text, which
parses back to an equal record. This module gathers the names of four: the values
(:mod:`engine.record_model`), the parser (:mod:`engine.record_reader`), the writer
(:mod:`engine.record_writer`) and the checks of a record read, its questions included
(:mod:`engine.record_checks`).

>>> record = parse_record(__doc__.split("::")[1].split("Actions are")[0])
>>> record.deals[0].actions[1].action
OrderUp(seat=<Seat.N: 'N'>, alone=True)
>>> game = record.replay()
>>> game.phase, game.turn, game.current.sitting_out
(<Phase.PLAY: 'play'>, <Seat.N: 'N'>, <Seat.S: 'S'>)
>>> parse_record(format_record(record)) == record
True
>>> bid = parse_record(__doc__.split("::")[2].split(":func:")[0])
>>> bid.deals[0].upcard, bid.deals[0].actions[4].action
(None, Trump(seat=<Seat.W: 'W'>, contract=Contract(trump=None, low=True)))
>>> bid.replay().current.tricks[0].winner
<Seat.W: 'W'>
>>> parse_record("rules: standard\\ndealer: X")
Traceback (most recent call last):
...
engine.errors.NotationError: record-bad-seat {'token': 'X'} at 2:9
"""

from __future__ import annotations

from engine.record_model import DealRecord, Record, RecordedAction, Step
from engine.record_reader import MISTAKE, QUESTION, parse_action, parse_record
from engine.record_writer import format_action, format_record

__all__ = [
    "MISTAKE",
    "QUESTION",
    "DealRecord",
    "Record",
    "RecordedAction",
    "Step",
    "format_action",
    "format_record",
    "parse_action",
    "parse_record",
]
