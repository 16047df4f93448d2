"""The analysis at build time: every walkthrough analysed once per engine and record (a warm
build reads the cache, a changed engine or record is analysed again), the analysis shipped
with each walkthrough's data, and said in words in a column of the static steps table, in
every language; plural messages checked and chosen by each language's rule."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from babel import Locale

from engine.analysis.numbers import decimal
from engine.analysis.text import in_words
from site_hooks import analysis, analysis_text, catalogs, texts
from tests.conftest import LANGUAGES

RECORDS = ("rules: standard\ndealer: N\n", "rules: standard\ndealer: E\n", "rules: bid-euchre\n")


def fake(record: str) -> dict[str, Any]:
    """An analyser that does not need the engine: the record's length as its only value."""
    return {"rules": "standard", "positions": [{"step": 1, "cost": len(record)}]}


def test_warm_build_reads_the_cache_and_analyses_nothing(tmp_path: Path) -> None:
    calls: list[str] = []

    def counting(record: str) -> dict[str, Any]:
        calls.append(record)
        return fake(record)

    cold, stats = analysis.analyse_all(RECORDS, tmp_path, counting, workers=1, fingerprint="a")
    assert sorted(calls) == sorted(RECORDS)
    assert (stats.analysed, stats.cached) == (3, 0)
    calls.clear()
    warm, stats = analysis.analyse_all(RECORDS, tmp_path, counting, workers=1, fingerprint="a")
    assert calls == []
    assert (stats.analysed, stats.cached) == (0, 3)
    assert warm == cold == {record: fake(record) for record in RECORDS}


def test_the_analysis_fingerprint_follows_its_imports_and_nothing_else(tmp_path: Path) -> None:
    # An engine of four modules: the analysis imports one at its top and one inside a
    # function; the fourth (as the practice is) is not the analysis's.
    engine = tmp_path / "engine"
    (engine / "analysis").mkdir(parents=True)
    (engine / "__init__.py").write_text('"""The engine."""\n')
    (engine / "analysis" / "__init__.py").write_text(
        "from engine.cards import Card\n\ndef later():\n    from engine import rules\n"
    )
    (engine / "cards.py").write_text("Card = int\n")
    (engine / "rules.py").write_text("import engine.cards\n")
    (engine / "practice.py").write_text("from engine.analysis import later\n")
    sources = analysis.engine_sources("engine.analysis", engine)
    assert {path.relative_to(engine).as_posix() for path in sources} == {
        "__init__.py",
        "analysis/__init__.py",
        "cards.py",
        "rules.py",
    }
    before = analysis.engine_fingerprint(engine, "engine.analysis")
    whole = analysis.engine_fingerprint(engine)
    (engine / "practice.py").write_text("from engine.analysis import later  # changed\n")
    assert analysis.engine_fingerprint(engine, "engine.analysis") == before
    assert analysis.engine_fingerprint(engine) != whole  # the build's cache: every module
    (engine / "rules.py").write_text("import engine.cards  # changed\n")
    assert analysis.engine_fingerprint(engine, "engine.analysis") != before


def test_a_changed_engine_or_record_is_analysed_again(tmp_path: Path) -> None:
    calls: list[str] = []

    def counting(record: str) -> dict[str, Any]:
        calls.append(record)
        return fake(record)

    analysis.analyse_all(RECORDS, tmp_path, counting, workers=1, fingerprint="a")
    calls.clear()
    analysis.analyse_all(RECORDS, tmp_path, counting, workers=1, fingerprint="b")
    assert sorted(calls) == sorted(RECORDS)
    calls.clear()
    changed = RECORDS[0] + "N: 9c Tc Qc 9d Td\n"
    analysis.analyse_all((*RECORDS, changed), tmp_path, counting, workers=1, fingerprint="b")
    assert calls == [changed]


def test_records_missing_from_the_cache_are_analysed_in_a_process_pool(tmp_path: Path) -> None:
    found, stats = analysis.analyse_all(RECORDS, tmp_path, fake, workers=2, fingerprint="a")
    assert found == {record: fake(record) for record in RECORDS}
    assert stats.analysed == 3
    assert len(list(tmp_path.glob("*.json"))) == 3


