"""What a game declares, in one object: the only thing the shared machinery knows of a game.

Each game package (``engine/<game>/``) builds one :class:`GameSpec` in its ``spec.py`` and the registry
(``engine/games.py``) lists them. Outside the game packages and the registry nothing names a game:
the workbench, the play operations, the driver, transcripts and benchmarks read everything from here.

Chance is part of the game, as in OpenSpiel: the deal (``open``, with its seeded random source and the
events before it, such as Kachuful's draw for the first dealer) and the chance events between actions
(``is_chance`` / ``apply_chance``: Kachuful's next deal of the program) are the spec's, logged like
actions; :mod:`engine.driver` plays any game through them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .errors import Coded
from .events import Event
from .game import GameAdapter
from .learn import Aim, Drill, Question
from .levels import Level
from .review import Reviewer
from .rng import Rng
from .setup import Setup

SEAT_NAMES = "ABCDEFGH"  # the seats of a table dealt from a seed, in play order
MAX_SEED = 999_999_999  # the seeds a reader may choose


def seat_names(players: int) -> tuple[str, ...]:
    return tuple(SEAT_NAMES[:players])


# (state, rng) -> action: a computer player choosing from what its seat may know.
Bot = Callable[[Any, Rng], Any]


def _never(state: Any) -> bool:
    return False


def _alone(seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple((seat,) for seat in seats)


@dataclass(frozen=True)
class Opening:
    """A dealt game: the state, the random source of the chance events still to come, and the chance
    events logged before the deal."""

    state: Any
    rng: Rng
    prelude: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Preset:
    """A ready-made workbench position a page links to (plain data: the workbench replays it)."""

    players: int
    seed: int
    line: tuple[str, ...]
    compare: str  # the rule switch shown side by side
    label: str  # a msgid
    hands: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    first: str | None = None
    bot_moves: int = 0  # moves the computer adds to the line before showing it


@dataclass(frozen=True)
class TryField:
    """One field of a :class:`TryForm`: the move's field it fills, its label (a msgid), whether its
    values are seats (then shown by the seats' names)."""

    name: str
    label: str
    seat: bool = False


@dataclass(frozen=True)
class TryForm:
    """A form beside the table of a game against the computer, to try any move of one shape, legal or
    not, so that the rules can refuse one and say why (Go Fish's "try any ask"). The page offers the
    moves ``moves`` gives (structured data, as the engine writes them) and sends the one whose fields
    are those chosen: it never builds a move."""

    title: str  # msgid: the disclosure's summary and the fields' legend
    note: str  # msgid
    button: str  # msgid
    fields: tuple[TryField, ...]
    # (the seats at the table, the reader's seat) -> every move the reader may try there; for the
    # largest table, every smaller one's are those whose seat fields name seats at it
    moves: Callable[[tuple[str, ...], str], tuple[Any, ...]]


@dataclass(frozen=True)
class PlayRules:
    """A choice of rules a game against the computer offers beside the level (Kachuful's program: a
    first game's five deals or the full program): the select's label (a msgid) and, per choice, its
    stable name, its label (a msgid) and the rule switches it sets. The first is a first game's."""

    label: str
    choices: tuple[tuple[str, str, Mapping[str, bool]], ...]


@dataclass(frozen=True)
class Panel:
    """What the analysis panel beside a table is asked to show. A panel whose game has chances
    (``GameSpec.panel_chances``) says on its root whether they are in it: ``data-chances`` "ready"
    or "pending" (the page then asks for them: ``workbench.chances``)."""

    state: Any
    seat: str | None  # whose analysis (Literature's deduction)
    view_seat: str | None  # the seat view of the table, if any
    lang: str
    training: bool = False  # memory training: only what may be repeated at the table
    # The (slower) probabilities, where the game has them: "all" (estimated when counting them exactly
    # takes too long), "quick" (only when they are quick to count exactly) or "none".
    chances: str = "all"


@dataclass(frozen=True)
class GameSpec:
    name: str  # as in pages, scenarios and links (go-fish, not gofish); also its pages' folder under docs/
    title: str  # msgid of the game's name
    players: tuple[int, ...]  # the possible numbers of players
    default_players: int
    deck: tuple[Card, ...]
    rules: type  # the frozen RuleSet of the game's switches, the seeds' rules as defaults
    switches: Mapping[str, str]  # the rule switches a reader may change -> msgid of a short label
    compared: str  # the switch compared side by side by default
    adapter: GameAdapter  # positions, actions, explain/apply, events, scenario checks, the full table
    actions: tuple[type, ...]  # the action classes (a page's structured move names one by its kind)
    open: Callable[[tuple[str, ...], Any, Rng, Setup | None], Opening]  # seats, rules, rng, edited deal
    cards: Callable[[Any], tuple[Card, ...]]  # every card of the deal wherever it is (conserved by actions)
    over: Callable[[Any], bool]
    bots: Mapping[str, Level]  # the computer's levels (stable ids), weakest first
    # (state, view seat or None, reader or None, lang) -> engine.present.table.Table: the card table, seen
    # by one seat or by everyone, drawn around the reader (the seat at the bottom)
    table: Callable[[Any, str | None, str | None, str], Any]
    panel: Callable[[Panel], Any]  # the analysis beside the table
    result: Callable[[Any], dict[str, Any]]  # a summary once the game is over
    workbench_title: str  # msgid
    example: str  # an action in the game's notation, for the notation help
    # The card table of a lesson: the parts that use a term of the game the path has not taught yet (the
    # last argument: the terms taught, ``Lesson.known``) left out (None: the table as ever)
    lesson_table: Callable[[Any, str | None, str | None, str, frozenset[str]], Any] | None = None
    # The terms of the game a history line needs, by its event's kind: a lesson's history leaves out a line
    # that needs a term the path has not taught yet (Kachuful's bids before bidding is taught).
    event_needs: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    is_chance: Callable[[Any], bool] = _never
    apply_chance: Callable[[Any, Rng], Any] | None = None
    observe: Callable[[Event, str], Event] | None = None  # an event as one seat saw it
    choices: Callable[[Any], tuple[Any, ...]] | None = None  # moves offered as buttons (default: legal)
    certain_claims: Callable[[Any, str], tuple[Any, ...]] | None = None  # what ``seat`` may claim surely
    random_action: Callable[[Any, Rng], Any] | None = None  # for random play (default: any legal)
    memory_training: bool = False
    panel_chances: bool = False  # the panel's chances may be slow: sent when quick, else asked for next
    default_bot: str | None = None  # the level the computer plays unless told (None: the strongest)
    try_form: TryForm | None = None  # a game against the computer's form to try any move of one shape
    play_rules: PlayRules | None = None  # a choice of rules against the computer (the first: a first game's)
    # A tournament's score: the seats sharing the win of a finished game (ties: several), the seats
    # that play together (teams; default: each seat alone), and counts worth reporting per seat over
    # a game's events (name -> (hits, tries), e.g. exact bids).
    winners: Callable[[Any], tuple[str, ...]] | None = None
    sides: Callable[[tuple[str, ...]], tuple[tuple[str, ...], ...]] = _alone
    tallies: Callable[[Sequence[Event], str], Mapping[str, tuple[int, int]]] | None = None
    program: bool = False  # a game of several deals whose edited deal names one of them
    presets: Mapping[str, Preset] = field(default_factory=dict)
    # Learning by doing (engine/learn/): questions the engine answers about a position, drills it deals
    # from a seed; the lessons are data files under docs/lessons/<name>/.
    questions: Mapping[str, Question] = field(default_factory=dict)
    drills: Mapping[str, Drill] = field(default_factory=dict)
    aims: Mapping[str, Aim] = field(default_factory=dict)  # what a lesson's step on the table may ask for
    # Positions the rules produce (lessons and drills show no other; the build checks every lesson):
    # why a position's opening could not come about under the rules it states, for its author (e.g. a
    # deal just dealt whose first player is not the one the rules name); None when it could.
    unreachable: Callable[[Any], str | None] | None = None
    # A program's first dealer, read from a position of any of its deals: a game's lessons sit at one
    # table, so they must agree on it (the dealer passes on each deal).
    first_dealer: Callable[[Any], str] | None = None
    # A finished game gone over (engine/<game>/review.py): one seat's moves judged by the strong level,
    # the real mistakes listed (None: the game has no reviewer).
    review: Reviewer | None = None
    # What the others' moves since a seat's last one changed for that seat (cards taken from its hand…),
    # as coded sentences: said first when its turn comes back (None: nothing but whose turn it is).
    news: Callable[[Sequence[Event], str], tuple[Coded, ...]] | None = None
    # Speed measures of the game's own (``./scripts/bench``): label -> (number of games) -> numbers.
    benchmarks: Mapping[str, Callable[[int], dict[str, Any]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.default_players not in self.players:
            raise ValueError(f"{self.name}: default_players {self.default_players} not in {self.players}")
        if self.compared not in self.switches:
            raise ValueError(f"{self.name}: compared switch {self.compared!r} is not a switch")
        if not self.bots:
            raise ValueError(f"{self.name}: a game needs at least one bot")
        if self.default_bot is not None and self.default_bot not in self.bots:
            raise ValueError(f"{self.name}: default_bot {self.default_bot!r} is not a level")
        for kind, drill in self.drills.items():
            if drill.question not in self.questions:
                raise ValueError(f"{self.name}: drill {kind!r} asks an unknown question {drill.question!r}")
            if self.questions[drill.question].several:
                raise ValueError(f"{self.name}: drill {kind!r} asks a question of several answers")
        for _, _, chosen in self.play_rules.choices if self.play_rules else ():
            if set(chosen) - set(self.switches):
                raise ValueError(f"{self.name}: a choice of play_rules sets a switch that is not one")
        if self.is_chance is not _never and self.apply_chance is None:
            raise ValueError(f"{self.name}: is_chance without apply_chance")

    def turn(self, state: Any) -> str | None:
        """The seat to act, None once the game is over (or while chance acts)."""
        if self.over(state) or self.is_chance(state):
            return None
        return state.seats[state.turn]  # type: ignore[no-any-return]

    def offered(self, state: Any) -> tuple[Any, ...]:
        """The moves offered as buttons (all legal moves unless the game says fewer)."""
        if self.over(state) or self.is_chance(state):
            return ()
        return tuple((self.choices or self.adapter.legal_actions)(state))

    @property
    def default_level(self) -> str:
        return self.default_bot if self.default_bot is not None else list(self.bots)[-1]

    @property
    def first_level(self) -> str:
        """The weakest level (``bots`` lists the levels weakest first): a newcomer's first game."""
        return next(iter(self.bots))

    def bot(self, level: str | None = None) -> Level:
        """The computer at ``level`` (a :class:`Level` is a :data:`Bot`; None: the default level)."""
        return self.bots[self.default_level if level is None else level]

    def read_move(self, data: Any) -> Any:
        """The action a page sent as structured data (``move-malformed`` if it cannot be read)."""
        from .moves import move_from_json

        return move_from_json(self.actions, data)

    def rule_defaults(self) -> dict[str, Any]:
        from dataclasses import fields

        return {f.name: f.default for f in fields(self.rules) if f.name in self.switches}
