"""The base of every game's rule set: a frozen dataclass of variant switches, written to JSON as the
switches that differ from the defaults, and read back with each field's type checked."""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar

from .errors import MalformedInput

R = TypeVar("R", bound="RuleSet")


class RuleSet:
    """Mixin for ``@dataclass(frozen=True)`` rule sets whose fields are bools and ints."""

    def to_json(self) -> dict[str, Any]:
        """Only the switches that differ from the defaults."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != f.default}  # type: ignore[arg-type]

    @classmethod
    def from_json(cls: type[R], data: Any) -> R:
        if not isinstance(data, dict):
            raise MalformedInput("field-wrong-type", field="rules", expected="object")
        kinds = {f.name: type(f.default) for f in fields(cls)}  # type: ignore[arg-type]
        for key, value in data.items():
            if key not in kinds:
                raise MalformedInput("field-unknown", field=f"rules.{str(key)[:40]}")
            kind = kinds[key]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise MalformedInput("field-wrong-type", field=f"rules.{key}", expected=kind.__name__)
        return cls(**data)
