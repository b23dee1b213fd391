"""The workbench: any game, any seat, bots or not, a history with branches, a share link.

``[[workbench GAME]]`` (alone on its line; GAME is ``literature``, ``kachuful`` or ``go-fish``) renders
the deal for seed 1 at build time; the script (``docs/assets/js/widgets/workbench.js``) keeps a tree
of lines (each an action list from the deal) and asks these stateless operations for everything it
shows. Every request names the game, the players, the seed, the rule switches and a ``line`` (the
actions from the deal): the engine replays it through the rules each time and trusts nothing.

``workbench.view``  {game, players, seed, rules, line, at, view?, panel?}: the position after the first
                    ``at`` actions of ``line``: the table (whole, or what seat ``view`` may know), the
                    legal actions of the seat to move, every step of ``line`` narrated, the game's
                    panel (deduction, hints and score, or what each player was seen to ask and
                    receive) for seat ``panel`` (else the view's seat, else the seat to move), the
                    result once over and the share link of the position.
``workbench.try``   {..., line (the actions so far), action}: ``action`` judged by the rules: accepted
                    (with its canonical text) or refused with every reason in the request's language.
``workbench.bots``  {..., line, mode ("one", "auto", "end"), bots?}: the computer's actions from the end
                    of ``line``: one, as long as a seat listed in ``bots`` is to move, or to the end.
``workbench.link``  {fragment, game}: a share link read back (``wb=`` + base64url of zlib-compressed
                    compact JSON), checked field by field and replayed; anything wrong is refused
                    with a sentence in the request's language.

The bots are those of :mod:`engine.play` with the same random source (:func:`engine.play.bot_rng`):
a seed played to the end here is the game ``play.bot`` plays for that seed.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass, fields
from typing import Any

from .core.errors import EngineError, IllegalAction, MalformedInput
from .core.i18n import N_, ntr, tr
from .core.messages import describe, describe_error, narrate, register
from .core.rng import Rng
from .games import adapter
from .ops import op, shortcode
from .play import MAX_SEED, PLAYABLE, SEAT_NAMES, Playable, bot_rng
from .present.cards import card, hand
from .present.tree import Node, el
from .present.widget import widget_html

MAX_LINE = 1500  # actions in a line (the longest real games are far shorter)
MAX_ACTION = 120  # characters of one action's text
MAX_FRAGMENT = 16_000  # characters of a share link's fragment
MAX_JSON = 200_000  # bytes of a share link once inflated
MAX_BOT_MOVES = 1500
LINK_PREFIX = "wb="
DEFAULT_SEED = 1
DEFAULT_PLAYERS = {"literature": 6, "kachuful": 4, "go-fish": 3}
TITLES = {"literature": N_("Literature workbench"), "kachuful": N_("Kachuful workbench"),
          "go-fish": N_("Go Fish workbench")}

MESSAGES = {
    "workbench.line-malformed": N_("The moves cannot be read: “{field}” is not a list of actions."),
    "workbench.line-illegal": N_("Move {step} cannot be played: {reason}"),
    "workbench.link-unreadable": N_("This share link cannot be read: it is damaged or incomplete."),
    "workbench.link-too-long": N_("This share link is too long to describe a game of this workbench."),
    "workbench.link-field": N_("This share link cannot be read: its field “{field}” is missing or wrong."),
    "workbench.link-other-game": N_("This share link is for another game: open it on that game’s workbench."),
    "workbench.link-refused": N_("This share link cannot be replayed: {reason}"),
}
register(MESSAGES)

# Short labels of the rule switches (the variants pages define them precisely).
RULE_LABELS = {
    "literature": {
        "misplaced_to_opponents": N_("A claim with a misplaced card gives the set to the opponents"),
        "claims_any_time": N_("Claims at any time"),
        "win_at_five": N_("The game ends at five sets"),
        "shared_claims": N_("Shared claims (naming opponents)"),
        "pass_turn": N_("A player may pass the turn to a partner"),
    },
    "kachuful": {
        "dealer_restriction": N_("The dealer may not make the bids total the tricks"),
        "short_program": N_("Short program"),
        "miss_penalty": N_("A missed bid costs the difference"),
        "per_trick_scoring": N_("One point per trick, plus 10 for an exact bid"),
    },
    "go-fish": {
        "pagat_ending": N_("The game stops when a hand or the stock is empty"),
        "pagat_deal": N_("Seven cards each to two players only"),
        "continue_on_lucky_draw": N_("A drawn card that completes a book continues the turn"),
    },
}

UI = {
    "new": N_("Deal the cards"),
    "setup": N_("The deal"),
    "players": N_("Players"),
    "seed": N_("Seed"),
    "rules": N_("Rule variants"),
    "seed-invalid": N_("The seed must be a whole number from 0 to {max}."),
    "ready": N_("Choose a seed, the players and the variants, then deal."),
    "dealt": N_("New deal, seed {seed}."),
    "seats": N_("Who plays each seat"),
    "human": N_("Human"),
    "bot": N_("Computer"),
    "bot-one": N_("Computer plays one move"),
    "bot-end": N_("Play to the end"),
    "view": N_("Show"),
    "view-all": N_("The whole table"),
    "view-seat": N_("What {seat} may know"),
    "moves": N_("Moves"),
    "to-play": N_("{seat} to play."),
    "hidden-moves": N_("{seat} to play: their choices are hidden in this view; the field below still works."),
    "over": N_("The game is over."),
    "legal-group": N_("Legal moves of {seat}"),
    "claims": N_("Certain claims of {seat}"),
    "try": N_("Try an action"),
    "try-note": N_("In the game’s notation, for example: {example}. The rules say whether it is allowed."),
    "try-button": N_("Try"),
    "refused": N_("Refused: {attempt}"),
    "refused-plain": N_("Refused."),
    "played": N_("Played: {action}"),
    "history": N_("History"),
    "lines": N_("Line"),
    "line-option": N_("Line {n} (moves: {moves})"),
    "step-deal": N_("The deal"),
    "at-step": N_("Position after move {step} of {total}."),
    "panel": N_("Analysis"),
    "share": N_("Share this position"),
    "share-link": N_("Link"),
    "copy": N_("Copy the link"),
    "copied": N_("Link copied."),
    "link-loaded": N_("Position restored from the share link."),
    "link-refused": N_("The share link was refused: {message}"),
    "link-too-long": MESSAGES["workbench.link-too-long"],
    "failed": N_("The rules engine could not start in this browser: the deal shown above stays readable."),
}

EXAMPLES = {"literature": "ask A B 3♠ · claim A low-♠ A:2♠,3♠,4♠ C:5♠,6♠,7♠", "kachuful": "bid B 2",
            "go-fish": "ask A B 7"}

PANEL = {
    "hint": N_("Hint for {seat}"),
    "score": N_("Running score"),
    "seat": N_("Seat"),
    "bid": N_("Bid"),
    "tricks": N_("Tricks"),
    "total": N_("Score"),
    "no-hint": N_("No hint: nobody is to play."),
    "hint-hidden": N_("The hint is for {seat}, whose hand this view hides."),
    "seen": N_("What each player was seen to ask and receive"),
    "asked": N_("Asked for"),
    "received": N_("Received"),
    "surely": N_("Surely holds"),
    "player": N_("Player"),
    "card": N_("Card"),
    "holders": N_("Possible holders"),
    "possible": N_("Where each card in play may be, for {seat}"),
    "exact": N_("Exact chances, over {n} possible deals."),
    "sampled": N_("Estimated chances, from {n} sampled deals."),
    "cards": N_("Cards"),
    "hand": N_("Hand"),
    "your-hand": N_("{seat}’s hand"),
}


# --- configuration: what a request and a share link carry ------------------------------------------


@dataclass(frozen=True)
class Config:
    game: str
    players: int
    seed: int
    rules: dict[str, bool]
    line: tuple[str, ...]

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(SEAT_NAMES[: self.players])


def _int(value: Any, name: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise MalformedInput("field-wrong-type", field=name, expected="int")
    if not low <= value <= high:
        raise MalformedInput("value-out-of-range", field=name, low=low, high=high)
    return value


def switches(game: str) -> tuple[str, ...]:
    return tuple(RULE_LABELS.get(game, {}))


def _playable(game: Any) -> tuple[str, Any, Playable]:
    if not isinstance(game, str) or game not in PLAYABLE:
        raise MalformedInput("game-unknown", game=str(game)[:40])
    return game, adapter(game), PLAYABLE[game]


def read_config(request: Any) -> Config:
    if not isinstance(request, dict):
        raise MalformedInput("field-wrong-type", field="request", expected="object")
    game, _, playable = _playable(request.get("game"))
    players = _int(request.get("players"), "players", min(playable.players), max(playable.players))
    if players not in playable.players:
        raise MalformedInput("play.players-invalid", field="players", count=players,
                             allowed=", ".join(map(str, playable.players)))
    seed = _int(request.get("seed"), "seed", 0, MAX_SEED)
    rules = request.get("rules", {})
    if not isinstance(rules, dict):
        raise MalformedInput("field-wrong-type", field="rules", expected="object")
    for key, value in rules.items():
        if key not in switches(game):
            raise MalformedInput("field-unknown", field=f"rules.{str(key)[:40]}")
        if not isinstance(value, bool):
            raise MalformedInput("field-wrong-type", field=f"rules.{key}", expected="bool")
    line = request.get("line", [])
    if not isinstance(line, list) or len(line) > MAX_LINE:
        raise MalformedInput("workbench.line-malformed", field="line")
    if not all(isinstance(a, str) and 0 < len(a) <= MAX_ACTION for a in line):
        raise MalformedInput("workbench.line-malformed", field="line")
    return Config(game, players, seed, {k: rules[k] for k in switches(game) if k in rules}, tuple(line))


def _reason(exc: EngineError, lang: str) -> str:
    if isinstance(exc, IllegalAction):
        return " ".join(describe(v, lang) for v in exc.violations)
    return describe_error(exc, lang)


@dataclass
class Replay:
    config: Config
    ad: Any
    playable: Playable
    states: list[Any]  # the deal, then the state after each action of the line
    actions: list[Any]


def replay(config: Config, lang: str, upto: int | None = None) -> Replay:
    """The line replayed through the rules (its first ``upto`` actions): a move that cannot be read
    or that the rules refuse is ``workbench.line-illegal`` naming it."""
    _, ad, playable = _playable(config.game)
    state = playable.new(config.seats, dict(config.rules), Rng(config.seed))
    states, actions = [state], []
    for step, text in enumerate(config.line[:upto], 1):
        try:
            if playable.over(state):
                raise MalformedInput("play.game-over")
            action = ad.parse_action(text)
            violations = tuple(ad.explain(state, action))
            if violations:
                raise IllegalAction(violations)
        except EngineError as exc:
            raise MalformedInput("workbench.line-illegal", step=step, reason=_reason(exc, lang),
                                 field="line") from None
        state = ad.apply(state, action)
        states.append(state)
        actions.append(action)
    return Replay(config, ad, playable, states, actions)


# --- share links ------------------------------------------------------------------------------------


def encode_link(config: Config, at: int) -> str:
    data = {"g": config.game, "p": config.players, "s": config.seed, "r": config.rules,
            "m": list(config.line), "a": at}
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return LINK_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


_B64URL = re.compile(r"[A-Za-z0-9_-]*")


def decode_link(fragment: Any, game: str | None, lang: str) -> tuple[Config, int]:
    """The configuration and step of a share link, checked and replayed (refused with a sentence)."""
    if not isinstance(fragment, str):
        raise MalformedInput("workbench.link-unreadable")
    if len(fragment) > MAX_FRAGMENT:
        raise MalformedInput("workbench.link-too-long")
    text = fragment.removeprefix("#")
    if not text.startswith(LINK_PREFIX):
        raise MalformedInput("workbench.link-unreadable")
    body = text[len(LINK_PREFIX):]
    if not body or not _B64URL.fullmatch(body) or len(body) % 4 == 1:
        raise MalformedInput("workbench.link-unreadable")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON)
        if inflater.unconsumed_tail:
            raise MalformedInput("workbench.link-too-long")
        if not inflater.eof:
            raise ValueError("truncated")
        data = json.loads(raw.decode("utf-8"))
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError, RecursionError):
        raise MalformedInput("workbench.link-unreadable") from None
    if not isinstance(data, dict) or set(data) - {"g", "p", "s", "r", "m", "a"}:
        raise MalformedInput("workbench.link-unreadable")
    names = {"g": "game", "p": "players", "s": "seed", "r": "rules", "m": "moves", "a": "step"}
    for key in ("g", "p", "s", "m", "a"):
        if key not in data:
            raise MalformedInput("workbench.link-field", field=names[key])
    if not isinstance(data["g"], str) or data["g"] not in PLAYABLE:
        raise MalformedInput("workbench.link-field", field="game")
    if game is not None and data["g"] != game:
        raise MalformedInput("workbench.link-other-game")
    request = {"game": data["g"], "players": data["p"], "seed": data["s"], "rules": data.get("r", {}),
               "line": data["m"]}
    try:
        config = read_config(request)
    except MalformedInput as exc:
        field = str(exc.params.get("field", "moves")).split(".")[0]
        field = {"line": "moves", "request": "moves"}.get(field, field)
        raise MalformedInput("workbench.link-field", field=field if field in names.values() else "moves") \
            from None
    at = data["a"]
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= len(config.line):
        raise MalformedInput("workbench.link-field", field="step")
    try:
        replay(config, lang)
    except EngineError as exc:
        raise MalformedInput("workbench.link-refused", reason=describe_error(exc, lang)) from None
    return config, at


# --- what the page shows ------------------------------------------------------------------------------


def _turn(state: Any, playable: Playable) -> str | None:
    return None if playable.over(state) else state.seats[state.turn]


def _verb(action: Any) -> str:
    return str(action).split(" ", 1)[0]


def seat_table(game: str, state: Any, seat: str, lang: str) -> Node:
    """The table as ``seat`` may know it: other hands as counts only."""
    playable = PLAYABLE[game]
    if playable.table_for is not None:
        return playable.table_for(state, seat, lang)
    if game == "literature":
        from .literature import present as lit

        return el("div", lit._scores(state, lang), _hands(state, seat, lang, with_bids=False),
                  lit._sets(state, lang), lit._last_question(state, lang),
                  cls="literature-table workbench-seat-view", data_seat=seat)
    from .kachuful import present as kp

    full = kp.present(state, lang)
    header = full["children"][0]
    return el("div", header, _hands(state, seat, lang, with_bids=True), kp._constraint(state, lang),
              kp._scores(state, lang), cls="kachuful-table workbench-seat-view", data_seat=seat)


def _hands(state: Any, seat: str, lang: str, with_bids: bool) -> Node:
    labels = [tr(lang, PANEL["seat"])]
    if with_bids:
        labels += [tr(lang, PANEL["bid"]), tr(lang, PANEL["tricks"])]
    labels.append(tr(lang, PANEL["hand"]))
    rows = []
    over = PLAYABLE["kachuful" if with_bids else "literature"].over(state)
    for i, name in enumerate(state.seats):
        held = state.hands[i]
        if name == seat and held:
            shown: Node | str = hand(held, lang, tr(lang, PANEL["your-hand"], seat=name))
        else:
            shown = el("span", ntr(lang, "{n} card", "{n} cards", len(held)), cls="hidden-hand",
                       data_cards=len(held))
        turn = not over and i == state.turn
        marks = [el("small", tr(lang, N_("to play")), cls="badge badge--turn")] if turn else []
        cells = [el("th", name, " ", *marks, scope="row")]
        if with_bids:
            bid = state.bids[i]
            cells += [el("td", "–" if bid is None else str(bid), data_label=labels[1]),
                      el("td", str(state.won[i]), data_label=labels[2])]
        cells.append(el("td", shown, data_label=labels[-1]))
        rows.append(el("tr", *cells, cls="is-turn" if turn else None, data_seat=name))
    head = el("tr", *[el("th", label, scope="col") for label in labels])
    return el("table", el("thead", head), el("tbody", *rows), cls="seats")


def _pct(p: float) -> str:
    return f"{round(p * 100)}\u00a0%"


def panel(game: str, state: Any, seat: str | None, view_seat: str | None, lang: str) -> Node:
    if game == "literature":
        return _literature_panel(state, seat, lang)
    if game == "kachuful":
        return _kachuful_panel(state, view_seat, lang)
    return _gofish_panel(state, view_seat, lang)


def _literature_panel(state: Any, seat: str | None, lang: str) -> Node:
    from .literature import present as lit
    from .literature.halfsuits import HALF_SUITS
    from .literature.knowledge import knowledge_of
    from .literature.probability import probabilities

    if seat is None:
        return el("div", cls="workbench-panel")
    know = knowledge_of(state, seat)
    probs = probabilities(know, budget=100_000, samples=400, seed=0)
    rows = []
    order = {c: i for i, c in enumerate(c for h in HALF_SUITS for c in h.cards)}
    for c in sorted(know.possible, key=lambda x: order.get(x, 99)):
        holders = know.possible[c]
        if len(holders) == 1 and holders[0] == seat:
            continue
        parts = " · ".join(f"{h} {_pct(probs.of(c, h))}" for h in holders)
        rows.append(el("tr", el("th", card(c, lang), scope="row"),
                       el("td", parts, data_label=tr(lang, PANEL["holders"])),
                       data_certain="true" if len(holders) == 1 else None))
    note = (tr(lang, PANEL["exact"], n=probs.deals) if probs.exact
            else tr(lang, PANEL["sampled"], n=probs.samples))
    table = el("table", el("caption", tr(lang, PANEL["possible"], seat=seat)),
               el("thead", el("tr", el("th", tr(lang, PANEL["card"]), scope="col"),
                              el("th", tr(lang, PANEL["holders"]), scope="col"))),
               el("tbody", *rows), cls="workbench-holders")
    return el("div", lit._knowledge(state, lang, seat), el("p", note, cls="workbench-note"),
              el("div", table, cls="workbench-scroll", tabindex=0, role="group",
                 aria_label=tr(lang, PANEL["possible"], seat=seat)),
              cls="workbench-panel", data_seat=seat)


def _kachuful_panel(state: Any, view_seat: str | None, lang: str) -> Node:
    from .kachuful.hints import describe as hint_reason
    from .kachuful.hints import suggest

    playable = PLAYABLE["kachuful"]
    turn = _turn(state, playable)
    if turn is None:
        hint: Node = el("p", tr(lang, PANEL["no-hint"]))
    elif view_seat is not None and view_seat != turn:
        hint = el("p", tr(lang, PANEL["hint-hidden"], seat=turn))
    else:
        suggestion = suggest(state)
        action = suggestion.action(turn)
        hint = el("div",
                  el("p", el("strong", narrate(adapter("kachuful").action_event(action), lang)),
                     cls="workbench-hint__move", data_action=str(action)),
                  el("ol", *[el("li", hint_reason(r, lang)) for r in suggestion.reasons]),
                  cls="workbench-hint")
    labels = [tr(lang, PANEL[k]) for k in ("seat", "bid", "tricks", "total")]
    rows = [el("tr", el("th", name, scope="row"),
               el("td", "–" if state.bids[i] is None else str(state.bids[i])),
               el("td", str(state.won[i])), el("td", str(state.totals[i])), data_seat=name)
            for i, name in enumerate(state.seats)]
    score = el("table", el("caption", tr(lang, PANEL["score"])),
               el("thead", el("tr", *[el("th", label, scope="col") for label in labels])),
               el("tbody", *rows), cls="workbench-score")
    return el("div", el("h3", tr(lang, PANEL["hint"], seat=turn or "–")), hint, score,
              cls="workbench-panel")


def _gofish_panel(state: Any, view_seat: str | None, lang: str) -> Node:
    from .core.cards import ALL_RANKS, rank_name
    from .gofish.views import knowledge, view

    v = view(state, view_seat)
    known = knowledge(v)
    labels = [tr(lang, PANEL[k]) for k in ("player", "asked", "received", "surely")]
    rows = []
    for i, name in enumerate(v.seats):
        asked = " ".join(rank_name(r) for r in known.asked[i]) or "–"
        received = (el("span", *[card(c, lang) for c in known.received[i]], cls="workbench-cards")
                    if known.received[i] else "–")
        sure = " ".join(rank_name(r) for r in ALL_RANKS if known.least[i][r]) or "–"
        rows.append(el("tr", el("th", name, scope="row"), el("td", asked, data_label=labels[1]),
                       el("td", received, data_label=labels[2]), el("td", sure, data_label=labels[3]),
                       data_seat=name))
    table = el("table", el("caption", tr(lang, PANEL["seen"])),
               el("thead", el("tr", *[el("th", label, scope="col") for label in labels])),
               el("tbody", *rows), cls="workbench-seen")
    return el("div", el("div", table, cls="workbench-scroll"), cls="workbench-panel")


def _steps(rep: Replay, view_seat: str | None, lang: str) -> list[dict[str, Any]]:
    ad, playable = rep.ad, rep.playable
    logs = [len(ad.events(s)) for s in rep.states]
    events = ad.events(rep.states[-1])

    def seen(chunk: Any) -> list[str]:
        if view_seat is not None and playable.observe is not None:
            chunk = [playable.observe(e, view_seat) for e in chunk]
        return [narrate(e, lang) for e in chunk]

    steps = [{"action": None, "lines": seen(events[: logs[0]])}]
    for i, action in enumerate(rep.actions, 1):
        steps.append({"action": str(action), "seat": getattr(action, "seat", None),
                      "lines": seen(events[logs[i - 1]: logs[i]])})
    return steps


def _optional_seat(request: dict[str, Any], name: str, seats: tuple[str, ...]) -> str | None:
    value = request.get(name) or None
    if value is None:
        return None
    if not isinstance(value, str) or value not in seats:
        raise MalformedInput("play.seat-unknown", field=name, seat=str(value)[:40])
    return value


def _at(request: dict[str, Any], config: Config) -> int:
    return _int(request.get("at", len(config.line)), "at", 0, len(config.line))


def view_block(
    config: Config, at: int, view_seat: str | None, panel_seat: str | None, lang: str,
) -> dict[str, Any]:
    rep = replay(config, lang)
    ad, playable = rep.ad, rep.playable
    state = rep.states[at]
    over = playable.over(state)
    turn = _turn(state, playable)
    legal: list[dict[str, str]] = []
    hidden = False
    if turn is not None and (view_seat is None or view_seat == turn):
        actions = ad.legal_actions(state)
        if config.game == "literature":  # the claims come from the deduction panel
            actions = tuple(a for a in actions if _verb(a) != "claim")
        legal = [{"action": str(a), "label": narrate(ad.action_event(a), lang)} for a in actions[:300]]
    elif turn is not None:
        hidden = True
    if view_seat is not None:
        table, table_view = seat_table(config.game, state, view_seat, lang), "seat"
    else:
        table, table_view = ad.present(state, lang), "full"
    who = panel_seat or view_seat or turn or config.seats[0]
    claims: list[dict[str, str]] = []
    if config.game == "literature" and not over:
        from .literature.knowledge import knowledge_of

        for claim in knowledge_of(state, who).certain_claims():
            if claim.half not in state.resolved:
                claims.append({"action": str(claim), "label": narrate(ad.action_event(claim), lang)})
    return {
        "game": config.game, "seats": list(config.seats), "players": config.players, "seed": config.seed,
        "rules": config.rules, "line": list(config.line), "at": at, "size": len(config.line),
        "turn": turn, "over": over, "legal": legal, "legal_hidden": hidden, "claims": claims,
        "table": table, "table_view": table_view, "view": view_seat,
        "panel": panel(config.game, state, who, view_seat, lang), "panel_seat": who,
        "steps": _steps(rep, view_seat, lang),
        "result": playable.result(state) if over and playable.result else None,
        "link": encode_link(config, at),
    }


# --- the operations -------------------------------------------------------------------------------


@op("workbench.view")
def view_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request)
    at = _at(request, config)
    return view_block(config, at, _optional_seat(request, "view", config.seats),
                      _optional_seat(request, "panel", config.seats), lang)


@op("workbench.try")
def try_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request)
    rep = replay(config, lang)
    state, ad = rep.states[-1], rep.ad
    text = request.get("action")
    if not isinstance(text, str):
        raise MalformedInput("field-wrong-type", field="action", expected="str")
    text = " ".join(text.split())[:MAX_ACTION]
    if rep.playable.over(state):
        return {"accepted": False, "action": text, "attempt": text,
                "refused": [describe_error(MalformedInput("play.game-over"), lang)]}
    try:
        action = ad.parse_action(text)
    except EngineError as exc:
        return {"accepted": False, "action": text, "attempt": text, "refused": [_reason(exc, lang)]}
    violations = tuple(ad.explain(state, action))
    attempt = narrate(ad.action_event(action), lang)
    if violations:
        return {"accepted": False, "action": str(action), "attempt": attempt,
                "refused": [describe(v, lang) for v in violations]}
    return {"accepted": True, "action": str(action), "attempt": attempt, "refused": []}


@op("workbench.bots")
def bots_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request)
    rep = replay(config, lang)
    state, ad, playable = rep.states[-1], rep.ad, rep.playable
    mode = request.get("mode")
    if mode not in ("one", "auto", "end"):
        raise MalformedInput("field-wrong-type", field="mode", expected="one | auto | end")
    bots = request.get("bots", [])
    if not isinstance(bots, list) or not all(isinstance(b, str) and b in config.seats for b in bots):
        raise MalformedInput("play.seats-invalid", field="bots")
    played: list[str] = []
    moves = len(config.line)
    while not playable.over(state) and len(played) < MAX_BOT_MOVES and moves < MAX_LINE:
        if mode == "auto" and state.seats[state.turn] not in bots:
            break
        action = playable.bot(state, bot_rng(config.seed, moves))
        state = ad.apply(state, action)
        played.append(str(action))
        moves += 1
        if mode == "one":
            break
    return {"actions": played, "over": playable.over(state)}


@op("workbench.link")
def link_op(request: dict[str, Any], lang: str) -> Any:
    game = request.get("game")
    config, at = decode_link(request.get("fragment"), game if isinstance(game, str) else None, lang)
    return {"game": config.game, "players": config.players, "seed": config.seed, "rules": config.rules,
            "line": list(config.line), "at": at}


# --- the shortcode ------------------------------------------------------------------------------------


def _messages(game: str) -> dict[str, str]:
    msgs = dict(UI)
    for name, label in RULE_LABELS[game].items():
        msgs["rule-" + name.replace("_", "-")] = label
    return msgs


@shortcode("workbench")
def workbench_shortcode(args: list[str], lang: str) -> str:
    if len(args) != 1 or args[0] not in PLAYABLE:
        raise MalformedInput("game-unknown", game=" ".join(args)[:40])
    game = args[0]
    playable = PLAYABLE[game]
    config = Config(game, DEFAULT_PLAYERS[game], DEFAULT_SEED, {}, ())
    block = view_block(config, 0, None, None, lang)
    rules_cls = _rules_class(game)
    defaults = {f.name: f.default for f in fields(rules_cls) if f.name in RULE_LABELS[game]}
    data = {
        "game": game, "players": list(playable.players), "default_players": config.players,
        "seed": DEFAULT_SEED, "max_seed": MAX_SEED,
        "rules": [{"name": k, "default": v} for k, v in defaults.items()],
        "example": EXAMPLES[game], "max_line": MAX_LINE,
    }
    body = el("div", el("div", block["table"], cls="workbench__table"), cls="widget__body")
    return widget_html("workbench", lang, body, messages=_messages(game), data=data,
                       label=tr(lang, TITLES[game]))


def _rules_class(game: str) -> Any:
    if game == "literature":
        from .literature.rules import Rules
    elif game == "kachuful":
        from .kachuful.rules import Rules
    else:
        from .gofish.rules import Rules
    return Rules
