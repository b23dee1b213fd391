"""axe-core on every page of the site, in both languages and both colour schemes (light and dark, as
``prefers-color-scheme`` asks and as the header's toggle switches): before the widgets are ready, once
they are, and after stepping each worked example. No violation is allowed.

Here the pages of the default language (French); test_accessibility_es.py runs the same check on the
Spanish ones (two files, so that a parallel run gives them to two workers), and
test_accessibility_keys.py the keyboard's stops and focus rings."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page, Route, expect

from .conftest import axe_violations

SITE = Path(__file__).resolve().parents[2] / "site"


def site_pages() -> list[str]:
    sitemap = (SITE / "sitemap.xml").read_text(encoding="utf-8") if (SITE / "sitemap.xml").exists() else ""
    return sorted({urlparse(loc).path for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)})


SCHEMES = {"light": "default", "dark": "slate"}
TOGGLE = '[data-md-component="palette"] [data-md-for]:not([hidden])'


def both_schemes(page: Page, when: str) -> list[str]:
    """axe in the scheme shown, then in the other one (the header's toggle, as a reader switches), back
    where it was: what each finds, named by the scheme and ``when``."""
    found = []
    for _ in SCHEMES:
        shown = page.locator("body").get_attribute("data-md-color-scheme")
        found += [f"{shown}, {when}: {v}" for v in axe_violations(page)]
        page.locator(TOGGLE).click()
        expect(page.locator("body")).not_to_have_attribute("data-md-color-scheme", shown or "")
    return found


# Each page with the scheme ``prefers-color-scheme`` asks first: light and dark by turns through the list.
CASES = [(p, list(SCHEMES)[i % 2]) for i, p in enumerate(site_pages())]
SPANISH = "/es/"


@pytest.mark.parametrize(("path", "scheme"), [c for c in CASES if not c[0].startswith(SPANISH)])
def test_no_axe_violation(guarded: Page, site_url: str, path: str, scheme: str) -> None:
    check_page(guarded, site_url, path, scheme)


def check_page(guarded: Page, site_url: str, path: str, scheme: str) -> None:
    """Each page in both schemes, in one load: the one ``prefers-color-scheme`` asks (light and dark
    by turns from one page to the next), then the other through the header's toggle; before the engine
    is in (its snapshot held until both are checked), once the widgets are ready, and after stepping
    each worked example."""
    page = guarded
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/snapshot.bin", hold)
    page.emulate_media(color_scheme=scheme)
    page.goto(site_url + path)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])
    widgets = page.locator("[data-example], [data-widget]")
    found = both_schemes(page, "before ready")  # the engine cannot be in (a widget may answer from its book)
    released = True
    for route in held:
        route.continue_()
    for i in range(widgets.count()):
        expect(widgets.nth(i)).to_have_attribute("data-engine", "ready", timeout=60_000)
    if widgets.count():
        found += both_schemes(page, "ready")
    examples = page.locator("[data-example]")
    for i in range(examples.count()):
        example = examples.nth(i)
        total = int(example.get_attribute("data-total"))
        for step in range(2, min(total, 6) + 1):
            example.locator('[data-action="next"]').click()
            expect(example).to_have_attribute("data-step", str(step))
    if examples.count():
        found += both_schemes(page, "after stepping")
    assert found == []
