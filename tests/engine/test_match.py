"""One match (engine/core/match.py): a move checked once then applied trusted, the computer's moves
added to the same match, chance outcomes logged and applied again from the log, a match cut and played
on as if it had never gone further."""

from __future__ import annotations

import pytest

from engine import driver
from engine.core.errors import IllegalAction, MalformedInput
from engine.core.match import Chance, Match, Moves
from engine.core.rng import Rng
from engine.games import load_all, spec

load_all()


def program(seed: int, players: int = 3) -> Match:
    game = spec("kachuful")
    opening = game.open(tuple("ABCDE"[:players]), {}, Rng(seed), None)
    match = driver.match(game, opening.state, opening.rng, opening.prelude)
    match.extend(driver.bot_chooser(game, seed), 5000)
    return match


def test_a_whole_program_logs_its_deals_as_chance_outcomes() -> None:
    match = program(4)
    assert match.over() and len(match) > 300
    chances = [entry for entry in match.log if isinstance(entry, Chance)]
    deals = {state.deal_index for state in match.states}
    assert len(chances) == len(deals) - 1  # every deal after the first is a chance event
    assert [e for e in match.log if not isinstance(e, Chance)] == match.actions


def test_a_log_replays_with_its_outcomes_and_no_random_source() -> None:
    match = program(5)
    again = match.replayed()
    assert again.rng is None
    assert again.states == match.states and again.actions == match.actions and again.chunks == match.chunks
    assert again.log == match.log


@pytest.mark.parametrize("size", [0, 1, 17, 150, 400])
def test_a_cut_match_plays_on_as_the_whole_one_did(size: int) -> None:
    game = spec("kachuful")
    whole = program(6)
    cut = whole.cut(size)
    assert cut.states == whole.states[: size + 1] and len(cut) == size
    cut.extend(driver.bot_chooser(game, 6), 5000)
    assert cut.actions == whole.actions and cut.states == whole.states and cut.log == whole.log
    assert len(whole) > 400  # the whole match was not changed by its cut


def test_driver_play_is_the_match_of_the_bots() -> None:
    game = spec("literature")
    opening = game.open(tuple("ABCDEF"), {}, Rng(3), None)
    played, state = driver.play(game, opening.state, opening.rng, driver.bot_chooser(game, 3), 40)
    again = driver.match(game, game.open(tuple("ABCDEF"), {}, Rng(3), None).state)
    for action in played:
        again.play(action)  # each move of the bots is one the rules accept
    assert again.state == state


def test_a_refused_move_changes_nothing_and_a_line_names_its_move() -> None:
    game = spec("go-fish")
    opening = game.open(tuple("ABC"), {}, Rng(2), None)
    match = driver.match(game, opening.state, opening.rng)
    wrong = game.adapter.parse_action("ask B C 5")  # not B's turn
    with pytest.raises(IllegalAction):
        match.play(wrong)
    assert len(match) == 0 and match.states == [opening.state]
    first = str(match.offered()[0])
    with pytest.raises(MalformedInput) as caught:
        match.play_line([first, "ask nobody"], lambda i, text, exc: MalformedInput("x", step=i, text=text))
    assert caught.value.params == {"step": 1, "text": "ask nobody"} and len(match) == 1


def test_moves_of_plain_functions_need_no_spec() -> None:
    moves = Moves(explain=lambda s, a: (), apply=lambda s, a: s + a, parse=int)
    match = Match(moves, 0)
    match.play_line(["1", "2", "3"], lambda i, t, e: e)
    assert match.states == [0, 1, 3, 6]
