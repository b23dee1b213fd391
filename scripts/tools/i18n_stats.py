"""What is left to translate, in messages and in words: per language, per source, per page or widget
(``stats``), and the messages themselves for one slice (``todo LANG --page PATH | --widget NAME``).

Words are the English source's (placeholders are not words), as Weblate, Crowdin and Pontoon count
them. A message is booked under each source and each page it appears on (a shared message counts for
every page that shows it).
"""

from __future__ import annotations

import copy
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import i18n_context as context
from babel.messages.catalog import Catalog, Message
from i18n_base import catalog_path, languages, page_languages, paths, site_languages
from i18n_base import has_translation as _has_translation
from i18n_base import read_catalog as _read
from i18n_extract import extract, sources_digest

_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*|\d+")
_FIELD = re.compile(r"\{[^{}]*\}")
STATES = ("translated", "fuzzy", "missing")


def words(message: Message) -> int:
    """The English words of ``message`` (both forms of a plural one), placeholders left out."""
    texts = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
    return sum(len(_WORD.findall(_FIELD.sub(" ", text))) for text in texts)


def source_groups(locations: list[tuple[str, int]]) -> list[str]:
    """``engine/gofish/rules.py`` -> ``engine/gofish``; ``docs/examples/kachuful/x.toml`` ->
    ``docs/examples/kachuful``; ``docs/lessons/go-fish/01-x.toml`` -> ``docs/lessons/go-fish``: where a
    message comes from (each of its places), for the detailed stats."""
    found = []
    for location, _line in locations:
        parts = location.split("/")
        if parts[:2] in (["docs", "examples"], ["docs", "lessons"]) and len(parts) > 3:
            found.append("/".join(parts[:3]))
        elif parts[0] == "engine" and len(parts) > 2:
            found.append("/".join(parts[:2]))
        else:
            found.append(parts[0])
    return list(dict.fromkeys(found)) or ["?"]


def state_of(catalog: Catalog, message: Message) -> str:
    entry = catalog.get(message.id, message.context)
    if entry is None or not _has_translation(entry.string):
        return "missing"
    return "fuzzy" if entry.fuzzy else "translated"


def _empty() -> dict[str, int]:
    return {"total": 0, **dict.fromkeys(STATES, 0), "words": 0, "words_translated": 0}


def _count(row: dict[str, int], state: str, size: int) -> None:
    row["total"] += 1
    row[state] += 1
    row["words"] += size
    row["words_translated"] += size if state == "translated" else 0


def catalog_of(lang: str, root: Path | str | None = None) -> Catalog:
    path = catalog_path(lang, root)
    return _read(path, lang) if path.exists() else Catalog(locale=lang)


def all_pages(root: Path | str | None = None) -> list[str]:
    p = paths(root)
    return sorted(context.Usage.read(p, page_languages(root)[0]).pages)


def on_page(message: Message, page: str) -> bool:
    shown = context.pages_of(message.auto_comments)
    return page in shown or context.EVERY_PAGE in shown or (
        context.EVERY_WIDGET in shown and page in _WIDGET_PAGES)


_WIDGET_PAGES: set[str] = set()


_COUNTED: dict[str, dict[str, dict[str, Any]]] = {}  # the last plain counts, by the digest of their inputs


def stats(root: Path | str | None = None, by_source: bool = False,
          by_page: bool = False) -> dict[str, dict[str, Any]]:
    """Per language: total, translated, fuzzy, missing, words and words translated (and, with
    ``by_source`` or ``by_page``, the same per source or per page). One check asks for the plain counts
    several times (each language's draft state): they are counted once for the same sources and
    catalogs, and each caller gets its own copy."""
    if by_source or by_page:
        return _stats(root, by_source, by_page)
    digest = hashlib.blake2b(sources_digest(paths(root)).encode(), digest_size=20)
    for lang in languages(root):
        path = catalog_path(lang, root)
        digest.update(f"\0{lang}\0".encode() + (path.read_bytes() if path.is_file() else b"-"))
    key = digest.hexdigest()
    if key not in _COUNTED:
        _COUNTED.clear()
        _COUNTED[key] = _stats(root, False, False)
    return copy.deepcopy(_COUNTED[key])


def _stats(root: Path | str | None, by_source: bool, by_page: bool) -> dict[str, dict[str, Any]]:
    template = extract(root)
    messages = [m for m in template if m.id]
    usage = context.Usage.read(paths(root), page_languages(root)[0])
    _WIDGET_PAGES.clear()
    _WIDGET_PAGES.update(page for page, codes in usage.pages.items() if codes)
    out: dict[str, dict[str, Any]] = {}
    for lang in languages(root):
        catalog = catalog_of(lang, root)
        row: dict[str, Any] = _empty()
        sources: dict[str, dict[str, int]] = {}
        pages: dict[str, dict[str, int]] = {page: _empty() for page in usage.pages}
        for message in messages:
            state, size = state_of(catalog, message), words(message)
            _count(row, state, size)
            for group in source_groups(list(message.locations)):
                _count(sources.setdefault(group, _empty()), state, size)
            if by_page:
                for page, counts in pages.items():
                    if on_page(message, page):
                        _count(counts, state, size)
        if by_source:
            row["sources"] = dict(sorted(sources.items()))
        if by_page:
            row["pages"] = pages
        out[lang] = row
    return out


