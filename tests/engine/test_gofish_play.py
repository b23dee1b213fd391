"""Go Fish: whole seeded games for 2 to 5 players under every variant, checking invariants at each
action: every card in one place, legality derived from explain, views, JSON and replays."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.cards import ALL_RANKS, SUIT_ORDER, Card, deck52
from engine.core.messages import narrate
from engine.core.rng import Rng
from engine.core.serial import dumps, loads
from engine.gofish import (
    BOOKS,
    Action,
    Ask,
    Draw,
    Phase,
    Rules,
    State,
    apply,
    explain,
    legal_actions,
    memory_bot,
    new_game,
    parse_action,
    position_from_json,
    position_to_json,
    random_bot,
    replay,
    view,
)

VARIANTS = {
    "default": Rules(),
    "pagat_ending": Rules(pagat_ending=True),
    "pagat_deal": Rules(pagat_deal=True),
    "lucky_draw": Rules(continue_on_lucky_draw=True),
    "all": Rules(pagat_ending=True, pagat_deal=True, continue_on_lucky_draw=True),
}
MAX_ACTIONS = 3000
DRAW_KINDS = {"gofish.drew", "gofish.drew-asked", "gofish.refilled"}


def check_cards(state: State) -> None:
    places: Counter[Card] = Counter()
    for hand in state.hands:
        places.update(hand)
    places.update(state.stock)
    places.update(Card(rank, suit) for books in state.books for rank in books for suit in SUIT_ORDER)
    assert set(places) == set(deck52()) and max(places.values()) == 1


def check_phase(state: State) -> None:
    me = state.turn
    if state.phase is Phase.ASK:
        assert state.hands[me] and any(h for i, h in enumerate(state.hands) if i != me)
        assert state.asked is None
    elif state.phase is Phase.DRAW:
        assert state.stock
        assert (state.asked is None) == (not state.hands[me])
    else:
        assert state.books_down == BOOKS or state.rules.pagat_ending
        if state.rules.pagat_ending and state.books_down < BOOKS:
            assert not state.stock or not all(state.hands)
    for i, hand in enumerate(state.hands):
        assert all(n < 4 for n in Counter(c.rank for c in hand).values())  # books go down at once
        if state.out[i]:
            assert not hand and not state.stock


def check_legality(state: State, rng: Rng, every_view: bool) -> None:
    legal = legal_actions(state)
    assert all(explain(state, a) == () for a in legal)
    if not state.over:
        assert legal
        mover = view(state, state.seats[state.turn])
        assert mover.legal_actions() == legal
        for seat in state.seats if every_view else ():
            if seat != mover.seat:
                assert view(state, seat).legal_actions() == ()
    names = list(state.seats) + ["Z"]
    for _ in range(12):
        seat, target = rng.choice(names), rng.choice(names)
        action: Action = Ask(seat, target, rng.choice(ALL_RANKS)) if rng.below(4) else Draw(seat)
        if action not in legal:
            assert explain(state, action), action


def actions_from_log(state: State) -> list[Action]:
    """The actions, read back from the events alone: every ask and every draw is logged."""
    out: list[Action] = []
    for event in state.log:
        if event.kind == "gofish.asked":
            out.append(parse_action(f"ask {event.args['seat']} {event.args['target']} {event.args['rank']}"))
        elif event.kind in DRAW_KINDS:
            out.append(Draw(event.args["seat"]))
    return out


def run_game(players: int, rules: Rules, seed: int, json_every: int) -> State:
    state = new_game("ABCDE"[:players], rules, Rng(seed))
    bots = [memory_bot if (seed + i) % 2 else random_bot for i in range(players)]
    check_rng = Rng(seed + 1000)
    steps = 0
    while True:
        check_cards(state)
        check_phase(state)
        check_legality(state, check_rng, every_view=steps % 5 == 0)
        if steps % json_every == 0:
            assert position_from_json(loads(dumps(position_to_json(state)))) == state
        if state.over:
            break
        bot = bots[state.turn]
        action = bot(state, Rng(seed * 7919 + steps))
        assert action == bot(view(state, state.seats[state.turn]), Rng(seed * 7919 + steps))
        before = state
        state = apply(state, action)
        assert state.log[: len(before.log)] == before.log  # the log only grows
        assert len(state.stock) <= len(before.stock) and state.books_down >= before.books_down
        steps += 1
        assert steps < MAX_ACTIONS, "the game does not end"
    assert replay(state) == state
    assert actions_from_log(state) == list(state.actions)
    assert position_from_json(loads(dumps(position_to_json(state)))) == state
    return state


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_games(players: int, variant: str) -> None:
    rules = VARIANTS[variant]
    seeds = (players * 31 + len(variant), players * 17 + 3)
    for k, seed in enumerate(seeds if variant == "default" else seeds[:1]):
        state = run_game(players, rules, seed, json_every=1 if k == 0 and variant == "default" else 10)
        assert state.over
        if not rules.pagat_ending:
            assert state.books_down == BOOKS and not state.stock and not any(state.hands)
        winners = state.winners()
        most = max(len(b) for b in state.books)
        assert winners and all(len(state.books[state.seats.index(w)]) == most for w in winners)
        assert state.log[-1].kind == "gofish.result"


def test_random_bots_alone_finish() -> None:
    for players in (2, 3, 4, 5):
        state = new_game("ABCDE"[:players], rng=Rng(players))
        rng = Rng(players + 50)
        for _ in range(MAX_ACTIONS):
            if state.over:
                break
            state = apply(state, random_bot(state, rng))
        assert state.over and state.books_down == BOOKS


def test_every_event_and_refusal_narrates_in_each_language() -> None:
    kinds: set[str] = set()
    for players in (2, 3, 5):
        state = run_game(players, Rules(), players, json_every=50)
        kinds |= {event.kind for event in state.log}
        seen = [e for seat in (None, *state.seats) for e in view(state, seat).history]
        shown = {dumps(e.to_json()): e for e in state.log + tuple(seen)}
        for event in shown.values():
            for lang in ("fr", "es"):
                assert narrate(event, lang)
    assert {"gofish.dealt", "gofish.asked", "gofish.gave", "gofish.go-fish", "gofish.drew",
            "gofish.book", "gofish.turn", "gofish.result"} <= kinds
