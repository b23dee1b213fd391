"""Messages through gettext, rendered only at the edge in the reader's language.

Message ids are English sentences with named ``{placeholders}`` (word order may change between
languages). Catalogs live in ``locales/<lang>/LC_MESSAGES/messages.po`` and are compiled to ``.mo``
next to them; a built wheel carries its compiled copies in ``engine/_locales``. What a language does
to the words around a value (elision, contraction, numbers) is its ``grammar.toml`` beside the catalog,
read by :mod:`engine.core.grammar`: no code here names a language but the default one.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import cardwords
from .cardwords import LIST_AND, LIST_COMMA
from .grammar import Grammar
from .grammar import load as load_grammar
from .marks import N_
from .roles import CARD_ROLES, GROUP_ROLES, HALF_ROLES, RANK_ROLES, READER_ROLES, SEAT_LIST_ROLES, SEAT_ROLES
from .seats import SEAT_LABELS, groups_label, seat_label

DOMAIN = "messages"
DEFAULT_LANGUAGE = "fr"

_HERE = Path(__file__).resolve().parent
_SEARCH_DIRS = (_HERE.parent / "_locales", _HERE.parent.parent / "locales")
_cache: dict[str, gettext.NullTranslations] = {}
_grammars: dict[str, Grammar] = {}


def _discover() -> tuple[str, ...]:
    """The languages are the catalogs there are (a new language needs no code change)."""
    for directory in _SEARCH_DIRS:
        if directory.is_dir():
            found = {p.name for p in directory.iterdir() if (p / "LC_MESSAGES").is_dir()}
            if found:
                return (DEFAULT_LANGUAGE, *sorted(found - {DEFAULT_LANGUAGE}))
    return (DEFAULT_LANGUAGE,)


LANGUAGES = _discover()


@dataclass(frozen=True)
class Plural:
    """A message with a count: its singular and plural ids (English), and the placeholder that holds
    the count. Each language has its own forms (French: 0 and 1 singular; Spanish: 1 only)."""

    singular: str
    plural: str
    count: str = "n"


def NP_(singular: str, plural: str, count: str = "n") -> Plural:
    """Mark a message with a count for extraction (``msgid`` / ``msgid_plural``)."""
    return Plural(singular, plural, count)


@dataclass(frozen=True)
class Context:
    """A message with a context (``msgctxt``): one English text with two uses, which a language may
    translate apart ("The deal": a lesson's title, and the workbench's section on the deal)."""

    context: str
    msgid: str


def NC_(context: str, msgid: str) -> Context:
    """Mark a message with its context for extraction (``msgctxt``); :func:`tr` translates it."""
    return Context(context, msgid)


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        from .errors import MalformedInput

        raise MalformedInput("language-unknown", lang=lang, known=", ".join(LANGUAGES))
    return lang


def translations(lang: str) -> gettext.NullTranslations:
    check_language(lang)
    found = _cache.get(lang)
    if found is None:
        found = gettext.NullTranslations()
        for directory in _SEARCH_DIRS:
            mo = directory / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
            if mo.is_file():
                with mo.open("rb") as fh:
                    found = gettext.GNUTranslations(fh)
                break
        _cache[lang] = found
    return found


def grammar(lang: str) -> Grammar:
    """``lang``'s grammar (``locales/<lang>/grammar.toml``; none: no elision, contraction…)."""
    found = _grammars.get(lang)
    if found is None:
        found = _grammars[lang] = load_grammar(check_language(lang), _SEARCH_DIRS)
    return found


def is_translated(lang: str) -> bool:
    """True when a compiled catalog was found for ``lang``."""
    return isinstance(translations(lang), gettext.GNUTranslations)


def preload() -> None:
    """Load every catalog and grammar into memory (done before a Pyodide memory snapshot)."""
    for lang in LANGUAGES:
        translations(lang)
        grammar(lang)


def reset() -> None:
    _cache.clear()
    _grammars.clear()
    _shown.cache_clear()


GROUP = N_("{seat}: {cards}")
GROUPS = N_("{groups}; {group}")
def join_list(lang: str, items: list[str]) -> str:
    """``["Ana", "Carmen", "Elena"]`` -> ``Ana, Carmen et Elena`` (``Ana, Carmen y Elena``)."""
    if not items:
        return ""
    text = items[0]
    for item in items[1:-1]:
        text = translations(lang).gettext(LIST_COMMA).format(items=text, item=item)
    if len(items) > 1:
        text = translations(lang).gettext(LIST_AND).format(items=text, last=items[-1])
    return text


def join_groups(lang: str, groups: list[tuple[str, str]]) -> str:
    """``[("Ana", "2♦ 3♦"), ("Carmen", "6♦")]`` -> ``Ana : 2♦ 3♦ ; Carmen : 6♦`` (names already shown)."""
    cat = translations(lang)
    parts = [cat.gettext(GROUP).format(seat=seat, cards=cards) for seat, cards in groups]
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = cat.gettext(GROUPS).format(groups=text, group=part)
    return text


def _reader_value(lang: str, name: str, value: Any) -> Any:
    """A parameter as the reader sees it, by the parameter's role (a rank "A" is the ace, a seat "A"
    is Ana): seats by their names, lists of seats joined in the reader's language, claim groups by
    holder, cards, ranks and half-suits in words."""
    if not isinstance(value, str):
        if name in SEAT_LIST_ROLES and isinstance(value, (list, tuple)):
            return join_list(lang, [seat_label(str(v)) for v in value])
        return value
    return _shown(lang, name, value)


