"""Command line for authors: ``python -m engine scenario PATH [--lang fr|es]``.

Replays a scenario file and prints its narrated steps; a malformed file or a step that disagrees
with the rules is reported with the file and the place, and the exit status is 1.
"""

from __future__ import annotations

import argparse
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Rules engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sc = sub.add_parser("scenario", help="replay a scenario file and print its narrated steps")
    sc.add_argument("path", type=Path)
    sc.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE)
    args = parser.parse_args(argv)
    return _scenario(args.path, args.lang)


if __name__ == "__main__":
    sys.exit(main())
