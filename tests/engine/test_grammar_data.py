"""The language rules are locale data (``locales/<lang>/grammar.toml``), and French and Spanish read
exactly as they did when the rules were code: every call of ``fill`` recorded from the commit before
the move (tests/grammar_record.py: every worked example, lesson, drill, seeded games of every game and
every shortcode, in both languages, then every card, rank, half-suit and seat in each sentence) gives
the same text now."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from engine.core.i18n import fill

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "grammar_fills.json.gz"
CALLS = json.loads(gzip.decompress(FIXTURE.read_bytes()))


def test_the_fixture_covers_both_languages_and_every_rule() -> None:
    assert {call["lang"] for call in CALLS} == {"fr", "es"}
    outputs = "\n".join(call["out"] for call in CALLS)
    for joined in (" du ", " au ", " des ", "d’Ana", "qu’", " del ", " al "):
        assert joined in outputs, joined


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_recorded_sentence_reads_the_same(lang: str) -> None:
    differ = []
    for call in CALLS:
        if call["lang"] != lang:
            continue
        got = fill(lang, call["template"], call["params"])
        if got != call["out"]:
            differ.append(f"{call['template']!r} {call['params']}: {got!r}, was {call['out']!r}")
    assert not differ, f"{len(differ)} sentences changed, e.g.:\n" + "\n".join(differ[:20])


def test_no_code_of_the_engine_names_a_language_but_the_default() -> None:
    """(English, the language of the message ids, is not a translation.)"""
    import re

    from engine.core.i18n import DEFAULT_LANGUAGE, LANGUAGES

    engine = Path(__file__).resolve().parents[2] / "engine"
    others = [lang for lang in LANGUAGES if lang != DEFAULT_LANGUAGE] + ["it", "de"]
    named = re.compile(r"""["'](?:""" + "|".join(others) + r""")["']""")
    found = [f"{path.relative_to(engine)}:{n}" for path in sorted(engine.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if named.search(line)]
    assert found == []


def test_a_new_language_declares_its_rules_in_data() -> None:
    """Italian as a volunteer would write it: "a" before a vowel is "ad", "di il" is "del", "l’8"."""
    import gettext

    from engine.core.cardwords import card_words
    from engine.core.grammar import parse

    rules = parse("it", {
        "numbers": {"decimal_separator": ",", "fractions": [], "otherwise_like": 2},
        "elision": {"words": ["lo", "la"], "before": "AEIOUaeiou"},
        "before_vowel": {"a": "ad", "e": "ed"},
        "contractions": {"joined": {"di il": "del", "a il": "al"}},
        "cards": {"rank_with_article": {"8": "l’8", "11": "l’11"}},
    })
    assert rules.before_vowels("Bruno dà a Ana la carta") == "Bruno dà ad Ana la carta"
    assert rules.before_vowels("A Elena e Ugo, a Bruno") == "Ad Elena ed Ugo, a Bruno"
    assert rules.before_vowels("la Ana") == "l’Ana" and rules.before_vowels("a A") == "a A"
    assert rules.contract("il seme di il re. Di il re") == "il seme del re. Del re"
    assert rules.decimal_separator == "," and rules.fraction_as(1.5) == 2
    assert card_words("8♥", gettext.NullTranslations(), rules.rank_with_article) == "l’8 of hearts"
    assert card_words("9♥", gettext.NullTranslations(), rules.rank_with_article) == "the 9 of hearts"


def test_a_language_without_a_grammar_file_changes_no_word() -> None:
    from engine.core.grammar import Grammar

    rules = Grammar("xx")
    assert rules.before_vowels("de Ana") == "de Ana" and rules.contract("de le roi") == "de le roi"
    assert rules.decimal_separator == "." and rules.fraction_as(1.0) == 2


def test_a_malformed_grammar_file_names_its_place() -> None:
    from engine.core.grammar import parse

    with pytest.raises(ValueError, match=r"elision\.words"):
        parse("xx", {"elision": {"words": "de", "before": "A"}}, "locales/xx/grammar.toml")
