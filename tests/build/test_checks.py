"""The build-time checks of content and catalogues, each shown failing on a bad fixture
with the file, the line and the reason."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from site_hooks import catalogs, checks, wording
from site_hooks.content import read_pages
from site_hooks.problems import ProblemsError
from tests.conftest import ROOT, build_site, scratch_project

LANGS = ("en", "sv")


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return path


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """Two languages with one page each that state two rulings."""
    root = tmp_path / "docs"
    write(
        root / "en/rules.md",
        """
        # Rules { #rules-title }

        [[ruling:deck]] The deck has 24 cards.

        - [[ruling:deal]] Five cards each.
        """,
    )
    write(
        root / "sv/rules.md",
        """
        # Regler { #rules-title }

        [[ruling:deck]] Leken har 24 kort.

        - [[ruling:deal]] Fem kort var.
        """,
    )
    return root


def problems(docs: Path) -> list[str]:
    pages = read_pages(docs, LANGS)
    found = [
        *checks.check_pages_exist(pages, docs),
        *checks.check_rulings(pages, docs, registry=("deck", "deal")),
        *checks.check_anchors(pages),
    ]
    return [str(p).replace(str(docs), "docs") for p in found]


def test_good_fixture_has_no_problem(docs: Path) -> None:
    assert problems(docs) == []


def test_page_missing_in_a_language(docs: Path) -> None:
    write(docs / "en/extra.md", "# Extra { #extra-title }\n")
    assert problems(docs) == ["docs/sv/extra.md: the page is missing in sv (it exists in en)"]


def test_unknown_ruling(docs: Path) -> None:
    page = docs / "sv/rules.md"
    page.write_text(page.read_text().replace("ruling:deal", "ruling:dael"), encoding="utf-8")
    assert problems(docs) == [
        "docs/sv/rules.md:5: ruling 'dael' is not in the registry",
        "docs/sv: ruling 'deal' is not stated on any sv page",
        "docs/sv/rules.md:5: anchor 'dael' stands where the English page has 'deal' (rules.md:5)",
    ]


def test_ruling_stated_twice(docs: Path) -> None:
    page = docs / "en/rules.md"
    page.write_text(page.read_text() + "\n[[ruling:deck]] Again.\n", encoding="utf-8")
    assert "docs/en/rules.md:7: ruling 'deck' is stated more than once in en" in problems(docs)


def test_misplaced_ruling_marker(docs: Path) -> None:
    page = docs / "en/rules.md"
    page.write_text(page.read_text() + "\nSee [[ruling:deal]] above.\n", encoding="utf-8")
    assert problems(docs) == [
        "docs/en/rules.md:7: the ruling marker [[ruling:deal]] must begin a paragraph, "
        "a list item or a table row"
    ]


def test_ruling_on_another_page_than_in_english(docs: Path) -> None:
    write(docs / "en/more.md", "# More { #more-title }\n")
    write(docs / "sv/more.md", "# Mer { #more-title }\n\n[[ruling:deal]] Fem kort.\n")
    page = docs / "sv/rules.md"
    page.write_text(page.read_text().replace("- [[ruling:deal]] Fem kort var.\n", ""))
    assert "docs/sv/more.md:3: ruling 'deal' is stated on rules.md in en, not on more.md" in (
        problems(docs)
    )


def test_heading_without_id_and_different_anchors(docs: Path) -> None:
    page = docs / "sv/rules.md"
    page.write_text(page.read_text().replace("{ #rules-title }", ""), encoding="utf-8")
    assert problems(docs) == [
        "docs/sv/rules.md:1: the heading has no explicit id ({ #english-id })",
        "docs/sv/rules.md:3: anchor 'deck' stands where the English page has 'rules-title' "
        "(rules.md:1)",
    ]


def test_glossary_term_missing_in_a_language(tmp_path: Path) -> None:
    write(
        tmp_path / "en.yml",
        """
        trick: {term: trick, definition: The cards played in one round.}
        kitty: {term: kitty, definition: The cards not dealt.}
        """,
    )
    write(tmp_path / "sv.yml", "trick: {term: stick, definition: ''}\n")
    found = [
        str(p).replace(str(tmp_path), "glossary") for p in checks.check_glossary(tmp_path, LANGS)
    ]
    assert found == [
        "glossary/sv.yml: term 'kitty' is not defined in sv",
        "glossary/sv.yml:1: term 'trick' has no definition",
    ]


def test_glossary_is_complete_in_every_language() -> None:
    assert list(checks.check_glossary()) == []


def write_po(path: Path, entries: str, lang: str) -> None:
    header = (
        f'msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n'
        '"Content-Type: text/plain; charset=utf-8\\n"\n\n'
    )
    write(path, header + textwrap.dedent(entries))


@pytest.fixture
def translations(tmp_path: Path) -> Path:
    root = tmp_path / "translations"
    write(
        root / "ui.pot",
        'msgid ""\nmsgstr ""\n\nmsgid "ui.hello"\nmsgstr ""\n\nmsgid "ui.plays"\nmsgstr ""\n',
    )
    write_po(
        root / "en/LC_MESSAGES/ui.po",
        'msgid "ui.hello"\nmsgstr "Hello"\n\n'
        '#, python-format\nmsgid "ui.plays"\nmsgstr "%(seat)s plays %(card)s"\n',
        "en",
    )
    write_po(
        root / "sv/LC_MESSAGES/ui.po",
        'msgid "ui.hello"\nmsgstr "Hej"\n\n'
        '#, python-format\nmsgid "ui.plays"\nmsgstr "%(seat)s spelar %(card)s"\n',
        "sv",
    )
    return root


def catalogue_problems(translations: Path) -> list[str]:
    try:
        catalogs.load(translations, LANGS)
    except ProblemsError as error:
        return [str(p).replace(str(translations), "translations") for p in error.problems]
    return []


def test_good_catalogues(translations: Path) -> None:
    assert catalogue_problems(translations) == []


def test_catalogue_missing_message(translations: Path) -> None:
    po = translations / "sv/LC_MESSAGES/ui.po"
    po.write_text(po.read_text().replace('msgid "ui.hello"\nmsgstr "Hej"\n', ""))
    assert catalogue_problems(translations) == [
        "translations/sv/LC_MESSAGES/ui.po: message 'ui.hello' is missing"
    ]


def test_catalogue_untranslated_fuzzy_and_placeholders(translations: Path) -> None:
    po = translations / "sv/LC_MESSAGES/ui.po"
    text = po.read_text().replace('msgstr "Hej"', 'msgstr ""')
    text = text.replace('%(card)s"', '%(kort)s"')
    po.write_text(text)
    assert catalogue_problems(translations) == [
        "translations/sv/LC_MESSAGES/ui.po:6: message 'ui.hello' is not translated",
        "translations/sv/LC_MESSAGES/ui.po:10: message 'ui.plays' has placeholders "
        "['kort', 'seat'], the English text has ['card', 'seat']",
    ]
    po.write_text(
        po.read_text()
        .replace('msgstr ""', 'msgstr "Hej"')
        .replace('msgid "ui.hello"', '#, fuzzy\nmsgid "ui.hello"')
    )
    assert "message 'ui.hello' is marked fuzzy" in catalogue_problems(translations)[0]


def test_catalogue_message_not_in_template(translations: Path) -> None:
    po = translations / "sv/LC_MESSAGES/ui.po"
    po.write_text(po.read_text() + '\nmsgid "ui.gone"\nmsgstr "Borta"\n')
    assert catalogue_problems(translations) == [
        "translations/sv/LC_MESSAGES/ui.po:13: message 'ui.gone' is not in the template"
    ]


def test_strict_build_fails_with_file_line_and_reason(tmp_path: Path) -> None:
    """The real build refuses a page whose ruling is not in the registry."""
    project = tmp_path / "project"
    config = scratch_project(project)
    page = project / "docs/pl/standard.md"
    text = page.read_text(encoding="utf-8")
    line = text[: text.index("[[ruling:deck]]")].count("\n") + 1
    page.write_text(text.replace("[[ruling:deck]]", "[[ruling:deck-of-cards]]"), encoding="utf-8")
    result = build_site(project / "site", config)
    assert result.returncode != 0
    assert f"pl/standard.md:{line}: ruling 'deck-of-cards' is not in the registry" in (
        result.stdout + result.stderr
    )


def test_page_without_description_or_with_another_pages(docs: Path) -> None:
    write(
        docs / "en/more.md", '---\ndescription: "Five cards each."\n---\n\n# More { #more-title }\n'
    )
    write(docs / "sv/more.md", "---\ndescription: Fem kort var.\n---\n\n# Mer { #more-title }\n")
    rules = docs / "en/rules.md"
    rules.write_text('---\ndescription: "Five cards each."\n---\n\n' + rules.read_text())
    found = [
        str(p).replace(str(docs), "docs")
        for p in checks.check_descriptions(read_pages(docs, LANGS))
    ]
    assert found == [
        "docs/en/rules.md:2: the description is the same as more.md's",
        'docs/sv/rules.md:1: the page has no description (front matter "description:")',
    ]


NNBSP = "\u202f"
APOSTROPHE = "\u2019"  # the typographic one French uses


@pytest.fixture
def french(tmp_path: Path) -> tuple[Path, Path]:
    """A French page, catalogue and glossary with correct typography, and a Swedish page
    and catalogue: ``(docs, translations)``."""
    docs, translations = tmp_path / "docs", tmp_path / "translations"
    write(
        docs / "fr/rules.md",
        f"""
        ---
        description: "Les règles{NNBSP}: la donne."
        ---

        # Les règles{NNBSP}? {{ #rules-title }}

        [[ruling:deck]] Le jeu{NNBSP}: 24 cartes{NNBSP}; voir [la donne](https://example.org/a:b?c=d#e).

        | Règle | Standard |
        |:---|---:|
        | «{NNBSP}main du fermier{NNBSP}» | Non{NNBSP}! |

        !!! note "Remarque{NNBSP}:"
            Le code `a : b` n{APOSTROPHE}est pas du texte, ni <span title="x : y">ceci</span>.

        ```walkthrough id=x
        # Nord donne{NNBSP}: voici.
        rules: standard
        N: 9c Tc  # Nord{NNBSP}; fin.
        ```

        ```python
        x = {{"a" : 1}}
        ```
        """,
    )
    write_po(
        translations / "fr/LC_MESSAGES/ui.po",
        f"""
        msgid "ui.a"
        msgstr "Atout{NNBSP}: %(suit)s, et «{NNBSP}rules: standard{NNBSP}»."

        msgid "ui.b"
        msgstr ""
        "Une longue phrase coupée{NNBSP}"
        ": la suite."
        """,
        "fr",
    )
    write(
        translations / "glossary/fr.yml",
        f"""
        # Commentaire : libre.
        trick:
          term: "pli"
          definition: "Les cartes jouées{NNBSP}: une par joueur."
        """,
    )
    write(docs / "sv/rules.md", "# Regler { #rules-title }\n\nSyd tar upp ruter knekt.\n")
    write_po(translations / "sv/LC_MESSAGES/ui.po", 'msgid "ui.a"\nmsgstr "Ruter knekt"\n', "sv")
    write(
        translations / "glossary/sv.yml",
        """
        left-bower:
          term: "vänster bower"
          definition: "Knekten i den andra färgen av samma kulör."
          forbidden:
            "ruterknekten": "ruter knekt"
            "tar upp på hand": "tar upp på handen"
        """,
    )
    return docs, translations


def wording_problems(docs: Path, translations: Path) -> list[str]:
    found = checks.check_wording(docs, translations / "glossary", ("fr", "sv"))
    return [str(p).replace(str(docs.parent), "") for p in found]


def test_correct_french_and_notation_are_not_flagged(french: tuple[Path, Path]) -> None:
    """Front matter keys, links, ruling markers, table delimiters, admonition markers, code,
    HTML, hand records and notation quoted in « » are not French punctuation."""
    assert wording_problems(*french) == []


def test_french_plain_space_fails_with_file_and_line(french: tuple[Path, Path]) -> None:
    docs, translations = french
    page = docs / "fr/rules.md"
    page.write_text(
        page.read_text()
        .replace(f"24 cartes{NNBSP};", "24 cartes ;")
        .replace(f"«{NNBSP}main", "« main")
        .replace(f"Nord donne{NNBSP}:", "Nord donne :")
        .replace('description: "Les règles\u202f:', 'description: "Les règles:')
    )
    po = translations / "fr/LC_MESSAGES/ui.po"
    po.write_text(po.read_text().replace(f"coupée{NNBSP}", "coupée "))
    glossary = translations / "glossary/fr.yml"
    glossary.write_text(glossary.read_text().replace(f"jouées{NNBSP}:", "jouées :"))
    wants = "French typography wants a narrow no-break space (U+202F) there"
    assert wording_problems(docs, translations) == [
        f"/docs/fr/rules.md:2: no space before ':': {wants}",
        f"/docs/fr/rules.md:7: a plain space before ';': {wants}",
        f"/docs/fr/rules.md:11: a plain space after «: {wants}",
        f"/docs/fr/rules.md:17: a plain space before ':': {wants}",
        f"/translations/fr/LC_MESSAGES/ui.po:13: a plain space before ':': {wants}",
        f"/translations/glossary/fr.yml:4: a plain space before ':': {wants}",
    ]


def test_forbidden_variant_fails_with_file_and_line(french: tuple[Path, Path]) -> None:
    docs, translations = french
    page = docs / "sv/rules.md"
    page.write_text(page.read_text() + "\nMed hjärter som trumf är Ruterknekten en hjärter.\n")
    po = translations / "sv/LC_MESSAGES/ui.po"
    po.write_text(po.read_text() + '\nmsgid "ui.b"\nmsgstr ""\n"Givaren tar upp "\n"på hand."\n')
    instead = "(glossary entry 'left-bower')"
    assert wording_problems(docs, translations) == [
        "/docs/sv/rules.md:5: 'Ruterknekten' is a variant this language does not use: write "
        f"'ruter knekt' {instead}",
        # a variant across the lines of a catalogue entry: its first line
        "/translations/sv/LC_MESSAGES/ui.po:11: 'tar upp på hand' is a variant this language "
        f"does not use: write 'tar upp på handen' {instead}",
    ]


def test_forbidden_variants_must_say_what_to_write_instead(tmp_path: Path) -> None:
    write(tmp_path / "en.yml", 'trick: {term: trick, definition: "One card each."}\n')
    write(
        tmp_path / "sv.yml",
        'trick: {term: stick, definition: "Ett kort var.", forbidden: [sticket]}\n',
    )
    found = [
        str(p).replace(str(tmp_path), "glossary") for p in checks.check_glossary(tmp_path, LANGS)
    ]
    assert found == [
        "glossary/sv.yml:1: term 'trick': forbidden must map each variant to the words used instead"
    ]


def test_the_real_site_has_french_typography_and_no_forbidden_variant() -> None:
    assert list(checks.check_wording()) == []


def test_the_build_checks_run_the_wording_checks(tmp_path: Path) -> None:
    """The checks the build runs first (check_all) report a French plain space in a real
    page with its file and line."""
    docs, translations = tmp_path / "docs", tmp_path / "translations"
    shutil.copytree(ROOT / "docs", docs, ignore=shutil.ignore_patterns("assets"))
    shutil.copytree(ROOT / "translations", translations)
    page = docs / "fr/joker.md"
    text = page.read_text(encoding="utf-8")
    index = text.index(f"{NNBSP}:")
    page.write_text(text[:index] + " " + text[index + 1 :], encoding="utf-8")
    line = text.count("\n", 0, index) + 1
    found = [str(p) for p in checks.check_all(docs, translations / "glossary")]
    assert found == [
        f"{docs}/fr/joker.md:{line}: a plain space before ':': French typography wants a "
        "narrow no-break space (U+202F) there"
    ]


NBSP = "\u00a0"


def test_capital_after_colon_fails_but_not_for_names_and_codes(
    french: tuple[Path, Path],
) -> None:
    """Swedish and French (as Polish and Danish) go on in lower case after a colon: a label
    or a sentence put there with its capital is an error; a seat's name (from the engine
    catalogue), a game's name (a glossary term with a capital), a single letter or a code
    without lower case is not. English is not checked."""
    docs, translations = french
    write_po(
        translations / "sv/LC_MESSAGES/engine.po",
        'msgid "seat.S"\nmsgstr "Syd"\n\nmsgctxt "genitive"\nmsgid "seat.N"\nmsgstr "Nords"\n',
        "sv",
    )
    glossary = translations / "glossary/sv.yml"
    glossary.write_text(
        glossary.read_text() + 'bid-euchre:\n  term: "Bud-euchre"\n  definition: "Ett spel."\n'
    )
    page = docs / "sv/rules.md"
    page.write_text(
        page.read_text()
        + "\nRätt svar: Passa. Given: Syd ger, Nords tur: N. Spelet: Bud-euchre. Kod: JSON.\n"
    )
    po = translations / "sv/LC_MESSAGES/ui.po"
    po.write_text(po.read_text() + '\nmsgid "ui.b"\nmsgstr "Inte tillåtet: Du måste bekänna."\n')
    fr_po = translations / "fr/LC_MESSAGES/ui.po"
    fr_po.write_text(
        fr_po.read_text() + f'\nmsgid "ui.c"\nmsgstr "Bonne réponse{NNBSP}: Passer."\n'
    )
    english = docs / "en/rules.md"
    write(english, "# Rules { #rules-title }\n\nRight answer: Pass.\n")
    lower = "the sentence goes on in lower case in this language"
    assert wording_problems(docs, translations) == [
        f"/docs/sv/rules.md:5: 'Passa' after a colon: {lower} ('passa'), unless the word is a name",
        f"/translations/sv/LC_MESSAGES/ui.po:10: 'Du' after a colon: {lower} ('du'), unless the "
        "word is a name",
        f"/translations/fr/LC_MESSAGES/ui.po:16: 'Passer' after a colon: {lower} ('passer'), "
        "unless the word is a name",
    ]
    page.write_text(page.read_text().replace("Rätt svar: Passa.", "Rätt svar: passa."))
    po.write_text(po.read_text().replace("Inte tillåtet: Du", "Inte tillåtet. Du"))
    fr_po.write_text(fr_po.read_text().replace(": Passer", ": passer"))
    assert wording_problems(docs, translations) == []


def test_large_numbers_are_grouped_as_the_language_groups_them(
    french: tuple[Path, Path],
) -> None:
    """Five digits or more are grouped with the language's CLDR separator: Swedish U+00A0,
    French U+202F; an ungrouped number, or one with a plain space or another language's
    separator, is an error. Smaller numbers and decimals are not checked."""
    docs, translations = french
    page = docs / "sv/rules.md"
    page.write_text(page.read_text() + f"\nHögst 16{NBSP}384 tecken, 1000 kort, 2,5 poäng.\n")
    fr_po = translations / "fr/LC_MESSAGES/ui.po"
    fr_po.write_text(fr_po.read_text() + f'\nmsgid "ui.c"\nmsgstr "Au plus 16{NNBSP}384."\n')
    assert wording_problems(docs, translations) == []
    page.write_text(page.read_text() + "\nHögst 16384 tecken, eller 16 384, eller 16,384.\n")
    fr_po.write_text(fr_po.read_text().replace(f"16{NNBSP}384", f"16{NBSP}384"))
    sv = "group the digits as this language does ('16\\xa0384', U+00A0 between groups)"
    fr = "group the digits as this language does ('16\\u202f384', U+202F between groups)"
    assert wording_problems(docs, translations) == [
        f"/translations/fr/LC_MESSAGES/ui.po:16: '16\\xa0384': {fr}",
        f"/docs/sv/rules.md:7: '16384': {sv}",
        f"/docs/sv/rules.md:7: '16 384': {sv}",
        f"/docs/sv/rules.md:7: '16,384': {sv}",
    ]


def test_marked_patterns_of_a_language_fail(tmp_path: Path) -> None:
    """Polish ', rozdający,' as an apposition, Danish 'beder dig selv' and a card as the
    subject of Swedish 'bekänna' or Danish 'bekende' come back as errors; 'jako rozdający'
    and a player who follows suit ('den som har den måste bekänna med den') do not."""
    docs, translations = tmp_path / "docs", tmp_path / "translations"
    write(docs / "pl/rules.md", "# Zasady\n\nZachód, rozdający, bierze damę.\n")
    write_po(
        translations / "pl/LC_MESSAGES/engine.po",
        'msgid "event.x"\nmsgstr "%(seat)s jako rozdający bierze kartę."\n',
        "pl",
    )
    write(docs / "da/rules.md", "# Regler\n\nLektionen beder dig selv melde.\n")
    write(
        docs / "sv/rules.md",
        "# Regler\n\nHjärter knekt är trumf, så den måste bekänna.\n\n"
        "Den som har den måste bekänna med den, och den som inte kan bekänna får spela.\n",
    )
    write(
        docs / "da/more.md",
        "# Mere\n\nVælg et kort, der ikke bekender kulør.\n\nVælg et kort eller et bud.\n",
    )
    write(docs / "fr/rules.md", "# Règles\n\nChoisissez une carte qui ne fournit pas.\n")
    found = [
        str(p).replace(str(tmp_path), "")
        for p in wording.check_patterns(docs, translations, ("en", "sv", "pl", "da", "fr"))
    ]
    card = "a card does not follow suit, a player does"
    assert found == [
        f"/docs/sv/rules.md:3: {card}: 'Syd måste bekänna med den'",
        "/docs/pl/rules.md:3: ', rozdający,' as an apposition reads badly: write 'jako "
        "rozdający' ('Zachód jako rozdający bierze…')",
        f"/docs/da/more.md:3: {card}: 'Syd skal bekende med den'",
        "/docs/da/more.md:5: a card or a call of the standard game is 'et kort eller en "
        "melding': 'bud' is Bud-euchre's",
        "/docs/da/rules.md:3: 'beder dig selv' is not Danish: write 'lader dig selv' "
        "('lader dig selv melde')",
        "/docs/fr/rules.md:3: a card does not follow suit, a player does: 'Sud fournit avec "
        "le valet'",
    ]


def test_number_group_is_the_languages_and_labels_have_no_colon(translations: Path) -> None:
    """The engine's separator of digit groups must be CLDR's for the language; a call's
    label, which sentences put after a colon, must have no colon of its own."""
    write(
        translations / "engine.pot",
        'msgid ""\nmsgstr ""\n\nmsgid "number.group"\nmsgstr ""\n',
    )
    write_po(translations / "en/LC_MESSAGES/engine.po", 'msgid "number.group"\nmsgstr ","\n', "en")
    write_po(translations / "sv/LC_MESSAGES/engine.po", 'msgid "number.group"\nmsgstr " "\n', "sv")
    pot = translations / "ui.pot"
    pot.write_text(pot.read_text() + '\nmsgid "ui.walk.call-suit"\nmsgstr ""\n')
    for lang, text in (("en", "Call %(suit)s"), ("sv", "Välj färg: %(suit)s")):
        po = translations / lang / "LC_MESSAGES/ui.po"
        po.write_text(
            po.read_text() + f'\n#, python-format\nmsgid "ui.walk.call-suit"\nmsgstr "{text}"\n'
        )
    assert catalogue_problems(translations) == [
        "translations/sv/LC_MESSAGES/engine.po:6: number.group is ' ', but sv groups digits "
        "with '\\xa0' (U+00A0, CLDR)",
        "translations/sv/LC_MESSAGES/ui.po:14: ui.walk.call-suit has a colon, and sentences "
        'put it after one ("Best: …"): say it without',
    ]
    sv = translations / "sv/LC_MESSAGES"
    (sv / "engine.po").write_text((sv / "engine.po").read_text().replace('" "', f'"{NBSP}"'))
    (sv / "ui.po").write_text((sv / "ui.po").read_text().replace("Välj färg: ", "Välj "))
    assert catalogue_problems(translations) == []


def test_a_label_after_a_colon_loses_its_capital_in_the_analysis() -> None:
    """The analysis says the best call as the reader's language continues a sentence after
    a colon ("Bäst: godta (…)"), though the button says "Godta"; a contract by its name
    alone ("Bäst: ♠ spader"), never "Bäst: Kontrakt: ♠ spader"."""
    from engine.analysis.text import in_sentence, in_words, label
    from site_hooks.texts import catalog

    sv = catalog("sv")
    order_up = {"seat": "N", "action": "order-up"}
    position = {
        "rules": "standard",
        "seat": "N",
        "phase": "round-1",
        "makers": "NS",
        "method": "sampled",
        "best": [order_up],
        "options": [
            {"action": {"seat": "N", "action": "pass"}, "expected_points": -0.5, "cost": 1.5},
            {"action": order_up, "expected_points": 1.0, "margin": 0.2, "made": 0.8, "held": 40},
            {"action": {**order_up, "alone": True}, "expected_points": 0.0, "cost": 1.0},
        ],
    }
    alone = in_words(position, sv)["options"][2]["text"]
    button = label(order_up, sv)
    assert button[0].isupper() and f": {in_sentence(button)} (" in alone["verdict"]
    assert in_sentence("Godta") == "godta" and in_sentence("♥ hjärter") == "♥ hjärter"
    contract = label({"seat": "N", "action": "trump", "contract": "s"}, sv)
    assert contract == "♠ spader" and ":" not in label(
        {"action": "trump", "contract": "sans-low"}, sv
    )
