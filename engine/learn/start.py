"""The way in: ``[[start GAME]]`` (a rules page's top) or ``[[start GAME FOLDER/]]`` (the home page, where
the game's pages are in FOLDER/) puts a newcomer's two next steps side by side: learn by playing (the
game's first lesson, ``a[data-learn="GAME"]``) and a game against the computer (the rules page's
``#play`` section). Nothing here names a game: the first lesson is the game's path's first."""

from __future__ import annotations

import re

from ..core.errors import MalformedInput
from ..core.i18n import N_, tr
from ..games import spec
from ..ops import shortcode
from .library import lessons
from .widgets import _attr, _text

FOLDER = re.compile(r"^(?:[a-z0-9-]+/)*$")  # a relative folder, as the page's own links write it

START_UI = {
    "learn": N_("Learn by playing"),
    "learn-hint": N_("Lesson 1: {title}"),
    "play": N_("Play against the computer"),
}


@shortcode("start")
def start_shortcode(args: list[str], lang: str) -> str:
    if len(args) not in (1, 2) or (len(args) == 2 and not FOLDER.match(args[1])):
        raise MalformedInput("game-unknown", game=" ".join(args)[:40])
    game = spec(args[0])
    folder = args[1] if len(args) == 2 else ""
    path = lessons(game.name)
    if not path:
        raise MalformedInput("field-unknown", field=f"start {game.name}: no lesson file")
    first = path[0]
    hint = tr(lang, START_UI["learn-hint"], title=tr(lang, first.title))
    label = tr(lang, START_UI["learn"])
    learn = (f'<a class="md-button md-button--primary" data-learn="{_attr(game.name)}"'
             f' href="{_attr(folder)}learn/#lesson-{_attr(first.id)}"><strong>{_text(label)}</strong>'
             f' <span class="start__hint">{_text(hint)}</span></a>')
    play = (f'<a class="md-button" data-play="{_attr(game.name)}" href="{_attr(folder)}#play">'
            f'{_text(tr(lang, START_UI["play"]))}</a>')
    return f'<p class="start" data-start="{_attr(game.name)}">{learn} {play}</p>'
