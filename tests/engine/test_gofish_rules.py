"""Go Fish: every rule of the source (Bicycle, 2 to 5 players, until the 13 books are down)."""

from __future__ import annotations

import pytest

from engine.core.cards import Card, deck52, parse_cards, rank_name
from engine.core.errors import IllegalAction, MalformedInput
from engine.core.rng import Rng
from engine.gofish import (
    Ask,
    Draw,
    Phase,
    Rules,
    State,
    apply,
    can_ask,
    deal_size,
    explain,
    legal_actions,
    new_game,
    next_dealer,
    next_game,
    set_up,
)
from engine.gofish.explain import play as checked

SIX, SEVEN, NINE, KING = 6, 7, 9, 13


def stock_with(top: str, *elsewhere: str) -> tuple[Card, ...]:
    """The stock: ``top`` first, then every card not in ``elsewhere`` or ``top``, in deck order."""
    first = parse_cards(top)
    used = set(first) | {c for text in elsewhere for c in parse_cards(text)}
    return first + tuple(c for c in deck52() if c not in used)


def table(hands: dict[str, str], top: str = "", rules: Rules | None = None, **kw: object) -> State:
    """A set-up position: the given hands, ``top`` on the stock, the remaining cards below."""
    books: dict[str, list[int]] = kw.get("books") or {}  # type: ignore[assignment]
    booked = " ".join(f"{rank_name(r)}{s}" for ranks in books.values() for r in ranks for s in "cdhs")
    stock = stock_with(top, booked, *hands.values())
    return set_up(tuple(sorted(hands)), rules, hands=hands, stock=stock, **kw)  # type: ignore[arg-type]


def kinds(state: State, since: int = 0) -> list[str]:
    return [e.kind for e in state.log[since:]]


def codes(state: State, action: Ask | Draw) -> list[str]:
    return [v.code for v in explain(state, action)]


def play(state: State, *texts: str) -> State:
    from engine.gofish import parse_action

    for text in texts:
        state = checked(state, parse_action(text))
    return state


# --- the deal ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 7), (4, 5), (5, 5)])
def test_deal_sizes_and_stock(players: int, size: int) -> None:
    state = new_game("ABCDE"[:players], rng=Rng(players))
    assert deal_size(players) == size
    assert [len(h) for h in state.start.hands] == [size] * players
    assert len(state.start.stock) == 52 - size * players
    assert state.log[0].kind == "gofish.dealt"
    assert state.log[0].args["hand_size"] == size


def test_players_two_to_five_only() -> None:
    for seats in ("A", "ABCDEF"):
        with pytest.raises(MalformedInput) as err:
            new_game(seats, rng=Rng(1))
        assert err.value.code == "value-out-of-range"


def test_seats_must_be_distinct_names_without_spaces() -> None:
    for seats in (["A", "A"], ["A", "B C"], ["A", ""]):
        with pytest.raises(MalformedInput) as err:
            new_game(seats, rng=Rng(1))
        assert err.value.code == "gofish.seats-invalid"


