"""Go Fish on the card table: two to five seats with their books beside them, the stock in the middle;
the reader touches a card of the rank to ask for, then an opponent, and draws from the stock when told
to go fish."""

from __future__ import annotations

from ..core.cards import Card, rank_name
from ..core.i18n import N_, ntr, tr
from ..core.messages import render
from ..present.table import Passed, Seat, Table
from ..present.tree import Node, el
from .state import Phase, State

TEXTS = {
    "draw": N_("Draw from the stock"),
    "out": N_("out"),
    "book": N_("book of {rank}"),
    "ask": N_("Touch a card of the rank you ask for, then the opponent you ask."),
    "fish": N_("Go fish: draw a card from the stock."),
    "refill": N_("Your hand is empty: draw a card from the stock."),
}
GIVEN = ("gofish.gave", "gofish.drew-asked")


def _won(state: State, i: int, lang: str) -> tuple[Node | str, ...]:
    return tuple(el("span", rank_name(rank), cls="book-mark",
                    title=tr(lang, TEXTS["book"], rank=rank_name(rank))) for rank in state.books[i])


def _passed(state: State, lang: str) -> Passed | None:
    for event in reversed(state.log):
        if event.kind == "gofish.gave":
            args = event.args
            return Passed(str(args["seat"]), str(args["to"]), tuple(Card.parse(c) for c in args["cards"]),
                          render(event.kind, args, lang))
        if event.kind == "gofish.drew-asked":
            args = event.args
            return Passed(None, str(args["seat"]), (Card.parse(str(args["card"])),),
                          render(event.kind, args, lang))
        if event.kind in ("gofish.go-fish", "gofish.asked"):
            return None
    return None


def table(state: State, view: str | None, reader: str | None, lang: str) -> Table:
    playing = state.phase is not Phase.GAME_OVER
    turn = state.seats[state.turn] if playing else None
    reader = view or reader or turn or state.seats[0]
    seats = tuple(
        Seat(name, len(held), held if view is None or view == name else None,
             badges=(tr(lang, TEXTS["out"]),) if state.out[i] else (), won=_won(state, i, lang),
             said=ntr(lang, "{n} book", "{n} books", len(state.books[i])))
        for i, (name, held) in enumerate(zip(state.seats, state.hands)))
    stock = el("p", el("span", cls="stock-pile", aria_hidden="true"), " ",
               ntr(lang, "{n} card in the stock", "{n} cards in the stock", len(state.stock)),
               cls="stock", data_stock=len(state.stock))
    moving = playing and reader == turn
    kinds: tuple[tuple[str, str], ...] = ()
    notes: tuple[Node | str, ...] = ()
    if moving and state.phase is Phase.DRAW:
        kinds = (("draw", tr(lang, TEXTS["draw"])),)
        notes = (el("p", tr(lang, TEXTS["fish" if state.asked is not None else "refill"]), cls="table-note"),)
    elif moving and state.phase is Phase.ASK:
        notes = (el("p", tr(lang, TEXTS["ask"]), cls="table-note"),)
    head = el("p", ntr(lang, "{n} book down of 13", "{n} books down of 13", state.books_down),
              cls="table-head")
    return Table(seats, reader, turn, head=(head,), middle=(stock,), passed=_passed(state, lang), kinds=kinds,
                 notes=notes)
