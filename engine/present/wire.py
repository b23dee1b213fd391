"""Render trees as the bridge sends them to the page: a card's node, drawn tens of times on a table (about
190 characters each), travels as a short form that ``docs/assets/js/render.js`` (``expand``) turns back
into the very same node, so a Literature table moves a third fewer characters between the engine's
worker and the page, and an answer book is smaller by as much.

The two short forms (``card`` is the card's text, ``"10♥"``; ``name`` its spoken name; ``extra`` the
classes after the card's own, ``""`` when there are none):

- ``["=c", card, name, extra]``: the card as an image (:func:`.cards.card`; a table's card that cannot
  be touched), ``<span class="card card--red card--hearts …" role="img" aria-label=name data-card=card>``
  holding its drawn rank and suit;
- ``["=b", card, name, extra]``: the card as a button of a table (``table.card_button``), disabled until
  the page's script enables it, its drawn rank and suit hidden from speech and its name in a
  visually-hidden text.

:func:`pack` is lossless: a node takes a short form only when :func:`unpack` gives it back exactly (the
same tag, attributes and children); any other node, or a card node a caller changed, travels whole.
"""

from __future__ import annotations

from typing import Any

from ..core.cards import Suit
from .cards import card_class

SUITS = {suit.symbol: suit for suit in Suit}
IMAGE, BUTTON = "=c", "=b"


def expand(short: list[Any]) -> list[Any]:
    """The whole node of a short form (the page's ``expand`` does the same)."""
    kind, card, name, extra = short
    rank, suit = card[:-1], card[-1]
    cls = card_class(SUITS[suit], extra)
    if kind == IMAGE:
        return ["span", {"class": cls, "role": "img", "aria-label": name, "data-card": card},
                ["span", {"class": "card__rank"}, rank], ["span", {"class": "card__suit"}, suit]]
    return ["button", {"class": cls, "type": "button", "disabled": "", "data-card": card, "data-rank": rank,
                       "tabindex": "-1"},
            ["span", {"class": "card__rank", "aria-hidden": "true"}, rank],
            ["span", {"class": "card__suit", "aria-hidden": "true"}, suit],
            ["span", {"class": "visually-hidden"}, name]]


def _short(node: list[Any], attrs: dict[str, Any]) -> list[Any] | None:
    """``node``'s short form (a span or a button with a card's ``attrs``), if it has one that gives it
    back exactly."""
    card, cls = attrs["data-card"], attrs.get("class", "")
    if not isinstance(card, str) or len(card) < 2 or card[-1] not in SUITS:
        return None
    base = card_class(SUITS[card[-1]])
    if cls != base and not cls.startswith(base + " "):
        return None
    kind = IMAGE if node[0] == "span" else BUTTON
    name = attrs.get("aria-label") if kind == IMAGE else _hidden_name(node)
    if not isinstance(name, str):
        return None
    short = [kind, card, name, cls[len(base) + 1:]]
    return short if expand(short) == node else None


def _hidden_name(node: list[Any]) -> str | None:
    last = node[-1]
    if isinstance(last, list) and len(last) == 3 and isinstance(last[2], str):
        return last[2]
    return None


_SEEN: dict[int, tuple[list[Any], list[Any] | None]] = {}  # a card node (cached where it is made): its form
_SEEN_MAX = 8192
_CONTAINERS = (list, dict)


def _short_of(node: list[Any]) -> list[Any] | None:
    """:func:`_short`, once per card node (the same cached nodes come back in every reply)."""
    attrs = node[1] if len(node) > 1 and type(node[1]) is dict else None
    if attrs is None or "data-card" not in attrs:
        return None
    seen = _SEEN.get(id(node))
    if seen is not None and seen[0] is node:
        return seen[1]
    if len(_SEEN) >= _SEEN_MAX:
        _SEEN.clear()
    short = _short(node, attrs)
    _SEEN[id(node)] = (node, short)  # the node kept alive, so its id is not another node's
    return short


def pack(value: Any) -> Any:
    """``value`` (a reply, or any part of one) with every card node in its short form; dicts and lists
    are copied, never changed (render trees are shared by the caches that made them)."""
    kind = type(value)
    if kind is list:
        if value and (value[0] == "span" or value[0] == "button"):
            short = _short_of(value)
            if short is not None:
                return short
        return [pack(v) if type(v) in _CONTAINERS else v for v in value]
    if kind is dict:
        return {k: pack(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    return value


def unpack(value: Any) -> Any:
    """``value`` with every short form expanded: the reply as the engine built it (tests read trees)."""
    if isinstance(value, list):
        if len(value) == 4 and value[0] in (IMAGE, BUTTON) and all(isinstance(v, str) for v in value[1:]):
            return expand(value)
        return [unpack(v) for v in value]
    if isinstance(value, dict):
        return {k: unpack(v) for k, v in value.items()}
    return value
