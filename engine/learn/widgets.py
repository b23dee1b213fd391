"""The lesson path and the practice of a game: bridge operations and shortcodes.

``[[lessons GAME]]``   the path (every lesson in order: done, stars, the next one) and each lesson, its
                       first step drawn at build time; ``docs/assets/js/widgets/learn.js`` plays them.
``[[practice GAME]]``  one drill of each kind the game deals, and the review of the drills answered
                       wrong (``docs/assets/js/widgets/practice.js``).
``[[lesson-link GAME/ID]]``  "Try it: lesson 3", linking a rules section to its lesson.

``learn.step``   {lesson, step}: the step as the page shows it (the task, the table, the moves or choices,
                 the hints). ``learn.answer`` {lesson, step, answer}: the engine's verdict.
``learn.drill``  {game, drill, seed}: a drill dealt from the seed. ``learn.drill-answer`` {..., choice}.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import N_, ntr, tr
from ..core.messages import register
from ..core.serial import field
from ..games import spec
from ..ops import op, shortcode
from ..present.table import TABLE_UI
from ..present.tree import to_html
from ..present.widget import SESSION_UI
from .drills import drill_answer, drill_view
from .giveaways import REVEAL_AFTER
from .lessons import judge_step, read, step_view
from .library import find, lessons
from .model import Lesson

register({
    "lesson-malformed": N_("The lesson file {file} is malformed at {place}: {reason}."),
    "lesson-failed": N_("The lesson {name} disagrees with the rules at step {step}: {reason}"),
    "learn.question-unknown": N_("The game {game} asks no question “{question}”."),
    "learn.question-position": N_("The question “{question}” cannot be asked in this position."),
    "learn.question-args": N_("The question “{question}” is missing what it asks about."),
    "learn.choice-unknown": N_("“{choice}” is not one of the answers offered."),
    "learn.drill-unknown": N_("The game {game} has no drill “{drill}”."),
})

# The game against the computer, from a learn page (``/<game>/learn/``): the rules page's ``#play``.
FIRST_GAME = "../#play"
MAX_REVIEW = 200  # drills kept for review in the reader's browser (the oldest are forgotten)
# The seeds of the first drill of each kind (``data-seeds``): the page deals one of them first, and its
# answer book (``scripts/tools/book_hook.py``) holds them, each choice answered.
FIRST_SEEDS = (1, 2, 3)

LESSON_UI = {
    "ready": N_("The rules engine is ready: answer on the table or pick an answer."),
    "failed": N_("The rules engine could not start in this browser: the lessons stay readable, but they "
                 "cannot judge your answers."),
    "right": N_("Right!"),
    "wrong": N_("Not quite: {attempt}"),
    "next-step": N_("Next step"),
    "next-lesson": N_("Next lesson"),
    "first-game": N_("Play your first game against the computer"),
    "hint-label": N_("Hint {n}:"),
    "step": N_("Step {step} of {total}"),
    "done": N_("done"),
    "todo": N_("to do"),
    "next": N_("next"),
    "reset-done": N_("Your progress was reset."),
    "stars-1": N_("1 star out of 3"),
    "stars-2": N_("2 stars out of 3"),
    "stars-3": N_("3 stars out of 3"),
    "star-done": N_("★ The lesson is finished."),
    "star-no-wrong": N_("★ No wrong answer."),
    "star-wrong": N_("☆ A wrong answer cost the star for answering without mistakes."),
    "star-no-hint": N_("★ No hint asked for."),
    "star-hint": N_("☆ A hint asked for cost the star for needing none."),
    "pick-first": N_("Select one answer or more, then confirm."),
    **TABLE_UI,
}
PRACTICE_UI = {
    "ready": N_("The rules engine is ready: each drill is new, and its link gives it again."),
    "failed": N_("The rules engine could not start in this browser: the drills cannot be dealt."),
    "right": N_("Right!"),
    "wrong": N_("Not quite: {attempt}"),
    "no-review": N_("Nothing to review: answer some drills first."),
    "reviewing": N_("Review: a drill you answered wrong."),
    "link": N_("Link to this drill (seed {seed})"),
    "reviewing-mistake": N_("Review: a mistake from one of your games, to play again on the game’s table."),
    "mistake-link": N_("Play this mistake again"),
    "memory-task": N_("Read what happened at the table, then hide it: the question comes next, to answer "
                      "from memory."),
}


def done_labels(lang: str, total: int) -> list[str]:
    """"N lessons done out of TOTAL" for every count (its plural form each)."""
    return [ntr(lang, "{n} lesson done out of {total}", "{n} lessons done out of {total}", n, total=total)
            for n in range(total + 1)]


def due_labels(lang: str) -> list[str]:
    """"N drills to review today" for every count a page shows (its plural form each)."""
    return [ntr(lang, "{n} drill to review today", "{n} drills to review today", n)
            for n in range(MAX_REVIEW + 1)]


def _game(args: list[str]) -> Any:
    if len(args) != 1:
        raise MalformedInput("game-unknown", game=" ".join(args)[:40])
    return spec(args[0])


FOLDER = re.compile(r"^(?:[a-z0-9-]+/)*$")  # a relative folder, as the page's own links write it


def game_in_folder(args: list[str]) -> tuple[Any, str]:
    """``GAME`` (a page in the game's folder) or ``GAME FOLDER/`` (the home page): the game and the folder
    its pages are in, relative to the page."""
    if len(args) not in (1, 2) or (len(args) == 2 and not FOLDER.match(args[1])):
        raise MalformedInput("game-unknown", game=" ".join(args)[:40])
    return spec(args[0]), args[1] if len(args) == 2 else ""


def path_of(game: Any, shortcode_name: str) -> list[Lesson]:
    """The game's lessons in order, for a shortcode that needs at least one."""
    found = lessons(game.name)
    if not found:
        raise MalformedInput("field-unknown", field=f"{shortcode_name} {game.name}: no lesson file")
    return found


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def _text(value: str) -> str:
    return html.escape(value, quote=False)


def _msgs(lang: str, messages: dict[str, str]) -> str:
    return "".join(f' data-msg-{key}="{_attr(tr(lang, msgid))}"' for key, msgid in messages.items())


def lesson_heading(lesson: Lesson, lang: str) -> str:
    return tr(lang, N_("Lesson {number}: {title}"), number=lesson.number, title=tr(lang, lesson.title))


def _choices_html(view: dict[str, Any], lang: str) -> str:
    buttons = "".join(f'<button type="button" class="md-button lesson__choice"'
                      f' data-choice="{_attr(c["value"])}" disabled>{_text(c["label"])}</button>'
                      for c in view["choices"])
    label = _attr(tr(lang, N_("Your answer")))
    return f'<div class="lesson__choices" role="group" aria-label="{label}">{buttons}</div>'


def _history_html(view: dict[str, Any], lang: str) -> str:
    items = "".join(f"<li>{_text(line)}</li>" for line in view["history"])
    label = _attr(tr(lang, N_("What happened")))
    return f'<ol class="lesson__history" aria-label="{label}" tabindex="0">{items}</ol>'


def _lesson_html(lesson: Lesson, lang: str) -> str:
    view = step_view(lesson, 1, lang)
    payload = _attr(json.dumps(lesson.to_json(), ensure_ascii=False, sort_keys=True))
    heading = f"lesson-{lesson.id}-title"
    hint = _text(tr(lang, N_("A hint")))
    confirm = _text(tr(lang, N_("Confirm my answer")))
    several = _text(tr(lang, SEVERAL))
    return (
        f'<section class="lesson" id="lesson-{_attr(lesson.id)}" data-lesson="{_attr(lesson.name)}"'
        f' data-lesson-id="{_attr(lesson.id)}" data-lesson-state="open" data-step="1"'
        f' data-total="{view["total"]}" data-lesson-data="{payload}" aria-labelledby="{heading}">'
        f'<h3 class="lesson__title" id="{heading}">{_text(lesson_heading(lesson, lang))}</h3>'
        f'<p class="lesson__progress">{_text(tr(lang, LESSON_UI["step"], step=1, total=view["total"]))}</p>'
        f'<p class="lesson__task" tabindex="-1"><strong>{_text(view["task"])}</strong></p>'
        # a question of several answers says so (the page shows it with each such step)
        f'<p class="lesson__several" data-several=""{"" if view["several"] else " hidden"}>{several}</p>'
        # the ways to answer, what the answer got and the hints right under the task, then what the
        # task is about (the history, the table): the reading and keyboard order at every width
        f'{_choices_html(view, lang)}'
        f'<p class="lesson__confirm"><button type="button" class="md-button md-button--primary"'
        f' data-action="confirm"{"" if view["several"] else " hidden"} disabled>{confirm}</button></p>'
        f'<div class="lesson__feedback" data-feedback="" aria-live="polite"></div>'
        f'<div class="lesson__help"><button type="button" class="md-button" data-action="hint" disabled>'
        f'{hint}</button><ol class="lesson__hints" aria-live="polite"></ol></div>'  # each hint said once
        f'{_history_html(view, lang)}'
        f'<div class="lesson__table">{to_html(view["table"])}</div>'
        f'<div class="lesson__stars" data-stars=""></div>'
        f'<div class="lesson__next"></div>'
        "</section>"
    )


@shortcode("lessons")
def lessons_shortcode(args: list[str], lang: str) -> str:
    game = _game(args)
    found = path_of(game, "lessons")
    items = "".join(
        f'<li data-path-item="{_attr(lesson.id)}"><a href="#lesson-{_attr(lesson.id)}">'
        f"{_text(lesson_heading(lesson, lang))}</a> "
        f'<span class="learn-path__state" data-path-state=""></span></li>'
        for lesson in found)
    path_label = _attr(tr(lang, N_("The lesson path")))
    counts = done_labels(lang, len(found))
    config = {"game": game.name, "lessons": [lesson.name for lesson in found], "done_labels": counts,
              "first_game": FIRST_GAME, "reveal_after": REVEAL_AFTER}
    reset = _text(tr(lang, N_("Reset my progress")))
    body = (
        f'<nav class="learn-path" aria-label="{path_label}"><ol>{items}</ol>'
        f'<p class="learn-path__summary" data-path-summary="">{_text(counts[0])}</p>'
        f'<p class="learn-path__stars">{_text(tr(lang, STARS_LEGEND))}</p>'
        f'<button type="button" class="md-button" data-action="reset-progress" disabled>{reset}</button>'
        "</nav>"
        + "".join(_lesson_html(lesson, lang) for lesson in found)
    )
    return _widget("learn", game, lang, {**COMMON_UI, **LESSON_UI}, config, body)


SEVERAL = N_("More than one answer may be right: select every one that is, then confirm.")
STARS_LEGEND = N_("Each lesson earns up to three stars: one for finishing it, one for answering without a "
                  "wrong answer, one for needing no hint.")

COMMON_UI = {
    "loading": N_("Loading the rules engine…"),
    "tried": N_("tried, wrong"),  # a wrong choice, marked (lessons and drills)
    "error": N_("The rules engine could not answer: {message}"),
}


def _recall_html(view: dict[str, Any], lang: str) -> str:
    """A memory drill's switch: the log is read, then hidden (its summary shown) and the question asked."""
    if not view["memory"]:
        return ""
    hide = _text(tr(lang, N_("Hide the log and answer")))
    return (f'<p class="drill__recall" data-recall="" hidden>{_text(view["recall"])}</p>'
            f'<p class="drill__hide"><button type="button" class="md-button md-button--primary"'
            f' data-action="recall" disabled>{hide}</button></p>')


def _drill_html(game: Any, kind: str, lang: str) -> str:
    view = drill_view(game.name, kind, 1, lang)
    name = f"{game.name}/{kind}"
    heading = f"drill-{kind}-title"
    new = _text(tr(lang, N_("New drill")))
    memory = view["memory"]
    task = tr(lang, PRACTICE_UI["memory-task"]) if memory else view["task"]
    choices = _choices_html(view, lang)
    flag = ' data-memory="true"' if memory else ""
    if memory:  # the question and its choices come once the log is hidden
        choices = choices.replace('class="lesson__choices"', 'class="lesson__choices" hidden', 1)
    return (
        f'<section class="drill" id="drill-{_attr(kind)}" data-drill="{_attr(name)}"'
        f' data-kind="{_attr(kind)}"{flag}'
        f' data-seed="1" data-seeds="{" ".join(map(str, FIRST_SEEDS))}" aria-labelledby="{heading}">'
        f'<h3 class="drill__title" id="{heading}">{_text(view["title"])}</h3>'
        f'<p class="drill__task" tabindex="-1"><strong>{_text(task)}</strong></p>'
        f'{_history_html(view, lang)}'
        f'{_recall_html(view, lang)}'
        f'<div class="drill__table">{to_html(view["table"])}</div>'
        f'{choices}'
        f'<div class="lesson__feedback" data-feedback="" aria-live="polite"></div>'
        f'<p class="drill__controls">'
        f'<button type="button" class="md-button" data-action="new-drill" disabled>'
        f'{new}</button> <a class="drill__link" href="#drill={_attr(kind)}:1">'
        f'{_text(tr(lang, PRACTICE_UI["link"], seed=1))}</a></p>'
        "</section>"
    )


@shortcode("practice")
def practice_shortcode(args: list[str], lang: str) -> str:
    game = _game(args)
    if not game.drills:
        raise MalformedInput("field-unknown", field=f"practice {game.name}: the game deals no drill")
    due = due_labels(lang)
    config = {"game": game.name, "drills": list(game.drills), "due_labels": due, "max_review": MAX_REVIEW,
              "play": FIRST_GAME.split("#")[0],  # the game's page, where a mistake is played again
              "reveal_after": REVEAL_AFTER}
    review = _text(tr(lang, N_("Review a drill")))
    body = (
        f'<div class="practice__review" id="review"><p data-review-due="0">{_text(due[0])}</p>'
        f'<button type="button" class="md-button" data-action="review" disabled>{review}</button>'
        f'<p class="practice__mistake" hidden><a data-review-card="" href="{_attr(FIRST_GAME)}"></a></p>'
        "</div>"
        + "".join(_drill_html(game, kind, lang) for kind in game.drills)
    )
    return _widget("practice", game, lang, {**COMMON_UI, **PRACTICE_UI, **SESSION_UI}, config, body,
                   anchor="practice")


def _widget(kind: str, game: Any, lang: str, ui: dict[str, str], config: dict[str, Any], body: str,
            anchor: str = "") -> str:
    """A learning widget of `kind` for `game`: its messages and config for the page script, its body and the
    status line the script says what it waits for in."""
    id_attr = f' id="{_attr(anchor)}"' if anchor else ""
    return (f'<div class="widget {kind}"{id_attr} data-widget="{kind}" data-lang="{lang}"'
            f' data-game="{_attr(game.name)}"{_msgs(lang, ui)}'
            f' data-config="{_attr(json.dumps(config, ensure_ascii=False))}">'
            f'<div class="widget__body">{body}</div><p class="widget__status" role="status"></p></div>')


@shortcode("lesson-link")
def lesson_link_shortcode(args: list[str], lang: str) -> str:
    lesson = find(args[0]) if len(args) == 1 else None
    if lesson is None:
        raise MalformedInput("field-unknown", field=f"lesson-link {' '.join(args)}"[:60])
    text = tr(lang, N_("Try it: lesson {number}, {title}"), number=lesson.number,
              title=tr(lang, lesson.title))
    return (f'<p class="lesson-link"><a href="learn/#lesson-{_attr(lesson.id)}">{_text(text)}</a></p>')


# --- the bridge operations ------------------------------------------------------------------------------


@op("learn.step")
def step_op(request: dict[str, Any], lang: str) -> Any:
    return step_view(read(field(request, "lesson", dict)), field(request, "step", int), lang)


@op("learn.answer")
def answer_op(request: dict[str, Any], lang: str) -> Any:
    return judge_step(read(field(request, "lesson", dict)), field(request, "step", int),
                      field(request, "answer", dict), lang)


@op("learn.drill")
def drill_op(request: dict[str, Any], lang: str) -> Any:
    return drill_view(field(request, "game", str), request.get("drill"), request.get("seed"), lang)


@op("learn.drill-answer")
def drill_answer_op(request: dict[str, Any], lang: str) -> Any:
    return drill_answer(field(request, "game", str), request.get("drill"), request.get("seed"),
                        request.get("choice"), lang)



