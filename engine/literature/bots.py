"""Bots that play by the rules using only their seat's knowledge (``knowledge.py``), and a random
player for tests.

A bot's policy, on its turn:

1. in the final claims, with cards in its team: claim a half-suit (certain if possible, else the
   likeliest placement); with none: choose an opponent with cards;
2. claim any half-suit it is certain of;
3. with an empty hand: pass the turn to the partner with most cards;
4. ask for the card most likely to be with an opponent (a card known to be there first);
5. failing that, claim a half-suit that can only be in its team, with the likeliest placement.

After ``patience`` moves without the game ending it claims its best guess at every turn, so that
every game ends. Off its turn it claims only when the rules allow it (``claims_any_time``) and the
claim is certain. Ties are broken by a seeded :class:`~engine.core.rng.Rng`.
"""

from __future__ import annotations

from ..core.match import Match, Moves
from ..core.rng import Rng
from .actions import Action, Ask, Claim, Pass
from .explain import legal_actions
from .halfsuits import HALF_SUITS, HalfSuit, card_id, half_of
from .knowledge import Knowledge, knowledge
from .probability import Probabilities, probabilities
from .state import Phase, State, apply
from .views import MemoryView, memory_view

PATIENCE = 300


def choose(view: MemoryView, rng: Rng, *, patience: int = PATIENCE) -> Action | None:
    """The bot's action for ``view.seat`` (None: nothing to do now)."""
    if view.phase is Phase.GAME_OVER:
        return None
    me = view.me
    team = [p for p in range(len(view.seats)) if p % 2 == me % 2]
    team_has_cards = any(view.sizes[p] for p in team)
    if view.turn != view.seat:
        if view.rules.claims_any_time and team_has_cards:
            claims = knowledge(view).certain_claims()
            return claims[0] if claims else None
        return None
    if view.phase is Phase.FINAL and not team_has_cards:
        opponents = [p for p in _after(me, len(view.seats)) if p % 2 != me % 2 and view.sizes[p]]
        return Pass(view.seat, view.seats[opponents[0]])
    if not view.hand and not view.placing:  # an empty hand: the only move is the turn to a partner
        partners = [p for p in team if p != me and view.sizes[p]]
        return Pass(view.seat, view.seats[max(partners, key=lambda p: (view.sizes[p], -p))])
    know = knowledge(view)
    claims = know.certain_claims()
    if claims:
        return claims[0]
    if view.phase is Phase.FINAL or len(view.history) >= patience:
        return _best_guess(know, [h for h in HALF_SUITS if h not in _resolved(view)])
    ask = _best_ask(know, view, rng)
    if ask is not None:
        return ask
    halves = [h for h in HALF_SUITS if h not in _resolved(view) and only_in_team(know, h)]
    if halves:
        return _best_guess(know, halves)
    return any_ask(view, rng)


def _after(me: int, n: int) -> list[int]:
    return [(me + k) % n for k in range(1, n)]


def _resolved(view: MemoryView) -> set[HalfSuit]:
    return {s.half for s in view.sets}


def only_in_team(know: Knowledge, half: HalfSuit) -> bool:
    """Every card of ``half`` still in play can only be in the seat's team."""
    me = know.view.me
    return all(p % 2 == me % 2 for c in half.cards for p in know.candidates.get(card_id(c), ()))


def guess(know: Knowledge, probs: Probabilities, half: HalfSuit) -> tuple[float, Claim]:
    """The likeliest claim of ``half`` naming the team only (each card with its likeliest holder in
    the team), with the product of those chances as its score."""
    me = know.view.me
    chance = 1.0
    named = []
    for card in half.cards:
        row = probs.table.get(card, {})
        in_team = [s for s in know.seats[me % 2::2] if row.get(s, 0.0) > 0]
        best = max(in_team, key=lambda s: (row[s], s == know.seat)) if in_team else know.seat
        chance *= row.get(best, 0.0)
        named.append((card, best))
    return chance, Claim(know.seat, half, tuple(named))


def _best_guess(know: Knowledge, halves: list[HalfSuit]) -> Claim:
    probs = probabilities(know, budget=60_000, samples=300)
    guesses = [guess(know, probs, h) for h in halves]
    return max(guesses, key=lambda g: g[0])[1]


def _best_ask(know: Knowledge, view: MemoryView, rng: Rng) -> Ask | None:
    me = view.me
    halves = {half_of(c) for c in view.hand}
    best: list[tuple[float, Ask]] = []
    top = 0.0
    for half in sorted(halves, key=lambda h: h.index):
        for card in half.cards:
            if card in view.hand:
                continue
            seats = know.candidates[card_id(card)]
            for t in sorted(seats):
                if t % 2 == me % 2:
                    continue
                score = 1 / len(seats)
                if score > top + 1e-12:
                    top, best = score, []
                if abs(score - top) <= 1e-12:
                    best.append((score, Ask(view.seat, view.seats[t], card)))
    return rng.choice(best)[1] if best else None


def any_ask(view: MemoryView, rng: Rng) -> Ask:
    """Any ask of an opponent with cards, for a card of a half-suit the seat holds (when every card that
    may be with an opponent has been ruled out)."""
    me = view.me
    asks: list[Ask] = []
    for half in sorted({half_of(c) for c in view.hand}, key=lambda h: h.index):
        for card in half.cards:
            if card not in view.hand:
                asks += [
                    Ask(view.seat, view.seats[t], card)
                    for t in range(len(view.seats)) if t % 2 != me % 2 and view.sizes[t]
                ]
    return rng.choice(asks)


def bot_step(state: State, rng: Rng, *, patience: int = PATIENCE) -> Action:
    """The next action when every seat is a bot: an off-turn claim first if some bot makes one."""
    if state.rules.claims_any_time:
        for seat in state.seats:
            if seat != state.seats[state.turn]:
                action = choose(memory_view(state, seat), rng, patience=patience)
                if action is not None:
                    return action
    action = choose(memory_view(state, state.seats[state.turn]), rng, patience=patience)
    assert action is not None
    return action


def play_out(state: State, rng: Rng, *, patience: int = PATIENCE, max_moves: int = 5000) -> State:
    """Play the game out with a bot at every seat."""
    match = Match(Moves(None, apply, over=lambda state: state.over), state)
    match.extend(lambda state, ply: bot_step(state, rng, patience=patience), max_moves)
    if not match.over():
        raise RuntimeError("the game did not end")
    return match.state  # type: ignore[no-any-return]


def random_action(state: State, rng: Rng, *, claim_rate: float = 0.08) -> Action:
    """A random action accepted by the rules (for tests): mostly asks and passes by the player to
    act; sometimes a claim, partner-only or (variants allowing) shared, on turn or off turn."""
    plain = [] if rng.below(1000) < claim_rate * 1000 else list(legal_actions(state, claims=False))
    if plain:
        return rng.choice(plain)
    while True:
        halves = [h for h in HALF_SUITS if h not in state.resolved]
        half = rng.choice(halves)
        on_turn = rng.below(4) > 0
        seat = state.turn if on_turn else rng.below(state.players)
        shared = state.rules.shared_claims and rng.below(3) == 0
        pool = list(range(state.players)) if shared else list(range(seat % 2, state.players, 2))
        named = tuple((c, state.seats[rng.choice(pool)]) for c in half.cards)
        if rng.below(3) == 0:  # often the truth, so that claims also succeed
            named = tuple((c, state.seats[state.holder(c) or 0]) for c in half.cards)
        claim = Claim(state.seats[seat], half, named)
        from .explain import explain

        if not explain(state, claim):
            return claim
