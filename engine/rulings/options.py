"""The rulings of the standard game's options, each a topic of its own, in this order: the
joker (``joker``), the 32-card deck (``deck32``), three players (``cutthroat``), the target
score (``target-score``) and the Canadian loner (``canadian-loner``). Most change a ruling
of the standard game (``changes``); a few say what stays the same (``keeps``)."""

from __future__ import annotations

from engine.rulings.model import Ruling

__all__ = ["OPTIONS"]

OPTIONS: tuple[Ruling, ...] = (
    # --- Joker ------------------------------------------------------------------
    Ruling(
        "joker-deck",
        "joker",
        "With the joker the deck has 25 cards, or 33 with the 32-card deck; the cards "
        "left over after the deal form the kitty.",
        changes="deck",
    ),
    Ruling(
        "joker-highest-trump",
        "joker",
        "The joker is the highest trump, above the right bower, and belongs to the trump "
        "suit for every purpose.",
        changes="trump-rank",
    ),
    Ruling(
        "joker-turned-up",
        "joker",
        "A turned-up joker is never accepted: the first round is skipped, the joker stays "
        "in the kitty, and bidding starts in the second round, where all four suits may "
        "be named.",
        changes="first-round",
    ),
    # --- 32-card deck -------------------------------------------------------------
    Ruling(
        "deck32-cards",
        "deck32",
        "The 32-card deck adds the 8s and 7s, ranking below the 9 in every suit.",
        changes="deck",
    ),
    Ruling(
        "deck32-kitty",
        "deck32",
        "Each player still gets five cards; the kitty holds the rest (12 cards with four "
        "players) and its top card is turned up.",
        changes="deal",
    ),
    # --- Three players (cutthroat) -------------------------------------------------
    Ruling(
        "cutthroat-players",
        "cutthroat",
        "Three players each play for themselves; five cards each, and the rest form the "
        "kitty (9 cards with the 24-card deck).",
        changes="players-partnerships",
    ),
    Ruling(
        "cutthroat-bidding",
        "cutthroat",
        "Bidding is the same as in the standard game, stick the dealer included: the dealer "
        "must name a suit when both other players pass in the second round.",
        keeps="stick-the-dealer",
    ),
    Ruling(
        "cutthroat-maker-alone",
        "cutthroat",
        "The maker plays against the other two, who defend together for that hand; there "
        "is no partner, so nobody goes alone.",
        changes="going-alone",
    ),
    Ruling(
        "cutthroat-scoring",
        "cutthroat",
        "The maker scores 1 point for three or four tricks and 2 for all five.",
        changes="score-makers",
    ),
    Ruling(
        "cutthroat-euchre",
        "cutthroat",
        "If the maker is euchred, each of the other two players scores 2 points.",
        changes="score-euchre",
    ),
    Ruling(
        "cutthroat-scores",
        "cutthroat",
        "Scores are kept for each player.",
        changes="game-target",
    ),
    Ruling(
        "cutthroat-tie",
        "cutthroat",
        "If two players reach the target in the same hand, the higher score wins; if they "
        "are equal, play goes on until, at the end of a hand, one player is ahead of the "
        "others at or above the target.",
        changes="game-target",
    ),
    Ruling(
        "cutthroat-revoke",
        "cutthroat",
        "After a correct claim of a revoke, a revoking maker is euchred and each other "
        "player scores 2 points; a revoking defender gives the maker all five tricks and "
        "2 points.",
        changes="revoke-penalty",
    ),
    # --- Target score -----------------------------------------------------------------
    Ruling(
        "target-score",
        "target-score",
        "The target may be any whole number from 1 up; 5, 7, 10 and 11 are the common choices.",
        changes="game-target",
    ),
    Ruling(
        "target-score-scope",
        "target-score",
        "The chosen target applies with four or three players and with every option of the "
        "standard game; Bid Euchre is always played to 32.",
        changes="game-target",
    ),
    # --- Canadian loner (the seeds' table rows) ---------------------------------------
    Ruling(
        "canadian-loner-partner-accepts",
        "canadian-loner",
        "In the first round the dealer's partner may accept the turned-up card only by "
        "going alone against both opponents.",
        changes="going-alone",
    ),
    Ruling(
        "canadian-loner-dealer-sits-out",
        "canadian-loner",
        "When the dealer's partner accepts, the dealer still takes the turned-up card and "
        "discards one, then sits the deal out.",
        changes="going-alone",
    ),
    Ruling(
        "canadian-loner-other-calls",
        "canadian-loner",
        "Nothing changes when an opponent or the dealer accepts, nor for any call in the "
        "second round: the maker chooses whether to go alone as in the standard game.",
        keeps="going-alone",
    ),
    Ruling(
        "canadian-loner-scoring",
        "canadian-loner",
        "Scoring is the same: a forced loner scores 1 for three or four tricks and 4 for "
        "all five, and a euchre gives the defenders 2.",
        keeps="score-alone-march",
    ),
    Ruling(
        "canadian-loner-players",
        "canadian-loner",
        "Only four players: the rule needs a partner for the dealer, so it is not offered "
        "at a three-player table.",
        changes="players-partnerships",
    ),
    Ruling(
        "canadian-loner-other-options",
        "canadian-loner",
        "It works with the joker, the 32-card deck and any target score; a turned-up joker "
        "is never accepted, so the rule does not arise then. Bid Euchre has no turned-up "
        "card and is played without it.",
    ),
)
