"""The result box a finished game shows with its table (Literature's and Kachuful's; Go Fish draws its
own, ``engine/gofish/table.py``, the same way): a title that takes the focus when the game is over, one
line per seat or team with the winners' in bold, the verdict (the winner or the tie, and the score) and
what the game adds (Literature's half-suits, where each went)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.i18n import N_, tr
from .tree import Node, el

TITLE = N_("Result")


def result_box(lang: str, rows: Sequence[Node], verdict: str, winners: Sequence[str],
               *more: Node | None) -> Node:
    """``rows``: the ``li`` of each seat or team; ``winners``: the seats that share the win (none: a draw
    with nobody ahead, as Literature's 4–4)."""
    return el(
        "section",
        el("h3", tr(lang, TITLE), cls="game-result__title", tabindex=-1),
        el("ul", *rows, cls="game-result__scores"),
        el("p", el("strong", verdict), cls="game-result__verdict"),
        *more,
        cls="game-result", data_result="true", data_winners=" ".join(winners),
    )
