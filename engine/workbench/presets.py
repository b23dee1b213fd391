"""Ready-made workbench positions that pages link to (``[[workbench-link GAME NAME]]``): a variants page
says "see it side by side" and the link opens the workbench on that very position with the comparison
open. Each link is made by the engine at build time, replaying its moves: it cannot drift from the
rules, and a preset the rules refuse fails the build."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from ..core.cards import parse_cards
from ..core.errors import MalformedInput
from ..core.i18n import N_, tr
from ..ops import shortcode
from .config import Config, Setup
from .link import encode_link
from .replay import computer_moves, replay


@dataclass(frozen=True)
class Preset:
    config: Config
    compare: str
    label: str  # a msgid
    bot_moves: int = 0  # moves the computer adds to the line before showing it


def _literature_misplaced() -> Preset:
    setup = Setup((("A", parse_cards("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥")),), "A")
    config = Config("literature", 6, 3, {}, ("claim A low-♠ C:2♠,3♠,4♠,5♠,6♠,7♠",), setup)
    return Preset(config, "misplaced_to_opponents",
                  N_("Try it in the workbench: A holds the six low spades and names C for all of them; "
                     "both rules side by side."))


def _kachuful_dealer() -> Preset:
    return Preset(Config("kachuful", 4, 3, {}, ()), "dealer_restriction",
                  N_("Try it in the workbench: the dealer’s bid with and without the constraint, side by "
                     "side."), bot_moves=3)


PRESETS: dict[tuple[str, str], Callable[[], Preset]] = {
    ("literature", "misplaced-claim"): _literature_misplaced,
    ("kachuful", "dealer-constraint"): _kachuful_dealer,
}


def preset_link(game: str, name: str, lang: str) -> tuple[str, str]:
    """The fragment (``wb=…``) and the label of a preset, its moves replayed by the rules."""
    make = PRESETS.get((game, name))
    if make is None:
        raise MalformedInput("field-unknown", field=f"workbench-link {game} {name}"[:60])
    preset = make()
    played, _ = computer_moves(replay(preset.config, lang), lambda state, n: True, preset.bot_moves)
    config = preset.config.with_line((*preset.config.line, *played))
    return encode_link(config, len(config.line), (), lang, preset.compare), tr(lang, preset.label)


@shortcode("workbench-link")
def workbench_link_shortcode(args: list[str], lang: str) -> str:
    if len(args) != 2:
        raise MalformedInput("field-unknown", field=f"workbench-link {' '.join(args)}"[:60])
    fragment, label = preset_link(args[0], args[1], lang)
    page = {"go-fish": "go-fish"}.get(args[0], args[0])
    href = f"../../{page}/workbench/#{fragment}"
    return (f'<p class="workbench-link"><a class="md-button" href="{html.escape(href, quote=True)}">'
            f"{html.escape(label)}</a></p>")
