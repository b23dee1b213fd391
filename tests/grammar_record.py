"""Records what the language rules of :func:`engine.core.i18n.fill` do, to compare one engine with another.

Every sentence a reader sees with a value in it goes through ``fill(lang, template, params)``: the
translated text, the values, and the language's grammar (elision, contraction, a card's article,
numbers). This script plays everything the site narrates, in every language — each step of every
worked example, each step of every lesson with every legal answer, drills, seeded games of every game
(the whole narration, and as each seat saw it), every shortcode of every page — and writes each
distinct call of ``fill`` with what it returned::

    .venv/bin/python tests/grammar_record.py tests/fixtures/grammar_fills.json.gz

``tests/engine/test_grammar_data.py`` replays the calls through the current engine and requires the same
text. The fixture was first made from the commit before the language rules became locale data (every
call read the same after the move), then made again once the card-words change (ranks named alone in
words, card lists spelled out) was merged; the calls' inputs are the catalog's translated texts, so a
catalog edit never makes it stale.
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

Call = tuple[str, str, dict[str, Any]]


def encode(value: Any) -> Any:
    """A parameter as JSON: tuples as lists (``fill`` treats both alike); anything else must be plain."""
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"a parameter fill cannot be recorded with: {value!r}")


def record(play: Callable[[], None]) -> list[dict[str, Any]]:
    """Every distinct call of ``fill`` made while ``play`` runs, with its result."""
    from engine.core import i18n

    real = i18n.fill
    seen: dict[str, dict[str, Any]] = {}

    def spy(lang: str, template: str, params: dict[str, Any]) -> str:
        out = real(lang, template, params)
        entry = {"lang": lang, "template": template,
                 "params": {k: encode(v) for k, v in params.items()}, "out": out}
        key = json.dumps([lang, template, entry["params"]], ensure_ascii=False, sort_keys=True)
        seen.setdefault(key, entry)
        return out

    i18n.fill = spy
    try:
        play()
    finally:
        i18n.fill = real
    return [seen[k] for k in sorted(seen)]


def play_everything() -> None:
    from engine.core.i18n import LANGUAGES
    from engine.games import load_all, specs

    load_all()
    for lang in LANGUAGES:
        _examples(lang)
        _lessons(lang)
        _drills(lang)
        for game in specs():
            for seed in range(3):
                _game(game, seed, lang)
        _shortcodes(lang)


def _examples(lang: str) -> None:
    from engine.present.example import step_view
    from engine.scenario import load_file, replay

    examples = ROOT / "docs" / "examples"
    for path in sorted(examples.rglob("*.toml")):
        scenario = load_file(path, examples)
        frames = replay(scenario)
        data = scenario.to_json()
        for number in range(1, len(frames) + 1):
            step_view(data, number, lang)


def _lessons(lang: str) -> None:
    from engine.learn.lessons import judge_step, step_view
    from engine.learn.library import load_library

    for lessons in load_library().values():
        for lesson in lessons:
            for number in range(1, len(lesson.steps) + 1):
                view = step_view(lesson, number, lang)
                for move in view["legal"]:
                    judge_step(lesson, number, {"move": move["move"]}, lang)
                for choice in view["choices"]:
                    value = choice["value"]
                    answer = {"choices": [value]} if view["several"] else {"choice": value}
                    judge_step(lesson, number, answer, lang)


def _drills(lang: str) -> None:
    from engine.games import specs
    from engine.learn.drills import drill_answer, drill_view

    for game in specs():
        for kind in game.drills:
            for seed in range(6):
                view = drill_view(game.name, kind, seed, lang)
                for choice in view["choices"]:
                    drill_answer(game.name, kind, seed, choice["value"], lang)


def _game(game: Any, seed: int, lang: str) -> None:
    from engine.core.rng import Rng
    from engine.driver import random_chooser
    from engine.transcripts import MAX_ACTIONS, variant
    from engine.workbench.config import Config
    from engine.workbench.replay import _opening

    seats, rules = variant(game, seed)
    config = Config(game.name, len(seats), seed, rules, (), None)
    rep = _opening(config)
    choose = random_chooser(game, Rng(seed))
    while not game.over(rep.state) and len(rep.actions) < MAX_ACTIONS:
        rep.play(str(choose(rep.state, len(rep.actions))), len(rep.actions) + 1, lang)
    rep.lines(lang, None)
    for seat in seats:
        rep.lines(lang, seat)


_SHORTCODE = re.compile(r"^\s*\[\[(\w[\w-]*)([^\]]*)\]\]\s*$", re.M)


def _shortcodes(lang: str) -> None:
    from engine.ops import SHORTCODES

    for page in sorted((ROOT / "docs").rglob(f"*.{lang}.md")):
        for match in _SHORTCODE.finditer(page.read_text(encoding="utf-8")):
            name, args = match.group(1), match.group(2).split()
            if name in SHORTCODES:
                SHORTCODES[name](args, lang)


def variations(calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The recorded calls again with every value a card, rank, half-suit or seat parameter can take
    (one parameter at a time): every article, elision and contraction each sentence can meet."""
    from engine.core import i18n
    from engine.core.cards import Card, Suit
    from engine.core.roles import CARD_ROLES, HALF_ROLES, RANK_ROLES, SEAT_ROLES
    from engine.core.seats import SEAT_LABELS

    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    suits = [s.symbol for s in Suit]
    cards = [str(Card.parse(r + s)) for r in ranks for s in suits]
    halves = [f"{low}{s}–{high}{s}" for s in suits for low, high in (("2", "7"), ("9", "A"))]
    seats = list(SEAT_LABELS)
    values = {name: each for roles, each in ((SEAT_ROLES, seats), (CARD_ROLES, cards), (RANK_ROLES, ranks),
                                             (HALF_ROLES, halves)) for name in roles}
    found: dict[str, dict[str, Any]] = {}
    for call in calls:
        for name, value in call["params"].items():
            if not isinstance(value, str) or name not in values:
                continue
            for other in values[name]:
                params = {**call["params"], name: other}
                key = json.dumps([call["lang"], call["template"], params], ensure_ascii=False, sort_keys=True)
                if key not in found:
                    found[key] = {"lang": call["lang"], "template": call["template"], "params": params,
                                  "out": i18n.fill(call["lang"], call["template"], params)}
    return [found[k] for k in sorted(found)]


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests" / "fixtures" / "grammar_fills.json.gz"
    calls = record(play_everything)
    calls = calls + variations(calls)
    out.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(calls, ensure_ascii=False, indent=0, sort_keys=True).encode()
    out.write_bytes(gzip.compress(data, mtime=0))
    print(f"{out}: {len(calls)} calls of fill, {sum(c['out'] != c['template'] for c in calls)} changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
