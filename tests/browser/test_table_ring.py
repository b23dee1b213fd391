"""A card table's seats run clockwise around it from the reader's seat at the bottom, in the order of
play, for every number of players, on a phone as on a wide screen: "play goes clockwise" can be read
off the picture (a lesson asks who plays next)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import WORKBENCH_PATH as PATH
from .conftest import open_workbench, settle

PLAYERS = {"kachuful": range(3, 8), "go-fish": range(2, 6), "literature": (6, 8)}
WIDTHS = (360, 390, 1280)

# Each seat's angle around the seats' centre, measured clockwise on the screen from straight down (the
# reader's side), in the order of play from the reader on (the seats are named in that order).
ANGLES = """
(root) => {
  const ring = root.querySelector(".table-ring");
  const seats = [...ring.querySelectorAll("[data-seat-box]")].map((box) => {
    const b = box.getBoundingClientRect();
    return {seat: box.dataset.seatBox, x: b.x + b.width / 2, y: b.y + b.height / 2};
  });
  const cx = seats.reduce((sum, s) => sum + s.x, 0) / seats.length;
  const cy = seats.reduce((sum, s) => sum + s.y, 0) / seats.length;
  const names = seats.map((s) => s.seat).sort();
  const reader = ring.querySelector(".seat--bottom").dataset.seatBox;
  const from = names.indexOf(reader);
  return [...names.slice(from), ...names.slice(0, from)].map((name) => {
    const s = seats.find((x) => x.seat === name);
    return (Math.atan2(cx - s.x, s.y - cy) * 180 / Math.PI + 360) % 360;
  });
}
"""


def clockwise(page: Page, root, players: int, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    angles = root.evaluate(ANGLES)
    where = f"{players} players, {width} px: {[round(a) for a in angles]}"
    assert len(angles) == players, where
    assert angles[0] < 15 or angles[0] > 345, f"the reader is not at the bottom ({where})"
    rest = angles[1:]
    assert all(0 < a < 360 for a in rest) and rest == sorted(rest) and len(set(rest)) == len(rest), where


@pytest.mark.parametrize("game", list(PLAYERS))
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_seats_run_clockwise_from_the_reader(guarded: Page, site_url: str, lang: str, game: str) -> None:
    page = guarded
    root = open_workbench(page, site_url + PATH[lang].format(game=game))
    done = settle(root, 0)
    for players in PLAYERS[game]:
        if root.get_attribute("data-players") != str(players):
            root.locator('select[name="players"]').select_option(str(players))
            root.locator('form.workbench__setup button[type="submit"]').click()
            done = settle(root, done)
        expect(root).to_have_attribute("data-players", str(players))
        for width in WIDTHS:
            clockwise(page, root, players, width)
