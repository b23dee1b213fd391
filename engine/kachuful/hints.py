"""Hints: a suggested bid and a suggested card, each with its reasons as message codes.

A hint only uses what the seat to move may know (:class:`Seen`): its own hand, the trump, the
hand size, the bids, the tricks taken and the cards played so far in this deal. Reasons are
:class:`Reason` values (a code registered in ``messages.py`` and plain parameters), rendered in
the reader's language only at the edge (:func:`describe`).

The bid is an estimate: each card gets a chance of taking a trick (a higher card still out, a
ruff by a player void in the suit, who leads a tiny hand), the chances are added and rounded.
The dealer never gets the forbidden value: the hint moves to the nearest allowed bid and says so.
The card plays toward the bid: win when tricks are still needed, duck once the bid is reached.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any

from ..core.cards import Card, Suit, deck52, sort_cards
from ..core.errors import Coded, IllegalAction, Violation
from ..core.messages import render
from ..core.rng import Rng
from ..core.turns import Seated
from .actions import Bid, Play
from .rules import Rules, dealer_forbidden
from .state import Phase, State, trick_winner

DECK = frozenset(deck52())


@dataclass(frozen=True)
class Reason(Coded):
    """One step of a hint's reasoning."""


def describe(reason: Reason, lang: str) -> str:
    """The reason as a sentence in ``lang`` (decimals written the reader's way, see
    :func:`engine.core.i18n.decimal`)."""
    return render(reason.code, dict(reason.params), lang)


@dataclass(frozen=True)
class Seen(Seated):
    """What the seat to move may know: nothing of the other hands or the unused cards."""

    seat: int
    seats: tuple[str, ...]
    rules: Rules
    phase: Phase
    hand: tuple[Card, ...]
    hand_size: int
    trump: Suit
    dealer: int
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    played: frozenset[Card]  # every card played in this deal, the trick in progress included

    @property
    def name(self) -> str:
        return self.seats[self.seat]

    @property
    def leader(self) -> int:
        """The seat that leads the first trick (the dealer's left)."""
        return (self.dealer + 1) % self.players


def seen(state: State) -> Seen:
    """The view of the seat to move."""
    if state.phase not in (Phase.BIDDING, Phase.PLAYING):
        raise IllegalAction((Violation.of("kachuful.deal-over"),))
    spec = state.spec
    played = frozenset(a.card for a in state.actions if isinstance(a, Play))
    return Seen(
        seat=state.turn, seats=state.seats, rules=state.rules, phase=state.phase,
        hand=state.hands[state.turn], hand_size=spec.hand_size, trump=spec.trump, dealer=state.dealer,
        bids=state.bids, won=state.won, trick=state.trick, played=played,
    )


def _view(obs: Seen | State) -> Seen:
    return obs if isinstance(obs, Seen) else seen(obs)


# --- bidding -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class BidHint:
    bid: int
    expected: float  # the estimated number of tricks, one decimal
    likely: tuple[Card, ...]  # the cards counted as likely winners
    reasons: tuple[Reason, ...]

    def action(self, seat: str) -> Bid:
        return Bid(seat, self.bid)

    def to_json(self) -> dict[str, Any]:
        return {"bid": self.bid, "expected": self.expected, "likely": [str(c) for c in self.likely],
                "reasons": [r.to_json() for r in self.reasons]}


def forbidden_value(view: Seen) -> int | None:
    """The dealer's forbidden bid as the seat to move sees it (None: not the dealer, or free)."""
    if view.seat != view.dealer:
        return None
    return dealer_forbidden(view.rules, view.dealer, view.bids, view.hand_size)


def card_chances(view: Seen) -> dict[Card, float]:
    """Each card's rough chance of taking a trick, from the bidder's point of view."""
    return _chances(view.hand, view.hand_size, view.players, view.trump, view.seat == view.leader)


