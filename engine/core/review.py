"""A finished game gone over: one seat's moves judged by the computer's strong level, the real mistakes
listed, each with what was better and why.

A game declares its reviewer in its spec (``GameSpec.review``, in ``engine/<game>/review.py``): it is given
the game as played (:class:`Played`: every position, every move, the seat reviewed and the strong level's
judgement of a position) and returns the :class:`Mistake` values it finds. A mistake is a move that breaks
one of the game's clear principles (a rank asked of a player seen to have none, a sure claim left unmade,
a trick lost that a card would surely have won…) where the strong level would have played otherwise: a
move the strong level itself would play is never one. Its reason is a stable code with plain parameters,
rendered in the reader's language only at the edge (:func:`describe_mistake`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import Coded
from .levels import Decision, describe_reason


@dataclass(frozen=True)
class Mistake:
    """The move at ``ply`` (its index in the line: the position before it is the line's first ``ply``
    moves), what the strong level would have played instead, and why the move was a mistake."""

    ply: int
    played: Any
    better: Any
    why: Coded

    @property
    def code(self) -> str:
        return self.why.code


@dataclass(frozen=True)
class Played:
    """A game as played, for a reviewer: ``states[i]`` is the position before ``actions[i]`` (the chance
    events after a move resolved), ``states[-1]`` the end."""

    states: Sequence[Any]
    actions: Sequence[Any]
    seat: str
    judge: Callable[[Any, int], Decision]  # the strong level's decision in a position, at a ply

    def moves(self) -> Iterator[tuple[int, Any, Any]]:
        """Each move of the reviewed seat: its ply, the position before it and the move."""
        for ply, action in enumerate(self.actions):
            if getattr(action, "seat", None) == self.seat:
                yield ply, self.states[ply], action


# (the game as played) -> the mistakes of its seat, in the order played
Reviewer = Callable[[Played], tuple[Mistake, ...]]


def describe_mistake(mistake: Mistake, lang: str) -> str:
    """Why the move was a mistake, as a sentence in ``lang``."""
    return describe_reason(mistake.why, lang)
