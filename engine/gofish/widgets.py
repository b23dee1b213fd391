"""Go Fish's page widget: a game against the computer, and the table as one seat sees it.

``[[gofish-game]]`` (alone on its line; optional ``opponents=N`` from 1 to 4 and ``seed=N``) renders
the deal for the built seed as seat A sees it; the script (``docs/assets/js/widgets/gofish-game.js``)
lets the reader choose the number of opponents and a seed, deal, and play seat A against memory
bots through the play session of every game (``workbench.view``, ``workbench.play``,
``workbench.bots``, seen from seat "A"). :func:`table_for` draws the table from the seat's
:class:`~engine.gofish.views.View` only: its own hand, every hand's size, the stock, the books and
what the public history shows (the ranks each player is known to hold).
"""

from __future__ import annotations

from typing import Any

from ..core.cards import ALL_RANKS, SUIT_ORDER, Card, rank_name
from ..core.errors import MalformedInput
from ..core.i18n import N_, ntr, tr
from ..core.rng import Rng
from ..ops import shortcode
from ..present.cards import card
from ..present.tree import Node, el
from ..present.widget import widget_html
from .deal import new_game
from .rules import Rules
from .state import Phase, State
from .views import View, knowledge, view

YOU = "A"
SEATS = "ABCDE"
MIN_OPPONENTS, MAX_OPPONENTS = 1, 4
DEFAULT_OPPONENTS = 2
DEFAULT_SEED = 1
MAX_SEED = 999_999_999

GAME_UI = {
    "opponents": N_("Opponents"),
    "seed": N_("Seed"),
    "deal": N_("Deal the cards"),
    "ready": N_("Choose how many opponents and a seed, then deal the cards: you play seat A against the "
                "computer."),
    "dealt": N_("New game, seed {seed}: you play seat A."),
    "seed-invalid": N_("The seed must be a whole number from 0 to {max}."),
    "moves": N_("Your move"),
    "your-turn": N_("Your turn: ask an opponent for a rank you hold."),
    "must-draw": N_("You must draw the top card of the stock."),
    "waiting": N_("{seat} is playing…"),
    "over": N_("The game is over: the result is shown with the table."),
    "ask-group": N_("Ask {seat} for:"),
    "draw": N_("Draw a card"),
    "try": N_("Try any ask"),
    "try-note": N_("Any opponent, any rank: the rules say whether the ask is allowed."),
    "try-opponent": N_("Opponent"),
    "try-rank": N_("Rank"),
    "try-ask": N_("Ask"),
    "refused": N_("Refused: {attempt}"),
    "log": N_("What happened"),
    "failed": N_("The rules engine could not start in this browser: the deal shown above stays readable."),
}


# --- the table as one seat sees it -------------------------------------------------------------


def table_for(state: State, seat: str, lang: str) -> Node:
    """The table as ``seat`` may know it (built from its view, never from the state)."""
    return present_view(view(state, seat), lang)


