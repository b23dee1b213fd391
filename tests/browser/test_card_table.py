"""The card table, as a reader plays on it: every move made by touching cards, seats, bids and the stock
(or with the keyboard only), judged by the engine; illegal touches refused with the engine's reason and
nothing changed; the seat view hiding the other hands; no action notation anywhere on the page.

The moves are the game the computer plays from the same position in CPython, so each touch is checked
against the engine's own line (the table's ``data-ply`` and the history grow by one each time)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from engine.bridge import handle
from engine.core.messages import describe
from engine.core.moves import move_json
from engine.core.seats import seat_label
from engine.core.setup import Setup
from engine.games import spec
from engine.literature.halfsuits import HALF_SUITS
from engine.workbench import Config, encode_link, replay

from .conftest import WORKBENCH_PATH as PATH
from .conftest import axe_violations, claim_on_table, open_workbench, settle

LANGS = ["fr", "es"]
NOTATION = re.compile(r"\b(ask|claim|pass|bid|play|draw) [A-H]\b")
# The positions played: Literature and Go Fish from their default deal, Kachuful a whole three-card deal
# (deal 11 of the four-player program).
CONFIGS = {
    "literature": Config("literature", 6, 1, {}, ()),
    "kachuful": Config("kachuful", 4, 2, {}, (), Setup(deal=11)),
    "go-fish": Config("go-fish", 3, 1, {}, ()),
}
MOVES = {"literature": 12, "kachuful": 16, "go-fish": 14}


def computer_line(config: Config, count: int) -> list[str]:
    request = {"op": "workbench.bots", "lang": "fr", "game": config.game, "players": config.players,
               "seed": config.seed, "rules": {}, "setup": config.setup.to_json() if config.setup else None,
               "line": [], "mode": "end"}
    reply = json.loads(handle(json.dumps(request)))
    return list(reply["result"]["actions"][:count])


def open_table(page: Page, site_url: str, lang: str, config: Config) -> tuple[Locator, int]:
    link = encode_link(config, len(config.line), (), lang)
    page.goto("about:blank")  # a new page load: the same page with another link only changes the hash
    root = open_workbench(page, site_url + PATH[lang].format(game=config.game) + "#" + link)
    expect(root).to_have_attribute("data-link", "restored")
    expect(root).to_have_attribute("data-busy", "false")
    return root, int(root.get_attribute("data-done") or 0)


def table(root: Locator) -> Locator:
    return root.locator(".widget__body [data-table]")


def as_move(game: str, text: str, lang: str = "fr") -> dict[str, Any]:
    return move_json(spec(game).adapter.parse_action(text))


def card_button(root: Locator, move: dict[str, Any]) -> Locator:
    if "card" in move:
        return table(root).locator(f'button[data-card="{move["card"]}"]')
    return table(root).locator(f'.table-hand button[data-rank="{move["rank"]}"]').first


def focus_to(page: Page, group: Locator, attr: str, value: str) -> None:
    """Keyboard only: into ``group`` at its tab stop (where Tab lands), then arrows to ``value``."""
    group.locator("button[tabindex='0']").first.focus()
    for _ in range(60):
        if page.evaluate(f"document.activeElement.dataset['{attr}']") == value:
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"{attr}={value} not reached with the arrows")


def touch(page: Page, root: Locator, move: dict[str, Any], keyboard: bool = False) -> None:
    """Make ``move`` on the table: a card (or its rank), then a seat; a bid; the stock; a claim."""
    t = table(root)
    if move["kind"] == "claim":
        return claim(root, move)
    if "card" in move or "rank" in move:
        button = card_button(root, move)
        if keyboard:
            group = t.locator(".table-hand__cards" if button.evaluate(
                "(b) => Boolean(b.closest('.table-hand'))") else ".table-actions__cards")
            key = "card" if "card" in move else "rank"
            focus_to(page, group, key, str(move[key]))
            page.keyboard.press("Enter")
        else:
            button.click()
    seat = move.get("target") or move.get("to")
    if seat:
        button = t.locator(f'button[data-seat="{seat}"]')
        expect(button).to_be_enabled()
        if keyboard:
            if "card" not in move and "rank" not in move:
                t.locator(".table-ring button[data-seat]:not([disabled])").first.focus()
            for _ in range(10):
                if page.evaluate("document.activeElement.dataset.seat") == seat:
                    break
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
        else:
            button.click()
    if "value" in move:
        if keyboard:
            focus_to(page, t.locator(".table-actions__bids"), "bid", str(move["value"]))
            page.keyboard.press("Enter")
        else:
            t.locator(f'button[data-bid="{move["value"]}"]').click()
    if move["kind"] == "draw":
        button = t.locator('button[data-kind="draw"]')
        if keyboard:
            button.focus()
            page.keyboard.press("Enter")
        else:
            button.click()
    return None


def claim(root: Locator, move: dict[str, Any]) -> None:
    """The claim builder of the workbench's table (conftest.claim_on_table)."""
    claim_on_table(table(root), move)


