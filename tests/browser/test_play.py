"""Any game against the computer (``[[play GAME]]``), in a real Chromium, French and Spanish: the reader
deals, then makes twelve moves by touching the card table while the computer plays the other seats;
each move is checked against the same session played in CPython (the computer's moves are the same,
the table's ``data-ply`` and the log follow), a dimmed card touched is refused with the engine's
reason and changes nothing, and axe-core finds nothing on the widget."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from engine.bridge import handle
from engine.core.messages import describe
from engine.core.moves import move_json
from engine.core.spec import seat_names
from engine.games import spec
from engine.workbench import Config, replay

from .conftest import axe_violations
from .test_card_table import no_notation, touch

PATHS = {"fr": "/{game}/", "es": "/es/{game}/"}
WIDGET = '[data-widget="play"]'
# players, seed, the computer's level
GAMES = {"kachuful": (4, 3, "beginner"), "literature": (6, 2, "beginner")}
READER_MOVES = 12
YOU = "A"


def with_the_computer(game: str, players: int, seed: int, level: str, line: list[str],
                      rules: dict[str, bool] | None = None) -> list[str]:
    """``line`` and the computer's moves after it, until the reader is to play (as the page asks)."""
    others = [s for s in seat_names(players) if s != YOU]
    request = {"op": "workbench.bots", "lang": "fr", "game": game, "players": players, "seed": seed,
               "rules": rules or {}, "line": line, "mode": "auto", "bots": others,
               "levels": {seat: level for seat in others}}
    reply = json.loads(handle(json.dumps(request)))
    assert reply["ok"], reply
    return [*line, *reply["result"]["actions"]]


def table(root: Locator) -> Locator:
    return root.locator(".widget__body [data-table]")


def refused_touch(root: Locator, state: Any, game: str, lang: str, steps: int) -> None:
    """A dimmed card of the reader's hand touched: the engine's reasons shown, nothing changed."""
    ad = spec(game).adapter
    dimmed = table(root).locator('.table-hand button[data-card][aria-disabled="true"]')
    card = dimmed.first.get_attribute("data-card")
    action = ad.parse_action(f"play {YOU} {card}")
    reasons = [describe(v, lang) for v in ad.explain(state, action)]
    assert reasons, f"{card} is dimmed, so the rules refuse it"
    ply = table(root).get_attribute("data-ply")
    dimmed.first.click(force=True)
    expect(root).to_have_attribute("data-refused", "1")
    expect(root).to_have_attribute("data-step", str(steps + 1))  # every touch judged is counted
    for reason in reasons:
        expect(root.locator(".session__refusal")).to_contain_text(reason)
    expect(table(root)).to_have_attribute("data-ply", ply or "")


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_against_the_computer_by_touch(guarded: Page, site_url: str, lang: str, game: str) -> None:
    page = guarded
    players, seed, level = GAMES[game]
    page.goto(site_url + PATHS[lang].format(game=game))
    root = page.locator(WIDGET)
    root.scroll_into_view_if_needed()
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(table(root).locator("button")).to_have_count(0)  # the deal is a picture until it is dealt
    root.locator('select[name="players"]').select_option(str(players))
    root.locator('select[name="level"]').select_option(level)
    if game == "kachuful":  # the full program (a first game's five deals are the default)
        expect(root.locator('select[name="rules"]')).to_have_value("first")
        root.locator('select[name="rules"]').select_option("full")
    root.locator('input[name="seed"]').fill(str(seed))
    root.locator('button[type="submit"]').click()
    expect(root).to_have_attribute("data-step", "1", timeout=60_000)
    line = with_the_computer(game, players, seed, level, [])
    expect(table(root)).to_have_attribute("data-ply", str(len(line)))
    refused = False
    steps = 1  # the tasks the widget has finished (data-step): the deal, then each touch judged
    for _ in range(READER_MOVES):
        rep = replay(Config(game, players, seed, {}, tuple(line)), lang)
        assert spec(game).turn(rep.state) == YOU, "the page waits for the reader"
        dimmed = table(root).locator('.table-hand [aria-disabled="true"]')
        if game == "kachuful" and not refused and dimmed.count():
            refused_touch(root, rep.state, game, lang, steps)
            refused, steps = True, steps + 1
        action = rep.choices(len(line))[0]
        touch(page, root, move_json(action))
        steps += 1
        expect(root).to_have_attribute("data-step", str(steps), timeout=60_000)
        expect(root).to_have_attribute("data-busy", "false")
        mine = len(line) + 1  # the step of the reader's move, narrated as the reader's seat saw it
        line = with_the_computer(game, players, seed, level, [*line, str(action)])
        expect(table(root)).to_have_attribute("data-ply", str(len(line)))
        said = replay(Config(game, players, seed, {}, tuple(line)), lang).lines(lang, YOU)[mine]
        assert said
        mine_in_log = root.locator(".session__log li.is-you")
        for text in said:
            expect(mine_in_log.filter(has_text=text).last).to_be_attached()
    expect(root).to_have_attribute("data-refused", "1" if refused else "0")
    # the log, longer than its box by now, shows its last line (scrolled at the frame after each step)
    page.wait_for_function(
        "(box) => box.scrollHeight > box.clientHeight + 20"
        " && box.scrollHeight - box.clientHeight - box.scrollTop < 2",
        arg=root.locator(".session__log").element_handle())
    if game == "kachuful":
        assert refused, "a dimmed card was touched at least once"
    no_notation(page)
    assert axe_violations(page, WIDGET) == []
