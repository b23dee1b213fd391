"""Translators' tooling on top of Babel: extract, update, compile, stats, check.

Message ids are English; every language in ``locales/`` has one catalog ``messages.po``.
Sources: the engine and build hooks (``N_("...")``, ``tr(lang, "...")``, ``ntr(...)``) and the
scenario files (``title`` and each step's ``note``).

``check`` looks at everything a translator can leave behind, in five parts:

- ``catalogs``: every message of the code is in every catalog, translated, not fuzzy, with the same
  ``{placeholders}`` and every plural form; the template ``locales/messages.pot`` is up to date;
- ``pages``: every page exists in every language with the same structure (headings, worked
  examples ``[[...]]``, questions ``???``, notes ``!!!``, images);
- ``nav``: every navigation label of ``mkdocs.yml`` is translated (proper names excepted);
- ``js``: no interface text is hard-coded in ``docs/assets/js`` (it comes from the catalogs);
- ``glossary``: pages and catalogs use the terms fixed by ``locales/glossary.toml``.

Every command takes ``--root DIR`` to work on another copy of the repository.
"""

from __future__ import annotations

import argparse
import difflib
import gettext
import os
import re
import string
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "messages.pot"
DOMAIN = "messages"
KEYWORDS = {"N_": None, "NP_": (1, 2), "tr": (2,), "ntr": (2, 3)}
PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
PY_SOURCES = (ROOT / "engine", ROOT / "scripts")
SCENARIOS = ROOT / "docs" / "examples"
PARTS = ("catalogs", "pages", "nav", "js", "glossary")


# --------------------------------------------------------------------------------------------------
# Where things are (the real repository, or a copy given with --root)


@dataclass(frozen=True)
class Paths:
    root: Path
    locales: Path
    template: Path
    py_sources: tuple[Path, ...]
    scenarios: Path
    docs: Path
    config: Path
    js: Path
    glossary: Path

    def rel(self, path: Path) -> str:
        """``path`` as a translator sees it: relative to the repository when inside it."""
        for base in (self.root, self.locales.parent):
            if path.is_relative_to(base):
                return path.relative_to(base).as_posix()
        return str(path)


def paths(root: Path | str | None = None) -> Paths:
    if root is None:  # the module's paths, read now (tests may point LOCALES elsewhere)
        return Paths(ROOT, LOCALES, TEMPLATE, tuple(PY_SOURCES), SCENARIOS, ROOT / "docs",
                     ROOT / "mkdocs.yml", ROOT / "docs" / "assets" / "js", LOCALES / "glossary.toml")
    base = Path(root).resolve()
    return Paths(base, base / "locales", base / "locales" / "messages.pot",
                 (base / "engine", base / "scripts"), base / "docs" / "examples", base / "docs",
                 base / "mkdocs.yml", base / "docs" / "assets" / "js", base / "locales" / "glossary.toml")


def languages(root: Path | str | None = None) -> list[str]:
    """The languages that have a catalog folder (``locales/<lang>/LC_MESSAGES``)."""
    locales = paths(root).locales
    return sorted(p.name for p in locales.iterdir() if (p / "LC_MESSAGES").is_dir())


def catalog_path(lang: str, root: Path | str | None = None) -> Path:
    return paths(root).locales / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


# --------------------------------------------------------------------------------------------------
# The site configuration (mkdocs.yml): languages, navigation


class _ConfigLoader(yaml.SafeLoader):
    """mkdocs.yml as data: ``!ENV`` gives its default, other tags give None."""


def _env_tag(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    if isinstance(node, yaml.ScalarNode):
        return os.environ.get(str(loader.construct_scalar(node)))
    items = loader.construct_sequence(node)  # type: ignore[arg-type]
    for name in items[:-1]:
        if isinstance(name, str) and name in os.environ:
            return os.environ[name]
    return items[-1] if len(items) > 1 else None


_ConfigLoader.add_constructor("!ENV", _env_tag)
_ConfigLoader.add_multi_constructor("!", lambda loader, suffix, node: None)
_ConfigLoader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def read_config(root: Path | str | None = None) -> dict[str, Any]:
    path = paths(root).config
    if not path.is_file():
        return {}
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_ConfigLoader) or {}


