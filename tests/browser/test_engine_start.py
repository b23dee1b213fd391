"""The engine's start moves only what the engine needs before its first answer (README, "Start-up"): no
lock file (the snapshot start loads no package), and the standard library's last modules, which nothing
imported when the snapshot was made, only once the engine is ready. A request that needs one of them
before it has arrived is answered once it has, without an error."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route

PATHS = {"fr": "/kachuful/", "es": "/es/kachuful/"}
IMPORT = "() => window.__cardsEngine.call({op: 'debug.import', module: 'colorsys'})"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_last_modules_come_after_the_start_and_a_request_waits_for_them(
    guarded: Page, site_url: str, lang: str
) -> None:
    held: list[Route] = []  # the zip's request, answered when the test says
    guarded.route("**/stdlib.zip", lambda route: held.append(route))
    requested: list[str] = []
    guarded.context.on("request", lambda request: requested.append(request.url))
    page = guarded
    page.goto(site_url + PATHS[lang])
    start = page.wait_for_function("() => self.__engineStart", timeout=60_000).json_value()
    assert start["snapshot"] is True
    assert not any(url.endswith("pyodide-lock.json") for url in requested)
    assert not any(r["name"] == "stdlib.zip" for r in start["resources"]), start["resources"]
    # The zip is asked for once the engine is ready; held here until a request needs one of its modules.
    for _ in range(400):
        if held:
            break
        page.wait_for_timeout(25)
    assert len(held) == 1
    page.evaluate(f"() => {{ window.__imported = ({IMPORT})(); }}")
    held[0].continue_()
    reply = page.evaluate("() => window.__imported")
    assert reply["ok"] is True, reply
    assert reply["result"]["module"] == "colorsys"
    assert reply["result"]["origin"].endswith(".zip/colorsys.pyc")
