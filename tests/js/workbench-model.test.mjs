// node --test: the workbench's state as plain values (docs/assets/js/widgets/workbench-model.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import * as M from "../../docs/assets/js/widgets/workbench-model.js";

const setup = { players: 4, seed: 7, rules: {}, setup: null };
const step = (seat, ...lines) => ({ seat, lines });

test("a game dealt: its lines, the cursor where asked, nothing else changed", () => {
  const before = M.initial();
  const s = M.dealt(before, setup, ["a", "b"], [["x"]], 1);
  assert.equal(s.setup, setup);
  assert.deepEqual(s.lines, { lines: [["a", "b"], ["x"]], current: 0, at: 1 });
  assert.equal(before.setup, null, "the state before is unchanged");
  assert.equal(s.known, before.known, "the narrated steps are kept (their key tells whether they serve)");
});

test("the seats' roles: the computer's seats and levels, the reader when one seat is a human's", () => {
  const roles = { A: "human", B: "bot:strong", C: "bot:beginner", D: "human" };
  assert.deepEqual(M.bots(roles), ["B", "C"]);
  assert.deepEqual(M.levels(roles), { B: "strong", C: "beginner" });
  assert.equal(M.reader(["A", "B", "C", "D"], roles), null, "two humans: no reader");
  assert.equal(M.reader(["A", "B", "C", "D"], { ...roles, D: "bot:strong" }), "A");
  assert.equal(M.reader(["A", "B"], {}), null, "seats not chosen yet are the reader's");
});

test("a request carries the game dealt, an edited deal or null", () => {
  const req = M.request("workbench.view", { game: "kachuful", lang: "es" }, setup, { line: ["a"] });
  assert.deepEqual(req, {
    op: "workbench.view", game: "kachuful", players: 4, seed: 7, rules: {}, setup: null, lang: "es", line: ["a"],
  });
});

test("only the rule switches changed from their defaults are sent", () => {
  assert.deepEqual(M.rulesChanged({ a: [true, true], b: [true, false], c: [false, true] }), { b: true, c: false });
});

test("the steps the page has narrated serve a line that shares their start, for the same game and view", () => {
  const key = M.stepsKey(setup, { view: "A", training: false });
  assert.notEqual(key, M.stepsKey(setup, { view: null, training: false }));
  assert.notEqual(M.stepsKey(setup, { view: null, reader: "A" }), M.stepsKey(setup, { view: null }),
    "the steps are told as the reader saw them");
  const known = { key, line: ["a", "b", "c"], steps: [step(null), step("A"), step("B"), step("C")] };
  assert.equal(M.stepsFrom(known, key, ["a", "b", "c", "d"]), 4);
  assert.equal(M.stepsFrom(known, key, ["a", "x"]), 2, "the deal and the first move");
  assert.equal(M.stepsFrom(known, "another", ["a"]), 0);
});

test("a view shown: the known steps up to where it starts, then its own; the first new one", () => {
  const key = M.stepsKey(setup, {});
  let s = M.dealt(M.initial(), setup);
  const first = M.show(s, key, { line: ["a"], at: 1, steps: [step(null, "dealt"), step("A", "a")] });
  assert.equal(first.from, 0);
  s = first.state;
  const reply = { line: ["a", "b"], at: 2, steps_from: 2, steps: [step("B", "b")] };
  const next = M.show(s, key, reply);
  assert.equal(next.from, 2);
  assert.deepEqual(next.state.shown.steps.map((x) => x.seat), [null, "A", "B"]);
  assert.deepEqual(reply.steps, [step("B", "b")], "the reply is not changed");
  assert.equal(M.show(s, "other", reply).from, 0, "steps of another view are not reused");
});

test("a view that came with moves fits when it is the cursor's position with the lines planned", () => {
  const s = M.dealt(M.initial(), setup, ["a", "b"], [["x"]]);
  assert.ok(M.fits(s, { at: 2, size: 2 }, [["x"]]));
  assert.ok(!M.fits(s, { at: 1, size: 2 }, [["x"]]));
  assert.ok(!M.fits(s, { at: 2, size: 2 }, []));
  assert.ok(!M.fits(s, null, [["x"]]));
});

test("what is said: the last move, the moves since a step, the computer's reasons", () => {
  const shown = { at: 2, last: ["B plays", "wins"], steps: [step(null, "deal"), step("A", "a1", "a2"), step("B", "b"),
    step("C", "c")] };
  assert.equal(M.lastLines(shown), "B plays wins");
  assert.equal(M.lastLines(null), "");
  assert.deepEqual(M.movesSince(shown, 0), ["a1 a2", "b"]);
  assert.deepEqual(M.movesSince(null, 0), []);
  // the turn back with the reader after another seat's moves: what they changed for them, then their turn
  const back = { ...shown, turn: "A", news: ["B took your 6."] };
  assert.deepEqual(M.said(back, 0, "A", "A to play."), ["a1 a2", "b", "B took your 6. A to play."]);
  assert.deepEqual(M.said({ ...back, news: [] }, 1, "A", "A to play."), ["b", "A to play."]);
  assert.deepEqual(M.said(back, 0, null, "A to play."), ["a1 a2", "b"], "no one reader: the moves only");
  assert.deepEqual(M.said({ ...back, turn: "B" }, 0, "A", "A to play."), ["a1 a2", "b"], "not their turn");
  assert.deepEqual(M.said({ ...back, over: true }, 0, "A", "A to play."), ["a1 a2", "b"], "the game is over");
  assert.deepEqual(M.said({ ...back, at: 1 }, 0, "A", "A to play."), ["a1 a2"], "the reader's own move only");
  assert.deepEqual(M.said(null, 0, "A", "A to play."), []);
  const why = ["r1", "r2", "r3"];
  assert.deepEqual(M.reasons(why, 2), ["r2", "r3"]);
  assert.deepEqual(M.reasons(why), why);
  assert.deepEqual(M.reasons(undefined), []);
});

test("after a move, the computer plays on in the same request: its seats, their levels, each move explained", () => {
  const roles = { A: "human", B: "bot:strong", C: "human", D: "bot:beginner" };
  assert.deepEqual(M.computer(roles), {
    mode: "auto", bots: ["B", "D"], levels: { B: "strong", D: "beginner" }, explain: true,
  });
  assert.deepEqual(M.computer({ A: "human" }).bots, [], "no seat played by the computer: no move");
  assert.deepEqual([...M.PARTS].sort(),
    ["claims", "last", "legal", "link", "news", "panel", "result", "steps", "table"],
    "the workbench reads every part, and what changed for the reader");
});

test("where the panel has chances, they are asked for with it (sent when quick to count)", () => {
  const withChances = M.parts({ chancesFollow: true });
  assert.deepEqual([...withChances].sort(), [...M.PARTS, "chances"].sort(), "every part, and the chances");
  assert.ok(withChances.includes("panel"), "the panel always comes with the position");
  assert.deepEqual(M.parts({ chancesFollow: false }), M.PARTS, "no chances: not asked for");
});
