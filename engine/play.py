"""Play any game from JSON positions: generic, stateless bridge operations over the game adapters.

The page keeps the position (the game's ``position_to_json``) and sends it with every request; the
bridge never trusts it: each request reads it again with ``position_from_json``, which replays its
actions through the rules. Every reply carries the new position and what the page needs to show it.

Operations (every request also has ``lang``; ``seat`` is the reader's seat, optional everywhere):

``play.new``   {game, players | seats, seed, rules?, seat?}: a new game dealt from ``seed``.
``play.apply`` {game, position, move | action, seat?}: ``move`` (structured, as the legal moves give it)
               or ``action`` (its text form) applied, or refused.
``play.bot``   {game, position, seat?, seed?}: the computer's action for the seat to move, applied.

Each reply is a *state block*::

    {"game", "position", "seat", "turn" (the seat to move, null once over), "over", "moves" (actions
     so far), "log_size" (events so far), "legal": [{"action", "label", "move"}] (the legal actions of
     the seat to move; empty when ``seat`` is given and not to move), "legal_truncated",
     "table" (render tree; the seat's view when the game can draw one, see "table_view"),
     "table_view" ("seat", "full" or null), "narration": [sentences], "events": [{kind, params}],
     "result" (a game's summary once over, else null)}

``play.apply`` and ``play.bot`` add ``accepted`` (false: the position is unchanged, ``attempt`` narrates
the attempt and ``refused`` gives every reason, in the request's language) and ``action``.

With ``seat`` given, the table and the narration are what that seat may know (in Go Fish, another
player's hidden draw loses its card); without it, everything is shown (a spectator with every hand).
Every registered game is playable here: everything comes from its spec (:mod:`engine.core.spec`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .core.errors import EngineError, IllegalAction, MalformedInput, Violation
from .core.events import Event
from .core.i18n import N_
from .core.messages import describe, describe_error, narrate, register
from .core.moves import move_json
from .core.rng import Rng
from .core.serial import field, optional
from .core.spec import GameSpec
from .driver import bot_rng
from .games import spec
from .ops import op
from .present.tree import Node

MAX_SEED = 999_999_999
MAX_LEGAL = 300  # a longer list of legal actions is cut (Literature's claims): "legal_truncated"
SEAT_NAMES = "ABCDEFGH"

MESSAGES = {
    "play.position-invalid": N_("The position cannot be read: {reason}"),
    "play.position-unreadable": N_("The position cannot be read: it does not describe a game of {game}."),
    "play.seats-invalid": N_("The seats must be distinct names without spaces."),
    "play.players-invalid": N_("{count} players cannot play this game (possible: {allowed})."),
    "play.seat-unknown": N_("“{field}” names {seat}, who is not at this table."),
    "play.not-your-seat": N_("You play {seat}: this action is for {actor} to make."),
    "play.game-over": N_("The game is over: there is nothing left to play."),
}
register(MESSAGES)


# --- reading requests ----------------------------------------------------------------------------


def _game(request: Mapping[str, Any]) -> GameSpec:
    return spec(field(request, "game", str))  # an unknown game: game-unknown


def _describe(exc: EngineError, lang: str) -> str:
    if isinstance(exc, IllegalAction):
        return " ".join(describe(v, lang) for v in exc.violations)
    return describe_error(exc, lang)


def read_position(game: GameSpec, data: Any, lang: str) -> Any:
    """The state of the position ``data``, replayed through the rules; anything wrong with it is
    refused as ``play.position-invalid`` with the reason in ``lang`` (the field named in it). A reader
    that fails otherwise than with an engine error has a bug: it reaches the console (internal-error)."""
    if not isinstance(data, dict):
        raise MalformedInput("field-wrong-type", field="position", expected="object")
    try:
        return game.adapter.position_from_json(data)
    except EngineError as exc:
        try:
            reason = _describe(exc, lang)
        except KeyError:  # a code without a sentence
            raise MalformedInput("play.position-unreadable", game=game.name, field="position") from None
        invalid = MalformedInput("play.position-invalid", reason=reason, cause=exc.code, field="position")
        raise invalid from None


def _seat(request: Mapping[str, Any], seats: tuple[str, ...]) -> str | None:
    seat = optional(request, "seat", str, "") or None
    if seat is not None and seat not in seats:
        raise MalformedInput("play.seat-unknown", field="seat", seat=seat[:40])
    return seat


def _seed(request: Mapping[str, Any], required: bool) -> int:
    seed = field(request, "seed", int) if required else optional(request, "seed", int, 0)
    if not 0 <= seed <= MAX_SEED:
        raise MalformedInput("value-out-of-range", field="seed", low=0, high=MAX_SEED)
    return seed


def _seats(request: Mapping[str, Any], game: GameSpec) -> tuple[str, ...]:
    if "seats" in request:
        raw = field(request, "seats", list)
        names = tuple(raw)
        ok = all(isinstance(s, str) and s and len(s) <= 20 and not any(c.isspace() for c in s) for s in names)
        if not ok or len(set(names)) != len(names):
            raise MalformedInput("play.seats-invalid", field="seats")
        if "players" in request and field(request, "players", int) != len(names):
            raise MalformedInput("play.players-invalid", field="players", count=request["players"],
                                 allowed=len(names))
        count = len(names)
    else:
        count = field(request, "players", int)
        names = tuple(SEAT_NAMES[:count]) if 0 < count <= len(SEAT_NAMES) else ()
    if count not in game.players:
        raise MalformedInput("play.players-invalid", field="players", count=count,
                             allowed=", ".join(map(str, game.players)))
    return names


# --- replies ------------------------------------------------------------------------------------


def _seen(game: GameSpec, events: tuple[Event, ...] | list[Event], seat: str | None) -> list[Event]:
    if seat is None or game.observe is None:
        return list(events)
    return [game.observe(e, seat) for e in events]


def state_block(
    game: GameSpec, state: Any, seat: str | None, events: list[Event] | tuple[Event, ...], lang: str,
) -> dict[str, Any]:
    """What the page shows of ``state`` for ``seat`` (None: everything), with ``events`` narrated."""
    ad = game.adapter
    over = game.over(state)
    turn = game.turn(state)
    actions: tuple[Any, ...] = ()
    if not over and (seat is None or seat == turn):
        actions = tuple(ad.legal_actions(state))
    legal = [{"action": str(a), "label": narrate(ad.action_event(a), lang), "move": move_json(a)}
             for a in actions[:MAX_LEGAL]]
    table: Node
    if seat is not None:
        table, table_view = game.seat_table(state, seat, lang), "seat"
    else:
        table, table_view = ad.present(state, lang), "full"
    seen = _seen(game, events, seat)
    return {
        "game": game.name,
        "position": ad.position_to_json(state),
        "seat": seat,
        "turn": turn,
        "over": over,
        "moves": len(getattr(state, "actions", ())),
        "log_size": len(ad.events(state)),
        "legal": legal,
        "legal_truncated": len(actions) > MAX_LEGAL,
        "table": table,
        "table_view": table_view,
        "narration": [narrate(e, lang) for e in seen],
        "events": [e.to_json() for e in seen],
        "result": game.result(state) if over else None,
    }


def _refused(
    game: GameSpec, state: Any, seat: str | None, action: Any, violations: tuple[Violation, ...], lang: str,
) -> dict[str, Any]:
    block = state_block(game, state, seat, [], lang)
    attempt = narrate(game.adapter.action_event(action), lang) if action is not None else ""
    return {**block, "accepted": False, "action": str(action) if action is not None else None,
            "attempt": attempt, "refused": [describe(v, lang) for v in violations]}


def _moved(
    game: GameSpec, before: Any, after: Any, seat: str | None, action: Any, lang: str,
) -> dict[str, Any]:
    caused = game.adapter.events(after)[len(game.adapter.events(before)):]
    block = state_block(game, after, seat, caused, lang)
    return {**block, "accepted": True, "action": str(action), "attempt": None, "refused": []}


# --- the operations -----------------------------------------------------------------------------


@op("play.new")
def play_new(request: dict[str, Any], lang: str) -> Any:
    game = _game(request)
    seats = _seats(request, game)
    seed = _seed(request, required=True)
    rules = optional(request, "rules", dict, {})
    seat = _seat(request, seats)
    state = game.quick(seats, rules, Rng(seed)).state
    return state_block(game, state, seat, game.adapter.events(state), lang)


@op("play.apply")
def play_apply(request: dict[str, Any], lang: str) -> Any:
    game = _game(request)
    ad = game.adapter
    state = read_position(game, field(request, "position", dict), lang)
    seat = _seat(request, state.seats)
    if "move" in request:  # structured, as the legal moves give it
        action = game.read_move(request["move"])
    else:  # the notation (authors)
        action = ad.parse_action(field(request, "action", str)[:200])
    violations: tuple[Violation, ...] = ()
    actor = getattr(action, "seat", None)
    if seat is not None and actor != seat:
        violations += (Violation.of("play.not-your-seat", seat=seat, actor=str(actor)),)
    violations += tuple(ad.explain(state, action))
    if violations:
        return _refused(game, state, seat, action, violations, lang)
    return _moved(game, state, ad.apply(state, action), seat, action, lang)


@op("play.bot")
def play_bot(request: dict[str, Any], lang: str) -> Any:
    game = _game(request)
    state = read_position(game, field(request, "position", dict), lang)
    seat = _seat(request, state.seats)
    seed = _seed(request, required=False)
    if game.over(state):
        return _refused(game, state, seat, None, (Violation.of("play.game-over"),), lang)
    action = game.bot()(state, bot_rng(seed, len(getattr(state, "actions", ()))))
    return _moved(game, state, game.adapter.apply(state, action), seat, action, lang)
