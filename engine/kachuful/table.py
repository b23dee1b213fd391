"""Kachuful on the card table: three to seven seats, each with its bid and the tricks it has won, the
dealer marked; in the middle the trick being played (the led suit, the trumps, who led) or the one just
won; for the reader, the bids to choose from (the dealer's forbidden one is refused with the rule) and
their hand to play from."""

from __future__ import annotations

from ..core.i18n import N_, join_groups, ntr, tr
from ..core.messages import SUIT_NAMES
from ..core.seats import seat_label
from ..present.cards import card, card_name, suit_badge
from ..present.table import Seat, Table, sentence
from ..present.table import render as render_table
from ..present.tree import Node, el
from .present import constraint, header, last_trick, score_sheet
from .result import result_section
from .state import Phase, State

TEXTS = {
    "bids": N_("Your bid: how many tricks you will take"),
    "bid": N_("bid {bid}"),
    "no-bid": N_("no bid yet"),
    "dealer": N_("dealer"),
    "led": N_("led suit:"),
    "leads": N_("{seat} leads"),
    "trumps": N_("trumps:"),
    "won-trick": N_("{seat} wins the trick"),
    "empty": N_("No card played yet in this trick."),
    # what is asked of the reader when it is their turn to play a card (said by the "whose turn" key too)
    "touch-card": N_("Touch the card you play."),
}


def _bid(state: State, i: int, lang: str) -> str:
    bid = state.bids[i]
    return tr(lang, TEXTS["no-bid"]) if bid is None else tr(lang, TEXTS["bid"], bid=bid)


def _won(state: State, i: int, lang: str, bids: bool) -> tuple[Node | str, ...]:
    bid = state.bids[i]
    tricks = el("span", ntr(lang, "{n} trick", "{n} tricks", state.won[i]), cls="seat__tricks")
    return (el("span", _bid(state, i, lang), cls="seat__bid", data_bid_of=bid), tricks) if bids else (tricks,)


def _said(state: State, i: int, lang: str, bids: bool) -> str:
    tricks = ntr(lang, "{n} trick", "{n} tricks", state.won[i])
    return f"{_bid(state, i, lang)} · {tricks}" if bids else tricks


def _middle(state: State, lang: str, trumps: bool = True) -> tuple[Node | str, ...]:
    played, winner = last_trick(state)
    trump = state.spec.trump
    facts: list[Node | str] = [tr(lang, TEXTS["trumps"]), " ",
                               suit_badge(trump, tr(lang, SUIT_NAMES[trump.word]))] if trumps else []
    if state.trick:
        led = state.trick[0][1].suit
        facts += [" · "] if facts else []
        facts += [tr(lang, TEXTS["led"]), " ", suit_badge(led, tr(lang, SUIT_NAMES[led.word])), " · ",
                  tr(lang, TEXTS["leads"], seat=state.seats[state.trick[0][0]])]
    cards = [el("li", el("span", seat_label(state.seats[i]), cls="trick__seat"), " ",
                card(c, lang, "card--past" if winner is not None else ""), data_played_by=state.seats[i])
             for i, c in played.items()]
    trick = el("ol", *cards, cls="trick") if cards else \
        el("p", tr(lang, TEXTS["empty"]), cls="trick trick--empty")
    won = el("p", tr(lang, TEXTS["won-trick"], seat=state.seats[winner]), cls="trick__winner") \
        if winner is not None else None
    shown = (el("p", *facts, cls="trick__facts") if facts else None, trick, won)
    return tuple(n for n in shown if n is not None)


def _middle_said(state: State, lang: str, trumps: bool = True) -> str:
    """The middle read out: the trumps, the led suit and who led, then who played which card ("Ana : roi
    de cœur ; Bruno : 2 de trèfle"), then who won the trick."""
    played, winner = last_trick(state)
    facts = [f"{tr(lang, TEXTS['trumps'])} {tr(lang, SUIT_NAMES[state.spec.trump.word])}"] if trumps else []
    if state.trick:
        led = state.trick[0][1].suit
        facts += [f"{tr(lang, TEXTS['led'])} {tr(lang, SUIT_NAMES[led.word])}",
                  tr(lang, TEXTS["leads"], seat=state.seats[state.trick[0][0]])]
    cards = join_groups(lang, [(seat_label(state.seats[i]), card_name(c, lang)) for i, c in played.items()])
    said = [" · ".join(facts)] if facts else []
    said.append(cards or tr(lang, TEXTS["empty"]))
    if winner is not None:
        said.append(tr(lang, TEXTS["won-trick"], seat=state.seats[winner]))
    return " ".join(sentence(s) for s in said)


def table(state: State, view: str | None, reader: str | None, lang: str,
          known: frozenset[str] | None = None) -> Table:
    """The card table; ``known``: in a lesson, the terms the path has taught so far, and the parts that use
    another left out (the bids before bidding is taught, the trumps before trumps, the deal's number and
    the cards undealt before the program, the score sheet before scoring)."""
    bids_shown = known is None or "bid" in known
    trumps = known is None or "trump" in known
    # A trick laid in full (engine/kachuful/learn.py: shown before it is gathered) has nobody to play.
    playing = state.phase in (Phase.BIDDING, Phase.PLAYING) and len(state.trick) < state.players
    turn = state.seats[state.turn] if playing else None
    reader = view or reader or turn or state.seats[0]
    seats = tuple(
        Seat(name, len(held), held if view is None or view == name else None,
             badges=(tr(lang, TEXTS["dealer"]),) if i == state.dealer else (),
             won=_won(state, i, lang, bids_shown), said=_said(state, i, lang, bids_shown))
        for i, (name, held) in enumerate(zip(state.seats, state.hands)))
    bidding = state.phase is Phase.BIDDING and reader == turn
    asked = state.phase is Phase.PLAYING and turn is not None and reader == turn
    result = result_section(state, view, lang) if state.phase is Phase.GAME_OVER else None
    sheet = score_sheet(state, lang) if known is None or "score" in known else None
    notes = tuple(n for n in (result, sheet) if n is not None)
    told = constraint(state, lang)  # the forbidden bid: what a lesson or a drill asks for
    return Table(
        seats, reader, turn, head=(header(state, lang, known),), middle=_middle(state, lang, trumps),
        middle_said=_middle_said(state, lang, trumps),
        bids=tuple(range(state.hand_size + 1)) if bidding else (), bids_label=tr(lang, TEXTS["bids"]),
        notes=notes, help_notes=(told,) if told is not None else (),
        prompts=(el("p", tr(lang, TEXTS["touch-card"]), cls="table-note"),) if asked else (),
    )


def present(state: State, lang: str) -> Node:
    """A worked example's position: the card table, every hand shown."""
    return el("div", render_table(table(state, None, None, lang), lang, len(state.actions)),
              cls="kachuful-table")
