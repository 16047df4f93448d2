"""Placeholders that pages write as ``[[name]]`` and the hooks replace before Markdown."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

from site_hooks.checks import GLOSSARY, load_glossary
from site_hooks.render import render as render_template
from site_hooks.texts import plural_forms, t


def engine_demo(lang: str) -> str:
    """The block on the "Example hands" page that proves the engine runs in the browser."""
    attrs = {
        "data-msg-ready": t(lang, "ui.engine.ready"),
        "data-msg-failed": t(lang, "ui.engine.failed"),
        # a plural message: its forms by CLDR category, for plural() of engine-client.mjs
        "data-msg-answer": json.dumps(plural_forms(lang, "ui.engine.answer"), ensure_ascii=False),
    }
    return render_template(
        "engine_demo.html", messages=attrs, loading=t(lang, "ui.engine.loading"), newline="\n"
    )


def replace_engine_demo(markdown: str, lang: str) -> str:
    """Replace ``[[engine-demo]]`` with the demonstration block."""
    if "[[engine-demo]]" not in markdown:
        return markdown
    return markdown.replace("[[engine-demo]]", engine_demo(lang))


def lesson_results(lang: str) -> str:
    """The block under the home page's list of lessons: the reader's results (kept in the
    browser; ``lesson-path.mjs`` shows them) and the button that clears them."""
    return render_template(
        "lesson_results.html",
        result=t(lang, "ui.lessons.result"),
        kept=t(lang, "ui.lessons.kept"),
        clear=t(lang, "ui.lessons.clear"),
    )


def replace_lesson_results(markdown: str, lang: str) -> str:
    """Replace ``[[lesson-results]]`` with the block of the reader's results."""
    if "[[lesson-results]]" not in markdown:
        return markdown
    return markdown.replace("[[lesson-results]]", lesson_results(lang))


#: The order of letters where it differs from the code points (enough for our five languages).
_ALPHABETS = {
    "sv": "abcdefghijklmnopqrstuvwxyzåäö",
    "da": "abcdefghijklmnopqrstuvwxyzæøå",
    "pl": "aąbcćdeęfghijklłmnńoóprsśtuvwxyzźż",
}


def collation_key(text: str, lang: str) -> tuple[int, ...]:
    """A sort key that orders words as a dictionary of ``lang`` does.

    >>> sorted(["łza", "lis", "zero"], key=lambda w: collation_key(w, "pl"))
    ['lis', 'łza', 'zero']
    >>> sorted(["été", "euchre", "atout"], key=lambda w: collation_key(w, "fr"))
    ['atout', 'été', 'euchre']
    """
    alphabet = _ALPHABETS.get(lang)
    folded = text.casefold()
    if alphabet is None:  # en, fr: accents do not change the order
        folded = unicodedata.normalize("NFKD", folded)
        return tuple(ord(c) for c in folded if not unicodedata.combining(c))
    return tuple(alphabet.index(c) if c in alphabet else 1000 + ord(c) for c in folded)


def glossary(lang: str, glossary_dir: Path = GLOSSARY) -> str:
    """The glossary of ``lang`` as Markdown: one entry per term, in dictionary order."""
    entries = load_glossary(glossary_dir / f"{lang}.yml")
    ordered = sorted(entries.items(), key=lambda item: collation_key(item[1]["term"], lang))
    blocks = [
        f"## {entry['term']} {{ #term-{term_id} }}\n\n{entry['definition']}\n"
        for term_id, entry in ordered
    ]
    return "\n".join(blocks)


def replace_glossary(markdown: str, lang: str) -> str:
    """Replace ``[[glossary]]`` with the glossary of the page's language."""
    if "[[glossary]]" not in markdown:
        return markdown
    return markdown.replace("[[glossary]]", glossary(lang))