def _chances(hand: tuple[Card, ...], n: int, players: int, trump: Suit, leads: bool) -> dict[Card, float]:
    unseen = 52 - n
    per_card = n / unseen  # chance that one given unseen card sits in one given opponent's hand
    held_out = min(1.0, (players - 1) * per_card)  # chance it sits in some opponent's hand
    # Powers by repeated multiplication: basic IEEE operations round the same way in every Python
    # (CPython here, Pyodide in the browser), so a seed plays the same game on both.
    mine: dict[Suit, list[int]] = {s: sorted((c.rank for c in hand if c.suit == s), reverse=True)
                                   for s in Suit}
    trumps_out = 13 - len(mine[trump])
    has_trump = 1 - _pow(1 - per_card, trumps_out)
    short_suits = sum(1 for s in Suit if s != trump and len(mine[s]) <= 1) if n >= 4 else 0
    ruff_slots = short_suits
    chances: dict[Card, float] = {}
    for card in sorted(hand, key=lambda c: (c.suit != trump, -c.rank)):
        ranks = mine[card.suit]
        higher_out = sum(1 for r in range(card.rank + 1, 15) if r not in ranks)
        lower_mine = sum(1 for r in ranks if r < card.rank)  # guards: cards to give before it wins
        above_mine = sum(1 for r in ranks if r > card.rank)
        # The card wins once the higher cards out have fallen: each one held by an opponent costs
        # a round of the suit (which a guard pays for) and halves the chance (position, timing).
        top = 0.0
        for j in range(min(higher_out, lower_mine) + 1):
            held = comb(higher_out, j) * _pow(held_out, j) * _pow(1 - held_out, higher_out - j)
            top += held * _pow(0.5, j)
        if card.suit == trump:
            p = top
            if p < 0.5 and ruff_slots > 0:  # a low trump ruffs a suit the hand is short of
                p, ruff_slots = 0.5, ruff_slots - 1
        else:
            rounds = above_mine + 1  # the suit must go round this often before the card is played
            out = 13 - len(ranks)
            short = sum(comb(out, j) * _pow(per_card, j) * _pow(1 - per_card, out - j) for j in range(rounds))
            p = top * _pow(1 - short * has_trump, players - 1)
            if n <= 2 and not leads:  # someone else leads: the suit may never come
                p *= 0.3 if n == 1 else 0.7
        chances[card] = p
    return chances


def _pow(x: float, k: int) -> float:
    out = 1.0
    for _ in range(k):
        out *= x
    return out


@lru_cache(maxsize=128)
def _typical(n: int, players: int) -> float:
    """The raw estimate of a typical hand of ``n`` cards (a fixed sample of hands, so the same in
    every Python): the raw counts only sure-looking winners and misses the small cards that take
    the last tricks of long hands, which a fair share of the ``n`` tricks puts back."""
    rng = Rng(n * 8 + players)
    deck = deck52()
    total = 0.0
    samples = 32
    for i in range(samples):
        hand = tuple(rng.shuffled(deck)[:n])
        total += sum(_chances(hand, n, players, Suit.SPADES, i % players == 0).values())
    return total / samples


def _calibrated(raw: float, n: int, players: int) -> float:
    """The raw estimate moved toward the tricks really taken: the typical hand gets its fair share
    ``n / players``; half the gap is shared out evenly, half in proportion to the hand's strength."""
    typical = _typical(n, players)
    fair = n / players
    if typical <= 0:
        return min(float(n), fair)
    gap = fair - typical
    return max(0.0, min(float(n), raw + gap * 0.5 + gap * 0.5 * raw / typical))


def suggest_bid(obs: Seen | State) -> BidHint:
    view = _view(obs)
    if view.phase is not Phase.BIDDING:
        raise IllegalAction((Violation.of("kachuful.not-bidding"),))
    chances = card_chances(view)
    expected = round(_calibrated(sum(chances.values()), view.hand_size, view.players), 1)
    likely = tuple(sort_cards([c for c, p in chances.items() if p >= 0.5]))
    wanted = max(0, min(view.hand_size, int(expected + 0.5)))
    reasons: list[Reason] = []
    if likely:
        reasons.append(Reason.of("kachuful.hint-bid-count", expected=expected))
        reasons.append(Reason.of("kachuful.hint-bid-likely", count=len(likely),
                                 cards=[str(c) for c in likely]))
    else:
        reasons.append(Reason.of("kachuful.hint-bid-count-none", expected=expected))
    bid = wanted
    forbidden = forbidden_value(view)
    if forbidden is not None and wanted == forbidden:
        options = [v for v in (wanted - 1, wanted + 1) if 0 <= v <= view.hand_size]
        bid = min(options, key=lambda v: (abs(v - expected), v))
        reasons.append(Reason.of("kachuful.hint-bid-moved", wanted=wanted, bid=bid, tricks=view.hand_size))
    elif view.seat == view.dealer and view.rules.dealer_restriction and forbidden is None:
        others = sum(b for i, b in enumerate(view.bids) if i != view.dealer and b is not None)
        reasons.append(Reason.of("kachuful.hint-bid-free", others=others, tricks=view.hand_size))
    reasons.append(Reason.of("kachuful.hint-bid", bid=bid))
    return BidHint(bid, expected, likely, tuple(reasons))


