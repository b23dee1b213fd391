"""Literature: exact deduction from one seat, its reasons, and the probabilities, checked against a
brute-force enumeration of every deal consistent with what the seat knows."""

from __future__ import annotations

from math import factorial

from literature_table import HANDS, LOW_D, card, outcome, play

from engine.core.cards import Card, parse_cards
from engine.core.messages import render
from engine.core.rng import Rng
from engine.literature import (
    HALF_SUITS,
    Rules,
    SetResult,
    State,
    apply,
    new_game,
    set_up,
)
from engine.literature.bots import bot_step, random_action
from engine.literature.halfsuits import DECK, half_of
from engine.literature.knowledge import knowledge_of
from engine.literature.probability import probabilities
from engine.literature.state import Asked, Claimed
from engine.literature.views import memory_view, seat_view

SIX_D = parse_cards("6♦")[0]


# -- the brute force: every start deal consistent with the seat's knowledge, replayed ------------------


def consistent_deals(state: State, seat: str, limit: int) -> list[dict[Card, int]] | None:
    """Every current placement of the cards (card -> seat index) reached from a start deal that
    gives ``seat`` its own start hand, every player their start hand size, and replays the public
    history with the same answers and revealed holders, each ask being legal. A card's start holder
    is free unless the history shows it (handed over or claimed): cards move only in public. None
    when there are more than ``limit`` deals to try."""
    seats, me, n = state.seats, state.seats.index(seat), state.players
    fixed = {c: me for c in state.start.hands[me]}
    for move in state.history:
        if isinstance(move, Asked) and move.got:
            fixed.setdefault(move.action.card, seats.index(move.action.target))
        elif isinstance(move, Claimed):
            for c, h in zip(move.action.half.cards, move.holders):
                fixed.setdefault(c, seats.index(h))
    sizes = [len(h) for h in state.start.hands]
    free = [sizes[p] - sum(1 for q in fixed.values() if q == p) for p in range(n)]
    free[me] = 0
    unseen = [c for h in state.start.hands for c in h if c not in fixed]
    total = factorial(len(unseen))
    for f in free:
        total //= factorial(f)
    if total > limit:
        return None
    out: list[dict[Card, int]] = []
    assignment: dict[Card, int] = {}

    def place(i: int) -> None:
        if i == len(unseen):
            hands: list[set[Card]] = [set() for _ in range(n)]
            for c, p in (*fixed.items(), *assignment.items()):
                hands[p].add(c)
            placed = replay_public(state, hands)
            if placed is not None:
                out.append(placed)
            return
        for p in range(n):
            if free[p] > 0:
                free[p] -= 1
                assignment[unseen[i]] = p
                place(i + 1)
                free[p] += 1

    place(0)
    return out


def replay_public(state: State, hands: list[set[Card]]) -> dict[Card, int] | None:
    index = {s: i for i, s in enumerate(state.seats)}
    for move in state.history:
        if isinstance(move, Asked):
            a, t, x = index[move.action.seat], index[move.action.target], move.action.card
            if x in hands[a] or not any(half_of(c) == half_of(x) for c in hands[a]) or not hands[t]:
                return None
            if (x in hands[t]) != move.got:
                return None
            if move.got:
                hands[t].discard(x)
                hands[a].add(x)
        elif isinstance(move, Claimed):
            for c, h in zip(move.action.half.cards, move.holders):
                if c not in hands[index[h]]:
                    return None
                hands[index[h]].discard(c)
    return {c: p for p, h in enumerate(hands) for c in h}


def small_position(
    seed: int, players: int, halves: int, steps: int, rules: Rules | None = None
) -> State | None:
    """A late position: ``halves`` half-suits still in play, dealt at random (any sizes), then
    ``steps`` random legal actions (asks, passes and a few claims)."""
    rng = Rng(seed)
    rules = rules or Rules(players=players)
    seats = tuple("ABCDEFGH"[:players])
    order = rng.shuffled(list(HALF_SUITS))
    live = order[:halves]
    hands: dict[str, list[Card]] = {s: [] for s in seats}
    for c in rng.shuffled([c for h in live for c in h.cards]):
        hands[seats[rng.below(players)]].append(c)
    if not any(hands[s] for s in seats[0::2]) or not any(hands[s] for s in seats[1::2]):
        return None
    sets = []
    for h in order[halves:]:
        claimer = rng.below(players)
        sets.append(SetResult(h, seats[claimer], "won", claimer % 2))
    holders = [s for s in seats if hands[s]]
    state = set_up(seats, rules, hands=hands, sets=sets, turn=holders[rng.below(len(holders))])
    for _ in range(steps):
        if state.over:
            break
        state = apply(state, random_action(state, rng, claim_rate=0.05))
    return state


