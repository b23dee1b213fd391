"""The workbench's tools in a real Chromium, in both languages: a deal edited with the keyboard (and one
the rules refuse, with the engine's reason and nothing changed), two variants side by side, memory
training in Literature, and axe-core with each of them open."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from engine.core.cards import parse_cards
from engine.core.errors import EngineError
from engine.core.messages import describe_error
from engine.games import load_all
from engine.workbench import Config, Setup, compare_op, decode_link, replay

from .conftest import WORKBENCH as WIDGET
from .conftest import WORKBENCH_PATH as PATH
from .conftest import WORKBENCH_TIMEOUT as TIMEOUT
from .conftest import axe_violations, disclose, settle
from .conftest import open_workbench as open_started

load_all()
LOW_SPADES = "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥"


def open_workbench(page: Page, url: str):
    """The started workbench, idle, and how many tasks it has done."""
    root = open_started(page, url)
    expect(root).to_have_attribute("data-busy", "false", timeout=TIMEOUT)
    return root, int(root.get_attribute("data-done"))


def computer_moves(root, done: int, count: int) -> int:
    """``count`` moves by the computer, one click each, each waited for; the tasks done after them."""
    for _ in range(count):
        root.locator(".workbench__bot-one").click()
        done = settle(root, done)
    return done


def field(page: Page, name: str):
    return page.locator(f'{WIDGET} [name="{name}"]')


def link_of(page: Page):
    return decode_link(field(page, "share").input_value().split("#", 1)[1], None, "fr")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_edit_a_deal_with_the_keyboard(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    root, done = open_workbench(page, site_url + PATH[lang].format(game="literature"))
    expect(root).to_have_attribute("data-sandbox", "literature")
    size = root.get_attribute("data-size")

    # "Hands I choose", with the keyboard: the radio group, then the fields
    page.locator(f"{WIDGET} input[type=radio][value=seed]").focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator(f"{WIDGET} input[type=radio][value=edit]")).to_be_checked()
    expect(page.locator(f"{WIDGET} .workbench__edit")).to_be_visible()

    # a deal the rules cannot produce: refused with the engine's reason, nothing else changes
    table = root.locator(".widget__body").inner_text()
    field(page, "hand-A").focus()
    page.keyboard.type("2♠ 3♠")
    field(page, "seed").focus()
    page.keyboard.type("7")
    page.keyboard.press("Enter")
    done = settle(root, done)
    expect(root).to_have_attribute("data-setup-refused", "1")
    try:
        replay(Config("literature", 6, 17, {}, (), Setup((("A", parse_cards("2♠ 3♠")),))), lang)
    except EngineError as exc:
        reason = describe_error(exc, lang)
    else:
        raise AssertionError("the deal should be refused")
    expect(root.locator(".workbench__setup-error")).to_contain_text(reason)
    assert root.locator(".widget__body").inner_text() == table
    expect(root).to_have_attribute("data-size", size)

    # the six low spades to A, C plays first: dealt, the rest from the seed
    field(page, "hand-A").fill("")
    field(page, "hand-A").focus()
    page.keyboard.type(LOW_SPADES)
    field(page, "first").focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(field(page, "first")).to_have_value("C")
    field(page, "hand-A").press("Enter")
    done = settle(root, done)
    expect(root).to_have_attribute("data-turn", "C")
    expect(root.locator(".workbench__setup-error")).to_be_empty()
    config, at, _, _ = link_of(page)
    assert config.setup == Setup((("A", parse_cards(LOW_SPADES)),), "C") and at == 0
    held = root.locator('.widget__body [data-seat-box="A"] [data-card]')
    assert held.evaluate_all("(nodes) => nodes.map((n) => n.dataset.card)") == LOW_SPADES.split()

    # a legal move from the keyboard: Tab into the toolbar of moves, Enter
    disclose(root, "list")
    first_move = root.locator(".workbench__legal button").first
    first_move.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", "1")
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_literature_misplaced_claim_side_by_side(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    root, done = open_workbench(page, site_url + PATH[lang].format(game="literature"))
    page.locator(f"{WIDGET} input[type=radio][value=edit]").check()
    field(page, "hand-A").fill(LOW_SPADES)
    field(page, "first").select_option("A")
    field(page, "seed").fill("3")
    field(page, "seed").press("Enter")
    done = settle(root, done)
    claim = "claim A low-♠ C:2♠,3♠,4♠,5♠,6♠,7♠"
    disclose(root, "notation")
    field(page, "try").fill(claim)
    field(page, "try").press("Enter")
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", "1")

    root.locator(".workbench__compare-button").click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-compare", "differ")
    columns = root.locator(".workbench__column")
    expect(columns).to_have_count(2)
    config, _, _, _ = link_of(page)
    assert config.setup == Setup((("A", parse_cards(LOW_SPADES)),), "A") and len(config.line) == 1
    expected = compare_op({"game": "literature", "players": 6, "seed": 3, "rules": {},
                           "setup": config.setup.to_json(), "line": list(config.line), "at": 1}, lang)
    assert expected["columns"][0]["last"] != expected["columns"][1]["last"]
    for i, column in enumerate(expected["columns"]):
        expect(columns.nth(i).locator(".workbench__column-last")).to_contain_text(column["last"][0])
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_kachuful_dealer_constraint_side_by_side(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    root, done = open_workbench(page, site_url + PATH[lang].format(game="kachuful"))
    done = computer_moves(root, done, 3)  # the computer bids for three seats: the dealer is to bid
    expect(root).to_have_attribute("data-at", "3")
    field(page, "compare").select_option("dealer_restriction")
    root.locator(".workbench__compare-button").click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-compare", "differ")
    with_rule = root.locator('.workbench__column[data-value="true"] .workbench__column-legal li')
    without = root.locator('.workbench__column[data-value="false"] .workbench__column-legal li')
    expect(without).to_have_count(with_rule.count() + 1)
    done = computer_moves(root, done, 1)  # the comparison follows the position: one more bid, both variants
    expect(root).to_have_attribute("data-at", "4")
    columns = root.locator(".workbench__column")
    expect(columns).to_have_count(2)
    expect(columns.nth(0)).to_have_attribute("data-reached", "4")
    expect(columns.nth(1)).to_have_attribute("data-reached", "4")
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_memory_training(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    root, done = open_workbench(page, site_url + PATH[lang].format(game="literature"))
    done = computer_moves(root, done, 4)
    history = root.locator(".workbench__history")
    expect(history).to_be_visible()
    field(page, "training").focus()
    page.keyboard.press("Space")
    done = settle(root, done)
    expect(root).to_have_attribute("data-training", "true")
    expect(history).to_be_hidden()
    expect(root.locator(".workbench-memory")).to_be_visible()
    expect(root.locator(".workbench-holders")).to_have_count(0)
    turn = root.get_attribute("data-turn")
    expect(field(page, "view")).to_have_value(turn)
    # only the seat's own hand is shown; the others are counts
    expect(root.locator(".widget__body [data-seat-box] .backs")).to_have_count(5)
    own = root.locator(f'.widget__body [data-table][data-reader="{turn}"] .table-hand button[data-card]')
    expect(own).not_to_have_count(0)
    assert axe_violations(page) == []
    # play on from memory, then leave the training: the history is back
    disclose(root, "list")
    root.locator(".workbench__legal button").first.click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-at", "5")
    field(page, "training").uncheck()
    done = settle(root, done)
    expect(history).to_be_visible()
    expect(root.locator(".workbench__steps button")).to_have_count(6)


@pytest.mark.parametrize(("game", "lang"), [("literature", "fr"), ("kachuful", "es"), ("literature", "es"),
                                            ("kachuful", "fr")])
def test_variants_page_opens_the_comparison(guarded: Page, site_url: str, game: str, lang: str) -> None:
    page = guarded
    prefix = "" if lang == "fr" else "/es"
    page.goto(f"{site_url}{prefix}/{game}/variants/")
    link = page.locator(".workbench-link a")
    expect(link).to_have_count(1)
    link.click()
    root = page.locator(WIDGET)
    expect(root).to_have_attribute("data-link", "restored", timeout=TIMEOUT)
    expect(root).to_have_attribute("data-compare", "differ", timeout=TIMEOUT)
    expect(root.locator(".workbench__column")).to_have_count(2)
    assert page.evaluate("() => location.pathname").endswith(f"/{game}/workbench/")
    # the link the page offers now keeps the comparison open
    assert link_of(page).compare is not None
