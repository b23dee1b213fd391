"""Check: every message of the code in every catalog, translated, with the same placeholders and every
plural form; the template up to date; no count before a noun without plural forms.
"""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path
from typing import Any

import i18n_context as context
from babel.messages.catalog import Catalog, Message
from i18n_base import PLACEHOLDER, Paths, catalog_path, languages, paths, site_languages
from i18n_base import has_translation as _has_translation
from i18n_base import label as _label
from i18n_base import read_catalog as _read
from i18n_extract import extract

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
    count = context.count_of(message.auto_comments) or "n"  # the comment names the count
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
        if isinstance(entry.string, (tuple, list)) and missing == [count] and numbers.get(index, 2) == 1:
            missing = []  # a form used for one number only may spell out the count ("une levée")
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


def comment_problems(template: Catalog) -> list[str]:
    """Messages with a placeholder no translator comment describes."""
    found = []
    for message in template:
        if not message.id:
            continue
        msgid = tuple(message.id) if isinstance(message.id, (tuple, list)) else message.id
        left = context.undescribed(msgid, message.auto_comments)
        if left:
            where = f" ({message.locations[0][0]}:{message.locations[0][1]})" if message.locations else ""
            names = ", ".join(f"{{{n}}}" for n in left)
            found.append(f"{_label(message)}{where}: nothing tells translators what fills {names}: "
                         f"describe it in locales/{context.PLACEHOLDERS} (one line per name) or in a "
                         f"“# L10N: {{{left[0]}}} is …” comment above the message")
    return found


def catalog_problems(root: Path | str | None = None) -> list[str]:
    p = paths(root)
    template = extract(root)
    found = _template_problems(p, template) + count_problems(template) + comment_problems(template)
    site = [lang.locale for lang in site_languages(root)]
    have = languages(root)
    for lang in site:
        if lang not in have:
            found.append(f"{p.rel(catalog_path(lang, root))}: missing: the site has the language “{lang}” "
                         "(mkdocs.yml) but no catalog: run ./scripts/i18n update to create it")
    from i18n_drafts import drafts

    draft = set(drafts(root))
    for lang in have:
        if lang in draft:  # a draft is not gated (i18n_drafts)
            continue
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
            entry = catalog.get(message.id, message.context)
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


def _key(message: Message) -> tuple[Any, str | None]:
    """A message as a catalog keys it: its id (both forms of a plural one) and its context."""
    return (message.id if isinstance(message.id, str) else tuple(message.id), message.context)


def _template_problems(p: Paths, template: Catalog) -> list[str]:
    rel = p.rel(p.template)
    if not p.template.exists():
        return [f"{rel}: missing: run ./scripts/i18n update"]
    written = _read(p.template)
    have = {_key(m) for m in written if m.id}
    want = {_key(m): m for m in template if m.id}
    found = []
    for key, message in want.items():
        if key not in have:
            where = f" ({message.locations[0][0]}:{message.locations[0][1]})" if message.locations else ""
            found.append(f"{rel}: out of date: “{_label(message)}”{where} is in the code but not in the "
                         "template: run ./scripts/i18n update")
    comments = {_key(m): " ".join(m.auto_comments).split()
                for m in written if m.id}
    stale = [key for key, message in want.items()
             if key in comments and comments[key] != " ".join(message.auto_comments).split()]
    if stale:
        label = stale[0][0] if isinstance(stale[0], tuple) else stale[0]
        found.append(f"{rel}: out of date: the translator comments of {len(stale)} message(s) changed "
                     f"(“{label}”"
                     "…): run ./scripts/i18n update")
    for key in sorted(have - set(want), key=str):
        label = key[0] if isinstance(key, tuple) else key
        found.append(f"{rel}: out of date: “{label}” is no longer in the code: run ./scripts/i18n update")
    return found


def problems(root: Path | str | None = None) -> list[str]:
    """Every gap in the catalogs, as ``file: message: what is wrong`` lines a translator can act on."""
    return catalog_problems(root)
