"""The card table: one component for every game, drawn as a render tree (HTML at build time, DOM in the
browser, the same markup both ways).

A game describes a position as a :class:`Table` (its ``table`` presenter, seen by one seat or by
everyone); :func:`render` draws it: the seats around the table in turn order starting from the reader's
seat at the bottom, the seat to play marked, every hand's size, hidden hands face down, what each seat has
won, the middle of the table (the trick, the stock), the last action from giver to taker, and the reader's
hand as large cards. When it is ``interactive`` the cards, seats, bids and choices are buttons carrying
what they pick (``data-card``, ``data-seat``, ``data-bid``, ``data-kind``, ``data-group``/``data-holder``):
the page's script (``docs/assets/js/widgets/table.js``) enables those that a legal move needs and sends
the move as structured data; the engine judges it. Everything starts disabled, so the static page is
only a picture.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..core.cards import Card, rank_name, sort_cards
from ..core.i18n import N_, ntr, tr
from ..core.seats import seat_label
from .cards import card, card_class, card_name
from .keys import keys_help
from .tree import Node, attrs_of, children_of, el

_SPACES = re.compile(r"[ \t\n]+")
TEAM_MARKS = ("●", "■")  # teams told apart by shape as well as colour
MAX_BACKS = 13  # face-down cards drawn for a hidden hand (the count is always written)

TEXTS = {
    "hand": N_("{seat}’s hand"),
    "seat": N_("Seat {seat}"),
    "to-play": N_("to play"),
    "table": N_("The table"),
    "describe": N_("Describe the table"),
    "middle": N_("Middle of the table"),
    "last": N_("Last action: {action}"),  # read out before the passed card's line
    "passed": N_("{seat} gave {card} to {to}"),
    "hidden": N_("The other hands are hidden: this is what {seat} sees."),
    "seat-said": N_("{seat}: {said}"),  # the table read out: "Ana: 8 cards, 1 set claimed (to play)"
}

SAID = {
    "hand": N_("{seat}’s hand: {cards}."),
    "no-hand": N_("{seat} holds no card."),
    "turn": N_("{seat} to play."),
    "over": N_("Nobody is to play: the game is over."),
    "no-score": N_("Nothing won yet."),
}

# What the page says while a move is made on the table (data-msg-table-* of every widget with a table).
TABLE_UI = {
    "table-no-card": N_("No card to choose now."),
    "table-no-seat": N_("Choose one of the seats offered."),
    "table-card-first": N_("Touch a card first."),
    "table-picked": N_("{card} chosen: now touch a seat. Escape puts it back."),
    "table-cancelled": N_("Move put back."),
    "table-holder": N_("{card}: {seat}"),
}


@dataclass(frozen=True)
class Seat:
    """One seat as the table shows it: ``cards`` None when its hand is hidden from the viewer."""

    name: str
    count: int
    cards: tuple[Card, ...] | None
    team: int | None = None
    badges: tuple[str, ...] = ()  # translated: "dealer", "out"…
    won: tuple[Node | str, ...] = ()  # what it has won: books, sets, its bid and tricks
    said: str = ""  # a short spoken summary of ``won`` (for "describe the table")
    # What the public history shows the seat holds: a help that lessons and drills leave out (the reader
    # is asked to work it out).
    known: tuple[Node | str, ...] = ()


@dataclass(frozen=True)
class Passed:
    """The last action, drawn from ``giver`` to ``taker`` (either may be None: the stock, the trick), with
