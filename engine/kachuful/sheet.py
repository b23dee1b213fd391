"""The score sheet as data: one row per deal played, running totals, the winners."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

from ..core.cards import Suit
from .state import Phase, State


@dataclass(frozen=True)
class DealRow:
    number: int  # 1-based, in the program
    hand_size: int
    trump: Suit
    dealer: int  # seat index
    bids: tuple[int, ...]
    won: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]  # running totals after this deal

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.number, "hand_size": self.hand_size, "trump": self.trump.word,
                "dealer": self.dealer, "bids": list(self.bids), "won": list(self.won),
                "points": list(self.points), "totals": list(self.totals)}


def deal_row(state: State) -> DealRow:
    """The row of a deal just scored (the state is at the end of its deal)."""
    if state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        from ..core.errors import MalformedInput

        raise MalformedInput("deal-not-over")
    spec = state.spec
    return DealRow(
        number=spec.number, hand_size=spec.hand_size, trump=spec.trump, dealer=state.dealer,
        bids=tuple(b or 0 for b in state.bids), won=state.won, points=state.sheet[-1], totals=state.totals,
    )


def running_totals(sheet: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    """The totals after each deal, from the points of each deal (one row per deal, one per seat)."""
    if not sheet:
        return ()
    columns = [tuple(accumulate(col)) for col in zip(*sheet)]
    return tuple(zip(*columns))


def signed(points: int) -> str:
    """Points as the sheet writes them: a true minus sign for a loss."""
    return f"−{-points}" if points < 0 else str(points)


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest total (a tie shares the win)."""
    best = max(totals)
    return tuple(i for i, t in enumerate(totals) if t == best)
