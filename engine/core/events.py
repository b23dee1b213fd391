"""Events: every operation is recorded, so a game replays and narrates itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import _plain


@dataclass(frozen=True)
class Event:
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, kind: str, /, **params: Any) -> Event:
        return cls(kind, tuple(sorted(params.items())))

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "params": {k: _plain(v) for k, v in self.params}}
