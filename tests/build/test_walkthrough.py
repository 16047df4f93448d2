"""Walkthroughs at build time: a bad record fails the strict build at its page, line and
column with the engine's reason; the same walkthrough must hold the same record in every
language; the built pages carry every step as JSON and the whole hand as static tables."""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path
from typing import Any

import pytest

from site_hooks import texts, walkthrough, walkthrough_static
from tests.conftest import DEAL, LANGUAGES, ROOT, build_site, scratch_project

RECORD = f"""\
# North deals.
{DEAL}# East orders up.
E order-up
N discard 9c
E play Jh, S play 9h
"""


def page(title: str, record: str, walk_id: str = "hand", args: str = "") -> str:
    return f"# {title} {{ #title }}\n\nText.\n\n```walkthrough id={walk_id}{args}\n{record}```\n"


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    root = tmp_path / "docs"
    write(root / "en/x.md", page("Hand", RECORD))
    write(root / "sv/x.md", page("Giv", RECORD.replace("# East orders up.", "# Öst godtar.")))
    return root


def problems(docs: Path) -> list[str]:
    return [str(p).replace(str(docs), "docs") for p in walkthrough.check_pages(docs, ("en", "sv"))]


def test_same_record_with_other_notes_is_fine(docs: Path) -> None:
    assert problems(docs) == []


def test_bad_record_is_placed_at_page_line_and_column(docs: Path) -> None:
    text = page("Giv", RECORD.replace("S play 9h", "S play Ac"))
    write(docs / "sv/x.md", text)
    line = text.splitlines().index("E play Jh, S play Ac") + 1
    found = problems(docs)
    assert found[0].startswith(f"docs/sv/x.md:{line}:12: walkthrough 'hand': ")
    assert found[0].endswith("(must-follow-suit)")
    assert "ace of clubs" in found[0]


def test_unreadable_record_is_placed_at_page_line_and_column(docs: Path) -> None:
    text = page("Hand", RECORD.replace("dealer: N", "dealer: X"))
    write(docs / "en/x.md", text)
    line = text.splitlines().index("dealer: X") + 1
    assert problems(docs)[0] == (
        f"docs/en/x.md:{line}:9: walkthrough 'hand': “X” is not a seat: N, E, S or W. "
        "(record-bad-seat)"
    )


def test_records_differing_between_languages_fail(docs: Path) -> None:
    write(docs / "sv/x.md", page("Giv", RECORD.replace("N discard 9c", "N discard Td")))
    assert problems(docs) == [
        "docs/sv/x.md:5: walkthrough 'hand' differs from docs/en/x.md:5 once comments are "
        "removed: “N discard Td” instead of “N discard 9c”"
    ]


def test_walkthrough_missing_in_a_language_fails(docs: Path) -> None:
    write(docs / "sv/x.md", "# Giv { #title }\n")
    assert problems(docs) == ["docs/sv/x.md: walkthrough 'hand' is missing in sv"]


def test_walkthrough_needs_an_id(docs: Path) -> None:
    write(docs / "en/x.md", page("Hand", RECORD, walk_id="Bad_Id"))
    assert problems(docs)[0].startswith("docs/en/x.md:5:1: the walkthrough needs an id")


def test_a_walkthrough_may_seat_the_reader(docs: Path) -> None:
    # seat=S: the reader sits at South at first (the widget hides the other hands); the
    # same seat in every language, a seat of the table, in the fence's line.
    write(docs / "en/x.md", page("Hand", RECORD, args=" seat=S"))
    write(docs / "sv/x.md", page("Giv", RECORD, args=" seat=S"))
    assert problems(docs) == []
    fence = next(walkthrough.find_fences(page("Hand", RECORD, args=" seat=S"), docs / "en/x.md"))
    assert fence.seat == "S"
    write(docs / "sv/x.md", page("Giv", RECORD))
    assert problems(docs) == [
        "docs/sv/x.md:5: walkthrough 'hand' seats the reader at no seat, docs/en/x.md:5 at S"
    ]
    write(docs / "sv/x.md", page("Giv", RECORD, args=" seat=X"))
    assert (
        problems(docs)[0] == "docs/sv/x.md:5:1: walkthrough 'hand': seat=X is not one of N, E, S, W"
    )
    three = RECORD.replace("rules: standard", "rules: standard cutthroat").replace(
        "W: Ad Kd Qd As Ks\n", ""
    )
    write(docs / "en/x.md", page("Hand", three, args=" seat=W"))
    assert problems(docs)[0] == (
        "docs/en/x.md:5:1: walkthrough 'hand': seat=W does not play in standard cutthroat"
    )


