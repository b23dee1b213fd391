"""What a workbench request and a share link carry: the game, the players, the seed, the rule switches,
an optional edited deal and the line of moves. Everything is checked here, field by field; whether
an edited deal is one the rules can produce is decided when it is dealt (the game's ``open``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.cards import Card, parse_cards
from ..core.errors import EngineError, MalformedInput
from ..core.i18n import DEFAULT_LANGUAGE
from ..core.messages import describe_error
from ..core.setup import Setup
from ..core.spec import MAX_SEED, GameSpec, seat_names
from ..games import spec

MAX_LINE = 1500  # actions in a line (a whole Kachuful program for 3 players is about 1,000)
MAX_ACTION = 120  # characters of one action's text
MAX_HAND_TEXT = 200  # characters of one edited hand
DEFAULT_SEED = 1


@dataclass(frozen=True)
class Config:
    game: str
    players: int
    seed: int
    rules: dict[str, bool]
    line: tuple[str, ...]
    setup: Setup | None = field(default=None)

    @property
    def seats(self) -> tuple[str, ...]:
        return seat_names(self.players)

    @property
    def spec(self) -> GameSpec:
        return spec(self.game)

    def key(self) -> tuple[Any, ...]:
        """Everything but the line: two configurations with the same key deal the same cards."""
        setup = repr(self.setup.to_json()) if self.setup else None
        return (self.game, self.players, self.seed, tuple(sorted(self.rules.items())), setup)

    def with_rules(self, rules: dict[str, bool]) -> Config:
        return Config(self.game, self.players, self.seed, rules, self.line, self.setup)

    def with_line(self, line: tuple[str, ...]) -> Config:
        return Config(self.game, self.players, self.seed, self.rules, line, self.setup)


def shared_prefix(a: Sequence[str], b: Sequence[str]) -> int:
    """How many moves two lines have in common from the deal."""
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def read_int(value: Any, name: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise MalformedInput("field-wrong-type", field=name, expected="int")
    if not low <= value <= high:
        raise MalformedInput("value-out-of-range", field=name, low=low, high=high)
    return value


def read_setup(value: Any, game: GameSpec, seats: tuple[str, ...], lang: str) -> Setup | None:
    """An edited deal from JSON: ``{"hands": {seat: cards}, "first": seat, "deal": n}`` (all optional;
    ``deal`` only in a game of several deals)."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) - {"hands", "first", "deal"}:
        raise MalformedInput("workbench.setup-malformed", field="setup")
    hands = value.get("hands", {})
    if not isinstance(hands, dict):
        raise MalformedInput("workbench.setup-malformed", field="setup.hands")
    given: list[tuple[str, tuple[Card, ...]]] = []
    for seat in seats:
        text = hands.get(seat)
        if text is None or (isinstance(text, str) and not text.strip()):
            continue
        if not isinstance(text, str) or len(text) > MAX_HAND_TEXT:
            raise MalformedInput("workbench.setup-malformed", field=f"setup.hands.{seat}")
        try:
            given.append((seat, parse_cards(text)))
        except EngineError as exc:
            raise MalformedInput("workbench.setup-cards", seat=seat, reason=describe_error(exc, lang),
                                 field=f"setup.hands.{seat}") from None
    for seat in hands:
        if seat not in seats:
            raise MalformedInput("play.seat-unknown", field="setup.hands", seat=str(seat)[:40])
    first = value.get("first")
    if first is not None and (not isinstance(first, str) or first not in seats):
        raise MalformedInput("play.seat-unknown", field="setup.first", seat=str(first)[:40])
    deal = value.get("deal")
    if deal is not None:
        if not game.program:
            raise MalformedInput("workbench.setup-malformed", field="setup.deal")
        read_int(deal, "setup.deal", 1, 99)
    return Setup(tuple(given), first, deal)


def read_config(request: Any, lang: str = DEFAULT_LANGUAGE) -> Config:
    if not isinstance(request, dict):
        raise MalformedInput("field-wrong-type", field="request", expected="object")
    game = spec(request.get("game"))
    players = read_int(request.get("players"), "players", min(game.players), max(game.players))
    if players not in game.players:
        raise MalformedInput("play.players-invalid", field="players", count=players,
                             allowed=", ".join(map(str, game.players)))
    seed = read_int(request.get("seed"), "seed", 0, MAX_SEED)
    rules = request.get("rules", {})
    if not isinstance(rules, dict):
        raise MalformedInput("field-wrong-type", field="rules", expected="object")
    for key, value in rules.items():
        if key not in game.switches:
            raise MalformedInput("field-unknown", field=f"rules.{str(key)[:40]}")
        if not isinstance(value, bool):
            raise MalformedInput("field-wrong-type", field=f"rules.{key}", expected="bool")
    line = request.get("line", [])
    if not isinstance(line, list) or len(line) > MAX_LINE:
        raise MalformedInput("workbench.line-malformed", field="line")
    if not all(isinstance(a, str) and 0 < len(a) <= MAX_ACTION for a in line):
        raise MalformedInput("workbench.line-malformed", field="line")
    seats = seat_names(players)
    setup = read_setup(request.get("setup"), game, seats, lang)
    return Config(game.name, players, seed, {k: rules[k] for k in game.switches if k in rules}, tuple(line),
                  setup)
