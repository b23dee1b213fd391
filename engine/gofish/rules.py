"""The rule set: Bicycle's rules for 2 to 5 players by default, variants as explicit switches."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import MalformedInput
from ..core.ruleset import RuleSet

MIN_PLAYERS = 2
MAX_PLAYERS = 5
BOOKS = 13  # one book of four per rank, 52 cards


@dataclass(frozen=True)
class Rules(RuleSet):
    """Every switch is off by default: the defaults are the source's (Bicycle) rules.

    ``pagat_ending``
        The game stops as soon as, once an action and the books it makes are settled (or once the
        deal is settled), some player holds no cards or the stock is empty. By default play goes
        on until all 13 books are down: a player with no cards draws one at their turn, and a
        player with no cards when the stock is empty is out of the game.
    ``pagat_deal``
        Seven cards each to two players and five each to three or more. By default seven each to
        two or three players and five each to four or five (only three players differ).
    ``continue_on_lucky_draw``
        After “Go fish!”, the turn also continues when the card drawn completes a book, whatever
        its rank. By default only a drawn card of the rank asked for continues the turn (it is
        shown); any other card is kept hidden, a book it completes is still set aside at once, and
        the turn passes to the left.
    """

    pagat_ending: bool = False
    pagat_deal: bool = False
    continue_on_lucky_draw: bool = False


def deal_size(players: int, rules: Rules | None = None) -> int:
    """Cards dealt to each player: 7 to 2–3 players, 5 to 4–5 (``pagat_deal``: 7 to 2 only)."""
    rules = rules or Rules()
    check_players(players)
    limit = 2 if rules.pagat_deal else 3
    return 7 if players <= limit else 5


def check_players(players: int) -> int:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise MalformedInput("value-out-of-range", field="seats", low=MIN_PLAYERS, high=MAX_PLAYERS)
    return players
