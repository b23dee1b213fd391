"""The computer's levels: each plays only from its seat's view, explains every kind of move in both
languages, and the tournament measures them."""

from __future__ import annotations

import contextlib
import io
import json
from dataclasses import replace
from typing import Any

import pytest

from engine import driver
from engine.__main__ import main
from engine.core.i18n import Plural, tr
from engine.core.levels import Decision, describe_decision
from engine.core.messages import message_id
from engine.core.rng import Rng
from engine.core.spec import GameSpec, seat_names
from engine.games import load_all, spec
from engine.gofish.state import hand_order
from engine.gofish.views import view as gofish_view
from engine.kachuful.hints import seen
from engine.kachuful.search import sample, table_seen
from engine.literature.halfsuits import sorted_cards
from engine.literature.views import memory_view
from engine.tournament import tournament, wilson

load_all()
GAMES = ("go-fish", "literature", "kachuful")
LANGS = ("fr", "es")


def _positions(game: GameSpec, seed: int, every: int, limit: int) -> list[Any]:
    """Positions of a seeded game played at the default level, one every ``every`` moves."""
    opening = game.open(seat_names(game.default_players), {}, Rng(seed), None)
    state, rng = driver.settle(game, opening.state, opening.rng), opening.rng
    found = []
    for ply in range(limit):
        if game.over(state):
            break
        if ply % every == 0:
            found.append(state)
        state = driver.step(game, state, game.bot()(state, driver.bot_rng(seed, ply)), rng).state
    return found


def _seen_by_mover(name: str, state: Any) -> Any:
    """Everything the seat to move may know (the levels' only input)."""
    seat = state.seats[state.turn]
    if name == "go-fish":
        return gofish_view(state, seat)
    if name == "literature":
        return memory_view(state, seat)
    return seen(state), table_seen(state)


def _swapped(name: str, state: Any, rng: Rng) -> Any | None:
    """``state`` with two cards exchanged between two other hands (or a hand and the stock), chosen so
    that the seat to move sees exactly the same; None when no such exchange was found."""
    me = state.turn
    others = [i for i in range(len(state.seats)) if i != me and state.hands[i]]
    order = {"go-fish": hand_order, "literature": sorted_cards}.get(name, tuple)
    for _ in range(60):
        if len(others) < 2:
            return None
        i, j = rng.shuffled(others)[:2]
        a, b = rng.choice(state.hands[i]), rng.choice(state.hands[j])
        if a.suit == b.suit and name == "kachuful":  # keep the voids the history shows
            continue
        hands = list(state.hands)
        hands[i] = order(tuple(b if c == a else c for c in hands[i]))
        hands[j] = order(tuple(a if c == b else c for c in hands[j]))
        other = replace(state, hands=tuple(hands))
        if name == "go-fish" and state.stock and rng.below(2):  # or a hand card for a stock card
            s = rng.choice(state.stock)
            hands = list(state.hands)
            hands[i] = order(tuple(s if c == a else c for c in hands[i]))
            other = replace(state, hands=tuple(hands), stock=tuple(a if c == s else c for c in state.stock))
        if _seen_by_mover(name, other) == _seen_by_mover(name, state):
            return other
    return None


@pytest.mark.parametrize("name", GAMES)
def test_two_states_that_look_the_same_to_the_seat_get_the_same_move_at_every_level(name: str) -> None:
    game = spec(name)
    checked = 0
    every, tries = (13, 1) if game.program else (7, 2)  # Kachuful's strong level searches: fewer
    for seed in (3, 8):
        for state in _positions(game, seed, every, (9 if game.program else 20) * every):
            other = _swapped(name, state, Rng(seed * 1000 + checked))
            if other is None:
                continue
            assert other.hands != state.hands
            for level, bot in game.bots.items():
                for k in range(tries):
                    one, two = bot.decide(state, Rng(k)), bot.decide(other, Rng(k))
                    assert one == two, (name, level, str(one.action), str(two.action))
                    assert bot(state, Rng(k)) == bot(other, Rng(k)) == one.action
            checked += 1
    assert checked >= 10


