"""Literature as the shared machinery sees it: everything in one :class:`~engine.core.spec.GameSpec`."""

from __future__ import annotations

from typing import Any

from ..core.cards import Card, parse_cards
from ..core.i18n import N_
from ..core.rng import Rng
from ..core.setup import Setup, complete_hands
from ..core.spec import GameSpec, Opening, Preset
from .actions import Ask, Claim, Pass
from .adapter import ADAPTER, NAME
from .aims import AIMS
from .bots import random_action
from .deal import new_game, unreachable
from .explain import legal_actions
from .halfsuits import DECK
from .knowledge import knowledge_of
from .learn import DRILLS, QUESTIONS
from .levels import LEVELS
from .news import news
from .panel import panel
from .review import review
from .rules import Rules
from .state import State
from .table import table


def _rules(seats: tuple[str, ...], rules: Any) -> Rules:
    return Rules.from_json({"players": len(seats), **rules})


def _open(seats: tuple[str, ...], rules: Any, rng: Rng, setup: Setup | None) -> Opening:
    ruleset = _rules(seats, rules)
    if setup is None:
        return Opening(new_game(seats, ruleset, rng), rng)
    hands, _ = complete_hands(seats, setup, ruleset.cards_each, DECK, rng)
    return Opening(new_game(seats, ruleset, hands=dict(zip(seats, hands)),
                            dealer=seats[setup.first_index(seats)]), rng)


def _cards(state: State) -> tuple[Card, ...]:
    return (*(c for hand in state.hands for c in hand), *(c for s in state.sets for c in s.half.cards))


def _winners(state: State) -> tuple[str, ...]:
    a, b = state.scores
    return tuple(s for i, s in enumerate(state.seats) if (a >= b if i % 2 == 0 else b >= a))


def _certain_claims(state: State, seat: str) -> tuple[Claim, ...]:
    return tuple(c for c in knowledge_of(state, seat).certain_claims() if c.half not in state.resolved)


def _knowledge_bench(games: int) -> dict[str, Any]:
    from .benchmark import measure  # not needed in the browser until a bench asks

    return measure(games)


SPEC = GameSpec(
    name=NAME,
    title=N_("Literature"),
    players=(6, 8),
    default_players=6,
    deck=DECK,
    rules=Rules,
    switches={
        "misplaced_to_opponents": N_("A claim with a misplaced card gives the set to the opponents"),
        "claims_any_time": N_("Claims at any time"),
        "win_at_five": N_("The game ends at five sets"),
        "shared_claims": N_("Shared claims (naming opponents)"),
        "pass_turn": N_("A player may pass the turn to a partner"),
    },
    compared="misplaced_to_opponents",
    adapter=ADAPTER,
    actions=(Ask, Claim, Pass),
    open=_open,
    cards=_cards,
    over=lambda state: bool(state.over),
    bots=LEVELS,
    winners=_winners,
    sides=lambda seats: (seats[0::2], seats[1::2]),
    table=table,
    panel=panel,
    result=lambda state: {"scores": list(state.scores)},
    workbench_title=N_("Literature workbench"),
    example="ask A B 3♠ · claim A low-♠ A:2♠,3♠,4♠ C:5♠,6♠,7♠",
    # Asks and passes: the claims (thousands) come from the deduction panel or are typed.
    choices=lambda state: legal_actions(state, claims=False),
    certain_claims=_certain_claims,
    questions=QUESTIONS,
    drills=DRILLS,
    aims=AIMS,
    news=news,
    review=review,
    random_action=random_action,
    unreachable=unreachable,
    memory_training=True,
    panel_chances=True,
    benchmarks={"knowledge": _knowledge_bench},
    presets={
        "misplaced-claim": Preset(
            6, 3, ("claim A low-♠ C:2♠,3♠,4♠,5♠,6♠,7♠",), "misplaced_to_opponents",
            N_("Try it in the workbench: Ana holds the six low spades and names Carmen for all of them; "
               "both rules side by side."),
            hands=(("A", parse_cards("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥")),), first="A"),
    },
)
