"""Check: every page in every language with the same structure, typographic apostrophes, and every
navigation label translated.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from i18n_base import page_languages, paths, read_config, site_languages

# --------------------------------------------------------------------------------------------------
# Check: pages (every page in every language, same structure)


_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^\s*(#{1,6})\s+\S")
_SHORTCODE = re.compile(r"^\s*\[\[(\w[\w-]*(?:\s+[^\]]*)?)\]\]\s*$")
_COLLAPSIBLE = re.compile(r"^\s*\?\?\?(\+?)\s+([\w-]+)")
_ADMONITION = re.compile(r"^\s*!!!\s+([\w-]+)")
_IMAGE = re.compile(r"!\[[^\]]*\]\(\s*<?([^)\s>]+)|<img\b[^>]*\bsrc=[\"']([^\"']+)")


@dataclass(frozen=True)
class Landmark:
    kind: str  # what must be identical between languages
    line: int
    text: str  # the line, for the message

    def describe(self) -> str:
        shown = self.text.strip()
        shown = shown if len(shown) <= 70 else shown[:67] + "…"
        return f"{_KIND_NAMES.get(self.kind.split()[0], self.kind)} “{shown}”"


_KIND_NAMES = {
    "h1": "a level-1 heading", "h2": "a level-2 heading", "h3": "a level-3 heading",
    "h4": "a level-4 heading", "h5": "a level-5 heading", "h6": "a level-6 heading",
    "shortcode": "the worked example/shortcode", "question": "the collapsible block",
    "admonition": "the note block", "image": "the image",
}


def landmarks(text: str, langs: list[str] | None = None) -> list[Landmark]:
    """The structure of a page: what its translations must have, in the same order."""
    found: list[Landmark] = []
    fenced = False
    suffix = re.compile(r"\.(" + "|".join(map(re.escape, langs or [])) + r")(\.\w+)$") if langs else None
    for number, line in enumerate(text.splitlines(), start=1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        if m := _HEADING.match(line):
            found.append(Landmark(f"h{len(m.group(1))}", number, line))
        elif m := _SHORTCODE.match(line):
            found.append(Landmark(f"shortcode [[{' '.join(m.group(1).split())}]]", number, line))
        elif m := _COLLAPSIBLE.match(line):
            found.append(Landmark(f"question ???{m.group(1)} {m.group(2)}", number, line))
        elif m := _ADMONITION.match(line):
            found.append(Landmark(f"admonition !!! {m.group(1)}", number, line))
        for m in _IMAGE.finditer(line):
            target = m.group(1) or m.group(2)
            if suffix:
                target = suffix.sub(r"\2", target)  # diagram.es.svg and diagram.fr.svg are the same image
            found.append(Landmark(f"image {target}", number, target))
    return found


def _page_key(path: Path, docs: Path, langs: list[str]) -> tuple[str, str | None]:
    """``docs/kachuful/index.es.md`` -> (``kachuful/index``, ``es``)."""
    rel = path.relative_to(docs).as_posix()[: -len(".md")]
    stem, _, lang = rel.rpartition(".")
    if stem and "/" not in lang and re.fullmatch(r"[a-z]{2,3}(_[A-Za-z]+)?", lang):
        return stem, lang
    return rel, None


def page_problems(root: Path | str | None = None) -> list[str]:
    """Every page in every published language (a draft's pages are not gated: i18n_drafts)."""
    from i18n_drafts import drafts

    p = paths(root)
    default, langs = page_languages(root)
    draft = set(drafts(root))
    names = {lang.locale: lang.name for lang in site_languages(root)}
    pages: dict[str, dict[str, Path]] = {}
    found: list[str] = []
    skip = [p.docs / "examples", p.docs / "assets"]
    for path in sorted(p.docs.rglob("*.md")):
        if any(path.is_relative_to(s) for s in skip):
            continue
        key, lang = _page_key(path, p.docs, langs)
        if lang is None:
            found.append(f"{p.rel(path)}: a page needs its language in its name: rename it "
                         f"{key}.{default}.md and add its translations ({', '.join(langs[1:])})")
            continue
        if lang not in langs:
            found.append(f"{p.rel(path)}: “{lang}” is not a language of the site (mkdocs.yml "
                         "plugins.i18n.languages): add the language or rename the page")
            continue
        pages.setdefault(key, {})[lang] = path
        if lang not in draft:
            found += apostrophe_problems(p.rel(path), path.read_text(encoding="utf-8"))
    for key, versions in sorted(pages.items()):
        reference_lang = default if default in versions else next(lang for lang in langs if lang in versions)
        reference = versions[reference_lang]
        for lang in langs:
            if lang not in versions and lang not in draft:
                target = p.docs / f"{key}.{lang}.md"
                found.append(f"{p.rel(target)}: missing: {p.rel(reference)} has no "
                             f"{names.get(lang, lang)} ({lang}) version: translate it into {p.rel(target)}")
        ref_marks = landmarks(reference.read_text(encoding="utf-8"), langs)
        for lang, path in versions.items():
            if lang == reference_lang or lang in draft:
                continue
            marks = landmarks(path.read_text(encoding="utf-8"), langs)
            found += _structure_diff(p.rel(reference), ref_marks, p.rel(path), marks)
    return found


_STRAIGHT_APOSTROPHE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_]|[*\[])")


