"""Practice: positions with one clearly best choice, found by the engine from random deals.

A *position* is a decision of one player in a deal dealt at random: a call, the dealer's
discard or a card. It is a practice position when the analysis (:mod:`engine.analysis`),
from what that player could see, has one clearly best choice, every other choice costing
at least :data:`HALF_TRICK` of a trick (a card or a discard, by its ``seen_cost``) or
:data:`QUARTER_POINT` of a point (its ``seen_points_cost``, or for a call the expected
points it gives up, beyond the options' margins when the analysis gives them).

A *theme* says which decisions are looked at (:data:`THEMES`): the calls of the first
and the second round, the dealer's discard, leading, following as second or third hand,
trumping or not when void, going alone, defending against a loner and Bid Euchre's bids;
``mix`` takes one of them by the seed. :func:`find` deals from a generator seeded by the
theme and the seed alone, plays the deal on with the engine's simple player
(:func:`engine.players.simple_player`) and analyses the decisions of the theme's kind it
meets, in an order drawn from the same generator, until one qualifies: the same theme and
seed always give the same position.

A call is valued by sampling (:mod:`engine.analysis.calls`): each option's expected
points, with its ``margin`` (± points) when the analysis gives one. A pass without a
value of its own (``expected_points`` ``None``) is judged by the rule of the engine's best
player (:mod:`engine.analysis.player`): a call is right when it is worth points on
average, a pass when no call is; so a pass counts as worth nothing here, and is the
answer only when every call is clearly worth less than nothing.

Each position carries a short reason (``{"message", "params"}``, words in
:mod:`engine.practice_text`): what the best card keeps or wins, what the best call is
worth against the next best. Nothing here knows a language.

>>> found = find("lead", 1)
>>> found["theme"], found["phase"], len(found["analysis"]["best"])
('lead', 'play', 1)
>>> find("lead", 1)["link"] == found["link"]
True
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from typing import Any

from engine import links
from engine.actions import Action, Call, OrderUp
from engine.analysis import analyse
from engine.analysis.calls import call_options
from engine.analysis.line import line
from engine.analysis.seen import seen_options
from engine.cards import Card, Rank, Suit
from engine.contract import Contract, ranking
from engine.errors import EngineError
from engine.export import action_from_json
from engine.game import Game, Phase
from engine.players import simple_player
from engine.records import Record
from engine.rules import Rules, Variant
from engine.seats import Seat
from engine.web_values import analysis_with_keys

__all__ = [
    "HALF_TRICK",
    "MAX_SEED",
    "MIX",
    "QUARTER_POINT",
    "THEMES",
    "TRIES",
    "daily",
    "daily_seed",
    "find",
    "kinds",
    "position",
    "verdict",
]

#: The themes, in the order the practice page offers them; ``mix`` picks one by the seed.
THEMES = (
    "first-round",
    "second-round",
    "discard",
    "lead",
    "follow",
    "trump",
    "alone",
    "defend-alone",
    "bid",
)
MIX = "mix"
#: The least a worse card or discard costs, in tricks as the player saw them.
HALF_TRICK = 0.5
#: The least a worse choice costs, in points.
QUARTER_POINT = 0.25
#: The first look at a card (:func:`_promising`): the deals it draws, and the lead in
#: tricks the best needs there to be analysed in full.
SCREEN_DEALS = 16
SCREEN = 0.3
#: The first looks at a call (:func:`_promising_call`), on the first layouts of the full
#: verdict (seeded: the same layouts): the layouts of each look, and the least lead of the
#: best call over the next it needs there, as a share of their two margins (±). The full
#: verdict needs a lead beyond both margins. The 30 positions it accepted of seeds 0 to 7
#: (first-round, second-round, alone; bid 5 to 13) led by 0.23 on 16 layouts, 0.42 on 32.
CALL_SCREENS = ((16, 0.2), (32, 0.4))
#: Bid Euchre's (its full verdict ends at 32 layouts, the costliest): of 574 bidding
#: decisions (seeds 100 to 123), these looks drop 5 of the 92 it accepted, 438 of the rest.
BID_SCREENS = ((8, 0.05), (12, 0.2), (16, 0.4), (24, 0.65), (28, 0.8))
#: The deals tried before a theme gives up (:class:`EngineError` ``practice-not-found``).
TRIES = 60
#: The decisions of one deal analysed at most.
_PER_DEAL = 3
#: The fewest cards in hand of a card to play (the last two are seldom a question).
_FEWEST = 3
#: The largest seed.
MAX_SEED = 2**53 - 1

#: The rulings each theme's answer rests on (linked beside the answer).
RULINGS: dict[str, tuple[str, ...]] = {
    "first-round": ("first-round", "dealer-takes-up", "score-makers", "score-euchre"),
    "second-round": ("second-round", "turned-down-suit", "score-makers", "score-euchre"),
    "discard": ("dealer-discard", "trump-rank", "follow-suit"),
    "lead": ("first-lead", "winner-leads", "trick-winner", "follow-suit"),
    "follow": ("follow-suit", "trick-winner", "trump-rank"),
    "trump": ("follow-suit", "trick-winner", "trump-rank"),
    "alone": ("going-alone", "score-alone-march", "score-march", "score-euchre"),
    "defend-alone": ("going-alone", "no-defending-alone", "score-alone-march", "follow-suit"),
    "bid": ("bid-euchre-bidding", "bid-euchre-trump", "bid-euchre-scoring"),
}

_STANDARD = Rules.parse("standard")
_BID = Rules.parse("bid-euchre")
_CALLS = (Phase.ROUND_1, Phase.ROUND_2, Phase.BIDDING)


# --- Which decisions a theme asks about -----------------------------------------------------


def _choices(game: Game) -> list[Action]:
    return list(game.legal_actions())


def _trumps(game: Game, cards: list[Card]) -> int:
    deal = game.current
    assert deal is not None and deal.contract is not None
    suits = ranking(deal.contract).suits
    trump = deal.contract.trump
    return sum(1 for card in cards if suits[card] is trump)


def _void_with_trump(game: Game, seat: Seat) -> bool:
    """Whether ``seat`` cannot follow the suit led and holds a trump (trump or not?)."""
    deal = game.current
    assert deal is not None and deal.contract is not None
    if not deal.plays or deal.contract.trump is None:
        return False
    suits = ranking(deal.contract).suits
    led = suits[deal.plays[0][1]]
    hand = deal.hands[seat]
    if led is deal.contract.trump or any(suits[card] is led for card in hand):
        return False
    return 0 < _trumps(game, hand) < len(hand)


def _is(theme: str, game: Game) -> bool:
    """Whether the decision of the game is one the theme asks about."""
    deal, seat, phase = game.current, game.turn, game.phase
    if deal is None or seat is None or len(_choices(game)) < 2:
        return False
    if theme == "first-round":
        return phase is Phase.ROUND_1
    if theme == "second-round":
        return phase is Phase.ROUND_2
    if theme == "discard":
        return phase is Phase.DISCARD
    if theme == "alone":
        return phase in (Phase.ROUND_1, Phase.ROUND_2) and _loner(game) is not None
    if theme == "bid":
        return phase is Phase.BIDDING
    if phase is not Phase.PLAY or deal.maker is None or len(deal.hands[seat]) < _FEWEST:
        return False
    if theme == "lead":
        return not deal.plays and not deal.alone
    if theme == "follow":
        return len(deal.plays) in (1, 2) and not deal.alone
    if theme == "trump":
        return _void_with_trump(game, seat) and not deal.alone
    if theme == "defend-alone":
        rules = game.rules
        return deal.alone and rules.side_of(seat) != rules.side_of(deal.maker)
    raise EngineError("practice-bad-theme", {"theme": theme})


def kinds(game: Game) -> list[str]:
    """The themes whose kind of decision the game's next decision is (none between deals).
    Bid Euchre's decisions are only the ``bid`` theme's, standard Euchre's the others'."""
    bid = game.rules == _BID
    return [theme for theme in THEMES if (theme == "bid") == bid and _is(theme, game)]


# --- Playing a deal on to the decisions -----------------------------------------------------


def _strong(game: Game, seat: Seat, suit: Suit, extra: Card | None) -> bool:
    """A hand worth a loner on the look of it: three trumps or more, a bower among them."""
    contract = Contract.parse(str(suit))
    order = ranking(contract)
    cards = [*game.current.hands[seat], *([extra] if extra else [])]  # type: ignore[union-attr]
    trumps = [card for card in cards if order.suits[card] is suit]
    return len(trumps) >= 3 and any(card.rank is Rank.JACK for card in trumps)


def _loner(game: Game) -> Action | None:
    """For ``defend-alone``: a call alone by a seat whose hand looks strong enough."""
    deal, seat = game.current, game.turn
    assert deal is not None and seat is not None
    for action in game.legal_actions():
        if isinstance(action, OrderUp) and action.alone:
            upcard = deal.layout.upcard
            assert upcard is not None
            extra = upcard if seat is deal.dealer else None
            if upcard.suit is not None and _strong(game, seat, upcard.suit, extra):
                return action
        if isinstance(action, Call) and action.alone and _strong(game, seat, action.suit, None):
            return action
    return None


def _driver(theme: str) -> Callable[[Game], Action]:
    if theme != "defend-alone":
        return simple_player

    def play(game: Game) -> Action:
        if game.phase in (Phase.ROUND_1, Phase.ROUND_2):
            found = _loner(game)
            if found is not None:
                return found
        return simple_player(game)

    return play


def _deal(theme: str, rng: random.Random) -> Game:
    rules = _BID if theme == "bid" else _STANDARD
    dealer = rng.choice(rules.seats)
    target = rules.target
    scores = {side: rng.randrange(target) for side in rules.sides}
    game = Game(rules, dealer, scores=scores, rng=random.Random(rng.getrandbits(64)))
    game.rng = None  # one deal: no next one
    return game


def _candidates(theme: str, game: Game, rng: random.Random) -> list[Game]:
    """The decisions of the theme's kind met while the deal is played on."""
    found: list[Game] = []
    play = _driver(theme)
    number = len(game.deals)
    while game.turn is not None and game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        if len(game.deals) != number:
            break
        if _is(theme, game):
            found.append(game.copy())
        game.apply(play(game))
    rng.shuffle(found)
    return found[:_PER_DEAL]