@dataclass(frozen=True)
class SiteLanguage:
    locale: str
    name: str
    default: bool
    entry: dict[str, Any]


def site_languages(
    root: Path | str | None = None, config: dict[str, Any] | None = None
) -> list[SiteLanguage]:
    """The languages of ``plugins.i18n.languages`` in mkdocs.yml, the default one first."""
    config = read_config(root) if config is None else config
    found: list[SiteLanguage] = []
    for plugin in config.get("plugins") or []:
        if isinstance(plugin, dict) and "i18n" in plugin:
            for entry in (plugin["i18n"] or {}).get("languages") or []:
                locale = entry.get("locale")
                if isinstance(locale, str) and locale != "null":
                    found.append(SiteLanguage(locale, str(entry.get("name", locale)),
                                              bool(entry.get("default")), entry))
    found.sort(key=lambda lang: not lang.default)
    return found


def page_languages(root: Path | str | None = None) -> tuple[str, list[str]]:
    """(default language, every language) of the pages; the catalogs' languages without a config."""
    langs = site_languages(root)
    if langs:
        return langs[0].locale, [lang.locale for lang in langs]
    found = languages(root)
    default = "fr" if "fr" in found else found[0]
    return default, [default, *[lang for lang in found if lang != default]]


# --------------------------------------------------------------------------------------------------
# Extraction


def _python_messages(p: Paths) -> Iterator[tuple[str, int, Any]]:
    for source in p.py_sources:
        if not source.is_dir():
            continue
        method_map = [("**/tools/**", "ignore"), ("**.py", "python")]
        for filename, lineno, message, _comments, _ctx in extract_from_dir(
            str(source), method_map, keywords=KEYWORDS, strip_comment_tags=True
        ):
            yield f"{p.rel(source)}/{filename}", lineno, message


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


def extract(root: Path | str | None = None) -> Catalog:
    p = paths(root)
    catalog = Catalog(project="cardrules", domain=DOMAIN, fuzzy=False)
    found = [*_python_messages(p), *_scenario_messages(p), *_lesson_messages(p)]
    for filename, lineno, message in found:
        key = message[0] if isinstance(message, tuple) else message
        catalog.add(message, locations=[(filename, lineno)], flags=_flags(key))
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


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=locale)


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
    written = []
    p = paths(root)
    for lang in languages(root):
        catalog = _read(catalog_path(lang, root), lang)
        target_dir = (out_root or p.locales) / lang / "LC_MESSAGES"
        target_dir.mkdir(parents=True, exist_ok=True)
        target = target_dir / f"{DOMAIN}.mo"
        with target.open("wb") as fh:
            write_mo(fh, catalog, use_fuzzy=False)
        written.append(target)
    return written


def cmd_compile(out: str | None, root: Path | None = None) -> int:
    p = paths(root)
    for path in compile_catalogs(Path(out) if out else None, root):
        print(f"compiled {p.rel(path)}")
    return 0


# --------------------------------------------------------------------------------------------------
# Stats


def _label(message: Message) -> str:
    return message.id[0] if isinstance(message.id, (tuple, list)) else message.id


def _has_translation(value: Any) -> bool:
    if isinstance(value, (tuple, list)):
        return all(bool(s) for s in value)
    return bool(value)


def _source_group(location: str) -> str:
    """``engine/gofish/rules.py`` -> ``engine/gofish``; ``docs/examples/kachuful/x.toml`` ->
    ``docs/examples/kachuful``: where a message comes from, for the detailed stats."""
    parts = location.split("/")
    if parts[:2] == ["docs", "examples"] and len(parts) > 3:
        return "/".join(parts[:3])
    if parts[0] == "engine" and len(parts) > 2:
        return "/".join(parts[:2])
    return parts[0]


