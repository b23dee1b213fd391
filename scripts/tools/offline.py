"""Offline and installable: write the web app manifests (one per language, each with its start URL)
and the service worker ``site/sw.js`` from ``scripts/tools/sw.js``, with the list of files to
precache and the build's id (a hash of all of them) written into it.

A new build changes the service worker's bytes, so browsers install it and it replaces the previous
build's cache whole (see sw.js). Usage: python scripts/tools/offline.py SITE_DIR
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

# Never precached: compressed twins (the server picks them), source maps, npm's package.json, the
# search engine's languages this site does not use (kept: its own, and lunr's shared parts).
SKIP = re.compile(r"(\.(br|gz|map)$|^pyodide/[^/]+/package\.json$|^sw\.js$)")
LUNR = re.compile(r"^assets/javascripts/lunr/(min/lunr\.(?P<lang>[a-z.]+)\.min\.js|.*)$")
LUNR_SHARED = {"multi", "stemmer.support"}
# Content-hashed files: cached for a year by hosts, cache-first in the service worker.
HASHED = r"^/(pyodide|engine)/[0-9a-f]{16}/|\.[0-9a-f]{8}\.min\.(js|css)$"


def languages() -> list[dict[str, Any]]:
    from mkdocs.utils import yaml_load

    with (ROOT / "mkdocs.yml").open(encoding="utf-8") as fh:
        config = yaml_load(fh)
    plugins = {k: v for p in config["plugins"] for k, v in (p.items() if isinstance(p, dict) else [(p, {})])}
    out = []
    for lang in plugins["i18n"]["languages"]:
        out.append({
            "locale": lang["locale"], "default": bool(lang.get("default")),
            "name": lang.get("site_name") or config["site_name"],
            "description": lang.get("site_description") or config.get("site_description", ""),
        })
    return out


def write_manifests(site: Path) -> None:
    for lang in languages():
        where = site if lang["default"] else site / lang["locale"]
        manifest = {
            "id": "./", "name": lang["name"], "short_name": lang["name"], "description": lang["description"],
            "lang": lang["locale"], "start_url": "./",
            # The scope is the site's root, relative to the manifest: the site may live under a path.
            "scope": "./" if lang["default"] else "../",
            "display": "standalone", "background_color": "#ffffff", "theme_color": "#00695c",
            "icons": [
                {"src": f"{'' if lang['default'] else '../'}assets/icons/icon-{size}.png",
                 "sizes": f"{size}x{size}", "type": "image/png", "purpose": "any maskable"}
                for size in (192, 512)
            ] + [{"src": f"{'' if lang['default'] else '../'}assets/icons/icon.svg", "sizes": "any",
                  "type": "image/svg+xml"}],
        }
        (where / "manifest.webmanifest").write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n",
                                                    encoding="utf-8")


def precached(site: Path, locales: set[str]) -> list[str]:
    out = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if SKIP.search(rel):
            continue
        lunr = LUNR.match(rel)
        if lunr and not (lunr.group("lang") and (lunr.group("lang") in locales | LUNR_SHARED)):
            continue
        if rel == "index.html":
            rel = "./"
        elif rel.endswith("/index.html"):
            rel = rel[: -len("index.html")]
        out.append(rel)
    return out


def build_id(site: Path, files: list[str]) -> str:
    digest = hashlib.sha256()
    for rel in files:
        path = site / (rel + "index.html" if rel.endswith("/") else rel)
        if rel == "./":
            path = site / "index.html"
        digest.update(rel.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    site = Path(args[0] if args else ROOT / "site")
    write_manifests(site)
    files = precached(site, {lang["locale"] for lang in languages()})
    build = build_id(site, files)
    template = (ROOT / "scripts" / "tools" / "sw.js").read_text(encoding="utf-8")
    source = (template.replace('"__BUILD__"', json.dumps(build))
              .replace('["__FILES__"]', json.dumps(files, indent=0))
              .replace('"__HASHED__"', json.dumps(HASHED)))
    (site / "sw.js").write_text(source, encoding="utf-8")
    print(f"service worker: build {build}, {len(files)} files to precache")
    return 0


if __name__ == "__main__":
    sys.exit(main())
