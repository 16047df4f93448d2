"""The rulings of the standard game (topic ``standard``), in the order the site states
them: the players and the deck, the deal, the trumps and their ranks, the two rounds of
calls, going alone, the play of the tricks, the score and the game."""

from __future__ import annotations

from engine.rulings.model import Ruling

__all__ = ["STANDARD"]

STANDARD: tuple[Ruling, ...] = (
    Ruling(
        "players-partnerships",
        "standard",
        "Four players play in two partnerships; partners sit opposite each other.",
    ),
    Ruling(
        "deck", "standard", "The deck has 24 cards: 9, 10, J, Q, K and A in each of four suits."
    ),
    Ruling(
        "deal",
        "standard",
        "Each player is dealt five cards; the other four form the kitty and its top card "
        "is turned up.",
    ),
    Ruling("deal-rotation", "standard", "The deal passes to the left after every hand."),
    Ruling(
        "right-bower",
        "standard",
        "The jack of the trump suit, the right bower, is the highest trump.",
    ),
    Ruling(
        "left-bower",
        "standard",
        "The left bower, the other jack of the same colour as trumps, is the second-highest "
        "trump and belongs to the trump suit for every purpose, never to its printed suit.",
    ),
    Ruling("trump-rank", "standard", "Trumps rank right bower, left bower, A, K, Q, 10, 9."),
    Ruling("plain-suit-rank", "standard", "Suits other than trumps rank A, K, Q, J, 10, 9."),
    Ruling(
        "first-round",
        "standard",
        "In the first round, from the dealer's left, each player in turn passes or accepts "
        "the turned-up card; the dealer, last, may accept it too.",
    ),
    Ruling(
        "dealer-takes-up",
        "standard",
        "When anyone accepts the turned-up card, its suit is trumps and the dealer takes "
        "the card into hand.",
    ),
    Ruling(
        "dealer-discard",
        "standard",
        "The dealer then discards one of the six cards in hand face down; any card may be "
        "discarded, the taken-up card included.",
    ),
    Ruling(
        "second-round",
        "standard",
        "If all four pass, the card is turned down and, from the dealer's left, each player "
        "in turn passes or names a suit as trumps.",
    ),
    Ruling(
        "turned-down-suit",
        "standard",
        "The suit of the turned-down card may not be named in the second round.",
    ),
    Ruling(
        "stick-the-dealer",
        "standard",
        "If all the other players pass in the second round, the dealer must name a suit; "
        "there is never a redeal.",
    ),
    Ruling(
        "going-alone",
        "standard",
        "The player who fixes trumps, the maker, says at that moment whether they play "
        "alone; the maker's partner then puts their hand away and sits the deal out.",
    ),
    Ruling(
        "alone-dealer-partner-discards",
        "standard",
        "If the maker goes alone on an accepted card and the partner is the dealer, the "
        "dealer still takes the card up and discards before sitting out.",
    ),
    Ruling(
        "no-defending-alone",
        "standard",
        "Defenders may not play alone, and no other house rules apply.",
    ),
    Ruling(
        "first-lead",
        "standard",
        "The player to the dealer's left leads the first trick; if that player sits out, "
        "the next player clockwise who plays leads.",
    ),
    Ruling(
        "play-in-turn",
        "standard",
        "After the lead, each other player taking part in the deal plays one card to the "
        "trick in turn, clockwise.",
    ),
    Ruling(
        "follow-suit",
        "standard",
        "Players must follow the suit led if they can; the suit led by a left bower is "
        "trumps. A player who cannot follow may play any card.",
    ),
    Ruling(
        "trick-winner",
        "standard",
        "The highest trump wins the trick; if no trump is played, the highest card of the "
        "suit led wins.",
    ),
    Ruling("winner-leads", "standard", "The winner of a trick leads to the next one."),
    Ruling(
        "score-makers",
        "standard",
        "Makers who take three or four tricks score 1 point, also when playing alone.",
    ),
    Ruling("score-march", "standard", "Makers who take all five tricks score 2 points."),
    Ruling(
        "score-alone-march",
        "standard",
        "A maker who plays alone and takes all five tricks scores 4 points.",
    ),
    Ruling(
        "score-euchre",
        "standard",
        "Makers who take fewer than three tricks are euchred: the defenders score 2 points, "
        "also against a player who went alone.",
    ),
    Ruling(
        "game-target",
        "standard",
        "The first side to reach the target score at the end of a hand wins the game; the "
        "target is 10 unless another is chosen, and points above it do not carry over.",
    ),
)
