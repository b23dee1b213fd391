"""The way in: ``[[start GAME]]`` (a rules page's top) or ``[[start GAME FOLDER/]]`` (the home page, where
the game's pages are in FOLDER/) puts a newcomer's two next steps side by side: learn by playing (the
game's first lesson, ``a[data-learn="GAME"]``) and a game against the computer (the rules page's
``#play`` section). Nothing here names a game: the first lesson is the game's path's first."""

from __future__ import annotations

from ..core.i18n import N_, tr
from ..ops import shortcode
from .widgets import _attr, _text, game_in_folder, path_of

START_UI = {
    "learn": N_("Learn by playing"),
    "learn-hint": N_("Lesson 1: {title}"),
    "play": N_("Play against the computer"),
}


@shortcode("start")
def start_shortcode(args: list[str], lang: str) -> str:
    game, folder = game_in_folder(args)
    first = path_of(game, "start")[0]
    hint = tr(lang, START_UI["learn-hint"], title=tr(lang, first.title))
    label = tr(lang, START_UI["learn"])
    learn = (f'<a class="md-button md-button--primary" data-learn="{_attr(game.name)}"'
             f' href="{_attr(folder)}learn/#lesson-{_attr(first.id)}"><strong>{_text(label)}</strong>'
             f' <span class="start__hint">{_text(hint)}</span></a>')
    play = (f'<a class="md-button" data-play="{_attr(game.name)}" href="{_attr(folder)}#play">'
            f'{_text(tr(lang, START_UI["play"]))}</a>')
    return f'<p class="start" data-start="{_attr(game.name)}">{learn} {play}</p>'
