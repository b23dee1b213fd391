"""The workbench's bridge operations and its shortcode (see the package's docstring)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core.errors import EngineError, MalformedInput
from ..core.i18n import Context, tr
from ..core.levels import describe_decision
from ..core.messages import describe, describe_error, narrate
from ..core.moves import move_json
from ..core.spec import MAX_SEED, GameSpec, Panel
from ..games import spec
from ..ops import op, shortcode
from ..present.table import render as render_table
from ..present.tree import Node, el
from ..present.widget import widget_html
from .config import DEFAULT_SEED, MAX_ACTION, MAX_LINE, Config, read_config, read_int
from .link import MAX_LINES, decode_link, encode_link
from .replay import Replay, computer_moves, explained_moves, reason, replay
from .texts import UI

MAX_BOT_MOVES = 1500
MAX_LEGAL = 300
WARM_STEPS = 4


def _optional_seat(request: dict[str, Any], name: str, seats: tuple[str, ...]) -> str | None:
    value = request.get(name) or None
    if value is None:
        return None
    if not isinstance(value, str) or value not in seats:
        raise MalformedInput("play.seat-unknown", field=name, seat=str(value)[:40])
    return value


def _at(request: dict[str, Any], config: Config) -> int:
    return read_int(request.get("at", len(config.line)), "at", 0, len(config.line))


def _compare(request: dict[str, Any], config: Config) -> str | None:
    """The rule switch the page compares (kept in the share link), if any."""
    value = request.get("compare")
    if value is not None and (not isinstance(value, str) or value not in config.spec.switches):
        raise MalformedInput("workbench.compare-switch", switch=str(value)[:40], field="compare")
    return value  # type: ignore[no-any-return]


def _steps_from(request: dict[str, Any]) -> int:
    return read_int(request.get("steps_from", 0), "steps_from", 0, MAX_LINE + 1)


def _others(request: dict[str, Any]) -> tuple[tuple[str, ...], ...]:
    """The other lines of the page (only put in the share link; each is replayed when it is read)."""
    value = request.get("others", [])
    if not isinstance(value, list) or len(value) >= MAX_LINES:
        raise MalformedInput("workbench.line-malformed", field="others")
    for line in value:
        if (not isinstance(line, list) or len(line) > MAX_LINE
                or not all(isinstance(a, str) and 0 < len(a) <= MAX_ACTION for a in line)):
            raise MalformedInput("workbench.line-malformed", field="others")
    return tuple(tuple(line) for line in value)


@lru_cache(maxsize=4096)
def _move(game: str, action: Any, lang: str) -> dict[str, Any]:
    """A move as the page needs it (kept: actions are values, and the same few are offered at every
    step): its notation (sent back to play it), a label in ``lang`` and its structured form (kind,
    seat, card…), which the page reads instead of the notation. Never changed once made."""
    return {"action": str(action), "label": narrate(spec(game).adapter.action_event(action), lang),
            "move": move_json(action)}


def _moves(game: GameSpec, actions: tuple[Any, ...], lang: str) -> list[dict[str, Any]]:
    return [_move(game.name, a, lang) for a in actions]


def _legal(rep: Replay, step: int, lang: str) -> list[dict[str, Any]]:
    actions = rep.choices(step)
    if len(actions) > MAX_LEGAL:  # a game's choices are its few buttons: more is a bug, not a list to cut
        raise ValueError(f"{rep.game.name}: {len(actions)} choices offered, at most {MAX_LEGAL}")
    return _moves(rep.game, actions, lang)


def _table(game: GameSpec, state: Any, view_seat: str | None, lang: str, ply: int, reader: str | None = None,
           interactive: bool = False) -> Node:
    """The card table of ``state`` after ``ply`` moves, seen by ``view_seat`` (None: every hand shown),
    drawn around ``reader`` (default: the view seat, else the seat to play)."""
    model = game.table(state, view_seat, reader, lang)
    return render_table(model, lang, ply, interactive=interactive, hidden_view=view_seat is not None)


def view_block(
    config: Config, at: int, view_seat: str | None, panel_seat: str | None, lang: str,
    training: bool = False, others: tuple[tuple[str, ...], ...] = (), compare: str | None = None,
    steps_from: int = 0, reader: str | None = None,
) -> dict[str, Any]:
    """Everything the page shows of ``config`` at step ``at``. ``steps_from``: the page already has the
    narration of the steps before it (for a line that starts like this one), so they are not sent."""
    rep = replay(config, lang)
    game = config.spec
    state = rep.states[at]
    over = game.over(state)
    turn = game.turn(state)
    training = training and game.memory_training
    if training and view_seat is None:
        view_seat = panel_seat or turn or config.seats[0]
    legal: list[dict[str, str]] = []
    hidden = False
    if turn is not None and (view_seat is None or view_seat == turn):
        legal = _legal(rep, at, lang)
    elif turn is not None:
        hidden = True
    table = _table(game, state, view_seat, lang, at, reader, interactive=True)
    table_view = "seat" if view_seat is not None else "full"
    who = view_seat if training else (panel_seat or view_seat or turn or config.seats[0])
    claims: list[dict[str, str]] = []
    if game.certain_claims is not None and not over and not training and who is not None:
        claims = _moves(game, game.certain_claims(state, who), lang)
    narrated = rep.lines(lang, view_seat)
    steps_from = min(steps_from, len(narrated))
    steps = [{"action": None, "lines": narrated[0]}] if steps_from == 0 else []
    for i in range(max(steps_from, 1), len(narrated)):
        action = rep.actions[i - 1]
        steps.append({"action": str(action), "seat": getattr(action, "seat", None), "lines": narrated[i]})
    return {
        "game": game.name, "seats": list(config.seats), "players": config.players, "seed": config.seed,
        "rules": config.rules, "setup": config.setup.to_json() if config.setup else None,
        "line": list(config.line), "at": at, "size": len(config.line),
        "turn": turn, "over": over, "legal": legal, "legal_hidden": hidden, "claims": claims,
        "table": table, "table_view": table_view, "view": view_seat, "training": training,
        "panel": game.panel(Panel(state, who, view_seat, lang, training, chances=False)), "panel_seat": who,
        "steps": [] if training else steps, "steps_from": 0 if training else steps_from,
        "last": narrated[at],
        "result": game.result(state) if over else None,
        "link": encode_link(config, at, others, lang, compare),
    }


# --- the operations -------------------------------------------------------------------------------


@op("workbench.view")
def view_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    return _shown(request, config, lang, _at(request, config))


@op("workbench.chances")
def chances_op(request: dict[str, Any], lang: str) -> Any:
    """Literature's deduction panel with the probabilities, for the position ``workbench.view`` showed."""
    config = read_config(request, lang)
    at = _at(request, config)
    rep = replay(config, lang)
    state = rep.states[at]
    seat = _optional_seat(request, "panel", config.seats) or config.spec.turn(state) or config.seats[0]
    return {"at": at, "panel_seat": seat, "panel": config.spec.panel(Panel(state, seat, None, lang))}


