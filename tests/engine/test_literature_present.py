"""Literature's deduction panel in words: the claims a seat can make for sure, each holder and their
cards through the catalog (« Ana : 2♦ … », a French no-break space before the colon)."""

from __future__ import annotations

import pytest
from literature_table import HANDS, play

from engine.games import load_all
from engine.literature import set_up
from engine.literature.present import knowledge_section
from engine.present.tree import to_html

load_all()
NB = "\u00a0"


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", f"Ana{NB}: 2♦ 3♦ 4♦ 5♦ 7♦{NB}; Carmen{NB}: 6♦"),
    ("es", "Ana: 2♦ 3♦ 4♦ 5♦ 7♦; Carmen: 6♦"),
])
def test_a_certain_claim_names_each_holder_the_readers_way(lang: str, said: str) -> None:
    state = play(set_up(hands=HANDS, turn="C"), "ask C D 3♦")
    html = to_html(knowledge_section(state, lang, "A"))
    assert said in html
    if lang == "fr":
        assert "Ana:" not in html and "Carmen:" not in html
