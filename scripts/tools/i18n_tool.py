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
import sys
from pathlib import Path

from i18n_base import (  # noqa: F401
    LOCALES,
    PARTS,
    ROOT,
    TEMPLATE,
    _ConfigLoader,
    catalog_path,
    languages,
    page_languages,
    paths,
    site_languages,
)
from i18n_base import read_catalog as _read
from i18n_catalogs import catalog_problems, comment_problems, count_problems, problems  # noqa: F401
from i18n_extract import cmd_compile, cmd_extract, cmd_update, compile_catalogs, extract  # noqa: F401
from i18n_js import js_findings, js_problems  # noqa: F401
from i18n_pages import apostrophe_problems, landmarks, nav_problems, page_problems, proper_names  # noqa: F401
from i18n_stats import cmd_stats, cmd_todo, stats, todo  # noqa: F401

# --------------------------------------------------------------------------------------------------
# Check: glossary (scripts/tools/glossary.py)


def glossary_problems(root: Path | str | None = None) -> list[str]:
    import glossary
    from i18n_drafts import drafts

    p = paths(root)
    draft = set(drafts(root))
    langs = [lang for lang in page_languages(root)[1] if lang not in draft]
    catalogs = {lang: _read(catalog_path(lang, root), lang) for lang in languages(root)
                if catalog_path(lang, root).exists() and lang not in draft}
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
    from i18n_drafts import settings, statuses

    threshold = settings(root)[0]
    for status in statuses(root).values() if threshold else []:
        if status.draft:
            print(f"== {status.lang}: a draft ({status.done}% of its words translated, {threshold}% to be "
                  f"published): not checked; what it lacks is shown in {status.fallback}")
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
    from i18n_drafts import drafts

    draft = set(drafts(root))
    print("nothing to translate or fix: " + ", ".join(results) + " checked for "
          + ", ".join(lang for lang in page_languages(root)[1] if lang not in draft))
    return 0


COMMANDS = {
    "extract": "write locales/messages.pot (the template) from the code and the scenarios",
    "update": "extract, then merge the template into every language's catalog (creates the catalog "
              "of a language new in mkdocs.yml)",
    "compile": "compile every catalog to .mo (the build does it too)",
    "stats": "a table per language: translated, fuzzy and missing messages, and words",
    "todo": "what is left to translate in one language, for one page or one widget, with word counts",
    "check": "fail (exit 1) on any gap of a published language, naming the file and the message",
    "preview": "serve one language's pages as its catalog now says them, redrawn on each reload (seconds, "
               "no build)",
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
    commands["stats"].add_argument("--by-page", action="store_true", help="one row per page")
    commands["todo"].add_argument("lang", metavar="LANG", help="the language (its locales/ folder name)")
    commands["preview"].add_argument("lang", metavar="LANG", help="the language (its locales/ folder name)")
    commands["preview"].add_argument("--page", metavar="PATH", help="with --once: only this page")
    commands["preview"].add_argument("--port", type=int, default=8010, help="the port (default 8010)")
    commands["preview"].add_argument("--once", metavar="DIR", help="write the pages to DIR and exit")
    where = commands["todo"].add_mutually_exclusive_group()
    where.add_argument("--page", metavar="PATH", help="one page: kachuful/learn, docs/kachuful/learn.fr.md…")
    where.add_argument("--widget", metavar="NAME",
                       help="one widget: workbench, play, lessons, practice, example, a game's name…")
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
        return cmd_stats(root, args.by_source, args.by_page)
    if args.cmd == "preview":
        from i18n_preview import cmd_preview

        return cmd_preview(args.lang, root, args.page, args.port, args.once)
    if args.cmd == "todo":
        return cmd_todo(args.lang, root, args.page, args.widget)
    if args.cmd == "check":
        unknown = [part for part in args.parts if part not in PARTS]
        if unknown:
            parser.error(f"check: unknown part {', '.join(unknown)} (choose from {', '.join(PARTS)})")
        return cmd_check(root, args.parts or None)
    return {"extract": cmd_extract, "update": cmd_update}[args.cmd](root)


if __name__ == "__main__":
    sys.exit(main())
