// The reader's learning (docs/assets/js/widgets/learn-model.js): progress read back safely, stars,
// resuming, the path, reset per game, Leitner boxes and the count due today, hints.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as M from "../../docs/assets/js/widgets/learn-model.js";

test("a corrupt or foreign stored value is ignored, never a crash", () => {
  for (const text of [null, "", "{", "42", "[]", '"x"', '{"lessons": [1], "review": "x"}',
    '{"lessons": {"../x": {"stars": 3}, "kachuful/a": {"stars": 9, "step": -1}}}',
    '{"review": {"kachuful/a:1": {"box": 0, "due": 1}, "bad": {"box": 1, "due": 1}}}']) {
    assert.deepEqual(M.read(text), M.empty(), String(text));
  }
  const kept = M.read('{"lessons": {"kachuful/a": {"stars": 2, "x": 1}}, "review": {"kachuful/b:12": {"box": 2, "due": 5}}}');
  assert.deepEqual(kept, { lessons: { "kachuful/a": { stars: 2 } }, review: { "kachuful/b:12": { box: 2, due: 5, seen: 0 } } });
  assert.deepEqual(M.read(M.write(kept)), kept);
});

test("stars: one for finishing, one for no wrong answer, one for no hint; each with its reason", () => {
  assert.equal(M.stars(0, 0), 3);
  assert.equal(M.stars(1, 0), 2);
  assert.equal(M.stars(5, 0), 2);
  assert.equal(M.stars(0, 2), 2);
  assert.equal(M.stars(1, 1), 1);
  assert.deepEqual(M.starReasons(0, 0), ["msgStarDone", "msgStarNoWrong", "msgStarNoHint"]);
  assert.deepEqual(M.starReasons(2, 1), ["msgStarDone", "msgStarWrong", "msgStarHint"]);
  assert.deepEqual(M.starReasons(0, 1), ["msgStarDone", "msgStarNoWrong", "msgStarHint"]);
});

test("a lesson is resumed at the step it was left at; finishing keeps the best stars", () => {
  let p = M.leave(M.empty(), "kachuful/a", 2);
  assert.equal(M.resumeStep(p, "kachuful/a", 3), 2);
  assert.equal(M.resumeStep(p, "kachuful/a", 1), 1); // a lesson now shorter starts again
  p = M.finish(p, "kachuful/a", 3);
  assert.ok(M.solved(p, "kachuful/a"));
  assert.equal(M.resumeStep(p, "kachuful/a", 3), 1);
  p = M.finish(p, "kachuful/a", 1);
  assert.equal(p.lessons["kachuful/a"].stars, 3);
});

test("a lesson left mid-way resumes with its wrong answers and hints, so its stars stay honest", () => {
  let p = M.leave(M.empty(), "kachuful/a", 2, 1, 2);
  assert.deepEqual(M.read(M.write(p)).lessons["kachuful/a"], { step: 2, wrong: 1, hints: 2 });
  assert.deepEqual(M.resumed(p, "kachuful/a", 3), { step: 2, wrong: 1, hints: 2 });
  assert.deepEqual(M.resumed(p, "kachuful/a", 1), { step: 1, wrong: 0, hints: 0 }); // started again
  assert.deepEqual(M.resumed(M.empty(), "kachuful/a", 3), { step: 1, wrong: 0, hints: 0 });
  // counts without a step, or out of range, are not ours
  assert.deepEqual(M.read('{"lessons": {"kachuful/a": {"wrong": 2, "hints": 1}}}'), M.empty());
  assert.deepEqual(M.read('{"lessons": {"kachuful/a": {"step": 2, "wrong": -1, "hints": 1e9}}}').lessons,
    { "kachuful/a": { step: 2 } });
  p = M.finish(p, "kachuful/a", 2);
  assert.deepEqual(p.lessons["kachuful/a"], { stars: 2 });
});

test("the path: what is done and the next lesson", () => {
  const p = M.finish(M.empty(), "kachuful/a", 2);
  const path = M.path(p, ["kachuful/a", "kachuful/b", "kachuful/c"]);
  assert.equal(path.done, 1);
  assert.equal(path.next, "kachuful/b");
  assert.deepEqual(path.items.map((i) => i.stars), [2, 0, 0]);
});

test("reset forgets one game only", () => {
  let p = M.finish(M.empty(), "kachuful/a", 2);
  p = M.finish(p, "go-fish/a", 3);
  p = { ...p, review: { "kachuful/x:1": { box: 1, due: 10, seen: 1 }, "go-fish/y:2": { box: 2, due: 3, seen: 1 } } };
  p = M.reset(p, "kachuful");
  assert.deepEqual(Object.keys(p.lessons), ["go-fish/a"]);
  assert.deepEqual(Object.keys(p.review), ["go-fish/y:2"]);
});

test("a drill's link and key read back", () => {
  assert.deepEqual(M.fromHash("#drill=trick-winner:1234"), { kind: "trick-winner", seed: 1234 });
  for (const bad of ["", "#drill=", "#drill=x:", "#drill=X:1", "#drill=a:1234567890", "#lesson-a"]) {
    assert.equal(M.fromHash(bad), null, bad);
  }
  assert.deepEqual(M.drillOf("kachuful/deal-score:7"), { kind: "deal-score", seed: 7 });
  assert.equal(M.day(86400000 * 3 + 5), 3);
});

test("hints: in order from the first, whatever the wrong tries; none once all are shown", () => {
  assert.equal(M.nextHint(0, 2), 0);
  assert.equal(M.nextHint(1, 2), 1);
  assert.equal(M.nextHint(2, 2), -1);
  assert.equal(M.nextHint(0, 0), -1);
});

test("the path's next action: the next lesson, then what is due, then a game", () => {
  const names = ["go-fish/a", "go-fish/b"];
  let p = M.empty();
  assert.deepEqual(M.nextAction(p, names, 3), { kind: "lesson", name: "go-fish/a" });
  p = M.finish(p, "go-fish/a", 1);
  assert.deepEqual(M.nextAction(p, names, 0), { kind: "lesson", name: "go-fish/b" });
  p = M.finish(p, "go-fish/b", 3);
  assert.deepEqual(M.nextAction(p, names, 2), { kind: "review" });
  assert.deepEqual(M.nextAction(p, names, 0), { kind: "game" });
});
