"""Play any game from JSON positions: generic, stateless bridge operations over the game adapters.

The page keeps the position (the game's ``position_to_json``) and sends it with every request; the
bridge never trusts it: each request reads it again with ``position_from_json``, which replays its
actions through the rules. Every reply carries the new position and what the page needs to show it.

Operations (every request also has ``lang``; ``seat`` is the reader's seat, optional everywhere):

``play.new``   {game, players | seats, seed, rules?, seat?}: a new game dealt from ``seed``.
``play.state`` {game, position, seat?, since?}: the position as ``seat`` sees it.
``play.apply`` {game, position, action, seat?}: ``action`` (its text form) applied, or refused.
``play.bot``   {game, position, seat?, seed?}: the computer's action for the seat to move, applied.

Each reply is a *state block*::

    {"game", "position", "seat", "turn" (the seat to move, null once over), "over", "moves" (actions
     so far), "log_size" (events so far), "legal": [{"action", "label"}] (the legal actions of the
     seat to move; empty when ``seat`` is given and not to move), "legal_truncated",
     "table" (render tree; the seat's view when the game can draw one, see "table_view"),
     "table_view" ("seat", "full" or null), "narration": [sentences], "events": [{kind, params}],
     "result" (a game's summary once over, else null)}

``play.apply`` and ``play.bot`` add ``accepted`` (false: the position is unchanged, ``attempt`` narrates
the attempt and ``refused`` gives every reason, in the request's language) and ``action``.

With ``seat`` given, the table and the narration are what that seat may know (in Go Fish, another
player's hidden draw loses its card); without it, everything is shown (a spectator with every hand).
A game is playable here once it has an entry in :data:`PLAYABLE` (a seeded new game and a bot).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .core.errors import EngineError, IllegalAction, MalformedInput, Violation
from .core.events import Event
from .core.i18n import N_
from .core.messages import describe, describe_error, narrate, register
from .core.rng import Rng
from .core.serial import field, optional
from .games import adapter
from .ops import op
from .present.tree import Node

MAX_SEED = 999_999_999
MAX_LEGAL = 300  # a longer list of legal actions is cut (Literature's claims): "legal_truncated"
SEAT_NAMES = "ABCDEFGH"

MESSAGES = {
    "play.game-not-playable": N_("The game “{game}” cannot be played here yet."),
    "play.position-invalid": N_("The position cannot be read: {reason}"),
    "play.position-unreadable": N_("The position cannot be read: it does not describe a game of {game}."),
    "play.seats-invalid": N_("The seats must be distinct names without spaces."),
    "play.players-invalid": N_("{count} players cannot play this game (possible: {allowed})."),
    "play.seat-unknown": N_("“{field}” names {seat}, who is not at this table."),
    "play.not-your-seat": N_("You play {seat}: this action is for {actor} to make."),
    "play.game-over": N_("The game is over: there is nothing left to play."),
}
register(MESSAGES)


@dataclass(frozen=True)
class Playable:
    """What a game needs beyond its adapter to be played from a page."""

    players: tuple[int, ...]  # the possible numbers of players
    new: Callable[[tuple[str, ...], dict[str, Any], Rng], Any]  # seats, rules (JSON), rng -> state
    bot: Callable[[Any, Rng], Any]  # the action of the seat to move, from what that seat may know
    over: Callable[[Any], bool]
    observe: Callable[[Event, str], Event] | None = None  # an event as one seat saw it
    table_for: Callable[[Any, str, str], Node] | None = None  # (state, seat, lang): the seat's table
    result: Callable[[Any], dict[str, Any]] | None = None  # a summary once the game is over


PLAYABLE: dict[str, Playable] = {}


def register_playable(name: str, playable: Playable) -> None:
    PLAYABLE[name] = playable


def bot_rng(seed: int, ply: int) -> Rng:
    """The random source of the computer's move at ``ply`` (actions played so far) for ``seed``:
    the same seed always gives the same game, whatever the order of requests."""
    return Rng(seed * 1_000_003 + ply)


# --- the games that exist (each skipped if it does not import) ----------------------------------


def _gofish() -> Playable:
    from .core.cards import rank_name
    from .gofish import Rules, memory_bot, new_game, public_event, view

    def table_for(state: Any, seat: str, lang: str) -> Node:
        from .gofish.widgets import table_for as draw

        return draw(state, seat, lang)

    def result(state: Any) -> dict[str, Any]:
        return {
            "winners": list(state.winners()),
            "books": {s: [rank_name(r) for r in b] for s, b in zip(state.seats, state.books)},
        }

    return Playable(
        players=tuple(range(2, 6)),
        new=lambda seats, rules, rng: new_game(seats, Rules.from_json(rules), rng),
        bot=lambda state, rng: memory_bot(view(state, state.seats[state.turn]), rng),
        over=lambda state: state.over,
        observe=public_event,
        table_for=table_for,
        result=result,
    )


def _kachuful() -> Playable:
    from .kachuful.bots import hint_bot
    from .kachuful.rules import Rules
    from .kachuful.state import Phase, new_deal

    return Playable(
        players=tuple(range(3, 8)),
        # One deal, played to its score (the program's first deal).
        new=lambda seats, rules, rng: new_deal(
            seats, rules=Rules.from_json(rules), rng=rng, single_deal=True),
        bot=lambda state, rng: hint_bot(state),
        over=lambda state: state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER),
        result=lambda state: {"totals": dict(zip(state.seats, state.totals))},
    )


def _literature() -> Playable:
    from .literature.bots import choose
    from .literature.deal import new_game
    from .literature.explain import legal_actions
    from .literature.rules import Rules
    from .literature.views import memory_view

    def bot(state: Any, rng: Rng) -> Any:
        action = choose(memory_view(state, state.seats[state.turn]), rng)
        return action if action is not None else legal_actions(state)[0]

    return Playable(
        players=(6, 8),
        new=lambda seats, rules, rng: new_game(seats, Rules.from_json({"players": len(seats), **rules}), rng),
        bot=bot,
        over=lambda state: state.over,
        result=lambda state: {"scores": list(state.scores)},
    )


for _name, _make in (("go-fish", _gofish), ("kachuful", _kachuful), ("literature", _literature)):
    try:
        register_playable(_name, _make())
    except (ImportError, AttributeError):  # a game not written yet, or without a new game or a bot
        pass


# --- reading requests ----------------------------------------------------------------------------


def _game(request: Mapping[str, Any]) -> tuple[str, Any, Playable]:
    name = field(request, "game", str)
    ad = adapter(name)  # an unknown game: game-unknown
    playable = PLAYABLE.get(name)
    if playable is None:
        raise MalformedInput("play.game-not-playable", game=name)
    return name, ad, playable


def _describe(exc: EngineError, lang: str) -> str:
    if isinstance(exc, IllegalAction):
        return " ".join(describe(v, lang) for v in exc.violations)
    return describe_error(exc, lang)


def read_position(name: str, ad: Any, data: Any, lang: str) -> Any:
    """The state of the position ``data``, replayed through the rules; anything wrong with it is
    refused as ``play.position-invalid`` with the reason in ``lang`` (the field named in it)."""
    if not isinstance(data, dict):
        raise MalformedInput("field-wrong-type", field="position", expected="object")
    try:
        return ad.position_from_json(data)
    except EngineError as exc:
        try:
            reason = _describe(exc, lang)
        except KeyError:  # a code without a sentence
            raise MalformedInput("play.position-unreadable", game=name, field="position") from None
        invalid = MalformedInput("play.position-invalid", reason=reason, cause=exc.code, field="position")
        raise invalid from None
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError):
        raise MalformedInput("play.position-unreadable", game=name, field="position") from None


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


def _seats(request: Mapping[str, Any], playable: Playable) -> tuple[str, ...]:
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
    if count not in playable.players:
        raise MalformedInput("play.players-invalid", field="players", count=count,
                             allowed=", ".join(map(str, playable.players)))
    return names


# --- replies ------------------------------------------------------------------------------------


def _turn(state: Any, playable: Playable) -> str | None:
    return None if playable.over(state) else state.seats[state.turn]


def _seen(events: tuple[Event, ...] | list[Event], seat: str | None, playable: Playable) -> list[Event]:
    if seat is None or playable.observe is None:
        return list(events)
    return [playable.observe(e, seat) for e in events]


def state_block(
    name: str, ad: Any, playable: Playable, state: Any, seat: str | None,
    events: list[Event] | tuple[Event, ...], lang: str,
) -> dict[str, Any]:
    """What the page shows of ``state`` for ``seat`` (None: everything), with ``events`` narrated."""
    over = playable.over(state)
    turn = _turn(state, playable)
    actions: tuple[Any, ...] = ()
    if not over and (seat is None or seat == turn):
        actions = tuple(ad.legal_actions(state))
    legal = [{"action": str(a), "label": narrate(ad.action_event(a), lang)} for a in actions[:MAX_LEGAL]]
    table: Node | None
    if seat is not None and playable.table_for is not None:
        table, table_view = playable.table_for(state, seat, lang), "seat"
    else:
        try:
            table, table_view = ad.present(state, lang), "full"
        except NotImplementedError:
            table, table_view = None, None
    seen = _seen(events, seat, playable)
    return {
        "game": name,
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
        "result": playable.result(state) if over and playable.result else None,
    }


def _refused(
    name: str, ad: Any, playable: Playable, state: Any, seat: str | None, action: Any,
    violations: tuple[Violation, ...], lang: str,
) -> dict[str, Any]:
    block = state_block(name, ad, playable, state, seat, [], lang)
    attempt = narrate(ad.action_event(action), lang) if action is not None else ""
    return {**block, "accepted": False, "action": str(action) if action is not None else None,
            "attempt": attempt, "refused": [describe(v, lang) for v in violations]}


def _moved(
    name: str, ad: Any, playable: Playable, before: Any, after: Any, seat: str | None, action: Any, lang: str,
) -> dict[str, Any]:
    caused = ad.events(after)[len(ad.events(before)):]
    block = state_block(name, ad, playable, after, seat, caused, lang)
    return {**block, "accepted": True, "action": str(action), "attempt": None, "refused": []}


# --- the operations -----------------------------------------------------------------------------


@op("play.new")
def play_new(request: dict[str, Any], lang: str) -> Any:
    name, ad, playable = _game(request)
    seats = _seats(request, playable)
    seed = _seed(request, required=True)
    rules = optional(request, "rules", dict, {})
    seat = _seat(request, seats)
    state = playable.new(seats, rules, Rng(seed))
    return state_block(name, ad, playable, state, seat, ad.events(state), lang)


@op("play.state")
def play_state(request: dict[str, Any], lang: str) -> Any:
    name, ad, playable = _game(request)
    data = field(request, "position", dict)
    state = read_position(name, ad, data, lang)
    seat = _seat(request, state.seats)
    log = ad.events(state)
    if "since" in request:
        since = field(request, "since", int)
        if not 0 <= since <= len(log):
            raise MalformedInput("value-out-of-range", field="since", low=0, high=len(log))
        events = log[since:]
    else:  # the events of the last action (the opening's, before any)
        actions = data.get("actions")
        events = log
        if isinstance(actions, list) and actions:
            before = read_position(name, ad, {**data, "actions": actions[:-1]}, lang)
            events = log[len(ad.events(before)):]
    return state_block(name, ad, playable, state, seat, events, lang)


@op("play.apply")
def play_apply(request: dict[str, Any], lang: str) -> Any:
    name, ad, playable = _game(request)
    state = read_position(name, ad, field(request, "position", dict), lang)
    seat = _seat(request, state.seats)
    text = field(request, "action", str)
    action = ad.parse_action(text[:200])  # action-malformed, in the request's language
    violations: tuple[Violation, ...] = ()
    actor = getattr(action, "seat", None)
    if seat is not None and actor != seat:
        violations += (Violation.of("play.not-your-seat", seat=seat, actor=str(actor)),)
    violations += tuple(ad.explain(state, action))
    if violations:
        return _refused(name, ad, playable, state, seat, action, violations, lang)
    return _moved(name, ad, playable, state, ad.apply(state, action), seat, action, lang)


@op("play.bot")
def play_bot(request: dict[str, Any], lang: str) -> Any:
    name, ad, playable = _game(request)
    state = read_position(name, ad, field(request, "position", dict), lang)
    seat = _seat(request, state.seats)
    seed = _seed(request, required=False)
    if playable.over(state):
        return _refused(name, ad, playable, state, seat, None, (Violation.of("play.game-over"),), lang)
    action = playable.bot(state, bot_rng(seed, len(getattr(state, "actions", ()))))
    return _moved(name, ad, playable, state, ad.apply(state, action), seat, action, lang)
