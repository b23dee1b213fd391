"""The registry of games: each line names a game package's spec module. Adding a game adds a package
(``engine/<game>/spec.py`` declaring ``SPEC``) and one line here; nothing else names a game.

A game's name is the one used in pages, scenarios and links (``go-fish``, not ``gofish``). An unknown
name is refused loudly (``game-unknown``), never answered by another game's code.
"""

from __future__ import annotations

from importlib import import_module

from .core.errors import MalformedInput
from .core.game import GameAdapter
from .core.spec import GameSpec

_MODULES = {
    "kachuful": "engine.kachuful.spec",
    "go-fish": "engine.gofish.spec",
    "literature": "engine.literature.spec",
}
_EXTRA: dict[str, GameSpec] = {}  # games registered at run time (the tests' own game)


def names() -> tuple[str, ...]:
    return (*_MODULES, *_EXTRA)


def spec(name: object) -> GameSpec:
    if isinstance(name, str) and name in _EXTRA:
        return _EXTRA[name]
    module = _MODULES.get(name) if isinstance(name, str) else None
    if module is None:
        raise MalformedInput("game-unknown", game=str(name)[:40])
    found: GameSpec = import_module(module).SPEC
    if found.name != name:
        raise ValueError(f"{module} declares the game {found.name!r}, registered as {name!r}")
    return found


def specs() -> tuple[GameSpec, ...]:
    return tuple(spec(name) for name in names())


def adapter(name: object) -> GameAdapter:
    return spec(name).adapter


def register(game: GameSpec) -> None:
    """A game from outside ``engine/`` (the tests' own game): it then plays everywhere a game plays."""
    if game.name in _MODULES or game.name in _EXTRA:
        raise ValueError(f"a game named {game.name!r} is registered already")
    _EXTRA[game.name] = game


def load_all() -> None:
    """Import every game, its widgets (``engine/<game>/widgets.py``, registering their bridge
    operations and shortcodes) and every other engine module: nothing is left to import later (the
    Pyodide memory snapshot holds them all)."""
    import pkgutil
    from importlib.util import find_spec

    import engine

    for name, module in _MODULES.items():
        spec(name)
        widgets = module.rsplit(".", 1)[0] + ".widgets"
        if find_spec(widgets) is not None:
            import_module(widgets)
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        if not info.name.endswith("__main__"):
            import_module(info.name)
