"""High card: a tiny trick game that lives in the tests, to prove a game needs only its own package.

Two to four players get three cards each from the 24 cards nine to ace. The player to the dealer's
left leads; each plays any card in turn; the highest rank wins the trick (the first played among equal
ranks; ``lowest_wins``: the lowest) and leads the next. Most tricks wins; equal counts share the win.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.cards import Card, deck52, parse_cards
from engine.core.errors import IllegalAction, MalformedInput, Violation
from engine.core.events import Event
from engine.core.game import FunctionAdapter
from engine.core.levels import Decision, Level, Reason
from engine.core.messages import register, register_reasons
from engine.core.moves import Play
from engine.core.rng import Rng
from engine.core.ruleset import RuleSet
from engine.core.serial import field, known_fields, optional
from engine.core.setup import Setup, complete_hands
from engine.core.spec import GameSpec, Opening, Panel
from engine.present.table import Seat, Table
from engine.present.tree import Node, el

NAME = "highcard"
DECK = tuple(c for c in deck52() if c.rank >= 9)
HAND = 3

register({
    "highcard.play": "{seat} plays {card}.",
    "highcard.trick": "{seat} wins the trick.",
    "highcard.over": "The game is over.",
    "highcard.not-your-turn": "It is {turn}'s turn, not {seat}'s.",
    "highcard.not-held": "{seat} does not hold {card}.",
})
register_reasons({  # to the reader of their own move, and told of a seat's
    "highcard.why-random": "Any card: {card}, at random.",
    "highcard.why-lowest": "{card}, the lowest card, rather than {other}.",
}, {
    "highcard.why-random": "{seat} plays any card: {card}, at random.",
    "highcard.why-lowest": "{seat} plays {card}, the lowest card, rather than {other}.",
})


@dataclass(frozen=True)
class Rules(RuleSet):
    lowest_wins: bool = False


@dataclass(frozen=True)
class State:
    rules: Rules
    seats: tuple[str, ...]
    dealt: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Card, ...], ...]
    trick: tuple[tuple[int, Card], ...]
    won: tuple[int, ...]
    turn: int
    actions: tuple[Play, ...] = ()
    log: tuple[Event, ...] = ()

    @property
    def over(self) -> bool:
        return not any(self.hands) and not self.trick


def deal(seats: tuple[str, ...], rules: Rules, hands: tuple[tuple[Card, ...], ...], first: int = 0) -> State:
    return State(rules, seats, hands, hands, (), (0,) * len(seats), first)


def parse_action(text: str) -> Play:
    words = text.split() if isinstance(text, str) else []
    if len(words) != 3 or words[0] != "play":
        raise MalformedInput("action-malformed", text=str(text)[:80])
    return Play(words[1], Card.parse(words[2]))


def explain(state: State, action: Any) -> tuple[Violation, ...]:
    if state.over:
        return (Violation.of("highcard.over"),)
    turn = state.seats[state.turn]
    if action.seat != turn:
        return (Violation.of("highcard.not-your-turn", seat=action.seat, turn=turn),)
    if action.card not in state.hands[state.turn]:
        return (Violation.of("highcard.not-held", seat=action.seat, card=str(action.card)),)
    return ()


def legal_actions(state: State) -> tuple[Play, ...]:
    if state.over:
        return ()
    return tuple(Play(state.seats[state.turn], c) for c in state.hands[state.turn])


def apply(state: State, action: Play) -> State:
    IllegalAction.unless_none(explain(state, action))
    i = state.turn
    hands = tuple(tuple(c for c in h if c != action.card) if k == i else h for k, h in enumerate(state.hands))
    trick = (*state.trick, (i, action.card))
    log = (*state.log, Event.of("highcard.play", seat=action.seat, card=str(action.card)))
    n = len(state.seats)
    if len(trick) < n:
        return replace(state, hands=hands, trick=trick, turn=(i + 1) % n, actions=(*state.actions, action),
                       log=log)
    sign = -1 if state.rules.lowest_wins else 1
    winner = max(trick, key=lambda play: (sign * play[1].rank, -trick.index(play)))[0]
    won = tuple(w + (k == winner) for k, w in enumerate(state.won))
    log = (*log, Event.of("highcard.trick", seat=state.seats[winner]))
    return replace(state, hands=hands, trick=(), won=won, turn=winner, actions=(*state.actions, action),
                   log=log)


def position_to_json(state: State) -> dict[str, Any]:
    return {"seats": list(state.seats), "rules": state.rules.to_json(), "first": state.seats[_first(state)],
            "hands": {s: " ".join(map(str, h)) for s, h in zip(state.seats, state.dealt)},
            "actions": [str(a) for a in state.actions]}


def _first(state: State) -> int:
    return state.seats.index(state.actions[0].seat) if state.actions else state.turn


def position_from_json(data: Any) -> State:
    data = known_fields(data, ("seats", "rules", "first", "hands", "actions"), "(position)")
    seats = tuple(field(data, "seats", list))
    if not 2 <= len(seats) <= 4 or not all(isinstance(s, str) for s in seats) or len(set(seats)) < len(seats):
        raise MalformedInput("value-out-of-range", field="seats", low=2, high=4)
    hands = field(data, "hands", dict)
    dealt = tuple(parse_cards(field(hands, s, str, "hands")) for s in seats)
    first = field(data, "first", str)
    if first not in seats:
        raise MalformedInput("field-wrong-type", field="first", expected="a seat")
    state = deal(seats, Rules.from_json(optional(data, "rules", dict, {})), dealt, seats.index(first))
    for text in field(data, "actions", list):
        state = apply(state, parse_action(text))
    return state


class Adapter(FunctionAdapter):
    def action_event(self, action: Play) -> Event:
        return Event.of("highcard.play", seat=action.seat, card=str(action.card))

    def present(self, state: State, lang: str, **options: Any) -> Node:
        return el("div", *[el("p", s, " ", " ".join(map(str, h))) for s, h in zip(state.seats, state.hands)],
                  cls="highcard-table")


ADAPTER = Adapter(NAME, position_from_json=position_from_json, position_to_json=position_to_json,
                  parse_action=parse_action, explain=explain, apply=apply, legal_actions=legal_actions,
                  checks={})


def _open(seats: tuple[str, ...], rules: Any, rng: Rng, setup: Setup | None) -> Opening:
    hands, _ = complete_hands(seats, setup or Setup(), HAND, DECK, rng)
    return Opening(deal(seats, Rules.from_json(dict(rules)), hands, setup.first_index(seats) if setup else 0),
                   rng)


def _random(state: State, rng: Rng) -> Decision:
    action = rng.choice(legal_actions(state))
    return Decision(action, Reason.of("highcard.why-random", card=str(action.card)))


def _lowest(state: State, rng: Rng) -> Decision:
    ordered = sorted(legal_actions(state), key=lambda a: a.card.rank)
    low, high = ordered[0], ordered[-1]
    why = Reason.of("highcard.why-lowest", card=str(low.card), other=str(high.card))
    return Decision(low, why, high if high != low else None)


def _panel(request: Panel) -> Node:
    return el("div", el("p", " ".join(f"{s}:{w}" for s, w in zip(request.state.seats, request.state.won))),
              cls="workbench-panel")


SPEC = GameSpec(
    name=NAME, title="High card", players=(2, 3, 4), default_players=3, deck=DECK, rules=Rules,
    switches={"lowest_wins": "The lowest card wins the trick"}, compared="lowest_wins", adapter=ADAPTER,
    actions=(Play,),
    open=_open,
    cards=lambda s: (*(c for h in s.hands for c in h), *(a.card for a in s.actions)),
    over=lambda s: s.over,
    bots={"random": Level("Random", _random), "lowest": Level("Lowest", _lowest)},
    winners=lambda s: tuple(x for x, w in zip(s.seats, s.won) if w == max(s.won)),
    table=lambda s, view, reader, lang: Table(
        tuple(Seat(n, len(h), h if view in (None, n) else None) for n, h in zip(s.seats, s.hands)),
        view or reader or s.seats[s.turn], None if s.over else s.seats[s.turn]),
    panel=_panel,
    result=lambda s: {"winners": [x for x, w in zip(s.seats, s.won) if w == max(s.won)]},
    workbench_title="High card workbench", example="play A K♠",
)
