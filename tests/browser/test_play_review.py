"""The review of a finished game against the computer (``[[play GAME]]``) in a real Chromium, French and
Spanish: a whole Go Fish game at the beginner level played through the table, the reader's seat as the
strong level plays it but for one planted mistake (a rank asked of a player seen to have none of it);
the review ([data-game-review]) lists that mistake alone, with what was played, what was better and why,
as CPython's game.review says them; the move is tried again from its position; the mistake is then a
card of the review queue, due on the learn page, dealt again from its review at its position on the
game's table, and the reader's right move there answers it (FSRS schedules it later)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect
from test_review import PER_KIND, plant_fish

from engine.core.i18n import tr
from engine.core.moves import move_json
from engine.driver import bot_rng
from engine.games import spec
from engine.workbench import Config, replay

from .conftest import axe_violations, drill_answers
from .test_card_table import touch
from .test_play import WIDGET, YOU, table, with_the_computer
from .test_play_learning import LANGS, call, deal, open_game, settle

GAME, PLAYERS, SEED = "go-fish", 3, 20  # A's planted ask at ply 12: "Go fish" was said for that rank
LEARN = {"fr": "/go-fish/learn/", "es": "/es/go-fish/learn/"}
QUEUE = "() => JSON.parse(localStorage.getItem('cards-review-v1') || '{\"cards\": {}}').cards"


def reader_move(state: Any, ply: int, planted: list[int]) -> Any:
    """The strong level's move for the reader's seat, or the first mistake of the kind planted (only one
    in the game): a rank asked of a player seen to lack it."""
    g = spec(GAME)
    best = g.bots["strong"].decide(state, bot_rng(SEED, ply)).action
    if planted:
        return best
    plant = plant_fish(state, ply, best, Counter({"forgot": PER_KIND}))  # the other kind never planted
    if plant is None or plant[0] == best:
        return best
    planted.append(ply)
    return plant[0]


def planned() -> tuple[list[str], int]:
    """The game these tests play, in CPython: its line (the reader's moves and the computer's, as the page
    asks for them) and the planted mistake's ply."""
    g = spec(GAME)
    line = with_the_computer(GAME, PLAYERS, SEED, g.first_level, [])
    planted: list[int] = []
    for _ in range(200):
        state = replay(Config(GAME, PLAYERS, SEED, {}, tuple(line)), "fr").state
        if g.over(state):
            assert len(planted) == 1, planted
            return line, planted[0]
        assert g.turn(state) == YOU
        action = reader_move(state, len(line), planted)
        line = with_the_computer(GAME, PLAYERS, SEED, g.first_level, [*line, str(action)])
    pytest.fail("the game did not end")


def play_to_the_end(page: Page, root: Locator, line: list[str]) -> None:
    """The reader's moves of ``line`` made on the table, each once the computer has played before it."""
    parse = spec(GAME).adapter.parse_action
    step = int(root.get_attribute("data-step") or "0")
    for ply, text in enumerate(line):
        action = parse(text)
        if action.seat != YOU:
            continue
        expect(table(root)).to_have_attribute("data-ply", str(ply))
        touch(page, root, move_json(action))
        step = settle(root, step)
        expect(root).to_have_attribute("data-refused", "0")
    expect(table(root)).to_have_attribute("data-ply", str(len(line)))


