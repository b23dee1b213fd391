"""The game's panel beside the table: Literature's deduction for one seat (or, in memory training, only
what may be repeated), Kachuful's hint, program and score sheet, Go Fish's record of what each player
was seen to ask and receive."""

from __future__ import annotations

from typing import Any

from ..core.i18n import tr
from ..core.messages import narrate
from ..games import adapter
from ..present.cards import card
from ..present.tree import Node, el
from .start import GAMES
from .texts import PANEL


def turn_of(game: str, state: Any) -> str | None:
    return None if GAMES[game].over(state) else state.seats[state.turn]


def _pct(p: float) -> str:
    return f"{round(p * 100)}\u00a0%"


def panel(game: str, state: Any, seat: str | None, view_seat: str | None, lang: str,
          training: bool = False, chances: bool = True) -> Node:
    """``chances`` (Literature): with the probabilities (tens of milliseconds); without, the page
    shows the position at once and asks for them next (``workbench.chances``)."""
    if game == "literature":
        return memory_panel(state, lang) if training else _literature_panel(state, seat, lang, chances)
    if game == "kachuful":
        return _kachuful_panel(state, view_seat, lang)
    return _gofish_panel(state, view_seat, lang)


def _literature_panel(state: Any, seat: str | None, lang: str, chances: bool) -> Node:
    from ..literature import present as lit
    from ..literature.halfsuits import HALF_SUITS
    from ..literature.knowledge import knowledge_of
    from ..literature.probability import probabilities

    if seat is None:
        return el("div", cls="workbench-panel")
    know = knowledge_of(state, seat)
    probs = probabilities(know, budget=30_000, samples=300, seed=0) if chances else None
    rows = []
    order = {c: i for i, c in enumerate(c for h in HALF_SUITS for c in h.cards)}
    for c in sorted(know.possible, key=lambda x: order.get(x, 99)):
        holders = know.possible[c]
        if len(holders) == 1 and holders[0] == seat:
            continue
        parts = " · ".join(f"{h} {_pct(probs.of(c, h))}" if probs else h for h in holders)
        rows.append(el("tr", el("th", card(c, lang), scope="row"),
                       el("td", parts, data_label=tr(lang, PANEL["holders"])),
                       data_certain="true" if len(holders) == 1 else None))
    if probs is None:
        note = tr(lang, PANEL["computing"])
    elif probs.exact:
        note = tr(lang, PANEL["exact"], n=probs.deals)
    else:
        note = tr(lang, PANEL["sampled"], n=probs.samples)
    table = el("table", el("caption", tr(lang, PANEL["possible"], seat=seat)),
               el("thead", el("tr", el("th", tr(lang, PANEL["card"]), scope="col"),
                              el("th", tr(lang, PANEL["holders"]), scope="col"))),
               el("tbody", *rows), cls="workbench-holders")
    return el("div", lit._knowledge(state, lang, seat), el("p", note, cls="workbench-note"),
              el("div", table, cls="workbench-scroll", tabindex=0, role="group",
                 aria_label=tr(lang, PANEL["possible"], seat=seat)),
              cls="workbench-panel", data_seat=seat, data_chances="ready" if probs else "pending")


def _kachuful_panel(state: Any, view_seat: str | None, lang: str) -> Node:
    from ..kachuful.hints import describe as hint_reason
    from ..kachuful.hints import suggest

    turn = turn_of("kachuful", state)
    if turn is None:
        hint: Node = el("p", tr(lang, PANEL["no-hint"]))
    elif view_seat is not None and view_seat != turn:
        hint = el("p", tr(lang, PANEL["hint-hidden"], seat=turn))
    else:
        suggestion = suggest(state)
        action = suggestion.action(turn)
        hint = el("div",
                  el("p", el("strong", narrate(adapter("kachuful").action_event(action), lang)),
                     cls="workbench-hint__move", data_action=str(action)),
                  el("ol", *[el("li", hint_reason(r, lang)) for r in suggestion.reasons]),
                  cls="workbench-hint")
    labels = [tr(lang, PANEL[k]) for k in ("seat", "bid", "tricks", "total")]
    rows = [el("tr", el("th", name, scope="row"),
               el("td", "–" if state.bids[i] is None else str(state.bids[i])),
               el("td", str(state.won[i])), el("td", str(state.totals[i])), data_seat=name)
            for i, name in enumerate(state.seats)]
    score = el("table", el("caption", tr(lang, PANEL["score"])),
               el("thead", el("tr", *[el("th", label, scope="col") for label in labels])),
               el("tbody", *rows), cls="workbench-score")
    return el("div", el("p", _now(state, lang), cls="workbench-now"),
              el("h3", tr(lang, PANEL["hint"], seat=turn or "–")), hint, score, _sheet(state, lang),
              cls="workbench-panel")


