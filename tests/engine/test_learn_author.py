"""The author's tool, ``python -m engine lesson GAME/ID [--lang fr|es] [--try STEP ANSWER]… [--json]``: the
JSON of issue 24 (one entry per try, one per step not tried), the verdicts and the feedback the reader
gets, the text form with the right answers, and the errors (exit status 1)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.core.i18n import tr
from engine.learn.lessons import judge_step
from engine.learn.library import find
from engine.learn.widgets import LESSON_UI

ROOT = Path(__file__).resolve().parents[2]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_json_of_a_lesson_with_tries(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    code, out, _ = _run(capsys, "lesson", "literature/whom", "--lang", lang, "--try", "2", "ask A D 6♦",
                        "--try", "2", "ask A B 6♦", "--json")
    assert code == 0
    report = json.loads(out)
    assert report["lesson"] == "literature/whom"
    assert [set(s) for s in report["steps"]] == [{"step", "task", "answer", "verdict", "feedback"}] * 3
    first, wrong, right = report["steps"]
    assert (first["step"], first["answer"], first["verdict"], first["feedback"]) == (1, None, None, "")
    assert (wrong["step"], wrong["answer"], wrong["verdict"]) == (2, "ask A D 6♦", "wrong")
    assert (right["step"], right["verdict"]) == (2, "right")
    lesson = find("literature/whom")
    from engine.core.moves import move_json
    from engine.games import spec

    judged = judge_step(lesson, 2, {"move": move_json(spec("literature").adapter.parse_action("ask A D 6♦"))},
                        lang)
    assert judged["reasons"][0] in wrong["feedback"] and "Bruno" in judged["reasons"][0]
    assert right["feedback"].startswith(tr(lang, LESSON_UI["right"]))
    assert wrong["task"] == right["task"] != first["task"]


def test_several_choices_and_the_text_form(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "lesson", "go-fish/the-end", "--try", "1", "A", "--try", "1", "A,B", "--json")
    assert code == 0
    verdicts = [s["verdict"] for s in json.loads(out)["steps"]]
    assert verdicts == ["wrong", "right"]  # one winner of two refused; both right
    code, out, _ = _run(capsys, "lesson", "kachuful/bidding", "--lang", "es", "--try", "2", "bid A 3")
    assert code == 0
    assert "right: bid A 1" in out and "aim sure-tricks" in out and "try bid A 3: wrong" in out
    assert "right: A" in out  # the step not tried: its task and right answers


@pytest.mark.parametrize("argv", [
    ["lesson", "go-fish/nope"],
    ["lesson", "go-fish/the-end", "--try", "9", "A"],
    ["lesson", "go-fish/the-end", "--try", "x", "A"],
    ["lesson", "go-fish/deal", "--try", "1", "99"],
    ["lesson", "literature/whom", "--try", "2", "claim nonsense"],
])
def test_errors_exit_with_status_1(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 1 and out == "" and err.strip()


def test_it_runs_as_a_module() -> None:
    done = subprocess.run([sys.executable, "-m", "engine", "lesson", "go-fish/deal", "--json"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    assert [s["step"] for s in json.loads(done.stdout)["steps"]] == [1, 2, 3]
