"""The registry of bridge operations and page shortcodes, filled by the modules that define them.

A game's widgets live in ``engine/<game>/widgets.py``: it registers the bridge operations its
browser widgets call (``@op("kachuful.program")``) and the shortcodes that render them statically at
build time (``@shortcode("kachuful-program")``). ``engine.games.load_all`` imports every one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

Handler = Callable[[dict[str, Any], str], Any]
# A shortcode renderer takes the shortcode's arguments and the page language, returns HTML.
Renderer = Callable[[list[str], str], str]

OPS: dict[str, Handler] = {}
SHORTCODES: dict[str, Renderer] = {}


F = TypeVar("F", Handler, Renderer)


def _registrar(table: dict[str, F], what: str, name: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        if name in table:
            raise ValueError(f"{what} registered twice: {name}")
        table[name] = fn
        return fn

    return register


def op(name: str) -> Callable[[Handler], Handler]:
    return _registrar(OPS, "bridge operation", name)


def shortcode(name: str) -> Callable[[Renderer], Renderer]:
    return _registrar(SHORTCODES, "shortcode", name)
