"""MkDocs hook: each page's answer book, recorded from the page's own markup.

The answer book holds the engine's own replies to the requests a page's widgets make first, recorded
at build time, so that a reader's first answers need no runtime at all (a slow phone link brings the
book in a second, the engine in half a minute). An entry is a request and its reply, both as the bridge
reads and writes them (canonical JSON, ``engine.core.serial.dumps``): byte for byte what the live engine
answers. The page's engine client (``docs/assets/js/engine-client.js``) answers a request from the book
when it holds its exact text, and from the live engine otherwise; a widget does not know which.
``tests/test_book.py`` and the Pyodide run (``scripts/tools/pyodide_tests.mjs``) ask the live engine
every entry of the built books again and require the same reply.

The requests are read back from what the page's scripts will read (a worked example's
``data-scenario``, a lesson's ``data-lesson-data``, a drill's ``data-seeds``…: ``book_requests.py``),
after ``scripts/hooks.py`` rendered it, so the book holds exactly the requests the page will make; the
live engine answers each one here. The book is
written next to the page (``answers.json``) and named in its ``<head>`` before the engine's files, so
that ``engine-start.js`` fetches it first and starts the engine once it has arrived. The build prints
the largest book's size (raw and gzip; the goal is under 150 kB compressed).
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from book_requests import requests_in as markup_requests  # noqa: E402

from engine.bridge import handle  # noqa: E402
from engine.core.serial import dumps  # noqa: E402

NAME = "answers.json"
_requests: dict[str, list[dict[str, Any]]] = {}  # page (its output file) -> its widgets' first requests
_sizes: list[tuple[int, int, str]] = []
Entry = tuple[str, str]  # (request, reply), canonical JSON


def record(requests: list[dict[str, Any]]) -> list[Entry]:
    """Each request with the live engine's reply (a request met twice is recorded once)."""
    entries: dict[str, str] = {}
    for request in requests:
        text = dumps(request)
        if text not in entries:
            entries[text] = handle(text)
    return list(entries.items())


def stale(entries: list[Entry]) -> list[str]:
    """The requests whose recorded reply is not what the live engine answers now."""
    return [request for request, reply in entries if handle(request) != reply]


def ask(request: dict[str, Any]) -> Any:
    """The live engine's result for ``request`` (the build fails on a refused one: the page would show it)."""
    reply = json.loads(handle(dumps(request)))
    if not reply.get("ok"):
        raise ValueError(f"answer book: the engine refused {request.get('op')}: {reply.get('error')}")
    return reply["result"]


def requests_in(content: str) -> list[dict[str, Any]]:
    """The first requests of the page's widgets, read from its markup."""
    return markup_requests(content, ask)


def on_pre_build(config: Any) -> None:
    _requests.clear()
    _sizes.clear()


def on_page_content(content: str, page: Any, config: Any, files: Any) -> str:
    found = requests_in(content)
    if found:
        _requests[page.file.abs_dest_path] = found
    return content


def on_post_page(output: str, page: Any, config: Any) -> str:
    found = _requests.pop(page.file.abs_dest_path, None)
    if not found:
        return output
    text = json.dumps(record(found), ensure_ascii=False, separators=(",", ":"))
    path = Path(page.file.abs_dest_path).with_name(NAME)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    data = text.encode("utf-8")
    _sizes.append((len(gzip.compress(data, 9)), len(data), page.file.dest_uri))
    meta = f'<meta name="cards-book" content="{NAME}">\n'
    anchor = '<meta name="cards-engine"' if '<meta name="cards-engine"' in output else "</head>"
    return output.replace(anchor, meta + anchor, 1)


def on_post_build(config: Any) -> None:
    if _sizes:
        packed, raw, page = max(_sizes)
        print(f"answer books: {len(_sizes)} pages, the largest {packed / 1000:.1f} kB gzip "
              f"({raw / 1000:.0f} kB raw) on {page}", flush=True)
