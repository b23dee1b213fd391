"""Go Fish as the shared machinery sees it: everything in one :class:`~engine.core.spec.GameSpec`."""

from __future__ import annotations

from typing import Any

from ..core.cards import ALL_RANKS, SUIT_ORDER, Card, deck52, rank_name
from ..core.i18n import N_
from ..core.rng import Rng
from ..core.setup import Setup, complete_hands
from ..core.spec import GameSpec, Opening, TryField, TryForm
from .actions import Ask, Draw
from .adapter import ADAPTER, NAME
from .aims import AIMS
from .deal import new_game, unreachable
from .drills import DRILLS
from .learn import QUESTIONS
from .levels import LEVELS
from .news import news
from .panel import panel
from .review import review
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules, deal_size
from .state import State
from .table import table
from .views import seen_event


def _open(seats: tuple[str, ...], rules: Any, rng: Rng, setup: Setup | None) -> Opening:
    ruleset = Rules.from_json(dict(rules))
    if setup is None:
        return Opening(new_game(seats, ruleset, rng), rng)
    hands, stock = complete_hands(seats, setup, deal_size(len(seats), ruleset), deck52(), rng)
    dealer = seats[setup.first_index(seats) - 1]
    return Opening(new_game(seats, ruleset, hands=dict(zip(seats, hands)), stock=stock, dealer=dealer), rng)


def _cards(state: State) -> tuple[Card, ...]:
    books = tuple(Card(rank, suit) for seat in state.books for rank in seat for suit in SUIT_ORDER)
    return (*(c for hand in state.hands for c in hand), *state.stock, *books)


def _result(state: State) -> dict[str, Any]:
    return {"winners": list(state.winners()),
            "books": {s: [rank_name(r) for r in b] for s, b in zip(state.seats, state.books)}}


def _any_ask(seats: tuple[str, ...], seat: str) -> tuple[Ask, ...]:
    """Every ask ``seat`` may try: any opponent, any rank (the rules say whether it is allowed)."""
    return tuple(Ask(seat, target, rank) for target in seats if target != seat for rank in ALL_RANKS)


TRY_ANY_ASK = TryForm(
    title=N_("Try any ask"),
    note=N_("Any opponent, any rank: the rules say whether the ask is allowed."),
    button=N_("Ask"),
    fields=(TryField("target", N_("Opponent"), seat=True), TryField("rank", N_("Rank"))),
    moves=_any_ask,
)


SPEC = GameSpec(
    name=NAME,
    title=N_("Go Fish"),
    players=tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
    default_players=3,
    deck=deck52(),
    rules=Rules,
    switches={
        "pagat_ending": N_("The game stops when a hand or the stock is empty"),
        "pagat_deal": N_("Seven cards each to two players only"),
        "continue_on_lucky_draw": N_("A drawn card that completes a book continues the turn"),
    },
    compared="continue_on_lucky_draw",
    adapter=ADAPTER,
    actions=(Ask, Draw),
    open=_open,
    cards=_cards,
    over=lambda state: bool(state.over),
    bots=LEVELS,
    try_form=TRY_ANY_ASK,
    winners=lambda state: tuple(state.winners()),
    table=table,
    panel=panel,
    result=_result,
    workbench_title=N_("Go Fish workbench"),
    example="ask A B 7",
    observe=seen_event,
    questions=QUESTIONS,
    drills=DRILLS,
    unreachable=unreachable,
    aims=AIMS,
    news=news,
    review=review,
)