# --- The verdict ---------------------------------------------------------------------------


def _margin(option: dict[str, Any]) -> float:
    margin = option.get("margin", 0.0)
    return float(margin) if isinstance(margin, int | float) else 0.0


def _call_value(option: dict[str, Any]) -> float | None:
    value = option.get("expected_points")
    if value is None and option["action"]["action"] == "pass":
        return 0.0  # the best player's rule: a pass is right when no call is worth points
    return None if value is None else float(value)


def verdict(analysis: dict[str, Any]) -> dict[str, Any] | None:
    """The clearly best option of an analysis (``{"answer", "runner_up"}``: the best
    action and the next best option), or ``None`` when there is not one (see the
    module)."""
    options = analysis["options"]
    if len(options) < 2 or analysis.get("settled") is False:
        return None
    if analysis["method"] == "double-dummy":
        if len(analysis["best"]) != 1:
            return None
        best = analysis["best"][0]
        others = [option for option in options if option["action"] != best]
        for option in others:
            tricks = float(option.get("seen_cost", 0))
            points = float(option.get("seen_points_cost", 0))
            if tricks < HALF_TRICK and points < QUARTER_POINT:
                return None
        runner = min(others, key=lambda option: float(option.get("seen_cost", 0)))
        return {"answer": best, "runner_up": runner}
    valued = [(option, _call_value(option)) for option in options]
    if any(value is None for _, value in valued):
        return None
    ranked = sorted(valued, key=lambda pair: -float(pair[1] or 0.0))
    top, top_value = ranked[0]
    for option, value in ranked[1:]:
        gap = float(top_value or 0.0) - float(value or 0.0)
        if gap < QUARTER_POINT or gap <= _margin(top) + _margin(option):
            return None
    engine_best = analysis["best"]
    if top["expected_points"] is not None and engine_best != [top["action"]]:
        return None  # the analysis itself must name this one call alone
    return {"answer": top["action"], "runner_up": ranked[1][0]}


