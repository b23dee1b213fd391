"""Hints and bots: suggested bids are always legal (the dealer is moved off the forbidden value, and
told why), suggested cards play toward the bid, hints only use what the seat may know, reasons read
in French and Spanish, and bots play whole programs reproducibly from a seed."""

from __future__ import annotations

import pytest

from engine.core.cards import Card, parse_cards
from engine.core.messages import message_id
from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.kachuful import Bid, Play, Rules, legal_actions, new_deal, parse_action
from engine.kachuful.bots import (
    hint_bot,
    play_deal,
    play_program,
    program_running_totals,
    random_bot,
    record_program,
)
from engine.kachuful.explain import play as checked
from engine.kachuful.hints import Reason, describe, seen, suggest, suggest_bid, suggest_play
from engine.kachuful.state import Phase, apply, next_deal

SEATS = ("A", "B", "C", "D")
VARIANTS = (Rules(), Rules(short_program=True), Rules(miss_penalty=True), Rules(per_trick_scoring=True),
            Rules(dealer_restriction=False))


def run(state, *texts):
    for text in texts:
        state = checked(state, parse_action(text))
    return state


def scripted(hands: dict[str, str], deal_index: int, first_dealer: int = 0, rules: Rules | None = None):
    return new_deal(SEATS, rules=rules, hands={k: parse_cards(v) for k, v in hands.items()},
                    first_dealer=first_dealer, deal_index=deal_index)


def codes(hint) -> list[str]:
    return [r.code for r in hint.reasons]


@pytest.mark.parametrize("players", range(3, 8))
def test_suggested_bids_are_always_legal(players: int) -> None:
    for rules in VARIANTS:
        rng = Rng(players * 7 + len(rules.to_json()))
        state = new_deal(seat_names(players), rules=rules, rng=rng)
        for _ in range(4):
            while state.phase is Phase.BIDDING:
                hint = suggest_bid(state)
                legal = [a.value for a in legal_actions(state)]
                assert hint.bid in legal
                assert 0 <= hint.expected <= state.hand_size
                state = apply(state, Bid(state.seats[state.turn], hint.bid))
            state = play_deal(state)
            if state.phase is Phase.GAME_OVER:
                break
            state = next_deal(state, rng)


def test_the_dealer_is_moved_off_the_forbidden_value_and_told_why() -> None:
    # Deal 13 of four: one card each, spades trumps; D deals. D holds the ace of trumps: 1 trick.
    state = scripted({"A": "2♥", "B": "3♦", "C": "4♣", "D": "A♠"}, deal_index=12, first_dealer=3)
    assert state.seats[state.dealer] == "D"
    state = run(state, "bid A 0", "bid B 0", "bid C 0")
    hint = suggest_bid(state)
    assert hint.bid == 0 and hint.likely == (Card.parse("A♠"),)
    assert codes(hint) == ["kachuful.hint-bid-count", "kachuful.hint-bid-likely", "kachuful.hint-bid-moved",
                           "kachuful.hint-bid"]
    assert hint.reasons[1].args == {"count": 1, "cards": ["A♠"]}
    moved = hint.reasons[2].args
    assert moved == {"wanted": 1, "bid": 0, "tricks": 1}
    # Without the restriction the dealer may bid what the hand is worth.
    free = scripted({"A": "2♥", "B": "3♦", "C": "4♣", "D": "A♠"}, deal_index=12, first_dealer=3,
                    rules=Rules(dealer_restriction=False))
    assert suggest_bid(run(free, "bid A 0", "bid B 0", "bid C 0")).bid == 1


def test_the_dealer_is_told_when_every_bid_is_allowed() -> None:
    state = scripted({"A": "K♥ Q♠ 5♦", "B": "2♣ 3♦ 4♠", "C": "A♥ A♦ 9♠", "D": "7♥ 2♦ 3♠"},
                     deal_index=10, first_dealer=1)
    state = run(state, "bid A 2", "bid B 1", "bid C 3")
    hint = suggest_bid(state)
    assert "kachuful.hint-bid-free" in codes(hint)
    assert hint.reasons[codes(hint).index("kachuful.hint-bid-free")].args == {"others": 6, "tricks": 3}


def test_strong_and_weak_hands() -> None:
    strong = scripted({"A": "A♠ K♠ Q♠ J♠ A♥", "B": "2♦ 3♦ 4♦ 5♦ 6♦", "C": "2♣ 3♣ 4♣ 5♣ 6♣",
                       "D": "7♦ 8♦ 9♦ 10♦ J♦"}, deal_index=8, first_dealer=3)  # 5 cards, spades trumps
    hint = suggest_bid(strong)
    assert strong.seats[strong.turn] == "A" and hint.bid >= 4
    weak = scripted({"A": "2♥ 3♥ 4♥ 2♦ 3♣", "B": "A♠ K♠ Q♠ J♠ A♥", "C": "5♣ 6♣ 7♣ 8♣ 9♣",
                     "D": "7♦ 8♦ 9♦ 10♦ J♦"}, deal_index=8, first_dealer=3)
    assert suggest_bid(weak).bid == 0
    assert codes(suggest_bid(weak))[0] == "kachuful.hint-bid-count-none"


