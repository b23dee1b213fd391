"""The Literature tests' reference count of consistent deals: the algorithm ``probability.py`` used
before ``deal_counts.py`` (one table per half-suit by how many cards each seat gets, covers checked
inside the half-suit, combined by a prefix/suffix convolution; a card's count from its half-suit's
table rebuilt with the card forced). Slower, but independent of the new code: the new counts must
equal these wherever these finish."""

from __future__ import annotations

from engine.literature.knowledge import Knowledge


class TooBig(Exception):
    pass


def half_table_counts(know: Knowledge, budget: int) -> tuple[dict[int, dict[int, int]], int]:
    """card -> player -> consistent deals with that card there, and the number of consistent deals."""
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
    need = dict.fromkeys(order, 0)
    for cover in model.covers:
        need[cover.half] |= 1 << local[cover.seat]
    domains = {c: sorted(local[p] for p in know.candidates[c]) for c in model.unknown}
    work = [0]

    def spend(n: int) -> None:
        work[0] += n
        if work[0] > budget:
            raise TooBig

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
                    if fits(v):
                        key = (v, mask | (mask_need & (1 << p)))
                        new[key] = new.get(key, 0) + w
            states = new
        out: dict[int, int] = {}
        for (vec, mask), w in states.items():
            if mask == mask_need:
                out[vec] = out.get(vec, 0) + w
        return out

    def conv(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
        spend(len(a) * len(b))
        out: dict[int, int] = {}
        for u, wu in a.items():
            for v, wv in b.items():
                if fits(u + v):
                    out[u + v] = out.get(u + v, 0) + wu * wv
        return out

    tables = [table(halves[h]) for h in order]
    prefix = [{0: 1}]
    for t in tables:
        prefix.append(conv(prefix[-1], t))
    suffix = [{0: 1}]
    for t in reversed(tables):
        suffix.append(conv(t, suffix[-1]))
    suffix.reverse()
    total = prefix[-1].get(cap_vec, 0)
    counts: dict[int, dict[int, int]] = {}
    for k, h in enumerate(order):
        spend(len(prefix[k]) * len(tables[k]))
        after = suffix[k + 1]
        ctx = {v: sum(wu * after.get(cap_vec - u - v, 0) for u, wu in prefix[k].items() if fits(u + v))
               for v in tables[k]}
        for c in halves[h]:
            counts[c] = {}
            for p in know.candidates[c]:
                forced = table(halves[h], (c, local[p]))
                counts[c][p] = sum(w * ctx.get(v, 0) for v, w in forced.items())
    for c, p in model.known.items():
        counts[c] = {p: total}
    return counts, total
