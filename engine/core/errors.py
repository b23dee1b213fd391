"""Errors and violations with stable codes and parameters.

Malformed input (text that is not a card, a broken file) and actions against the rules are kept
apart: the first raises :class:`MalformedInput`, the second :class:`IllegalAction`, which carries
every :class:`Violation` that ``explain`` found.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self


class Named:
    """A name and its language-neutral parameters, kept sorted (equal parameters, equal values); the
    dataclasses below declare the two fields, the name first."""

    params: tuple[tuple[str, Any], ...]

    @classmethod
    def of(cls, name: str, /, **params: Any) -> Self:
        return cls(name, tuple(sorted(params.items())))  # type: ignore[call-arg]

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)

    def plain_params(self) -> dict[str, Any]:
        """The parameters as JSON values."""
        return {k: _plain(v) for k, v in self.params}


@dataclass(frozen=True)
class Coded(Named):
    """A stable code and its language-neutral parameters, rendered into a sentence only at the edge, in
    the reader's language (a refusal's reason, a step of a hint or of a deduction)."""

    code: str
    params: tuple[tuple[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": self.plain_params()}


@dataclass(frozen=True)
class Violation(Coded):
    """One reason an action is refused: a stable code (``kachuful.dealer-forbidden-bid``) and its
    parameters."""


def _plain(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return str(value)


class EngineError(Exception):
    """Base class: a stable code and parameters, never a translated sentence."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(f"{code} {params}" if params else code)
        self.code = code
        self.params: Mapping[str, Any] = params


class MalformedInput(EngineError):
    """The input cannot even be read: not a card, not JSON, a field of the wrong type."""


class IllegalAction(EngineError):
    """A well-formed action that the rules forbid in this position."""

    def __init__(self, violations: tuple[Violation, ...]) -> None:
        first = violations[0]
        super().__init__(first.code, **first.args)
        self.violations = violations

    @classmethod
    def unless_none(cls, violations: tuple[Violation, ...]) -> None:
        """Raise with ``violations`` if there are any (what ``explain`` found against an action)."""
        if violations:
            raise cls(tuple(violations))
