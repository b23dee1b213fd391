"""What a game declares for learning by doing: questions the engine answers about a position, and drills
it deals from a seed (``GameSpec.questions`` / ``GameSpec.drills``; the lessons and the practice page,
``engine/learn/``, read nothing else of a game).

An aim is what a lesson's step on the table asks beyond a legal move (``GameSpec.aims``): a claim that
wins its half-suit, say; a move the rules accept that misses it gets the engine's reason.

A question is judged by the engine: :meth:`Question.judge` gives the right choices among the ones it
offers, the reason each other choice is wrong (a coded message, rendered at the edge in the reader's
language) and why the right answer is right. A drill deals a position and the question's arguments from a
random source, so a seed is a drill that can be shared.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import Coded
from .i18n import Plural
from .rng import Rng

CHOICE_KINDS = ("seat", "card", "rank", "suit", "number", "yes-no", "word")


@dataclass(frozen=True)
class Answer:
    """The engine's verdict on a question: ``right`` (the choices that are right), ``wrong`` (each other
    choice offered, with the reason it is wrong) and ``because`` (why the right ones are)."""

    right: frozenset[str]
    wrong: Mapping[str, Coded | tuple[Coded, ...]]  # one sentence, or one and the facts behind it
    because: Coded | tuple[Coded, ...]  # one sentence, or a chain of reasons


@dataclass(frozen=True)
class Question:
    kind: str  # how a choice reads: one of CHOICE_KINDS
    task: str | Plural  # msgid of the question, placeholders filled from the arguments
    judge: Callable[[Any, Mapping[str, Any]], Answer]  # (state, arguments) -> the verdict
    # (state, arguments) -> the choices offered, in order (the judge covers each of them)
    choices: Callable[[Any, Mapping[str, Any]], tuple[str, ...]]
    # (state, arguments) -> the task's placeholders, when they are not the arguments themselves
    say: Callable[[Any, Mapping[str, Any]], Mapping[str, Any]] | None = None
    labels: Mapping[str, str] = field(default_factory=dict)  # kind "word": each choice's msgid
    # The answer is a set (“whom may Ana ask?”): the reader selects several choices, then confirms; right
    # only with exactly the right ones. Otherwise one choice is the answer (any right one, if several are).
    several: bool = False
    # The game's terms a reader must have been taught to answer (a lesson's ``teaches``): "trump"…
    needs: tuple[str, ...] = ()
    # The question is about whose turn it is (“does the asker play again?”): the table's turn marker would
    # answer it, so the table shown with it hides the marker until it is answered. A seat question whose
    # right answer is the seat to play hides it too, without saying so.
    turn: bool = False
    # The position the table shows with the question until it is answered, when the question's own would
    # show the answer (state, arguments) -> state: “how many cards does each get?” is asked over the table
    # before the deal, each hand's size not drawn yet. None: the question's own position.
    before: Callable[[Any, Mapping[str, Any]], Any] | None = None

    def words(self, state: Any, args: Mapping[str, Any]) -> Mapping[str, Any]:
        return self.say(state, args) if self.say is not None else args

    def __post_init__(self) -> None:
        if self.kind not in CHOICE_KINDS:
            raise ValueError(f"question kind {self.kind!r} is not one of {CHOICE_KINDS}")
        if (self.kind == "word") != bool(self.labels):
            raise ValueError("a question of kind 'word' and only it names its choices' labels")


@dataclass(frozen=True)
class Dealt:
    """A drill's position: the state, the question's arguments, the seat whose view the table shows (None:
    every hand) and the seat drawn at the bottom."""

    state: Any
    args: Mapping[str, Any]
    view: str | None = None
    reader: str | None = None


@dataclass(frozen=True)
class Drill:
    question: str  # one of the game's questions
    title: str  # msgid: the drill's name on the practice page
    deal: Callable[[Rng], Dealt]
    # A memory drill: the reader reads what happened, hides it, then answers (the question and its choices
    # appear once the log is hidden; the table stays, as at a real table).
    memory: bool = False


@dataclass(frozen=True)
class Aim:
    """What a step on the table asks beyond a legal move: ``miss(state, action, wanted)`` is None when the
    move reaches the aim, else the engine's reason it does not (a coded message, rendered at the edge);
    ``wanted`` are the moves the step lists right (Literature: the half-suit the task names). A step
    whose task names one move needs no aim of the game's: the lessons' own aim ``move`` accepts only the
    moves the step lists right (``engine/learn/checks.py``)."""

    miss: Callable[[Any, Any, tuple[Any, ...]], Coded | None]
    needs: tuple[str, ...] = ()  # the game's terms a reader must have been taught (see Question.needs)
