"""The table read out ("Describe the table", and what a screen reader hears): every part through the
catalog, in sentences, and the trick told as who played which card, never words run together."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import parse_cards
from engine.core.i18n import LANGUAGES, tr
from engine.games import load_all, spec
from engine.kachuful import new_deal, parse_action
from engine.kachuful.explain import play
from engine.kachuful.table import table as kachuful_table
from engine.learn.lessons import _state
from engine.learn.model import load_lesson
from engine.present.keys import key_letters
from engine.present.table import summary

load_all()
ROOT = Path(__file__).resolve().parents[2]
HANDS = {"A": "K♥ Q♠ 5♦", "B": "2♣ 3♦ 4♠", "C": "A♥ A♦ 9♠", "D": "7♥ 2♦ 3♠"}
NB = "\u00a0"


def trick(*plays: str):
    state = new_deal(("A", "B", "C", "D"), hands={k: parse_cards(v) for k, v in HANDS.items()},
                     first_dealer=1, deal_index=10)
    for text in ("bid A 1", "bid B 0", "bid C 1", "bid D 0", *plays):
        state = play(state, parse_action(text))
    return state


@pytest.mark.parametrize(("lang", "seat", "played"), [
    ("fr", f"Ana{NB}: 2 cartes, annonce 1 · 0 pli. Bruno{NB}: 2 cartes",
     f"Atout{NB}: trèfle · couleur demandée{NB}: cœur · Ana a entamé. "
     f"Ana{NB}: roi de cœur{NB}; Bruno{NB}: 2 de trèfle{NB}; Carmen{NB}: as de cœur."),
    ("es", "Ana: 2 cartas, apuesta 1 · 0 bazas. Bruno: 2 cartas",
     "Triunfo: tréboles · palo de salida: corazones · Ana ha salido. "
     "Ana: rey de corazones; Bruno: 2 de tréboles; Carmen: as de corazones."),
])
def test_a_trick_in_progress_is_told_card_by_card(lang: str, seat: str, played: str) -> None:
    said = summary(kachuful_table(trick("play A K♥", "play B 2♣", "play C A♥"), None, None, lang), lang)
    assert said.startswith(seat) and said.endswith(played), said


@pytest.mark.parametrize(("lang", "won"), [
    ("fr", f"Ana{NB}: roi de cœur{NB}; Bruno{NB}: 2 de trèfle{NB}; Carmen{NB}: as de cœur{NB}; "
           f"David{NB}: 7 de cœur. Bruno remporte le pli."),
    ("es", "Ana: rey de corazones; Bruno: 2 de tréboles; Carmen: as de corazones; David: 7 de corazones. "
           "Bruno gana la baza."),
])
def test_a_trick_just_won_is_told_in_play_order_with_its_winner(lang: str, won: str) -> None:
    state = trick("play A K♥", "play B 2♣", "play C A♥", "play D 7♥")  # Bruno trumps it
    said = summary(kachuful_table(state, None, None, lang), lang)
    assert said.endswith(won), said


@pytest.mark.parametrize(("lang", "stock"), [("fr", "48 cartes dans la pioche."),
                                             ("es", "48 cartas en el montón.")])
def test_every_game_reads_in_sentences(lang: str, stock: str) -> None:
    for name, path in (("go-fish", "go-fish/04-go-fish.toml"), ("literature", "literature/02-whom.toml")):
        lesson = load_lesson(ROOT / "docs" / "lessons" / path)
        state = _state(lesson, 1)
        said = summary(spec(name).table(state, None, None, lang), lang)
        assert "  " not in said and said.endswith(".") and ("Ana: " in said) == (lang == "es"), said
        assert name != "go-fish" or said.endswith(stock), said


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_each_language_has_its_own_table_keys_one_letter_each_all_different(lang: str) -> None:
    """The keys inside a table are the catalog's letters: one character each, none twice (a translator's
    typo fails here, not on a reader's keyboard); French and Spanish use their own words' letters."""
    letters = key_letters(lang)
    assert all(len(letter) == 1 and not letter.isspace() for letter in letters.values()), letters
    assert len(set(letters.values())) == len(letters), letters
    assert letters["help"] == "?"
    assert {"fr": "m", "es": "m"}.get(lang, letters["hand"]) == letters["hand"]


def _said_turn(model, lang: str) -> str:
    """What the "whose turn" key of the table ``model`` says (its hidden sentence)."""
    from engine.present.table import render
    from engine.present.tree import attrs_of, children_of, walk

    def text(node) -> str:
        return node if isinstance(node, str) else "".join(text(c) for c in children_of(node))

    drawn = render(model, lang, 0, interactive=True)
    (turn,) = [n for n in walk(drawn) if not isinstance(n, str) and attrs_of(n).get("data-said") == "turn"]
    return text(turn)


def _kachuful_turn(state, reader: str, lang: str) -> str:
    return _said_turn(kachuful_table(state, reader, reader, lang), lang)


@pytest.mark.parametrize(("lang", "bid", "card"), [
    ("fr", f"À Ana de jouer. Votre annonce{NB}: combien de plis vous ferez.",
     "À Bruno de jouer. Touchez la carte que vous jouez."),
    ("es", "Le toca a Ana. Tu apuesta: cuántas bazas vas a ganar.",
     "Le toca a Bruno. Toca la carta que juegas."),
])
def test_kachuful_says_whose_turn_it_is_and_what_is_asked(lang: str, bid: str, card: str) -> None:
    """The table's "whose turn" sentence (its key): while bidding, the bids' label; while playing, the
    prompt under the table, a card to touch; nothing asked of a reader whose turn it is not."""
    state = new_deal(("A", "B", "C", "D"), hands={k: parse_cards(v) for k, v in HANDS.items()},
                     first_dealer=1, deal_index=10)  # Ana bids first
    assert _kachuful_turn(state, "A", lang) == bid
    assert _kachuful_turn(state, "B", lang) == bid.split(".")[0] + "."
    state = trick("play A K♥")
    assert _kachuful_turn(state, "B", lang) == card
    assert _kachuful_turn(state, "A", lang) == card.split(".")[0] + "."


@pytest.mark.parametrize(("lang", "asked"), [
    ("fr", f"Cartes que vous pouvez demander{NB}: touchez-en une, puis un adversaire."),
    ("es", "Cartas que puedes pedir: toca una y luego a un rival."),
])
def test_literature_says_what_the_reader_may_ask_and_claim(lang: str, asked: str) -> None:
    from engine.literature.table import TEXTS, table
    from engine.present.table import sentence

    state = _state(load_lesson(ROOT / "docs" / "lessons" / "literature" / "02-whom.toml"), 1)
    turn = state.seats[state.turn]
    said = _said_turn(table(state, turn, turn, lang), lang)
    claims = sentence(tr(lang, TEXTS["claims"]))
    assert said.endswith(f"{asked} {claims}"), said
