"""Literature on the card table: six (or eight) seats alternating by team, the team marked by shape, the
sets each seat has claimed beside it, the last question in the middle; for the reader, the cards they may
ask for, the partners they may hand the turn to and a claim builder per half-suit that starts from what
the deduction proves."""

from __future__ import annotations

from ..core.cards import Card
from ..core.i18n import N_, ntr, tr
from ..present.table import Group, Passed, Seat, Table
from ..present.table import render as render_table
from ..present.tree import Node, el
from .actions import Ask
from .explain import legal_actions
from .halfsuits import HALF_SUITS, HalfSuit
from .knowledge import knowledge_of
from .present import OUTCOMES, TEAM_MARKS, knowledge_section, last_question, scores_line, sets_list
from .result import result_section
from .state import State

TEXTS = {
    "asks": N_("Cards you may ask for: touch one, then an opponent"),
    "claims": N_("Claim a half-suit: touch it, check who holds each card, then announce"),
    "send": N_("Announce the claim"),
    "half": N_("{low} to {high}"),
    "empty": N_("{seat} has no cards left: touch a partner who has cards to hand over the turn."),
    "given": N_("Given to team {mark}:"),
    "given-by": N_("given by {seat}’s lost claim"),
}
ASKS = ("literature.ask-yes", "literature.ask-no")


def _title(half: HalfSuit, lang: str) -> str:
    cards = half.cards
    # The ends are cards (in words, with their article: "du 9 de pique à l’as de pique").
    return tr(lang, TEXTS["half"], low=str(cards[0]), high=str(cards[-1]))


def _won(state: State, seat: str, lang: str) -> tuple[Node | str, ...]:
    """The half-suits beside a seat: those its claims won for its team or cancelled; a half-suit its claim
    lost goes to the other team (beside that team's score, :func:`_given`)."""
    return tuple(el("span", r.half.span, cls=f"set set--{r.outcome}",
                    title=tr(lang, OUTCOMES[r.outcome], seat=seat))
                 for r in state.sets if r.claimer == seat and r.outcome != "opponents")


def _given(state: State, lang: str) -> Node | None:
    """The half-suits a lost claim gave to the other team, each beside the team that got it."""
    parts: list[Node | str] = []
    for team in (0, 1):
        got = [r for r in state.sets if r.outcome == "opponents" and r.team == team]
        if got:
            parts += [" " if parts else "", tr(lang, TEXTS["given"], mark=TEAM_MARKS[team]), " ",
                      *(el("span", r.half.span, cls="set set--opponents", data_team=team,
                           title=tr(lang, TEXTS["given-by"], seat=r.claimer)) for r in got)]
    return el("p", *parts, cls="table-head table-head--given") if parts else None


def _passed(state: State, lang: str) -> Passed | None:
    """The card the last ask won, from the seat that gave it to the asker (nothing moved after a
    "no"); the question itself is told once, by the last-question line in the middle."""
    for event in reversed(state.log):
        if event.kind in ASKS:
            if event.kind != "literature.ask-yes":
                return None
            args = event.args
            return Passed(str(args["target"]), str(args["seat"]), (Card.parse(str(args["card"])),))
    return None


def _groups(state: State, reader: str, lang: str) -> tuple[Group, ...]:
    me = state.seats.index(reader)
    team = state.team_seats(me % 2)
    know = knowledge_of(state, reader)
    out = []
    for half in HALF_SUITS:
        if half in state.resolved:
            continue
        placed = tuple((c, h) for c in half.cards if (h := know.holder(c)) is not None and h in team)
        out.append(Group(half.label, _title(half, lang), half.cards, team, placed,
                         {"kind": "claim", "seat": reader, "half": half.label}, short=half.span))
    return tuple(out)


def table(state: State, view: str | None, reader: str | None, lang: str) -> Table:
    """The table for ``reader`` (the seat at the bottom: ``view`` when the table is seen by one seat,
    else the seat to play), every hand shown unless ``view`` hides it."""
    playing = not state.over
    turn = state.seats[state.turn] if playing else None
    reader = view or reader or turn or state.seats[0]
    seats = tuple(
        Seat(name, len(held), held if view is None or view == name else None, team=i % 2,
             won=_won(state, name, lang),
             said=ntr(lang, "{n} set claimed", "{n} sets claimed",
                      sum(r.claimer == name for r in state.sets)))
        for i, (name, held) in enumerate(zip(state.seats, state.hands)))
    moving = playing and reader == turn
    asks: tuple[Card, ...] = ()
    prompts: tuple[Node | str, ...] = ()
    if moving:
        legal = legal_actions(state, claims=False)
        asks = tuple(dict.fromkeys(a.card for a in legal if isinstance(a, Ask)))
        if not state.hands[state.turn]:
            prompts = (el("p", tr(lang, TEXTS["empty"], seat=reader), cls="table-note"),)
    # no claim to offer a reader whose one move is the turn to a partner (an empty hand, seed 000 §06)
    claiming = (playing and (moving or state.rules.claims_any_time)
                and not state.must_hand_over(state.seats.index(reader)))
    return Table(
        seats, reader, turn,
        head=tuple(n for n in (scores_line(state, lang), _given(state, lang)) if n is not None),
        middle=tuple(n for n in (last_question(state, lang),) if n is not None),
        passed=_passed(state, lang),
        asks=asks, asks_label=tr(lang, TEXTS["asks"]),
        groups=_groups(state, reader, lang) if claiming else (),
        groups_label=tr(lang, TEXTS["claims"]), groups_send=tr(lang, TEXTS["send"]),
        prompts=prompts,
        notes=(result_section(state, view, lang),) if state.over else (),
    )


def present(state: State, lang: str, seat: str | None = None) -> Node:
    """A worked example's position: the card table (every hand shown, drawn around ``seat`` or the seat
    to play), the resolved sets and, from ``seat``, what it knows for certain."""
    return el(
        "div", render_table(table(state, None, seat, lang), lang, len(state.history)), sets_list(state, lang),
        knowledge_section(state, lang, seat) if seat in state.seats else None,
        cls="literature-table",
    )
