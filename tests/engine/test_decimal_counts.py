"""Numbers with a fraction in messages: the plural form CLDR gives them (French: singular below 2, "1,4 pli";
Spanish: plural, "1,4 bazas"), one decimal with a decimal comma, and a true minus sign (U+2212)."""

from __future__ import annotations

import pytest

from engine.core.errors import Coded
from engine.core.i18n import decimal, grouped, ntr, plural_count
from engine.core.levels import describe_reason
from engine.games import load_all
from engine.kachuful.hints import Reason, describe

load_all()


@pytest.mark.parametrize(("value", "fr", "es"), [
    (0.4, 1, 2), (1.4, 1, 2), (1.96, 2, 2),  # 1.96 is shown "2,0": the form of 2
    (2.5, 2, 2), (0.0, 1, 2), (1.0, 1, 2), (3, 3, 3), (1, 1, 1), (0, 0, 0), (-1.5, 1, 2),
])
def test_the_form_of_a_count_with_a_fraction(value: float, fr: int, es: int) -> None:
    assert plural_count("fr", value) == fr and plural_count("es", value) == es


def test_decimals_are_written_the_readers_way() -> None:
    assert decimal("fr", 1.44) == "1,4" and decimal("es", 2.0) == "2,0"
    assert decimal("fr", -0.7) == "\u22120,7" and decimal("es", -2.04) == "\u22122,0"
    assert decimal("fr", -0.04) == "0,0"  # never "−0,0"


@pytest.mark.parametrize(("expected", "fr", "es"), [
    (1.4, "1,4 pli\u00a0:", "1,4 bazas:"),
    (0.6, "0,6 pli\u00a0:", "0,6 bazas:"),
    (2.5, "2,5 plis\u00a0:", "2,5 bazas:"),
    (1.0, "1,0 pli\u00a0:", "1,0 bazas:"),  # shown with a decimal: Spanish takes the plural
])
def test_the_bid_hint_counts_tricks_with_a_fraction(expected: float, fr: str, es: str) -> None:
    reason = Reason.of("kachuful.hint-bid-count-none", expected=expected)
    assert fr in describe(reason, "fr") and es in describe(reason, "es")
    counted = Reason.of("kachuful.hint-bid-count", expected=expected)
    assert fr.replace("\u00a0:", ".") in describe(counted, "fr")
    assert es.replace(":", ".") in describe(counted, "es")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_negative_average_has_a_true_minus_sign(lang: str) -> None:
    said = describe_reason(Coded.of("kachuful.against-sampled-bid", other=2, other_points=-2.0,
                                    other_chance=0.25), lang)
    assert "\u22122,0" in said and "-2" not in said and "25\u00a0%" in said


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_large_counts_are_grouped_in_threes(lang: str) -> None:
    """A large count in a sentence (Literature's possible deals) in groups of three digits with a narrow
    no-break space, from five digits on (grammar.toml's numbers.group_separator and group_from)."""
    assert grouped(lang, 618697882886090415408) == "618\u202f697\u202f882\u202f886\u202f090\u202f415\u202f408"
    assert grouped(lang, 12345) == "12\u202f345" and grouped(lang, -123456) == "\u2212123\u202f456"
    assert grouped(lang, 1000) == "1000" and grouped(lang, 7) == "7"
    word = {"fr": "donnes possibles", "es": "repartos posibles"}[lang]
    text = ntr(lang, "Exact chances, over {n} possible deal.", "Exact chances, over {n} possible deals.",
               123456, n=grouped(lang, 123456))
    assert f"123\u202f456 {word}" in text, text
