"""Benchmarks: the engine start in a real Chromium (cold and warm), step latency, bytes before first
paint, the workbench's step and bot move latency, and engine speed in CPython; the computer's levels
(tournaments of each level against the weakest, move latency per level in CPython and in Chromium); a
newcomer's first answers on emulated phone links (issue 28: bench_network.py); what one click on each
game's table costs (issue 26: bench_clicks.py). Prints numbers; asserts nothing (tests never time things).

Parts: ``--only PART`` (repeatable) runs some; ``--quick`` the fewest runs and moves that still say
something (one cold run per profile, five clicks).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

from bench_clicks import clicks_bench  # noqa: E402
from bench_common import machine_load  # noqa: E402
from bench_engine import cpython_bench, levels_cpython_latency, levels_latency_bench, tournament_bench  # noqa: E402
from bench_network import PROFILES, network_bench  # noqa: E402
from bench_start import browser_bench, slow_link_bench  # noqa: E402
from bench_workbench import workbench_bench  # noqa: E402
from server import serve_in_thread  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-browser", action="store_true", help="the CPython numbers only")
    parser.add_argument("--only", action="append", choices=PARTS,
                        help="some parts only (repeatable): CPython, the page probes (start, step, "
                             "bytes), the workbench, the computer's levels (tournaments, move latency in "
                             "CPython and Chromium), the phone links (network: issue 28) or the cost of a "
                             "click (clicks: issue 26)")
    parser.add_argument("--quick", action="store_true",
                        help="fewest runs: 1 cold run per link profile, 5 clicks, 1 start run, no tournament")
    parser.add_argument("--profile", action="append", choices=list(PROFILES),
                        help="the network part's link profiles (repeatable; default: all)")
    parser.add_argument("--network-runs", type=int, default=3,
                        help="cold runs per page and link profile (default 3, the median is printed)")
    parser.add_argument("--moves", type=int, default=20,
                        help="workbench steps and bot moves timed per game (default 20 each)")
    parser.add_argument("--pace", type=int, default=0,
                        help="clicks: ms waited before each click, as a reader looks first (default 0: "
                             "back to back, the worst case)")
    parser.add_argument("--port", type=int, default=None,
                        help="serve on this port (default: the site_url's port the site was built for)")
    parser.add_argument("--site", default=str(ROOT / "site"),
                        help="the built site to measure (default site/; another build, to compare)")
    parser.add_argument("--tournament-games", type=int,
                        default=int(os.environ.get("BENCH_TOURNAMENT_GAMES", "1000")),
                        help="games per level in the tournaments (BENCH_TOURNAMENT_GAMES, 1000; 0: none)")
    parser.add_argument("--budget", type=int, default=None,
                        help="play-outs per move of the searching levels in tournaments (default: theirs)")
    parser.add_argument("--level-moves", type=int, default=40,
                        help="computer moves timed per level in Chromium (default 40)")
    args = parser.parse_args()
    if args.quick:
        args.runs, args.moves, args.network_runs, args.level_moves, args.tournament_games = 1, 5, 1, 5, 0
    machine_load("at the start")
    try:
        return run(args)
    finally:
        machine_load("at the end")


PARTS = ["cpython", "browser", "workbench", "levels", "network", "clicks"]


def run(args: argparse.Namespace) -> int:
    parts = set(args.only or PARTS)
    if args.skip_browser:
        parts &= {"cpython", "levels"}
    if "cpython" in parts:
        cpython_bench()
    if parts & {"cpython", "levels"}:
        levels_cpython_latency(2)
        if args.tournament_games:
            tournament_bench(args.tournament_games, args.budget)
    if not parts - {"cpython"} or args.skip_browser:
        return 0
    site = Path(args.site)
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    port = args.port if args.port is not None else (
        urlparse(sitemap.split("<loc>", 1)[1].split("</loc>", 1)[0]).port or 0)
    server, base = serve_in_thread(site, port)
    chromium = os.environ.get("CHROMIUM_PATH") or None
    try:
        if "browser" in parts:
            browser_bench(base, args.runs, chromium)
            slow_link_bench(site, max(1, min(args.runs, 3)), chromium)
        if "network" in parts:
            network_bench(base, args.network_runs, chromium, args.profile)
        if "clicks" in parts:
            clicks_bench(base, args.moves, chromium, args.pace)
        if "workbench" in parts:
            workbench_bench(base, args.moves, chromium)
        if "levels" in parts:
            levels_latency_bench(base, args.level_moves, chromium)
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
