"""Go Fish's page widget: a game against the computer, and the table as one seat sees it.

``[[gofish-game]]`` (alone on its line; optional ``opponents=N`` from 1 to 4 and ``seed=N``) renders
the deal for the built seed as seat A sees it; the script (``docs/assets/js/widgets/gofish-game.js``)
lets the reader choose the number of opponents and a seed, deal, and play seat A against memory
bots through the play session of every game (``workbench.view``, ``workbench.play``,
``workbench.bots``, seen from seat "A"). :func:`table_for` draws the table from the seat's
:class:`~engine.gofish.views.View` only: its own hand, every hand's size, the stock, the books and
what the public history shows (the ranks each player is known to hold).
"""

from __future__ import annotations

from typing import Any

from ..core.cards import ALL_RANKS, rank_name
from ..core.errors import MalformedInput
from ..core.i18n import N_, tr
from ..core.rng import Rng
from ..ops import shortcode
from ..present.table import TABLE_UI, render
from ..present.tree import Node, el
from ..present.widget import widget_html
from .deal import new_game
from .levels import LEVELS
from .rules import Rules
from .state import State
from .table import table

YOU = "A"
SEATS = "ABCDE"
MIN_OPPONENTS, MAX_OPPONENTS = 1, 4
DEFAULT_OPPONENTS = 2
DEFAULT_SEED = 1
MAX_SEED = 999_999_999

GAME_UI = {
    "opponents": N_("Opponents"),
    "level": N_("Their level"),
    "seed": N_("Seed"),
    "deal": N_("Deal the cards"),
    "ready": N_("Choose how many opponents and a seed, then deal the cards: you play Ana’s seat against "
                "the computer."),
    "dealt": N_("New game, seed {seed}: you play Ana’s seat."),
    "seed-invalid": N_("The seed must be a whole number from 0 to {max}."),
    "moves": N_("Your move"),
    "your-turn": N_("Your turn: ask an opponent for a rank you hold."),
    "must-draw": N_("You must draw the top card of the stock."),
    "waiting": N_("{seat} is playing…"),
    "over": N_("The game is over: the result is shown with the table."),
    "ask-group": N_("Ask {seat} for:"),
    "draw": N_("Draw a card"),
    "try": N_("Try any ask"),
    "try-note": N_("Any opponent, any rank: the rules say whether the ask is allowed."),
    "try-opponent": N_("Opponent"),
    "try-rank": N_("Rank"),
    "try-ask": N_("Ask"),
    "refused": N_("Refused: {attempt}"),
    "log": N_("What happened"),
    "failed": N_("The rules engine could not start in this browser: the deal shown above stays readable."),
    **TABLE_UI,
}


# --- the table as one seat sees it -------------------------------------------------------------


def table_for(state: State, seat: str, lang: str, interactive: bool = False) -> Node:
    """The card table as ``seat`` may know it (hidden hands face down), drawn around ``seat``."""
    return render(table(state, seat, seat, lang), lang, len(state.actions), interactive=interactive,
                  hidden_view=True)


# --- the shortcode ------------------------------------------------------------------------------


def seats_for(opponents: int) -> tuple[str, ...]:
    return tuple(SEATS[: opponents + 1])


def _number(args: list[str]) -> dict[str, int]:
    numbers: dict[str, int] = {}
    for arg in args:
        name, _, value = arg.partition("=")
        if name in ("opponents", "seed") and value.isascii() and value.isdigit() and len(value) <= 9:
            numbers[name] = int(value)
        else:
            raise MalformedInput("field-unknown", field=arg[:40])
    return numbers


@shortcode("gofish-game")
def game_shortcode(args: list[str], lang: str) -> str:
    numbers = _number(args)
    opponents = numbers.get("opponents", DEFAULT_OPPONENTS)
    if not MIN_OPPONENTS <= opponents <= MAX_OPPONENTS:
        raise MalformedInput("value-out-of-range", field="opponents", low=MIN_OPPONENTS, high=MAX_OPPONENTS)
    seed = numbers.get("seed", DEFAULT_SEED)
    state = new_game(seats_for(opponents), Rules(), Rng(seed))
    data: dict[str, Any] = {
        "game": "go-fish", "seat": YOU, "opponents": opponents, "seed": seed,
        "min_opponents": MIN_OPPONENTS, "max_opponents": MAX_OPPONENTS, "max_seed": MAX_SEED,
        "seats": list(SEATS), "ranks": [rank_name(r) for r in ALL_RANKS],
        "levels": [{"name": name, "label": tr(lang, level.label)} for name, level in LEVELS.items()],
        "level": list(LEVELS)[-1],
    }
    return widget_html(
        "gofish-game", lang, el("div", table_for(state, YOU, lang, interactive=True), cls="widget__body"),
        messages=GAME_UI, data=data, label=tr(lang, N_("Go Fish against the computer")),
    )
