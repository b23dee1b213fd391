"""Literature: the exact chances (``deal_counts.py``) against a brute-force enumeration of consistent
deals on small positions, and against the previous algorithm (half-suit tables) on every position of
seeded bot games where it finishes, in each of the ways the counts can be taken."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from literature_half_tables import TooBig as ReferenceTooBig
from literature_half_tables import half_table_counts
from test_literature_deduction import check_against_brute_force, small_position

from engine import driver, games
from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.literature import Rules, deal_counts, deal_forms
from engine.literature.deal_counts import TooBig, exact_counts, problem
from engine.literature.deal_forms import Counter, Space, compositions
from engine.literature.knowledge import knowledge
from engine.literature.probability import probabilities
from engine.literature.state import State
from engine.literature.views import memory_view

# Each way of counting, forced: direct forms with the free cards as one more block or placed last,
# or the expanded forms.
WAYS = ("direct-block", "direct-last", "expanded")


def force(way: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deal_counts, "expansion_pays", lambda prob: way == "expanded")
    monkeypatch.setattr(deal_counts, "_small", lambda k, seats: way == "direct-block")


@pytest.fixture(params=WAYS)
def way(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    force(request.param, monkeypatch)
    return str(request.param)


def test_counts_equal_brute_force_on_small_positions(way: str) -> None:
    checked = 0
    shapes = {"free": 0, "covered": 0, "classes": 0, "placed": 0}
    for seed in range(70):
        players = 8 if seed % 3 == 2 else 6
        rules = Rules(players=players, shared_claims=seed % 5 == 4)
        state = small_position(seed, players, 1 + seed % 3, seed % 29, rules)
        if state is None:
            continue
        checked += check_against_brute_force(state, limit=2500, with_probabilities=True)
        for seat in state.seats:
            prob = problem(knowledge(memory_view(state, seat)))
            shapes["free"] += bool(prob.free)
            shapes["covered"] += any(b.need for b in prob.blocks)
            shapes["classes"] += any(len(b.classes) > 1 for b in prob.blocks)
            shapes["placed"] += bool(prob.placed)
    assert checked > 150
    assert min(shapes.values()) > 20, shapes  # every kind of group was met


def seeded_positions(seed: int, players: int, level: str) -> Iterator[State]:
    spec = games.spec("literature")
    opening = spec.open(seat_names(players), {"players": players}, Rng(seed), None)
    match = driver.match(spec, opening.state, opening.rng)
    match.extend(driver.bot_chooser(spec, seed, level), 2000)
    yield from match.states


@pytest.mark.parametrize(("seed", "players", "level", "every"), [
    (3, 6, "strong", 2), (11, 6, "intermediate", 6), (5, 8, "beginner", 6),
])
def test_counts_equal_the_half_suit_tables_in_seeded_games(
    monkeypatch: pytest.MonkeyPatch, seed: int, players: int, level: str, every: int
) -> None:
    checked = dict.fromkeys(WAYS, 0)
    for state in list(seeded_positions(seed, players, level))[::every]:
        for seat in state.seats:
            know = knowledge(memory_view(state, seat))
            try:
                expected = half_table_counts(know, 30_000)
            except ReferenceTooBig:
                continue
            for way in WAYS:
                force(way, monkeypatch)
                try:
                    found = exact_counts(know, 150_000)
                except TooBig:
                    continue
                assert found == expected, (way, seat, len(state.history))
                checked[way] += 1
    assert min(checked.values()) > 60, checked


def test_a_budget_too_small_falls_back_to_sampling() -> None:
    state = next(s for s in seeded_positions(3, 6, "strong") if len(s.history) == 12)
    know = knowledge(memory_view(state, "B"))
    with pytest.raises(TooBig):
        exact_counts(know, 50)
    sampled = probabilities(know, budget=50, samples=200, seed=1)
    assert not sampled.exact and sampled.counts is None and sampled.samples == 200
    exact = probabilities(know, budget=10**6)
    assert exact.exact and exact.deals and exact.counts is not None
    assert set(exact.table) == set(sampled.table) == set(know.possible)
    for card, row in exact.table.items():
        assert abs(sum(row.values()) - 1) < 1e-9 and abs(sum(sampled.table[card].values()) - 1) < 1e-9
        assert sum(exact.counts[card].values()) == exact.deals
        assert set(row) == set(know.possible[card])  # every possible holder has a chance


def test_the_counts_are_whole_numbers_of_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The expanded counts are sums of signed terms divided by a product of factorials: a division
    that leaves a remainder is a mistake, not a rounding."""
    state = next(s for s in seeded_positions(11, 6, "intermediate") if len(s.history) == 20)
    know = knowledge(memory_view(state, "D"))
    monkeypatch.setattr(deal_counts, "expansion_pays", lambda prob: True)
    counts, total = exact_counts(know, 10**6)
    assert all(isinstance(n, int) and 0 <= n <= total for row in counts.values() for n in row.values())
    for c, row in counts.items():
        assert sum(row.values()) == total, c


def test_a_power_past_the_budget_is_refused_before_it_is_made() -> None:
    """(x_1 + … + x_7)^14 has 38,760 monomials without the capacities (200 ms to make): refused within a
    budget of 10,000 without being made; within a larger one it is made, and charged its monomials."""
    space = Space([8] * 7)
    before = deal_forms._compositions.cache_info().misses
    with pytest.raises(TooBig):
        compositions(14, tuple(range(7)), space, Counter(10_000))
    assert deal_forms._compositions.cache_info().misses == before
    counter = Counter(10**6)
    made = compositions(14, tuple(range(7)), space, counter)
    assert counter.work == len(made) > 10_000
