"""One match: a game's opening, its log of actions and chance outcomes, and the states they lead to.

Every line of moves the engine replays goes through here (the workbench, worked examples, lessons,
drills, the driver and so bots, tournaments and transcripts, each game's JSON positions):
:meth:`Match.play` checks a move once (the game's ``explain``) and then applies it trusted;
:meth:`Match.extend` adds the moves of a chooser (a bot, a script, random play), trusted as the rules'
own. A chance event (Kachuful's next deal) is resolved right after the action that leads to it, from
the match's random source, and its outcome is logged (:class:`Chance`): :meth:`Match.from_log`
replays a log by applying the outcomes, never drawing them again.

The match knows a game only through :class:`Moves` (functions of states and actions), so that a game
package may replay its own positions through it: this module imports nothing of a game.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import EngineError, IllegalAction, MalformedInput, Violation
from .events import Event
from .rng import Rng

# (state, ply) -> the action to play: a bot, a script, a random player.
Chooser = Callable[[Any, int], Any]


def _never(state: Any) -> bool:
    return False


def _no_events(state: Any) -> tuple[Event, ...]:
    return ()


@dataclass(frozen=True)
class Moves:
    """What a match needs of a game: its rules' ``explain`` (None: a match of trusted moves only, such
    as a state's own history) and trusted ``apply``, and optionally its events, its end, its chance
    events and the moves it offers."""

    explain: Callable[[Any, Any], Sequence[Violation]] | None
    apply: Callable[[Any, Any], Any]
    parse: Callable[[str], Any] | None = None
    events: Callable[[Any], Sequence[Event]] = _no_events
    over: Callable[[Any], bool] = _never
    is_chance: Callable[[Any], bool] = _never
    chance: Callable[[Any, Rng], Any] | None = None
    offered: Callable[[Any], tuple[Any, ...]] | None = None

    @classmethod
    def of(cls, spec: Any) -> Moves:
        """A game's :class:`engine.core.spec.GameSpec` as a match sees it."""
        ad = spec.adapter
        return cls(ad.explain, ad.apply, ad.parse_action, ad.events, spec.over, spec.is_chance,
                   spec.apply_chance, spec.offered)


@dataclass(frozen=True)
class Chance:
    """A chance event's outcome, as logged: the state it dealt (Kachuful: the next deal)."""

    outcome: Any


