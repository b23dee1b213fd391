"""The scenario file format (TOML), read into plain immutable values.

    game = "<name>"                         # a registered game (kachuful, go-fish, literature)
    title = "The dealer's forbidden bid"    # English message id, translated in the catalogs
    [position]                              # the game's JSON position (see its position.py)
    ...
    [[steps]]                               # step 1 shows the position itself when it has no action
    note = "Clubs are trumps."              # optional, English message id
    expect = { trump = "clubs" }            # optional, the game's named checks
    [[steps]]
    action = "bid D 1"                      # the game's action notation
    expect = { refused = "kachuful.dealer-forbidden-bid" }   # this attempt must be refused
    [[steps]]                               # ...with this reason alone (no other reason given)
    action = "ask A B 9♦"
    expect = { refused = "literature.hand-over-first", only = true }
    [[steps]]
    action = "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦"
    what_if = true                          # shown with its outcome, then taken back
    [present]                               # options for the game's table (Literature: seat = "A",
    seat = "A"                              # whose deduction is shown)

A malformed file is reported with the file and the place (``steps[3].expect``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.datafile import complaint, read_toml, step_tables, top_table

_TOP = {"game", "title", "position", "steps", "present"}
_STEP = {"action", "note", "expect", "what_if"}


@dataclass(frozen=True)
class Step:
    action: str | None
    note: str | None
    expect: tuple[tuple[str, Any], ...]
    what_if: bool = False  # show the action and its outcome, then go on from the state before it

    @property
    def refused(self) -> str | None:
        return dict(self.expect).get("refused")

    @property
    def only(self) -> bool:
        """The refusal must be the only reason the engine gives."""
        return bool(dict(self.expect).get("only", False))


@dataclass(frozen=True)
class Scenario:
    name: str  # "kachuful/forbidden-bid"
    game: str
    title: str
    position: dict[str, Any]
    steps: tuple[Step, ...]
    present: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name, "game": self.game, "title": self.title, "position": self.position,
            "steps": [
                {k: v for k, v in (("action", s.action), ("note", s.note), ("expect", dict(s.expect)),
                                   ("what_if", s.what_if)) if v}
                for s in self.steps
            ],
        }
        if self.present:
            data["present"] = self.present
        return data


def load_file(path: Path, root: Path | None = None) -> Scenario:
    """Read ``path``; its name is its path below ``root`` without ``.toml``."""
    raw = read_toml(path, "scenario-malformed")
    name = path.relative_to(root).with_suffix("").as_posix() if root else path.stem
    return parse_scenario(raw, name, where=str(path))


def parse_scenario(raw: Any, name: str, where: str = "") -> Scenario:
    bad = complaint("scenario-malformed", where or name)
    raw = top_table(raw, _TOP, bad)
    steps = []
    for place, entry in step_tables(raw["steps"], _STEP, bad):
        action, note, expect = entry.get("action"), entry.get("note"), entry.get("expect", {})
        if action is not None and not isinstance(action, str):
            raise bad(f"{place}.action", "should be text")
        if note is not None and not isinstance(note, str):
            raise bad(f"{place}.note", "should be text")
        if not isinstance(expect, dict):
            raise bad(f"{place}.expect", "should be a table")
        if "refused" in expect and (action is None or not isinstance(expect["refused"], str)):
            raise bad(f"{place}.expect.refused", "needs an action and a refusal code")
        if "only" in expect and ("refused" not in expect or not isinstance(expect["only"], bool)):
            raise bad(f"{place}.expect.only", "true or false, beside a refusal code")
        what_if = entry.get("what_if", False)
        if not isinstance(what_if, bool) or (what_if and (action is None or "refused" in expect)):
            raise bad(f"{place}.what_if", "true or false, with an action that the rules allow")
        steps.append(Step(action, note, tuple(sorted(expect.items())), what_if))
    present = raw.get("present")
    if present is not None and not isinstance(present, dict):
        raise bad("present", "should be a table")
    return Scenario(name, raw["game"], raw["title"], raw["position"], tuple(steps), present)
