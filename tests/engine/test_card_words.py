"""In running text cards and ranks are spelled out, with the article their rank takes (la dame de pique,
el as de picas); the symbols stay in lists of cards, tables and card faces."""

from __future__ import annotations

import pytest

from engine.core.i18n import tr
from engine.core.messages import render
from engine.games import load_all

load_all()


@pytest.mark.parametrize(("lang", "card", "said"), [
    ("fr", "Q♠", "Ana demande la dame de pique à Bruno."),
    ("fr", "K♥", "Ana demande le roi de cœur à Bruno."),
    ("fr", "A♦", "Ana demande l’as de carreau à Bruno."),
    ("fr", "10♣", "Ana demande le 10 de trèfle à Bruno."),
    ("es", "Q♠", "Ana pide la reina de picas a Bruno."),
    ("es", "J♥", "Ana pide la jota de corazones a Bruno."),
    ("es", "A♦", "Ana pide el as de diamantes a Bruno."),
    ("es", "7♣", "Ana pide el 7 de tréboles a Bruno."),
])
def test_an_ask_names_the_card_in_words(lang: str, card: str, said: str) -> None:
    assert render("literature.asks", {"seat": "A", "target": "B", "card": card}, lang) == said


@pytest.mark.parametrize(("lang", "card", "start"), [
    ("fr", "A♣", "L’as de trèfle est"), ("fr", "Q♣", "La dame de trèfle est"),
    ("es", "10♣", "El 10 de tréboles es"), ("es", "Q♣", "La reina de tréboles es"),
])
def test_a_sentence_opening_with_a_card_takes_a_capital(lang: str, card: str, start: str) -> None:
    assert tr(lang, "{card} is the only card you may play.", card=card).startswith(start)


def test_articles_contract_after_a_preposition() -> None:
    msgid = "No card of yours can take this trick: throw away {card}, your weakest."
    assert "défaussez-vous du roi de trèfle" in tr("fr", msgid, card="K♣")
    assert "défaussez-vous de la dame de trèfle" in tr("fr", msgid, card="Q♣")
    assert "défaussez-vous de l’as de trèfle" in tr("fr", msgid, card="A♣")
    assert "deshazte del rey de tréboles" in tr("es", msgid, card="K♣")
    assert "deshazte de la reina de tréboles" in tr("es", msgid, card="Q♣")


@pytest.mark.parametrize(("lang", "rank", "said"), [
    ("fr", "K", "Elena montre le carré de rois et le pose à part."),
    ("fr", "A", "Elena montre le carré d’as et le pose à part."),
    ("es", "Q", "Elena enseña el cuarteto de reinas y lo baja."),
    ("es", "6", "Elena enseña el cuarteto de seises y lo baja."),
    ("fr", "8", "Elena montre le carré de huit et le pose à part."),
])
def test_a_book_names_its_rank_in_the_plural(lang: str, rank: str, said: str) -> None:
    cards = [f"{rank}{s}" for s in "♠♥♦♣"]  # a book is the four cards of its rank: the sentence needs no list
    assert render("gofish.book", {"seat": "E", "rank": rank, "cards": cards}, lang) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Carmen donne le 3 de pique et le 3 de carreau à Ana."),
    ("es", "Carmen entrega el 3 de picas y el 3 de diamantes a Ana."),
])
def test_cards_listed_in_a_sentence_are_named_as_the_text_names_a_card(lang: str, said: str) -> None:
    assert render("gofish.gave", {"seat": "C", "to": "A", "rank": "3", "count": 2, "cards": ["3♠", "3♦"]},
                  lang) == said
    hand = {"fr": "Félix a le 2, le 3 et le 4 de carreau, la dame et le roi de pique et l’as de cœur.",
            "es": "Félix tiene el 2, el 3 y el 4 de diamantes, la reina y el rey de picas"
                  " y el as de corazones."}
    cards = ["2♦", "3♦", "4♦", "Q♠", "K♠", "A♥"]
    assert render("literature.why-your-hand", {"seat": "F", "cards": cards}, lang) == hand[lang]


def test_a_rank_is_a_word_and_what_is_not_a_card_stays_as_written() -> None:
    # Go Fish's log names the rank asked for as players say it: « Ana demande ses dames à Bruno »
    FISH = "\u00a0: «\u00a0Pioche\u00a0!\u00a0»"
    said = [
        ("gofish.asked", {"seat": "A", "target": "B", "rank": "Q"}, "fr", "Ana demande ses dames à Bruno."),
        ("gofish.asked", {"seat": "A", "target": "B", "rank": "J"}, "es", "Ana le pide jotas a Bruno."),
        ("gofish.asked", {"seat": "B", "target": "A", "rank": "K"}, "es", "Bruno le pide reyes a Ana."),
        ("gofish.asked", {"seat": "A", "target": "B", "rank": "7"}, "fr", "Ana demande ses sept à Bruno."),
        ("gofish.go-fish", {"seat": "B", "rank": "A"}, "fr", f"Bruno n’a pas d’as{FISH}"),
        ("gofish.go-fish", {"seat": "B", "rank": "8"}, "fr", f"Bruno n’a pas de huit{FISH}"),
        ("gofish.go-fish", {"seat": "B", "rank": "3"}, "es", "Bruno no tiene treses: «¡A pescar!»."),
    ]
    for code, params, lang, text in said:
        assert render(code, params, lang) == text
    assert tr("es", "{card} is not in the deck: the four eights are removed.", card="8x").startswith("8x no")


HALF_SAID = {
    "fr": "Elena n’a aucune autre carte des carreaux bas et ne peut donc pas demander le 3 de carreau.",
    "es": "Elena no tiene ninguna otra carta de los diamantes bajos, así que no puede pedir el 3 de "
          "diamantes.",
}
HALF_CLAIM = {"fr": "Carmen annonce les piques hauts", "es": "Carmen reclama las picas altas"}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_half_suit_is_named_in_words(lang: str) -> None:
    params = {"seat": "E", "card": "3♦", "half": "2♦–7♦"}
    assert render("literature.no-card-in-half-suit", params, lang) == HALF_SAID[lang]
    claim = {"seat": "C", "half": "9♠–A♠", "named": "C:9♠,10♠,J♠,Q♠,K♠,A♠"}
    assert render("literature.claims", claim, lang).startswith(HALF_CLAIM[lang])


def test_the_ends_of_a_half_suit_are_cards_with_their_article() -> None:
    from engine.literature.halfsuits import HALF_SUITS
    from engine.literature.table import _title

    titles = {_title(h, "fr") for h in HALF_SUITS}
    assert "du 2 de pique au 7 de pique" in titles and "du 9 de pique à l’as de pique" in titles
    assert not any(" au as" in t for t in titles)
    titles = {_title(h, "es") for h in HALF_SUITS}
    assert "del 2 de picas al 7 de picas" in titles and "del 9 de picas al as de picas" in titles
    assert not any(" el " in t for t in titles), titles


@pytest.mark.parametrize(("lang", "said"), [("fr", "Pas les piques hauts"), ("es", "Las picas altas no")])
def test_the_half_suit_passed_over_is_named_in_words(lang: str, said: str) -> None:
    text = tr(lang, "Not {other_half}: its likeliest placement is right only with a chance of {chance}.",
              other_half="9♠–A♠", chance="40 %")
    assert text.startswith(said) and "♠" not in text


def test_the_ends_of_a_range_of_numbers_stay_numbers() -> None:
    said = tr("fr", "The value of “{field}” is out of range ({low} to {high}).", field="deal", low=1, high=13)
    assert "1" in said and "13" in said and "as" not in said
