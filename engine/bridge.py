"""The JSON bridge: the only door between JavaScript and Python.

``handle(text)`` takes one JSON request ``{"op": ..., "lang": ..., ...}`` and returns one JSON
reply: ``{"ok": true, "result": ...}`` (its card nodes in their short form, :mod:`.present.wire`) or
``{"ok": false, "error": {"code", "message"}}`` with the message in the request's language. No Python
object ever crosses; bad input changes nothing. An engine bug (any exception that is not an
:class:`EngineError`) answers ``internal-error`` with the Python ``traceback`` beside the reader's
message: the worker prints it to the console, which fails the tests.
"""

from __future__ import annotations

import traceback
from typing import Any

from . import __version__
from .core.errors import EngineError, MalformedInput
from .core.i18n import DEFAULT_LANGUAGE, LANGUAGES, check_language
from .core.messages import describe_error
from .core.serial import dumps, field, loads, optional
from .games import load_all, names
from .ops import OPS, op
from .present.example import step_view
from .present.wire import pack


@op("hello")
def _hello(request: dict[str, Any], lang: str) -> Any:
    return {"version": __version__, "games": list(names()), "languages": list(LANGUAGES)}


@op("example")
def _example(request: dict[str, Any], lang: str) -> Any:
    return step_view(field(request, "scenario", dict), field(request, "step", int), lang)


@op("debug.raise")
def _raise(request: dict[str, Any], lang: str) -> Any:
    """An engine bug on purpose: the browser tests check that a bug reaches the console."""
    raise RuntimeError("debug.raise: an exception raised on purpose")


@op("debug.import")
def _import(request: dict[str, Any], lang: str) -> Any:
    """A module imported now, and where from: the browser tests check that the standard library's
    modules fetched after the start are there (engine-worker.js ``installStdlib``)."""
    import importlib

    module = importlib.import_module(field(request, "module", str))
    return {"module": module.__name__, "origin": module.__spec__.origin if module.__spec__ else None}


load_all()


def handle(text: str) -> str:
    lang = DEFAULT_LANGUAGE
    try:
        request = loads(text)
        if not isinstance(request, dict):
            raise MalformedInput("field-wrong-type", field="(request)", expected="object")
        requested = optional(request, "lang", str, DEFAULT_LANGUAGE)
        lang = requested if requested in LANGUAGES else DEFAULT_LANGUAGE
        check_language(requested)
        op = field(request, "op", str)
        handler = OPS.get(op)
        if handler is None:
            raise MalformedInput("op-unknown", op=op[:40])
        return dumps({"ok": True, "result": pack(handler(request, lang))})
    except EngineError as exc:
        return dumps({"ok": False, "error": {"code": exc.code, "message": describe_error(exc, lang)}})
    except Exception as exc:  # an engine bug: the reader gets a message, the console the traceback
        return dumps({"ok": False, "error": {
            "code": "internal-error", "message": describe_error(EngineError("internal-error"), lang),
            "traceback": "".join(traceback.format_exception(exc))}})


def warm_up() -> None:
    """Import every game and load every catalog (called before a memory snapshot)."""
    from .core.i18n import preload

    preload()


def install_stdlib(path: str) -> None:
    """Put the standard library zip at ``path`` where Python reads it: the browser's worker starts from a
    memory snapshot with an empty zip there (what the snapshot imported is in its memory already) and
    writes the real one, of the modules nothing has imported yet, once the engine is ready
    (engine-worker.js ``installStdlib``). What the zip importers had read of the empty one is forgotten,
    the zip's own and its packages', so the next import reads the new one. (Not through
    ``importlib.invalidate_caches``: it imports ``importlib.metadata``, which the browser's zip leaves
    out.)"""
    import os
    import sys
    import zipimport

    name = f"python{sys.version_info[0]}{sys.version_info[1]}.zip"
    archive = next(entry for entry in sys.path if entry.endswith(name))
    os.replace(path, archive)
    for entry in [e for e in sys.path_importer_cache if e == archive or e.startswith(archive + "/")]:
        del sys.path_importer_cache[entry]
    zipimport._zip_directory_cache.clear()  # type: ignore[attr-defined]
