"""The catalogues' grammar: names in grammatical forms (message contexts), counts through
plural messages, and the checks that catch a form or a plural rule that does not fit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from babel import Locale

from engine.cards import Card
from engine.narration import count, sentence
from engine.seats import Seat
from site_hooks import catalogs, texts

ENGLISH_RULE = "nplurals=2; plural=(n != 1);"
POLISH_RULE = (
    "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
)


def write(root: Path, lang: str, domain: str, entries: str, rule: str = ENGLISH_RULE) -> None:
    path = catalogs.po_path(lang, domain, root)
    path.parent.mkdir(parents=True, exist_ok=True)
    header = f'msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n"Plural-Forms: {rule}\\n"\n\n'
    path.write_text(header + entries, encoding="utf-8")


def problems(root: Path, languages: tuple[str, ...]) -> list[str]:
    with pytest.raises(catalogs.CatalogueCheckError) as error:
        catalogs.load(root, languages)
    return [problem.split(": ", 1)[1] for problem in str(error.value).splitlines()]


TEMPLATE = (
    'msgid "card.rank.J"\nmsgstr ""\n\nmsgid "card.rank.Q"\nmsgstr ""\n\n'
    'msgid "ui.note"\nmsgstr ""\n\n'
    '#, python-format\nmsgid "event.lead"\nmsgstr ""\n'
)


def test_a_form_is_given_to_a_whole_family_and_asked_only_where_given(tmp_path: Path) -> None:
    (tmp_path / "engine.pot").write_text(TEMPLATE, encoding="utf-8")
    write(
        tmp_path,
        "en",
        "engine",
        'msgid "card.rank.J"\nmsgstr "jack"\n\nmsgid "card.rank.Q"\nmsgstr "queen"\n\n'
        'msgid "ui.note"\nmsgstr "note"\n\n'
        'msgid "event.lead"\nmsgstr "%(seat)s leads the %(card)s."\n',
    )
    write(
        tmp_path,
        "pl",
        "engine",
        'msgid "card.rank.J"\nmsgstr "walet"\n\n'
        'msgctxt "instrumental"\nmsgid "card.rank.J"\nmsgstr "waletem"\n\n'
        'msgid "card.rank.Q"\nmsgstr "dama"\n\n'
        'msgid "ui.note"\nmsgstr "uwaga"\n\n'
        'msgctxt "instrumental"\nmsgid "ui.note"\nmsgstr "uwagą"\n\n'
        'msgid "event.lead"\nmsgstr "%(seat)s wychodzi %(card:instrumentl)s."\n',
        POLISH_RULE,
    )
    assert problems(tmp_path, ("en", "pl")) == [
        "message 'ui.note' in context 'instrumental': only the names of the template "
        "(card., seat., suit., side., contract., count.…) have grammatical forms",
        "the form 'instrumental' is given to 'card.rank.J' but not to card.rank.Q: a form "
        "is given to every name of a family",
        "message 'event.lead' asks for 'instrumentl', which is neither a unit (a plural "
        "message count.…) nor a form given in the pl catalogue",
    ]


def test_only_the_engine_asks_for_forms(tmp_path: Path) -> None:
    """The browser fills ``%(name)s`` only: a form in an interface message would stay."""
    (tmp_path / "ui.pot").write_text('#, python-format\nmsgid "ui.x"\nmsgstr ""\n', "utf-8")
    write(tmp_path, "en", "ui", 'msgid "ui.x"\nmsgstr "%(seat:dative)s"\n')
    assert problems(tmp_path, ("en",)) == [
        "message 'ui.x' asks for %(seat:…)s: only the engine's messages name values in forms"
    ]


def test_a_plural_rule_that_disagrees_with_cldr_fails(tmp_path: Path) -> None:
    """Polish with the English rule would give "5 lewy" in Python and "5 lew" in the
    browser: the check catches the disagreement."""
    (tmp_path / "ui.pot").write_text('msgid "ui.x"\nmsgstr ""\n', "utf-8")
    write(tmp_path, "en", "ui", 'msgid "ui.x"\nmsgstr "x"\n')
    write(tmp_path, "pl", "ui", 'msgid "ui.x"\nmsgstr "x"\n')
    assert problems(tmp_path, ("en", "pl")) == [
        "the Plural-Forms rule gives one form to CLDR's few and many, which pl tells apart"
    ]
    # A rule that gives 12 the form of 2 (few), where CLDR says many ("12 lew").
    wrong = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2);"
    write(tmp_path, "pl", "ui", 'msgid "ui.x"\nmsgstr "x"\n', wrong)
    assert problems(tmp_path, ("en", "pl")) == [
        "the Plural-Forms rule gives form 1 for 12 but form 2 for another count of CLDR's 'many'"
    ]


@pytest.mark.parametrize(
    ("n", "tricks", "accusative"),
    [
        (1, "1 lewa", "1 lewę"),
        (2, "2 lewy", "2 lewy"),
        (5, "5 lew", "5 lew"),
        (22, "22 lewy", "22 lewy"),
        (25, "25 lew", "25 lew"),
    ],
)
def test_polish_counts_take_three_forms(n: int, tricks: str, accusative: str) -> None:
    polish = texts.catalog("pl")
    assert count(n, "tricks", polish) == tricks
    assert count(n, "tricks", polish, "accusative") == accusative


def test_every_language_counts_with_its_own_forms() -> None:
    """The units of the engine, in each language, for one and for many."""
    expected = {
        "en": ("1 point", "3 points"),
        "sv": ("1 poäng", "3 poäng"),
        "pl": ("1 punkt", "3 punkty"),
        "da": ("1 point", "3 point"),
        "fr": ("1 point", "3 points"),
    }
    for lang, words in expected.items():
        assert (
            count(1, "points", texts.catalog(lang)),
            count(3, "points", texts.catalog(lang)),
        ) == words
    polish = texts.catalog("pl")
    assert count(5, "points", polish) == "5 punktów"
    assert count(12, "cards", polish, "accusative") == "12 kart"


def test_a_language_without_a_form_gets_the_plain_name() -> None:
    """English gives no instrumental: a message asking for one gets the plain name."""
    english = texts.catalog("en")
    params = {"seat": Seat.E, "card": Card.parse("Js")}
    assert english.pgettext("instrumental", "card.rank.J") == "card.rank.J"
    from engine.narration import DictCatalog

    asking = DictCatalog({"x": "%(seat)s leads %(card:instrumental)s."}, fallback=english)
    assert sentence("x", params, asking) == "East leads jack of spades."


def test_the_browser_catalogue_gives_plural_messages_by_cldr_category(tmp_path: Path) -> None:
    written = catalogs.write_json(catalogs.load(), tmp_path)
    polish = json.loads((tmp_path / "pl.json").read_text(encoding="utf-8"))
    assert polish["count.tricks"] == {
        "few": "%(count)s lewy",
        "many": "%(count)s lew",
        "one": "%(count)s lewa",
        "other": "%(count)s lew",
    }
    assert len(written) == 5
    for n in (1, 2, 5, 22, 25):
        category = Locale.parse("pl").plural_form(n)
        assert polish["analysis.tricks"][category] == texts.plural("pl", "analysis.tricks", n)


def test_a_placeholder_is_no_french_punctuation(tmp_path: Path) -> None:
    """The colon of ``%(tricks:tricks)s`` is the engine's, not a reader's: no space wanted;
    a colon of the sentence still is."""
    from site_hooks import wording

    source = (
        'msgid "event.x"\nmsgstr "%(side)s font %(tricks:tricks)s\u202f: bien."\n\n'
        'msgid "event.y"\nmsgstr "%(side)s font %(tricks:tricks)s: mal."\n'
    )
    prose = wording.po_prose(tmp_path / "engine.po", source)
    assert [problem.line for problem in wording.french_typography(prose)] == [5]