def due_cards(page: Page) -> dict[str, Any]:
    return {k: v for k, v in page.evaluate(QUEUE).items() if k.startswith(f"{GAME}/mistake:")}


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_game_is_reviewed_its_mistake_replayed_and_then_due(
    guarded: Page, site_url: str, lang: str,
) -> None:
    page = guarded
    root = open_game(page, site_url, lang, GAME)
    deal(root, PLAYERS, SEED)
    expect(root).to_have_attribute("data-level", "beginner")
    line, ply = planned()
    play_to_the_end(page, root, line)
    expect(root).to_have_attribute("data-over", "true")
    expect(root.locator(".widget__body [data-result]")).to_have_count(1)

    # the review: the planted mistake alone, as CPython's game.review says it in the page's language
    request = {"game": GAME, "players": PLAYERS, "seed": SEED, "rules": {}, "line": line, "seat": YOU}
    said = call("game.review", lang, **request)
    assert [m["ply"] for m in said["mistakes"]] == [ply]
    mistake = said["mistakes"][0]
    assert mistake["code"] in ("gofish.review-lacks-go-fish", "gofish.review-lacks-gave")
    review = root.locator("[data-game-review]")
    expect(review).to_have_attribute("data-state", "ready", timeout=60_000)
    expect(review.locator(".play-review__summary")).to_have_text(said["summary"])
    listed = review.locator("[data-mistake]")
    expect(listed).to_have_count(1)
    expect(listed).to_have_attribute("data-mistake", mistake["code"])
    expect(listed).to_have_attribute("data-ply", str(ply))
    for text in (mistake["played"]["label"], mistake["better"]["label"], mistake["why"]):
        expect(listed).to_contain_text(text)
    # the log numbers the moves as the review does: its "Move N." is the reader's move numbered N there
    expect(listed).to_contain_text(tr(lang, "Move {step}.", step=ply + 1))
    numbered = root.locator(f'.session__log li[data-move="{ply + 1}"]')
    expect(numbered).to_have_count(1)
    expect(numbered).to_have_class("is-you")
    assert numbered.evaluate("(li) => getComputedStyle(li, '::before').content") == f'"{ply + 1}."'
    assert root.locator(".session__log li:not([data-move])").count() > 0, "a move's other lines: no number"
    assert axe_violations(page, WIDGET) == []

    # kept as a card of the review queue, due at once, with the game's link to deal it again
    expect(review.locator(".play-review__queued")).not_to_be_empty()
    cards = due_cards(page)
    assert len(cards) == 1, cards
    (card_id, card), = cards.items()
    assert card_id.startswith(f"{GAME}/mistake:{SEED}:{ply}:")
    assert card["payload"]["ply"] == ply and card["payload"]["link"].startswith("wb=")

    # tried again from its position: the same ask is still a mistake, for the same reason
    step = int(root.get_attribute("data-step") or "0")
    listed.locator('button[data-action="replay"]').click()
    step = settle(root, step)
    expect(table(root)).to_have_attribute("data-ply", str(ply))
    expect(root).to_have_attribute("data-over", "false")
    expect(root).to_have_attribute("data-turn", YOU)
    expect(root.locator(".widget__body [data-result]")).to_have_count(0)
    touch(page, root, mistake["played"]["move"])
    step = settle(root, step)
    verdict = review.locator(".play-review__verdict")
    expect(verdict).to_have_attribute("data-verdict", "wrong", timeout=60_000)
    expect(verdict).to_contain_text(mistake["why"])
    expect(listed).to_have_attribute("data-tried", "wrong")
    assert due_cards(page)[card_id]["reps"] == 0  # a move tried again from the list is not scheduled

    # due on the learn page: the path's count and the review, which leads to the game's table
    page.goto(site_url + LEARN[lang])
    expect(page.locator(f'[data-path="{GAME}"] [data-review-due]')).to_have_attribute("data-review-due", "1")
    practice = page.locator('[data-widget="practice"]')
    expect(practice).to_have_attribute("data-started", "true", timeout=60_000)
    practice.locator('button[data-action="review"]').click()
    link = practice.locator("a[data-review-card]")
    expect(link).to_be_focused()
    link.click()

    # dealt again at its position; the strong level's move there answers it right
    root = page.locator(WIDGET)
    expect(root).to_have_attribute("data-moves", str(ply), timeout=60_000)
    expect(root).to_have_attribute("data-turn", YOU)
    expect(table(root)).to_have_attribute("data-ply", str(ply))
    review = root.locator("[data-game-review]")
    expect(review.locator(".play-review__task")).to_contain_text(str(SEED))
    best = mistake["better"]["move"]
    touch(page, root, best)
    expect(review).to_have_attribute("data-answered", "right", timeout=60_000)
    better = [*line[:ply], mistake["better"]["action"]]
    right = call("game.judge", lang, **{**request, "line": better}, ply=ply)
    assert right["right"]
    expect(review.locator(".play-review__verdict")).to_have_text(right["verdict"])
    card = due_cards(page)[card_id]  # answered right: FSRS brings it back later, with what deals it again
    assert card["reps"] == 1 and card["due"] > page.evaluate("Date.now()") + 60_000
    assert card["payload"] == cards[card_id]["payload"]


