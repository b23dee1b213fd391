"""Go Fish's sentences: refusals, malformed positions and narration, as English ids for the catalogs.

Ranks are given as their symbols (``2`` … ``10``, ``J``, ``Q``, ``K``, ``A``) and named in words
(``{rank}``: "seven", ``{ranks}``: "sevens"), cards as ``6♣``, and lists (cards, winners) are joined with
spaces.
"""

from ..core.i18n import N_, NP_
from ..core.messages import register, register_reasons

REFUSALS = {
    "gofish.seat-unknown": N_("There is no seat {seat} at this table."),
    "gofish.game-over": N_("The game is over: no more asking or drawing."),
    "gofish.not-your-turn": N_("It is not {seat}’s turn: {turn} is to play."),
    "gofish.must-draw": N_("{seat} must first draw the top card of the stock."),
    "gofish.draw-not-due": N_(
        "{seat} may not draw now: you draw only after “Go fish!” or when your turn begins with no cards."
    ),
    "gofish.ask-self": N_("{seat} cannot ask themselves: name an opponent."),
    "gofish.ask-empty-hand": N_("{target} has no cards: ask an opponent who still holds some."),
    "gofish.rank-booked": N_(
        "The book of {ranks} is already down ({owner}): a finished book is never asked for."
    ),
    "gofish.rank-not-held": N_(
        "{seat} holds no card of rank {rank}: you may ask only for a rank you hold at least one card of."
    ),
}

MALFORMED = {
    "gofish.seats-invalid": N_("The seats must be distinct names without spaces."),
    "gofish.field-seat-unknown": N_("“{field}” names {seat}, who is not at this table."),
    "gofish.hand-wrong-size": NP_("{seat} holds {count} card; this deal needs {size}.",
                                  "{seat} holds {count} cards; this deal needs {size}.", "count"),
    "gofish.card-twice": N_("{card} appears twice (again in “{field}”)."),
    "gofish.card-missing": NP_(
        "{count} card is missing, {card}: every card must be in a hand, the stock or a book.",
        "{count} cards are missing, {card} among them: every card must be in a hand, the stock or a book.",
        "count"),
    "gofish.book-twice": N_("The book of {ranks} appears twice (again in “{field}”)."),
    "gofish.action-refused": N_("The action “{action}” (at “{field}”) is refused by the rules ({refusal})."),
    "gofish.game-not-over": N_("The game is not over yet."),
}

EVENTS = {
    "gofish.dealt": NP_(
        "{dealer} deals {hand_size} card to each player; the others ({stock}) form the stock. {first} "
        "plays first.",
        "{dealer} deals {hand_size} cards to each player; the others ({stock}) form the stock. {first} "
        "plays first.", "hand_size"),
    "gofish.set-up": NP_(
        "The position is set up ({dealer} dealt, {stock} card in the stock): {first} is to play.",
        "The position is set up ({dealer} dealt, {stock} cards in the stock): {first} is to play.", "stock"),
    "gofish.set-up-over": NP_(
        "The position is set up ({dealer} dealt, {stock} card in the stock), and nobody can play.",
        "The position is set up ({dealer} dealt, {stock} cards in the stock), and nobody can play.", "stock"),
    "gofish.book": N_("{seat} shows the book of {ranks}, then sets it aside."),
    "gofish.asked": N_("{seat} asks {target} for their {ranks}."),
    "gofish.gave": N_("{seat} gives {to} {cards}."),
    "gofish.go-fish": N_("{seat} has no {ranks}: “Go fish!”"),
    "gofish.drew": N_("{seat} draws a card from the stock and keeps it hidden."),
    "gofish.drew-asked": N_("{seat} draws {card}, the rank asked for, and shows it."),
    "gofish.refilled": N_("{seat} has no cards and draws one from the stock."),
    # L10N: told only to the player who drew: the card is hidden from the others.
    "gofish.drew-seen": N_("{seat} draws {card} from the stock and keeps it hidden."),
    # L10N: told only to the player who drew: the card is hidden from the others.
    "gofish.refilled-seen": N_("{seat} has no cards and draws {card} from the stock."),
    "gofish.plays-again": N_("{seat} plays again."),
    "gofish.turn": N_("{seat} is to play."),
    "gofish.stock-empty": N_("The stock is empty: nothing to draw, the turn passes."),
    "gofish.no-one-to-ask": N_("{seat} holds cards, but no opponent has any left to ask: the turn passes."),
    "gofish.out": N_("{seat} has no cards and the stock is empty: {seat} is out of the game."),
    "gofish.ended-hand-empty": N_("{seat} has no cards left: the game stops here."),
    "gofish.ended-stock-empty": N_("The stock has run out: the game stops here."),
    "gofish.result": N_("The game is over: {winners} made the most books ({most})."),
}