HANDS = {"A": "K♥ Q♠ 5♦", "B": "2♣ 3♦ 4♠", "C": "A♥ A♦ 9♠", "D": "7♥ 2♦ 3♠"}


def source(bids=("bid A 1", "bid B 0", "bid C 1", "bid D 0")):
    return run(scripted(HANDS, deal_index=10, first_dealer=1), *bids)  # clubs trumps, D deals


def test_a_seat_that_needs_tricks_takes_cheaply_when_last() -> None:
    state = run(source(("bid A 1", "bid B 0", "bid C 0", "bid D 1")), "play A 5♦", "play B 3♦", "play C A♦")
    hint = suggest_play(state)  # D needs one but must follow with its only diamond
    assert hint.card == Card.parse("2♦")
    assert codes(hint) == ["kachuful.hint-goal-need", "kachuful.hint-only-card"]
    state = run(source(("bid A 1", "bid B 1", "bid C 0", "bid D 2")), "play A K♥", "play B 3♦", "play C A♥")
    assert suggest_play(state).card == Card.parse("7♥")  # following suit is forced


def test_a_seat_whose_bid_is_reached_ducks() -> None:
    # B bid 0 and is void in hearts: it throws the highest card that loses, not the trump.
    state = run(source(), "play A K♥")
    hint = suggest_play(state)
    assert hint.card == Card.parse("4♠")
    assert codes(hint) == ["kachuful.hint-goal-reached", "kachuful.hint-duck-highest"]


def test_a_seat_that_needs_a_trick_ruffs_when_void() -> None:
    state = run(source(("bid A 1", "bid B 1", "bid C 0", "bid D 2")), "play A K♥")
    hint = suggest_play(state)
    assert hint.card == Card.parse("2♣")
    assert codes(hint)[0] == "kachuful.hint-goal-need" and hint.reasons[0].args["need"] == 1


def test_leading_toward_the_bid() -> None:
    state = source(("bid A 1", "bid B 0", "bid C 1", "bid D 0"))
    hint = suggest_play(state)  # A needs one; K♥ is not master (A♥ out), none is: leads its best
    assert codes(hint)[1] in {"kachuful.hint-lead-high", "kachuful.hint-lead-master"}
    zero = source(("bid A 0", "bid B 0", "bid C 1", "bid D 0"))
    hint = suggest_play(zero)
    assert codes(hint) == ["kachuful.hint-goal-reached", "kachuful.hint-lead-low"]
    assert hint.card == Card.parse("5♦")


def test_over_the_bid_with_points_per_trick_keeps_taking() -> None:
    hands = {"A": "A♣ K♣ Q♣", "B": "2♦ 3♦ 4♦", "C": "5♦ 6♦ 7♦", "D": "8♦ 9♦ 10♦"}
    state = run(scripted(hands, deal_index=10, first_dealer=1, rules=Rules(per_trick_scoring=True)),
                "bid A 0", "bid B 0", "bid C 0", "bid D 0")
    state = run(state, "play A Q♣", "play B 2♦", "play C 5♦", "play D 8♦")
    hint = suggest_play(state)
    assert codes(hint)[0] == "kachuful.hint-goal-over-per-trick"


def test_hints_use_only_what_the_seat_may_know() -> None:
    a_hand = "A♠ 10♥ 4♦ 7♣ 9♣"
    one = scripted({"A": a_hand, "B": "2♠ 3♠ 4♠ 5♠ 6♠", "C": "2♥ 3♥ 4♥ 5♥ 6♥", "D": "2♦ 3♦ 5♦ 6♦ 7♦"},
                   deal_index=8, first_dealer=3)
    two = scripted({"A": a_hand, "B": "K♠ Q♠ A♥ K♥ A♦", "C": "J♠ 10♠ A♣ K♣ Q♣", "D": "8♠ 7♠ 6♠ 5♠ 2♣"},
                   deal_index=8, first_dealer=3)
    assert seen(one) == seen(two)
    assert suggest_bid(one) == suggest_bid(two)
    bids = ("bid A 1", "bid B 0", "bid C 0", "bid D 0")
    one, two = run(one, *bids), run(two, *bids)
    assert suggest_play(one) == suggest_play(two)
    assert not hasattr(seen(one), "hands")


