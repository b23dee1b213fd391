"""Render trees: plain JSON nodes that become HTML at build time and DOM nodes in the browser.

A node is ``{"tag": str, "attrs": {...}, "text": str, "children": [...]}`` (each key optional but
``tag``). Only the tags and attributes listed here are allowed, on both sides (the browser side,
``docs/assets/js/render.js``, checks the same lists): text is always text, never markup.
"""

from __future__ import annotations

import html
from typing import Any

Node = dict[str, Any]

TAGS = frozenset(
    "div span p ul ol li strong em small table thead tbody tr th td caption h3 h4 section figure "
    "figcaption abbr dl dt dd button".split()
)
ATTRS = frozenset(
    "class role aria-label aria-hidden aria-current aria-pressed aria-disabled aria-describedby title lang "
    "colspan scope tabindex type disabled".split()
)
DATA_PREFIX = "data-"


def el(tag: str, *children: Node | str | None, cls: str | None = None, **attrs: Any) -> Node:
    """An element; string children become text nodes, None children are dropped."""
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
    kids = [text(c) if isinstance(c, str) else c for c in children if c is not None]
    if kids:
        node["children"] = kids
    return node


def text(value: str) -> Node:
    return {"tag": "#text", "text": value}


def to_html(node: Node) -> str:
    if node["tag"] == "#text":
        return html.escape(node["text"], quote=False)
    tag = node["tag"]
    if tag not in TAGS:
        raise ValueError(f"tag not allowed in render trees: {tag}")
    attrs = "".join(
        f' {name}="{html.escape(value, quote=True)}"' for name, value in node.get("attrs", {}).items()
    )
    inner = "".join(to_html(child) for child in node.get("children", []))
    return f"<{tag}{attrs}>{inner}</{tag}>"