def test_ruling_links_are_relative_to_the_page() -> None:
    homes = {"follow-suit": "standard.md", "deal": "standard.md"}
    links = walkthrough.ruling_links("sv", "sv/hands/", homes)
    assert links["follow-suit"]["href"] == "../standard/#follow-suit"
    assert walkthrough.ruling_links("en", "standard/", homes)["deal"]["href"] == "#deal"


def test_strict_build_fails_with_page_line_column_and_reason(tmp_path: Path) -> None:
    """The real build refuses a page whose walkthrough plays a card that is not allowed."""
    project = tmp_path / "project"
    config = scratch_project(project)
    target = project / "docs/pl/standard.md"
    text = target.read_text(encoding="utf-8")
    played = "E play Jh, S play 9h, W play Qd, N play Qh"
    line = text.splitlines().index(played) + 1
    target.write_text(text.replace(played, played.replace("S play 9h", "S play Ac")), "utf-8")
    result = build_site(project / "site", config)
    assert result.returncode != 0
    output = result.stdout + result.stderr
    assert re.search(
        rf"docs/pl/standard\.md:{line}:12: walkthrough 'order-up': .*\(must-follow-suit\)", output
    ), output


def walkthrough_data(html: str, walk_id: str, site: Path) -> dict[str, Any]:
    """The steps of a walkthrough of a built page: the JSON file its region links to."""
    match = re.search(rf'data-walkthrough="{walk_id}" data-walkthrough-src="([^"]+)"', html)
    assert match, walk_id
    name = match.group(1).rsplit("/", 1)[1]
    assert match.group(1).endswith(f"assets/walkthroughs/{name}")
    data: dict[str, Any] = json.loads((site / "assets/walkthroughs" / name).read_bytes())
    return data


@pytest.mark.parametrize("lang", LANGUAGES)
def test_built_page_has_the_steps_and_the_static_hand(built_site: Path, lang: str) -> None:
    prefix = built_site if lang == "en" else built_site / lang
    html = (prefix / "standard/index.html").read_text(encoding="utf-8")
    data = walkthrough_data(html, "order-up", built_site)
    assert data["id"] == "order-up" and data["lang"] == lang
    assert len(data["steps"]) == 23
    assert data["steps"][0]["action"] is None
    assert data["steps"][1]["action"] == {
        "seat": "E",
        "action": "order-up",
        "alone": False,
        "key": "order-up",
    }
    assert len(data["names"]["cards"]) == 24
    assert data["rulings"]["follow-suit"]["href"] == "#follow-suit"
    assert data["texts"]["step-of"] == texts.t(lang, "ui.walk.step-of")
    # The author's notes, in the page's language, are the comments of the page's record.
    source = (ROOT / "docs" / lang / "standard.md").read_text(encoding="utf-8")
    notes = re.findall(r"^# (.+)$", source.split("```walkthrough id=order-up", 1)[1], re.M)
    assert data["intro"] == notes[:1]
    assert data["steps"][1]["note"] == notes[1:2]
    # The static hand: the deal, the bidding, the five tricks and every step, with notes.
    for part in ("deal", "calls", "tricks", "steps"):
        assert f'<table class="wt-static-table" data-wt-static="{part}">' in html
    tricks = html.split('<table class="wt-static-table" data-wt-static="tricks">', 1)[1].split(
        "</table>", 1
    )[0]
    assert tricks.count("<tr>") == 1 + 5
    for note in notes:
        assert escape(note) in html
    assert html.count('id="walk-order-up-step-') == 23
    # The deal comes before step 1, as in the widget; each step has one "why?" (when it
    # applies rulings) and each cell its column's label, for narrow screens.
    deal = texts.t(lang, "ui.walk.deal")
    assert f'<span id="walk-order-up-step-0">{escape(deal)}</span>' in html
    steps = static_table(html, "order-up", "steps")
    for row in steps.split("<tr>")[2:]:
        assert row.count("data-wt-why") <= 1
    assert steps.count("data-wt-why") == sum(
        1 for step in data["steps"] if any(event["rulings"] for event in step["events"])
    )
    assert f'data-label="{escape(texts.t(lang, "ui.walk.explanation"))}"' in steps
    assert 'role="img" aria-label="' + data["names"]["cards"]["Jd"] + '"' in html
    hands = (prefix / "hands/index.html").read_text(encoding="utf-8")
    assert walkthrough_data(hands, "alone-march", built_site)["rulings"]["follow-suit"]["href"] == (
        "../standard/#follow-suit"
    )
    assert "data-engine-demo" in hands


