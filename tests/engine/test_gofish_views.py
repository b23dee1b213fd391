"""Go Fish: what each seat may know, what it remembers, and bots that use nothing else."""

from __future__ import annotations

import pytest

from engine.core.cards import deck52, parse_cards
from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.core.serial import dumps
from engine.gofish import (
    Ask,
    Draw,
    State,
    View,
    apply,
    knowledge,
    legal_actions,
    memory_bot,
    new_game,
    parse_action,
    random_bot,
    set_up,
    view,
)


def play(state: State, *texts: str) -> State:
    for text in texts:
        state = apply(state, parse_action(text))
    return state


def with_top(hands: dict[str, str], top: str, turn: str | None = None) -> State:
    """A set-up position with ``top`` on the stock, the other cards left below in deck order."""
    first = parse_cards(top)
    used = set(first) | {c for text in hands.values() for c in parse_cards(text)}
    stock = first + tuple(c for c in deck52() if c not in used)
    return set_up(tuple(sorted(hands)), hands=hands, stock=stock, turn=turn)


def fished(b: str = "8♦ K♠", c: str = "5♣ J♦") -> State:
    """C asks B for fives (refused) and draws 2♠ hidden; A is to play."""
    return play(with_top({"A": "5♥ 8♣", "B": b, "C": c}, "2♠", turn="C"), "ask C B 5", "draw C")


def test_a_view_holds_own_hand_sizes_stock_books_and_public_history() -> None:
    state = fished()
    seen = view(state, "A")
    assert seen.hand == state.hands[0] and seen.turn == "A" and seen.to_move
    assert seen.hand_sizes == (2, 2, 3) and seen.stock_size == len(state.stock)
    assert seen.books == state.books
    assert not any(hasattr(seen, name) for name in ("hands", "stock", "start", "actions"))
    drew = [e for e in seen.history if e.kind == "gofish.drew"]
    assert drew and "card" not in drew[0].args  # C's draw is hidden from A
    own = [e for e in view(state, "C").history if e.kind == "gofish.drew"]
    assert own[0].args["card"] == "2♠"  # but C saw it
    spectator = view(state, None)
    assert spectator.hand == () and not spectator.to_move and spectator.legal_actions() == ()
    assert dumps(seen.to_json())  # plain JSON


def test_shown_cards_stay_in_every_view() -> None:
    state = play(with_top({"A": "7♥ 9♣", "B": "7♣ K♠"}, "9♦"), "ask A B 7", "ask A B 9", "draw A")
    history = view(state, "B").history
    assert [e.args["cards"] for e in history if e.kind == "gofish.gave"] == [["7♣"]]
    assert [e.args["card"] for e in history if e.kind == "gofish.drew-asked"] == ["9♦"]



@pytest.mark.parametrize(("lang", "own", "other"), [
    ("fr", "Carmen pioche le 2 de pique", "Carmen pioche une carte et la garde cachée."),
    ("es", "Carmen roba el 2 de picas del montón",
     "Carmen roba una carta del montón y se la queda sin enseñarla."),
])
def test_the_drawer_alone_is_told_the_card_drawn(lang: str, own: str, other: str) -> None:
    """The log as each seat reads it: C's hidden draw names the 2♠ to C only (its own narration)."""
    from engine.core.messages import narrate
    from engine.games import spec

    observe = spec("go-fish").observe
    (drew,) = [e for e in fished().log if e.kind == "gofish.drew"]
    assert narrate(observe(drew, "C"), lang).startswith(own)
    assert narrate(observe(drew, "A"), lang) == other and "2" not in narrate(observe(drew, "B"), lang)
    assert narrate(drew, lang) == other  # every hand shown (no seat): the line as before

def test_knowledge_of_asks_gifts_and_refusals() -> None:
    state = set_up("ABC", hands={"A": "7♥ 9♣", "B": "7♣ 7♦ K♠", "C": "3♣"})
    state = play(state, "ask A B 7")
    known = knowledge(view(state, "C"))
    assert known.asked[0] == (7,)
    assert known.received[0] == parse_cards("7♦ 7♣")
    assert known.least[0][7] == 3  # asked (at least one) and received two
    assert 7 in known.lacks[1] and known.least[1][7] == 0
    state = play(state, "ask A C 9")  # refused: C has no nines
    known = knowledge(view(state, "B"))
    assert 9 in known.lacks[2] and known.least[0][9] == 1
    state = play(state, "draw A")  # A draws a hidden card
    known = knowledge(view(state, "B"))
    assert known.lacks[0] == frozenset() and known.least[0][7] == 3


def test_knowledge_of_a_hand_fully_known() -> None:
    state = set_up("ABC", hands={"A": "7♥", "B": "7♣ 7♦", "C": "3♣"})
    state = play(state, "ask A B 7")
    known = knowledge(view(state, "C"))
    assert known.least[0][7] == 3 and known.lacks[0] == frozenset(r for r in range(2, 15) if r != 7)