def _decisions(name: str) -> list[tuple[str, Decision, Any]]:
    """Every decision of every level over a few seeded games (each level at every seat)."""
    game = spec(name)
    out = []
    for level, bot in game.bots.items():
        for seed in range(1):
            opening = game.open(seat_names(game.default_players), {}, Rng(seed), None)
            state, rng = driver.settle(game, opening.state, opening.rng), opening.rng
            for ply in range(100 if game.program else 2000):  # Kachuful: its first deals; else whole games
                if game.over(state):
                    break
                decision = bot.decide(state, driver.bot_rng(seed, ply))
                out.append((level, decision, state))
                state = driver.step(game, state, decision.action, rng).state
    return out


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_of_move_is_explained_in_both_languages_naming_a_legal_alternative(name: str) -> None:
    game = spec(name)
    kinds: dict[str, set[str]] = {}
    for level, decision, state in _decisions(name):
        said = {lang: describe_decision(decision, lang) for lang in LANGS}
        assert all(text and "{" not in text for text in said.values())
        assert said["fr"] != said["es"]
        kinds.setdefault(type(decision.action).__name__, set()).add(level)
        if decision.rejected is not None:
            assert decision.rejected != decision.action and decision.against is not None
            assert not game.adapter.explain(state, decision.rejected), (level, str(decision.rejected))
    expected = {a.__name__ for a in game.actions}
    assert set(kinds) == expected and all(len(levels) == len(game.bots) for levels in kinds.values()), kinds


@pytest.mark.parametrize("module", ["engine.gofish.messages", "engine.literature.messages",
                                    "engine.kachuful.messages"])
def test_every_reason_of_the_computer_is_translated(module: str) -> None:
    import importlib

    messages = importlib.import_module(module)
    reasons = getattr(messages, "DECISIONS", None) or messages.REASONS
    for code in reasons:
        msgid = message_id(code)
        singular = msgid.singular if isinstance(msgid, Plural) else msgid
        for lang in LANGS:
            assert tr(lang, singular) != singular, (code, lang)
    for name in GAMES:
        for level in spec(name).bots.values():
            assert all(tr(lang, level.label) != level.label for lang in LANGS)


def test_kachuful_samples_respect_the_voids_and_sizes_seen() -> None:
    game = spec("kachuful")
    checked = 0
    for state in _positions(game, 5, 3, 400):
        if state.phase.value != "playing":
            continue
        t = table_seen(state)
        for k in range(5):
            hands = sample(t, Rng(k))
            assert hands is not None
            assert [len(h) for h in hands] == list(t.left)
            assert sorted(hands[t.seat]) == sorted(t.hand)
            for p, hand in enumerate(hands):
                assert not any(c >> 4 in t.voids[p] for c in hand)
            checked += any(t.voids)
    assert checked > 20


def test_the_tournament_prints_one_json_object_and_separates_the_weakest_from_the_strongest() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["tournament", "go-fish", "--games", "60", "--seed", "7", "--json"]) == 0
    report = json.loads(out.getvalue())
    assert set(report) == {"game", "games", "levels"}
    assert report["game"] == "go-fish" and report["games"] == 60
    levels = report["levels"]
    assert [lv["name"] for lv in levels] == ["beginner", "intermediate", "strong"]
    for lv in levels:
        assert {"name", "score", "low", "high"} <= set(lv) and lv["low"] <= lv["score"] <= lv["high"]
    assert levels[-1]["low"] > levels[0]["high"]  # seeded: the same games every time


def test_kachuful_reports_exact_bids_and_the_budget_is_adjustable() -> None:
    game = spec("kachuful")
    scores = tournament(game, 2, 3, rules={"short_program": True}, budget=8)
    assert [s.name for s in scores] == list(game.bots)
    for s in scores:
        hits, tries = s.tallies["exact-bid"]
        assert 0 <= hits <= tries and tries >= 2 * 7 and 0 <= s.rates()["exact-bid"] <= 1
    strong = game.bots["strong"]
    state = _positions(game, 4, 1, 1)[0]
    assert strong.with_budget(8).decide(state, Rng(1)).reasons[0].args["samples"] <= 8
    assert game.bots["beginner"].with_budget(8) is game.bots["beginner"]


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
