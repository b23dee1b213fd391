"""A small static server for site/ with the right types for Pyodide's files (used by serve and tests)."""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".gz": "application/octet-stream",
    ".json": "application/json",
    ".map": "application/json",
}


# The Content-Security-Policy the site is built to run under (README: "Deploying"). Pyodide compiles
# WebAssembly ('wasm-unsafe-eval'); the engine and Material's search run in workers from the site.
CSP = "; ".join([
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    # Files outside the site served at fixed paths (tests: /__test__/axe.min.js), same origin so that
    # they run under the site's Content-Security-Policy like everything else.
    extra: dict[str, Path] = {}

    def translate_path(self, path: str) -> str:
        clean = path.split("?", 1)[0].split("#", 1)[0]
        if clean in self.extra:
            return str(self.extra[clean])
        return super().translate_path(path)

    def end_headers(self) -> None:
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Content-Security-Policy", CSP)
        if self.path.endswith("manifest.json"):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(
    root: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False,
    extra: dict[str, Path] | None = None,
) -> ThreadingHTTPServer:
    handler_class = type("SiteHandler", (Handler,), {"extra": dict(extra or {})})
    handler = functools.partial(handler_class, directory=str(root))
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    server.verbose = verbose  # type: ignore[attr-defined]
    return server


def serve_in_thread(
    root: Path, port: int = 0, extra: dict[str, Path] | None = None
) -> tuple[ThreadingHTTPServer, str]:
    server = make_server(root, port=port, extra=extra)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", default=str(Path(__file__).resolve().parents[2] / "site"))
    args = parser.parse_args()
    server = make_server(Path(args.root), port=args.port, verbose=True)
    print(f"Serving {args.root} at http://127.0.0.1:{args.port}/ (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
