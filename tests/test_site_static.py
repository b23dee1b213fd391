"""The built site: every page in both languages, the runtime files, and no resource from elsewhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
pytestmark = pytest.mark.skipif(not (SITE / "engine" / "manifest.json").is_file(),
                                reason="site/ not built (./scripts/test builds it)")

RESOURCE_ATTRS = re.compile(
    r"<(script|link|img|source|iframe|audio|video)\b[^>]*?\b(src|href)=\"([^\"]+)\"", re.I
)
CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]+)")
JS_REMOTE = re.compile(r"""(?:import\s*\(?|fetch\(|new Worker\(|importScripts\()\s*['"`](https?:)?//""")


def site_origin() -> str:
    """The site's own address (its site_url), read from the sitemap."""
    loc = re.search(r"<loc>(https?://[^/]+)", (SITE / "sitemap.xml").read_text(encoding="utf-8"))
    return loc.group(1) if loc else "\0"


def is_external(url: str) -> bool:
    return bool(re.match(r"^(https?:)?//", url)) and not url.startswith(site_origin())


@pytest.mark.parametrize("page", ["", "kachuful/", "literature/", "go-fish/"])
@pytest.mark.parametrize("lang", ["", "es/"])
def test_pages_exist(lang: str, page: str) -> None:
    assert (SITE / lang / page / "index.html").is_file()


def test_runtime_files_are_in_the_site() -> None:
    import json

    manifest = json.loads((SITE / "engine" / "manifest.json").read_text())
    assert (SITE / "engine" / manifest["wheel"]).is_file()
    assert manifest["wheel"].endswith("-py3-none-any.whl")
    assert (SITE / "engine" / manifest["snapshot"]).is_file()
    runtime = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
    for name in runtime:
        assert (SITE / "engine" / manifest["pyodide"] / name).is_file(), name


def test_no_resource_points_outside_the_site() -> None:
    found = []
    for path in SITE.rglob("*"):
        if path.suffix == ".html":
            for tag, attr, url in RESOURCE_ATTRS.findall(path.read_text(encoding="utf-8")):
                # <link rel="canonical"> etc. are not resources, but none of them point elsewhere either
                if is_external(url):
                    found.append(f"{path.relative_to(SITE)}: <{tag} {attr}={url}>")
        elif path.suffix == ".css":
            for url in CSS_URL.findall(path.read_text(encoding="utf-8")):
                if is_external(url):
                    found.append(f"{path.relative_to(SITE)}: url({url})")
        elif path.suffix in (".js", ".mjs") and "pyodide" not in path.parts:
            text = path.read_text(encoding="utf-8", errors="replace")
            for match in JS_REMOTE.finditer(text):
                found.append(f"{path.relative_to(SITE)}: {match.group(0)}")
    assert found == []


def test_no_inline_script_or_style() -> None:
    """The pages run under a CSP without 'unsafe-inline'."""
    found = []
    for path in SITE.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        for attrs, _body in re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", text, re.S):
            if "application/json" not in attrs:
                found.append(f"{path.relative_to(SITE)}: inline <script>")
        if re.search(r"<[a-z][^>]*\sstyle=\"", text) or "<style" in text:
            found.append(f"{path.relative_to(SITE)}: inline style")
    assert found == []


@pytest.mark.parametrize(("lang", "title"), [("", "Lien vers cette section"),
                                             ("es/", "Enlace a esta sección")])
def test_heading_anchors_are_named_in_the_pages_language(lang: str, title: str) -> None:
    pages = [p for p in (SITE / lang).rglob("index.html") if lang or p.relative_to(SITE).parts[0] != "es"]
    anchor = re.compile(r'<a class="headerlink"[^>]*>')
    anchors = [a for p in pages for a in anchor.findall(p.read_text(encoding="utf-8"))]
    assert len(anchors) > 50
    assert all(f'title="{title}"' in a for a in anchors), [a for a in anchors if title not in a][:3]
    assert not [p for p in SITE.rglob("*.html") if "Permanent link" in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize(("path", "lang", "first", "then", "home"), [
    ("404.html", "fr", "Page introuvable", "Página no encontrada", 'href="/"'),
    ("es/404.html", "es", "Página no encontrada", "Page introuvable", 'href="/es/"'),
])
def test_a_404_page_in_each_language(path: str, lang: str, first: str, then: str, home: str) -> None:
    page = (SITE / path).read_text(encoding="utf-8")
    assert f'<html lang="{lang}"' in page and "Not found" not in page
    assert f"<title>{first} - " in page and f"<h1>{first}</h1>" in page
    # the other language follows, marked as such: a host serves the root's page for any address
    assert page.index(f"<h1>{first}</h1>") < page.index(f"<h2>{then}</h2>")
    assert f'<section class="not-found" lang="{lang}">' in page and home in page


def test_the_review_schedulers_library_is_served_from_the_site() -> None:
    """FSRS (npm ts-fsrs, pinned) is copied into the site by the build, byte for byte: no CDN."""
    for name in ("index.mjs", "LICENSE"):
        built = SITE / "assets" / "js" / "vendor" / "ts-fsrs" / name
        source = ROOT / "node_modules" / "ts-fsrs" / ("dist/" + name if name.endswith(".mjs") else name)
        assert built.read_bytes() == source.read_bytes(), name
