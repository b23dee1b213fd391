"""The lesson file format (TOML), read into plain immutable values. A lesson is one idea, taught on one
position in a few steps; each step is a one-line task the reader answers, on the card table or by a
choice, and the engine judges the answer.

    game = "<name>"                         # a registered game
    title = "The dealer’s forbidden bid"    # English message id, translated in the catalogs
    teaches = ["forbidden-bid"]             # optional: the game's terms its texts teach; a question or
                                            #   an aim that needs a term (``needs``) is asked only in
                                            #   the lesson that teaches it or after, and the lesson's
                                            #   table leaves out what uses a term not taught yet
                                            #   (``known``: filled by the library from the path)
    [position]                              # the game's JSON position
    ...
    [[steps]]
    before = ["bid A 1", "bid B 0"]         # moves from the position before this step (default none)
    task = "You deal: bid, {seat}."         # message id; {placeholders} filled from ``say``
    say = { seat = "D" }                    # seats, cards, suits: shown through the engine's presenters
    act = "D"                               # EITHER: the reader plays this seat on the card table; any
    right = ["bid D 0"]                     #   move the rules accept is right (each listed one checked)
    wrong = ["bid D 1"]                     #   optional: moves the table offers that the rules refuse
    aim = "claim-won"                       #   optional: what the move must also reach (the game's
                                            #   aims, or "move": only the moves listed right): a move
                                            #   the rules accept that misses it is wrong; some legal
                                            #   move must miss it, or a wrong move be listed
    ask = "forbidden-bid"                   # OR: one of the game's questions (engine/<game>/learn.py)
    args = {}                               #   its arguments
    right = ["1"]                           #   exactly the choices the engine judges right
    view = "A"                              # optional: the table as this seat sees it
    history = "all"                         # optional: the history shown with the task: "moves" (the
                                            #   default: the moves of ``before``), "all" (the deal too),
                                            #   "none" (the table says enough); the rest is shown once
                                            #   the step is answered right
    then = ["play D 7♥"]                    # optional: moves the table plays once the step is answered
                                            #   right, one after the other: what the move led to (the
                                            #   draw after “Go fish!”, the rest of the trick); each must
                                            #   be legal after every move listed right
    hints = ["A first hint.", "A stronger one."]   # message ids, weakest first (at least one)
    explain = "Why it is so, in one line."  # message id, shown once the step is answered right (on the
                                            #   table: its placeholders told of the move made, {target}…)

A lesson's id is its file name without the number in front (``03-forbidden-bid.toml``: the third lesson,
``forbidden-bid``): the same in every language, the key of the reader's progress.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.datafile import complaint, read_toml, step_tables, top_table
from ..core.errors import MalformedInput

_TOP = {"game", "title", "position", "steps", "teaches", "known"}
_STEP = {"before", "task", "say", "act", "ask", "args", "right", "wrong", "view", "hints", "explain", "aim",
         "history", "then"}
HISTORIES = ("moves", "all", "none")
FILE_NAME = re.compile(r"^(\d\d)-([a-z0-9]+(?:-[a-z0-9]+)*)$")


@dataclass(frozen=True)
class LessonStep:
    task: str
    say: tuple[tuple[str, Any], ...]
    before: tuple[str, ...]
    act: str | None
    ask: str | None
    args: tuple[tuple[str, Any], ...]
    right: tuple[str, ...]
    wrong: tuple[str, ...]
    view: str | None
    hints: tuple[str, ...]
    explain: str
    aim: str | None = None
    history: str = "moves"
    then: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"task": self.task, "say": dict(self.say), "before": list(self.before), "act": self.act,
                "ask": self.ask, "args": dict(self.args), "right": list(self.right),
                "wrong": list(self.wrong), "view": self.view, "hints": list(self.hints),
                "explain": self.explain, "aim": self.aim, "history": self.history, "then": list(self.then)}


@dataclass(frozen=True)
class Lesson:
    name: str  # "kachuful/forbidden-bid": the game and the lesson's id
    game: str
    number: int
    title: str
    position: dict[str, Any]
    steps: tuple[LessonStep, ...]
    teaches: tuple[str, ...] = ()
    # The terms the path has taught by the end of this lesson (its own ``teaches`` and the earlier
    # lessons'), set by the library (``None``: not known, the table drawn in full). A page sends it back
    # with the lesson: it only decides what the table leaves out.
    known: tuple[str, ...] | None = None

    @property
    def id(self) -> str:
        return self.name.split("/", 1)[1]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "game": self.game, "number": self.number, "title": self.title,
                "position": self.position, "steps": [s.to_json() for s in self.steps],
                "teaches": list(self.teaches), "known": None if self.known is None else list(self.known)}


def load_lesson(path: Path) -> Lesson:
    """Read ``path`` (``docs/lessons/<game>/NN-id.toml``)."""
    raw = read_toml(path, "lesson-malformed")
    found = FILE_NAME.match(path.stem)
    if not found:
        raise MalformedInput("lesson-malformed", file=str(path), place="(file name)",
                             reason="expected NN-lesson-id.toml")
    return parse_lesson(raw, f"{path.parent.name}/{found.group(2)}", int(found.group(1)), str(path))


def _texts(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) and v for v in value)


def parse_lesson(raw: Any, name: str, number: int, where: str = "") -> Lesson:
    bad = complaint("lesson-malformed", where or name)
    raw = top_table(raw, _TOP, bad)
    for key in ("teaches", "known"):
        if raw.get(key) is not None and not (_texts(raw[key]) or raw[key] == []):
            raise bad(key, "should be a list of texts")
    if not name.startswith(raw["game"] + "/"):
        raise bad("game", f"the lesson lies in the folder of another game ({name})")
    steps = []
    for place, entry in step_tables(raw["steps"], _STEP, bad):
        for key in ("task", "explain"):
            if not isinstance(entry.get(key), str) or not entry[key]:
                raise bad(f"{place}.{key}", "missing, or not text")
        if ("act" in entry) == ("ask" in entry):
            raise bad(place, "a step either acts on the table (act) or asks a question (ask)")
        if "aim" in entry and "act" not in entry:
            raise bad(f"{place}.aim", "only a step on the table (act) has an aim")
        if entry.get("history", "moves") not in HISTORIES:
            raise bad(f"{place}.history", f"one of {', '.join(HISTORIES)}")
        for key in ("act", "ask", "view", "aim"):
            if key in entry and not isinstance(entry[key], str):
                raise bad(f"{place}.{key}", "should be text")
        for key in ("say", "args"):
            if not isinstance(entry.get(key, {}), dict):
                raise bad(f"{place}.{key}", "should be a table")
        for key in ("before", "right", "wrong", "hints", "then"):
            if key in entry and not (_texts(entry[key]) or entry[key] == []):
                raise bad(f"{place}.{key}", "should be a list of texts")
        if not entry.get("right"):
            raise bad(f"{place}.right", "at least one right answer is needed")
        if not entry.get("hints"):
            raise bad(f"{place}.hints", "at least one hint is needed")
        steps.append(LessonStep(
            entry["task"], tuple(sorted(entry.get("say", {}).items())), tuple(entry.get("before", ())),
            entry.get("act"), entry.get("ask"), tuple(sorted(entry.get("args", {}).items())),
            tuple(entry["right"]), tuple(entry.get("wrong", ())), entry.get("view"), tuple(entry["hints"]),
            entry["explain"], entry.get("aim"), entry.get("history", "moves"), tuple(entry.get("then", ()))))
    return Lesson(name, raw["game"], number, raw["title"], raw["position"], tuple(steps),
                  tuple(raw.get("teaches", ())),
                  None if raw.get("known") is None else tuple(raw["known"]))
