"""Kachuful as the shared machinery sees it: everything in one :class:`~engine.core.spec.GameSpec`.

A game is the whole program: the draw for the first dealer (chance events before the deal), then every
deal, each next deal a chance event of the state (``is_chance`` once a deal is scored), all dealt from
one random source in the order :func:`engine.kachuful.bots.record_program` uses: a seed played to the
end by the computer is the game the program widget shows for that seed.
"""

from __future__ import annotations

from typing import Any

from ..core.cards import Card, deck52
from ..core.errors import MalformedInput
from ..core.i18n import N_
from ..core.rng import Rng
from ..core.setup import Setup, complete_hands
from ..core.spec import GameSpec, Opening, Preset
from .actions import Bid, Play
from .adapter import ADAPTER
from .bots import chooser_deals, hint_bot
from .draw import choose_first_dealer, dealer_choice_event, draw_for_dealer
from .explain import legal_actions
from .panel import panel
from .program import program
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


def _random(state: State, rng: Rng) -> Any:
    return rng.choice(legal_actions(state))


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
    bots={"random": _random, "hints": lambda state, rng: hint_bot(state)},
    table=table,
    panel=panel,
    result=lambda state: {"totals": dict(zip(state.seats, state.totals))},
    workbench_title=N_("Kachuful workbench"),
    example="bid B 2",
    program=True,
    presets={
        "dealer-constraint": Preset(
            4, 3, (), "dealer_restriction",
            N_("Try it in the workbench: the dealer’s bid with and without the constraint, side by side."),
            bot_moves=3),
    },
)
