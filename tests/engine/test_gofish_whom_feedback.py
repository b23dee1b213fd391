"""“Whom should you ask?”: the reason given for an opponent known to lack the rank says what the table saw
(a “Go fish!”, or every card of the rank given away), never one for the other: one message, one meaning.
Checked against the public record written again from the position's JSON (``test_learn_drills``)."""

from __future__ import annotations

import pytest
from test_learn_drills import _gofish_record

from engine.core.messages import describe
from engine.core.rng import Rng
from engine.games import spec

SEEDS = 300
SAID = {"go-fish": "learn.gofish.lacks-go-fish", "gave": "learn.gofish.lacks-gave"}


def _last_seen(record: list[tuple[str, str, str, str]], target: str, rank: str) -> str:
    """What last showed that ``target`` has no card of ``rank``: a “Go fish!” or a gift, before any hidden
    draw of theirs (after one, only a hand known card by card would show it)."""
    for kind, seat, _, r in reversed(record):
        if seat != target:
            continue
        if kind == "drew":
            return "hand-known"
        if kind in SAID and r == rank:
            return kind
    return "hand-known"


def _reasons(seed: int) -> list[tuple[str, str, str]]:
    """(opponent, code of the reason, what really happened) for every opponent said to lack the rank."""
    game = spec("go-fish")
    dealt = game.drills["ask-holder"].deal(Rng(seed))
    answer = game.questions["ask-holder"].judge(dealt.state, dict(dealt.args))
    _, _, record = _gofish_record(dealt.state)
    return [(target, reason.code, _last_seen(record, target, dealt.args["rank"]))
            for target, reason in answer.wrong.items() if reason.code.startswith("learn.gofish.lacks")]


def test_seed_7_says_carmen_gave_her_threes_away() -> None:
    # Carmen gave both her threes to Ana just before: not a “Go fish!”.
    assert ("C", "learn.gofish.lacks-gave", "gave") in _reasons(7)
    game = spec("go-fish")
    dealt = game.drills["ask-holder"].deal(Rng(7))
    reason = game.questions["ask-holder"].judge(dealt.state, dict(dealt.args)).wrong["C"]
    assert describe(reason, "fr") == ("Carmen a cédé toutes ses cartes de valeur trois et n’a pioché aucune "
                                      "carte cachée depuis.")
    assert describe(reason, "es") == ("Carmen entregó todas sus cartas de valor tres y no ha robado ninguna "
                                      "carta oculta desde entonces.")


def test_the_reason_for_a_missing_rank_is_what_the_table_saw() -> None:
    seen: dict[str, int] = {}
    for seed in range(SEEDS):
        for target, code, happened in _reasons(seed):
            expected = SAID.get(happened, "learn.gofish.lacks-hand-known")
            assert code == expected, (seed, target, code, happened)
            seen[happened] = seen.get(happened, 0) + 1
    assert seen.get("go-fish", 0) > 0 and seen.get("gave", 0) > 0, seen  # both sentences are dealt


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_each_reason_reads_differently(lang: str) -> None:
    from engine.core.messages import render

    texts = {render(code, {"target": "C", "rank": "3"}, lang) for code in
             ("learn.gofish.lacks-go-fish", "learn.gofish.lacks-gave", "learn.gofish.lacks-hand-known")}
    assert len(texts) == 3
