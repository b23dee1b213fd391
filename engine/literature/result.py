"""Literature's result box (drawn with the table once the game is over): each team's sets, the winner or
the draw with the score, and where each half-suit went: to which team, by whose claim, and whether the
claim was lost (the half-suit given to the other team) or cancelled (nobody scores it)."""

from __future__ import annotations

from ..core.i18n import N_, ntr, tr
from ..present.result import result_box
from ..present.tree import Node, el
from .halfsuits import HALF_SUITS
from .present import TEAM_MARKS
from .state import State

WENT = {
    "won": N_("to team {mark}: {seat}’s claim"),
    "opponents": N_("to team {mark}: {seat}’s claim was lost"),
    "cancelled": N_("to nobody: {seat}’s claim was cancelled"),
}
UNCLAIMED = N_("not claimed: the game ended before")


def _team(state: State, team: int, lang: str) -> str:
    return tr(lang, N_("Team {mark} ({seats})"), mark=TEAM_MARKS[team], seats=list(state.team_seats(team)))


def _verdict(state: State, seat: str | None, lang: str) -> str:
    scores = state.scores
    if scores[0] == scores[1]:
        return ntr(lang, "A draw: {n} set each.", "A draw: {n} sets each.", scores[0])
    ahead = 0 if scores[0] > scores[1] else 1
    n, other = scores[ahead], scores[1 - ahead]
    if seat in state.seats:
        if state.seats.index(seat) % 2 == ahead:
            return ntr(lang, "Your team wins, {n} set to {other}.", "Your team wins, {n} sets to {other}.", n,
                       other=other)
        return ntr(lang, "Team {mark} wins, {n} set to {other}: your team lost.",
                   "Team {mark} wins, {n} sets to {other}: your team lost.", n, mark=TEAM_MARKS[ahead],
                   other=other)
    return ntr(lang, "Team {mark} wins, {n} set to {other}.", "Team {mark} wins, {n} sets to {other}.", n,
               mark=TEAM_MARKS[ahead], other=other)


def _halves(state: State, lang: str) -> Node:
    went = {r.half: r for r in state.sets}
    items = []
    for half in HALF_SUITS:
        r = went.get(half)
        if r is None:
            text = tr(lang, UNCLAIMED)
            attrs = {"data_team": "", "data_outcome": "unclaimed"}
        else:
            mark = TEAM_MARKS[r.team] if r.team is not None else ""
            text = tr(lang, WENT[r.outcome], mark=mark, seat=r.claimer)
            attrs = {"data_team": "" if r.team is None else r.team, "data_outcome": r.outcome,
                     "data_claimer": r.claimer}
        items.append(el("li", el("strong", half.span), " — ", text, data_half=half.label, **attrs))
    return el("div", el("p", tr(lang, N_("Where each half-suit went:")), cls="game-result__more"),
              el("ul", *items, cls="game-result__halves"))


def result_section(state: State, seat: str | None, lang: str) -> Node:
    """The result of a finished game, told to ``seat`` (None: to everyone)."""
    scores = state.scores
    ahead = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
    rows = []
    for team in (0, 1):
        line = ntr(lang, "{team}: {n} set", "{team}: {n} sets", scores[team], team=_team(state, team, lang))
        rows.append(el("li", el("strong", line) if team == ahead else line, data_team=team,
                       data_sets=scores[team]))
    winners = state.team_seats(ahead) if ahead is not None else ()
    return result_box(lang, rows, _verdict(state, seat, lang), winners, _halves(state, lang))
