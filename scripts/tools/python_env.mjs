// The environment of the Python that makes the browser's standard library (stdlib.mjs) and its memory
// snapshot (snapshot.mjs): what the browser gets is that Python's memory, so what it keeps there is
// what travels (brotli, over the reader's link).
// - PYTHONNODEBUGRANGES: code objects keep line numbers but not each instruction's columns (the ^^^^
//   under a traceback's line): 10% of the snapshot's bytes as served (3.14 MB -> 2.84 MB, brotli 11).
// - PYTHONOPTIMIZE=2: the engine's modules, compiled as the snapshot imports them, drop their
//   docstrings (135 kB of text) and asserts, as the standard library's .pyc already do (stdlib.mjs);
//   the engine's tests run them with both, in CPython.
// Both are read when Python starts (and stay in the snapshot's os.environ): nothing else changes.
export const PYTHON_ENV = { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1", PYTHONOPTIMIZE: "2" };
