"""Bots: each takes what one seat may know (a :class:`View`, or a state seen as the player to
move sees it) and a seeded :class:`Rng`, and returns that seat's action. They never peek."""

from __future__ import annotations

from collections import Counter

from ..core.errors import IllegalAction, Violation
from ..core.rng import Rng
from .actions import Action, Ask, Draw
from .state import Phase, State
from .views import View, knowledge, view

Key = tuple[int, int, int]  # (tier: 2 known to hold, 1 unknown, 0 known to lack; cards known; cards held)


def seen_by_mover(obs: View | State) -> View:
    """The view of the player to move (a state is first turned into that view)."""
    v = view(obs, obs.seats[obs.turn]) if isinstance(obs, State) else obs
    if v.phase is Phase.GAME_OVER:
        raise IllegalAction((Violation.of("gofish.game-over"),))
    if not v.to_move:
        raise IllegalAction((Violation.of("gofish.not-your-turn", seat=str(v.seat), turn=v.turn),))
    return v


def random_bot(obs: View | State, rng: Rng) -> Action:
    """A legal action chosen uniformly at random."""
    return rng.choice(seen_by_mover(obs).legal_actions())


def memory_bot(obs: View | State, rng: Rng) -> Action:
    """Remembers every public ask, gift and shown draw: asks a player known to hold one of its
    ranks (the most cards known first), avoids players known to lack a rank, and otherwise asks
    for the rank it holds most of; ties are broken at random."""
    v = seen_by_mover(obs)
    seat = str(v.seat)
    if v.phase is Phase.DRAW:
        return Draw(seat)
    scored = scored_asks(v)
    best = max(key for key, _ in scored)
    return rng.choice([a for key, a in scored if key == best])


def scored_asks(v: View) -> list[tuple[Key, Ask]]:
    """Each ask the seat of ``v`` may make of a player with cards, for a rank it holds, with its key
    (the greatest is best)."""
    seat = str(v.seat)
    known = knowledge(v)
    mine = Counter(c.rank for c in v.hand)
    scored = []
    for t, (target, size) in enumerate(zip(v.seats, v.hand_sizes)):
        if target == seat or not size:
            continue
        for rank, count in sorted(mine.items()):
            least = known.least[t][rank]
            tier = 2 if least else (0 if rank in known.lacks[t] else 1)
            scored.append(((tier, least, count), Ask(seat, target, rank)))
    return scored
