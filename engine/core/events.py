"""Events: every operation is recorded, so a game replays and narrates itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import Named


@dataclass(frozen=True)
class Event(Named):
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "params": self.plain_params()}
