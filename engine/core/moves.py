"""A move as structured data for the pages: its kind and its fields (seat, target, card, bid, half-suit…)
as plain JSON values, so that page scripts never parse or build notation.

An action is a frozen dataclass; by default its kind is its class name in lower case and each field is
written plainly (a card as its text, ``3♠``). An action with a ``to_json`` method writes itself.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from .cards import Card


def plain(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    raise TypeError(f"no JSON form for {type(value).__name__}: give the action a to_json method")


def move_json(action: Any) -> dict[str, Any]:
    own = getattr(action, "to_json", None)
    if callable(own):
        data: dict[str, Any] = own()
        return data
    if not is_dataclass(action):
        raise TypeError(f"an action is a dataclass: {action!r}")
    values = {f.name: plain(getattr(action, f.name)) for f in fields(action)}
    return {"kind": type(action).__name__.lower(), **values}
