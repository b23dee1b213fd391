"""The computer's levels for Kachuful, each move with its reasons and the alternative it passed over.

* beginner: bids its aces and trump honours (the dealer's constraint respected), then plays its
  highest card while it needs tricks and its lowest once its bid is made, remembering nothing;
* intermediate: the hints (:mod:`engine.kachuful.hints`): each card's chance of a trick for the bid,
  the cards still out for the play;
* strong: deals the unseen cards again many times, consistently with everything seen (the voids shown
  by not following suit included), plays each candidate bid or card out in every sample
  (:mod:`engine.kachuful.search`, exactly near the end of a deal) and keeps the best average score.

Each sees only the seat to move's knowledge: its hand and the public bids and plays.
"""

from __future__ import annotations

from ..core.i18n import N_
from ..core.levels import Decision, Level, Reason
from ..core.rng import Rng
from .actions import Action, Bid, Play
from .hints import _goal, seen, suggest_bid, suggest_play
from .rules import dealer_forbidden
from .search import (
    SOLVE_LEAVES,
    TableSeen,
    card_of,
    code,
    finish,
    leaves,
    rule_bid,
    sample,
    table_seen,
    winner,
)
from .state import Phase, State, deal_points, trick_winner

STRONG_BUDGET = 160  # play-outs per move of the strong level (fewer: faster and weaker)
MIN_SAMPLES, MAX_SAMPLES = 6, 40


def _forbidden(t: TableSeen) -> int | None:
    if t.seat != t.dealer:
        return None
    return dealer_forbidden(t.rules, t.dealer, t.bids, t.hand_size)


def _allowed(t: TableSeen) -> list[int]:
    forbidden = _forbidden(t)
    return [b for b in range(t.hand_size + 1) if b != forbidden]


def _strength(card: int, trump: int) -> int:
    return (card & 15) + (20 if card >> 4 == trump else 0)


def _legal(t: TableSeen) -> list[int]:
    if t.trick:
        led = t.trick[0][1] >> 4
        follow = [c for c in t.hand if c >> 4 == led]
        if follow:
            return follow
    return list(t.hand)


def _name(state: State) -> str:
    return state.seats[state.turn]


def _only(seat: str, goal: Reason, card: int) -> Decision:
    why = Reason.of("kachuful.hint-only-card", card=str(card_of(card)))
    return Decision(Play(seat, card_of(card)), (goal, why))


# --- the rejected card, for every level ---------------------------------------------------------


def _against_card(
    state: State, t: TableSeen, card: int, legal: list[int],
) -> tuple[Play | None, Reason | None]:
    """The card most unlike ``card`` in its effect on this trick, and why not."""
    others = [c for c in legal if c != card]
    if not others:
        return None, None
    trump = t.trump
    if not t.trick:
        low = _strength(card, trump) <= min(_strength(c, trump) for c in legal)
        other = max(others, key=lambda c: _strength(c, trump)) if low else min(
            others, key=lambda c: _strength(c, trump))
        why = "kachuful.against-lead-high" if low else "kachuful.against-lead-low"
        return Play(_name(state), card_of(other)), Reason.of(why, other_card=str(card_of(other)))
    trick = tuple((p, card_of(c)) for p, c in t.trick)
    me = t.seat

    def wins(c: int) -> bool:
        return trick_winner(trick + ((me, card_of(c)),), state.trump) == me

    mine = wins(card)
    unlike = [c for c in others if wins(c) != mine]
    if unlike:
        other = (min if not mine else max)(unlike, key=lambda c: _strength(c, trump))
        why = "kachuful.against-would-lose" if mine else "kachuful.against-would-take"
    else:
        other = min(others, key=lambda c: abs(_strength(c, trump) - _strength(card, trump)))
        why = "kachuful.against-same-trick"
    return Play(_name(state), card_of(other)), Reason.of(why, other_card=str(card_of(other)),
                                                         card=str(card_of(card)))


# --- beginner -------------------------------------------------------------------------------------


