"""Core property tests (hypothesis; not run inside Pyodide, where hypothesis has no native part)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.core.cards import deck52
from engine.core.rng import Rng


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_rng_is_reproducible_and_shuffles_are_permutations(seed: int) -> None:
    deck = deck52()
    a = Rng(seed).shuffled(deck)
    assert a == Rng(seed).shuffled(deck)
    assert sorted(a) == sorted(deck)
