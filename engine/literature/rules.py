"""The rule set: the source's six-player rules by default, each variant an explicit switch.

Every switch is defined here precisely (the variants page quotes these definitions, and
``messages.RULE_TEXTS`` holds the same sentences for the catalogs).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import MalformedInput
from ..core.ruleset import RuleSet

PLAYER_COUNTS = (6, 8)
DECK_SIZE = 48
SETS = 8


@dataclass(frozen=True)
class Rules(RuleSet):
    """Literature's rules; the defaults are the six-player game of the source.

    ``players`` (6): 6 players in two teams of 3, 8 cards each. With 8: two teams of 4 seated
    alternately, 6 cards each; every other rule is unchanged.

    ``misplaced_to_opponents`` (off): a claim whose six cards are all held by the claiming team but
    with at least one holder named wrongly gives the set to the opposing team, instead of cancelling
    it (by default such a set is cancelled and nobody scores it).

    ``claims_any_time`` (off): a player may claim at any moment, not only on their turn; an off-turn
    claim is then judged exactly like a claim made on one's turn (won when every holder is right,
    else cancelled or lost as usual) and the turn stays where it was. By default an off-turn claim
    is a fault: the set is cancelled when the claiming team holds all six cards, otherwise it goes
    to the opposing team, whatever the holders named.

    ``win_at_five`` (off): the game ends as soon as a team has won 5 sets (a majority of the 8);
    the cards still in hands are not played. By default all 8 sets are resolved.

    ``shared_claims`` (off): a claim may also name opponents as holders (a "shared claim" of a
    half-suit split between the teams). A shared claim that places all six cards correctly wins
    the set for the claiming team; any wrong holder makes it fail, and the set goes to the opposing
    team. (It is judged as an off-turn claim when made out of turn without ``claims_any_time``.)
    Claims naming only partners are judged as usual.

    Decisions the sources leave open, and what the engine does (the variants page says the same):

    * who asks first: the dealer, drawn at random. Choosing by the highest card drawn, by the table's
      agreement or by the team that lost the previous game are house rules; the workbench's "first
      to play" makes any seat start, so each can be followed.
    * a draw (4-4, or 3-3 with a cancelled set) ends the game as drawn: the engine plays one game at
      a time, so the house rule that reverses the starting roles in the next game is not modelled.
    * a claim by a partner one designates, under ``claims_any_time``: since anyone may then claim at
      any moment, it is simply that partner's own claim (``claim <partner> …``), judged as usual.
    * "Fish" is one more name of the game (with Canadian Fish), not a variant.

    ``pass_turn`` (off): on their turn, during the asking, a player who still holds cards may pass
    the turn to a partner who holds cards instead of asking or claiming (``pass A C``). Without it
    only a player with an empty hand passes the turn (to a partner with cards).
    """

    players: int = 6
    misplaced_to_opponents: bool = False
    claims_any_time: bool = False
    win_at_five: bool = False
    shared_claims: bool = False
    pass_turn: bool = False

    def __post_init__(self) -> None:
        if self.players not in PLAYER_COUNTS:
            raise MalformedInput("literature.players-invalid", players=self.players, field="rules.players")

    @property
    def cards_each(self) -> int:
        return DECK_SIZE // self.players

    @property
    def team_size(self) -> int:
        return self.players // 2
