"""A function of an immutable state, remembered for the last few states it was asked about.

A step of the workbench asks the same position for its legal moves more than once (the buttons, the
card table's cards, the share link's codes); a state never changes once made, so the answer is kept
for that very object (by identity: a state's hash would cost more than the answer). The states kept
are held, so an identity cannot be reused while its answer is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

R = TypeVar("R")

KEPT = 8


def per_state(func: Callable[..., R]) -> Callable[..., R]:
    """``func(state, **options)`` remembered for the last :data:`KEPT` (state, options) asked."""
    kept: dict[tuple[int, tuple[tuple[str, Any], ...]], tuple[Any, R]] = {}

    @wraps(func)
    def remembered(state: Any, **options: Any) -> R:
        key = (id(state), tuple(sorted(options.items())))
        found = kept.get(key)
        if found is not None and found[0] is state:
            return found[1]
        result = func(state, **options)
        if len(kept) >= KEPT:
            kept.pop(next(iter(kept)))
        kept[key] = (state, result)
        return result

    return remembered
