"""The workbench in a real Chromium, for each game in both languages: a seeded game played to the end
by the computer with the result CPython gives for that seed; an illegal attempt refused with its
reasons and nothing changed; back, a branch, the old line and forward again; a share link restoring
the exact position in a new page; hostile links refused cleanly (no console error, nothing inserted)."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from playwright.sync_api import Page, expect

from engine import driver
from engine.core.errors import EngineError
from engine.core.messages import describe, describe_error
from engine.core.rng import Rng
from engine.core.spec import SEAT_NAMES
from engine.games import adapter, spec
from engine.kachuful.bots import record_program
from engine.workbench import Config, decode_link, replay

from .conftest import WORKBENCH as WIDGET
from .conftest import WORKBENCH_PATH as PATH
from .conftest import WORKBENCH_TIMEOUT as TIMEOUT
from .conftest import Guard, disclose, open_workbench, settle

SEEDS = {"literature": 11, "kachuful": 5, "go-fish": 8}


def bot_game(game: str, seed: int) -> tuple[list[str], object]:
    """The game the computer plays for ``seed`` in CPython (Kachuful: the whole program)."""
    wb = spec(game)
    opening = wb.open(tuple(SEAT_NAMES[: wb.default_players]), {}, Rng(seed), None)
    played, state = driver.play(wb, opening.state, opening.rng, driver.bot_chooser(wb, seed), 5000)
    moves = [str(a) for a in played]
    if game == "kachuful":  # the program the Kachuful page's bot widget plays for that seed
        assert state.totals == record_program(SEAT_NAMES[: spec(game).default_players], seed=seed).totals
    return moves, state


def replayed(game: str, seed: int, moves: list[str]):
    return replay(Config(game, spec(game).default_players, seed, {}, tuple(moves)), "fr").state


@pytest.mark.parametrize("game", ["literature", "kachuful", "go-fish"])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_play_back_branch_share(guarded: Page, site_url: str, lang: str, game: str) -> None:
    page = guarded
    seed = SEEDS[game] + (lang == "es")
    root = open_workbench(page, site_url + PATH[lang].format(game=game))
    expect(root).to_have_attribute("data-done", "1", timeout=TIMEOUT)
    expect(root).to_have_attribute("data-busy", "false")
    done = 1

    # a new deal from the seed typed in, with the keyboard
    page.locator(f'{WIDGET} input[name="seed"]').fill(str(seed))
    page.locator(f'{WIDGET} input[name="seed"]').press("Enter")
    done = settle(root, done)
    expect(root).to_have_attribute("data-seed", str(seed))
    expect(root).to_have_attribute("data-at", "0")

    # the computer plays to the end: CPython's game for that seed
    moves, final = bot_game(game, seed)
    root.locator(".workbench__bot-end").click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-over", "true")
    expect(root).to_have_attribute("data-size", str(len(moves)))
    result = json.loads(root.get_attribute("data-result"))
    assert result == json.loads(json.dumps(spec(game).result(final)))
    steps = root.locator(".workbench__steps button")
    expect(steps).to_have_count(len(moves) + 1)
    assert steps.evaluate_all("(nodes) => nodes.map((node) => node.dataset.action)")[1:] == moves

    # back to the first move from 2 on where the seat to play has a choice (Enter on the step)
    ad = adapter(game)
    k = next(i for i in range(2, len(moves)) if sum(
        not str(a).startswith("claim") for a in ad.legal_actions(replayed(game, seed, moves[:i]))) > 1)
    steps.nth(k).focus()
    page.keyboard.press("Enter")
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", str(k))
    expect(root).to_have_attribute("data-over", "false")
    current = root.locator('.workbench__steps button[aria-current="step"]')
    expect(current).to_have_attribute("data-step", str(k))

    # an illegal attempt: a legal move of the seat to play, made by another seat
    state = replayed(game, seed, moves[:k])
    turn = state.seats[state.turn]
    other = next(s for s in state.seats if s != turn)
    legal = [str(a) for a in spec(game).offered(state)]
    words = legal[0].split(" ")
    words[1] = other
    attempt = " ".join(words)
    reasons = [describe(v, lang) for v in ad.explain(state, ad.parse_action(attempt))]
    assert reasons
    table = root.locator(".widget__body").inner_text()
    disclose(root, "notation")
    page.locator(f'{WIDGET} input[name="try"]').fill(attempt)
    page.locator(f'{WIDGET} input[name="try"]').press("Enter")
    done = settle(root, done)
    expect(root).to_have_attribute("data-refused", "1")
    expect(root.locator(".workbench__reasons li")).to_have_text(reasons)
    expect(root).to_have_attribute("data-at", str(k))
    expect(root).to_have_attribute("data-size", str(len(moves)))
    assert root.locator(".widget__body").inner_text() == table

    # the line's own next move, played again from move k: forward along the line, nothing cut off
    disclose(root, "list")
    root.locator(f'.workbench__legal button[data-action="{moves[k]}"]').click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", str(k + 1))
    expect(root).to_have_attribute("data-size", str(len(moves)))
    expect(root).to_have_attribute("data-lines", "1")
    expect(steps).to_have_count(len(moves) + 1)
    steps.nth(k).click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", str(k))

    # a branch: another legal move from move k, offered as a button
    disclose(root, "list")
    legal_buttons = root.locator(".workbench__legal button")
    offered = [b.get_attribute("data-action") for b in legal_buttons.all()]
    assert sorted(offered) == sorted(legal[:300])  # grouped by the seat each names
    other_move = next(a for a in offered if a != moves[k])
    disclose(root, "list")
    root.locator(f'.workbench__legal button[data-action="{other_move}"]').click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-lines", "2")
    expect(root).to_have_attribute("data-line", "1")
    expect(root).to_have_attribute("data-at", str(k + 1))
    expect(root).to_have_attribute("data-size", str(k + 1))
    expect(root.locator(".workbench__steps button").last).to_have_attribute("data-action", other_move)

    # the old line is still there; forward to its end
    page.locator(f'{WIDGET} select[name="line"]').select_option("0")
    done = settle(root, done)
    expect(root).to_have_attribute("data-line", "0")
    expect(root).to_have_attribute("data-size", str(len(moves)))
    steps.nth(5).click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", "5")
    steps.last.focus()
    page.keyboard.press("Space")
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", str(len(moves)))
    expect(root).to_have_attribute("data-over", "true")

    # the share link of move 5 restores it in a new page
    steps.nth(5).click()
    done = settle(root, done)
    link = page.locator(f'{WIDGET} input[name="share"]').input_value()
    fragment = link.split("#", 1)[1]
    config, at, others, _ = decode_link(fragment, game, lang)
    assert (config.seed, list(config.line), at) == (seed, moves, 5)
    assert [list(line) for line in others] == [[*moves[:k], other_move]]  # the branch travels too
    texts = "(nodes) => nodes.map((node) => node.textContent)"
    narration = steps.evaluate_all(texts)
    other_page = page.context.new_page()
    guard = Guard(other_page, site_url)
    try:
        restored = open_workbench(other_page, link)
        expect(restored).to_have_attribute("data-link", "restored", timeout=TIMEOUT)
        expect(restored).to_have_attribute("data-at", "5")
        expect(restored).to_have_attribute("data-size", str(len(moves)))
        expect(restored).to_have_attribute("data-seed", str(seed))
        expect(restored).to_have_attribute("data-lines", "2")
        assert restored.locator(".workbench__steps button").evaluate_all(texts) == narration
        assert restored.locator(".widget__body").inner_text() == root.locator(".widget__body").inner_text()
    finally:
        other_page.close()
    assert guard.problems == []
    print(f"{game} {lang}: {len(moves)} moves, share link {len(link)} characters")


def _pack(data: object) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return "wb=" + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


GOOD = {"g": "go-fish", "p": 3, "s": 4, "r": {}, "m": "", "a": 0}
HOSTILE = [
    "wb=<img src=x onerror=alert(1)>",
    _pack({**GOOD, "m": "(ask A B 7)" * 3})[:30],  # truncated
    _pack({**GOOD, "g": "<script>alert(1)</script>"}),
    _pack({**GOOD, "p": "3"}),
    _pack({**GOOD, "s": 10**40}),
    _pack({**GOOD, "m": "(<b>fly</b> A B)", "d": {"hands": {"A": "<img src=x onerror=alert(1)>"}}}),
    _pack({**GOOD, "a": 5}),
    _pack({**GOOD, "g": "kachuful", "p": 4}),
    "wb=" + base64.urlsafe_b64encode(zlib.compress(b" " * 5_000_000)).decode().rstrip("="),
    "wb=" + "A" * 25_000,
]


def expected_refusal(fragment: str, lang: str) -> str:
    try:
        decode_link(fragment, "go-fish", lang)
    except EngineError as exc:
        return describe_error(exc, lang)
    raise AssertionError(f"the link should be refused: {fragment[:60]}")


# Each link needs a fresh page (and engine): a few in each language, every case in the engine tests.
@pytest.mark.parametrize(("lang", "fragments"), [
    ("fr", [HOSTILE[0], HOSTILE[1], HOSTILE[8], HOSTILE[9]]),
    ("es", [HOSTILE[2], HOSTILE[4], HOSTILE[5]]),
])
def test_hostile_links(guarded: Page, site_url: str, lang: str, fragments: list[str]) -> None:
    page = guarded
    url = site_url + PATH[lang].format(game="go-fish")
    for fragment in fragments:
        page.goto("about:blank")
        root = open_workbench(page, url + "#" + fragment)
        expect(root).to_have_attribute("data-link-tries", "1", timeout=TIMEOUT)
        expect(root).to_have_attribute("data-link", "refused")
        text = root.locator(".widget__status").inner_text()
        if len(fragment) <= 20_000:
            message = expected_refusal(page.evaluate("() => location.hash"), lang)
            assert message in text, (fragment[:40], text)
        assert text.strip()
        assert page.locator(f"{WIDGET} img, {WIDGET} script, {WIDGET} b").count() == 0
        expect(root).to_have_attribute("data-size", "0")
    if lang == "fr":
        return
    # the page still works: a good link restores its position
    page.goto("about:blank")
    root = open_workbench(page, url + "#" + _pack(GOOD))
    expect(root).to_have_attribute("data-link", "restored", timeout=TIMEOUT)
    expect(root).to_have_attribute("data-seed", "4")