# A mistake card as the play widget keeps it, with a drill of another game due before it.
STORE_CARDS = """async ([mistake, drill, payload]) => {
  const { mistakeCard } = await import("/assets/js/widgets/mistake-card.js");
  const card = mistakeCard(mistake.dealt, mistake.line, mistake.ply, payload.code, payload.link);
  const now = Date.now();
  const fsrs = (due) => ({ due, stability: 1, difficulty: 5, scheduled: 1, steps: 0, reps: 1, lapses: 0,
    state: 2, last: due - 86400000 });
  const cards = { [drill]: fsrs(now - 2 * 86400000) };
  cards[card.id] = { ...fsrs(now - 86400000), payload: card.payload };
  localStorage.setItem("cards-review-v1", JSON.stringify({ cards }));
  return card.id;
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_review_now_deals_the_cards_due_in_every_game_one_after_the_other(
    guarded: Page, site_url: str, lang: str,
) -> None:
    page = guarded
    line, ply = planned()
    request = {"game": GAME, "players": PLAYERS, "seed": SEED, "rules": {}, "line": line}
    link = call("workbench.view", lang, **request, parts=["link"])["link"]
    mistake = call("game.review", lang, **request, seat=YOU)["mistakes"][0]
    other = next(g for g in ("literature", "kachuful") if g != GAME)
    kind = next(k for k, d in spec(other).drills.items()
                if not d.memory and not spec(other).questions[d.question].several)
    drill = f"{other}/{kind}:1"
    home = site_url + {"fr": "/", "es": "/es/"}[lang]
    page.goto(home)
    dealt = {"game": GAME, "seed": SEED, "level": spec(GAME).first_level, "seat": YOU}
    card_id = page.evaluate(STORE_CARDS, [{"dealt": dealt, "line": line, "ply": ply},
                                          drill, {"code": mistake["code"], "link": link}])

    # the home page: two drills due, of two games; "review now" leads to the most overdue one
    page.reload()
    now = page.locator("[data-review-now]")
    expect(now).to_be_visible()
    expect(now.locator("[data-review-due]")).to_have_attribute("data-review-due", "2")
    start = now.locator("a[data-review-start]")
    expect(start).to_have_attribute("href", f"{other}/learn/?session=all#drill={kind}:1")
    start.click()

    # the drill dealt on its game's learn page, answered: the next card is the other game's mistake
    section = page.locator(f'[data-drill="{other}/{kind}"]')
    expect(section).to_have_attribute("data-seed", "1", timeout=60_000)
    expect(section).to_have_attribute("data-engine", "ready", timeout=60_000)
    right, _ = drill_answers(other, kind, 1)
    section.locator(f'[data-choice="{sorted(right)[0]}"]').click()
    expect(section.locator("[data-feedback]")).to_have_attribute("data-verdict", "right", timeout=60_000)
    nxt = section.locator("a[data-review-next]")
    expect(nxt).to_be_focused()  # the session goes on from there
    expect(nxt).to_have_attribute("href", re.compile(re.escape(f"/{GAME}/?card=") + ".*session=all#play$"))
    nxt.click()

    # the mistake dealt at its position on the game's table, answered right: nothing else is due
    root = page.locator(WIDGET)
    expect(root).to_have_attribute("data-moves", str(ply), timeout=60_000)
    touch(page, root, mistake["better"]["move"])
    review = root.locator("[data-game-review]")
    expect(review).to_have_attribute("data-answered", "right", timeout=60_000)
    msgs = {"fr": "Plus rien à revoir aujourd’hui", "es": "No queda nada más que repasar hoy"}
    expect(review.locator(".review-session")).to_contain_text(msgs[lang])
    assert due_cards(page)[card_id]["reps"] == 2
