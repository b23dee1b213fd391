"""Kachuful's program played by bots, read in both schemes and on a phone (issue 29): the chart's lines,
marks and legend samples keep 4.5:1 and more against the ground they are drawn on, its grid 3:1 and its
labels 4.5:1, in light and dark; at 390 px, with the widest sheet (7 players), the score sheet scrolls
inside its own box and the page does not scroll sideways."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .test_kachuful_widgets import GAME, ready

# Every colour the chart draws with, each with its contrast against the ground under it (the first
# opaque background from the element up: the chart's own in dark mode, else the page's).
MEASURE = """(root) => {
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92
    : ((v + 0.055) / 1.055) ** 2.4; }).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ground = (node) => {
    for (let at = node; at; at = at.parentElement) {
      const c = rgb(getComputedStyle(at).backgroundColor);
      if (c.length < 4 || c[3] === 1) return c;
    }
    return [255, 255, 255];
  };
  const ratio = (colour, node) => {
    const [a, b] = [lum(rgb(colour)), lum(ground(node))].sort((x, y) => y - x);
    return Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100; };
  const each = (selector, prop) => [...root.querySelectorAll(selector)].map((node) =>
    ratio(getComputedStyle(node)[prop], node.ownerSVGElement || node));
  return {
    lines: each('.kachuful-chart__player polyline', 'stroke'),
    marks: each('.kachuful-chart__player :is(circle, rect, path, polygon)', 'stroke'),
    samples: each('.kachuful-chart__legend line', 'stroke'),
    grid: each('.kachuful-chart__grid line', 'stroke'),
    labels: each('.kachuful-chart__grid text', 'fill'),
  };
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_chart_reads_in_both_schemes(guarded: Page, site_url: str, lang: str, scheme: str) -> None:
    guarded.emulate_media(color_scheme=scheme)
    root = ready(guarded, site_url, lang, GAME)
    root.locator("select").select_option("7")  # every colour of the palette
    root.locator('button[type="submit"]').click()
    expect(root.locator(".kachuful-game__result")).to_have_attribute("data-players", "7", timeout=60_000)
    expect(root.locator("svg.kachuful-chart__svg polyline")).to_have_count(7)
    measured = root.evaluate(MEASURE)
    assert len(measured["samples"]) == 7 and measured["marks"] and measured["grid"], measured
    low = {part: min(values) for part, values in measured.items()}
    for part in ("lines", "marks", "samples", "labels"):
        assert low[part] >= 4.5, (scheme, part, low)
    assert low["grid"] >= 3, (scheme, low)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_score_sheet_scrolls_in_its_own_box_on_a_phone(guarded: Page, site_url: str, lang: str) -> None:
    guarded.set_viewport_size({"width": 390, "height": 800})
    root = ready(guarded, site_url, lang, GAME)
    root.locator("select").select_option("7")
    root.locator('button[type="submit"]').click()
    expect(root.locator(".kachuful-game__result")).to_have_attribute("data-players", "7", timeout=60_000)
    box = root.locator(".kachuful-scroll:has(table.bot-sheet)")
    expect(box).to_have_attribute("tabindex", "0")  # reached and scrolled by keyboard too
    sizes = box.evaluate("(b) => ({box: b.clientWidth, sheet: b.scrollWidth,"
                         " right: b.getBoundingClientRect().right, overflow: getComputedStyle(b).overflowX})")
    assert sizes["sheet"] > sizes["box"] and sizes["overflow"] == "auto", sizes  # wider: it scrolls itself
    assert sizes["right"] <= 390, sizes
    page = guarded.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert page[0] <= page[1], f"the page scrolls sideways: {page}"
    before = box.evaluate("(b) => b.scrollLeft")
    box.focus()
    guarded.keyboard.press("ArrowRight")
    guarded.wait_for_function("(b) => b.scrollLeft > 0", arg=box.element_handle())
    assert before == 0
