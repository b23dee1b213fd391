"""The render trees' allow-lists are the same in Python (engine/present/tree.py, the build and the
bridge) and in the browser (docs/assets/js/render.js): a tag or attribute allowed on one side only
would render differently on the page than in its print copy, or be dropped without a word."""

from __future__ import annotations

import re
from pathlib import Path

from engine.present.tree import ATTRS, TAGS

RENDER_JS = Path(__file__).resolve().parents[1] / "docs" / "assets" / "js" / "render.js"


def _js_list(name: str) -> set[str]:
    source = RENDER_JS.read_text(encoding="utf-8")
    found = re.search(rf"const {name} = new Set\(\s*\(?((?:\s*\"[^\"]*\"\s*\+?)+)\)?\.split", source)
    assert found, f"render.js has no {name} list in the expected form"
    return set("".join(re.findall(r'"([^"]*)"', found.group(1))).split())


def test_tags_are_the_same_on_both_sides() -> None:
    assert _js_list("TAGS") == set(TAGS)


def test_attributes_are_the_same_on_both_sides() -> None:
    assert _js_list("ATTRS") == set(ATTRS)
