"""A question with several right choices explains the one the reader made: Go Fish's drills “which rank”
and “whom”, every right choice of many seeds, in both languages."""

from __future__ import annotations

import pytest

from engine.core.errors import Coded
from engine.core.messages import describe
from engine.games import spec
from engine.learn.asking import judged, question
from engine.learn.drills import dealt, drill_answer

SEEDS = range(40)
CODES = {"ask-rank": ("learn.gofish.may-ask-rank", "rank"),
         "ask-whom": ("learn.gofish.may-ask-seat", "target")}


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("kind", sorted(CODES))
def test_the_explanation_is_of_the_choice_made(kind: str, lang: str) -> None:
    game = spec("go-fish")
    code, param = CODES[kind]
    several = 0
    for seed in SEEDS:
        d = dealt(game.name, kind, seed)
        q = question(game, game.drills[kind].question)
        right = sorted(q.judge(d.state, d.args).right)
        several += len(right) > 1
        texts = set()
        for choice in right:
            found = drill_answer("go-fish", kind, seed, choice, lang)
            assert found["verdict"] == "right"
            expected = describe(Coded.of(code, seat=d.args["seat"], **{param: choice}), lang)
            assert found["explain"] == expected, (seed, choice)
            assert judged(q, d.state, d.args, choice).right == frozenset(right)
            texts.add(found["explain"])
        assert len(texts) == len(right), seed  # one explanation per right choice, each its own
    assert several > 0  # the seeds do offer several right choices


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_whom_to_ask_explains_the_opponent_chosen(lang: str) -> None:
    """“Whom should you ask?”: each right choice is explained by what that opponent did (asked for the rank,
    or was seen to receive it), named in the explanation."""
    from engine.core.seats import seat_label

    game = spec("go-fish")
    for seed in SEEDS:
        d = dealt(game.name, "ask-holder", seed)
        q = question(game, "ask-holder")
        right = sorted(q.judge(d.state, d.args).right)
        texts = set()
        for choice in right:
            found = drill_answer("go-fish", "ask-holder", seed, choice, lang)
            assert found["verdict"] == "right"
            others = [seat_label(c) for c in right if c != choice]
            assert seat_label(choice) in found["explain"], (seed, choice, found["explain"])
            assert not any(name in found["explain"] for name in others), (seed, choice, found["explain"])
            texts.add(found["explain"])
            code = judged(q, d.state, d.args, choice).because
            assert isinstance(code, Coded) and code.code in ("learn.gofish.holds-asked",
                                                            "learn.gofish.holds-received")
        assert len(texts) == len(right)
