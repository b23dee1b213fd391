"""Cards and ranks in words, for running text: ``la dame de pique``, ``el as de picas``.

Symbols (``Q♠``) stay in diagrams, tables and card faces; a sentence spells the card out, with the
article its rank takes in the reader's language (``le roi``, ``la dame``, ``l’as`` / ``el rey``, ``la
reina``, ``el as``). :func:`card_words` and :func:`rank_words` are applied by :mod:`engine.core.i18n`
to the parameters whose role (:mod:`engine.core.roles`) is a card, a rank or a half-suit (given by
its span, "2♦–7♦").
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Mapping

from .cards import Card, Suit, parse_rank
from .errors import MalformedInput
from .marks import N_

# Joining a list of names: "Ana, Carmen and Elena" in the reader's language (also :mod:`.i18n`'s).
LIST_AND = N_("{items} and {last}")
LIST_COMMA = N_("{items}, {item}")

RANK_WORDS = {11: N_("jack"), 12: N_("queen"), 13: N_("king"), 14: N_("ace")}
# The rank with its article, as a sentence names a card ("the queen" of spades).
RANK_WITH_ARTICLE = {11: N_("the jack"), 12: N_("the queen"), 13: N_("the king"), 14: N_("the ace")}
NUMBER_WITH_ARTICLE = N_("the {rank}")
# A rank in the plural, for a message that writes {ranks} beside its {rank} ("the book of queens").
RANK_PLURALS = {11: N_("jacks"), 12: N_("queens"), 13: N_("kings"), 14: N_("aces")}
# A number rank named alone in a sentence is spelled out ("every card of rank seven", "asks for her
# sevens"); a card keeps its figure ("the 7 of hearts"), as on its face.
NUMBER_WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"),
                8: N_("eight"), 9: N_("nine"), 10: N_("ten")}
NUMBER_PLURALS = {2: N_("twos"), 3: N_("threes"), 4: N_("fours"), 5: N_("fives"), 6: N_("sixes"),
                  7: N_("sevens"), 8: N_("eights"), 9: N_("nines"), 10: N_("tens")}
CARD_NAMES = {
    Suit.CLUBS: N_("{rank} of clubs"),
    Suit.DIAMONDS: N_("{rank} of diamonds"),
    Suit.HEARTS: N_("{rank} of hearts"),
    Suit.SPADES: N_("{rank} of spades"),
}


# A half-suit in words, with its article: "les carreaux bas", "las picas altas".
HALF_NAMES = {
    (False, Suit.CLUBS): N_("the low clubs"), (True, Suit.CLUBS): N_("the high clubs"),
    (False, Suit.DIAMONDS): N_("the low diamonds"), (True, Suit.DIAMONDS): N_("the high diamonds"),
    (False, Suit.HEARTS): N_("the low hearts"), (True, Suit.HEARTS): N_("the high hearts"),
    (False, Suit.SPADES): N_("the low spades"), (True, Suit.SPADES): N_("the high spades"),
}
_SPAN = re.compile(r"^(2|9)([♠♥♦♣])–(7|A)\2$")


def half_words(span: str, cat: gettext.NullTranslations) -> str:
    """``"9♠–A♠"`` -> ``les piques hauts`` / ``las picas altas``; anything else stays as written."""
    found = _SPAN.match(span)
    if not found or (found.group(1) == "9") != (found.group(3) == "A"):
        return span
    return cat.gettext(HALF_NAMES[(found.group(1) == "9", Suit.parse(found.group(2)))])


def rank_word(rank: int, cat: gettext.NullTranslations) -> str:
    """``queen`` -> ``dame`` / ``reina``; a number stays a number."""
    word = RANK_WORDS.get(rank)
    return cat.gettext(word) if word else str(rank)


def card_name(card: Card, cat: gettext.NullTranslations) -> str:
    """The spoken name without article: ``roi de cœur`` / ``rey de corazones``."""
    return cat.gettext(CARD_NAMES[card.suit]).format(rank=rank_word(card.rank, cat))


def card_words(text: str, cat: gettext.NullTranslations, articled: Mapping[str, str] | None = None) -> str:
    """``"Q♠"`` -> ``la dame de pique`` / ``la reina de picas``; what is not a card stays as written.
    ``articled``: the rank with its article where the language's grammar gives it (Italian ``"8"`` ->
    ``l’8``), for the ranks the catalog's "the {rank}" does not fit."""
    if " " in text:
        return _cards_words(text, cat, articled)
    try:
        card = Card.parse(text)
    except MalformedInput:
        return text
    return cat.gettext(CARD_NAMES[card.suit]).format(rank=_article_rank(card, cat, articled))


def _joined(items: list[str], cat: gettext.NullTranslations) -> str:
    """``["le 2", "le 3", "le 4"]`` -> ``le 2, le 3 et le 4`` (as :func:`engine.core.i18n.join_list`)."""
    text = items[0]
    for item in items[1:-1]:
        text = cat.gettext(LIST_COMMA).format(items=text, item=item)
    return cat.gettext(LIST_AND).format(items=text, last=items[-1]) if len(items) > 1 else text


def _article_rank(card: Card, cat: gettext.NullTranslations, articled: Mapping[str, str] | None) -> str:
    """The card's rank with its article: the grammar's where it gives one, else the catalog's."""
    word = RANK_WITH_ARTICLE.get(card.rank)
    given = (articled or {}).get(str(card)[:-1])
    return given or (cat.gettext(word) if word else cat.gettext(NUMBER_WITH_ARTICLE).format(rank=card.rank))


def _cards_words(text: str, cat: gettext.NullTranslations, articled: Mapping[str, str] | None = None) -> str:
    """Cards listed in a sentence, ``"2♦ 3♦ Q♠"`` -> ``le 2 et le 3 de carreau et la dame de pique`` /
    ``el 2 y el 3 de diamantes y la reina de picas``: each in words as the hand's cards are named, those
    of one suit in a row with their suit once; what is not a list of cards stays as written."""
    try:
        cards = [Card.parse(part) for part in text.split()]
    except MalformedInput:
        return text
    runs: list[tuple[Suit, list[str]]] = []
    for card in cards:
        rank = _article_rank(card, cat, articled)
        if runs and runs[-1][0] is card.suit:
            runs[-1][1].append(rank)
        else:
            runs.append((card.suit, [rank]))
    return _joined([cat.gettext(CARD_NAMES[suit]).format(rank=_joined(ranks, cat)) for suit, ranks in runs],
                   cat) if runs else text


def rank_words(text: str, cat: gettext.NullTranslations, plural: bool = False) -> str:
    """``"Q"`` -> ``dame`` / ``reina`` (``dames`` / ``reinas`` in the plural), ``"7"`` -> ``sept`` /
    ``siete`` (``sept`` / ``sietes``); what is not a rank stays as written."""
    try:
        rank = parse_rank(text)
    except MalformedInput:
        return text
    if plural:
        word = RANK_PLURALS.get(rank) or NUMBER_PLURALS[rank]
    else:
        word = RANK_WORDS.get(rank) or NUMBER_WORDS[rank]
    return cat.gettext(word)
