"""Share links made before the engine replayed lines through one match (issue 26) still open the same
positions: each game, seeded and edited deals, Kachuful's whole programs, several lines and a
comparison (recorded by ``tests/fixtures/record_before.py`` with the engine of that time)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.games import load_all, spec
from engine.workbench import decode_link, replay

load_all()
LINKS = json.loads((Path(__file__).parents[1] / "fixtures" / "share_links.json").read_text())


def test_the_recording_covers_what_it_says() -> None:
    assert {link["game"] for link in LINKS} == {"literature", "kachuful", "go-fish"}
    assert any(len(link["opens"]["line"]) > 700 for link in LINKS)  # a whole Kachuful program
    assert any(link["opens"]["others"] and link["opens"]["compare"] for link in LINKS)
    assert any(decode_link(link["fragment"], link["game"], "fr").config.setup is not None for link in LINKS)


@pytest.mark.parametrize("link", LINKS, ids=lambda link: f"{link['game']}-{len(link['fragment'])}")
def test_an_old_link_opens_the_same_position(link: dict[str, Any]) -> None:
    read = decode_link(link["fragment"], link["game"], "fr")
    expected = link["opens"]
    config = read.config
    assert (list(config.line), read.at, [list(o) for o in read.others], read.compare) == (
        expected["line"], expected["at"], expected["others"], expected["compare"])
    adapter = spec(config.game).adapter
    assert adapter.position_to_json(replay(config, "fr").states[read.at]) == expected["position"]
    ends = [adapter.position_to_json(replay(config.with_line(o), "fr").state) for o in read.others]
    assert ends == expected["ends"]
