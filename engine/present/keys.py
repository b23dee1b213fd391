"""The keys inside a table one plays on, and the help that lists them (a ``<details>`` the reader opens
in the table, or with its own key).

The help is the one list of the keys a table answers: ``docs/assets/js/widgets/table.js`` reads each key
it answers from it (its ``<kbd data-key data-event>``: the key's name, and the key as the browser's
``KeyboardEvent.key`` gives it), so a key can only be answered where the help lists it; the arrows, Home
and End (``dom.js``'s ``roving``) and Enter and Space (a button's own keys) are listed here too, and
``tests/browser/test_table_keys.py`` presses every key the help lists, and every other key, to check that
the two agree.

The letters say one of the table's hidden sentences (``data-said``), the last move (the widget's narration)
or the table described. Each language has its own letters (the first of the word, where it can: French
« m » for « main »), one letter each, all different.
"""

from __future__ import annotations

from ..core.i18n import N_, NC_, Context, tr
from .tree import Node, el

LETTERS = (
    # L10N: the key that says the hand: one letter, best the first of the word; the five keys all differ
    ("hand", NC_("key", "h"), N_("your hand")),
    # L10N: the key that says the last move: one letter, best the first of the word; the five keys all differ
    ("last", NC_("key", "l"), N_("the last move")),
    # L10N: the key that says the turn: one letter, best the first of the word; the five keys all differ
    ("turn", NC_("key", "t"), N_("whose turn it is, and what is asked of you")),
    # L10N: the key that says the score: one letter, best the first of the word; the five keys all differ
    ("score", NC_("key", "s"), N_("the score")),
    # L10N: the key that says the table: one letter, best the first of the word; the five keys all differ
    ("table", NC_("key", "d"), N_("the table described")),
    ("help", "?", N_("opens or closes this list")),
)

# The keys named, not lettered: (name, [(KeyboardEvent.key, what the key is called)], what it does).
NAMED = (
    ("move", [("ArrowLeft", "←"), ("ArrowRight", "→"), ("ArrowUp", "↑"), ("ArrowDown", "↓")],
     N_("goes through the cards, the seats or the bids")),
    # L10N: a key's name as printed on the language's keyboards ("Origine", "Inicio"; "Fin")
    ("ends", [("Home", NC_("key name", "Home")), ("End", NC_("key name", "End"))],
     N_("to the start or the end of the row")),
    # L10N: a key's name as printed on the language's keyboards ("Entrée", "Intro"; "Espace", "Espacio")
    ("touch", [("Enter", NC_("key name", "Enter")), (" ", NC_("key name", "Space"))],
     N_("touches the card, the seat or the button you are on")),
    # L10N: a key's name as printed on the language's keyboards ("Échap", "Esc")
    ("back", [("Escape", NC_("key name", "Esc"))],
     N_("puts back the card you chose, before you touch a seat")),
)

KEYS_TITLE = N_("Keys")


def key_letters(lang: str) -> dict[str, str]:
    """Each lettered key's letter in ``lang`` (lower case)."""
    return {name: tr(lang, letter).strip().lower() for name, letter, _ in LETTERS}


def key_events(lang: str) -> dict[str, list[str]]:
    """Every key of the help, by name: the ``KeyboardEvent.key`` values it stands for in ``lang``."""
    return {**{name: [letter] for name, letter in key_letters(lang).items()},
            **{name: [event for event, _ in keys] for name, keys, _ in NAMED}}


def keys_help(lang: str) -> Node:
    """The help: one row a key (or a set of keys), what it does."""
    def label(text: str | Context) -> str:
        return tr(lang, text) if isinstance(text, Context) else text

    letters = key_letters(lang)
    rows = [el("div", el("dt", el("kbd", letters[name], data_key=name, data_event=letters[name])),
               el("dd", tr(lang, text))) for name, _, text in LETTERS]
    for name, keys, text in NAMED:
        kbds: list[Node | str] = []
        for event, called in keys:
            kbds += [" "] if kbds else []
            kbds.append(el("kbd", label(called), data_key=name, data_event=event))
        rows.append(el("div", el("dt", *kbds), el("dd", tr(lang, text))))
    return el("details", el("summary", tr(lang, KEYS_TITLE)), el("dl", *rows), cls="table-keys")
