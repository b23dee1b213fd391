"""Actions are small immutable values; their text form parses back (``bid D 0``, ``play B 2♣``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.cards import Card
from ..core.errors import MalformedInput
from ..core.moves import Notation, Play


@dataclass(frozen=True)
class Bid(Notation):
    TEXT = "bid {seat} {value}"
    seat: str
    value: int


Action = Bid | Play


def parse_action(text: str) -> Action:
    parts = text.split() if isinstance(text, str) else []
    if len(parts) == 3 and parts[0] == "bid" and re.fullmatch(r"[0-9]{1,3}", parts[2]):
        return Bid(parts[1], int(parts[2]))
    if len(parts) == 3 and parts[0] == "play":
        try:
            return Play(parts[1], Card.parse(parts[2]))
        except MalformedInput:
            pass
    raise MalformedInput("action-malformed", text=str(text)[:80])
