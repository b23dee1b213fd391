"""What every game of seats taking turns shares: its seats read by name and counted clockwise
(:class:`Seated`), and the first checks of a move (:func:`explain_turn`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import Violation


class Seated:
    """A mixin for a game state (or a seat's view) with its ``seats`` in clockwise order."""

    seats: tuple[str, ...]

    @property
    def players(self) -> int:
        return len(self.seats)

    def seat_index(self, seat: str) -> int | None:
        return self.seats.index(seat) if seat in self.seats else None

    def left_of(self, index: int) -> int:
        return (index + 1) % len(self.seats)


def explain_turn(state: Any, action: Any, own: Callable[[Any, int, Any], list[Violation]], *,
                 unknown: str, ended: str | None, off_turn: str) -> tuple[Violation, ...]:
    """Why ``action`` (by ``action.seat``) is refused: a seat not at the table (``unknown``), or a game
    or deal over (``ended``, None while it goes on), each alone; otherwise a seat without the turn
    (``off_turn``) and what the move's own checks find, ``own(state, seat index, action)``."""
    seat = state.seat_index(action.seat)
    if seat is None:
        return (Violation.of(unknown, seat=action.seat),)
    if ended is not None:
        return (Violation.of(ended),)
    found: list[Violation] = []
    if seat != state.turn:
        found.append(Violation.of(off_turn, seat=action.seat, turn=state.seats[state.turn]))
    found += own(state, seat, action)
    return tuple(found)
