"""Actions are small immutable values; their text form parses back (``ask A B 6``, ``draw A``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.cards import ALL_RANKS, parse_rank, rank_name
from ..core.errors import MalformedInput
from ..core.moves import Notation


@dataclass(frozen=True)
class Ask:
    """``seat`` asks ``target`` for every card of ``rank`` (2..14, ace 14) they hold."""

    seat: str
    target: str
    rank: int

    def __post_init__(self) -> None:
        if self.rank not in ALL_RANKS or isinstance(self.rank, bool):
            raise MalformedInput("rank-malformed", text=str(self.rank))

    def __str__(self) -> str:
        return f"ask {self.seat} {self.target} {rank_name(self.rank)}"

    def to_json(self) -> dict[str, Any]:
        """For the pages: the rank by its name (``7``, ``K``)."""
        return {"kind": "ask", "seat": self.seat, "target": self.target, "rank": rank_name(self.rank)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Ask:
        seat, target, rank = (data.get(k) for k in ("seat", "target", "rank"))
        for key, value in (("seat", seat), ("target", target), ("rank", rank)):
            if not isinstance(value, str) or not 0 < len(value) <= 40:
                raise MalformedInput("move-malformed", field=f"move.{key}")
        if set(data) - {"kind", "seat", "target", "rank"}:
            raise MalformedInput("move-malformed", field="move")
        return cls(str(seat), str(target), parse_rank(str(rank)))


@dataclass(frozen=True)
class Draw(Notation):
    """``seat`` draws the top card of the stock: after “Go fish!”, or with an empty hand."""

    TEXT = "draw {seat}"
    seat: str


Action = Ask | Draw


def parse_action(text: str) -> Action:
    parts = text.split() if isinstance(text, str) else []
    if len(parts) == 4 and parts[0] == "ask":
        try:
            return Ask(parts[1], parts[2], parse_rank(parts[3]))
        except MalformedInput:
            pass
    if len(parts) == 2 and parts[0] == "draw":
        return Draw(parts[1])
    raise MalformedInput("action-malformed", text=str(text)[:80])
