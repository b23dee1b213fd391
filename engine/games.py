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
    """Import every game and its widgets (``engine/<game>/widgets.py``): registers their bridge
    operations and shortcodes, and leaves nothing to import later (Pyodide memory snapshot)."""
    import pkgutil
    from importlib.util import find_spec

    import engine

    for name, module in _MODULES.items():
        package = module.rsplit(".", 1)[0]
        if find_spec(package) is None or find_spec(module) is None:
            continue  # a game not written yet
        adapter(name)
        if find_spec(f"{package}.widgets") is not None:
            import_module(f"{package}.widgets")
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        if not info.name.endswith("__main__"):
            import_module(info.name)
