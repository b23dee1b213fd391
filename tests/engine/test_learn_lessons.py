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
from engine.present.tree import attrs_of, is_element, walk

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
WHOM = "literature/whom"
ASKING = "go-fish/asking"
DEAL = "go-fish/deal"


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
     ["step 1", "misses the aim claim-won", "learn.literature.aim-misplaced"], ON_TABLE),
    # a wrong move that reaches the aim
    (lambda text: text.replace(WRONG_CLAIM, RIGHT_CLAIM.replace("right", "wrong"), 1),
     ["step 1", "accepted by the rules and reaches the aim claim-won"], ON_TABLE),
    # an aim the game does not have, and an aim on a question
    (lambda text: text.replace('aim = "claim-won"', 'aim = "claim-lost"', 1),
     ["step 1", "no aim 'claim-lost'"], ON_TABLE),
    (lambda text: text.replace('ask = "forbidden-bid"', 'ask = "forbidden-bid"\naim = "claim-won"', 1),
     ["steps[1].aim", "only a step on the table"], BID),
    # a step made to accept every legal move: the task names one ask, but neither aim nor wrong move
    (lambda text: text.replace('aim = "move"\n', "", 1).replace('wrong = ["ask A D 6♦"]\n', "", 1),
     ["step 2", "every legal move reaches the step's aim (it has none)", "teaches nothing"], WHOM),
    (lambda text: text.replace('aim = "ask-yes"\n', "", 1).replace('wrong = ["ask A B 7"]',
                                                                      'right = ["ask A B 7"]', 1)
     .replace('right = ["ask A B 6"]\n', "", 1), ["step 2", "every legal move reaches"], ASKING),
    # a step made to show its answer: the deal's line (“… Ana asks first”), or the task's own words
    (lambda text: text.replace('ask = "first-asker"', 'ask = "first-asker"\nhistory = "all"', 1),
     ["step 3", "the text shown spells the answer 'A'", "Ana"], DEAL),
    (lambda text: text.replace('ask = "deal-size"', 'ask = "deal-size"\nhistory = "all"', 1),
     ["step 1", "spells the answer '5'"], DEAL),
    (lambda text: text.replace('{seat} dealt. Who asks first?"',
                               '{seat} dealt; Ana sits on the left. Who asks first?"', 1),
     ["step 3", "spells the answer 'A'"], DEAL),
    # a title that names the answer (shown with every step)
    (lambda text: text.replace('title = "The deal"', 'title = "Ana"', 1),
     ["step 3", "spells the answer 'A'", "Ana"], DEAL),
    # a move the table plays after the answer that the rules refuse there
    (lambda text: text.replace('then = ["draw A"]', 'then = ["draw B"]', 1),
     ["step 1", "then: “draw B” is refused"], "go-fish/go-fish"),
    (lambda text: text.replace('history = "all"', 'history = "some"', 1) if 'history = "all"' in text
     else text.replace('ask = "first-asker"', 'ask = "first-asker"\nhistory = "some"', 1),
     ["steps[3].history", "one of moves, all, none"], DEAL),
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
    lesson = next(x for x in load_library(LESSONS)["kachuful"] if x.id == "program")
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


def test_a_step_shows_only_the_history_of_its_moves_until_answered() -> None:
    """Go Fish's deal (“… Ana asks first”) and end (“… for Ana and Bruno”) lines are not shown with the
    question they answer; the whole history comes with the right answer."""
    library = load_library(LESSONS)
    found = {lesson.name: lesson for lessons in library.values() for lesson in lessons}
    for name, number, answer in (("go-fish/deal", 3, {"choice": "A"}),
                                 ("go-fish/the-end", 1, {"choices": ["A", "B"]})):
        for lang in ("fr", "es"):
            view = step_view(found[name], number, lang)
            assert view["history"] == [], (name, view["history"])
            right = judge_step(found[name], number, answer, lang)
            assert right["verdict"] == "right" and right["history"], name
            assert any("Ana" in line for line in right["history"])
    # a step with moves before it shows them, and not the deal's line
    view = step_view(found["literature/refused-ask"], 1, "fr")
    assert len(view["history"]) == 1 and "3 de carreau" in view["history"][0]


def _attrs(node, key: str) -> list:
    if not is_element(node):
        return []
    return [attrs_of(n)[key] for n in walk(node) if key in attrs_of(n)]


def test_claims_in_lessons_start_empty() -> None:
    """The claim builder of a lesson places no holder: the reader places every one (the table elsewhere
    still places the holders known for certain)."""
    library = load_library(LESSONS)
    steps = [(lesson, n) for lesson in library["literature"] for n, step in enumerate(lesson.steps, 1)
             if step.aim == "claim-won"]
    assert len(steps) >= 3
    for lesson, number in steps:
        table = step_view(lesson, number, "fr")["table"]
        assert _attrs(table, "data-claim-card"), lesson.name
        assert [p for p in _attrs(table, "data-placed") if p] == [], (lesson.name, number)


def test_a_question_asked_before_it_is_taught_fails_the_build(tmp_path: Path) -> None:
    """Teach before asking: Kachuful's scoring lesson moved to the front of the path (a copy) asks about
    bids and scoring before any lesson taught them; a lesson that stops teaching a term its own question
    needs fails too."""
    copy = tmp_path / "lessons"
    shutil.copytree(LESSONS, copy)
    folder = copy / "kachuful"
    (folder / "01-follow-suit.toml").rename(folder / "tmp.toml")
    (folder / "07-exact-scoring.toml").rename(folder / "01-exact-scoring.toml")
    (folder / "tmp.toml").rename(folder / "07-follow-suit.toml")
    with pytest.raises(LibraryError) as caught:
        load_library(copy)
    message = str(caught.value)
    assert str(folder / "01-exact-scoring.toml") in message and "step 1" in message
    assert "it asks about bid" in message and "taught by no earlier lesson" in message
    shutil.rmtree(copy)
    path = _broken_copy(tmp_path, lambda text: text.replace('teaches = ["trump"]\n', "", 1),
                        "kachuful/trick-winner")
    with pytest.raises(LibraryError) as caught:
        load_library(tmp_path / "lessons")
    assert str(path) in str(caught.value) and "it asks about trump" in str(caught.value)
    load_library(LESSONS)


@pytest.mark.parametrize(("game", "late", "term"), [
    ("literature", "06-misplaced-claim", "claim"),  # what a claim is: taught by lesson 4
    ("go-fish", "09-the-end", "book"),  # books: taught by lesson 6
    ("go-fish", "07-remember", "ask"),  # asking: taught by lesson 2
])
def test_literature_and_go_fish_teach_before_they_ask(tmp_path: Path, game: str, late: str,
                                                       term: str) -> None:
    """A copy of the path with a later lesson swapped with the first fails, naming it."""
    copy = tmp_path / "lessons"
    shutil.copytree(LESSONS, copy)
    folder = copy / game
    first = next(folder.glob("01-*.toml"))
    number, name = late.split("-", 1)
    first.rename(folder / f"{number}-{first.stem.split('-', 1)[1]}.toml")
    (folder / f"{late}.toml").rename(folder / f"01-{name}.toml")
    with pytest.raises(LibraryError) as caught:
        load_library(copy)
    message = str(caught.value)
    assert str(folder / f"01-{name}.toml") in message and f"it asks about {term}" in message, message
