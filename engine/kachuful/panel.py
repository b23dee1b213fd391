"""Kachuful's analysis beside the table: the hint for the seat to play, the running score, the deal
being played and the score sheet of the deals so far."""

from __future__ import annotations

from ..core.i18n import N_, ntr, tr
from ..core.messages import SUIT_NAMES, narrate
from ..core.seats import seat_label
from ..core.spec import Panel
from ..present.cards import suit_badge
from ..present.tree import Node, el
from .adapter import ADAPTER
from .hints import describe as hint_reason
from .hints import suggest
from .program import program
from .sheet import running_totals, signed
from .state import Phase, State

TEXTS = {
    "hint": N_("Hint for {seat}"),
    "no-hint": N_("No hint: nobody is to play."),
    "hint-hidden": N_("The hint is for {seat}, whose hand this view hides."),
    "score": N_("Running score"),
    "seat": N_("Seat"),
    "bid": N_("Bid"),
    "tricks": N_("Tricks"),
    "total": N_("Score"),
    "sheet": N_("Score sheet"),
    "deal": N_("Deal"),
    "cards-each": N_("Cards"),
    "trumps": N_("Trumps"),
}


def panel(request: Panel) -> Node:
    state: State = request.state
    lang = request.lang
    turn = None if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) else state.seats[state.turn]
    if turn is None:
        hint: Node = el("p", tr(lang, TEXTS["no-hint"]))
    elif request.view_seat is not None and request.view_seat != turn:
        hint = el("p", tr(lang, TEXTS["hint-hidden"], seat=turn))
    else:
        suggestion = suggest(state)
        action = suggestion.action(turn)
        hint = el("div",
                  el("p", el("strong", narrate(ADAPTER.action_event(action), lang)),
                     cls="workbench-hint__move", data_action=str(action)),
                  el("ol", *[el("li", hint_reason(r, lang)) for r in suggestion.reasons]),
                  cls="workbench-hint")
    labels = [tr(lang, TEXTS[k]) for k in ("seat", "bid", "tricks", "total")]
    rows = [el("tr", el("th", seat_label(name), scope="row"),
               el("td", "–" if state.bids[i] is None else str(state.bids[i])),
               el("td", str(state.won[i])), el("td", str(state.totals[i])), data_seat=name)
            for i, name in enumerate(state.seats)]
    score = el("table", el("caption", tr(lang, TEXTS["score"])),
               el("thead", el("tr", *[el("th", label, scope="col") for label in labels])),
               el("tbody", *rows), cls="workbench-score")
    return el("div", el("p", _now(state, lang), cls="workbench-now"),
              el("h3", tr(lang, TEXTS["hint"], seat=turn or "–")), hint, score, _sheet(state, lang),
              cls="workbench-panel")


def _now(state: State, lang: str) -> str:
    spec = state.spec
    return ntr(lang, "Deal {deal} of {deals}: {n} card each, trumps {trump}, {dealer} deals.",
               "Deal {deal} of {deals}: {n} cards each, trumps {trump}, {dealer} deals.", spec.hand_size,
               deal=spec.number, deals=len(program(state.players, state.rules)),
               trump=tr(lang, SUIT_NAMES[spec.trump.word]), dealer=state.seats[state.dealer])


def _sheet(state: State, lang: str) -> Node:
    """The deals scored so far: points of each seat and, in brackets, the running total."""
    if not state.sheet:
        return el("div", cls="workbench-sheet")
    specs = program(state.players, state.rules)
    first = state.deal_index - len(state.sheet) + (1 if state.phase is Phase.GAME_OVER else 0)
    labels = [tr(lang, TEXTS[k]) for k in ("deal", "cards-each", "trumps")]
    head = el("tr", *[el("th", label, scope="col") for label in labels],
              *[el("th", seat_label(seat), scope="col") for seat in state.seats])
    rows = []
    for k, (points, totals) in enumerate(zip(state.sheet, running_totals(state.sheet))):
        spec = specs[first + k]
        rows.append(el("tr", el("th", str(spec.number), scope="row"), el("td", str(spec.hand_size)),
                       el("td", suit_badge(spec.trump, tr(lang, SUIT_NAMES[spec.trump.word]))),
                       *[el("td", signed(p), " ", el("small", f"({signed(t)})"), data_total=t)
                         for p, t in zip(points, totals)],
                       data_deal=spec.number))
    table = el("table", el("caption", tr(lang, TEXTS["sheet"])), el("thead", head), el("tbody", *rows),
               cls="workbench-sheet score-sheet", data_deals=len(rows))
    return el("div", table, cls="workbench-scroll", tabindex=0, role="group",
              aria_label=tr(lang, TEXTS["sheet"]))
