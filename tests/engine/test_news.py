"""What changed for the reader while the computer played (issue 29): ``parts: ["news"]`` gives, when the
reader's turn comes back, the cards the others took from the reader's hand since the reader's last move,
one sentence per taker, in the request's language; only when asked for."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.bridge import handle
from engine.games import load_all

load_all()
TOOK = {"fr": "vous a pris", "es": "te ha quitado"}
CARDS = {"fr": ("de carreau", "de cœur", "de pique", "de trèfle"), "es": ("de diamantes", "de corazones",
                                                                         "de picas", "de tréboles")}


def call(op: str, **request: Any) -> Any:
    reply = json.loads(handle(json.dumps({"op": op, **request})))
    assert reply["ok"], reply
    return reply["result"]




@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize(("game", "players", "seed"), [("literature", 6, 3), ("go-fish", 3, 4)])
def test_the_reader_hears_what_was_taken_when_the_turn_comes_back(game: str, players: int, seed: int,
                                                                   lang: str) -> None:
    base = {"game": game, "players": players, "seed": seed, "rules": {}, "lang": lang}
    line = call("workbench.bots", **base, line=[], mode="end")["actions"]
    heard = 0
    for at in range(1, len(line) + 1):
        before, mover = line[at - 1], line[at - 1].split()[1]
        view = call("workbench.view", **base, line=line[:at], view="A", reader="A", parts=["news"])
        if view["turn"] != "A" or mover == "A":
            continue
        # every move since A's last, as the rules' own notation: asks of A that got cards
        last = max((i for i, text in enumerate(line[:at]) if text.split()[1] == "A"), default=-1)
        askers = {text.split()[1] for text in line[last + 1: at] if text.startswith("ask")
                  and text.split()[2] == "A"}
        for sentence in view["news"]:
            assert TOOK[lang] in sentence and any(w in sentence for w in CARDS[lang]), sentence
            assert sentence.split()[0] in {"Ana", "Bruno", "Carmen", "David", "Elena", "Félix"}
        takers = {sentence.split()[0] for sentence in view["news"]}
        assert len(takers) == len(view["news"])  # one sentence per taker
        assert all(t[0] in askers for t in takers), (takers, askers, before)
        heard += len(view["news"])
    assert heard, "no card was ever taken from A in this game"


def test_news_only_when_asked_and_none_for_a_game_without() -> None:
    base = {"game": "kachuful", "players": 4, "seed": 2, "rules": {}}
    line = call("workbench.bots", **base, line=[], mode="end", levels={})["actions"][:9]
    assert "news" not in call("workbench.view", **base, line=line, view="A", reader="A")
    assert call("workbench.view", **base, line=line, view="A", reader="A", parts=["news"])["news"] == []


@pytest.mark.parametrize(("lang", "hidden"), [
    ("fr", "pioche une carte et la garde cachée"),
    ("es", "roba una carta del montón y se la queda sin enseñarla"),
])
def test_every_hand_shown_the_reader_is_told_their_own_draws_only(lang: str, hidden: str) -> None:
    """The workbench's whole table with one human seat (the reader): its steps are told as the reader saw
    them, so the reader's hidden draws name the card drawn and the others' do not; with no reader, none
    does (Go Fish)."""
    base = {"game": "go-fish", "players": 3, "seed": 4, "rules": {}, "lang": lang}
    line = call("workbench.bots", **base, line=[], mode="end")["actions"]
    told = call("workbench.view", **base, line=line, reader="A", parts=["steps", "last"])
    public = call("workbench.view", **base, line=line, parts=["steps"])
    drew = {"A": 0, "other": 0}
    for action, mine, theirs in zip(line, told["steps"][1:], public["steps"][1:], strict=True):
        seat = action.split()[1]
        if action.startswith("draw") and any(hidden in text for text in theirs["lines"]):
            if seat == "A":
                drew["A"] += 1
                assert not any(hidden in text for text in mine["lines"]), mine
            else:
                drew["other"] += 1
                assert mine["lines"] == theirs["lines"]
    assert drew["A"] and drew["other"], drew
    assert told["last"] == told["steps"][-1]["lines"]
