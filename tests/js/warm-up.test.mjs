// node --test: the engine's warm-up while the table waits for the reader (docs/assets/js/widgets/warm-up.js):
// after a quiet moment, one request at a time, while the table waits, up to the visit's budget; never for
// Save-Data; a refusal is a console error. Each test imports its own copy of the module (its budget is
// the visit's, kept at module level).
import assert from "node:assert/strict";
import { mock, test } from "node:test";

const QUIET = 400;
let fresh = 0;
let clock = 0;
Object.defineProperty(globalThis, "performance", { value: { now: () => clock }, configurable: true });
globalThis.document = { hidden: false };

async function warmerModule({ saveData = false } = {}) {
  globalThis.navigator = { connection: { saveData } };
  fresh += 1;
  return (await import(`../../docs/assets/js/widgets/warm-up.js?copy=${fresh}`)).warmer;
}

// An engine whose calls wait until the test answers them, each taking `took` ms of the fake clock.
function slowEngine(took = 10) {
  const calls = [];
  return {
    calls,
    call(request) {
      return new Promise((resolve) => calls.push({
        request,
        answer(reply = { ok: true, result: { n: request.n } }) { clock += took; resolve(reply); },
      }));
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test("after a quiet moment, one request at a time, each answer seen, until the table stops waiting", async (t) => {
  mock.timers.enable({ apis: ["setTimeout"] });
  t.after(() => mock.timers.reset());
  const warmer = await warmerModule();
  const engine = slowEngine();
  const seen = [];
  let n = 0;
  let waiting = true;
  const warm = warmer(engine, () => ({ op: "workbench.warm", n: ++n }), (result) => seen.push(result.n));
  warm(() => waiting);
  mock.timers.tick(QUIET - 1);
  assert.equal(engine.calls.length, 0, "not before the quiet moment");
  mock.timers.tick(1);
  assert.equal(engine.calls.length, 1);
  await settle();
  assert.equal(engine.calls.length, 1, "the next waits for the answer");
  engine.calls[0].answer();
  await settle();
  assert.equal(engine.calls.length, 2);
  assert.deepEqual(seen, [1]);
  waiting = false; // the reader moved
  engine.calls[1].answer();
  await settle();
  assert.equal(engine.calls.length, 2, "nothing more once the table does not wait");
  assert.deepEqual(seen, [1, 2]);
});

test("a quick reader never waits: the warm-up does not start if the table stopped waiting", async (t) => {
  mock.timers.enable({ apis: ["setTimeout"] });
  t.after(() => mock.timers.reset());
  const warmer = await warmerModule();
  const engine = slowEngine();
  let waiting = true;
  const warm = warmer(engine, () => ({ op: "workbench.warm" }));
  warm(() => waiting);
  mock.timers.tick(QUIET / 2);
  waiting = false;
  mock.timers.tick(QUIET);
  assert.equal(engine.calls.length, 0);
});

test("the budget is the visit's: shared by every widget, spent in engine time", async (t) => {
  mock.timers.enable({ apis: ["setTimeout"] });
  t.after(() => mock.timers.reset());
  const warmer = await warmerModule();
  const engine = slowEngine(600); // 1.5 s: the third answer spends it
  const first = warmer(engine, () => ({ op: "workbench.warm" }));
  first(() => true);
  mock.timers.tick(QUIET);
  for (let i = 0; i < 3; i++) {
    assert.equal(engine.calls.length, i + 1);
    engine.calls[i].answer();
    await settle();
  }
  assert.equal(engine.calls.length, 3, "stops once the budget is spent");
  const second = warmer(engine, () => ({ op: "workbench.warm" })); // another widget of the same visit
  second(() => true);
  mock.timers.tick(QUIET);
  assert.equal(engine.calls.length, 3);
});

test("never for a reader who asked to save data", async (t) => {
  mock.timers.enable({ apis: ["setTimeout"] });
  t.after(() => mock.timers.reset());
  const warmer = await warmerModule({ saveData: true });
  const engine = slowEngine();
  warmer(engine, () => ({ op: "workbench.warm" }))(() => true);
  mock.timers.tick(QUIET * 2);
  assert.equal(engine.calls.length, 0);
});

test("a refused warm-up is a bug: said on the console, and the warm-up stops", async (t) => {
  mock.timers.enable({ apis: ["setTimeout"] });
  t.after(() => mock.timers.reset());
  const errors = [];
  t.mock.method(console, "error", (...args) => errors.push(args));
  const warmer = await warmerModule();
  const engine = slowEngine();
  warmer(engine, () => ({ op: "workbench.warm" }))(() => true);
  mock.timers.tick(QUIET);
  engine.calls[0].answer({ ok: false, error: { message: "field-missing" } });
  await settle();
  await settle();
  assert.equal(engine.calls.length, 1);
  assert.equal(errors.length, 1);
  assert.match(String(errors[0][1]), /warm-up refused: field-missing/);
});
