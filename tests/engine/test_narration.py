"""Narration through the catalogues, and the catalogues' consistency with the engine."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog as BabelCatalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from conftest import ROOT, TRANSLATIONS, act, base, bid_base

from engine.actions import Bid, Play
from engine.cards import FULL_DECK, JOKER, Card, Rank, Suit
from engine.contract import ALL_CONTRACTS, SANS_LOW, Contract
from engine.errors import Refusal
from engine.events import Event
from engine.narration import (
    GROUP_SEPARATOR,
    Catalog,
    DictCatalog,
    explain,
    load_catalog,
    name,
    narrate,
)
from engine.players import play_game
from engine.rules import Rules
from engine.seats import Partnership, Seat

LANGUAGES = ("en", "sv", "pl", "da", "fr")
PLACEHOLDER = re.compile(r"%\((\w+)(?::[\w-]+)*\)s")
#: A count with its unit: ``%(tricks:tricks)s`` is the plural message ``count.tricks``.
UNIT = re.compile(r"%\(\w+:([\w-]+)(?::[\w-]+)?\)s")


def messages(path: Path) -> dict[str, str]:
    """The messages of a catalogue without context: ``{msgid: text}`` (a plural message is
    known by its singular id, its text is its forms joined)."""
    with path.open("rb") as file:
        return {
            m.id if isinstance(m.id, str) else m.id[0]: (
                m.string if isinstance(m.string, str) else " | ".join(m.string)
            )
            for m in read_po(file)
            if m.id and not m.context
        }


def used_by_engine() -> set[str]:
    """Every message id the engine's code can produce."""
    source = "\n".join(path.read_text() for path in (ROOT / "engine").rglob("*.py"))
    ids = set(re.findall(r'"((?:event|error)\.[a-z0-9-]+)"', source))
    ids |= set(re.findall(r'"((?:analysis|review|practice)\.[a-z0-9.-]+)"', source))
    for code in re.findall(r'(?:Refusal|Error|_error)\(\s*"([a-z0-9-]+)"', source):
        ids.add(f"error.{code}")
    ids |= {f"seat.{seat}" for seat in Seat} | {f"side.{side}" for side in Partnership}
    ids |= {f"suit.{suit}" for suit in Suit} | {f"card.suit.{suit}" for suit in Suit}
    ids |= {f"card.rank.{rank}" for rank in Rank if rank is not Rank.JOKER}
    ids |= {"card.name", "card.joker", GROUP_SEPARATOR}
    ids |= {f"contract.{contract.code}" for contract in ALL_CONTRACTS}
    ids.discard("event.unknown")  # the narration's own doctest example
    english = messages(TRANSLATIONS / "en" / "LC_MESSAGES" / "engine.po")
    ids |= {f"count.{unit}" for text in english.values() for unit in UNIT.findall(text)}
    return ids


def test_catalogues_have_the_templates_messages() -> None:
    template = messages(TRANSLATIONS / "engine.pot")
    assert set(template) == used_by_engine()
    for lang in LANGUAGES:
        catalog = messages(TRANSLATIONS / lang / "LC_MESSAGES" / "engine.po")
        assert list(catalog) == list(template), lang


def test_english_is_complete_and_formatted() -> None:
    english = messages(TRANSLATIONS / "en" / "LC_MESSAGES" / "engine.po")
    assert all(english.values())
    text = (TRANSLATIONS / "engine.pot").read_text(encoding="utf-8")
    for block in filter(str.strip, text.split("\n\n")[1:]):
        msgid = re.search(r'msgid "(.*)"', block)
        assert msgid is not None
        has_placeholder = bool(PLACEHOLDER.search(english[msgid.group(1)]))
        assert ("#, python-format" in block) == has_placeholder, msgid.group(1)


