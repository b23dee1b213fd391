// node --test: one workbench change at a time (docs/assets/js/widgets/workbench-queue.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { changeQueue } from "../../docs/assets/js/widgets/workbench-queue.js";

function queueFor(ready = true) {
  const seen = { changes: 0, failed: [] };
  const queue = changeQueue({
    ready: () => ready, changed: () => { seen.changes += 1; }, failed: (error) => seen.failed.push(error.message),
  });
  return { queue, seen };
}

function gate() {
  let open;
  const promise = new Promise((resolve) => { open = resolve; });
  return { promise, open };
}

test("a change runs alone: a move asked meanwhile is dropped, a view asked meanwhile runs next", async () => {
  const { queue } = queueFor();
  const order = [];
  const first = gate();
  const running = queue.run(async () => { order.push("first"); await first.promise; });
  assert.equal(queue.busy, true);
  await queue.run(async () => order.push("dropped"));
  queue.run(async () => order.push("queued"), null, { queue: true });
  first.open();
  await running;
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(order, ["first", "queued"]);
  assert.equal(queue.done, 2);
  assert.equal(queue.busy, false);
});

test("an error is shown and the change still counts; the focus goes where asked", async () => {
  const { queue, seen } = queueFor();
  let focused = false;
  await queue.run(async () => { throw new Error("boom"); }, () => { focused = true; });
  assert.deepEqual(seen.failed, ["boom"]);
  assert.equal(queue.done, 1);
  assert.ok(focused);
});

test("nothing runs before a game is dealt", async () => {
  const { queue } = queueFor(false);
  let ran = false;
  await queue.run(async () => { ran = true; });
  assert.equal(ran, false);
  assert.equal(queue.done, 0);
});

test("a held change keeps others out, and counts only once it said it changed the page", async () => {
  const { queue } = queueFor();
  const open = gate();
  const held = queue.hold(async (counted) => { await open.promise; counted(); return "read"; });
  assert.equal(await queue.hold(async () => "other"), false, "busy: refused");
  open.open();
  assert.equal(await held, "read");
  assert.equal(queue.done, 1);
  assert.equal(await queue.hold(async () => false), false);
  assert.equal(queue.done, 1, "not counted");
});