def _reason(analysis: dict[str, Any], found: dict[str, Any]) -> dict[str, Any]:
    """What the answer wins or saves, as a message id and its parameters (codes and
    numbers; :mod:`engine.practice_text` puts them in words)."""
    answer, runner = found["answer"], found["runner_up"]
    if analysis["method"] == "double-dummy":
        best = next(o for o in analysis["options"] if o["action"] == answer)
        params: dict[str, Any] = {"option": answer, "other": runner["action"]}
        loses = runner.get("loses")
        discard = answer["action"] == "discard"
        if loses:
            params |= {"trick": loses["trick"], "seat": loses["seat"], "card": loses["card"]}
            message = "practice.reason.discard-keeps" if discard else "practice.reason.keeps"
            return {"message": message, "params": params}
        params["tricks"] = round(float(best["seen"]) - float(runner["seen"]), 2)
        message = "practice.reason.discard-more" if discard else "practice.reason.more"
        return {"message": message, "params": params}
    best = next(o for o in analysis["options"] if o["action"] == answer)
    runner_value = _call_value(runner) or 0.0
    if best["expected_points"] is None:  # a pass by the best player's rule
        calls = [o for o in analysis["options"] if o["expected_points"] is not None]
        top = max(calls, key=lambda o: float(o["expected_points"]))
        return {
            "message": "practice.reason.pass",
            "params": {"other": top["action"], "points": float(top["expected_points"])},
        }
    params = {
        "option": answer,
        "other": runner["action"],
        "points": float(best["expected_points"]),
        "gain": round(float(best["expected_points"]) - runner_value, 2),
    }
    if best.get("made") is not None:
        params["made"] = float(best["made"])
    message = (
        "practice.reason.call-over-pass"
        if runner["action"]["action"] == "pass"
        else "practice.reason.call"
    )
    return {"message": message, "params": params}


