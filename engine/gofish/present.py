"""The Go Fish table as a render tree: the stock, each player's hand and books, who may ask for what."""

from __future__ import annotations

from ..core.cards import rank_name
from ..core.i18n import N_, tr
from ..present.table import render as render_table
from ..present.tree import Node, el
from .actions import Ask
from .explain import legal_actions
from .state import Phase, State
from .table import table


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


def present(state: State, lang: str) -> Node:
    """A worked example's position: the card table (every hand shown) and the ranks the seat to play may
    ask for."""
    return el("div", render_table(table(state, None, None, lang), lang, len(state.actions)),
              _asks(state, lang), cls="gofish-table")
