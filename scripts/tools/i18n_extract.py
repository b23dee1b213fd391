"""Extraction (the engine's and the build's messages, the worked examples' and lessons' texts) into
the template, merging it into every catalog, compiling the catalogs.
"""

from __future__ import annotations

import copy
import hashlib
import os
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import i18n_context as context
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po
from i18n_base import (
    DOMAIN,
    KEYWORDS,
    PLACEHOLDER,
    Paths,
    catalog_path,
    languages,
    page_languages,
    paths,
    site_languages,
)
from i18n_base import read_catalog as _read

# --------------------------------------------------------------------------------------------------
# Extraction

COMMENT_TAG = "L10N:"  # a comment above a message, for its translators: "# L10N: {bid} is ..."


def _python_messages(p: Paths) -> Iterator[tuple[str, int, Any, list[str], str | None]]:
    """The messages of the code, each with its ``# L10N:`` comment (the lines above it), if any, and its
    context (``NC_(context, msgid)``: one English text with two uses, translated apart)."""
    for source in p.py_sources:
        if not source.is_dir():
            continue
        method_map = [("**/tools/**", "ignore"), ("**.py", "python")]
        for filename, lineno, message, comments, ctx in extract_from_dir(
            str(source), method_map, keywords=KEYWORDS, comment_tags=(COMMENT_TAG,), strip_comment_tags=True
        ):
            yield f"{p.rel(source)}/{filename}", lineno, message, list(comments), ctx


_SCENARIO_KEY = re.compile(r"^\s*(title|note)\s*=")


def _scenario_messages(p: Paths) -> Iterator[tuple[str, int, str]]:
    """Each scenario's title and step notes, with the line they are written on."""
    for path in sorted(p.scenarios.rglob("*.toml")):
        text = path.read_text(encoding="utf-8")
        data: dict[str, Any] = tomllib.loads(text)
        rel = p.rel(path)
        lines = {"title": [], "note": []}  # type: dict[str, list[int]]
        for number, line in enumerate(text.splitlines(), start=1):
            match = _SCENARIO_KEY.match(line)
            if match:
                lines[match.group(1)].append(number)
        if isinstance(data.get("title"), str):
            yield rel, (lines["title"] or [0])[0], data["title"]
        notes = iter(lines["note"])
        for step in data.get("steps", []):
            if isinstance(step, dict) and isinstance(step.get("note"), str):
                yield rel, next(notes, 0), step["note"]


def _lesson_messages(p: Paths) -> Iterator[tuple[str, int, str]]:
    """Each lesson's title, and each step's task, hints and explanation (docs/lessons/<game>/*.toml)."""
    for path in sorted((p.docs / "lessons").rglob("*.toml")):
        text = path.read_text(encoding="utf-8")
        data: dict[str, Any] = tomllib.loads(text)
        rel = p.rel(path)
        lines = text.splitlines()
        messages = [data.get("title")]
        for step in data.get("steps", []):
            if isinstance(step, dict):
                messages += [step.get("task"), *step.get("hints", []), step.get("explain")]
        for message in messages:
            if isinstance(message, str):
                needle = message[:40]
                yield rel, next((n for n, line in enumerate(lines, start=1) if needle in line), 0), message


def sources_digest(p: Paths) -> str:
    """A digest of everything extraction reads (the code, the pages, the examples and lessons, the
    placeholders' descriptions, the configuration), by content: equal digests, equal templates."""
    files = {f for source in p.py_sources if source.is_dir() for f in source.rglob("*.py")}
    if p.docs.is_dir():
        files |= {*p.docs.rglob("*.toml"), *p.docs.rglob("*.md")}
    if p.locales.is_dir():
        files |= set(p.locales.glob("*.toml"))
    files |= {p.config, p.root / "engine"}
    digest = hashlib.blake2b(repr(p).encode(), digest_size=20)
    for path in sorted(files):
        digest.update(f"\0{path}\0".encode())
        if path.is_file():
            digest.update(path.read_bytes())
        elif path.is_dir():  # the games are the engine's folders with a spec
            games = sorted(d.name for d in path.iterdir() if (d / "spec.py").is_file())
            digest.update(" ".join(games).encode())
    return digest.hexdigest()


_EXTRACTED: dict[str, Catalog] = {}  # the last template made, by the digest of its sources


