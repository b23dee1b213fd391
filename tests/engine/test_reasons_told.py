"""The computer's reasons, said to two readers: advice to the reader about the reader's own move (second
person: the coach, the hints) and told of a computer seat's move (third person, naming the seat: the
workbench's why). Every reason code has both forms in every language; the workbench tells, the coach
advises."""

from __future__ import annotations

import json
import re
import string
from typing import Any

import pytest

from engine import driver
from engine.bridge import handle
from engine.core.i18n import Plural, translations
from engine.core.levels import Decision, Reason, describe_reason
from engine.core.messages import message_id, reason_codes, register_reasons, told_id
from engine.core.rng import Rng
from engine.core.seats import seat_label
from engine.core.spec import seat_names
from engine.games import load_all, spec

load_all()

GAMES = ("go-fish", "literature", "kachuful")
LANGS = ("fr", "es")
# Advice to the reader, which a move told of a seat must not read as: the second person, and the
# imperatives the advice opens with (case matters: "apuesta" is also a noun).
ADVICE = {
    "fr": re.compile(r"\b(vous|votre|vos|Demandez|Annoncez|Jouez|Entamez|Piochez|Passez|Choisissez)\b"),
    "es": re.compile(r"\b(sabes|tienes|puedes|usted|tu|tus|Tu|Pide|Reclama|Juega|Apuesta|Sal|Roba|Pasa|"
                     r"Elige)\b"),
}


def call(op: str, lang: str, **request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps({"op": op, "lang": lang, **request})))


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _forms(msgid: str | Plural) -> tuple[str, ...]:
    return (msgid.singular, msgid.plural) if isinstance(msgid, Plural) else (msgid,)


def _translations(lang: str, msgid: str | Plural) -> tuple[str, ...]:
    """``msgid`` in ``lang``: its singular and plural forms, as the catalog gives them."""
    cat = translations(lang)
    if isinstance(msgid, Plural):
        return tuple(cat.ngettext(msgid.singular, msgid.plural, n) for n in (1, 2, 1_000_000))
    return (cat.gettext(msgid),)


def _translated(lang: str, msgid: str | Plural) -> bool:
    return not set(_translations(lang, msgid)) & set(_forms(msgid))


def test_every_reason_of_every_game_has_both_forms_in_both_languages() -> None:
    prefixes = ("literature.", "gofish.", "kachuful.")  # the site's games (not a test's own)
    codes = {code for code in reason_codes() if code.startswith(prefixes)}
    for prefix in prefixes:
        assert any(code.startswith(prefix) for code in codes), prefix
    for code in sorted(codes):
        advice, told = message_id(code), told_id(code)
        assert isinstance(advice, Plural) == isinstance(told, Plural), code  # a count: plural forms both
        if isinstance(advice, Plural) and isinstance(told, Plural):
            assert advice.count == told.count, code
        shown = set().union(*(_fields(t) for t in _forms(advice)))
        said = set().union(*(_fields(t) for t in _forms(told)))
        assert said <= shown | {"seat"}, (code, said - shown)  # {seat}: the mover, given when told
        assert "seat" not in shown, code  # the mover's place is free
        for lang in LANGS:
            assert _translated(lang, advice) and _translated(lang, told), (code, lang)
            for text in _translations(lang, told):
                assert not ADVICE[lang].search(text), (code, lang, text)


def test_a_reason_without_its_told_form_is_refused() -> None:
    with pytest.raises(ValueError, match="both forms"):
        register_reasons({"test.why-alone": "Play {card}."}, {})
    narrated = Reason.of("literature.asking-stops", team=["A", "C"])  # a message, not a move's reason
    assert describe_reason(narrated, "fr")
    with pytest.raises(KeyError, match="third-person"):
        describe_reason(narrated, "fr", mover="A")  # no silent fall back to the second person


def _told(game: str, lang: str, moves: int) -> list[tuple[str, str]]:
    """The workbench's why of ``moves`` computer moves, one request each, every level playing: each with
    the seat that moved."""
    g = spec(game)
    seats = seat_names(g.default_players)
    levels = {seat: list(g.bots)[i % len(g.bots)] for i, seat in enumerate(seats)}
    line: list[str] = []
    out = []
    for _ in range(moves):
        reply = call("workbench.bots", lang, game=game, players=g.default_players, seed=5, rules={},
                     line=line, mode="one", levels=levels, explain=True)["result"]
        line += reply["actions"]
        out += [(action.split()[1], why) for action, why in zip(reply["actions"], reply["why"])]
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_workbench_tells_a_computer_move_naming_the_seat_that_moved(game: str) -> None:
    for lang in LANGS:
        told = _told(game, lang, 12)
        assert len(told) == 12
        for seat, why in told:
            assert seat_label(seat) in why, (lang, seat, why)
            assert not ADVICE[lang].search(why), (lang, why)
            assert "{" not in why


def _decisions(game: str, plies: int) -> list[tuple[str, Decision]]:
    """Each level's decisions at every seat over the first ``plies`` moves of a seeded game."""
    g = spec(game)
    out = []
    for level in g.bots.values():
        for seed in (1,):
            opening = g.open(seat_names(g.default_players), {}, Rng(seed), None)
            state, rng = driver.settle(g, opening.state, opening.rng), opening.rng
            for ply in range(plies):
                if g.over(state):
                    break
                decision = level.decide(state, driver.bot_rng(seed, ply))
                out.append((g.turn(state), decision))
                state = driver.step(g, state, decision.action, rng).state
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_given_is_told_in_the_third_person(game: str) -> None:
    seen = set()
    for seat, decision in _decisions(game, 30 if game == "kachuful" else 80):
        given = [*decision.reasons, *([decision.against] if decision.against else [])]
        for reason in given:
            seen.add(reason.code)
            for lang in LANGS:
                told = describe_reason(reason, lang, mover=seat)
                assert not ADVICE[lang].search(told), (lang, reason.code, told)
                assert told != describe_reason(reason, lang) or "seat" not in _fields(
                    _forms(told_id(reason.code))[0]), reason.code
        first = describe_reason(decision.reasons[0], "fr", mover=seat)
        assert seat_label(seat) in first, first  # the move's first reason names the mover
    assert seen <= reason_codes()


def test_the_coach_still_advises_the_reader_in_the_second_person() -> None:
    from engine.learn.review import coach

    g = spec("literature")
    opening = g.open(seat_names(g.default_players), {}, Rng(3), None)
    state = driver.settle(g, opening.state, opening.rng)
    seat = g.turn(state)
    decision = coach(g, 3, state, 0)
    for lang, opens in (("fr", "Demandez "), ("es", "Pide ")):
        reply = call("game.coach", lang, game="literature", players=g.default_players, seed=3, rules={},
                     line=[], seat=seat)["result"]
        assert reply["reasons"] == [describe_reason(r, lang) for r in decision.reasons]
        assert reply["reasons"][0].startswith(opens), reply["reasons"]
        assert seat_label(seat) not in reply["reasons"][0]