def play_line(page: Page, root: Locator, done: int, game: str, moves: list[str], keyboard: bool) -> int:
    for i, text in enumerate(moves):
        expect(table(root)).to_have_attribute("data-ply", str(i))
        touch(page, root, as_move(game, text), keyboard)
        done = settle(root, done)
        expect(root).to_have_attribute("data-refused", "0")
        expect(table(root)).to_have_attribute("data-ply", str(i + 1))
    steps = root.locator(".workbench__steps button")
    assert steps.evaluate_all("(nodes) => nodes.map((node) => node.dataset.action)")[1:] == moves
    return done


def no_notation(page: Page) -> None:
    shown = page.locator("body").inner_text()
    found = NOTATION.findall(shown)
    assert not found, f"action notation visible on the page: {found[:5]}"


def play_the_computer_line(page: Page, site_url: str, lang: str, game: str,
                           keyboard: bool) -> tuple[Locator, int, list[str]]:
    """The game's workbench table opened, then the computer's line of MOVES[game] moves played on it by
    touch or by keyboard: the table's root, its steps done, the moves."""
    config = CONFIGS[game]
    root, done = open_table(page, site_url, lang, config)
    moves = computer_line(config, MOVES[game])
    assert len(moves) == MOVES[game]
    return root, play_line(page, root, done, game, moves, keyboard=keyboard), moves


@pytest.mark.parametrize("game", list(CONFIGS))
@pytest.mark.parametrize("lang", LANGS)
def test_moves_by_touch(guarded: Page, site_url: str, lang: str, game: str) -> None:
    page = guarded
    config = CONFIGS[game]
    root, done, moves = play_the_computer_line(page, site_url, lang, game, keyboard=False)
    no_notation(page)
    state = replay(config.with_line(tuple(moves)), lang).state
    if game == "kachuful":  # the whole deal is played: its score is on the sheet
        expect(table(root).locator(".score-sheet")).to_be_visible()
    if game == "literature":  # and a claim, built on the table: the rules decide its outcome
        turn = state.seats[state.turn]
        team = state.team_seats(state.turn % 2)
        half = next(h for h in HALF_SUITS if any(c in state.hands[state.turn] for c in h.cards))
        named = [[str(c), next((s for s in team if c in state.hands[state.seats.index(s)]), turn)]
                 for c in half.cards]
        move = {"kind": "claim", "seat": turn, "half": half.label, "named": named}
        claim(root, move)
        done = settle(root, done)
        expect(table(root)).to_have_attribute("data-ply", str(len(moves) + 1))
        after = spec(game).adapter.apply(state, spec(game).read_move(move))
        outcome, got = after.sets[-1].outcome, after.sets[-1].team
        if outcome == "opponents":  # a lost claim: the half-suit beside the team that got it
            expect(table(root).locator(f'.table-head .set--opponents[data-team="{got}"]')).to_have_count(1)
            expect(table(root).locator(f'[data-seat-box="{turn}"] .set--opponents')).to_have_count(0)
        else:
            expect(table(root).locator(f'[data-seat-box="{turn}"] .set--{outcome}')).to_have_count(1)
    assert axe_violations(page) == []


@pytest.mark.parametrize("game", list(CONFIGS))
@pytest.mark.parametrize("lang", LANGS)
def test_moves_with_the_keyboard_only(guarded: Page, site_url: str, lang: str, game: str) -> None:
    play_the_computer_line(guarded, site_url, lang, game, keyboard=True)


