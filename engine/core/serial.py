"""Canonical JSON, typed field access for reading positions and requests, and the fields every game's
position writes alike."""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Iterator, Mapping
from typing import Any, TypeVar

from .errors import MalformedInput

T = TypeVar("T")
MAX_JSON_CHARS = 200_000


def dumps(value: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, UTF-8 kept as is."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def loads(text: str) -> Any:
    if not isinstance(text, str):
        raise MalformedInput("json-malformed", reason="not text")
    if len(text) > MAX_JSON_CHARS:
        raise MalformedInput("json-too-large", size=len(text), limit=MAX_JSON_CHARS)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise MalformedInput("json-malformed", reason=str(exc)[:80]) from None


def field(obj: Any, name: str, kind: type[T], where: str = "") -> T:
    """``obj[name]`` checked to be of ``kind`` (bool is never accepted as int)."""
    if not isinstance(obj, Mapping):
        raise MalformedInput("field-wrong-type", field=where or "(root)", expected="object")
    if name not in obj:
        raise MalformedInput("field-missing", field=_join(where, name))
    return check_type(obj[name], kind, _join(where, name))


def optional(obj: Mapping[str, Any], name: str, kind: type[T], default: T, where: str = "") -> T:
    if name not in obj:
        return default
    return check_type(obj[name], kind, _join(where, name))


def check_type(value: Any, kind: type[T], where: str) -> T:
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not ok:
        raise MalformedInput("field-wrong-type", field=where, expected=kind.__name__)
    return value


def _join(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


def known_fields(data: Any, allowed: Collection[str], where: str) -> Mapping[str, Any]:
    """``data`` as an object whose every key is one of ``allowed`` (``where`` names it in the error)."""
    if not isinstance(data, Mapping):
        raise MalformedInput("field-wrong-type", field=where, expected="object")
    for key in data:
        if key not in allowed:
            raise MalformedInput("field-unknown", field=str(key)[:40])
    return data


def texts(values: list[Any], where: str) -> Iterator[str]:
    """Each item of a JSON list that must hold texts (a position's ``actions``), as it is read: the first
    that is not text is refused, naming ``where[i]``."""
    for i, value in enumerate(values):
        if not isinstance(value, str):
            raise MalformedInput("field-wrong-type", field=f"{where}[{i}]", expected="str")
        yield value


def position_json(state: Any, dealer: int, hands: Iterable[str], **more: Any) -> dict[str, Any]:
    """A game's JSON position: the fields every game writes alike, ``seats`` (``state.seats``), the
    ``dealer`` (seat index ``dealer``, by name), ``hands`` (each seat's opening hand as text, ``hands``
    in seat order) and ``actions`` (the notation of ``state.actions``); the game's own fields ``more``
    (one that is None left out); last ``rules``, when a switch differs from its default."""
    seats = state.seats
    data: dict[str, Any] = {"seats": list(seats), "dealer": seats[dealer], "hands": dict(zip(seats, hands)),
                            "actions": [str(a) for a in state.actions]}
    data.update((key, value) for key, value in more.items() if value is not None)
    rules = state.rules.to_json()
    if rules:
        data["rules"] = rules
    return data
