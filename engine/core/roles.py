"""Message parameters by role: what a parameter holds decides how a reader sees it (a rank "A" is the
ace, a seat "A" is Ana). :func:`engine.core.i18n.fill` applies them; the names are in
:mod:`engine.core.seats`, the words for cards in :mod:`engine.core.cardwords`."""

from __future__ import annotations

# One seat ("A" -> Ana), a list of seats (Ana, Carmen et Elena), claim groups by holder ("A:2♦,3♦").
SEAT_ROLES = frozenset({
    "seat", "target", "to", "turn", "asker", "from_seat", "dealer", "first", "last", "owner", "other",
    "named", "winner", "holder", "me", "partner",
})
SEAT_LIST_ROLES = frozenset({"seats", "team", "winners"})
GROUP_ROLES = frozenset({"named", "holders"})
# A card ("Q♠" -> la dame de pique; "low" and "high" are the ends of a range, "du 9 de pique à l’as de
# pique"), a rank ("Q" -> dame), a half-suit ("2♦–7♦" -> les carreaux bas).
CARD_ROLES = frozenset({"card", "other_card", "low", "high", "best", "cards"})  # "cards": a list of them
RANK_ROLES = frozenset({"rank", "other_rank"})
HALF_ROLES = frozenset({"half", "other_half"})

READER_ROLES = SEAT_ROLES | SEAT_LIST_ROLES | GROUP_ROLES | CARD_ROLES | RANK_ROLES | HALF_ROLES
