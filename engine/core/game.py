"""What every game package offers to the shared machinery (scenarios, bridge, pages).

Each game package (``engine/kachuful``, ``engine/gofish``, ``engine/literature``) exposes an
``ADAPTER`` object satisfying :class:`GameAdapter`, in its ``adapter.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from .errors import Violation
from .events import Event

# An expectation check returns None when met, else a short English description of the mismatch
# (for authors, shown by the build and the CLI).
Check = Callable[[Any, Any], "str | None"]


class GameAdapter(Protocol):
    name: str

    def position_from_json(self, data: Mapping[str, Any]) -> Any:
        """A state from a JSON/TOML position; raises MalformedInput with the field at fault."""

    def position_to_json(self, state: Any) -> dict[str, Any]: ...

    def parse_action(self, text: str) -> Any:
        """An action from its text form; raises MalformedInput (code ``action-malformed``)."""

    def explain(self, state: Any, action: Any) -> tuple[Violation, ...]: ...

    def apply(self, state: Any, action: Any) -> Any: ...

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
