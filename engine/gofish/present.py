"""The Go Fish table as a render tree: the stock, each player's hand and books, who may ask for what."""

from __future__ import annotations

from ..core.cards import SUIT_ORDER, Card, rank_name
from ..core.i18n import N_, ntr, tr
from ..present.cards import card, hand
from ..present.tree import Node, el
from .actions import Ask
from .explain import legal_actions
from .state import Phase, State


def present(state: State, lang: str) -> Node:
    stock = ntr(lang, "{n} card in the stock", "{n} cards in the stock", len(state.stock))
    header = el(
        "p",
        el("span", cls="stock-pile", aria_hidden="true"), " ", stock, " · ",
        ntr(lang, "{n} book down of 13", "{n} books down of 13", state.books_down),
        cls="table-head",
    )
    return el("div", header, _seats(state, lang), _asks(state, lang), cls="gofish-table")


def _seats(state: State, lang: str) -> Node:
    labels = [tr(lang, m) for m in (N_("Player"), N_("Hand"), N_("Books"))]
    head = el("tr", *[el("th", label, scope="col") for label in labels])
    rows = []
    playing = state.phase is not Phase.GAME_OVER
    for i, seat in enumerate(state.seats):
        marks = []
        if playing and i == state.turn:
            marks.append(el("small", tr(lang, N_("to play")), cls="badge badge--turn"))
        if state.out[i]:
            marks.append(el("small", tr(lang, N_("out")), cls="badge"))
        books = [
            el("li", el("span", *[card(Card(rank, suit), lang) for suit in SUIT_ORDER], cls="book",
                        role="group", aria_label=tr(lang, N_("book of {rank}"), rank=rank_name(rank))))
            for rank in state.books[i]
        ]
        rows.append(el(
            "tr",
            el("th", seat, " ", *marks, scope="row"),
            el("td", hand(state.hands[i], lang, tr(lang, N_("{seat}’s hand"), seat=seat)),
               data_label=labels[1]),
            el("td", el("ul", *books, cls="books") if books else "–", data_label=labels[2]),
            cls="is-turn" if playing and i == state.turn else None,
        ))
    return el("table", el("thead", head), el("tbody", *rows), cls="seats")


def _asks(state: State, lang: str) -> Node | None:
    if state.phase is not Phase.ASK:
        return None
    ranks = sorted({a.rank for a in legal_actions(state) if isinstance(a, Ask)})
    if not ranks:
        return None
    seat = state.seats[state.turn]
    return el(
        "p",
        tr(lang, N_("{seat} may ask for:"), seat=seat), " ",
        el("strong", " ".join(rank_name(r) for r in ranks), cls="may-ask"),
        cls="constraint",
    )
