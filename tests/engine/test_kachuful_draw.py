"""The draw for the first dealer: highest rank chooses, ties redraw among the tied players only."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.core.errors import MalformedInput
from engine.core.messages import narrate
from engine.core.rng import Rng
from engine.kachuful.draw import choose_first_dealer, dealer_choice_event, draw_for_dealer

SEATS = ("A", "B", "C", "D")


def test_the_highest_card_chooses() -> None:
    draw = draw_for_dealer(SEATS, cards=[parse_cards("7♠ K♦ 2♣ 9♥")])
    assert len(draw.rounds) == 1 and draw.chooser == 1
    assert draw.rounds[0].leaders == (1,)


def test_ace_is_high_and_suits_never_break_a_tie() -> None:
    draw = draw_for_dealer(SEATS, cards=[parse_cards("A♣ K♠ K♥ Q♠")])
    assert draw.chooser == 0
    tied = draw_for_dealer(SEATS, cards=[parse_cards("K♣ K♠ 2♥ 3♠"), parse_cards("4♦ 5♦")])
    assert tied.rounds[0].leaders == (0, 1)
    assert tied.chooser == 1


def test_ties_redraw_among_the_tied_players_only() -> None:
    draw = draw_for_dealer(SEATS, cards=[
        parse_cards("Q♣ 4♠ Q♥ Q♠"),  # A, C, D tie on queens
        parse_cards("9♦ 9♣ 3♥"),     # A and C tie again
        parse_cards("2♦ J♣"),        # C wins
    ])
    assert [r.players for r in draw.rounds] == [(0, 1, 2, 3), (0, 2, 3), (0, 2)]
    assert draw.chooser == 2
    kinds = [e.kind for e in draw.events()]
    assert kinds.count("kachuful.draw-card") == 4 + 3 + 2
    assert kinds.count("kachuful.draw-tie") == 2 and kinds[-1] == "kachuful.draw-high"
    ties = [e for e in draw.events() if e.kind == "kachuful.draw-tie"]
    assert ties[0].args == {"rank": "Q", "seats": ["A", "C", "D"]}


def test_the_chooser_names_any_seat() -> None:
    draw = draw_for_dealer(SEATS, cards=[parse_cards("7♠ K♦ 2♣ 9♥")])
    assert choose_first_dealer(draw, "D") == 3
    with pytest.raises(MalformedInput) as info:
        choose_first_dealer(draw, "Z")
    assert info.value.code == "seat-unknown"
    for lang in ("fr", "es"):
        lines = [narrate(e, lang) for e in (*draw.events(), dealer_choice_event(draw, 3))]
        king = {"fr": "Bruno tire le roi de carreau.", "es": "Bruno saca el rey de diamantes."}[lang]
        assert all("{" not in line for line in lines) and lines[1] == king  # seat and card in words


def test_seeded_draw_is_reproducible_and_settles() -> None:
    for seed in range(200):
        a, b = draw_for_dealer(SEATS, Rng(seed)), draw_for_dealer(SEATS, Rng(seed))
        assert a == b
        last = a.rounds[-1]
        assert len(last.leaders) == 1
        for earlier, later in zip(a.rounds, a.rounds[1:]):
            assert later.players == earlier.leaders and len(earlier.leaders) > 1
        for rnd in a.rounds:
            assert len(set(rnd.cards)) == len(rnd.cards) == len(rnd.players)
    assert any(len(draw_for_dealer(SEATS, Rng(s)).rounds) > 1 for s in range(200))


@pytest.mark.parametrize(("cards", "code"), [
    ([parse_cards("K♣ K♠ 2♥ 3♠")], "kachuful.draw-unresolved"),
    ([parse_cards("K♣ K♠ 2♥")], "kachuful.draw-wrong-count"),
    ([parse_cards("K♣ K♣ 2♥ 3♠")], "card-twice"),
    ([parse_cards("A♣ K♠ 2♥ 3♠"), parse_cards("2♦ 3♦")], "kachuful.draw-extra-rounds"),
])
def test_scripted_draws_that_do_not_fit_are_refused(cards, code: str) -> None:
    with pytest.raises(MalformedInput) as info:
        draw_for_dealer(SEATS, cards=cards)
    assert info.value.code == code


def test_needs_exactly_one_source_of_chance() -> None:
    for source in ({}, {"rng": Rng(1), "cards": [parse_cards("A♣ K♠ 2♥ 3♠")]}):
        with pytest.raises(MalformedInput) as info:
            draw_for_dealer(SEATS, **source)
        assert info.value.code == "field-missing"
