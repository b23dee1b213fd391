"""Two variants side by side: the same deal and moves under both values of one rule switch."""

from __future__ import annotations

from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import tr
from ..core.messages import describe_error
from ..ops import op
from .config import Config, read_config
from .operations import optional_seat, read_at
from .replay import replay
from .view import draw_table, legal_moves


def _column(config: Config, at: int, view_seat: str | None, lang: str) -> dict[str, Any]:
    """The deal and the first ``at`` moves under ``config``'s rules, as far as those rules allow."""
    diverged = None
    try:
        rep = replay(config.with_line(config.line[:at]), lang)
    except MalformedInput as exc:
        if exc.code != "workbench.line-illegal":  # the deal itself (an edited one) is impossible here
            return {"rules": config.rules, "reached": 0, "diverged": None,
                    "impossible": describe_error(exc, lang), "turn": None, "table": None, "legal": [],
                    "last": [], "over": False, "result": None}
        step = int(exc.params["step"])
        diverged = {"step": step, "reason": str(exc.params["reason"])}
        rep = replay(config.with_line(config.line[: step - 1]), lang)
    state, game = rep.state, rep.game
    turn = game.turn(state)
    legal = legal_moves(rep, len(rep.actions), lang) if turn is not None else []
    over = game.over(state)
    return {"rules": config.rules, "reached": len(rep.actions), "diverged": diverged, "impossible": None,
            "turn": turn, "table": draw_table(game, state, view_seat, lang, len(rep.actions)),
            "legal": [item["label"] for item in legal], "last": rep.lines(lang, view_seat)[-1],
            "over": over, "result": game.result(state) if over else None}


@op("workbench.compare")
def compare_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    at = read_at(request, config)
    game = config.spec
    switch = request.get("switch", game.compared)
    if not isinstance(switch, str) or switch not in game.switches:
        raise MalformedInput("workbench.compare-switch", switch=str(switch)[:40], field="switch")
    view_seat = optional_seat(request, "view", config.seats)
    defaults = game.rule_defaults()
    columns = []
    for value in (True, False):
        rules = {**config.rules, switch: value}
        rules = {k: v for k, v in rules.items() if v != defaults.get(k)}
        columns.append({"value": value, **_column(config.with_rules(rules), at, view_seat, lang)})
    same = all(columns[0][k] == columns[1][k]
               for k in ("table", "legal", "last", "reached", "result", "impossible"))
    return {"switch": switch, "label": tr(lang, game.switches[switch]), "at": at,
            "columns": columns, "same": same}
