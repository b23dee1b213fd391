"""Reasons for certain facts, as structured data (codes and parameters, rendered in any language).

The exact solver (``knowledge.py``) decides *what* is certain. This module retraces *why*, with a
few sound inference rules applied until nothing changes:

* a card nobody else can hold is with the last candidate (``so-only-holder``);
* a seat that must hold a card of a half-suit, with one candidate card left, holds it
  (``so-must-hold``): the example of the rules, "B asked for 3♦ … so B holds 6♦";
* a seat whose unseen cards are all placed holds no other card (``why-hand-full``);
* a seat with exactly as many candidate cards as unseen cards holds them all (``so-holds``);
* a seat whose unplaced cards are one per half-suit it must still hold a card of holds no card
  of any other half-suit (``why-one-per-set``).

A certain fact that these rules do not reach (it takes a wider counting argument) gets the
general reason ``why-only-way``. Each chain lists its premises first and its conclusion last.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import Coded
from .evidence import Model
from .halfsuits import CARD_ID, DECK, HALF_SUITS
from .state import Asked
from .views import MemoryView


@dataclass(frozen=True)
class Reason(Coded):
    """One step of a deduction (list parameters kept as tuples: a reason is hashable)."""

    @classmethod
    def of(cls, code: str, /, **params: Any) -> Reason:
        return super().of(code, **{k: tuple(v) if isinstance(v, list) else v for k, v in params.items()})


Chain = tuple[Reason, ...]


def chain(*parts: Chain) -> Chain:
    """Concatenate, keeping the first occurrence of each reason."""
    return tuple(dict.fromkeys(r for part in parts for r in part))


def _names(cards: list[int] | tuple[int, ...] | set[int]) -> list[str]:
    return [str(DECK[c]) for c in sorted(cards)]


class _Deriver:
    def __init__(self, model: Model, view: MemoryView) -> None:
        self.m = model
        self.view = view
        self.seats = view.seats
        self.others = [p for p in range(model.players) if p != model.me]
        self.dom = {c: set(model.domain[c]) for c in model.unknown}
        self.why_not: dict[tuple[int, int], Chain] = {}
        self.fixed: dict[int, tuple[int, Chain]] = {}
        self.count = [0] * model.players
        self.by_half: dict[int, list[int]] = {}
        for c in model.unknown:
            self.by_half.setdefault(c // 6, []).append(c)
        for c in model.unknown:
            for q in self.others:
                if q not in self.dom[c]:
                    self.why_not[(c, q)] = self._base_exclusion(c, q)

    # -- base reasons -------------------------------------------------------------------------
    def _move_reason(self, i: int, kind: str) -> Reason:
        move = self.view.history[i]
        assert isinstance(move, Asked)
        a = move.action
        if kind == "asked":
            half = HALF_SUITS[CARD_ID[a.card] // 6].span
            return Reason.of("literature.why-asked-for", seat=a.seat, card=str(a.card), half=half)
        return Reason.of("literature.why-refused", seat=a.target, asker=a.seat, card=str(a.card))

    def _base_exclusion(self, c: int, q: int) -> Chain:
        found = self.m.excluded.get((c, q))
        if found is not None:
            return (self._move_reason(*found),)
        return (self._hand_known(q),)

    def _hand_known(self, q: int) -> Reason:
        if self.m.sizes[q] == 0:
            return Reason.of("literature.why-no-cards", seat=self.seats[q])
        cards = [c for c, h in self.m.known.items() if h == q]
        return Reason.of(
            "literature.why-hand-known", seat=self.seats[q], count=len(cards), cards=_names(cards),
        )

    def _cover_chain(self, cover_index: int) -> Chain:
        cover = self.m.covers[cover_index]
        out = [self._move_reason(cover.move, "asked")]
        mine = [y for y, h in cover.elsewhere if h == self.m.me and self.m.known.get(y) == self.m.me]
        if mine:
            out.append(Reason.of("literature.why-your-hand", seat=self.seats[self.m.me], cards=_names(mine)))
        for y, h in cover.elsewhere:
            if y not in mine and y != cover.card:
                out.append(Reason.of("literature.why-elsewhere", card=str(DECK[y]), seat=self.seats[h]))
        return tuple(out)

    # -- inference ----------------------------------------------------------------------------
    def fix(self, c: int, p: int, why: Chain) -> None:
        self.fixed[c] = (p, why)
        self.count[p] += 1
        for q in self.dom[c]:
            if q != p:
                self.why_not[(c, q)] = why
        self.dom[c] = {p}

    def eliminate(self, c: int, p: int, why: Chain) -> bool:
        if p in self.dom[c] and len(self.dom[c]) > 1:
            self.dom[c].discard(p)
            self.why_not[(c, p)] = why
            return True
        return False

    def _holds_fixed(self, p: int, h: int) -> bool:
        return any(c in self.fixed and self.fixed[c][0] == p for c in self.by_half.get(h, []))

    def open_cards(self) -> list[int]:
        return [c for c in self.m.unknown if c not in self.fixed]

    def run(self) -> dict[int, tuple[int, Chain]]:
        changed = True
        while changed:
            changed = self.single_candidates() or self.covers() or self.full_hands() or self.tight_hands()
            changed = changed or self.one_per_set()
        return self.fixed

    def single_candidates(self) -> bool:
        changed = False
        for c in self.open_cards():
            if len(self.dom[c]) == 1:
                (p,) = self.dom[c]
                why = chain(*(self.why_not[(c, q)] for q in self.others if q != p))
                end = Reason.of("literature.so-only-holder", seat=self.seats[p], card=str(DECK[c]))
                self.fix(c, p, chain(why, (end,)))
                changed = True
        return changed

    def covers(self) -> bool:
        changed = False
        for k, cover in enumerate(self.m.covers):
            p, h = cover.seat, cover.half
            cards = self.by_half.get(h, [])
            if self._holds_fixed(p, h):
                continue
            candidates = [c for c in cards if c not in self.fixed and p in self.dom[c]]
            if len(candidates) != 1:
                continue
            (c,) = candidates
            others = chain(*(self.why_not.get((y, p), ()) for y in cards if y != c))
            end = Reason.of(
                "literature.so-must-hold", seat=self.seats[p], card=str(DECK[c]), half=HALF_SUITS[h].span,
            )
            self.fix(c, p, chain(self._cover_chain(k), others, (end,)))
            changed = True
        return changed

    def full_hands(self) -> bool:
        changed = False
        for p in self.others:
            if self.count[p] != self.m.caps[p] or self.m.caps[p] == 0:
                continue
            placed = [c for c, (q, _) in self.fixed.items() if q == p]
            targets = [c for c in self.open_cards() if p in self.dom[c]]
            if not targets:
                continue
            why = chain(*(self.fixed[c][1] for c in placed), (Reason.of(
                "literature.why-hand-full", seat=self.seats[p], count=len(placed), cards=_names(placed),
            ),))
            for c in targets:
                changed = self.eliminate(c, p, why) or changed
        return changed

    def tight_hands(self) -> bool:
        for p in self.others:
            candidates = [c for c in self.open_cards() if p in self.dom[c]]
            if not candidates or self.count[p] + len(candidates) != self.m.caps[p]:
                continue
            placed = [c for c, (q, _) in self.fixed.items() if q == p]
            why = (Reason.of(
                "literature.why-only-candidates", seat=self.seats[p], count=self.m.caps[p],
                cards=_names(placed + candidates),
            ),)
            for c in candidates:
                end = Reason.of("literature.so-holds", seat=self.seats[p], card=str(DECK[c]))
                self.fix(c, p, chain(why, (end,)))
            return True
        return False

    def one_per_set(self) -> bool:
        changed = False
        for p in self.others:
            mine = [k for k, cov in enumerate(self.m.covers) if cov.seat == p]
            unsatisfied = [k for k in mine if not self._holds_fixed(p, self.m.covers[k].half)]
            free = self.m.caps[p] - self.count[p]
            if not unsatisfied or free != len(unsatisfied):
                continue
            halves = {self.m.covers[k].half for k in unsatisfied}
            targets = [c for c in self.open_cards() if p in self.dom[c] and c // 6 not in halves]
            if not targets:
                continue
            why = chain(*(self._cover_chain(k) for k in unsatisfied), (Reason.of(
                "literature.why-one-per-set", seat=self.seats[p], count=free,
                halves=[HALF_SUITS[h].span for h in sorted(halves)],
            ),))
            for c in targets:
                changed = self.eliminate(c, p, why) or changed
        return changed


Derived = tuple[dict[int, tuple[int, Chain]], dict[tuple[int, int], Chain]]


def derive(model: Model, view: MemoryView) -> Derived:
    """Unknown card -> (seat, reasons) for every fact the inference rules reach, and (card, seat) -> why
    that seat cannot hold that card, for every exclusion they reach."""
    deriver = _Deriver(model, view)
    return deriver.run(), deriver.why_not


def known_reason(model: Model, view: MemoryView, card: int) -> Chain:
    """Why a card with a known holder is there: in my hand, or handed over face up."""
    holder = model.known[card]
    move = model.transfers.get(card, -1)
    if move < 0 or holder == model.me:
        return (Reason.of("literature.why-your-hand", seat=view.seats[model.me], cards=[str(DECK[card])]),)
    asked = view.history[move]
    assert isinstance(asked, Asked)
    a = asked.action
    seat = view.seats[holder]
    return (Reason.of("literature.why-transfer", seat=seat, from_seat=a.target, card=str(a.card)),)
