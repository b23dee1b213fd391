"""Literature through the shared machinery: the adapter, its checks, the scenario replay, and a
registered sentence for every code the package can produce."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from literature_table import HANDS

from engine.core.messages import message_id, narrate, render
from engine.core.rng import Rng
from engine.games import adapter
from engine.literature import DECK, HALF_SUITS, Action, Ask, Claim, Pass, Rules, new_game, parse_action
from engine.literature.adapter import ADAPTER, CHECKS
from engine.literature.bots import bot_step, random_action
from engine.literature.explain import explain
from engine.literature.knowledge import knowledge_of
from engine.literature.messages import MESSAGES, RULE_TEXTS
from engine.literature.rules import Rules as RulesClass
from engine.present.tree import attrs_of, children_of
from engine.scenario.model import parse_scenario
from engine.scenario.replay import narration, replay

PACKAGE = Path(__file__).resolve().parents[2] / "engine" / "literature"
POSITION: dict[str, Any] = {"dealer": "C", "hands": HANDS, "actions": ["ask C B 3♦"]}


def test_the_registry_finds_the_adapter() -> None:
    assert adapter("literature") is ADAPTER and ADAPTER.name == "literature"


def test_adapter_round_trip_and_actions() -> None:
    state = ADAPTER.position_from_json(POSITION)
    assert ADAPTER.position_from_json(ADAPTER.position_to_json(state)) == state
    action = ADAPTER.parse_action("ask B A A♠")
    assert ADAPTER.explain(state, action) == ()
    after = ADAPTER.apply(state, action)
    kinds = [e.kind for e in ADAPTER.events(after)]
    assert kinds == ["literature.dealt", "literature.ask-no", "literature.ask-no"]
    legal = ADAPTER.legal_actions(after)
    assert all(a.seat == "A" for a in legal)
    tree = ADAPTER.present(state, "fr", seat=state.seats[0])
    assert "literature-table" in attrs_of(tree)["class"]
    assert any(not isinstance(child, str) and attrs_of(child).get("class") == "deduction"
               for child in children_of(tree))
    for text in ("ask A B 9♦", "claim A low-♦ A:2♦ C:3♦", "pass A C"):
        event = ADAPTER.action_event(parse_action(text))
        assert narrate(event, "fr") and narrate(event, "es")


def test_checks() -> None:
    state = ADAPTER.position_from_json(POSITION)
    met = {
        "turn": "B",
        "phase": "asking",
        "hand": {"A": "7♦ 5♦ 4♦ 3♦ 2♦ 2♠ 3♠ 4♠", "C": 8},
        "score": [0, 0],
        "sets": {"low-d": "open"},
        "holder": {"card": "6♦", "seat": "C", "from_seat": "A"},
        "possible_holders": {"card": "3♦", "from_seat": "E", "seats": "A D F"},
        "reasons": {"card": "6♦", "from_seat": "A", "codes": ["literature.why-asked-for",
                                                              "literature.so-must-hold"]},
        "claim_certain": {"seat": "A", "half": "low-d"},
        "probability": {"card": "6♦", "seat": "C", "from_seat": "A", "value": 1.0},
        "legal_count": len(ADAPTER.legal_actions(state)) - 8 * 729,
    }
    for key, value in met.items():
        assert CHECKS[key](state, value) is None, key
    assert CHECKS["holder"](state, {"card": "6♦", "seat": "none", "from_seat": "B"}) is None
    assert CHECKS["claim_certain"](state, {"seat": "B", "half": "low-d", "certain": False}) is None
    unmet = {
        "turn": "A",
        "phase": "final",
        "hand": {"A": 7},
        "score": {"A": 1},
        "sets": {"low-d": "won"},
        "claim_outcome": "won",
        "holder": {"card": "6♦", "seat": "E", "from_seat": "A"},
        "possible_holders": {"card": "3♦", "from_seat": "E", "seats": ["A"]},
        "reasons": {"card": "6♦", "from_seat": "A", "codes": ["literature.so-holds"]},
        "claim_certain": {"seat": "C", "half": "low-d"},
        "probability": {"card": "6♦", "seat": "E", "from_seat": "A", "value": 0.5},
        "legal_count": 0,
    }
    for key, value in unmet.items():
        problem = CHECKS[key](state, value)
        assert isinstance(problem, str) and problem, key
    for key, value in {"holder": {"card": "6♦"}, "hand": ["A"], "score": "1-0", "sets": {"mid-d": "won"},
                       "possible_holders": {"card": "X", "from_seat": "A", "seats": "B"},
                       "claim_certain": {"seat": "Z", "half": "low-d"}}.items():
        assert "cannot read" in (CHECKS[key](state, value) or ""), key
    after = ADAPTER.apply(ADAPTER.apply(state, parse_action("ask B A A♠")),
                          parse_action("claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦"))
    assert CHECKS["claim_outcome"](after, "won") is None
    assert CHECKS["score"](after, {"A": 1, "B": 0}) is None


def test_the_missing_diamond_as_a_scenario() -> None:
    raw = {
        "game": "literature",
        "title": "The missing diamond",
        "position": POSITION,
        "steps": [
            {"expect": {"holder": {"card": "6♦", "seat": "C", "from_seat": "A"},
                        "claim_certain": {"seat": "A", "half": "low-d"}}},
            {"action": "ask A B 6♦", "expect": {"refused": "literature.not-your-turn"}},
            {"action": "ask B A A♠", "expect": {"turn": "A"}},
            {"action": "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦",
             "expect": {"claim_outcome": "won", "score": [1, 0], "turn": "A"}},
        ],
    }
    frames = replay(parse_scenario(raw, "literature/missing-diamond"))
    assert len(frames) == 4 and frames[1].refusal[0].code == "literature.not-your-turn"
    for frame in frames:
        for lang in ("fr", "es"):
            assert all(narration(frame, lang))


def test_every_code_in_the_sources_has_a_sentence() -> None:
    used = set()
    for path in PACKAGE.glob("*.py"):
        used |= set(re.findall(r'"(literature\.[a-z][a-z.-]*[a-z])"', path.read_text(encoding="utf-8")))
    used |= {f"literature.claim-{outcome}" for outcome in ("won", "cancelled", "opponents")}
    used |= {f"literature.claim-off-turn-{outcome}" for outcome in ("cancelled", "opponents")}
    used |= {"literature.shared-claim-won", "literature.shared-claim-failed"}
    used = {code for code in used if not code.endswith("-")}
    missing = sorted(code for code in used if code not in MESSAGES)
    assert not missing
    for code in MESSAGES:
        assert message_id(code) == MESSAGES[code]
    for name in (f.name for f in RulesClass.__dataclass_fields__.values()):
        assert f"literature.rules.{name}" in RULE_TEXTS


def test_every_code_produced_in_play_renders_with_its_parameters() -> None:
    seen: dict[str, dict[str, Any]] = {}
    for seed, rules in enumerate([Rules(), Rules(players=8, shared_claims=True, pass_turn=True)]):
        rng = Rng(seed)
        state = new_game(rules=rules, rng=rng)
        steps = 0
        while not state.over:
            seat = state.seats[state.turn]
            tries: list[Action] = [Ask(seat, rng.choice(state.seats), rng.choice(DECK)),
                     Pass(seat, rng.choice(state.seats)),
                     Claim(rng.choice(state.seats), rng.choice(HALF_SUITS),
                           tuple((c, rng.choice(state.seats)) for c in rng.choice(HALF_SUITS).cards[:5]))]
            for action in tries:
                for v in explain(state, action):
                    seen.setdefault(v.code, v.args)
            state = ADAPTER.apply(state, bot_step(state, rng) if steps % 3 else random_action(state, rng))
            steps += 1
            if steps % 15 == 0:
                for fact in knowledge_of(state, seat).facts.values():
                    for reason in fact.reasons:
                        seen.setdefault(reason.code, reason.args)
        for event in state.log:
            seen.setdefault(event.kind, event.args)
    assert len(seen) > 30
    for code, params in seen.items():
        for lang in ("fr", "es"):
            text = render(code, params, lang)
            assert "{" not in text, (code, text)
