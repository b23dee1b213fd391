"""``./scripts/i18n preview LANG [--page PATH]``: a page in one language as the catalog now says it, in
seconds, without building the site.

Each request compiles the language's catalog again if it changed, reloads it into the engine, and draws
the page: its Markdown with the site's extensions, every widget as the build draws it, then every step
of its worked examples and lessons (what the browser would show one by one), then each message of the
page with its translation (the untranslated ones marked). Edit ``messages.po``, reload the page: the new
text is there. The engine's later steps in a real browser still need ``./scripts/build``.
``--once DIR`` writes the page to ``DIR/<page>.html`` and exits (for tests and timings).
"""

from __future__ import annotations

import html
import importlib
import re
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from i18n_base import catalog_path, page_languages, paths, read_catalog, read_config
from i18n_stats import all_pages, on_page, page_name, state_of

STYLE = """body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
.preview-steps li{margin:.25rem 0}.missing{background:#fde2e2}.fuzzy{background:#fff3cd}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top}
button{font:inherit}"""


class Preview:
    """Renders pages of one language from the current catalog (``root``: a repository)."""

    def __init__(self, lang: str, root: Path | str | None = None) -> None:
        self.lang = lang
        self.p = paths(root)
        self.compiled_at = 0.0
        sys.path.insert(0, str(self.p.root))
        sys.path.insert(0, str(self.p.root / "scripts"))
        self.hooks: Any = importlib.import_module("hooks")
        self.hooks.load_all()
        config = read_config(root)
        self.extensions: list[Any] = []
        self.configs: dict[str, Any] = {}
        for item in config.get("markdown_extensions") or []:
            name, options = (next(iter(item.items())) if isinstance(item, dict) else (item, None))
            self.extensions.append(name)
            if options:
                self.configs[name] = {k: v for k, v in options.items() if k != "permalink"}
        self.default = page_languages(root)[0]
        self.scenarios: dict[str, Any] = {}

    def refresh(self) -> None:
        """The catalog compiled again and reloaded when the ``.po`` changed since the last page."""
        from babel.messages.mofile import write_mo

        from engine.core.i18n import reset

        source = catalog_path(self.lang, self.p.root)
        if source.stat().st_mtime <= self.compiled_at:
            return
        catalog = read_catalog(source, self.lang)
        target = source.with_suffix(".mo")
        with target.open("wb") as fh:
            write_mo(fh, catalog, use_fuzzy=False)
        self.compiled_at = time.time()
        reset()
        if not self.scenarios:
            from engine.scenario import load_file, replay

            for path in sorted(self.p.scenarios.rglob("*.toml")):
                scenario = load_file(path, self.p.scenarios)
                replay(scenario)
                self.scenarios[scenario.name] = scenario

    def page(self, key: str) -> str:
        import markdown

        self.refresh()
        source = self.p.docs / f"{key}.{self.lang}.md"
        shown = source if source.is_file() else self.p.docs / f"{key}.{self.default}.md"
        text = shown.read_text(encoding="utf-8")
        body = markdown.markdown(text, extensions=self.extensions, extension_configs=self.configs)
        extra: list[str] = []

        def replace(match: re.Match[str]) -> str:
            name, args = match.group(1), match.group(2).split()
            if name == "example" and args and args[0] in self.scenarios:
                extra.append(self._example_steps(args[0]))
                return str(self.hooks.render_example(self.scenarios[args[0]], self.lang))
            if name in self.hooks.SHORTCODES:
                if name == "lessons" and args:
                    extra.append(self._lesson_steps(args[0]))
                return str(self.hooks.SHORTCODES[name](args, self.lang))
            return match.group(0)

        body = self.hooks.SHORTCODE.sub(replace, body)
        note = "" if source.is_file() else (
            f"<p class='missing'>{html.escape(self.p.rel(source))} does not exist yet: shown from "
            f"{html.escape(self.p.rel(shown))}.</p>")
        return (f"<!doctype html><html lang='{self.lang}'><meta charset='utf-8'><title>{key} ({self.lang})"
                f"</title><style>{STYLE}</style><body><p><a href='/'>pages</a> · preview of "
                f"<code>{html.escape(key)}</code> in <code>{self.lang}</code>, from "
                f"{html.escape(self.p.rel(catalog_path(self.lang, self.p.root)))}</p>{note}{body}"
                f"{''.join(extra)}{self._messages(key)}</body></html>")

    def _example_steps(self, name: str) -> str:
        from engine.present.example import step_view
        from engine.present.tree import to_html

        data = self.scenarios[name].to_json()
        first = step_view(data, 1, self.lang)
        items = [f"<li>{to_html(step_view(data, n, self.lang)['narration'])}</li>"
                 for n in range(1, first["total"] + 1)]
        return f"<h2>{html.escape(name)}: every step</h2><ol class='preview-steps'>{''.join(items)}</ol>"

    def _lesson_steps(self, game: str) -> str:
        from engine.learn.lessons import step_view
        from engine.learn.library import lessons

        parts = []
        for lesson in lessons(game):
            steps = []
            for number in range(1, len(lesson.steps) + 1):
                view = step_view(lesson, number, self.lang)
                hints = "".join(f"<li>{html.escape(h)}</li>" for h in view["hints"])
                steps.append(f"<li>{html.escape(view['task'])}<ul>{hints}</ul></li>")
            parts.append(f"<h3>{html.escape(step_view(lesson, 1, self.lang)['title'])}</h3>"
                         f"<ol class='preview-steps'>{''.join(steps)}</ol>")
        return f"<h2>Lessons, every step</h2>{''.join(parts)}"

    def _messages(self, key: str) -> str:
        from i18n_extract import extract

        catalog = read_catalog(catalog_path(self.lang, self.p.root), self.lang)
        rows = []
        for message in extract(self.p.root):
            if not message.id or not on_page(message, key):
                continue
            state = state_of(catalog, message)
            entry = catalog.get(message.id, message.context)
            ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
            shown = entry.string if entry is not None else ""
            shown = " | ".join(shown) if isinstance(shown, (tuple, list)) else shown
            rows.append(f"<tr class='{state}'><td>{html.escape(ids[0])}</td><td>{html.escape(shown)}</td>"
                        f"<td>{state}</td></tr>")
        return ("<h2>The messages of this page</h2><table><tr><th>English</th><th>translation</th><th></th>"
                f"</tr>{''.join(rows)}</table>")

    def index(self) -> str:
        links = "".join(f"<li><a href='/{k}/'>{html.escape(k)}</a></li>" for k in all_pages(self.p.root))
        return (f"<!doctype html><meta charset='utf-8'><style>{STYLE}</style><h1>{self.lang}</h1>"
                f"<ul>{links}</ul>")