def stats(root: Path | str | None = None, by_source: bool = False) -> dict[str, dict[str, Any]]:
    """Per language: total, translated, fuzzy, missing (and, with ``by_source``, the same per source)."""
    template = extract(root)
    messages = [m for m in template if m.id]
    out: dict[str, dict[str, Any]] = {}
    for lang in languages(root):
        path = catalog_path(lang, root)
        catalog = _read(path, lang) if path.exists() else Catalog(locale=lang)
        row: dict[str, Any] = {"total": len(messages), "translated": 0, "fuzzy": 0, "missing": 0}
        sources: dict[str, dict[str, int]] = {}
        for message in messages:
            entry = catalog.get(message.id)
            state = ("missing" if entry is None or not _has_translation(entry.string)
                     else "fuzzy" if entry.fuzzy else "translated")
            row[state] += 1
            group = _source_group(message.locations[0][0]) if message.locations else "?"
            counts = sources.setdefault(group, {"total": 0, "translated": 0, "fuzzy": 0, "missing": 0})
            counts["total"] += 1
            counts[state] += 1
        if by_source:
            row["sources"] = dict(sorted(sources.items()))
        out[lang] = row
    return out


def _table(title: str, rows: list[tuple[str, dict[str, int]]]) -> list[str]:
    width = max([len(title), *(len(name) for name, _ in rows)]) + 2
    lines = [f"{title:<{width}}{'translated':>12}{'fuzzy':>8}{'missing':>9}{'total':>8}{'done':>7}"]
    for name, row in rows:
        done = 100 * row["translated"] // row["total"] if row["total"] else 100
        lines.append(f"{name:<{width}}{row['translated']:>12}{row['fuzzy']:>8}{row['missing']:>9}"
                     f"{row['total']:>8}{done:>6}%")
    return lines


def cmd_stats(root: Path | None = None, by_source: bool = False) -> int:
    p = paths(root)
    result = stats(root, by_source=by_source)
    names = {lang.locale: lang.name for lang in site_languages(root)}
    for lang, row in result.items():
        title = f"{lang} ({names[lang]})" if lang in names else lang
        print(f"== {title}: {p.rel(catalog_path(lang, root))}")
        rows = [("all messages", row)]
        if by_source:
            rows += list(row["sources"].items())
        print("\n".join(_table("messages", rows)))
        print()
    return 0


# --------------------------------------------------------------------------------------------------
# Check: catalogs


_FORMATTER = string.Formatter()


def _fields(text: str) -> set[str] | None:
    """The named fields of a ``str.format`` string, or None when its braces are unbalanced."""
    try:
        return {name.split(".")[0].split("[")[0] for _, name, _, _ in _FORMATTER.parse(text)
                if name is not None}
    except ValueError:
        return None


def _numbers_per_form(catalog: Catalog) -> dict[int, int]:
    """How many numbers (0-1000 and a few millions) each plural form of ``catalog`` is used for."""
    try:
        chooser = gettext.c2py(catalog.plural_expr)
    except (ValueError, SyntaxError):
        return {}
    counts: dict[int, int] = {}
    for n in [*range(1001), 10**6, 2 * 10**6]:
        form = chooser(n)
        counts[form] = counts.get(form, 0) + 1
    return counts


def _placeholder_problems(message: Message, entry: Message, catalog: Catalog) -> list[str]:
    source_ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
    want: set[str] = set()
    for sid in source_ids:
        want |= set(PLACEHOLDER.findall(sid))
    formatted = bool(want)  # the engine formats a message only when it has placeholders
    if isinstance(entry.string, (tuple, list)):
        forms = list(entry.string)
        numbers = _numbers_per_form(catalog)
        labels = [f"msgstr[{i}]" for i in range(len(forms))]
    else:
        forms, numbers, labels = [entry.string], {}, ["the translation"]
    found = []
    for index, (label, text) in enumerate(zip(labels, forms)):
        got = _fields(text) if formatted else set(PLACEHOLDER.findall(text))
        if got is None:
            found.append(f"{label} has an unbalanced {{ or }} (write {{{{ and }}}} for a literal brace)")
            continue
        missing, extra = sorted(want - got), sorted(got - want)
        if isinstance(entry.string, (tuple, list)) and missing == ["n"] and numbers.get(index, 2) == 1:
            missing = []  # a form used for one number only may spell it out ("une levée")
        if missing or extra:
            what = []
            if missing:
                what.append("leaves out " + ", ".join(f"{{{m}}}" for m in missing))
            if extra:
                what.append("adds " + ", ".join(f"{{{e}}}" for e in extra) + " (not in the source)")
            found.append(f"placeholders differ: {label} {' and '.join(what)}")
    return found


