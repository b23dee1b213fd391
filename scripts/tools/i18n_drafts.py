"""Draft languages: a language with less of its words translated than ``mkdocs.yml`` asks for
(``extra.translations.publish_at``, a percentage) builds and deploys as a draft. Its pages carry a
notice (scripts/hooks.py) that lists what is shown in its fallback language
(``extra.translations.fallback``: ``{it: es}``; the site's default language when not given): the
compiled catalog takes each message it lacks from the fallback's catalog (plural forms chosen by the
number, as each language's rule says), and each page it lacks is the fallback's page. ``check`` gates
only the published languages, so a partial language can be committed.

``compile`` writes what the build needs to know into ``build/i18n/status.json``.
"""

from __future__ import annotations

import gettext
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from i18n_base import (
    catalog_path,
    has_translation,
    languages,
    page_languages,
    paths,
    read_catalog,
    read_config,
)

STATUS = Path("build") / "i18n" / "status.json"


@dataclass(frozen=True)
class Status:
    lang: str
    done: int  # percent of the words translated
    draft: bool
    fallback: str
    missing_messages: int
    missing_pages: list[str]


def settings(root: Path | str | None = None) -> tuple[int, dict[str, str]]:
    """(the percentage a language needs to be published, each language's fallback)."""
    extra = (read_config(root).get("extra") or {}).get("translations") or {}
    return int(extra.get("publish_at", 0)), {str(k): str(v) for k, v in (extra.get("fallback") or {}).items()}


def statuses(root: Path | str | None = None) -> dict[str, Status]:
    """Every language's completeness, draft state, fallback and missing pages."""
    from i18n_context import Usage
    from i18n_stats import stats

    p = paths(root)
    default, langs = page_languages(root)
    threshold, fallbacks = settings(root)
    numbers = stats(root)
    pages = sorted(Usage.read(p, default).pages)
    found = {}
    for lang in dict.fromkeys([*langs, *languages(root)]):
        row = numbers.get(lang) or {"words": 1, "words_translated": 0, "missing": 0, "fuzzy": 0}
        done = 100 * row["words_translated"] // row["words"] if row["words"] else 100
        missing = [page for page in pages if not (p.docs / f"{page}.{lang}.md").is_file()]
        found[lang] = Status(lang, done, lang != default and done < threshold, fallbacks.get(lang, default),
                             row["missing"] + row["fuzzy"], missing)
    return found


def drafts(root: Path | str | None = None) -> list[str]:
    return [lang for lang, status in statuses(root).items() if status.draft]


def write_status(root: Path | str | None = None) -> Path:
    target = paths(root).root / STATUS
    target.parent.mkdir(parents=True, exist_ok=True)
    data = {lang: asdict(status) for lang, status in statuses(root).items()}
    partial = target.with_name(f"{target.name}.{os.getpid()}.tmp")  # renamed: never read half written
    partial.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(partial, target)
    return target


def read_status(root: Path) -> dict[str, Any]:
    """What ``compile`` wrote (nothing: every language is published)."""
    path = root / STATUS
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def _form_samples(catalog: Catalog) -> dict[int, int]:
    """A number for each plural form of ``catalog``: the first from 1 up that its rule puts in that form
    (0 last: French reads it as one, English as many)."""
    chooser = gettext.c2py(catalog.plural_expr)
    samples: dict[int, int] = {}
    for n in [*range(1, 200), 0, 10**6]:
        samples.setdefault(chooser(n), n)
    return samples


def with_fallback(catalog: Catalog, fallback: Catalog) -> Catalog:
    """``catalog`` with each message it does not translate taken from ``fallback`` (what a draft's
    readers see instead of the English id); each plural form from the fallback's form for the same
    number."""
    samples = _form_samples(catalog)
    theirs = gettext.c2py(fallback.plural_expr)
    for entry in fallback:
        if not entry.id or not has_translation(entry.string) or entry.fuzzy:
            continue
        mine = catalog.get(entry.id, entry.context)
        if mine is not None and has_translation(mine.string) and not mine.fuzzy:
            continue
        if isinstance(entry.string, (tuple, list)):
            forms = tuple(entry.string[min(theirs(samples.get(i, 2)), len(entry.string) - 1)]
                          for i in range(catalog.num_plurals))
        else:
            forms = entry.string
        if mine is None:
            catalog.add(entry.id, forms, context=entry.context)
        else:
            mine.string = forms
            mine.flags.discard("fuzzy")
    return catalog


def fallback_catalog(lang: str, root: Path | str | None = None) -> Catalog | None:
    """The catalog a draft's missing messages come from (None: ``lang`` is published)."""
    status = statuses(root).get(lang)
    if status is None or not status.draft or status.fallback == lang:
        return None
    path = catalog_path(status.fallback, root)
    return read_catalog(path, status.fallback) if path.exists() else None
