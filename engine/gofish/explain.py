"""The single source of truth for why an action is refused; legality is derived from it."""

from __future__ import annotations

from ..core.cards import ALL_RANKS, rank_name
from ..core.errors import IllegalAction, Violation
from ..core.turns import explain_turn
from .actions import Action, Ask, Draw
from .state import Phase, State, apply


def explain(state: State, action: Action) -> tuple[Violation, ...]:
    return explain_turn(state, action, _explain_ask if isinstance(action, Ask) else _explain_draw,
                        unknown="gofish.seat-unknown", ended="gofish.game-over" if state.over else None,
                        off_turn="gofish.not-your-turn")


def _explain_ask(state: State, seat: int, action: Ask) -> list[Violation]:
    found: list[Violation] = []
    if seat == state.turn and state.phase is Phase.DRAW:
        found.append(Violation.of("gofish.must-draw", seat=action.seat))
    target = state.seat_index(action.target)
    if target is None:
        found.append(Violation.of("gofish.seat-unknown", seat=action.target))
    elif target == seat:
        found.append(Violation.of("gofish.ask-self", seat=action.seat))
    elif not state.hands[target]:
        found.append(Violation.of("gofish.ask-empty-hand", target=action.target))
    rank = rank_name(action.rank)
    owner = state.book_owner(action.rank)
    if owner is not None:
        found.append(Violation.of("gofish.rank-booked", rank=rank, owner=state.seats[owner]))
    elif not state.holds(seat, action.rank):
        found.append(Violation.of("gofish.rank-not-held", seat=action.seat, rank=rank))
    return found


def _explain_draw(state: State, seat: int, action: Draw) -> list[Violation]:
    if seat == state.turn and state.phase is not Phase.DRAW:
        return [Violation.of("gofish.draw-not-due", seat=action.seat)]
    return []


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action of the player to move, derived from :func:`explain`."""
    if state.over:
        return ()
    seat = state.seats[state.turn]
    candidates: list[Action] = [Draw(seat)]
    candidates += [Ask(seat, target, rank) for target in state.seats for rank in ALL_RANKS]
    return tuple(a for a in candidates if not explain(state, a))


def can_apply(state: State, action: Action) -> bool:
    return not explain(state, action)


def can_ask(state: State, seat: str, rank: int) -> bool:
    """True when ``seat`` may now ask somebody for ``rank``."""
    return any(can_apply(state, Ask(seat, target, rank)) for target in state.seats)


def play(state: State, action: Action) -> State:
    """``action`` checked once by :func:`explain` (:class:`IllegalAction` with every reason if refused),
    then applied trusted."""
    IllegalAction.unless_none(explain(state, action))
    return apply(state, action)
