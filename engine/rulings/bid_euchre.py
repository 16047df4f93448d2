"""The rulings of Bid Euchre (topic ``bid-euchre``: the Danish seed's table rows), most of
which change a ruling of the standard game (``changes``)."""

from __future__ import annotations

from engine.rulings.model import Ruling

__all__ = ["BID_EUCHRE"]

BID_EUCHRE: tuple[Ruling, ...] = (
    Ruling(
        "bid-euchre-deal",
        "bid-euchre",
        "All 24 cards are dealt, six to each player, with no kitty and no turned-up card.",
        changes="deal",
    ),
    Ruling(
        "bid-euchre-bidding",
        "bid-euchre",
        "One round of bidding from the dealer's left: each player bids once, 3 to 6 "
        "tricks, higher than the last bid, or passes.",
        changes="first-round",
    ),
    Ruling(
        "bid-euchre-dealer",
        "bid-euchre",
        "The dealer bids last and may pass if anyone bid, match the highest bid to take "
        "the contract, or bid higher; if all the others passed, the dealer must bid at "
        "least 3.",
        changes="stick-the-dealer",
    ),
    Ruling(
        "bid-euchre-trump",
        "bid-euchre",
        "The highest bidder chooses the contract: a trump suit (bowers as usual), sans "
        "high or sans low.",
        changes="trump-rank",
    ),
    Ruling(
        "bid-euchre-sans",
        "bid-euchre",
        "In sans there are no trumps and no bowers: in sans high each suit runs from ace "
        "down to nine, in sans low from nine down to ace.",
    ),
    Ruling(
        "bid-euchre-first-lead",
        "bid-euchre",
        "The highest bidder leads to the first of six tricks.",
        changes="first-lead",
    ),
    Ruling(
        "bid-euchre-scoring",
        "bid-euchre",
        "Each side scores a point per trick taken; bidders who take fewer tricks than they "
        "bid go set and lose their bid instead, so scores can go below zero.",
        changes="score-makers",
    ),
    Ruling(
        "bid-euchre-game",
        "bid-euchre",
        "The game is to 32, reached at the end of a hand in which the side made its bid or "
        "set the bidders; tricks taken against a made bid never win the game.",
        changes="game-target",
    ),
    Ruling(
        "bid-euchre-revoke",
        "bid-euchre",
        "After a correct claim of a revoke, revoking bidders are set and the defenders "
        "score 6 points; revoking defenders give the bidders all six tricks, 6 points.",
        changes="revoke-penalty",
    ),
    Ruling(
        "bid-euchre-no-alone",
        "bid-euchre",
        "Going alone is not offered: this version has no lone bids.",
        changes="going-alone",
    ),
    Ruling(
        "bid-euchre-players",
        "bid-euchre",
        "Four players in two partnerships.",
        changes="players-partnerships",
    ),
    Ruling(
        "bid-euchre-other-options",
        "bid-euchre",
        "No option applies: Bid Euchre always uses the 24-card deck without the joker, has "
        "no turned-up card and is played to 32.",
    ),
)
