"""What one seat may know, kept apart from the true state.

:class:`SeatView` is what the rules let a player see or ask at the table: their own hand, every
hand's size, the resolved sets and scores, whose turn it is, and the last question with its answer
(section 05 of the rules: the earlier history may not be discussed, notes are forbidden).

:class:`MemoryView` adds the whole public history, as a player with a perfect memory knows it:
every question and answer, every card handed over face up, every claim with the holders it
revealed, every pass. The deduction (``knowledge.py``) works from it and from nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.cards import Card
from .actions import Ask
from .rules import Rules
from .state import Asked, Move, Phase, SetResult, State


@dataclass(frozen=True)
class SeatView:
    seat: str
    seats: tuple[str, ...]
    rules: Rules
    hand: tuple[Card, ...]
    sizes: tuple[int, ...]
    sets: tuple[SetResult, ...]
    scores: tuple[int, int]
    turn: str
    phase: Phase
    last_question: Ask | None
    last_answer: bool | None  # True: the card was handed over

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "seats": list(self.seats), "rules": self.rules.to_json(),
            "hand": [str(c) for c in self.hand], "sizes": dict(zip(self.seats, self.sizes)),
            "sets": [{"half": s.half.id, "claimer": s.claimer, "outcome": s.outcome} for s in self.sets],
            "scores": list(self.scores), "turn": self.turn, "phase": self.phase.value,
            "last_question": str(self.last_question) if self.last_question else None,
            "last_answer": self.last_answer,
        }


@dataclass(frozen=True)
class MemoryView:
    seat: str
    seats: tuple[str, ...]
    rules: Rules
    hand: tuple[Card, ...]  # now
    sizes: tuple[int, ...]  # now
    sets: tuple[SetResult, ...]  # every resolved set (those resolved before the start included)
    history: tuple[Move, ...]  # every public move since the start, with its public result
    turn: str
    phase: Phase
    placing: bool = False  # the player to act is placing the final claims (``State.placing``)

    @property
    def me(self) -> int:
        return self.seats.index(self.seat)


def seat_view(state: State, seat: str) -> SeatView:
    index = state.seats.index(seat)
    last = next((m for m in reversed(state.history) if isinstance(m, Asked)), None)
    return SeatView(
        seat=seat, seats=state.seats, rules=state.rules, hand=state.hands[index],
        sizes=tuple(len(h) for h in state.hands), sets=state.sets, scores=state.scores,
        turn=state.seats[state.turn], phase=state.phase,
        last_question=last.action if last else None, last_answer=last.got if last else None,
    )


def memory_view(state: State, seat: str) -> MemoryView:
    index = state.seats.index(seat)
    return MemoryView(
        seat=seat, seats=state.seats, rules=state.rules, hand=state.hands[index],
        sizes=tuple(len(h) for h in state.hands), sets=state.sets, history=state.history,
        turn=state.seats[state.turn], phase=state.phase, placing=state.placing,
    )
