"""Splitting notation text into words, keeping the column where each word starts.

Shared by the rules string and the hand records, so that every notation error can
point at the word it is about.

>>> words("  rules: standard  joker")
[Word(column=3, text='rules:'), Word(column=10, text='standard'), Word(column=20, text='joker')]
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["Word", "words"]


class Word(NamedTuple):
    """A word of a line and the column (from 1) where it starts."""

    column: int
    text: str


def words(text: str, start: int = 1) -> list[Word]:
    """Split ``text`` on white space; ``start`` is the column of its first character."""
    found = []
    begin = -1
    for index, char in enumerate(text):
        if char.isspace():
            if begin >= 0:
                found.append(Word(start + begin, text[begin:index]))
                begin = -1
        elif begin < 0:
            begin = index
    if begin >= 0:
        found.append(Word(start + begin, text[begin:]))
    return found
