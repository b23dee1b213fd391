"""Kachuful's review of a bid far from the strong level's, in CPython: the hand's worth it quotes (the
hints' card-by-card estimate) never stands beside another bid of the strong level without the reason
they differ, in the reader's language.

The games: four players, a first game (five deals, five cards down to one), every seat playing the
intermediate level but seat A at the bids planted (a bid two tricks or more from the strong level's).
Seed 1, ply 44: A bids first with 10♦ 3♣ 10♣, clubs trumps: worth about 1,0 trick, the strong level
bids 2 (the deal played out); seed 0, ply 63: A deals with J♥ 6♥, hearts trumps, after bids of 1, 0
and 0 in two tricks: worth about 1,3 tricks, but 1 is the dealer's forbidden bid, the strong level bids 2.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import driver
from engine.bridge import handle
from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.games import load_all, spec
from engine.kachuful.actions import Bid
from engine.kachuful.hints import forbidden_value, seen
from engine.kachuful.state import Phase

load_all()

PLAYERS, RULES, ME = 4, {"first_game": True}, "A"
FAR_CODES = {"kachuful.review-bid-far", "kachuful.review-bid-far-forbidden",
             "kachuful.review-bid-far-played-out"}


def played(seed: int, bids: dict[int, int] | None = None) -> tuple[dict[str, Any], dict[int, Any]]:
    """A game of ``seed``, A bidding as ``bids`` says at its plies (default: at every bid of A, the legal
    bid nearest the intermediate level's among those two or more from the strong level's): the review
    request, and the position before each planted bid."""
    g = spec("kachuful")
    opening = g.open(seat_names(PLAYERS), RULES, Rng(seed), None)
    state, rng = driver.settle(g, opening.state, opening.rng), opening.rng
    line: list[str] = []
    before: dict[int, Any] = {}
    while not g.over(state):
        ply = len(line)
        action = g.bot("intermediate")(state, driver.bot_rng(seed, ply))
        if g.turn(state) == ME and state.phase is Phase.BIDDING:
            if bids is not None and ply in bids:
                action, before[ply] = Bid(ME, bids[ply]), state
            elif bids is None:
                best = g.bots["strong"].decide(state, driver.bot_rng(seed, ply)).action
                far = [b for b in g.offered(state) if abs(b.value - best.value) >= 2]
                if far:
                    action = min(far, key=lambda b: (abs(b.value - action.value), b.value))
                    before[ply] = state
        state = driver.step(g, state, action, rng).state
        line.append(str(action))
    return {"game": "kachuful", "players": PLAYERS, "seed": seed, "rules": RULES, "line": line}, before


def review(request: dict[str, Any], lang: str) -> dict[int, dict[str, Any]]:
    reply = json.loads(handle(json.dumps({"op": "game.review", "lang": lang, **request, "seat": ME})))
    assert reply["ok"], reply
    return {m["ply"]: m for m in reply["result"]["mistakes"]}


def far_bid(seed: int, ply: int, code: str, expected: float) -> tuple[dict[str, dict[str, Any]], Any]:
    """The review of seat A's bid of 0 at ``ply`` of the first game dealt from ``seed``, in French and
    Spanish (the same code, ``code``, for a hand worth ``expected`` that the strong level bid 2 with),
    and the state A bid in."""
    request, before = played(seed, {ply: 0})
    said = {lang: review(request, lang)[ply] for lang in ("fr", "es")}
    assert said["fr"]["code"] == said["es"]["code"] == code
    params = said["fr"]["params"]
    assert (params["bid"], params["expected"], params["better"]) == (0, expected, 2)
    return said, before[ply]


def test_a_worth_that_is_not_the_strong_levels_bid_comes_with_the_deal_played_out() -> None:
    said, _ = far_bid(1, 44, "kachuful.review-bid-far-played-out", 1.0)
    params = said["fr"]["params"]
    assert params["chance"] > 0 and params["points"] > 0
    chance = f"{round(params['chance'] * 100)}\u00a0%"
    assert "1,0 pli" in said["fr"]["why"] and chance in said["fr"]["why"]
    assert "1,0 bazas" in said["es"]["why"] and chance in said["es"]["why"]


def test_a_dealer_whose_worth_rounds_to_the_forbidden_bid_is_told_so() -> None:
    said, state = far_bid(0, 63, "kachuful.review-bid-far-forbidden", 1.3)
    params = said["fr"]["params"]
    assert params["forbidden"] == forbidden_value(seen(state)) == 1 and params["tricks"] == 2
    assert "donneur" in said["fr"]["why"] and "repartidor" in said["es"]["why"]


@pytest.mark.parametrize("seed", range(6))
def test_the_worth_quoted_is_the_strong_levels_bid_rounded_or_the_reason_is_said(seed: int) -> None:
    request, before = played(seed)
    listed = review(request, "es")
    for ply, state in before.items():
        mistake = listed[ply]
        assert mistake["code"] in FAR_CODES | {"kachuful.review-bid-under"}, mistake
        params = mistake["params"]
        if mistake["code"] == "kachuful.review-bid-far":
            assert abs(params["better"] - params["expected"]) <= 0.5, (seed, ply, mistake["why"])
        elif mistake["code"] == "kachuful.review-bid-far-forbidden":
            forbidden = forbidden_value(seen(state))
            assert params["forbidden"] == forbidden == int(params["expected"] + 0.5), (seed, ply)
            assert abs(params["better"] - forbidden) == 1
        elif mistake["code"] == "kachuful.review-bid-far-played-out":
            assert abs(params["better"] - params["expected"]) > 0.5 and 0 <= params["chance"] <= 1
