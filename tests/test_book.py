"""The answer books of the built site (scripts/tools/book_hook.py): every entry is byte for byte what the
live engine answers now (the Pyodide run checks the same inside Pyodide), and a page's book holds every
step of every worked example on it, in the page's language."""

from __future__ import annotations

import html
import importlib.util
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
BOOKS = sorted(SITE.rglob("answers.json")) if SITE.is_dir() else []

pytestmark = pytest.mark.skipif(not BOOKS, reason="site/ not built (./scripts/test builds it)")


def _hook():  # scripts/tools/book_hook.py, as mkdocs loads it
    found = importlib.util.spec_from_file_location("book_hook", ROOT / "scripts" / "tools" / "book_hook.py")
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def _entries(path: Path) -> list[tuple[str, str]]:
    return [tuple(entry) for entry in json.loads(path.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("path", BOOKS, ids=[str(p.relative_to(SITE)) for p in BOOKS])
def test_every_entry_is_what_the_live_engine_answers(path: Path) -> None:
    entries = _entries(path)
    assert entries
    assert _hook().stale(entries) == []


def test_a_changed_reply_is_found_stale() -> None:
    request, reply = _entries(BOOKS[0])[0]
    assert _hook().stale([(request, reply.replace('"ok":true', '"ok":false', 1))]) == [request]


@pytest.mark.parametrize("path", BOOKS, ids=[str(p.relative_to(SITE)) for p in BOOKS])
def test_a_page_book_holds_every_step_of_its_examples(path: Path) -> None:
    page = (path.parent / "index.html").read_text(encoding="utf-8")
    assert '<meta name="cards-book" content="answers.json">' in page
    examples = re.findall(r'data-example="([^"]+)" data-lang="([^"]+)" data-step="1" data-total="(\d+)"'
                          r' data-scenario="([^"]*)"', page)
    assert examples
    entries = [(json.loads(request), json.loads(reply)) for request, reply in _entries(path)]
    assert all(request["op"] == "example" and reply["ok"] for request, reply in entries)
    asked = {(json.dumps(request["scenario"], sort_keys=True), request["step"], request["lang"])
             for request, _ in entries}
    for _name, lang, total, payload in examples:
        scenario = json.dumps(json.loads(html.unescape(payload)), sort_keys=True)
        assert all((scenario, step, lang) in asked for step in range(1, int(total) + 1))
    assert len(asked) == sum(int(total) for _, _, total, _ in examples)
