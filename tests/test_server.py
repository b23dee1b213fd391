"""The site's server (scripts/tools/server.py: ./scripts/serve, the browser tests, the bench) sends
the precompressed twin a request accepts, with the headers a static host must send; its slow link
(the bench's) delivers the same bytes."""

from __future__ import annotations

import gzip
import sys
import urllib.request
from email.message import Message
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts" / "tools"))
from server import Link, serve_in_thread

DATA = bytes(range(256)) * 4096


@pytest.fixture
def site(tmp_path: Path) -> Path:
    folder = tmp_path / "pyodide" / "0123456789abcdef"
    folder.mkdir(parents=True)
    (folder / "pyodide.asm.wasm").write_bytes(DATA)
    (folder / "pyodide.asm.wasm.gz").write_bytes(gzip.compress(DATA))
    (tmp_path / "index.html").write_text("<p>page</p>")
    return tmp_path


def fetch(base: str, path: str, accept: str) -> tuple[Message, bytes]:
    """The headers (names in any case, as HTTP has them) and the body as sent."""
    request = urllib.request.Request(base + path, headers={"Accept-Encoding": accept})
    with urllib.request.urlopen(request) as response:
        return response.headers, response.read()


@pytest.mark.parametrize(("accept", "coding"), [
    ("gzip, deflate, br, zstd", "gzip"), ("br, gzip;q=0", None), ("", None),
])
def test_the_twin_the_request_accepts(site: Path, accept: str, coding: str | None) -> None:
    server, base = serve_in_thread(site)
    try:
        headers, body = fetch(base, "/pyodide/0123456789abcdef/pyodide.asm.wasm", accept)
    finally:
        server.shutdown()
    assert headers.get("Content-Encoding") == coding
    decoded = gzip.decompress(body) if coding == "gzip" else body
    assert decoded == DATA
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert headers["Vary"] == "Accept-Encoding"


def test_a_slow_link_delivers_the_same_bytes(site: Path) -> None:
    server, base = serve_in_thread(site, link=Link(rate=50e6, latency=0.0))
    try:
        _, body = fetch(base, "/pyodide/0123456789abcdef/pyodide.asm.wasm", "")
        page_headers, page = fetch(base, "/", "")
    finally:
        server.shutdown()
    assert body == DATA and page == b"<p>page</p>"
    assert page_headers["Cache-Control"] == "no-cache"
