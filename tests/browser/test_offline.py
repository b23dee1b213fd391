"""Offline reading and updates with the site's service worker (sw.js), in a real Chromium.

Each test serves the built site itself (its own port, so that it can stop the server: with the
network cut in the browser *and* nothing listening, nothing can come from anywhere but the cache).
The update test simulates a rebuild with a changed engine: a copy of the site whose engine files
are moved to a new content-hashed folder, the pages' hints and engine/manifest.json rewritten to
name it, and sw.js made again by scripts/tools/offline.py (so a new build id and file list). The
engine's bytes are the same; what is tested is that the returning reader's pages, worker and cache
all move to the new build's files, and that the old build's cache is gone.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .conftest import ROOT, SITE, Guard

sys.path.insert(0, str(ROOT / "scripts" / "tools"))
import offline
from server import serve_in_thread

EXAMPLE = "[data-example]"
TIMEOUT = 60_000
# Polls a state (the cache names), never a time: gives up after 60 s and returns what it saw.
CACHES_BECOME = """
async (want) => {
  const deadline = Date.now() + 60000;
  for (;;) {
    const keys = await caches.keys();
    if (JSON.stringify(keys) === JSON.stringify(want) || Date.now() > deadline) return keys;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
"""


@pytest.fixture
def served() -> Iterator[tuple[object, str]]:
    server, url = serve_in_thread(SITE, 0)
    yield server, url
    server.shutdown()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(service_workers="allow")
    yield context
    context.close()


def visit(page: Page, url: str) -> None:
    """A reader's visit: the example ready and the service worker in charge (its cache complete)."""
    page.goto(url)
    expect(page.locator(EXAMPLE).first).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=TIMEOUT)


def build_of(site: Path) -> str:
    return re.search(r'const BUILD = "([0-9a-f]+)"', (site / "sw.js").read_text(encoding="utf-8")).group(1)


def cut_network(context: BrowserContext, server: object) -> None:
    server.shutdown()  # type: ignore[attr-defined]
    server.server_close()  # type: ignore[attr-defined]
    context.set_offline(True)


def test_after_one_visit_the_other_language_works_offline(
    context: BrowserContext, served: tuple[object, str]
) -> None:
    server, base = served
    page = context.new_page()
    guard = Guard(page, base)
    visit(page, base + "/kachuful/")
    assert page.evaluate("caches.keys()") == [f"cards-{build_of(SITE)}"]
    cut_network(context, server)
    failed: list[str] = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    page.goto(base + "/es/go-fish/")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    example = page.locator(EXAMPLE).first
    expect(example).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "2")
    # In full: Material's styles and scripts (its header is laid out), the site's icons and manifest.
    assert page.evaluate("getComputedStyle(document.querySelector('.md-header')).position") == "sticky"
    manifest = "fetch(document.querySelector('link[rel=manifest]').href).then((r) => r.json())"
    assert page.evaluate(manifest)["lang"] == "es"
    assert failed == []
    assert guard.problems == []


def rebuilt(tmp: Path) -> tuple[Path, str]:
    """A copy of the site whose engine lives in a new content-hashed folder (see the module's doc)."""
    manifest = json.loads((SITE / "engine" / "manifest.json").read_text(encoding="utf-8"))
    old = manifest["build"]
    new = f"{int(old, 16) ^ 0xFFFFFFFF:016x}"
    site = tmp / "site"
    # No compressed twins in the copy: the server sends the files themselves, rewritten or not.
    shutil.copytree(SITE, site, ignore=shutil.ignore_patterns("*.br", "*.gz"))
    (site / "engine" / old).rename(site / "engine" / new)
    for path in [*site.rglob("*.html"), site / "engine" / "manifest.json"]:
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    assert offline.main([str(site)]) == 0
    return site, new


def test_a_returning_reader_gets_the_new_engine_and_only_its_cache(
    context: BrowserContext, served: tuple[object, str], tmp_path: Path
) -> None:
    server, base = served
    site, engine = rebuilt(tmp_path)
    first = context.new_page()
    visit(first, base + "/kachuful/")
    assert engine not in first.evaluate("self.__engineStart.files.snapshot")
    first.close()
    server.root = site  # type: ignore[attr-defined]  # the new build is deployed
    page = context.new_page()
    guard = Guard(page, base)
    visit(page, base + "/es/kachuful/")
    assert f"/engine/{engine}/snapshot.bin" in page.evaluate("self.__engineStart.files.snapshot")
    # The new build's service worker took over and deleted the old build's cache.
    want = [f"cards-{build_of(site)}"]
    assert page.evaluate(CACHES_BECOME, want) == want
    # Offline now, the reader still gets the new build, pages and engine together.
    cut_network(context, server)
    page.reload()
    expect(page.locator(EXAMPLE).first).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    assert f"/engine/{engine}/snapshot.bin" in page.evaluate("self.__engineStart.files.snapshot")
    assert guard.problems == []


def test_instant_navigation_works_under_the_service_worker(context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    guard = Guard(page, site_url)
    visit(page, site_url + "/go-fish/")
    page.evaluate("window.__marker = 'kept'")
    page.locator('a[href$="kachuful/"]').first.click()
    expect(page).to_have_url(re.compile(r"/kachuful/$"))
    expect(page.locator('[data-example="kachuful/forbidden-bid"]')).to_have_attribute(
        "data-engine", "ready", timeout=TIMEOUT)
    assert page.evaluate("window.__marker") == "kept"  # the same document: Material's instant navigation
    assert guard.problems == []
