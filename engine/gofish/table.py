"""Go Fish on the card table: two to five seats with their books beside them, the stock in the middle;
the reader touches a card of the rank to ask for, then an opponent, and draws from the stock when told
to go fish."""

from __future__ import annotations

from ..core.cards import ALL_RANKS, Card, rank_name
from ..core.cardwords import rank_words
from ..core.i18n import N_, join_list, ntr, tr, translations
from ..core.messages import render
from ..present.table import Passed, Seat, Table
from ..present.tree import Node, el
from .state import Phase, State
from .views import SEEN, View, knowledge
from .views import view as view_of

TEXTS = {
    "draw": N_("Draw from the stock"),
    "out": N_("out"),
    "book": N_("book of {ranks}"),
    "ask": N_("Touch a card of the rank you ask for, then the opponent you ask."),
    "fish": N_("Go fish: draw a card from the stock."),
    "refill": N_("Your hand is empty: draw a card from the stock."),
    "holds": N_("surely holds: {ranks}"),
}
GIVEN = ("gofish.gave", "gofish.drew-asked")


def _won(state: State, i: int, lang: str) -> tuple[Node | str, ...]:
    return tuple(el("span", rank_name(rank), cls="book-mark",
                    title=tr(lang, TEXTS["book"], rank=rank_name(rank))) for rank in state.books[i])


def _passed(state: State, view: str | None, lang: str) -> Passed | None:
    """The last cards that changed hands: given, drawn and shown, or (every hand shown: ``view`` None, as in
    the lessons) drawn and kept."""
    for event in reversed(state.log):
        if event.kind in SEEN and view is None:
            args = event.args
            return Passed(None, str(args["seat"]), (Card.parse(str(args["card"])),),
                          render(SEEN[event.kind], args, lang))
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


def result_section(v: View, lang: str) -> Node:
    counts = [len(b) for b in v.books]
    most = max(counts)
    winners = [s for s, c in zip(v.seats, counts) if c == most]
    items = []
    for seat, count in zip(v.seats, counts):
        line = ntr(lang, "{seat}: {n} book", "{seat}: {n} books", count, seat=seat)
        items.append(el("li", el("strong", line) if seat in winners else line, data_seat=seat,
                        data_books=count))
    mine = counts[v.seats.index(v.seat)] if v.seat in v.seats else 0
    others = [s for s in winners if s != v.seat]
    if v.seat in winners and not others:
        verdict = ntr(lang, "You win with {n} book.", "You win with {n} books.", most)
    elif v.seat in winners:
        verdict = ntr(lang, "You share the win with {seats}: {n} book each.",
                      "You share the win with {seats}: {n} books each.", most, seats=others)
    elif len(winners) == 1:
        verdict = ntr(lang, "{seats} wins with {n} book; you made {mine}.",
                      "{seats} wins with {n} books; you made {mine}.", most, seats=winners[:1], mine=mine)
    else:
        verdict = ntr(lang, "{seats} share the win with {n} book each; you made {mine}.",
                      "{seats} share the win with {n} books each; you made {mine}.", most,
                      seats=winners, mine=mine)
    return el(
        "section",
        el("h3", tr(lang, N_("Result")), cls="gofish-result__title", tabindex=-1),
        el("ul", *items, cls="gofish-result__books"),
        el("p", el("strong", verdict), cls="gofish-result__verdict"),
        cls="gofish-result", data_result="true", data_winners=" ".join(winners),
    )


def _known(v: View, lang: str) -> tuple[tuple[Node, ...], ...]:
    """Per seat, the ranks the public history shows it surely holds (what a good player remembers)."""
    known = knowledge(v)
    out = []
    for i in range(len(v.seats)):
        # in words ("roi et sept", "rey y siete"): a letter would be English ("K") and read as a seat
        ranks = [rank_words(rank_name(r), translations(lang)) for r in ALL_RANKS if known.least[i][r]]
        out.append((el("span", tr(lang, TEXTS["holds"], ranks=join_list(lang, ranks)), cls="seat__known"),)
                   if ranks else ())
    return tuple(out)


def table(state: State, view: str | None, reader: str | None, lang: str) -> Table:
    playing = state.phase is not Phase.GAME_OVER
    turn = state.seats[state.turn] if playing else None
    reader = view or reader or turn or state.seats[0]
    seen = view_of(state, view) if view is not None else None
    known = _known(seen, lang) if seen is not None else tuple(() for _ in state.seats)
    seats = tuple(
        Seat(name, len(held), held if view is None or view == name else None,
             badges=(tr(lang, TEXTS["out"]),) if state.out[i] else (), won=_won(state, i, lang),
             said=ntr(lang, "{n} book", "{n} books", len(state.books[i])), known=known[i])
        for i, (name, held) in enumerate(zip(state.seats, state.hands)))
    stock = el("p", el("span", cls="stock-pile", aria_hidden="true"), " ",
               ntr(lang, "{n} card in the stock", "{n} cards in the stock", len(state.stock)),
               cls="stock", data_stock=len(state.stock))
    moving = playing and reader == turn
    kinds: tuple[tuple[str, str], ...] = ()
    notes: tuple[Node | str, ...] = ()
    prompts: tuple[Node | str, ...] = ()
    if moving and state.phase is Phase.DRAW:
        kinds = (("draw", tr(lang, TEXTS["draw"])),)
        told = TEXTS["fish" if state.asked is not None else "refill"]
        prompts = (el("p", tr(lang, told), cls="table-note"),)
    elif moving and state.phase is Phase.ASK:
        prompts = (el("p", tr(lang, TEXTS["ask"]), cls="table-note"),)
    head = el("p", ntr(lang, "{n} book down of 13", "{n} books down of 13", state.books_down),
              cls="table-head")
    if not playing and seen is not None:
        notes = (result_section(seen, lang),)
    return Table(seats, reader, turn, head=(head,), middle=(stock,), passed=_passed(state, view, lang),
                 kinds=kinds, notes=notes, prompts=prompts)