def _judge(rep: Replay, request: dict[str, Any], lang: str) -> dict[str, Any]:
    """The request's ``move`` (structured, as the legal moves give it) or ``action`` (the notation, typed
    by an author) judged by the rules at the end of ``rep``'s line."""
    state, ad = rep.state, rep.game.adapter
    if "move" in request:
        text = str(rep.game.read_move(request["move"]))
    else:
        text = request.get("action")
        if not isinstance(text, str):
            raise MalformedInput("field-wrong-type", field="action", expected="str")
    text = " ".join(text.split())[:MAX_ACTION]
    if rep.game.over(state):
        return {"accepted": False, "action": text, "attempt": text,
                "refused": [describe_error(MalformedInput("play.game-over"), lang)]}
    if len(rep.texts) >= MAX_LINE:
        return {"accepted": False, "action": text, "attempt": text,
                "refused": [describe_error(MalformedInput("workbench.line-full", moves=MAX_LINE), lang)]}
    try:
        action = ad.parse_action(text)
    except EngineError as exc:
        return {"accepted": False, "action": text, "attempt": text, "refused": [reason(exc, lang)]}
    violations = tuple(ad.explain(state, action))
    attempt = narrate(ad.action_event(action), lang)
    if violations:
        return {"accepted": False, "action": str(action), "attempt": attempt,
                "refused": [describe(v, lang) for v in violations]}
    return {"accepted": True, "action": str(action), "attempt": attempt, "refused": []}


