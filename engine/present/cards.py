"""Cards and hands as render-tree nodes, with spoken names in the page's language."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ..core import cardwords
from ..core.cards import Card, Suit, rank_name, sort_cards
from ..core.i18n import translations
from .tree import Node, el


def card_name(card: Card, lang: str) -> str:
    """The spoken name: ``roi de cœur`` / ``rey de corazones``."""
    return cardwords.card_name(card, translations(lang))


def card_class(suit: Suit, extra: str = "") -> str:
    """A card's classes: its colour and suit, then ``extra`` (the one place they are written: the page's
    render.js rebuilds them from a card's short form, :mod:`.wire`)."""
    colour = "red" if suit.is_red else "black"
    return f"card card--{colour} card--{suit.word}" + (f" {extra}" if extra else "")


@lru_cache(maxsize=1024)
def card(card: Card, lang: str, extra: str = "") -> Node:
    """A card's node (kept: the same card is drawn many times; render trees are never changed once
    made): an image named by its spoken name, whose drawn rank and suit are its presentational children
    (an ``img``'s children are not read: no ``aria-hidden`` on them)."""
    cls = card_class(card.suit, extra)
    return el(
        "span",
        el("span", rank_name(card.rank), cls="card__rank"),
        el("span", card.suit.symbol, cls="card__suit"),
        cls=cls, role="img", aria_label=card_name(card, lang), data_card=str(card),
    )


def hand(cards: Iterable[Card], lang: str, label: str) -> Node:
    ordered = sort_cards(list(cards))
    return el(
        "ul", *[el("li", card(c, lang)) for c in ordered], cls="hand", aria_label=label,
    )


def suit_badge(suit: Suit, name: str) -> Node:
    colour = "red" if suit.is_red else "black"
    return el(
        "span", el("span", suit.symbol, aria_hidden="true"), " ", name, cls=f"suit suit--{colour}",
    )