def extract(root: Path | str | None = None) -> Catalog:
    """The template: every message with its locations and its translator comments (i18n_context).
    One check asks for it several times (the catalogs, the drafts, the statistics): it is made once
    for the same sources and each caller gets its own copy."""
    p = paths(root)
    key = sources_digest(p)
    if key not in _EXTRACTED:
        _EXTRACTED.clear()
        _EXTRACTED[key] = _extract(p, root)
    return copy.deepcopy(_EXTRACTED[key])


def _extract(p: Paths, root: Path | str | None) -> Catalog:
    catalog = Catalog(project="cardrules", domain=DOMAIN, fuzzy=False)
    found = [*_python_messages(p), *((*m, [], None) for m in (*_scenario_messages(p), *_lesson_messages(p)))]
    given: dict[Any, list[str]] = {}
    for filename, lineno, message, comments, ctx in found:
        key = message[0] if isinstance(message, tuple) else message
        catalog.add(message, locations=[(filename, lineno)], flags=_flags(key), context=ctx)
        given.setdefault((message, ctx), []).extend(comments)
    table, counts = context.meanings(p), context.plural_counts(p)
    usage = context.Usage.read(p, page_languages(root)[0])
    games = {d.name for d in (p.root / "engine").iterdir() if (d / "spec.py").is_file()} if (
        p.root / "engine").is_dir() else set()
    for message in catalog:
        if not message.id:
            continue
        msgid = tuple(message.id) if isinstance(message.id, (tuple, list)) else message.id
        count = counts.get(msgid[0], "n") if isinstance(msgid, tuple) else None
        message.auto_comments = context.comments(msgid, given.get((msgid, message.context), []), table, count,
                                                 list(message.locations), usage, games)
    return catalog


def _flags(msgid: str) -> tuple[str, ...]:
    return ("python-brace-format",) if PLACEHOLDER.search(msgid) else ()


def cmd_extract(root: Path | None = None) -> int:
    p = paths(root)
    catalog = extract(root)
    with p.template.open("wb") as fh:
        write_po(fh, catalog, width=100, omit_header=False, sort_output=True)
    print(f"{p.rel(p.template)}: {len(catalog)} messages")
    return 0


def cmd_update(root: Path | None = None) -> int:
    """Extract, then merge the template into every catalog; a language of mkdocs.yml without a
    catalog gets a new one (with its plural rules from Babel)."""
    cmd_extract(root)
    p = paths(root)
    template = _read(p.template)
    wanted = sorted(set(languages(root)) | {lang.locale for lang in site_languages(root)})
    for lang in wanted:
        path = catalog_path(lang, root)
        created = not path.exists()
        catalog = Catalog(locale=lang, domain=DOMAIN) if created else _read(path, lang)
        catalog.update(template, no_fuzzy_matching=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as fh:
            write_po(fh, catalog, width=100, sort_output=True, ignore_obsolete=True)
        print(f"{p.rel(path)} {'created' if created else 'updated'}")
    return 0


def compile_catalogs(out_root: Path | None = None, root: Path | str | None = None) -> list[Path]:
    """Every catalog to ``.mo``; a draft language's with what it lacks from its fallback language
    (i18n_drafts), and the languages' status for the build (``build/i18n/status.json``)."""
    import i18n_drafts

    written = []
    p = paths(root)
    threshold, _fallbacks = i18n_drafts.settings(root)
    found = i18n_drafts.statuses(root) if threshold else {}
    for lang in languages(root):
        catalog = _read(catalog_path(lang, root), lang)
        status = found.get(lang)
        if status is not None and status.draft and status.fallback != lang:
            fallback = catalog_path(status.fallback, root)
            if fallback.exists():
                catalog = i18n_drafts.with_fallback(catalog, _read(fallback, status.fallback))
        target_dir = (out_root or p.locales) / lang / "LC_MESSAGES"
        target_dir.mkdir(parents=True, exist_ok=True)
        target = target_dir / f"{DOMAIN}.mo"
        partial = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        with partial.open("wb") as fh:  # then renamed: a reader (a parallel test) never sees half a file
            write_mo(fh, catalog, use_fuzzy=False)
        os.replace(partial, target)
        written.append(target)
    if threshold:
        i18n_drafts.write_status(root)
    return written


def cmd_compile(out: str | None, root: Path | None = None) -> int:
    p = paths(root)
    for path in compile_catalogs(Path(out) if out else None, root):
        print(f"compiled {p.rel(path)}")
    return 0
