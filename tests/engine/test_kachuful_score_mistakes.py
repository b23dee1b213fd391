"""A wrong score in Kachuful's lessons says what that number mistakes (the missed bid's nothing, the bid
alone, the 10 alone, an exact bid's score for a missed one), in a full sentence that does not repeat the
number the reader chose, in French and Spanish."""

from __future__ import annotations

import pytest

from engine.learn.lessons import judge_step
from engine.learn.library import find

SCORING = find("kachuful/exact-scoring")
# step 1: Ana bid 1 and takes 1 trick, 11 is right
MISTAKES = {
    "fr": {"0": "annonce manquée", "1": "ne comptez que l’annonce", "10": "la part fixe"},
    "es": {"0": "apuesta no cumplida", "1": "solo cuentas la apuesta", "10": "la parte fija"},
}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_each_wrong_score_says_what_it_mistakes(lang: str) -> None:
    said = {}
    for choice, words in MISTAKES[lang].items():
        found = judge_step(SCORING, 1, {"choice": choice}, lang)
        assert found["verdict"] == "wrong"
        reason = " ".join(found["reasons"])
        assert words in reason, (choice, reason)
        assert choice not in reason.split(), (choice, reason)  # the chosen number is not said again
        said[choice] = reason
    assert len(set(said.values())) == len(said)  # three mistakes, three explanations
    assert judge_step(SCORING, 1, {"choice": "11"}, lang)["verdict"] == "right"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_zero_for_a_zero_bid_made_is_the_missed_bids_score(lang: str) -> None:
    found = judge_step(SCORING, 2, {"choice": "0"}, lang)  # David bid 0 and takes none: 10 is right
    assert found["verdict"] == "wrong" and MISTAKES[lang]["0"] in " ".join(found["reasons"])


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_for_a_missed_bid_only_the_made_bids_score_is_called_that(lang: str) -> None:
    """Elena bids 2 and takes none (0 is right): 12 is what the bid made would score; 2 is not (the
    bid made scores 12), nor 10: those get the rule itself."""
    from engine.core.messages import describe
    from engine.core.rng import Rng
    from engine.games import spec
    from engine.kachuful import Rules, new_deal

    state = new_deal(("A", "B", "C", "D"), rules=Rules(), rng=Rng(5), deal_index=3, single_deal=True)
    answer = spec("kachuful").questions["deal-score"].judge(state, {"seat": "B", "bid": 2, "tricks": 0})
    assert answer.right == frozenset({"0"})
    codes = {choice: coded.code for choice, coded in answer.wrong.items()}
    assert codes == {"2": "learn.kachuful.score-not", "10": "learn.kachuful.score-not",
                     "12": "learn.kachuful.score-not-was-missed"}
    rule = describe(answer.wrong["2"], lang)
    assert rule == describe(answer.wrong["10"], lang) != describe(answer.wrong["12"], lang)
    assert "10" in rule  # the rule says what a made bid scores


# Under a scoring switch the seed's "a missed bid scores nothing" is false: a wrong score gets that
# switch's rule. (bid, tricks): one made exactly, one missed by one, one missed by two.
VARIANTS = {
    "miss_penalty": ("learn.kachuful.score-not-penalty",
                     {"fr": "perd un point", "es": "pierde un punto"}),
    "per_trick_scoring": ("learn.kachuful.score-not-per-trick",
                          {"fr": "pli remporté rapporte un point", "es": "baza ganada vale un punto"}),
}


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("switch", list(VARIANTS))
def test_under_a_scoring_switch_a_wrong_score_gets_that_switchs_rule(switch: str, lang: str) -> None:
    from engine.core.messages import describe
    from engine.core.rng import Rng
    from engine.games import spec
    from engine.kachuful import Rules, new_deal
    from engine.kachuful.state import deal_points

    rules = Rules(**{switch: True})
    state = new_deal(("A", "B", "C", "D"), rules=rules, rng=Rng(5), deal_index=3, single_deal=True)
    question = spec("kachuful").questions["deal-score"]
    code, words = VARIANTS[switch]
    for bid, tricks in ((2, 2), (2, 1), (3, 1)):
        answer = question.judge(state, {"seat": "B", "bid": bid, "tricks": tricks})
        assert answer.right == frozenset({str(deal_points(rules, bid, tricks))})
        assert answer.wrong and {c.code for c in answer.wrong.values()} == {code}
        said = describe(next(iter(answer.wrong.values())), lang)
        assert words[lang] in said and "nothing" not in said