def _table(title: str, rows: list[tuple[str, dict[str, int]]]) -> list[str]:
    width = max([len(title), *(len(name) for name, _ in rows)]) + 2
    lines = [f"{title:<{width}}{'translated':>12}{'fuzzy':>8}{'missing':>9}{'total':>8}{'done':>7}"
             f"{'words':>8}{'words done':>12}"]
    for name, row in rows:
        done = 100 * row["translated"] // row["total"] if row["total"] else 100
        words_done = 100 * row["words_translated"] // row["words"] if row["words"] else 100
        lines.append(f"{name:<{width}}{row['translated']:>12}{row['fuzzy']:>8}{row['missing']:>9}"
                     f"{row['total']:>8}{done:>6}%{row['words']:>8}{words_done:>11}%")
    return lines


def cmd_stats(root: Path | None = None, by_source: bool = False, by_page: bool = False) -> int:
    p = paths(root)
    result = stats(root, by_source=by_source, by_page=by_page)
    names = {lang.locale: lang.name for lang in site_languages(root)}
    for lang, row in result.items():
        title = f"{lang} ({names[lang]})" if lang in names else lang
        print(f"== {title}: {p.rel(catalog_path(lang, root))}")
        rows = [("all messages", row)]
        if by_source:
            rows += list(row["sources"].items())
        if by_page:
            rows += [(f"page {page}", counts) for page, counts in row["pages"].items()]
        print("\n".join(_table("messages", rows)))
        print()
    return 0


# --------------------------------------------------------------------------------------------------
# todo: one slice of the work


@dataclass(frozen=True)
class Todo:
    message: Message
    state: str
    words: int


def page_name(text: str, root: Path | str | None = None) -> str | None:
    """A page as a translator may write it (``docs/kachuful/learn.fr.md``, ``kachuful/learn.md``,
    ``/es/kachuful/learn/``, ``kachuful/learn``) -> its key (``kachuful/learn``), or None."""
    known = all_pages(root)
    _default, langs = page_languages(root)
    name = text.strip().removeprefix("docs/").strip("/")
    for lang in langs:
        name = name.removeprefix(f"{lang}/")
        name = name.removesuffix(f".{lang}.md")
    name = name.removesuffix(".md") or "index"
    for candidate in (name, f"{name}/index"):
        if candidate in known:
            return candidate
    return None


def todo(lang: str, root: Path | str | None = None, page: str | None = None,
         widget: str | None = None) -> list[Todo]:
    """The messages of the slice (a page, a widget, or all) not yet translated (or fuzzy) in ``lang``."""
    template = extract(root)
    usage = context.Usage.read(paths(root), page_languages(root)[0])
    _WIDGET_PAGES.clear()
    _WIDGET_PAGES.update(p for p, codes in usage.pages.items() if codes)
    catalog = catalog_of(lang, root)
    found = []
    for message in template:
        if not message.id:
            continue
        if page is not None and not on_page(message, page):
            continue
        if widget is not None and not _has_widget(message, widget):
            continue
        state = state_of(catalog, message)
        if state != "translated":
            found.append(Todo(message, state, words(message)))
    return found


def _has_widget(message: Message, name: str) -> bool:
    shown = context.widgets_of(message.auto_comments)
    return any(w == name or w.split()[0] == name or w == "every widget" or w == f"widgets of {name}"
               for w in shown)


def cmd_todo(lang: str, root: Path | None = None, page: str | None = None, widget: str | None = None) -> int:
    p = paths(root)
    key = None
    if page is not None:
        key = page_name(page, root)
        if key is None:
            print(f"todo: no page “{page}” (pages: {', '.join(all_pages(root))})")
            return 2
    items = todo(lang, root, key, widget)
    slice_name = f"page {key}" if key else f"widget {widget}" if widget else "every message"
    total = sum(item.words for item in items)
    po = p.rel(catalog_path(lang, root))
    print(f"== {lang}, {slice_name}: {len(items)} message(s) to translate, {total} words, in {po}")
    if key is not None:
        source = next((f for f in sorted(p.docs.glob(f"{key}.*.md"))), None)
        target = p.docs / f"{key}.{lang}.md"
        if source is not None and not target.exists():
            words_ = len(_WORD.findall(source.read_text(encoding="utf-8")))
            print(f"the page itself: {p.rel(target)} is missing ({words_} words in {p.rel(source)})")
    for item in items:
        message = item.message
        ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
        print()
        print(f"{item.state}, {item.words} words: “{ids[0]}”" + (f" / “{ids[1]}”" if len(ids) > 1 else ""))
        for line in message.auto_comments:
            if not line.startswith(context.WHERE_PREFIX):
                print(f"    {line}")
        print("    at " + ", ".join(f"{f}:{n}" for f, n in message.locations[:3]))
    return 0
