"""The review of a finished game (``game.review``) and the coach (``game.coach``), in CPython.

For 100 seeded games per game, seat A plays the strong level (its random source is the computer's,
``driver.bot_rng``) except at plies where the test plants a mistake of one of the game's kinds, found by
the test's own reading of the position; the other seats play the computer's levels. The review must list
every planted mistake with its kind, and flag none of the strong level's own moves.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from engine import driver
from engine.core.cards import Card, rank_name
from engine.core.rng import Rng
from engine.core.setup import Setup
from engine.core.spec import GameSpec, seat_names
from engine.games import load_all, spec
from engine.gofish.actions import Ask as FishAsk
from engine.gofish.views import knowledge as knowledge_fish
from engine.gofish.views import view as view_fish
from engine.kachuful.actions import Play
from engine.kachuful.state import Phase as KPhase
from engine.kachuful.state import trick_winner
from engine.literature.actions import Ask as LitAsk
from engine.literature.actions import Claim
from engine.literature.explain import explain as lit_explain
from engine.literature.halfsuits import HALF_SUITS, card_id, half_of
from engine.literature.knowledge import knowledge
from engine.literature.views import memory_view

load_all()

GAMES = 100
ME = "A"
# B plays the strong level in every n-th game, and its review must list nothing (a review takes a while)
OTHERS_REVIEWED = {"go-fish": 1, "literature": 5, "kachuful": 10}
KINDS = {"go-fish": 2, "literature": 4, "kachuful": 4}  # the kinds of mistake planted
PER_KIND = 2  # plantings of one kind in one game, at most

# (state, ply, the strong level's decision's action, kinds planted so far) -> (move, accepted codes) or None
Planter = Callable[[Any, int, Any, Counter], tuple[Any, frozenset[str]] | None]


def call(op: str, lang: str = "fr", **request: Any) -> dict[str, Any]:
    return json.loads(handle_json({"op": op, "lang": lang, **request}))


def handle_json(request: dict[str, Any]) -> str:
    from engine.bridge import handle

    return handle(json.dumps(request))


def strong(g: GameSpec, state: Any, seed: int, ply: int) -> Any:
    return g.bots["strong"].decide(state, driver.bot_rng(seed, ply))


# --- Go Fish: what the public log shows -----------------------------------------------------------


def fish_log(state: Any) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """(seat, rank) pairs seen to lack the rank ("Go fish", or all given away, no draw since) and seen to
    hold it (asked for it, nothing given away or booked since)."""
    lacks: set[tuple[str, str]] = set()
    holds: set[tuple[str, str]] = set()
    for event in state.log:
        a, kind = event.args, event.kind
        if kind == "gofish.asked":
            holds.add((a["seat"], a["rank"]))
            lacks.discard((a["seat"], a["rank"]))
        elif kind in ("gofish.go-fish", "gofish.gave"):
            lacks.add((a["seat"], a["rank"]))
            holds.discard((a["seat"], a["rank"]))
        elif kind in ("gofish.drew", "gofish.refilled", "gofish.drew-asked"):
            lacks = {(s, r) for s, r in lacks if s != a["seat"]}
            if kind == "gofish.refilled":
                holds = {(s, r) for s, r in holds if s != a["seat"]}
        elif kind == "gofish.book":
            holds = {(s, r) for s, r in holds if r != a["rank"]}
    return lacks, holds


def plant_fish(state: Any, ply: int, best: Any, done: Counter) -> tuple[Any, frozenset[str]] | None:
    if not isinstance(best, FishAsk):
        return None
    lacks, holds = fish_log(state)
    me = state.seats.index(ME)
    mine = sorted({rank_name(c.rank) for c in state.hands[me]})
    sized = [s for i, s in enumerate(state.seats) if s != ME and state.hands[i]]
    asks = [(t, r) for t in sized for r in mine]
    hopeless = [(t, r) for t, r in asks if (t, r) in lacks]
    # planted only where the strong level had an ask with a chance (its seat's deduction says so: a hand
    # whose every card is known lacks every other rank)
    known = knowledge_fish(view_fish(state, ME))
    chance = best.rank not in known.lacks[state.seats.index(best.target)]
    if done["lacks"] < PER_KIND and hopeless and chance:
        done["lacks"] += 1
        t, r = hopeless[0]
        return parse_fish(t, r), frozenset({"gofish.review-lacks-go-fish", "gofish.review-lacks-gave"})
    if done["forgot"] < PER_KIND and any(pair in holds for pair in asks):
        other = [(t, r) for t, r in asks if (t, r) not in holds and (t, r) not in lacks]
        if other:
            done["forgot"] += 1
            return parse_fish(*other[-1]), frozenset({"gofish.review-forgot"})
    return None


def parse_fish(target: str, rank: str) -> FishAsk:
    return spec("go-fish").adapter.parse_action(f"ask {ME} {target} {rank}")


# --- Literature: the seat's own deduction -----------------------------------------------------------


def plant_literature(state: Any, ply: int, best: Any, done: Counter) -> tuple[Any, frozenset[str]] | None:
    know = knowledge(memory_view(state, ME))
    g = spec("literature")
    asks = [a for a in g.offered(state) if isinstance(a, LitAsk)]
    if not asks:
        return None

    def chance(ask: LitAsk) -> float:
        seats = know.candidates.get(card_id(ask.card), frozenset())
        return 1 / len(seats) if state.seats.index(ask.target) in seats else 0.0

    certain = isinstance(best, Claim) and know.certain_claim(best.half) == best
    if done["unmade"] < PER_KIND and certain:
        done["unmade"] += 1
        return asks[0], frozenset({"literature.review-claim-unmade"})
    if isinstance(best, Claim):
        return None
    if done["unsure"] < 1 and ply % 3 == 0:
        claim = loose_claim(state, know)
        if claim is not None:
            done["unsure"] += 1
            return claim, frozenset({"literature.review-claim-unsure", "literature.review-claim-wrong"})
    if not isinstance(best, LitAsk):
        return None
    hopeless = [a for a in asks if chance(a) == 0]
    if done["hopeless"] < PER_KIND and hopeless and chance(best) > 0:
        done["hopeless"] += 1
        return hopeless[0], frozenset({"literature.review-ask-hopeless"})
    unsure = [a for a in asks if 0 < chance(a) < 1]
    if done["unsure-ask"] < PER_KIND and unsure and chance(best) == 1:
        done["unsure-ask"] += 1
        return unsure[0], frozenset({"literature.review-ask-unsure"})
    return None


def loose_claim(state: Any, know: Any) -> Claim | None:
    """A legal claim of a half-suit the seat holds a card of, each card named with its likeliest-looking
    holder in the team (the seat for its own cards), that is not sure."""
    me = state.seats.index(ME)
    team = [state.seats[p] for p in range(me % 2, state.players, 2)]
    for half in HALF_SUITS:
        if half in state.resolved or not any(half_of(c) == half for c in state.hands[me]):
            continue
        named = []
        for card in half.cards:
            seats = know.candidates.get(card_id(card), frozenset())
            own = [state.seats[p] for p in sorted(seats) if state.seats[p] in team]
            named.append((card, ME if card in state.hands[me] else (own or team[1:])[0]))
        claim = Claim(ME, half, tuple(named))
        if know.certain_claim(half) != claim and not lit_explain(state, claim):
            return claim
    return None


# --- Kachuful: the trick on the table ----------------------------------------------------------------


def kachuful_sure(state: Any) -> tuple[Callable[[Card], bool], Callable[[Card], bool]]:
    """(takes the trick whatever comes after, already beaten) for a card of the seat to play."""
    me, trump = state.turn, state.trump
    played = {a.card for a in state.actions if isinstance(a, Play)}
    out = [c for s in ("♣", "♦", "♥", "♠") for r in range(2, 15)
           if (c := Card.parse(f"{rank_name(r)}{s}")) not in played and c not in state.hands[me]]

    def beats(card: Card) -> bool:
        return trick_winner((*state.trick, (me, card)), trump) == me

    def wins(card: Card) -> bool:
        if not beats(card):
            return False
        if len(state.trick) == state.players - 1:
            return True
        return not any(beats(card) and trick_winner(((0, card), (1, c)), trump) == 1
                       for c in out if c.suit in (card.suit, trump))

    return wins, lambda card: not beats(card)


# a far bid, said with the hand's worth or with why the strong level's bid is not that worth rounded
KACHUFUL_FAR = frozenset({"kachuful.review-bid-far", "kachuful.review-bid-far-forbidden",
                          "kachuful.review-bid-far-played-out"})


def plant_kachuful(state: Any, ply: int, best: Any, done: Counter) -> tuple[Any, frozenset[str]] | None:
    g = spec("kachuful")
    legal = g.offered(state)
    if state.phase is KPhase.BIDDING:
        ranks = {c.rank for c in state.hands[state.turn] if c.suit == state.trump}
        sure = next(k for k in range(15) if 14 - k not in ranks)
        under = [b for b in legal if b.value < sure]
        if done["under"] < PER_KIND and under and best.value >= sure:
            done["under"] += 1
            return under[-1], frozenset({"kachuful.review-bid-under"})
        far = [b for b in legal if abs(b.value - best.value) >= 2 and b.value >= sure]
        if done["far"] < PER_KIND and far:
            done["far"] += 1
            return far[-1], KACHUFUL_FAR
        return None
    if not state.trick or not isinstance(best, Play):
        return None
    wins, loses = kachuful_sure(state)
    need = (state.bids[state.turn] or 0) - state.won[state.turn]
    cards = [a.card for a in legal]
    if done["lost"] < PER_KIND and 0 < need <= len(state.hands[state.turn]) and wins(best.card):
        losing = [c for c in cards if loses(c)]
        if losing:
            done["lost"] += 1
            return Play(ME, losing[0]), frozenset({"kachuful.review-lost-trick"})
    if done["won"] < PER_KIND and need == 0 and loses(best.card):
        winning = [c for c in cards if wins(c)]
        if winning:
            done["won"] += 1
            return Play(ME, winning[0]), frozenset({"kachuful.review-won-trick"})
    return None


# --- the games -----------------------------------------------------------------------------------------

CASES = {  # game -> (players, rules, edited deal, the other seats' level, planter)
    "go-fish": (3, {}, None, "strong", plant_fish),
    "literature": (6, {}, None, "strong", plant_literature),
    # The last four deals of the short program (hands of 4 cards down to 1): a whole program is long.
    "kachuful": (4, {"short_program": True}, {"deal": 10}, "intermediate", plant_kachuful),
}


def played_game(game: str, seed: int) -> tuple[dict[str, Any], dict[int, frozenset[str]], set[int]]:
    """A game where A plays the strong level but at the planted plies: the request that replays it, the
    planted plies with the codes each may be listed under, and A's plies played by the strong level."""
    players, rules, setup, others, planter = CASES[game]
    g = spec(game)
    edited = Setup((), None, setup["deal"]) if setup else None
    opening = g.open(seat_names(players), rules, Rng(seed), edited)
    state, rng = driver.settle(g, opening.state, opening.rng), opening.rng
    planted: dict[int, frozenset[str]] = {}
    own: set[int] = set()
    done: Counter = Counter()
    line: list[str] = []
    while not g.over(state):
        ply = len(line)
        if g.turn(state) == ME:
            best = strong(g, state, seed, ply).action
            plant = planter(state, ply, best, done)
            action = best
            if plant is not None and plant[0] != best:
                action, planted[ply] = plant
            else:
                own.add(ply)
        else:
            level = "strong" if g.turn(state) == "B" and seed % OTHERS_REVIEWED[game] == 0 else others
            action = g.bot(level)(state, driver.bot_rng(seed, ply))
        assert not g.adapter.explain(state, action), (game, seed, ply, str(action))
        state = driver.step(g, state, action, rng).state
        line.append(str(action))
    request = {"game": game, "players": players, "seed": seed, "rules": rules, "line": line}
    if setup:
        request["setup"] = setup
    return request, planted, own


