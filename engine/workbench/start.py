"""How a workbench game opens and what chance does later: the seeded deal or the reader's edited deal,
Kachuful's next deals of the program, and the computer's move. Chance is explicit and seeded: the
same configuration always deals the same cards.

A Kachuful game here is the whole program (the draw for the first dealer, then every deal), dealt from
one random source in the order :func:`engine.kachuful.bots.record_program` uses: a seed played to the
end by the computer is the game the program widget shows for that seed.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.cards import Card, deck52
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.rng import Rng
from ..play import PLAYABLE, bot_rng
from .config import Config, Setup


@dataclass(frozen=True)
class Opening:
    state: Any
    rng: Rng  # the random source of the chance events still to come
    prelude: tuple[Event, ...] = ()  # chance events before the deal (Kachuful's draw for the dealer)


@dataclass(frozen=True)
class WorkbenchGame:
    open: Callable[[Config], Opening]
    after: Callable[[Any, Rng], Any]  # the chance event that follows an action, if any
    over: Callable[[Any], bool]
    bot: Callable[[Any, int, int], Any]  # (state, seed, ply): the computer's move
    result: Callable[[Any], dict[str, Any]]
    choices: Callable[[Any], tuple[Any, ...]]  # the moves offered as buttons (a share link numbers them)


def complete_hands(
    seats: Sequence[str], setup: Setup, size: int, deck: Sequence[Card], rng: Rng,
) -> tuple[tuple[tuple[Card, ...], ...], list[Card]]:
    """The given hands checked against the deal (size, deck, each card once), the others dealt from
    ``rng`` in seat order; also the cards left over, in their shuffled order."""
    in_deck = set(deck)
    seen: set[Card] = set()
    for seat, cards in setup.hands:
        for card in cards:
            if card not in in_deck:
                raise MalformedInput("workbench.setup-not-in-deck", card=str(card), size=len(deck),
                                     field=f"setup.hands.{seat}")
            if card in seen:
                raise MalformedInput("workbench.setup-card-twice", card=str(card),
                                     field=f"setup.hands.{seat}")
            seen.add(card)
        if len(cards) != size:
            raise MalformedInput("workbench.setup-hand-size", seat=seat, count=len(cards), size=size,
                                 field=f"setup.hands.{seat}")
    rest = rng.shuffled([c for c in deck if c not in seen])
    hands = []
    for seat in seats:
        given = setup.hand(seat)
        if given is None:
            given, rest = tuple(rest[:size]), rest[size:]
        hands.append(given)
    return tuple(hands), rest


def _first(config: Config) -> int:
    setup = config.setup
    return config.seats.index(setup.first) if setup and setup.first else 0


# --- Go Fish -------------------------------------------------------------------------------------------


def _gofish_open(config: Config) -> Opening:
    from ..gofish.deal import new_game
    from ..gofish.rules import Rules, deal_size

    rng = Rng(config.seed)
    if config.setup is None:
        return Opening(PLAYABLE["go-fish"].new(config.seats, dict(config.rules), rng), rng)
    rules = Rules.from_json(dict(config.rules))
    hands, stock = complete_hands(config.seats, config.setup, deal_size(config.players, rules), deck52(), rng)
    dealer = config.seats[_first(config) - 1]
    state = new_game(config.seats, rules, hands=dict(zip(config.seats, hands)), stock=stock, dealer=dealer)
    return Opening(state, rng)


# --- Literature ----------------------------------------------------------------------------------------


def _literature_open(config: Config) -> Opening:
    from ..literature.deal import new_game
    from ..literature.halfsuits import DECK
    from ..literature.rules import Rules

    rng = Rng(config.seed)
    if config.setup is None:
        return Opening(PLAYABLE["literature"].new(config.seats, dict(config.rules), rng), rng)
    rules = Rules.from_json({"players": config.players, **config.rules})
    hands, _ = complete_hands(config.seats, config.setup, rules.cards_each, DECK, rng)
    state = new_game(config.seats, rules, hands=dict(zip(config.seats, hands)),
                     dealer=config.seats[_first(config)])
    return Opening(state, rng)


# --- Kachuful: the whole program -------------------------------------------------------------------


def _kachuful_open(config: Config) -> Opening:
    from ..kachuful.bots import chooser_deals
    from ..kachuful.draw import choose_first_dealer, dealer_choice_event, draw_for_dealer
    from ..kachuful.program import program
    from ..kachuful.rules import Rules
    from ..kachuful.state import new_deal

    rules = Rules.from_json(dict(config.rules))
    rng = Rng(config.seed)
    n = config.players
    if config.setup is None:
        draw = draw_for_dealer(config.seats, rng)
        first = choose_first_dealer(draw, chooser_deals(draw))
        state = new_deal(config.seats, rules=rules, rng=rng, first_dealer=first)
        return Opening(state, rng, (*draw.events(), dealer_choice_event(draw, first)))
    specs = program(n, rules)
    number = config.setup.deal or 1
    if not 1 <= number <= len(specs):
        raise MalformedInput("workbench.setup-deal", deal=number, high=len(specs), field="setup.deal")
    index = number - 1
    hands, _ = complete_hands(config.seats, config.setup, specs[index].hand_size, deck52(), rng)
    dealer = (_first(config) - 1) % n
    state = new_deal(config.seats, rules=rules, hands=dict(zip(config.seats, hands)),
                     first_dealer=(dealer - index) % n, deal_index=index)
    return Opening(state, rng)


def _kachuful_after(state: Any, rng: Rng) -> Any:
    from ..kachuful.state import Phase, next_deal

    return next_deal(state, rng) if state.phase is Phase.DEAL_OVER else state


def _kachuful_over(state: Any) -> bool:
    from ..kachuful.state import Phase

    return state.phase is Phase.GAME_OVER  # type: ignore[no-any-return]


def _kachuful_bot(state: Any, seed: int, ply: int) -> Any:
    from ..kachuful.bots import hint_bot

    return hint_bot(state)


def _same(state: Any, rng: Rng) -> Any:
    return state


def _playable_bot(game: str) -> Callable[[Any, int, int], Any]:
    return lambda state, seed, ply: PLAYABLE[game].bot(state, bot_rng(seed, ply))


def _playable_result(game: str) -> Callable[[Any], dict[str, Any]]:
    def result(state: Any) -> dict[str, Any]:
        summary = PLAYABLE[game].result
        return summary(state) if summary else {}

    return result


def _adapter_choices(game: str) -> Callable[[Any], tuple[Any, ...]]:
    from ..games import adapter

    return adapter(game).legal_actions


def _literature_choices(state: Any) -> tuple[Any, ...]:
    """Asks and passes: the claims (thousands) come from the deduction panel or are typed."""
    from ..literature.explain import legal_actions

    return legal_actions(state, claims=False)


GAMES: dict[str, WorkbenchGame] = {
    "go-fish": WorkbenchGame(_gofish_open, _same, lambda s: bool(s.over), _playable_bot("go-fish"),
                             _playable_result("go-fish"), _adapter_choices("go-fish")),
    "literature": WorkbenchGame(_literature_open, _same, lambda s: bool(s.over), _playable_bot("literature"),
                                _playable_result("literature"), _literature_choices),
    "kachuful": WorkbenchGame(_kachuful_open, _kachuful_after, _kachuful_over, _kachuful_bot,
                              lambda s: {"totals": dict(zip(s.seats, s.totals))},
                              _adapter_choices("kachuful")),
}


def fork(rng: Rng) -> Rng:
    """A copy of ``rng`` at its current point (a cached replay keeps one per step)."""
    return copy.copy(rng)