@lru_cache(maxsize=4096)
def _shown(lang: str, name: str, value: str) -> str:
    """A text parameter as the reader sees it (kept: the same seats and cards come back constantly;
    :func:`reset` clears it with the catalogs)."""
    if name in GROUP_ROLES and (groups := groups_label(value)):
        return join_groups(lang, groups)
    if name in SEAT_ROLES:
        return seat_label(value)
    if name in CARD_ROLES:
        return cardwords.card_words(value, translations(lang), grammar(lang).rank_with_article)
    if name in RANK_ROLES:
        return cardwords.rank_words(value, translations(lang))
    if name in HALF_ROLES:
        return cardwords.half_words(value, translations(lang))
    return value


def page_seats(lang: str) -> dict[str, Any]:
    """What a page's scripts need to show seats as :func:`fill` does (``<meta name="seat-labels">``):
    the names, the parameters that hold a seat, and the language's elision (a JavaScript regex, with
    the mark that replaces the word's last letter) and the forms words take before a vowel ("ad")."""
    found = grammar(lang)
    vowel = found.before_vowel
    return {"labels": dict(SEAT_LABELS), "roles": sorted(SEAT_ROLES), "elide": found.elision_js,
            "mark": found.mark, "before_vowel": vowel.pattern.pattern if vowel else None,
            "vowel_forms": dict(vowel.forms) if vowel else {}}


def fill(lang: str, template: str, params: dict[str, Any]) -> str:
    """``template`` with its placeholders filled for a reader of ``lang``: seats by their names, cards
    and ranks in words, numbers with a fraction as :func:`decimal` writes them, the language's elisions
    and contractions (its ``grammar.toml``: "d’Ana", "du roi", "del rey"), and a capital letter when a
    sentence opens with a card ("La dame de pique…"). The language rules run only when a value was shown
    otherwise than it was given (most calls have none)."""
    values = dict(params)
    rules = grammar(lang)
    vowel = worded = False  # a name or a word starting with a vowel (elision), words (contraction)
    for name, value in params.items():
        if isinstance(value, float):
            values[name] = decimal(lang, value)
        elif name in READER_ROLES:
            shown = _reader_value(lang, name, value)
            if shown != value:
                values[name] = shown
                vowel = vowel or str(shown)[:1] in rules.vowels
                worded = worded or name not in SEAT_ROLES
    if "{ranks}" in template and "ranks" not in params and isinstance(params.get("rank"), str):
        values["ranks"] = cardwords.rank_words(params["rank"], translations(lang), plural=True)
        vowel = worded = True
    text = template.format(**values)
    if vowel or worded:
        text = rules.before_vowels(text)
    if worded:
        text = rules.contract(text)
        if template.startswith("{") and text[:1].islower():
            text = text[0].upper() + text[1:]
    return text


def tr(lang: str, msgid: str | Context, /, **params: Any) -> str:
    """Translate ``msgid`` (in its context, if it has one) and fill its named placeholders."""
    cat = translations(lang)
    text = cat.pgettext(msgid.context, msgid.msgid) if isinstance(msgid, Context) else cat.gettext(msgid)
    return fill(lang, text, params) if params else text


def ntr(lang: str, singular: str, plural: str, n: int, /, **params: Any) -> str:
    """The form of ``singular``/``plural`` that ``lang`` uses for ``n``, its placeholders filled
    (``{n}`` is the count unless ``params`` names it otherwise)."""
    text = translations(lang).ngettext(singular, plural, n)
    return fill(lang, text, {"n": n, **params})


# A count with a fraction ("1,4 tricks"): gettext's plural rules see only whole numbers, so the form is
# chosen as CLDR says, through a whole number that the catalog's rule puts in that form (the grammar's
# ``numbers.fractions``: French takes the singular from 0 up to 2, "1,4 pli"; Spanish the plural, "1,4
# bazas"). A language that says nothing takes its form for 2 (CLDR's "other" in most languages).
def plural_count(lang: str, value: float) -> int:
    """The whole number whose plural form ``lang`` uses for ``value`` as it is shown: a whole number (an
    int) is itself; a float is shown with one decimal (:func:`decimal`), even a whole one ("1,0"), and
    takes the form of a number with a fraction (Spanish "1,0 bazas", as a native reader writes it;
    French "1,0 pli"). The sign aside."""
    if not isinstance(value, float):
        return abs(value)
    return grammar(lang).fraction_as(round(abs(value), 1))


def grouped(lang: str, value: int) -> str:
    """A large whole number as ``lang`` writes it, its digits in groups of three (the grammar's
    ``numbers.group_separator``, from ``group_from`` digits): "618 697 882 886 090 415 408". For counts
    only: a number the reader types back (a deal's seed) is written as it is typed."""
    rules = grammar(lang)
    digits = str(abs(value))
    if rules.group_separator and len(digits) >= rules.group_from:
        head = len(digits) % 3 or 3
        groups = [digits[:head], *(digits[i:i + 3] for i in range(head, len(digits), 3))]
        digits = rules.group_separator.join(groups)
    return ("\u2212" if value < 0 else "") + digits


def decimal(lang: str, value: float) -> str:
    """A number with one decimal as ``lang`` writes it (French and Spanish: a decimal comma), with a true
    minus sign (U+2212) for a negative value, and never "−0,0"."""
    text = f"{value:.1f}"
    if text == "-0.0":
        text = "0.0"
    return text.replace(".", grammar(lang).decimal_separator).replace("-", "\u2212")


def ptr(lang: str, message: str | Plural | Context, /, **params: Any) -> str:
    """``message`` translated: a plain one with :func:`tr`, one with a count with :func:`ntr` (a count
    with a fraction takes the form the language uses for it: :func:`plural_count`)."""
    if isinstance(message, Plural):
        count = params[message.count]
        n = plural_count(lang, count if isinstance(count, (int, float)) else int(count))
        return ntr(lang, message.singular, message.plural, n, **params)
    return tr(lang, message, **params)