def test_pages_link_to_their_walkthroughs_steps_instead_of_holding_them(built_site: Path) -> None:
    """A page's HTML holds no step data (it stays small and shows early): each walkthrough
    links to its own JSON file, and its tables are in a <noscript> (text where scripts run,
    made elements when needed; elements without JavaScript)."""
    linked: set[Path] = set()
    for page in built_site.rglob("index.html"):
        html = page.read_text(encoding="utf-8")
        roots = len(
            re.findall(r'<div class="walkthrough" id="walk-[^"]*" data-walkthrough="', html)
        )
        sources = re.findall(r'data-walkthrough-src="([^"]+)"', html)
        assert len(sources) == roots, page
        assert html.count("<noscript data-wt-tables>") == roots, page
        assert "data-walkthrough-data" not in html, page
        for source in sources:
            target = (page.parent / source).resolve()
            assert json.loads(target.read_bytes())["steps"], (page, source)
            linked.add(target)
    assert linked and set((built_site / "assets/walkthroughs").resolve().glob("*.json")) == linked


# --- Bid Euchre ---------------------------------------------------------------------------

BID_RECORD = """\
rules: bid-euchre
dealer: W
N: Ah Qh Ac Tc Qs Ks
E: Jd Kh 9h As Kc 9s
S: Jc Js 9d Td Qd Kd
W: Jh Th Ad Qc Ts 9c
N pass
E pass
S pass
W bid 3
W trump h
"""


def test_stuck_dealer_passing_is_placed_at_page_line_and_column(docs: Path) -> None:
    text = page("Hand", BID_RECORD.replace("W bid 3\nW trump h\n", "W pass\n"))
    write(docs / "en/x.md", text)
    write(docs / "sv/x.md", page("Giv", RECORD))
    line = text.splitlines().index("W pass") + 1
    found = problems(docs)
    assert found[0] == (
        f"docs/en/x.md:{line}:1: walkthrough 'hand': West, the dealer, may not pass after "
        "three passes and must bid 3 to 6 tricks. (dealer-must-bid)"
    )


#: The walkthroughs of bid-euchre.md: id → (the contract, the final score).
BID_WALKTHROUGHS = {
    "bid-suit": ("s", {"NS": 2, "EW": 4}),
    "bid-sans-low": ("sans-low", {"NS": 5, "EW": 1}),
    "bid-set": ("h", {"NS": -2, "EW": 13}),
    "bid-dealer-match": ("sans-high", {"NS": 32, "EW": 26}),
    "bid-stuck-dealer": ("h", {"NS": 1, "EW": 5}),
}


def static_hand(html: str, walk_id: str) -> str:
    """The HTML of one walkthrough, up to its module script."""
    return html.split(f'data-walkthrough="{walk_id}"', 1)[1].split('<script type="module"', 1)[0]