def _shown(request: dict[str, Any], config: Config, lang: str, at: int | None = None) -> dict[str, Any]:
    """The position after ``at`` moves of ``config``'s line (all by default), shown as the view part of
    ``request`` asks (seat, panel, training, other lines, comparison, steps the page has)."""
    training = request.get("training", False)
    if not isinstance(training, bool):
        raise MalformedInput("field-wrong-type", field="training", expected="bool")
    seats = config.seats
    return view_block(config, len(config.line) if at is None else at, _optional_seat(request, "view", seats),
                      _optional_seat(request, "panel", seats), lang, training, _others(request),
                      _compare(request, config), _steps_from(request),
                      _optional_seat(request, "reader", seats))


@op("workbench.play")
def play_op(request: dict[str, Any], lang: str) -> Any:
    """``action`` judged by the rules at the end of ``line`` (accepted with its canonical text, or refused
    with every reason in the request's language) and, when it is accepted, ``workbench.view`` of the
    position after it: one request for a step (``others`` are the page's other lines once it is played)."""
    config = read_config(request, lang)
    judged = _judge(replay(config, lang), request, lang)
    if judged["accepted"]:
        judged["view"] = _shown(request, config.with_line((*config.line, judged["action"])), lang)
    return judged


@op("workbench.warm")
def warm_op(request: dict[str, Any], lang: str) -> Any:
    """The step path run a few times while the reader looks at a new table, its answers thrown away:
    the browser compiles the engine's hot code only once it has run a few times, and without this a
    reader's first moves take several times as long as the next ones. From the end of ``line``, the
    first move offered is played and the position after it drawn as ``workbench.play`` would, up to
    :data:`WARM_STEPS` times (fewer when the game ends): their number comes back, with the last
    position's table and legal moves (the page draws them off-screen, for its own code's sake)."""
    config = read_config(request, lang)
    line = config.line
    shown: dict[str, Any] | None = None
    played = 0
    while played < WARM_STEPS:
        rep = replay(config.with_line(line), lang)
        offered = rep.choices(len(line)) if not config.spec.over(rep.state) else ()
        if not offered:
            break
        judged = _judge(rep, {"move": move_json(offered[0])}, lang)
        line = (*line, judged["action"])
        shown = _shown(request, config.with_line(line), lang)
        played += 1
    return {"played": played, "table": shown["table"] if shown else None,
            "legal": shown["legal"] if shown else []}


def _levels(request: dict[str, Any], game: GameSpec, seats: tuple[str, ...]) -> dict[str, str]:
    """``levels``: {seat: level} for some seats (the others play at the game's default level)."""
    levels = request.get("levels", {})
    if not isinstance(levels, dict) or not all(isinstance(s, str) and s in seats for s in levels):
        raise MalformedInput("play.seats-invalid", field="levels")
    for level in levels.values():
        if not isinstance(level, str) or level not in game.bots:
            raise MalformedInput("workbench.level-unknown", level=str(level)[:40], known=", ".join(game.bots),
                                 field="levels")
    return dict(levels)


