"""The map of a game's path (``[[path GAME]]``, the top of ``/<game>/learn/``): its four parts in order
(the lessons, the practice, the first game against the computer, the review of what is due) and one
obvious next action, and, on the home page and the rules pages, a game's drills due (``[[review-due GAME
FOLDER/]]``); on the home page, "review now" (``[[review-now]]``), a session of the cards due in every
game (``docs/assets/js/review-session.js``). ``docs/assets/js/path-map.js`` fills them in from the
reader's progress in their browser (no engine needed: the map answers at once); the build draws them for
a reader who has done nothing yet.

Test contract: ``[data-path="GAME"]`` with its parts ``[data-path-part="lessons|practice|game|review"]``,
the next action ``a[data-path-next]`` and the count due ``[data-review-due]``.
"""

from __future__ import annotations

import json

from ..core.errors import MalformedInput
from ..core.i18n import N_, ntr, tr
from ..games import specs
from ..ops import shortcode
from .model import Lesson
from .widgets import (
    FIRST_GAME,
    MAX_REVIEW,
    _attr,
    _game,
    _text,
    done_labels,
    due_labels,
    game_in_folder,
    lesson_heading,
    path_of,
)

PATH_UI = {
    "label": N_("Your path"),
    "lessons": N_("The lessons"),
    "practice": N_("Practice"),
    "practice-what": N_("One drill of each kind, dealt anew each time; its link gives it again."),
    "game": N_("Your first game"),
    "game-what": N_("Against the computer: you play one seat, the computer plays the others."),
    "review": N_("Review"),
    # L10N: {what} is the next lesson, with its number and title ("Lesson 3: Whom to ask")
    "next": N_("Next: {what}"),
    "review-now": N_("Review the drills due"),
    "play": N_("Play a game against the computer"),
}


def _part(name: str, href: str, title: str, what: str, extra: str = "") -> str:
    return (f'<li class="learn-map__part" data-path-part="{name}"><a href="{_attr(href)}"{extra}>'
            f'<strong>{_text(title)}</strong></a> <span class="learn-map__what">{what}</span></li>')


def _next(lesson: Lesson, lang: str) -> str:
    return tr(lang, PATH_UI["next"], what=lesson_heading(lesson, lang))


@shortcode("path")
def path_shortcode(args: list[str], lang: str) -> str:
    game = _game(args)
    found = path_of(game, "path")
    ui = {key: tr(lang, msgid) for key, msgid in PATH_UI.items()}
    done = done_labels(lang, len(found))
    due = due_labels(lang)
    config = {
        "game": game.name,
        "lessons": [{"name": lesson.name, "href": f"#lesson-{lesson.id}", "next": _next(lesson, lang)}
                    for lesson in found],
        "done_labels": done, "due_labels": due, "max_review": MAX_REVIEW,
        "review": {"href": "#review", "label": ui["review-now"]},
        "game_link": {"href": FIRST_GAME, "label": ui["play"]},
    }
    first = f"#lesson-{found[0].id}"
    parts = "".join((
        _part("lessons", first, ui["lessons"], f'<span data-path-count="">{_text(done[0])}</span>'),
        _part("practice", "#practice", ui["practice"], _text(ui["practice-what"])),
        _part("game", FIRST_GAME, ui["game"], _text(ui["game-what"]), f' data-play="{_attr(game.name)}"'),
        _part("review", "#review", ui["review"], f'<span data-review-due="0">{_text(due[0])}</span>'),
    ))
    nxt = _next(found[0], lang)
    return (f'<nav class="learn-map" data-path="{_attr(game.name)}" aria-label="{_attr(ui["label"])}"'
            f' data-config="{_attr(json.dumps(config, ensure_ascii=False))}">'
            f'<ol class="learn-map__parts">{parts}</ol>'
            f'<p class="learn-map__next"><a class="md-button md-button--primary" data-path-next="lesson"'
            f' href="{_attr(first)}">{_text(nxt)}</a></p></nav>')


@shortcode("review-due")
def review_due_shortcode(args: list[str], lang: str) -> str:
    """A game's drills due today, linking to its review (hidden while none is due)."""
    game, folder = game_in_folder(args)
    due = due_labels(lang)
    config = {"game": game.name, "due_labels": due, "max_review": MAX_REVIEW}
    return (f'<p class="review-due" data-due-game="{_attr(game.name)}" hidden'
            f' data-config="{_attr(json.dumps(config, ensure_ascii=False))}">'
            f'<a href="{_attr(folder)}learn/#review" data-review-due="0">{_text(due[0])}</a></p>')


@shortcode("review-now")
def review_now_shortcode(args: list[str], lang: str) -> str:
    """The cards due today in every game, and a link to the most overdue one (hidden while none is due):
    the start of a session that deals them all, each game's drills and mistakes mixed."""
    if args:
        raise MalformedInput("field-unknown", field=f"review-now {' '.join(args)}"[:60])
    due = [ntr(lang, "{n} drill to review today, all games together",
               "{n} drills to review today, all games together", n) for n in range(MAX_REVIEW + 1)]
    config = {"kinds": {game.name: list(game.drills) for game in specs()},
              "due_labels": due, "max_review": MAX_REVIEW}
    start = _text(tr(lang, N_("Review now")))
    return (f'<p class="review-now" data-review-now="" hidden'
            f' data-config="{_attr(json.dumps(config, ensure_ascii=False))}">'
            f'<span data-review-due="0">{_text(due[0])}</span> '
            f'<a class="md-button md-button--primary" data-review-start="" href="./">{start}</a></p>')
