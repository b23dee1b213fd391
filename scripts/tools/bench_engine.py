"""The engine's own speed: in CPython (a worked example's step, whole games played by bots) and, for
the computer's levels, their strength (tournaments) and move latency in CPython and in Chromium."""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time

from bench_common import ROOT, latency, launch, p95, timed
from bench_workbench import WORKBENCH_READY


def cpython_bench() -> None:
    from engine.bridge import handle
    from engine.scenario import load_file

    examples = ROOT / "docs" / "examples"
    data = load_file(examples / "kachuful" / "forbidden-bid.toml", examples).to_json()
    request = json.dumps({"op": "example", "scenario": data, "step": 10, "lang": "fr"})
    handle(request)
    times = timed(lambda: handle(request), 200)
    print(f"CPython {sys.version.split()[0]}: bridge example step (cached replay): "
          f"median {statistics.median(times):.2f} ms · p95 {p95(times):.2f} ms")
    replay_bench()
    from engine.benchmarks import run

    report_engine("CPython " + sys.version.split()[0], run({"kachuful": 10, "go-fish": 100}, 5))


def replay_bench() -> None:
    """Issue 26's CPython number: a whole line of about 700 Kachuful moves (4 players, bots) replayed from
    its deal through the match, cold (the workbench's replay cache emptied each time)."""
    import importlib

    from engine.bridge import handle
    from engine.workbench.config import read_config

    replays = importlib.import_module("engine.workbench.replay")  # the module, not its function

    request = {"game": "kachuful", "players": 4, "seed": 7, "rules": {}, "line": []}
    reply = json.loads(handle(json.dumps({"op": "workbench.bots", "lang": "fr", **request, "mode": "end"})))
    line = reply["result"]["actions"][:700]
    config = read_config({**request, "line": line}, "fr")

    def cold() -> None:
        replays._CACHE.clear()
        replays.replay(config, "fr")

    cold()
    times = timed(cold, 20)
    print(f"CPython {sys.version.split()[0]}: a {len(line)}-move Kachuful line replayed from its deal "
          f"(cold): median {statistics.median(times):.1f} ms · p95 {p95(times):.1f} ms")


def report_engine(where: str, result: dict) -> None:
    print(f"{where}: Kachuful, whole 4-player programs played by bots: {result['kachuful']:.1f}/s")
    print(f"{where}: Go Fish, whole 4-player games played by memory bots: {result['go-fish']:.1f}/s")
    know = result.get("literature-knowledge") or {}
    if know:
        print(f"{where}: Literature knowledge update ({know['updates']} positions × seats of seeded "
              f"6-player games): median {know['median_ms']:.2f} ms · p99 {know['p99_ms']:.2f} ms · "
              f"worst {know['worst_ms']:.2f} ms")




LEVELS_PROBE = """
async ({game, players, level, count}) => {
  const seats = "ABCDEFGH".slice(0, players).split("");
  const levels = Object.fromEntries(seats.map((seat) => [seat, level]));
  const times = [];
  let line = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const reply = await window.__cardsEngine.call({op: "workbench.bots", lang: "fr", game, players,
      seed: 1, rules: {}, line, mode: "one", levels, explain: true});
    times.push(performance.now() - t0);
    if (!reply.ok) return {times, error: JSON.stringify(reply.error)};
    if (reply.result.over || !reply.result.actions.length) break;
    line = line.concat(reply.result.actions);
  }
  return {times, error: null};
}
"""
LEVEL_MOVE_TARGET = 200  # ms, p95, in Pyodide in Chromium


def tournament_bench(games: int, budget: int | None) -> None:
    """Each level against the weakest over ``games`` seeded games per game (engine/tournament.py)."""
    from engine.games import specs
    from engine.tournament import table, tournament

    for game in specs():
        t0 = time.perf_counter()
        scores = tournament(game, games, budget=budget)
        print("\n".join(table(game, games, scores)) + f"  ({time.perf_counter() - t0:.0f} s)", flush=True)


def levels_latency_bench(base: str, count: int, chromium: str | None) -> None:
    """Per game and level, ``count`` computer moves asked one at a time through the page's engine (Pyodide
    in Chromium: workbench.bots with the level at every seat and explain), from the first deal of seed 1."""
    from playwright.sync_api import sync_playwright

    from engine.games import specs

    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        context = launch(pw, profile, chromium)
        try:
            for game in specs():
                page = context.new_page()
                try:
                    page.goto(f"{base}/{game.name}/workbench/")
                    page.wait_for_function(WORKBENCH_READY, arg='[data-widget="workbench"]', timeout=120_000)
                    parts = []
                    for level in game.bots:
                        probe = {"game": game.name, "players": game.default_players, "level": level,
                                 "count": count}
                        reply = page.evaluate(LEVELS_PROBE, probe)
                        parts.append(level + " " + latency("move", reply["times"], LEVEL_MOVE_TARGET,
                                                           reply["error"]))
                    print(f"computer levels in Chromium, {game.name}: " + "; ".join(parts), flush=True)
                except Exception as exc:  # reported, not hidden: the other games still run
                    print(f"computer levels in Chromium, {game.name}: failed: "
                          + (str(exc).splitlines() or ["?"])[0])
                finally:
                    page.close()
        finally:
            context.close()


def levels_cpython_latency(games: int) -> None:
    from engine.games import specs
    from engine.latency import latency as move_latency

    for name, rows in move_latency(specs(), games).items():
        print(f"computer levels in CPython, {name}: " + "; ".join(
            f"{level} p50 {r['p50_ms']:.1f} ms, p95 {r['p95_ms']:.1f} ms, max {r['max_ms']:.1f} ms "
            f"({r['moves']} moves)" for level, r in rows.items()))


