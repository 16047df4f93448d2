"""Fuzzing the notation: any text gives a record or a clear error with a position."""

from __future__ import annotations

from conftest import BID_DEAL, HANDS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import NotationError
from engine.narration import Catalog, explain
from engine.records import format_record, parse_record
from engine.rules import Rules

EXAMPLES = [path.read_text(encoding="utf-8") for path in sorted(HANDS.glob("*.txt"))]
#: Characters the notation uses, and a few it does not.
ALPHABET = "NESW cdhs9TJQKA78kx:#,=\n-aelnoprtuy1230\t\r♥é"
SETTINGS = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def check(text: str, english: Catalog) -> None:
    """Reading ``text`` gives a record that writes back, or an error at a real place."""
    try:
        record = parse_record(text)
    except NotationError as error:
        lines = text.split("\n")
        assert 1 <= error.line <= len(lines), error
        assert 1 <= error.column <= len(lines[error.line - 1]) + 1, error
        assert explain(error, english)
    else:
        assert parse_record(format_record(record)) == record


@SETTINGS
@given(data=st.binary(max_size=400))
def test_random_bytes(data: bytes, english: Catalog) -> None:
    check(data.decode("utf-8", errors="replace"), english)


@SETTINGS
@given(text=st.text(alphabet=ALPHABET, max_size=300))
def test_random_notation_like_text(text: str, english: Catalog) -> None:
    check("rules: standard\n" + text, english)


#: Characters of the notation of Bid Euchre.
BID_ALPHABET = "NESW cdhs9TJQKA:#,\n-bidpastrumhglow3456780x"


@SETTINGS
@given(text=st.text(alphabet=BID_ALPHABET, max_size=300))
def test_random_bid_euchre_notation(text: str, english: Catalog) -> None:
    check("rules: bid-euchre\n" + text, english)


@SETTINGS
@given(
    actions=st.lists(
        st.sampled_from(
            [
                *(f"{seat} bid {n}" for seat in "NESW" for n in (2, 3, 4, 5, 6, 7)),
                *(f"{seat} pass" for seat in "NESW"),
                *(f"{seat} trump {c}" for seat in "NESW" for c in ("h", "sans-low", "sans")),
                *(f"{seat} play {card}" for seat in "NESW" for card in ("Jh", "9s", "Ac")),
            ]
        ),
        max_size=8,
    )
)
def test_random_bid_euchre_actions(actions: list[str], english: Catalog) -> None:
    """Random actions after a deal of Bid Euchre: replayed, or refused at their place."""
    check("rules: bid-euchre\n" + BID_DEAL.lstrip() + "\n".join(actions), english)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """An example record with a few random edits: characters, words or lines."""
    text = draw(st.sampled_from(EXAMPLES))
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        row = draw(st.integers(0, len(lines) - 1))
        line = lines[row]
        edit = draw(st.sampled_from(["delete", "insert", "drop-line", "copy-line", "swap-words"]))
        if edit == "delete" and line:
            at = draw(st.integers(0, len(line) - 1))
            lines[row] = line[:at] + line[at + 1 :]
        elif edit == "insert":
            at = draw(st.integers(0, len(line)))
            lines[row] = line[:at] + draw(st.sampled_from(ALPHABET)) + line[at:]
        elif edit == "drop-line":
            del lines[row]
        elif edit == "copy-line":
            lines.insert(draw(st.integers(0, len(lines))), line)
        elif edit == "swap-words":
            words = line.split(" ")
            first = draw(st.integers(0, len(words) - 1))
            second = draw(st.integers(0, len(words) - 1))
            words[first], words[second] = words[second], words[first]
            lines[row] = " ".join(words)
        text = "\n".join(lines)
    return text


@SETTINGS
@given(text=mutated())
def test_mutated_records(text: str, english: Catalog) -> None:
    check(text, english)


@SETTINGS
@given(text=st.text(alphabet="standr jokeceu32-=0129 tgcapiwhlb", max_size=40))
def test_rules_strings(text: str) -> None:
    try:
        rules = Rules.parse(text)
    except NotationError as error:
        assert 1 <= error.column <= len(text) + 1
    except ValueError as error:  # an impossible combination
        assert error.args
    else:
        assert Rules.parse(rules.code) == rules
