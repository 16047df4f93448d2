"""The data of the walkthroughs that the browser gets: the interface texts sent with each
(:data:`TEXTS`, :data:`PLURALS`), JSON safe inside HTML, and each walkthrough's steps as a
file of its own, named by its content (:data:`DATA_FILES`, written once the site is
built: ``assets/walkthroughs/<hash>.json``)."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from typing import Any

#: The interface texts the widget needs (``translations/ui.pot``), sent with each walkthrough.
TEXTS = (
    "ui.walk.label",
    "ui.walk.static",
    "ui.walk.deal",
    "ui.walk.player",
    "ui.walk.cards",
    "ui.walk.dealer",
    "ui.walk.upcard",
    "ui.walk.kitty",
    "ui.walk.bidding",
    "ui.walk.explanation",
    "ui.walk.note",
    "ui.walk.tricks",
    "ui.walk.trick",
    "ui.walk.leader",
    "ui.walk.winner",
    "ui.walk.steps",
    "ui.walk.step",
    "ui.walk.step-of",
    "ui.walk.step-deal",
    "ui.walk.step-of-line",
    "ui.walk.first",
    "ui.walk.back",
    "ui.walk.forward",
    "ui.walk.last",
    "ui.walk.seat-choice",
    "ui.walk.seat-none",
    "ui.walk.turn",
    "ui.walk.turn-discard",
    "ui.walk.trumps",
    "ui.walk.side",
    "ui.walk.tricks-taken",
    "ui.walk.score",
    "ui.walk.sits-out",
    "ui.walk.why",
    "ui.walk.playable",
    "ui.walk.rule-link",
    "ui.walk.engine-loading",
    "ui.walk.engine-on-demand",
    "ui.walk.engine-ready",
    "ui.walk.engine-failed",
    "ui.walk.engine-busy",
    "ui.walk.branch",
    "ui.walk.back-to-record",
    "ui.walk.refused",
    "ui.walk.no-step",
    "ui.walk.pass",
    "ui.walk.order-up",
    "ui.walk.call-suit",
    "ui.walk.alone",
    "ui.walk.play",
    "ui.walk.discard",
    "ui.walk.choices",
    "ui.walk.rank.J",
    "ui.walk.rank.Q",
    "ui.walk.rank.K",
    "ui.walk.rank.A",
    # Bid Euchre
    "ui.walk.bids",
    "ui.walk.bid",
    "ui.walk.seat-bid",
    "ui.walk.passed",
    "ui.walk.high-bid",
    "ui.walk.contract",
    "ui.walk.sans-high",
    "ui.walk.sans-low",
    "ui.walk.bid-tricks",
    "ui.walk.bid-choices",
    "ui.walk.contract-choices",
    # Irregularities (irregularities.mjs)
    "ui.walk.irregularities",
    "ui.walk.revoke-mode",
    "ui.walk.revoke-hint",
    "ui.walk.revoke-card",
    "ui.walk.take-back",
    "ui.walk.claim",
    "ui.walk.out-of-turn-mode",
    "ui.walk.out-of-turn-hint",
    "ui.walk.out-of-turn-card",
    "ui.walk.misdeal-count",
    "ui.walk.misdeal-dealer",
    # Exercises (exercise.mjs)
    "ui.walk.question-play",
    "ui.walk.question-discard",
    "ui.walk.question-call",
    "ui.walk.question-bid",
    "ui.walk.question-contract",
    "ui.walk.question-hint",
    "ui.walk.answer-right",
    "ui.walk.answer-legal",
    "ui.walk.well-played",
    "ui.walk.read-again",
    "ui.walk.read-again-step",
    "ui.walk.answer-also-best",
    # A step whose action the record marks a mistake (narration.mjs)
    "ui.walk.mistake",
)
#: The plural messages among them, sent as their forms by CLDR category (for ``plural()``).
PLURALS = ("ui.walk.hidden-cards", "ui.walk.result")


def _json_for_html(data: Any) -> str:
    """JSON that is safe inside ``<script type="application/json">``."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


#: Where the step data of the walkthroughs is written, relative to the site's root.
DATA_DIR = "assets/walkthroughs"


class DataFiles:
    """The step data of every walkthrough rendered in this build, one JSON file each, named
    by its content (``assets/walkthroughs/<hash>.json``): the page links to it and the
    widget fetches it when it is needed, so that the page's HTML stays small."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}

    @staticmethod
    def text(data: Any) -> str:
        """``data`` as the JSON text of its file."""
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    def add(self, body: str) -> str:
        """Keep the JSON text ``body`` (see :meth:`text`); return its path relative to the
        site's root."""
        encoded = body.encode("utf-8")
        path = f"{DATA_DIR}/{hashlib.sha256(encoded).hexdigest()[:16]}.json"
        self.files[path] = encoded
        return path

    def write(self, site_dir: Path) -> int:
        """Write every file kept into ``site_dir`` (the folder emptied first); the count."""
        folder = site_dir / DATA_DIR
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        for path, encoded in self.files.items():
            (site_dir / path).write_bytes(encoded)
        return len(self.files)

    def clear(self) -> None:
        self.files.clear()


#: The data files of the build in progress (written by the ``on_post_build`` hook).
DATA_FILES = DataFiles()
