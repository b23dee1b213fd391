"""Kachuful's review of a finished game: the bids and cards of one seat that are clear mistakes from what
that seat could see (its hand, the bids, the cards played), checked against the strong level.

* ``kachuful.review-bid-under``: a bid below the tricks the hand was sure of (its highest trumps from
  the ace down: each takes a trick whatever the others hold);
* ``kachuful.review-bid-far``: a bid two tricks or more from the strong level's (the deal played out
  many times from what the bidder could see), said beside the hand's worth (the hints' card-by-card
  estimate) when the strong level's bid is that worth rounded; otherwise the reason they differ is
  said instead: ``kachuful.review-bid-far-forbidden`` (the dealer may not bid the worth rounded) or
  ``kachuful.review-bid-far-played-out`` (the deal played out scored best with another bid: its points
  and how often it was made);
* ``kachuful.review-lost-trick``: short of its bid, the seat had a card sure to take the trick (it beat
  the table and no card still out could beat it) and played one that lost it;
* ``kachuful.review-won-trick``: its bid made, the seat had a card sure to lose the trick (already
  beaten) and played one that took it.

A move the strong level would play is never a mistake, nor is a card of the same effect as its own.
"""

from __future__ import annotations

from ..core.cards import Card, deck52
from ..core.errors import Coded
from ..core.i18n import N_, NP_
from ..core.levels import Decision
from ..core.messages import register
from ..core.review import Mistake, Played
from .actions import Bid, Play
from .hints import forbidden_value, seen, suggest_bid
from .state import Phase, State, trick_winner

register({
    "kachuful.review-bid-under": NP_(
        "Your hand was sure of {sure} trick (trumps from the ace down take a trick whatever the others "
        "hold): a bid of {bid} could not be made.",
        "Your hand was sure of {sure} tricks (trumps from the ace down take a trick whatever the others "
        "hold): a bid of {bid} could not be made.", "sure"),
    "kachuful.review-bid-far": NP_(
        "You bid {bid}, while your hand was worth about {expected} trick and the strong level, playing the "
        "deal out from what you could see, bid {better}.",
        "You bid {bid}, while your hand was worth about {expected} tricks and the strong level, playing the "
        "deal out from what you could see, bid {better}.", "expected"),
    "kachuful.review-bid-far-forbidden": NP_(
        "You bid {bid}, while your hand was worth about {expected} trick; but as dealer you could not bid "
        "{forbidden} (the bids would have totalled {tricks}, the number of tricks), and the strong level, "
        "playing the deal out from what you could see, bid {better}.",
        "You bid {bid}, while your hand was worth about {expected} tricks; but as dealer you could not bid "
        "{forbidden} (the bids would have totalled {tricks}, the number of tricks), and the strong level, "
        "playing the deal out from what you could see, bid {better}.", "expected"),
    "kachuful.review-bid-far-played-out": NP_(
        "You bid {bid}. Counted card by card, your hand was worth about {expected} trick; but the strong "
        "level, playing the deal out many times from what you could see (how your cards play together, "
        "the bids so far, who leads), found {better} the bid that scored best: {points} on average, made "
        "{chance} of the time.",
        "You bid {bid}. Counted card by card, your hand was worth about {expected} tricks; but the strong "
        "level, playing the deal out many times from what you could see (how your cards play together, "
        "the bids so far, who leads), found {better} the bid that scored best: {points} on average, made "
        "{chance} of the time.", "expected"),
    "kachuful.review-lost-trick": NP_(
        "You needed {need} more trick for your bid of {bid}, and {other_card} was sure to take this one: "
        "{card} lost it.",
        "You needed {need} more tricks for your bid of {bid}, and {other_card} was sure to take this one: "
        "{card} lost it.", "need"),
    "kachuful.review-won-trick": N_(
        "Your bid of {bid} was made, and {other_card} was sure to lose this trick: {card} took a trick too "
        "many."),
})

FAR = 2  # bids this far from the strong level's are mistakes
CLOSE = 0.5  # a bid this close to the hand's worth is that worth rounded
DECK = frozenset(deck52())


def sure_tricks(state: State) -> int:
    """The tricks the hand of the seat to move takes whatever happens: its trumps from the ace down."""
    ranks = {c.rank for c in state.hands[state.turn] if c.suit == state.trump}
    count = 0
    while 14 - count in ranks:
        count += 1
    return count


def _bid(ply: int, state: State, bid: Bid, decision: Decision) -> Mistake | None:
    better = decision.action
    sure = sure_tricks(state)
    if bid.value < sure <= better.value:
        return Mistake(ply, bid, better, Coded.of("kachuful.review-bid-under", sure=sure, bid=bid.value))
    if abs(bid.value - better.value) >= FAR:
        return Mistake(ply, bid, better, _far(state, bid, better, decision))
    return None


