"""The site's Content-Security-Policy: only the site itself, plus what Pyodide needs
(compiling WebAssembly, a module worker from the site), and no inline script but those
whose hash the policy lists.

After every language is written, :func:`apply` hashes every inline script of every page
(Material's small ones among them), puts one site-wide policy into each page's head as a
``<meta http-equiv>`` (first in the head, before any script) and writes it with
``X-Content-Type-Options: nosniff`` into ``_headers``, the file Netlify and Cloudflare Pages
read and ``make serve`` sends. ``frame-ancestors`` works only as a header, so the meta
policy leaves it out.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable
from html import escape
from pathlib import Path

#: The directives of the policy; ``script-src`` gets the inline scripts' hashes.
DIRECTIVES: tuple[tuple[str, str], ...] = (
    ("default-src", "'self'"),
    ("script-src", "'self' 'wasm-unsafe-eval'"),
    ("style-src", "'self'"),
    ("img-src", "'self' data:"),
    ("font-src", "'self'"),
    ("connect-src", "'self'"),
    ("worker-src", "'self'"),
    ("manifest-src", "'self'"),
    ("object-src", "'none'"),
    ("base-uri", "'self'"),
    ("form-action", "'self'"),
)
#: Directives a ``<meta>`` policy may not carry (browsers ignore them there, with a warning).
HEADER_ONLY: tuple[tuple[str, str], ...] = (("frame-ancestors", "'none'"),)

_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.DOTALL | re.I)
_TYPE = re.compile(r"""\btype\s*=\s*["']?(?P<type>[^"'\s>]+)""", re.I)
_EXECUTABLE_TYPES = {"text/javascript", "module", "application/javascript"}
_META = re.compile(r'<meta http-equiv="Content-Security-Policy"[^>]*>\s*', re.I)
_CHARSET = re.compile(r"<meta charset=[^>]*>", re.I)


def inline_scripts(html: str) -> list[str]:
    """The text of every inline script a browser would run (not data blocks).

    >>> inline_scripts('<script>a()</script><script src="x.js"></script>'
    ...                '<script type="application/json">{}</script>')
    ['a()']
    """
    found = []
    for match in _SCRIPT.finditer(html):
        attrs = match.group("attrs")
        if re.search(r"\bsrc\s*=", attrs, re.I):
            continue
        kind = _TYPE.search(attrs)
        if kind is None or kind.group("type").lower() in _EXECUTABLE_TYPES:
            found.append(match.group("body"))
    return found


def script_hash(source: str) -> str:
    """The CSP source expression that allows one inline script.

    >>> script_hash("alert(1)")
    "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
    """
    digest = hashlib.sha256(source.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def policy(hashes: Iterable[str], *, header: bool = False) -> str:
    """The policy allowing the inline scripts of ``hashes`` (the meta's, or the header's)."""
    directives = DIRECTIVES + HEADER_ONLY if header else DIRECTIVES
    allowed = " ".join(sorted(set(hashes)))
    parts = [
        f"{name} {value} {allowed}" if name == "script-src" and allowed else f"{name} {value}"
        for name, value in directives
    ]
    return "; ".join(parts)


def with_meta(html: str, meta_policy: str) -> str:
    """The page with the policy as the first element of its head (replacing an older one)."""
    html = _META.sub("", html)
    tag = (
        f'<meta http-equiv="Content-Security-Policy" content="{escape(meta_policy, quote=False)}">'
    )
    charset = _CHARSET.search(html)
    if charset is not None:  # the charset must stay first: put the policy right after it
        return html[: charset.end()] + "\n  " + tag + html[charset.end() :]
    return html.replace("<head>", "<head>\n  " + tag, 1)


def headers_file(header_policy: str) -> str:
    """``_headers`` in the format of Netlify and Cloudflare Pages: every path gets them."""
    return f"/*\n  Content-Security-Policy: {header_policy}\n  X-Content-Type-Options: nosniff\n"


def apply(site_dir: Path) -> str:
    """Hash every inline script of the site, put the policy into every page and write
    ``_headers``; return the meta policy."""
    pages = sorted(site_dir.rglob("*.html"))
    texts = {path: path.read_text(encoding="utf-8") for path in pages}
    hashes = {script_hash(s) for text in texts.values() for s in inline_scripts(text)}
    meta_policy = policy(hashes)
    for path, text in texts.items():
        path.write_text(with_meta(text, meta_policy), encoding="utf-8")
    (site_dir / "_headers").write_text(headers_file(policy(hashes, header=True)), "utf-8")
    return meta_policy
