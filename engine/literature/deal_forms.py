"""Polynomials for counting deals (``deal_counts.py``): a variable x_p for each seat that may still get
unknown cards, a deal being the product of one variable per card.

A polynomial maps a packed exponent vector (5 bits a seat, so that multiplying monomials is adding
integers; ``Space``) to its integer coefficient; monomials beyond a seat's capacity are dropped.
Cards are placed in *blocks* (a half-suit with covering constraints, or a class of cards with the
same possible seats), each with two forms of its polynomial:

* ``direct_form``: the placements by how many cards each seat gets, covers checked on the counts;
* ``expansion_form``: with s the sum of every x_p, each card is s minus the x_p of the seats it may
  not be with, and a covering constraint is an inclusion-exclusion over the covering seats that get
  none of the half-suit; expanded in powers of s and written with s = 1 (the power of s is what the
  degree lacks), few monomials remain while few seats are excluded.

``Final`` turns a monomial x^a (times the missing power of s) into the deals it stands for.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import comb, factorial

BITS = 5  # a seat's field in a packed exponent vector: unknown cards per seat stay below 16
FACTORIAL = tuple(factorial(n) for n in range(49))

Poly = dict[int, int]


class TooBig(Exception):
    """The exact count would take more than the budget."""


class Counter:
    """Work steps against a budget."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.work = 0

    def spend(self, n: int) -> None:
        self.work += n
        if self.work > self.budget:
            raise TooBig


class Space:
    """Exponent vectors over the local seats, packed: ``fits`` checks every field against the seat's
    capacity without unpacking (a guard bit per field)."""

    def __init__(self, caps: list[int]) -> None:
        self.caps = caps
        self.unit = [1 << (BITS * i) for i in range(len(caps))]
        self.cap_vec = sum(c * u for c, u in zip(caps, self.unit))
        self.guard = sum((1 << (BITS - 1)) * u for u in self.unit)
        self.ceiling = self.cap_vec | self.guard

    def fits(self, vec: int) -> bool:
        return (self.ceiling - vec) & self.guard == self.guard

    def unpack(self, vec: int) -> list[int]:
        mask = (1 << BITS) - 1
        return [(vec >> (BITS * i)) & mask for i in range(len(self.caps))]


def multiply(a: Poly, b: Poly, space: Space) -> Poly:
    """The product of two polynomials, without the monomials beyond the capacities."""
    ceiling, guard = space.ceiling, space.guard
    items = list(b.items())
    out: Poly = {}
    get = out.get
    for u, wu in a.items():
        for v, wv in items:
            s = u + v
            if (ceiling - s) & guard == guard:
                out[s] = get(s, 0) + wu * wv
    return {v: w for v, w in out.items() if w}


def compositions(k: int, seats: tuple[int, ...], space: Space, counter: Counter, sign: int = 1) -> Poly:
    """(sum of x_p over ``seats``)^k, or with ``sign`` -1 and the constant 1 added as a further
    variable, (1 - sum of x_p)^k, within the capacities (one step a monomial). Shared between calls
    and positions (the same few powers recur): never to be changed. Refused before it is made when even
    its count of monomials without the capacities is past the budget (14 cards over 7 seats: 200 ms)."""
    terms = len(seats) + (sign < 0)  # the variables, the constant included
    if counter.work + comb(k + terms - 1, terms - 1) > counter.budget:
        raise TooBig
    out = _compositions(k, seats, tuple(space.caps), sign)
    counter.spend(len(out))
    return out


@lru_cache(maxsize=4096)
def _compositions(k: int, seats: tuple[int, ...], caps: tuple[int, ...], sign: int) -> Poly:
    space = Space(list(caps))
    out: Poly = {}
    free = sign < 0  # the constant term takes what the seats leave

    def place(i: int, left: int, vec: int, denominator: int, degree: int) -> None:
        if i == len(seats):
            if free or not left:
                out[vec] = (-1 if degree % 2 else 1) * FACTORIAL[k] // (denominator * FACTORIAL[left])
            return
        seat = seats[i]
        for n in range(min(left, space.caps[seat]) + 1):
            place(i + 1, left - n, vec + n * space.unit[seat], denominator * FACTORIAL[n],
                  degree + n * free)

    place(0, k, 0, 1, 0)
    return out


@dataclass
class Block:
    """Cards whose placements are counted together: ``classes`` of cards with the same possible seats
    (``domains``, local seat indexes) and ``need``, the seats that must get at least one of them."""

    classes: list[list[int]]
    domains: list[tuple[int, ...]]
    need: tuple[int, ...] = ()


