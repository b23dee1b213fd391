"""What a translator needs beside a message: what fills each placeholder, which is the count of a message
with plural forms, and the pages and widgets it appears on. The extraction writes it as translator
comments (``#.``) into the template; ``update`` carries them into every catalog.

- What each placeholder holds: ``locales/placeholders.toml`` (one line per name), or a ``# L10N:``
  comment above the message in the source, which is copied as it is.
- The count: the third argument of ``NP_(singular, plural, count)`` (``n`` when not given, and for
  ``ntr``), read from the sources' syntax trees.
- Where: from the message's source (a worked example, a lesson, a game's package, a widget's module)
  and the shortcodes the pages use (``[[workbench kachuful]]``…).
"""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from i18n_base import PLACEHOLDER, Paths

PLACEHOLDERS = "placeholders.toml"
COUNT_LINE = re.compile(r"^Plural forms: \{(\w+)\} is the count")
WHERE_PREFIX = "Appears on: "
EVERY_WIDGET = "every page with a widget"
EVERY_PAGE = "every page"
# The widgets a module of the engine draws (by its folder), and those every game's package feeds.
_MODULE_WIDGETS = {
    "engine/workbench": ("workbench", "play", "workbench-link"),
    "engine/learn": ("lessons", "practice", "lesson-link"),
    "engine/glossary.py": ("glossary",),
    "engine/scenario": ("example",),
}
_SHORTCODE = re.compile(r"^\s*\[\[(\w[\w-]*)((?:\s+[^\]]*)?)\]\]\s*$", re.M)


def meanings(p: Paths) -> dict[str, str]:
    path = p.locales / PLACEHOLDERS
    if not path.is_file():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in (data.get("placeholders") or {}).items()}


def plural_counts(p: Paths) -> dict[str, str]:
    """The singular of each ``NP_(singular, plural, count)`` in the sources -> the name of its count."""
    found: dict[str, str] = {}
    for source in p.py_sources:
        for path in sorted(source.rglob("*.py")) if source.is_dir() else []:
            if "tools" in path.relative_to(source).parts:
                continue
            try:
                tree = ast.parse(path.read_text(encoding="utf-8"))
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "NP_":
                    given = [*node.args, *(k.value for k in node.keywords if k.arg == "count")]
                    texts = [_text(a) for a in given]
                    if len(texts) >= 2 and texts[0] and texts[1]:
                        found[texts[0]] = texts[2] if len(texts) > 2 and texts[2] else "n"
    return found


def _text(node: ast.expr) -> str:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else ""


def page_key(path: Path, docs: Path) -> str:
    """``docs/kachuful/learn.es.md`` -> ``kachuful/learn``."""
    rel = path.relative_to(docs).as_posix().removesuffix(".md")
    stem, _, lang = rel.rpartition(".")
    return stem if stem and re.fullmatch(r"[a-z]{2,3}(_[A-Za-z]+)?", lang) else rel


@dataclass(frozen=True)
class Usage:
    """The shortcodes of each page (its default-language file): ``{page: [(name, args)]}``."""

    pages: dict[str, list[tuple[str, tuple[str, ...]]]]

    @classmethod
    def read(cls, p: Paths, default: str) -> Usage:
        pages: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
        skip = [p.docs / "examples", p.docs / "assets", p.docs / "lessons"]
        for path in sorted(p.docs.rglob(f"*.{default}.md")) if p.docs.is_dir() else []:
            if any(path.is_relative_to(s) for s in skip):
                continue
            codes = [(m.group(1), tuple(m.group(2).split()))
                     for m in _SHORTCODE.finditer(path.read_text(encoding="utf-8"))]
            pages[page_key(path, p.docs)] = codes
        return cls(pages)

    def with_widget(self, names: Iterable[str]) -> list[str]:
        wanted = set(names)
        return [page for page, codes in self.pages.items() if any(name in wanted for name, _ in codes)]

    def of_game(self, game: str) -> list[str]:
        """Pages with a widget of ``game`` (a shortcode's name or first argument; ``gofish``: ``go-fish``)."""
        def plain(text: str) -> str:
            return text.replace("-", "")

        def mine(name: str, args: tuple[str, ...]) -> bool:
            first = plain(args[0].split("/")[0]) if args else ""
            return plain(name).startswith(plain(game)) or first == plain(game)

        return [page for page, codes in self.pages.items() if any(mine(name, args) for name, args in codes)]


