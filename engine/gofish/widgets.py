"""Go Fish's table as one seat sees it.

A game against the computer is ``[[play go-fish]]`` (``engine/workbench/play.py``), with Go Fish's form
to try any ask (``TRY_ANY_ASK`` in its spec). :func:`table_for` draws the table from the seat's
:class:`~engine.gofish.views.View` only: its own hand, every hand's size, the stock, the books and
what the public history shows (the ranks each player is known to hold).
"""

from __future__ import annotations

from ..present.table import render
from ..present.tree import Node
from .state import State
from .table import table


def table_for(state: State, seat: str, lang: str, interactive: bool = False) -> Node:
    """The card table as ``seat`` may know it (hidden hands face down), drawn around ``seat``."""
    return render(table(state, seat, seat, lang), lang, len(state.actions), interactive=interactive,
                  hidden_view=True)
