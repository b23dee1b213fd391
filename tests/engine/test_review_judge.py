"""One move judged as the review judges it (``game.judge``), in CPython: a mistake of the review queue
replayed from its position is right exactly when the review of the same line would not list it, with the
review's own reason otherwise, in the reader's language; the game need not be over."""

from __future__ import annotations

from typing import Any

import pytest

from .test_review import CASES, ME, call, played_game


def judged(request: dict[str, Any], ply: int, lang: str = "fr") -> dict[str, Any]:
    reply = call("game.judge", lang, **request, seat=ME, ply=ply)
    assert reply["ok"], reply
    return reply["result"]


@pytest.mark.parametrize("game", list(CASES))
def test_a_move_is_wrong_exactly_when_the_review_lists_it(game: str) -> None:
    for seed in range(3):
        request, planted, own = played_game(game, seed)
        listed = {m["ply"]: m for m in call("game.review", **request, seat=ME)["result"]["mistakes"]}
        assert set(planted) <= set(listed)
        for ply in [*sorted(planted)[:3], *sorted(own)[:3]]:
            said = {lang: judged(request, ply, lang) for lang in ("fr", "es")}
            fr = said["fr"]
            assert fr["ply"] == ply and fr["played"]["action"] == request["line"][ply]
            assert fr["right"] is (ply not in listed)
            assert fr["mistake"] == (listed[ply] if ply in listed else None)
            if ply in listed:
                assert fr["verdict"] == listed[ply]["why"]
            assert said["es"]["right"] is fr["right"] and said["es"]["verdict"] != fr["verdict"]


def test_a_move_is_judged_before_the_game_is_over() -> None:
    request, planted, _ = played_game("go-fish", 2)
    ply = min(planted)
    # the line up to the computer's replies after the planted move: the game goes on
    nxt = next(p for p in range(ply + 1, len(request["line"])) if request["line"][p].split()[1] == ME)
    short = {**request, "line": request["line"][:nxt]}
    assert call("game.review", **short, seat=ME)["error"]["code"] == "review.not-over"
    said = judged(short, ply)
    whole = call("game.review", **request, seat=ME)["result"]["mistakes"]
    assert not said["right"] and said["mistake"] == next(m for m in whole if m["ply"] == ply)


def test_judge_refuses_what_it_cannot_judge() -> None:
    request, _, _ = played_game("go-fish", 1)
    theirs = next(p for p, text in enumerate(request["line"]) if text.split()[1] != ME)
    cases = {
        "field-missing": {},
        "field-wrong-type": {"ply": "3"},
        "value-out-of-range": {"ply": len(request["line"])},
        "review.not-seats-move": {"ply": theirs},
    }
    for code, extra in cases.items():
        for lang in ("fr", "es"):
            reply = call("game.judge", lang, **request, seat=ME, **extra)
            assert not reply["ok"] and reply["error"]["code"] == code, (code, reply)
    messages = {lang: call("game.judge", lang, **request, seat=ME, ply=theirs)["error"]["message"]
                for lang in ("fr", "es")}
    assert messages["fr"] != messages["es"]
