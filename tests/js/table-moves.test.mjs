// The card table's half-made move (docs/assets/js/widgets/table-moves.js), with moves as the engine sends
// them for each kind of game: a card then a seat (asks), a card alone (plays), a seat alone (hand-over),
// a bid, a one-touch move (draw).
import { test } from "node:test";
import assert from "node:assert/strict";
import * as M from "../../docs/assets/js/widgets/table-moves.js";

const card = (c, rank) => ({ card: c, rank: rank ?? c.slice(0, -1) });
const asks = [
  { kind: "ask", seat: "A", target: "B", card: "3♠" },
  { kind: "ask", seat: "A", target: "D", card: "3♠" },
  { kind: "ask", seat: "A", target: "B", card: "9♥" },
];

test("an ask: a card, then one of the opponents that move names", () => {
  assert.equal(M.cardLive(asks, card("3♠")), true);
  assert.equal(M.cardLive(asks, card("2♠")), false);
  assert.equal(M.seatLive(asks, M.none, "B"), false, "no seat before a card");
  const first = M.touchCard(asks, M.none, card("3♠"));
  assert.deepEqual(first.picked, { card: "3♠", rank: "3" });
  assert.equal(first.play, undefined);
  assert.equal(M.seatLive(asks, first.picked, "D"), true);
  assert.equal(M.seatLive(asks, first.picked, "C"), false);
  assert.deepEqual(M.touchSeat(asks, first.picked, "D"), { picked: M.none, play: asks[1] });
  assert.deepEqual(M.touchCard(asks, first.picked, card("3♠")).picked, M.none, "touched again: put back");
});

test("a card no move uses is refused by the rules, with a legal move's shape", () => {
  const touched = M.touchCard(asks, M.none, card("2♠"));
  assert.deepEqual(touched.refuse, { kind: "ask", seat: "A", target: "B", card: "2♠" });
  assert.equal(touched.play, undefined);
  const plays = [{ kind: "play", seat: "C", card: "4♥" }, { kind: "play", seat: "C", card: "K♥" }];
  assert.deepEqual(M.touchCard(plays, M.none, card("K♥")), { picked: M.none, play: plays[1] });
  assert.deepEqual(M.touchCard(plays, M.none, card("2♣")).refuse, { kind: "play", seat: "C", card: "2♣" });
  assert.equal(M.touchCard([], M.none, card("2♣")).hint, "no-card");
});

test("ranks (Go Fish): any card of the rank asked for", () => {
  const fish = [{ kind: "ask", seat: "A", target: "B", rank: "Q" }, { kind: "ask", seat: "A", target: "C", rank: "Q" }];
  assert.equal(M.cardLive(fish, card("Q♠")), true);
  assert.equal(M.cardLive(fish, card("Q♥")), true);
  assert.equal(M.cardLive(fish, card("7♥")), false);
  const picked = M.touchCard(fish, M.none, card("Q♥")).picked;
  assert.deepEqual(M.touchSeat(fish, picked, "C").play, fish[1]);
  assert.equal(M.kindLive([{ kind: "draw", seat: "A" }], "draw"), true);
  assert.deepEqual(M.touchKind([{ kind: "draw", seat: "A" }], "draw").play, { kind: "draw", seat: "A" });
  assert.equal(M.touchKind(fish, "draw").hint, "no-kind");
});

test("a seat alone: the hand-over to a partner", () => {
  const over = [{ kind: "pass", seat: "A", to: "C" }, { kind: "pass", seat: "A", to: "E" }];
  assert.equal(M.seatLive(over, M.none, "E"), true);
  assert.equal(M.seatLive(over, M.none, "B"), false);
  assert.deepEqual(M.touchSeat(over, M.none, "E").play, over[1]);
  assert.equal(M.touchSeat(asks, M.none, "B").hint, "card-first");
});

test("bids: a legal value is played, the dealer's forbidden one is refused by the rules", () => {
  const bids = [0, 1, 3].map((value) => ({ kind: "bid", seat: "D", value }));
  assert.equal(M.bidLive(bids, 2), false);
  assert.deepEqual(M.touchBid(bids, 3).play, bids[2]);
  assert.deepEqual(M.touchBid(bids, 2).refuse, { kind: "bid", seat: "D", value: 2 });
  assert.equal(M.touchBid(asks, 2).hint, "no-bid");
});

test("a claim built card by card, and the legal moves grouped by the seat each names", () => {
  const move = M.groupMove({ kind: "claim", seat: "A", half: "low-♠" }, "named", { "2♠": "A", "3♠": "C", "4♠": "" });
  assert.deepEqual(move, { kind: "claim", seat: "A", half: "low-♠", named: [["2♠", "A"], ["3♠", "C"]] });
  const groups = M.grouped(asks.map((m) => ({ move: m })));
  assert.deepEqual(groups.map((g) => [g.seat, g.items.length]), [["B", 2], ["D", 1]]);
  assert.equal(M.same(asks[0], { ...asks[0] }), true);
  assert.equal(M.same(asks[0], asks[1]), false);
});
