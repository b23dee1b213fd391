"""The workbench's bridge operations and its shortcode (see the package's docstring; the view of a
position is :mod:`.view`, two variants side by side :mod:`.compare`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import EngineError, MalformedInput
from ..core.i18n import Context, tr
from ..core.levels import describe_decision
from ..core.messages import describe, describe_error, narrate
from ..core.moves import move_json
from ..core.spec import MAX_SEED, GameSpec, Panel
from ..games import spec
from ..ops import op, shortcode
from ..present.tree import el
from ..present.widget import widget_html
from .config import DEFAULT_SEED, MAX_ACTION, MAX_LINE, Config, read_config, read_int
from .link import MAX_LINES, decode_link
from .replay import Replay, computer_moves, explained_moves, reason, replay
from .texts import UI
from .view import read_parts, view_block

MAX_BOT_MOVES = 1500
WARM_STEPS = 4


def optional_seat(request: dict[str, Any], name: str, seats: tuple[str, ...]) -> str | None:
    value = request.get(name) or None
    if value is None:
        return None
    if not isinstance(value, str) or value not in seats:
        raise MalformedInput("play.seat-unknown", field=name, seat=str(value)[:40])
    return value


def read_at(request: dict[str, Any], config: Config) -> int:
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

# --- the operations -------------------------------------------------------------------------------


@op("workbench.view")
def view_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    return _shown(request, config, lang, read_at(request, config))


@op("workbench.chances")
def chances_op(request: dict[str, Any], lang: str) -> Any:
    """Literature's deduction panel with the probabilities, for the position ``workbench.view`` showed."""
    config = read_config(request, lang)
    at = read_at(request, config)
    rep = replay(config, lang)
    state = rep.states[at]
    seat = optional_seat(request, "panel", config.seats) or config.spec.turn(state) or config.seats[0]
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
    ``request`` asks (seat, panel, training, other lines, comparison, steps the page has, parts)."""
    training = request.get("training", False)
    if not isinstance(training, bool):
        raise MalformedInput("field-wrong-type", field="training", expected="bool")
    seats = config.seats
    return view_block(config, len(config.line) if at is None else at, optional_seat(request, "view", seats),
                      optional_seat(request, "panel", seats), lang, training, _others(request),
                      _compare(request, config), _steps_from(request),
                      optional_seat(request, "reader", seats), read_parts(request))


@op("workbench.play")
def play_op(request: dict[str, Any], lang: str) -> Any:
    """``action`` judged by the rules at the end of ``line`` (accepted with its canonical text, or refused
    with every reason in the request's language) and, when it is accepted, ``workbench.view`` of the
    position after it: one request for a step (``others`` are the page's other lines once it is played).
    ``then`` (``{"mode", "bots", "levels", "explain"}``, as ``workbench.bots`` reads them): after an
    accepted move the computer plays on as ``workbench.bots`` would (``computer``: its moves, whether the
    game is over, and why with ``explain``), and ``view`` shows the position after its moves: one
    request for a reader's click."""
    config = read_config(request, lang)
    read_parts(request)
    computer = _then(request, config)  # checked before the move: bad input changes nothing
    judged = _judge(replay(config, lang), request, lang)
    if judged["accepted"]:
        played = config.with_line((*config.line, judged["action"]))
        if computer is not None:
            judged["computer"] = moves = computer(played, lang)
            played = played.with_line((*played.line, *moves["actions"]))
        judged["view"] = _shown(request, played, lang)
    return judged


def _then(request: dict[str, Any], config: Config) -> Callable[[Config, str], dict[str, Any]] | None:
    """The request's ``then``: how the computer plays on after a move (None: it does not)."""
    then = request.get("then")
    if then is None:
        return None
    if not isinstance(then, dict):
        raise MalformedInput("field-wrong-type", field="then", expected="object")
    return _computer_reader(then, config)


@op("workbench.warm")
def warm_op(request: dict[str, Any], lang: str) -> Any:
    """The step path run a few times while the reader looks at a new table, its answers thrown away:
    the browser compiles the engine's hot code only once it has run a few times, and without this a
    reader's first moves take several times as long as the next ones. From the end of ``line``, the
    first move offered is played and the position after it drawn as ``workbench.play`` would, up to
    ``steps`` times (:data:`WARM_STEPS` by default and at most; fewer when the game ends), each followed
    by the computer's moves as ``workbench.play`` plays them with ``then``: their number comes back, with
    the last position's table and legal moves as the request's parts ask (the page draws them
    off-screen, for its own code's sake)."""
    config = read_config(request, lang)
    steps = read_int(request.get("steps", WARM_STEPS), "steps", 1, WARM_STEPS)
    computer = _then(request, config)
    line = config.line
    shown: dict[str, Any] | None = None
    played = 0
    while played < steps:
        rep = replay(config.with_line(line), lang)
        offered = rep.choices(len(line)) if not config.spec.over(rep.state) else ()
        if not offered:
            break
        judged = _judge(rep, {"move": move_json(offered[0])}, lang)
        line = (*line, judged["action"])
        if computer is not None:
            line = (*line, *computer(config.with_line(line), lang)["actions"])
        shown = _shown(request, config.with_line(line), lang)
        played += 1
    return {"played": played, "table": shown.get("table") if shown else None,
            "legal": (shown.get("legal") if shown else None) or []}  # as the request's parts ask


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


Computer = Callable[[Config, str], dict[str, Any]]


def _computer_reader(fields: dict[str, Any], config: Config) -> Computer:
    """The computer's moves as ``fields`` ask (``mode``, ``bots``, ``levels``, ``explain``), checked here:
    a function of the configuration to play on from, giving ``{"actions", "over"}`` (and ``"why"``)."""
    mode = fields.get("mode")
    if mode not in ("one", "auto", "end"):
        raise MalformedInput("field-wrong-type", field="mode", expected="one | auto | end")
    bots = fields.get("bots", [])
    if not isinstance(bots, list) or not all(isinstance(b, str) and b in config.seats for b in bots):
        raise MalformedInput("play.seats-invalid", field="bots")
    go_on = {"one": lambda state, played: played == 0,
             "auto": lambda state, played: state.seats[state.turn] in bots,
             "end": lambda state, played: True}[mode]
    levels = _levels(fields, config.spec, config.seats)
    explain = fields.get("explain") is True

    def computer(start: Config, lang: str) -> dict[str, Any]:
        rep = replay(start, lang)
        limit = min(MAX_BOT_MOVES, MAX_LINE - len(start.line))
        if explain:  # and why each move, in the request's language, told of the seat that moved
            played, state, decisions = explained_moves(rep, go_on, limit, levels)
            return {"actions": played, "over": rep.game.over(state),
                    "why": [describe_decision(d, lang, mover=seat) for seat, d in decisions]}
        played, state = computer_moves(rep, go_on, limit, levels)
        return {"actions": played, "over": rep.game.over(state)}

    return computer


@op("workbench.bots")
def bots_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    replay(config, lang)
    computer = _computer_reader(request, config)
    if request.get("show") is True:
        read_parts(request)
    reply = computer(config, lang)
    if request.get("show") is True:  # and the position after them, as workbench.view shows it
        reply["view"] = _shown(request, config.with_line((*config.line, *reply["actions"])), lang)
    return reply


@op("workbench.link")
def link_op(request: dict[str, Any], lang: str) -> Any:
    game = request.get("game")
    link = decode_link(request.get("fragment"), game if isinstance(game, str) else None, lang)
    config = link.config
    return {"game": config.game, "players": config.players, "seed": config.seed, "rules": config.rules,
            "setup": config.setup.to_json() if config.setup else None, "line": list(config.line),
            "at": link.at, "others": [list(line) for line in link.others], "compare": link.compare}

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
