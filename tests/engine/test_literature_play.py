"""Literature: whole games, seeded, with random legal actions and with bots, 6 and 8 players, every
variant. After every action: each card in one place, legal actions agree with explain, the position
round-trips through JSON, replay rebuilds the state, and every seat's deduction keeps the truth."""

from __future__ import annotations

import pytest

from engine.core.rng import Rng
from engine.core.serial import dumps, loads
from engine.literature import (
    DECK,
    HALF_SUITS,
    Ask,
    Claim,
    Pass,
    Phase,
    Rules,
    State,
    apply,
    explain,
    legal_actions,
    new_game,
)
from engine.literature.bots import bot_step, play_out, random_action
from engine.literature.deal import restart
from engine.literature.knowledge import knowledge_of
from engine.literature.position import position_from_json, position_to_json
from engine.literature.state import replay

VARIANTS = [
    "", "misplaced_to_opponents", "claims_any_time", "win_at_five", "shared_claims", "pass_turn", "all",
]


def rules_for(players: int, variant: str) -> Rules:
    if variant == "all":
        return Rules(players, True, True, True, True, True)
    return Rules(players=players, **({variant: True} if variant else {}))


def check_cards(state: State) -> None:
    in_hands = [c for h in state.hands for c in h]
    in_sets = [c for s in state.sets for c in s.half.cards]
    assert sorted(in_hands + in_sets) == sorted(DECK)
    assert len(set(in_hands + in_sets)) == 48
    assert len({s.half for s in state.sets}) == len(state.sets)


def check_scores(state: State) -> None:
    assert sum(state.scores) == sum(1 for s in state.sets if s.outcome != "cancelled")


def check_legal(state: State, rng: Rng, with_claims: bool) -> None:
    legal = set(legal_actions(state, claims=with_claims))
    claims = [a for a in legal if isinstance(a, Claim)]
    sample = [claims[rng.below(len(claims))] for _ in range(50)] if claims else []
    assert all(not explain(state, a) for a in [*sample, *(a for a in legal if not isinstance(a, Claim))])
    if state.over:
        assert not legal
        return
    seat = state.seats[state.turn]
    candidates: list[Ask | Pass | Claim] = [
        Ask(seat, t, c) for t in state.seats for c in DECK if rng.below(4) == 0
    ]
    candidates += [Pass(seat, t) for t in state.seats]
    for action in candidates:
        assert (not explain(state, action)) == (action in legal), action
    if with_claims:
        team = state.seats[state.turn % 2::2]
        for half in HALF_SUITS:
            claim = Claim(seat, half, tuple((c, rng.choice(team)) for c in half.cards))
            assert (not explain(state, claim)) == (claim in legal), claim
    if state.phase is Phase.ASKING and state.hands[state.turn]:
        assert any(isinstance(a, Ask) for a in legal) or with_claims is False


def check_deduction(state: State) -> None:
    for seat in state.seats:
        know = knowledge_of(state, seat)
        for i, hand in enumerate(state.hands):
            for card in hand:
                assert state.seats[i] in know.holders(card), (seat, card)
        assert set(know.possible) == {c for h in state.hands for c in h}


def run(state: State, rng: Rng, chooser: str, deduce_every: int = 1, json_every: int = 7) -> State:
    steps = 0
    while not state.over:
        action = random_action(state, rng) if chooser == "random" else bot_step(state, rng)
        state = apply(state, action)
        steps += 1
        assert steps < 3000, "the game must end"
        check_cards(state)
        check_scores(state)
        check_legal(state, rng, with_claims=steps % 40 == 0)
        if steps % deduce_every == 0:
            check_deduction(state)
        if steps % json_every == 0:
            assert position_from_json(loads(dumps(position_to_json(state)))) == state
    assert position_from_json(loads(dumps(position_to_json(state)))) == state
    assert replay(restart(state), state.actions) == state
    assert state.log[-1].kind in ("literature.game-won", "literature.game-drawn")
    if not state.rules.win_at_five:
        assert len(state.sets) == 8
    else:
        assert len(state.sets) == 8 or max(state.scores) == 5
    return state


@pytest.mark.parametrize(("players", "variant"), [(6, ""), (8, "all")])
def test_random_games(players: int, variant: str) -> None:
    seed = players * 100 + VARIANTS.index(variant)
    rng = Rng(seed)
    run(new_game(rules=rules_for(players, variant), rng=rng), rng, "random", deduce_every=2)


@pytest.mark.parametrize(("players", "variant"), [(6, ""), (8, "")])
def test_bot_games(players: int, variant: str) -> None:
    seed = 7 + players + VARIANTS.index(variant)
    rng = Rng(seed)
    run(new_game(rules=rules_for(players, variant), rng=rng), rng, "bots", deduce_every=3)


def test_many_bot_games_end_and_add_up() -> None:
    for seed in range(6):
        rng = Rng(1000 + seed)
        state = play_out(new_game(rng=rng, rules=Rules(players=8 if seed % 3 == 0 else 6)), rng)
        assert state.over and len(state.sets) == 8
        check_scores(state)
        assert sum(state.scores) + sum(1 for s in state.sets if s.team is None) == 8


def test_bots_claim_when_certain() -> None:
    rng = Rng(3)
    state = new_game(rng=rng)
    claims = 0
    while not state.over:
        action = bot_step(state, rng)
        if isinstance(action, Claim) and state.phase is Phase.ASKING and len(state.history) < 300:
            know = knowledge_of(state, action.seat)
            assert know.certain_claim(action.half) == action
            claims += 1
        state = apply(state, action)
    assert claims >= 1