the sentence that tells it (empty when the table says it elsewhere, as Literature's last question)."""

    giver: str | None
    taker: str | None
    cards: tuple[Card, ...]
    text: str = ""


@dataclass(frozen=True)
class Group:
    """A choice made card by card: each card of ``cards`` placed on one of ``holders`` (Literature's
    claim). ``move`` is the move's fixed part; the page adds ``field``: ``[[card, holder], …]``."""

    key: str  # what the page sends back (Literature: the half-suit's notation), never shown
    title: str  # what the reader reads: "low spades (2 to 7)"
    cards: tuple[Card, ...]
    holders: tuple[str, ...]
    placed: tuple[tuple[Card, str], ...]  # the holders known for certain (or held by the reader)
    move: dict[str, Any]
    short: str = ""  # shown on the button that opens it ("2♠–7♠"); ``title`` is its spoken name
    field: str = "named"


@dataclass(frozen=True)
class Table:
    seats: tuple[Seat, ...]  # in turn order
    reader: str  # the seat drawn at the bottom, whose hand is the large one
    turn: str | None
    head: tuple[Node | str, ...] = ()  # the line above the table: deal, trumps, scores
    middle: tuple[Node | str, ...] = ()  # the trick, the stock, the last question
    passed: Passed | None = None
    asks: tuple[Card, ...] = ()  # cards the reader may pick beyond their hand (Literature's asks)
    asks_label: str = ""
    bids: tuple[int, ...] = ()  # the bids the reader may pick from (all of them: the engine judges)
    bids_label: str = ""
    kinds: tuple[tuple[str, str], ...] = ()  # moves of one touch: (kind, label), e.g. draw
    groups: tuple[Group, ...] = ()
    groups_label: str = ""
    groups_send: str = ""  # the button that sends a group's move
    notes: tuple[Node | str, ...] = ()  # below the hand: a finished game's result…
    # Below the hand too, but a help that lessons and drills leave out (the reader is asked to work it out):
    # the dealer's forbidden bid.
    help_notes: tuple[Node | str, ...] = ()
    prompts: tuple[Node | str, ...] = ()  # what to touch next: shown only on a table one plays on
    middle_said: str = ""  # the middle read out, when its text alone would not say it (who played what)


def _button(*children: Node | str | None, cls: str, interactive: bool, **attrs: Any) -> Node:
    if not interactive:
        return el("span", *children, cls=cls, **{k: v for k, v in attrs.items() if k.startswith("data_")})
    return el("button", *children, cls=cls, type="button", disabled="", **attrs)


@lru_cache(maxsize=2048)  # drawn again at every step; render trees are never changed once made
def card_button(c: Card, lang: str, interactive: bool, big: bool = True) -> Node:
    extra = "card--big" if big else ""
    if not interactive:  # an image: the card's own node
        return card(c, lang, extra)
    cls = card_class(c.suit, extra)
    faces = (el("span", rank_name(c.rank), cls="card__rank", aria_hidden="true"),
             el("span", c.suit.symbol, cls="card__suit", aria_hidden="true"))
    # named by a hidden text (not aria-label): the visible "Q♠" is drawn, the spoken name is the words
    return el("button", *faces, el("span", card_name(c, lang), cls="visually-hidden"), cls=cls, type="button",
              disabled="", data_card=str(c), data_rank=rank_name(c.rank), tabindex=-1)


def _backs(count: int) -> Node:
    return el("span", *[el("span", cls="card card--back") for _ in range(min(count, MAX_BACKS))],
              cls="backs", aria_hidden="true")


def _area(index: int, others: int) -> str:
    """Where the ``index``-th seat after the reader sits: left, top or right (turn order runs
    bottom, left, top, right)."""
    if others <= 2:
        return "top"
    if index == 1:
        return "left"
    if index == others:
        return "right"
    return "top"


def _seat(table: Table, seat: Seat, area: str, lang: str, interactive: bool, helps: bool) -> Node:
    team = "" if seat.team is None else f" seat--team-{seat.team}"
    mark = el("span", TEAM_MARKS[seat.team], cls="team-mark", aria_hidden="true") if seat.team is not None \
        else None
    turn = seat.name == table.turn
    name = _button(el("span", seat_label(seat.name), cls="seat__letter"), " ", mark, cls="seat__name",
                   interactive=interactive, data_seat=seat.name,
                   aria_label=tr(lang, TEXTS["seat"], seat=seat.name) if interactive else None)
    badges = [el("small", tr(lang, TEXTS["to-play"]), cls="badge badge--turn")] if turn else []
    badges += [el("small", b, cls="badge") for b in seat.badges]
    count = el("span", ntr(lang, "{n} card", "{n} cards", seat.count), cls="seat__count",
               data_cards=seat.count)
    if seat.name == table.reader:
        shown: Node | None = None  # the reader's hand is drawn large below the table
    elif seat.cards is None:
        shown = _backs(seat.count)
    else:
        shown = el("span", *[card(c, lang) for c in sort_cards(list(seat.cards))], cls="seat__cards",
                   role="group", aria_label=tr(lang, TEXTS["hand"], seat=seat.name))
    shown_won = (*seat.won, *(seat.known if helps else ()))
    won = el("span", *shown_won, cls="seat__won") if shown_won else None
    cls = f"seat seat--{area}{team}" + (" is-turn" if turn else "") + \
        (" is-reader" if seat.name == table.reader else "")
    return el("div", el("div", name, *badges, cls="seat__top"), count, shown, won, cls=cls,
              role="group", aria_label=tr(lang, TEXTS["seat"], seat=seat.name), data_seat_box=seat.name,
              aria_current="true" if turn else None)


def _passed(passed: Passed | None, lang: str) -> Node | None:
    """The last action drawn from giver to taker; screen readers read one sentence instead (a visually
    hidden one: a paragraph's aria-label is not read, and the arrow is a picture)."""
    if passed is None:
        return None
    if passed.text:
        said = passed.text
    else:
        said = ", ".join(card_name(c, lang) for c in passed.cards)
        if passed.giver and passed.taker and len(passed.cards) == 1:
            said = tr(lang, TEXTS["passed"], seat=passed.giver, to=passed.taker, card=str(passed.cards[0]))
    drawn = el("span", el("span", seat_label(passed.giver) if passed.giver else "", cls="passed__from"), " ",
               el("span", "→", cls="passed__arrow"), " ",
               el("span", seat_label(passed.taker) if passed.taker else "", cls="passed__to"), " ",
               el("span", *[card(c, lang) for c in passed.cards], cls="passed__cards"),
               *((" ", el("span", passed.text, cls="passed__text")) if passed.text else ()),
               aria_hidden="true")
    return el("p", drawn, el("span", sentence(tr(lang, TEXTS["last"], action=said)), cls="visually-hidden"),
              cls="passed", data_from=passed.giver, data_to=passed.taker)


def _group(group: Group, send: str, lang: str, interactive: bool, helps: bool) -> Node:
    """The page adds, on each card, one button per holder (``data-holder``), pressed where ``placed`` (not
    without ``helps``: in a lesson the reader places every holder)."""
    placed = dict(group.placed) if helps else {}
    rows = [el("li", card(c, lang), data_claim_card=str(c), data_placed=placed.get(c)) for c in group.cards]
    move = json.dumps(group.move, ensure_ascii=False)
    return el("div", el("ul", *rows, cls="claim__cards", data_holders=json.dumps(list(group.holders))),
              _button(send, cls="md-button md-button--primary claim__send", interactive=interactive,
                      data_send=group.key),
              cls="claim", role="group", aria_label=group.title, data_claim=group.key, data_move=move,
              data_field=group.field)


def _actions(table: Table, lang: str, interactive: bool, helps: bool = True) -> Node | None:
    parts: list[Node] = []
    if table.asks:
        parts.append(el("div", el("p", table.asks_label, cls="table-actions__label"),
                        el("div", *[card_button(c, lang, interactive, big=False) for c in table.asks],
                           cls="table-actions__cards", role="group", aria_label=table.asks_label),
                        cls="table-actions__asks"))
    if table.bids:
        parts.append(el("div", el("p", table.bids_label, cls="table-actions__label"),
                        el("div", *[_button(str(n), cls="md-button bid", interactive=interactive, data_bid=n)
                                    for n in table.bids], cls="table-actions__bids", role="group",
                           aria_label=table.bids_label),
                        cls="table-actions__bidding"))
    if table.kinds:
        parts.append(el("div", *[_button(label, cls="md-button", interactive=interactive, data_kind=kind)
                                 for kind, label in table.kinds], cls="table-actions__kinds"))
    if table.groups and interactive:
        parts.append(el("div", el("p", table.groups_label, cls="table-actions__label"),
                        el("div", *[_button(el("span", g.short, aria_hidden="true"),
                                            el("span", g.title, cls="visually-hidden"), cls="md-button group",
                                            interactive=True, data_group=g.key, aria_pressed="false")
                                    for g in table.groups],
                           cls="table-actions__groups", role="group", aria_label=table.groups_label),
                        *[_group(g, table.groups_send, lang, interactive, helps) for g in table.groups],
                        cls="table-actions__claims"))
    return el("div", *parts, cls="table-actions") if parts else None


def _said(table: Table, lang: str) -> list[Node]:
    """The sentences the keys say (hidden): the reader's hand, whose turn it is and what to touch, the
    score (what each seat has won)."""
    reader = next((s for s in table.seats if s.name == table.reader), None)
    said: dict[str, str] = {}
    if reader is not None and reader.cards is not None:
        names = ", ".join(card_name(c, lang) for c in sort_cards(list(reader.cards)))
        said["hand"] = tr(lang, SAID["hand"], seat=reader.name, cards=names) if names \
            else tr(lang, SAID["no-hand"], seat=reader.name)
    turn = tr(lang, SAID["turn"], seat=table.turn) if table.turn else tr(lang, SAID["over"])
    # then what is asked of the reader: the prompts, and the label of each group of moves offered
    offered = [label for items, label in ((table.asks, table.asks_label), (table.bids, table.bids_label),
                                          (table.groups, table.groups_label)) if items and label]
    said["turn"] = " ".join([turn, *(sentence(_text(p)) for p in table.prompts if _text(p).strip()),
                             *(sentence(label) for label in offered)])
    won = [sentence(tr(lang, TEXTS["seat-said"], seat=s.name, said=s.said)) for s in table.seats if s.said]
    said["score"] = " ".join(won) or tr(lang, SAID["no-score"])
    return [el("p", text, cls="table-said", data_said=key) for key, text in said.items()]


def summary(table: Table, lang: str) -> str:
    """The table read out: each seat's hand size and winnings, the seat to play, the middle (in sentences:
    "Ana : 8 cartes, 0 demi-couleur annoncée (à jouer). … 48 cartes dans la pioche.")."""
    parts = []
    for seat in table.seats:
        said = ntr(lang, "{n} card", "{n} cards", seat.count) + (f", {seat.said}" if seat.said else "") + \
            (f" ({tr(lang, TEXTS['to-play'])})" if seat.name == table.turn else "")
        parts.append(sentence(tr(lang, TEXTS["seat-said"], seat=seat.name, said=said)))
    middle = table.middle_said or " ".join(sentence(_text(m)) for m in table.middle if _text(m).strip())
    return " ".join(parts) + (f" {middle}" if middle else "")


def sentence(text: str) -> str:
    """``text`` as a sentence: spaces made single (non-breaking ones kept), a capital letter, a full stop
    unless it ends with one."""
    text = _SPACES.sub(" ", text).strip(" ")
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…»" else text + "."


def _text(node: Node | str | None) -> str:
    if node is None:
        return ""
    if isinstance(node, str):
        return node
    attrs = attrs_of(node)
    own = attrs.get("aria-label") if attrs.get("role") == "img" else None
    return own or "".join(_text(c) for c in children_of(node))


def render(table: Table, lang: str, ply: int, interactive: bool = False, hidden_view: bool = False,
           helps: bool = True) -> Node:
    """The table drawn; ``helps`` false leaves out what the history shows each seat holds and the notes
    that are helps (lessons and drills: the reader works it out)."""
    order = [s.name for s in table.seats]
    start = order.index(table.reader) if table.reader in order else 0
    around = table.seats[start:] + table.seats[:start]
    others = len(around) - 1
    areas = ["bottom", *(_area(i, others) for i in range(1, others + 1))]
    seats = [_seat(table, s, area, lang, interactive, helps) for s, area in zip(around, areas)]
    reader = around[0]
    hand_label = tr(lang, TEXTS["hand"], seat=reader.name)
    if reader.cards is None:
        hand: Node = _backs(reader.count)
    else:
        hand = el("div", *[card_button(c, lang, interactive) for c in sort_cards(list(reader.cards))],
                  cls="table-hand__cards", role="group", aria_label=hand_label)
    middle = el("div", *table.middle, _passed(table.passed, lang), cls="table-middle", role="group",
                aria_label=tr(lang, TEXTS["middle"]))
    top = [s for s, a in zip(seats[1:], areas[1:]) if a == "top"]
    sides = {a: s for s, a in zip(seats[1:], areas[1:]) if a != "top"}
    ring = el("div", sides.get("left"), el("div", *top, cls="table-ring__top"), sides.get("right"), middle,
              seats[0], cls=f"table-ring table-ring--{others + 1}")
    note = el("p", tr(lang, TEXTS["hidden"], seat=table.reader), cls="table-note") if hidden_view else None
    describe = _button(tr(lang, TEXTS["describe"]), cls="md-button table-describe", interactive=True,
                       data_action="describe") if interactive else None
    return el(
        "div",
        el("div", *table.head, cls="table-head") if table.head else None,
        ring,
        el("div", hand, cls="table-hand"),
        *(table.help_notes if helps else ()),
        *table.notes,
        *(table.prompts if interactive else ()),
        _actions(table, lang, interactive, helps) if interactive else None,
        note, describe,
        keys_help(lang) if interactive else None,
        el("p", summary(table, lang), cls="table-summary", data_summary=""),
        *(_said(table, lang) if interactive else ()),
        cls="card-table", data_table="", data_ply=ply, data_reader=table.reader, data_turn=table.turn,
        aria_label=tr(lang, TEXTS["table"]), role="group",
    )
