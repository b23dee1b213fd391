"""What the others' moves changed for a seat while it waited (``GameSpec.news``): the cards taken from
its hand, asker by asker, said first when its turn comes back."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.errors import Coded
from ..core.events import Event


def news(events: Sequence[Event], seat: str) -> tuple[Coded, ...]:
    taken: dict[str, list[str]] = {}
    for event in events:
        if event.kind == "literature.ask-yes" and event.args["target"] == seat:
            taken.setdefault(str(event.args["seat"]), []).append(str(event.args["card"]))
    return tuple(Coded.of("literature.news-taken", seat=asker, cards=cards) for asker, cards in taken.items())