def serve(preview: Preview, port: int) -> None:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path = self.path.split("?")[0].strip("/")
            started = time.perf_counter()
            try:
                key = page_name(path, preview.p.root) if path else None
                text = preview.page(key) if key else preview.index()
                status = 200
            except Exception as exc:  # shown to the translator, who can fix the catalog and reload
                text, status = f"<pre>{html.escape(repr(exc))}</pre>", 500
            data = text.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            print(f"{path or '/'}: {time.perf_counter() - started:.2f} s", flush=True)

        def log_message(self, *args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print(f"preview of {preview.lang} at http://127.0.0.1:{port}/ (Ctrl-C to stop): edit "
          f"{preview.p.rel(catalog_path(preview.lang, preview.p.root))} and reload the page", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


def cmd_preview(lang: str, root: Path | None = None, page: str | None = None, port: int = 8010,
                once: str | None = None) -> int:
    if not catalog_path(lang, root).is_file():
        print(f"preview: no catalog for “{lang}”: run ./scripts/i18n update")
        return 2
    preview = Preview(lang, root)
    if once is None:
        serve(preview, port)
        return 0
    keys = [page_name(page, root)] if page else all_pages(root)
    if None in keys:
        print(f"preview: no page “{page}”")
        return 2
    out = Path(once)
    for key in keys:
        started = time.perf_counter()
        target = out / f"{key}.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(preview.page(str(key)), encoding="utf-8")
        print(f"{target}: {time.perf_counter() - started:.2f} s")
    return 0
