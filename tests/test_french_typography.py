"""French typography in what the reader sees from the catalog and the glossary: a non-breaking space
(U+00A0) before : ; ! ? and inside « », never an ordinary one, and the curly apostrophe (’)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
WRONG = re.compile(r"(?: [:;!?»]|« |(?<=[^\W\d_])'(?=[^\W\d_]))")


def problems(text: str) -> list[str]:
    return [text[max(0, m.start() - 20):m.end() + 20] for m in WRONG.finditer(text)]


def test_the_rule_tells_the_spaces_apart() -> None:
    assert problems("Pioche !") and problems("« oui »") and problems("l'as") and problems("verbe : x")
    assert not problems("Pioche\u00a0!") and not problems("«\u00a0oui\u00a0»") and not problems("l’as")
    assert not problems("{seat}: {cards}")  # no space at all: not French prose, left alone


def test_every_french_translation() -> None:
    with (ROOT / "locales" / "fr" / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale="fr")
    found = {}
    for message in catalog:
        forms = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        for text in forms:
            if message.id and problems(text):
                found[message.id if isinstance(message.id, str) else message.id[0]] = problems(text)
    assert found == {}


def _french(node: Any) -> Iterator[str]:
    """The French texts of the glossary shown on its page: each term and each note (not the synonyms
    to avoid, which are search patterns)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "fr" and isinstance(value, str):
                yield value
            elif key != "avoid":
                yield from _french(value)
    elif isinstance(node, list):
        for item in node:
            yield from _french(item)


def test_the_french_glossary() -> None:
    data = tomllib.loads((ROOT / "locales" / "glossary.toml").read_text(encoding="utf-8"))
    texts = list(_french(data))
    assert len(texts) > 20 and any("\u00a0" in t for t in texts)
    assert {t: problems(t) for t in texts if problems(t)} == {}


PERCENT = re.compile(r"\d %")


def _prose(markdown: str) -> str:
    """A French page without what is not prose: fenced code, code spans, admonition markers, HTML tags
    and attributes, link targets."""
    text = re.sub(r"^\s*```.*?^\s*```", "", markdown, flags=re.S | re.M)
    text = re.sub(r"`[^`\n]*`", "", text)
    text = re.sub(r"^\s*(?:\?\?\?\+?|!!!) .*$", "", text, flags=re.M)
    text = re.sub(r"<[^>\n]*>", "", text)
    text = text.replace("![", "[")
    return re.sub(r"\]\([^)\s]*\)", "]", text)


def test_every_french_page() -> None:
    found = {}
    for page in sorted((ROOT / "docs").rglob("*.fr.md")):
        text = _prose(page.read_text(encoding="utf-8"))
        wrong = problems(text) + [text[max(0, m.start() - 20):m.end() + 5] for m in PERCENT.finditer(text)]
        if wrong:
            found[str(page.relative_to(ROOT))] = wrong
    assert found == {}
