"""The end of a game against the computer (``[[play GAME]]``) in a real Chromium, French and Spanish: a
whole Literature game (the reader's seat played as the strong level would, on a seed where that is
short) and a whole first game of Kachuful (five deals) played through the table, then the result box
(``[data-result]``) as CPython has it, with the focus on its title: the winners, the score, Literature's
half-suits each to the team that got it, Kachuful's score sheet naming the winner. (Go Fish's result:
test_gofish_game.py, test_play_review.py.)"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from engine.core.moves import move_json
from engine.driver import bot_rng
from engine.games import spec
from engine.workbench import Config, replay

from .conftest import axe_violations
from .test_card_table import touch
from .test_play import WIDGET, YOU, table, with_the_computer
from .test_play_learning import LANGS, deal, open_game, settle

# game -> players, seed, the rules the page deals with, the level the test plays the reader's seat at
GAMES: dict[str, tuple[int, int, dict[str, bool], str]] = {
    "literature": (6, 4, {}, "strong"),  # 16 moves of the reader's
    "kachuful": (4, 3, {"first_game": True}, "beginner"),  # 5 bids and 15 cards
}


def play_to_the_end(page: Page, root: Any, game: str) -> Any:
    """The reader's seat played through the table to the end; the final position (CPython's)."""
    players, seed, rules, level = GAMES[game]
    g = spec(game)
    step = int(root.get_attribute("data-step") or "0")
    line = with_the_computer(game, players, seed, g.first_level, [], rules=rules)
    for _ in range(200):
        expect(table(root)).to_have_attribute("data-ply", str(len(line)))
        rep = replay(Config(game, players, seed, rules, tuple(line)), "fr")
        if g.over(rep.state):
            return rep.state
        assert g.turn(rep.state) == YOU, "the page waits for the reader"
        action = g.bots[level].decide(rep.state, bot_rng(seed, len(line))).action
        touch(page, root, move_json(action))
        step = settle(root, step)
        expect(root).to_have_attribute("data-refused", "0")
        line = with_the_computer(game, players, seed, g.first_level, [*line, str(action)], rules=rules)
    pytest.fail("the game did not end")


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_the_result_box_at_the_end_of_a_game(guarded: Page, site_url: str, lang: str, game: str) -> None:
    page = guarded
    root = open_game(page, site_url, lang, game)
    players, seed, _, _ = GAMES[game]
    deal(root, players, seed)
    final = play_to_the_end(page, root, game)
    expect(root).to_have_attribute("data-over", "true")
    result = root.locator(".widget__body [data-result]")
    expect(result).to_have_count(1)
    expect(result.locator(".game-result__title")).to_be_focused()
    expect(result.locator(".game-result__verdict")).not_to_be_empty()
    expect(root.locator(".play__live")).to_be_empty()  # no "your turn" left for a screen reader to find
    if game == "literature":
        a, b = final.scores
        winners = "" if a == b else " ".join(final.team_seats(0 if a > b else 1))
        expect(result).to_have_attribute("data-winners", winners)
        for team in (0, 1):
            expect(result.locator(f'li[data-team="{team}"][data-sets]')).to_have_attribute(
                "data-sets", str(final.scores[team]))
        for r in final.sets:  # each half-suit to the team that got it, with whose claim and how it went
            half = result.locator(f'li[data-half="{r.half.label}"]')
            expect(half).to_have_attribute("data-team", "" if r.team is None else str(r.team))
            expect(half).to_have_attribute("data-outcome", r.outcome)
            expect(half).to_have_attribute("data-claimer", r.claimer)
    else:
        expect(result).to_have_attribute("data-winners", " ".join(spec(game).winners(final)))
        for seat, total in zip(final.seats, final.totals):
            expect(result.locator(f'li[data-seat="{seat}"]')).to_have_attribute("data-total", str(total))
        winner = table(root).locator(".score-sheet .score-sheet__winner")
        expect(winner).to_contain_text(str(max(final.totals)))
        expect(table(root).locator(".score-sheet tbody tr")).to_have_count(5 + 2)  # five deals, total, result
    assert axe_violations(page, WIDGET) == []
