"""Kachuful's program: 2H − 1 deals (25 for four), the trump cycle that runs on through the one-card
pivot, the dealer passing to the left, the cards left out, and the short-program variant."""

from __future__ import annotations

import pytest

from engine.core.errors import MalformedInput
from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.kachuful import Rules, max_hand, new_deal, program
from engine.kachuful.bots import play_deal
from engine.kachuful.state import Phase, next_deal

CYCLE = ["spades", "diamonds", "clubs", "hearts"]
EXPECTED = {3: (17, 33, 1), 4: (13, 25, 0), 5: (10, 19, 2), 6: (8, 15, 4), 7: (7, 13, 3)}


@pytest.mark.parametrize("players", range(3, 8))
def test_length_sizes_and_unused_cards(players: int) -> None:
    top, deals, unused_at_top = EXPECTED[players]
    specs = program(players)
    assert max_hand(players) == top == 52 // players
    assert len(specs) == deals == 2 * top - 1
    sizes = [s.hand_size for s in specs]
    assert sizes == list(range(top, 0, -1)) + list(range(2, top + 1))
    assert sizes.count(1) == 1  # the one-card deal is played once, at the pivot
    assert [s.number for s in specs] == list(range(1, deals + 1))
    assert specs[0].unused(players) == unused_at_top
    assert all(s.unused(players) == 52 - players * s.hand_size for s in specs)


def test_four_players_play_25_deals() -> None:
    assert len(program(4)) == 25
    assert [s.hand_size for s in program(4)][12:15] == [1, 2, 3]


@pytest.mark.parametrize("players", range(3, 8))
def test_trumps_cycle_without_restarting_at_the_pivot(players: int) -> None:
    specs = program(players)
    assert [s.trump.word for s in specs] == [CYCLE[i % 4] for i in range(len(specs))]
    pivot = next(i for i, s in enumerate(specs) if s.hand_size == 1)
    # The deal after the one-card deal takes the next suit of the cycle, never ♠ again by reset.
    assert CYCLE.index(specs[pivot + 1].trump.word) == (CYCLE.index(specs[pivot].trump.word) + 1) % 4


def test_four_player_trumps_match_the_rules_page() -> None:
    symbols = "".join(s.trump.symbol for s in program(4))
    assert symbols == "♠♦♣♥♠♦♣♥♠♦♣♥♠" + "♦♣♥♠♦♣♥♠♦♣♥♠"


@pytest.mark.parametrize("players", range(3, 8))
def test_dealer_passes_to_the_left_each_deal(players: int) -> None:
    seats = seat_names(players)
    rng = Rng(players)
    state = new_deal(seats, rng=rng, first_dealer=2 % players)
    dealers = []
    while True:
        dealers.append(state.dealer)
        assert state.seats[state.turn] == seats[(state.dealer + 1) % players]  # the dealer's left bids first
        state = play_deal(state)
        if state.phase is Phase.GAME_OVER:
            break
        state = next_deal(state, rng)
    assert dealers == [(2 % players + i) % players for i in range(len(program(players)))]
    assert len(state.sheet) == len(program(players))


@pytest.mark.parametrize("players", range(3, 8))
def test_short_program_is_the_descending_half(players: int) -> None:
    specs = program(players, Rules(short_program=True))
    top = max_hand(players)
    assert [s.hand_size for s in specs] == list(range(top, 0, -1))
    assert [s.trump.word for s in specs] == [CYCLE[i % 4] for i in range(top)]


@pytest.mark.parametrize("players", range(3, 8))
def test_a_first_game_is_five_deals_from_five_cards_down_to_one(players: int) -> None:
    for rules in (Rules(first_game=True), Rules(first_game=True, short_program=True)):
        specs = program(players, rules)
        assert [s.hand_size for s in specs] == [5, 4, 3, 2, 1]
        assert [s.trump.word for s in specs] == CYCLE + CYCLE[:1]
        assert [s.dealer_offset for s in specs] == [i % players for i in range(5)]


def test_a_first_game_against_the_computer_is_offered_beside_the_full_program() -> None:
    from engine.kachuful.bots import play_program
    from engine.kachuful.spec import SPEC

    assert SPEC.play_rules is not None
    names = [name for name, _, _ in SPEC.play_rules.choices]
    assert names == ["first", "full"]  # the first game's first: the widget's default
    first = Rules.from_json(dict(SPEC.play_rules.choices[0][2]))
    state = play_program(seat_names(4), first, seed=3)
    assert state.phase is Phase.GAME_OVER and len(state.sheet) == 5 and state.hand_size == 1
    assert sum(s.hand_size for s in program(4, first)) == 15  # cards each, against 181 in the full program
    assert sum(s.hand_size for s in program(4)) == 181


@pytest.mark.parametrize("players", [2, 8])
def test_player_count_out_of_range(players: int) -> None:
    with pytest.raises(MalformedInput) as info:
        program(players)
    assert info.value.code == "value-out-of-range"
