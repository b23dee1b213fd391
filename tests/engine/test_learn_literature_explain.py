"""Literature's first lessons explain the answer the reader gave, not another one: the move made on the
table (lesson 1, step 2: any legal ask is right, and the explanation names the seat asked) and the card
chosen among several right ones (lesson 2), in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

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


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", {"B": "Bruno ne l’a pas", "D": "David ne l’a pas", "F": "Félix ne l’a pas"}),
    ("es", {"B": "Bruno no tiene esa carta", "D": "David no tiene esa carta",
            "F": "Félix no tiene esa carta"}),
])
@pytest.mark.parametrize("move", ["ask A B 6♦", "ask A D Q♠", "ask A F K♠", "ask A D 6♦"])
def test_the_explanation_of_a_move_names_the_seat_asked(move: str, lang: str, said: dict) -> None:
    target = move.split()[2]
    found = judge_step(WHOM, 2, ask(move), lang)
    assert found["verdict"] == "right"
    assert said[target] in found["explain"], found["explain"]
    assert not any(text in found["explain"] for seat, text in said.items() if seat != target)


@pytest.mark.parametrize(("lang", "words"), [
    ("fr", {"6♦": ("le 6 de carreau", "carreaux bas"), "Q♠": ("la dame de pique", "piques hauts")}),
    ("es", {"6♦": ("el 6 de diamantes", "diamantes bajos"), "Q♠": ("la reina de picas", "picas altas")}),
])
def test_the_explanation_of_a_card_is_of_the_card_chosen(lang: str, words: dict) -> None:
    for choice, (card, half) in words.items():
        found = judge_step(MUST_HOLD, 1, {"choice": choice}, lang)
        assert found["verdict"] == "right"
        assert card in found["explain"] and half in found["explain"], found["explain"]
        other_card, other_half = next(w for c, w in words.items() if c != choice)
        assert other_card not in found["explain"] and other_half not in found["explain"]
