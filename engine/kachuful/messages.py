"""Kachuful's sentences: refusals and narration, as English ids for the catalogs."""

from ..core.i18n import N_, NP_
from ..core.messages import register, register_reasons

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
    "hand-wrong-size": NP_("{seat} holds {count} card; this deal needs {size}.",
                           "{seat} holds {count} cards; this deal needs {size}.", "count"),
    "card-twice": N_("{card} is dealt twice."),
    "deal-not-over": N_("The deal is not over yet."),
    # narration
    "kachuful.dealt": NP_("Deal {deal}: {hand_size} card each, {trump_suit} are trumps, {dealer} deals.",
                          "Deal {deal}: {hand_size} cards each, {trump_suit} are trumps, {dealer} deals.",
                          "hand_size"),
    "kachuful.bid": N_("{seat} bids {bid}."),
    "kachuful.play": N_("{seat} plays {card}."),
    "kachuful.trick": N_("{seat} wins trick {number}."),
    "kachuful.scored": N_("Deal {deal} is scored."),
    # the draw for the first dealer
    "kachuful.draw-card": N_("{seat} draws {card}."),
    "kachuful.draw-tie": N_("{seats} tie with the highest rank, {rank}: only they draw again."),
    "kachuful.draw-high": N_("{seat} drew the highest card and chooses the first dealer."),
    "kachuful.first-dealer": N_("{seat} chooses {dealer} to deal first."),
    "kachuful.first-dealer-self": N_("{seat} chooses to deal first."),
    "kachuful.draw-unresolved": N_(
        "The draw for the first dealer is still tied between {seats}: they must draw again."),
    "kachuful.draw-wrong-count": NP_("Round {round} of the draw has {count} card: it needs one per player.",
                                     "Round {round} of the draw has {count} cards: it needs one per player.",
                                     "count"),
    "kachuful.draw-extra-rounds": N_(
        "The draw was settled in round {rounds}; the rounds after it are not needed."),
    # hints: the bid
    "kachuful.hint-bid-count": NP_(
        "Your hand is worth about {expected} trick.",
        "Your hand is worth about {expected} tricks.", "expected"),
    "kachuful.hint-bid-likely": NP_(
        "The card likeliest to take a trick: {cards}.",
        "The cards likeliest to take a trick: {cards}.", "count"),
    "kachuful.hint-bid-count-none": NP_(
        "Your hand is worth about {expected} trick: no card is likely to take one on its own.",
        "Your hand is worth about {expected} tricks: no card is likely to take one on its own.", "expected"),
    "kachuful.hint-bid-moved": N_(
        "As dealer you may not bid {wanted} (the bids would total {tricks}, the number of tricks):"
        " {bid} is the nearest allowed bid."),
    "kachuful.hint-bid-free": NP_(
        "The others’ bids already total {others}, more than the {tricks} trick: as dealer you may bid"
        " any number.",
        "The others’ bids already total {others}, more than the {tricks} tricks: as dealer you may bid"
        " any number.", "tricks"),
    "kachuful.hint-bid": N_("Suggested bid: {bid}."),
    # hints: the card
    "kachuful.hint-goal-need": N_("You bid {bid} and have {won}: {need} still to take."),
    "kachuful.hint-goal-short": NP_(
        "You bid {bid} and have {won}: {need} still to take with only {left} card left, so take every"
        " trick you can.",
        "You bid {bid} and have {won}: {need} still to take with only {left} cards left, so take every"
        " trick you can.", "left"),
    "kachuful.hint-goal-reached": N_("You bid {bid} and have {won}: your bid is reached, take no more."),
    "kachuful.hint-goal-over": N_(
        "You bid {bid} and already have {won}: the bid is missed, avoid more tricks."),
    "kachuful.hint-goal-over-per-trick": N_(
        "You bid {bid} and already have {won}: the bonus is lost, but each trick still scores a point."),
    "kachuful.hint-only-card": N_("{card} is the only card you may play."),
    "kachuful.hint-lead-master": N_("Lead {card}: no higher {suit} is still out."),
    "kachuful.hint-lead-high": N_("Lead {card}, your strongest card, to try for a trick."),
    "kachuful.hint-lead-low": N_("Lead {card}, your weakest card, to leave the trick to someone else."),
    "kachuful.hint-cannot-take": N_("No card of yours can take this trick: throw away {card}, your weakest."),
    "kachuful.hint-take-cheapest": N_("{card} is the cheapest card that takes this trick."),
    "kachuful.hint-take-safe": N_("{card} takes this trick and no higher card of its suit is still out."),
    "kachuful.hint-take-strongest": N_(
        "{card}, your strongest card here, gives the best chance to keep this trick."),
    "kachuful.hint-duck-highest": N_(
        "{card} is the highest card that does not take this trick: get rid of it now."),
    "kachuful.hint-forced-last": N_(
        "Every card you may play takes this trick: play {card}, your highest, so it cannot take one later."),
    "kachuful.hint-forced-lowest": N_(
        "Every card you may play wins for now: play {card}, the lowest, so a later player may beat it."),
}

