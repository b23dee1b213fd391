"""The rule set: the source's rules by default, variants as explicit switches."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ..core.errors import MalformedInput


@dataclass(frozen=True)
class Rules:
    # The dealer may not bid the value that makes the bids total the number of tricks.
    dealer_restriction: bool = True
    # Shorter program: only the descending half, H down to 1.
    short_program: bool = False
    # A miss scores minus the difference between bid and tricks, instead of 0.
    miss_penalty: bool = False
    # One point per trick taken, plus 10 for an exact bid (instead of 10 + bid, 0 on a miss).
    per_trick_scoring: bool = False

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != f.default}

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise MalformedInput("field-wrong-type", field="rules", expected="object")
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise MalformedInput("field-unknown", field=f"rules.{key}")
            if not isinstance(value, bool):
                raise MalformedInput("field-wrong-type", field=f"rules.{key}", expected="bool")
        return cls(**data)
