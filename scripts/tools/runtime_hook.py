"""MkDocs hook: the engine's runtime files, as the build named them (``build/runtime.json``, content-
hashed folders), for the pages' ``<head>`` (``overrides/main.html``: preload and modulepreload hints
that the engine client also reads, so it needs no manifest request before fetching)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

RUNTIME = Path(__file__).resolve().parents[2] / "build" / "runtime.json"


def on_config(config: Any) -> Any:
    config.extra["runtime"] = json.loads(RUNTIME.read_text(encoding="utf-8")) if RUNTIME.is_file() else None
    return config
