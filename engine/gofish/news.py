"""What the others' moves changed for a seat while it waited (``GameSpec.news``): the cards taken from
its hand, player by player, said first when its turn comes back."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.errors import Coded
from ..core.events import Event


def news(events: Sequence[Event], seat: str) -> tuple[Coded, ...]:
    taken: dict[str, list[str]] = {}
    for event in events:
        if event.kind == "gofish.gave" and event.args["seat"] == seat:
            taken.setdefault(str(event.args["to"]), []).extend(str(c) for c in event.args["cards"])
    return tuple(Coded.of("gofish.news-taken", seat=taker, cards=cards) for taker, cards in taken.items())
