// The review queue (docs/assets/js/review-schedule.js): FSRS states kept in localStorage and read back,
// cards due when FSRS says, the old Leitner boxes taken over, corrupt or foreign values ignored.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as FSRS from "ts-fsrs";
import * as Q from "../../docs/assets/js/review-schedule.js";
import * as Leitner from "../../docs/assets/js/widgets/learn-model.js";

const DAY = 86400000;
const T0 = Date.UTC(2026, 0, 5, 9, 30);

// localStorage as a page has it: strings only, and optionally one that refuses everything.
function fakeStorage(initial = {}, broken = false) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k) => { if (broken) throw new Error("SecurityError"); return data.has(k) ? data.get(k) : null; },
    setItem: (k, v) => { if (broken) throw new Error("QuotaExceededError"); data.set(k, String(v)); },
    removeItem: (k) => data.delete(k),
    data,
  };
}

const queue = Q.reviewQueue(FSRS);

test("the queue round-trips through localStorage, and goes on the same from what was read back", () => {
  const storage = fakeStorage();
  let state = queue.load(storage);
  assert.deepEqual(state, Q.empty());
  const drill = queue.drillId("go-fish", "last-ask", 1234);
  const mistake = queue.mistakeId("kachuful", 7, 12, ["bid A 1", "bid B 0"]);
  state = queue.add(state, drill, T0);
  state = queue.add(state, mistake, T0, { game: "kachuful", seed: 7, ply: 12, code: "kachuful.review-bid-far" });
  state = queue.answer(state, drill, true, T0 + 60000);
  state = queue.answer(state, drill, "easy", T0 + 3 * DAY);
  state = queue.answer(state, mistake, false, T0 + 120000);
  assert.equal(queue.save(storage, state), true);
  assert.ok(storage.data.get(Q.KEY).length > 0);
  const back = queue.load(storage);
  assert.deepEqual(back, state);
  assert.equal(back.cards[mistake].payload.code, "kachuful.review-bid-far");
  const later = T0 + 40 * DAY;
  assert.deepEqual(queue.answer(back, drill, true, later), queue.answer(state, drill, true, later));
});

test("a card comes back when FSRS says, with a desired retention of 0.9", () => {
  const id = queue.drillId("literature", "holder", 99);
  let state = queue.add(Q.empty(), id, T0);
  assert.deepEqual(queue.due(state, T0), [id]); // a new card is due at once
  const f = FSRS.fsrs(FSRS.generatorParameters({ request_retention: 0.9 }));
  let card = FSRS.createEmptyCard(new Date(T0));
  let now = T0;
  for (const grade of [FSRS.Rating.Good, FSRS.Rating.Good, FSRS.Rating.Good, FSRS.Rating.Again, FSRS.Rating.Good]) {
    const right = grade === FSRS.Rating.Good;
    state = queue.answer(state, id, right, now);
    card = f.next(card, new Date(now), grade).card;
    const due = state.cards[id].due;
    assert.equal(due, card.due.getTime());
    assert.equal(queue.dueCount(state, due - 1), 0);
    assert.equal(queue.dueCount(state, due), 1);
    assert.equal(queue.dueCount(state, due, "literature"), 1);
    assert.equal(queue.dueCount(state, due, "kachuful"), 0);
    now = due;
  }
  // A card learnt well comes back after days, and later with a lower desired retention.
  const days = (s) => (s.cards[id].due - s.cards[id].last) / DAY;
  assert.ok(days(state) >= 1);
  const loose = Q.reviewQueue(FSRS, { retention: 0.7 });
  let a = queue.add(Q.empty(), id, T0);
  let b = loose.add(Q.empty(), id, T0);
  for (const t of [T0, T0 + DAY, T0 + 5 * DAY]) {
    a = queue.answer(a, id, true, t);
    b = loose.answer(b, id, true, t);
  }
  assert.ok(days(b) > days(a), `${days(b)} > ${days(a)}`);
});

