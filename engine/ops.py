"""The registry of bridge operations and page shortcodes, filled by the modules that define them.

A game's widgets live in ``engine/<game>/widgets.py``: it registers the bridge operations its
browser widgets call (``@op("kachuful.program")``) and the shortcodes that render them statically at
build time (``@shortcode("kachuful-program")``). ``engine.games.load_all`` imports every one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Handler = Callable[[dict[str, Any], str], Any]
# A shortcode renderer takes the shortcode's arguments and the page language, returns HTML.
Renderer = Callable[[list[str], str], str]

OPS: dict[str, Handler] = {}
SHORTCODES: dict[str, Renderer] = {}


def op(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        if name in OPS:
            raise ValueError(f"bridge operation registered twice: {name}")
        OPS[name] = fn
        return fn

    return register


def shortcode(name: str) -> Callable[[Renderer], Renderer]:
    def register(fn: Renderer) -> Renderer:
        if name in SHORTCODES:
            raise ValueError(f"shortcode registered twice: {name}")
        SHORTCODES[name] = fn
        return fn

    return register
