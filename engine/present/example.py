"""A worked example's step as shown on the page: the table, the narration, the progress."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import N_, tr
from ..core.serial import dumps
from ..games import adapter
from ..scenario import Frame, Scenario, parse_scenario, replay
from ..scenario.replay import narration
from .tree import Node, el


@lru_cache(maxsize=32)
def _frames(canonical: str) -> tuple[Scenario, tuple[Frame, ...]]:
    import json

    raw = json.loads(canonical)
    name = raw.pop("name", "example") if isinstance(raw, dict) else "example"
    scenario = parse_scenario(raw, str(name))
    return scenario, replay(scenario)


def frames_of(data: dict[str, Any]) -> tuple[Scenario, tuple[Frame, ...]]:
    return _frames(dumps(data))


def step_view(data: dict[str, Any], step: int, lang: str) -> dict[str, Any]:
    """Step ``step`` (1-based) of the scenario ``data`` (as ``Scenario.to_json`` gives it)."""
    scenario, frames = frames_of(data)
    if not 1 <= step <= len(frames):
        raise MalformedInput("step-out-of-range", step=step)
    frame = frames[step - 1]
    body: Node = adapter(scenario.game).present(frame.state, lang, **(scenario.present or {}))
    return {
        "step": step,
        "total": len(frames),
        "refused": bool(frame.refusal),
        "body": body,
        "narration": narration_node(frame, lang),
        "progress": tr(lang, N_("Step {step} of {total}"), step=step, total=len(frames)),
    }


def narration_node(frame: Frame, lang: str) -> Node:
    lines = narration(frame, lang)
    refused_from = len(lines) - len(frame.refusal) - (1 if frame.note else 0)
    items = []
    for i, line in enumerate(lines):
        cls = None
        if frame.refusal and refused_from - 1 <= i < refused_from + len(frame.refusal):
            cls = "refusal"
        items.append(el("p", line, cls=cls))
    return el("div", *items, cls="narration-lines")
