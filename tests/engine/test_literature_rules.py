"""Literature: every rule of the source (6 players, 8 half-suits), each refusal code and each variant."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from literature_table import HANDS, HIGH_D, LOW_D, card, outcome, play

from engine.core.cards import Suit
from engine.core.errors import IllegalAction, MalformedInput
from engine.core.rng import Rng
from engine.literature import (
    DECK,
    HALF_SUITS,
    Ask,
    Claim,
    HalfSuit,
    Pass,
    Phase,
    Rules,
    SetResult,
    State,
    explain,
    half_of,
    legal_actions,
    new_game,
    parse_action,
    set_up,
)
from engine.literature.bots import choose
from engine.literature.claims import judge
from engine.literature.levels import decide
from engine.literature.position import position_from_json, position_to_json
from engine.literature.state import Claimed
from engine.literature.table import table
from engine.literature.views import memory_view


def game(rules: Rules | None = None, dealer: str = "C", hands: Mapping[str, str] = HANDS) -> State:
    return new_game(rules=rules, hands=hands, dealer=dealer)


def codes(state: State, text: str) -> list[str]:
    return [v.code for v in explain(state, parse_action(text))]


def resolved_except(*keep: HalfSuit, claimer: str = "A") -> list[SetResult]:
    team = "ACEG".find(claimer) >= 0
    return [SetResult(h, claimer, "won", 0 if team else 1) for h in HALF_SUITS if h not in keep]


# -- the deck, the half-suits, the seating --------------------------------------------------------


def test_48_cards_without_eights_in_eight_half_suits_of_six() -> None:
    assert len(DECK) == 48 and len(set(DECK)) == 48
    assert all(c.rank != 8 for c in DECK)
    assert len(HALF_SUITS) == 8
    assert sorted(c for h in HALF_SUITS for c in h.cards) == sorted(DECK)
    low_d = HalfSuit(Suit.DIAMONDS, False)
    assert [c.rank for c in low_d.cards] == [2, 3, 4, 5, 6, 7]
    assert [c.rank for c in HalfSuit(Suit.DIAMONDS, True).cards] == [9, 10, 11, 12, 13, 14]
    assert half_of(card("10♦")) == HalfSuit(Suit.DIAMONDS, True)  # the tens stay in the high halves
    assert low_d.id == "low-d" and low_d.label == "low-♦" and low_d.span == "2♦–7♦"
    assert HalfSuit.parse("high-♠") == HalfSuit.parse("HIGH-s") == HalfSuit.parse("high-spades")
    with pytest.raises(MalformedInput) as info:
        HalfSuit.parse("middle-d")
    assert info.value.code == "literature.half-malformed"


def test_seeded_deal_six_players_eight_cards_each_dealer_at_random_asks_first() -> None:
    state = new_game(rng=Rng(7))
    assert state.seats == ("A", "B", "C", "D", "E", "F")
    assert [len(h) for h in state.hands] == [8] * 6
    assert sorted(c for h in state.hands for c in h) == sorted(DECK)
    assert state.turn == state.dealer and state.phase is Phase.ASKING
    assert state.log[0].kind == "literature.dealt"
    assert new_game(rng=Rng(7)) == state  # the seed reproduces the deal
    dealers = {new_game(rng=Rng(seed)).dealer for seed in range(40)}
    assert dealers == set(range(6))  # drawn at random


def test_deal_one_at_a_time_from_the_dealers_left() -> None:
    rng = Rng(3)
    state = new_game(rng=Rng(3), dealer="B")
    deck = rng.shuffled(DECK)
    assert set(state.hands[2]) == set(deck[0::6])  # C, left of B, gets the first card


def test_teams_alternate() -> None:
    state = game()
    assert state.team_seats(0) == ("A", "C", "E") and state.team_seats(1) == ("B", "D", "F")


def test_scripted_deal_checks_sizes_and_cards() -> None:
    bad = dict(HANDS, A="2♦ 3♦")
    with pytest.raises(MalformedInput) as info:
        game(hands=bad)
    assert info.value.code == "literature.hand-wrong-size"
    with pytest.raises(MalformedInput) as info:
        game(hands=dict(HANDS, A="2♦ 3♦ 4♦ 5♦ 7♦ 2♠ 3♠ 8♠"))
    assert info.value.code == "literature.card-not-in-deck"
    with pytest.raises(MalformedInput) as info:
        game(hands=dict(HANDS, A="2♦ 3♦ 4♦ 5♦ 7♦ 2♠ 3♠ 5♠"))
    assert info.value.code == "literature.card-twice"


# -- asking -----------------------------------------------------------------------------------------


def test_successful_ask_hands_the_card_over_and_asks_again() -> None:
    state = play(game(), "ask C B K♠")  # C holds A♠, another high spade
    assert card("K♠") in state.hands[2] and card("K♠") not in state.hands[1]
    assert state.seats[state.turn] == "C"
    assert state.log[-1].kind == "literature.ask-yes"
    state = play(state, "ask C B Q♠")  # success: ask again, maybe elsewhere
    assert state.seats[state.turn] == "C" and len(state.hands[2]) == 10


def test_failed_ask_passes_the_turn_to_the_player_asked() -> None:
    state = play(game(), "ask C B 3♦")
    assert state.seats[state.turn] == "B"
    assert state.log[-1].kind == "literature.ask-no"
    assert state.hands == game().hands


def test_queen_of_spades_allows_the_ace_not_the_seven() -> None:
    # A holds Q♠ and no low spade: A♠ may be asked for, 7♠ may not (two half-suits).
    hands = {
        "A": "Q♠ 2♦ 3♦ 4♦ 5♦ 7♦ 2♣ 3♣",
        "B": "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 9♠ 10♠",
        "C": "6♦ J♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥",
        "D": "9♥ 10♥ J♥ Q♥ K♥ A♥ 9♦ 10♦",
        "E": "J♦ Q♦ K♦ A♦ K♠ A♠ 4♣ 5♣",
        "F": "6♣ 7♣ 9♣ 10♣ J♣ Q♣ K♣ A♣",
    }
    state = game(hands=hands, dealer="A")
    assert codes(state, "ask A B A♠") == []
    assert codes(state, "ask A B 7♠") == ["literature.no-card-in-half-suit"]
    refusal = explain(state, parse_action("ask A B 7♠"))[0]
    assert refusal.args == {"seat": "A", "card": "7♠", "half": "2♠–7♠"}
    assert codes(state, "ask A B Q♠") == ["literature.card-held-by-asker"]


def test_every_ask_refusal() -> None:
    state = game()  # C to play
    assert codes(state, "ask C B 3♦") == []
    assert codes(state, "ask C A 3♦") == ["literature.ask-partner"]
    assert codes(state, "ask C C 3♦") == ["literature.ask-self"]
    assert codes(state, "ask C B 6♦") == ["literature.card-held-by-asker"]
    assert codes(state, "ask C B 9♦") == ["literature.no-card-in-half-suit"]
    assert codes(state, "ask C B 8♦") == ["literature.card-not-in-deck"]
    assert codes(state, "ask A B 6♦") == ["literature.not-your-turn"]
    assert explain(state, parse_action("ask A B 6♦"))[0].args == {"seat": "A", "turn": "C"}
    assert codes(state, "ask C Z 3♦") == ["literature.seat-unknown"]
    assert codes(state, "ask A C 9♠") == ["literature.not-your-turn", "literature.ask-partner",
                                          "literature.no-card-in-half-suit"]
    with pytest.raises(IllegalAction) as info:
        play(state, "ask C A 3♦")
    assert info.value.code == "literature.ask-partner"


def test_an_empty_hand_is_never_asked() -> None:
    hands = {"A": "2♦ 3♦", "B": "4♦", "C": "5♦", "D": "", "E": "", "F": "6♦ 7♦"}
    state = set_up(hands=hands, sets=resolved_except(LOW_D), turn="A")
    assert codes(state, "ask A D 4♦") == ["literature.ask-empty-hand"]
    assert codes(state, "ask A B 4♦") == []


def test_a_claimed_half_suit_is_never_asked_for() -> None:
    state = play(game(), "ask C B 3♦", "ask B A A♠", "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦")
    assert codes(state, "ask A B 6♦") == ["literature.half-suit-already-claimed"]
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦") == ["literature.half-suit-already-claimed"]


# -- claims -----------------------------------------------------------------------------------------


def test_claim_all_correct_wins_the_set_and_the_claimer_continues() -> None:
    state = play(game(), "ask C B 3♦", "ask B A A♠")  # A's turn
    state = play(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦")
    assert state.scores == (1, 0) and state.seats[state.turn] == "A"
    assert state.result(LOW_D) == SetResult(LOW_D, "A", "won", 0)
    assert all(half_of(c) != LOW_D for h in state.hands for c in h)
    assert state.log[-1].kind == "literature.claim-won"


def test_claim_even_holding_none_of_its_cards() -> None:
    state = play(game(), "ask C B 3♦", "ask B A A♠")
    state = play(state, "claim A high-♥ C:9♥ E:10♥,J♥,Q♥,K♥,A♥")  # all with D: the opponents win it
    assert state.scores == (0, 1)
    last = state.history[-1]
    assert isinstance(last, Claimed) and last.outcome == "opponents"
    assert state.log[-1].kind == "literature.claim-opponents"


def test_claim_misplaced_within_the_team_is_cancelled() -> None:
    state = play(game(), "ask C B 3♦", "ask B A A♠")
    state = play(state, "claim A low-♦ C:2♦,3♦,4♦,5♦,7♦ A:6♦")
    assert state.scores == (0, 0) and outcome(state, LOW_D) == "cancelled"
    assert (result := state.result(LOW_D)) is not None and result.team is None
    assert state.log[-1].kind == "literature.claim-cancelled"


def test_claim_with_a_card_held_by_an_opponent_goes_to_the_opponents() -> None:
    state = play(game(), "ask C B 3♦", "ask B A A♠")
    state = play(state, "claim A high-♦ A:9♦,10♦ C:J♦,Q♦,K♦,A♦")  # D and E hold them
    assert state.scores == (0, 1) and outcome(state, HIGH_D) == "opponents"


def test_every_claim_refusal() -> None:
    state = play(game(), "ask C B 3♦", "ask B A A♠")
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦") == ["literature.claim-incomplete"]
    missing = explain(state, parse_action("claim A low-♦ A:2♦,3♦,4♦,5♦,7♦"))[0]
    assert missing.args == {"half": "2♦–7♦", "missing": ["6♦"]}
    assert codes(state, "claim A low-♦") == ["literature.claim-incomplete"]
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦,9♦") == ["literature.claim-card-outside"]
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦,8♦") == ["literature.claim-card-outside"]
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦ E:2♦") == ["literature.claim-card-repeated"]
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ B:6♦") == ["literature.claim-wrong-team"]
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ Z:6♦") == ["literature.seat-unknown"]
    assert codes(state, "claim Z low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦") == ["literature.seat-unknown"]


def test_off_turn_claim_of_a_set_wholly_in_the_team_is_cancelled() -> None:
    state = play(game(), "ask C B 3♦")  # B's turn: A claims out of turn, correctly
    assert codes(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦") == []
    after = play(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦")
    assert outcome(after, LOW_D) == "cancelled" and after.scores == (0, 0)
    assert after.seats[after.turn] == "B"  # the turn stays with B
    assert after.log[-1].kind == "literature.claim-off-turn-cancelled"


def test_off_turn_claim_with_an_opponent_holding_a_card_goes_to_the_opponents() -> None:
    state = play(game(), "ask C B 3♦")
    after = play(state, "claim A high-♦ A:9♦,10♦ C:J♦,Q♦,K♦,A♦")
    assert outcome(after, HIGH_D) == "opponents" and after.scores == (0, 1)
    assert after.log[-1].kind == "literature.claim-off-turn-opponents"


def test_judge_table() -> None:
    rules = Rules()
    team = 0  # seats 0, 2, 4
    assert judge(rules, team, True, [0, 2, 4, 0, 2, 4], [0, 2, 4, 0, 2, 4]) == "won"
    assert judge(rules, team, True, [0, 2, 4, 0, 2, 4], [2, 2, 4, 0, 2, 4]) == "cancelled"
    assert judge(rules, team, True, [0, 2, 4, 0, 2, 4], [1, 2, 4, 0, 2, 4]) == "opponents"
    assert judge(rules, team, False, [0, 2, 4, 0, 2, 4], [0, 2, 4, 0, 2, 4]) == "cancelled"
    assert judge(rules, team, False, [0, 2, 4, 0, 2, 4], [1, 2, 4, 0, 2, 4]) == "opponents"
    any_time = Rules(claims_any_time=True)
    assert judge(any_time, team, False, [0, 2, 4, 0, 2, 4], [0, 2, 4, 0, 2, 4]) == "won"
    misplaced = Rules(misplaced_to_opponents=True)
    assert judge(misplaced, team, True, [0, 2, 4, 0, 2, 4], [2, 2, 4, 0, 2, 4]) == "opponents"
    shared = Rules(shared_claims=True)
    assert judge(shared, team, True, [1, 2, 4, 0, 2, 4], [1, 2, 4, 0, 2, 4]) == "won"
    assert judge(shared, team, True, [1, 2, 4, 0, 2, 4], [3, 2, 4, 0, 2, 4]) == "opponents"
    assert judge(shared, team, True, [1, 2, 4, 0, 2, 4], [0, 2, 4, 0, 2, 4]) == "opponents"


# -- empty hands, hand-over, final claims ----------------------------------------------------------


def test_a_claim_emptying_your_hand_hands_the_turn_to_a_partner_with_cards() -> None:
    hands = {"A": "2♦ 3♦", "B": "9♦ 10♦", "C": "4♦ 5♦ 6♦ 7♦", "D": "J♦", "E": "", "F": "Q♦ K♦ A♦"}
    state = set_up(hands=hands, sets=resolved_except(LOW_D, HIGH_D), turn="A")
    state = play(state, "claim A low-♦ A:2♦,3♦ C:4♦,5♦,6♦,7♦")
    assert state.phase is Phase.FINAL  # A's team has no cards left: asking stops
    hands = {"A": "2♦ 3♦", "B": "9♦ 10♦", "C": "4♦ 5♦ 6♦ 7♦ J♦", "D": "", "E": "", "F": "Q♦ K♦ A♦"}
    state = set_up(hands=hands, sets=resolved_except(LOW_D, HIGH_D), turn="A")
    state = play(state, "claim A low-♦ A:2♦,3♦ C:4♦,5♦,6♦,7♦")
    assert state.phase is Phase.ASKING and not state.hands[0]
    assert state.log[-1].kind == "literature.must-hand-over"
    # with no card, the hand-over is the only move: an ask or a claim is refused with that rule alone
    assert codes(state, "ask A B 9♦") == ["literature.hand-over-first"]
    assert codes(state, "claim A high-♦ C:9♦,10♦,J♦,Q♦,K♦,A♦") == ["literature.hand-over-first"]
    assert codes(state, "pass A B") == ["literature.hand-over-to-opponent"]
    assert codes(state, "pass A E") == ["literature.hand-over-to-empty"]
    assert codes(state, "pass A A") == ["literature.pass-to-self"]
    assert codes(state, "pass C E") == [
        "literature.not-your-turn", "literature.pass-not-allowed", "literature.hand-over-to-empty"]
    assert [str(a) for a in legal_actions(state, claims=False)] == ["pass A C"]
    # and the table offers A that move alone: no card to ask for, no half-suit to claim
    drawn = table(state, None, "A", "fr")
    assert drawn.asks == () and drawn.groups == () and drawn.prompts
    state = play(state, "pass A C")
    assert state.seats[state.turn] == "C" and state.log[-1].kind == "literature.hand-over"
    assert table(state, None, "C", "fr").groups  # C holds cards: claims are offered again


def test_a_claim_emptying_your_hand_as_a_team_runs_out_hands_over_before_the_final_claims() -> None:
    """Seed 000 §06, in its order: first continue with a partner who has cards, then that partner
    places every remaining set."""
    hands = {"A": "2♦ 3♦", "B": "7♦", "C": "4♦ 5♦ 6♦ 9♦", "D": "", "E": "10♦ J♦ Q♦ K♦ A♦", "F": ""}
    state = set_up(hands=hands, sets=resolved_except(LOW_D, HIGH_D), turn="A")
    assert state.phase is Phase.ASKING
    state = play(state, "claim A low-♦ A:2♦,3♦ C:4♦,5♦,6♦,7♦")  # B held 7♦: the set goes to B's team
    assert state.phase is Phase.FINAL and not state.hands[0] and state.seats[state.turn] == "A"
    assert [e.kind for e in state.log[-3:]] == [  # not "A must place every set alone"
        "literature.claim-opponents", "literature.asking-stops", "literature.must-hand-over"]
    assert codes(state, "claim A high-♦ C:9♦ E:10♦,J♦,Q♦,K♦,A♦") == ["literature.hand-over-first"]
    assert codes(state, "pass A B") == ["literature.hand-over-to-opponent"]
    assert [str(a) for a in legal_actions(state)] == ["pass A C", "pass A E"]
    state = play(state, "pass A E")
    assert state.seats[state.turn] == "E" and [e.kind for e in state.log[-2:]] == [
        "literature.hand-over", "literature.final-claims"]
    assert codes(state, "pass E C") == ["literature.must-claim-final"]
    before = state.scores
    state = play(state, "claim E high-♦ C:9♦ E:10♦,J♦,Q♦,K♦,A♦")
    assert state.over and state.scores == (before[0] + 1, before[1])


def test_holding_cards_you_may_not_pass_the_turn() -> None:
    assert codes(game(), "pass C E") == ["literature.pass-not-allowed"]


def test_final_claims_by_the_team_with_cards_when_it_has_the_turn() -> None:
    hands = {"A": "2♦ 3♦", "B": "5♦ 6♦", "C": "4♦", "D": "7♦", "E": "", "F": ""}
    state = set_up(hands=hands, sets=resolved_except(LOW_D), turn="A")
    state = play(state, "ask A B 5♦", "ask A B 6♦")
    assert state.phase is Phase.ASKING  # D still holds 7♦
    state = play(state, "ask A D 7♦")
    assert state.phase is Phase.FINAL
    assert [e.kind for e in state.log[-3:]] == [
        "literature.ask-yes", "literature.asking-stops", "literature.final-claims"]
    assert state.log[-2].args == {"team": ["B", "D", "F"]}
    assert codes(state, "ask A C 4♦") == ["literature.asking-stopped"]
    assert codes(state, "pass A C") == ["literature.must-claim-final"]
    assert codes(state, "claim B low-♦ B:2♦,3♦,5♦,6♦,7♦ D:4♦") == ["literature.final-claims-other-team"]
    assert all(isinstance(a, Claim) for a in legal_actions(state))
    state = play(state, "claim A low-♦ A:2♦,3♦,5♦,6♦,7♦ C:4♦")
    assert state.over and state.scores == (8, 0)
    assert state.log[-1].kind == "literature.game-won"
    assert codes(state, "claim A low-♦ A:2♦,3♦,5♦,6♦,7♦ C:4♦") == ["literature.game-over"]
    assert codes(state, "ask A B 5♦") == ["literature.game-over"]
    assert legal_actions(state) == ()


def test_the_final_claimer_places_every_half_suit_even_after_their_own_hand_empties() -> None:
    """Seed 000 §06, 002 §06: the active player places *all* the remaining sets; no hand-over
    happens inside the final claims."""
    hands = {"A": "2♦ 3♦ 4♦", "B": "5♦", "C": "6♦ 7♦ 9♦ 10♦", "D": "", "E": "J♦ Q♦ K♦ A♦", "F": ""}
    state = set_up(hands=hands, sets=resolved_except(LOW_D, HIGH_D), turn="A")
    state = play(state, "ask A B 5♦")  # B's last card: asking stops, A places every set left
    assert state.phase is Phase.FINAL and state.log[-1].kind == "literature.final-claims"
    assert not state.placing
    state = play(state, "claim A low-♦ A:2♦,3♦,4♦,5♦ C:6♦,7♦")  # A's hand is now empty
    assert not state.hands[0] and state.seats[state.turn] == "A" and state.placing
    assert state.log[-1].kind == "literature.claim-won"  # no "A must hand the turn over"
    assert codes(state, "pass A C") == ["literature.must-claim-final"]
    assert codes(state, "pass A E") == ["literature.must-claim-final"]
    assert codes(state, "ask A B 9♦") == ["literature.asking-stopped"]
    assert legal_actions(state) and all(isinstance(a, Claim) for a in legal_actions(state))
    assert position_from_json(position_to_json(state)) == state  # the replay finds the same placer
    state = play(state, "claim A high-♦ C:9♦,10♦ E:J♦,Q♦,K♦,A♦")  # accepted from A
    assert state.over and state.scores == (8, 0)


def test_a_bot_placing_the_final_claims_goes_on_with_an_empty_hand() -> None:
    hands = {"A": "2♦ 3♦ 4♦ 5♦ 6♦ 7♦", "C": "9♦ 10♦", "E": "J♦ Q♦ K♦ A♦"}
    state = set_up(hands=hands, sets=resolved_except(LOW_D, HIGH_D), turn="A")
    state = play(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,6♦,7♦")
    assert state.placing and not state.hands[0]
    move = choose(memory_view(state, "A"), Rng(1))
    assert isinstance(move, Claim) and move.half == HIGH_D
    decision = decide(state, Rng(1), strong=True)
    assert isinstance(decision.action, Claim) and decision.action.half == HIGH_D


def test_final_claims_by_an_opponent_chosen_when_the_empty_team_has_the_turn() -> None:
    hands = {"A": "2♦ 3♦ 4♦", "B": "9♦ 10♦ J♦ Q♦", "C": "5♦ 6♦ 7♦", "D": "K♦ A♦", "E": "", "F": ""}
    sets = resolved_except(LOW_D, HIGH_D)[:3] + resolved_except(LOW_D, HIGH_D, claimer="B")[3:]
    state = set_up(hands=hands, sets=sets, turn="A")
    assert state.scores == (3, 3)
    state = play(state, "claim A low-♦ A:2♦,3♦,4♦ C:5♦,6♦,7♦")
    assert state.phase is Phase.FINAL and state.seats[state.turn] == "A"
    assert state.log[-1].kind == "literature.final-choose"
    assert codes(state, "pass A C") == ["literature.final-choose-opponent"]
    assert codes(state, "pass A F") == ["literature.hand-over-to-empty"]
    assert codes(state, "claim A high-♦ A:9♦,10♦,J♦,Q♦,K♦,A♦") == ["literature.final-claims-other-team"]
    assert codes(state, "ask A B 9♦") == ["literature.asking-stopped"]
    assert [str(a) for a in legal_actions(state)] == ["pass A B", "pass A D"]
    state = play(state, "pass A D")
    assert state.seats[state.turn] == "D"
    assert [e.kind for e in state.log[-2:]] == ["literature.final-choice", "literature.final-claims"]
    state = play(state, "claim D high-♦ B:9♦,10♦,J♦,Q♦ D:K♦,A♦")
    assert state.over and state.scores == (4, 4)
    assert state.log[-1].kind == "literature.game-drawn"


def test_scoring_more_sets_wins_equal_is_a_draw() -> None:
    hands = {"A": "2♦ 3♦ 4♦ 5♦ 6♦ 7♦"}
    won = play(set_up(hands=hands, sets=resolved_except(LOW_D, claimer="B"), turn="A"),
               "claim A low-♦ A:2♦,3♦,4♦,5♦,6♦,7♦")
    assert won.scores == (1, 7) and won.log[-1].args == {"team": ["B", "D", "F"], "score": 7, "other": 1}


# -- variants ---------------------------------------------------------------------------------------


def test_eight_players_two_teams_of_four_six_cards_each() -> None:
    rules = Rules(players=8)
    state = new_game(rules=rules, rng=Rng(5))
    assert state.seats == tuple("ABCDEFGH")
    assert [len(h) for h in state.hands] == [6] * 8
    assert state.team_seats(0) == ("A", "C", "E", "G")
    assert rules.to_json() == {"players": 8} and Rules.from_json({"players": 8}) == rules
    with pytest.raises(MalformedInput) as info:
        Rules(players=7)
    assert info.value.code == "literature.players-invalid"


def test_variant_misplaced_claim_goes_to_the_opponents() -> None:
    state = play(game(Rules(misplaced_to_opponents=True)), "ask C B 3♦", "ask B A A♠")
    state = play(state, "claim A low-♦ C:2♦,3♦,4♦,5♦,7♦ A:6♦")
    assert outcome(state, LOW_D) == "opponents" and state.scores == (0, 1)


def test_variant_claims_at_any_time_are_judged_as_usual() -> None:
    state = play(game(Rules(claims_any_time=True)), "ask C B 3♦")  # B's turn
    after = play(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦")
    assert outcome(after, LOW_D) == "won" and after.seats[after.turn] == "B"
    assert after.log[-1].kind == "literature.claim-won"


def test_variant_the_game_ends_when_a_team_reaches_five() -> None:
    sets = resolved_except(LOW_D, HIGH_D, HalfSuit.parse("low-c"))[:4]
    sets += [SetResult(HalfSuit.parse("high-c"), "B", "won", 1)]
    hands = {"A": "2♦ 3♦ 4♦ 5♦ 6♦ 7♦", "B": "9♦ 10♦ J♦ Q♦ K♦ A♦", "C": "2♣ 3♣ 4♣ 5♣ 6♣ 7♣"}
    for rules, over in ((Rules(win_at_five=True), True), (Rules(), False)):
        state = set_up(rules=rules, hands=hands, sets=sets, turn="A")
        state = play(state, "claim A low-♦ A:2♦,3♦,4♦,5♦,6♦,7♦")
        assert state.scores == (5, 1) and state.over is over


def test_variant_shared_claim_names_the_opponents_too() -> None:
    text = "claim A high-♦ D:9♦,10♦ E:J♦,Q♦,K♦,A♦"
    state = play(game(), "ask C B 3♦", "ask B A A♠")
    assert codes(state, text) == ["literature.claim-wrong-team"]
    shared = play(game(Rules(shared_claims=True)), "ask C B 3♦", "ask B A A♠")
    won = play(shared, text)
    assert outcome(won, HIGH_D) == "won" and won.scores == (1, 0)
    assert won.log[-1].kind == "literature.shared-claim-won"
    failed = play(shared, "claim A high-♦ D:9♦ B:10♦ E:J♦,Q♦,K♦,A♦")
    assert outcome(failed, HIGH_D) == "opponents" and failed.scores == (0, 1)
    assert failed.log[-1].kind == "literature.shared-claim-failed"
    plain = play(shared, "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦")  # naming partners only: as usual
    assert plain.log[-1].kind == "literature.claim-won"


def test_variant_passing_the_turn_to_a_partner() -> None:
    state = game(Rules(pass_turn=True))
    assert codes(state, "pass C B") == ["literature.hand-over-to-opponent"]
    state = play(state, "pass C E")
    assert state.seats[state.turn] == "E" and state.log[-1].kind == "literature.pass-turn"
    assert "pass E A" in [str(a) for a in legal_actions(state, claims=False)]


def test_rules_from_json_refuses_unknown_and_wrong_types() -> None:
    with pytest.raises(MalformedInput) as info:
        Rules.from_json({"jokers": True})
    assert info.value.code == "field-unknown" and info.value.params["field"] == "rules.jokers"
    with pytest.raises(MalformedInput) as info:
        Rules.from_json({"pass_turn": 1})
    assert info.value.code == "field-wrong-type"
    with pytest.raises(MalformedInput) as info:
        Rules.from_json({"players": True})
    assert info.value.code == "field-wrong-type"


def test_legal_actions_agree_with_explain_at_the_start() -> None:
    state = game()
    legal = legal_actions(state)
    assert all(not explain(state, a) for a in legal)
    asks = [a for a in legal if isinstance(a, Ask)]
    assert len(asks) == len({str(a) for a in asks})
    # C holds 6♦, A♠ and the low hearts: asks for 5 low diamonds, 5 high spades (A♠ held), no hearts
    assert len(asks) == (5 + 5) * 3
    assert not [a for a in legal if isinstance(a, Pass)]
    claims = [a for a in legal if isinstance(a, Claim)]
    assert len(claims) == 8 * 3**6
