"""The first view of each walkthrough, in the page's HTML: the widget is on screen as soon
as the page is, instead of when its script has run and fetched its steps.

The view is drawn by the widget's own code (``widget.mjs``, :data:`WIDGET`) in Node.js, in
linkedom's document (``prerender.mjs``): one renderer, for the build and for the browser,
whose script (``walkthrough.mjs``) replaces the view with the live widget. One Node.js
process answers a whole build; each view is cached in ``build/first-views/`` by its page
data and the renderer's sources (the widget's modules), so a warm build starts no process.
Without Node.js the widget is left empty (and a warning printed): the script draws it when
it runs, as it did before there was a first view.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import IO

from site_hooks.runtime import keep_whole
from site_hooks.scripts import SCRIPTS, module_graph

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = Path(__file__).with_name("prerender.mjs")
CACHE = ROOT / "build" / "first-views"
#: The module ``prerender.mjs`` draws the view with (the widget), among the site's modules.
WIDGET = "widget.mjs"


class PrerenderError(RuntimeError):
    """The renderer failed: its own message (Node.js's error and stack)."""


def renderer_fingerprint() -> str:
    """A hash of what draws the view: the script, the widget's modules and the locked
    packages (linkedom): a change to any of them draws every view again."""
    digest = hashlib.sha256()
    sources = [SCRIPT, ROOT / "package-lock.json"]
    sources += [SCRIPTS / name for name in module_graph(WIDGET)]
    for source in sources:
        digest.update(source.read_bytes())
    return digest.hexdigest()[:16]


class FirstViews:
    """Draws first views for a build, through one Node.js process started at the first
    view the cache lacks and stopped by :meth:`close`."""

    def __init__(self, cache: Path = CACHE) -> None:
        self.cache = cache
        self._fingerprint: str | None = None
        self._process: subprocess.Popen[str] | None = None
        self._errors = ""
        self._warned = False
        atexit.register(self.close)

    def __call__(self, body: str) -> str | None:
        """The widget's inner HTML for a walkthrough's page data (its JSON text, on one
        line); None without Node.js."""
        if self._fingerprint is None:
            self._fingerprint = renderer_fingerprint()
        key = hashlib.sha256(f"{self._fingerprint}\n{body}".encode()).hexdigest()[:24]
        kept = self.cache / f"{key}.html"
        if kept.exists():
            return kept.read_text(encoding="utf-8")
        view = self._draw(body)
        if view is not None:
            keep_whole(kept, view.encode("utf-8"))
        return view

    def _draw(self, body: str) -> str | None:
        process = self._start()
        if process is None:
            return None
        stdin, stdout = _pipe(process.stdin), _pipe(process.stdout)
        try:
            stdin.write(body + "\n")
            stdin.flush()
            line = stdout.readline()
        except BrokenPipeError:
            line = ""
        if not line:
            self.close()
            raise PrerenderError(f"{SCRIPT.name} failed:\n{self._errors}")
        view: str = json.loads(line)
        return view

    def _start(self) -> subprocess.Popen[str] | None:
        if self._process is not None:
            return self._process
        node = shutil.which("node")
        if node is None:
            if not self._warned:
                print(
                    "warning: Node.js is missing: the walkthroughs have no first view",
                    file=sys.stderr,
                )
                self._warned = True
            return None
        self._process = subprocess.Popen(
            [node, str(SCRIPT)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            cwd=ROOT,
        )
        return self._process

    def close(self) -> None:
        """Stop the process (at the end of a build); the next view starts another, and the
        next build reads the renderer's sources again."""
        self._fingerprint = None
        process, self._process = self._process, None
        if process is None:
            return
        _pipe(process.stdin).close()
        process.wait()
        self._errors = _pipe(process.stderr).read()
        _pipe(process.stdout).close()
        _pipe(process.stderr).close()


def _pipe(stream: IO[str] | None) -> IO[str]:
    assert stream is not None  # every stream of the process is a pipe
    return stream


#: The first views of the build in progress (stopped by the ``on_post_build`` hook).
FIRST_VIEWS = FirstViews()