# Why the computer made its move (engine/gofish/levels.py), then why not the alternative it passed over.
REASONS = {
    "gofish.why-draw": N_(
        "Draw: after “Go fish!”, or with no cards at the start of a turn, it is the only move."),
    "gofish.why-only-ask": N_("Ask {target} for rank {rank}: it is the only ask possible."),
    "gofish.why-known": NP_(
        "Ask {target} for rank {rank}: {target} is known to hold at least {least} card of that rank.",
        "Ask {target} for rank {rank}: {target} is known to hold at least {least} cards of that rank.",
        "least"),
    "gofish.why-most": NP_(
        "Ask {target} for rank {rank} ({count} card in hand): nobody is known to hold that rank, so ask "
        "for your longest rank, from a player not known to lack it.",
        "Ask {target} for rank {rank} ({count} cards in hand): nobody is known to hold that rank, so ask "
        "for your longest rank, from a player not known to lack it.", "count"),
    "gofish.why-all-lack": NP_(
        "Ask {target} for rank {rank} ({count} card in hand): every player you could ask is known to lack "
        "your ranks, so ask for your longest one.",
        "Ask {target} for rank {rank} ({count} cards in hand): every player you could ask is known to lack "
        "your ranks, so ask for your longest one.", "count"),
    "gofish.why-most-forgetful": NP_(
        "Ask {target} for rank {rank}, your longest rank ({count} card), without remembering the earlier"
        " asks.",
        "Ask {target} for rank {rank}, your longest rank ({count} cards), without remembering the earlier"
        " asks.", "count"),
    "gofish.against-tie": N_("Asking {other} for rank {other_rank} looked just as good: chosen at random."),
    "gofish.against-lacks": N_("Not {other} for rank {other_rank}: {other} is known to lack that rank."),
    "gofish.against-unknown": N_(
        "Not {other} for rank {other_rank}: nothing shows that {other} holds that rank."),
    "gofish.against-less-known": NP_(
        "Not {other} for rank {other_rank}: {other} is known to hold only {other_least} card of that rank.",
        "Not {other} for rank {other_rank}: {other} is known to hold only {other_least} cards of that rank.",
        "other_least"),
    "gofish.against-fewer": NP_(
        "Not {other} for rank {other_rank}: you hold only {other_count} card of that rank.",
        "Not {other} for rank {other_rank}: you hold only {other_count} cards of that rank.", "other_count"),
}

# The same reasons told of a computer seat's move (the workbench's why), in the third person: {seat} moved.
REASONS_TOLD = {
    "gofish.why-draw": N_(
        "{seat} draws: after “Go fish!”, or with no cards at the start of a turn, it is the only move."),
    "gofish.why-only-ask": N_("{seat} asks {target} for rank {rank}: it is the only ask possible."),
    "gofish.why-known": NP_(
        "{seat} asks {target} for rank {rank}: {target} is known to hold at least {least} card of that rank.",
        "{seat} asks {target} for rank {rank}: {target} is known to hold at least {least} cards of that"
        " rank.", "least"),
    "gofish.why-most": NP_(
        "{seat} asks {target} for rank {rank} ({count} card in hand): nobody is known to hold that rank, so"
        " {seat} asks for their longest rank, from a player not known to lack it.",
        "{seat} asks {target} for rank {rank} ({count} cards in hand): nobody is known to hold that rank, so"
        " {seat} asks for their longest rank, from a player not known to lack it.", "count"),
    "gofish.why-all-lack": NP_(
        "{seat} asks {target} for rank {rank} ({count} card in hand): every player {seat} could ask is known"
        " to lack the ranks in their hand, so {seat} asks for the longest one.",
        "{seat} asks {target} for rank {rank} ({count} cards in hand): every player {seat} could ask is known"
        " to lack the ranks in their hand, so {seat} asks for the longest one.", "count"),
    "gofish.why-most-forgetful": NP_(
        "{seat} asks {target} for rank {rank}, their longest rank ({count} card), without remembering the"
        " earlier asks.",
        "{seat} asks {target} for rank {rank}, their longest rank ({count} cards), without remembering the"
        " earlier asks.", "count"),
    "gofish.against-tie": N_(
        "For {seat}, asking {other} for rank {other_rank} was just as good: chosen at random."),
    "gofish.against-lacks": N_(
        "{seat} does not ask {other} for rank {other_rank}: {other} is known to lack that rank."),
    "gofish.against-unknown": N_(
        "{seat} does not ask {other} for rank {other_rank}: nothing shows that {other} holds that rank."),
    "gofish.against-less-known": NP_(
        "{seat} does not ask {other} for rank {other_rank}: {other} is known to hold only {other_least} card"
        " of that rank.",
        "{seat} does not ask {other} for rank {other_rank}: {other} is known to hold only {other_least} cards"
        " of that rank.", "other_least"),
    "gofish.against-fewer": NP_(
        "{seat} does not ask {other} for rank {other_rank}: {seat} holds only {other_count} card of that"
        " rank.",
        "{seat} does not ask {other} for rank {other_rank}: {seat} holds only {other_count} cards of that"
        " rank.", "other_count"),
}

# What a review of a finished game says of a mistake (review.py).
REVIEW = {
    "gofish.review-lacks-go-fish": N_(
        "{target} had said “Go fish” when {asker} asked for rank {rank}, and cannot have got one since: "
        "{target} had no {ranks} to give."),
    "gofish.review-lacks-gave": N_(
        "{target} had given every card of rank {rank} to {to}, and cannot have got one since: {target} had "
        "no {ranks} to give."),
    "gofish.review-forgot": NP_(
        "{target} was known to hold at least {least} card of rank {rank}, a rank you hold too: asking "
        "{target} for it was sure to win a card and keep your turn.",
        "{target} was known to hold at least {least} cards of rank {rank}, a rank you hold too: asking "
        "{target} for it was sure to win cards and keep your turn.", "least"),
}

# What changed for a seat while it waited (news.py), said when its turn comes back.
NEWS = {
    # L10N: said to a player when the turn comes back to them: another player took these cards from them.
    "gofish.news-taken": N_("{seat} took your {cards}."),
}

MESSAGES = {**REFUSALS, **MALFORMED, **EVENTS, **REASONS, **REVIEW, **NEWS}

register(MESSAGES)
register_reasons(REASONS, REASONS_TOLD)
