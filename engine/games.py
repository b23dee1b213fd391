"""The registry of games, by the name used in pages and scenarios (``go-fish``, not ``gofish``)."""

from __future__ import annotations

from importlib import import_module

from .core.errors import MalformedInput
from .core.game import GameAdapter

_MODULES = {
    "kachuful": "engine.kachuful.adapter",
    "go-fish": "engine.gofish.adapter",
    "literature": "engine.literature.adapter",
}
GAMES = tuple(_MODULES)


def adapter(name: str) -> GameAdapter:
    module = _MODULES.get(name) if isinstance(name, str) else None
    if module is None:
        raise MalformedInput("game-unknown", game=str(name)[:40])
    return import_module(module).ADAPTER  # type: ignore[no-any-return]


def load_all() -> None:
    """Import every game (before a memory snapshot, so nothing is imported later)."""
    for name in GAMES:
        try:
            adapter(name)
        except ImportError:
            pass
