// Precompile Pyodide's standard library to bytecode, inside Pyodide itself (Node 20+), so that the
// .pyc files match Pyodide's own Python 3.14 (the host's Python may be another version).
// Usage: node scripts/tools/stdlib.mjs <wheel> <out.zip> <lazy.zip>
// <out.zip> is the library the memory snapshot is made with; <lazy.zip>, what the browser gets: only
// the modules not imported once the engine is (those of ALLOW): everything imported is in the
// snapshot's image already (snapshot.mjs checks that the two agree).
// Only what the browser needs is kept: the modules that Pyodide's start-up and the engine import
// (found by importing the engine from <wheel> here, as the snapshot does), a few that a request may
// import later (ALLOW), and each kept package's __init__. The stock start (the worker's fallback and
// the bench's comparison) uses Pyodide's own python_stdlib.zip, not this one.
// The zip is loaded as `stdLibURL` both when the memory snapshot is made and in the browser: it must be
// byte-identical in both places (the build passes the same file). Entries are stored (not deflated):
// the HTTP layer compresses the whole file better, and zipimport reads stored entries without
// inflating them. Compiled with optimize=2 (no docstrings, no asserts: 15% fewer bytes, and less
// memory in the snapshot); the engine itself is compiled at the default level. Timestamps are fixed and entries sorted, so the output is reproducible.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";
import { PYTHON_ENV } from "./python_env.mjs";

const [wheel, out, lazy] = process.argv.slice(2);
if (!wheel || !out || !lazy) {
  console.error("usage: node scripts/tools/stdlib.mjs <wheel> <out.zip> <lazy.zip>");
  process.exit(2);
}
const pyodide = await loadPyodide({ env: PYTHON_ENV });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: "/lib/python3.14/site-packages" });
const bytes = pyodide.runPython(String.raw`
import importlib._bootstrap_external as bootstrap
import io
import sys
import zipfile

import engine.bridge

engine.bridge.warm_up()

# Modules a request may import after start-up (standard library functions that import lazily).
ALLOW = {"pprint", "difflib", "statistics", "fractions", "numbers", "hashlib", "hmac", "secrets",
         "pickle", "_compat_pickle", "queue", "shlex", "calendar", "colorsys"}
LOADED = set(sys.modules)
NEEDED = LOADED | ALLOW
EPOCH = (2026, 1, 1, 0, 0, 0)
major, minor = sys.version_info[:2]
source = f"/lib/python{major}{minor}.zip"


def module_of(name):
    return name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


entries = []
with zipfile.ZipFile(source) as src:
    for info in src.infolist():
        name = info.filename
        if info.is_dir() or not name.endswith(".py") or module_of(name) not in NEEDED:
            continue
        data = src.read(name)
        code = compile(data, f"{source}/{name}", "exec", dont_inherit=True, optimize=2)
        entries.append((name[:-3] + ".pyc", bytes(bootstrap._code_to_timestamp_pyc(code, 0, 0)), module_of(name)))


def zipped(kept):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as dst:
        for name, data, _ in sorted(kept):
            zinfo = zipfile.ZipInfo(name, date_time=EPOCH)
            zinfo.external_attr = 0o644 << 16
            dst.writestr(zinfo, data)
    return buffer.getvalue()


[zipped(entries), zipped([e for e in entries if e[2] not in LOADED])]
`).toJs();
writeFileSync(out, bytes[0]);
writeFileSync(lazy, bytes[1]);
console.log(`${out}: ${(bytes[0].length / 1e6).toFixed(2)} MB; ${lazy}: ${(bytes[1].length / 1e6).toFixed(2)} MB`);