def _far(state: State, bid: Bid, better: Bid, decision: Decision) -> Coded:
    """Why a bid far from the strong level's was a mistake. The hand's worth is the hints' estimate, each
    card counted on its own; the strong level's bid comes from the deal played out. When that bid is not
    the worth rounded, the reason is said: the dealer's forbidden bid, or the play-outs' result."""
    view = seen(state)
    expected = float(suggest_bid(view).expected)
    params = {"bid": bid.value, "better": better.value, "expected": expected}
    if abs(better.value - expected) <= CLOSE:
        return Coded.of("kachuful.review-bid-far", **params)
    forbidden = forbidden_value(view)
    if forbidden is not None and forbidden == int(expected + 0.5) and abs(better.value - forbidden) == 1:
        return Coded.of("kachuful.review-bid-far-forbidden", forbidden=forbidden, tricks=view.hand_size,
                        **params)
    sampled = next((r for r in decision.reasons if r.code == "kachuful.why-sampled-bid"), None)
    if sampled is None:  # the strong level fell back on the hints: its bid is theirs
        return Coded.of("kachuful.review-bid-far", **params)
    found = dict(sampled.params)
    return Coded.of("kachuful.review-bid-far-played-out", points=found["points"], chance=found["chance"],
                    **params)


class Trick:
    """The trick the seat to move plays to, as it saw it."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.me = state.turn
        self.last = len(state.trick) == state.players - 1
        played = {a.card for a in state.actions if isinstance(a, Play)}
        self.out = DECK - played - set(state.hands[self.me])  # in other hands, or not dealt

    def beats(self, card: Card) -> bool:
        return trick_winner((*self.state.trick, (self.me, card)), self.state.trump) == self.me

    def sure_win(self, card: Card) -> bool:
        """``card`` takes the trick whatever the players after it hold."""
        if not self.beats(card):
            return False
        if self.last:
            return True
        trump = self.state.trump
        if card.suit == trump:
            return not any(c.suit == trump and c.rank > card.rank for c in self.out)
        return not any(c.suit == trump or (c.suit == card.suit and c.rank > card.rank) for c in self.out)

    def sure_loss(self, card: Card) -> bool:
        return not self.beats(card)


def _taker(game: Played, ply: int, state: State) -> int:
    """Who took the trick the move at ``ply`` was played to."""
    trick = list(state.trick)
    seats = {s: i for i, s in enumerate(state.seats)}
    for action in game.actions[ply:]:
        if len(trick) == state.players:
            break
        trick.append((seats[action.seat], action.card))
    return trick_winner(tuple(trick), state.trump)


def _legal(state: State) -> list[Card]:
    hand = state.hands[state.turn]
    follow = [c for c in hand if c.suit == state.trick[0][1].suit]
    return follow or list(hand)


def _play(game: Played, ply: int, state: State, play: Play) -> Mistake | None:
    """A card that lost a trick a card was sure to take, or took one a card was sure to lose (the strong
    level asked only then: its card must be sure to do what the played one did not)."""
    if not state.trick:
        return None  # a lead: no card is sure either way
    bid, won = state.bids[state.turn] or 0, state.won[state.turn]
    need = bid - won
    trick = Trick(state)
    legal = _legal(state)
    took = _taker(game, ply, state) == state.turn
    if 0 < need <= len(state.hands[state.turn]) and not took:
        sure, code = trick.sure_win, "kachuful.review-lost-trick"
    elif need == 0 and took:
        sure, code = trick.sure_loss, "kachuful.review-won-trick"
    else:
        return None
    if sure(play.card) or not any(sure(c) for c in legal):
        return None
    better = game.judge(state, ply).action
    if not isinstance(better, Play) or better == play or not sure(better.card):
        return None
    params = {"card": str(play.card), "other_card": str(better.card), "bid": bid}
    if code == "kachuful.review-lost-trick":
        params["need"] = need
    return Mistake(ply, play, better, Coded.of(code, **params))


def review(game: Played) -> tuple[Mistake, ...]:
    found = []
    for ply, state, action in game.moves():
        mistake: Mistake | None = None
        if isinstance(action, Bid) and state.phase is Phase.BIDDING:
            decision = game.judge(state, ply)
            if isinstance(decision.action, Bid) and decision.action != action:
                mistake = _bid(ply, state, action, decision)
        elif isinstance(action, Play) and state.phase is Phase.PLAYING:
            mistake = _play(game, ply, state, action)
        if mistake is not None:
            found.append(mistake)
    return tuple(found)