# Why the computer made its move (engine/kachuful/levels.py), then why not the alternative it passed over;
# the levels also give the hints' reasons above.
DECISIONS = {
    "kachuful.why-rule-bid": N_(
        "By the hand rule (each ace, each trump from the jack up, one more for a long trump suit; "
        "{trump_suit} are trumps), your hand counts {wanted}."),
    "kachuful.against-rule-bid": N_("Not {other}: the hand rule counts only aces and high trumps."),
    "kachuful.why-beginner-high": N_("Play {card}, your highest card here, to try for the trick."),
    "kachuful.why-beginner-low": N_("Play {card}, your lowest card here, to keep out of the trick."),
    "kachuful.against-lead-high": N_("Not {other_card}: a high lead could take a trick you do not want."),
    "kachuful.against-lead-low": N_("Not {other_card}: a low lead would leave the trick to someone else."),
    "kachuful.against-would-lose": N_("Not {other_card}: it would not take this trick."),
    "kachuful.against-would-take": N_("Not {other_card}: it would take this trick."),
    "kachuful.against-same-trick": N_(
        "{other_card} would do the same in this trick; {card} is the better one to part with now."),
    "kachuful.against-estimate": N_("Not {other}: further from the estimate ({expected})."),
    "kachuful.why-equivalent": N_(
        "Play {card}: your cards here are equal in strength (no card still out lies between them)."),
    "kachuful.against-equivalent": N_("{other_card} would do exactly the same."),
    "kachuful.why-sampled-play": NP_(
        "Play {card}: over {samples} deal dealt again from what you have seen (suits others lack "
        "included), it scores {points} on average and makes your bid {chance} of the time.",
        "Play {card}: over {samples} deals dealt again from what you have seen (suits others lack "
        "included), it scores {points} on average and makes your bid {chance} of the time.", "samples"),
    "kachuful.why-solved-play": NP_(
        "Play {card}: over {samples} deal dealt again from what you have seen, each played out "
        "perfectly to the end, it scores {points} on average and makes your bid {chance} of the time.",
        "Play {card}: over {samples} deals dealt again from what you have seen, each played out "
        "perfectly to the end, it scores {points} on average and makes your bid {chance} of the time.",
        "samples"),
    "kachuful.against-sampled": N_(
        "{other_card} would score {other_points} on average and make the bid {other_chance} of the time."),
    "kachuful.why-sampled-bid": NP_(
        "Bid {bid}: over {samples} deal dealt again from your hand and the bids so far, this bid "
        "scores {points} on average and is made {chance} of the time.",
        "Bid {bid}: over {samples} deals dealt again from your hand and the bids so far, this bid "
        "scores {points} on average and is made {chance} of the time.", "samples"),
    "kachuful.why-dealer-forbidden": N_(
        "As dealer you may not bid {forbidden}: the bids would total {tricks}, the number of tricks."),
    "kachuful.against-sampled-bid": N_(
        "Bidding {other} would score {other_points} on average and be made {other_chance} of the time."),
}
MESSAGES.update(DECISIONS)

