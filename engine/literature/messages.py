"""Literature's sentences: refusals, malformed positions, narration, deduction reasons and the rule
switches, as English ids with named placeholders for the catalogs.

``half`` parameters hold a half-suit's language-neutral span (``2♦–7♦``); ``cards``, ``team``,
``halves`` and ``missing`` hold lists (rendered space-separated).
"""

from ..core.i18n import N_, NP_
from ..core.messages import register, register_reasons

REFUSALS = {
    "literature.seat-unknown": N_("There is no seat {seat} at this table."),
    "literature.game-over": N_("The game is over: no more questions or claims."),
    "literature.not-your-turn": N_("It is not {seat}’s turn: {turn} is to play."),
    "literature.asking-stopped": N_(
        "Asking has stopped: a whole team has no cards left, only the final claims remain."
    ),
    "literature.ask-self": N_("{seat} cannot ask themselves: name an opponent."),
    "literature.ask-partner": N_("{seat} cannot ask {target}, a partner: ask an opponent."),
    "literature.ask-empty-hand": N_("{target} has no cards left and cannot be asked."),
    "literature.card-not-in-deck": N_("{card} is not in the deck: the four eights are removed."),
    "literature.half-suit-already-claimed": N_("The half-suit {half} has already been claimed."),
    "literature.card-held-by-asker": N_("{seat} already holds {card}: ask only for a card you do not hold."),
    "literature.no-card-in-half-suit": N_(
        "{seat} holds no other card of {half}, so may not ask for {card}."
    ),
    "literature.claim-incomplete": N_(
        "A claim of {half} must name the holder of each of its six cards; missing: {missing}."
    ),
    "literature.claim-card-outside": N_("{card} is not a card of {half}."),
    "literature.claim-card-repeated": N_("{card} is named more than once."),
    "literature.claim-wrong-team": N_(
        "{seat} may name only their own team (themselves included) as holders, not {named}."
    ),
    "literature.final-claims-other-team": N_(
        "{seat}’s team has no cards left: the final claims are made by the other team."
    ),
    "literature.pass-to-self": N_("{seat} cannot pass the turn to themselves."),
    "literature.pass-not-allowed": N_(
        "{seat} still holds cards: ask or claim; only a player with an empty hand passes the turn."
    ),
    "literature.hand-over-to-opponent": N_(
        "{seat} must pass the turn to a partner, and {to} is an opponent."
    ),
    "literature.hand-over-to-empty": N_("{to} has no cards left: choose a player who still holds some."),
    "literature.hand-over-first": N_(
        "{seat} holds no card: the only move left is to hand the turn to a partner who still holds some."),
    "literature.final-choose-opponent": N_(
        "{seat}’s team has no cards left: {seat} must choose an opponent with cards for the final"
        " claims, and {to} is a partner."
    ),
    "literature.must-claim-final": N_(
        "Asking has stopped: {seat} must place every remaining half-suit alone, claim after claim."
    ),
}

MALFORMED = {
    "literature.players-invalid": N_("Literature is played by 6 or 8 players, not {players}."),
    "literature.seats-invalid": N_(
        "The seats must be {players} distinct names without spaces, “:” or “,”."
    ),
    "literature.half-malformed": N_("“{text}” is not a half-suit (write low-♦, high-♠, low-d or high-s)."),
    "literature.hand-wrong-size": NP_(
        "{seat} holds {count} card; a deal gives {size} to each player.",
        "{seat} holds {count} cards; a deal gives {size} to each player.", "count"),
    "literature.card-twice": N_("{card} appears twice."),
    "literature.card-in-resolved-set": N_("{card} belongs to a half-suit already resolved, not to a hand."),
    "literature.cards-missing": NP_(
        "{count} card is nowhere, {cards}: each card must be in a hand or a resolved set.",
        "{count} cards are nowhere, {cards} among them: each card must be in a hand or a resolved set.",
        "count"),
    "literature.set-twice": N_("The half-suit {half} is resolved twice."),
    "literature.outcome-unknown": N_("“{text}” is not a claim outcome (won, cancelled or opponents)."),
    "literature.action-refused": N_("The action “{action}” (at “{field}”) is refused by the rules ({code})."),
}

