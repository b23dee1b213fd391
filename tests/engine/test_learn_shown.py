"""What a lesson's table shows, in both languages: nothing that states the answer before the step is
answered (the turn marker of a question about the turn, or whose answer is the seat to play), and what the
right answer did once it is given (the move, then the moves the table plays after it: ``then``)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.learn.lessons import judge_step, step_view
from engine.learn.library import find
from engine.present.tree import attrs_of, children_of, is_element, walk

LANGS = ("fr", "es")


def _values(node: Any, key: str) -> list[str]:
    """Every value of the attribute ``key`` in a render tree."""
    assert is_element(node), f"not a render tree: {str(node)[:80]}"
    return [str(attrs_of(n)[key]) for n in walk(node) if key in attrs_of(n)]


def _passed(node: Any) -> list[str]:
    """The cards of the table's last move drawn from giver to taker (``.passed``)."""
    return [card for n in walk(node) if attrs_of(n).get("class") == "passed"
            for card in _values(n, "data-card")]


def _turn_marked(table: Any) -> bool:
    classes = " ".join(_values(table, "class")).split()
    return "badge--turn" in classes or "is-turn" in classes or "data-turn" in attrs_of(table)


def _lesson(name: str):
    found = find(name)
    assert found is not None, name
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "number", "answer"), [
    ("go-fish/deal", 3, {"choice": "A"}),  # who asks first: Ana, the seat to play
    ("kachuful/bidding", 1, {"choice": "A"}),  # who bids first: Ana, the seat to bid
    ("go-fish/go-fish", 1, {"choice": "no"}),  # does Ana play again: the marker is on Ana, to draw
    ("go-fish/lucky-draw", 1, {"choice": "yes"}),
])
def test_a_turn_marker_that_answers_is_hidden_until_the_step_is_answered(name: str, number: int,
                                                                          answer: dict, lang: str) -> None:
    lesson = _lesson(name)
    view = step_view(lesson, number, lang)
    assert not _turn_marked(view["table"]), name
    if "choice" in answer and len(answer["choice"]) == 1:  # a seat: the reader's seat is not the answer
        assert attrs_of(view["table"])["data-reader"] != answer["choice"]
    right = judge_step(lesson, number, answer, lang)
    assert right["verdict"] == "right"
    shown = right["table"]  # the table as the answer leaves it, its turn marked again
    assert _turn_marked(shown) and attrs_of(shown)["data-reader"] == attrs_of(view["table"])["data-reader"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_marker_that_answers_nothing_stays(lang: str) -> None:
    """Whom may Ana ask? Ana is to play, and is not the answer: the marker stays, on her."""
    view = step_view(_lesson("go-fish/whom"), 1, lang)
    assert attrs_of(view["table"])["data-turn"] == "A" and _turn_marked(view["table"])


@pytest.mark.parametrize("lang", LANGS)
def test_after_go_fish_the_table_shows_the_draw_and_the_turn_passing(lang: str) -> None:
    """Lesson 4: “does Ana play again?”, right answer “no”; then the table plays the draw: the card goes
    from the stock to Ana, one card fewer in the stock, and the turn is Bruno's (the table agrees with the
    answer)."""
    lesson = _lesson("go-fish/go-fish")
    before = step_view(lesson, 1, lang)["table"]
    right = judge_step(lesson, 1, {"choice": "no"}, lang)
    assert right["verdict"] == "right" and len(right["then"]) == 1
    drawn = right["then"][0]
    table = drawn["table"]
    assert attrs_of(table)["data-turn"] == "B"
    assert int(attrs_of(table)["data-ply"]) == int(attrs_of(before)["data-ply"]) + 1
    assert _values(table, "data-stock") == [str(int(_values(before, "data-stock")[0]) - 1)]
    assert _values(table, "data-to") == ["A"]  # drawn from the stock to Ana, the card shown
    passed = _passed(table)
    assert len(passed) == 1 and not passed[0].startswith("7")  # not of the rank asked for
    assert len(drawn["history"]) > len(right["history"])
    assert any("Ana" in line for line in drawn["history"][len(right["history"]):])


@pytest.mark.parametrize("lang", LANGS)
def test_after_the_lucky_draw_the_turn_stays(lang: str) -> None:
    right = judge_step(_lesson("go-fish/lucky-draw"), 1, {"choice": "yes"}, lang)
    table = right["then"][0]["table"]
    assert attrs_of(table)["data-turn"] == "A" and _values(table, "data-to") == ["A"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_lucky_draw_lesson_is_not_titled_by_its_answer(lang: str) -> None:
    """Lesson 5 asks whether drawing the rank asked for plays again: its title (shown with the question)
    names the situation, not the outcome (it was “The lucky draw”)."""
    from engine.core.i18n import tr

    title = tr(lang, _lesson("go-fish/lucky-draw").title).lower()
    for word in ("chanc", "suerte", "lucky", "rejou", "otra vez", "encore", "again"):
        assert word not in title, (lang, title)


@pytest.mark.parametrize(("lang", "both"), [("fr", "deux six"), ("es", "dos seises")])
def test_go_fish_lesson_2_asks_for_one_move_and_says_what_was_given(lang: str, both: str) -> None:
    """Step 2 names whom to ask and what for (a rank Bruno holds, his cards face up): one legal ask only
    is right; the table then shows Bruno's two sixes going to Ana, and the feedback says both (it said
    « pas seulement une » with no count), with no book made before books are taught."""
    lesson = _lesson("go-fish/asking")
    view = step_view(lesson, 2, lang)
    verdicts = [judge_step(lesson, 2, {"move": m["move"]}, lang) for m in view["legal"]]
    right = [v for v in verdicts if v["verdict"] == "right"]
    assert len(right) == 1 and len(verdicts) > 1
    assert len(_passed(right[0]["table"])) == 2 and both in right[0]["explain"]
    assert _values(right[0]["table"], "class").count("book-mark") == 0


@pytest.mark.parametrize(("lang", "words"), [("fr", "Plusieurs réponses peuvent être justes"),
                                             ("es", "Puede haber más de una respuesta correcta")])
def test_a_question_of_several_answers_says_so(lang: str, words: str) -> None:
    """Go Fish lesson 9 (a tie: two winners) says that several answers may be chosen, in the page's
    language; a lesson of one answer does not (its note is there, hidden, for the steps the page opens)."""
    import re

    from engine.learn.widgets import lessons_shortcode

    page = lessons_shortcode(["go-fish"], lang)
    sections = dict(re.findall(r'<section class="lesson" id="lesson-([a-z-]+)"(.*?)</section>', page))
    assert re.search(rf'<p class="lesson__several" data-several="">{words}', sections["the-end"])
    assert re.search(r'<p class="lesson__several" data-several="" hidden>', sections["deal"])


def _move(game: str, text: str) -> dict:
    from engine.core.moves import move_json
    from engine.games import spec

    return {"move": move_json(spec(game).adapter.parse_action(text))}


def _flat(node: Any) -> str:
    return node if isinstance(node, str) else "".join(_flat(c) for c in children_of(node))


def _texts(node: Any, cls: str) -> list[str]:
    """The text of every element of class ``cls`` (not looking inside one for another)."""
    if isinstance(node, str):
        return []
    if cls in str(attrs_of(node).get("class", "")).split():
        return [_flat(node)]
    return [t for child in children_of(node) for t in _texts(child, cls)]


@pytest.mark.parametrize(("lang", "seat"), [("fr", "Carmen"), ("es", "Carmen")])
def test_kachuful_follow_suit_finishes_the_trick(lang: str, seat: str) -> None:
    """After the reader's heart, the table plays on: the last seat follows and the trick is won (by the
    highest heart: no trump is played before trumps are taught)."""
    lesson = _lesson("kachuful/follow-suit")
    right = judge_step(lesson, 1, _move("kachuful", "play C A♥"), lang)
    assert right["verdict"] == "right"
    assert _values(right["table"], "data-played-by") == ["A", "B", "C"]  # the reader's card, on the trick
    last = right["then"][-1]["table"]
    assert _values(last, "data-played-by") == ["A", "B", "C", "D"]
    assert len(_texts(last, "trick__winner")) == 1 and seat in _texts(last, "trick__winner")[0]
    assert seat in right["then"][-1]["history"][-1]
    assert "2♣" not in _values(last, "data-card")  # no trump in the trick


@pytest.mark.parametrize("lang", LANGS)
def test_kachuful_bidding_shows_the_next_bids(lang: str) -> None:
    """After the reader's bid the next seats bid in turn, up to the dealer (whose bid is lesson 6's)."""
    right = judge_step(_lesson("kachuful/bidding"), 2, _move("kachuful", "bid A 1"), lang)
    assert [attrs_of(t["table"])["data-turn"] for t in right["then"]] == ["C", "D"]
    assert _values(right["then"][-1]["table"], "data-bid-of")


def test_the_tables_after_a_right_answer_keep_the_readers_seat() -> None:
    """Every lesson step: the table the right answer shows, and each table played after it, keep the seat
    drawn at the bottom (the table does not turn round when the turn moves on)."""
    from engine.games import spec
    from engine.learn.library import load_library

    for lessons in load_library().values():
        for lesson in lessons:
            for number, step in enumerate(lesson.steps, start=1):
                if step.act:
                    answer = _move(lesson.game, step.right[0])
                elif spec(lesson.game).questions[step.ask].several:
                    answer = {"choices": list(step.right)}
                else:
                    answer = {"choice": step.right[0]}
                reader = attrs_of(step_view(lesson, number, "fr")["table"])["data-reader"]
                right = judge_step(lesson, number, answer, "fr")
                tables = [t for t in (right.get("table"), *(r["table"] for r in right.get("then", ()))) if t]
                assert [attrs_of(t)["data-reader"] for t in tables] == [reader] * len(tables), \
                    (lesson.name, number)


@pytest.mark.parametrize("lang", LANGS)
def test_the_dealers_forbidden_bid_is_not_on_the_table_that_asks_for_it(lang: str) -> None:
    """Kachuful lesson 6 and the forbidden-bid drill ask which bid the dealer may not make: their table
    does not state it (the dealer's constraint is a help, left out with the others); the game's table
    still does."""
    from engine.games import spec
    from engine.learn.drills import dealt, drill_view
    from engine.present.table import render

    view = step_view(_lesson("kachuful/forbidden-bid"), 1, lang)
    assert not _values(view["table"], "data-forbidden")
    for seed in (1, 2, 3):
        assert not _values(drill_view("kachuful", "forbidden-bid", seed, lang)["table"], "data-forbidden")
    state = dealt("kachuful", "forbidden-bid", 1).state
    assert _values(render(spec("kachuful").table(state, None, None, lang), lang, 0), "data-forbidden")


def _text(node: Any) -> str:
    return " ".join(str(c) for n in walk(node) for c in children_of(n) if isinstance(c, str))


@pytest.mark.parametrize("lang", LANGS)
def test_kachuful_table_shows_no_term_before_it_is_taught(lang: str) -> None:
    """Lesson 1 teaches the trick only: its table shows no bid, no trumps, no deal number nor cards undealt
    (the bids were made and clubs are trumps, but the reader has not met them yet), nor does the history
    its right answer shows; lesson 2, which teaches trumps, shows the trumps and still no bid; lesson 5,
    which teaches bidding, shows the bids, and lesson 8's history has the bids' lines."""
    from engine.core.i18n import tr

    def shown(name: str) -> tuple[Any, str]:
        table = step_view(_lesson(name), 1, lang)["table"]
        return table, _text(table)

    trumps, bid_none = tr(lang, "trumps:"), tr(lang, "no bid yet")
    first, text = shown("kachuful/follow-suit")
    assert not any("seat__bid" in c for c in _values(first, "class"))
    assert trumps not in text and tr(lang, "Deal {deal}", deal=11) not in text
    second, text = shown("kachuful/trick-winner")
    assert trumps in text and not any("seat__bid" in c for c in _values(second, "class"))
    _fifth, text = shown("kachuful/bidding")
    assert bid_none in text and tr(lang, "Deal {deal}", deal=11) in text
    # nor does the history the right answer brings: the deal's line and the bids wait for their lessons
    from engine.core.moves import move_json
    from engine.games import spec

    move = {"move": move_json(spec("kachuful").adapter.parse_action("play C A♥"))}
    lines = judge_step(_lesson("kachuful/follow-suit"), 1, move, lang)["then"][-1]["history"]
    bid_line = tr(lang, "{seat} bids {bid}.", seat="Ana", bid=1)
    assert lines and bid_line not in lines
    assert not any(tr(lang, "Deal {deal}", deal=11) in line for line in lines)
    later = judge_step(_lesson("kachuful/one-too-many"), 1, {"choice": "0"}, lang)["history"]
    assert bid_line in later
