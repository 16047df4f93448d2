"""The line: the rest of a deal as the engine plays it after a choice.

For a card or the dealer's discard, every seat then plays the best card with every card
seen (double-dummy, :mod:`engine.analysis.double_dummy`: the makers take as many tricks
as they can, the others as few); for a call, the deal as dealt is played out after the
call: the remaining calls by the engine's simple player (:func:`engine.players.simple_player`),
then every card and the discard double-dummy. The line is a list of actions in the JSON
export's shape, each with its key (``{"seat", "action", "card", "key"}``), which the
widget steps as a line of the reader's and the static column writes out in words.

:func:`lost_trick` names what a worse card costs in that line: the first trick the acting
side would have won after the best card and loses after this one, with who wins it and
with which card.

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
>>> steps = line(game, game.legal_actions()[0])
>>> len(steps), steps[0]
(20, {'seat': 'E', 'action': 'play', 'card': 'Jh', 'key': 'play-Jh'})
>>> lost_trick(game, game.legal_actions()[4], game.legal_actions()[0])
{'trick': 1, 'seat': 'N', 'card': 'Qh'}
>>> first = line_tricks(game, game.legal_actions()[0])[0]
>>> first["trick"], first["winner"], [play["card"] for play in first["plays"]]
(1, 'E', ['Jh', '9h', 'Ad', 'Qh'])
"""

from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.analysis.double_dummy import discard_options, play_options
from engine.export import action_from_json
from engine.game import Game, Phase
from engine.players import simple_player

__all__ = ["best_in_line", "line", "line_tricks", "lost_trick", "played_out"]

#: The most actions a line may take (a deal of six cards at four seats, with its calls).
_LONGEST = 64


def best_in_line(game: Game) -> Action:
    """The best action with every card seen for the seat to act, in the play or the
    discard; the simple player's call in a bidding round."""
    if game.phase not in (Phase.PLAY, Phase.DISCARD):
        return simple_player(game)
    options = play_options(game) if game.phase is Phase.PLAY else discard_options(game)
    deal, seat = game.current, game.turn
    assert deal is not None and deal.maker is not None and seat is not None
    rules = game.rules
    maximise = rules.side_of(seat) == rules.side_of(deal.maker)
    pick = max if maximise else min
    top = pick(option["makers_tricks"] for option in options)
    found = next(option for option in options if option["makers_tricks"] == top)
    return action_from_json(found["action"])


def played_out(game: Game, action: Action) -> Game:
    """A copy of the game after ``action`` and the rest of its deal as the line plays it."""
    after = game.copy()
    after.rng = None  # no next deal
    after.apply(action)
    number = len(game.deals)
    for _ in range(_LONGEST):
        if len(after.deals) != number or after.turn is None:
            break
        if after.phase in (Phase.DEAL, Phase.GAME_OVER):
            break
        after.apply(best_in_line(after))
    return after


def line(game: Game, action: Action) -> list[dict[str, Any]]:
    """The actions of the line after ``action`` (``action`` first), each with its key."""
    after = played_out(game, action)
    done = len(game.current.actions) if game.current is not None else 0
    deal = after.deals[len(game.deals) - 1]
    return [step.to_json(key=True) for step in deal.actions[done:]]


def line_tricks(game: Game, action: Action) -> list[dict[str, Any]]:
    """The tricks of the line after ``action`` as they fall, from the trick in progress
    on: ``[{"trick": its number from 1, "plays": [{"seat", "card"}], "winner": seat}]``
    (the static column writes them out in words)."""
    index = len(game.deals) - 1
    done = len(game.deals[index].tricks) if game.deals else 0
    tricks = played_out(game, action).deals[index].tricks
    return [
        {
            "trick": number,
            "plays": [{"seat": str(seat), "card": str(card)} for seat, card in trick.plays],
            "winner": str(trick.winner),
        }
        for number, trick in enumerate(tricks, start=1)
        if number > done and trick.winner is not None
    ]


def lost_trick(game: Game, action: Action, best: Action) -> dict[str, Any] | None:
    """The first trick the acting side wins in the line of ``best`` and loses in the line
    of ``action``: ``{"trick": its number from 1, "seat": who wins it, "card": with
    which card}``; ``None`` if there is none (``action`` loses nothing with every card
    seen)."""
    seat = game.turn
    assert seat is not None
    rules = game.rules
    side = rules.side_of(seat)
    index = len(game.deals) - 1
    worse = played_out(game, action).deals[index].tricks
    better = played_out(game, best).deals[index].tricks
    for number, (ours, theirs) in enumerate(zip(worse, better, strict=False), start=1):
        if ours.winner is None or theirs.winner is None:
            continue
        if rules.side_of(theirs.winner) == side and rules.side_of(ours.winner) != side:
            card = next(card for player, card in ours.plays if player is ours.winner)
            return {"trick": number, "seat": str(ours.winner), "card": str(card)}
    return None
