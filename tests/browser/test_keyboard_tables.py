"""Playing by keyboard and by ear (issue 29), in both languages: on each game's workbench, with the
computer on every other seat, 12 of the reader's moves made with Enter alone (the card or bid, then the
seat) keep the focus on the reader's next control (never <body>), visibly and clear of the sticky header;
a transcript of every live region (a MutationObserver the test installs) announces each move once, none
longer than 300 characters."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from engine.core.i18n import tr
from engine.workbench.play import PLAY_UI
from engine.workbench.texts import UI

from .conftest import WORKBENCH as WIDGET
from .conftest import WORKBENCH_PATH as PATH
from .conftest import WORKBENCH_TIMEOUT as TIMEOUT
from .conftest import open_workbench, settle

MOVES = 12
MOVES_AGAINST = 6  # the reader's moves in each game against the computer
LONGEST = 300
START = "[data-table] :is(button[data-card], button[data-bid], button[data-kind]):not([aria-disabled='true'])"

# Every text a live region of `root` receives, in order: [{region, text}] on window.__said.
RECORD = """(root) => {
  window.__said = [];
  const LIVE = '[aria-live], [role="log"], [role="status"], [role="alert"]';
  const region = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest(LIVE);
  new MutationObserver((records) => {
    for (const record of records) {
      const where = region(record.target);
      if (!where || where.getAttribute('aria-live') === 'off') continue;
      const name = where.className || where.getAttribute('role');
      if (record.type === 'characterData') {
        window.__said.push({region: name, text: record.target.textContent.trim()});
        continue;
      }
      for (const node of record.addedNodes) {
        const text = (node.textContent || '').trim();
        if (text) window.__said.push({region: name, text});
      }
    }
  }).observe(document.querySelector(root), {subtree: true, childList: true, characterData: true});
}"""

# Where the focus is, and whether the reader sees it: a focus ring drawn, the box inside the viewport and
# below the sticky header, and the element itself at its centre (nothing drawn over it).
FOCUS = """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return {body: true};
  const r = e.getBoundingClientRect();
  const s = getComputedStyle(e);
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {
    body: false, tag: e.tagName, text: (e.textContent || '').trim().slice(0, 40),
    ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
    inView: r.top >= header && r.bottom <= innerHeight && r.width > 0 && r.height > 0,
    onTop: Boolean(top && (top === e || e.contains(top))),
    inTable: Boolean(e.closest('[data-table]')),
  };
}"""


def focus_state(page: Page) -> dict:
    return page.evaluate(FOCUS)


def assert_focus_seen(page: Page, when: str) -> dict:
    state = focus_state(page)
    assert not state["body"], f"{when}: focus on <body>"
    assert state["ring"], f"{when}: no visible focus ring on {state}"
    assert state["inView"] and state["onTop"], f"{when}: focus hidden or under the header: {state}"
    return state


def computer_on_other_seats(page: Page, root: Locator, done: int) -> int:
    """Every seat but A played by the computer (its first level), each change settled."""
    selects = root.locator('select[name^="seat-"]')
    for i in range(1, selects.count()):
        select = selects.nth(i)
        value = select.locator("option").nth(1).get_attribute("value")
        select.select_option(value)
        done = settle(root, done)
    return done


# A table control both disabled and marked aria-disabled (a screen reader may hear either).
CONTRADICTED = "[data-table] button[disabled][aria-disabled]"
# The focus is in the widget (never on <body>, where a keyboard or screen reader loses its place).
IN_WIDGET = "(widget) => Boolean(document.activeElement && document.activeElement.closest(widget))"
# The reader's hand: {card: its name as read out}.
HAND_NAMES = """() => Object.fromEntries(
  [...document.querySelectorAll('[data-table] .table-hand button[data-card]')]
    .map((b) => [b.dataset.card, b.querySelector('.visually-hidden').textContent.trim()]))"""


def reader_moves(page: Page, root: Locator, done: int, moves: int,
                 returns: list | None = None) -> tuple[int, int]:
    """Up to ``moves`` moves of seat A made with Enter alone, from wherever the focus is; the focus is
    checked before each key. Returns (moves made, tasks done); ``returns`` gets, for each move, whether
    the computer replied, what was said after it and, for a draw, the names of the cards new in the hand."""
    made = 0
    while made < moves and root.get_attribute("data-over") != "true":
        size, heard = int(root.get_attribute("data-size") or 0), len(page.evaluate("window.__said"))
        expect(root).to_have_attribute("data-turn", "A")
        state = assert_focus_seen(page, f"move {made + 1}")
        assert state["inTable"], f"move {made + 1}: focus not on the table: {state}"
        drawing = page.evaluate("document.activeElement.dataset.kind") == "draw"
        # a disabled control is not also said to be enabled (aria-disabled="false")
        expect(root.locator(CONTRADICTED)).to_have_count(0)
        hand = page.evaluate(HAND_NAMES)
        page.keyboard.press("Enter")
        table = root.locator("[data-table]")
        if table.get_attribute("data-picked"):  # a card picked: the focus went to a seat offered
            state = assert_focus_seen(page, f"move {made + 1}, card picked")
            assert page.evaluate("document.activeElement.dataset.seat") is not None, state
            page.keyboard.press("Enter")
            # the seat is disabled once the move is sent: the focus stays in the widget meanwhile
            assert page.evaluate(IN_WIDGET, WIDGET), f"move {made + 1}: the focus left with the move"
        done = settle(root, done)
        expect(root).to_have_attribute("data-refused", "0")
        made += 1
        if returns is not None and root.get_attribute("data-over") != "true":
            replied = int(root.get_attribute("data-size") or 0) - size > 1
            drawn = [name for card, name in page.evaluate(HAND_NAMES).items() if drawing and card not in hand]
            returns.append((replied, [s["text"] for s in page.evaluate("window.__said")[heard:]], drawn))
    return made, done


def turn_back(lang: str, said: str) -> str:
    """What is said when the turn comes back to the reader: what the others took from them (one sentence
    per taker), then ``said``, the sentence saying it is their turn (a regular expression)."""
    taken = re.escape(tr(lang, "{seat} took your {cards}.")).replace(r"\{seat\}", ".+?").replace(
        r"\{cards\}", ".+?")
    return rf"(?:{taken} )*{re.escape(said)}"


@pytest.mark.parametrize("game", ["literature", "kachuful", "go-fish"])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_workbench_by_keyboard_and_by_ear(guarded: Page, site_url: str, lang: str, game: str) -> None:
    page = guarded
    page.set_viewport_size({"width": 1000, "height": 700})
    root = open_workbench(page, site_url + PATH[lang].format(game=game))
    # the first deal on a busy machine may take a few seconds
    expect(root).to_have_attribute("data-done", "1", timeout=TIMEOUT)
    expect(root).to_have_attribute("data-busy", "false", timeout=TIMEOUT)
    page.evaluate(RECORD, WIDGET)
    done = computer_on_other_seats(page, root, 1)
    if root.get_attribute("data-turn") != "A":
        pytest.fail(f"the computer did not play up to seat A: turn {root.get_attribute('data-turn')}")
    # the reader starts from the prompt: Tab reaches the first card, bid or draw a move uses
    root.locator(".workbench__prompt").focus()
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate(f"document.activeElement.matches({START!r})"):
            break
    else:
        pytest.fail("Tab never reached a card, bid or draw the reader may play")
    returns: list = []
    made, done = reader_moves(page, root, done, MOVES, returns)
    assert made == MOVES or root.get_attribute("data-over") == "true", made
    if root.get_attribute("data-over") != "true":  # after the last move and the computer's replies too
        assert_focus_seen(page, f"after move {made}")
    # each time the computer gives the turn back, one paragraph says what it took from the reader, then
    # that it is theirs ("À Ana de jouer.": Kachuful's moves alone never say whose turn it is)
    back = turn_back(lang, tr(lang, UI["to-play"], seat="A"))
    for replied, heard, _ in returns:
        told = [text for text in heard if re.fullmatch(back, text)]
        assert len(told) == (1 if replied else 0), (replied, heard)
    if game == "go-fish":  # this deal: Carmen takes the reader's 6 of spades before the turn comes back
        assert any(re.fullmatch(back, text) and not text.startswith(tr(lang, UI["to-play"], seat="A"))
                   for _, heard, _ in returns for text in heard), returns
        # the reader hears which card they drew (the others' draws stay hidden): its name as in the hand
        drew = [(drawn[0], heard) for _, heard, drawn in returns if len(drawn) == 1]
        assert drew, returns
        for name, heard in drew:
            assert name in heard[0], (name, heard)

    said = page.evaluate("window.__said")
    long = [s for s in said if len(s["text"]) > LONGEST]
    assert long == [], f"announcements over {LONGEST} characters: {long[:2]}"
    moves = root.locator(".workbench__step-button[data-action]")
    history = [(moves.nth(i).text_content() or "").strip() for i in range(moves.count())]
    heard = [s["text"] for s in said]
    assert len(history) > made  # the computer moved too
    for text in set(history):
        assert heard.count(text) == history.count(text), (
            f"{text!r}: {heard.count(text)} announcements for {history.count(text)} moves\n{said}")


GAMES = {  # the games against the computer: their page and widget
    "literature": ("/literature/", '[data-widget="play"]'),
    "kachuful": ("/kachuful/", '[data-widget="play"]'),
    "go-fish": ("/go-fish/", '[data-widget="play"]'),
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_games_against_the_computer_say_each_move_once(
    guarded: Page, site_url: str, lang: str, game: str
) -> None:
    """The log (role=log) says each move once; no hidden live region repeats it; nothing said is over 300
    characters; the focus stays on the reader's next control; each time the computer's replies give the
    turn back, the live region says what they took from the reader, then that it is the reader's turn."""
    page = guarded
    path, widget = GAMES[game]
    page.goto(site_url + ("/es" if lang == "es" else "") + path)
    root = page.locator(widget)
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)
    root.scroll_into_view_if_needed()
    page.evaluate(RECORD, widget)
    root.locator('button[type="submit"]').focus()
    page.keyboard.press("Enter")
    step = 1
    expect(root).to_have_attribute("data-step", str(step), timeout=60_000)
    your_turn = tr(lang, PLAY_UI["your-turn"])
    returns = []  # for each move: whether the computer replied, and what the live region said of the turn
    for move in range(MOVES_AGAINST):
        if root.get_attribute("data-over") == "true":
            break
        expect(root).to_have_attribute("data-turn", "A")
        assert_focus_seen(page, f"move {move + 1}")
        expect(root.locator(CONTRADICTED)).to_have_count(0)
        before, heard_before = int(root.get_attribute("data-moves") or 0), len(page.evaluate("window.__said"))
        page.keyboard.press("Enter")
        if root.locator("[data-table]").get_attribute("data-picked"):
            assert_focus_seen(page, f"move {move + 1}, card picked")
            page.keyboard.press("Enter")
            # while the computer plays, the focus stays in the widget (the seat touched is disabled)
            assert page.evaluate(IN_WIDGET, widget), f"move {move + 1}: the focus left with the move"
        step += 1
        expect(root).to_have_attribute("data-step", str(step), timeout=60_000)
        expect(root).to_have_attribute("data-busy", "false")
        replied = int(root.get_attribute("data-moves") or 0) - before > 1
        told = [s["text"] for s in page.evaluate("window.__said")[heard_before:]
                if "play__live" in s["region"] and s["text"].endswith(your_turn)]
        if root.get_attribute("data-over") != "true":
            returns.append((replied, told))
    # every return of the turn after the computer's replies is said once: what the others took from the
    # reader (one sentence per taker), then that it is theirs; a move the reader plays on after says nothing
    for replied, told in returns:
        assert len(told) == (1 if replied else 0), (replied, told)
        for text in told:
            assert re.fullmatch(turn_back(lang, your_turn), text), text
    if game == "go-fish":  # this deal: Carmen takes the reader's 6 of spades before the turn comes back
        assert any(text != your_turn for _, told in returns for text in told), returns
    said = page.evaluate("window.__said")
    long = [s for s in said if len(s["text"]) > LONGEST]
    assert long == [], f"announcements over {LONGEST} characters: {long[:2]}"
    regions: dict[str, set[str]] = {}
    for s in said:
        regions.setdefault(s["text"], set()).add(s["region"])
    twice = {text: where for text, where in regions.items() if len(where) > 1}
    assert twice == {}, f"said by two live regions: {twice}"
    items = root.locator(".session__log li")
    logged = [(items.nth(i).text_content() or "").strip() for i in range(items.count())]
    heard = [s["text"] for s in said if "session__log" in s["region"]]
    assert heard == logged, (heard, logged)
    # the table's keyboard help shows its focus as every other control does
    if root.get_attribute("data-over") != "true":
        root.locator("details.table-keys > summary").focus()
        assert_focus_seen(page, "the table's keys")