def _now(state: Any, lang: str) -> str:
    from ..core.messages import SUIT_NAMES
    from ..kachuful.program import program

    spec = state.spec
    return tr(lang, PANEL["now"], deal=spec.number, deals=len(program(state.players, state.rules)),
              cards=spec.hand_size, trump=tr(lang, SUIT_NAMES[spec.trump.word]),
              dealer=state.seats[state.dealer])


def _sheet(state: Any, lang: str) -> Node:
    """The deals scored so far: points of each seat and, in brackets, the running total."""
    from ..core.messages import SUIT_NAMES
    from ..kachuful.program import program
    from ..kachuful.sheet import running_totals, signed
    from ..present.cards import suit_badge

    if not state.sheet:
        return el("div", cls="workbench-sheet")
    specs = program(state.players, state.rules)
    first = state.deal_index - len(state.sheet) + (1 if state.phase.value == "game-over" else 0)
    labels = [tr(lang, PANEL[k]) for k in ("deal", "cards-each", "trumps")]
    head = el("tr", *[el("th", label, scope="col") for label in labels],
              *[el("th", seat, scope="col") for seat in state.seats])
    rows = []
    for k, (points, totals) in enumerate(zip(state.sheet, running_totals(state.sheet))):
        spec = specs[first + k]
        rows.append(el("tr", el("th", str(spec.number), scope="row"), el("td", str(spec.hand_size)),
                       el("td", suit_badge(spec.trump, tr(lang, SUIT_NAMES[spec.trump.word]))),
                       *[el("td", signed(p), " ", el("small", f"({signed(t)})"), data_total=t)
                         for p, t in zip(points, totals)],
                       data_deal=spec.number))
    table = el("table", el("caption", tr(lang, PANEL["sheet"])), el("thead", head), el("tbody", *rows),
               cls="workbench-sheet score-sheet", data_deals=len(rows))
    return el("div", table, cls="workbench-scroll", tabindex=0, role="group",
              aria_label=tr(lang, PANEL["sheet"]))


def memory_panel(state: Any, lang: str) -> Node:
    """Memory training: only what a player may have repeated at the table."""
    from ..literature import present as lit

    last = lit._last_question(state, lang) or el("p", tr(lang, PANEL["no-question"]))
    sizes = el("ul", *[el("li", el("strong", seat), " ", str(len(held)), data_seat=seat)
                       for seat, held in zip(state.seats, state.hands)], cls="workbench-sizes")
    return el("div", el("h3", tr(lang, PANEL["memory"])), last, el("p", tr(lang, PANEL["sizes"])), sizes,
              cls="workbench-panel workbench-memory")


def _gofish_panel(state: Any, view_seat: str | None, lang: str) -> Node:
    from ..core.cards import ALL_RANKS, rank_name
    from ..gofish.views import knowledge, view

    v = view(state, view_seat)
    known = knowledge(v)
    labels = [tr(lang, PANEL[k]) for k in ("player", "asked", "received", "surely")]
    rows = []
    for i, name in enumerate(v.seats):
        asked = " ".join(rank_name(r) for r in known.asked[i]) or "–"
        received = (el("span", *[card(c, lang) for c in known.received[i]], cls="workbench-cards")
                    if known.received[i] else "–")
        sure = " ".join(rank_name(r) for r in ALL_RANKS if known.least[i][r]) or "–"
        rows.append(el("tr", el("th", name, scope="row"), el("td", asked, data_label=labels[1]),
                       el("td", received, data_label=labels[2]), el("td", sure, data_label=labels[3]),
                       data_seat=name))
    table = el("table", el("caption", tr(lang, PANEL["seen"])),
               el("thead", el("tr", *[el("th", label, scope="col") for label in labels])),
               el("tbody", *rows), cls="workbench-seen")
    return el("div", el("div", table, cls="workbench-scroll"), cls="workbench-panel")
