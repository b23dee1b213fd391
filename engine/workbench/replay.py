"""A line of moves replayed through the rules from its deal, every time: the page is never trusted.

Replaying a whole Kachuful program (about 800 moves) for every click would cost more than a step may
take in the browser, so the last few replays are kept (:data:`_CACHE`): a request whose line starts
like a kept one replays only what differs. What is kept was computed here by the rules; a request
only chooses which of it to reuse, by its exact configuration and the exact texts of its moves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import driver
from ..core.errors import EngineError, IllegalAction, MalformedInput
from ..core.events import Event
from ..core.levels import Decision
from ..core.match import Match
from ..core.messages import describe, describe_error, narrate
from ..core.rng import Rng
from ..core.spec import GameSpec
from .config import Config, shared_prefix
from .moves import code

CACHE_SIZE = 24  # the lines of a page (a share link carries up to 20) and a comparison's two


def reason(exc: EngineError, lang: str) -> str:
    if isinstance(exc, IllegalAction):
        return " ".join(describe(v, lang) for v in exc.violations)
    return describe_error(exc, lang)


@dataclass
class Replay:
    """A configuration's line played through one :class:`Match` from its deal, with what the pages ask
    of it kept: each step narrated (by language and seat) and each move as a share link writes it."""

    config: Config
    game: GameSpec
    match: Match
    texts: list[str]  # each move as the line gave it
    narrated: dict[tuple[str, str | None], list[list[str]]] = field(default_factory=dict)
    codes: list[str] = field(default_factory=list)  # each move as a share link writes it

    @property
    def states(self) -> list[Any]:
        """The deal, then the state after each move of the line."""
        return self.match.states

    @property
    def actions(self) -> list[Any]:
        return self.match.actions

    @property
    def chunks(self) -> list[tuple[Event, ...]]:
        """The events of each step (step 0: the deal)."""
        return self.match.chunks

    @property
    def state(self) -> Any:
        return self.match.state

    def choices(self, step: int) -> tuple[Any, ...]:
        """The moves offered at ``step`` (none once the game is over)."""
        return self.match.offered(step)

    def cut(self, size: int) -> Replay:
        narrated = {key: lines[: size + 1] for key, lines in self.narrated.items()}
        return Replay(self.config.with_line(tuple(self.texts[:size])), self.game, self.match.cut(size),
                      self.texts[:size], narrated, self.codes[:size])

    def play_line(self, texts: Iterable[str], lang: str) -> None:
        """More moves, each checked once by the rules (the first refused raises
        ``workbench.line-illegal`` naming its step and the reason; the moves before it are kept)."""
        given: list[str] = []
        first = len(self.texts) + 1

        def read() -> Iterator[str]:
            for text in texts:
                given.append(text)
                yield text

        def fail(index: int, text: str, exc: EngineError) -> MalformedInput:
            return MalformedInput("workbench.line-illegal", step=first + index, reason=reason(exc, lang),
                                  field="line")

        before = len(self.match)
        try:
            self.match.play_line(read(), fail, ended=True)
        finally:
            self._kept(given[: len(self.match) - before])

    def play(self, text: str, step: int, lang: str) -> None:
        """One more move (``step``: its number in the line, as a refusal names it)."""
        assert step == len(self.texts) + 1
        self.play_line((text,), lang)

    def _kept(self, texts: list[str]) -> None:
        self.texts.extend(texts)
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

    def extend(self, choose: driver.Chooser, go_on: Callable[[Any, int], bool], limit: int) -> list[str]:
        """The moves of ``choose`` (the computer) added to the line while the game is not over, fewer
        than ``limit`` were played and ``go_on(state, played)`` holds: their texts. They stay in the
        kept replay: the request that shows the position after them finds them played."""
        played = [str(a) for a in self.match.extend(choose, limit, go_on)]
        self._kept(played)
        return played


def computer_moves(
    rep: Replay, go_on: Callable[[Any, int], bool], limit: int, levels: Mapping[str, str] | None = None,
) -> tuple[list[str], Any]:
    """The computer's moves from the end of ``rep``'s line, while the game is not over, fewer than
    ``limit`` were played and ``go_on(state, played)`` holds: their texts and the state after them.
    ``levels``: the level of some seats (the others play at the game's default level)."""
    played = rep.extend(driver.bot_chooser(rep.game, rep.config.seed, levels=levels), go_on, limit)
    return played, rep.state


def explained_moves(
    rep: Replay, go_on: Callable[[Any, int], bool], limit: int, levels: Mapping[str, str] | None = None,
) -> tuple[list[str], Any, list[tuple[str, Decision]]]:
    """:func:`computer_moves` with each move's seat and decision (the same moves: a level's ``decide``
    plays what its fast path plays from the same random source)."""
    game, seed = rep.game, rep.config.seed
    decisions: list[tuple[str, Decision]] = []

    def choose(state: Any, ply: int) -> Any:
        seat = game.turn(state) or ""
        level = game.bot((levels or {}).get(seat))
        decision = level.decide(state, driver.bot_rng(seed, ply))
        decisions.append((seat, decision))
        return decision.action

    played = rep.extend(choose, go_on, limit)
    return played, rep.state, decisions


_CACHE: list[Replay] = []


def _opening(config: Config) -> Replay:
    game = config.spec
    opening = game.open(config.seats, dict(config.rules), Rng(config.seed), config.setup)
    match = driver.match(game, opening.state, opening.rng, opening.prelude)
    return Replay(config.with_line(()), game, match, [])


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
    best.play_line(config.line[common:], lang)
    return best