def where(location: str, usage: Usage, games: set[str]) -> tuple[list[str], list[str]]:
    """(widgets, pages) a message written at ``location`` (a repository path) appears on."""
    parts = location.split("/")
    if parts[:2] == ["docs", "examples"] and len(parts) > 3:
        name = "/".join(parts[2:]).removesuffix(".toml")
        return [f"example {name}"], [page for page, codes in usage.pages.items()
                                     if ("example", (name,)) in codes]
    if parts[:2] == ["docs", "lessons"] and len(parts) > 3:
        game = parts[2]
        return [f"lessons {game}"], [page for page, codes in usage.pages.items()
                                     if any(n == "lessons" and a[:1] == (game,) for n, a in codes)]
    if parts[0] == "scripts":
        return ["page"], [EVERY_PAGE]
    if parts[0] == "engine" and len(parts) > 2 and parts[1] in games:
        return [f"widgets of {parts[1]}"], usage.of_game(parts[1])
    for prefix, widgets in _MODULE_WIDGETS.items():
        if location == prefix or location.startswith(prefix + "/"):
            return list(widgets), usage.with_widget(widgets)
    return ["every widget"], [EVERY_WIDGET]


def comments(msgid: str | tuple[str, ...], given: list[str], table: dict[str, str], count: str | None,
             locations: list[tuple[str, int]], usage: Usage, games: set[str]) -> list[str]:
    """The translator comments of one message: the source's own, each placeholder, the count, where."""
    texts = msgid if isinstance(msgid, tuple) else (msgid,)
    names = list(dict.fromkeys(PLACEHOLDER.findall(" ".join(texts))))
    lines = list(dict.fromkeys(given))
    explained = " ".join(lines)
    for name in names:
        if f"{{{name}}}" not in explained and name in table:
            lines.append(f"{{{name}}}: {table[name]}")
    if count is not None:
        if count in names:
            lines.append(f"Plural forms: {{{count}}} is the count (a form used for one number only may "
                         "leave it out, as in “une carte”).")
        else:
            lines.append("Plural forms: chosen by a number the sentence does not show.")
    widgets: list[str] = []
    pages: list[str] = []
    for location, _line in locations:
        w, pg = where(location, usage, games)
        widgets += w
        pages += pg
    widgets, pages = list(dict.fromkeys(widgets)), list(dict.fromkeys(pages))
    if EVERY_PAGE in pages:
        pages = [EVERY_PAGE]
    elif EVERY_WIDGET in pages:
        pages = [EVERY_WIDGET]
    lines.append(f"{WHERE_PREFIX}{', '.join(pages) or 'no page yet'} (widgets: {', '.join(widgets)})")
    return lines


def undescribed(msgid: str | tuple[str, ...], lines: list[str]) -> list[str]:
    """The placeholders of ``msgid`` that its comments do not describe."""
    texts = msgid if isinstance(msgid, tuple) else (msgid,)
    said = " ".join(lines)
    return [n for n in dict.fromkeys(PLACEHOLDER.findall(" ".join(texts))) if f"{{{n}}}" not in said]


def count_of(lines: Iterable[str]) -> str | None:
    """The count a message's comments name (``Plural forms: {n} is the count``)."""
    return next((m.group(1) for line in lines if (m := COUNT_LINE.match(line))), None)


def pages_of(lines: Iterable[str]) -> list[str]:
    """The pages a message's comments say it appears on (``every page``… included as written)."""
    for line in lines:
        if line.startswith(WHERE_PREFIX):
            return [p.strip() for p in line[len(WHERE_PREFIX):].split(" (widgets:")[0].split(",")]
    return []


def widgets_of(lines: Iterable[str]) -> list[str]:
    for line in lines:
        if line.startswith(WHERE_PREFIX) and "(widgets: " in line:
            return [w.strip() for w in line.split("(widgets: ", 1)[1].rstrip(")").split(",")]
    return []
