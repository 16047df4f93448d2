"""Every method of the engine's browser API answers in the browser exactly as it does in
CPython: the site's runtime (a trimmed standard library, see site_hooks/stdlib_trim.py)
holds every module each of them needs."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import web
from tests.browser.conftest import EnginePages, in_engine_groups
from tests.engine.test_web import AFTER_LEAD, RECORD

#: After East leads the right bower, South follows with the 9 of hearts (or the left bower).
SOUTH_PLAYS = {"seat": "S", "action": "play", "card": "9h"}


def calls(lang: str) -> list[tuple[str, dict[str, Any]]]:
    """One call or more of every method (``encode``'s link is decoded afterwards;
    ``describe`` words an analysis of ``analyse``; ``review`` analyses the whole record)."""
    at = {"record": RECORD, "step": AFTER_LEAD, "lang": lang}
    analysed = json.loads(web.call("analyse", json.dumps({**at, "actions": []})))
    return [
        ("rulings", {}),
        ("walkthrough", {"record": RECORD, "lang": lang}),
        ("check", {**at, "action": {**SOUTH_PLAYS, "card": "Ac"}}),
        ("branch", {**at, "actions": [SOUTH_PLAYS]}),
        ("analyse", {**at, "actions": []}),
        ("analyse", {"record": RECORD, "step": 0, "samples": 2, "seed": 5, "lang": lang}),
        ("describe", {"analysis": analysed, "lang": lang}),
        ("review", {"record": RECORD, "samples": 2, "lang": lang}),
        ("encode", {"record": RECORD, "step": 2}),
        ("board", {"rules": "standard", "seed": 42, "lang": lang}),
        ("rules", {"rules": "cutthroat deck32", "lang": lang}),
        ("rules", {"rules": "cutthroat canadian-loner", "lang": lang}),
        ("walkthrough", {"record": "rules: standard\ndealer: X", "lang": lang}),
        ("practice", {"theme": "lead", "seed": 3, "lang": lang}),
    ]


@pytest.mark.browser
@pytest.mark.parametrize("lang", in_engine_groups("fr"))
def test_every_method_answers_as_in_cpython(engine_page: EnginePages, lang: str) -> None:
    page = engine_page.open(f"/{lang}/hands/#engine-section")
    asked = calls(lang)
    expected = [json.loads(web.call(method, json.dumps(params))) for method, params in asked]
    link = next(a for (m, _), a in zip(asked, expected, strict=True) if m == "encode")["link"]
    asked.append(("decode", {"link": link}))
    expected.append(json.loads(web.call("decode", json.dumps({"link": link}))))
    assert {method for method, _ in asked} == set(web.METHODS)
    answers = page.evaluate(
        """async (calls) => {
          // The module the page uses (the same URL): its engine, already started.
          const { engine } = await import("/assets/javascripts/engine-client.mjs");
          const client = engine();
          await client.ready;
          const answers = [];
          for (const [method, params] of calls) answers.push(await client.call(method, params));
          return answers;
        }""",
        asked,
    )
    for (method, _), answer, wanted in zip(asked, answers, expected, strict=True):
        assert answer == wanted, method