HAND = {"fr": "Main d’Ana\u00a0: ", "es": "Mano de Ana: "}
LETTERS = {"fr": {"hand": "m", "last": "c", "turn": "t", "score": "s", "table": "d"},
           "es": {"hand": "m", "last": "u", "turn": "t", "score": "p", "table": "d"}}


def dealt_by_keyboard(page: Page, site_url: str, lang: str, game: str) -> Locator:
    """The game against the computer on ``game``'s page, dealt with Enter on its deal button: its root,
    once the deal is on the table and it is seat A's turn."""
    path, widget = GAMES[game]
    page.goto(site_url + ("/es" if lang == "es" else "") + path)
    root = page.locator(widget)
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)
    root.locator('button[type="submit"]').focus()
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-step", "1", timeout=60_000)
    expect(root).to_have_attribute("data-turn", "A")
    return root


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_keys_inside_a_table(guarded: Page, site_url: str, lang: str) -> None:
    """The page language's letters (fr m, c, t, s, d; es m, u, t, p, d) say the hand, the last move, whose
    turn it is, the score and the table; ? opens the list of keys (and closes it)."""
    page = guarded
    root = dealt_by_keyboard(page, site_url, lang, "go-fish")
    assert focus_state(page)["inTable"]
    live = root.locator(".play__live")
    table = root.locator("[data-table]")

    keys = LETTERS[lang]
    page.keyboard.press(keys["hand"])
    hand = table.locator(".table-hand button[data-card] .visually-hidden")
    names = [(hand.nth(i).text_content() or "").strip() for i in range(hand.count())]
    expect(live).to_have_text(HAND[lang] + ", ".join(names) + ".")
    page.keyboard.press(keys["turn"])
    expect(live).to_have_text(table.locator('[data-said="turn"]').text_content() or "")
    assert "Ana" in (live.text_content() or "")
    page.keyboard.press(keys["score"])
    expect(live).to_have_text(table.locator('[data-said="score"]').text_content() or "")
    page.keyboard.press(keys["table"])
    expect(live).to_have_text(table.locator("[data-summary]").text_content() or "")
    page.keyboard.press(keys["last"])
    expect(live).not_to_have_text(table.locator("[data-summary]").text_content() or "")
    assert (live.text_content() or "").strip()

    page.keyboard.press("?")
    help_box = table.locator("details.table-keys")
    expect(help_box).to_have_attribute("open", "")
    expect(help_box.locator("summary")).to_be_focused()
    assert help_box.locator("kbd").all_text_contents()[:6] == [*keys.values(), "?"]
    page.keyboard.press("?")
    expect(help_box).not_to_have_attribute("open", "")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_kachuful_says_what_is_asked_of_the_reader(guarded: Page, site_url: str, lang: str) -> None:
    """Kachuful's "whose turn" key says what the reader is to touch: a bid while bidding, then a card."""
    from engine.kachuful.table import TEXTS
    from engine.present.table import sentence

    page = guarded
    root = dealt_by_keyboard(page, site_url, lang, "kachuful")
    live = root.locator(".play__live")
    for step, asked in ((1, "bids"), (2, "touch-card")):
        page.keyboard.press(LETTERS[lang]["turn"])
        expect(live).to_have_text(re.compile(re.escape(sentence(tr(lang, TEXTS[asked]))) + "$"))
        page.keyboard.press("Enter")  # the first bid, then the first card a move uses
        expect(root).to_have_attribute("data-step", str(step + 1), timeout=60_000)
        expect(root).to_have_attribute("data-busy", "false")