def static_table(html: str, walk_id: str, part: str) -> str:
    hand = static_hand(html, walk_id)
    return hand.split(f'<table class="wt-static-table" data-wt-static="{part}">', 1)[1].split(
        "</table>", 1
    )[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bid_euchre_page_has_its_hands_with_bids_and_contract(built_site: Path, lang: str) -> None:
    prefix = built_site if lang == "en" else built_site / lang
    html = (prefix / "bid-euchre/index.html").read_text(encoding="utf-8")
    for walk_id, (contract, score) in BID_WALKTHROUGHS.items():
        data = walkthrough_data(html, walk_id, built_site)
        assert data["rules"] == "bid-euchre"
        steps = data["steps"]
        assert len(steps) == 1 + 4 + 1 + 24  # the deal, four bids, the contract, 24 cards
        assert steps[0]["state"]["upcard"] is None
        assert steps[5]["action"]["contract"] == contract
        assert steps[-1]["state"]["score"] == score
        assert list(data["names"]["contracts"]) == ["c", "d", "h", "s", "sans-high", "sans-low"]
        assert data["texts"]["sans-low"] == texts.t(lang, "ui.walk.sans-low")
        assert data["rulings"]["bid-euchre-dealer"]["href"] == "#bid-euchre-dealer"
        assert html.count(f'id="walk-{walk_id}-step-') == 30
        # The static hand: the deal without a turned-up card or kitty, the bids and the
        # contract instead of the calls, six tricks.
        deal = static_table(html, walk_id, "deal")
        assert deal.count("<tr>") == 1 + 4 + 1  # the head, four hands, the dealer
        assert escape(texts.t(lang, "ui.walk.upcard")) not in deal
        assert deal.count('class="wt-card') == 24
        assert 'data-wt-static="calls"' not in static_hand(html, walk_id)
        bids = static_table(html, walk_id, "bids")
        assert f"<caption>{escape(texts.t(lang, 'ui.walk.bids'))}</caption>" in bids
        assert f'<th scope="col">{escape(texts.t(lang, "ui.walk.bid"))}</th>' in bids
        assert bids.count("<tr>") == 1 + 4 + 1  # the head, four bids or passes, the contract
        said = re.findall(r'<span data-wt-said="([a-z]+)">([^<]*)</span>', bids)
        assert [verb for verb, _ in said][-1] == "trump"
        for verb, shown in said:
            if verb == "pass":
                assert shown == escape(texts.t(lang, "ui.walk.passed"))
            elif verb == "bid":
                assert shown in ("3", "4", "5", "6")
        if contract.startswith("sans"):
            label = texts.t(lang, f"ui.walk.{contract}")
        else:
            symbol = walkthrough_static._SUIT_SYMBOLS[contract]
            label = f"{symbol} {data['names']['suits'][contract]}"
        assert said[-1][1] == escape(texts.t(lang, "ui.walk.contract") % {"contract": label})
        assert static_table(html, walk_id, "tricks").count("<tr>") == 1 + 6


def test_bid_euchre_hands_stand_under_the_same_headings_in_every_language() -> None:
    ids = []
    for lang in LANGUAGES:
        path = ROOT / "docs" / lang / "bid-euchre.md"
        source = path.read_text(encoding="utf-8")
        ids.append(re.findall(r"\{ #([a-z0-9-]+) \}|```walkthrough id=([a-z0-9-]+)", source))
        # The notes name cards in words, never by their codes (Polish "As" is an ace).
        for fence in walkthrough.find_fences(source, path):
            for line in fence.record.splitlines():
                note = line.partition("#")[2]
                assert not re.search(r"\b(?:[9TJQK][cdhs]|A[cdh])\b", note), (lang, line)
    assert all(found == ids[0] for found in ids)
    assert [walk for _, walk in ids[0] if walk] == [*BID_WALKTHROUGHS, "bid-revoke"]


#: The walkthroughs of irregularities.md, table.md and bid-euchre.md that hold a revoke: the tricks
#: the static hand shows, whether a revoke was claimed, and the final score.
REVOKE_WALKTHROUGHS = {
    ("irregularities", "revoke-corrected"): (5, False, {"NS": 0, "EW": 1}),
    ("irregularities", "revoke-claimed"): (2, True, {"NS": 0, "EW": 2}),
    ("irregularities", "revoke-alone"): (1, True, {"NS": 0, "EW": 4}),
    ("table", "table-revoke"): (2, True, {"NS": 0, "EW": 2}),
    ("table", "table-revoke-after"): (5, True, {"NS": 0, "EW": 4}),
    ("bid-euchre", "bid-revoke"): (3, True, {"NS": 6, "EW": 0}),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_revoke_walkthroughs_offer_the_irregularities(built_site: Path, lang: str) -> None:
    prefix = built_site if lang == "en" else built_site / lang
    for (name, walk_id), (tricks, claimed, score) in REVOKE_WALKTHROUGHS.items():
        html = (prefix / f"{name}/index.html").read_text(encoding="utf-8")
        data = walkthrough_data(html, walk_id, built_site)
        assert data["irregularities"] is True
        final = data["steps"][-1]["state"]
        assert (final["claimed"], final["score"]) == (claimed, score)
        verbs = [step["action"]["action"] for step in data["steps"][1:]]
        assert "revoke" in verbs
        # The static hand: a trick completed by a revoke is a trick; the irregularities are
        # with the play, not the bidding.
        assert static_table(html, walk_id, "tricks").count("<tr>") == 1 + tricks
        calls = static_hand(html, walk_id)
        bidding = calls.split('data-wt-static="tricks"')[0]
        revoke = data["steps"][verbs.index("revoke") + 1]["events"][0]["text"]
        assert escape(revoke) not in bidding
        assert escape(revoke) in static_table(html, walk_id, "steps")
    # The other walkthroughs keep the plain widget.
    html = (prefix / "standard/index.html").read_text(encoding="utf-8")
    assert walkthrough_data(html, "order-up", built_site)["irregularities"] is False
