"""Literature, properties (CPython only: hypothesis, and long seeded games): the deduction and the
probabilities equal a brute-force enumeration on random late positions of every variant, and random
games of every variant keep every invariant after every action."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_literature_deduction import check_against_brute_force, small_position
from test_literature_play import VARIANTS, rules_for, run

from engine.core.rng import Rng
from engine.literature import Rules, new_game


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.sampled_from([6, 8]),
    halves=st.integers(1, 3),
    steps=st.integers(0, 30),
    variant=st.sampled_from(["", "claims_any_time", "shared_claims", "pass_turn", "misplaced_to_opponents"]),
)
def test_deduction_and_probabilities_match_brute_force(
    seed: int, players: int, halves: int, steps: int, variant: str
) -> None:
    rules = Rules(players=players, **({variant: True} if variant else {}))
    state = small_position(seed, players, halves, steps, rules)
    if state is not None:
        check_against_brute_force(state, limit=2500, with_probabilities=True)




@pytest.mark.parametrize("players", [6, 8])
@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_of_every_variant(players: int, variant: str) -> None:
    seed = players * 100 + VARIANTS.index(variant)
    rng = Rng(seed)
    run(new_game(rules=rules_for(players, variant), rng=rng), rng, "random", deduce_every=2)


@pytest.mark.parametrize(("players", "variant"), [(6, "claims_any_time"), (6, "shared_claims"), (8, "all")])
def test_bot_games_of_variants(players: int, variant: str) -> None:
    seed = 7 + players + VARIANTS.index(variant)
    rng = Rng(seed)
    run(new_game(rules=rules_for(players, variant), rng=rng), rng, "bots", deduce_every=3)