EVENTS = {
    "literature.dealt": NP_("{dealer} deals {cards_each} card to each player and asks first.",
                            "{dealer} deals {cards_each} cards to each player and asks first.", "cards_each"),
    "literature.set-up": N_("The position is set up: {turn} is to play."),
    "literature.ask-yes": N_(
        "{seat} asks {target} for {card}: yes. {target} hands it over face up; {seat} asks again."
    ),
    "literature.asks": N_("{seat} asks {target} for {card}."),
    "literature.claims": N_("{seat} claims {half}: {named}."),
    "literature.ask-no": N_("{seat} asks {target} for {card}: no. The turn passes to {target}."),
    "literature.claim-won": N_("{seat} claims {half}: {named}. All correct: their team wins the set."),
    "literature.claim-cancelled": N_(
        "{seat} claims {half}: {named}. The cards were all in the team but misplaced ({holders}):"
        " the set is cancelled."
    ),
    "literature.claim-opponents": N_(
        "{seat} claims {half}: {named}. Wrong ({holders}): the set goes to the other team."
    ),
    "literature.claim-off-turn-cancelled": N_(
        "{seat} claims {half} out of turn. Their team held all of it ({holders}): the set is cancelled."
    ),
    "literature.claim-off-turn-opponents": N_(
        "{seat} claims {half} out of turn. An opponent held some of it ({holders}): the set goes to the"
        " other team."
    ),
    "literature.shared-claim-won": N_(
        "{seat} claims {half} across both teams: {named}. All correct: their team wins the set."
    ),
    "literature.shared-claim-failed": N_(
        "{seat} claims {half} across both teams: {named}. Wrong ({holders}): the set goes to the other team."
    ),
    "literature.must-hand-over": N_(
        "{seat} has no cards left and must hand the turn to a partner who has some."
    ),
    "literature.hand-over": N_("{seat} passes the turn to {to}."),
    "literature.pass-turn": N_("{seat} passes the turn to their partner {to}."),
    "literature.asking-stops": N_("{team} have no cards left: asking stops."),
    "literature.final-claims": N_("{seat} must now place every remaining half-suit alone."),
    "literature.final-choose": N_(
        "{seat} has no cards: {seat} chooses an opponent to make the final claims."
    ),
    "literature.final-choice": N_("{seat} chooses {to} to make the final claims."),
    "literature.game-won": NP_("The game is over: {team} win, {score} set to {other}.",
                               "The game is over: {team} win, {score} sets to {other}.", "score"),
    "literature.game-drawn": NP_("The game is over: a draw, {score} set each.",
                                 "The game is over: a draw, {score} sets each.", "score"),
}

REASONS = {
    # the deducing seat's own cards: the panel tells of that seat ("What Félix knows for certain")
    "literature.why-your-hand": N_("{seat} holds {cards}."),
    "literature.why-transfer": N_("{seat} took {card} from {from_seat}, face up."),
    "literature.why-asked-for": N_(
        "{seat} asked for {card}: so {seat} held another card of {half}, and not {card}."
    ),
    "literature.why-refused": N_("{seat} answered no when {asker} asked for {card}."),
    "literature.why-elsewhere": N_("{card} was with {seat} at that moment."),
    "literature.why-no-cards": N_("{seat} has no cards left."),
    "literature.why-hand-known": NP_("{seat} holds {count} card, known: {cards}.",
                                     "{seat} holds {count} cards, all known: {cards}.", "count"),
    "literature.why-hand-full": NP_(
        "{seat} holds {count} unseen card, placed already: {cards}.",
        "{seat} holds {count} unseen cards, all placed already: {cards}.", "count"),
    "literature.why-only-candidates": NP_(
        "{seat} holds {count} unseen card, and only {cards} can be it.",
        "{seat} holds {count} unseen cards, and only {cards} can be among them.", "count"),
    "literature.why-one-per-set": NP_(
        "{seat} holds {count} unseen card and must still hold a card of each of {halves}.",
        "{seat} holds {count} unseen cards and must still hold a card of each of {halves}.", "count"),
    "literature.why-only-way": N_(
        "Every way of placing the unseen cards that fits the hand sizes and all the questions puts"
        " {card} with {seat}."
    ),
    "literature.so-only-holder": N_("Nobody else can hold {card}: {seat} holds it."),
    "literature.so-must-hold": N_("{card} is the only card of {half} left for {seat}: {seat} holds {card}."),
    "literature.so-holds": N_("So {seat} holds {card}."),
}

