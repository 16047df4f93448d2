"""The static server of `make serve` and of the browser tests: types, compressed twins, the
site's headers (``_headers``) and each language's 404 page."""

from __future__ import annotations

import gzip
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from site_hooks.serve import serve_in_thread


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A small site on 127.0.0.1, served once for the module's tests (they only read it;
    stopping a server takes up to half a second, its loop's polling interval)."""
    site = tmp_path_factory.mktemp("served")
    (site / "page").mkdir()
    (site / "page/index.html").write_text("<p>plain</p>")
    (site / "page/index.html.gz").write_bytes(gzip.compress(b"<p>twin</p>"))
    (site / "runtime.wasm").write_bytes(b"\0asm")
    (site / "runtime.wasm.gz").write_bytes(gzip.compress(b"\0asm"))
    (site / "runtime.wasm.br").write_bytes(b"brotli twin")
    (site / "404.html").write_text("<h1>Page not found</h1>")
    (site / "sv").mkdir()
    (site / "sv/404.html").write_text("<h1>Sidan finns inte</h1>")
    (site / "_headers").write_text(
        "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n"
    )
    server = serve_in_thread(site)
    host, port = server.server_address[:2]
    yield f"http://{host!s}:{port}"
    server.shutdown()
    server.server_close()


def get(url: str, encoding: str | None = None) -> tuple[bytes, dict[str, str]]:
    """The body and the headers (names in lower case) of a GET."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding or "identity"})
    with urllib.request.urlopen(request) as response:
        return response.read(), {k.lower(): v for k, v in response.headers.items()}


def test_gzip_twin_for_a_browser_that_accepts_it(served: str) -> None:
    body, headers = get(f"{served}/page/", "gzip, deflate")
    assert headers["content-encoding"] == "gzip"
    assert headers["content-type"].startswith("text/html")
    assert gzip.decompress(body) == b"<p>twin</p>"


def test_brotli_twin_first_for_a_browser_that_accepts_it(served: str) -> None:
    body, headers = get(f"{served}/runtime.wasm", "gzip, deflate, br, zstd")
    assert (headers["content-encoding"], body) == ("br", b"brotli twin")
    assert headers["content-type"] == "application/wasm"
    assert headers["vary"] == "Accept-Encoding"
    # Refused (q=0) or not asked for: gzip's twin.
    for accepted in ("gzip, br;q=0", "gzip"):
        body, headers = get(f"{served}/runtime.wasm", accepted)
        assert (headers["content-encoding"], gzip.decompress(body)) == ("gzip", b"\0asm")


def test_plain_file_otherwise(served: str) -> None:
    body, headers = get(f"{served}/page/")
    assert "content-encoding" not in headers
    assert body == b"<p>plain</p>"


def test_webassembly_type(served: str) -> None:
    _, headers = get(f"{served}/runtime.wasm")
    assert headers["content-type"] == "application/wasm"


def test_site_headers_on_every_answer(served: str) -> None:
    for path in ("/page/", "/runtime.wasm"):
        _, headers = get(f"{served}{path}")
        assert headers["content-security-policy"] == "default-src 'self'"
        assert headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/sv/no-such-page/", b"<h1>Sidan finns inte</h1>"),
        ("/sv/standard/missing.png", b"<h1>Sidan finns inte</h1>"),
        ("/no-such-page/", b"<h1>Page not found</h1>"),
        ("/fr/nothing/", b"<h1>Page not found</h1>"),  # no French 404 page here: the site's
        ("/../sv/x", b"<h1>Page not found</h1>"),
    ],
)
def test_unknown_address_gets_its_languages_404_page(
    served: str, path: str, heading: bytes
) -> None:
    with pytest.raises(urllib.error.HTTPError) as answer:
        get(f"{served}{path}")
    assert answer.value.code == 404
    assert answer.value.headers["Content-Type"].startswith("text/html")
    assert answer.value.headers["X-Content-Type-Options"] == "nosniff"
    assert answer.value.read() == heading
