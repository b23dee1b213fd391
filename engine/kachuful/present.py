"""The Kachuful table as a render tree: deal header, one row per seat, the dealer's constraint."""

from __future__ import annotations

from ..core.i18n import N_, ntr, tr
from ..core.messages import SUIT_NAMES
from ..core.seats import seat_label
from ..present.cards import suit_badge
from ..present.tree import Node, el
from .explain import forbidden_bid
from .result import winner_line
from .sheet import signed
from .state import Phase, State


def header(state: State, lang: str, known: frozenset[str] | None = None) -> Node:
    """The line above the table: the deal, the cards each, the trumps, the cards left undealt (``known``: in a
    lesson, the terms taught so far; the deal's number and the cards undealt wait for the program, the
    trumps for the trumps)."""
    spec = state.spec
    trump_name = tr(lang, SUIT_NAMES[spec.trump.word])
    program = known is None or "program" in known
    trumps = known is None or "trump" in known
    parts: list[tuple[Node | str, ...]] = [
        (el("strong", tr(lang, N_("Deal {deal}"), deal=spec.number)),) if program else (),
        (ntr(lang, "{n} card each", "{n} cards each", spec.hand_size),),
        (tr(lang, N_("trumps:")), " ", suit_badge(spec.trump, trump_name)) if trumps else (),
        (ntr(lang, "{n} card unused", "{n} cards unused", spec.unused(state.players)),) if program else (),
    ]
    shown = [part for part in parts if part]
    return el("p", *[n for i, part in enumerate(shown) for n in ((" · ",) if i else ()) + part],
              cls="table-head")


def last_trick(state: State) -> tuple[dict[int, object], int | None]:
    """The cards of the trick in progress, or of the trick just won (with its winner)."""
    if state.trick:
        return dict(state.trick), None
    plays: list[tuple[str, str]] = []
    winner: int | None = None
    for event in reversed(state.log):
        if event.kind == "kachuful.trick" and plays:
            break
        if event.kind == "kachuful.play":
            plays.append((event.args["seat"], event.args["card"]))
        if event.kind == "kachuful.trick" and not plays:
            winner = state.seats.index(event.args["seat"])
    if not plays:
        return {}, None
    from ..core.cards import Card

    # read back from the end: the cards again in the order they were played
    return {state.seats.index(seat): Card.parse(card) for seat, card in reversed(plays)}, winner



def constraint(state: State, lang: str) -> Node | None:
    if state.phase is not Phase.BIDDING or not state.rules.dealer_restriction:
        return None
    if state.turn != state.dealer:
        return None
    value = forbidden_bid(state)
    dealer = state.seats[state.dealer]
    if value is None:
        return el("p", tr(lang, N_("{seat} may bid any number: the bids cannot total the tricks."),
                          seat=dealer), cls="constraint")
    return el(
        "p",
        tr(lang, N_("Forbidden bid for the dealer {seat}:"), seat=dealer), " ",
        el("strong", str(value), cls="forbidden-value", data_forbidden=value), " ",
        tr(lang, N_("(the bids would total {tricks}, the number of tricks)"), tricks=state.hand_size),
        cls="constraint",
    )


def score_sheet(state: State, lang: str) -> Node | None:
    if not state.sheet:
        return None
    head = el("tr", el("th", tr(lang, N_("Deal")), scope="col"),
              *[el("th", seat_label(seat), scope="col") for seat in state.seats])
    scored = state.deal_index + (1 if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) else 0)
    first = scored - len(state.sheet) + 1
    rows = [
        el("tr", el("th", str(first + n), scope="row"),
           *[el("td", signed(p)) for p in row])
        for n, row in enumerate(state.sheet)
    ]
    rows.append(el("tr", el("th", tr(lang, N_("Total")), scope="row"),
                   *[el("td", el("strong", signed(t))) for t in state.totals]))
    if state.phase is Phase.GAME_OVER:  # the sheet names the winner
        rows.append(el("tr", el("th", tr(lang, N_("Result")), scope="row"),
                       el("td", el("strong", winner_line(state, lang)), colspan=len(state.seats)),
                       cls="score-sheet__winner"))
    return el("table", el("caption", tr(lang, N_("Score sheet"))), el("thead", head), el("tbody", *rows),
              cls="score-sheet")
