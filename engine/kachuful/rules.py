"""The rule set: the source's rules by default, variants as explicit switches."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.ruleset import RuleSet

MIN_PLAYERS, MAX_PLAYERS = 3, 7


@dataclass(frozen=True)
class Rules(RuleSet):
    # The dealer may not bid the value that makes the bids total the number of tricks.
    dealer_restriction: bool = True
    # Shorter program: only the descending half, H down to 1.
    short_program: bool = False
    # A first game: five deals, five cards each down to one (the program's last descending deals).
    first_game: bool = False
    # A miss scores minus the difference between bid and tricks, instead of 0. Negative points for a
    # miss are a house rule with no common scale (some tables take off a fixed number of points): this
    # switch is one such house rule, offered as an example, not the rule.
    miss_penalty: bool = False
    # One point per trick taken, plus 10 for an exact bid (instead of 10 + bid, 0 on a miss).
    per_trick_scoring: bool = False


def dealer_forbidden(rules: Rules, dealer: int, bids: tuple[int | None, ...], tricks: int) -> int | None:
    """The bid the dealer may not make, given the others' `bids` (None: not made yet) in a deal of
    `tricks` tricks; None when every bid is free (rule off, or the value that would make the total equal
    the tricks lies outside 0..tricks)."""
    if not rules.dealer_restriction:
        return None
    others = sum(b for i, b in enumerate(bids) if i != dealer and b is not None)
    value = tricks - others
    return value if 0 <= value <= tricks else None
