"""Bots that follow the hints, and whole programs played by them from a seed.

A bot is a function from a state to the action of the seat to move; :func:`hint_bot` only looks
at what that seat may know (through :func:`engine.kachuful.hints.seen`). A program starts with
the draw for the first dealer and shuffles before every deal, all from one seeded :class:`Rng`,
so a seed gives the same game in CPython and in the browser.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.events import Event
from ..core.match import Match, Moves
from ..core.rng import Rng
from .actions import Action
from .draw import DealerDraw, choose_first_dealer, dealer_choice_event, draw_for_dealer
from .explain import legal_actions
from .hints import seen, suggest
from .rules import Rules
from .sheet import DealRow, deal_row, running_totals
from .state import Phase, State, apply, new_deal, next_deal

Bot = Callable[[State], Action]


def hint_bot(state: State) -> Action:
    """Bids and plays what the hints suggest for the seat to move."""
    view = seen(state)
    return suggest(view).action(view.name)


def random_bot(rng: Rng) -> Bot:
    """A bot choosing uniformly among the legal actions (for tests and comparisons)."""

    def play(state: State) -> Action:
        return rng.choice(legal_actions(state))

    return play


def chooser_deals(draw: DealerDraw) -> str:
    """The bots' choice after the draw: the player with the highest card deals first."""
    return draw.seats[draw.chooser]


def play_deal(state: State, bots: Sequence[Bot] | Bot = hint_bot) -> State:
    """Play the current deal to its end (scored)."""
    seats_bots = bots if isinstance(bots, Sequence) else (bots,) * state.players
    match = Match(Moves(None, apply), state)
    match.extend(lambda state, ply: seats_bots[state.turn](state), 1_000_000,
                 lambda state, played: state.phase in (Phase.BIDDING, Phase.PLAYING))
    return match.state  # type: ignore[no-any-return]


@dataclass(frozen=True)
class ProgramRecord:
    seed: int
    draw: DealerDraw
    first_dealer: int
    rows: tuple[DealRow, ...]
    final: State

    @property
    def seats(self) -> tuple[str, ...]:
        return self.final.seats

    @property
    def totals(self) -> tuple[int, ...]:
        return self.final.totals

    @property
    def running_totals(self) -> tuple[tuple[int, ...], ...]:
        return running_totals(self.final.sheet)

    def draw_events(self) -> tuple[Event, ...]:
        return (*self.draw.events(), dealer_choice_event(self.draw, self.first_dealer))


def record_program(
    seats: Sequence[str], rules: Rules | None = None, seed: int = 0,
    bots: Sequence[Bot] | Bot = hint_bot, choose: Callable[[DealerDraw], str] = chooser_deals,
) -> ProgramRecord:
    """Play a whole program: the draw for the first dealer, then every deal, each row recorded."""
    seats = tuple(seats)
    rng = Rng(seed)
    draw = draw_for_dealer(seats, rng)
    first = choose_first_dealer(draw, choose(draw))
    state = new_deal(seats, rules=rules or Rules(), rng=rng, first_dealer=first)
    rows = []
    while True:
        state = play_deal(state, bots)
        rows.append(deal_row(state))
        if state.phase is Phase.GAME_OVER:
            break
        state = next_deal(state, rng)
    return ProgramRecord(seed, draw, first, tuple(rows), state)


def play_program(seats: Sequence[str], rules: Rules | None = None, seed: int = 0) -> State:
    """The final state of a whole program played by hint bots from ``seed``."""
    return record_program(seats, rules, seed).final


def program_running_totals(
    seats: Sequence[str], rules: Rules | None = None, seed: int = 0,
) -> tuple[tuple[int, ...], ...]:
    """The running totals after each deal of a bot program (one tuple per deal), for a chart."""
    return record_program(seats, rules, seed).running_totals
