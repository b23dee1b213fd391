"""The language rules are locale data (``locales/<lang>/grammar.toml``), and French and Spanish read
exactly as they did when the rules were code: every call of ``fill`` recorded from the commit before
the move (tests/grammar_record.py: every worked example, lesson, drill, seeded games of every game and
every shortcode, in both languages, then every card, rank, half-suit and seat in each sentence) gives
the same text now."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from engine.core.i18n import fill

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "grammar_fills.json.gz"
CALLS = json.loads(gzip.decompress(FIXTURE.read_bytes()))


def test_the_fixture_covers_both_languages_and_every_rule() -> None:
    assert {call["lang"] for call in CALLS} == {"fr", "es"}
    outputs = "\n".join(call["out"] for call in CALLS)
    for joined in (" du ", " au ", " des ", "d’Ana", "qu’", " del ", " al "):
        assert joined in outputs, joined


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_recorded_sentence_reads_the_same(lang: str) -> None:
    differ = []
    for call in CALLS:
        if call["lang"] != lang:
            continue
        got = fill(lang, call["template"], call["params"])
        if got != call["out"]:
            differ.append(f"{call['template']!r} {call['params']}: {got!r}, was {call['out']!r}")
    assert not differ, f"{len(differ)} sentences changed, e.g.:\n" + "\n".join(differ[:20])
