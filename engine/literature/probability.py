"""The chance that each player holds each card, uniform over the deals consistent with what one
seat knows (every consistent deal counted once, as in ``knowledge.py``).

Exact when the count is small enough: the unknown cards are grouped by half-suit; for each
half-suit a table counts its placements by how many cards each seat gets (covering constraints
checked inside the half-suit); the tables are combined by a prefix/suffix convolution over the
hand-size vector, which gives every marginal exactly. When that work exceeds ``budget`` steps,
the marginals are estimated by a seeded Markov chain over consistent deals (swaps of two cards and
rotations of three, each accepted when the deal stays consistent: uniform in the limit) and the
result says ``exact=False``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..core.cards import Card
from ..core.rng import Rng
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


class _TooBig(Exception):
    pass


def probabilities(
    know: Knowledge, *, budget: int = 300_000, samples: int = 1000, seed: int = 0
) -> Probabilities:
    try:
        counts, total = _exact(know, budget)
    except _TooBig:
        return _sampled(know, samples, seed)
    seats = know.seats
    table: dict[Card, dict[str, float]] = {}
    count_table: dict[Card, dict[str, int]] = {}
    for c in know.candidates:
        row = counts.get(c, {know.model.known.get(c, -1): total})
        count_table[DECK[c]] = {seats[p]: n for p, n in sorted(row.items()) if n}
        table[DECK[c]] = {seats[p]: n / total for p, n in sorted(row.items()) if n}
    return Probabilities(know.seat, table, True, total, count_table, 0)


def _exact(know: Knowledge, budget: int) -> tuple[dict[int, dict[int, int]], int]:
    """Exact counts by half-suit tables and convolution. A count vector (cards per seat) is packed
    in one integer, 5 bits per seat, so that adding vectors is adding integers; ``fits`` checks
    every digit against the seat's capacity without unpacking."""
    model = know.model
    players = [p for p in range(model.players) if model.caps[p] > 0]
    local = {p: i for i, p in enumerate(players)}
    caps = [model.caps[p] for p in players]
    unit = [1 << (5 * i) for i in range(len(players))]
    cap_vec = sum(c * u for c, u in zip(caps, unit))
    guard = sum(16 * u for u in unit)
    ceiling = cap_vec | guard

    def fits(vec: int) -> bool:
        return (ceiling - vec) & guard == guard

    halves: dict[int, list[int]] = {}
    for c in model.unknown:
        halves.setdefault(c // 6, []).append(c)
    order = sorted(halves)
    need = {h: 0 for h in order}
    for cover in model.covers:
        need[cover.half] |= 1 << local[cover.seat]
    domains = {c: sorted(local[p] for p in know.candidates[c]) for c in model.unknown}
    work = [0]

    def spend(n: int) -> None:
        work[0] += n
        if work[0] > budget:
            raise _TooBig

    def table(cards: list[int], forced: tuple[int, int] | None = None) -> dict[int, int]:
        states: dict[tuple[int, int], int] = {(0, 0): 1}
        mask_need = need[cards[0] // 6]
        for c in cards:
            options = [forced[1]] if forced and forced[0] == c else domains[c]
            spend(len(states) * len(options))
            new: dict[tuple[int, int], int] = {}
            for (vec, mask), w in states.items():
                for p in options:
                    v = vec + unit[p]
                    if not fits(v):
                        continue
                    key = (v, mask | (mask_need & (1 << p)))
                    new[key] = new.get(key, 0) + w
            states = new
        out: dict[int, int] = {}
        for (vec, mask), w in states.items():
            if mask == mask_need:
                out[vec] = out.get(vec, 0) + w
        return out

    tables = [table(halves[h]) for h in order]

    def conv(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
        spend(len(a) * len(b))
        out: dict[int, int] = {}
        for u, wu in a.items():
            for v, wv in b.items():
                s = u + v
                if fits(s):
                    out[s] = out.get(s, 0) + wu * wv
        return out

    prefix = [{0: 1}]
    for t in tables:
        prefix.append(conv(prefix[-1], t))
    suffix = [{0: 1}]
    for t in reversed(tables):
        suffix.append(conv(t, suffix[-1]))
    suffix.reverse()  # suffix[k]: the half-suits from k on
    total = prefix[-1].get(cap_vec, 0)
    counts: dict[int, dict[int, int]] = {}
    for k, h in enumerate(order):
        spend(len(prefix[k]) * len(tables[k]))
        after = suffix[k + 1]
        ctx: dict[int, int] = {}
        for v in tables[k]:
            acc = 0
            for u, wu in prefix[k].items():
                if fits(u + v):
                    acc += wu * after.get(cap_vec - u - v, 0)
            ctx[v] = acc
        for c in halves[h]:
            counts[c] = {}
            for p in know.candidates[c]:
                forced = table(halves[h], (c, local[p]))
                counts[c][p] = sum(w * ctx.get(v, 0) for v, w in forced.items())
    for c, p in model.known.items():
        counts[c] = {p: total}
    return counts, total


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