# A number before a noun: "{count} cards", "{n} unseen cards". A placeholder that names a seat, a card or
# a half-suit is not a number ("{dealer} deals").
_NOT_COUNTS = frozenset({
    "seat", "seats", "dealer", "first", "target", "to", "team", "winners", "asker", "owner", "from_seat",
    "turn", "name", "card", "cards", "rank", "half", "named", "holders", "trump", "trump_suit", "suit"})
_COUNT_BEFORE_NOUN = re.compile(
    r"\{(\w+)\}(?: [^\W\d_]+)? "
    r"(?:cards?|tricks?|players?|deals?|sets?|books?|moves?|points?|characters?|bots?)\b")


def count_problems(template: Catalog) -> list[str]:
    """Messages that put a count before a noun without plural forms ("1 cartes", "Faltan 1 cartas")."""
    found = []
    for message in template:
        if not message.id or isinstance(message.id, (tuple, list)):
            continue
        counts = [name for name in _COUNT_BEFORE_NOUN.findall(message.id) if name not in _NOT_COUNTS]
        if counts:
            where = f" ({message.locations[0][0]}:{message.locations[0][1]})" if message.locations else ""
            found.append(f"{_label(message)}{where}: {{{counts[0]}}} counts a noun in a message without "
                         "plural forms: write it with NP_(singular, plural, count) or ntr(...)")
    return found


def catalog_problems(root: Path | str | None = None) -> list[str]:
    p = paths(root)
    template = extract(root)
    found = _template_problems(p, template) + count_problems(template)
    site = [lang.locale for lang in site_languages(root)]
    have = languages(root)
    for lang in site:
        if lang not in have:
            found.append(f"{p.rel(catalog_path(lang, root))}: missing: the site has the language “{lang}” "
                         "(mkdocs.yml) but no catalog: run ./scripts/i18n update to create it")
    for lang in have:
        path = catalog_path(lang, root)
        rel = p.rel(path)
        if site and lang not in site:
            found.append(f"{rel}: “{lang}” is not a language of the site: add it to mkdocs.yml "
                         f"(plugins.i18n.languages) or remove locales/{lang}")
        if not path.exists():
            found.append(f"{rel}: the catalog is missing (run ./scripts/i18n update)")
            continue
        catalog = _read(path, lang)
        for message in template:
            if not message.id:
                continue
            label = _label(message)
            used = (f" (used in {message.locations[0][0]}:{message.locations[0][1]})"
                    if message.locations else "")
            entry = catalog.get(message.id)
            if entry is None:
                found.append(f"{rel}: “{label}”: not in the catalog (run ./scripts/i18n update){used}")
                continue
            where = f"{rel}:{entry.lineno}" if getattr(entry, "lineno", None) else rel
            plural = isinstance(message.id, (tuple, list))
            if plural and not isinstance(entry.string, (tuple, list)):
                found.append(f"{where}: “{label}”: needs plural forms (msgid_plural, msgstr[0]…): "
                             f"run ./scripts/i18n update{used}")
            elif not _has_translation(entry.string):
                if plural and any(entry.string):
                    empty = [str(i) for i, s in enumerate(entry.string) if not s]
                    found.append(f"{where}: “{label}”: untranslated plural form msgstr[{', '.join(empty)}] "
                                 f"({lang} has {catalog.num_plurals} forms){used}")
                else:
                    found.append(f"{where}: “{label}”: untranslated{used}")
            elif entry.fuzzy:
                found.append(f"{where}: “{label}”: fuzzy (review it and remove the fuzzy flag){used}")
            else:
                found += [f"{where}: “{label}”: {what}{used}" for what in _placeholder_problems(
                    message, entry, catalog)]
    return found


def _template_problems(p: Paths, template: Catalog) -> list[str]:
    rel = p.rel(p.template)
    if not p.template.exists():
        return [f"{rel}: missing: run ./scripts/i18n update"]
    written = _read(p.template)
    have = {m.id if isinstance(m.id, str) else tuple(m.id) for m in written if m.id}
    want = {m.id if isinstance(m.id, str) else tuple(m.id): m for m in template if m.id}
    found = []
    for key, message in want.items():
        if key not in have:
            where = f" ({message.locations[0][0]}:{message.locations[0][1]})" if message.locations else ""
            found.append(f"{rel}: out of date: “{_label(message)}”{where} is in the code but not in the "
                         "template: run ./scripts/i18n update")
    for key in sorted(have - set(want), key=str):
        label = key[0] if isinstance(key, tuple) else key
        found.append(f"{rel}: out of date: “{label}” is no longer in the code: run ./scripts/i18n update")
    return found