def check_against_brute_force(state: State, limit: int, with_probabilities: bool) -> int:
    checked = 0
    for seat in state.seats:
        deals = consistent_deals(state, seat, limit)
        if deals is None:
            continue
        assert deals, "the true deal is always consistent"
        know = knowledge_of(state, seat)
        seen: dict[Card, dict[str, int]] = {}
        for deal in deals:
            for c, p in deal.items():
                row = seen.setdefault(c, {})
                row[state.seats[p]] = row.get(state.seats[p], 0) + 1
        assert {c: sorted(row) for c, row in seen.items()} == {c: list(know.holders(c)) for c in seen}
        assert set(know.possible) == set(seen)
        for index, (p, _) in know.derivations.items():  # every reason chain concludes soundly
            assert know.candidates[index] == frozenset({p})
        if with_probabilities:
            probs = probabilities(know)
            assert probs.exact and probs.deals == len(deals)
            assert probs.counts == seen
        checked += 1
    return checked


# -- the rules' example: the missing diamond ----------------------------------------------------------


def test_the_missing_diamond() -> None:
    state = play(new_game(hands=HANDS, dealer="C"), "ask C B 3♦")  # C asks legally, B says no
    know = knowledge_of(state, "A")
    assert know.holders(SIX_D) == ("C",) and know.holder(SIX_D) == "C"
    fact = know.facts[SIX_D]
    assert [r.code for r in fact.reasons] == [
        "literature.why-asked-for", "literature.why-your-hand", "literature.so-must-hold"]
    assert fact.reasons[0].args == {"seat": "C", "card": "3♦", "half": "2♦–7♦"}
    assert fact.reasons[1].args == {"seat": "A", "cards": ("2♦", "3♦", "4♦", "5♦", "7♦")}
    assert fact.reasons[2].args == {"seat": "C", "card": "6♦", "half": "2♦–7♦"}
    french = " ".join(render(r.code, r.args, "fr") for r in fact.reasons)
    # the seats by their names, the card in words, the list of the deducing seat's cards in words too
    assert "Carmen" in french and "Ana a le 2, le 3, le 4, le 5 et le 7 de carreau." in french
    assert "Le 6 de carreau est la seule carte" in french and "c’est donc Carmen qui l’a" in french
    for lang in ("fr", "es"):
        assert all(render(r.code, r.args, lang) for r in fact.reasons)
    assert know.claim_certain(LOW_D)
    claim = know.certain_claim(LOW_D)
    assert claim is not None
    assert str(claim) == "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦"
    # The others do not know it: B sees a low diamond with C, not which.
    assert knowledge_of(state, "B").holder(SIX_D) is None
    assert knowledge_of(state, "C").holder(SIX_D) == "C"
    assert not knowledge_of(state, "E").claim_certain(LOW_D)
    # Claiming during the opponents' turn: the set, wholly in A's team, is cancelled.
    off_turn = apply(state, claim)
    assert outcome(off_turn, LOW_D) == "cancelled" and off_turn.scores == (0, 0)
    # On A's next turn the claim wins.
    state = play(state, "ask B A A♠")  # B's question fails: A's turn
    assert state.seats[state.turn] == "A"
    assert knowledge_of(state, "A").certain_claim(LOW_D) == claim
    won = apply(state, claim)
    assert outcome(won, LOW_D) == "won" and won.scores == (1, 0)


def test_a_card_handed_over_is_known_to_all() -> None:
    state = play(new_game(hands=HANDS, dealer="C"), "ask C B K♠")
    for seat in state.seats:
        know = knowledge_of(state, seat)
        assert know.holder(card("K♠")) == "C"
        assert [r.code for r in know.reasons(card("K♠"))] == (
            ["literature.why-your-hand"] if seat == "C" else ["literature.why-transfer"])
    assert knowledge_of(state, "A").facts[card("K♠")].reasons[0].args == {
        "seat": "C", "from_seat": "B", "card": "K♠"}
    # C asked for K♠ holding A♠ only: C held no other high spade unseen; A♠ remains unknown to A.
    assert knowledge_of(state, "A").holders(card("A♠")) == ("B", "C", "D", "E", "F")


def test_a_refusal_and_a_question_exclude_holders() -> None:
    state = play(new_game(hands=HANDS, dealer="C"), "ask C B 3♦")
    know = knowledge_of(state, "E")
    assert know.holders(card("3♦")) == ("A", "D", "F")  # not C (asked), not B (refused), not E
    assert know.holders(card("2♦")) == ("A", "B", "C", "D", "F")


