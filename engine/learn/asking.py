"""Questions as a page shows them and the engine judges them, for lessons and drills alike: the choices
(each a value and its label in the reader's language), the verdict on one of them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..core.cards import Card, parse_rank, rank_name
from ..core.cardwords import rank_words
from ..core.errors import Coded, MalformedInput
from ..core.i18n import N_, NP_, Plural, join_list, ptr, tr, translations
from ..core.learn import Answer, Question
from ..core.messages import SUIT_NAMES, describe, localised, narrate
from ..core.seats import seat_label
from ..core.spec import GameSpec
from ..present.cards import card_name
from ..present.table import Table

YES_NO = {"yes": N_("Yes"), "no": N_("No")}


def question(game: GameSpec, ask: str) -> Question:
    found = game.questions.get(ask)
    if found is None:
        raise MalformedInput("learn.question-unknown", question=ask[:40], game=game.name)
    return found


def label(kind: str, value: str, lang: str, labels: Mapping[str, str] | None = None) -> str:
    """A choice as the reader reads it: seats, cards and ranks through the engine's presenters."""
    if kind == "word":
        return tr(lang, (labels or {})[value])
    if kind == "card":
        return card_name(Card.parse(value), lang)
    if kind == "yes-no":
        return tr(lang, YES_NO[value])
    if kind == "rank":
        return rank_words(rank_name(parse_rank(value)), translations(lang))  # as the sentences name it
    if kind == "suit":
        return tr(lang, SUIT_NAMES[value])
    if kind == "seat":
        return seat_label(value)
    return value


def choices(q: Question, state: Any, args: Mapping[str, Any], lang: str) -> list[dict[str, str]]:
    return [{"value": c, "label": label(q.kind, c, lang, q.labels)} for c in q.choices(state, args)]


CHOSEN = "chosen"  # the argument a judge reads the reader's choice from, to say why that one is right


def judged(q: Question, state: Any, args: Mapping[str, Any], choice: str) -> Answer:
    """``q`` judged with the reader's ``choice`` among its arguments (``CHOSEN``): a question with several
    right choices explains the one the reader made, not the first of them."""
    return q.judge(state, {**args, CHOSEN: choice})


def said(reason: Coded | tuple[Coded, ...], lang: str) -> str:
    """A reason in ``lang``: one sentence, or a sentence and the facts behind it."""
    chain = reason if isinstance(reason, tuple) else (reason,)
    return " ".join(describe(c, lang) for c in chain)


def verdict(answer: Answer, choice: str, lang: str) -> dict[str, Any]:
    """What the page shows after ``choice``: right (with why) or wrong (with the engine's reason)."""
    if choice in answer.right:
        return {"verdict": "right", "reasons": [], "because": said(answer.because, lang)}
    reason = answer.wrong.get(choice)
    if reason is None:
        raise MalformedInput("learn.choice-unknown", choice=str(choice)[:40])
    return {"verdict": "wrong", "reasons": [said(reason, lang)], "because": ""}


def history(game: GameSpec, state: Any, view: str | None, lang: str, known: frozenset[str] | None = None,
            skip: int = 0) -> list[str]:
    """What happened in ``state`` since the position was dealt (its first ``skip`` events left out), as
    ``view`` saw it (None: everything); ``known``: in a lesson, the terms the path has taught, and a line
    that needs another (``GameSpec.event_needs``) left out."""
    events = game.adapter.events(state)[skip:]
    if view is not None and game.observe is not None:
        events = tuple(game.observe(e, view) for e in events)
    if known is not None:
        events = tuple(e for e in events if set(game.event_needs.get(e.kind, ())) <= known)
    return [narrate(e, lang) for e in events]


def task_text(msgid: str | Plural, params: Mapping[str, Any], lang: str) -> str:
    if isinstance(msgid, Plural):
        return ptr(lang, msgid, **{**localised(params, lang), msgid.count: params[msgid.count]})
    return tr(lang, msgid, **localised(params, lang)) if params else tr(lang, msgid)


def turn_hidden(game: GameSpec, q: Question, state: Any, args: Mapping[str, Any]) -> bool:
    """Whether the table shown with ``q`` must hide whose turn it is, as it would state the answer: a
    question about the turn (``Question.turn``), or a seat question with the seat to play among its right
    answers (“who asks first?”)."""
    turn = game.turn(state)
    if turn is None:
        return False
    return q.turn or (q.kind == "seat" and turn in q.judge(state, args).right)


def question_reader(game: GameSpec, q: Question, state: Any, args: Mapping[str, Any], view: str | None,
                    reader: str | None) -> str | None:
    """The seat drawn at the bottom of the table shown with ``q`` (the reader's own seat): ``reader`` or
    ``view`` if given; else, when the turn is hidden (:func:`turn_hidden`) and the seat to play is an
    answer, the first seat before it that is not (for “who asks first?”: the dealer), not the answer."""
    if view is not None or reader is not None or q.kind != "seat" or not turn_hidden(game, q, state, args):
        return reader or view
    right, seats = q.judge(state, args).right, list(state.seats)
    start = seats.index(game.turn(state))
    before = (seats[(start - k) % len(seats)] for k in range(1, len(seats)))
    return next((seat for seat in before if seat not in right), None)


def unanswered(q: Question, state: Any, args: Mapping[str, Any]) -> Any:
    """The position the table shows with ``q`` until it is answered: its own, or the one the question
    draws instead where its own would show the answer (``Question.before``: the table before the deal)."""
    return q.before(state, args) if q.before is not None else state


def question_table(game: GameSpec, q: Question, state: Any, args: Mapping[str, Any], view: str | None,
                   reader: str | None, lang: str) -> Table:
    """The table shown with ``q`` before it is answered: the turn hidden where it would state the answer,
    drawn from :func:`question_reader`'s seat; before the deal if the deal would state it (nobody to play
    yet)."""
    model = game.table(unanswered(q, state, args), view, question_reader(game, q, state, args, view, reader),
                       lang)
    hidden = q.before is not None or turn_hidden(game, q, state, args)  # before the deal, nobody plays
    return replace(model, turn=None) if hidden else model


# The answer, with a wrong verdict: the page shows it only after the reader's second wrong try on the
# step or the drill (``giveaways.REVEAL_AFTER``); the first wrong try gets only why that answer is wrong.
# L10N: {answer} is the right answer as its button says it (Ana; 5; the 8 of hearts), or several joined
# (Ana and Bruno); {count} how many there are
SHOWN_ANSWER = NP_("The answer: {answer}.", "The answers: {answer}.", "count")  # the set, several answers
# L10N: {answer} is the right answers as their buttons say them, joined (six and seven)
SHOWN_ANY = N_("Each of these answers is right: {answer}.")  # one answer, and more than one is right


def answer_shown(q: Question, state: Any, args: dict[str, Any], lang: str) -> str:
    """The right choices and why each is right: what a lesson's step or a drill shows after a second
    wrong try."""
    right = [c for c in q.choices(state, args) if c in q.judge(state, args).right]
    labels = [label(q.kind, c, lang, q.labels) for c in right]
    names = join_list(lang, [n.lower() for n in labels] if q.kind == "yes-no" else labels)
    because = dict.fromkeys(said(judged(q, state, args, c).because, lang) for c in right)
    shown = tr(lang, SHOWN_ANY, answer=names) if len(right) > 1 and not q.several else \
        ptr(lang, SHOWN_ANSWER, answer=names, count=len(right))
    return " ".join((shown, *because))
