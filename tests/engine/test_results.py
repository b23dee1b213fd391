"""The result box a finished game draws with its table, in CPython (French and Spanish): the winners the
game's spec names, the score, Literature's half-suits each to the team that got it (a lost claim's
marker beside the team that got the half-suit, never beside the claimer), Kachuful's score sheet naming
the winner."""

from __future__ import annotations

import re

import pytest

from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.driver import bot_rng
from engine.games import spec
from engine.present.table import render
from engine.present.tree import to_html

LANGS = ["fr", "es"]


def finished(game: str, players: int, seed: int, rules: dict[str, bool]):
    g = spec(game)
    opening = g.open(seat_names(players), rules, Rng(seed), None)
    state, rng = opening.state, opening.rng
    level = g.bots[g.first_level]
    ply = 0
    while not g.over(state):
        if g.is_chance(state):
            state = g.apply_chance(state, rng)
            continue
        state = g.adapter.apply(state, level.decide(state, bot_rng(seed, ply)).action)
        ply += 1
    return state, ply


def page(game: str, state, ply: int, lang: str, view: str | None = "A") -> str:
    return to_html(render(spec(game).table(state, view, "A", lang), lang, ply))


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", [1, 2, 5])
def test_literature_says_where_each_half_suit_went(lang: str, seed: int) -> None:
    state, ply = finished("literature", 6, seed, {})
    html = page("literature", state, ply, lang)
    winners = " ".join(spec("literature").winners(state)) if state.scores[0] != state.scores[1] else ""
    assert f'data-result="true" data-winners="{winners}"' in html
    for r in state.sets:
        team = "" if r.team is None else str(r.team)
        item = re.search(rf'<li data-half="{re.escape(r.half.label)}" data-team="{team}" '
                         rf'data-outcome="{r.outcome}" data-claimer="{r.claimer}">', html)
        assert item, (r, html)
    for team in (0, 1):
        assert f'data-team="{team}" data-sets="{state.scores[team]}"' in html
    # a lost claim's marker is beside the team that got the half-suit (the line under the score), never
    # beside the claimer
    lost = [r for r in state.sets if r.outcome == "opponents"]
    head = re.search(r'<p class="table-head table-head--given">.*?</p>', html, re.S)
    assert html.count('class="set set--opponents"') == len(lost)
    for r in lost:
        assert head and f'data-team="{r.team}" title=' in head.group(0)
        assert f">{r.half.span}<" in head.group(0)
    shown = text(html)
    assert not re.search(r"\b(claim|Result|Team|wins)\b", shown), shown  # nothing left in English


def test_literature_has_lost_claims_in_the_seeds_tested() -> None:
    """The seeds above show at least one half-suit given away by a lost claim."""
    ends = [finished("literature", 6, seed, {})[0] for seed in (1, 2, 5)]
    assert any(r.outcome == "opponents" for state in ends for r in state.sets)


@pytest.mark.parametrize("lang", LANGS)
def test_kachuful_result_and_score_sheet_name_the_winner(lang: str) -> None:
    state, ply = finished("kachuful", 4, 3, {"first_game": True})
    html = page("kachuful", state, ply, lang)
    winners = spec("kachuful").winners(state)
    assert f'data-result="true" data-winners="{" ".join(winners)}"' in html
    for seat, total in zip(state.seats, state.totals):
        assert f'data-seat="{seat}" data-total="{total}"' in html
    sheet = re.search(r'<table class="score-sheet">.*?</table>', html, re.S)
    assert sheet and "score-sheet__winner" in sheet.group(0)
    top = max(state.totals)
    assert f"{top} " in text(sheet.group(0).split("score-sheet__winner")[1])
    assert "wins" not in text(html) and "You " not in text(html)  # nothing left in English


@pytest.mark.parametrize("game", ["literature", "kachuful"])
def test_no_result_before_the_end(game: str) -> None:
    g = spec(game)
    state = g.open(seat_names(g.default_players), {}, Rng(1), None).state
    assert "data-result" not in page(game, state, 0, "fr")
