"""Every act checks its aim: a legal move that misses what the step teaches is wrong, with the engine's
reason why it misses (in both languages), the three cases of issue 24 among them: asking David instead
of Bruno for the 6♦ (Literature, “whom”), asking Bruno for sevens he does not hold (Go Fish, “asking”),
bidding 3 with Q♠ K♥ 5♦, every hand shown (Kachuful, “bidding”: bid your sure tricks). The reason says why
the move misses, never the move that does not (the sure tricks' count, where a card really is)."""

from __future__ import annotations

import pytest

from engine.core.moves import move_json
from engine.games import spec
from engine.kachuful.aims import sure_tricks
from engine.learn.lessons import _state, judge_step
from engine.learn.library import find
from engine.present.tree import attrs_of

CASES = [  # lesson, step, the legal move that misses, words of the reason (fr, es), the right move
    ("literature/whom", 2, "ask A D 6♦", {"fr": ["Bruno", "6 de carreau"], "es": ["Bruno", "6 de diamantes"]},
     "ask A B 6♦"),
    ("go-fish/asking", 2, "ask A B 7", {"fr": ["Bruno", "sept", "Pioche"], "es": ["Bruno", "siete"]},
     "ask A B 6"),
    ("kachuful/bidding", 2, "bid A 3", {"fr": ["Ana", "3 plis"], "es": ["Ana", "3 bazas"]}, "bid A 1"),
]
UNSAID = {"kachuful/bidding": ("1",)}  # the bid that is right, sure of one trick: not in the reason


def _move(game: str, text: str) -> dict:
    return {"move": move_json(spec(game).adapter.parse_action(text))}


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize(("name", "number", "missing", "words", "right"), CASES)
def test_a_legal_move_that_misses_the_aim_is_wrong_with_the_reason(
        name: str, number: int, missing: str, words: dict, right: str, lang: str) -> None:
    lesson = find(name)
    assert lesson is not None
    game = spec(lesson.game)
    state = _state(lesson, number)
    assert not game.adapter.explain(state, game.adapter.parse_action(missing))  # the rules accept it
    found = judge_step(lesson, number, _move(lesson.game, missing), lang)
    assert found["verdict"] == "wrong" and found["explain"] == ""
    reason = " ".join(found["reasons"])
    for word in words[lang]:
        assert word in reason, (word, reason)
    for word in UNSAID.get(name, ()):
        assert word not in reason.split(), (word, reason)
    assert judge_step(lesson, number, _move(lesson.game, right), lang)["verdict"] == "right"


def test_sure_tricks_with_every_hand_shown() -> None:
    """Kachuful's deal 11 of the lessons (clubs trumps): Ana, on lead with Q♠ K♥ 5♦, is sure of the queen of
    spades only (every other hand holds a spade; the king of hearts falls to the ace)."""
    lesson = find("kachuful/bidding")
    state = _state(lesson, 2)
    assert sure_tricks(state, "A") == 1
    for bid in (0, 2, 3):
        assert judge_step(lesson, 2, _move("kachuful", f"bid A {bid}"), "fr")["verdict"] == "wrong"


@pytest.mark.parametrize(("lang", "given"), [("fr", "Bruno donne"), ("es", "Bruno entrega")])
def test_a_right_act_shows_what_it_did(lang: str, given: str) -> None:
    """After the right ask (Go Fish, “asking”), the table is the position after it (one move further,
    nothing to press) and the history tells the consequence: Bruno gives his sixes."""
    lesson = find("go-fish/asking")
    found = judge_step(lesson, 2, _move("go-fish", "ask A B 6"), lang)
    assert found["verdict"] == "right"
    assert attrs_of(found["table"])["data-ply"] == "1"
    assert any(line.startswith(given) for line in found["history"]), found["history"]


@pytest.mark.parametrize(("lang", "words"), [("fr", ["5 de carreau", "Ana"]),
                                            ("es", ["5 de diamantes", "Ana"])])
def test_a_wrong_claim_names_the_holder_named_wrong(lang: str, words: list[str]) -> None:
    """Literature, “claim on the table”: a claim that puts the 5♦ with Ana is told that the 5♦ is not hers,
    not who holds it (Carmen: the answer); a claim that wins another half-suit than the one the task names
    misses the aim too."""
    lesson = find("literature/claim-on-table")
    found = judge_step(lesson, 1, _move("literature", "claim A low-♦ A:2♦,3♦,4♦,5♦ C:6♦,7♦"), lang)
    assert found["verdict"] == "wrong"
    for word in words:
        assert word in found["reasons"][0], found["reasons"]
    assert "Carmen" not in found["reasons"][0] and "Carmen" in found["answer"]
    other = judge_step(lesson, 1, _move("literature", "claim A high-♠ A:9♠,10♠ C:J♠,Q♠ E:K♠,A♠"), lang)
    assert other["verdict"] == "wrong" and other["reasons"]
