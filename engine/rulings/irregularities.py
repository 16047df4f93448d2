"""The rulings of irregularities (topic ``irregularities``: every game's, the house
rulings): misdeals, calls and cards out of turn, complete tricks, revokes (their
correction, claim and penalty, with the penalties in points other tables use) and score
errors."""

from __future__ import annotations

from engine.rulings.model import Ruling

__all__ = ["IRREGULARITIES"]

IRREGULARITIES: tuple[Ruling, ...] = (
    Ruling(
        "misdeal",
        "irregularities",
        "A card other than the turned-up card shown while dealing, a hand with the wrong "
        "number of cards or the wrong dealer is a misdeal: found before the deal is scored, "
        "the deal is void, nobody scores, and the right dealer deals again.",
    ),
    Ruling(
        "call-out-of-turn",
        "irregularities",
        "A call made out of turn is void, and the player whose turn it was calls.",
    ),
    Ruling(
        "play-out-of-turn",
        "irregularities",
        "A card led or played out of turn is taken back without penalty if noticed before "
        "the trick is complete; once the trick is complete it stands as played, and the "
        "winner of that trick leads next.",
    ),
    Ruling(
        "trick-complete",
        "irregularities",
        "A trick is complete when the next trick's first card is led, and the deal's last "
        "trick when the deal is scored; until then the players who played to it may correct "
        "it as these rulings allow, and afterwards it stands.",
    ),
    Ruling(
        "revoke",
        "irregularities",
        "A player who could follow suit and plays another card revokes (also called reneging).",
    ),
    Ruling(
        "revoke-correction",
        "irregularities",
        "A revoke corrected before the trick is complete costs nothing: the card is taken "
        "back and a legal one played, and the players after the offender who have played "
        "may take back and replace theirs.",
    ),
    Ruling(
        "revoke-claim",
        "irregularities",
        "Once the trick is complete the revoke stands: any player of another side may claim "
        "it until the first card of the next deal is dealt, and a correct claim ends the "
        "deal at once; a revoke nobody claims stands as played.",
    ),
    Ruling(
        "revoke-penalty",
        "irregularities",
        "After a correct claim the other side is credited with every trick of the deal and "
        "the deal is scored that way: revoking makers are euchred, revoking defenders give "
        "the makers a march (2 points, or 4 to a lone maker).",
    ),
    Ruling(
        "revoke-penalty-two",
        "irregularities",
        "Where tables differ (the rules option revoke=two, as euchre.cards states it): a "
        "correct claim ends the deal with its tricks as played, and the other side scores 2 "
        "points.",
        changes="revoke-penalty",
    ),
    Ruling(
        "revoke-penalty-two-four",
        "irregularities",
        "Where tables differ (revoke=two-four, as Wikipedia's Euchre article states it): the "
        "other side scores 2 points, or 4 if the maker went alone, whichever side revoked.",
        changes="revoke-penalty",
    ),
    Ruling(
        "revoke-penalty-three-five",
        "irregularities",
        "Where tables differ (revoke=three-five, as the Laws of Euchre of the Somerset Club "
        "of Boston, 1888, state it): the other side scores 3 points, or 5 in a lone hand.",
        changes="revoke-penalty",
    ),
    Ruling(
        "revoke-both-sides",
        "irregularities",
        "If both sides revoked in the deal, the first revoke decides.",
    ),
    Ruling(
        "revoke-wrong-claim",
        "irregularities",
        "A claim when nobody of the other side has revoked has no effect.",
    ),
    Ruling(
        "score-errors",
        "irregularities",
        "A wrong score may be corrected until the next deal's card is turned up (in Bid "
        "Euchre, until the first bid of the next deal).",
    ),
)
