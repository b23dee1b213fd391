"""An action's two outward forms: its notation (for authors, scenario files and share links) and its
structured data for the pages: its kind and its fields (seat, target, card, bid, half-suit…) as plain
JSON values, so that page scripts never parse or build notation.

An action is a frozen dataclass; by default its kind is its class name in lower case and each field is
written plainly (a card as its text, ``3♠``). An action with a ``to_json`` method writes itself (and
reads itself back with a ``from_json`` class method). A page may send a move back in this form.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from functools import cache
from typing import Any, get_type_hints

from .cards import Card
from .errors import MalformedInput


@cache
def field_names(cls: type) -> tuple[str, ...]:
    """A dataclass's field names, in order: read once per class (``dataclasses.fields`` builds its
    answer on every call, and moves are written by the thousand for each step of a workbench)."""
    return tuple(f.name for f in fields(cls))


class Notation:
    """A mixin for an action dataclass whose text form is its ``TEXT`` template filled with its fields
    (a card as its text): ``TEXT = "bid {seat} {value}"`` reads ``bid D 0``."""

    TEXT: str

    def __str__(self) -> str:
        return self.TEXT.format(**{name: getattr(self, name) for name in field_names(type(self))})


@dataclass(frozen=True)
class Play(Notation):
    """A seat plays a card from its hand: the one move of a trick's play, in every game of tricks
    (``play B 2♣``)."""

    TEXT = "play {seat} {card}"
    seat: str
    card: Card


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
    values = {name: plain(getattr(action, name)) for name in field_names(type(action))}
    return {"kind": type(action).__name__.lower(), **values}


def move_from_json(classes: tuple[type, ...], data: Any) -> Any:
    """The action a page sends as structured data (as :func:`move_json` writes it), read field by field;
    anything missing, extra or of the wrong type is refused as ``move-malformed`` naming the field."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise MalformedInput("move-malformed", field="move.kind")
    kind = data["kind"]
    for cls in classes:
        if cls.__name__.lower() != kind:
            continue
        own = getattr(cls, "from_json", None)
        if callable(own):
            return own(data)
        hints = get_type_hints(cls)
        names = field_names(cls)
        for key in data:
            if key != "kind" and key not in names:
                raise MalformedInput("move-malformed", field=f"move.{str(key)[:40]}")
        return cls(**{name: _read(hints[name], data.get(name), f"move.{name}") for name in names})
    raise MalformedInput("move-malformed", field="move.kind")


def _read(kind: Any, value: Any, where: str) -> Any:
    if kind is str and isinstance(value, str) and 0 < len(value) <= 40:
        return value
    if kind is int and isinstance(value, int) and not isinstance(value, bool):
        return value
    if kind is Card and isinstance(value, str) and len(value) <= 8:
        return Card.parse(value)
    raise MalformedInput("move-malformed", field=where)