def beginner(state: State, rng: Rng) -> Decision:
    t = table_seen(state)
    seat = _name(state)
    if t.bidding:
        wanted = rule_bid(list(t.hand), t.trump, t.hand_size)
        reasons = [Reason.of("kachuful.why-rule-bid", wanted=wanted, trump_suit=state.trump.word)]
        bid = wanted
        if wanted == _forbidden(t):
            bid = wanted - 1 if wanted > 0 else wanted + 1
            reasons.append(Reason.of("kachuful.hint-bid-moved", wanted=wanted, bid=bid, tricks=t.hand_size))
            return Decision(Bid(seat, bid), tuple(reasons))
        other = bid + 1 if bid + 1 in _allowed(t) else None
        if other is None:
            return Decision(Bid(seat, bid), tuple(reasons))
        return Decision(Bid(seat, bid), tuple(reasons), Bid(seat, other),
                        Reason.of("kachuful.against-rule-bid", other=other))
    legal = _legal(t)
    take, goal = _goal(seen(state))
    if len(legal) == 1:
        return _only(seat, goal, legal[0])
    pick = max if take else min
    card = pick(legal, key=lambda c: _strength(c, t.trump))
    why = Reason.of("kachuful.why-beginner-high" if take else "kachuful.why-beginner-low",
                    card=str(card_of(card)))
    rejected, against = _against_card(state, t, card, legal)
    return Decision(Play(seat, card_of(card)), (goal, why), rejected, against)


# --- intermediate: the hints ---------------------------------------------------------------------


def intermediate(state: State, rng: Rng) -> Decision:
    view = seen(state)
    seat = _name(state)
    if state.phase is Phase.BIDDING:
        hint = suggest_bid(view)
        t = table_seen(state)
        options = [b for b in _allowed(t) if b != hint.bid]
        if not options:
            return Decision(Bid(seat, hint.bid), hint.reasons)
        other = min(options, key=lambda b: (abs(b - hint.expected), b))
        return Decision(Bid(seat, hint.bid), hint.reasons, Bid(seat, other),
                        Reason.of("kachuful.against-estimate", other=other, expected=hint.expected))
    hint = suggest_play(view)
    t = table_seen(state)
    rejected, against = _against_card(state, t, code(hint.card), _legal(t))
    return Decision(Play(seat, hint.card), hint.reasons, rejected, against)


def _hinted(state: State, rng: Rng) -> Action:
    from .bots import hint_bot

    return hint_bot(state)


# --- strong: sampled deals, each played out ------------------------------------------------------


def _distinct(t: TableSeen, legal: list[int]) -> list[int]:
    """One card (the lowest) of each run of cards that are equivalent here: same suit, and no card
    still out or on the table between them."""
    between = set(t.unseen) | {c for _, c in t.trick}
    keep = []
    for c in sorted(legal):
        if keep and keep[-1] >> 4 == c >> 4 and not any(keep[-1] < x < c for x in between):
            continue
        keep.append(c)
    return keep