def _promising(game: Game) -> bool:
    """A first look at a card or a discard, on the first deals of the full verdict:
    whether one option leads every other by :data:`SCREEN` tricks on average (a position
    that cannot settle on one clearly best choice is dropped for a fraction of its
    cost)."""
    quick = seen_options(game, seed=0, cap=SCREEN_DEALS)
    values = sorted((float(option["seen"]) for option in quick.options.values()), reverse=True)
    return len(values) >= 2 and values[0] - values[1] >= SCREEN


def _call_lead(options: list[dict[str, Any]]) -> float | None:
    """The lead of the best call over the next, as a share of their two margins (``inf``
    when every layout agrees on it); ``None`` when an option has no value to compare."""
    valued = [(v, _margin(o)) for o in options if (v := _call_value(o)) is not None]
    if len(valued) < 2 or len(valued) < len(options):
        return None
    (top, top_margin), (second, second_margin) = sorted(valued, reverse=True)[:2]
    gap, width = top - second, top_margin + second_margin
    if width <= 0:
        return float("inf") if gap > 0 else 0.0
    return gap / width


def _promising_call(game: Game) -> bool:
    """First looks at a call, on the first layouts of the full verdict: whether the best
    call leads the next by enough of their margins (:data:`CALL_SCREENS`, in Bid Euchre
    :data:`BID_SCREENS`) to have a chance of being clearly best. A call too close on its
    first layouts is dropped for a fraction of its full analysis (which would sample to
    its cap, unsettled, most of the time). A bid that wins the bidding is weighed under
    the one contract its hand counts best (``contracts=1``): about a third quicker."""
    screens = BID_SCREENS if game.rules.variant is Variant.BID_EUCHRE else CALL_SCREENS
    for layouts, least in screens:
        lead = _call_lead(call_options(game, layouts, 0, contracts=1).options)
        if lead is not None and lead < least:
            return False
    return True


# --- Positions -----------------------------------------------------------------------------


def _record(game: Game) -> Record:
    """The record of the game up to its decision (its one deal)."""
    return Record.from_game(game)


