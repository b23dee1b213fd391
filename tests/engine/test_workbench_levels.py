"""The computer's levels through ``workbench.bots``: a level per seat, and each move's reason."""

from __future__ import annotations

import json

import pytest

from engine import driver
from engine.bridge import handle
from engine.core.messages import render
from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.games import load_all, spec

load_all()


def call(op: str, lang: str = "fr", **request):
    return json.loads(handle(json.dumps({"op": op, "lang": lang, **request})))


def base(game: str, seed: int = 4, **extra):
    players = spec(game).default_players
    return {"game": game, "players": players, "seed": seed, "rules": {}, "line": [], **extra}


@pytest.mark.parametrize("game", ["go-fish", "literature"])
def test_levels_per_seat_are_the_games_the_driver_plays(game: str) -> None:
    g = spec(game)
    levels = {"A": "beginner", "B": "intermediate"}
    moves = call("workbench.bots", **base(game), mode="end", levels=levels)["result"]["actions"]
    opening = g.open(seat_names(g.default_players), {}, Rng(4), None)
    played, state = driver.play(g, opening.state, opening.rng, driver.bot_chooser(g, 4, levels=levels), 5000)
    assert moves == [str(a) for a in played] and g.over(state)
    default = call("workbench.bots", **base(game), mode="end")["result"]["actions"]
    assert default != moves  # the levels changed the game


def _moves(game: str, levels: dict[str, str], count: int, lang: str, explain: bool) -> tuple[list, list]:
    """``count`` computer moves, one request each (as a page asks), with their reasons if asked."""
    line: list[str] = []
    why: list[str] = []
    for _ in range(count):
        reply = call("workbench.bots", lang, **base(game, line=line), mode="one", levels=levels,
                     explain=explain)["result"]
        line += reply["actions"]
        why += reply.get("why", [])
    return line, why


@pytest.mark.parametrize("game", ["go-fish", "literature", "kachuful"])
def test_explained_moves_are_the_same_moves_with_a_reason_in_each_language(game: str) -> None:
    g = spec(game)
    seats = seat_names(g.default_players)
    levels = {seat: list(g.bots)[i % len(g.bots)] for i, seat in enumerate(seats)}  # every level plays
    plain, none = _moves(game, levels, 14, "fr", False)
    assert len(plain) == 14 and none == []
    said = {}
    for lang in ("fr", "es"):
        moves, why = _moves(game, levels, 14, lang, True)
        assert moves == plain and len(why) == 14
        assert all(isinstance(w, str) and w and "{" not in w for w in why)
        said[lang] = why
    assert all(fr != es for fr, es in zip(said["fr"], said["es"]))


def test_an_unknown_level_is_refused_in_the_readers_language() -> None:
    for lang in ("fr", "es"):
        reply = call("workbench.bots", lang, **base("go-fish"), mode="one", levels={"A": "grandmaster"})
        assert reply["ok"] is False
        known = "beginner, intermediate, strong"
        assert reply["error"]["message"] == render(
            "workbench.level-unknown", {"level": "grandmaster", "known": known}, lang)
    bad_seat = call("workbench.bots", **base("go-fish"), mode="one", levels={"Z": "strong"})
    assert bad_seat["ok"] is False


@pytest.mark.parametrize("game", ["go-fish", "literature", "kachuful"])
def test_the_workbench_shortcode_lists_the_levels_with_their_labels(game: str) -> None:
    import html
    import re

    from engine.core.i18n import tr
    from engine.ops import SHORTCODES

    g = spec(game)
    for lang in ("fr", "es"):
        page = SHORTCODES["workbench"]([game], lang)
        config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
        assert config["levels"] == [{"name": n, "label": tr(lang, v.label)} for n, v in g.bots.items()]
        assert [level["name"] for level in config["levels"]] == ["beginner", "intermediate", "strong"]
        assert config["default_level"] == g.default_level
        assert {level["label"] for level in config["levels"]} != {"Beginner", "Intermediate", "Strong"}


def test_a_game_registered_from_outside_has_levels_reasons_and_a_tournament() -> None:
    from engine.tournament import tournament

    reply = call("workbench.bots", "es", game="highcard", players=3, seed=2, rules={}, line=[], mode="end",
                 levels={"A": "random"}, explain=True)["result"]
    assert reply["over"] and len(reply["why"]) == len(reply["actions"]) == 9
    assert reply["why"][0].startswith("Ana plays any card: ")  # told of the seat that moved
    scores = tournament(spec("highcard"), 20)
    assert [s.name for s in scores] == ["random", "lowest"] and all(s.games == 20 for s in scores)
