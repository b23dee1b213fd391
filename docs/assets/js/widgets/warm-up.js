// The engine's warm-up while the reader looks at a new table. The browser compiles the engine's hot
// code (Pyodide's WebAssembly) for speed only once it has run a while: measured in Chromium 156, the
// requests of a Kachuful game took a median 31-45 ms of engine time over the first 20, 10-25 over the
// next 20 and 7-8 from about the 60th on (4 with every function compiled at once). So, whenever the
// table waits for the reader, the step path runs ahead (`request()`: a workbench.warm request, a move
// played from the position, the computer's replies, the position drawn, the answer thrown away), one
// request at a time (a reader's move waits for one at most), after the table has waited QUIET ms,
// until BUDGET ms of them have run in the visit (this module, like the worker and its compiled code,
// stays across Material's instant navigation). Not for readers who asked to save data (a phone's
// battery). A refused or failed warm-up is a bug: to the console. `answered(result)`, when given, sees
// each answer (the workbench draws the first one off-screen, so that the page's own code is compiled too).
// What it gains and costs: the README's "start-up" section (./scripts/bench --only clicks --pace 1000).
const BUDGET = 1500;
const QUIET = 400; // ms the table waits for the reader before it starts: a quick reader never waits
let spent = 0; // for every widget of the visit: the compiled code is the worker's

export function warmer(engine, request, answered = null) {
  let running = false;
  let timer = null;
  async function run(idle) {
    while (spent < BUDGET && idle() && !document.hidden) {
      const req = request();
      if (!req) return;
      const began = performance.now();
      const reply = await engine.call(req);
      spent += performance.now() - began;
      if (!reply.ok) throw new Error(`warm-up refused: ${reply.error.message}`);
      if (answered) answered(reply.result);
    }
  }
  // `idle()`: the table waits for the reader (checked after QUIET ms, then before each request).
  return (idle) => {
    if (running || spent >= BUDGET || (navigator.connection && navigator.connection.saveData)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running || !idle()) return;
      running = true;
      go(idle);
    }, QUIET);
  };

  function go(idle) {
    run(idle)
      .catch((error) => {
        // a stopped worker is the client's to report (and the next call starts a new one)
        if (!(error && error.code === "engine-crashed")) console.error("engine: the warm-up failed", error);
      })
      .finally(() => {
        running = false;
      });
  }
}
