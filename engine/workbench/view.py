"""A position as the workbench's page shows it (:func:`view_block`): the small fields always, and the
heavy parts (:data:`PARTS`: the table, the legal moves, the panel, the narrated steps…) only those a
request names, built only then."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core.errors import MalformedInput
from ..core.messages import describe, narrate
from ..core.moves import move_json
from ..core.spec import GameSpec, Panel
from ..games import spec
from ..present.table import render as render_table
from ..present.tree import Node, attrs_of
from .config import Config
from .link import encode_link
from .replay import Replay, replay

MAX_LEGAL = 300


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple((k, _frozen(v)) for k, v in value.items())
    if isinstance(value, list):
        return ("__list__", tuple(_frozen(v) for v in value))
    return value


def _thawed(value: Any) -> Any:
    if isinstance(value, tuple):
        if len(value) == 2 and value[0] == "__list__":
            return [_thawed(v) for v in value[1]]
        return {k: _thawed(v) for k, v in value}
    return value


@lru_cache(maxsize=4096)
def _kept_move(game: str, action: Any, lang: str) -> tuple[Any, ...]:
    """A move as the page needs it, kept frozen (actions are values, and the same few are offered at
    every step): its notation, its label in ``lang`` and its structured form."""
    return _frozen({"action": str(action), "label": narrate(spec(game).adapter.action_event(action), lang),
                    "move": move_json(action)})


def _move(game: str, action: Any, lang: str) -> dict[str, Any]:
    """A move as the page needs it: its notation (sent back to play it), a label in ``lang`` and its
    structured form (kind, seat, card…), which the page reads instead of the notation. A new dict for
    each caller, made from the kept frozen one: no caller can change another's reply."""
    made: dict[str, Any] = _thawed(_kept_move(game, action, lang))
    return made


def _moves(game: GameSpec, actions: tuple[Any, ...], lang: str) -> list[dict[str, Any]]:
    return [_move(game.name, a, lang) for a in actions]


def _choices(rep: Replay, step: int) -> tuple[Any, ...]:
    actions: tuple[Any, ...] = rep.choices(step)
    if len(actions) > MAX_LEGAL:  # a game's choices are its few buttons: more is a bug, not a list to cut
        raise ValueError(f"{rep.game.name}: {len(actions)} choices offered, at most {MAX_LEGAL}")
    return actions


def legal_moves(rep: Replay, step: int, lang: str) -> list[dict[str, Any]]:
    return _moves(rep.game, _choices(rep, step), lang)


def draw_table(game: GameSpec, state: Any, view_seat: str | None, lang: str, ply: int,
               reader: str | None = None, interactive: bool = False) -> Node:
    """The card table of ``state`` after ``ply`` moves, seen by ``view_seat`` (None: every hand shown),
    drawn around ``reader`` (default: the view seat, else the seat to play)."""
    model = game.table(state, view_seat, reader, lang)
    return render_table(model, lang, ply, interactive=interactive, hidden_view=view_seat is not None)


PARTS = ("table", "legal", "claims", "panel", "steps", "last", "result", "link")  # a view's heavy parts
# Parts sent only when named (not in a reply that names no parts): what changed for the reader, the
# legal moves in their structured form alone (a page that plays on the table reads no notation or label:
# half the bytes of ``legal``), and ``chances``: the panel comes with its chances when they are quick to
# count, and this part says whether they are in it ("ready") or the page asks for them ("pending": then
# no panel is sent; None without a panel, or for a game whose panel has no chances).
ASKED_ONLY = ("news", "moves", "chances")


def read_parts(request: dict[str, Any]) -> frozenset[str] | None:
    """``parts``: the heavy parts of the view the page reads (None, when not given: every part)."""
    value = request.get("parts")
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(p, str) for p in value):
        raise MalformedInput("field-wrong-type", field="parts", expected="list")
    for part in value:
        if part not in PARTS and part not in ASKED_ONLY:
            known = ", ".join(PARTS + ASKED_ONLY)
            raise MalformedInput("workbench.part-unknown", part=part[:40], known=known, field="parts")
    return frozenset(value)


