"""The shared core: cards, decks, the seeded RNG, errors, messages and JSON."""

from __future__ import annotations

import pytest

from engine.core.cards import Card, Suit, deck48, deck52, format_cards, parse_cards
from engine.core.errors import IllegalAction, MalformedInput, Violation
from engine.core.i18n import tr
from engine.core.messages import describe, describe_error
from engine.core.rng import Rng
from engine.core.serial import dumps, field, loads


@pytest.mark.parametrize("text", ["10♦", "10d", "Td", "td", "10D", "T♢"])
def test_ten_of_diamonds_in_every_notation(text: str) -> None:
    assert Card.parse(text) == Card(10, Suit.DIAMONDS)


def test_printing_and_repr_parse_back() -> None:
    card = Card.parse("Qs")
    assert str(card) == "Q♠"
    assert card.ascii == "Qs"
    assert eval(repr(card), {"Card": Card}) == card
    assert Card.parse("Td").ascii == "Td"


@pytest.mark.parametrize("bad", ["", "1♦", "11d", "Zs", "10x", "♦", "10"])
def test_malformed_cards_name_the_input(bad: str) -> None:
    with pytest.raises(MalformedInput) as info:
        Card.parse(bad)
    assert info.value.code == "card-malformed"
    assert info.value.params["text"] == bad


def test_decks() -> None:
    assert len(deck52()) == len(set(deck52())) == 52
    assert len(deck48()) == 48
    assert all(c.rank != 8 for c in deck48())
    diamonds = (Card(2, Suit.DIAMONDS), Card(3, Suit.DIAMONDS), Card(10, Suit.DIAMONDS))
    assert parse_cards("2♦, 3♦ 10d") == diamonds
    assert format_cards(parse_cards("2♦ A♠ 3♥")) == "A♠ 3♥ 2♦"


def test_rng_known_values() -> None:
    # SplitMix64 reference values for seed 0: the same on every Python, CPython or Pyodide.
    rng = Rng(0)
    assert rng.next_u64() == 0xE220A8397B1DCDAF
    assert rng.next_u64() == 0x6E789E6AA1B965F4


def test_rng_below_is_in_range_and_not_constant() -> None:
    rng = Rng(7)
    draws = [rng.below(6) for _ in range(600)]
    assert set(draws) == set(range(6))
    with pytest.raises(ValueError):
        rng.below(0)


def test_illegal_action_carries_every_violation() -> None:
    v1, v2 = Violation.of("kachuful.not-your-turn", seat="A", turn="B"), Violation.of("kachuful.not-bidding")
    err = IllegalAction((v1, v2))
    assert err.code == "kachuful.not-your-turn" and err.violations == (v1, v2)
    assert v1.to_json() == {"code": "kachuful.not-your-turn", "params": {"seat": "A", "turn": "B"}}


def test_messages_render_in_both_languages_with_placeholders() -> None:
    v = Violation.of("kachuful.not-your-turn", seat="A", turn="B")
    fr, es = describe(v, "fr"), describe(v, "es")
    assert fr != es
    for text in (fr, es):
        assert "A" in text and "B" in text and "{" not in text
    assert "trèfle" in tr("fr", "{rank} of clubs", rank="2")
    assert "tréboles" in tr("es", "{rank} of clubs", rank="2")


def test_unknown_language_is_malformed() -> None:
    with pytest.raises(MalformedInput) as info:
        tr("de", "Next")
    assert "fr" in describe_error(info.value, "fr")


def test_json_canonical_and_typed_fields() -> None:
    assert dumps({"b": 1, "a": "é"}) == '{"a":"é","b":1}'
    with pytest.raises(MalformedInput) as info:
        loads("{")
    assert info.value.code == "json-malformed"
    with pytest.raises(MalformedInput) as info:
        field({"n": True}, "n", int)
    assert info.value.code == "field-wrong-type" and info.value.params["field"] == "n"
    with pytest.raises(MalformedInput) as info:
        field({}, "n", int, where="position")
    assert info.value.params["field"] == "position.n"