def problems(root: Path | str | None = None) -> list[str]:
    """Every gap in the catalogs, as ``file: message: what is wrong`` lines a translator can act on."""
    return catalog_problems(root)


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
    p = paths(root)
    default, langs = page_languages(root)
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
        found += apostrophe_problems(p.rel(path), path.read_text(encoding="utf-8"))
    for key, versions in sorted(pages.items()):
        reference_lang = default if default in versions else next(lang for lang in langs if lang in versions)
        reference = versions[reference_lang]
        for lang in langs:
            if lang not in versions:
                target = p.docs / f"{key}.{lang}.md"
                found.append(f"{p.rel(target)}: missing: {p.rel(reference)} has no "
                             f"{names.get(lang, lang)} ({lang}) version: translate it into {p.rel(target)}")
        ref_marks = landmarks(reference.read_text(encoding="utf-8"), langs)
        for lang, path in versions.items():
            if lang == reference_lang:
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

    for lang in site_languages(root, config):
        if lang.default:
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


# --------------------------------------------------------------------------------------------------
# Check: no interface text hard-coded in JavaScript


@dataclass(frozen=True)
class Token:
    kind: str  # str, tpl, ident, num, punct, regex
    value: str
    line: int


_REGEX_AFTER_WORDS = {"return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw",
                      "case", "do", "else", "yield", "await"}
_PUNCTS = sorted([">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>",
                  "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=",
                  "%=", "&=", "|=", "^=", "**", "<<", ">>"], key=len, reverse=True)


class _JsScanner:
    """A small JavaScript tokenizer: strings, template literals (with their ``${}``), comments,
    regular expressions; enough to find string literals and what surrounds them."""

    def __init__(self, src: str) -> None:
        self.src = src
        self.i = 0
        self.line = 1
        self.tokens: list[Token] = []
        self.comments: dict[int, str] = {}

    def _prev_allows_regex(self) -> bool:
        prev = self.tokens[-1] if self.tokens else None
        if prev is None:
            return True
        if prev.kind == "punct":
            return prev.value not in (")", "]", "}")
        return prev.kind == "ident" and prev.value in _REGEX_AFTER_WORDS

    def scan(self, stop_at_brace: bool = False) -> None:
        src, depth = self.src, 0
        while self.i < len(src):
            c = src[self.i]
            if c == "\n":
                self.line += 1
                self.i += 1
            elif c.isspace():
                self.i += 1
            elif src.startswith("//", self.i):
                end = src.find("\n", self.i)
                end = len(src) if end < 0 else end
                self.comments[self.line] = self.comments.get(self.line, "") + src[self.i:end]
                self.i = end
            elif src.startswith("/*", self.i):
                end = src.find("*/", self.i + 2)
                end = len(src) if end < 0 else end + 2
                self.comments[self.line] = self.comments.get(self.line, "") + src[self.i:end]
                self.line += src.count("\n", self.i, end)
                self.i = end
            elif c in "\"'":
                self._string(c)
            elif c == "`":
                self._template()
            elif c == "/" and self._prev_allows_regex():
                self._regex()
            elif c.isalpha() or c in "_$":
                start = self.i
                while self.i < len(src) and (src[self.i].isalnum() or src[self.i] in "_$"):
                    self.i += 1
                self.tokens.append(Token("ident", src[start:self.i], self.line))
            elif c.isdigit():
                start = self.i
                while self.i < len(src) and (src[self.i].isalnum() or src[self.i] in "._"):
                    self.i += 1
                self.tokens.append(Token("num", src[start:self.i], self.line))
            else:
                if c == "{":
                    depth += 1
                elif c == "}":
                    if stop_at_brace and depth == 0:
                        self.i += 1
                        return
                    depth -= 1
                op = next((o for o in _PUNCTS if src.startswith(o, self.i)), c)
                self.tokens.append(Token("punct", op, self.line))
                self.i += len(op)

    def _string(self, quote: str) -> None:
        src, start_line, out = self.src, self.line, []
        self.i += 1
        while self.i < len(src) and src[self.i] != quote:
            if src[self.i] == "\\" and self.i + 1 < len(src):
                out.append(src[self.i + 1])
                self.line += src[self.i + 1] == "\n"
                self.i += 2
                continue
            if src[self.i] == "\n":  # unterminated: stop at the end of the line
                break
            out.append(src[self.i])
            self.i += 1
        self.i += 1
        self.tokens.append(Token("str", "".join(out), start_line))

    def _template(self) -> None:
        src, start_line, out = self.src, self.line, []
        self.i += 1
        inner: list[Token] = []
        while self.i < len(src) and src[self.i] != "`":
            if src[self.i] == "\\" and self.i + 1 < len(src):
                out.append(src[self.i + 1])
                self.i += 2
            elif src.startswith("${", self.i):
                self.i += 2
                outer = self.tokens
                self.tokens = []
                self.scan(stop_at_brace=True)
                inner += self.tokens
                self.tokens = outer
                out.append("\x00")  # an interpolation
            else:
                self.line += src[self.i] == "\n"
                out.append(src[self.i])
                self.i += 1
        self.i += 1
        self.tokens.append(Token("tpl", "".join(out), start_line))
        self.tokens += inner

    def _regex(self) -> None:
        src, start = self.src, self.i
        self.i += 1
        in_class = False
        while self.i < len(src) and src[self.i] != "\n":
            c = src[self.i]
            if c == "\\":
                self.i += 2
                continue
            if c == "[":
                in_class = True
            elif c == "]":
                in_class = False
            elif c == "/" and not in_class:
                break
            self.i += 1
        self.i += 1
        while self.i < len(src) and src[self.i].isalpha():
            self.i += 1
        self.tokens.append(Token("regex", src[start:self.i], self.line))


