"""Kachuful's sentences: refusals and narration, as English ids for the catalogs."""

from ..core.i18n import N_
from ..core.messages import register

MESSAGES = {
    # refusals
    "kachuful.seat-unknown": N_("There is no seat {seat} at this table."),
    "kachuful.deal-over": N_("This deal is over: no more bids or cards."),
    "kachuful.not-your-turn": N_("It is not {seat}’s turn: {turn} is to play."),
    "kachuful.not-bidding": N_("The bidding is over: it is time to play cards."),
    "kachuful.not-playing": N_("Cards are played only once every player has bid."),
    "kachuful.bid-out-of-range": N_("A bid must be a whole number from 0 to {max}, the hand size."),
    "kachuful.dealer-forbidden-bid": N_(
        "The dealer may not bid {bid}: with the {others} already bid, the bids would total {tricks},"
        " the number of tricks, and nobody could fail."
    ),
    "kachuful.card-not-in-hand": N_("{seat} does not hold {card}."),
    "kachuful.must-follow-suit": N_(
        "{card} cannot be played: {led_suit} were led and you still hold some, so you must follow suit."
    ),
    # malformed positions
    "seat-unknown": N_("There is no seat {seat} at this table."),
    "seats-invalid": N_("The seats must be distinct, non-empty names."),
    "hand-wrong-size": N_("{seat} holds {count} cards; this deal needs {size}."),
    "card-twice": N_("{card} is dealt twice."),
    "deal-not-over": N_("The deal is not over yet."),
    # narration
    "kachuful.dealt": N_("Deal {deal}: {hand_size} cards each, {trump_suit} are trumps, {dealer} deals."),
    "kachuful.bid": N_("{seat} bids {bid}."),
    "kachuful.play": N_("{seat} plays {card}."),
    "kachuful.trick": N_("{seat} wins trick {number}."),
    "kachuful.scored": N_("Deal {deal} is scored."),
}

register(MESSAGES)
