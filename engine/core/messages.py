"""Turning codes (violations, events, input errors) into sentences in the reader's language.

Each game registers its message ids (English, with named placeholders). Parameters are plain,
language-neutral values; a parameter whose name ends in ``suit`` holds a suit key (``"clubs"``)
and is translated, and seat parameters are shown by their names (``core/seats.py``), so sentences
read naturally in every language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import EngineError, Violation
from .events import Event
from .i18n import N_, NP_, Plural, ptr, tr
from .roles import SEAT_LIST_ROLES

_MESSAGES: dict[str, str | Plural] = {}
_TOLD: dict[str, str | Plural] = {}  # a reason's third-person form, by the reason's code

SUIT_NAMES = {
    "clubs": N_("clubs"),
    "diamonds": N_("diamonds"),
    "hearts": N_("hearts"),
    "spades": N_("spades"),
}

_CORE = {
    "card-malformed": N_("“{text}” is not a card (write 10♦, Q♠, Td or 10d)."),
    "rank-malformed": N_("“{text}” is not a rank (2 to 10, J, Q, K or A)."),
    "suit-malformed": N_("“{text}” is not a suit (♣ ♦ ♥ ♠ or c d h s)."),
    "json-malformed": N_("The data could not be read: it is not valid JSON."),
    "json-too-large": NP_("The data is too large ({size} character, at most {limit}).",
                          "The data is too large ({size} characters, at most {limit}).", "size"),
    "field-missing": N_("The field “{field}” is missing."),
    "field-wrong-type": N_("The field “{field}” should be of type {expected}."),
    "field-unknown": N_("The field “{field}” is not known here."),
    "value-out-of-range": N_("The value of “{field}” is out of range ({low} to {high})."),
    "language-unknown": N_("The language “{lang}” is not available (known: {known})."),
    "game-unknown": N_("The game “{game}” is not known."),
    "action-malformed": N_("“{text}” is not an action of this game."),
    "move-malformed": N_("The move cannot be read: “{field}” is missing or wrong."),
    "op-unknown": N_("The request “{op}” is not known."),
    "scenario-unknown": N_("The example “{name}” is not known."),
    "step-out-of-range": N_("This example has no step {step}."),
    "internal-error": N_("The engine met an unexpected problem; nothing was changed."),
}


def register(messages: Mapping[str, str | Plural]) -> None:
    for code, msgid in messages.items():
        if code in _MESSAGES and _MESSAGES[code] != msgid:
            raise ValueError(f"message code registered twice: {code}")
        _MESSAGES[code] = msgid


register(_CORE)


def register_reasons(advice: Mapping[str, str | Plural], told: Mapping[str, str | Plural]) -> None:
    """The reasons for the computer's moves, each code in two forms. ``advice`` speaks to the reader of
    the reader's own move, in the second person ("Ask Carmen for the king of clubs: as far as you
    know…"): the coach, the hints. ``told`` tells a reader of another seat's move, in the third person,
    that seat being ``{seat}`` ("Félix asks Carmen for…: as far as Félix knows…"): the workbench's why.
    A code without both forms is refused here, at import."""
    if set(advice) != set(told):
        raise ValueError(f"reasons without both forms: {sorted(set(advice) ^ set(told))}")
    register(advice)
    for code, msgid in told.items():
        if code in _TOLD and _TOLD[code] != msgid:
            raise ValueError(f"reason told twice: {code}")
        _TOLD[code] = msgid


def reason_codes() -> frozenset[str]:
    """Every reason registered with both forms (:func:`register_reasons`)."""
    return frozenset(_TOLD)


def told_id(code: str) -> str | Plural:
    """The third-person form of a reason: a code registered otherwise has none (no fallback to the
    second person, which would read as an order to the reader)."""
    try:
        return _TOLD[code]
    except KeyError:
        raise KeyError(f"no third-person form registered for reason {code!r}") from None


def message_id(code: str) -> str | Plural:
    try:
        return _MESSAGES[code]
    except KeyError:
        raise KeyError(f"no message registered for code {code!r}") from None


def render(code: str, params: Mapping[str, Any], lang: str) -> str:
    return render_id(message_id(code), params, lang)


def render_id(msgid: str | Plural, params: Mapping[str, Any], lang: str) -> str:
    """A message given by its id (:func:`render` takes its code)."""
    values = {k: _localise(k, v, lang) for k, v in params.items()}
    return ptr(lang, msgid, **values)


def _localise(name: str, value: Any, lang: str) -> Any:
    if name.endswith("suit") and isinstance(value, str) and value in SUIT_NAMES:
        return tr(lang, SUIT_NAMES[value])
    if isinstance(value, (list, tuple)) and name not in SEAT_LIST_ROLES:  # seats: joined with their names
        return " ".join(str(v) for v in value)
    return value


def localised(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Parameters as a sentence in ``lang`` shows them (suits named, lists joined): for a message that is
    not a registered code (a lesson's task, a choice's label)."""
    return {k: _localise(k, v, lang) for k, v in params.items()}


def describe(violation: Violation, lang: str) -> str:
    return render(violation.code, violation.args, lang)


def narrate(event: Event, lang: str) -> str:
    return render(event.kind, event.args, lang)


def describe_error(error: EngineError, lang: str) -> str:
    return render(error.code, error.params, lang)

register({
    "scenario-malformed": N_("The example file {file} is malformed at {place}: {reason}."),
    "scenario-failed": N_("The example {name} disagrees with the rules at step {step}: {reason}"),
})