def refusal(root: Locator, done: int, button: Locator, reasons: list[str]) -> int:
    ply = table(root).get_attribute("data-ply")
    shown = root.locator(".widget__body").inner_text()
    expect(button).to_have_attribute("aria-disabled", "true")
    button.click(force=True)  # dimmed and marked aria-disabled, yet touchable: it says why
    done = settle(root, done)
    expect(root).to_have_attribute("data-refused", "1")
    expect(root.locator(".workbench__reasons li")).to_have_text(reasons)
    expect(table(root)).to_have_attribute("data-ply", ply or "")
    assert root.locator(".widget__body").inner_text() == shown
    return done


@pytest.mark.parametrize("lang", LANGS)
def test_kachuful_illegal_card_and_forbidden_bid(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    config = CONFIGS["kachuful"]
    game = spec("kachuful")
    moves = computer_line(config, MOVES["kachuful"])
    # the dealer's forbidden bid: disabled, and touched, refused with the rule
    root, done = open_table(page, site_url, lang, config.with_line(tuple(moves[:3])))
    state = replay(config.with_line(tuple(moves[:3])), lang).state
    forbidden = next(v for v in range(state.hand_size + 1)
                     if game.adapter.explain(state, game.read_move(
                         {"kind": "bid", "seat": state.seats[state.turn], "value": v})))
    move = {"kind": "bid", "seat": state.seats[state.turn], "value": forbidden}
    reasons = [describe(v, lang) for v in game.adapter.explain(state, game.read_move(move))]
    done = refusal(root, done, table(root).locator(f'button[data-bid="{forbidden}"]'), reasons)
    # a card that does not follow suit: dimmed, and touched, refused with the rule
    k = next(i for i in range(4, len(moves)) if (s := replay(config.with_line(tuple(moves[:i])), lang).state)
             and any(game.adapter.explain(s, game.read_move({"kind": "play", "seat": s.seats[s.turn],
                                                              "card": str(c)})) for c in s.hands[s.turn]))
    root, done = open_table(page, site_url, lang, config.with_line(tuple(moves[:k])))
    state = replay(config.with_line(tuple(moves[:k])), lang).state
    seat = state.seats[state.turn]
    card = next(c for c in state.hands[state.turn] if game.adapter.explain(
        state, game.read_move({"kind": "play", "seat": seat, "card": str(c)})))
    reasons = [describe(v, lang) for v in game.adapter.explain(
        state, game.read_move({"kind": "play", "seat": seat, "card": str(card)}))]
    button = table(root).locator(f'.table-hand button[data-card="{card}"]')
    expect(button).to_have_class(re.compile(r"\bis-dim\b"))
    refusal(root, done, button, reasons)


@pytest.mark.parametrize("lang", LANGS)
def test_literature_own_card_refused_and_seat_view(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    config = CONFIGS["literature"]
    root, done = open_table(page, site_url, lang, config)
    state = replay(config, lang).state
    game = spec("literature")
    seat = state.seats[state.turn]
    own = state.hands[state.turn][0]
    first = next(a for a in game.offered(state) if type(a).__name__ == "Ask")
    tried = game.read_move({"kind": "ask", "seat": seat, "target": first.target, "card": str(own)})
    reasons = [describe(v, lang) for v in game.adapter.explain(state, tried)]
    assert reasons
    done = refusal(root, done, table(root).locator(f'.table-hand button[data-card="{own}"]'), reasons)

    # a card picked, then Escape: put back; the seats are offered only while a card is picked
    asked = table(root).locator(".table-actions__cards button[data-card]").first
    asked.click()
    expect(table(root)).not_to_have_attribute("data-picked", "")
    expect(table(root).locator(f'button[data-seat="{first.target}"]')).to_be_enabled()
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    expect(table(root)).to_have_attribute("data-picked", "")
    expect(table(root).locator("button[data-seat]:not([disabled])")).to_have_count(0)

    # the claim builder open: accessible too
    table(root).locator("button[data-group]").first.click()
    expect(table(root).locator("[data-claim].is-open")).to_be_visible()
    assert axe_violations(page) == []

    # the seat view: B sees its own hand, the other hands face down
    root.locator('select[name="view"]').select_option("B")
    done = settle(root, done)
    expect(table(root)).to_have_attribute("data-reader", "B")
    for other in state.seats:
        box = table(root).locator(f'[data-seat-box="{other}"]')
        expect(box.locator("[data-card]")).to_have_count(0)
        if other != "B":
            expect(box.locator(".backs")).to_have_count(1)
    held = table(root).locator(".table-hand button[data-card]")
    assert sorted(held.evaluate_all("(ns) => ns.map((n) => n.dataset.card)")) == sorted(
        str(c) for c in state.hands[state.seats.index("B")])
    no_notation(page)


@pytest.mark.parametrize("lang", LANGS)
def test_no_notation_on_any_page(page: Page, site_url: str, lang: str) -> None:
    prefix = "/" if lang == "fr" else "/es/"
    for path in ["", "literature/", "literature/variants/", "literature/strategy/", "literature/workbench/",
                 "kachuful/", "kachuful/variants/", "kachuful/workbench/", "go-fish/", "go-fish/variants/",
                 "go-fish/workbench/", "glossary/"]:
        page.goto(site_url + prefix + path)
        no_notation(page)


# What a computer move told of its seat must not read as: advice to the reader (second person, imperative).
ADVICE = {"fr": re.compile(r"\b(vous|votre|vos|Jouez|Annoncez|Entamez)\b"),
          "es": re.compile(r"\b(tu|tus|Tu|tienes|puedes|Juega|Apuesta|Sal)\b")}


def told_of_its_seat(reply: dict[str, Any], lang: str) -> str:
    """The last computer move's why: it names the seat that moved and gives the reader no advice."""
    why, seat = reply["why"][-1], reply["actions"][-1].split()[1]
    assert seat_label(seat) in why and not ADVICE[lang].search(why), why
    return why


def engine_bots(config: Config, line: list[str], levels: dict[str, str], lang: str) -> dict[str, Any]:
    request = {"op": "workbench.bots", "lang": lang, "game": config.game, "players": config.players,
               "seed": config.seed, "rules": {}, "setup": config.setup.to_json() if config.setup else None,
               "line": line, "mode": "auto", "bots": list(levels), "levels": levels, "explain": True}
    return json.loads(handle(json.dumps(request)))["result"]


@pytest.mark.parametrize("lang", LANGS)
def test_against_the_computer_with_levels_and_reasons(guarded: Page, site_url: str, lang: str) -> None:
    """Seat A played by the reader, the others by the computer at the strong level: the table is drawn
    around A, the computer moves by itself and says why, in the page's language."""
    page = guarded
    config = CONFIGS["kachuful"]
    root, done = open_table(page, site_url, lang, config)
    levels = {seat: "strong" for seat in config.seats if seat != "A"}
    for seat in levels:
        root.locator(f'select[name="seat-{seat}"]').select_option("bot:strong")
        done = settle(root, done)
    expected = engine_bots(config, [], levels, lang)
    expect(table(root)).to_have_attribute("data-ply", str(len(expected["actions"])))
    expect(table(root)).to_have_attribute("data-reader", "A")
    expect(root).to_have_attribute("data-turn", "A")
    if expected["why"]:  # told of the seat that moved, as the engine tells it
        expect(root.locator(".workbench__why-list li").last).to_have_text(told_of_its_seat(expected, lang))
    # A bids by touch; the computer answers, with its reasons
    line = list(expected["actions"])
    state = replay(config.with_line(tuple(line)), lang).state
    bid = next(m for m in (move_json(a) for a in spec("kachuful").offered(state)))
    touch(page, root, bid)
    done = settle(root, done)
    line.append(f"bid A {bid['value']}")
    after = engine_bots(config, line, levels, lang)
    assert after["actions"] and after["why"]
    expect(table(root)).to_have_attribute("data-ply", str(len(line) + len(after["actions"])))
    expect(root.locator(".workbench__why-list li").last).to_have_text(told_of_its_seat(after, lang))
    assert axe_violations(page) == []
