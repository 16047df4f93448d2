"""Analysis: which action is best at a decision, and what a recorded action cost.

A solver beside the board: it reads a :class:`~engine.game.Game` (never changing it)
and answers plain JSON-able data, the same in the command line (``python -m engine
analyse``), at build time and in the browser (:mod:`engine.web`).

- A play decision or the dealer's discard is analysed **double-dummy**: every legal
  action, valued by perfect play of all hands, open, to the end of the deal (the makers
  maximise their tricks, everyone else minimises them; see :mod:`engine.analysis.solver`),
  and **as the player saw it** (:mod:`engine.analysis.seen`: the hidden cards dealt at
  random consistently with what the player saw, each deal solved double-dummy). ``best``
  is by the latter (empty when too close to call), ``best_open`` by the former; where a
  revoke may be claimed, claiming is an option (:mod:`engine.analysis.claim`).
- A bidding decision is analysed by **sampling** from the caller's seat (see
  :mod:`engine.analysis.calls`): expected points for the caller's side and how often the
  makers make it; a pass is valued too, the others then calling by a stated policy.

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
... N discard 9c''').replay()
>>> result = analyse(game)
>>> result["method"], result["seat"], result["makers"]
('double-dummy', 'E', 'EW')
>>> [(o["action"]["card"], o["makers_tricks"], o["points"]) for o in result["options"]][::4]
[('Jh', 5, {'NS': 0, 'EW': 2}), ('9s', 4, {'NS': 0, 'EW': 1})]
>>> result["best_open"][0]
{'seat': 'E', 'action': 'play', 'card': 'Jh'}
>>> result["seen_samples"], result["best"]  # as East saw it: the nine of spades may be worse
(128, [])
"""

from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.analysis.calls import call_options
from engine.analysis.claim import claim_option
from engine.analysis.double_dummy import discard_options, play_options
from engine.analysis.line import lost_trick
from engine.analysis.seen import seen_options
from engine.errors import EngineError
from engine.export import action_from_json, action_to_json
from engine.game import Game, Phase
from engine.game.phases import CALLS
from engine.records import Record
from engine.rules import Rules, Variant

__all__ = [
    "BID_EUCHRE_SAMPLES",
    "DEFAULT_SAMPLES",
    "MAX_SAMPLES",
    "analyse",
    "analyse_record",
    "checked_samples",
    "default_samples",
]

#: The most layouts dealt for a call analysis by default (the cap of its sequential
#: sampling, see :mod:`engine.analysis.calls`): most calls are settled long before it (a
#: clear call in 32 layouts); a close one is sampled up to it and, still unsettled, is too
#: close to call. At the cap the 95 % margin of a difference between two calls is about a
#: third of a point. Each layout costs a few milliseconds in CPython (a call followed by
#: the others' and the caller's later calls, each played out double-dummy).
DEFAULT_SAMPLES = 128
#: The default cap in Bid Euchre, whose six-card deals cost ten times as much to play out
#: (each layout: every bid, the others' bids, two contracts of the caller's): a close bid
#: is too close to call sooner.
BID_EUCHRE_SAMPLES = 32
#: The most layouts anyone may ask for (the command line, the browser): more would only
#: keep the engine busy for minutes.
MAX_SAMPLES = 1024


def default_samples(rules: Rules) -> int:
    """The default cap of a call analysis under ``rules``."""
    return BID_EUCHRE_SAMPLES if rules.variant is Variant.BID_EUCHRE else DEFAULT_SAMPLES


def checked_samples(value: object) -> int:
    """``value`` as a number of layouts to deal, or :class:`~engine.errors.EngineError`
    ``bad-samples`` (its message says the range) if it is not a whole number (an ``int``)
    from 1 to :data:`MAX_SAMPLES`.

    >>> checked_samples(64)
    64
    >>> checked_samples(10**9)
    Traceback (most recent call last):
    engine.errors.EngineError: bad-samples {'most': '1024'}
    """
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_SAMPLES:
        raise EngineError("bad-samples", {"most": MAX_SAMPLES})
    return value


