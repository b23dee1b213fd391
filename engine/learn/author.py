"""The author's tool: ``python -m engine lesson GAME/ID [--lang fr|es] [--try STEP ANSWER]… [--json]``
replays a lesson (each step from its position, the earlier steps answered right) and gives each step's
task, its right answers and, for each ``--try``, the verdict and the feedback the reader would get (a
step's second wrong try, and each one after it, shows the answer too, as the page does).

A step is numbered from 1 (as the page's ``data-step``); an answer on the table is a move in the game's
notation (``ask A D 6♦``), a choice its value (``8♥``), several choices joined by commas (``B,D,F``).
The JSON: ``{"lesson": "<game>/<id>", "steps": [{"step": n, "task": str, "answer": str|null,
"verdict": "right"|"wrong"|null, "feedback": str}]}``: one entry for each try, in the order given, and
one (answer, verdict null; no feedback) for each step not tried."""

from __future__ import annotations

from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import tr
from ..core.moves import move_json
from ..games import spec
from .asking import task_text
from .giveaways import REVEAL_AFTER
from .lessons import judge_step
from .library import find
from .model import Lesson
from .widgets import LESSON_UI, lesson_heading


def _answer(lesson: Lesson, number: int, text: str) -> dict[str, Any]:
    game = spec(lesson.game)
    step = lesson.steps[number - 1]
    if step.act is not None:
        return {"move": move_json(game.adapter.parse_action(text))}
    if game.questions[step.ask or ""].several:
        return {"choices": [part.strip() for part in text.split(",") if part.strip()]}
    return {"choice": text.strip()}


def feedback(verdict: dict[str, Any], lang: str, reveal: bool = False) -> str:
    """What the reader reads after an answer: "Right!" and the explanation, or "Not quite" and why (and,
    ``reveal``: after a repeated wrong try, the answer)."""
    if verdict["verdict"] == "right":
        return " ".join(t for t in (tr(lang, LESSON_UI["right"]), verdict["explain"]) if t)
    shown = (verdict["answer"],) if reveal and verdict.get("answer") else ()
    return " — ".join((tr(lang, LESSON_UI["wrong"], attempt=verdict["attempt"]), *verdict["reasons"], *shown))


def replay(name: str, lang: str, tries: list[tuple[int, str]]) -> dict[str, Any]:
    """The lesson ``name`` ("go-fish/deal") replayed with the answers ``tries`` ((step, answer), …)."""
    lesson = find(name)
    if lesson is None:
        raise MalformedInput("field-unknown", field=f"lesson {name}"[:60])
    for number, _ in tries:
        if not 1 <= number <= len(lesson.steps):
            raise MalformedInput("step-out-of-range", step=str(number))
    steps = []
    for number, step in enumerate(lesson.steps, start=1):
        task = task_text(step.task, dict(step.say), lang)
        mine = [text for n, text in tries if n == number]
        if not mine:
            steps.append({"step": number, "task": task, "answer": None, "verdict": None, "feedback": ""})
        wrong = 0
        for text in mine:
            found = judge_step(lesson, number, _answer(lesson, number, text), lang)
            wrong += found["verdict"] == "wrong"
            steps.append({"step": number, "task": task, "answer": text, "verdict": found["verdict"],
                          "feedback": feedback(found, lang, wrong >= REVEAL_AFTER)})
    return {"lesson": lesson.name, "steps": steps}


def lines(name: str, lang: str, tries: list[tuple[int, str]]) -> list[str]:
    """The replay as text: each step's task and right answers, then each try's verdict and feedback."""
    report = replay(name, lang, tries)
    lesson = find(name)
    assert lesson is not None
    out = [f"{lesson.name}: {lesson_heading(lesson, lang)} (steps: {len(lesson.steps)}, {lang})"]
    told: set[int] = set()
    for entry in report["steps"]:
        number = entry["step"]
        step = lesson.steps[number - 1]
        if number not in told:
            told.add(number)
            kind = (f"act {step.act}" + (f", aim {step.aim}" if step.aim else "")) if step.act \
                else f"ask {step.ask}"
            out += ["", f"{number}. {entry['task']}", f"   ({kind}) right: {' | '.join(step.right)}"]
        if entry["answer"] is not None:
            out.append(f"   try {entry['answer']}: {entry['verdict']}: {entry['feedback']}")
    return out
