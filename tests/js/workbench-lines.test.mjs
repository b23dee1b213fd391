// node --test: the workbench's lines and cursor (docs/assets/js/widgets/workbench-lines.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  atEnd, choose, commit, goTo, line, others, played, start,
} from "../../docs/assets/js/widgets/workbench-lines.js";

test("a new state has one line with the cursor at its end, or where asked", () => {
  assert.deepEqual(start(), { lines: [[]], current: 0, at: 0 });
  const s = start(["a", "b"], [["x"]], 1);
  assert.deepEqual(line(s), ["a", "b"]);
  assert.deepEqual(played(s), ["a"]);
  assert.deepEqual(others(s), [["x"]]);
  assert.throws(() => start(["a"], [], 2), RangeError);
});

test("moves at the end of the line make it grow", () => {
  const s = commit(start(["a"]), ["b", "c"]);
  assert.deepEqual(s, { lines: [["a", "b", "c"]], current: 0, at: 3 });
  assert.ok(atEnd(s));
});

test("the line's own next moves only move the cursor forward", () => {
  const s = commit(goTo(start(["a", "b", "c"]), 1), ["b"]);
  assert.deepEqual(s, { lines: [["a", "b", "c"]], current: 0, at: 2 });
  assert.ok(!atEnd(s));
});

test("another move in the middle of a line is a new line, the old one kept", () => {
  const before = goTo(start(["a", "b", "c"]), 1);
  const s = commit(before, ["x"]);
  assert.deepEqual(s, { lines: [["a", "b", "c"], ["a", "x"]], current: 1, at: 2 });
  assert.deepEqual(others(s), [["a", "b", "c"]]);
  assert.deepEqual(before, { lines: [["a", "b", "c"]], current: 0, at: 1 }, "the state before is unchanged");
});

test("moves that another line already has go to that line", () => {
  const s = commit(goTo(start(["a", "b"], [["a", "x", "y"]]), 1), ["x"]);
  assert.deepEqual(s, { lines: [["a", "b"], ["a", "x", "y"]], current: 1, at: 2 });
});

test("no moves change nothing; choosing a line puts the cursor at its end", () => {
  const s = start(["a"], [["b", "c"]]);
  assert.equal(commit(s, []), s);
  assert.deepEqual(choose(s, 1), { ...s, current: 1, at: 2 });
  assert.throws(() => choose(s, 5), RangeError);
  assert.throws(() => goTo(s, 9), RangeError);
});
