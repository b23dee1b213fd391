"""axe-core on every page of the site, in both languages: before the widgets are ready, once they are,
and after stepping each worked example. No violation is allowed."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page, expect

from .conftest import axe_violations

SITE = Path(__file__).resolve().parents[2] / "site"


def site_pages() -> list[str]:
    sitemap = (SITE / "sitemap.xml").read_text(encoding="utf-8") if (SITE / "sitemap.xml").exists() else ""
    return sorted({urlparse(loc).path for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)})


@pytest.mark.parametrize("path", site_pages())
def test_no_axe_violation(guarded: Page, site_url: str, path: str) -> None:
    guarded.goto(site_url + path)
    found = [f"before ready: {v}" for v in axe_violations(guarded)]
    widgets = guarded.locator("[data-example], [data-widget]")
    for i in range(widgets.count()):
        expect(widgets.nth(i)).to_have_attribute("data-engine", "ready", timeout=60_000)
    if widgets.count():
        found += [f"ready: {v}" for v in axe_violations(guarded)]
    examples = guarded.locator("[data-example]")
    for i in range(examples.count()):
        example = examples.nth(i)
        total = int(example.get_attribute("data-total"))
        for step in range(2, min(total, 6) + 1):
            example.locator('[data-action="next"]').click()
            expect(example).to_have_attribute("data-step", str(step))
    if examples.count():
        found += [f"after stepping: {v}" for v in axe_violations(guarded)]
    assert found == []