def test_reasons_render_in_both_languages() -> None:
    reasons: list[Reason] = []
    for seed in range(3):
        state = new_deal(seat_names(4), rng=Rng(seed), deal_index=seed * 4)
        while state.phase in (Phase.BIDDING, Phase.PLAYING):
            hint = suggest(state)
            reasons += [r for r in hint.reasons if r not in reasons]
            state = apply(state, hint.action(state.seats[state.turn]))
    assert len({r.code for r in reasons}) >= 6
    for reason in reasons:
        assert message_id(reason.code)
        for lang in ("fr", "es"):
            text = describe(reason, lang)
            assert text and "{" not in text
    count = Reason.of("kachuful.hint-bid-count", expected=2.4)
    assert "2,4 plis" in describe(count, "fr") and "2,4 bazas" in describe(count, "es")
    assert count.to_json() == {"code": "kachuful.hint-bid-count", "params": {"expected": 2.4}}
    likely = Reason.of("kachuful.hint-bid-likely", count=2, cards=["A♠", "K♠"])
    assert "el as y el rey de picas" in describe(likely, "es")  # named as the text names a card
    assert likely.to_json() == {"code": "kachuful.hint-bid-likely",
                                "params": {"cards": ["A♠", "K♠"], "count": 2}}
    one = Reason.of("kachuful.hint-bid-count-none", expected=0.6)  # fr: 0,6 pli; es: 0,6 bazas
    assert "0,6 pli\u00a0:" in describe(one, "fr") and "0,6 bazas" in describe(one, "es")


@pytest.mark.parametrize("players", range(3, 8))
def test_bots_play_whole_programs_reproducibly(players: int) -> None:
    seats = seat_names(players)
    a = record_program(seats, Rules(), seed=11)
    b = record_program(seats, Rules(), seed=11)
    assert a.totals == b.totals and a.rows == b.rows and a.draw == b.draw
    assert a.final.phase is Phase.GAME_OVER and len(a.rows) == 2 * (52 // players) - 1
    assert a.running_totals[-1] == a.totals
    assert [row.dealer for row in a.rows] == [(a.first_dealer + i) % players for i in range(len(a.rows))]
    assert a.first_dealer == a.draw.chooser  # the bots' chooser deals first
    for row in a.rows:  # with the dealer's restriction, somebody fails every deal
        assert sum(row.won) == row.hand_size and sum(row.bids) != row.hand_size
        assert any(bid != won for bid, won in zip(row.bids, row.won))


def test_play_program_and_running_totals() -> None:
    seats = seat_names(6)
    state = play_program(seats, Rules(), 11)
    assert program_running_totals(seats, Rules(), 11)[-1] == state.totals
    assert play_program(seats, Rules(), 12).sheet != state.sheet


def test_hint_bots_beat_random_bots() -> None:
    seats = seat_names(4)
    rng = Rng(5)
    bots = [hint_bot, random_bot(rng), hint_bot, random_bot(rng)]
    record = record_program(seats, Rules(), seed=5, bots=bots)
    assert record.totals[0] + record.totals[2] > record.totals[1] + record.totals[3]


def test_hint_bot_actions_are_legal_through_a_program() -> None:
    state = new_deal(seat_names(5), rules=Rules(miss_penalty=True), rng=Rng(9))
    rng = Rng(10)
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.DEAL_OVER:
            state = next_deal(state, rng)
            continue
        action = hint_bot(state)
        assert action in legal_actions(state)
        assert isinstance(action, Bid if state.phase is Phase.BIDDING else Play)
        state = apply(state, action)


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("fr", "La carte la plus susceptible de remporter un pli\u00a0: l’as de carreau.",
     "Les cartes les plus susceptibles de remporter un pli\u00a0: l’as et le roi de carreau."),
    ("es", "La carta con más posibilidades de ganar una baza: el as de diamantes.",
     "Las cartas con más posibilidades de ganar una baza: el as y el rey de diamantes."),
])
def test_the_likeliest_winners_agree_with_how_many_cards_are_named(lang: str, one: str, two: str) -> None:
    # A hand worth 3,0 tricks may still name one card: the plural follows the cards, not the estimate.
    assert describe(Reason.of("kachuful.hint-bid-likely", count=1, cards=["A♦"]), lang) == one
    assert describe(Reason.of("kachuful.hint-bid-likely", count=2, cards=["A♦", "K♦"]), lang) == two
    dealt = scripted({"A": "2♥", "B": "3♦", "C": "4♣", "D": "A♠"}, deal_index=12, first_dealer=3)
    hint = suggest_bid(run(dealt, "bid A 0", "bid B 0", "bid C 0"))
    listed = [r for r in hint.reasons if r.code == "kachuful.hint-bid-likely"]
    assert [r.args["count"] for r in listed] == [len(hint.likely)]