def test_every_event_is_narrated(locale_dir: Path) -> None:
    english = messages(TRANSLATIONS / "en" / "LC_MESSAGES" / "engine.po")
    catalogs = {lang: load_catalog(lang, locale_dir) for lang in LANGUAGES}
    seen = set()
    codes = ("standard joker canadian-loner", "standard cutthroat deck32", "standard", "bid-euchre")
    for code in codes:
        for seed in range(15):
            game = play_game(Rules.parse(code), random.Random(seed))
            for event in game.history:
                seen.add(event.message)
                needed = set(PLACEHOLDER.findall(english[event.message]))
                assert needed <= set(event.params), event
                for catalog in catalogs.values():
                    sentence = narrate(event, catalog)
                    assert "%(" not in sentence and "event." not in sentence
    assert len(seen) > 35
    assert {"event.deal-all", "event.bid", "event.contract", "event.score-bid-set"} <= seen


def test_narration_of_bid_euchre(english: Catalog) -> None:
    game = bid_base("E bid 3", "S bid 4", "W pass", "N pass", "S trump sans-high")
    assert [narrate(event, english) for event in game.history] == [
        "North deals all 24 cards, six to each player.",
        "East bids 3.",
        "South bids 4.",
        "West passes.",
        "North passes.",
        "The bidding is over: South has the contract for North and South with a bid of 4, "
        "and chooses trumps or sans.",
        "South chooses sans high, without trumps, each suit from the ace down to the nine.",
    ]
    refusal = game.check(Bid(Seat.E, 5))
    assert refusal is not None
    assert explain(refusal, english) == "It is not East's turn: South is to act."
    game = bid_base("E bid 4", "S pass", "W pass")
    refusal = game.check(Bid(Seat.N, 3))
    assert refusal is not None
    assert explain(refusal, english) == (
        "North, the dealer, may match the highest bid, 4, or bid more, but not 3."
    )
    events = act(game, "N bid 4")
    assert narrate(events[0], english) == (
        "North, the dealer, matches East's bid of 4 and takes the contract."
    )
    assert name(Contract(Suit.CLUBS), english) == "clubs as trumps"
    assert name(SANS_LOW, english).startswith("sans low")


def test_narration_in_english(english: Catalog) -> None:
    game = base("standard", "E order-up alone")
    assert [narrate(event, english) for event in game.history] == [
        "North deals, and the queen of hearts is turned up.",
        "East orders up the queen of hearts and goes alone: hearts are trumps.",
        "North, the dealer, takes the queen of hearts into hand.",
    ]
    refusal = game.check(Play(Seat.S, Card.parse("Ah")))
    assert refusal is not None
    assert explain(refusal, english) == "It is not South's turn: North is to act."


def test_narration_of_the_left_bower_and_the_joker(english: Catalog) -> None:
    game = base("standard joker", "E order-up", "N discard 9c")
    events = act(game, "E play Jd", "S play 9h")
    assert [narrate(event, english) for event in events] == [
        "East leads the jack of diamonds.",
        "The jack of diamonds is the left bower: it belongs to hearts, the trump suit.",
        "South follows with the nine of hearts.",
    ]
    event = Event("event.joker-played", {"suit": Suit.SPADES}, ("joker-highest-trump",))
    assert narrate(event, english) == "The joker is the highest trump and belongs to spades."


def test_new_events_in_every_language(locale_dir: Path) -> None:
    """The dealer taking the card, the left bower and the joker, named in every language."""
    game = base("standard joker", "E pass", "S order-up", "N discard 9c", "E play Jd")
    events = [
        e for e in game.history if e.message in ("event.dealer-takes", "event.left-bower-played")
    ]
    events.append(Event("event.joker-played", {"suit": Suit.HEARTS}, ("joker-highest-trump",)))
    assert [e.message for e in events] == [
        "event.dealer-takes",
        "event.left-bower-played",
        "event.joker-played",
    ]
    sentences = {}
    for lang in LANGUAGES:
        catalog = load_catalog(lang, locale_dir)
        sentences[lang] = [narrate(event, catalog) for event in events]
        hearts = name(Suit.HEARTS, catalog)
        # the card in the form the sentence asks for (Polish "bierze damę kier do ręki")
        assert name(Card.parse("Qh"), catalog, "accusative") in sentences[lang][0]
        assert name(Card.parse("Jd"), catalog).lower() in sentences[lang][1].lower()
        assert hearts in sentences[lang][1] and hearts in sentences[lang][2]
        assert all(sentence[0].isupper() and sentence[-1] == "." for sentence in sentences[lang])
    assert sentences["sv"][0] == "Nord, som är givare, tar upp hjärter dam på handen."
    assert sentences["pl"][1] == (
        "Walet karo to lewy bower: należy do koloru atutowego, a atut to kiery."
    )
    assert sentences["fr"][2].startswith("Le joker est l\u2019atout le plus fort")


