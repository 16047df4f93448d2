"""The rulings registry: every rule the engine applies, with a stable id.

Each ruling has a language-neutral id in kebab-case, used as the permanent anchor of
the place where the site states it, in every language, and cited by every event and
every refusal of the engine. The one-line English statement is the reference wording;
the pages of the site state each ruling in the reader's language.

>>> RULINGS["follow-suit"].topic
'standard'
>>> ruling("left-bower").statement.startswith("The left bower")
True
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["RULINGS", "TOPICS", "Ruling", "UnknownRulingError", "ruling"]

#: The topics rulings belong to: the standard game, then each option.
TOPICS = (
    "standard",
    "irregularities",
    "joker",
    "deck32",
    "cutthroat",
    "target-score",
    "canadian-loner",
    "bid-euchre",
)


@dataclass(frozen=True, slots=True)
class Ruling:
    """One rule of the game as this site rules it."""

    id: str
    topic: str
    statement: str
    #: The id of the standard ruling that this ruling changes, if any.
    changes: str | None = None
    #: The id of the standard ruling that this option's ruling keeps as it is, if any
    #: (an option's rule-changes table also states what stays the same).
    keeps: str | None = None


class UnknownRulingError(KeyError):
    """Raised when a ruling id is not in the registry."""


def _r(
    id: str, topic: str, statement: str, changes: str | None = None, keeps: str | None = None
) -> Ruling:
    return Ruling(id=id, topic=topic, statement=statement, changes=changes, keeps=keeps)


_ALL: tuple[Ruling, ...] = (
    # --- The standard game -------------------------------------------------------
    _r(
        "players-partnerships",
        "standard",
        "Four players play in two partnerships; partners sit opposite each other.",
    ),
    _r("deck", "standard", "The deck has 24 cards: 9, 10, J, Q, K and A in each of four suits."),
    _r(
        "deal",
        "standard",
        "Each player is dealt five cards; the other four form the kitty and its top card "
        "is turned up.",
    ),
    _r("deal-rotation", "standard", "The deal passes to the left after every hand."),
    _r(
        "right-bower",
        "standard",
        "The jack of the trump suit, the right bower, is the highest trump.",
    ),
    _r(
        "left-bower",
        "standard",
        "The left bower, the other jack of the same colour as trumps, is the second-highest "
        "trump and belongs to the trump suit for every purpose, never to its printed suit.",
    ),
    _r("trump-rank", "standard", "Trumps rank right bower, left bower, A, K, Q, 10, 9."),
    _r("plain-suit-rank", "standard", "Suits other than trumps rank A, K, Q, J, 10, 9."),
    _r(
        "first-round",
        "standard",
        "In the first round, from the dealer's left, each player in turn passes or accepts "
        "the turned-up card; the dealer, last, may accept it too.",
    ),
    _r(
        "dealer-takes-up",
        "standard",
        "When anyone accepts the turned-up card, its suit is trumps and the dealer takes "
        "the card into hand.",
    ),
    _r(
        "dealer-discard",
        "standard",
        "The dealer then discards one of the six cards in hand face down; any card may be "
        "discarded, the taken-up card included.",
    ),
    _r(
        "second-round",
        "standard",
        "If all four pass, the card is turned down and, from the dealer's left, each player "
        "in turn passes or names a suit as trumps.",
    ),
    _r(
        "turned-down-suit",
        "standard",
        "The suit of the turned-down card may not be named in the second round.",
    ),
    _r(
        "stick-the-dealer",
        "standard",
        "If all the other players pass in the second round, the dealer must name a suit; "
        "there is never a redeal.",
    ),
    _r(
        "going-alone",
        "standard",
        "The player who fixes trumps, the maker, says at that moment whether they play "
        "alone; the maker's partner then puts their hand away and sits the deal out.",
    ),
    _r(
        "alone-dealer-partner-discards",
        "standard",
        "If the maker goes alone on an accepted card and the partner is the dealer, the "
        "dealer still takes the card up and discards before sitting out.",
    ),
    _r(
        "no-defending-alone",
        "standard",
        "Defenders may not play alone, and no other house rules apply.",
    ),
    _r(
        "first-lead",
        "standard",
        "The player to the dealer's left leads the first trick; if that player sits out, "
        "the next player clockwise who plays leads.",
    ),
    _r(
        "play-in-turn",
        "standard",
        "After the lead, each other player taking part in the deal plays one card to the "
        "trick in turn, clockwise.",
    ),
    _r(
        "follow-suit",
        "standard",
        "Players must follow the suit led if they can; the suit led by a left bower is "
        "trumps. A player who cannot follow may play any card.",
    ),
    _r(
        "trick-winner",
        "standard",
        "The highest trump wins the trick; if no trump is played, the highest card of the "
        "suit led wins.",
    ),
    _r("winner-leads", "standard", "The winner of a trick leads to the next one."),
    _r(
        "score-makers",
        "standard",
        "Makers who take three or four tricks score 1 point, also when playing alone.",
    ),
    _r("score-march", "standard", "Makers who take all five tricks score 2 points."),
    _r(
        "score-alone-march",
        "standard",
        "A maker who plays alone and takes all five tricks scores 4 points.",
    ),
    _r(
        "score-euchre",
        "standard",
        "Makers who take fewer than three tricks are euchred: the defenders score 2 points, "
        "also against a player who went alone.",
    ),
    _r(
        "game-target",
        "standard",
        "The first side to reach the target score at the end of a hand wins the game; the "
        "target is 10 unless another is chosen, and points above it do not carry over.",
    ),
    # --- Irregularities (all games; the house rulings) ------------------------------
    _r(
        "misdeal",
        "irregularities",
        "A card other than the turned-up card shown while dealing, a hand with the wrong "
        "number of cards or the wrong dealer is a misdeal: found before the deal is scored, "
        "the deal is void, nobody scores, and the right dealer deals again.",
    ),
    _r(
        "call-out-of-turn",
        "irregularities",
        "A call made out of turn is void, and the player whose turn it was calls.",
    ),
    _r(
        "play-out-of-turn",
        "irregularities",
        "A card led or played out of turn is taken back without penalty if noticed before "
        "the trick is complete; once the trick is complete it stands as played, and the "
        "winner of that trick leads next.",
    ),
    _r(
        "trick-complete",
        "irregularities",
        "A trick is complete when the next trick's first card is led, and the deal's last "
        "trick when the deal is scored; until then the players who played to it may correct "
        "it as these rulings allow, and afterwards it stands.",
    ),
    _r(
        "revoke",
        "irregularities",
        "A player who could follow suit and plays another card revokes (also called reneging).",
    ),
    _r(
        "revoke-correction",
        "irregularities",
        "A revoke corrected before the trick is complete costs nothing: the card is taken "
        "back and a legal one played, and the players after the offender who have played "
        "may take back and replace theirs.",
    ),
    _r(
        "revoke-claim",
        "irregularities",
        "Once the trick is complete the revoke stands: any player of another side may claim "
        "it until the first card of the next deal is dealt, and a correct claim ends the "
        "deal at once; a revoke nobody claims stands as played.",
    ),
    _r(
        "revoke-penalty",
        "irregularities",
        "After a correct claim the other side is credited with every trick of the deal and "
        "the deal is scored that way: revoking makers are euchred, revoking defenders give "
        "the makers a march (2 points, or 4 to a lone maker).",
    ),
    _r(
        "revoke-penalty-two",
        "irregularities",
        "Where tables differ (the rules option revoke=two, as euchre.cards states it): a "
        "correct claim ends the deal with its tricks as played, and the other side scores 2 "
        "points.",
        changes="revoke-penalty",
    ),
    _r(
        "revoke-penalty-two-four",
        "irregularities",
        "Where tables differ (revoke=two-four, as Wikipedia's Euchre article states it): the "
        "other side scores 2 points, or 4 if the maker went alone, whichever side revoked.",
        changes="revoke-penalty",
    ),
    _r(
        "revoke-penalty-three-five",
        "irregularities",
        "Where tables differ (revoke=three-five, as the Laws of Euchre of the Somerset Club "
        "of Boston, 1888, state it): the other side scores 3 points, or 5 in a lone hand.",
        changes="revoke-penalty",
    ),
    _r(
        "revoke-both-sides",
        "irregularities",
        "If both sides revoked in the deal, the first revoke decides.",
    ),
    _r(
        "revoke-wrong-claim",
        "irregularities",
        "A claim when nobody of the other side has revoked has no effect.",
    ),
    _r(
        "score-errors",
        "irregularities",
        "A wrong score may be corrected until the next deal's card is turned up (in Bid "
        "Euchre, until the first bid of the next deal).",
    ),
    # --- Joker ------------------------------------------------------------------
    _r(
        "joker-deck",
        "joker",
        "With the joker the deck has 25 cards, or 33 with the 32-card deck; the cards "
        "left over after the deal form the kitty.",
        changes="deck",
    ),
    _r(
        "joker-highest-trump",
        "joker",
        "The joker is the highest trump, above the right bower, and belongs to the trump "
        "suit for every purpose.",
        changes="trump-rank",
    ),
    _r(
        "joker-turned-up",
        "joker",
        "A turned-up joker is never accepted: the first round is skipped, the joker stays "
        "in the kitty, and bidding starts in the second round, where all four suits may "
        "be named.",
        changes="first-round",
    ),
    # --- 32-card deck -------------------------------------------------------------
    _r(
        "deck32-cards",
        "deck32",
        "The 32-card deck adds the 8s and 7s, ranking below the 9 in every suit.",
        changes="deck",
    ),
    _r(
        "deck32-kitty",
        "deck32",
        "Each player still gets five cards; the kitty holds the rest (12 cards with four "
        "players) and its top card is turned up.",
        changes="deal",
    ),
    # --- Three players (cutthroat) -------------------------------------------------
    _r(
        "cutthroat-players",
        "cutthroat",
        "Three players each play for themselves; five cards each, and the rest form the "
        "kitty (9 cards with the 24-card deck).",
        changes="players-partnerships",
    ),
    _r(
        "cutthroat-bidding",
        "cutthroat",
        "Bidding is the same as in the standard game, stick the dealer included: the dealer "
        "must name a suit when both other players pass in the second round.",
        keeps="stick-the-dealer",
    ),
    _r(
        "cutthroat-maker-alone",
        "cutthroat",
        "The maker plays against the other two, who defend together for that hand; there "
        "is no partner, so nobody goes alone.",
        changes="going-alone",
    ),
    _r(
        "cutthroat-scoring",
        "cutthroat",
        "The maker scores 1 point for three or four tricks and 2 for all five.",
        changes="score-makers",
    ),
    _r(
        "cutthroat-euchre",
        "cutthroat",
        "If the maker is euchred, each of the other two players scores 2 points.",
        changes="score-euchre",
    ),
    _r(
        "cutthroat-scores",
        "cutthroat",
        "Scores are kept for each player.",
        changes="game-target",
    ),
    _r(
        "cutthroat-tie",
        "cutthroat",
        "If two players reach the target in the same hand, the higher score wins; if they "
        "are equal, play goes on until, at the end of a hand, one player is ahead of the "
        "others at or above the target.",
        changes="game-target",
    ),
    _r(
        "cutthroat-revoke",
        "cutthroat",
        "After a correct claim of a revoke, a revoking maker is euchred and each other "
        "player scores 2 points; a revoking defender gives the maker all five tricks and "
        "2 points.",
        changes="revoke-penalty",
    ),
    # --- Target score -----------------------------------------------------------------
    _r(
        "target-score",
        "target-score",
        "The target may be any whole number from 1 up; 5, 7, 10 and 11 are the common choices.",
        changes="game-target",
    ),
    _r(
        "target-score-scope",
        "target-score",
        "The chosen target applies with four or three players and with every option of the "
        "standard game; Bid Euchre is always played to 32.",
        changes="game-target",
    ),
    # --- Canadian loner (the seeds' table rows) ---------------------------------------
    _r(
        "canadian-loner-partner-accepts",
        "canadian-loner",
        "In the first round the dealer's partner may accept the turned-up card only by "
        "going alone against both opponents.",
        changes="going-alone",
    ),
    _r(
        "canadian-loner-dealer-sits-out",
        "canadian-loner",
        "When the dealer's partner accepts, the dealer still takes the turned-up card and "
        "discards one, then sits the deal out.",
        changes="going-alone",
    ),
    _r(
        "canadian-loner-other-calls",
        "canadian-loner",
        "Nothing changes when an opponent or the dealer accepts, nor for any call in the "
        "second round: the maker chooses whether to go alone as in the standard game.",
        keeps="going-alone",
    ),
    _r(
        "canadian-loner-scoring",
        "canadian-loner",
        "Scoring is the same: a forced loner scores 1 for three or four tricks and 4 for "
        "all five, and a euchre gives the defenders 2.",
        keeps="score-alone-march",
    ),
    _r(
        "canadian-loner-players",
        "canadian-loner",
        "Only four players: the rule needs a partner for the dealer, so it is not offered "
        "at a three-player table.",
        changes="players-partnerships",
    ),
    _r(
        "canadian-loner-other-options",
        "canadian-loner",
        "It works with the joker, the 32-card deck and any target score; a turned-up joker "
        "is never accepted, so the rule does not arise then. Bid Euchre has no turned-up "
        "card and is played without it.",
    ),
    # --- Bid Euchre (the Danish seed's table rows) --------------------------------------
    _r(
        "bid-euchre-deal",
        "bid-euchre",
        "All 24 cards are dealt, six to each player, with no kitty and no turned-up card.",
        changes="deal",
    ),
    _r(
        "bid-euchre-bidding",
        "bid-euchre",
        "One round of bidding from the dealer's left: each player bids once, 3 to 6 "
        "tricks, higher than the last bid, or passes.",
        changes="first-round",
    ),
    _r(
        "bid-euchre-dealer",
        "bid-euchre",
        "The dealer bids last and may pass if anyone bid, match the highest bid to take "
        "the contract, or bid higher; if all the others passed, the dealer must bid at "
        "least 3.",
        changes="stick-the-dealer",
    ),
    _r(
        "bid-euchre-trump",
        "bid-euchre",
        "The highest bidder chooses the contract: a trump suit (bowers as usual), sans "
        "high or sans low.",
        changes="trump-rank",
    ),
    _r(
        "bid-euchre-sans",
        "bid-euchre",
        "In sans there are no trumps and no bowers: in sans high each suit runs from ace "
        "down to nine, in sans low from nine down to ace.",
    ),
    _r(
        "bid-euchre-first-lead",
        "bid-euchre",
        "The highest bidder leads to the first of six tricks.",
        changes="first-lead",
    ),
    _r(
        "bid-euchre-scoring",
        "bid-euchre",
        "Each side scores a point per trick taken; bidders who take fewer tricks than they "
        "bid go set and lose their bid instead, so scores can go below zero.",
        changes="score-makers",
    ),
    _r(
        "bid-euchre-game",
        "bid-euchre",
        "The game is to 32, reached at the end of a hand in which the side made its bid or "
        "set the bidders; tricks taken against a made bid never win the game.",
        changes="game-target",
    ),
    _r(
        "bid-euchre-revoke",
        "bid-euchre",
        "After a correct claim of a revoke, revoking bidders are set and the defenders "
        "score 6 points; revoking defenders give the bidders all six tricks, 6 points.",
        changes="revoke-penalty",
    ),
    _r(
        "bid-euchre-no-alone",
        "bid-euchre",
        "Going alone is not offered: this version has no lone bids.",
        changes="going-alone",
    ),
    _r(
        "bid-euchre-players",
        "bid-euchre",
        "Four players in two partnerships.",
        changes="players-partnerships",
    ),
    _r(
        "bid-euchre-other-options",
        "bid-euchre",
        "No option applies: Bid Euchre always uses the 24-card deck without the joker, has "
        "no turned-up card and is played to 32.",
    ),
)

#: Every ruling, by id, in the order the site states them.
RULINGS: dict[str, Ruling] = {r.id: r for r in _ALL}

assert len(RULINGS) == len(_ALL), "duplicate ruling id"
assert all(r.topic in TOPICS for r in _ALL)
assert all(r.changes is None or r.changes in RULINGS for r in _ALL)
assert all(r.keeps is None or (r.keeps in RULINGS and r.changes is None) for r in _ALL)


def ruling(ruling_id: str) -> Ruling:
    """Return the ruling with this id, or raise :class:`UnknownRulingError`.

    >>> ruling("no-such-ruling")
    Traceback (most recent call last):
    ...
    engine.rulings.UnknownRulingError: 'no ruling has the id no-such-ruling'
    """
    try:
        return RULINGS[ruling_id]
    except KeyError:
        raise UnknownRulingError(f"no ruling has the id {ruling_id}") from None
