"""A line of moves replayed through the rules from its deal, every time: the page is never trusted.

Replaying a whole Kachuful program (about 800 moves) for every click would cost more than a step may
take in the browser, so the last few replays are kept (:data:`_CACHE`): a request whose line starts
like a kept one replays only what differs. What is kept was computed here by the rules; a request
only chooses which of it to reuse, by its exact configuration and the exact texts of its moves.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import driver
from ..core.errors import EngineError, IllegalAction, MalformedInput
from ..core.events import Event
from ..core.levels import Decision
from ..core.messages import describe, describe_error, narrate
from ..core.rng import Rng
from ..core.spec import GameSpec
from .config import Config, shared_prefix
from .moves import code

CACHE_SIZE = 24  # the lines of a page (a share link carries up to 20) and a comparison's two


def fork(rng: Rng) -> Rng:
    """A copy of ``rng`` at its current point (a kept replay keeps one per step)."""
    return copy.copy(rng)


def reason(exc: EngineError, lang: str) -> str:
    if isinstance(exc, IllegalAction):
        return " ".join(describe(v, lang) for v in exc.violations)
    return describe_error(exc, lang)


@dataclass
class Replay:
    config: Config
    game: GameSpec
    states: list[Any]  # the deal, then the state after each move of the line
    actions: list[Any]
    texts: list[str]  # each move as the line gave it
    chunks: list[tuple[Event, ...]]  # the events of each step (step 0: the deal)
    rngs: list[Rng]  # the random source after each step
    narrated: dict[tuple[str, str | None], list[list[str]]] = field(default_factory=dict)
    codes: list[str] = field(default_factory=list)  # each move as a share link writes it
    offered: dict[int, tuple[Any, ...]] = field(default_factory=dict)  # the choices at each step

    def choices(self, step: int) -> tuple[Any, ...]:
        """The moves offered at ``step`` (none once the game is over)."""
        if step not in self.offered:
            self.offered[step] = self.game.offered(self.states[step])
        return self.offered[step]

    @property
    def state(self) -> Any:
        return self.states[-1]

    def cut(self, size: int) -> Replay:
        narrated = {key: lines[: size + 1] for key, lines in self.narrated.items()}
        codes = self.codes[:size]
        offered = {k: v for k, v in self.offered.items() if k <= size}
        keep = size + 1
        return Replay(self.config.with_line(tuple(self.texts[:size])), self.game, self.states[:keep],
                      self.actions[:size], self.texts[:size], self.chunks[:keep], self.rngs[:keep], narrated,
                      codes, offered)

    def play(self, text: str, step: int, lang: str) -> None:
        """One more move (refused as ``workbench.line-illegal`` naming step and reason)."""
        state = self.state
        ad = self.game.adapter
        try:
            if self.game.over(state):
                raise MalformedInput("play.game-over")
            action = ad.parse_action(text)
            IllegalAction.unless_none(ad.explain(state, action))
        except EngineError as exc:
            raise MalformedInput("workbench.line-illegal", step=step, reason=reason(exc, lang),
                                 field="line") from None
        rng = fork(self.rngs[-1])
        done = driver.step(self.game, state, action, rng)
        self.states.append(done.state)
        self.actions.append(action)
        self.texts.append(text)
        self.chunks.append(done.events)
        self.rngs.append(rng)
        self.config = self.config.with_line(tuple(self.texts))

    def coded(self) -> list[str]:
        """Every move as its number among the choices of its position (one character), or its text."""
        for i in range(len(self.codes), len(self.actions)):
            self.codes.append(code(self.choices(i), self.actions[i]))
        return self.codes[: len(self.actions)]

    def lines(self, lang: str, seat: str | None) -> list[list[str]]:
        """Every step narrated (as ``seat`` saw it, when given), kept for the next request."""
        observe = self.game.observe
        done = self.narrated.setdefault((lang, seat), [])
        for chunk in self.chunks[len(done):]:
            events = [observe(e, seat) for e in chunk] if seat is not None and observe else chunk
            done.append([narrate(e, lang) for e in events])
        return done[: len(self.chunks)]


def computer_moves(
    rep: Replay, go_on: Callable[[Any, int], bool], limit: int, levels: Mapping[str, str] | None = None,
) -> tuple[list[str], Any]:
    """The computer's moves from the end of ``rep``'s line, while the game is not over, fewer than
    ``limit`` were played and ``go_on(state, played)`` holds: their texts and the state after them.
    ``levels``: the level of some seats (the others play at the game's default level). The kept replay
    is not changed (its random source is copied)."""
    choose = driver.bot_chooser(rep.game, rep.config.seed, levels=levels)
    played, state = driver.play(rep.game, rep.state, fork(rep.rngs[-1]), choose, limit, go_on, len(rep.texts))
    return [str(a) for a in played], state


def explained_moves(
    rep: Replay, go_on: Callable[[Any, int], bool], limit: int, levels: Mapping[str, str] | None = None,
) -> tuple[list[str], Any, list[Decision]]:
    """:func:`computer_moves` with each move's decision (the same moves: a level's ``decide`` plays
    what its fast path plays from the same random source)."""
    game, seed = rep.game, rep.config.seed
    decisions: list[Decision] = []

    def choose(state: Any, ply: int) -> Any:
        level = game.bot((levels or {}).get(game.turn(state) or ""))
        decision = level.decide(state, driver.bot_rng(seed, ply))
        decisions.append(decision)
        return decision.action

    played, state = driver.play(game, rep.state, fork(rep.rngs[-1]), choose, limit, go_on, len(rep.texts))
    return [str(a) for a in played], state, decisions


_CACHE: list[Replay] = []


def _opening(config: Config) -> Replay:
    game = config.spec
    opening = game.open(config.seats, dict(config.rules), Rng(config.seed), config.setup)
    chunk = opening.prelude + tuple(game.adapter.events(opening.state))
    return Replay(config.with_line(()), game, [opening.state], [], [], [chunk], [fork(opening.rng)])


def replay(config: Config, lang: str) -> Replay:
    """``config``'s line replayed from its deal: a deal the rules cannot produce, or a move that cannot
    be read or that the rules refuse, raises MalformedInput with the reason in ``lang``."""
    key = config.key()
    best: Replay | None = None
    common = -1
    for kept in _CACHE:
        if kept.config.key() == key:
            n = shared_prefix(kept.texts, config.line)
            if n > common:
                best, common = kept, n
    if best is None:
        best, common = _opening(config), 0
    elif common < len(best.texts):
        best = best.cut(common)
    else:
        _CACHE.remove(best)
    _CACHE.insert(0, best)  # kept even if a move below is refused: what it holds was checked
    del _CACHE[CACHE_SIZE:]
    for step in range(common, len(config.line)):
        best.play(config.line[step], step + 1, lang)
    return best
