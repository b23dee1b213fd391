"""Every sentence of the workbench, by key: the engine's messages (codes) and the page's labels (sent to
the script at build time, in the page's language). A game's own labels (its title, its rule switches,
its panel) are in its spec."""

from __future__ import annotations

from ..core.i18n import N_, NC_, NP_
from ..core.messages import register
from ..present.table import TABLE_UI

MESSAGES = {
    "play.seats-invalid": N_("The seats must be distinct names without spaces."),
    "play.players-invalid": NP_("{count} player cannot play this game (possible: {allowed}).",
                                "{count} players cannot play this game (possible: {allowed}).", "count"),
    "play.seat-unknown": N_("“{field}” names {seat}, who is not at this table."),
    "play.game-over": N_("The game is over: there is nothing left to play."),
    "workbench.line-malformed": N_("The moves cannot be read: “{field}” is not a list of actions."),
    "workbench.line-illegal": N_("Move {step} cannot be played: {reason}"),
    "workbench.link-unreadable": N_("This share link cannot be read: it is damaged or incomplete."),
    "workbench.link-too-long": N_("This share link is too long to describe a game of this workbench."),
    "workbench.link-field": N_("This share link cannot be read: its field “{field}” is missing or wrong."),
    "workbench.link-other-game": N_("This share link is for another game: open it on that game’s workbench."),
    "workbench.link-refused": N_("This share link cannot be replayed: {reason}"),
    "workbench.line-full": NP_("A line of this workbench holds at most {moves} move: go back or deal again.",
                               "A line of this workbench holds at most {moves} moves: go back a few moves or "
                               "deal again.", "moves"),
    "workbench.compare-switch": N_("“{switch}” is not a rule variant of this game."),
    "workbench.level-unknown": N_("“{level}” is not a level of the computer in this game (known: {known})."),
    # L10N: {part} is the name of a part of a position's view that a page asked for (for developers)
    "workbench.part-unknown": N_("“{part}” is not a part of the view a page may ask for (known: {known})."),
}
register(MESSAGES)

UI = {
    "new": N_("Deal the cards"),
    "setup": NC_("workbench: the section that sets up the deal", "The deal"),
    "players": N_("Players"),
    "seed": N_("Seed"),
    "rules": N_("Rule variants"),
    "seed-invalid": N_("The seed must be a whole number from 0 to {max}."),
    "ready": N_("Choose a seed, the players and the variants, then deal."),
    "dealt": N_("New deal, seed {seed}."),
    "seats": N_("Who plays each seat"),
    "human": N_("Human"),
    "bot": N_("Computer"),
    "bot-level": N_("Computer: {level}"),
    "why": N_("Why the computer played so"),
    "bot-one": N_("Computer plays one move"),
    "bot-end": N_("Play to the end"),
    "view": N_("Show"),
    "view-all": N_("The whole table"),
    "view-seat": N_("What {seat} may know"),
    "moves": N_("Moves"),
    "to-play": N_("{seat} to play."),
    "hidden-moves": N_("{seat} to play: their hand is hidden in this view."),
    "moves-list": N_("Every legal move, as a list"),
    "moves-to": N_("Towards {seat}"),
    "moves-other": N_("Other moves"),
    "notation": N_("Notation (for authors)"),
    "over": N_("The game is over."),
    "legal-group": N_("Legal moves of {seat}"),
    "claims": N_("Certain claims of {seat}"),
    "try": N_("Try an action"),
    "try-note": N_("In the game’s notation, for example: {example}. The rules say whether it is allowed."),
    "try-button": N_("Try"),
    "refused": N_("Refused: {attempt}"),
    "refused-plain": N_("Refused."),
    "played": N_("Played: {action}"),
    "history": N_("History"),
    "lines": N_("Line"),
    "line-option": N_("Line {n} (moves: {moves})"),
    "step-deal": NC_("workbench: the history's first step, before any move", "The deal"),
    "at-step": N_("Position after move {step} of {total}."),
    "panel": N_("Analysis"),
    "share": N_("Share this position"),
    "share-link": N_("Link"),
    "copy": N_("Copy the link"),
    "copied": N_("Link copied."),
    "link-loaded": N_("Position restored from the share link."),
    "link-refused": N_("The share link was refused: {message}"),
    "link-too-long": MESSAGES["workbench.link-too-long"],
    "mode": N_("Start from"),
    "mode-seed": N_("A deal from the seed"),
    "mode-edit": N_("Hands I choose"),
    "hand-of": N_("Hand of {seat}"),
    "edit-note": N_("Type the cards of the hands you want (for example 2♠ 10♥ Q♦, or 2s 10h qd). A hand "
                    "left empty is dealt from the seed. A deal the rules cannot produce is refused, with the "
                    "reason."),
    "first": N_("First to play"),
    "deal-number": N_("Deal of the program"),
    "edited": N_("Deal set up from the chosen hands (the others dealt from seed {seed})."),
    "edit-refused": N_("This deal cannot be played: {message}"),
    "compare": N_("Two variants side by side"),
    "compare-note": N_("The same deal and the same moves, replayed under each variant of one rule."),
    "compare-switch": N_("Rule compared"),
    "compare-button": N_("Compare"),
    "compare-with": N_("With this rule"),
    "compare-without": N_("Without this rule"),
    "compare-diverged": N_("Move {step} cannot be played under this variant: {reason} The position shown "
                           "is the one before it."),
    "compare-same": N_("At this point both variants give the same position."),
    "compare-differ": N_("At this point the variants differ."),
    "compare-legal": N_("Legal moves of {seat}"),
    "compare-last": N_("Last move"),
    "compare-over": N_("Game over"),
    "compare-impossible": N_("This deal cannot be dealt under this variant: {reason}"),
    "compare-only": N_("only under this variant"),
    "training": N_("Memory training"),
    "training-note": N_("As at a real table, only what the rules let a player repeat is shown: the last "
                        "question and its answer, and how many cards each player holds. Play on from memory; "
                        "untick the box to see the history and the deduction again."),
    "failed": N_("The rules engine could not start in this browser: the deal shown above stays readable."),
    **TABLE_UI,
}
