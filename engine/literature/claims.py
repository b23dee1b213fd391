"""How a claim is judged: the outcome of naming the six holders of a half-suit.

Outcomes are relative to the claiming team:

* ``won``: the claiming team scores the set;
* ``cancelled``: nobody scores it;
* ``opponents``: the opposing team scores it.

On one's turn (or at any time under ``claims_any_time``): all six holders right -> ``won``; an
opponent holds one of the cards -> ``opponents``; all six in the claiming team but misplaced ->
``cancelled`` (``opponents`` under ``misplaced_to_opponents``). A shared claim (naming opponents,
``shared_claims``) is ``won`` when all six holders are right, else ``opponents``.

Out of turn (the default rules forbid it and penalise it): ``cancelled`` when the claiming team
holds all six cards, else ``opponents``, whatever the holders named.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import Rules

WON = "won"
CANCELLED = "cancelled"
OPPONENTS = "opponents"
OUTCOMES = (WON, CANCELLED, OPPONENTS)


def judge(
    rules: Rules, team: int, on_turn: bool, named: Sequence[int], actual: Sequence[int]
) -> str:
    """The outcome of a claim by a player of ``team`` (0 or 1); ``named`` and ``actual`` give, card
    by card in half-suit order, the seat index named and the seat index that holds it (teams are
    seat parity)."""
    in_team = all(a % 2 == team for a in actual)
    if not on_turn and not rules.claims_any_time:
        return CANCELLED if in_team else OPPONENTS
    correct = list(named) == list(actual)
    if correct:
        return WON
    shared = any(n % 2 != team for n in named)
    if shared or not in_team:
        return OPPONENTS
    return OPPONENTS if rules.misplaced_to_opponents else CANCELLED


def awarded(team: int, outcome: str) -> int | None:
    """The team that scores the set (None when cancelled)."""
    if outcome == WON:
        return team
    if outcome == OPPONENTS:
        return 1 - team
    return None


def event_kind(outcome: str, on_turn: bool, shared: bool, rules: Rules) -> str:
    """The narration of a claim's outcome."""
    if not on_turn and not rules.claims_any_time:
        return "literature.claim-off-turn-" + outcome
    if shared:
        return "literature.shared-claim-" + ("won" if outcome == WON else "failed")
    return "literature.claim-" + outcome
