"""What a question's screen must not give away before the reader has answered it, checked with every lesson
at build time (:mod:`.checks`): the words shown with it (its task, the lesson's title, the deal's lines)
spell no right answer; the table drawn with it does not point at one; the reason a wrong choice gets says
why that choice is wrong and never what is right (the answer is shown only after a second wrong try on
the step, :data:`REVEAL_AFTER`).

A value is *spelled* when it appears as a word of its own: a seat's name, a card (in words or in short,
``8♥``), a rank, a suit, a number in figures or, from two to ten, in words. The question's givens (its
arguments) are not answers. A table *points at* a right answer when it shows it in one of the ways a
table shows what a question asks (:func:`table_shows`) and shows no wrong choice that way: every hand at
five cards with “how many cards each?”, the turn marker on the seat that is the answer, the only cards face
up being those of the right ranks."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from ..core.cards import Card, rank_name
from ..core.cardwords import NUMBER_WORDS
from ..core.errors import Coded
from ..core.i18n import LANGUAGES, tr
from ..core.learn import Answer, Question
from ..present.tree import Node, attrs_of, walk
from .asking import judged, label, said

# The answers the text shown must not spell, and those a wrong choice's reason must not (a suit too: a
# task may state the trump cycle, with every suit in it, but a reason names only what it is about).
SPELLED_KINDS = ("seat", "card", "number", "rank")
FEEDBACK_KINDS = (*SPELLED_KINDS, "suit")
# the wrong tries on a step or a drill after which the page shows the answer (learn.js, practice.js)
REVEAL_AFTER = 2

Fail = Callable[[str], Exception]


def _spells(text: str, value: str, exact_case: bool) -> bool:
    flags = 0 if exact_case else re.IGNORECASE
    return re.search(rf"(?<![\w♠♥♦♣]){re.escape(value)}(?![\w♠♥♦♣])", text, flags) is not None


def names(q: Question, value: str, lang: str) -> set[str]:
    """The ways ``lang`` writes the choice ``value``: its label, a card's short form too, a number's word."""
    found = {label(q.kind, value, lang, q.labels)}
    if q.kind == "card":
        found.add(value)
    if q.kind == "number" and value.isdigit() and int(value) in NUMBER_WORDS:
        found.add(tr(lang, NUMBER_WORDS[int(value)]))
    return found


def spelled(q: Question, values: Iterable[str], text: str, lang: str) -> tuple[str, str] | None:
    """The first of ``values`` that ``text`` spells, and how (None: none is)."""
    for value in sorted(values):
        found = next((n for n in sorted(names(q, value, lang)) if _spells(text, n, q.kind == "seat")), None)
        if found is not None:
            return value, found
    return None


def givens(args: Iterable[tuple[str, Any]]) -> set[str]:
    return {str(v) for _, v in args}


# --- the table drawn with the question -------------------------------------------------------------------

SHOWN_AS = {"number": "a hand size", "seat": "the turn marker", "card": "a card face up",
            "rank": "a card face up"}


def table_shows(node: Node, kind: str) -> set[str]:
    """The values of ``kind`` that the table shows the way a question of that kind asks about them: a
    number as a hand's size (each seat's ``data-cards``), a seat as the one marked to play, a card (or its
    rank) face up anywhere on the table."""
    if kind == "seat":
        turn = attrs_of(node).get("data-turn")
        return {turn} if turn else set()
    every = [attrs_of(n) for n in walk(node)]
    if kind == "number":
        return {a["data-cards"] for a in every if "data-cards" in a}
    faces = [Card.parse(a["data-card"]) for a in every if "data-card" in a]
    if kind == "card":
        return {str(c) for c in faces}
    if kind == "rank":
        return {rank_name(c.rank) for c in faces}
    return set()


def check_table(q: Question, offered: tuple[str, ...], right: frozenset[str], table: Node,
                fail: Fail) -> None:
    """The table shown with the question does not point at a right answer: it shows none of them the way
    the question asks about them, unless it shows a wrong choice that way too."""
    shown = table_shows(table, q.kind)
    if q.kind == "card":
        shown = {str(Card.parse(v)) for v in shown}
        offered = tuple(str(Card.parse(v)) for v in offered)
        right = frozenset(str(Card.parse(v)) for v in right)
    pointed = sorted(right & shown)
    if pointed and not (set(offered) - right) & shown:
        raise fail(f"the table shown with the question gives its answer away: it shows {pointed[0]!r} "
                   f"({SHOWN_AS[q.kind]}) and no wrong choice so")


# --- the reason a wrong choice gets ---------------------------------------------------------------------


def _chain(reason: Coded | tuple[Coded, ...]) -> tuple[Coded, ...]:
    return reason if isinstance(reason, tuple) else (reason,)


def check_feedback(q: Question, state: Any, args: dict[str, Any], offered: tuple[str, ...], answer: Answer,
                   fail: Fail) -> None:
    """Each wrong choice's reason says why that choice is wrong, not what is right: it does not state the
    right answer's own explanation (its first sentence: “David dealt, so Ana asks first”; a yes-or-no
    question aside, where why one is wrong is why the other is right), and, for a choice that is a seat, a
    card, a rank, a suit or a number, it spells no right answer that is not a given."""
    headline = _chain(answer.because)[0]
    known = givens(args.items())
    for choice in (c for c in offered if c not in answer.right):
        reason = judged(q, state, args, choice).wrong[choice]
        if len(offered) > 2 and headline in _chain(reason):
            raise fail(f"the reason given to the wrong choice {choice!r} is the right answer's explanation "
                       f"({headline.code})")
        if q.kind not in FEEDBACK_KINDS:
            continue
        for lang in LANGUAGES:
            text = said(reason, lang)
            found = spelled(q, answer.right - known, text, lang)
            if found is not None:
                raise fail(f"the reason given to the wrong choice {choice!r} spells the answer {found[0]!r} "
                           f"({lang}: “{found[1]}” in “{text}”)")