@op("workbench.bots")
def bots_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    rep = replay(config, lang)
    mode = request.get("mode")
    if mode not in ("one", "auto", "end"):
        raise MalformedInput("field-wrong-type", field="mode", expected="one | auto | end")
    bots = request.get("bots", [])
    if not isinstance(bots, list) or not all(isinstance(b, str) and b in config.seats for b in bots):
        raise MalformedInput("play.seats-invalid", field="bots")
    go_on = {"one": lambda state, played: played == 0,
             "auto": lambda state, played: state.seats[state.turn] in bots,
             "end": lambda state, played: True}[mode]
    levels = _levels(request, rep.game, config.seats)
    limit = min(MAX_BOT_MOVES, MAX_LINE - len(config.line))
    reply: dict[str, Any]
    if request.get("explain") is True:  # and why each move, in the request's language
        played, state, decisions = explained_moves(rep, go_on, limit, levels)
        reply = {"actions": played, "over": rep.game.over(state),
                 "why": [describe_decision(d, lang) for d in decisions]}
    else:
        played, state = computer_moves(rep, go_on, limit, levels)
        reply = {"actions": played, "over": rep.game.over(state)}
    if request.get("show") is True:  # and the position after them, as workbench.view shows it
        reply["view"] = _shown(request, config.with_line((*config.line, *played)), lang)
    return reply


@op("workbench.link")
def link_op(request: dict[str, Any], lang: str) -> Any:
    game = request.get("game")
    link = decode_link(request.get("fragment"), game if isinstance(game, str) else None, lang)
    config = link.config
    return {"game": config.game, "players": config.players, "seed": config.seed, "rules": config.rules,
            "setup": config.setup.to_json() if config.setup else None, "line": list(config.line),
            "at": link.at, "others": [list(line) for line in link.others], "compare": link.compare}


# --- two variants side by side ---------------------------------------------------------------------


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
    legal = _legal(rep, len(rep.actions), lang) if turn is not None else []
    over = game.over(state)
    return {"rules": config.rules, "reached": len(rep.actions), "diverged": diverged, "impossible": None,
            "turn": turn, "table": _table(game, state, view_seat, lang, len(rep.actions)),
            "legal": [item["label"] for item in legal], "last": rep.lines(lang, view_seat)[-1],
            "over": over, "result": game.result(state) if over else None}


@op("workbench.compare")
def compare_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    at = _at(request, config)
    game = config.spec
    switch = request.get("switch", game.compared)
    if not isinstance(switch, str) or switch not in game.switches:
        raise MalformedInput("workbench.compare-switch", switch=str(switch)[:40], field="switch")
    view_seat = _optional_seat(request, "view", config.seats)
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


# --- the shortcode ------------------------------------------------------------------------------------


def _messages(game: GameSpec) -> dict[str, str | Context]:
    msgs: dict[str, str | Context] = dict(UI)
    for name, label in game.switches.items():
        msgs["rule-" + name.replace("_", "-")] = label
    return msgs


@shortcode("workbench")
def workbench_shortcode(args: list[str], lang: str) -> str:
    if len(args) != 1:
        raise MalformedInput("game-unknown", game=" ".join(args)[:40])
    game = spec(args[0])
    config = Config(game.name, game.default_players, DEFAULT_SEED, {}, ())
    block = view_block(config, 0, None, None, lang)
    data = {
        "game": game.name, "players": list(game.players), "default_players": config.players,
        "seed": DEFAULT_SEED, "max_seed": MAX_SEED,
        "rules": [{"name": k, "default": v} for k, v in game.rule_defaults().items()],
        "compared": game.compared, "training": game.memory_training, "deals": game.program,
        "chances": game.panel_chances,
        "example": game.example, "max_line": MAX_LINE,
        "levels": [{"name": name, "label": tr(lang, level.label)} for name, level in game.bots.items()],
        "default_level": game.default_level,
    }
    body = el("div", el("div", block["table"], cls="workbench__table"), cls="widget__body")
    return widget_html("workbench", lang, body, messages=_messages(game), data=data,
                       label=tr(lang, game.workbench_title), extra={"data-sandbox": game.name})
