"""Ready-made workbench positions that pages link to (``[[workbench-link GAME NAME]]``): a variants page
says "see it side by side" and the link opens the workbench on that very position with the comparison
open. The positions are the games' (``GameSpec.presets``); each link is made by the engine at build
time, replaying its moves: it cannot drift from the rules, and a preset the rules refuse fails the
build."""

from __future__ import annotations

import html

from ..core.errors import MalformedInput
from ..core.i18n import tr
from ..core.setup import Setup
from ..games import spec
from ..ops import shortcode
from .config import Config
from .link import encode_link
from .replay import computer_moves, replay


def preset_link(game: str, name: str, lang: str) -> tuple[str, str]:
    """The fragment (``wb=…``) and the label of a preset, its moves replayed by the rules."""
    preset = spec(game).presets.get(name)
    if preset is None:
        raise MalformedInput("field-unknown", field=f"workbench-link {game} {name}"[:60])
    setup = Setup(preset.hands, preset.first) if preset.hands or preset.first else None
    config = Config(game, preset.players, preset.seed, {}, preset.line, setup)
    played, _ = computer_moves(replay(config, lang), lambda state, n: True, preset.bot_moves)
    config = config.with_line((*config.line, *played))
    return encode_link(config, len(config.line), (), lang, preset.compare), tr(lang, preset.label)


@shortcode("workbench-link")
def workbench_link_shortcode(args: list[str], lang: str) -> str:
    if len(args) != 2:
        raise MalformedInput("field-unknown", field=f"workbench-link {' '.join(args)}"[:60])
    fragment, label = preset_link(args[0], args[1], lang)
    href = f"../../{spec(args[0]).name}/workbench/#{fragment}"
    return (f'<p class="workbench-link"><a class="md-button" href="{html.escape(href, quote=True)}">'
            f"{html.escape(label)}</a></p>")
