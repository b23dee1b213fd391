"""The chance that each player holds each card, uniform over the deals consistent with what one
seat knows (every consistent deal counted once, as in ``knowledge.py``).

Exact when the count takes at most ``budget`` work steps (``deal_counts.py``: the deals counted by
groups of exchangeable cards, with the number of deals and each card's count with each seat as whole
numbers). Otherwise the marginals are estimated by a seeded Markov chain over consistent deals (swaps
of two cards and rotations of three, each accepted when the deal stays consistent: uniform in the
limit) and the result says ``exact=False``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..core.cards import Card
from ..core.rng import Rng
from .deal_counts import TooBig, exact_counts
from .halfsuits import CARD_ID, DECK
from .knowledge import Knowledge, slots
from .matching import assign


@dataclass(frozen=True)
class Probabilities:
    seat: str
    table: dict[Card, dict[str, float]]  # card in play -> seat -> probability (seats with 0 left out)
    exact: bool
    deals: int | None  # the number of consistent deals, when exact
    counts: dict[Card, dict[str, int]] | None  # card -> seat -> consistent deals, when exact
    samples: int  # deals sampled when approximate

    def of(self, card: Card, seat: str) -> float:
        return self.table.get(card, {}).get(seat, 0.0)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "exact": self.exact, "deals": self.deals, "samples": self.samples,
            "table": {str(c): dict(row) for c, row in self.table.items()},
        }


def probabilities(
    know: Knowledge, *, budget: int = 300_000, samples: int = 1000, seed: int = 0
) -> Probabilities:
    exact = exact_probabilities(know, budget)
    return exact if exact is not None else _sampled(know, samples, seed)


def exact_probabilities(know: Knowledge, budget: int) -> Probabilities | None:
    """The exact chances, or None when counting them takes more than ``budget`` work steps."""
    try:
        counts, total = exact_counts(know, budget)
    except TooBig:
        return None
    seats = know.seats
    table: dict[Card, dict[str, float]] = {}
    count_table: dict[Card, dict[str, int]] = {}
    for c in know.candidates:
        row = counts[c]
        count_table[DECK[c]] = {seats[p]: n for p, n in sorted(row.items()) if n}
        table[DECK[c]] = {seats[p]: n / total for p, n in sorted(row.items()) if n}
    return Probabilities(know.seat, table, True, total, count_table, 0)


def _sampled(know: Knowledge, samples: int, seed: int) -> Probabilities:
    model = know.model
    rng = Rng(seed)
    slot_seat, slot_caps, adj = slots(model)
    found = assign(adj, slot_caps)
    assert found is not None
    cards = list(model.unknown)
    holder = {c: slot_seat[s] for c, s in zip(cards, found[0])}
    dom = {c: know.candidates[c] for c in cards}
    covers = {(cov.seat, cov.half) for cov in model.covers}
    count: dict[tuple[int, int], int] = {}
    for c, p in holder.items():
        count[(p, c // 6)] = count.get((p, c // 6), 0) + 1
    tally: dict[int, dict[int, int]] = {c: {} for c in cards}
    n = len(cards)
    thin, burn = max(2, n // 3), 20 * n

    def move(pairs: Iterable[tuple[int, int]]) -> bool:
        """Move each card to its new seat if every domain and covering constraint still holds."""
        pairs = list(pairs)
        if any(p not in dom[c] for c, p in pairs):
            return False
        old = [(c, holder[c]) for c, _ in pairs]
        for c, p in old:
            count[(p, c // 6)] -= 1
        for c, p in pairs:
            count[(p, c // 6)] = count.get((p, c // 6), 0) + 1
        if all(count.get(key, 0) >= 1 for key in {(p, c // 6) for c, p in old} if key in covers):
            for c, p in pairs:
                holder[c] = p
            return True
        for c, p in pairs:
            count[(p, c // 6)] -= 1
        for c, p in old:
            count[(p, c // 6)] += 1
        return False

    if n >= 2:
        for step in range(burn + samples * thin):
            a, b = cards[rng.below(n)], cards[rng.below(n)]
            pa, pb = holder[a], holder[b]
            if n >= 3 and rng.below(3) == 0:
                c = cards[rng.below(n)]
                pc = holder[c]
                if len({pa, pb, pc}) == 3:
                    move(((a, pb), (b, pc), (c, pa)))
            elif pa != pb:
                move(((a, pb), (b, pa)))
            if step >= burn and (step - burn) % thin == 0:
                for card in cards:
                    row = tally[card]
                    row[holder[card]] = row.get(holder[card], 0) + 1
    else:
        for card in cards:
            tally[card] = {holder[card]: samples}
    seats = know.seats
    table: dict[Card, dict[str, float]] = {}
    for c in know.candidates:
        if c in model.known:
            table[DECK[c]] = {seats[model.known[c]]: 1.0}
        else:
            row = tally[c]
            total = sum(row.values())
            table[DECK[c]] = {seats[p]: k / total for p, k in sorted(row.items())}
    return Probabilities(know.seat, table, False, None, None, samples)


def probability(know: Knowledge, card: Card, seat: str, **options: Any) -> float:
    return probabilities(know, **options).of(card, seat) if card in CARD_ID else 0.0
