"""Lessons show only positions the rules produce from the deal they state (the build checks it): a copy of
a lesson given an impossible dealer or first player fails with its file; every real lesson passes."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from engine.learn.library import LibraryError, load_library

LESSONS = Path(__file__).resolve().parents[2] / "docs" / "lessons"


def _copy_with(tmp_path: Path, lesson: str, field: str, value: str) -> Path:
    copy = tmp_path / "lessons"
    shutil.copytree(LESSONS, copy)
    game, name = lesson.split("/")
    path = next((copy / game).glob(f"*-{name}.toml"))
    text, count = re.subn(rf'^{field} = "[A-H]"$', f'{field} = "{value}"', path.read_text("utf-8"),
                          count=1, flags=re.M)
    assert count == 1, f"{path} has no {field}"
    path.write_text(text, encoding="utf-8")
    return path


def test_every_lesson_position_comes_from_its_deal() -> None:
    assert load_library(LESSONS)


@pytest.mark.parametrize(("lesson", "field", "value", "words"), [
    # seed 000 §02: the dealer asks first; A asks first from cards just dealt, so F cannot be the dealer
    ("literature/whom", "dealer", "F", ["the dealer F asks first, not A"]),
    # seed 003: play starts left of the dealer (4 seats: left of D is A)
    ("go-fish/deal", "turn", "B", ["A, left of the dealer D, plays first, not B"]),
    # seed 001: the deal passes left: Bruno dealing deal 1 makes David the dealer of deal 11, not of deal 1
    ("kachuful/program", "dealer", "D", ["disagree on who dealt the first deal", "D in", "B in"]),
])
def test_an_impossible_dealer_fails_the_build_naming_the_file(
        tmp_path: Path, lesson: str, field: str, value: str, words: list[str]) -> None:
    path = _copy_with(tmp_path, lesson, field, value)
    with pytest.raises(LibraryError) as caught:
        load_library(tmp_path / "lessons")
    assert str(path) in str(caught.value)
    for word in words:
        assert word in str(caught.value)
    load_library(LESSONS)  # the real lessons back for the other tests


def test_the_claim_drill_asks_the_player_to_act_whose_sure_claim_would_stand() -> None:
    """"Can you claim this with certainty now?" is asked only of the player to act, holding cards: a
    sure claim of theirs is on turn and theirs to make (never out of turn, nor in another's final claims)."""
    from engine.core.rng import Rng
    from engine.games import spec

    game = spec("literature")
    drill = game.drills["claim-certain"]
    yes = 0
    for seed in range(300):
        dealt = drill.deal(Rng(seed))
        state, seat = dealt.state, dealt.args["seat"]
        assert seat == state.seats[state.turn] and state.hands[state.turn], seed
        if game.questions["claim-certain"].judge(state, dict(dealt.args)).right == {"yes"}:
            yes += 1
            claim = next(c for c in game.certain_claims(state, seat) if c.half.id == dealt.args["half"])
            assert not game.adapter.explain(state, claim), seed
            assert game.adapter.apply(state, claim).sets[-1].outcome == "won", seed
    assert 10 <= yes < 300  # both answers come up (15 sure claims in these 300; 6 before, 4 of them off turn)
