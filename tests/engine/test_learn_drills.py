"""Drills: 1,000 seeded drills of each kind, each answered by the engine and checked against an
independent computation from the position's JSON (the seeds' rules written again here, plainly), every
wrong choice with its reason; the same seed always deals the same drill."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core.rng import Rng
from engine.games import spec, specs

DRILLS = 1000
TRUMPS = ("spades", "diamonds", "clubs", "hearts")  # the trump cycle, source 001
SUITS = {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}
RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14}


def _card(text: str) -> tuple[int, str]:
    rank, suit = text[:-1], text[-1]
    return (RANKS.get(rank) or int(rank), SUITS[suit])


# --- Kachuful, from the position's JSON --------------------------------------------------------------


def _kachuful(state: Any) -> dict[str, Any]:
    data = spec("kachuful").adapter.position_to_json(state)
    seats = data["seats"]
    size = len(data["hands"][seats[0]].split())
    bids = {a.split()[1]: int(a.split()[2]) for a in data["actions"] if a.startswith("bid")}
    plays = [(a.split()[1], _card(a.split()[2])) for a in data["actions"] if a.startswith("play")]
    return {"seats": seats, "size": size, "bids": bids, "plays": plays, "dealer": data["dealer"],
            "trump": TRUMPS[(data["deal"] - 1) % 4]}


def forbidden_bid(state: Any, args: dict[str, Any]) -> set[str]:
    k = _kachuful(state)
    others = sum(b for s, b in k["bids"].items() if s != k["dealer"])
    assert k["dealer"] not in k["bids"] and len(k["bids"]) == len(k["seats"]) - 1
    return {str(v) for v in range(k["size"] + 1) if others + v == k["size"]}


def trick_winner(state: Any, args: dict[str, Any]) -> set[str]:
    """The trick shown is finished: every seat has played its last n cards, none gathered yet."""
    k = _kachuful(state)
    n = len(k["seats"])
    assert k["plays"] and len(k["plays"]) % n == 0
    trick = k["plays"][-n:]
    assert {seat for seat, _ in trick} == set(k["seats"])  # every seat has played
    assert not any(e.kind == "kachuful.trick" for e in state.log[-n:])  # not gathered yet
    led = trick[0][1][1]

    def beats(a: tuple[int, str], b: tuple[int, str]) -> bool:  # does a beat b?
        if a[1] == b[1]:
            return a[0] > b[0]
        return a[1] == k["trump"] or (a[1] == led and b[1] != k["trump"])

    return {seat for seat, card in trick
            if all(not beats(other, card) for _, other in trick if other != card)}


def deal_score(state: Any, args: dict[str, Any]) -> set[str]:
    bid, tricks = args["bid"], args["tricks"]
    return {str(10 + bid if bid == tricks else 0)}


# --- Go Fish, from the hands and books of the state ----------------------------------------------------


def _gofish(state: Any) -> tuple[str, list[list[str]], set[str]]:
    hands = [[str(c)[:-1] for c in hand] for hand in state.hands]
    booked = {str(r) if r <= 10 else {11: "J", 12: "Q", 13: "K", 14: "A"}[r] for b in state.books for r in b}
    return state.seats[state.turn], hands, booked


def ask_rank(state: Any, args: dict[str, Any]) -> set[str]:
    seat, hands, booked = _gofish(state)
    return set(hands[state.seats.index(seat)]) - booked


def ask_whom(state: Any, args: dict[str, Any]) -> set[str]:
    seat, hands, _ = _gofish(state)
    return {s for s, hand in zip(state.seats, hands) if s != seat and hand}


# --- Literature, by brute force: every deal consistent with what the seat saw --------------------------


def _placements(state: Any, seat: str) -> list[dict[Any, int]]:
    from test_literature_deduction import consistent_deals

    deals = consistent_deals(state, seat, limit=10**6)
    assert deals, "the true deal is always consistent"
    return deals


def holder(state: Any, args: dict[str, Any]) -> set[str]:
    card = next(c for h in state.hands for c in h if str(c) == args["card"])
    holders = {state.seats[deal[card]] for deal in _placements(state, args["from_seat"])}
    assert len(holders) == 1, holders
    return holders


def claim_certain(state: Any, args: dict[str, Any]) -> set[str]:
    seat = args["seat"]
    me = state.seats.index(seat)
    half = next(h for h in __import__("engine.literature.halfsuits", fromlist=["HALF_SUITS"]).HALF_SUITS
                if h.id == args["half"])
    deals = _placements(state, seat)
    for card in half.cards:
        holders = {deal[card] for deal in deals}
        if len(holders) != 1 or (next(iter(holders)) - me) % 2:
            return {"no"}
    return {"yes"}


INDEPENDENT: dict[tuple[str, str], Callable[[Any, dict[str, Any]], set[str]]] = {
    ("kachuful", "forbidden-bid"): forbidden_bid,
    ("kachuful", "trick-winner"): trick_winner,
    ("kachuful", "deal-score"): deal_score,
    ("go-fish", "ask-rank"): ask_rank,
    ("go-fish", "ask-whom"): ask_whom,
    ("literature", "holder"): holder,
    ("literature", "claim-certain"): claim_certain,
}
KINDS = [(game.name, kind) for game in specs() for kind in game.drills]


def test_every_drill_has_an_independent_check() -> None:
    assert set(KINDS) == set(INDEPENDENT)


@pytest.mark.parametrize(("game", "kind"), KINDS)
def test_a_thousand_drills_agree_with_an_independent_computation(game: str, kind: str) -> None:
    g = spec(game)
    drill = g.drills[kind]
    question = g.questions[drill.question]
    for seed in range(DRILLS):
        dealt = drill.deal(Rng(seed))
        args = dict(dealt.args)
        answer = question.judge(dealt.state, args)
        offered = question.choices(dealt.state, args)
        expected = INDEPENDENT[(game, kind)](dealt.state, args)
        assert set(answer.right) == expected, (seed, answer.right, expected)
        assert expected <= set(offered), seed
        assert set(answer.wrong) == set(offered) - expected, seed  # every wrong choice has its reason
    again = drill.deal(Rng(7))
    assert again == drill.deal(Rng(7))
