"""The mark of a message for the catalogs' extraction, for the modules that :mod:`engine.core.i18n`
itself reads (which re-exports it): the words for cards (:mod:`engine.core.cardwords`)."""

from __future__ import annotations


def N_(msgid: str) -> str:
    """Mark a message for extraction without translating it now."""
    return msgid
