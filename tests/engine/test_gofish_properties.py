"""Go Fish property tests (hypothesis; not run inside Pyodide, where hypothesis has no native part)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.core.cards import ALL_RANKS
from engine.gofish import Ask, Draw, parse_action

seat_names = st.text(alphabet="ABCDEFGHxyz0123456789", min_size=1, max_size=4)


@given(seat_names, seat_names, st.sampled_from(ALL_RANKS))
def test_ask_text_parses_back(seat: str, target: str, rank: int) -> None:
    action = Ask(seat, target, rank)
    assert parse_action(str(action)) == action


@given(seat_names)
def test_draw_text_parses_back(seat: str) -> None:
    assert parse_action(f"draw {seat}") == Draw(seat)
    assert str(Draw(seat)) == f"draw {seat}"