# A word of natural language: letters (with inner apostrophes or hyphens), maybe quoted or punctuated.
_WORD = re.compile(r"^[(\[«“\"'¿¡]*[^\W\d_]{2,}(?:['’-][^\W\d_]+)*[)\]»”\"'.,;:!?…]*$")
_UI_PROPERTIES = {"textContent", "innerText", "innerHTML", "outerHTML", "title", "placeholder",
                  "ariaLabel", "ariaDescription", "ariaRoleDescription", "ariaValueText", "alt", "label"}
_UI_ATTRIBUTES = {"title", "placeholder", "alt", "aria-label", "aria-description", "aria-roledescription",
                  "aria-valuetext", "aria-placeholder", "label"}
_UI_CALLS = {"createTextNode", "alert", "confirm", "prompt", "insertAdjacentText", "insertAdjacentHTML"}
_IGNORED_CALLS = {"querySelector", "querySelectorAll", "closest", "matches", "getElementById",
                  "getElementsByClassName", "getElementsByTagName", "getAttribute", "hasAttribute",
                  "removeAttribute", "toggleAttribute", "addEventListener", "removeEventListener",
                  "createElement", "createElementNS", "import", "fetch", "URL", "Worker", "RegExp",
                  "matchMedia",
                  "postMessage", "getItem", "setItem", "removeItem", "has", "get", "set", "add", "delete"}
# Properties and object keys whose strings are code (class lists, ids, types, SVG geometry), not text.
_CODE_NAMES = {"className", "class", "id", "type", "name", "rel", "href", "src", "cssText", "style", "op",
               "d", "viewBox", "transform", "points", "font", "cursor", "key", "code", "mode"}
_ERROR_CALL = re.compile(r"^(new )?(\w+\.)*\w*Error$")


def _is_prose(text: str) -> bool:
    words = [w for w in text.replace("\x00", " ").split() if _WORD.match(w)]
    return len(words) >= 2


def _has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text.replace("\x00", ""))


@dataclass
class _Frame:
    opener: str
    callee: str | None
    arg: int = 0
    first_arg: str | None = None
    target: str | None = None  # the property assigned to, in this statement


def _callee(tokens: list[Token], index: int) -> str | None:
    """The dotted name called by the ``(`` at ``index`` (``new Error``, ``console.warn``), if any."""
    j = index - 1
    if j < 0 or tokens[j].kind != "ident":
        return None
    parts = [tokens[j].value]
    while j >= 2 and tokens[j - 1].value in (".", "?.") and tokens[j - 2].kind == "ident":
        parts.insert(0, tokens[j - 2].value)
        j -= 2
    if parts[0] in ("if", "for", "while", "switch", "catch", "return", "function", "typeof"):
        return None
    name = ".".join(parts)
    return f"new {name}" if j >= 1 and tokens[j - 1].value == "new" else name


