"""Kachuful's result box (drawn with the table once the program is over): each seat's total, the winner
or the seats that share the win with their points, told to the reader; the score sheet names the
winner too (:func:`winner_line`)."""

from __future__ import annotations

from ..core.i18n import ntr
from ..present.result import result_box
from ..present.tree import Node, el
from .sheet import signed, winners
from .state import State


def winner_line(state: State, lang: str) -> str:
    """The winner (or the seats that share the win) with their points, as the bots' score sheet says it."""
    best = winners(state.totals)
    names = [state.seats[i] for i in best]
    top = state.totals[best[0]]
    many = abs(top)  # the form follows the number of points, whatever its sign
    if len(best) == 1:
        # L10N: the plural form follows {points}, the winner's points (whatever their sign)
        return ntr(lang, "{seats} wins with {points} point.", "{seats} wins with {points} points.", many,
                   seats=names, points=signed(top))
    return ntr(lang, "{seats} share the win with {points} point each.",
               "{seats} share the win with {points} points each.", many, seats=names, points=signed(top))


def _verdict(state: State, seat: str | None, lang: str) -> str:
    best = [state.seats[i] for i in winners(state.totals)]
    if seat not in state.seats:
        return winner_line(state, lang)
    top = state.totals[state.seats.index(best[0])]
    mine = state.totals[state.seats.index(seat)]
    others = [s for s in best if s != seat]
    if seat in best and not others:
        # L10N: the plural form follows {points}, the reader's points (whatever their sign)
        return ntr(lang, "You win with {points} point.", "You win with {points} points.", abs(top),
                   points=signed(top))
    if seat in best:
        # L10N: the plural form follows {points}, the winners' points (whatever their sign)
        return ntr(lang, "You share the win with {seats}: {points} point each.",
                   "You share the win with {seats}: {points} points each.", abs(top), seats=others,
                   points=signed(top))
    # L10N: the plural form follows {points}, the reader's points (whatever their sign)
    made = ntr(lang, "You made {points} point.", "You made {points} points.", abs(mine), points=signed(mine))
    return f"{winner_line(state, lang)} {made}"


def result_section(state: State, seat: str | None, lang: str) -> Node:
    """The result of a finished program, told to ``seat`` (None: to everyone)."""
    best = [state.seats[i] for i in winners(state.totals)]
    rows = []
    for name, total in zip(state.seats, state.totals):
        # L10N: the plural form follows {points}, the player's total (whatever its sign)
        line = ntr(lang, "{seat}: {points} point", "{seat}: {points} points", abs(total), seat=name,
                   points=signed(total))
        rows.append(el("li", el("strong", line) if name in best else line, data_seat=name, data_total=total))
    return result_box(lang, rows, _verdict(state, seat, lang), best)
