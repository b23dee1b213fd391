"""Nothing on a question's screen gives its answer away (``engine/learn/giveaways.py``), and the build says
so: the checks fail on each giveaway the lessons had (put back here by hand: the table of “how many
cards each?” showing every hand at five, a rank question whose table shows only the right ranks, a
wrong choice's reason that is the right answer's explanation, or that names the answer, in figures or
in words), each failure naming the lesson and the step. The answer itself comes with the second wrong
try on a step (``REVEAL_AFTER``): the engine sends it with every wrong verdict, the page and the author's
tool show it from then on."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import pytest

from engine.__main__ import main
from engine.core.cards import ALL_RANKS, rank_name
from engine.core.errors import Coded
from engine.core.learn import Answer, Question
from engine.games import spec
from engine.learn import giveaways
from engine.learn.asking import label, question
from engine.learn.lessons import LessonFailure, _state, check, judge_step, step_view
from engine.learn.library import find
from engine.learn.widgets import lessons_shortcode
from engine.present.table import render
from engine.present.tree import attrs_of, walk

LANGS = ("fr", "es")


def _lesson(name: str):
    found = find(name)
    assert found is not None, name
    return found


def _every_wrong_is(reason: Callable[[Answer], Any]) -> Callable[[Question], Question]:
    """The question with each wrong choice's reason made ``reason(answer)``: how the lessons were."""
    def patched(q: Question) -> Question:
        def judge(state: Any, args: Mapping[str, Any]) -> Answer:
            found = q.judge(state, args)
            return Answer(found.right, {c: reason(found) for c in found.wrong}, found.because)
        return replace(q, judge=judge)
    return patched


def _old_rank_choices(state: Any, args: Mapping[str, Any]) -> tuple[str, ...]:
    """Which rank may Ana ask for: the hand's ranks, the booked ones, and the two lowest the hand lacks."""
    held = {c.rank for c in state.hands[state.turn]}
    lacking = [r for r in ALL_RANKS if r not in held and r not in state.booked][:2]
    return tuple(rank_name(r) for r in sorted(held | state.booked | set(lacking)))


def _old_ranks_offered(q: Question, monkeypatch: pytest.MonkeyPatch) -> Question:
    from engine.gofish import learn

    monkeypatch.setattr(learn, "_rank_choices", _old_rank_choices)  # what the judge judges
    return replace(q, choices=_old_rank_choices)


OLD = [  # the giveaway put back, the lesson, the step that fails, words of the failure
    (("go-fish", "deal-size", lambda q: replace(q, before=None)), "go-fish/deal", 1,
     ["gives its answer away", "'5' (a hand size)"]),
    (("go-fish", "ask-rank", _old_ranks_offered), "go-fish/asking", 1,
     ["gives its answer away", "'6' (a card face up)"]),
    (("go-fish", "first-asker", _every_wrong_is(lambda a: a.because)), "go-fish/deal", 3,
     ["wrong choice 'B' is the right answer's explanation", "learn.gofish.first-asker"]),
    (("kachuful", "first-bidder", _every_wrong_is(lambda a: a.because)), "kachuful/bidding", 1,
     ["is the right answer's explanation"]),
    (("literature", "claim-outcome", _every_wrong_is(lambda a: a.because)), "literature/misplaced-claim", 1,
     ["is the right answer's explanation", "learn.literature.outcome-won"]),
    # a reason that states the rule with the right size in it, in words: “… cinq à quatre ou cinq”
    (("go-fish", "deal-size", _every_wrong_is(lambda a: Coded.of("learn.gofish.deal-size", players=3,
                                                                  size=7))),
     "go-fish/deal", 1, ["spells the answer '5'", "“cinq”"]),
]


@pytest.mark.parametrize(("patch", "name", "step", "words"), OLD)
def test_the_checks_fail_on_the_old_giveaways(monkeypatch: pytest.MonkeyPatch, patch, name: str, step: int,
                                              words: list[str]) -> None:
    game, ask, change = patch
    check(_lesson(name))  # as the lesson is now
    q = question(spec(game), ask)
    monkeypatch.setitem(spec(game).questions, ask,
                        change(q, monkeypatch) if change is _old_ranks_offered else change(q))
    with pytest.raises(LessonFailure) as failed:
        check(_lesson(name))
    assert failed.value.params["name"] == name and failed.value.params["step"] == step
    for word in words:
        assert word in failed.value.params["reason"], failed.value.params["reason"]


@pytest.mark.parametrize("name", ["literature/refused-ask", "literature/missing-diamond"])
def test_the_check_fails_on_a_deduction_that_names_the_holder(monkeypatch: pytest.MonkeyPatch,
                                                              name: str) -> None:
    """Who must hold the 6♦? The reason a wrong seat got was the deduction of the holder, which names
    Carmen (the answer): the check fails on it."""
    from engine.literature import learn

    monkeypatch.setattr(learn, "_ruled_out", lambda know, card, seat, me: tuple(know.why_not(card, seat)))
    with pytest.raises(LessonFailure) as failed:
        check(_lesson(name))
    reason = failed.value.params["reason"]
    assert "spells the answer 'C'" in reason and "Carmen" in reason, reason