def test_a_record_the_engine_cannot_analyse_is_reported_not_fatal() -> None:
    record = "rules: standard\nnot a record"
    found = {record: analysis.analyse_text(record)}
    reason = found[record]["error"]
    assert reason.startswith("NotationError")
    assert analysis.failures(found) == [f"rules: standard: {reason}"]
    shipped = analysis_text.page_data(found[record], 5, "sv")
    assert shipped["positions"] == {}
    assert shipped["texts"]["switch"] == texts.t("sv", "ui.analysis.switch")


def test_the_engine_fingerprint_follows_its_source(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("x = 1\n", encoding="utf-8")
    before = analysis.engine_fingerprint(tmp_path)
    (tmp_path / "a.py").write_text("x = 2\n", encoding="utf-8")
    assert analysis.engine_fingerprint(tmp_path) != before
    assert analysis.engine_fingerprint() == analysis.engine_fingerprint()


# --- Words --------------------------------------------------------------------------------


def verdict(position: dict[str, Any], lang: str) -> str:
    """The engine's verdict on the recorded action, in ``lang``, as the static column says
    it."""
    return analysis_text.verdict(in_words(position, texts.catalog(lang)))


def play(card: str, tricks: int) -> dict[str, Any]:
    action = {"seat": "E", "action": "play", "card": card}
    return {"action": action, "makers_tricks": tricks, "points": {"NS": 1, "EW": 0}}


def position(played: str, cost: int) -> dict[str, Any]:
    """East, a defender (North and South made trumps), to play: the ace keeps North and
    South to two tricks, the nine lets them take four."""
    options = [play("Ah", 2), play("9c", 4)]
    return {
        "rules": "standard",
        "seat": "E",
        "phase": "play",
        "makers": "NS",
        "method": "double-dummy",
        "options": options,
        "best": [options[0]["action"]],
        "played": {"seat": "E", "action": "play", "card": played},
        "cost": cost,
    }


def test_a_costly_play_is_said_from_the_side_of_the_player() -> None:
    assert verdict(position("9c", 2), "en") == (
        "This play cost 2 tricks. Best: ace of hearts (East and West: 3 tricks)."
    )
    assert verdict(position("Ah", 0), "en") == ("★ Best choice (East and West: 3 tricks).")


def test_calls_and_a_pass_are_worth_points_on_average_with_their_margin() -> None:
    pass_ = {"seat": "S", "action": "pass"}
    order = {"seat": "S", "action": "order-up", "alone": False}
    found: dict[str, Any] = {
        "rules": "standard",
        "seat": "S",
        "phase": "round-1",
        "makers": None,
        "method": "sampled",
        "samples": 40,
        "settled": True,
        "options": [
            {
                "action": pass_,
                "expected_points": 0.31,
                "margin": 0.2,
                "cost": 0.94,
                "made": None,
                "held": 0,
            },
            {
                "action": order,
                "expected_points": 1.25,
                "margin": 0.3,
                "cost": 0,
                "made": 0.8,
                "held": 40,
            },
        ],
        "best": [order],
        "played": pass_,
        "cost": 0.94,
    }
    assert verdict(found, "en") == (
        "This pass cost 0.9 points on average. Best: order up "
        "(1.3 ± 0.3 points on average, made 65\u201390% of the time)."
    )
    found["played"], found["cost"] = order, 0
    assert verdict(found, "en").startswith("★ Best choice (1.3 ± 0.3 points on average")
    assert "1,3" in verdict(found, "pl")
    # Too close to call: nothing is best, nothing starred.
    found.update(best=[], settled=False)
    assert verdict(found, "fr").startswith("Trop serré pour trancher")


PLURALS = [
    ("en", 1, "1 trick"),
    ("en", 0, "0 tricks"),
    ("pl", 1, "1 lewa"),
    ("pl", 3, "3 lewy"),
    ("pl", 5, "5 lew"),
    ("pl", 22, "22 lewy"),
    ("pl", 25, "25 lew"),
    ("fr", 0, "0 pli"),
    ("fr", 2, "2 plis"),
    ("sv", 2, "2 stick"),
]


@pytest.mark.parametrize(("lang", "count", "form"), PLURALS)
def test_counts_take_the_plural_form_of_their_language(lang: str, count: int, form: str) -> None:
    """The build picks by the catalogue's gettext rule; the browser gets the forms by CLDR
    category and picks with Intl.PluralRules (here: Babel's CLDR data): the same form."""
    assert texts.plural(lang, "analysis.tricks", count) % {"count": count} == form
    forms = texts.plural_forms(lang, "analysis.tricks")
    assert forms[Locale.parse(lang).plural_form(count)] % {"count": count} == form


def test_a_plural_message_missing_a_form_fails_the_check(tmp_path: Path) -> None:
    pot = '#, python-format\nmsgid "x.tricks"\nmsgid_plural "x.tricks.plural"\n'
    (tmp_path / "ui.pot").write_text(pot + 'msgstr[0] ""\nmsgstr[1] ""\n', encoding="utf-8")
    languages = {"en": ("%(count)s trick", "%(count)s tricks"), "pl": ("a", "", "c")}
    languages["sv"] = ("ett stick", "flera stick")  # both forms without the count
    for lang, forms in languages.items():
        path = catalogs.po_path(lang, "ui", tmp_path)
        path.parent.mkdir(parents=True)
        header = f'msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n\n'
        body = "".join(f'msgstr[{i}] "{form}"\n' for i, form in enumerate(forms))
        path.write_text(header + pot + body, encoding="utf-8")
    with pytest.raises(catalogs.CatalogueCheckError) as error:
        catalogs.load(tmp_path, tuple(languages))
    problems = str(error.value).splitlines()
    assert [problem.split(": ", 1)[1] for problem in problems] == [
        "message 'x.tricks' is not translated",
        "message 'x.tricks' has placeholders [], the English text has ['count']",
    ]


# --- The built pages ----------------------------------------------------------------------


def walkthrough_data(html: str, site: Path) -> list[dict[str, Any]]:
    """The steps of every walkthrough of a built page (the JSON files it links to)."""
    sources = re.findall(r'data-walkthrough-src="[^"]*/assets/walkthroughs/([^"/]+)"', html)
    return [json.loads((site / "assets/walkthroughs" / name).read_bytes()) for name in sources]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_recorded_action_is_analysed_and_said_in_the_static_column(
    built_site: Path, lang: str
) -> None:
    prefix = "" if lang == "en" else f"{lang}/"
    html = (built_site / f"{prefix}hands/index.html").read_text(encoding="utf-8")
    header = texts.t(lang, "ui.analysis.column")
    assert f'<th scope="col">{header}</th>' in html
    verdicts = {
        int(step): unescape(text)
        for step, text in re.findall(r'<span data-wt-verdict="(\d+)">([^<]*)</span>', html)
    }
    for data in walkthrough_data(html, built_site):
        positions = data["analysis"]["positions"]
        actions = [i for i, step in enumerate(data["steps"]) if step["action"] is not None]
        assert sorted(map(int, positions)) == actions
        for step, found in positions.items():
            assert found["played"] == data["steps"][int(step)]["action"]
        costly = [
            int(s) for s, p in positions.items() if p["cost"] and p["method"] == "double-dummy"
        ]
        for step in costly:  # a play's cost: tricks on average, as its player saw them
            lost = decimal(positions[str(step)]["cost"], texts.catalog(lang))
            verb = positions[str(step)]["played"]["action"]
            message = "analysis.cost-seen-discard" if verb == "discard" else "analysis.cost-seen"
            sentence = texts.t(lang, message) % {"tricks": lost}
            assert verdicts[step].startswith(sentence)
    # After each costly step, the line of the best choice in words: one sentence per trick
    # left, from the trick in progress, every card named with its player (issue 26, item 4).
    lines = dict(re.findall(r'<span class="wt-line" data-wt-line="(\d+)">([^<]*)</span>', html))
    costly_steps = {str(s) for s, text in verdicts.items() if text and not text.startswith("★")}
    assert lines and set(lines) <= costly_steps
    intro = texts.t(lang, "analysis.line-intro").split("%(choice)s")[0]
    for text in map(unescape, lines.values()):
        assert text.startswith(intro) and "%(" not in text
        assert text.count(texts.t(lang, "seat.N")) >= 1
    # The hand of "Reading the analysis" has a costly play, which its notes point at.
    assert any("★" in text for text in verdicts.values())
    assert any(not text.startswith("★") and text for text in verdicts.values())
