"""The table as one seat may know it: its own hand, the others' hands as counts."""

from __future__ import annotations

from typing import Any

from ..core.i18n import N_, ntr, tr
from ..play import PLAYABLE
from ..present.cards import hand
from ..present.tree import Node, el
from .start import GAMES
from .texts import PANEL


def seat_table(game: str, state: Any, seat: str, lang: str) -> Node:
    """The table as ``seat`` may know it: other hands as counts only."""
    play = PLAYABLE[game]
    if play.table_for is not None:
        return play.table_for(state, seat, lang)
    if game == "literature":
        from ..literature import present as lit

        return el("div", lit._scores(state, lang), _hands(state, seat, lang, with_bids=False),
                  lit._sets(state, lang), lit._last_question(state, lang),
                  cls="literature-table workbench-seat-view", data_seat=seat)
    from ..kachuful import present as kp

    full = kp.present(state, lang)
    header = full["children"][0]
    return el("div", header, _hands(state, seat, lang, with_bids=True), kp._constraint(state, lang),
              kp._scores(state, lang), cls="kachuful-table workbench-seat-view", data_seat=seat)


def _hands(state: Any, seat: str, lang: str, with_bids: bool) -> Node:
    labels = [tr(lang, PANEL["seat"])]
    if with_bids:
        labels += [tr(lang, PANEL["bid"]), tr(lang, PANEL["tricks"])]
    labels.append(tr(lang, PANEL["hand"]))
    rows = []
    over = GAMES["kachuful" if with_bids else "literature"].over(state)
    for i, name in enumerate(state.seats):
        held = state.hands[i]
        if name == seat and held:
            shown: Node | str = hand(held, lang, tr(lang, PANEL["your-hand"], seat=name))
        else:
            shown = el("span", ntr(lang, "{n} card", "{n} cards", len(held)), cls="hidden-hand",
                       data_cards=len(held))
        turn = not over and i == state.turn
        marks = [el("small", tr(lang, N_("to play")), cls="badge badge--turn")] if turn else []
        cells = [el("th", name, " ", *marks, scope="row")]
        if with_bids:
            bid = state.bids[i]
            cells += [el("td", "–" if bid is None else str(bid), data_label=labels[1]),
                      el("td", str(state.won[i]), data_label=labels[2])]
        cells.append(el("td", shown, data_label=labels[-1]))
        rows.append(el("tr", *cells, cls="is-turn" if turn else None, data_seat=name))
    head = el("tr", *[el("th", label, scope="col") for label in labels])
    return el("table", el("thead", head), el("tbody", *rows), cls="seats")