@pytest.mark.cpython
@pytest.mark.parametrize("game", list(CASES))
def test_the_review_finds_every_planted_mistake_and_none_of_the_strong_levels_moves(game: str) -> None:
    found = total = reviewed = 0
    false_flags: list[tuple[int, int, str]] = []
    missed: list[tuple[int, int, frozenset[str]]] = []
    kinds: Counter = Counter()
    for seed in range(GAMES):
        request, planted, own = played_game(game, seed)
        reply = call("game.review", "es" if seed % 2 else "fr", **request, seat=ME)
        assert reply["ok"], reply
        listed = {m["ply"]: m for m in reply["result"]["mistakes"]}
        for ply, codes in planted.items():
            total += 1
            kinds[min(codes)] += 1
            if ply in listed and listed[ply]["code"] in codes:
                found += 1
                mistake = listed[ply]
                assert mistake["played"]["action"] == request["line"][ply]
                assert mistake["better"]["action"] != mistake["played"]["action"] and mistake["why"]
            else:
                missed.append((seed, ply, codes))
        false_flags += [(seed, ply, listed[ply]["code"]) for ply in own if ply in listed]
        if seed % OTHERS_REVIEWED[game] == 0:  # B played the strong level all along: nothing to flag
            reviewed += 1
            other = call("game.review", **request, seat="B")["result"]["mistakes"]
            false_flags += [(seed, m["ply"], m["code"]) for m in other]
    print(f"\n{game}: planted mistakes found {found}/{total}, by kind {dict(kinds)}; "
          f"false flags on the strong level's moves: {len(false_flags)} (A's, and B's in {reviewed} games)")
    assert not missed, missed[:5]
    assert not false_flags, false_flags[:5]
    assert len(kinds) == KINDS[game] and min(kinds.values()) >= 5, kinds  # every kind, many times