def test_names_come_from_the_catalogue(english: Catalog) -> None:
    assert name(Card.parse("Ts"), english) == "ten of spades"
    assert name(JOKER, english) == "joker"
    assert name(Suit.DIAMONDS, english) == "diamonds"
    assert name(Seat.W, english) == "West"
    assert name(Partnership.EW, english) == "East and West"
    assert name(7, english) == "7" and name("Xx", english) == "Xx"
    assert all(name(card, english) for card in FULL_DECK)


def test_languages_phrase_names_their_own_way() -> None:
    french = DictCatalog(
        {
            "card.name": "%(rank)s de %(suit)s",
            "card.rank.Q": "la dame",
            "card.suit.h": "cœur",
            "seat.N": "Nord",
            "event.lead": "%(seat)s entame avec %(card)s.",
        }
    )
    event = Event("event.lead", {"seat": Seat.N, "card": Card.parse("Qh")}, ("first-lead",))
    assert narrate(event, french) == "Nord entame avec la dame de cœur."


def test_dict_catalog_falls_back(english: Catalog) -> None:
    swedish = DictCatalog({"seat.N": "Nord", "event.pass": ""}, fallback=english)
    event = Event("event.pass", {"seat": Seat.N}, ("first-round",))
    assert narrate(event, swedish) == "Nord passes."
    assert DictCatalog({}).gettext("seat.N") == "seat.N"


def test_untranslated_languages_fall_back_to_english(locale_dir: Path, tmp_path: Path) -> None:
    """A language whose catalogue lacks a message (here: every message) reads English."""
    english = locale_dir / "en" / "LC_MESSAGES" / "engine.mo"
    (tmp_path / "en" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "en" / "LC_MESSAGES" / "engine.mo").write_bytes(english.read_bytes())
    empty = tmp_path / "xx" / "LC_MESSAGES" / "engine.mo"
    empty.parent.mkdir(parents=True)
    with empty.open("wb") as out:
        write_mo(out, BabelCatalog())
    assert load_catalog("xx", tmp_path).gettext("seat.N") == "North"


