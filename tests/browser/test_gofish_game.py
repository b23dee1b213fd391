"""Go Fish against the computer (``[[play go-fish]]``, with Go Fish's form to try any ask) in a real
Chromium, played with the keyboard only: a whole game against the bots in each language (the Spanish
one on a phone-sized screen), a refused ask that shows its reasons and changes nothing, and a result
equal to the same game played by CPython."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from engine.core.cards import rank_name
from engine.core.messages import describe, narrate
from engine.core.rng import Rng
from engine.driver import bot_rng
from engine.games import spec
from engine.gofish import Ask, Draw, Rules, apply, explain, new_game
from engine.gofish.adapter import ADAPTER

from .conftest import axe_violations

PATHS = {"fr": "/go-fish/", "es": "/es/go-fish/"}
WIDGET = '[data-widget="play"]'
FOCUS = """() => {
  const e = document.activeElement;
  const root = document.querySelector('[data-widget="play"]');
  const data = e.dataset || {};
  return {
    name: e.getAttribute("name"), tag: e.tagName, kind: data.kind || null, rank: data.rank || null,
    seat: data.seat || null, cls: e.className || "", inWidget: root.contains(e),
    inHand: Boolean(e.closest("[data-table] .table-hand")), inTable: Boolean(e.closest("[data-table]")),
  };
}"""


def focus(page: Page) -> dict:
    return page.evaluate(FOCUS)


def tab_until(page: Page, wanted, reverse: bool = False, limit: int = 400) -> None:
    """Press Tab (or Shift+Tab) until the focused element satisfies ``wanted``."""
    for _ in range(limit):
        if wanted(focus(page)):
            return
        page.keyboard.press("Shift+Tab" if reverse else "Tab")
    pytest.fail(f"focus never reached the control wanted (last: {focus(page)})")


def no_horizontal_scroll(page: Page) -> None:
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page scrolls horizontally: {width}"


class Mirror:
    """The same game in CPython: seat A plays what the keys choose, the bots as the bridge plays them."""

    def __init__(self, seed: int, opponents: int, level: str) -> None:
        self.seed = seed
        self.level = spec("go-fish").bots[level]
        self.state = new_game(tuple("ABCDE"[: opponents + 1]), Rules(), Rng(seed))
        self.bots()

    def bots(self) -> None:
        s = self.state
        while not s.over and s.seats[s.turn] != "A":
            s = apply(s, self.level(s, bot_rng(self.seed, len(s.actions))))
        self.state = s

    def play(self, action) -> None:
        self.state = apply(self.state, action)
        self.bots()

    def targets(self) -> list[str]:
        s = self.state
        return [seat for i, seat in enumerate(s.seats) if seat != "A" and s.hands[i]]

    def ranks(self) -> list[int]:
        return sorted({c.rank for c in self.state.hands[0]})


def refuse_an_ask(page: Page, root, mirror: Mirror, lang: str) -> None:
    """Ask the first opponent for a rank seat A does not hold: refused, nothing changes."""
    state = mirror.state
    booked = {r for b in state.books for r in b}
    rank = next(r for r in range(2, 15) if r not in booked and not state.holds(0, r))
    moves = root.get_attribute("data-moves")
    lines = root.locator(".session__log li").count()
    hand = root.locator("[data-table] .table-hand").inner_text()

    # the closed "try any ask" (not the table's list of keys), opened with Enter
    tab_until(page, lambda f: f["tag"] == "SUMMARY" and not f["inTable"])
    page.keyboard.press("Enter")
    tab_until(page, lambda f: f["name"] == "try-rank")
    for _ in range(13):
        page.keyboard.press("ArrowUp")
    for _ in range(rank - 2):
        page.keyboard.press("ArrowDown")
    expect(root.locator('select[name="try-rank"]')).to_have_value(rank_name(rank))
    page.keyboard.press("Tab")
    assert "play__try-button" in focus(page)["cls"]
    step = int(root.get_attribute("data-step"))
    page.keyboard.press("Space")
    expect(root).to_have_attribute("data-step", str(step + 1), timeout=30_000)
    expect(root).to_have_attribute("data-refused", "1")

    target = root.locator('select[name="try-target"]').input_value()
    action = Ask("A", target, rank)
    reasons = [describe(v, lang) for v in explain(state, action)]
    assert reasons, "the ask should have been refused"
    expect(root.locator(".session__reasons li")).to_have_text(reasons)
    expect(root.locator(".session__attempt")).to_contain_text(narrate(ADAPTER.action_event(action), lang))
    # nothing changed: no move, the same hand, nothing logged; the focus stayed on the button
    expect(root).to_have_attribute("data-moves", moves)
    expect(root).to_have_attribute("data-turn", "A")
    assert root.locator("[data-table] .table-hand").inner_text() == hand
    assert root.locator(".session__log li").count() == lines
    assert "play__try-button" in focus(page)["cls"]
    # back to the hand on the table
    tab_until(page, lambda f: f["inHand"], reverse=True)


@pytest.mark.parametrize(("lang", "opponents", "seed", "key", "width", "level"), [
    ("fr", 3, 7, "ArrowDown", 1280, "strong"),
    ("es", 1, 12, "ArrowUp", 360, "beginner"),
])
def test_a_whole_game_with_the_keyboard(
    guarded: Page, site_url: str, lang: str, opponents: int, seed: int, key: str, width: int, level: str,
) -> None:
    page = guarded
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(site_url + PATHS[lang])
    root = page.locator(WIDGET)
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)

    # choose the players (the reader and the opponents) and the seed, deal: all with the keyboard
    tab_until(page, lambda f: f["name"] == "players")
    page.keyboard.press(key)
    expect(root.locator('select[name="players"]')).to_have_value(str(opponents + 1))
    page.keyboard.press("Tab")
    assert focus(page)["name"] == "level"  # a first game: the weakest unless chosen; End, the strongest
    expect(root.locator('select[name="level"]')).to_have_value("beginner")
    if level == "strong":
        page.keyboard.press("End")
    expect(root.locator('select[name="level"]')).to_have_value(level)
    page.keyboard.press("Tab")
    assert focus(page)["name"] == "seed"
    page.keyboard.press("Control+A")
    page.keyboard.type(str(seed))
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-step", "1", timeout=30_000)
    expect(root).to_have_attribute("data-seed", str(seed))
    no_horizontal_scroll(page)

    expect(root).to_have_attribute("data-level", level)
    mirror = Mirror(seed, opponents, level)
    refused = False
    turns = 0
    while True:
        expect(root).to_have_attribute("data-busy", "false")
        expect(root).to_have_attribute("data-moves", str(len(mirror.state.actions)))
        if mirror.state.over:
            break
        expect(root).to_have_attribute("data-turn", "A")
        expect(root).to_have_attribute("data-over", "false")
        state = mirror.state
        step = int(root.get_attribute("data-step"))
        if state.phase.value == "draw":  # the focus is on the stock's button
            assert focus(page)["kind"] == "draw"
            action = Draw("A")
            page.keyboard.press("Enter")
        else:
            if not refused:
                refuse_an_ask(page, root, mirror, lang)
                refused = True
                no_horizontal_scroll(page)
                assert axe_violations(page, WIDGET) == []
                step = int(root.get_attribute("data-step"))
            assert focus(page)["inHand"]
            targets, ranks = mirror.targets(), mirror.ranks()
            # arrows along the hand to a card of the rank (another one every other turn), Enter; the focus
            # goes to the opponents offered: arrows to the one asked, Space
            action = Ask("A", targets[turns % len(targets)], ranks[turns % 2 % len(ranks)])
            for _ in range(60):
                if focus(page)["rank"] == rank_name(action.rank):
                    break
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
            for _ in range(10):
                if focus(page)["seat"] == action.target:
                    break
                page.keyboard.press("ArrowRight")
            assert focus(page)["seat"] == action.target
            page.keyboard.press("Space")
            turns += 1
        expect(root).to_have_attribute("data-step", str(step + 1), timeout=30_000)
        mirror.play(action)

    # the result, as CPython has it, with the focus on it
    final = mirror.state
    expect(root).to_have_attribute("data-over", "true")
    result = root.locator("[data-result]")
    expect(result).to_have_attribute("data-winners", " ".join(final.winners()))
    for seat, books in zip(final.seats, final.books):
        expect(result.locator(f'li[data-seat="{seat}"]')).to_have_attribute("data-books", str(len(books)))
    assert "gofish-result__title" in focus(page)["cls"]
    expect(root.locator(".session__log li").last).to_have_text(narrate(final.log[-1], lang))
    assert refused
    no_horizontal_scroll(page)
    assert axe_violations(page, WIDGET) == []
