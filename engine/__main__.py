"""Command line for authors.

``python -m engine scenario PATH [--lang LANG]`` (a language of ``locales/``) replays a scenario file
and prints its narrated steps; a malformed file or a step that disagrees with the rules is reported
with the file and the place, and the exit status is 1.

``python -m engine tournament GAME --games N [--seed S] [--budget B] [--json]`` plays N seeded games
per level of the computer, each level against the weakest (:mod:`engine.tournament`), and prints each
level's score with its 95% interval (``--json``: one object, levels weakest first).

``python -m engine lesson GAME/ID [--lang fr|es] [--try STEP ANSWER]… [--json]`` replays a lesson and
prints each step's task, its right answers and, for each try, the verdict and the feedback the reader
would get (:mod:`engine.learn.author`); a lesson that does not check, or an answer not offered, is
reported and the exit status is 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .core.errors import EngineError
from .core.i18n import DEFAULT_LANGUAGE, LANGUAGES, is_translated
from .core.messages import describe_error
from .scenario import load_file, replay
from .scenario.replay import narration


def _scenario(path: Path, lang: str) -> int:
    if not path.is_file():
        print(f"{path}: no such file", file=sys.stderr)
        return 1
    if not is_translated(lang):
        print(f"note: no compiled catalog for {lang}; run ./scripts/i18n compile", file=sys.stderr)
    root = next((p for p in path.resolve().parents if p.name == "examples"), None)
    try:
        scenario = load_file(path.resolve(), root)
        frames = replay(scenario)
    except EngineError as exc:
        print(f"{describe_error(exc, lang)} [{exc.code}]", file=sys.stderr)
        return 1
    print(f"{scenario.name} ({scenario.game}), {len(frames)} steps")
    for frame in frames:
        action = scenario.steps[frame.number - 1].action
        print(f"\n{frame.number}. {action or ''}".rstrip())
        for line in narration(frame, lang):
            print(f"   {line}")
    return 0


def _tournament(game: str, games: int, seed: int, budget: int | None, as_json: bool) -> int:
    from .games import names, spec
    from .tournament import report, table, tournament

    if game not in names():
        print(f"{game}: no such game (known: {', '.join(names())})", file=sys.stderr)
        return 1
    found = spec(game)
    scores = tournament(found, games, seed, budget=budget)
    if as_json:
        print(json.dumps(report(found, games, scores), ensure_ascii=False))
    else:
        print("\n".join(table(found, games, scores)))
    return 0


def _lesson(name: str, lang: str, tries: list[list[str]], as_json: bool) -> int:
    from .learn.author import lines, replay
    from .learn.library import LibraryError

    try:
        numbered = [(int(step), answer) for step, answer in tries]
    except ValueError:
        print("--try STEP ANSWER: the step is a number (from 1)", file=sys.stderr)
        return 1
    try:
        if as_json:
            print(json.dumps(replay(name, lang, numbered), ensure_ascii=False))
        else:
            print("\n".join(lines(name, lang, numbered)))
    except LibraryError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    except EngineError as exc:
        print(f"{describe_error(exc, lang)} [{exc.code}]", file=sys.stderr)
        return 1
    return 0


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Rules engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sc = sub.add_parser("scenario", help="replay a scenario file and print its narrated steps")
    sc.add_argument("path", type=Path)
    sc.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE)
    tn = sub.add_parser("tournament", help="each level of the computer against the weakest, seeded games")
    tn.add_argument("game")
    tn.add_argument("--games", type=_positive, required=True, help="games per level")
    tn.add_argument("--seed", type=int, default=1, help="the first game's seed (then seed + 1, ...)")
    tn.add_argument("--budget", type=_positive, default=None,
                    help="play-outs per move for the levels that search (default: their own)")
    tn.add_argument("--json", action="store_true", help="one JSON object, levels weakest first")
    ls = sub.add_parser("lesson", help="replay a lesson: each step's task, right answers, tried answers")
    ls.add_argument("name", metavar="GAME/ID")
    ls.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE)
    ls.add_argument("--try", dest="tries", nargs=2, action="append", default=[], metavar=("STEP", "ANSWER"),
                    help="an answer to step STEP (from 1): a move (ask A D 6♦), a choice (8♥), several "
                         "joined by commas")
    ls.add_argument("--json", action="store_true", help="one JSON object: the lesson and its steps")
    args = parser.parse_args(argv)
    if args.command == "lesson":
        return _lesson(args.name, args.lang, args.tries, args.json)
    if args.command == "tournament":
        return _tournament(args.game, args.games, args.seed, args.budget, args.json)
    return _scenario(args.path, args.lang)


if __name__ == "__main__":
    sys.exit(main())
