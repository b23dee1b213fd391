"""Offline reading and updates with the site's service worker (sw.js), in a real Chromium.

Each test serves the built site itself (its own port, so that it can stop the server: with the
network cut in the browser *and* nothing listening, nothing can come from anywhere but the cache).
The update test deploys a real rebuild with a changed engine: the engine's wheel with another
version in ``engine/__init__.py``, a new memory snapshot made from it by scripts/tools/snapshot.mjs
(as the build makes it), put in a new content-hashed folder named by the pages' hints and
engine/manifest.json, and sw.js made again by scripts/tools/offline.py (a new build id and file
list). The returning reader's engine must answer with the new version, online and then offline, and
the old build's cache must be gone.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import struct
import subprocess
import sys
import zipfile
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
    # an address that leads nowhere: the 404 page of its language, from the cache
    lost = context.new_page()
    for where, lang, title in (("/es/nowhere/", "es", "Página no encontrada"),
                               ("/nowhere/", "fr", "Page introuvable")):
        lost.goto(base + where)
        expect(lost.locator("html")).to_have_attribute("lang", lang)
        expect(lost.locator("h1")).to_have_text(title)


CHANGED_VERSION = "0.1.0+rebuilt"
HELLO = "() => window.__cardsEngine.call({op: 'hello'}).then((reply) => reply.result.version)"


def changed_wheel(wheel: Path, out: Path) -> Path:
    """``wheel`` with another engine version: its ``engine/__init__.py`` rewritten, all else the same."""
    target = out / wheel.name
    out.mkdir(parents=True)
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == "engine/__init__.py":
                text = data.decode()
                assert "__version__ = " in text
                data = re.sub(r'__version__ = "[^"]*"', f'__version__ = "{CHANGED_VERSION}"', text).encode()
            dst.writestr(info, data)
    return target


def rebuilt(tmp: Path) -> tuple[Path, str]:
    """A copy of the site with a changed engine in a new content-hashed folder (see the module's doc)."""
    manifest = json.loads((SITE / "engine" / "manifest.json").read_text(encoding="utf-8"))
    old = manifest["build"]
    old_dir = SITE / "engine" / old
    wheel = changed_wheel(old_dir / Path(manifest["wheel"]).name, tmp / "wheel")
    snapshot = tmp / "snapshot.bin"
    # The same standard library zips as the build's (scripts/build): the whole one the snapshot is made
    # with, and the browser's (the modules not imported yet), which the site serves.
    lazy = old_dir / "stdlib.zip"
    whole = [p for p in (ROOT / "build" / "stdlib").glob("*.zip") if not p.name.endswith(".lazy.zip")]
    assert len(whole) == 1 and whole[0].with_suffix(".lazy.zip").read_bytes() == lazy.read_bytes()
    make = ["node", "scripts/tools/snapshot.mjs", str(wheel), str(whole[0]), str(lazy), str(snapshot)]
    subprocess.run(make, cwd=ROOT, check=True, capture_output=True)
    data = snapshot.read_bytes()
    assert data != (old_dir / "snapshot.bin").read_bytes()
    new = hashlib.sha256(data).hexdigest()[:16]
    image = struct.unpack("<I", data[4:8])[0]
    site = tmp / "site"
    # No compressed twins in the copy: the server sends the files themselves, rewritten or not.
    shutil.copytree(SITE, site, ignore=shutil.ignore_patterns("*.br", "*.gz"))
    (site / "engine" / old).rename(site / "engine" / new)
    shutil.copy(snapshot, site / "engine" / new / "snapshot.bin")
    shutil.copy(wheel, site / "engine" / new / wheel.name)
    for path in [*site.rglob("*.html"), site / "engine" / "manifest.json"]:
        text = path.read_text(encoding="utf-8").replace(old, new)
        text = re.sub(r'data-image="\d+"', f'data-image="{image}"', text)
        text = re.sub(r'"image": \d+', f'"image": {image}', text)
        text = text.replace(f'name="cards-engine" content="{manifest["version"]}"',
                            f'name="cards-engine" content="{CHANGED_VERSION}"')
        path.write_text(text, encoding="utf-8")
    assert offline.main([str(site)]) == 0
    return site, new


def test_a_returning_reader_gets_the_new_engine_and_only_its_cache(
    context: BrowserContext, served: tuple[object, str], tmp_path: Path
) -> None:
    server, base = served
    site, engine = rebuilt(tmp_path)
    first = context.new_page()
    visit(first, base + "/kachuful/")
    old_version = first.evaluate(HELLO)
    assert old_version != CHANGED_VERSION
    assert engine not in first.evaluate("self.__engineStart.files.snapshot")
    first.close()
    server.root = site  # type: ignore[attr-defined]  # the new build is deployed
    page = context.new_page()
    guard = Guard(page, base)
    visit(page, base + "/es/kachuful/")
    # The new engine itself, restored from the new snapshot (not the stock fallback), answers.
    assert page.evaluate(HELLO) == CHANGED_VERSION
    assert page.evaluate("self.__engineStart.snapshot") is True
    assert f"/engine/{engine}/snapshot.bin" in page.evaluate("self.__engineStart.files.snapshot")
    # The new build's service worker took over and deleted the old build's cache.
    want = [f"cards-{build_of(site)}"]
    assert page.evaluate(CACHES_BECOME, want) == want
    # Offline now, the reader still gets the new build, pages and engine together.
    cut_network(context, server)
    page.reload()
    expect(page.locator(EXAMPLE).first).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    assert page.evaluate(HELLO) == CHANGED_VERSION
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
