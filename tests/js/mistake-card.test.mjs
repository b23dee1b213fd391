// A mistake from a game as a card of the review queue (docs/assets/js/widgets/mistake-card.js): its id
// stable for the same game and position, its stored form round-tripping through localStorage with the
// queue's own state, and every corrupt or foreign value ignored (null), never a crash.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as FSRS from "ts-fsrs";
import * as Q from "../../docs/assets/js/review-schedule.js";
import * as M from "../../docs/assets/js/widgets/mistake-card.js";

const T0 = Date.UTC(2026, 0, 5, 9, 30);
const LINE = ["ask A B 6", "draw A", "ask B C 9", "ask C A 4", "ask A C 6", "draw A"];
const DEALT = { game: "go-fish", seed: 20, level: "beginner", seat: "A" };
const LINK = "wb=eNoVjTsOwkAQQ-_ieimABk33dpOdbBRxhzQJFAhEyih3Z7BcWP7Iu1aZ1vdpeW4PJX1k16RNdkn6yvYj6RWFgZ6xwzMTHQVnxAuVPlM9LKc4A3enVWBqxKJFK1BLaPAICpk_iatZdjsfP6qzIbM";
const CONFIG = { game: "go-fish", seat: "A", levels: [{ name: "beginner" }, { name: "strong" }] };

function fakeStorage() {
  const data = new Map();
  return { getItem: (k) => (data.has(k) ? data.get(k) : null), setItem: (k, v) => data.set(k, String(v)), data };
}

test("a mistake's card: one id for the same game and position, another for any other", () => {
  const card = M.mistakeCard(DEALT, LINE, 4, "gofish.review-lacks-go-fish", LINK);
  assert.equal(card.id, M.mistakeCard(DEALT, [...LINE, "ask B A 2"], 4, "gofish.review-lacks-go-fish", LINK).id);
  assert.match(card.id, /^go-fish\/mistake:20:4:[a-z0-9]+$/);
  assert.ok(M.isMistake(card.id) && M.gameOf(card.id) === "go-fish");
  const others = [
    M.mistakeCard({ ...DEALT, seed: 21 }, LINE, 4, "x.y", LINK).id,
    M.mistakeCard(DEALT, LINE, 0, "x.y", LINK).id,
    M.mistakeCard(DEALT, ["ask A C 6", ...LINE.slice(1)], 4, "x.y", LINK).id,
    M.mistakeCard({ ...DEALT, game: "kachuful" }, LINE, 4, "x.y", LINK).id,
  ];
  assert.equal(new Set([card.id, ...others]).size, 5);
  assert.equal(M.isMistake(Q.drillId("go-fish", "last-ask", 4)), false); // a drill is not a mistake
});

test("a mistake's card round-trips through localStorage with the queue, due at once", () => {
  const queue = Q.reviewQueue(FSRS);
  const storage = fakeStorage();
  const card = M.mistakeCard(DEALT, LINE, 4, "gofish.review-lacks-go-fish", LINK);
  let state = queue.add(queue.load(storage), card.id, T0, card.payload);
  assert.equal(queue.save(storage, state), true);
  const back = Q.peek(storage);
  assert.deepEqual(back, state);
  assert.deepEqual(Q.due(back, T0, "go-fish"), [card.id]);
  const read = M.readMistake(card.id, back.cards[card.id].payload, CONFIG);
  assert.deepEqual(read, { link: `#${LINK}`, ply: 4, seat: "A", level: "beginner", code: "gofish.review-lacks-go-fish" });
  // answered wrong: still there, payload kept, due again soon
  state = queue.answer(back, card.id, false, T0 + 1000);
  assert.deepEqual(M.readMistake(card.id, state.cards[card.id].payload, CONFIG), read);
  assert.equal(M.readMistake(card.id, back.cards[card.id].payload, null).ply, 4); // no widget: the form only
});

test("corrupt or foreign stored values are ignored, never a crash", () => {
  const { payload, id } = M.mistakeCard(DEALT, LINE, 4, "gofish.review-lacks-go-fish", LINK);
  const bad = [
    null, undefined, 3, "text", [], [payload], {},
    { ...payload, kind: "drill" }, { ...payload, link: "#wb=" }, { ...payload, link: "javascript:alert(1)" },
    { ...payload, link: "wb=a b" }, { ...payload, link: `wb=${"A".repeat(4000)}` }, { ...payload, link: 7 },
    { ...payload, ply: -1 }, { ...payload, ply: 1.5 }, { ...payload, ply: "4" }, { ...payload, ply: 1e9 },
    { ...payload, level: "expert" }, { ...payload, level: "<b>" }, { ...payload, level: null },
    { ...payload, seat: "B" }, { ...payload, code: "no code" }, { ...payload, code: 1 },
  ];
  for (const value of bad) assert.equal(M.readMistake(id, value, CONFIG), null, JSON.stringify(value));
  assert.equal(M.readMistake(id, { ...payload, seat: { a: 1 } }, null), null);
  // another game's card, or an id that is not a mistake's, for this widget
  assert.equal(M.readMistake(id.replace("go-fish/", "kachuful/"), payload, CONFIG), null);
  for (const other of ["go-fish/last-ask:4", "", null, 5, "go-fish/mistake:1:2", "go-fish/mistake:1:2:3:4:5"]) {
    assert.equal(M.readMistake(other, payload, CONFIG), null);
  }
  // the queue itself drops what is not a card, and keeps what is
  const text = JSON.stringify({ cards: { [id]: { nope: true }, "x": 1, [`${id}0`]: null } });
  assert.deepEqual(Q.read(text), Q.empty());
});

test("the address that deals a card again, and the card an address names", () => {
  const { id } = M.mistakeCard(DEALT, LINE, 4, "x.y", LINK);
  const link = M.cardLink("../", id);
  assert.equal(link, `../?card=${encodeURIComponent(id)}#play`);
  assert.equal(M.fromSearch(link.slice(3, link.indexOf("#"))), id);
  for (const search of ["", "?card=", "?card=go-fish%2Flast-ask%3A4", "?other=1", "?card=%E0%A4%A", null]) {
    assert.equal(M.fromSearch(search), null, String(search));
  }
});