test("the old Leitner boxes are taken over, each due on its day, nothing of ours overwritten", () => {
  const today = Leitner.day(T0);
  // As the Leitner boxes were kept: box n came back 2^(n-1) days after it was last seen, a wrong answer
  // went back to box 1, due the same day.
  const progress = { ...Leitner.empty(), review: {
    "go-fish/last-ask:1": { box: 2, due: today, seen: T0 - 2 * DAY },
    "kachuful/trick-winner:5": { box: 1, due: today + 1, seen: T0 },
    "literature/holder:8": { box: 1, due: today, seen: T0 },
  } };
  const storage = fakeStorage({ [Leitner.KEY]: Leitner.write(progress) });
  const state = queue.load(storage);
  assert.deepEqual(Object.keys(state.cards).sort(),
    ["go-fish/last-ask:1", "kachuful/trick-winner:5", "literature/holder:8"]);
  assert.equal(state.cards["go-fish/last-ask:1"].due, today * DAY);
  assert.equal(state.cards["go-fish/last-ask:1"].stability, 2);
  assert.equal(state.cards["kachuful/trick-winner:5"].due, (today + 1) * DAY);
  assert.equal(state.cards["go-fish/last-ask:1"].state, FSRS.State.Review);
  assert.deepEqual(queue.due(state, T0).sort(), ["go-fish/last-ask:1", "literature/holder:8"]);
  assert.equal(queue.dueCount(state, T0, "kachuful"), 0);
  assert.equal(queue.dueCount(state, (today + 1) * DAY, "kachuful"), 1);
  // A migrated card is scheduled by FSRS from then on.
  const answered = queue.answer(state, "go-fish/last-ask:1", true, T0);
  assert.ok(answered.cards["go-fish/last-ask:1"].due > T0 + DAY);
  // Taken over once: a card of ours is not replaced by its old box, and the old key is left as it was.
  queue.save(storage, answered);
  const again = queue.load(storage);
  assert.deepEqual(again.cards["go-fish/last-ask:1"], answered.cards["go-fish/last-ask:1"]);
  assert.equal(storage.data.get(Leitner.KEY), Leitner.write(progress));
});

test("a corrupt or foreign stored value is ignored, never a crash", () => {
  const good = queue.add(Q.empty(), "go-fish/last-ask:3", T0).cards["go-fish/last-ask:3"];
  for (const text of [null, "", "{", "42", "[]", '"x"', "null", '{"cards": []}', '{"cards": 5}',
    JSON.stringify({ cards: { "../x": good } }),
    JSON.stringify({ cards: { "go-fish/last-ask:3": { ...good, due: "tomorrow" } } }),
    JSON.stringify({ cards: { "go-fish/last-ask:3": { ...good, state: 9 } } }),
    JSON.stringify({ cards: { "go-fish/last-ask:3": { ...good, stability: -1 } } }),
    JSON.stringify({ cards: { "go-fish/last-ask:3": { ...good, payload: "x".repeat(10) } } }),
    JSON.stringify({ cards: { "go-fish/last-ask:3": [1, 2] } })]) {
    assert.deepEqual(Q.read(text), Q.empty(), String(text));
    assert.deepEqual(queue.load(fakeStorage({ [Q.KEY]: text, [Leitner.KEY]: text ?? "" })), Q.empty());
  }
  const mixed = Q.read(JSON.stringify({ cards: { "go-fish/last-ask:3": good, "go-fish/x:1": { due: 1 } } }));
  assert.deepEqual(Object.keys(mixed.cards), ["go-fish/last-ask:3"]);
  assert.deepEqual(queue.load(fakeStorage({}, true)), Q.empty()); // storage disabled: an empty queue
  assert.equal(queue.save(fakeStorage({}, true), mixed), false); // full or disabled: said, not thrown
  assert.throws(() => queue.add(Q.empty(), "not an id", T0), RangeError);
  assert.throws(() => queue.answer(mixed, "go-fish/last-ask:3", "maybe", T0), RangeError);
});

test("at most LIMIT cards are kept: those reviewed longest ago go first", () => {
  let state = Q.empty();
  for (let i = 0; i <= Q.LIMIT; i += 1) state = queue.answer(state, `go-fish/last-ask:${i}`, true, T0 + i * 1000);
  assert.equal(Object.keys(state.cards).length, Q.LIMIT);
  assert.equal(state.cards["go-fish/last-ask:0"], undefined);
  assert.ok(state.cards[`go-fish/last-ask:${Q.LIMIT}`]);
});

test("what is due is counted without the library, and a game's cards are forgotten alone", () => {
  let state = queue.add(queue.add(Q.empty(), "go-fish/last-ask:3", T0), "kachuful/trick-winner:4", T0 + 1);
  state = queue.add(state, queue.mistakeId("go-fish", 9, 2, ["a", "b", "c"]), T0 + 2, { line: ["a"] });
  const storage = fakeStorage({});
  queue.save(storage, state);
  const seen = Q.peek(storage);
  assert.equal(Q.due(seen, T0 + 2, "go-fish").length, 2);
  assert.deepEqual(Q.due(seen, T0 + 2), queue.due(state, T0 + 2));
  assert.deepEqual(Q.due(seen, T0 - 1), []);
  assert.deepEqual(Object.keys(Q.forget(seen, "go-fish").cards), ["kachuful/trick-winner:4"]);
  assert.deepEqual(Q.peek(fakeStorage({ [Q.KEY]: "{not json" })), Q.empty());
});
