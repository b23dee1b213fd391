"""Lessons: every file checks; a lesson broken on purpose (in a temporary copy) fails the build with its
file and step; a page's answers are judged by the engine whatever the page sends."""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from engine import bridge
from engine.learn.lessons import judge_step, step_view
from engine.learn.library import LibraryError, load_library

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "docs" / "lessons"


def _hooks():  # scripts/hooks.py, as mkdocs loads it
    found = importlib.util.spec_from_file_location("learn_hooks", ROOT / "scripts" / "hooks.py")
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def test_every_lesson_checks() -> None:
    library = load_library(LESSONS)
    assert library, "no lesson at all"
    for game, lessons in library.items():
        assert [lesson.number for lesson in lessons] == list(range(1, len(lessons) + 1)), game
        assert len({lesson.id for lesson in lessons}) == len(lessons)


def _broken_copy(tmp_path: Path, edit, lesson: str = "kachuful/forbidden-bid") -> Path:
    copy = tmp_path / "lessons"
    shutil.copytree(LESSONS, copy)
    game, name = lesson.split("/")
    path = next((copy / game).glob(f"*-{name}.toml"))
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    return path


RIGHT_CLAIM = 'right = ["claim A low-♦ A:2♦,3♦,4♦ C:5♦,6♦,7♦"]'
WRONG_CLAIM = 'wrong = ["claim A low-♦ A:2♦,3♦,4♦,5♦ C:6♦,7♦"]'
ON_TABLE = "literature/claim-on-table"
BID = "kachuful/forbidden-bid"


@pytest.mark.parametrize(("edit", "words", "lesson"), [
    # a right answer that the engine judges wrong
    (lambda text: text.replace('right = ["1"]', 'right = ["2"]', 1), ["step 1", "judges ['1'] right"],
     BID),
    # a wrong move that the rules accept
    (lambda text: text.replace('wrong = ["bid D 1"]', 'wrong = ["bid D 0"]', 1), ["step 2", "accepted"],
     BID),
    # a right move that the rules refuse
    (lambda text: text.replace('right = ["bid D 0",', 'right = ["bid D 1",', 1), ["step 2", "refused"],
     BID),
    # a move before the step that is not legal
    (lambda text: text.replace('"bid C 1"]', '"bid C 9"]', 1), ["step 1", "refused"], BID),
    # a malformed file
    (lambda text: text.replace("explain =", "explained =", 1), ["steps[1].explained", "unknown key"],
     BID),
    # a claim on the table: a right move the rules accept that misses the aim (a misplaced holder)
    (lambda text: text.replace(RIGHT_CLAIM, WRONG_CLAIM.replace("wrong", "right"), 1),
     ["step 1", "misses the aim claim-won", "learn.literature.outcome-misplaced"], ON_TABLE),
    # a wrong move that reaches the aim
    (lambda text: text.replace(WRONG_CLAIM, RIGHT_CLAIM.replace("right", "wrong"), 1),
     ["step 1", "accepted by the rules and reaches the aim claim-won"], ON_TABLE),
    # an aim the game does not have, and an aim on a question
    (lambda text: text.replace('aim = "claim-won"', 'aim = "claim-lost"', 1),
     ["step 1", "no aim 'claim-lost'"], ON_TABLE),
    (lambda text: text.replace('ask = "forbidden-bid"', 'ask = "forbidden-bid"\naim = "claim-won"', 1),
     ["steps[1].aim", "only a step on the table"], BID),
])
def test_a_broken_lesson_fails_the_build_naming_file_and_step(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edit, words, lesson) -> None:
    from mkdocs.exceptions import PluginError

    path = _broken_copy(tmp_path, edit, lesson)
    with pytest.raises(LibraryError) as caught:
        load_library(tmp_path / "lessons")
    assert str(path) in str(caught.value)
    for word in words:
        assert word in str(caught.value)
    hooks = _hooks()
    monkeypatch.setattr(hooks, "LESSONS", tmp_path / "lessons")
    with pytest.raises(PluginError) as failed:
        hooks.check_lessons()
    assert str(path) in str(failed.value) and words[0] in str(failed.value)
    load_library(LESSONS)  # the real lessons back for the other tests


def test_the_bridge_judges_and_trusts_nothing() -> None:
    lesson = load_library(LESSONS)["kachuful"][0]
    data = lesson.to_json()

    def ask(**request):
        return json.loads(bridge.handle(json.dumps({"lang": "es", **request})))

    view = ask(op="learn.step", lesson=data, step=1)
    assert view["ok"] and view["result"]["task"] == step_view(lesson, 1, "es")["task"]
    wrong = ask(op="learn.answer", lesson=data, step=1, answer={"choice": "2"})["result"]
    assert wrong["verdict"] == "wrong" and wrong["reasons"]
    assert wrong == judge_step(lesson, 1, {"choice": "2"}, "es")
    # a page that changes the lesson's expected answer is refused with the reason, in Spanish
    forged = json.loads(json.dumps(data))
    forged["steps"][0]["right"] = ["2"]
    refused = ask(op="learn.answer", lesson=forged, step=1, answer={"choice": "2"})
    assert not refused["ok"] and refused["error"]["code"] == "lesson-failed"
    assert "paso 1" in refused["error"]["message"]
    for bad in ({"choice": "99"}, {"choice": 1}, {"move": {"kind": "bid"}}, "x"):
        reply = ask(op="learn.answer", lesson=data, step=1, answer=bad)
        assert not reply["ok"] and reply["error"]["code"] != "internal-error", bad
    assert ask(op="learn.step", lesson=data, step=9)["error"]["code"] == "step-out-of-range"
    unknown = ask(op="learn.drill", game="kachuful", drill="nope", seed=1)
    assert unknown["error"]["code"] == "learn.drill-unknown"
    assert ask(op="learn.drill", game="kachuful", drill="trick-winner", seed=-1)["error"]["code"] == \
        "value-out-of-range"
    assert ask(op="learn.drill-answer", game="kachuful", drill="trick-winner", seed=1,
               choice="Z")["error"]["code"] == "learn.choice-unknown"
