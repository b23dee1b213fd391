"""Exact deduction from one seat: for every card in play, every player who can hold it.

(card, player) is possible exactly when some deal consistent with everything the seat knows (its
own hand and the whole public history, see ``evidence.py``) puts that card with that player now.
The constraints are hand sizes, exclusions and covering constraints ("holds at least one unknown
card of half-suit H"); they are solved exactly as one bipartite assignment: each seat's unknown
cards are one *reserved* slot per covering constraint (taking only cards of that half-suit) plus
free slots for the rest. An assignment filling every slot exactly is precisely a consistent deal,
and ``matching.possible_slots`` finds every (card, slot) pair used by at least one of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..core.cards import Card
from .actions import Claim
from .evidence import Model, extract
from .halfsuits import CARD_ID, DECK, HALF_SUITS, HalfSuit
from .matching import possible_slots
from .reasons import Chain, Derived, Reason, chain, derive, known_reason
from .rules import Rules
from .state import State
from .views import MemoryView, memory_view


class InconsistentView(ValueError):
    """No deal fits the view: it was not taken from a legal game."""


@dataclass(frozen=True)
class Fact:
    card: Card
    seat: str
    reasons: tuple[Reason, ...]

    def to_json(self) -> dict[str, Any]:
        return {"card": str(self.card), "seat": self.seat, "reasons": [r.to_json() for r in self.reasons]}


Slots = tuple[list[int], list[int], list[list[int]]]  # seat of each slot, capacities, slots of each card


def slots(model: Model) -> Slots:
    """The assignment problem of the unknown cards: one reserved slot per covering constraint, one
    free slot per seat for its other unknown cards."""
    slot_seat: list[int] = []
    slot_caps: list[int] = []
    reserved: dict[tuple[int, int], int] = {}
    per_seat = [0] * model.players
    for cover in model.covers:
        reserved[(cover.seat, cover.half)] = len(slot_seat)
        slot_seat.append(cover.seat)
        slot_caps.append(1)
        per_seat[cover.seat] += 1
    pool: dict[int, int] = {}
    for p in range(model.players):
        free = model.caps[p] - per_seat[p]
        if free < 0:
            raise InconsistentView(f"seat {p} must hold more unknown cards than it has")
        if free:
            pool[p] = len(slot_seat)
            slot_seat.append(p)
            slot_caps.append(free)
    adj: list[list[int]] = []
    for c in model.unknown:
        h = c // 6
        found = [reserved[(p, h)] for p in sorted(model.domain[c]) if (p, h) in reserved]
        found += [pool[p] for p in sorted(model.domain[c]) if p in pool]
        adj.append(found)
    return slot_seat, slot_caps, adj


def solve(model: Model) -> dict[int, frozenset[int]]:
    """Unknown card -> the seats that hold it in at least one consistent deal."""
    slot_seat, slot_caps, adj = slots(model)
    found = possible_slots(adj, slot_caps)
    if found is None:
        raise InconsistentView("no deal fits the public history")
    return {c: frozenset(slot_seat[s] for s in found_slots) for c, found_slots in zip(model.unknown, found)}


@dataclass(frozen=True)
class Knowledge:
    """What ``seat`` knows: ``possible`` maps each card in play to the seats that may hold it."""

    view: MemoryView
    model: Model
    candidates: dict[int, frozenset[int]] = field(repr=False)  # card index -> seat indexes

    @property
    def seat(self) -> str:
        return self.view.seat

    @property
    def seats(self) -> tuple[str, ...]:
        return self.view.seats

    @property
    def rules(self) -> Rules:
        return self.view.rules

    @cached_property
    def possible(self) -> dict[Card, tuple[str, ...]]:
        return {DECK[c]: tuple(self.seats[p] for p in sorted(ps)) for c, ps in self.candidates.items()}

    def holders(self, card: Card) -> tuple[str, ...]:
        """The seats that may hold ``card`` (empty when it is out of play)."""
        c = CARD_ID.get(card)
        if c is None or c not in self.candidates:
            return ()
        return tuple(self.seats[p] for p in sorted(self.candidates[c]))

    def holder(self, card: Card) -> str | None:
        """The seat that certainly holds ``card``, or None when it is not certain."""
        found = self.holders(card)
        return found[0] if len(found) == 1 else None

    @cached_property
    def _derived(self) -> Derived:
        return derive(self.model, self.view)

    @property
    def derivations(self) -> dict[int, tuple[int, Chain]]:
        """What the inference rules of ``reasons.py`` establish, with their reasons."""
        return self._derived[0]

    def why_not(self, card: Card, seat: str) -> tuple[Reason, ...]:
        """Why ``seat`` cannot hold ``card`` (a card whose holders exclude it): the fact that rules it out
        (an ask refused, a hand known, the card placed elsewhere), else why its holder holds it."""
        c, q = CARD_ID[card], self.seats.index(seat)
        if c not in self.model.known:
            found = self._derived[1].get((c, q))
            if found:
                return chain(found)
        return self.reasons(card)

    @cached_property
    def facts(self) -> dict[Card, Fact]:
        """Every card whose holder is certain, with the reasons."""
        out: dict[Card, Fact] = {}
        for c in sorted(self.candidates):
            seats = self.candidates[c]
            if len(seats) != 1:
                continue
            (p,) = seats
            if c in self.model.known:
                why = known_reason(self.model, self.view, c)
            else:
                derived = self.derivations.get(c)
                if derived is not None and derived[0] == p:
                    why = derived[1]
                else:
                    why = (Reason.of("literature.why-only-way", seat=self.seats[p], card=str(DECK[c])),)
            out[DECK[c]] = Fact(DECK[c], self.seats[p], chain(why))
        return out

    def reasons(self, card: Card) -> tuple[Reason, ...]:
        fact = self.facts.get(card)
        return fact.reasons if fact else ()

    def certain_claim(self, half: HalfSuit) -> Claim | None:
        """The claim of ``half`` that certainly wins, from this seat (None when there is none): every
        holder is known and in the seat's team (or anywhere, under ``shared_claims``)."""
        cards = [CARD_ID[c] for c in half.cards]
        if any(c not in self.candidates or len(self.candidates[c]) != 1 for c in cards):
            return None
        holders = [next(iter(self.candidates[c])) for c in cards]
        me = self.view.me
        if not self.rules.shared_claims and any(h % 2 != me % 2 for h in holders):
            return None
        return Claim(self.seat, half, tuple(zip(half.cards, (self.seats[h] for h in holders))))

    def claim_certain(self, half: HalfSuit) -> bool:
        return self.certain_claim(half) is not None

    def certain_claims(self) -> tuple[Claim, ...]:
        found = (self.certain_claim(h) for h in HALF_SUITS)
        return tuple(c for c in found if c is not None)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "possible": {str(card): list(seats) for card, seats in self.possible.items()},
            "facts": [f.to_json() for f in self.facts.values()],
            "claims": [str(c) for c in self.certain_claims()],
        }


def knowledge(view: MemoryView) -> Knowledge:
    """The exact deduction from ``view`` (a seat's hand and the whole public history)."""
    model = extract(view)
    candidates = {c: frozenset((p,)) for c, p in model.known.items()}
    candidates.update(solve(model))
    return Knowledge(view, model, dict(sorted(candidates.items())))


_RECENT: dict[tuple[int, str], tuple[State, Knowledge]] = {}


def knowledge_of(state: State, seat: str) -> Knowledge:
    """The deduction of ``seat`` in ``state``; the last few are kept (a page asks several times about
    the same position; states are immutable, and each kept entry holds its state, so ids stay valid)."""
    key = (id(state), seat)
    kept = _RECENT.get(key)
    if kept is not None and kept[0] is state:
        return kept[1]
    result = knowledge(memory_view(state, seat))
    if len(_RECENT) >= 16:
        del _RECENT[next(iter(_RECENT))]
    _RECENT[key] = (state, result)
    return result