def _plan(t: TableSeen, candidates: int, budget: int) -> int:
    return max(MIN_SAMPLES, min(MAX_SAMPLES, budget // max(1, candidates)))


def strong(state: State, rng: Rng, budget: int | None = None) -> Decision:
    t = table_seen(state)
    budget = STRONG_BUDGET if budget is None else budget
    seat = _name(state)
    if t.bidding:
        return _strong_bid(state, t, rng, budget)
    legal = _legal(t)
    _, goal = _goal(seen(state))
    if len(legal) == 1:
        return _only(seat, goal, legal[0])
    options = _distinct(t, legal)
    if len(options) == 1:  # equivalent cards: the lowest
        card = options[0]
        rejected, _ = _against_card(state, t, card, legal)
        why = Reason.of("kachuful.why-equivalent", card=str(card_of(card)))
        against = (Reason.of("kachuful.against-equivalent", other_card=str(rejected.card))
                   if rejected else None)
        return Decision(Play(seat, card_of(card)), (goal, why), rejected, against)
    samples = _plan(t, len(options), budget)
    sizes = [k - (1 if p == t.seat else 0) for p, k in enumerate(t.left)]
    exact = leaves(sizes) * samples * len(options) <= SOLVE_LEAVES
    bids = [b or 0 for b in t.bids]
    score = {c: 0.0 for c in options}
    made = {c: 0 for c in options}
    taken = 0
    for _ in range(samples):
        hands = sample(t, rng)
        if hands is None:
            continue
        taken += 1
        for c in options:
            h = [list(x) for x in hands]
            h[t.seat].remove(c)
            trick = [*t.trick, (t.seat, c)]
            won = list(t.won)
            turn = (t.seat + 1) % t.players
            if len(trick) == t.players:
                turn = winner(trick, t.trump)
                won[turn] += 1
                trick = []
            tricks = finish(h, trick, turn, bids, won, t.trump, t.rules, exact)
            score[c] += deal_points(t.rules, bids[t.seat], tricks[t.seat])
            made[c] += tricks[t.seat] == bids[t.seat]
    if not taken:
        return intermediate(state, rng)
    ranked = sorted(options, key=lambda c: (-score[c], _strength(c, t.trump)))
    card, other = ranked[0], ranked[1]
    code_ = "kachuful.why-solved-play" if exact else "kachuful.why-sampled-play"
    why = Reason.of(code_, card=str(card_of(card)), samples=taken, points=score[card] / taken,
                    chance=made[card] / taken)
    against = Reason.of("kachuful.against-sampled", other_card=str(card_of(other)),
                        other_points=score[other] / taken, other_chance=made[other] / taken)
    return Decision(Play(seat, card_of(card)), (goal, why), Play(seat, card_of(other)), against)


def _strong_bid(state: State, t: TableSeen, rng: Rng, budget: int) -> Decision:
    seat = _name(state)
    allowed = _allowed(t)
    centre = suggest_bid(seen(state)).bid
    options = [b for b in allowed if abs(b - centre) <= 2] or allowed
    samples = _plan(t, len(options), budget)
    exact = leaves(t.left) * samples * len(options) <= SOLVE_LEAVES
    score = {b: 0.0 for b in options}
    made = {b: 0 for b in options}
    taken = 0
    leader = (t.dealer + 1) % t.players
    for _ in range(samples):
        hands = sample(t, rng)
        if hands is None:
            continue
        taken += 1
        others = [b if b is not None else rule_bid(hands[p], t.trump, t.hand_size)
                  for p, b in enumerate(t.bids)]
        for b in options:
            bids = list(others)
            bids[t.seat] = b
            tricks = finish([list(x) for x in hands], [], leader, bids, [0] * t.players, t.trump, t.rules,
                            exact)
            score[b] += deal_points(t.rules, b, tricks[t.seat])
            made[b] += tricks[t.seat] == b
    if not taken:
        return intermediate(state, rng)
    ranked = sorted(options, key=lambda b: (-score[b], abs(b - centre), b))
    bid = ranked[0]
    reasons = [Reason.of("kachuful.why-sampled-bid", bid=bid, samples=taken, points=score[bid] / taken,
                         chance=made[bid] / taken)]
    forbidden = _forbidden(t)
    if forbidden is not None:
        reasons.append(Reason.of("kachuful.why-dealer-forbidden", forbidden=forbidden, tricks=t.hand_size))
    if len(ranked) < 2:
        return Decision(Bid(seat, bid), tuple(reasons))
    other = ranked[1]
    return Decision(Bid(seat, bid), tuple(reasons), Bid(seat, other),
                    Reason.of("kachuful.against-sampled-bid", other=other, other_points=score[other] / taken,
                              other_chance=made[other] / taken))


LEVELS = {
    "beginner": Level(N_("Beginner"), beginner),
    "intermediate": Level(N_("Intermediate"), intermediate, _hinted),
    "strong": Level(N_("Strong"), strong, budgeted=lambda budget: Level(
        N_("Strong"), lambda state, rng: strong(state, rng, budget))),
}