# --- playing -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayHint:
    card: Card
    reasons: tuple[Reason, ...]

    def action(self, seat: str) -> Play:
        return Play(seat, self.card)

    def to_json(self) -> dict[str, Any]:
        return {"card": str(self.card), "reasons": [r.to_json() for r in self.reasons]}


def legal_cards(view: Seen) -> tuple[Card, ...]:
    """The cards the seat may play: the suit led if it holds any, else any card."""
    if view.trick:
        led = view.trick[0][1].suit
        follow = tuple(c for c in view.hand if c.suit == led)
        if follow:
            return follow
    return view.hand


def _is_master(card: Card, outstanding: frozenset[Card]) -> bool:
    return not any(c.suit == card.suit and c.rank > card.rank for c in outstanding)


def _goal(view: Seen) -> tuple[bool, Reason]:
    """Whether to take tricks now, and why."""
    bid = view.bids[view.seat] or 0
    won = view.won[view.seat]
    left = len(view.hand)
    need = bid - won
    if need > left:
        return True, Reason.of("kachuful.hint-goal-short", bid=bid, won=won, need=need, left=left)
    if need > 0:
        return True, Reason.of("kachuful.hint-goal-need", bid=bid, won=won, need=need)
    if need == 0:
        return False, Reason.of("kachuful.hint-goal-reached", bid=bid, won=won)
    if view.rules.per_trick_scoring:
        return True, Reason.of("kachuful.hint-goal-over-per-trick", bid=bid, won=won)
    return False, Reason.of("kachuful.hint-goal-over", bid=bid, won=won)


def suggest_play(obs: Seen | State) -> PlayHint:
    view = _view(obs)
    if view.phase is not Phase.PLAYING:
        raise IllegalAction((Violation.of("kachuful.not-playing"),))
    trump = view.trump
    cards = sort_cards(legal_cards(view))
    take, goal = _goal(view)
    if len(cards) == 1:
        return PlayHint(cards[0], (goal, Reason.of("kachuful.hint-only-card", card=str(cards[0]))))

    def power(c: Card) -> tuple[bool, int]:  # cheapest first: plain cards, then trumps
        return (c.suit == trump, c.rank)

    def danger(c: Card) -> tuple[int, bool]:  # most likely to take a trick later
        return (c.rank, c.suit == trump)

    outstanding = DECK - view.played - frozenset(view.hand)
    if not view.trick:  # leading
        if take:
            masters = [c for c in cards if _is_master(c, outstanding)]
            if masters:
                card = max(masters, key=lambda c: (c.suit != trump, c.rank))
                return PlayHint(card, (goal, Reason.of("kachuful.hint-lead-master", card=str(card),
                                                       suit=card.suit.word)))
            card = max(cards, key=lambda c: (c.rank, c.suit == trump))
            return PlayHint(card, (goal, Reason.of("kachuful.hint-lead-high", card=str(card))))
        card = min(cards, key=power)
        return PlayHint(card, (goal, Reason.of("kachuful.hint-lead-low", card=str(card))))

    me = view.seat
    last = len(view.trick) == view.players - 1
    winners = [c for c in cards if trick_winner(view.trick + ((me, c),), trump) == me]
    losers = [c for c in cards if c not in winners]
    if take:
        if not winners:
            card = min(cards, key=power)
            return PlayHint(card, (goal, Reason.of("kachuful.hint-cannot-take", card=str(card))))
        if last:
            card = min(winners, key=power)
            return PlayHint(card, (goal, Reason.of("kachuful.hint-take-cheapest", card=str(card))))
        safe = [c for c in winners if _is_master(c, outstanding)]  # no card still out beats it
        if safe:
            card = min(safe, key=power)
            return PlayHint(card, (goal, Reason.of("kachuful.hint-take-safe", card=str(card))))
        card = max(winners, key=power)
        return PlayHint(card, (goal, Reason.of("kachuful.hint-take-strongest", card=str(card))))
    if losers:
        card = max(losers, key=danger)
        return PlayHint(card, (goal, Reason.of("kachuful.hint-duck-highest", card=str(card))))
    if last:
        card = max(winners, key=danger)
        return PlayHint(card, (goal, Reason.of("kachuful.hint-forced-last", card=str(card))))
    card = min(winners, key=power)
    return PlayHint(card, (goal, Reason.of("kachuful.hint-forced-lowest", card=str(card))))


def suggest(obs: Seen | State) -> BidHint | PlayHint:
    view = _view(obs)
    return suggest_bid(view) if view.phase is Phase.BIDDING else suggest_play(view)