def test_a_table_that_marks_the_seat_to_play_gives_a_seat_answer_away() -> None:
    """Who asks first? The table as a game draws it marks Ana, to play: the check refuses it (the lesson's
    table hides the marker)."""
    lesson = _lesson("go-fish/deal")
    game, state = spec("go-fish"), _state(lesson, 3)
    q = question(game, "first-asker")
    offered, right = q.choices(state, {}), q.judge(state, {}).right
    marked = render(game.table(state, None, "D", "fr"), "fr", 0)
    with pytest.raises(ValueError, match="'A' \\(the turn marker\\)"):
        giveaways.check_table(q, offered, right, marked, ValueError)
    giveaways.check_table(q, offered, right, step_view(lesson, 3, "fr")["table"], ValueError)


def _values(node: Any, key: str) -> list[str]:
    return [attrs_of(n)[key] for n in walk(node) if key in attrs_of(n)]


@pytest.mark.parametrize("lang", LANGS)
def test_how_many_cards_is_asked_before_the_deal_and_the_deal_comes_with_the_answer(lang: str) -> None:
    lesson = _lesson("go-fish/deal")
    for number in (1, 2):
        table = step_view(lesson, number, lang)["table"]
        assert set(_values(table, "data-cards")) == {"0"} and _values(table, "data-card") == []
        assert _values(table, "data-stock") == ["52"] and "data-turn" not in attrs_of(table)
    right = judge_step(lesson, 1, {"choice": "5"}, lang)
    assert right["verdict"] == "right"
    assert set(_values(right["table"], "data-cards")) == {"5"}
    assert attrs_of(right["table"])["data-turn"] == "A"


def _wrong_choices(lesson, number: int) -> list[str]:
    step = lesson.steps[number - 1]
    q = question(spec(lesson.game), step.ask)
    return [c for c in q.choices(_state(lesson, number), dict(step.args)) if c not in step.right]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "number"), [("go-fish/deal", 1), ("go-fish/deal", 3),
                                              ("kachuful/trump", 1), ("kachuful/trick-winner", 1),
                                              ("literature/refused-ask", 1)])
def test_a_wrong_choice_gets_why_and_the_answer_waits(name: str, number: int, lang: str) -> None:
    """Each wrong choice's reason names no right answer; the answer, with why it is right, comes in the
    verdict for the page to show after a second wrong try."""
    lesson = _lesson(name)
    step = lesson.steps[number - 1]
    q = question(spec(lesson.game), step.ask)
    right = [label(q.kind, c, lang, q.labels) for c in step.right]
    for choice in _wrong_choices(lesson, number):
        found = judge_step(lesson, number, {"choice": choice}, lang)
        assert found["verdict"] == "wrong" and found["reasons"]
        text = " ".join(found["reasons"])
        assert giveaways.spelled(q, set(step.right), text, lang) is None, text
        assert all(r in found["answer"] for r in right), found["answer"]


def test_the_author_tool_shows_the_answer_from_the_second_wrong_try(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert giveaways.REVEAL_AFTER == 2
    code = main(["lesson", "go-fish/deal", "--lang", "es", "--try", "1", "4", "--try", "1", "7",
                 "--try", "1", "5", "--json"])
    assert code == 0
    first, second, right = json.loads(capsys.readouterr().out)["steps"][:3]
    answer = judge_step(_lesson("go-fish/deal"), 1, {"choice": "4"}, "es")["answer"]
    assert answer.startswith("La respuesta: 5.")
    assert answer not in first["feedback"] and " 5 " not in f" {first['feedback']} "
    assert second["verdict"] == "wrong" and second["feedback"].endswith(answer)
    assert right["verdict"] == "right"


def test_the_page_is_told_when_to_show_the_answer() -> None:
    page = lessons_shortcode(["go-fish"], "fr")
    assert "&quot;reveal_after&quot;: 2" in page


def test_a_steps_table_offers_its_wrong_moves_as_it_offers_the_legal_ones() -> None:
    """A step that lists a move the rules refuse teaches that rule: its table offers that move as it
    offers the legal ones (else the page would dim it: the answer), and the engine's verdict on it is
    wrong, with a reason. Kachuful's follow-suit, bidding and forbidden-bid lessons, Go Fish's and
    Literature's asking lessons have such steps."""
    from engine.games import names
    from engine.learn.library import lessons

    seen = 0
    for game in names():
        for lesson in lessons(game):
            for number, step in enumerate(lesson.steps, 1):
                if step.act is None:
                    continue
                offered = {item["action"]: item["move"] for item in step_view(lesson, number, "fr")["legal"]}
                adapter = spec(lesson.game).adapter
                for text in step.wrong:
                    action = str(adapter.parse_action(text))
                    assert action in offered, (lesson.name, number, text)
                    verdict = judge_step(lesson, number, {"move": offered[action]}, "fr")
                    assert verdict["verdict"] == "wrong" and verdict["reasons"], (lesson.name, number, text)
                    seen += 1
    assert seen >= 9
