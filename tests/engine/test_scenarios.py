"""Every scenario file replays; malformed files and wrong expectations are reported precisely."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.errors import MalformedInput
from engine.scenario import ScenarioFailure, load_file, parse_scenario, replay

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "examples"
FILES = sorted(EXAMPLES.rglob("*.toml"))
GOOD = {
    "game": "kachuful", "title": "t",
    "position": {"seats": ["A", "B", "C", "D"], "deal": 11, "dealer": "D", "single_deal": True,
                 "hands": {"A": "K♥ Q♠ 5♦", "B": "2♣ 3♦ 4♠", "C": "A♥ A♦ 9♠", "D": "7♥ 2♦ 3♠"}},
    "steps": [{"action": "bid A 1"}],
}


@pytest.mark.parametrize("path", FILES, ids=[p.relative_to(EXAMPLES).as_posix() for p in FILES])
def test_every_scenario_replays(path: Path) -> None:
    scenario = load_file(path, EXAMPLES)
    frames = replay(scenario)
    assert len(frames) == len(scenario.steps)


def test_forbidden_bid_scenario_shows_refusal_then_legal_bid() -> None:
    frames = replay(load_file(EXAMPLES / "kachuful" / "forbidden-bid.toml", EXAMPLES))
    refused = [f for f in frames if f.refusal]
    assert [v.code for v in refused[0].refusal] == ["kachuful.dealer-forbidden-bid"]
    assert refused[0].state == frames[refused[0].number - 2].state  # nothing changed
    assert frames[-1].state.sheet[-1] == (11, 0, 11, 10)


@pytest.mark.parametrize(("mutate", "place"), [
    (lambda d: d.pop("game"), "game"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d["steps"].append({"acton": "bid B 0"}), "steps[2].acton"),
    (lambda d: d["steps"].append({"expect": []}), "steps[2].expect"),
    (lambda d: d["steps"].append({"expect": {"refused": "x"}}), "steps[2].expect.refused"),
    (lambda d: d["steps"].append({"action": "bid B 0", "expect": {"only": True}}), "steps[2].expect.only"),
    (lambda d: d["steps"].append({"action": "bid B 0", "expect": {"refused": "x", "only": "yes"}}),
     "steps[2].expect.only"),
])
def test_malformed_scenarios_name_the_place(mutate, place: str) -> None:
    import copy

    data = copy.deepcopy(GOOD)
    mutate(data)
    with pytest.raises(MalformedInput) as info:
        parse_scenario(data, "t")
    assert info.value.code == "scenario-malformed" and info.value.params["place"] == place


@pytest.mark.parametrize(("step", "fragment"), [
    ({"action": "bid C 0"}, "is refused"),
    ({"action": "bid A 9"}, "is refused"),
    ({"action": "bid Q"}, "not an action"),
    ({"expect": {"turn": "C"}}, "turn is 'B'"),
    ({"expect": {"nonsense": 1}}, "unknown expectation"),
    ({"action": "bid B 0", "expect": {"refused": "kachuful.not-your-turn"}}, "expected refusal"),
    ({"action": "bid C 9", "expect": {"refused": "kachuful.not-your-turn", "only": True}}, "the only reason"),
])
def test_failures_name_the_step(step: dict, fragment: str) -> None:
    import copy

    data = copy.deepcopy(GOOD)
    data["steps"].append(step)
    with pytest.raises(ScenarioFailure) as info:
        replay(parse_scenario(data, "t"))
    assert info.value.params["step"] == 2 and fragment in info.value.params["reason"]


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_cli_prints_narration_and_fails_on_bad_files(tmp_path: Path) -> None:
    cmd = [sys.executable, "-m", "engine", "scenario"]
    ok = subprocess.run([*cmd, str(EXAMPLES / "kachuful/forbidden-bid.toml"), "--lang", "es"],
                        cwd=ROOT, capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and "David apuesta 0" in ok.stdout  # seat D by its name
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "kachuful"\ntitle = "t"\n[position]\n[[steps]]\nactoin = "x"\n', encoding="utf-8")
    out = subprocess.run([*cmd, str(bad)], cwd=ROOT, capture_output=True, text=True, check=False)
    assert out.returncode == 1 and "bad.toml" in out.stderr and "steps[1].actoin" in out.stderr