class Match:
    """A game from its opening: ``states[i]`` is the state after ``i`` actions (chance resolved),
    ``actions`` the actions, ``log`` the actions and chance outcomes in order, ``chunks[i]`` the events
    of step ``i`` (step 0: the opening's, after ``prelude``: the chance events before the deal)."""

    def __init__(self, moves: Moves, state: Any, rng: Rng | None = None,
                 prelude: tuple[Event, ...] = (), ply: int = 0) -> None:
        self.moves = moves
        self.rng = rng  # draws the chance events still to come (None: a match without chance)
        self.ply = ply  # the actions played before ``state`` (a bot's random source depends on it)
        self.prelude = prelude
        self.actions: list[Any] = []
        self.log: list[Any] = []
        self._draws: list[Rng] = []  # the random source before each chance event drawn
        self._chances: list[int] = []  # the step of each chance event drawn
        settled = self._settle(state)
        chunk = prelude + tuple(moves.events(state))
        if settled is not state:
            chunk += tuple(moves.events(settled))
        self.states: list[Any] = [settled]
        self.chunks: list[tuple[Event, ...]] = [chunk]
        self._marks = [len(self.log)]  # the log's length after each step

    @classmethod
    def from_log(cls, moves: Moves, opening: Any, log: Iterable[Any],
                 prelude: tuple[Event, ...] = ()) -> Match:
        """A match replayed from ``opening`` (a match's first state) and the log since: each action
        applied trusted, each chance outcome applied as logged (nothing is drawn again: no random
        source is needed)."""
        match = cls(moves, opening, None, prelude)
        pending: list[Any] = []  # an action, then the chance outcomes after it
        for entry in [*log, None]:
            if isinstance(entry, Chance):
                pending.append(entry.outcome)
                continue
            if pending:
                match._step(pending[0], pending[1:])
            pending = [entry]
        return match

    def replayed(self) -> Match:
        """This match replayed from its log (:meth:`from_log`)."""
        return Match.from_log(self.moves, self.states[0], self.log[self._marks[0]:], self.prelude)

    # --- reading ---------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.states[-1]

    def __len__(self) -> int:
        """The actions played."""
        return len(self.actions)

    def offered(self, step: int | None = None) -> tuple[Any, ...]:
        """The moves the game offers at ``step`` (default: now)."""
        assert self.moves.offered is not None, "the match's game offers no moves"
        return self.moves.offered(self.states[len(self.actions) if step is None else step])

    def over(self) -> bool:
        return self.moves.over(self.state)

    def check(self, action: Any) -> tuple[Violation, ...]:
        """Why the rules refuse ``action`` now (none: it may be played)."""
        assert self.moves.explain is not None, "a match of trusted moves checks none"
        return tuple(self.moves.explain(self.state, action))

    # --- playing ---------------------------------------------------------------------------------

    def play(self, action: Any) -> Any:
        """``action`` checked once (:class:`IllegalAction` with every reason), then applied trusted:
        the state after it."""
        IllegalAction.unless_none(self.check(action))
        return self.apply(action)

    def apply(self, action: Any) -> Any:
        """``action`` applied trusted (the caller checked it, or a bot of the rules chose it), then the
        chance events it leads to: the state after them."""
        self._step(action, None)
        return self.state

    def play_line(self, texts: Iterable[str], fail: Callable[[int, str, EngineError], Exception],
                  ended: bool = False) -> None:
        """Each move of ``texts`` read, checked once and applied; the first that cannot be read or that
        the rules refuse raises ``fail(index, text, error)`` (the match keeps the moves before it).
        ``ended``: a move after the end is refused as ``play.game-over`` before it is read."""
        assert self.moves.parse is not None, "the match's game reads no notation"
        for index, text in enumerate(texts):
            try:
                if ended and self.over():
                    raise MalformedInput("play.game-over")
                self.play(self.moves.parse(text))
            except EngineError as exc:
                raise fail(index, text, exc) from None

    def extend(self, choose: Chooser, limit: int,
               go_on: Callable[[Any, int], bool] = lambda state, played: True) -> list[Any]:
        """Moves chosen by ``choose(state, ply)`` (ply: the actions played so far), applied trusted,
        while the game is not over, fewer than ``limit`` were played and ``go_on(state, played)``
        holds: the actions played."""
        played: list[Any] = []
        while not self.over() and len(played) < limit and go_on(self.state, len(played)):
            action = choose(self.state, self.ply + len(self.actions))
            self.apply(action)
            played.append(action)
        return played

    def follow(self, actions: Sequence[Any]) -> Any:
        """``actions`` applied trusted, in order (a line already checked, such as a state's own history):
        the state after them."""
        script = iter(actions)
        self.extend(lambda state, ply: next(script), len(actions), lambda state, played: True)
        return self.state

    def cut(self, size: int) -> Match:
        """A new match of the first ``size`` actions (this one unchanged): what is kept was computed
        here; the random source is the one before the first chance event dropped."""
        cut = Match.__new__(Match)
        cut.moves, cut.ply, cut.prelude = self.moves, self.ply, self.prelude
        keep = sum(1 for step in self._chances if step <= size)
        cut._chances, cut._draws = self._chances[:keep], self._draws[:keep]
        source = self._draws[keep] if keep < len(self._draws) else self.rng
        cut.rng = copy.copy(source) if source is not None else None
        cut.actions = self.actions[:size]
        cut._marks = self._marks[: size + 1]
        cut.log = self.log[: cut._marks[-1]]
        cut.states = self.states[: size + 1]
        cut.chunks = self.chunks[: size + 1]
        return cut

    # --- inside ----------------------------------------------------------------------------------

    def _settle(self, state: Any, outcomes: list[Any] | None = None) -> Any:
        """``state`` with the chance events due resolved: drawn from the random source (logged), or
        the ``outcomes`` logged before; none in most states, and none without a source."""
        moves = self.moves
        while moves.is_chance(state):
            if outcomes is not None:
                if not outcomes:
                    break
                state = outcomes.pop(0)
            elif self.rng is None or moves.chance is None:
                break
            else:
                self._draws.append(copy.copy(self.rng))
                self._chances.append(len(self.actions))
                state = moves.chance(state, self.rng)
            self.log.append(Chance(state))
        return state

    def _step(self, action: Any, outcomes: list[Any] | None) -> None:
        events = self.moves.events
        state = self.state
        before = len(events(state))
        played = self.moves.apply(state, action)
        self.actions.append(action)
        self.log.append(action)
        chunk = tuple(events(played)[before:])
        after = self._settle(played, outcomes)
        if after is not played:
            chunk += tuple(events(after))
        self.states.append(after)
        self.chunks.append(chunk)
        self._marks.append(len(self.log))