def test_covering_constraint_with_two_candidates_is_not_certain() -> None:
    hands = dict(HANDS, A="2♦ 3♦ 4♦ 2♠ 3♠ 4♠ 9♣ 10♣", F="6♣ 7♣ 5♦ 7♦ J♣ Q♣ K♣ A♣")
    state = play(new_game(hands=hands, dealer="C"), "ask C B 3♦")
    know = knowledge_of(state, "A")
    assert know.holder(SIX_D) is None and "C" in know.holders(SIX_D)
    assert not know.claim_certain(LOW_D)


def test_hand_sizes_place_the_last_cards() -> None:
    hands = {"A": "2♦ 3♦", "B": "4♦", "C": "5♦", "D": "6♦ 7♦"}
    sets = [SetResult(h, "B", "won", 1) for h in HALF_SUITS if h != LOW_D]
    state = set_up(hands=hands, sets=sets, turn="A")
    know = knowledge_of(state, "A")
    assert know.holders(card("4♦")) == ("B", "C", "D")
    state = play(state, "ask A D 6♦", "ask A D 7♦")  # D is empty now: B and C hold one card each
    know = knowledge_of(state, "A")
    assert know.holders(card("4♦")) == ("B", "C")
    state = play(state, "ask A B 5♦")  # no: B holds 4♦, so C holds 5♦
    know = knowledge_of(state, "A")
    assert know.holder(card("4♦")) == "B" and know.holder(card("5♦")) == "C"
    assert know.reasons(card("5♦"))[-1].code in {"literature.so-only-holder", "literature.so-holds"}


def test_views_show_what_the_rules_let_a_seat_see() -> None:
    state = play(new_game(hands=HANDS, dealer="C"), "ask C B K♠", "ask C B 3♦")
    view = seat_view(state, "A")
    assert view.hand == state.hands[0] and view.sizes == (8, 7, 9, 8, 8, 8)
    assert str(view.last_question) == "ask C B 3♦" and view.last_answer is False
    assert view.to_json()["last_question"] == "ask C B 3♦"
    assert "hands" not in view.to_json()
    memory = memory_view(state, "A")
    assert len(memory.history) == 2 and memory.hand == state.hands[0]
    assert not any(isinstance(getattr(memory, name, None), tuple) and name == "hands" for name in dir(memory))


def test_probabilities_are_exact_and_uniform_over_consistent_deals() -> None:
    hands = {"A": "2♦ 3♦", "B": "4♦", "C": "5♦", "D": "6♦ 7♦"}
    sets = [SetResult(h, "B", "won", 1) for h in HALF_SUITS if h != LOW_D]
    state = set_up(hands=hands, sets=sets, turn="A")
    probs = probabilities(knowledge_of(state, "A"))
    # 4 unseen cards among B (1), C (1), D (2): 4!/(1!1!2!) = 12 deals
    assert probs.exact and probs.deals == 12
    assert abs(probs.of(card("4♦"), "D") - 0.5) < 1e-12 and abs(probs.of(card("4♦"), "B") - 0.25) < 1e-12
    assert probs.of(card("2♦"), "A") == 1.0
    approx = probabilities(knowledge_of(state, "A"), budget=0, samples=3000, seed=1)
    assert not approx.exact and approx.deals is None
    assert abs(approx.of(card("4♦"), "D") - 0.5) < 0.08


# -- exactness against brute force --------------------------------------------------------------------


def test_deduction_matches_brute_force_late_in_seeded_bot_games() -> None:
    checked = 0
    for seed in range(2):
        rng = Rng(seed)
        state = new_game(rng=rng, rules=Rules(players=6 + 2 * seed))
        while not state.over:
            state = apply(state, bot_step(state, rng))
            if sum(len(h) for h in state.hands) <= 12 and len(state.history) % 3 == 0:
                checked += check_against_brute_force(state, limit=300, with_probabilities=False)
    assert checked > 5


def test_every_certain_fact_has_reasons_that_render() -> None:
    for seed in range(3):
        rng = Rng(100 + seed)
        state = new_game(rng=rng)
        while not state.over:
            state = apply(state, bot_step(state, rng))
            if len(state.history) % 10:
                continue
            for seat in state.seats:
                know = knowledge_of(state, seat)
                for c, fact in know.facts.items():
                    assert fact.reasons and fact.seat == know.holder(c)
                    for reason in fact.reasons:
                        assert render(reason.code, reason.args, "es")
                        assert reason.to_json()["code"] == reason.code
                assert know.to_json()["seat"] == seat
                assert all(str(c) in DECK_TEXT for c in know.possible)


DECK_TEXT = {str(c) for c in DECK}