def _followed_by_split(tokens: list[Token], index: int) -> bool:
    """``"a b c".split(" ")`` or ``("a b " + "c d").split(" ")``: a word list, not prose."""
    j, closes = index + 1, 0
    while j < len(tokens):
        t = tokens[j]
        if t.kind in ("str", "tpl") or t.value == "+":
            j += 1
        elif t.value == ")":
            closes += 1
            j += 1
        else:
            break
    return (j + 1 < len(tokens) and tokens[j].value in (".", "?.") and tokens[j + 1].value == "split")


def js_findings(src: str) -> list[tuple[int, str, str]]:
    """(line, text, why) for each string literal of ``src`` that looks like interface text."""
    scanner = _JsScanner(src)
    scanner.scan()
    if any("i18n-ignore-file" in c for c in scanner.comments.values()):
        return []
    tokens = scanner.tokens
    stack = [_Frame("top", None)]
    found: list[tuple[int, str, str]] = []
    for index, tok in enumerate(tokens):
        frame = stack[-1]
        if tok.kind == "punct":
            if tok.value in ("(", "[", "{"):
                stack.append(_Frame(tok.value, _callee(tokens, index) if tok.value == "(" else None))
            elif tok.value in (")", "]", "}") and len(stack) > 1:
                stack.pop()
            elif tok.value in (",", ";"):
                frame.arg += tok.value == ","
                frame.target = None
            elif tok.value in ("=", "+=") and index > 0 and tokens[index - 1].kind == "ident":
                frame.target = tokens[index - 1].value
            continue
        if tok.kind not in ("str", "tpl"):
            continue
        if frame.arg == 0 and frame.first_arg is None and tok.kind == "str":
            frame.first_arg = tok.value
        prev = tokens[index - 1] if index else None
        if "i18n-ignore" in scanner.comments.get(tok.line, ""):
            continue
        if prev is not None and prev.kind == "ident" and prev.value in ("import", "from"):
            continue
        callee = frame.callee if frame.opener == "(" else None
        last = callee.split(".")[-1].removeprefix("new ") if callee else None
        if callee and (callee.startswith("console.") or _ERROR_CALL.match(callee)):
            continue
        text = tok.value
        key = (tokens[index - 2].value if index >= 2 and prev is not None and prev.value == ":"
               and tokens[index - 2].kind in ("ident", "str") else None)
        if frame.target in _UI_PROPERTIES and _has_letters(text):
            found.append((tok.line, text, f"assigned to .{frame.target}"))
        elif (last == "setAttribute" and frame.arg == 1 and frame.first_arg in _UI_ATTRIBUTES
              and _has_letters(text)):
            found.append((tok.line, text, f"set as the {frame.first_arg} attribute"))
        elif last in _UI_CALLS and _has_letters(text):
            found.append((tok.line, text, f"passed to {last}()"))
        elif (last in _IGNORED_CALLS or last == "setAttribute" or text == "use strict"
              or frame.target in _CODE_NAMES or key in _CODE_NAMES):
            continue
        elif _is_prose(text) and not _followed_by_split(tokens, index):
            found.append((tok.line, text, "reads like a sentence"))
    return found


def js_problems(root: Path | str | None = None) -> list[str]:
    p = paths(root)
    found = []
    files = sorted([*p.js.rglob("*.js"), *p.js.rglob("*.mjs")]) if p.js.is_dir() else []
    for path in files:
        for line, text, why in js_findings(path.read_text(encoding="utf-8")):
            shown = text.replace("\x00", "${…}")
            found.append(
                f"{p.rel(path)}:{line}: “{shown}” is interface text hard-coded in JavaScript ({why}): "
                "readers of other languages would see it untranslated. Give it a message id in Python "
                "(N_(\"…\")), render it into a data-msg-* attribute at build time (see scripts/hooks.py, "
                "engine/present/widget.py) and read it with element.dataset.msg…; if it is not interface "
                "text, end the line with // i18n-ignore"
            )
    return found


