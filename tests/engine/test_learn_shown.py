"""What a lesson's table shows, in both languages: nothing that states the answer before the step is
answered (the turn marker of a question about the turn, or whose answer is the seat to play), and what the
right answer did once it is given (the move, then the moves the table plays after it: ``then``)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.learn.lessons import judge_step, step_view
from engine.learn.library import find

LANGS = ("fr", "es")


def _values(node: Any, key: str) -> list[str]:
    """Every value of the attribute ``key`` in a render tree."""
    if not isinstance(node, dict):
        return []
    own = [str(node["attrs"][key])] if key in node.get("attrs", {}) else []
    return own + [v for child in node.get("children", []) for v in _values(child, key)]


def _turn_marked(table: dict[str, Any]) -> bool:
    classes = " ".join(_values(table, "class")).split()
    return "badge--turn" in classes or "is-turn" in classes or "data-turn" in table["attrs"]


def _lesson(name: str):
    found = find(name)
    assert found is not None, name
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "number", "answer"), [
    ("go-fish/deal", 3, {"choice": "A"}),  # who asks first: Ana, the seat to play
    ("kachuful/bidding", 1, {"choice": "A"}),  # who bids first: Ana, the seat to bid
    ("go-fish/go-fish", 1, {"choice": "no"}),  # does Ana play again: the marker is on Ana, to draw
    ("go-fish/lucky-draw", 1, {"choice": "yes"}),
])
def test_a_turn_marker_that_answers_is_hidden_until_the_step_is_answered(name: str, number: int,
                                                                          answer: dict, lang: str) -> None:
    lesson = _lesson(name)
    view = step_view(lesson, number, lang)
    assert not _turn_marked(view["table"]), name
    if "choice" in answer and len(answer["choice"]) == 1:  # a seat: the reader's seat is not the answer
        assert view["table"]["attrs"]["data-reader"] != answer["choice"]
    right = judge_step(lesson, number, answer, lang)
    assert right["verdict"] == "right"
    shown = right["table"]  # the table as the answer leaves it, its turn marked again
    assert _turn_marked(shown) and shown["attrs"]["data-reader"] == view["table"]["attrs"]["data-reader"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_marker_that_answers_nothing_stays(lang: str) -> None:
    """Whom may Ana ask? Ana is to play, and is not the answer: the marker stays, on her."""
    view = step_view(_lesson("go-fish/whom"), 1, lang)
    assert view["table"]["attrs"]["data-turn"] == "A" and _turn_marked(view["table"])
