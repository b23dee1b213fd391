"""A learning game against the computer (``[[play GAME]]``) in a real Chromium, French and Spanish: the
first game's level is the beginner's, the deal number is explained, the coach shows the strong level's
move with its reasons (what ``game.coach`` says in CPython) and marks the move played after it as
coached, and the take-back restores the position before the reader's last move."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from engine.bridge import handle
from engine.core.moves import move_json
from engine.games import spec
from engine.workbench import Config, replay

from .test_card_table import touch
from .test_play import PATHS, WIDGET, YOU, table, with_the_computer

LANGS = ["fr", "es"]
COACHED = {"fr": "(coach consulté)", "es": "(con ayuda del entrenador)"}


def call(op: str, lang: str, **request: Any) -> Any:
    reply = json.loads(handle(json.dumps({"op": op, "lang": lang, **request})))
    assert reply["ok"], reply
    return reply["result"]


def open_game(page: Page, site_url: str, lang: str, game: str) -> Locator:
    page.goto(site_url + PATHS[lang].format(game=game))
    root = page.locator(WIDGET)
    root.scroll_into_view_if_needed()
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)
    return root


def deal(root: Locator, players: int, seed: int, level: str | None = None,
         program: str | None = None) -> None:
    root.locator('select[name="players"]').select_option(str(players))
    if level is not None:
        root.locator('select[name="level"]').select_option(level)
    if program is not None:
        root.locator('select[name="rules"]').select_option(program)
    root.locator('input[name="seed"]').fill(str(seed))
    step = int(root.get_attribute("data-step") or "0")
    root.locator('button[type="submit"]').click()
    expect(root).to_have_attribute("data-step", str(step + 1), timeout=60_000)
    expect(root).to_have_attribute("data-busy", "false")


def settle(root: Locator, step: int) -> int:
    """Wait for the widget's next finished task (a move judged, the coach's answer, a take-back)."""
    expect(root).to_have_attribute("data-step", str(step + 1), timeout=60_000)
    expect(root).to_have_attribute("data-busy", "false")
    return step + 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_first_game_explains_its_deal_number_and_starts_at_the_beginner_level(
    guarded: Page, site_url: str, lang: str,
) -> None:
    for game in ("go-fish", "literature", "kachuful"):
        root = open_game(guarded, site_url, lang, game)
        level = root.locator('select[name="level"]')
        expect(level).to_have_value(spec(game).first_level)
        expect(level.locator('option[value="strong"]')).to_have_count(1)  # the strong level still offered
        seed = root.locator('input[name="seed"]')
        hint = root.locator("#" + (seed.get_attribute("aria-describedby") or "none"))
        expect(hint).to_be_visible()
        label = root.locator(f'label[for="{seed.get_attribute("id")}"]')
        expect(label).to_have_text({"fr": "Numéro de donne", "es": "Número de reparto"}[lang])
        expect(hint).to_contain_text({"fr": "même numéro", "es": "mismo número"}[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_the_coach_shows_the_strong_levels_move_and_the_take_back_restores_the_position(
    guarded: Page, site_url: str, lang: str,
) -> None:
    page = guarded
    game, players, seed = "go-fish", 3, 4
    root = open_game(page, site_url, lang, game)
    deal(root, players, seed)
    level = spec(game).first_level
    step = int(root.get_attribute("data-step") or "0")
    line = with_the_computer(game, players, seed, level, [])
    expect(table(root)).to_have_attribute("data-ply", str(len(line)))
    coach, undo = root.locator('button[data-action="coach"]'), root.locator('button[data-action="undo"]')
    expect(undo).to_be_disabled()  # nothing to take back yet

    # the coach: the strong level's move for the reader's seat, with its reasons, in the page's language
    request = {"game": game, "players": players, "seed": seed, "rules": {}, "line": line, "seat": YOU}
    said = call("game.coach", lang, **request)
    coach.click()
    step = settle(root, step)
    box = root.locator(".play__coach")
    expect(box).to_have_attribute("data-move", said["move"]["action"])
    expect(box.locator(".play__coach-move")).to_contain_text(said["move"]["label"])
    for reason in said["reasons"]:
        expect(box.locator("li").filter(has_text=reason)).to_have_count(1)

    # the coached move played on the table: its line in the log says it was coached
    rep = replay(Config(game, players, seed, {}, tuple(line)), lang)
    coached = next(a for a in rep.choices(len(line)) if str(a) == said["move"]["action"])
    before_hand = table(root).locator(".table-hand").inner_text()
    before_log = root.locator(".session__log li").count()
    before_ply = len(line)
    touch(page, root, move_json(coached))
    step = settle(root, step)
    line = with_the_computer(game, players, seed, level, [*line, str(coached)])
    expect(table(root)).to_have_attribute("data-ply", str(len(line)))
    # on the move's own line (the one numbered), not on what followed it
    mine = root.locator(f'.session__log li.is-you[data-step="{before_ply + 1}"]')
    expect(mine.first).to_have_attribute("data-move", str(before_ply + 1))
    expect(mine.first).to_contain_text(COACHED[lang])
    expect(root.locator(".session__note")).to_have_count(1)

    # taken back: the position before the reader's move, its log lines gone, the coach's mark too
    expect(undo).to_be_enabled()
    undo.click()
    step = settle(root, step)
    expect(table(root)).to_have_attribute("data-ply", str(before_ply))
    expect(root).to_have_attribute("data-moves", str(before_ply))
    expect(root).to_have_attribute("data-turn", YOU)
    assert table(root).locator(".table-hand").inner_text() == before_hand
    expect(root.locator(".session__log li")).to_have_count(before_log)
    expect(root.locator(".session__note")).to_have_count(0)
    expect(undo).to_be_disabled()

    # another move, not coached: no mark; taken back again, the same position
    other = next(a for a in rep.choices(before_ply) if str(a) != said["move"]["action"])
    touch(page, root, move_json(other))
    step = settle(root, step)
    expect(root.locator(".session__note")).to_have_count(0)
    undo.click()
    step = settle(root, step)
    expect(table(root)).to_have_attribute("data-ply", str(before_ply))
    assert table(root).locator(".table-hand").inner_text() == before_hand


@pytest.mark.parametrize("lang", LANGS)
def test_kachuful_offers_a_first_game_of_five_deals_beside_the_full_program(
    guarded: Page, site_url: str, lang: str,
) -> None:
    root = open_game(guarded, site_url, lang, "kachuful")
    program = root.locator('select[name="rules"]')
    expect(program).to_have_value("first")  # a first game's five deals unless the full one is chosen
    expect(program.locator("option")).to_have_count(2)
    deal(root, 4, 3)
    expect(root).to_have_attribute("data-rules", "first")
    line = with_the_computer("kachuful", 4, 3, "beginner", [], rules={"first_game": True})
    expect(table(root)).to_have_attribute("data-ply", str(len(line)))
    expect(table(root).locator(".table-hand button[data-card]")).to_have_count(5)
    deal(root, 4, 3, program="full")
    expect(root).to_have_attribute("data-rules", "full")
    expect(table(root).locator(".table-hand button[data-card]")).to_have_count(13)