# --------------------------------------------------------------------------------------------------
# Check: glossary (scripts/tools/glossary.py)


def glossary_problems(root: Path | str | None = None) -> list[str]:
    import glossary

    p = paths(root)
    _default, langs = page_languages(root)
    catalogs = {lang: _read(catalog_path(lang, root), lang) for lang in languages(root)
                if catalog_path(lang, root).exists()}
    return glossary.problems(p.glossary, p.docs, langs, catalogs, rel=p.rel,
                             catalog_paths={lang: catalog_path(lang, root) for lang in catalogs})


# --------------------------------------------------------------------------------------------------
# Check: everything


CHECKS = {
    "catalogs": catalog_problems,
    "pages": page_problems,
    "nav": nav_problems,
    "js": js_problems,
    "glossary": glossary_problems,
}


def all_problems(root: Path | str | None = None, parts: list[str] | None = None) -> dict[str, list[str]]:
    return {part: CHECKS[part](root) for part in (parts or PARTS)}


def cmd_check(root: Path | None = None, parts: list[str] | None = None) -> int:
    results = all_problems(root, parts)
    total = sum(len(found) for found in results.values())
    for part, found in results.items():
        print(f"== {part}: {len(found)} problem(s)" if found else f"== {part}: ok")
        for line in found:
            print(line)
    if total:
        summary = ", ".join(f"{part} {len(found)}" for part, found in results.items() if found)
        print(f"{total} problem(s): {summary}", file=sys.stderr)
        return 1
    print("nothing to translate or fix: " + ", ".join(results) + " checked for "
          + ", ".join(page_languages(root)[1]))
    return 0


COMMANDS = {
    "extract": "write locales/messages.pot (the template) from the code and the scenarios",
    "update": "extract, then merge the template into every language's catalog (creates the catalog "
              "of a language new in mkdocs.yml)",
    "compile": "compile every catalog to .mo (the build does it too)",
    "stats": "a table per language: translated, fuzzy and missing messages",
    "check": "fail (exit 1) on any gap, naming the file and the message",
}


def main(argv: list[str] | None = None) -> int:
    doc = (__doc__ or "").splitlines()
    parser = argparse.ArgumentParser(
        prog="scripts/i18n", description=doc[0],
        epilog="From a new message to a published translation: ./scripts/i18n update, translate the "
               "new entries of locales/<lang>/LC_MESSAGES/messages.po, ./scripts/i18n check, then "
               "./scripts/serve to see the pages. The translators' guide is docs/translators/.",
    )
    root_help = "the repository to work on (default: this one)"
    parser.add_argument("--root", type=Path, default=None, help=root_help)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--root", type=Path, default=argparse.SUPPRESS, help=root_help)
    sub = parser.add_subparsers(dest="cmd", required=True, metavar="COMMAND")
    commands = {name: sub.add_parser(name, parents=[common], help=text) for name, text in COMMANDS.items()}
    commands["compile"].add_argument("--out", help="write the .mo files under this folder, not locales/")
    commands["stats"].add_argument("--by-source", action="store_true",
                                   help="one row per source (engine/<game>, docs/examples/<game>, scripts)")
    commands["check"].description = (
        "Exit 1 on anything untranslated, fuzzy, with different placeholders or plural forms, a stale "
        "template, a missing or differently structured page, an untranslated nav label, interface text "
        "hard-coded in JavaScript, or a word the glossary replaces. Each problem is one line: "
        "file:line: message."
    )
    commands["check"].add_argument("parts", nargs="*", metavar="PART",
                                   help=f"only these parts ({', '.join(PARTS)}; default: all)")
    args = parser.parse_args(argv)
    root = args.root
    if root is not None and not root.is_dir():
        parser.error(f"--root {root}: no such folder")
    if args.cmd == "compile":
        return cmd_compile(args.out, root)
    if args.cmd == "stats":
        return cmd_stats(root, args.by_source)
    if args.cmd == "check":
        unknown = [part for part in args.parts if part not in PARTS]
        if unknown:
            parser.error(f"check: unknown part {', '.join(unknown)} (choose from {', '.join(PARTS)})")
        return cmd_check(root, args.parts or None)
    return {"extract": cmd_extract, "update": cmd_update}[args.cmd](root)


if __name__ == "__main__":
    sys.exit(main())
