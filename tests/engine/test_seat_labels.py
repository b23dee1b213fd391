"""Seats are letters in data and names for readers (Ana for A…), so that seat A never reads as an ace."""

from __future__ import annotations

import re

import pytest

from engine.core.i18n import ntr, page_seats, tr
from engine.core.messages import render
from engine.core.rng import Rng
from engine.core.seats import SEAT_LABELS, seat_label
from engine.core.spec import seat_names
from engine.games import load_all, spec
from engine.present.table import render as render_table
from engine.present.tree import to_html

load_all()


def test_every_letter_has_a_name_with_its_initial_and_other_seats_stay_as_written() -> None:
    assert "".join(SEAT_LABELS) == "ABCDEFGH"
    assert all(name[0] == letter for letter, name in SEAT_LABELS.items())
    assert len(set(SEAT_LABELS.values())) == 8
    assert seat_label("A") == "Ana" and seat_label("H") == "Hugo"
    assert seat_label("North") == "North"


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Ana demande ses as à Bruno."),
    ("es", "Ana le pide ases a Bruno."),
])
def test_a_seat_parameter_is_named_but_a_rank_a_stays_the_ace(lang: str, said: str) -> None:
    # the seats named, the rank A read as the ace
    assert render("gofish.asked", {"seat": "A", "target": "B", "rank": "A"}, lang) == said


def test_names_in_sentences_read_naturally_in_both_languages() -> None:
    assert tr("fr", "It is not {seat}’s turn: {turn} is to play.", seat="B", turn="E") == \
        "Ce n’est pas à Bruno de jouer\xa0: c’est au tour d’Elena."
    assert tr("es", "It is not {seat}’s turn: {turn} is to play.", seat="B", turn="E") == \
        "No es el turno de Bruno: le toca a Elena."
    # French elides before a vowel or a mute h: "d’Ana", "d’Hugo"; not before a consonant
    assert "Main d’Ana" in tr("fr", "{seat}’s hand", seat="A")
    assert "Main d’Hugo" in tr("fr", "{seat}’s hand", seat="H")
    assert "Main de Bruno" in tr("fr", "{seat}’s hand", seat="B")
    assert render("literature.must-hand-over", {"seat": "A"}, "es").startswith("Ana ya no tiene cartas")


@pytest.mark.parametrize(("lang", "joined"), [("fr", "Ana, Carmen et Elena"), ("es", "Ana, Carmen y Elena")])
def test_a_list_of_seats_is_joined_with_names(lang: str, joined: str) -> None:
    assert render("literature.asking-stops", {"team": ["A", "C", "E"]}, lang).startswith(joined)
    assert ntr(lang, "{seats} share the win with {points} point each.",
               "{seats} share the win with {points} points each.", 2, seats=["B", "D"], points=2) \
        .startswith("Bruno " + joined.split()[-2] + " David")


def test_claim_groups_name_each_holder() -> None:
    said = render("literature.claims", {"seat": "A", "half": "low-♦", "named": "A:2♦,3♦ C:4♦,5♦,6♦,7♦"}, "fr")
    assert said.endswith("(Ana\u00a0: 2♦ 3♦\u00a0; Carmen\u00a0: 4♦ 5♦ 6♦ 7♦).")  # French: no-break spaces
    said = render("literature.claims", {"seat": "A", "half": "low-♦", "named": "A:2♦,3♦ C:4♦,5♦,6♦,7♦"}, "es")
    assert "Ana: 2♦ 3♦; Carmen: 4♦ 5♦ 6♦ 7♦" in said


@pytest.mark.parametrize("game", ["literature", "kachuful", "go-fish"])
def test_the_card_table_shows_names_and_keeps_letters_in_its_data(game: str) -> None:
    game_spec = spec(game)
    seats = seat_names(game_spec.default_players)
    state = game_spec.open(seats, {}, Rng(7), None).state
    html = to_html(render_table(game_spec.table(state, None, seats[0], "fr"), "fr", 0, interactive=True))
    for seat in seats:
        assert f'data-seat-box="{seat}"' in html and f'data-seat="{seat}"' in html  # letters in the data
        assert f'<span class="seat__letter">{SEAT_LABELS[seat]}</span>' in html  # names for the reader
    assert '<span class="seat__letter">A</span>' not in html


def test_the_page_scripts_get_the_same_names_roles_and_elision() -> None:
    fr, es = page_seats("fr"), page_seats("es")
    assert fr["labels"] == es["labels"] == SEAT_LABELS
    assert "seat" in fr["roles"] and "rank" not in fr["roles"]
    assert fr["elide"] and es["elide"] is None
    assert re.sub(fr["elide"], lambda m: m.group(1)[:-1] + "’", "le tour de Ana") == "le tour d’Ana"


def test_what_is_not_a_seat_is_left_as_it_is() -> None:
    # cards: not a seat role; North: not a seat's letter
    assert tr("fr", "{seat} took your {cards}.", seat="North", cards="A") == "North vous a pris A."