def view_block(
    config: Config, at: int, view_seat: str | None, panel_seat: str | None, lang: str,
    training: bool = False, others: tuple[tuple[str, ...], ...] = (), compare: str | None = None,
    steps_from: int = 0, reader: str | None = None, parts: frozenset[str] | None = None,
) -> dict[str, Any]:
    """Everything the page shows of ``config`` at step ``at``. ``steps_from``: the page already has the
    narration of the steps before it (for a line that starts like this one), so they are not sent.
    ``parts``: the heavy parts (:data:`PARTS`) to build and send (None: all of them); the small fields
    are always sent."""
    rep = replay(config, lang)
    game = config.spec
    state = rep.states[at]
    over = game.over(state)
    turn = game.turn(state)
    training = training and game.memory_training
    if training and view_seat is None:
        view_seat = panel_seat or turn or config.seats[0]
    hidden = turn is not None and not (view_seat is None or view_seat == turn)
    table_view = "seat" if view_seat is not None else "full"
    who = view_seat if training else (panel_seat or view_seat or turn or config.seats[0])
    steps_from = min(steps_from, len(rep.chunks))
    wanted = PARTS if parts is None else parts
    quick = "quick" if parts is not None and "chances" in parts else "none"

    offered = turn is not None and not hidden

    def legal() -> list[dict[str, Any]]:
        return legal_moves(rep, at, lang) if offered else []

    def claims() -> list[dict[str, Any]]:
        if game.certain_claims is not None and not over and not training and who is not None:
            return _moves(game, game.certain_claims(state, who), lang)
        return []

    # The steps as the seat shown saw them, else as the reader did (every hand shown, the one human seat
    # still told its own hidden draws: Go Fish's "Ana draws the 2 of spades").
    told = view_seat or reader

    def steps() -> list[dict[str, Any]]:
        if training:
            return []
        narrated = rep.lines(lang, told)
        shown = [{"action": None, "lines": narrated[0]}] if steps_from == 0 else []
        for i in range(max(steps_from, 1), len(narrated)):
            action = rep.actions[i - 1]
            shown.append({"action": str(action), "seat": getattr(action, "seat", None), "lines": narrated[i]})
        return shown

    built = {
        "table": lambda: draw_table(game, state, view_seat, lang, at, reader, interactive=True),
        "legal": legal,
        "claims": claims,
        "panel": lambda: game.panel(Panel(state, who, view_seat, lang, training, chances=quick)),
        "steps": steps,
        "last": lambda: rep.lines(lang, told)[at],
        "result": lambda: game.result(state) if over else None,
        "link": lambda: encode_link(config, at, others, lang, compare),
    }
    asked = {  # the parts sent only when named (ASKED_ONLY)
        "news": lambda: news(rep, at, reader, lang),
        "moves": lambda: [move_json(a) for a in _choices(rep, at)] if offered else [],
        "chances": lambda: attrs_of(part["panel"]).get("data-chances") if "panel" in part else None,
    }
    part = {name: built[name]() for name in PARTS if name in wanted}
    part.update({name: asked[name]() for name in ASKED_ONLY if parts is not None and name in parts})
    if part.get("chances") == "pending":
        part["panel"] = None  # the page keeps the panel shown, marked busy, until the chances bring one
    block = {
        "game": game.name, "seats": list(config.seats), "players": config.players, "seed": config.seed,
        "rules": config.rules, "setup": config.setup.to_json() if config.setup else None,
        "line": list(config.line), "at": at, "size": len(config.line),
        "turn": turn, "over": over, "legal": None, "legal_hidden": hidden, "claims": None,
        "table": None, "table_view": table_view, "view": view_seat, "training": training,
        "panel": None, "panel_seat": who, "steps": None, "steps_from": 0 if training else steps_from,
        "last": None, "result": None, "link": None,
    }
    shown = {key: part[key] if key in PARTS else value for key, value in block.items()
             if key not in PARTS or key in part}
    shown.update({key: part[key] for key in ASKED_ONLY if key in part})
    return shown


def news(rep: Replay, at: int, reader: str | None, lang: str) -> list[str]:
    """What the others' moves since ``reader``'s last one (up to step ``at``) changed for ``reader``, in
    ``lang``, as the reader saw them (the game's ``news``; nothing for a game without, or no reader)."""
    game = rep.game
    if reader is None or game.news is None:
        return []
    mine = [i for i, action in enumerate(rep.actions[:at]) if getattr(action, "seat", None) == reader]
    since = mine[-1] + 2 if mine else 1  # the chunk after the reader's move (chunk 0: the deal)
    seen = game.observe or (lambda event, seat: event)
    events = tuple(seen(e, reader) for chunk in rep.chunks[since: at + 1] for e in chunk)
    return [describe(coded, lang) for coded in game.news(events, reader)]
