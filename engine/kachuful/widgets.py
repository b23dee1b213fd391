"""Kachuful's page widgets: the program of deals, and a whole program played by bots.

Shortcodes (alone on their line in a page) render each widget complete at build time:

* ``[[kachuful-program]]``: the program table for four players; the script adds a choice of 3 to
  7 players, each table computed by the bridge operation ``kachuful.program``.
* ``[[kachuful-game]]``: a program played by bots from a seed (four players, seed 1 as built); the
  script adds the players, an editable seed and the variants, runs ``kachuful.bot-program`` and
  draws the running totals as a chart (the score sheet is its text alternative).

Both accept rule switches as arguments (``short_program``, ``miss_penalty``, ``per_trick_scoring``,
``no_dealer_restriction``), and ``players=N``; the game also ``seed=N``.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import N_, ntr, tr
from ..core.messages import SUIT_NAMES, narrate
from ..core.seats import seat_label
from ..core.serial import optional
from ..core.spec import seat_names
from ..ops import op, shortcode
from ..present.cards import suit_badge
from ..present.tree import Node, el
from ..present.widget import widget_html
from .bots import ProgramRecord, record_program
from .program import program
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from .sheet import signed, winners

PLAYER_COUNTS = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))  # the choices the scripts offer


def count_labels(lang: str) -> list[str]:
    """The label of each choice of players, in ``lang`` (the scripts cannot choose a plural form)."""
    return [ntr(lang, "{n} player", "{n} players", n) for n in PLAYER_COUNTS]

MAX_SEED = 999_999_999
DEFAULT_PLAYERS = 4
DEFAULT_SEED = 1
RULE_ARGS = {
    "short_program": ("short_program", True),
    "miss_penalty": ("miss_penalty", True),
    "per_trick_scoring": ("per_trick_scoring", True),
    "no_dealer_restriction": ("dealer_restriction", False),
}

PROGRAM_UI = {
    "players": N_("Players"),
    "ready": N_("Choose the number of players: the table follows."),
    "failed": N_("The rules engine could not start in this browser: the program for four players stays "
                 "readable above."),
}
GAME_UI = {
    "players": N_("Players"),
    "seed": N_("Seed"),
    "play": N_("Play the program"),
    "variants": N_("Variants"),
    "short-program": N_("Short program (the descending half only)"),
    "miss-penalty": N_("Negative points for a missed bid"),
    "per-trick-scoring": N_("One point per trick, plus 10 for an exact bid"),
    "no-dealer-restriction": N_("No restriction for the dealer"),
    "ready": N_("Choose the players, a seed and the variants, then play: a seed always gives the same "
                "game."),
    "busy": N_("The bots are playing the whole program…"),
    "seed-invalid": N_("The seed must be a whole number from 0 to {max}."),
    "chart": N_("Running totals after each deal"),
    "chart-note": N_("One line per player, told apart by its dash pattern and its marker; the score sheet "
                     "below gives the same totals."),
    "axis-deal": N_("Deal"),
    "axis-total": N_("Total"),
    "failed": N_("The rules engine could not start in this browser: the game shown above stays readable."),
}


# --- the program table --------------------------------------------------------------------------


def program_view(players: int, rules: Rules, lang: str) -> Node:
    specs = program(players, rules)
    seats = seat_names(players)
    top = specs[0].hand_size  # the largest hand: the pack's share, or fewer in a first game
    counts = {"deals": ntr(lang, "{n} deal", "{n} deals", len(specs)),
              "players": ntr(lang, "{n} player", "{n} players", players),
              "top": ntr(lang, "{n} card", "{n} cards", top)}
    if rules.short_program or rules.first_game:
        summary = tr(lang, N_("{deals} for {players}: {top} each, down to 1."), **counts)
    else:
        summary = tr(lang, N_("{deals} for {players}: {top} each, down to 1, then back up to {top}."),
                     **counts)
    head = el("tr", *[
        el("th", tr(lang, label), scope="col")
        for label in (N_("Deal"), N_("Cards each"), N_("Trumps"), N_("Dealer"), N_("Cards unused"))
    ])
    rows = [
        el("tr",
           el("th", str(spec.number), scope="row"),
           el("td", str(spec.hand_size)),
           el("td", suit_badge(spec.trump, tr(lang, SUIT_NAMES[spec.trump.word])),
              data_trump=spec.trump.word),
           el("td", seat_label(seats[spec.dealer_offset])),
           el("td", str(spec.unused(players))),
           cls="is-pivot" if spec.hand_size == 1 else None, data_deal=spec.number)
        for spec in specs
    ]
    note = tr(lang, N_("Seats {first} to {last} sit clockwise; {first} deals first (chosen by the highest "
                       "card of the draw) and the deal passes to the left."), first=seats[0], last=seats[-1])
    caption = ntr(lang, "The program for {n} player", "The program for {n} players", players)
    return el(
        "div",
        el("p", el("strong", summary), cls="kachuful-program__summary"),
        el("div",
           el("table", el("caption", caption), el("thead", head), el("tbody", *rows),
              cls="program-table", data_players=players, data_deals=len(specs)),
           cls="kachuful-scroll", tabindex=0),
        el("p", note, cls="kachuful-program__note"),
        cls="kachuful-program", data_players=players, data_deals=len(specs),
    )


# --- a program played by bots -------------------------------------------------------------------


def game_view(record: ProgramRecord, lang: str) -> Node:
    seats = record.seats
    draw = el(
        "div",
        el("h3", tr(lang, N_("The draw for the first dealer"))),
        el("ul", *[el("li", narrate(event, lang)) for event in record.draw_events()]),
        cls="kachuful-game__draw",
    )
    head = el(
        "tr",
        *[el("th", tr(lang, label), scope="col")
          for label in (N_("Deal"), N_("Cards each"), N_("Trumps"), N_("Dealer"))],
        *[el("th", seat_label(seat), scope="col") for seat in seats],
    )
    rows = []
    for row in record.rows:
        cells = []
        for b, w, p, t in zip(row.bids, row.won, row.points, row.totals):
            exact = b == w
            cells.append(el(
                "td",
                el("span", f"{b}/{w}", cls="sheet__bid"), " ",
                el("strong" if exact else "span", signed(p), cls="sheet__points"),
                el("span", " ✓", aria_hidden="true") if exact else None, " ",
                el("small", f"({signed(t)})", cls="sheet__total"),
                cls="is-exact" if exact else "is-miss", data_total=t,
            ))
        rows.append(el(
            "tr",
            el("th", str(row.number), scope="row"),
            el("td", str(row.hand_size)),
            el("td", suit_badge(row.trump, tr(lang, SUIT_NAMES[row.trump.word]))),
            el("td", seat_label(seats[row.dealer])),
            *cells,
            data_deal=row.number,
        ))
    rows.append(el(
        "tr",
        el("th", tr(lang, N_("Total")), scope="row", colspan=4),
        *[el("td", el("strong", signed(t)), data_total=t) for t in record.totals],
        cls="final-totals",
    ))
    best = winners(record.totals)
    names = [seats[i] for i in best]
    points = signed(record.totals[best[0]])
    many = abs(record.totals[best[0]])  # the form follows the number of points, whatever its sign
    if len(best) == 1:
        verdict = ntr(lang, "{seats} wins with {points} point.", "{seats} wins with {points} points.", many,
                      seats=names, points=points)
    else:
        verdict = ntr(lang, "{seats} share the win with {points} point each.",
                      "{seats} share the win with {points} points each.", many, seats=names, points=points)
    caption = ntr(lang, "Score sheet: {n} bot, seed {seed}", "Score sheet: {n} bots, seed {seed}", len(seats),
                  seed=record.seed)
    legend = tr(lang, N_("In each player’s column: bid/tricks taken, the points of the deal (✓ for an exact "
                         "bid) and the running total in brackets."))
    return el(
        "div",
        draw,
        el("p", legend, cls="kachuful-game__legend"),
        el("div",
           el("table", el("caption", caption), el("thead", head), el("tbody", *rows),
              cls="score-sheet bot-sheet", data_deals=len(record.rows)),
           cls="kachuful-scroll", tabindex=0),
        el("p", el("strong", verdict), cls="kachuful-game__verdict"),
        cls="kachuful-game__result", data_seed=record.seed, data_players=len(seats),
        data_final=" ".join(str(t) for t in record.totals),
    )


def game_result(players: int, seed: int, rules: Rules, lang: str) -> dict[str, Any]:
    record = record_program(seat_names(players), rules, seed)
    return {
        "players": players,
        "seed": seed,
        "rules": rules.to_json(),
        "seats": list(record.seats),
        "deals": [row.number for row in record.rows],
        "done": ntr(lang, "Program played: {n} deal, seed {seed}.", "Program played: {n} deals, seed {seed}.",
                    len(record.rows), seed=seed),
        "running": [list(t) for t in record.running_totals],
        "totals": list(record.totals),
        "body": game_view(record, lang),
    }


# --- requests and shortcodes --------------------------------------------------------------------


def _players(value: int) -> int:
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise MalformedInput("value-out-of-range", field="players", low=MIN_PLAYERS, high=MAX_PLAYERS)
    return value


def _seed(value: int) -> int:
    if not 0 <= value <= MAX_SEED:
        raise MalformedInput("value-out-of-range", field="seed", low=0, high=MAX_SEED)
    return value


@op("kachuful.program")
def _program_op(request: dict[str, Any], lang: str) -> Any:
    players = _players(optional(request, "players", int, DEFAULT_PLAYERS))
    rules = Rules.from_json(optional(request, "rules", dict, {}))
    return {"players": players, "deals": len(program(players, rules)),
            "body": program_view(players, rules, lang)}


@op("kachuful.bot-program")
def _bot_program_op(request: dict[str, Any], lang: str) -> Any:
    players = _players(optional(request, "players", int, DEFAULT_PLAYERS))
    seed = _seed(optional(request, "seed", int, DEFAULT_SEED))
    rules = Rules.from_json(optional(request, "rules", dict, {}))
    return game_result(players, seed, rules, lang)


def parse_args(args: list[str], allowed: tuple[str, ...]) -> tuple[Rules, dict[str, int]]:
    """Shortcode arguments: rule switches by name, and ``name=N`` numbers among ``allowed``."""
    switches: dict[str, bool] = {}
    numbers: dict[str, int] = {}
    for arg in args:
        name, _, value = arg.partition("=")
        if arg in RULE_ARGS:
            field, on = RULE_ARGS[arg]
            switches[field] = on
        elif name in allowed and value.isascii() and value.isdigit() and len(value) <= 9:
            numbers[name] = int(value)
        else:
            raise MalformedInput("field-unknown", field=arg)
    return Rules(**switches), numbers


def _body(view: Node) -> Node:
    return el("div", view, cls="widget__body")


@shortcode("kachuful-program")
def program_shortcode(args: list[str], lang: str) -> str:
    rules, numbers = parse_args(args, ("players",))
    players = _players(numbers.get("players", DEFAULT_PLAYERS))
    return widget_html(
        "kachuful-program", lang, _body(program_view(players, rules, lang)), messages=PROGRAM_UI,
        data={"players": players, "counts": PLAYER_COUNTS, "count_labels": count_labels(lang),
              "rules": rules.to_json()},
        label=tr(lang, N_("The program of deals")),
    )


@shortcode("kachuful-game")
def game_shortcode(args: list[str], lang: str) -> str:
    rules, numbers = parse_args(args, ("players", "seed"))
    players = _players(numbers.get("players", DEFAULT_PLAYERS))
    seed = _seed(numbers.get("seed", DEFAULT_SEED))
    result = game_result(players, seed, rules, lang)
    data = {k: result[k] for k in ("players", "seed", "rules", "seats", "deals", "running")}
    data["max_seed"] = MAX_SEED
    data["counts"] = PLAYER_COUNTS
    data["count_labels"] = count_labels(lang)
    return widget_html(
        "kachuful-game", lang, _body(result["body"]), messages=GAME_UI, data=data,
        label=tr(lang, N_("A whole program played by bots")),
    )
