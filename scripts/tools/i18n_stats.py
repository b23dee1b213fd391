"""What is left to translate: per language, per source, per page or widget.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from i18n_base import catalog_path, languages, paths, site_languages
from i18n_base import has_translation as _has_translation
from i18n_base import read_catalog as _read
from i18n_extract import extract

# --------------------------------------------------------------------------------------------------
# Stats


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
