"""What the public history proves, from one seat: the exact constraints of the deduction.

Cards move only in public (a card handed over is shown; a claim reveals the six holders). So a
card that has been handed over at least once, or claimed, has a known path: before its first
transfer it was with the player who gave it up, and so on. Every other card still in play (not
in my hand) has never moved: one unknown holder ``h(card)`` from the start until now. The whole
history therefore constrains only these unknowns:

* hand sizes: each seat holds exactly ``caps[seat]`` unknown cards (its size now minus the known
  cards it holds now; at any earlier moment the same count holds, since unknown cards never move);
* a question for card X proves the asker did not hold X (X never moved, so never holds it), and
  a refusal proves the target does not hold X;
* a question for X of half-suit H proves the asker held another card of H at that moment: if
  no card of H with a known path was with the asker then, the asker holds at least one unknown
  card of H (a *covering* constraint, one per seat and half-suit however many questions);
* claims resolve their half-suit (its cards leave play, their holders are revealed).

Nothing else a player does is forced by their hand, so these are all the constraints.
"""

from __future__ import annotations

from dataclasses import dataclass

from .halfsuits import DECK, card_id
from .state import Asked, Claimed
from .views import MemoryView


@dataclass(frozen=True)
class Cover:
    """``seat`` holds at least one unknown card of half-suit ``half`` (index), proved by move
    ``move``, a question for ``card``; ``elsewhere`` gives where each card of the half-suit with a
    known path was at that moment (the card asked for included)."""

    seat: int
    half: int
    move: int
    card: int
    elsewhere: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Model:
    """The unknowns and their constraints (cards and half-suits by index in ``DECK``/``HALF_SUITS``)."""

    me: int
    players: int
    sizes: tuple[int, ...]
    known: dict[int, int]  # card in play -> holder now, for my cards and cards with a known path
    unknown: tuple[int, ...]  # cards in play whose holder never showed
    domain: dict[int, frozenset[int]]  # unknown card -> seats not excluded by questions, sizes, me
    caps: tuple[int, ...]  # unknown cards held by each seat (0 for me)
    covers: tuple[Cover, ...]
    excluded: dict[tuple[int, int], tuple[int, str]]  # (card, seat) -> (move, "asked" | "refused")
    transfers: dict[int, int]  # card with a known path in play -> move of its last transfer (or -1)


def extract(view: MemoryView) -> Model:
    seats, me, n = view.seats, view.me, len(view.seats)
    index = {s: i for i, s in enumerate(seats)}
    resolved = {s.half.index for s in view.sets}
    in_play = [c for c in range(len(DECK)) if c // 6 not in resolved]
    mine = {card_id(c) for c in view.hand}
    moves = view.history
    origin: dict[int, int] = {}
    for move in moves:
        if isinstance(move, Asked):
            if move.got:
                origin.setdefault(move.card_index, index[move.action.target])
        elif isinstance(move, Claimed):
            first = move.half_index * 6
            for k, name in enumerate(move.holders):
                origin.setdefault(first + k, index[name])
    for c in mine:
        origin.setdefault(c, me)
    unknown = tuple(c for c in in_play if c not in origin)
    unknown_set = set(unknown)
    loc = dict(origin)
    covers: dict[tuple[int, int], Cover] = {}
    excluded: dict[tuple[int, int], tuple[int, str]] = {}
    transfers: dict[int, int] = {}
    for i, move in enumerate(moves):
        if isinstance(move, Asked):
            asker, target = index[move.action.seat], index[move.action.target]
            x = move.card_index
            h = x // 6
            if asker != me and h not in resolved and (asker, h) not in covers:
                seen = tuple((y, loc[y]) for y in range(6 * h, 6 * h + 6) if y in loc)
                if all(holder != asker for y, holder in seen if y != x):
                    covers[(asker, h)] = Cover(asker, h, i, x, seen)
            if x in unknown_set:
                excluded.setdefault((x, asker), (i, "asked"))
                if not move.got:
                    excluded.setdefault((x, target), (i, "refused"))
            if move.got:
                loc[x] = asker
                transfers[x] = i
        elif isinstance(move, Claimed):
            first = move.half_index * 6
            for y in range(first, first + 6):
                loc.pop(y, None)
    known = {c: loc[c] for c in in_play if c in loc}
    held = [0] * n
    for holder in known.values():
        held[holder] += 1
    caps = tuple(0 if p == me else view.sizes[p] - held[p] for p in range(n))
    open_seats = [p for p in range(n) if caps[p] > 0]
    domain = {c: frozenset(p for p in open_seats if (c, p) not in excluded) for c in unknown}
    return Model(
        me=me, players=n, sizes=view.sizes, known=known, unknown=unknown, domain=domain, caps=caps,
        covers=tuple(covers.values()), excluded=excluded,
        transfers={c: transfers.get(c, -1) for c in known},
    )
