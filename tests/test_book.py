"""The answer books of the built site (scripts/tools/book_hook.py): every entry is byte for byte what the
live engine answers now (the Pyodide run checks the same inside Pyodide), and a page's book holds every
step of every worked example on it, every step of every lesson with its right answers and the first
drills of each kind with every choice answered, in the page's language."""

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


def _page(path: Path) -> tuple[str, list[tuple[dict, dict]]]:
    page = (path.parent / "index.html").read_text(encoding="utf-8")
    assert '<meta name="cards-book" content="answers.json">' in page
    entries = [(json.loads(request), json.loads(reply)) for request, reply in _entries(path)]
    assert all(reply["ok"] for _, reply in entries)
    return page, entries


@pytest.mark.parametrize("path", BOOKS, ids=[str(p.relative_to(SITE)) for p in BOOKS])
def test_a_page_book_holds_every_step_of_its_examples(path: Path) -> None:
    page, entries = _page(path)
    examples = re.findall(r'data-example="([^"]+)" data-lang="([^"]+)" data-step="1" data-total="(\d+)"'
                          r' data-scenario="([^"]*)"', page)
    asked = {(json.dumps(request["scenario"], sort_keys=True), request["step"], request["lang"])
             for request, _ in entries if request["op"] == "example"}
    for _name, lang, total, payload in examples:
        scenario = json.dumps(json.loads(html.unescape(payload)), sort_keys=True)
        assert all((scenario, step, lang) in asked for step in range(1, int(total) + 1))
    assert len(asked) == sum(int(total) for _, _, total, _ in examples)


def _learn(page: Path) -> bool:
    return 'data-widget="learn"' in page.read_text(encoding="utf-8")


LEARN_PAGES = [p for p in BOOKS if _learn(p.parent / "index.html")]


def test_every_learn_page_has_a_book() -> None:
    pages = {p.parent for p in SITE.rglob("index.html") if _learn(p)}
    assert pages and pages == {p.parent for p in LEARN_PAGES}
    assert {p.relative_to(SITE).parts[0] == "es" for p in LEARN_PAGES} == {True, False}


@pytest.mark.parametrize("path", LEARN_PAGES, ids=[str(p.relative_to(SITE)) for p in LEARN_PAGES])
def test_a_learn_page_book_holds_every_lesson_step_with_its_answers(path: Path) -> None:
    page, entries = _page(path)
    lang = re.search(r'data-widget="learn" data-lang="([^"]+)"', page).group(1)
    lessons = [json.loads(html.unescape(p)) for p in re.findall(r'data-lesson-data="([^"]*)"', page)]
    assert lessons
    steps = {(r["lesson"]["name"], r["step"]) for r, _ in entries
             if r["op"] == "learn.step" and r["lang"] == lang}
    verdicts: dict[tuple[str, int], set[str]] = {}
    for request, reply in entries:
        if request["op"] == "learn.answer":
            key = (request["lesson"]["name"], request["step"])
            verdicts.setdefault(key, set()).add(reply["result"]["verdict"])
    for lesson in lessons:
        for number in range(1, len(lesson["steps"]) + 1):
            assert (lesson["name"], number) in steps
            # a right answer and a wrong one, each as the page sends it (book_requests.py)
            assert verdicts[lesson["name"], number] == {"right", "wrong"}, (lesson["name"], number)


@pytest.mark.parametrize("path", LEARN_PAGES, ids=[str(p.relative_to(SITE)) for p in LEARN_PAGES])
def test_a_learn_page_book_holds_its_first_drills_answered(path: Path) -> None:
    page, entries = _page(path)
    kinds = re.findall(r'data-kind="([^"]+)"[^>]*data-seeds="([^"]*)"', page)
    assert kinds
    dealt = {(r["drill"], r["seed"]): len(reply["result"]["choices"]) for r, reply in entries
             if r["op"] == "learn.drill"}
    answered: dict[tuple[str, int], int] = {}
    for request, _ in entries:
        if request["op"] == "learn.drill-answer":
            key = (request["drill"], request["seed"])
            answered[key] = answered.get(key, 0) + 1
    for kind, seeds in kinds:
        for seed in map(int, seeds.split()):
            assert dealt[kind, seed] == answered[kind, seed] > 0