@dataclass
class Form:
    """A block's polynomial, and for each class and each seat of its domain the polynomial with one
    given card of the class placed with that seat (``placed[class][seat]``)."""

    poly: Poly
    placed: list[dict[int, Poly]]

    @property
    def size(self) -> int:
        return len(self.poly) + sum(len(p) for row in self.placed for p in row.values())


def product(parts: list[Poly], space: Space, counter: Counter) -> Poly:
    out: Poly = {0: 1}
    for part in parts:
        counter.spend(len(out) * len(part))
        out = multiply(out, part, space)
    return out


def direct_form(block: Block, space: Space, counter: Counter) -> Form:
    """The block's placements by how many cards each seat gets (covers checked on the counts)."""
    add = sum(((1 << (BITS - 1)) - 1) * space.unit[q] for q in block.need)
    bits = sum((1 << (BITS - 1)) * space.unit[q] for q in block.need)
    parts = [compositions(len(cards), d, space, counter) for cards, d in zip(block.classes, block.domains)]
    poly = {v: w for v, w in product(parts, space, counter).items() if (v + add) & bits == bits}
    placed = []
    for j, (cards, d) in enumerate(zip(block.classes, block.domains)):
        one_less = compositions(len(cards) - 1, d, space, counter)
        without = product([*parts[:j], one_less, *parts[j + 1:]], space, counter)
        counter.spend(len(without) * len(d))
        row = {}
        for q in d:
            shifted = ((v + space.unit[q], w) for v, w in without.items())
            row[q] = {v: w for v, w in shifted if space.fits(v) and (v + add) & bits == bits}
        placed.append(row)
    return Form(poly, placed)


def expansion_form(block: Block, space: Space, counter: Counter) -> Form:
    """The block's polynomial in powers of s: each card is s minus the x_p of the seats it avoids
    (seats excluded, and the covering seats of the inclusion-exclusion term)."""
    everyone = frozenset(range(len(space.caps)))
    avoided = [everyone - set(d) for d in block.domains]
    sizes = [len(cards) for cards in block.classes]
    memo: dict[tuple[frozenset[int], int], Poly] = {}

    def power(seats: frozenset[int], k: int) -> Poly:
        if (seats, k) not in memo:
            memo[seats, k] = compositions(k, tuple(sorted(seats)), space, counter, -1)
        return memo[seats, k]

    def terms(need: tuple[int, ...], ks: list[int]) -> Poly:
        out: Poly = {}
        for r in range(len(need) + 1):
            for t in combinations(need, r):
                parts = [power(x | set(t), k) for x, k in zip(avoided, ks)]
                for v, w in product(parts, space, counter).items():
                    out[v] = out.get(v, 0) + (-w if r % 2 else w)
        return {v: w for v, w in out.items() if w}

    poly = terms(block.need, sizes)
    placed = []
    for j, d in enumerate(block.domains):
        ks = [k - (i == j) for i, k in enumerate(sizes)]
        row = {}
        for q in d:
            rest = terms(tuple(p for p in block.need if p != q), ks)
            row[q] = {v + space.unit[q]: w for v, w in rest.items() if space.fits(v + space.unit[q])}
        placed.append(row)
    return Form(poly, placed)


def best_form(block: Block, space: Space, counter: Counter) -> Form:
    direct = direct_form(block, space, counter)
    if direct.size <= 2 * len(direct.placed):
        return direct
    expanded = expansion_form(block, space, counter)
    return expanded if expanded.size < direct.size else direct


class Final(dict[int, int]):
    """Monomial x^a (the rest of the degree in s) -> the deals it stands for, times prod_p caps_p!
    (an integer): (n - |a|)! prod_p caps_p! / (caps_p - a_p)!, 0 beyond a capacity."""

    def __init__(self, space: Space, cards: int) -> None:
        super().__init__()
        self.space, self.cards = space, cards
        self.falling = [[FACTORIAL[c] // FACTORIAL[c - a] for a in range(c + 1)] for c in space.caps]
        self.scale = 1
        for c in space.caps:
            self.scale *= FACTORIAL[c]

    def __missing__(self, vec: int) -> int:
        value = 0
        exponents = self.space.unpack(vec)
        if all(a <= len(f) - 1 for a, f in zip(exponents, self.falling)):
            value = FACTORIAL[self.cards - sum(exponents)]
            for a, f in zip(exponents, self.falling):
                value *= f[a]
        self[vec] = value
        return value
