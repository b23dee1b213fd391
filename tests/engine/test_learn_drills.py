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


# Go Fish replayed plainly from the position's JSON (hands, stock, actions): the public record of what
# every seat saw, as (kind, seat, other, rank) tuples: "asked" (seat asked other), "gave" (seat gave other
# all their cards of the rank), "go-fish" (seat had none), "shown" (seat drew the rank asked for, shown),
# "book" (seat set the rank's book aside), "drew" (seat drew a hidden card: no rank shown).


def _gofish_record(state: Any) -> tuple[list[str], dict[str, list[str]], list[tuple[str, str, str, str]]]:
    data = spec("go-fish").adapter.position_to_json(state)
    hands = {seat: [c[:-1] for c in text.split()] for seat, text in data["hands"].items()}
    stock = [c[:-1] for c in data.get("stock", "").split()]
    record: list[tuple[str, str, str, str]] = []
    asked: str | None = None

    def books(seat: str) -> None:
        for rank in sorted(set(hands[seat])):
            if hands[seat].count(rank) == 4:
                hands[seat] = [r for r in hands[seat] if r != rank]
                record.append(("book", seat, "", rank))

    for seat in hands:
        books(seat)
    for text in data["actions"]:
        words = text.split()
        if words[0] == "ask":
            seat, target, rank = words[1], words[2], words[3]
            record.append(("asked", seat, target, rank))
            given = [r for r in hands[target] if r == rank]
            if given:
                hands[target] = [r for r in hands[target] if r != rank]
                hands[seat] += given
                record.append(("gave", target, seat, rank))
                books(seat)
                asked = None
            else:
                record.append(("go-fish", target, seat, rank))
                asked = rank
        else:  # draw
            seat = words[1]
            card = stock.pop(0)
            hands[seat].append(card)
            if card == asked:
                record.append(("shown", seat, "", card))
            else:
                record.append(("drew", seat, "", ""))
            books(seat)
            asked = None
    return data["seats"], hands, record


def ask_holder(state: Any, args: dict[str, Any]) -> set[str]:
    """The opponents who surely hold the rank: scanning back from now, the last public fact about them and
    the rank is an ask for it or cards of it received (not giving them away, a “Go fish!” or a book)."""
    seats, hands, record = _gofish_record(state)
    me, rank = state.seats[state.turn], args["rank"]
    assert rank in hands[me]
    proved = set()
    for target in seats:
        if target == me or not hands[target]:
            continue
        for kind, seat, other, r in reversed(record):
            if r != rank:
                continue
            if kind == "book" or (kind in ("gave", "go-fish") and seat == target):
                break
            if (kind == "asked" and seat == target) or (kind == "gave" and other == target) or (
                    kind == "shown" and seat == target):
                proved.add(target)
                break
    assert all(rank in hands[t] for t in proved)  # what the log proves is true
    assert 0 < len(proved) < len(seats) - 1, proved  # someone to ask, and someone not to
    return proved


def last_ask(state: Any, args: dict[str, Any]) -> set[str]:
    _, _, record = _gofish_record(state)
    asks = [(seat, r) for kind, seat, _, r in record if kind == "asked"]
    assert args["seat"] not in (asks[-1][0], state.seats[state.turn])  # nor the reader, nor the last ask
    return {next(r for seat, r in reversed(asks) if seat == args["seat"])}


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
    ("go-fish", "ask-holder"): ask_holder,
    ("go-fish", "last-ask"): last_ask,
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


@pytest.mark.parametrize("kind", ["ask-holder", "last-ask"])
def test_a_go_fish_drill_does_not_show_what_the_seats_surely_hold(kind: str) -> None:
    """The answer is the reader's to work out: the table's help (“surely holds”, shown beside each seat
    elsewhere) is left out of the drill, and it would have been there."""
    from engine.learn.drills import drill_view
    from engine.present.table import render
    from engine.present.tree import to_html

    game = spec("go-fish")
    helped = 0
    for seed in range(20):
        view = drill_view("go-fish", kind, seed, "fr")
        assert "seat__known" not in to_html(view["table"])
        d = game.drills[kind].deal(Rng(seed))
        helped += "seat__known" in to_html(render(game.table(d.state, d.view, d.reader, "fr"), "fr", 0))
    assert helped


@pytest.mark.parametrize(("lang", "said"), [("fr", "un atout plus fort"), ("es", "un triunfo más alto")])
def test_a_trump_beaten_by_a_higher_trump_is_not_said_to_be_beaten_in_the_suit_led(
    lang: str, said: str
) -> None:
    from engine.core.messages import render  # the reason as the reader reads it

    g = spec("kachuful")
    drill = g.drills["trick-winner"]
    question = g.questions[drill.question]
    seen = {True: 0, False: 0}  # a trump beaten on a trump lead (`#drill=trick-winner:7`), or on another
    for seed in range(200):
        dealt = drill.deal(Rng(seed))
        state = dealt.state
        answer = question.judge(state, dict(dealt.args))
        trick = state.trick  # laid in full, before it is gathered
        led = trick[0][1].suit
        for seat, card in trick:
            reason = answer.wrong.get(state.seats[seat])
            if reason is None or card.suit != state.trump:
                continue
            seen[led == state.trump] += 1
            assert reason.code == "learn.kachuful.beaten-by-higher-trump", (seed, reason)
            text = render(reason.code, reason.args, lang)
            assert said in text, text  # the rule the right answer states: the highest trump wins
    assert seen[True] > 0 and seen[False] > 0, seen


@pytest.mark.parametrize(("game", "kind"), KINDS)
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_wrong_answer_to_a_drill_brings_the_answer_for_the_second_try(game: str, kind: str,
                                                                         lang: str) -> None:
    """A wrong answer's reply holds the answer (the page shows it from the second wrong try on): every right
    choice by its label, with why; a right answer's reply holds none."""
    from engine.learn.asking import label
    from engine.learn.drills import dealt, drill_answer

    g = spec(game)
    question = g.questions[g.drills[kind].question]
    for seed in range(5):
        d = dealt(game, kind, seed)
        right = question.judge(d.state, dict(d.args)).right
        wrong = next(c for c in question.choices(d.state, dict(d.args)) if c not in right)
        reply = drill_answer(game, kind, seed, wrong, lang)
        assert reply["verdict"] == "wrong" and reply["answer"], reply
        for choice in right:
            shown = label(question.kind, choice, lang, question.labels)
            assert shown.lower() in reply["answer"].lower(), (seed, shown, reply["answer"])
        assert "answer" not in drill_answer(game, kind, seed, sorted(right)[0], lang)
