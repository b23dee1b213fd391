"""Literature's analysis beside the table: the deduction of one seat with the chances of every card in
play or, in memory training, only what a player may have repeated at the table."""

from __future__ import annotations

from ..core.i18n import N_, grouped, ntr, tr
from ..core.seats import seat_label
from ..core.spec import Panel
from ..present.cards import card
from ..present.tree import Node, el
from .halfsuits import HALF_SUITS
from .knowledge import Knowledge, knowledge_of
from .present import knowledge_section, last_question
from .probability import Probabilities, exact_probabilities, probabilities
from .state import State

TEXTS = {
    "card": N_("Card"),
    "holders": N_("Possible holders"),
    "possible": N_("Where each card in play may be, for {seat}"),
    "computing": N_("Chances: being computed…"),
    "memory": N_("What may be repeated"),
    "sizes": N_("Cards in hand"),
    "no-question": N_("No question asked yet."),
}
ORDER = {c: i for i, c in enumerate(c for h in HALF_SUITS for c in h.cards)}
# The work (``deal_counts.py``'s steps) of the chances sent with the position (``chances="quick"``): 2 of
# 3 positions of 6-player games (1 of 4 among a deal's first 40 moves) are counted within it, in at most
# about 7 ms in CPython (2 ms when it is not enough). The chances asked for next (``"all"``) are counted
# exactly within ``ALL_BUDGET``, else estimated from sampled deals. Measured over the first 80 moves of
# seeded games (CPython): with 100,000 steps, 6 players exact in 97 % of positions (p95 32 ms), 8 players
# in 36 % (p95 76 ms); with 300,000, 6 players always exact, but 8 players p95 120 ms, max 258 ms, which
# the next click would wait behind in the page's one engine; with 30,000, 6 players exact in 75 %.
QUICK_BUDGET = 5_000
ALL_BUDGET = 100_000


def _pct(p: float) -> str:
    return f"{round(p * 100)}\u00a0%"


def _chances(know: Knowledge, chances: str) -> Probabilities | None:
    if chances == "all":
        return probabilities(know, budget=ALL_BUDGET, samples=300, seed=0)
    if chances == "quick":
        return exact_probabilities(know, QUICK_BUDGET)
    if chances == "none":
        return None
    raise ValueError(f"chances: {chances!r}, not one of all, quick, none")


def panel(request: Panel) -> Node:
    """The deduction of ``request.seat`` with the chances of each card in play (``request.chances``:
    when they are not in, the page asks for them next)."""
    if request.training:
        return memory_panel(request.state, request.lang)
    state: State = request.state
    seat, lang = request.seat, request.lang
    if seat is None:
        return el("div", cls="workbench-panel")
    know = knowledge_of(state, seat)
    probs = _chances(know, request.chances)
    if probs is None and request.chances == "quick":  # not quick to count: the page asks for them next
        return el("div", cls="workbench-panel", data_seat=seat, data_chances="pending")
    rows = []
    for c in sorted(know.possible, key=lambda x: ORDER.get(x, 99)):
        holders = know.possible[c]
        if len(holders) == 1 and holders[0] == seat:
            continue
        # seats by their names: a letter beside a card would read as a rank ("A 16 %": an ace?)
        parts = " · ".join(f"{seat_label(h)} {_pct(probs.of(c, h))}" if probs else seat_label(h)
                           for h in holders)
        rows.append(el("tr", el("th", card(c, lang), scope="row"),
                       el("td", parts, data_label=tr(lang, TEXTS["holders"])),
                       data_certain="true" if len(holders) == 1 else None))
    if probs is None:
        note = tr(lang, TEXTS["computing"])
    elif probs.exact:
        note = ntr(lang, "Exact chances, over {n} possible deal.", "Exact chances, over {n} possible deals.",
                   probs.deals, n=grouped(lang, probs.deals))
    else:
        note = ntr(lang, "Estimated chances, from {n} sampled deal.",
                   "Estimated chances, from {n} sampled deals.", probs.samples)
    table = el("table", el("caption", tr(lang, TEXTS["possible"], seat=seat)),
               el("thead", el("tr", el("th", tr(lang, TEXTS["card"]), scope="col"),
                              el("th", tr(lang, TEXTS["holders"]), scope="col"))),
               el("tbody", *rows), cls="workbench-holders")
    return el("div", knowledge_section(state, lang, seat), el("p", note, cls="workbench-note"),
              el("div", table, cls="workbench-scroll", tabindex=0, role="group",
                 aria_label=tr(lang, TEXTS["possible"], seat=seat)),
              cls="workbench-panel", data_seat=seat, data_chances="ready" if probs else "pending")


def memory_panel(state: State, lang: str) -> Node:
    """Memory training: only what a player may have repeated at the table."""
    last = last_question(state, lang) or el("p", tr(lang, TEXTS["no-question"]))
    sizes = el("ul", *[el("li", el("strong", seat_label(seat)), " ", str(len(held)), data_seat=seat)
                       for seat, held in zip(state.seats, state.hands)], cls="workbench-sizes")
    return el("div", el("h3", tr(lang, TEXTS["memory"])), last, el("p", tr(lang, TEXTS["sizes"])), sizes,
              cls="workbench-panel workbench-memory")
