"""Whose view a walkthrough's comment takes (issue 27): a comment in a player's view may not
say where a card lies that the player has not seen; ``[*]`` and ``[N]`` say whose view a
comment takes, and the reader never sees the marker."""

from __future__ import annotations

from pathlib import Path

from site_hooks import walkthrough
from tests.conftest import DEAL

# North deals, Q♥ turned up. N: 9c Tc Qc 9d Td; E: Jh Ah Kh 9s Ts; S: Ac Kc 9h Qs Jd;
# W: Ad Kd Qd As Ks.
PLAY = "E order-up\nN discard 9c\nE play Jh\nS play 9h\nW play Ad\nN play Qh\n"


def page(record: str, args: str = "") -> str:
    return f"# Hand {{ #title }}\n\nText.\n\n```walkthrough id=hand{args}\n{DEAL}{record}```\n"


def problems(tmp_path: Path, record: str, args: str = "") -> list[str]:
    for lang in ("en", "sv"):
        (tmp_path / lang).mkdir(exist_ok=True)
        (tmp_path / lang / "x.md").write_text(page(record, args), encoding="utf-8")
    found = walkthrough.check_pages(tmp_path, ("en", "sv"))
    return [str(problem).replace(str(tmp_path), "docs") for problem in found]


def line_of(record: str, wanted: str, args: str = "") -> int:
    return page(record, args).splitlines().index(wanted) + 1


def test_a_question_comment_may_not_say_where_an_unseen_card_lies(tmp_path: Path) -> None:
    record = PLAY.replace("S play 9h", "? S play 9h  # East holds the ace of hearts: play low.")
    [found] = problems(tmp_path, record)
    wanted = "? S play 9h  # East holds the ace of hearts: play low."
    assert found.startswith(f"docs/en/x.md:{line_of(record, wanted)}:1: walkthrough 'hand': ")
    assert "South's view says “East holds the ace of hearts”" in found
    assert "a card South has not seen" in found


def test_a_mistake_takes_its_players_view_and_symbols_count(tmp_path: Path) -> None:
    record = PLAY.replace("W play Ad", "! W play Ad  # South's J♦ was there to be drawn.")
    [found] = problems(tmp_path, record)
    assert "West's view says “South's J♦”" in found


def test_what_the_player_has_seen_may_be_named(tmp_path: Path) -> None:
    own = PLAY.replace("S play 9h", "? S play 9h  # South holds the ace of clubs.")
    played = PLAY.replace("S play 9h", "? S play 9h  # East's jack of hearts wins.")
    turned = PLAY.replace("S play 9h", "? S play 9h  # East has the queen of hearts.")
    could = PLAY.replace("S play 9h", "? S play 9h  # The ace of hearts is East's or out.")
    for record in (own, played, turned, could):
        assert problems(tmp_path, record) == []


def test_a_dealers_discard_is_seen_by_the_dealer_alone(tmp_path: Path) -> None:
    dealer = PLAY.replace("N play Qh", "N play Qh  # [N] North discarded the nine of clubs.")
    assert problems(tmp_path, dealer) == []
    other = PLAY.replace("W play Ad", "? W play Ad  # North kept the ten of clubs.")
    [found] = problems(tmp_path, other)
    assert "West's view says “North kept the ten of clubs”" in found


def test_the_marker_says_whose_view_and_the_reader_never_sees_it(tmp_path: Path) -> None:
    every = PLAY.replace("S play 9h", "? S play 9h  # [*] East holds the ace of hearts.")
    assert problems(tmp_path, every) == []
    north = PLAY.replace("W play Ad", "W play Ad  # [N] East holds the ace of hearts.")
    [found] = problems(tmp_path, north)
    assert "North's view says “East holds the ace of hearts”" in found
    path = tmp_path / "en" / "x.md"
    [fence] = walkthrough.find_fences(path.read_text(encoding="utf-8"), path)
    notes = [
        text
        for deal in walkthrough.parse(fence, path).deals
        for a in deal.actions
        for text in a.comment
    ]
    assert notes == ["East holds the ace of hearts."]


def test_a_seated_walkthrough_takes_the_seats_view(tmp_path: Path) -> None:
    record = PLAY.replace("W play Ad", "W play Ad  # West holds the king of diamonds too.")
    assert problems(tmp_path, record) == []
    [found] = problems(tmp_path, record, " seat=S")
    assert "South's view says “West holds the king of diamonds”" in found
