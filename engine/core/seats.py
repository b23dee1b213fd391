"""What a reader sees for a seat: a name with the seat's initial, the same in every language.

Seats stay the letters ``A``–``H`` in all data (notation, scenario files, JSON, ``data-seat``
attributes); only what is shown is a name, so that seat ``A`` is never read as an ace (``Ana demande
la dame de pique à Bruno``). :func:`seat_label` is the single source: the messages (by parameter role,
see :mod:`engine.core.roles`), the card table, the panels and the page scripts (sent the same table) use it.
A seat that is not one of the letters (a set-up position may name seats otherwise) is shown as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

SEAT_LABELS: dict[str, str] = {
    "A": "Ana", "B": "Bruno", "C": "Carmen", "D": "David",
    "E": "Elena", "F": "Félix", "G": "Gabriel", "H": "Hugo",
}

# The parameters that hold a seat are mapped by their role, never by their value: a rank may be "A"
# too (the ace). The roles are in engine/core/roles.py.

_GROUP = re.compile(r"^([^\s:,]+):(\S+)$")


def seat_label(seat: str) -> str:
    """``"A"`` -> ``"Ana"``; a seat that is not one of the letters A–H is shown as written."""
    return SEAT_LABELS.get(seat, seat)


def seat_labels(seats: Iterable[str]) -> list[str]:
    return [seat_label(s) for s in seats]


def groups_label(text: str) -> list[tuple[str, str]] | None:
    """``"A:2♦,3♦ C:6♦"`` -> ``[("Ana", "2♦ 3♦"), ("Carmen", "6♦")]``; None when ``text`` is not such
    groups (a single seat, for instance)."""
    parts = text.split()
    found = [_GROUP.match(p) for p in parts]
    if not parts or not all(found):
        return None
    return [(seat_label(m.group(1)), m.group(2).replace(",", " ")) for m in found if m]