RULE_TEXTS = {
    "literature.rules.players": N_(
        "Eight players: two teams of four seated alternately, six cards each; every other rule is"
        " unchanged."
    ),
    "literature.rules.misplaced_to_opponents": N_(
        "A claim whose six cards are all in the claiming team, but with a holder named wrongly, gives"
        " the set to the other team instead of cancelling it."
    ),
    "literature.rules.claims_any_time": N_(
        "A player may claim at any moment, not only on their turn; such a claim is judged like any"
        " other, and the turn stays where it was."
    ),
    "literature.rules.win_at_five": N_(
        "The game ends as soon as a team has won five sets, a majority of the eight."
    ),
    "literature.rules.shared_claims": N_(
        "A claim may also name opponents as holders: all six holders right wins the set, any mistake"
        " gives it to the other team."
    ),
    "literature.rules.pass_turn": N_(
        "On their turn, a player who still holds cards may pass the turn to a partner who holds some."
    ),
}

OUTCOME_NAMES = {
    "literature.outcome.won": N_("won"),
    "literature.outcome.cancelled": N_("cancelled"),
    "literature.outcome.opponents": N_("to the opponents"),
}

# Why the computer made its move (engine/literature/levels.py), then why not the alternative it passed over.
DECISIONS = {
    "literature.why-final-choice": N_(
        "Your team has no cards left: choose an opponent with cards, {to}, to make the final claims."),
    "literature.why-hand-over": NP_(
        "Your hand is empty: hand the turn to {to}, the partner with most cards ({count} card).",
        "Your hand is empty: hand the turn to {to}, the partner with most cards ({count} cards).", "count"),
    "literature.why-claim-certain": N_(
        "Claim {half}: you know where each of its six cards is, all in your team."),
    "literature.why-claim-final": N_(
        "Claim {half}: asking is over, and this placement is the likeliest to be right ({chance})."),
    "literature.why-claim-patience": N_(
        "Claim {half}: the game has gone on long enough; this placement is the likeliest to be right"
        " ({chance})."),
    "literature.why-claim-threshold": N_(
        "Claim {half}: it can only be in your team, and this placement is right with a chance of"
        " {chance}, above the {bar} worth the risk of a failed claim."),
    "literature.why-claim-team": N_(
        "Claim {half}: no useful question is left, it can only be in your team, and this placement is"
        " right with a chance of {chance}."),
    "literature.why-ask-known": N_(
        "Ask {target} for {card}: you know {target} holds it, so you keep the turn."),
    "literature.why-ask-likely": N_(
        "Ask {target} for {card}: as far as you know, {target} holds it with a chance of {chance}."),
    "literature.why-ask-forgetful": N_(
        "Ask {target} for {card}: remembering only the last question, {target} may hold it ({chance})."),
    "literature.why-ask-any": N_(
        "Ask {target} for {card}: no card you may ask for can be with an opponent as far as you know,"
        " so any question will do."),
    "literature.against-ask-certain": N_(
        "Not asking {other} for {other_card} first: a certain claim scores now, before anything changes."),
    "literature.against-ask-threshold": N_(
        "Not asking {other} for {other_card} first: the set is worth taking while the chance is good."),
    "literature.against-ask-tie": N_(
        "Asking {other} for {other_card} looked just as good: chosen at random."),
    "literature.against-ask-less": N_(
        "Not {other} for {other_card}: {other} holds it only with a chance of {chance}."),
    "literature.against-claim-less": N_(
        "Not {other_half}: its likeliest placement is right only with a chance of {chance}."),
}

