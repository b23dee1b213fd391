// Precompile Pyodide's standard library to bytecode, inside Pyodide itself (Node 20+), so that the
// .pyc files match Pyodide's own Python 3.14 (the host's Python may be another version).
// Usage: node scripts/tools/stdlib.mjs <wheel> <out.zip>
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

const [wheel, out] = process.argv.slice(2);
if (!wheel || !out) {
  console.error("usage: node scripts/tools/stdlib.mjs <wheel> <out.zip>");
  process.exit(2);
}
const pyodide = await loadPyodide({ env: { HOME: "/home/pyodide" } });
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
NEEDED = set(sys.modules) | ALLOW
EPOCH = (2026, 1, 1, 0, 0, 0)
major, minor = sys.version_info[:2]
source = f"/lib/python{major}{minor}.zip"


def module_of(name):
    return name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


buffer = io.BytesIO()
with zipfile.ZipFile(source) as src, zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as dst:
    entries = []
    for info in src.infolist():
        name = info.filename
        if info.is_dir() or not name.endswith(".py") or module_of(name) not in NEEDED:
            continue
        data = src.read(name)
        code = compile(data, f"{source}/{name}", "exec", dont_inherit=True, optimize=2)
        entries.append((name[:-3] + ".pyc", bytes(bootstrap._code_to_timestamp_pyc(code, 0, 0))))
    for name, data in sorted(entries):
        zinfo = zipfile.ZipInfo(name, date_time=EPOCH)
        zinfo.external_attr = 0o644 << 16
        dst.writestr(zinfo, data)
buffer.getvalue()
`).toJs();
writeFileSync(out, bytes);
console.log(`${out}: ${(bytes.length / 1e6).toFixed(2)} MB`);
