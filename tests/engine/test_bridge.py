"""The JSON bridge: the only door from JavaScript; bad input gets a message in the reader's language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.bridge import handle
from engine.scenario import load_file

ROOT = Path(__file__).resolve().parents[2]


def call(request) -> dict:
    return json.loads(handle(request if isinstance(request, str) else json.dumps(request)))


def scenario() -> dict:
    examples = ROOT / "docs" / "examples"
    return load_file(examples / "kachuful" / "forbidden-bid.toml", examples).to_json()


def test_hello() -> None:
    reply = call({"op": "hello"})
    assert reply["ok"] and reply["result"]["languages"] == ["fr", "es"]


def test_example_step_in_each_language() -> None:
    fr = call({"op": "example", "scenario": scenario(), "step": 5, "lang": "fr"})["result"]
    es = call({"op": "example", "scenario": scenario(), "step": 5, "lang": "es"})["result"]
    assert fr["refused"] and fr["total"] == 18
    assert fr["progress"] != es["progress"]
    assert "1" in json.dumps(fr["narration"], ensure_ascii=False)


@pytest.mark.parametrize(("request_", "code"), [
    ("not json", "json-malformed"),
    ("[1, 2]", "field-wrong-type"),
    ({"op": "launch-missiles"}, "op-unknown"),
    ({"op": "hello", "lang": "de"}, "language-unknown"),
    ({"op": "example", "scenario": {}, "step": 1}, "scenario-malformed"),
    ({"op": "example", "step": 1}, "field-missing"),
    ({"op": "example", "scenario": "x", "step": "1"}, "field-wrong-type"),
])
def test_bad_requests_are_refused_with_a_message(request_, code: str) -> None:
    reply = call(request_)
    assert reply["ok"] is False and reply["error"]["code"] == code
    assert reply["error"]["message"] and "{" not in reply["error"]["message"]


def test_error_message_follows_the_language() -> None:
    fr = call({"op": "nope", "lang": "fr"})["error"]["message"]
    es = call({"op": "nope", "lang": "es"})["error"]["message"]
    assert fr != es


def test_step_out_of_range() -> None:
    reply = call({"op": "example", "scenario": scenario(), "step": 99, "lang": "es"})
    assert reply["error"]["code"] == "step-out-of-range"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_an_engine_bug_answers_internal_error_with_its_traceback(lang: str) -> None:
    error = call({"op": "debug.raise", "lang": lang})["error"]
    assert error["code"] == "internal-error"
    assert "RuntimeError: debug.raise" in error["traceback"] and "Traceback" in error["traceback"]
    assert error["message"] == call({"op": "debug.raise", "lang": lang})["error"]["message"]
    assert "RuntimeError" not in error["message"]
