"""The keys help inside a table is the list of every key the table answers (issue 29), in both
languages, on each game's table against the computer: every key the help lists answers where it applies
(a letter says something, the arrows, Home and End move along the row, Enter or Space touches, Escape puts
a chosen card back, ? opens the list), and no key the help leaves out does anything on the table (each
character, digit and named key is pressed in turn and watched: the default prevented, the focus moved,
the page left, search opened)."""

from __future__ import annotations

import re
import string

import pytest
from playwright.sync_api import Page, expect

from engine.present.keys import key_events

from .test_keyboard_tables import dealt_by_keyboard

ROW = ".table-hand__cards, .table-actions__cards, .table-actions__bids, .table-ring"
NAMED = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown", "Escape",
         "Enter", " ", "Backspace", "Delete", "Insert", "Tab", "F1", "ContextMenu"]
EVERY_KEY = [*string.ascii_lowercase, *string.digits, *string.punctuation, *NAMED]

# One key pressed on the focused element of the table (a synthetic keydown, as a real one reaches the
# page's listeners, without the browser's own default action), then two frames: what it did.
PRESS = """async (key) => {
  const start = document.activeElement;
  const where = {url: location.pathname, search: document.getElementById('__search')?.checked,
                 open: start.closest('[data-table]').querySelector('details.table-keys').open};
  const event = new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true, composed: true});
  start.dispatchEvent(event);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const table = start.closest('[data-table]') || document.querySelector('[data-table]');
  const help = table.querySelector('details.table-keys');
  const did = {prevented: event.defaultPrevented, moved: document.activeElement !== start,
               left: location.pathname !== where.url, search: document.getElementById('__search')?.checked
               !== where.search, opened: help.open !== where.open};
  help.open = where.open;
  start.focus();
  return did;
}"""

# The focused element's row (the hand, the cards to ask for, the bids, the seats): its buttons; the
# focus put on the second so that every arrow, Home and End has somewhere to go.
SECOND = f"""() => {{
  const row = document.activeElement.closest({ROW!r});
  const items = [...row.querySelectorAll('button[data-card], button[data-bid], button[data-seat]')];
  if (items.length < 3) return items.length;
  items[1].focus();
  return items.length;
}}"""

GAMES = ["literature", "go-fish", "kachuful"]


def listed(page: Page) -> dict[str, list[str]]:
    """The help's keys as the page lists them: {name: [KeyboardEvent.key, ...]}."""
    return page.evaluate("""() => {
      const found = {};
      for (const kbd of document.querySelectorAll('[data-widget="play"] details.table-keys kbd[data-key]'))
        (found[kbd.dataset.key] ||= []).push(kbd.dataset.event);
      return found;
    }""")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_key_the_table_answers_is_in_its_help(
    guarded: Page, site_url: str, lang: str, game: str
) -> None:
    page = guarded
    root = dealt_by_keyboard(page, site_url, lang, game)
    table = root.locator("[data-table]")
    help_keys = listed(page)
    assert help_keys == key_events(lang), help_keys  # the page shows the engine's one list
    every = {key for keys in help_keys.values() for key in keys}
    assert page.evaluate(SECOND) >= 3
    answered = {}
    for key in EVERY_KEY:
        did = page.evaluate(PRESS, key)
        if any(did.values()):
            answered[key] = did
        expect(root).to_have_attribute("data-turn", "A")
        assert not did["left"] and not did["search"], (key, did)
    unlisted = {key: did for key, did in answered.items() if key not in every}
    assert unlisted == {}, f"keys the table answers that its help leaves out: {unlisted}"
    # every key of the help answers where it applies: the letters and ? at once, the arrows, Home and
    # End along the row; Enter, Space (the browser's own) and Escape below, pressed for real
    silent = [key for name, keys in help_keys.items() if name not in ("touch", "back")
              for key in keys if key not in answered]
    assert silent == [], f"keys the help lists that do nothing: {silent}"
    if game == "kachuful":  # a bid is a whole move: nothing is left half-made for Escape
        return
    for key in ("Enter", " "):
        page.keyboard.press(key)  # the card touched: the move waits for its seat
        expect(table).to_have_attribute("data-picked", re.compile(".+"))
        page.keyboard.press("Escape")
        expect(table).to_have_attribute("data-picked", "")
        assert page.evaluate("document.activeElement.dataset.card") is not None
