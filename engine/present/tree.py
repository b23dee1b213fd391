"""Render trees: plain JSON nodes that become HTML at build time and DOM nodes in the browser.

An element is ``{"tag": str, "attrs": {...}, "children": [...]}`` (``attrs`` and ``children`` only
when not empty) and a text node is a plain string (most nodes of a card table are short texts, and the
tree crosses the bridge as JSON on every step). Only the tags and attributes listed here are allowed,
on both sides (the browser side, ``docs/assets/js/render.js``, checks the same lists): text is always
text, never markup.
"""

from __future__ import annotations

import html
from typing import Any

Node = dict[str, Any]  # an element; a child may also be a ``str`` (a text node)
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
    node: Node = {"tag": tag}
    clean = {k.replace("_", "-"): str(v) for k, v in attrs.items() if v is not None}
    if cls:
        clean["class"] = cls
    for name in clean:
        if name not in ATTRS and not name.startswith(DATA_PREFIX):
            raise ValueError(f"attribute not allowed in render trees: {name}")
    if clean:
        node["attrs"] = clean
    kids = [c for c in children if c is not None]
    if kids:
        node["children"] = kids
    return node


def to_html(node: Child) -> str:
    if isinstance(node, str):
        return html.escape(node, quote=False)
    tag = node["tag"]
    if tag not in TAGS:
        raise ValueError(f"tag not allowed in render trees: {tag}")
    attrs = "".join(
        f' {name}="{html.escape(value, quote=True)}"' for name, value in node.get("attrs", {}).items()
    )
    inner = "".join(to_html(child) for child in node.get("children", []))
    return f"<{tag}{attrs}>{inner}</{tag}>"
