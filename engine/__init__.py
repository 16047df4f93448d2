"""A rules engine for Euchre, its options and Bid Euchre, citing the rulings it applies.

Pure Python (standard library only), the same code in CPython 3.11+ and in Pyodide.
The modules, one per concern:

- :mod:`engine.cards`: cards, suits, ranks, decks (codes ``Jh``, ``Ts``, ``Jk``);
- :mod:`engine.seats`: seats ``N E S W`` and sides ``NS``/``EW``;
- :mod:`engine.rules`: the rules as one frozen value, read from a rules string;
- :mod:`engine.contract`: trumps, effective suits, trick ranks, trick winners;
- :mod:`engine.actions`, :mod:`engine.events`, :mod:`engine.errors`: what players do,
  what happens, and why something is refused (codes, parameters and ruling ids);
- :mod:`engine.game`: the game as a state machine (a package, by concern);
- :mod:`engine.records`: hand records, the text notation of example hands and games
  (:mod:`engine.notation` splits notation into words with their columns);
- :mod:`engine.narration`: events and refusals as sentences, through a catalogue;
- :mod:`engine.export`: the JSON export and state snapshots;
- :mod:`engine.players`: a deterministic and a random player;
- :mod:`engine.rulings`: the rulings registry (a package, its table by topic);
- :mod:`engine.links`: a hand in a link's fragment (compact ``h1=`` or plain ``record=``);
- :mod:`engine.board`: the reader's board, a hand played on from any step;
- ``python -m engine``: the command line (:mod:`engine.__main__`).

>>> import engine
>>> game = engine.parse_record('''
... rules: standard
... dealer: N
... N: 9c Tc Qc 9d Td
... E: Jh Jd Ah Kh 9s
... S: Ac Kc 9h Th Qs
... W: Ad Kd Qd As Ks
... upcard: Qh
... E order-up''').replay()
>>> [a.card for a in game.legal_actions()]
[9c, Tc, Qc, 9d, Td, Qh]
>>> game.check(engine.Pass(engine.Seat.S)).code
'not-your-turn'

Bid Euchre (six cards) is the rules string ``bid-euchre``: one round of bids, then the
high bidder chooses a trump suit or sans high or low.

>>> game = engine.Game(engine.Rules.parse("bid-euchre"), engine.Seat.N)
>>> game.phase
<Phase.DEAL: 'deal'>
>>> engine.Bid(engine.Seat.E, 4), engine.Trump(engine.Seat.E, engine.SANS_HIGH).verb
(Bid(seat=<Seat.E: 'E'>, tricks=4), 'trump')
"""

from engine.actions import Action, Bid, Call, Discard, OrderUp, Pass, Play, Trump
from engine.cards import JOKER, Card, Rank, Suit, make_deck
from engine.contract import (
    ALL_CONTRACTS,
    SANS_HIGH,
    SANS_LOW,
    Contract,
    card_role,
    effective_suit,
    trick_rank,
    trick_winner,
)
from engine.errors import EngineError, IllegalActionError, NotationError, Refusal, RulesError
from engine.events import Event
from engine.export import action_from_json, action_to_json, export_games, snapshot
from engine.game import Game, Layout, Phase
from engine.narration import DictCatalog, explain, load_catalog, narrate
from engine.players import (
    likely_tricks,
    play_deal_out,
    play_game,
    random_card_player,
    random_player,
    simple_player,
)
from engine.records import Record, format_record, parse_record
from engine.rules import Rules, Variant
from engine.rulings import RULINGS, ruling
from engine.seats import Partnership, Seat

__all__ = [
    "ALL_CONTRACTS",
    "JOKER",
    "RULINGS",
    "SANS_HIGH",
    "SANS_LOW",
    "Action",
    "Bid",
    "Call",
    "Card",
    "Contract",
    "DictCatalog",
    "Discard",
    "EngineError",
    "Event",
    "Game",
    "IllegalActionError",
    "Layout",
    "NotationError",
    "OrderUp",
    "Partnership",
    "Pass",
    "Phase",
    "Play",
    "Rank",
    "Record",
    "Refusal",
    "Rules",
    "RulesError",
    "Seat",
    "Suit",
    "Trump",
    "Variant",
    "action_from_json",
    "action_to_json",
    "card_role",
    "effective_suit",
    "explain",
    "export_games",
    "format_record",
    "likely_tricks",
    "load_catalog",
    "make_deck",
    "narrate",
    "parse_record",
    "play_deal_out",
    "play_game",
    "random_card_player",
    "random_player",
    "ruling",
    "simple_player",
    "snapshot",
    "trick_rank",
    "trick_winner",
]
