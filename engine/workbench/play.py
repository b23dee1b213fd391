"""Any game against the computer: the reader plays one seat on the card table, the computer the others.

``[[play GAME]]`` (alone on its line; GAME is a registered game's name) renders the deal for seed 1 as
the reader's seat (the first) sees it, as a picture (its cards are images, it asks for no touch: nothing
can be played before a game is dealt, and a newcomer's touch on a card must not go unanswered), with
the game's form to try any move if it has one (Go Fish's "try any ask":
:class:`~engine.core.spec.TryForm`); the script (``docs/assets/js/widgets/play.js``)
lets the reader choose the number of players, the computer's level, the game's choice of rules if it has
one (Kachuful's program: :class:`~engine.core.spec.PlayRules`) and a deal number, deal, and play on the
table. Every move goes through the workbench's operations (``workbench.view``, ``workbench.play``,
``workbench.bots`` with the reader's seat as the view): the line of moves travels with each request
and the engine replays it through the rules, so a refused move changes nothing. Nothing here names a
game: the players, the levels, the table and the form are the game's spec's.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import N_, tr
from ..core.moves import move_json
from ..core.spec import MAX_SEED, GameSpec, seat_names
from ..games import spec
from ..ops import shortcode
from ..present.table import TABLE_UI
from ..present.tree import el
from ..present.widget import SESSION_UI, widget_html
from .config import DEFAULT_SEED, Config
from .replay import replay
from .view import draw_table

PLAY_UI = {
    "players": N_("Players"),
    "level": N_("The computer’s level"),
    "seed": N_("Deal number"),
    "seed-hint": N_("The same number always deals the same cards: note it to play this deal again."),
    "deal": N_("Deal the cards"),
    "ready": N_("Choose the number of players, the computer’s level and a deal number, then deal the cards: "
                "you are {seat}, the computer plays the other seats."),
    "dealt": N_("New game, deal number {seed}: you are {seat}."),
    "seed-invalid": N_("The deal number must be a whole number from 0 to {max}."),
    "coach": N_("Ask the coach"),
    "coach-wait": N_("The coach is thinking…"),
    # L10N: {move} is the move the coach suggests, as a sentence (Ana asks Bruno for their aces.)
    "coach-move": N_("The coach (the computer’s strong level) would play: {move}"),
    "coached": N_("(coached)"),
    "undo": N_("Take back my last move"),
    "undone": N_("Move taken back: your turn again."),
    "your-turn": N_("Your turn: play on the table."),
    "waiting": N_("{seat} is playing…"),
    "over": N_("The game is over: the result is shown with the table."),
    "refused": N_("Refused: {attempt}"),
    "log": N_("What happened"),
    "review-title": N_("Looking back on your game"),
    "review-wait": N_("The computer’s strong level is going over your moves…"),
    "review-failed": N_("Your game could not be looked back on."),
    "review-move": N_("Move {step}."),
    # L10N: {move} is a move as a sentence (Ana asks Bruno for their aces.)
    "review-played": N_("You played: {move}"),
    # L10N: {move} is a move as a sentence (Ana asks Carmen for their aces.)
    "review-better": N_("Better: {move}"),
    "review-replay": N_("Try this move again"),
    "review-trying": N_("Back before move {step}: find a better move."),
    "review-card": N_("A mistake from one of your games (deal number {seed}): find a better move than the "
                      "one you played here."),
    "review-wrong": N_("Still a mistake."),
    "review-queued": N_("These mistakes are in your review queue: they come back on the learn page, to be "
                        "played again."),
    "failed": N_("The rules engine could not start in this browser: the deal shown above stays readable."),
    **TABLE_UI,
    **SESSION_UI,
}


def _try_form(game: GameSpec, you: str, lang: str) -> dict[str, Any] | None:
    """The game's form to try any move (its texts in ``lang``), with every move it offers at the largest
    table: the page offers those whose seats are at its table, and sends the one chosen as it is."""
    form = game.try_form
    if form is None:
        return None
    moves = [move_json(m) for m in form.moves(seat_names(max(game.players)), you)]
    fields = []
    for f in form.fields:
        values = list(dict.fromkeys(str(m[f.name]) for m in moves))
        fields.append({"name": f.name, "label": tr(lang, f.label), "seat": f.seat, "values": values})
    return {"title": tr(lang, form.title), "note": tr(lang, form.note), "button": tr(lang, form.button),
            "fields": fields, "moves": moves}


@shortcode("play")
def play_shortcode(args: list[str], lang: str) -> str:
    if len(args) != 1:
        raise MalformedInput("game-unknown", game=" ".join(args)[:40])
    game = spec(args[0])
    seats = seat_names(game.default_players)
    you = seats[0]
    choices = game.play_rules.choices if game.play_rules else ()
    first = dict(choices[0][2]) if choices else {}  # a first game's rules: the deal shown is theirs
    config = Config(game.name, game.default_players, DEFAULT_SEED, first, ())
    preview = draw_table(game, replay(config, lang).states[0], you, lang, 0, reader=you)
    data = {
        "game": game.name, "seat": you, "players": list(game.players),
        "default_players": game.default_players, "seed": DEFAULT_SEED, "max_seed": MAX_SEED,
        "levels": [{"name": name, "label": tr(lang, level.label)} for name, level in game.bots.items()],
        "level": game.first_level,  # a first game against the computer: its weakest level
    }
    if game.play_rules is not None:
        data["rules"] = {"label": tr(lang, game.play_rules.label), "choices": [
            {"name": name, "label": tr(lang, label), "rules": dict(rules)} for name, label, rules in choices]}
    tries = _try_form(game, you, lang)
    if tries is not None:
        data["try"] = tries
    body = el("div", preview, cls="widget__body")
    return widget_html("play", lang, body, messages=PLAY_UI, data=data,
                       label=tr(lang, N_("{game} against the computer"), game=tr(lang, game.title)))