@pytest.mark.parametrize("game", list(CASES))
def test_the_coach_gives_the_strong_levels_move_with_its_reasons(game: str) -> None:
    for seed in range(3):
        request, _, own = played_game(game, seed)
        for ply in sorted(own)[:3]:
            prefix = {**request, "line": request["line"][:ply]}
            said = {lang: call("game.coach", lang, **prefix, seat=ME) for lang in ("fr", "es")}
            assert said["fr"]["ok"] and said["es"]["ok"], said
            coach = said["fr"]["result"]
            assert coach["move"]["action"] == request["line"][ply]
            assert coach["ply"] == ply and coach["reasons"]
            assert said["es"]["result"]["move"]["action"] == coach["move"]["action"]
            assert said["es"]["result"]["reasons"] != coach["reasons"]  # each in its language


def test_review_and_coach_refuse_what_they_cannot_judge_in_the_readers_language() -> None:
    request, _, _ = played_game("go-fish", 1)
    unfinished = {**request, "line": request["line"][:5]}
    for lang in ("fr", "es"):
        reply = call("game.review", lang, **unfinished, seat=ME)
        assert not reply["ok"] and reply["error"]["code"] == "review.not-over"
        finished = call("game.coach", lang, **request, seat=ME)
        assert not finished["ok"] and finished["error"]["code"] == "play.game-over"
        not_me = next(p for p, text in enumerate(request["line"]) if text.split()[1] != ME)
        other = call("game.coach", lang, **{**request, "line": request["line"][:not_me]}, seat=ME)
        assert not other["ok"] and other["error"]["code"] == "review.not-your-turn"
        missing = call("game.review", lang, **request)
        assert not missing["ok"] and missing["error"]["code"] == "field-missing"
        stranger = call("game.review", lang, **request, seat="Z")
        assert not stranger["ok"] and stranger["error"]["code"] == "play.seat-unknown"
    messages = {lang: call("game.review", lang, **unfinished, seat=ME)["error"]["message"]
                for lang in ("fr", "es")}
    assert messages["fr"] != messages["es"]


