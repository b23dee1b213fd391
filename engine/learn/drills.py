"""Drills: a game deals a position and a question from a seed, the engine answers it (the seed is in the
drill's link, so a drill can be shared)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import ntr, tr
from ..core.learn import Dealt, Drill
from ..core.rng import Rng
from ..core.spec import MAX_SEED, GameSpec
from ..games import spec
from ..present.table import render as render_table
from . import asking
from .asking import choices, history, judged, label, question, question_table, task_text, verdict


def drill_of(game: GameSpec, kind: Any) -> Drill:
    found = game.drills.get(kind) if isinstance(kind, str) else None
    if found is None:
        raise MalformedInput("learn.drill-unknown", drill=str(kind)[:40], game=game.name)
    return found


def read_seed(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_SEED:
        raise MalformedInput("value-out-of-range", field="seed", low=0, high=MAX_SEED)
    return value


@lru_cache(maxsize=64)
def dealt(name: str, kind: str, seed: int) -> Dealt:
    return drill_of(spec(name), kind).deal(Rng(seed))


def drill_view(name: str, kind: Any, seed: Any, lang: str) -> dict[str, Any]:
    game = spec(name)
    drill, seed = drill_of(game, kind), read_seed(seed)
    d = dealt(game.name, kind, seed)
    q = question(game, drill.question)
    model = question_table(game, q, d.state, d.args, d.view, d.reader, lang)
    lines = history(game, d.state, d.view, lang)
    recall = ntr(lang, "The log is hidden ({n} line): answer from memory.",
                 "The log is hidden ({n} lines): answer from memory.", len(lines)) if drill.memory else ""
    return {
        "game": game.name, "kind": kind, "seed": seed, "title": tr(lang, drill.title),
        "task": task_text(q.task, dict(q.words(d.state, d.args)), lang), "question": q.kind,
        "history": lines, "memory": drill.memory,
        # what a memory drill shows once the log is hidden: how much there was, not what
        "recall": recall,
        "table": render_table(model, lang, len(getattr(d.state, "actions", ())),
                              hidden_view=d.view is not None, helps=False),
        "choices": choices(q, d.state, d.args, lang),
    }


def drill_answer(name: str, kind: Any, seed: Any, choice: Any, lang: str) -> dict[str, Any]:
    game = spec(name)
    drill, seed = drill_of(game, kind), read_seed(seed)
    d = dealt(game.name, kind, seed)
    q = question(game, drill.question)
    if not isinstance(choice, str) or choice not in q.choices(d.state, d.args):
        raise MalformedInput("learn.choice-unknown", choice=str(choice)[:40])
    found = verdict(judged(q, d.state, d.args, choice), choice, lang)
    answer = {} if found["verdict"] == "right" else {"answer": asking.answer_shown(q, d.state, d.args, lang)}
    return {"verdict": found["verdict"], "attempt": label(q.kind, choice, lang, q.labels),
            "reasons": found["reasons"], "explain": found["because"], **answer}
