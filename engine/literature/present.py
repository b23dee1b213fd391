"""The Literature table as a render tree: teams and scores, hands, resolved half-suits, the last
question (what the rules allow anyone to hear again), and, from one seat, what that seat knows for
certain with the reasons and the claims it can make with certainty."""

from __future__ import annotations

from typing import Any

from ..core.i18n import N_, join_groups, ntr, tr
from ..core.messages import render
from ..core.seats import seat_label
from ..present.cards import card
from ..present.tree import Node, el
from .halfsuits import HALF_SUITS
from .knowledge import knowledge_of
from .state import Phase, State

TEAM_MARKS = ("●", "■")  # teams told apart by shape, not colour alone
OUTCOMES = {"won": N_("won by {seat}’s team"), "cancelled": N_("cancelled: nobody scores"),
            "opponents": N_("given to the other team")}




def _team_label(state: State, team: int, lang: str) -> str:
    seats = list(state.team_seats(team))
    return tr(lang, N_("Team {mark} ({seats})"), mark=TEAM_MARKS[team], seats=seats)


def scores_line(state: State, lang: str) -> Node:
    parts: list[Any] = []
    for team in (0, 1):
        if team:
            parts.append(" · ")
        parts += [tr(lang, N_("{team}:"), team=_team_label(state, team, lang)), " ",
                  el("strong", ntr(lang, "{n} set", "{n} sets", state.scores[team]))]
    if state.phase is Phase.FINAL:
        parts += [" · ", el("em", tr(lang, N_("asking has stopped: final claims")))]
    return el("p", *parts, cls="table-head")



def sets_list(state: State, lang: str) -> Node | None:
    if not state.sets:
        return None
    items = [
        el("li", el("strong", result.half.span), " — ",
           tr(lang, OUTCOMES[result.outcome], seat=result.claimer))
        for result in state.sets
    ]
    return el("div", el("p", tr(lang, N_("Resolved half-suits:")), cls="sets-title"), el("ul", *items),
              cls="sets")


def last_question(state: State, lang: str) -> Node | None:
    asks = [e for e in state.log if e.kind in ("literature.ask-yes", "literature.ask-no")]
    if not asks:
        return None
    last = render(asks[-1].kind, asks[-1].args, lang)
    return el("p", el("strong", tr(lang, N_("Last question:"))), " ", last, cls="last-question")


def knowledge_section(state: State, lang: str, seat: str) -> Node:
    know = knowledge_of(state, seat)
    me = state.seats.index(seat)
    own = set(state.hands[me])
    facts = [f for card_, f in know.facts.items() if card_ not in own]
    items = [
        el("li",
           el("span", card(fact.card, lang), " ", tr(lang, N_("is held by {seat}"), seat=fact.seat),
              cls="fact"),
           el("ol", *[el("li", render(r.code, dict(r.params), lang)) for r in fact.reasons], cls="reasons"))
        for fact in facts
    ]
    claims = [know.certain_claim(h) for h in HALF_SUITS if h not in state.resolved]
    certain = [
        el("li", el("strong", claim.half.span), " — ",
           join_groups(lang, [(seat_label(holder), " ".join(str(c) for c, h in claim.named if h == holder))
                              for holder in dict.fromkeys(h for _, h in claim.named)]))
        for claim in claims if claim is not None
    ]
    return el(
        "section",
        el("h3", tr(lang, N_("What {seat} knows for certain"), seat=seat)),
        el("ul", *items, cls="facts") if items
        else el("p", tr(lang, N_("Nothing certain yet beyond {seat}’s own hand."), seat=seat)),
        el("h3", tr(lang, N_("Claims {seat} can make with certainty"), seat=seat)),
        el("ul", *certain, cls="certain-claims") if certain else el("p", tr(lang, N_("None yet."))),
        cls="deduction", aria_label=tr(lang, N_("Deduction from {seat}’s seat"), seat=seat),
    )
