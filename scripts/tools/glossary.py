"""The glossary check: pages and catalog translations use the terms fixed by ``locales/glossary.toml``.

A page of a game (``docs/<game>/*.<lang>.md``) that uses a synonym listed under ``avoid`` for its
language is reported with its file, its line and the term to write instead; so is a catalog
translation of one of the game's messages (``engine/<game>/``, ``docs/examples/<game>/``).
The data itself is checked too: every term in every language of the site, every game a folder.
Called by ``./scripts/i18n check glossary``; the data is read by ``engine/glossary.py``.
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.glossary import Glossary, Term, parse  # noqa: E402

OK_MARK = "<!-- glossary: ok -->"
_FENCE = re.compile(r"^\s*(```|~~~)")
_NOT_PROSE = re.compile(r"`[^`]*`|\]\([^)]*\)|<[a-z][^>]*>|<!--.*?-->|https?://\S+")


def synonym_pattern(phrase: str) -> re.Pattern[str]:
    """A synonym as a whole-word, case-insensitive pattern: plurals (s, x, es) of words of three
    letters or more match too; a final ``*`` matches any ending."""
    parts = []
    for word in phrase.split():
        if word.endswith("*"):
            parts.append(re.escape(word[:-1]) + r"[\w'’-]*")
        elif len(word) >= 3 and word[-1].isalpha():
            parts.append(re.escape(word) + r"(?:s|x|es)?")
        else:
            parts.append(re.escape(word))
    return re.compile(r"(?<![\w-])" + r"\s+".join(parts) + r"(?![\w-])", re.IGNORECASE)


def _label(term: Term, lang: str) -> str:
    gloss = f" ({term.gloss})" if term.gloss else ""
    return f"“{term.terms.get(lang, '?')}”{gloss}"


def data_problems(glossary: Glossary, languages: list[str], docs: Path, where: str) -> list[str]:
    found = []
    for key, game in glossary.games.items():
        if not (docs / key).is_dir():
            found.append(f"{where}: [{key}] names no folder docs/{key}/ (a game's table is named after "
                         "the folder of its pages)")
        if not game.terms:
            found.append(f"{where}: [{key}] has no terms (add [[{key}.terms]] entries)")
        preferred: dict[str, dict[str, int]] = {}
        for term in game.terms:
            place = f"{where}: [{key}] term {term.index}"
            named = term.gloss or next(iter(term.terms.values()), "?")
            for lang in languages:
                if not term.terms.get(lang, "").strip():
                    found.append(f"{place} ({named}) has no {lang} term: add {lang} = \"…\"")
                else:
                    preferred.setdefault(lang, {})[term.terms[lang].casefold()] = term.index
            for code in [*term.terms, *term.avoid]:
                if code not in languages:
                    found.append(f"{place} ({named}): “{code}” is not a language of the site")
        for term in game.terms:
            for lang, words in term.avoid.items():
                for word in words:
                    other = preferred.get(lang, {}).get(word.rstrip("*").casefold())
                    if other is not None:
                        found.append(f"{where}: [{key}] term {term.index} avoids “{word}”, which is the "
                                     f"{lang} term of term {other}")
    return found


def _prose(line: str) -> str:
    """The line without code spans, link targets, tags, comments and addresses (kept in place)."""
    return _NOT_PROSE.sub(lambda m: " " * len(m.group(0)), line)


def scan(text: str, terms: list[tuple[Term, re.Pattern[str], str]]) -> Iterator[tuple[int, str, Term]]:
    """(line, the synonym as written, its term) for each synonym found in ``text``."""
    fenced = False
    for number, line in enumerate(text.splitlines(), start=1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced or OK_MARK in line:
            continue
        prose = _prose(line)
        for term, pattern, _word in terms:
            for match in pattern.finditer(prose):
                yield number, match.group(0), term


def _patterns(glossary: Glossary, game: str, lang: str) -> list[tuple[Term, re.Pattern[str], str]]:
    return [(term, synonym_pattern(word), word)
            for term in glossary.games[game].terms for word in term.avoid.get(lang, ())]


def page_problems(glossary: Glossary, docs: Path, languages: list[str],
                  rel: Callable[[Path], str]) -> list[str]:
    found = []
    for key, game in glossary.games.items():
        folder = docs / key
        if not folder.is_dir():
            continue
        for lang in languages:
            terms = _patterns(glossary, key, lang)
            if not terms:
                continue
            for path in sorted(folder.rglob(f"*.{lang}.md")):
                for line, written, term in scan(path.read_text(encoding="utf-8"), terms):
                    found.append(f"{rel(path)}:{line}: “{written}” is not the {game.name} term: write "
                                 f"{_label(term, lang)}, as locales/glossary.toml fixes it")
    return found


def _game_of(location: str, games: dict[str, Any]) -> str | None:
    parts = location.split("/")
    if parts[:2] == ["docs", "examples"] and len(parts) > 3:
        return parts[2] if parts[2] in games else None
    if parts[0] == "engine" and len(parts) > 2:
        return next((key for key in games if key.replace("-", "") == parts[1]), None)
    return None


def catalog_problems(glossary: Glossary, catalogs: dict[str, Any], rel: Callable[[Path], str],
                     paths: dict[str, Path]) -> list[str]:
    """Translations of a game's messages that use a synonym the game's glossary replaces."""
    found = []
    for lang, catalog in catalogs.items():
        cache: dict[str, list[tuple[Term, re.Pattern[str], str]]] = {}
        for message in catalog:
            if not message.id or not message.locations:
                continue
            games = {_game_of(loc, glossary.games) for loc, _ in message.locations}
            if len(games) != 1 or None in games:
                continue
            key = games.pop()
            assert key is not None
            terms = cache.setdefault(key, _patterns(glossary, key, lang))
            strings = message.string if isinstance(message.string, (tuple, list)) else [message.string]
            label = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
            for text in strings:
                for _line, written, term in scan(text or "", terms):
                    found.append(f"{rel(paths[lang])}:{message.lineno}: “{label}”: the translation uses "
                                 f"“{written}”, not the {glossary.games[key].name} term: write "
                                 f"{_label(term, lang)}, as locales/glossary.toml fixes it")
    return found


def problems(path: Path, docs: Path, languages: list[str], catalogs: dict[str, Any],
             rel: Callable[[Path], str] = str, catalog_paths: dict[str, Path] | None = None) -> list[str]:
    where = rel(path)
    if not path.is_file():
        return [f"{where}: missing: the glossary of each game's terms lives there"]
    try:
        glossary = parse(tomllib.loads(path.read_text(encoding="utf-8")))
    except tomllib.TOMLDecodeError as exc:
        return [f"{where}: not valid TOML: {exc}"]
    found = data_problems(glossary, languages, docs, where)
    found += page_problems(glossary, docs, languages, rel)
    if catalogs:
        paths = catalog_paths or {lang: path.parent / lang / "LC_MESSAGES" / "messages.po"
                                  for lang in catalogs}
        found += catalog_problems(glossary, catalogs, rel, paths)
    return found