# The reasons (the hints' and the levels') told of a computer seat's move (the workbench's why), in the
# third person: {seat} moved.
TOLD = {
    "kachuful.hint-bid-count": NP_(
        "{seat}’s hand is worth about {expected} trick.",
        "{seat}’s hand is worth about {expected} tricks.", "expected"),
    "kachuful.hint-bid-likely": NP_(
        "{seat}’s card likeliest to take a trick: {cards}.",
        "{seat}’s cards likeliest to take a trick: {cards}.", "count"),
    "kachuful.hint-bid-count-none": NP_(
        "{seat}’s hand is worth about {expected} trick: no card is likely to take one on its own.",
        "{seat}’s hand is worth about {expected} tricks: no card is likely to take one on its own.",
        "expected"),
    "kachuful.hint-bid-moved": N_(
        "As dealer {seat} may not bid {wanted} (the bids would total {tricks}, the number of tricks):"
        " {bid} is the nearest allowed bid."),
    "kachuful.hint-bid-free": NP_(
        "The others’ bids already total {others}, more than the {tricks} trick: as dealer {seat} may bid"
        " any number.",
        "The others’ bids already total {others}, more than the {tricks} tricks: as dealer {seat} may bid"
        " any number.", "tricks"),
    "kachuful.hint-bid": N_("So {seat} bids {bid}."),
    "kachuful.hint-goal-need": N_("{seat} bid {bid} and has {won}: {need} still to take."),
    "kachuful.hint-goal-short": NP_(
        "{seat} bid {bid} and has {won}: {need} still to take with only {left} card left, so {seat} tries"
        " to take every trick.",
        "{seat} bid {bid} and has {won}: {need} still to take with only {left} cards left, so {seat} tries"
        " to take every trick.", "left"),
    "kachuful.hint-goal-reached": N_(
        "{seat} bid {bid} and has {won}: the bid is reached, {seat} takes no more."),
    "kachuful.hint-goal-over": N_(
        "{seat} bid {bid} and already has {won}: the bid is missed, {seat} avoids more tricks."),
    "kachuful.hint-goal-over-per-trick": N_(
        "{seat} bid {bid} and already has {won}: the bonus is lost, but each trick still scores {seat} a"
        " point."),
    "kachuful.hint-only-card": N_("{card} is the only card {seat} may play."),
    "kachuful.hint-lead-master": N_("{seat} leads {card}: no higher {suit} is still out."),
    "kachuful.hint-lead-high": N_("{seat} leads {card}, their strongest card, to try for a trick."),
    "kachuful.hint-lead-low": N_(
        "{seat} leads {card}, their weakest card, to leave the trick to someone else."),
    "kachuful.hint-cannot-take": N_(
        "No card of {seat}’s can take this trick: {seat} throws away {card}, the weakest."),
    "kachuful.hint-take-cheapest": N_("{card} is {seat}’s cheapest card that takes this trick."),
    "kachuful.hint-take-safe": N_(
        "{card} takes this trick for {seat}, and no higher card of its suit is still out."),
    "kachuful.hint-take-strongest": N_(
        "{card}, {seat}’s strongest card here, gives the best chance to keep this trick."),
    "kachuful.hint-duck-highest": N_(
        "{card} is {seat}’s highest card that does not take this trick: {seat} gets rid of it now."),
    "kachuful.hint-forced-last": N_(
        "Every card {seat} may play takes this trick: {seat} plays {card}, the highest, so it cannot take"
        " one later."),
    "kachuful.hint-forced-lowest": N_(
        "Every card {seat} may play wins for now: {seat} plays {card}, the lowest, so a later player may"
        " beat it."),
    "kachuful.why-rule-bid": N_(
        "By the hand rule (each ace, each trump from the jack up, one more for a long trump suit; "
        "{trump_suit} are trumps), {seat}’s hand counts {wanted}."),
    "kachuful.against-rule-bid": N_(
        "{seat} does not bid {other}: the hand rule counts only aces and high trumps."),
    "kachuful.why-beginner-high": N_("{seat} plays {card}, their highest card here, to try for the trick."),
    "kachuful.why-beginner-low": N_("{seat} plays {card}, their lowest card here, to keep out of the trick."),
    "kachuful.against-lead-high": N_(
        "{seat} does not lead {other_card}: a high lead could take a trick {seat} does not want."),
    "kachuful.against-lead-low": N_(
        "{seat} does not lead {other_card}: a low lead would leave the trick to someone else."),
    "kachuful.against-would-lose": N_("{seat} does not play {other_card}: it would not take this trick."),
    "kachuful.against-would-take": N_("{seat} does not play {other_card}: it would take this trick."),
    "kachuful.against-same-trick": N_(
        "{other_card} would do the same in this trick; {card} is the better one for {seat} to part with"
        " now."),
    "kachuful.against-estimate": N_("{seat} does not bid {other}: further from the estimate ({expected})."),
    "kachuful.why-equivalent": N_(
        "{seat} plays {card}: {seat}’s cards here are equal in strength (no card still out lies between"
        " them)."),
    # L10N: the same sentence as the advice: it names no player.
    "kachuful.against-equivalent": N_("{other_card} would do exactly the same."),
    "kachuful.why-sampled-play": NP_(
        "{seat} plays {card}: over {samples} deal dealt again from what {seat} has seen (suits others lack"
        " included), it scores {points} on average and makes {seat}’s bid {chance} of the time.",
        "{seat} plays {card}: over {samples} deals dealt again from what {seat} has seen (suits others lack"
        " included), it scores {points} on average and makes {seat}’s bid {chance} of the time.", "samples"),
    "kachuful.why-solved-play": NP_(
        "{seat} plays {card}: over {samples} deal dealt again from what {seat} has seen, each played out"
        " perfectly to the end, it scores {points} on average and makes {seat}’s bid {chance} of the time.",
        "{seat} plays {card}: over {samples} deals dealt again from what {seat} has seen, each played out"
        " perfectly to the end, it scores {points} on average and makes {seat}’s bid {chance} of the time.",
        "samples"),
    "kachuful.against-sampled": N_(
        "{other_card} would score {other_points} on average and make the bid {other_chance} of the time."),
    "kachuful.why-sampled-bid": NP_(
        "{seat} bids {bid}: over {samples} deal dealt again from {seat}’s hand and the bids so far, this bid"
        " scores {points} on average and is made {chance} of the time.",
        "{seat} bids {bid}: over {samples} deals dealt again from {seat}’s hand and the bids so far, this bid"
        " scores {points} on average and is made {chance} of the time.", "samples"),
    "kachuful.why-dealer-forbidden": N_(
        "As dealer {seat} may not bid {forbidden}: the bids would total {tricks}, the number of tricks."),
    "kachuful.against-sampled-bid": N_(
        "Bidding {other} would score {other_points} on average and be made {other_chance} of the time."),
}

register(MESSAGES)
register_reasons({**{c: m for c, m in MESSAGES.items() if c.startswith("kachuful.hint-")}, **DECISIONS}, TOLD)