# The same reasons told of a computer seat's move (the workbench's why), in the third person: {seat} moved.
DECISIONS_TOLD = {
    "literature.why-final-choice": N_(
        "{seat}’s team has no cards left: {seat} chooses {to}, an opponent with cards, to make the final"
        " claims."),
    "literature.why-hand-over": NP_(
        "{seat}’s hand is empty: {seat} hands the turn to {to}, the partner with most cards ({count} card).",
        "{seat}’s hand is empty: {seat} hands the turn to {to}, the partner with most cards ({count} cards).",
        "count"),
    "literature.why-claim-certain": N_(
        "{seat} claims {half}: {seat} knows where each of its six cards is, all in their team."),
    "literature.why-claim-final": N_(
        "{seat} claims {half}: asking is over, and this placement is the likeliest to be right ({chance})."),
    "literature.why-claim-patience": N_(
        "{seat} claims {half}: the game has gone on long enough; this placement is the likeliest to be"
        " right ({chance})."),
    "literature.why-claim-threshold": N_(
        "{seat} claims {half}: it can only be in their team, and this placement is right with a chance of"
        " {chance}, above the {bar} worth the risk of a failed claim."),
    "literature.why-claim-team": N_(
        "{seat} claims {half}: no useful question is left, it can only be in their team, and this"
        " placement is right with a chance of {chance}."),
    "literature.why-ask-known": N_(
        "{seat} asks {target} for {card}: {seat} knows {target} holds it, so keeps the turn."),
    "literature.why-ask-likely": N_(
        "{seat} asks {target} for {card}: as far as {seat} knows, {target} holds it with a chance of"
        " {chance}."),
    "literature.why-ask-forgetful": N_(
        "{seat} asks {target} for {card}: remembering only the last question, {seat} thinks {target} may"
        " hold it ({chance})."),
    "literature.why-ask-any": N_(
        "{seat} asks {target} for {card}: as far as {seat} knows, no card {seat} may ask for can be with an"
        " opponent, so any question will do."),
    "literature.against-ask-certain": N_(
        "{seat} does not ask {other} for {other_card} first: a certain claim scores now, before anything"
        " changes."),
    "literature.against-ask-threshold": N_(
        "{seat} does not ask {other} for {other_card} first: the set is worth taking while the chance is"
        " good."),
    "literature.against-ask-tie": N_(
        "For {seat}, asking {other} for {other_card} was just as good: chosen at random."),
    "literature.against-ask-less": N_(
        "{seat} does not ask {other} for {other_card}: {other} holds it only with a chance of {chance}."),
    "literature.against-claim-less": N_(
        "{seat} does not claim {other_half}: its likeliest placement is right only with a chance of"
        " {chance}."),
}

# What a review of a finished game says of a mistake (review.py).
REVIEW = {
    "literature.review-claim-unmade": N_(
        "You knew where all six cards of {half} were, all in your team: claiming it was sure to win the set, "
        "and waiting let the opponents ask for its cards."),
    "literature.review-claim-unsure": N_(
        "Nothing you knew placed {card} with {holder}: the claim of {half} could fail, and nothing forced "
        "you to claim yet."),
    "literature.review-claim-wrong": N_(
        "You could know that {holder} did not hold {card}: the claim of {half} was sure to fail."),
    "literature.review-ask-hopeless": N_(
        "You could know that {target} did not hold {card}: the question could not win it, and it told the "
        "table you hold a card of {half}."),
    "literature.review-ask-unsure": N_(
        "You knew that {other} held {other_card}: asking for it kept your turn. Asking {target} for {card} "
        "had a chance of {chance}, and told the table you hold a card of {half}."),
}

# What changed for a seat while it waited (news.py), said when its turn comes back.
NEWS = {
    # L10N: said to a player when the turn comes back to them: another player took these cards from them.
    "literature.news-taken": N_("{seat} took your {cards}."),
}

MESSAGES = {**REFUSALS, **MALFORMED, **EVENTS, **REASONS, **RULE_TEXTS, **OUTCOME_NAMES, **DECISIONS,
            **REVIEW, **NEWS}

register(MESSAGES)
register_reasons(DECISIONS, DECISIONS_TOLD)
