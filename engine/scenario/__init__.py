"""Worked examples as data: scenario files that the engine replays and checks."""

from .model import Scenario, Step, load_file, parse_scenario
from .replay import Frame, ScenarioFailure, replay

__all__ = ["Frame", "Scenario", "ScenarioFailure", "Step", "load_file", "parse_scenario", "replay"]