def test_missing_catalogue(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_catalog("en", tmp_path)


@pytest.mark.parametrize(
    ("score", "polish"),
    [(1, "1 punkt"), (2, "2 punkty"), (5, "5 punktów"), (22, "22 punkty"), (25, "25 punktów")],
)
def test_counts_take_the_plural_form_of_the_language(
    locale_dir: Path, score: int, polish: str
) -> None:
    """A count is written through the catalogue's plural messages: Polish has three forms,
    chosen by its gettext rule, in the compiled catalogue as in the build's."""
    event = Event("event.game-won", {"side": Partnership.NS, "score": score}, ("game-target",))
    sentence = narrate(event, load_catalog("pl", locale_dir))
    assert sentence == f"Północ i Południe wygrywają partię, mając {polish}."
    english = narrate(event, load_catalog("en", locale_dir))
    assert english.endswith(f"with {score} point{'s' if score != 1 else ''}.")


def test_trick_counts_are_written_the_same_way_throughout(locale_dir: Path) -> None:
    """Every trick count of the narration is a number with its unit: a march says "all 5
    tricks", a set side "2 tricks", as any other count (never "five" next to "3")."""
    english = load_catalog("en", locale_dir)
    polish = load_catalog("pl", locale_dir)
    march = Event("event.score-march", {"side": Partnership.EW, "tricks": 5}, ("score-march",))
    euchre = Event(
        "event.score-euchre",
        {"side": Partnership.NS, "tricks": 1, "defenders": Partnership.EW},
        ("score-euchre",),
    )
    assert narrate(march, english) == "East and West take all 5 tricks and score 2 points."
    assert narrate(euchre, english) == (
        "North and South take 1 trick and are euchred: East and West score 2 points."
    )
    assert narrate(march, polish) == ("Wschód i Zachód biorą wszystkie 5 lew i zdobywają 2 punkty.")
    assert narrate(euchre, polish).startswith("Północ i Południe biorą 1 lewę \u2013 to euchre")
    words = ("three tricks", "five tricks", "fem stick", "fem stik", "cinq plis", "pięć lew")
    for lang in LANGUAGES:
        texts = messages(TRANSLATIONS / lang / "LC_MESSAGES" / "engine.po").values()
        assert not [word for word in words for text in texts if word in text], lang


def test_polish_narration_names_cards_in_their_cases(locale_dir: Path) -> None:
    """Polish asks for the card in the case its verb governs, from the catalogue's message
    contexts, with no colon or bracket around a name in the nominative."""
    polish = load_catalog("pl", locale_dir)
    lead = Event("event.lead", {"seat": Seat.E, "card": Card.parse("Js")}, ("first-lead",))
    discard = Event("event.discard", {"seat": Seat.S, "card": Card.parse("Tc")}, ())
    takes = Event("event.dealer-takes", {"seat": Seat.N, "card": Card.parse("Qh")}, ())
    trick = Event("event.trick", {"seat": Seat.W, "card": JOKER}, ("trick-winner",))
    void = Event(
        "event.play-void",
        {"seat": Seat.N, "suit": Suit.HEARTS, "card": Card.parse("9s")},
        ("follow-suit",),
    )
    assert [narrate(event, polish) for event in (lead, discard, takes, trick, void)] == [
        "Wschód wychodzi waletem pik.",
        "Południe odrzuca dziesiątkę trefl.",
        "Północ jako rozdający bierze damę kier do ręki.",
        "Zachód bierze lewę jokerem.",
        "Północ nie ma kierów i zagrywa dziewiątkę pik.",
    ]
    refusal = Refusal(
        "must-follow-suit",
        {"seat": Seat.E, "suit": Suit.SPADES, "card": Card.parse("Ah")},
        "follow-suit",
    )
    assert "wyjście jest w pikach" in explain(refusal, polish)
    # No Polish narration hangs a card off a colon or puts it in brackets any more.
    texts = messages(TRANSLATIONS / "pl" / "LC_MESSAGES" / "engine.po")
    assert not [
        msgid
        for msgid, text in texts.items()
        if re.search(r"(: |\()%\((card|upcard)\)s", text) and msgid.startswith(("event.", "error."))
    ]


def test_a_sentence_that_begins_with_a_name_begins_with_a_capital(locale_dir: Path) -> None:
    refusal = Refusal("revoke-lead", {"card": Card.parse("Ah")}, "revoke")
    assert explain(refusal, load_catalog("pl", locale_dir)).startswith("As kier otwiera lewę")
    assert explain(refusal, load_catalog("fr", locale_dir)).startswith("L\u2019as de cœur")


@pytest.mark.parametrize("lang", ["en", "sv", "pl", "da", "fr"])
def test_a_score_below_zero_has_a_minus_sign(locale_dir: Path, lang: str) -> None:
    """Ruling `bid-euchre-scoring`: a set side's score can go below zero; the narration
    writes it with the minus sign (U+2212), as the pages do, not a hyphen."""
    standing = Event(
        "event.standing",
        {"side1": Partnership.NS, "score1": -2, "side2": Partnership.EW, "score2": 13},
        ("bid-euchre-scoring",),
    )
    text = narrate(standing, load_catalog(lang, locale_dir))
    assert "\u22122" in text
    assert "-" not in text.replace("\u2013", "")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_large_numbers_are_grouped_as_the_language_groups_them(locale_dir: Path, lang: str) -> None:
    """From 10 000 up a number's digits are grouped with the language's CLDR separator
    (16,384, 16 384, 16.384, 16 384), as Babel and the browser write them; below, never."""
    from babel.numbers import format_decimal

    catalog = load_catalog(lang, locale_dir)
    assert name(16384, catalog) == format_decimal(16384, locale=lang)
    assert name(-1234567, catalog) == "\u2212" + format_decimal(1234567, locale=lang)
    assert name(9999, catalog) == "9999"
    refusal = Refusal("link-too-long", {"limit": 16384}, "links")
    assert format_decimal(16384, locale=lang) in explain(refusal, catalog)
