"""A language's grammar as data: what happens to the words around a value once it is in a sentence.

Each language may have ``locales/<lang>/grammar.toml`` next to its catalog (a built wheel carries it in
``engine/_locales/<lang>/``): its numbers (decimal separator, the plural form of a count with a
fraction), its elisions ("de Ana" -> "d’Ana"), the forms a word takes before a vowel (Italian "a Ana"
-> "ad Ana"), its contractions of a preposition with an article ("de le roi" -> "du roi") and the
article a rank takes where the catalog's one message cannot say it (Italian "l’8"). A language without
the file has none of these: the catalog's sentences are filled as they are. One generic engine
(:func:`engine.core.i18n.fill`) applies them; no code names a language.

The file is read with :mod:`tomllib` (CPython 3.11+, Pyodide's 3.14) when the catalogs are loaded, so
that a memory snapshot holds it (:func:`engine.core.i18n.preload`).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FILE = "grammar.toml"
# The letters a word goes on with after its first one, written out (a page's script uses the same
# pattern, and JavaScript's \w is ASCII only).
_LETTERS = "a-zà-öø-ÿœ"


@dataclass(frozen=True)
class Rewrite:
    """Words that change by a rule: ``pattern`` finds them, ``forms`` gives each its new form
    (lowercase keys; a capital stays a capital)."""

    pattern: re.Pattern[str]
    forms: dict[str, str]
    probe: tuple[str, ...] = ()  # the rule runs only when one of these is in the text

    def apply(self, text: str) -> str:
        if self.probe and not any(p in text for p in self.probe):
            return text
        return self.pattern.sub(self._replace, text)

    def _replace(self, match: re.Match[str]) -> str:
        word = match.group(1)
        form = self.forms[word.lower()]
        return form[:1].upper() + form[1:] if word[:1].isupper() else form


@dataclass(frozen=True)
class Grammar:
    lang: str
    decimal_separator: str = "."
    group_separator: str = ""  # between groups of three digits in a large number (none: not grouped)
    group_from: int = 5  # the digits from which a number is grouped
    fractions: tuple[tuple[float, int], ...] = ()  # (below, the whole number whose form it takes)
    fraction_otherwise: int = 2
    vowels: frozenset[str] = frozenset()  # a value starting with one of these may need elision
    elision: Rewrite | None = None
    elision_js: str | None = None  # the same pattern for a page's script
    mark: str = "’"
    before_vowel: Rewrite | None = None
    contractions: tuple[Rewrite, ...] = ()
    rank_with_article: dict[str, str] = field(default_factory=dict)

    def fraction_as(self, value: float) -> int:
        """The whole number whose plural form a count with a fraction (``value``, positive) takes."""
        return next((like for below, like in self.fractions if value < below), self.fraction_otherwise)

    def before_vowels(self, text: str) -> str:
        """Elisions ("d’Ana") and the forms words take before a vowel ("ad Ana")."""
        if self.elision is not None:
            text = self.elision.apply(text)
        if self.before_vowel is not None:
            text = self.before_vowel.apply(text)
        return text

    def contract(self, text: str) -> str:
        for rule in self.contractions:
            text = rule.apply(text)
        return text


def _either_case(word: str) -> str:
    """``de`` -> ``[Dd]e`` (the word at the start of a sentence too)."""
    if not word[:1].isalpha():
        return re.escape(word)
    return f"[{re.escape(word[:1])}{re.escape(word[:1].upper())}]{re.escape(word[1:])}"


def _words(words: list[str]) -> str:
    return "|".join(_either_case(w) for w in sorted(words, key=len, reverse=True))


def _strings(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ValueError(f"{where}: expected a list of words")
    return value


def _table(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise ValueError(f"{where}: expected a table of words")
    return {str(k): v for k, v in value.items()}


def parse(lang: str, data: dict[str, Any], where: str = FILE) -> Grammar:
    """A grammar from a ``grammar.toml`` read as data (a wrong shape raises ValueError naming it)."""
    numbers = data.get("numbers", {})
    fractions = tuple((float(f["below"]), int(f["like"])) for f in numbers.get("fractions", []))
    elision = data.get("elision", {})
    words = _strings(elision.get("words", []), f"{where}: elision.words")
    before = str(elision.get("before", ""))
    mark = str(elision.get("mark", "’"))
    forms = _table(data.get("before_vowel", {}), f"{where}: before_vowel")
    vowel_forms = {k.lower(): v for k, v in forms.items()}
    ahead = f"(?=[{re.escape(before)}][{_LETTERS}]+\\b)"
    elided = f"\\b({_words(words)}) {ahead}" if words and before else None
    elision_rule = Rewrite(re.compile(elided), {w.lower(): w[:-1] + mark for w in words}) if elided else None
    before_rule = (Rewrite(re.compile(f"\\b({_words(list(vowel_forms))})(?= {ahead[3:]}"), vowel_forms)
                   if vowel_forms and before else None)
    joined = data.get("contractions", {})
    endings = _strings(joined.get("not_before_word_ending", []),
                       f"{where}: contractions.not_before_word_ending")
    verb = f"(?! [{_LETTERS}]+(?:{'|'.join(map(re.escape, endings))})\\b)" if endings else ""
    rules = []
    for words_, form in _table(joined.get("joined", {}), f"{where}: contractions.joined").items():
        pattern = re.compile(f"\\b({_either_case(words_)})\\b{verb}")
        rules.append(Rewrite(pattern, {words_.lower(): form}, (words_[1:],)))
    cards = data.get("cards", {})
    return Grammar(
        lang=lang, decimal_separator=str(numbers.get("decimal_separator", ".")), fractions=fractions,
        group_separator=str(numbers.get("group_separator", "")), group_from=int(numbers.get("group_from", 5)),
        fraction_otherwise=int(numbers.get("otherwise_like", 2)),
        vowels=frozenset(before) | frozenset(before.lower()) if before else frozenset(),
        elision=elision_rule, elision_js=elided, mark=mark, before_vowel=before_rule,
        contractions=tuple(rules),
        rank_with_article=_table(cards.get("rank_with_article", {}), f"{where}: cards.rank_with_article"),
    )


def load(lang: str, directories: tuple[Path, ...]) -> Grammar:
    """The grammar of ``lang`` from the first of ``directories`` that has its catalog folder."""
    for directory in directories:
        if (directory / lang).is_dir():
            path = directory / lang / FILE
            if path.is_file():
                with path.open("rb") as fh:
                    return parse(lang, tomllib.load(fh), str(path))
            break
    return Grammar(lang)
