"""Save-Data, in French and Spanish: a reader who asked to save data is not sent the whole engine for
later. The page offers, in its language, to keep the site for reading offline; the service worker (and
its precache of the whole build) comes only once the offer is taken."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import ROOT, SITE, Guard

sys.path.insert(0, str(ROOT / "scripts" / "tools"))
from server import serve_in_thread

# Chromium says saveData when the reader's browser or system asks for it; here the page is told so.
SAVE_DATA = """
Object.defineProperty(navigator, "connection", {
  configurable: true,
  value: Object.assign(new EventTarget(), {saveData: true, effectiveType: "3g"}),
});
"""
PATHS = {"fr": "/kachuful/", "es": "/es/kachuful/"}
OFFER = {"fr": re.compile(r"^Garder ce site pour le lire hors ligne \(environ \d+,\d\xa0Mo\)$"),
         "es": re.compile(r"^Guardar este sitio para leerlo sin conexión \(unos \d+,\d MB\)$")}
SAVING = {"fr": "Enregistrement du site pour le lire hors ligne…",
          "es": "Guardando el sitio para leerlo sin conexión…"}
REGISTERED = "async () => (await navigator.serviceWorker.getRegistrations()).length"


@pytest.fixture
def saving_page(browser: Browser) -> Iterator[tuple[Page, str]]:
    server, url = serve_in_thread(SITE, 0)
    context = browser.new_context(service_workers="allow")
    context.add_init_script(SAVE_DATA)
    page = context.new_page()
    guard = Guard(page, url)
    yield page, url
    context.close()
    server.shutdown()
    assert guard.problems == [], "\n".join(guard.problems)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_save_data_keeps_the_engine_for_later_only_when_asked(
    saving_page: tuple[Page, str], lang: str
) -> None:
    page, url = saving_page
    page.goto(url + PATHS[lang])
    offer = page.locator('button[data-action="keep-offline"]')
    expect(offer).to_have_text(OFFER[lang])
    page.wait_for_function("() => self.__engineStart", timeout=60_000)  # the engine's start is over
    page.wait_for_load_state("load")
    assert page.evaluate(REGISTERED) == 0  # no worker, no precache of the whole build
    # focused, then pressed: a widget drawn late above it cannot move the offer between press and release
    offer.focus()
    page.keyboard.press("Enter")
    expect(page.locator("[data-offline-offer]")).to_have_text(SAVING[lang])
    page.wait_for_function("async () => Boolean(await navigator.serviceWorker.ready)", timeout=60_000)
    assert page.evaluate(REGISTERED) == 1