def position(game: Game, theme: str | None = None) -> dict[str, Any] | None:
    """The practice position of the game's next decision, or ``None`` when it is not one
    (not a decision a theme asks about, or without one clearly best choice).

    ``{"theme", "rules", "seat", "phase", "link", "record", "answer", "reason",
    "rulings", "analysis", "line"}``: the theme (``theme``, or the first the decision is
    of), the hand as a link's fragment (``h1=…``, :mod:`engine.links`), the answer (an
    action with its key), the analysis with keys, and the line after the answer (the
    rest of the deal as the engine plays it, :mod:`engine.analysis.line`)."""
    found_kinds = kinds(game)
    if theme is None:
        theme = found_kinds[0] if found_kinds else None
    if theme is None or theme not in found_kinds:
        return None
    if game.phase in (Phase.PLAY, Phase.DISCARD) and not _promising(game):
        return None
    if game.phase in _CALLS and not _promising_call(game):
        return None
    # The analysis's own cap for the game (Bid Euchre's is a quarter of the standard
    # game's), so that the page's analysis of the position agrees.
    analysis = analysis_with_keys(analyse(game, seed=0))
    found = verdict(analysis)
    if found is None or (theme == "alone" and found["answer"]["action"] == "pass"):
        return None
    seat = game.turn
    assert seat is not None
    answer = found["answer"]
    record = _record(game)
    return {
        "theme": theme,
        "rules": game.rules.code,
        "seat": str(seat),
        "phase": str(game.phase),
        "link": links.encode(record),
        "record": record,
        "answer": answer,
        "reason": _reason(analysis, found),
        "rulings": list(RULINGS[theme]),
        "analysis": analysis,
        "line": line(game, action_from_json(answer)),
    }


def _check_seed(seed: int) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise EngineError("practice-bad-seed", {"limit": MAX_SEED})


def find(theme: str, seed: int) -> dict[str, Any]:
    """The practice position of ``theme`` for ``seed`` (see :func:`position`; ``mix``
    takes a theme by the seed, and its position carries that theme). Raises
    :class:`EngineError` ``practice-bad-theme``, ``practice-bad-seed``, or
    ``practice-not-found`` when :data:`TRIES` deals give none."""
    if theme != MIX and theme not in THEMES:
        raise EngineError("practice-bad-theme", {"theme": str(theme)[:40]})
    _check_seed(seed)
    rng = random.Random(f"practice:{theme}:{seed}")
    if theme == MIX:
        theme = rng.choice(THEMES)
    for _ in range(TRIES):
        game = _deal(theme, rng)
        for candidate in _candidates(theme, game, rng):
            found = position(candidate, theme)
            if found is not None:
                return {**found, "seed": seed}
    raise EngineError("practice-not-found", {"theme": theme})


def daily_seed(date: datetime.date) -> int:
    """The seed of a date's daily hand: its digits (``20250102``)."""
    return date.year * 10000 + date.month * 100 + date.day


def daily(date: datetime.date) -> dict[str, Any]:
    """The daily hand of ``date``: the same position for every reader on that date (a
    ``mix`` position seeded by the date), with ``"date"`` (ISO)."""
    return {**find(MIX, daily_seed(date)), "date": date.isoformat()}


def from_link(fragment: str) -> dict[str, Any]:
    """The practice position of a link's hand (``h1=…``, as :func:`find` gives it):
    its last step is the decision. Raises the link's :class:`~engine.links.LinkError`, or
    :class:`EngineError` ``practice-no-question`` when the hand does not stop at a
    decision with one clearly best choice (a link of another version of the engine, or
    made by hand)."""
    hand = links.decode(fragment)
    if len(hand.record.deals) != 1:
        raise EngineError("practice-no-question", {})
    game = hand.record.replay()
    found = position(game) if game.turn is not None else None
    if found is None:
        raise EngineError("practice-no-question", {})
    return found


def to_json(found: dict[str, Any]) -> dict[str, Any]:
    """A position as JSON: its record written out, every action with its key."""
    from engine.records import format_record

    return {**found, "record": format_record(found["record"])}
