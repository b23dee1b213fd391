"""Every page holds up on a 360 px wide phone and at 200% zoom (a 640 px wide viewport on a 1280 px
screen): nothing makes the page scroll sideways; only boxes that say they scroll may be wider."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, expect

SITE = Path(__file__).resolve().parents[2] / "site"


def site_pages() -> list[str]:
    sitemap = (SITE / "sitemap.xml").read_text(encoding="utf-8") if (SITE / "sitemap.xml").exists() else ""
    return sorted({urlparse(loc).path for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)})

OVERFLOW = """
() => {
  const width = document.documentElement.clientWidth;
  const page = document.documentElement.scrollWidth;
  // Elements wider than the screen that are not inside a box that scrolls on its own.
  const culprits = [];
  for (const el of document.querySelectorAll("body *")) {
    const box = el.getBoundingClientRect();
    if (box.right <= width + 1 || box.width === 0) continue;
    let scroller = el.parentElement;
    let inside = false;
    while (scroller && scroller !== document.body) {
      const style = getComputedStyle(scroller);
      if (["auto", "scroll", "hidden"].includes(style.overflowX)) { inside = true; break; }
      scroller = scroller.parentElement;
    }
    if (!inside) culprits.push(el.tagName.toLowerCase() + "." + [...el.classList].join("."));
  }
  return {width, page, culprits: culprits.slice(0, 5)};
}
"""


@pytest.mark.parametrize("viewport", [{"width": 360, "height": 740}, {"width": 640, "height": 800}],
                         ids=["phone-360", "zoom-200"])
@pytest.mark.parametrize("path", site_pages())
def test_no_sideways_scroll(browser: Browser, site_url: str, path: str, viewport: dict) -> None:
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    try:
        page.goto(site_url + path)
        widgets = page.locator("[data-example], [data-widget]")
        for i in range(widgets.count()):
            expect(widgets.nth(i)).to_have_attribute("data-engine", "ready", timeout=60_000)
        result = page.evaluate(OVERFLOW)
        assert result["page"] <= result["width"] + 1, result
        assert result["culprits"] == [], result
    finally:
        context.close()
