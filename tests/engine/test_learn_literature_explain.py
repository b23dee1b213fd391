"""Literature's first lessons judge the answer the lesson asks for and explain the one the reader gave: the
move named by the task (lesson 2, step 2: only the ask of Bruno for the 6♦; another legal ask is wrong,
and the reason names the move asked for) and each card of a set chosen (lesson 3: both cards, or a
partial answer refused), in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import MalformedInput
from engine.core.moves import move_json
from engine.games import load_all, spec
from engine.learn.lessons import judge_step
from engine.learn.model import load_lesson

load_all()
LESSONS = Path(__file__).resolve().parents[2] / "docs" / "lessons" / "literature"
WHOM = load_lesson(next(LESSONS.glob("*-whom.toml")))
MUST_HOLD = load_lesson(next(LESSONS.glob("*-must-hold.toml")))


def ask(text: str) -> dict:
    return {"move": move_json(spec("literature").adapter.parse_action(text))}


@pytest.mark.parametrize(("lang", "named", "said"), [
    ("fr", "Ana demande le 6 de carreau à Bruno", "Bruno l’a et doit la donner"),
    ("es", "Ana pide el 6 de diamantes a Bruno", "Bruno la tiene y debe entregarla"),
])
@pytest.mark.parametrize("move", ["ask A D Q♠", "ask A F K♠", "ask A D 6♦", "ask A F 6♦"])
def test_only_the_move_the_task_names_is_right(move: str, lang: str, named: str, said: str) -> None:
    found = judge_step(WHOM, 2, ask(move), lang)
    assert found["verdict"] == "wrong" and found["explain"] == ""
    assert len(found["reasons"]) == 1 and named in found["reasons"][0], found["reasons"]
    right = judge_step(WHOM, 2, ask("ask A B 6♦"), lang)
    assert right["verdict"] == "right" and said in right["explain"], right["explain"]


@pytest.mark.parametrize(("lang", "words"), [
    ("fr", {"6♦": ("le 6 de carreau", "carreaux bas"), "Q♠": ("la dame de pique", "piques hauts")}),
    ("es", {"6♦": ("el 6 de diamantes", "diamantes bajos"), "Q♠": ("la reina de picas", "picas altas")}),
])
def test_the_set_of_cards_is_the_answer_each_explained(lang: str, words: dict) -> None:
    found = judge_step(MUST_HOLD, 1, {"choices": ["Q♠", "6♦"]}, lang)
    assert found["verdict"] == "right"
    for card, half in words.values():
        assert card in found["explain"] and half in found["explain"], found["explain"]
    for choice in words:  # one card of the two: refused, saying one more is missing (not which)
        partial = judge_step(MUST_HOLD, 1, {"choices": [choice]}, lang)
        assert partial["verdict"] == "wrong" and partial["missing"] == 1 and partial["tried"] == []
        other = next(c for c in words if c != choice)
        assert not any(words[other][0] in reason for reason in partial["reasons"]), partial["reasons"]
    mixed = judge_step(MUST_HOLD, 1, {"choices": ["6♦", "Q♠", "2♥"]}, lang)
    assert mixed["verdict"] == "wrong" and mixed["tried"] == ["2♥"] and mixed["missing"] == 0
    with pytest.raises(MalformedInput):  # a single choice is not an answer to a question of several
        judge_step(MUST_HOLD, 1, {"choice": "6♦"}, lang)


REFUSED = load_lesson(next(LESSONS.glob("*-refused-ask.toml")))


@pytest.mark.parametrize(("lang", "fact"), [
    ("fr", "En demandant le 3 de carreau, Carmen a montré"),
    ("es", "Al pedir el 3 de diamantes, Carmen mostró"),
])
@pytest.mark.parametrize("seat", ["B", "D", "E", "F"])
def test_a_wrong_deduction_is_ruled_out_without_the_answer(seat: str, lang: str, fact: str) -> None:
    """What rules a seat out here is that Carmen must hold the 6♦: the reason says that another seat must,
    not which (the answer), nor the deduction that names her; both come with the answer, which the page
    shows after a second wrong try."""
    found = judge_step(REFUSED, 1, {"choice": seat}, lang)
    assert found["verdict"] == "wrong" and len(found["reasons"]) == 1
    assert "Carmen" not in found["reasons"][0] and fact not in found["reasons"][0], found["reasons"]
    assert found["answer"].startswith(("La réponse\xa0: Carmen.", "La respuesta: Carmen."))
    assert fact in found["answer"], found["answer"]


def test_a_seat_ruled_out_by_its_own_refusal_is_told_so() -> None:
    """From Elena's seat: David said no to Carmen's ask for the 3♦, which is the fact that rules David
    out (not why someone else holds it, which Elena does not know)."""
    from engine.core.cards import Card
    from engine.literature.knowledge import knowledge_of

    game = spec("literature")
    state = game.adapter.position_from_json(REFUSED.position)
    for text in ("ask C D 3♦", "ask D A 2♥"):
        state = game.adapter.apply(state, game.adapter.parse_action(text))
    know = knowledge_of(state, "E")
    assert know.holder(Card.parse("3♦")) is None and "D" not in know.holders(Card.parse("3♦"))
    (reason,) = know.why_not(Card.parse("3♦"), "D")
    assert reason.code == "literature.why-refused"
    assert reason.args == {"seat": "D", "asker": "C", "card": "3♦"}