def test_a_game_without_a_reviewer_says_so_and_the_coach_still_plays() -> None:
    from games.highcard import NAME

    request = {"game": NAME, "players": 3, "seed": 5, "rules": {}, "line": []}
    line = call("workbench.bots", **request, mode="end")["result"]["actions"]
    for lang in ("fr", "es"):
        reply = call("game.review", lang, **{**request, "line": line}, seat=ME)
        assert not reply["ok"] and reply["error"]["code"] == "review.unavailable"
    g = spec(NAME)
    coach = call("game.coach", **request, seat=ME)["result"]
    opening = g.open(seat_names(3), {}, Rng(5), None)
    strongest = list(g.bots.values())[-1]
    assert coach["move"]["action"] == str(strongest.decide(opening.state, driver.bot_rng(5, 0)).action)


def test_the_review_says_how_many_mistakes_or_none_in_the_readers_language() -> None:
    request, planted, _ = played_game("go-fish", 2)
    assert planted
    said = {lang: call("game.review", lang, **request, seat=ME)["result"] for lang in ("fr", "es")}
    count = len(said["fr"]["mistakes"])
    assert count == len(planted) and len(said["es"]["mistakes"]) == count
    assert str(count) in said["fr"]["summary"] and str(count) in said["es"]["summary"]
    assert said["fr"]["summary"] != said["es"]["summary"]
    assert said["fr"]["mistakes"][0]["why"] != said["es"]["mistakes"][0]["why"]
    clean = {lang: call("game.review", lang, **request, seat="B")["result"] for lang in ("fr", "es")}
    assert clean["fr"]["mistakes"] == [] and clean["es"]["mistakes"] == []
    assert clean["fr"]["summary"] != clean["es"]["summary"]
    assert not any(c.isdigit() for c in clean["fr"]["summary"])
