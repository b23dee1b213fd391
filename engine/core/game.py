"""What every game package offers to the shared machinery (scenarios, bridge, pages).

Each game package (``engine/kachuful``, ``engine/gofish``, ``engine/literature``) exposes an
``ADAPTER`` object satisfying :class:`GameAdapter`, in its ``adapter.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from .errors import IllegalAction, Violation
from .events import Event

# An expectation check returns None when met, else a short English description of the mismatch
# (for authors, shown by the build and the CLI).
Check = Callable[[Any, Any], "str | None"]


class Unreadable(Exception):
    """An expectation whose value cannot be read (reported to the author as a mismatch)."""


def compare(label: str, actual: Any, expected: Any) -> str | None:
    return None if actual == expected else f"{label} is {actual!r}, expected {expected!r}"


def readable(label: str, check: Check) -> Check:
    """``check``, with a value it cannot read (:class:`Unreadable`) reported as a mismatch."""

    def run(state: Any, value: Any) -> str | None:
        try:
            return check(state, value)
        except Unreadable as exc:
            return f"{label}: cannot read {value!r}: {exc}"

    return run


class GameAdapter(Protocol):
    name: str

    def position_from_json(self, data: Mapping[str, Any]) -> Any:
        """A state from a JSON/TOML position; raises MalformedInput with the field at fault."""

    def position_to_json(self, state: Any) -> dict[str, Any]: ...

    def parse_action(self, text: str) -> Any:
        """An action from its text form; raises MalformedInput (code ``action-malformed``)."""

    def explain(self, state: Any, action: Any) -> tuple[Violation, ...]: ...

    def apply(self, state: Any, action: Any) -> Any:
        """The state after ``action``, trusted: the caller checked it with :meth:`explain`."""

    def play(self, state: Any, action: Any) -> Any:
        """``action`` checked once (:class:`IllegalAction` with every reason), then applied trusted."""

    def legal_actions(self, state: Any) -> tuple[Any, ...]: ...

    def events(self, state: Any) -> tuple[Event, ...]:
        """The event log of ``state`` (oldest first)."""

    def action_event(self, action: Any) -> Event:
        """The event ``action`` would log: narrates an attempt that the rules refuse."""

    @property
    def checks(self) -> Mapping[str, Check]:
        """Named expectations a scenario step may state (``forbidden_bid = 1``)."""

    def present(self, state: Any, lang: str, **options: Any) -> dict[str, Any]:
        """The table as a render tree (see ``engine.present.tree``); ``options`` come from the
        scenario's ``[present]`` table (Literature: ``seat``, whose deduction is shown)."""


class FunctionAdapter:
    """A :class:`GameAdapter` made of a game package's module functions; a game subclasses it for
    what is its own (``action_event``, ``present``)."""

    def __init__(
        self, name: str, *, position_from_json: Callable[[Mapping[str, Any]], Any],
        position_to_json: Callable[[Any], dict[str, Any]], parse_action: Callable[[str], Any],
        explain: Callable[[Any, Any], tuple[Violation, ...]], apply: Callable[[Any, Any], Any],
        legal_actions: Callable[[Any], tuple[Any, ...]], checks: Mapping[str, Check],
    ) -> None:
        self.name = name
        self._position_from_json = position_from_json
        self._position_to_json = position_to_json
        self._parse_action = parse_action
        self._explain = explain
        self._apply = apply
        self._legal_actions = legal_actions
        self._checks = checks

    def position_from_json(self, data: Mapping[str, Any]) -> Any:
        return self._position_from_json(data)

    def position_to_json(self, state: Any) -> dict[str, Any]:
        return self._position_to_json(state)

    def parse_action(self, text: str) -> Any:
        return self._parse_action(text)

    def explain(self, state: Any, action: Any) -> tuple[Violation, ...]:
        return self._explain(state, action)

    def apply(self, state: Any, action: Any) -> Any:
        return self._apply(state, action)

    def play(self, state: Any, action: Any) -> Any:
        IllegalAction.unless_none(self._explain(state, action))
        return self._apply(state, action)

    def legal_actions(self, state: Any) -> tuple[Any, ...]:
        return self._legal_actions(state)

    def events(self, state: Any) -> tuple[Event, ...]:
        return state.log  # type: ignore[no-any-return]

    @property
    def checks(self) -> Mapping[str, Check]:
        return self._checks