def apostrophe_problems(name: str, text: str) -> list[str]:
    """Prose written with the straight apostrophe (l'as) where the site and its catalogs use the
    typographic one (l’as); code (fenced blocks, `spans`) is left alone."""
    found: list[str] = []
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        prose = "".join(line.split("`")[0::2])
        if not fenced and _STRAIGHT_APOSTROPHE.search(prose):
            found.append(f"{name}:{number}: a straight apostrophe (') in the text: write ’ as the rest of "
                         "the site does")
    return found


def _structure_diff(ref_name: str, ref: list[Landmark], name: str, other: list[Landmark],
                    limit: int = 8) -> list[str]:
    found: list[str] = []
    matcher = difflib.SequenceMatcher(a=[m.kind for m in ref], b=[m.kind for m in other], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            for a, b in zip(ref[i1:i2], other[j1:j2]):
                found.append(f"{name}:{b.line}: {b.describe()} where {ref_name}:{a.line} has {a.describe()}: "
                             "the pages must have the same structure")
            continue
        for a in ref[i1:i2]:
            after = f" (after line {other[j1 - 1].line})" if j1 > 0 else " (near the top)"
            found.append(f"{name}: missing {a.describe()} of {ref_name}:{a.line}{after}: "
                         "the pages must have the same structure")
        for b in other[j1:j2]:
            found.append(f"{name}:{b.line}: {b.describe()} is not in {ref_name}: "
                         "the pages must have the same structure")
    if len(found) > limit:
        found = [*found[:limit], f"{name}: … and {len(found) - limit} more structure differences"]
    return found


# --------------------------------------------------------------------------------------------------
# Check: navigation labels


def _nav_labels(nav: Any) -> Iterator[str]:
    if isinstance(nav, list):
        for item in nav:
            yield from _nav_labels(item)
    elif isinstance(nav, dict):
        for label, value in nav.items():
            yield str(label)
            yield from _nav_labels(value)


def proper_names(root: Path | str | None = None) -> list[str]:
    """Names written the same in every language (``proper_names`` in ``locales/glossary.toml``)."""
    path = paths(root).glossary
    if not path.is_file():
        return []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError:
        return []
    return [str(n) for n in data.get("proper_names", [])]


def nav_problems(root: Path | str | None = None) -> list[str]:
    p = paths(root)
    config = read_config(root)
    rel = p.rel(p.config)
    lines = p.config.read_text(encoding="utf-8").splitlines() if p.config.is_file() else []
    labels = list(dict.fromkeys(_nav_labels(config.get("nav") or [])))
    allowed = set(proper_names(root))
    found = []

    def line_of(label: str) -> str:
        pattern = re.compile(r"^\s*-\s*[\"']?" + re.escape(label) + r"[\"']?\s*:")
        return next((f":{n}" for n, text in enumerate(lines, start=1) if pattern.match(text)), "")

    from i18n_drafts import drafts

    draft = set(drafts(root))
    for lang in site_languages(root, config):
        if lang.default or lang.locale in draft:
            continue
        where = f"plugins.i18n.languages[{lang.locale}]"
        translations = lang.entry.get("nav_translations") or {}
        for key in ("site_name", "site_description"):
            if not lang.entry.get(key):
                found.append(f"{rel}: {lang.name} ({lang.locale}) has no {key}: add “{key}: …” under {where}")
        for label in labels:
            if label in allowed:
                continue
            value = translations.get(label)
            if not value:
                found.append(f"{rel}{line_of(label)}: the nav label “{label}” has no {lang.name} "
                             f"({lang.locale}) translation: add “{label}: …” under {where}.nav_translations "
                             "(or, for a proper name, add it to proper_names in locales/glossary.toml)")
        for label in translations:
            if str(label) not in labels:
                found.append(f"{rel}: {where}.nav_translations has “{label}”, which is not a nav label "
                             "(renamed or removed? update it)")
    return found
