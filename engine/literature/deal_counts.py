"""Exact counts of the deals consistent with one seat's knowledge: how many there are, and for every
card in play and seat, how many put that card with that seat.

The constraints (``evidence.py``) are hand sizes, each card's possible holders, and covering
constraints (a seat holds at least one unknown card of a half-suit). With a variable x_p for each
seat p that may still get cards, a deal is a product of one variable per card, and the consistent
deals are counted by the coefficient of x^caps (each seat's number of unknown cards) in a product
of polynomials (``deal_forms.py``):

* a card with one possible holder is placed at once (``problem``);
* the cards of a half-suit with covering constraints form a *block*, and so do the cards with the
  same possible holders (a *class*) among the other half-suits: cards of a class are
  *exchangeable* (any two can be swapped in a consistent deal), and its polynomial is a power;
* the cards any seat may hold, of half-suits without covering constraints (``free``), are all
  placed at the end, in what the blocks leave: a multinomial coefficient (``Final``).

Two ways to multiply the blocks; each gives, besides the total, every block's *context* (for each
monomial of the block, the deals of everything else), from which a card's count with a seat is a
small sum over its block's polynomial with that card placed:

* ``_direct`` (most positions): each block's placements by how many cards each seat gets. Without
  free cards, the products of the first blocks and of the last ones, each grown from its end while
  it is the smaller, meet in the middle, where the counts are fewest.
* ``_expanded`` (early in a game: many cards, few covering constraints): each card as s minus the
  seats it may not be with (s the sum of every x_p), so that the free cards cost nothing and a
  block's polynomial is a few corrections; a forward and a backward pass.

Every step is counted (``Counter``): past ``budget`` steps, ``TooBig``.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from math import comb

from .deal_forms import (
    Block,
    Counter,
    Final,
    Form,
    Poly,
    Space,
    TooBig,
    best_form,
    direct_form,
    multiply,
)
from .knowledge import Knowledge

__all__ = ["TooBig", "exact_counts"]


@dataclass
class Problem:
    """The unknown cards left once the certain ones are placed: local seats (``seats[i]`` is the
    player) with their capacities, the blocks, and the cards any seat may hold whose half-suit has
    no covering constraint (``free``: each is s)."""

    seats: list[int]
    space: Space
    blocks: list[Block]
    free: list[int]
    placed: dict[int, int]  # card -> player, for cards with one possible holder
    cards: int  # unknown cards not placed


def problem(know: Knowledge) -> Problem:
    model = know.model
    caps = list(model.caps)
    placed: dict[int, int] = {}
    need: dict[int, set[int]] = {}
    for cover in model.covers:
        need.setdefault(cover.half, set()).add(cover.seat)
    for c in model.unknown:
        if len(know.candidates[c]) == 1:
            (p,) = know.candidates[c]
            placed[c] = p
            caps[p] -= 1
            need.get(c // 6, set()).discard(p)  # that card covers its half-suit for its holder
    seats = [p for p in range(model.players) if caps[p] > 0]
    local = {p: i for i, p in enumerate(seats)}
    everyone = tuple(range(len(seats)))
    covered: dict[int, dict[tuple[int, ...], list[int]]] = {}
    classes: dict[tuple[int, ...], list[int]] = {}
    for c in model.unknown:
        if c not in placed:
            domain = tuple(sorted(local[p] for p in know.candidates[c]))
            group = covered.setdefault(c // 6, {}) if need.get(c // 6) else classes
            group.setdefault(domain, []).append(c)
    blocks = [Block(list(group.values()), list(group), tuple(sorted(local[p] for p in need[h])))
              for h, group in sorted(covered.items())]
    free = classes.pop(everyone, [])
    blocks += [Block([cards], [domain]) for domain, cards in sorted(classes.items())]
    return Problem(seats, Space([caps[p] for p in seats]), blocks, free, placed,
                   len(model.unknown) - len(placed))


def exact_counts(know: Knowledge, budget: int) -> tuple[dict[int, dict[int, int]], int]:
    """card -> player -> consistent deals with that card there (every card in play), and the number of
    consistent deals. TooBig when the work would exceed ``budget`` steps."""
    prob = problem(know)
    counter = Counter(budget)
    contexts, total, scale, blocks = (_expanded if expansion_pays(prob) else _direct)(prob, counter)
    counts: dict[int, dict[int, int]] = {}
    for (block, form), context in zip(blocks, contexts):
        counter.spend(sum(len(p) for row in form.placed for p in row.values()))
        for cards, row in zip(block.classes, form.placed):
            values = {prob.seats[q]: _quotient(sum(w * context[v] for v, w in p.items()), scale)
                      for q, p in row.items()}
            counts.update((c, dict(values)) for c in cards)
    for c, p in (*prob.placed.items(), *know.model.known.items()):
        counts[c] = {p: total}
    return counts, total


def expansion_pays(prob: Problem) -> bool:
    """Early in a game (many unknown cards, few covering constraints) the expanded form keeps the
    products small; later, the direct one (measured on seeded games: ``tests/engine``)."""
    seats = len(prob.space.caps)
    return prob.cards >= 6 * seats and sum(len(b.need) for b in prob.blocks) < 2 * seats


Found = tuple[list[dict[int, int]], int, int, list[tuple[Block, Form]]]


def _direct(prob: Problem, counter: Counter) -> Found:
    """Every block in direct form; the free cards too when they are few, and then the products of the
    first blocks and of the last ones meet in the middle."""
    space = prob.space
    if prob.free and _small(len(prob.free), len(space.caps)):
        prob.blocks.append(Block([prob.free], [tuple(range(len(space.caps)))]))
        prob.free = []
    blocks = [(b, direct_form(b, space, counter)) for b in prob.blocks]
    if prob.free:
        return _forward_tail(prob, blocks, counter)
    tables = [form.poly for _, form in blocks]
    order = ends_in(tables)
    blocks, tables = [blocks[i] for i in order], [tables[i] for i in order]
    chain = Chain(space, counter, tables)
    chain.meet()
    mid = len(chain.forward) - 1
    last = chain.forward[-1]
    suffix = chain.suffix[0]
    after = {u: suffix[space.cap_vec - u] for u in last if space.cap_vec - u in suffix}
    total = sum(last[u] * w for u, w in after.items())
    contexts: list[dict[int, int]] = [{} for _ in blocks]
    for k in range(mid - 1, -1, -1):  # the first blocks, from the meeting point back to the start
        after, contexts[k] = _back(chain.forward[k], tables[k], after)
    upto = {y: last[space.cap_vec - y] for y in suffix if space.cap_vec - y in last}
    for k in range(mid, len(tables)):  # the last blocks, from the meeting point on to the end
        upto, contexts[k] = _back(chain.suffix[k - mid + 1], tables[k], upto)
    return contexts, total, 1, blocks


def _forward_tail(prob: Problem, blocks: list[tuple[Block, Form]], counter: Counter) -> Found:
    """Blocks in direct form multiplied in order (the largest tables first, while the products are
    small), the free cards placed last in what they leave (``Final``), then a backward pass."""
    space = prob.space
    blocks.sort(key=lambda bf: -len(bf[1].poly))
    tables = [form.poly for _, form in blocks]
    forward: list[Poly] = [{0: 1}]
    for t in tables:  # charged twice: the backward pass takes as many steps
        counter.spend(2 * len(forward[-1]) * len(t))
        forward.append(multiply(forward[-1], t, space))
    last = forward[-1]
    final = Final(space, prob.cards)
    after = {a: final[a] for a in last}
    scale = final.scale
    total = _quotient(sum(w * after[a] for a, w in last.items()), scale)
    contexts: list[dict[int, int]] = [{} for _ in blocks]
    for k in range(len(tables) - 1, -1, -1):
        after, contexts[k] = _back(forward[k], tables[k], after)
    return _with_free(prob, blocks, contexts, last, final, counter), total, scale, blocks


def _with_free(prob: Problem, blocks: list[tuple[Block, Form]], contexts: list[dict[int, int]], last: Poly,
               final: Final, counter: Counter) -> list[dict[int, int]]:
    """The free cards as one more block: one of them placed turns s^j x^a into s^(j-1) x^a x_p."""
    space = prob.space
    counter.spend(len(last) * len(space.caps))
    blocks.append((Block([prob.free], [()]), Form({}, [{q: {unit: 1} for q, unit in enumerate(space.unit)}])))
    contexts.append({unit: sum(w * final[a + unit] for a, w in last.items()) for unit in space.unit})
    return contexts


def _small(k: int, seats: int) -> bool:
    """Whether k exchangeable cards on every seat are better placed as one more block."""
    return comb(k + seats - 1, seats - 1) <= 1000


def ends_in(tables: list[Poly]) -> list[int]:
    """An order of the blocks with the largest tables at both ends, where the products built from
    either end are still small, and the smallest in the middle."""
    by_size = sorted(range(len(tables)), key=lambda i: (-len(tables[i]), i))
    return by_size[0::2] + by_size[1::2][::-1]


class Chain:
    """The products of the first blocks (``forward[k]``: blocks before k) and of the last ones
    (``suffix[i]``: blocks from ``len(forward) - 1 + i`` on), each grown from its end. Each step is
    charged twice: the backward passes repeat it."""

    def __init__(self, space: Space, counter: Counter, tables: list[Poly]) -> None:
        self.space, self.counter, self.tables = space, counter, tables
        self.forward: list[Poly] = [{0: 1}]
        self.suffix: list[Poly] = [{0: 1}]

    def _grow(self, a: Poly, table: Poly) -> Poly:
        self.counter.spend(2 * len(a) * len(table))
        return multiply(a, table, self.space)

    def meet(self) -> None:
        """Grow whichever end is cheaper to grow until the two meet."""
        front, back = 0, len(self.tables)
        while front < back:
            front_cost = len(self.forward[-1]) * len(self.tables[front])
            if front_cost <= len(self.suffix[0]) * len(self.tables[back - 1]):
                self.forward.append(self._grow(self.forward[-1], self.tables[front]))
                front += 1
            else:
                back -= 1
                self.suffix.insert(0, self._grow(self.suffix[0], self.tables[back]))


def _back(before: Poly, table: Poly, after: Poly) -> tuple[Poly, dict[int, int]]:
    """One backward step over a block in direct form: the deals from this block on by the monomial
    before it, and the block's context (for each of its monomials, the deals of everything else).
    The same step, mirrored, walks from the meeting point to the end."""
    back: Poly = {}
    vectors = list(table)
    weights = list(table.values())
    sums = [0] * len(vectors)
    get = after.get
    for u, wu in before.items():
        acc = 0
        for i, v in enumerate(vectors):
            b = get(u + v)
            if b:
                acc += weights[i] * b
                sums[i] += wu * b
        if acc:
            back[u] = acc
    return back, dict(zip(vectors, sums))


def _expanded(prob: Problem, counter: Counter) -> Found:
    blocks = [(b, best_form(b, prob.space, counter)) for b in prob.blocks]
    blocks.sort(key=lambda bf: -len(bf[1].poly))
    return _forward_backward(prob, blocks, counter)


def _forward_backward(prob: Problem, blocks: list[tuple[Block, Form]], counter: Counter) -> Found:
    """The blocks multiplied in order, the free cards and the capacities weighed at the end
    (``Final``), and each block's context by a backward pass."""
    space = prob.space
    placements = [_placements(form) for _, form in blocks]
    forward: list[Poly] = [{0: 1}]
    reach: list[set[int]] = [set()]  # the monomials with one block's card placed, up to each block
    for (_, form), extra in zip(blocks, placements):
        counter.spend(len(forward[-1]) * (len(form.poly) + len(extra)) + len(reach[-1]) * len(form.poly))
        reach.append(_sums(reach[-1], form.poly, space) | _sums(forward[-1], extra, space))
        forward.append(multiply(forward[-1], form.poly, space))
    final = Final(space, prob.cards)
    last = forward[-1]
    total = _quotient(sum(w * final[a] for a, w in last.items()), final.scale)
    contexts: list[dict[int, int]] = [{} for _ in blocks]
    after: Callable[[int], int | None] = final.__getitem__  # the deals of the blocks after k, by monomial
    for k in range(len(placements) - 1, -1, -1):
        form = blocks[k][1]
        counter.spend(len(forward[k]) * len(placements[k]) + len(reach[k]) * len(form.poly))
        contexts[k] = {v: sum(w * (after(u + v) or 0) for u, w in forward[k].items()) for v in placements[k]}
        terms = list(form.poly.items())
        after = {x: sum(w * (after(x + v) or 0) for v, w in terms) for x in reach[k]}.get
    if prob.free:
        contexts = _with_free(prob, blocks, contexts, last, final, counter)
    return contexts, total, final.scale, blocks


def _placements(form: Form) -> list[int]:
    """Every monomial of the block's polynomials with a card placed."""
    return list(dict.fromkeys(v for row in form.placed for p in row.values() for v in p))


def _sums(vectors: Iterable[int], poly: Poly, space: Space) -> set[int]:
    ceiling, guard = space.ceiling, space.guard
    return {u + v for u in vectors for v in poly if (ceiling - u - v) & guard == guard}


def _quotient(n: int, d: int) -> int:
    q, r = divmod(n, d)
    assert r == 0, "a count of deals is a whole number"
    return q