def test_seeded_deal_one_at_a_time_from_the_dealers_left_rest_is_the_stock() -> None:
    for seed in range(5):
        state = new_game("ABCD", rng=Rng(seed))
        rng = Rng(seed)
        dealer = rng.below(4)
        deck = rng.shuffled(deck52())
        assert state.dealer == dealer
        for k in range(20):
            assert deck[k] in state.start.hands[(dealer + 1 + k) % 4]
            assert state.start.hands[(dealer + 1 + k) % 4][k // 4] == deck[k]
        assert state.start.stock == tuple(deck[20:])
        assert state.stock == tuple(deck[20:])  # drawn from the top: order kept
        assert state.turn == (dealer + 1) % 4  # play starts left of the dealer


def test_dealer_is_drawn_at_random_and_seeds_reproduce() -> None:
    dealers = {new_game("ABC", rng=Rng(seed)).dealer for seed in range(30)}
    assert dealers == {0, 1, 2}
    assert new_game("ABC", rng=Rng(7)) == new_game("ABC", rng=Rng(7))
    assert new_game("ABC", rng=Rng(7)) != new_game("ABC", rng=Rng(8))


def test_scripted_deal() -> None:
    a, b = "6♣ 6♦ 7♥ 2♣ 3♣ 4♣ 5♣", "6♥ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"
    state = new_game("AB", hands={"A": a, "B": b}, stock=stock_with("9♠", a, b))
    assert state.log[0].kind == "gofish.dealt"
    assert state.seats[state.dealer] == "B" and state.turn == 0
    assert state.stock[0] == Card.parse("9♠") and len(state.stock) == 38
    with pytest.raises(MalformedInput) as err:
        new_game("AB", hands={"A": a, "B": "6♥ 6♠"})
    assert err.value.code == "gofish.hand-wrong-size"
    with pytest.raises(MalformedInput) as err:
        new_game("AB", hands={"A": a, "B": "6♣ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"})
    assert err.value.code == "gofish.card-twice" and err.value.params["card"] == "6♣"
    with pytest.raises(MalformedInput) as err:
        new_game("AB", hands={"A": a, "B": b}, stock=parse_cards("9♠ 9♥"))
    assert err.value.code == "gofish.card-missing"
    with pytest.raises(MalformedInput) as err:
        new_game("AB", hands={"A": a, "C": b})
    assert err.value.code == "gofish.field-seat-unknown"


def test_book_right_after_the_deal_is_shown_and_set_aside() -> None:
    a, b = "9♣ 9♦ 9♥ 9♠ 2♣ 3♣ 4♣", "6♥ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"
    state = new_game("AB", hands={"A": a, "B": b})
    assert kinds(state) == ["gofish.dealt", "gofish.book"]
    assert state.log[1].args == {"seat": "A", "rank": "9", "cards": ["9♠", "9♥", "9♦", "9♣"]}
    assert state.books == ((NINE,), ())
    assert state.hands[0] == parse_cards("2♣ 3♣ 4♣")
    assert not can_ask(state, "A", NINE)
    assert codes(state, Ask("B", "A", NINE)) == ["gofish.not-your-turn", "gofish.rank-booked"]


# --- asking --------------------------------------------------------------------------------------

def worked_example() -> State:
    """The source's example: A holds 6♣ 6♦ 7♥, B holds 6♥ 6♠ K♣ (each with four more cards)."""
    a, b = "6♣ 6♦ 7♥ 2♣ 3♣ 4♣ 5♣", "6♥ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"
    return new_game("AB", hands={"A": a, "B": b})


def test_worked_example() -> None:
    state = worked_example()
    assert can_ask(state, "A", SIX)
    after = apply(state, Ask("A", "B", SIX))
    assert kinds(after, 1) == ["gofish.asked", "gofish.gave", "gofish.book"]
    gave = after.log[2].args
    assert gave["seat"] == "B" and gave["to"] == "A" and gave["cards"] == ["6♠", "6♥"] and gave["count"] == 2
    assert after.books == ((SIX,), ())
    assert Card.parse("7♥") in after.hands[0] and not any(c.rank == SIX for c in after.hands[0])
    assert after.hands[1] == parse_cards("2♦ 3♦ 4♦ 5♦ K♣")
    assert after.turn == 0 and after.phase is Phase.ASK  # A goes on
    assert can_ask(after, "A", SEVEN)
    assert not can_ask(after, "A", SIX)
    assert codes(after, Ask("A", "B", SIX)) == ["gofish.rank-booked"]


def test_the_target_gives_all_cards_of_the_rank_and_the_asker_asks_again_anyone() -> None:
    state = table({"A": "7♥ 8♣", "B": "7♣ 7♦ K♣", "C": "8♦ 2♠"}, turn="A")
    after = apply(state, Ask("A", "B", SEVEN))
    assert after.hands[0] == parse_cards("7♥ 7♦ 7♣ 8♣") and after.hands[1] == parse_cards("K♣")
    assert after.turn == 0 and after.phase is Phase.ASK
    assert set(legal_actions(after)) == {
        Ask("A", t, r) for t in "BC" for r in (SEVEN, 8)
    }


def test_refused_the_asker_draws_a_hidden_card_and_the_turn_passes_left() -> None:
    state = table({"A": "7♥", "B": "K♣", "C": "8♦"}, top="2♦")
    after = apply(state, Ask("A", "C", SEVEN))
    assert kinds(after, 1) == ["gofish.asked", "gofish.go-fish"]
    assert after.phase is Phase.DRAW and after.turn == 0 and after.asked == SEVEN
    assert codes(after, Ask("A", "B", SEVEN)) == ["gofish.must-draw"]
    assert legal_actions(after) == (Draw("A"),)
    drawn = apply(after, Draw("A"))
    assert kinds(drawn, len(after.log)) == ["gofish.drew", "gofish.turn"]
    assert drawn.log[-2].args == {"seat": "A", "card": "2♦"}
    assert Card.parse("2♦") in drawn.hands[0]
    assert drawn.turn == 1 and drawn.phase is Phase.ASK and drawn.asked is None


def test_drawing_the_rank_asked_for_shows_it_and_the_turn_continues() -> None:
    state = table({"A": "7♥", "B": "K♣", "C": "8♦"}, top="7♠")
    drawn = play(state, "ask A B 7", "draw A")
    assert kinds(drawn, 1) == ["gofish.asked", "gofish.go-fish", "gofish.drew-asked", "gofish.plays-again"]
    assert drawn.log[3].args == {"seat": "A", "card": "7♠", "rank": "7"}
    assert drawn.turn == 0 and drawn.phase is Phase.ASK


def test_a_drawn_card_completing_another_book_is_set_aside_but_the_turn_passes() -> None:
    state = table({"A": "7♥ 2♣ 2♦ 2♥", "B": "K♣", "C": "8♦"}, top="2♠")
    drawn = play(state, "ask A B 7", "draw A")
    assert kinds(drawn, 3) == ["gofish.drew", "gofish.book", "gofish.turn"]
    assert drawn.books[0] == (2,) and drawn.turn == 1


def test_with_the_stock_empty_a_refusal_simply_passes_the_turn() -> None:
    books = {"A": [r for r in range(2, 15) if r not in (SEVEN, 8, KING)]}
    hands = {"A": "7♥ 7♠ 7♦", "B": "K♣ K♠ K♥ 8♠", "C": "8♦ 8♥ 8♣ 7♣ K♦"}  # nothing left for the stock
    state = set_up("ABC", hands=hands, books=books)
    assert state.stock == ()
    after = apply(state, Ask("A", "B", SEVEN))
    assert kinds(after, 1) == ["gofish.asked", "gofish.go-fish", "gofish.stock-empty", "gofish.turn"]
    assert after.turn == 1 and after.phase is Phase.ASK and after.hands[0] == state.hands[0]


# --- empty hands ---------------------------------------------------------------------------------

def test_a_turn_begun_without_cards_draws_one_then_asks_for_its_rank() -> None:
    state = table({"A": "", "B": "K♣ 9♦", "C": "8♦"}, top="9♠")
    assert state.turn == 0 and state.phase is Phase.DRAW and state.asked is None
    assert codes(state, Ask("A", "B", KING)) == ["gofish.must-draw", "gofish.rank-not-held"]
    assert legal_actions(state) == (Draw("A"),)
    drawn = apply(state, Draw("A"))
    assert kinds(drawn, len(state.log)) == ["gofish.refilled"]
    assert drawn.hands[0] == parse_cards("9♠") and drawn.phase is Phase.ASK and drawn.turn == 0
    assert set(legal_actions(drawn)) == {Ask("A", "B", NINE), Ask("A", "C", NINE)}
    assert apply(drawn, Ask("A", "B", NINE)).hands[0] == parse_cards("9♠ 9♦")


def test_a_book_that_empties_the_hand_is_refilled_before_asking_again() -> None:
    state = table({"A": "6♣ 6♦ 6♥", "B": "6♠ K♣", "C": "8♦"}, top="3♥")
    after = apply(state, Ask("A", "B", SIX))
    assert kinds(after, 1) == ["gofish.asked", "gofish.gave", "gofish.book"]
    assert after.hands[0] == () and after.phase is Phase.DRAW and after.turn == 0 and after.asked is None
    assert codes(after, Ask("A", "B", KING)) == ["gofish.must-draw", "gofish.rank-not-held"]
    refilled = apply(after, Draw("A"))
    assert refilled.hands[0] == parse_cards("3♥") and refilled.phase is Phase.ASK and refilled.turn == 0


def test_out_player_is_announced_once_and_skipped() -> None:
    books = {"C": [r for r in range(2, 15) if r not in (SEVEN, 8, KING)]}
    hands = {"A": "7♥ 8♠", "B": "7♠ K♦", "C": "", "D": "K♣ K♠ K♥ 7♣ 7♦ 8♥ 8♦ 8♣"}
    state = set_up("ABCD", hands=hands, books=books, turn="B")
    after = apply(state, Ask("B", "A", KING))  # refused, no stock: the turn passes; C is out
    assert kinds(after, len(state.log)) == [
        "gofish.asked", "gofish.go-fish", "gofish.stock-empty", "gofish.out", "gofish.turn",
    ]
    assert after.out == (False, False, True, False) and after.turn == 3
    assert after.log[-2].args == {"seat": "C"}
    later = play(after, "ask D A K", "ask A B 8")
    assert later.turn == 1
    again = play(later, "ask B A K")  # C is skipped again, silently
    passed = ["gofish.asked", "gofish.go-fish", "gofish.stock-empty", "gofish.turn"]
    assert kinds(again, len(later.log)) == passed
    assert again.turn == 3 and [k for k in kinds(again) if k == "gofish.out"] == ["gofish.out"]


def test_nobody_else_holding_cards_passes_the_turn() -> None:
    state = table({"A": "7♥", "B": "", "C": ""}, top="5♦", turn="A")
    assert kinds(state) == ["gofish.set-up", "gofish.no-one-to-ask", "gofish.turn"]
    assert state.turn == 1 and state.phase is Phase.DRAW


# --- the end -------------------------------------------------------------------------------------

def test_the_game_ends_with_the_13th_book_and_most_books_wins() -> None:
    books = {"A": [2, 3, 4, 5, 6, 7], "B": [8, 9, 10, 11, 12, 14]}
    state = set_up("AB", hands={"A": "K♣ K♦", "B": "K♥ K♠"}, books=books)
    over = apply(state, Ask("A", "B", KING))
    assert kinds(over, len(state.log)) == ["gofish.asked", "gofish.gave", "gofish.book", "gofish.result"]
    assert over.phase is Phase.GAME_OVER and over.books_down == 13
    assert over.winners() == ("A",)
    assert over.log[-1].args == {"winners": ["A"], "most": 7, "books": [7, 6]}
    assert legal_actions(over) == ()
    assert codes(over, Ask("B", "A", KING)) == ["gofish.game-over"]
    assert codes(over, Draw("A")) == ["gofish.game-over"]


def test_equal_maxima_share_the_win() -> None:
    books = {"A": [2, 3, 4, 5, 6], "B": [7, 8, 9, 10, 11], "C": [12, 13]}
    state = set_up("ABC", hands={"A": "A♣ A♦", "C": "A♥ A♠"}, books=books, turn="C")
    over = apply(state, Ask("C", "A", 14))
    assert over.over and over.winners() == ("A", "B")
    assert over.log[-1].args == {"winners": ["A", "B"], "most": 5, "books": [5, 5, 3]}


def test_next_games_dealer_is_to_the_left() -> None:
    state = new_game("ABC", rng=Rng(3))
    assert next_dealer(state) == state.seats[(state.dealer + 1) % 3]
    with pytest.raises(MalformedInput) as err:
        next_game(state, Rng(4))
    assert err.value.code == "gofish.game-not-over"
    books = {"A": [2, 3, 4, 5, 6, 7], "B": [8, 9, 10, 11, 12, 14]}
    last = set_up("AB", hands={"A": "K♣ K♦", "B": "K♥ K♠"}, books=books, dealer="A")
    over = apply(last, Ask("B", "A", KING))
    nxt = next_game(over, Rng(5))
    assert nxt.seats[nxt.dealer] == "B" and nxt.turn == 0 and nxt.log[0].kind == "gofish.dealt"


# --- refusals ------------------------------------------------------------------------------------

def test_each_refusal_code() -> None:
    state = table({"A": "7♥ 8♣", "B": "K♣", "C": ""}, top="2♦", books={"B": [SIX]}, turn="A")
    assert codes(state, Ask("Z", "B", SEVEN)) == ["gofish.seat-unknown"]
    assert codes(state, Ask("A", "Z", SEVEN)) == ["gofish.seat-unknown"]
    assert codes(state, Ask("A", "A", SEVEN)) == ["gofish.ask-self"]
    assert codes(state, Ask("A", "C", SEVEN)) == ["gofish.ask-empty-hand"]
    assert codes(state, Ask("A", "B", NINE)) == ["gofish.rank-not-held"]
    assert codes(state, Ask("A", "B", SIX)) == ["gofish.rank-booked"]
    assert codes(state, Ask("B", "A", KING)) == ["gofish.not-your-turn"]
    assert codes(state, Ask("B", "A", SEVEN)) == ["gofish.not-your-turn", "gofish.rank-not-held"]
    assert codes(state, Draw("A")) == ["gofish.draw-not-due"]
    assert codes(state, Draw("B")) == ["gofish.not-your-turn"]
    assert codes(state, Draw("Q")) == ["gofish.seat-unknown"]
    fishing = apply(state, Ask("A", "B", SEVEN))
    assert codes(fishing, Ask("A", "B", 8)) == ["gofish.must-draw"]
    params = explain(state, Ask("A", "B", SIX))[0].args
    assert params == {"rank": "6", "owner": "B"}
    with pytest.raises(IllegalAction) as err:
        checked(state, Ask("B", "A", SEVEN))
    assert [v.code for v in err.value.violations] == ["gofish.not-your-turn", "gofish.rank-not-held"]
    assert err.value.code == "gofish.not-your-turn"


# --- variants ------------------------------------------------------------------------------------

def test_pagat_deal() -> None:
    rules = Rules(pagat_deal=True)
    assert [deal_size(n, rules) for n in (2, 3, 4, 5)] == [7, 5, 5, 5]
    assert [deal_size(n) for n in (2, 3, 4, 5)] == [7, 7, 5, 5]
    state = new_game("ABC", rules, Rng(2))
    assert [len(h) for h in state.start.hands] == [5, 5, 5] and len(state.stock) == 37


def test_pagat_ending_when_a_hand_runs_out() -> None:
    hands = {"A": "7♥ 8♣", "B": "7♣", "C": "9♦"}
    state = table(hands, rules=Rules(pagat_ending=True))
    over = apply(state, Ask("A", "B", SEVEN))
    assert kinds(over, len(state.log)) == [
        "gofish.asked", "gofish.gave", "gofish.ended-hand-empty", "gofish.result",
    ]
    assert over.over and over.log[-2].args == {"seat": "B"} and over.books_down == 0
    assert over.winners() == ("A", "B", "C")
    default = apply(table(hands), Ask("A", "B", SEVEN))
    assert not default.over and default.turn == 0


def test_pagat_ending_when_the_stock_runs_out() -> None:
    books = {"A": [r for r in range(2, 15) if r not in (SEVEN, 8, KING)]}
    hands = {"A": "7♥ 7♠", "B": "K♣ K♠ K♥ 8♠", "C": "8♦ 8♥ 8♣ 7♣ K♦"}
    state = set_up("ABC", Rules(pagat_ending=True), hands=hands, books=books, stock=parse_cards("7♦"))
    fished = play(state, "ask A B 7")
    assert not fished.over
    over = apply(fished, Draw("A"))
    ended = ["gofish.drew-asked", "gofish.ended-stock-empty", "gofish.result"]
    assert kinds(over, len(fished.log)) == ended
    assert over.winners() == ("A",)
    default = apply(set_up("ABC", hands=hands, books=books, stock=parse_cards("7♦")), Ask("A", "B", SEVEN))
    default = apply(default, Draw("A"))
    assert not default.over and default.turn == 0 and default.stock == ()


def test_continue_on_lucky_draw() -> None:
    hands = {"A": "7♥ 2♣ 2♦ 2♥", "B": "K♣", "C": "8♦"}
    state = table(hands, top="2♠", rules=Rules(continue_on_lucky_draw=True))
    drawn = play(state, "ask A B 7", "draw A")
    assert kinds(drawn, 3) == ["gofish.drew", "gofish.book", "gofish.plays-again"]
    assert drawn.turn == 0 and drawn.phase is Phase.ASK
    plain = play(table(hands, top="3♠", rules=Rules(continue_on_lucky_draw=True)), "ask A B 7", "draw A")
    assert plain.turn == 1  # no book made: the turn passes as usual
    asked = play(table(hands, top="7♠", rules=Rules(continue_on_lucky_draw=True)), "ask A B 7", "draw A")
    assert asked.turn == 0  # the rank asked for still continues


def test_rules_json() -> None:
    assert Rules().to_json() == {}
    rules = Rules(pagat_ending=True, continue_on_lucky_draw=True)
    assert Rules.from_json(rules.to_json()) == rules
    bad_rules = [([], "field-wrong-type"), ({"x": True}, "field-unknown")]
    for bad, code in bad_rules + [({"pagat_deal": 1}, "field-wrong-type")]:
        with pytest.raises(MalformedInput) as err:
            Rules.from_json(bad)
        assert err.value.code == code
