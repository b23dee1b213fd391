"""The requests a page's widgets make first, read back from the page's markup: what goes in its answer
book (``book_hook.py``). Each is built exactly as the widget's script builds it, so that the book's key
(the request's canonical JSON) is the text the page will look up:

- a worked example (``docs/assets/js/example.js``): every step;
- a lesson (``widgets/learn.js``): every step, and at each step each answer it offers: every choice
  (a question of several answers: each choice alone, the right set, the right set less one, the right
  set with one wrong choice more, pressed in the order the choices are shown); on the table every move
  the table offers (the right ones and those that miss the step's aim, up to ``MAX_MOVES`` in all) and
  the lesson's own right and wrong moves as the table sends them (a card no move uses: the first legal
  move with that card, as ``table-moves.js`` refuses it; a claim built card by card: its cards in the
  order the table lists them, ``sendGroup``);
- a game's practice (``widgets/practice.js``): the first drills of each kind (the seeds the page offers
  in ``data-seeds``, one of which it deals first) with every choice's answer.

The replies of the step and drill requests are read here to know what a step or drill offers.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from typing import Any

from engine.core.moves import move_json
from engine.core.serial import dumps
from engine.games import spec
from engine.present.tree import attrs_of, walk

MAX_MOVES = 24  # the table's legal moves recorded per lesson step (the right ones first)
Ask = Callable[[dict[str, Any]], Any]  # a request -> the live engine's result

EXAMPLE = re.compile(r'<div class="example" data-example="[^"]*" data-lang="([^"]+)" data-step="1"'
                     r' data-total="(\d+)" data-scenario="([^"]*)"')
LEARN = re.compile(r'data-widget="learn" data-lang="([^"]+)"')
LESSON = re.compile(r'<section class="lesson" [^>]*data-total="(\d+)" data-lesson-data="([^"]*)"')
PRACTICE = re.compile(r'data-widget="practice" data-lang="([^"]+)" data-game="([^"]+)"')
DRILL = re.compile(r'<section class="drill" [^>]*data-kind="([^"]+)"[^>]*data-seeds="([^"]*)"')


def _json(payload: str) -> Any:
    return json.loads(html.unescape(payload))


def example_requests(scenario: dict[str, Any], total: int, lang: str) -> list[dict[str, Any]]:
    """Every step of a worked example, as ``example.js`` asks for it."""
    return [{"op": "example", "scenario": scenario, "step": step, "lang": lang}
            for step in range(1, total + 1)]


def _groups(table: Any) -> list[tuple[dict[str, Any], str, list[str]]]:
    """The table's choices made card by card (a claim): the move's fixed part, its field, its cards."""
    found = []
    for node in walk(table):
        attrs = attrs_of(node)
        if "data-claim" in attrs and "data-move" in attrs:
            cards = [attrs_of(n)["data-claim-card"] for n in walk(node) if "data-claim-card" in attrs_of(n)]
            found.append((json.loads(attrs["data-move"]), attrs.get("data-field", "named"), cards))
    return found


def _uses_cards(move: dict[str, Any]) -> bool:
    return "card" in move or "rank" in move


def as_sent(move: dict[str, Any], legal: list[dict[str, Any]], table: Any) -> dict[str, Any] | None:
    """The request's move as the table sends it for ``move`` (None: the table cannot send it)."""
    if move in legal:
        return move
    for template, field, cards in _groups(table):
        if field in move and all(move.get(k) == v for k, v in template.items()):
            placed = {card: holder for card, holder in move[field]}
            return {**template, field: [[card, placed[card]] for card in cards if placed.get(card)]}
    for key in ("card", "rank"):  # a card no legal move uses: the first move with cards, with it
        if key in move:
            if any(m.get(key) == move[key] for m in legal):
                return None  # the card is live: the table offers only its legal moves
            template = next((m for m in legal if _uses_cards(m)), None)
            if template is None:
                return None
            field = "card" if "card" in template else "rank"
            return {**template, field: move[key]}
    if "value" in move:  # a bid the rules refuse: the first bid, with its value
        template = next((m for m in legal if "value" in m), None)
        return {**template, "value": move["value"]} if template else None
    return None


def _act_answers(game: Any, step: dict[str, Any], view: dict[str, Any]) -> list[dict[str, Any]]:
    legal = [item["move"] for item in view["legal"]]
    listed = []
    for text in [*step["right"], *step.get("wrong", [])]:
        sent = as_sent(move_json(game.adapter.parse_action(text)), legal, view["table"])
        if sent is not None:
            listed.append(sent)
    unique = list({dumps(m): m for m in [*listed, *legal]}.values())
    return [{"move": m} for m in unique[:max(MAX_MOVES, len(listed))]]


def _ask_answers(step: dict[str, Any], view: dict[str, Any]) -> list[dict[str, Any]]:
    values = [choice["value"] for choice in view["choices"]]
    if not view["several"]:
        return [{"choice": value} for value in values]
    right = [v for v in values if v in step["right"]]
    wrong = [v for v in values if v not in step["right"]]
    sets = [[v] for v in values] + [right]
    sets += [[r for r in right if r != left] for left in right if len(right) > 1]
    sets += [[v for v in values if v in right or v == extra] for extra in wrong]
    unique = list({"\n".join(s): s for s in sets if s}.values())
    return [{"choices": s} for s in unique]


def lesson_requests(lesson: dict[str, Any], total: int, lang: str, ask: Ask) -> list[dict[str, Any]]:
    """Every step of a lesson and each answer it offers, as ``learn.js`` sends them."""
    game = spec(lesson["game"])
    found: list[dict[str, Any]] = []
    for number in range(1, total + 1):
        opened = {"lang": lang, "op": "learn.step", "lesson": lesson, "step": number}
        view = ask(opened)
        step = lesson["steps"][number - 1]
        answers = _act_answers(game, step, view) if step.get("act") else _ask_answers(step, view)
        found.append(opened)
        found += [{"lang": lang, "op": "learn.answer", "lesson": lesson, "step": number, "answer": answer}
                  for answer in answers]
    return found


def drill_requests(game: str, kind: str, seeds: list[int], lang: str, ask: Ask) -> list[dict[str, Any]]:
    """The drills the page deals first and each choice's answer, as ``practice.js`` sends them."""
    found: list[dict[str, Any]] = []
    for seed in seeds:
        dealt = {"lang": lang, "game": game, "op": "learn.drill", "drill": kind, "seed": seed}
        view = ask(dealt)
        found.append(dealt)
        found += [{**dealt, "op": "learn.drill-answer", "choice": choice["value"]}
                  for choice in view["choices"]]
    return found


def requests_in(content: str, ask: Ask) -> list[dict[str, Any]]:
    """The first requests of the page's widgets, read from its markup."""
    found = []
    for lang, total, payload in EXAMPLE.findall(content):
        found += example_requests(_json(payload), int(total), lang)
    learn = LEARN.search(content)
    if learn:
        for total, payload in LESSON.findall(content):
            found += lesson_requests(_json(payload), int(total), learn.group(1), ask)
    practice = PRACTICE.search(content)
    if practice:
        lang, game = practice.groups()
        for kind, seeds in DRILL.findall(content):
            found += drill_requests(html.unescape(game), html.unescape(kind),
                                    [int(s) for s in seeds.split()], lang, ask)
    return found
