"""The computer's levels of play, and a move with its reason.

A game declares its levels in its spec (``GameSpec.bots``, weakest first). Each :class:`Level` plays
from what the seat to move may know, never the true state: ``decide`` gives a :class:`Decision` (the
action, why, and the alternative it passed over), rendered in the reader's language only at the edge
(:func:`describe_decision`); ``play`` gives the action alone, for the many moves nobody reads.

A decision is said to one of two readers, each reason having both forms
(:func:`engine.core.messages.register_reasons`): as advice to the reader about the reader's own move,
in the second person (the coach, the hints), or told of a seat's move, in the third person naming that
seat (``mover``: the workbench's why of the computer's moves, which would otherwise read as orders to
the reader).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import Coded
from .rng import Rng


@dataclass(frozen=True)
class Reason(Coded):
    """Why the computer chose a move: a registered message code and plain parameters (the rejected
    alternative among them, as text)."""


@dataclass(frozen=True)
class Decision:
    """A move, why it was chosen, and the best alternative it passed over with why not."""

    action: Any
    reasons: tuple[Coded, ...] | Coded  # why, in order (one reason may be given alone)
    rejected: Any | None = None  # the best move it did not play, when there was a choice
    against: Coded | None = None  # why not ``rejected``

    def __post_init__(self) -> None:
        if isinstance(self.reasons, Coded):
            object.__setattr__(self, "reasons", (self.reasons,))

    def to_json(self) -> dict[str, Any]:
        reasons = self.reasons if isinstance(self.reasons, tuple) else (self.reasons,)
        return {"action": str(self.action), "reasons": [r.to_json() for r in reasons],
                "rejected": None if self.rejected is None else str(self.rejected),
                "against": None if self.against is None else self.against.to_json()}


Decide = Callable[[Any, Rng], Decision]


@dataclass(frozen=True)
class Level:
    """One level of the computer: a label (msgid) and its policy."""

    label: str
    decide: Decide
    fast: Callable[[Any, Rng], Any] | None = None  # the action alone, when cheaper than ``decide``
    budgeted: Callable[[int], Level] | None = None  # the same level with another search budget

    def with_budget(self, budget: int | None) -> Level:
        """This level searching ``budget`` play-outs per move (unchanged if it does not search)."""
        if budget is None or self.budgeted is None:
            return self
        return self.budgeted(budget)

    def __call__(self, state: Any, rng: Rng) -> Any:
        if self.fast is not None:
            return self.fast(state, rng)
        return self.decide(state, rng).action


def _number(name: str, value: float) -> str | float:
    """A chance (a parameter named ``…chance`` or ``bar``) as a whole percentage with a non-breaking space
    before %, as fr and es write it; any other number is left to the message, which writes it with one
    decimal (:func:`engine.core.i18n.decimal`: a decimal comma, a true minus sign)."""
    if name.endswith("chance") or name == "bar":
        return f"{round(value * 100)}\u00a0%"
    return value


def describe_reason(reason: Coded, lang: str, mover: str | None = None) -> str:
    """One reason as a sentence in ``lang``: advice to the reader (``mover`` None, second person), or
    told of ``mover``'s move (third person, ``mover`` filling ``{seat}``)."""
    from .messages import render, render_id, told_id

    params = {k: _number(k, v) if isinstance(v, float) else v for k, v in reason.params}
    if mover is None:
        return render(reason.code, params, lang)
    if "seat" in params:
        raise ValueError(f"reason {reason.code} has a parameter seat: the mover's place")
    return render_id(told_id(reason.code), {**params, "seat": mover}, lang)


def describe_decision(decision: Decision, lang: str, mover: str | None = None) -> str:
    """Why the move, then why not the alternative, in ``lang``: advice to the reader about their own
    move (``mover`` None), or told of the move ``mover`` made (:func:`describe_reason`)."""
    reasons = decision.reasons if isinstance(decision.reasons, tuple) else (decision.reasons,)
    said = [describe_reason(r, lang, mover) for r in reasons]
    if decision.against is not None:
        said.append(describe_reason(decision.against, lang, mover))
    return " ".join(said)
