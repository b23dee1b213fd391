"""The strong level's look-ahead: deals sampled from what one seat has seen, each played out.

:func:`table_seen` is what the seat to move knows: its hand, the trump, the bids, the tricks taken
and every card played in this deal with who played it (all public), hence each player's remaining
hand size and the suits they have shown they lack (a card of another suit on a suit led). The hidden
cards are dealt again at random (:func:`sample`) consistently with those voids and sizes, and each
sample is played to the end of the deal with every hand open: exactly (every player maximising their
own points, :func:`solve`) when little is left, else by a quick rule of thumb (:func:`rollout`): take
tricks while short of one's bid, duck once it is made. Cards are small ints here (suit * 16 + rank).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import SUIT_ORDER, Card, deck52
from ..core.rng import Rng
from .actions import Play
from .rules import Rules
from .state import Phase, State, deal_points

SUIT_INDEX = {s: i for i, s in enumerate(SUIT_ORDER)}
DECK_CODES = tuple(SUIT_INDEX[c.suit] * 16 + c.rank for c in deck52())
# Exact search while the lines of play left, over every sample and candidate of a move, stay under
# this many (the rest of the deal played by the rule of thumb otherwise).
SOLVE_LEAVES = 6_000


def code(card: Card) -> int:
    return SUIT_INDEX[card.suit] * 16 + card.rank


def card_of(value: int) -> Card:
    return Card(value & 15, SUIT_ORDER[value >> 4])


@dataclass(frozen=True)
class TableSeen:
    """What the seat to move knows of the deal (cards as codes)."""

    seat: int
    players: int
    rules: Rules
    bidding: bool
    hand: tuple[int, ...]
    trump: int
    dealer: int
    hand_size: int
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]  # (seat, card) of the trick in progress
    left: tuple[int, ...]  # cards still in each hand
    voids: tuple[frozenset[int], ...]  # suits each player has shown they lack
    unseen: tuple[int, ...]  # cards neither in the hand nor played (in the others' hands or unused)


def table_seen(state: State) -> TableSeen:
    me = state.turn
    n = state.players
    hand = tuple(code(c) for c in state.hands[me])
    played = [0] * n
    voids: list[set[int]] = [set() for _ in range(n)]
    gone = set(hand)
    trick: list[tuple[int, int]] = []
    seats = {s: i for i, s in enumerate(state.seats)}
    for action in state.actions:
        if not isinstance(action, Play):
            continue
        p, c = seats[action.seat], code(action.card)
        gone.add(c)
        played[p] += 1
        if trick and c >> 4 != trick[0][1] >> 4:
            voids[p].add(trick[0][1] >> 4)
        trick.append((p, c))
        if len(trick) == n:
            trick = []
    return TableSeen(
        seat=me, players=n, rules=state.rules, bidding=state.phase is Phase.BIDDING, hand=hand,
        trump=SUIT_INDEX[state.trump], dealer=state.dealer, hand_size=state.hand_size, bids=state.bids,
        won=state.won, trick=tuple((p, code(c)) for p, c in state.trick),
        left=tuple(state.hand_size - k for k in played), voids=tuple(frozenset(v) for v in voids),
        unseen=tuple(c for c in DECK_CODES if c not in gone),
    )


def sample(seen: TableSeen, rng: Rng, tries: int = 20) -> list[list[int]] | None:
    """The other hands dealt at random from the unseen cards, each of its size and with no card of a
    suit its player has shown they lack (None when the tries all failed)."""
    n, me = seen.players, seen.seat
    for _ in range(tries):
        cards = rng.shuffled(seen.unseen)
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[me] = list(seen.hand)
        room = [0 if p == me else seen.left[p] for p in range(n)]
        ok = True
        order = sorted((p for p in range(n) if p != me), key=lambda p: -len(seen.voids[p]))
        for c in cards:
            if not any(room):
                break
            open_ = [p for p in order if room[p] and (c >> 4) not in seen.voids[p]]
            if not open_:
                continue  # this card stays out of play (unused, or given to nobody yet)
            p = open_[0] if len(open_) == 1 else open_[rng.below(len(open_))]
            hands[p].append(c)
            room[p] -= 1
        if any(room):
            ok = False
        if ok:
            return hands
    return None


def winner(trick: list[tuple[int, int]], trump: int) -> int:
    best_p, best = trick[0]
    for p, c in trick[1:]:
        if _beats(c, best, trump):
            best_p, best = p, c
    return best_p


def _beats(c: int, best: int, trump: int) -> bool:
    if c >> 4 == best >> 4:
        return c > best
    return c >> 4 == trump


def _legal(hand: list[int], trick: list[tuple[int, int]]) -> list[int]:
    if trick:
        led = trick[0][1] >> 4
        follow = [c for c in hand if c >> 4 == led]
        if follow:
            return follow
    return hand


def _strength(c: int, trump: int) -> int:
    return (c & 15) + (20 if c >> 4 == trump else 0)


def _rule(hand: list[int], trick: list[tuple[int, int]], need: int, trump: int, players: int) -> int:
    """The rule of thumb: win while tricks are needed (cheaply when last), duck once the bid is made."""
    cards = _legal(hand, trick)
    if len(cards) == 1:
        return cards[0]
    if not trick:
        if need > 0:
            return max(cards, key=lambda c: _strength(c, trump))
        return min(cards, key=lambda c: _strength(c, trump))
    best = trick[0][1]
    for _, c in trick[1:]:
        if _beats(c, best, trump):
            best = c
    winners = [c for c in cards if _beats(c, best, trump)]
    if need > 0:
        if winners:
            if len(trick) == players - 1:
                return min(winners, key=lambda c: _strength(c, trump))
            return max(winners, key=lambda c: _strength(c, trump))
        return min(cards, key=lambda c: _strength(c, trump))
    losers = [c for c in cards if not _beats(c, best, trump)]
    if losers:
        return max(losers, key=lambda c: _strength(c, trump))
    return max(cards, key=lambda c: _strength(c, trump)) if len(trick) == players - 1 else min(
        cards, key=lambda c: _strength(c, trump))


def rollout(hands: list[list[int]], trick: list[tuple[int, int]], turn: int, bids: list[int],
            won: list[int], trump: int) -> list[int]:
    """The tricks each player ends the deal with, everyone playing by the rule of thumb (``hands``,
    ``trick`` and ``won`` are consumed)."""
    n = len(hands)
    while hands[turn]:
        c = _rule(hands[turn], trick, bids[turn] - won[turn], trump, n)
        hands[turn].remove(c)
        trick.append((turn, c))
        if len(trick) == n:
            turn = winner(trick, trump)
            won[turn] += 1
            trick.clear()
        else:
            turn = (turn + 1) % n
    return won


def leaves(sizes: tuple[int, ...] | list[int]) -> int:
    """A rough count of the lines of play left with hands of these sizes (the product of their
    factorials), stopping once above :data:`SOLVE_LEAVES`."""
    total = 1
    for size in sizes:
        for k in range(2, size + 1):
            total *= k
            if total > SOLVE_LEAVES:
                return total
    return total


def solve(hands: list[list[int]], trick: list[tuple[int, int]], turn: int, bids: list[int],
          won: list[int], trump: int, rules: Rules) -> tuple[int, ...]:
    """The tricks each player ends with when every player, seeing all hands, plays for their own best
    score (max-n search; ties go to the lowest card)."""
    n = len(hands)
    if not hands[turn]:
        return tuple(won)
    best: tuple[int, ...] | None = None
    best_points = -10**9
    for c in sorted(set(_legal(hands[turn], trick))):
        hands[turn].remove(c)
        trick.append((turn, c))
        if len(trick) == n:
            w = winner(trick, trump)
            done = list(trick)
            trick.clear()
            won[w] += 1
            result = solve(hands, trick, w, bids, won, trump, rules)
            won[w] -= 1
            trick.extend(done)
        else:
            result = solve(hands, trick, (turn + 1) % n, bids, won, trump, rules)
        trick.pop()
        hands[turn].append(c)
        points = deal_points(rules, bids[turn], result[turn])
        if points > best_points:
            best, best_points = result, points
    assert best is not None
    return best


def finish(hands: list[list[int]], trick: list[tuple[int, int]], turn: int, bids: list[int],
           won: list[int], trump: int, rules: Rules, exact: bool) -> tuple[int, ...]:
    """The tricks each player ends with: exactly solved, or by the rule of thumb."""
    if exact:
        return solve(hands, trick, turn, bids, won, trump, rules)
    return tuple(rollout(hands, trick, turn, bids, won, trump))


def rule_bid(hand: list[int], trump: int, hand_size: int) -> int:
    """The beginner's hand rule, also the bid given to players still to bid in a sample: aces and
    trump honours (jack and up), a trump more for a long trump suit."""
    aces = sum(1 for c in hand if c & 15 == 14 and c >> 4 != trump)
    trumps = [c & 15 for c in hand if c >> 4 == trump]
    honours = sum(1 for r in trumps if r >= 11)
    long = 1 if len(trumps) >= max(3, hand_size // 2) else 0
    return min(hand_size, aces + honours + long)

