"""Moves written short for share links: a move among the first 64 choices of its position is one
character, up to 4,096 three (``.`` and two), any other (a claim, a typed action) its text in
brackets. ``"BA(claim A low-♠ A:2♠,3♠,4♠,5♠,6♠,7♠)"`` is the second choice, the first, then a claim."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.errors import MalformedInput

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_INDEX = {c: i for i, c in enumerate(ALPHABET)}
MAX_TEXT = 120


def code(choices: Sequence[Any], action: Any) -> str:
    try:
        i = list(choices).index(action)
    except ValueError:
        i = -1
    if 0 <= i < 64:
        return ALPHABET[i]
    if 0 <= i < 64 * 64:
        return "." + ALPHABET[i // 64] + ALPHABET[i % 64]
    return f"({action})"


def parse(text: Any, field: str = "moves") -> list[int | str]:
    """The moves of a link: numbers (choices) and texts; anything else is ``workbench.link-field``."""
    if not isinstance(text, str):
        raise MalformedInput("workbench.link-field", field=field)
    out: list[int | str] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c in _INDEX:
            out.append(_INDEX[c])
            i += 1
        elif c == "." and i + 2 < len(text) and text[i + 1] in _INDEX and text[i + 2] in _INDEX:
            out.append(_INDEX[text[i + 1]] * 64 + _INDEX[text[i + 2]])
            i += 3
        elif c == "(":
            end = text.find(")", i)
            if end < 0 or not 0 < end - i - 1 <= MAX_TEXT:
                raise MalformedInput("workbench.link-field", field=field)
            out.append(text[i + 1: end])
            i = end + 1
        else:
            raise MalformedInput("workbench.link-field", field=field)
    return out