def test_memory_bot_asks_where_cards_are_known() -> None:
    state = fished()
    assert state.turn == 0
    for seed in range(20):
        assert memory_bot(state, Rng(seed)) == Ask("A", "C", 5)
        assert memory_bot(view(state, "A"), Rng(seed)) == Ask("A", "C", 5)
    assert {random_bot(state, Rng(seed)) for seed in range(40)} == set(legal_actions(state))


def test_memory_bot_avoids_players_known_to_lack_a_rank() -> None:
    state = play(fished(c="5♣ 9♦"), "ask A C 5")  # C gives its five: B and C now lack fives
    assert state.hands[0] == parse_cards("5♥ 5♣ 8♣") and state.turn == 0
    known = knowledge(view(state, "A"))
    assert 5 in known.lacks[1] and 5 in known.lacks[2]
    picks = {memory_bot(state, Rng(seed)) for seed in range(20)}
    assert picks == {Ask("A", "B", 8), Ask("A", "C", 8)}  # not the fives, although A holds two
    refused = set_up("ABC", hands={"A": "5♥ 8♣ 8♦", "B": "K♠", "C": "Q♦"}, turn="B")
    refused = play(refused, "ask B A K", "draw B", "ask C A Q", "draw C")
    assert refused.turn == 0
    # nothing is known of B or C, but A holds two eights: A asks for eights
    assert {memory_bot(refused, Rng(seed)).rank for seed in range(20)} == {8}  # type: ignore[union-attr]


def test_bots_draw_when_a_draw_is_due() -> None:
    state = play(fished(), "ask A B 5")
    assert memory_bot(state, Rng(1)) == Draw("A") == random_bot(state, Rng(1))


def test_bots_never_peek() -> None:
    """Two positions differing only in what A cannot see: A's bots answer alike."""
    one, two = fished(), fished(b="8♦ Q♠", c="5♣ 10♦")
    assert one != two and view(one, "A") == view(two, "A")
    for seed in range(10):
        assert memory_bot(one, Rng(seed)) == memory_bot(two, Rng(seed))
        assert random_bot(one, Rng(seed)) == random_bot(two, Rng(seed))


def test_bots_refuse_to_move_out_of_turn_or_after_the_end() -> None:
    state = new_game("AB", rng=Rng(3))
    other = state.seats[1 - state.turn]
    with pytest.raises(IllegalAction) as err:
        memory_bot(view(state, other), Rng(1))
    assert err.value.code == "gofish.not-your-turn"
    over = set_up("AB", hands={"A": "K♣ K♦", "B": "K♥ K♠"}, books={"A": [2, 3, 4, 5, 6, 7],
                                                                   "B": [8, 9, 10, 11, 12, 14]})
    over = apply(over, Ask("A", "B", 13))
    with pytest.raises(IllegalAction) as err:
        random_bot(over, Rng(1))
    assert err.value.code == "gofish.game-over"


def _match(seed: int) -> tuple[int, int]:
    """Books made by the memory bot and by the random bot in one two-player game."""
    state = new_game(("M", "R"), rng=Rng(seed))
    rng = Rng(seed * 7 + 1)
    while not state.over:
        bot = memory_bot if state.seats[state.turn] == "M" else random_bot
        state = apply(state, bot(state, rng))
    return len(state.books[0]), len(state.books[1])


def test_memory_beats_random_on_average() -> None:
    results = [_match(seed) for seed in range(30)]
    memory = sum(m for m, _ in results)
    chance = sum(r for _, r in results)
    assert memory > chance * 1.2, (memory, chance)


def test_view_type() -> None:
    assert isinstance(view(new_game("ABC", rng=Rng(1)), "B"), View)


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", {"A": "tient à coup sûr\u00a0: sept et neuf", "B": "tient à coup sûr\u00a0: roi"}),
    ("es", {"A": "tiene con certeza: siete y nueve", "B": "tiene con certeza: rey"}),
])
def test_the_ranks_a_seat_surely_holds_are_told_in_words(lang: str, said: dict[str, str]) -> None:
    """Beside a seat, the ranks it surely holds, as words: a rank letter ("K") is English, and beside a
    seat it reads as one (a seat "A" is Ana)."""
    from engine.gofish.table import table
    from engine.present.tree import to_html

    state = set_up("ABC", hands={"A": "7♥ 9♣", "B": "7♣ K♦ K♠ 2♦", "C": "3♣ 4♥"})
    state = play(state, "ask A B 7", "ask A B 9", "draw A", "ask B C K")  # A asks for 7s, 9s; B for kings
    seen = table(state, "C", "C", lang)
    known = {s.name: "".join(to_html(n) for n in s.known) for s in seen.seats}
    assert known == {"A": f'<span class="seat__known">{said["A"]}</span>',
                     "B": f'<span class="seat__known">{said["B"]}</span>', "C": ""}
