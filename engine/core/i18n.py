"""Messages through gettext, rendered only at the edge in the reader's language.

Message ids are English sentences with named ``{placeholders}`` (word order may change between
languages). Catalogs live in ``locales/<lang>/LC_MESSAGES/messages.po`` and are compiled to ``.mo``
next to them; a built wheel carries its compiled copies in ``engine/_locales``.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DOMAIN = "messages"
DEFAULT_LANGUAGE = "fr"

_HERE = Path(__file__).resolve().parent
_SEARCH_DIRS = (_HERE.parent / "_locales", _HERE.parent.parent / "locales")
_cache: dict[str, gettext.NullTranslations] = {}


def _discover() -> tuple[str, ...]:
    """The languages are the catalogs there are (a new language needs no code change)."""
    for directory in _SEARCH_DIRS:
        if directory.is_dir():
            found = {p.name for p in directory.iterdir() if (p / "LC_MESSAGES").is_dir()}
            if found:
                return (DEFAULT_LANGUAGE, *sorted(found - {DEFAULT_LANGUAGE}))
    return (DEFAULT_LANGUAGE,)


LANGUAGES = _discover()


def N_(msgid: str) -> str:
    """Mark a message for extraction without translating it now."""
    return msgid


@dataclass(frozen=True)
class Plural:
    """A message with a count: its singular and plural ids (English), and the placeholder that holds
    the count. Each language has its own forms (French: 0 and 1 singular; Spanish: 1 only)."""

    singular: str
    plural: str
    count: str = "n"


def NP_(singular: str, plural: str, count: str = "n") -> Plural:
    """Mark a message with a count for extraction (``msgid`` / ``msgid_plural``)."""
    return Plural(singular, plural, count)


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        from .errors import MalformedInput

        raise MalformedInput("language-unknown", lang=lang, known=", ".join(LANGUAGES))
    return lang


def translations(lang: str) -> gettext.NullTranslations:
    check_language(lang)
    found = _cache.get(lang)
    if found is None:
        found = gettext.NullTranslations()
        for directory in _SEARCH_DIRS:
            mo = directory / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
            if mo.is_file():
                with mo.open("rb") as fh:
                    found = gettext.GNUTranslations(fh)
                break
        _cache[lang] = found
    return found


def is_translated(lang: str) -> bool:
    """True when a compiled catalog was found for ``lang``."""
    return isinstance(translations(lang), gettext.GNUTranslations)


def preload() -> None:
    """Load every catalog into memory (done before a Pyodide memory snapshot)."""
    for lang in LANGUAGES:
        translations(lang)


def reset() -> None:
    _cache.clear()


def tr(lang: str, msgid: str, /, **params: Any) -> str:
    """Translate ``msgid`` and fill its named placeholders."""
    text = translations(lang).gettext(msgid)
    return text.format(**params) if params else text


def ntr(lang: str, singular: str, plural: str, n: int, /, **params: Any) -> str:
    """The form of ``singular``/``plural`` that ``lang`` uses for ``n``, its placeholders filled
    (``{n}`` is the count unless ``params`` names it otherwise)."""
    text = translations(lang).ngettext(singular, plural, n)
    return text.format(**{"n": n, **params})


def ptr(lang: str, message: str | Plural, /, **params: Any) -> str:
    """``message`` translated: a plain one with :func:`tr`, one with a count with :func:`ntr`."""
    if isinstance(message, Plural):
        return ntr(lang, message.singular, message.plural, int(params[message.count]), **params)
    return tr(lang, message, **params)
