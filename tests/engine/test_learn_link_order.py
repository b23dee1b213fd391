"""A rules page links its lessons in the order of the path (a reader who follows them meets lesson 3 after
lesson 2): every page of the site does, and a page with two links swapped fails the build, naming the file
and both lessons."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"^\[\[lesson-link [^\]]+\]\]$", re.MULTILINE)


def _hooks():  # scripts/hooks.py, as mkdocs loads it
    found = importlib.util.spec_from_file_location("order_hooks", ROOT / "scripts" / "hooks.py")
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def _content(markdown: str) -> str:
    """The shortcode lines as Markdown renders them, alone in their paragraph."""
    return LINK.sub(lambda m: f"<p>{m.group(0)}</p>", markdown)


PAGES = sorted(p for p in (ROOT / "docs").rglob("*.md") if "[[lesson-link" in p.read_text(encoding="utf-8"))


def test_pages_with_lesson_links_exist_in_both_languages() -> None:
    names = {p.relative_to(ROOT / "docs").as_posix() for p in PAGES}
    assert {"literature/index.fr.md", "literature/index.es.md", "kachuful/index.fr.md",
            "kachuful/index.es.md", "go-fish/index.fr.md", "go-fish/index.es.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT / "docs").as_posix())
def test_every_page_links_its_lessons_in_path_order(page: Path) -> None:
    _hooks().check_lesson_order(str(page), _content(page.read_text(encoding="utf-8")))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_two_links_swapped_fail_the_build(lang: str) -> None:
    page = ROOT / "docs" / "kachuful" / f"index.{lang}.md"
    text = page.read_text(encoding="utf-8")
    first, second = "[[lesson-link kachuful/follow-suit]]", "[[lesson-link kachuful/trick-winner]]"
    assert text.index(first) < text.index(second)
    swapped = text.replace(first, "@@").replace(second, first).replace("@@", second)
    with pytest.raises(PluginError) as failed:
        _hooks().check_lesson_order(str(page), _content(swapped))
    message = str(failed.value)
    assert str(page) in message and "kachuful/follow-suit" in message and "kachuful/trick-winner" in message