def present_view(v: View, lang: str) -> Node:
    over = v.phase is Phase.GAME_OVER
    books_down = sum(len(b) for b in v.books)
    header = el(
        "p",
        el("span", cls="stock-pile", aria_hidden="true"), " ",
        ntr(lang, "{n} card in the stock", "{n} cards in the stock", v.stock_size), " · ",
        ntr(lang, "{n} book down of 13", "{n} books down of 13", books_down),
        cls="table-head",
    )
    labels = [tr(lang, m) for m in (N_("Player"), N_("Hand"), N_("Books"), N_("Known to hold"))]
    head = el("tr", *[el("th", label, scope="col") for label in labels])
    known = knowledge(v)
    rows = []
    for i, seat in enumerate(v.seats):
        turn = not over and seat == v.turn
        marks = []
        if seat == v.seat:
            marks.append(el("small", tr(lang, N_("you")), cls="badge badge--you"))
        if turn:
            marks.append(el("small", tr(lang, N_("to play")), cls="badge badge--turn"))
        if v.out[i]:
            marks.append(el("small", tr(lang, N_("out")), cls="badge"))
        size = v.hand_sizes[i]
        if seat == v.seat and not size:
            held: Node = el("span", ntr(lang, "{n} card", "{n} cards", size), cls="hidden-hand")
        elif seat == v.seat:
            held = el("ul", *[el("li", card(c, lang)) for c in v.hand], cls="hand",
                            aria_label=tr(lang, N_("Your hand")))
        else:
            held = el(
                "span",
                el("span", *[el("span", cls="card-back") for _ in range(size)], cls="card-backs",
                   aria_hidden="true"),
                " ", ntr(lang, "{n} card", "{n} cards", size),
                cls="hidden-hand",
            )
        books = [
            el("li", el("span", *[card(Card(rank, suit), lang) for suit in SUIT_ORDER], cls="book",
                        role="group", aria_label=tr(lang, N_("book of {rank}"), rank=rank_name(rank))))
            for rank in v.books[i]
        ]
        sure = [rank_name(r) for r in ALL_RANKS if known.least[i][r]]
        rows.append(el(
            "tr",
            el("th", seat, " ", *marks, scope="row"),
            el("td", held, data_label=labels[1]),
            el("td", el("ul", *books, cls="books") if books else "–", data_label=labels[2]),
            el("td", " ".join(sure) if sure else "–", data_label=labels[3]),
            cls="is-turn" if turn else None, data_seat=seat, data_cards=size, data_books=len(v.books[i]),
        ))
    table = el("table", el("thead", head), el("tbody", *rows), cls="seats")
    return el(
        "div", header, el("div", table, cls="gofish-view__scroll"), _result(v, lang) if over else None,
        cls="gofish-table gofish-view", data_seat=v.seat or "", data_turn="" if over else v.turn,
        data_phase=v.phase.value, data_stock=v.stock_size,
    )


def _result(v: View, lang: str) -> Node:
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
                      "You share the win with {seats}: {n} books each.", most, seats=", ".join(others))
    elif len(winners) == 1:
        verdict = ntr(lang, "{seats} wins with {n} book; you made {mine}.",
                      "{seats} wins with {n} books; you made {mine}.", most, seats=winners[0], mine=mine)
    else:
        verdict = ntr(lang, "{seats} share the win with {n} book each; you made {mine}.",
                      "{seats} share the win with {n} books each; you made {mine}.", most,
                      seats=", ".join(winners), mine=mine)
    return el(
        "section",
        el("h3", tr(lang, N_("Result")), cls="gofish-result__title", tabindex=-1),
        el("ul", *items, cls="gofish-result__books"),
        el("p", el("strong", verdict), cls="gofish-result__verdict"),
        cls="gofish-result", data_result="true", data_winners=" ".join(winners),
    )


# --- the shortcode ------------------------------------------------------------------------------


def seats_for(opponents: int) -> tuple[str, ...]:
    return tuple(SEATS[: opponents + 1])


def _number(args: list[str]) -> dict[str, int]:
    numbers: dict[str, int] = {}
    for arg in args:
        name, _, value = arg.partition("=")
        if name in ("opponents", "seed") and value.isascii() and value.isdigit() and len(value) <= 9:
            numbers[name] = int(value)
        else:
            raise MalformedInput("field-unknown", field=arg[:40])
    return numbers


@shortcode("gofish-game")
def game_shortcode(args: list[str], lang: str) -> str:
    numbers = _number(args)
    opponents = numbers.get("opponents", DEFAULT_OPPONENTS)
    if not MIN_OPPONENTS <= opponents <= MAX_OPPONENTS:
        raise MalformedInput("value-out-of-range", field="opponents", low=MIN_OPPONENTS, high=MAX_OPPONENTS)
    seed = numbers.get("seed", DEFAULT_SEED)
    state = new_game(seats_for(opponents), Rules(), Rng(seed))
    data: dict[str, Any] = {
        "game": "go-fish", "seat": YOU, "opponents": opponents, "seed": seed,
        "min_opponents": MIN_OPPONENTS, "max_opponents": MAX_OPPONENTS, "max_seed": MAX_SEED,
        "seats": list(SEATS), "ranks": [rank_name(r) for r in ALL_RANKS],
    }
    return widget_html(
        "gofish-game", lang, el("div", table_for(state, YOU, lang), cls="widget__body"),
        messages=GAME_UI, data=data, label=tr(lang, N_("Go Fish against the computer")),
    )
