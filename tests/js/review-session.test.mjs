// "Review now" (docs/assets/js/review-session.js): the cards due in every game, the most overdue first,
// each dealt where its game deals it; a card no game deals is passed over; the drills each game deals
// read back from the home page's data or sessionStorage, anything else ignored.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as FSRS from "ts-fsrs";
import * as Q from "../../docs/assets/js/review-schedule.js";
import * as S from "../../docs/assets/js/review-session.js";
import { mistakeCard } from "../../docs/assets/js/widgets/mistake-card.js";

const T0 = Date.UTC(2026, 0, 5, 9, 30);
const KINDS = { "go-fish": ["last-ask", "ask-rank"], literature: ["holder"], kachuful: [] };
const MISTAKE = mistakeCard({ game: "kachuful", seed: 3, level: "beginner", seat: "A" }, ["bid A 1"], 0,
  "kachuful.review-bid-far", "wb=eNoLAA");

test("the cards due in every game, the most overdue first, each where its game deals it", () => {
  const queue = Q.reviewQueue(FSRS);
  let state = Q.empty();
  state = queue.add(state, Q.drillId("literature", "holder", 5), T0 - 3000);
  state = queue.add(state, MISTAKE.id, T0 - 2000, MISTAKE.payload);
  state = queue.add(state, Q.drillId("go-fish", "last-ask", 9), T0 - 1000);
  state = queue.add(state, Q.drillId("go-fish", "gone-kind", 1), T0 - 5000); // a kind no game deals
  state = queue.add(state, Q.drillId("highcard", "x", 1), T0 - 6000); // a game this site does not have
  state = queue.answer(state, Q.drillId("go-fish", "ask-rank", 2), true, T0); // due in days
  const cards = S.dueCards(state, T0, KINDS);
  assert.deepEqual(cards, ["literature/holder:5", MISTAKE.id, "go-fish/last-ask:9"]);
  assert.deepEqual(S.dueCards(state, T0, KINDS, "literature/holder:5"), [MISTAKE.id, "go-fish/last-ask:9"]);
  assert.equal(S.target(cards[0], KINDS), "literature/learn/?session=all#drill=holder:5");
  assert.equal(S.target(MISTAKE.id, KINDS), `kachuful/?card=${encodeURIComponent(MISTAKE.id)}&session=all#play`);
  assert.equal(S.target("go-fish/gone-kind:1", KINDS), null);
  assert.equal(S.target("highcard/x:1", KINDS), null);
  assert.deepEqual(S.dueCards(state, T0, {}), []);
});

test("the drills each game deals, read back; anything else ignored", () => {
  assert.deepEqual(S.readKinds(JSON.stringify(KINDS)), KINDS);
  assert.deepEqual(S.readKinds(KINDS), KINDS);
  assert.deepEqual(S.readKinds({ "go-fish": ["ok", 3, "<b>", "also-ok"], "Bad Game": ["x"], x: "y" }),
    { "go-fish": ["ok", "also-ok"] });
  for (const bad of [null, undefined, "", "{", "[]", "3", [], {}, { "": [] }, "null"]) {
    assert.equal(S.readKinds(bad), null, JSON.stringify(bad));
  }
});

test("a page is in the session only when its address says so", () => {
  assert.equal(S.inSession("?session=all"), true);
  assert.equal(S.inSession("?card=x&session=all"), true);
  for (const search of ["", "?session=", "?session=go-fish", null, undefined]) assert.equal(S.inSession(search), false);
});
