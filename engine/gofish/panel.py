"""Go Fish's analysis beside the table: what each player was seen to ask and receive."""

from __future__ import annotations

from ..core.cards import ALL_RANKS, rank_name
from ..core.i18n import N_, tr
from ..core.seats import seat_label
from ..core.spec import Panel
from ..present.cards import card
from ..present.tree import Node, el
from .views import knowledge, view

TEXTS = {
    "seen": N_("What each player was seen to ask and receive"),
    "player": N_("Player"),
    "asked": N_("Asked for"),
    "received": N_("Received"),
    "surely": N_("Surely holds"),
}


def panel(request: Panel) -> Node:
    lang = request.lang
    v = view(request.state, request.view_seat)
    known = knowledge(v)
    labels = [tr(lang, TEXTS[k]) for k in ("player", "asked", "received", "surely")]
    rows = []
    for i, name in enumerate(v.seats):
        asked = " ".join(rank_name(r) for r in known.asked[i]) or "–"
        received = (el("span", *[card(c, lang) for c in known.received[i]], cls="workbench-cards")
                    if known.received[i] else "–")
        sure = " ".join(rank_name(r) for r in ALL_RANKS if known.least[i][r]) or "–"
        rows.append(el("tr", el("th", seat_label(name), scope="row"), el("td", asked, data_label=labels[1]),
                       el("td", received, data_label=labels[2]), el("td", sure, data_label=labels[3]),
                       data_seat=name))
    table = el("table", el("caption", tr(lang, TEXTS["seen"])),
               el("thead", el("tr", *[el("th", label, scope="col") for label in labels])),
               el("tbody", *rows), cls="workbench-seen")
    return el("div", el("div", table, cls="workbench-scroll"), cls="workbench-panel")
