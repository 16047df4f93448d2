"""Serve a built site on loopback with the right types for Pyodide (``.mjs``, ``.wasm``),
the headers of the site's ``_headers`` file (its Content-Security-Policy and
``X-Content-Type-Options``, as Netlify and Cloudflare Pages send them), and, for an unknown
address, the 404 page of the language the address is under (``/sv/x`` gets ``sv/404.html``).

Used by ``make serve`` and by the browser tests' fixture::

    python -m site_hooks.serve --host 127.0.0.1 --port 8000 site
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".zip": "application/zip",
    ".bin": "application/octet-stream",
}


#: The precompressed twins a file may have (written by the build), the best first.
TWINS = (("br", ".br"), ("gzip", ".gz"))


def accepted_encodings(header: str) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (not those with q=0).

    >>> sorted(accepted_encodings("gzip, deflate, br;q=1.0, zstd;q=0"))
    ['br', 'deflate', 'gzip']
    """
    found = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        quality = params.strip().removeprefix("q=").strip() if "q=" in params else "1"
        try:
            accepted = float(quality) > 0
        except ValueError:
            accepted = False
        if name and accepted:
            found.add(name.strip().lower())
    return found


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with explicit types; a file's precompressed twin (``x.wasm.br``,
    ``x.wasm.gz``, written by the build) is sent instead of the file to a browser that
    accepts its coding (Brotli first). Quiet unless asked."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}  # noqa: RUF012
    verbose = False

    def send_head(self) -> Any:
        """Send the headers of the file, or of the best twin the client accepts, with its
        validator and how long it may be kept (:func:`cache_control`); a request that has
        it already (``If-None-Match``) gets ``304 Not Modified``."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()  # a folder to redirect, or an error
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        coding, sent = next(
            (
                (coding, path + suffix)
                for coding, suffix in TWINS
                if coding in accepted and os.path.isfile(path + suffix)
            ),
            (None, path),
        )
        f = open(sent, "rb")  # noqa: SIM115 (closed by the caller, as in the base class)
        stat = os.fstat(f.fileno())
        tag = f'"{stat.st_size:x}-{stat.st_mtime_ns:x}{"-" + coding if coding else ""}"'
        wanted = {t.strip() for t in self.headers.get("If-None-Match", "").split(",")}
        self.send_response(HTTPStatus.NOT_MODIFIED if tag in wanted else HTTPStatus.OK)
        self.send_header("ETag", tag)
        self.send_header("Cache-Control", cache_control(self.path))
        self.send_header("Vary", "Accept-Encoding")
        if tag in wanted:
            f.close()
            self.end_headers()
            return None
        self.send_header("Content-Type", self.guess_type(path))
        if coding:
            self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return f

    def copyfile(self, source: Any, outputfile: Any) -> None:
        """The file's bytes by the kernel (``sendfile``) when it can: a Python thread that
        copies megabytes (Pyodide's runtime, the engine's snapshot) holds the CPU that the
        browser needs to start the engine."""
        try:
            self.wfile.flush()
            self.connection.sendfile(source)
        except (AttributeError, OSError, ValueError):
            super().copyfile(source, outputfile)

    def end_headers(self) -> None:
        """Every answer carries the site's own headers (``_headers``)."""
        for name, value in site_headers(Path(self.directory)):
            self.send_header(name, value)
        super().end_headers()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """An unknown address gets the site's 404 page in the address's language."""
        page = not_found_page(Path(self.directory), self.path) if code == 404 else None
        if page is None:
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(HTTPStatus.NOT_FOUND)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        if self.verbose:
            super().log_message(format, *args)


#: A file whose address changes with its bytes: a folder or a name with a hash of them
#: (``assets/engine/<hash>/``, ``assets/walkthroughs/<hash>.json``, ``main.<hash>.min.css``).
_HASHED = re.compile(r"/[0-9a-f]{16}[/.]|\.[0-9a-f]{8}\.min\.")


def cache_control(path: str) -> str:
    """How long a browser may keep an answer without asking again: a year for a file
    whose address changes with its bytes; for any other, it asks each time (and gets
    ``304 Not Modified`` while the file is the same), so that a page is never older than
    the site.

    >>> cache_control("/assets/engine/0123456789abcdef/snapshot.bin")
    'public, max-age=31536000, immutable'
    >>> cache_control("/assets/pyodide/pyodide.asm.wasm")
    'no-cache'
    """
    hashed = _HASHED.search(path.split("?", 1)[0])
    return "public, max-age=31536000, immutable" if hashed else "no-cache"


def not_found_page(directory: Path, path: str) -> Path | None:
    """The 404 page for an address: that of the folder it is under when there is one
    (``/sv/x`` → ``sv/404.html``), else the site's own ``404.html``; None without either."""
    first = path.split("?", 1)[0].lstrip("/").split("/", 1)[0]
    language_page = directory / first / "404.html"
    if first and first not in (".", "..") and language_page.is_file():
        return language_page
    root_page = directory / "404.html"
    return root_page if root_page.is_file() else None


@functools.cache
def _read_headers(path: Path, mtime: float) -> tuple[tuple[str, str], ...]:
    headers: list[tuple[str, str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line[:1].isspace() and ":" in line:
            name, value = line.strip().split(":", 1)
            headers.append((name.strip(), value.strip()))
    return tuple(headers)


def site_headers(directory: Path) -> tuple[tuple[str, str], ...]:
    """The headers every answer carries, read from the site's ``_headers`` file (the
    indented ``Name: value`` lines under ``/*``); none if the site has no such file."""
    path = directory / "_headers"
    try:
        return _read_headers(path, path.stat().st_mtime)
    except FileNotFoundError:
        return ()


class SiteServer(ThreadingHTTPServer):
    """A threading server that does not print a traceback when a browser drops a
    connection it no longer needs (a closed page, an aborted request)."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Ignore dropped connections; report anything else as usual."""
        error = sys.exc_info()[1]
        if not isinstance(error, ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    directory: Path,
    host: str = "127.0.0.1",
    port: int = 0,
    handler: type[SiteHandler] = SiteHandler,
) -> ThreadingHTTPServer:
    """A server for ``directory`` on ``host:port`` (port 0 picks a free one), whose
    requests ``handler`` answers; not started."""
    return SiteServer((host, port), functools.partial(handler, directory=str(directory)))


def serve_in_thread(
    directory: Path, host: str = "127.0.0.1", handler: type[SiteHandler] = SiteHandler
) -> ThreadingHTTPServer:
    """Start a server in a daemon thread; its address is ``server.server_address``."""
    server = make_server(directory, host, handler=handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> None:
    """Command line: serve a directory until interrupted."""
    parser = argparse.ArgumentParser(prog="python -m site_hooks.serve")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("directory", type=Path)
    args = parser.parse_args(argv)
    SiteHandler.verbose = True
    server = make_server(args.directory, args.host, args.port)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
