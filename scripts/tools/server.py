"""A small static server for site/ (used by serve, the tests and the bench), sending what a static host
must send (README, "Deploying"): the types Pyodide needs, the Content-Security-Policy, the precompressed
twin of a file (FILE.br, FILE.gz) with Content-Encoding when the request accepts it, a year's cache for
content-hashed files and revalidation (no-cache) for everything else."""

from __future__ import annotations

import argparse
import email.utils
import functools
import os
import re
import sys
import threading
import time
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
    ".bin": "application/octet-stream",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
}
# Content-hashed paths (the runtime's and engine's folders, Material's bundles): never change.
HASHED = re.compile(r"^/(pyodide|engine)/[0-9a-f]{16}/|\.[0-9a-f]{8}\.min\.(js|css)$")
IMMUTABLE = "public, max-age=31536000, immutable"
ENCODINGS = tuple((c, s) for c, s in (("br", ".br"), ("gzip", ".gz"))
                  if c in os.environ.get("SERVE_ENCODINGS", "br,gzip").split(","))


def accepted(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header allows (q=0 excludes)."""
    out = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        q = params.strip()
        if q.startswith("q=") and float(q[2:] or 0) == 0:
            continue
        if name.strip():
            out.add(name.strip().lower())
    return out


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


class Link:
    """A slower network between the browser and this server, for the bench: ``rate`` bytes a second
    shared by every answer (one link, as a reader's), and ``latency`` seconds before each answer."""

    CHUNK = 16 * 1024

    def __init__(self, rate: float, latency: float) -> None:
        self.rate = rate
        self.latency = latency
        self.free_at = 0.0
        self.lock = threading.Lock()

    def send(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        while chunk := source.read(self.CHUNK):
            with self.lock:
                start = max(time.monotonic(), self.free_at)
                self.free_at = start + len(chunk) / self.rate
            time.sleep(max(0.0, self.free_at - time.monotonic()))
            outputfile.write(chunk)


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    # Connections are kept open between requests, as any real host keeps them (HTTP/1.0 opened one per
    # file; a page and its worker ask for about 40), and each answer leaves at once (no Nagle delay
    # between the headers and a small body). Every answer has a length: files, errors, redirects.
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    # Files outside the site served at fixed paths (tests: /__test__/axe.min.js), same origin so that
    # they run under the site's Content-Security-Policy like everything else.
    extra: dict[str, Path] = {}

    def translate_path(self, path: str) -> str:
        clean = path.split("?", 1)[0].split("#", 1)[0]
        if clean in self.extra:
            return str(self.extra[clean])
        # The root is read per request: a test can switch the served build (server.root = ...).
        self.directory = str(self.server.root)  # type: ignore[attr-defined]
        return super().translate_path(path)

    def send_head(self):  # type: ignore[no-untyped-def]
        """The precompressed twin when there is one and the request accepts its coding."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()
        self.vary = any(os.path.isfile(path + suffix) for _, suffix in ENCODINGS)
        codings = accepted(self.headers.get("Accept-Encoding"))
        for coding, suffix in ENCODINGS:
            if coding in codings and os.path.isfile(path + suffix):
                break
        else:
            return super().send_head()
        stat = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since and not self.headers.get("If-None-Match"):
            try:
                when = email.utils.parsedate_to_datetime(since)
                if int(stat.st_mtime) <= when.timestamp():
                    self.send_response(304)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError, IndexError):
                pass
        handle = open(path + suffix, "rb")  # closed by the caller, as in send_head
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(os.fstat(handle.fileno()).st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return handle

    def send_response(self, code: int, message: str | None = None) -> None:
        link = self.server.link  # type: ignore[attr-defined]
        if link:
            time.sleep(link.latency)
        super().send_response(code, message)

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        link = self.server.link  # type: ignore[attr-defined]
        if link:
            link.send(source, outputfile)
        else:
            super().copyfile(source, outputfile)

    def end_headers(self) -> None:
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Content-Security-Policy", CSP)
        clean = self.path.split("?", 1)[0].split("#", 1)[0]
        self.send_header("Cache-Control", IMMUTABLE if HASHED.search(clean) else "no-cache")
        if getattr(self, "vary", False):
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        """A client that went away (a test closed its page mid-answer) is no error of the server's."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


def make_server(
    root: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False,
    extra: dict[str, Path] | None = None, link: Link | None = None,
) -> ThreadingHTTPServer:
    handler_class = type("SiteHandler", (Handler,), {"extra": dict(extra or {})})
    handler = functools.partial(handler_class, directory=str(root))
    server = SiteServer((host, port), handler)
    server.root = root  # type: ignore[attr-defined]
    server.verbose = verbose  # type: ignore[attr-defined]
    server.link = link  # type: ignore[attr-defined]
    return server


def serve_in_thread(
    root: Path, port: int = 0, extra: dict[str, Path] | None = None, link: Link | None = None
) -> tuple[ThreadingHTTPServer, str]:
    server = make_server(root, port=port, extra=extra, link=link)
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
