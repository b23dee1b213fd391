"""Render trees: plain JSON nodes that become HTML at build time and DOM nodes in the browser.

An element is a list ``[tag, attrs, child, ...]``: its tag, its attributes (a dict, left out when it has
none) and its children; a text node is a plain string. The form is compact because the tree crosses the
bridge as JSON on every step (a Literature table is about 500 elements: the keyed form
``{"tag": …, "attrs": …, "children": […]}`` made every click's reply a quarter larger). Read a node
with :func:`tag_of`, :func:`attrs_of` and :func:`children_of`, never by position.
Only the tags and attributes listed here are allowed, on both sides (the browser side,
``docs/assets/js/render.js``, checks the same lists and reads the same form): text is always text, never
markup.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from typing import Any

Node = list[Any]  # an element: [tag, {attrs}?, *children]; a child may also be a ``str`` (a text node)
Child = Node | str

TAGS = frozenset(
    "div span p ul ol li strong em small table thead tbody tr th td caption h3 h4 section figure "
    "figcaption abbr dl dt dd button details summary kbd".split()
)
ATTRS = frozenset(
    "class role aria-label aria-hidden aria-current aria-pressed aria-disabled aria-describedby title lang "
    "colspan scope tabindex type disabled".split()
)
DATA_PREFIX = "data-"


def el(tag: str, *children: Child | None, cls: str | None = None, **attrs: Any) -> Node:
    """An element; string children are its text, None children are dropped."""
    if tag not in TAGS:
        raise ValueError(f"tag not allowed in render trees: {tag}")
    clean = {k.replace("_", "-"): str(v) for k, v in attrs.items() if v is not None}
    if cls:
        clean["class"] = cls
    for name in clean:
        if name not in ATTRS and not name.startswith(DATA_PREFIX):
            raise ValueError(f"attribute not allowed in render trees: {name}")
    node: Node = [tag, clean] if clean else [tag]
    node.extend(c for c in children if c is not None)
    return node


def is_element(node: Any) -> bool:
    return isinstance(node, list) and bool(node) and isinstance(node[0], str)


def tag_of(node: Node) -> str:
    return node[0]


def attrs_of(node: Node) -> dict[str, str]:
    """The element's attributes (an empty dict when it has none; not to be changed)."""
    return node[1] if len(node) > 1 and isinstance(node[1], dict) else {}


def children_of(node: Node) -> list[Child]:
    return node[2:] if len(node) > 1 and isinstance(node[1], dict) else node[1:]


def walk(node: Child) -> Iterator[Node]:
    """The element and every element below it, in document order."""
    if isinstance(node, str):
        return
    yield node
    for child in children_of(node):
        yield from walk(child)


def to_html(node: Child) -> str:
    if isinstance(node, str):
        return html.escape(node, quote=False)
    tag = tag_of(node)
    if tag not in TAGS:
        raise ValueError(f"tag not allowed in render trees: {tag}")
    attrs = "".join(
        f' {name}="{html.escape(value, quote=True)}"' for name, value in attrs_of(node).items()
    )
    inner = "".join(to_html(child) for child in children_of(node))
    return f"<{tag}{attrs}>{inner}</{tag}>"
