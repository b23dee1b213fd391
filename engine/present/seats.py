"""The seats of a table as one seat may know them: its own hand shown, the others' as counts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.i18n import N_, ntr, tr
from .cards import hand
from .tree import Node, el

SEAT = N_("Seat")
HAND = N_("Hand")
YOUR_HAND = N_("{seat}’s hand")
TO_PLAY = N_("to play")

# A column between the seat and the hand: its label (a msgid) and each seat's value by index.
Column = tuple[str, Callable[[int], str]]


def seat_rows(state: Any, seat: str, lang: str, turn: int | None, columns: Sequence[Column] = ()) -> Node:
    """A table of the seats of ``state`` (``seats`` and ``hands``): ``seat``'s own hand in full, the others
    as counts; ``turn`` (an index, or None) is marked as the seat to play."""
    labels = [tr(lang, SEAT), *[tr(lang, label) for label, _ in columns], tr(lang, HAND)]
    rows = []
    for i, name in enumerate(state.seats):
        held = state.hands[i]
        if name == seat and held:
            shown: Node | str = hand(held, lang, tr(lang, YOUR_HAND, seat=name))
        else:
            shown = el("span", ntr(lang, "{n} card", "{n} cards", len(held)), cls="hidden-hand",
                       data_cards=len(held))
        marks = [el("small", tr(lang, TO_PLAY), cls="badge badge--turn")] if i == turn else []
        cells = [el("th", name, " ", *marks, scope="row")]
        cells += [el("td", value(i), data_label=labels[k + 1]) for k, (_, value) in enumerate(columns)]
        cells.append(el("td", shown, data_label=labels[-1]))
        rows.append(el("tr", *cells, cls="is-turn" if i == turn else None, data_seat=name))
    head = el("tr", *[el("th", label, scope="col") for label in labels])
    return el("table", el("thead", head), el("tbody", *rows), cls="seats")
