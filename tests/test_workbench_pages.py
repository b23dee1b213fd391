"""The workbench pages say what the engine does: the hand sizes a chosen Go Fish hand must have under
each variant the workbench offers, and every use of Literature's `pass` (fifth native read)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.i18n import tr
from engine.games import load_all, spec
from engine.gofish.rules import Rules, deal_size

load_all()
ROOT = Path(__file__).resolve().parents[1]
EMPTY_HAND = {"fr": "main vide", "es": "mano vacía"}
FINAL_CLAIMS = {"fr": "annonces finales", "es": "reclamaciones finales"}


def page(game: str, lang: str) -> str:
    return (ROOT / "docs" / game / f"workbench.{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_go_fish_hand_sizes_name_the_variant_that_changes_them(lang: str) -> None:
    assert deal_size(3) == 7 and deal_size(3, Rules(pagat_deal=True)) == 5  # what the page must tell
    assert tr(lang, spec("go-fish").switches["pagat_deal"]) in page("go-fish", lang)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_literature_notation_gives_every_use_of_pass(lang: str) -> None:
    row = next(line for line in page("literature", lang).splitlines() if "`pass " in line)
    assert EMPTY_HAND[lang] in row and FINAL_CLAIMS[lang] in row
    assert tr(lang, spec("literature").switches["pass_turn"]) in row
