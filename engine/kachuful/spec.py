"""Kachuful as the shared machinery sees it: everything in one :class:`~engine.core.spec.GameSpec`.

A game is the whole program: the draw for the first dealer (chance events before the deal), then every
deal, each next deal a chance event of the state (``is_chance`` once a deal is scored), all dealt from
one random source in the order :func:`engine.kachuful.bots.record_program` uses: a seed played to the
end by the computer is the game the program widget shows for that seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.cards import Card, deck52
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.i18n import N_
from ..core.rng import Rng
from ..core.setup import Setup, complete_hands
from ..core.spec import GameSpec, Opening, PlayRules, Preset
from .actions import Bid, Play
from .adapter import ADAPTER
from .aims import AIMS
from .bots import chooser_deals
from .draw import choose_first_dealer, dealer_choice_event, draw_for_dealer
from .learn import DRILLS, QUESTIONS
from .levels import LEVELS
from .panel import panel
from .program import program
from .review import review
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from .state import Phase, State, new_deal, next_deal
from .table import table

NAME = "kachuful"


def _open(seats: tuple[str, ...], rules: Any, rng: Rng, setup: Setup | None) -> Opening:
    ruleset = Rules.from_json(dict(rules))
    n = len(seats)
    if setup is None:
        draw = draw_for_dealer(seats, rng)
        first = choose_first_dealer(draw, chooser_deals(draw))
        state = new_deal(seats, rules=ruleset, rng=rng, first_dealer=first)
        return Opening(state, rng, (*draw.events(), dealer_choice_event(draw, first)))
    specs = program(n, ruleset)
    number = setup.deal or 1
    if not 1 <= number <= len(specs):
        raise MalformedInput("workbench.setup-deal", deal=number, high=len(specs), field="setup.deal")
    index = number - 1
    hands, _ = complete_hands(seats, setup, specs[index].hand_size, deck52(), rng)
    dealer = (setup.first_index(seats) - 1) % n
    state = new_deal(seats, rules=ruleset, hands=dict(zip(seats, hands)),
                     first_dealer=(dealer - index) % n, deal_index=index)
    return Opening(state, rng)


def _cards(state: State) -> tuple[Card, ...]:
    """The hands and the cards played in this deal (the others of the pack are not dealt)."""
    played = (a.card for a in state.actions if isinstance(a, Play))
    return (*(c for hand in state.hands for c in hand), *played)


def _winners(state: State) -> tuple[str, ...]:
    top = max(state.totals)
    return tuple(s for s, t in zip(state.seats, state.totals) if t == top)


def _tallies(events: Sequence[Event], seat: str) -> dict[str, tuple[int, int]]:
    """The seat's exact bids over the deals of a game (from the bids and tricks logged)."""
    bid: int | None = None
    won = hits = deals = 0
    for event in events:
        args = event.args
        if event.kind == "kachuful.dealt":
            bid, won = None, 0
        elif event.kind == "kachuful.bid" and args["seat"] == seat:
            bid = int(args["bid"])
        elif event.kind == "kachuful.trick" and args["seat"] == seat:
            won += 1
        elif event.kind == "kachuful.scored" and bid is not None:
            deals += 1
            hits += bid == won
    return {"exact-bid": (hits, deals)}


SPEC = GameSpec(
    name=NAME,
    title=N_("Kachuful"),
    players=tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
    default_players=4,
    deck=deck52(),
    rules=Rules,
    switches={
        "dealer_restriction": N_("The dealer may not make the bids total the tricks"),
        "short_program": N_("Short program"),
        "first_game": N_("A first game: five deals, from five cards down to one"),
        "miss_penalty": N_("A missed bid costs the difference"),
        "per_trick_scoring": N_("One point per trick, plus 10 for an exact bid"),
    },
    compared="dealer_restriction",
    adapter=ADAPTER,
    actions=(Bid, Play),
    open=_open,
    cards=_cards,
    over=lambda state: state.phase is Phase.GAME_OVER,
    is_chance=lambda state: state.phase is Phase.DEAL_OVER,
    apply_chance=next_deal,
    bots=LEVELS,
    # The hints' level unless told: a program is about 800 moves, which the strong level's search
    # would make long to play out at once; it is the program the widget shows for a seed.
    default_bot="intermediate",
    # A first game is five deals (about 60 cards played at four), the whole program about 170 cards.
    play_rules=PlayRules(N_("Program"), (
        ("first", N_("A first game: 5 deals"), {"first_game": True}),
        ("full", N_("The full program"), {}),
    )),
    winners=_winners,
    tallies=_tallies,
    table=table,
    lesson_table=table,  # its last argument, the terms taught, leaves out the rest
    # a lesson's history: the bids once bidding is taught, the deal's line (its number, its trumps) once
    # the program and the trumps are, the scores once scoring is
    event_needs={"kachuful.bid": ("bid",), "kachuful.dealt": ("program", "trump"),
                 "kachuful.scored": ("score",)},
    panel=panel,
    result=lambda state: {"totals": dict(zip(state.seats, state.totals))},
    workbench_title=N_("Kachuful workbench"),
    example="bid B 2",
    program=True,
    questions=QUESTIONS,
    drills=DRILLS,
    first_dealer=lambda state: state.seats[state.first_dealer],
    aims=AIMS,
    review=review,
    presets={
        "dealer-constraint": Preset(
            4, 3, (), "dealer_restriction",
            N_("Try it in the workbench: the dealer’s bid with and without the constraint, side by side."),
            bot_moves=3),
    },
)
