"""Translators' tooling on top of Babel: extract, update, compile, stats, check.

Message ids are English; every language in ``locales/`` has one catalog ``messages.po``.
Sources: the engine and build hooks (``N_("...")``, ``tr(lang, "...")``, ``ntr(...)``) and the
scenario files (``title`` and each step's ``note``).
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "messages.pot"
DOMAIN = "messages"
KEYWORDS = {"N_": None, "tr": (2,), "ntr": (2, 3)}
PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
PY_SOURCES = (ROOT / "engine", ROOT / "scripts")
SCENARIOS = ROOT / "docs" / "examples"


def languages() -> list[str]:
    return sorted(p.name for p in LOCALES.iterdir() if (p / "LC_MESSAGES").is_dir())


def catalog_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _python_messages() -> Iterator[tuple[str, int, str]]:
    for source in PY_SOURCES:
        method_map = [("**/tools/**", "ignore"), ("**.py", "python")]
        for filename, lineno, message, _comments, _ctx in extract_from_dir(
            str(source), method_map, keywords=KEYWORDS, strip_comment_tags=True
        ):
            yield f"{source.relative_to(ROOT)}/{filename}", lineno, message


def _scenario_messages() -> Iterator[tuple[str, int, str]]:
    for path in sorted(SCENARIOS.rglob("*.toml")):
        data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
        rel = str(path.relative_to(ROOT))
        if isinstance(data.get("title"), str):
            yield rel, 0, data["title"]
        for i, step in enumerate(data.get("steps", []), start=1):
            if isinstance(step, dict) and isinstance(step.get("note"), str):
                yield rel, i, step["note"]


def extract() -> Catalog:
    catalog = Catalog(project="cardrules", domain=DOMAIN, fuzzy=False)
    for filename, lineno, message in list(_python_messages()) + list(_scenario_messages()):
        if isinstance(message, tuple):
            catalog.add(message, locations=[(filename, lineno)], flags=_flags(message[0]))
        else:
            catalog.add(message, locations=[(filename, lineno)], flags=_flags(message))
    return catalog


def _flags(msgid: str) -> tuple[str, ...]:
    return ("python-brace-format",) if PLACEHOLDER.search(msgid) else ()


def cmd_extract() -> int:
    catalog = extract()
    with TEMPLATE.open("wb") as fh:
        write_po(fh, catalog, width=100, omit_header=False, sort_output=True)
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(catalog)} messages")
    return 0


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=locale)


def cmd_update() -> int:
    cmd_extract()
    template = _read(TEMPLATE)
    for lang in languages():
        path = catalog_path(lang)
        catalog = _read(path, lang) if path.exists() else Catalog(locale=lang, domain=DOMAIN)
        catalog.update(template, no_fuzzy_matching=True)
        with path.open("wb") as fh:
            write_po(fh, catalog, width=100, sort_output=True, ignore_obsolete=True)
        print(f"{path.relative_to(ROOT)} updated")
    return 0


def compile_catalogs(out_root: Path | None = None) -> list[Path]:
    written = []
    for lang in languages():
        catalog = _read(catalog_path(lang), lang)
        target_dir = (out_root or LOCALES) / lang / "LC_MESSAGES"
        target_dir.mkdir(parents=True, exist_ok=True)
        target = target_dir / f"{DOMAIN}.mo"
        with target.open("wb") as fh:
            write_mo(fh, catalog, use_fuzzy=False)
        written.append(target)
    return written


def cmd_compile(out: str | None) -> int:
    for path in compile_catalogs(Path(out) if out else None):
        print(f"compiled {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


def stats() -> dict[str, dict[str, int]]:
    template = extract()
    ids = {m.id for m in template if m.id}
    out = {}
    for lang in languages():
        catalog = _read(catalog_path(lang), lang)
        translated = fuzzy = 0
        for msgid in ids:
            m = catalog.get(msgid)
            if m is None or not _has_translation(m.string):
                continue
            if m.fuzzy:
                fuzzy += 1
            else:
                translated += 1
        out[lang] = {"total": len(ids), "translated": translated, "fuzzy": fuzzy,
                     "missing": len(ids) - translated - fuzzy}
    return out


def _has_translation(string: Any) -> bool:
    if isinstance(string, (tuple, list)):
        return all(bool(s) for s in string)
    return bool(string)


def cmd_stats() -> int:
    print(f"{'language':<10}{'total':>8}{'translated':>12}{'fuzzy':>8}{'missing':>9}")
    for lang, row in stats().items():
        print(f"{lang:<10}{row['total']:>8}{row['translated']:>12}{row['fuzzy']:>8}{row['missing']:>9}")
    return 0


def problems() -> list[str]:
    """Every gap, as ``file: message: what is wrong`` lines a translator can act on."""
    found = []
    template = extract()
    for lang in languages():
        path = catalog_path(lang)
        rel = path.relative_to(LOCALES.parent)
        if not path.exists():
            found.append(f"{rel}: the catalog is missing (run ./scripts/i18n update)")
            continue
        catalog = _read(path, lang)
        for message in template:
            if not message.id:
                continue
            label = message.id[0] if isinstance(message.id, tuple) else message.id
            entry = catalog.get(message.id)
            if entry is None:
                found.append(f"{rel}: “{label}”: not in the catalog (run ./scripts/i18n update)")
            elif not _has_translation(entry.string):
                found.append(f"{rel}: “{label}”: untranslated")
            elif entry.fuzzy:
                found.append(f"{rel}: “{label}”: fuzzy (review it and remove the fuzzy flag)")
            else:
                strings = entry.string if isinstance(entry.string, (tuple, list)) else [entry.string]
                want = set(PLACEHOLDER.findall(label))
                for s in strings:
                    got = set(PLACEHOLDER.findall(s))
                    if got != want:
                        found.append(
                            f"{rel}: “{label}”: placeholders differ (source {sorted(want)}, "
                            f"translation {sorted(got)})"
                        )
    return found


def cmd_check() -> int:
    gaps = problems()
    for line in gaps:
        print(line)
    if gaps:
        print(f"{len(gaps)} problem(s) in the catalogs", file=sys.stderr)
        return 1
    print("catalogs complete: " + ", ".join(languages()))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/i18n", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("extract", help="write locales/messages.pot from the sources")
    sub.add_parser("update", help="extract, then merge the template into every language's catalog")
    comp = sub.add_parser("compile", help="compile every catalog to .mo")
    comp.add_argument("--out", help="write the .mo files under this folder instead of locales/")
    sub.add_parser("stats", help="translated, fuzzy and missing messages per language")
    sub.add_parser("check", help="fail on any untranslated, fuzzy or inconsistent message")
    args = parser.parse_args(argv)
    if args.cmd == "compile":
        return cmd_compile(args.out)
    return {"extract": cmd_extract, "update": cmd_update, "stats": cmd_stats, "check": cmd_check}[args.cmd]()


if __name__ == "__main__":
    sys.exit(main())
