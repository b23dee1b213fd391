"""The translators' glossary (``locales/glossary.toml``), read as data and shown by ``[[glossary]]``.

The page ``docs/glossary/`` holds the shortcode alone on its line; the table is rendered at build
time from the same file the check ``./scripts/i18n check glossary`` reads, so they cannot drift.
``[[glossary]]`` shows every game; ``[[glossary kachuful]]`` one game.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core.errors import MalformedInput
from .core.i18n import N_, tr
from .ops import shortcode
from .present.tree import Node, el, to_html

GLOSSARY = Path(__file__).resolve().parents[1] / "locales" / "glossary.toml"
TERM_KEYS = frozenset({"gloss", "avoid", "note"})  # every other key of a term is a language

UI = {
    "avoid": N_("Words to avoid"),
    "proper": N_("Names that stay the same in every language"),
}


@dataclass(frozen=True)
class Term:
    terms: dict[str, str]  # language -> term
    gloss: str = ""
    avoid: dict[str, tuple[str, ...]] = field(default_factory=dict)
    note: dict[str, str] = field(default_factory=dict)
    index: int = 0  # its place in the game's list, from 1 (for messages)


@dataclass(frozen=True)
class GameGlossary:
    key: str  # the folder of the game's pages under docs/
    name: str
    terms: tuple[Term, ...]


@dataclass(frozen=True)
class Glossary:
    proper_names: tuple[str, ...]
    games: dict[str, GameGlossary]


def _strings(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list):
        return tuple(str(v) for v in value)
    return ()


def parse(data: dict[str, Any]) -> Glossary:
    games = {}
    for key, table in data.items():
        if not isinstance(table, dict):
            continue
        terms = []
        for index, raw in enumerate(table.get("terms") or [], start=1):
            if not isinstance(raw, dict):
                continue
            terms.append(Term(
                terms={k: str(v) for k, v in raw.items() if k not in TERM_KEYS and isinstance(v, str)},
                gloss=str(raw.get("gloss", "")),
                avoid={k: _strings(v) for k, v in (raw.get("avoid") or {}).items()},
                note={k: str(v) for k, v in (raw.get("note") or {}).items()},
                index=index,
            ))
        games[key] = GameGlossary(key, str(table.get("name", key)), tuple(terms))
    return Glossary(tuple(_strings(data.get("proper_names"))), games)


def load(path: Path | None = None) -> Glossary:
    with (path or GLOSSARY).open("rb") as fh:
        return parse(tomllib.load(fh))


def _language_name(code: str, lang: str) -> str:
    """``es`` in French: ``Espagnol`` (Babel's names, available at build time)."""
    try:
        from babel import Locale

        name = Locale.parse(code).get_display_name(Locale.parse(lang)) or code
    except Exception:  # no Babel, or a code it does not know: show the code
        return code
    return name[:1].upper() + name[1:]


def game_table(game: GameGlossary, lang: str) -> Node:
    languages = [lang, *sorted({code for term in game.terms for code in term.terms} - {lang})]
    head = el("tr", *[el("th", _language_name(code, lang), scope="col") for code in languages],
              el("th", _language_name("en", lang), scope="col"),
              el("th", tr(lang, UI["avoid"]), scope="col"))
    rows = []
    for term in game.terms:
        first = term.terms.get(lang, "—")
        note = term.note.get(lang)
        cells = [el("th", el("strong", first), el("small", f" ({note})") if note else None, scope="row")]
        cells += [el("td", term.terms.get(code, "—"), lang=code) for code in languages[1:]]
        cells.append(el("td", el("em", term.gloss) if term.gloss else "", lang="en"))
        avoid = [word[:-1] + "…" if word.endswith("*") else word for word in term.avoid.get(lang, ())]
        cells.append(el("td", ", ".join(avoid) or "—"))
        rows.append(el("tr", *cells))
    # No class: Material styles the tables of the content that have none.
    return el("table", el("thead", head), el("tbody", *rows))


def render(args: list[str], lang: str, path: Path | None = None) -> str:
    glossary = load(path)
    keys = args or list(glossary.games)
    for key in keys:
        if key not in glossary.games:
            raise MalformedInput("game-unknown", game=key[:40])
    parts: list[Node] = []
    for key in keys:
        game = glossary.games[key]
        parts.append(el("section", el("h3", game.name), game_table(game, lang),
                        cls="glossary__game", data_game=key))
    if not args and glossary.proper_names:
        parts.append(el("section", el("h3", tr(lang, UI["proper"])),
                        el("ul", *[el("li", name) for name in glossary.proper_names]),
                        cls="glossary__names"))
    return '<div class="glossary">' + "".join(to_html(part) for part in parts) + "</div>"


@shortcode("glossary")
def glossary_shortcode(args: list[str], lang: str) -> str:
    return render(args, lang)
