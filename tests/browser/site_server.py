"""The built site served for the browser tests: on the port of its site_url (Material's instant navigation
only follows links listed in sitemap.xml, whose addresses carry that port), with axe-core beside it."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
_SERVERS: list[object] = []  # kept alive for the process's life


def built() -> bool:
    return (SITE / "engine" / "manifest.json").is_file() and (SITE / "sitemap.xml").is_file()


def built_port() -> int:
    loc = re.search(r"<loc>([^<]+)</loc>", (SITE / "sitemap.xml").read_text(encoding="utf-8"))
    return urlparse(loc.group(1)).port or 80 if loc else 0


def serve() -> tuple[object, str]:
    """Serve the site (raises OSError when its port is busy): the server and its address."""
    sys.path.insert(0, str(ROOT / "scripts" / "tools"))
    from server import serve_in_thread

    return serve_in_thread(SITE, built_port(), extra={"/__test__/axe.min.js": AXE})


def start() -> str | None:
    """Serve the site for the whole process, if it is built: its address (None: not built)."""
    if not built():
        return None
    server, url = serve()
    _SERVERS.append(server)
    return url
