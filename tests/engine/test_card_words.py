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
    ("fr", "K", "Elena montre le carré de rois (K♠ K♥ K♦ K♣) et le pose à part."),
    ("fr", "A", "Elena montre le carré d’as (A♠ A♥ A♦ A♣) et le pose à part."),
    ("es", "Q", "Elena enseña el cuarteto de reinas (Q♠ Q♥ Q♦ Q♣) y lo baja."),
    ("es", "6", "Elena enseña el cuarteto de 6 (6♠ 6♥ 6♦ 6♣) y lo baja."),
])
def test_a_book_names_its_rank_in_the_plural_its_cards_by_symbol(lang: str, rank: str, said: str) -> None:
    cards = [f"{rank}{s}" for s in "♠♥♦♣"]
    assert render("gofish.book", {"seat": "E", "rank": rank, "cards": cards}, lang) == said


def test_a_rank_is_a_word_and_what_is_not_a_card_stays_as_written() -> None:
    assert render("gofish.asked", {"seat": "A", "target": "B", "rank": "Q"}, "fr").endswith("de valeur dame.")
    assert render("gofish.asked", {"seat": "A", "target": "B", "rank": "J"}, "es").endswith("de valor jota.")
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