def analyse(game: Game, *, samples: int | None = None, seed: int = 0) -> dict[str, Any]:
    """The analysis of the game's next decision.

    ``{"rules", "seat", "phase", "makers", "method", "options", "best"}``; double-dummy
    options carry ``makers_tricks`` and ``points`` (per side), sampled ones (calls, with
    ``"samples"``) ``expected_points`` and ``made``. ``makers`` is the side that fixed
    trumps, or for a call the caller's side (the makers if the caller makes trumps).
    Raises :class:`~engine.errors.EngineError` ``nothing-to-analyse`` between deals and
    once the game is over.
    """
    samples = default_samples(game.rules) if samples is None else checked_samples(samples)
    seat = game.turn
    deal = game.current
    if seat is None or deal is None or game.phase in (Phase.DEAL, Phase.GAME_OVER):
        raise EngineError("nothing-to-analyse")
    rules = game.rules
    maker = deal.maker if deal.maker is not None else seat
    result: dict[str, Any] = {
        "rules": rules.code,
        "seat": str(seat),
        "phase": str(game.phase),
        "makers": str(rules.side_of(maker)),
    }
    if game.phase in CALLS:  # analysed by sampling
        called = call_options(game, samples, seed)
        result.update(
            method="sampled",
            samples=called.samples,
            settled=called.settled,
            options=called.options,
        )
        keys = set(called.best)
        result["best"] = [o["action"] for o in called.options if _key(o["action"]) in keys]
        return result
    options = play_options(game) if game.phase is Phase.PLAY else discard_options(game)
    pick = max if rules.side_of(seat) == rules.side_of(maker) else min
    top = pick(option["makers_tricks"] for option in options)
    found = seen_options(game, seed=seed)
    for option in options:
        option.update(found.options[_key(option["action"])])
    result.update(method="double-dummy", options=options, seen_samples=found.samples)
    result["best"] = [o["action"] for o in options if _key(o["action"]) in found.best]
    result["best_open"] = [o["action"] for o in options if o["makers_tricks"] == top]
    best_open = action_from_json(result["best_open"][0])
    for option in options:
        worse = option["makers_tricks"] != top
        option["loses"] = lost_trick(game, _action(option), best_open) if worse else None
    claim = claim_option(game)
    if claim is not None:
        _with_claim(result, claim, top)
    return result


def _with_claim(result: dict[str, Any], claim: dict[str, Any], open_top: int) -> None:
    """Claiming a revoke among the options of a play. Its value is certain and no card
    can beat it (the claimer's side is credited with the tricks the ruling gives, every
    trick but in the three-player game the maker's own): it is best, beside only the cards
    sure to be worth as much. A card played instead loses nothing: the revoke can still be
    claimed until the next deal's first card is dealt, and the first revoke of a deal
    decides whatever happens meanwhile (``RULES.md``, revoke), so no card costs anything
    here; each keeps its own value, what it is worth if the deal is played out unclaimed.
    ``open_top``: the makers' tricks of the best card with every card seen."""
    value = claim["seen"]
    options = result["options"]
    for option in options:
        option["seen_cost"] = 0
        option["seen_points_cost"] = 0
    keys = {_key(action) for action in result["best"]}
    result["best"] = [claim["action"]] + [
        o["action"]
        for o in options
        if _key(o["action"]) in keys and o["seen"] >= value and o["seen_margin"] == 0
    ]
    same = open_top == claim["makers_tricks"]
    result["best_open"] = [claim["action"]] + (result["best_open"] if same else [])
    result["options"] = [*options, claim]


def cost(analysis: dict[str, Any], played: dict[str, Any]) -> float | int | None:
    """What the action ``played`` lost against the best option: for a play or a discard,
    tricks by the measure of what the player could see (``seen_cost``: 0 unless clearly
    worse); expected points (rounded to hundredths) for a call; 0 when it was best,
    ``None`` for an action without a value (a pass) or not among the options."""
    options = {_key(option["action"]): option for option in analysis["options"]}
    option = options.get(_key(played))
    if option is None:
        return None
    if analysis["method"] == "double-dummy":
        if "seen_cost" in option:
            return option["seen_cost"]  # type: ignore[no-any-return]
        best = options[_key(analysis["best"][0])]  # an analysis without the seen values
        return abs(int(best["makers_tricks"]) - int(option["makers_tricks"]))
    if "cost" in option:
        return option["cost"]  # type: ignore[no-any-return]
    if option["expected_points"] is None or not analysis["best"]:  # an older analysis
        return None
    best = options[_key(analysis["best"][0])]
    return round(float(best["expected_points"]) - float(option["expected_points"]), 2)


def _action(option: dict[str, Any]) -> Action:
    return action_from_json(option["action"])


def _key(action: dict[str, Any]) -> str:
    """The key of an action written as JSON (:attr:`engine.actions.BaseAction.key`)."""
    return action_from_json(action).key


def analyse_record(record: Record, *, samples: int | None = None, seed: int = 0) -> dict[str, Any]:
    """Every decision of a hand record that the record answers with a legal action (an
    irregularity, such as a revoke or a claim, is no choice among the options):
    ``{"rules", "positions": [{"step", "played", "cost", ...the keys of analyse}]}``.

    ``step`` is the walkthrough step of the action played (step 0 is the first deal
    dealt, step *k* the game after the record's *k*-th action, counting each deal dealt
    as a step, as in :func:`engine.web.walkthrough`); ``cost`` is what that action lost
    against the best (see :func:`cost`).
    """
    positions: list[dict[str, Any]] = []
    before: Game | None = None
    for number, step in enumerate(record.steps()):
        if before is not None and step.action in before.legal_actions():
            analysis = analyse(before, samples=samples, seed=seed)
            played = action_to_json(step.action)
            entry = {"step": number, "played": played, "cost": cost(analysis, played)}
            positions.append({**entry, **analysis})
        game = step.game
        decision = game.turn is not None and game.phase not in (Phase.DEAL, Phase.GAME_OVER)
        before = game.copy() if decision else None
    return {"rules": record.rules.code, "positions": positions}
