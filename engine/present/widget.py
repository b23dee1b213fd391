"""The static shell of an interactive widget, shared by every game's widgets.

``widget_html(name, lang, body, messages, data)`` returns ``<div data-widget="NAME">`` with the
body rendered at build time (the page is complete without JavaScript), the interface strings the
script needs in the page's language (``data-msg-*``) and JSON data (``data-config``). The browser
side is ``docs/assets/js/widgets/NAME.js`` exporting ``bind(root, engine)``.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from typing import Any

from ..core.i18n import N_, Context, tr
from .tree import Node, to_html

COMMON = {
    "loading": N_("Loading the rules engine…"),
    "failed": N_("The rules engine could not start in this browser, so the example cannot move; "
                 "its first step stays readable above."),
    "error": N_("The rules engine could not answer: {message}"),
}

# A widget that deals a card of the review queue, in a review of every game (review-session.js).
SESSION_UI = {
    "session-next": N_("Next drill to review"),
    "session-done": N_("Nothing else to review today: well done."),
}


def widget_html(
    name: str, lang: str, body: Node, messages: Mapping[str, str | Context] | None = None,
    data: Any = None, label: str | None = None, extra: Mapping[str, str] | None = None,
) -> str:
    msgs = {**COMMON, **(messages or {})}
    attrs = "".join(
        f' data-msg-{key}="{html.escape(tr(lang, msgid), quote=True)}"' for key, msgid in msgs.items()
    )
    if data is not None:
        attrs += f' data-config="{html.escape(json.dumps(data, ensure_ascii=False), quote=True)}"'
    for key, value in (extra or {}).items():
        attrs += f' {html.escape(key)}="{html.escape(value, quote=True)}"'
    if label:
        attrs += f' role="region" aria-label="{html.escape(label, quote=True)}"'
    return (f'<div class="widget" data-widget="{html.escape(name)}" data-lang="{lang}"{attrs}>'
            f"{to_html(body)}<p class=\"widget__status\" role=\"status\"></p></div>")
