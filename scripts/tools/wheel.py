"""Build the engine's pure-Python wheel (py3-none-any) with the standard library only.

The wheel carries the engine's sources, the compiled catalogs and each language's grammar
(``engine/_locales/<lang>/LC_MESSAGES/messages.mo``, ``engine/_locales/<lang>/grammar.toml``), so it runs
as is in Pyodide (``loadPackage(url)``) and in CPython. Output is reproducible: fixed timestamps,
sorted entries.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine import __version__  # noqa: E402

DIST = "cardrules_engine"
GRAMMAR = "grammar.toml"
EPOCH = (2026, 1, 1, 0, 0, 0)


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


# What only the command line, the build and the tests use: not in the wheel, nor in the browser's
# memory snapshot (the bench's engine speed still runs in the browser: engine/benchmarks.py stays).
BUILD_ONLY = frozenset({"engine/__main__.py", "engine/transcripts.py", "engine/glossary.py"})


def files(mo_root: Path) -> list[tuple[str, bytes]]:
    out = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name not in BUILD_ONLY:
            out.append((name, path.read_bytes()))
    for path in sorted(mo_root.rglob("*.mo")):
        out.append((f"engine/_locales/{path.relative_to(mo_root).as_posix()}", path.read_bytes()))
        # the language's grammar, from its source folder (the compiled catalogs may be elsewhere)
        lang = path.relative_to(mo_root).parts[0]
        grammar = ROOT / "locales" / lang / GRAMMAR
        if grammar.is_file():
            out.append((f"engine/_locales/{lang}/{GRAMMAR}", grammar.read_bytes()))
    return out


def build(out_dir: Path, mo_root: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    name = f"{DIST}-{__version__}-py3-none-any.whl"
    info = f"{DIST}-{__version__}.dist-info"
    entries = files(mo_root)
    entries.append((f"{info}/METADATA", (
        f"Metadata-Version: 2.1\nName: {DIST}\nVersion: {__version__}\n"
        "Summary: Rules engine for Literature, Kachuful and Go Fish\nRequires-Python: >=3.11\n"
    ).encode()))
    entries.append((f"{info}/WHEEL", (
        b"Wheel-Version: 1.0\nGenerator: cardrules-wheel\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )))
    entries.append((f"{info}/top_level.txt", b"engine\n"))
    record = "\n".join(_record_line(n, d) for n, d in entries) + f"\n{info}/RECORD,,\n"
    entries.append((f"{info}/RECORD", record.encode()))
    target = out_dir / name
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for arcname, data in entries:
            zinfo = zipfile.ZipInfo(arcname, date_time=EPOCH)
            zinfo.external_attr = 0o644 << 16
            zinfo.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zinfo, data)
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "build" / "wheel"))
    parser.add_argument("--mo-root", default=str(ROOT / "locales"))
    args = parser.parse_args()
    print(build(Path(args.out), Path(args.mo_root)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
