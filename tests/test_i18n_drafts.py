"""Draft languages (scripts/tools/i18n_drafts.py): a language below mkdocs.yml's threshold builds as a
draft, with a notice on its pages and what it lacks from its fallback language, and ``check`` gates only
the published ones. The acceptance test adds a pseudo-locale (accented English) with only its grammar
file and part of a catalog to a copy of the repository, builds it once, and checks that no file of the
engine changed."""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

import i18n_drafts  # noqa: E402
import i18n_stats  # noqa: E402
import i18n_tool  # noqa: E402
from test_i18n_tool import run_tool  # noqa: E402

COPIED = ("engine", "scripts", "docs", "locales", "overrides", "mkdocs.yml")
PSEUDO = "eo"  # a code Babel (plural rules) and Material (its interface) both know
ACCENTS = str.maketrans("aeiouAEIOUcnyCNY", "áéíóúÁÉÍÓÚçñýÇÑÝ")


def pseudo(text: str) -> str:
    """Accented English, placeholders kept: "Previous" -> "Prévíóús", "{seat} asks" -> "{seat} ásks"."""
    return "".join(part if part.startswith("{") else part.translate(ACCENTS)
                   for part in re.split(r"(\{[^{}]*\})", text))


def _tree_hash(path: Path) -> str:
    digest = hashlib.sha256()
    for file in sorted(path.rglob("*")):
        if file.is_file() and "__pycache__" not in file.parts:
            digest.update(file.relative_to(path).as_posix().encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()


def _copy(dest: Path) -> Path:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo")
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=ignore)
        else:
            shutil.copy2(src, dest / name)
    return dest


def add_pseudo_language(root: Path, share: int = 3, fallback: str | None = "es") -> None:
    """The volunteer's work: one entry in mkdocs.yml, a grammar file, ``update``, part of a catalog."""
    config = root / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    entry = f"        - locale: {PSEUDO}\n          name: Pseudo\n          build: true\n"
    text = text.replace("\nnav:\n", f"{entry}\nnav:\n", 1)
    if fallback:
        text = text.replace("    fallback: {}", f"    fallback: {{ {PSEUDO}: {fallback} }}", 1)
    config.write_text(text, encoding="utf-8")
    (root / "locales" / PSEUDO).mkdir(parents=True)
    (root / "locales" / PSEUDO / "grammar.toml").write_text(
        '[numbers]\ndecimal_separator = ","\n\n[elision]\nwords = ["la"]\nbefore = "AEIOUaeiou"\n',
        encoding="utf-8")
    i18n_tool.cmd_update(root)
    path = i18n_tool.catalog_path(PSEUDO, root)
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=PSEUDO)
    for index, message in enumerate(m for m in catalog if m.id):
        # a share of the messages, "Previous" always and "Next" never (the test reads both on a page)
        if (index % share and message.id != "Previous") or message.id == "Next":
            continue
        if isinstance(message.id, (tuple, list)):
            message.string = tuple(pseudo(message.id[min(i, 1)]) for i in range(catalog.num_plurals))
        else:
            message.string = pseudo(message.id)
    with path.open("wb") as fh:
        write_po(fh, catalog, width=100, sort_output=True)


def test_a_draft_takes_what_it_lacks_from_its_fallback_plural_forms_by_number() -> None:
    draft = Catalog(locale="eo")  # one: 1; other
    draft.add("Next", "")
    draft.add("Previous", "Prévíóús")
    draft.add(("{n} card", "{n} cards"), ("", ""))
    fallback = Catalog(locale="fr")  # one: 0 and 1; many: millions; other
    fallback.add("Next", "Suivant")
    fallback.add("Previous", "Précédent")
    fallback.add(("{n} card", "{n} cards"), ("{n} carte", "{n} de cartes", "{n} cartes"))
    done = i18n_drafts.with_fallback(draft, fallback)
    assert done.get("Next").string == "Suivant" and done.get("Previous").string == "Prévíóús"
    assert tuple(done.get(("{n} card", "{n} cards")).string) == ("{n} carte", "{n} cartes")


ENGINE: dict[str, str] = {}  # the copy's engine/ before the language was added


@pytest.fixture(scope="module")
def draft_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = _copy(tmp_path_factory.mktemp("draft") / "repo")
    ENGINE["before"] = _tree_hash(root / "engine")
    add_pseudo_language(root)
    compiled = subprocess.run([sys.executable, "scripts/tools/i18n_tool.py", "compile"], cwd=root,
                              capture_output=True, text=True, timeout=300)
    assert compiled.returncode == 0, compiled.stderr
    return root


def test_check_gates_only_the_published_languages(draft_copy: Path) -> None:
    status = i18n_drafts.statuses(draft_copy)
    assert status[PSEUDO].draft and 20 <= status[PSEUDO].done < 90 and status[PSEUDO].fallback == "es"
    assert not status["fr"].draft and not status["es"].draft and status[PSEUDO].missing_pages
    result = run_tool("--root", str(draft_copy), "check")  # in this process: the copy's template is read
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert f"== {PSEUDO}: a draft ({status[PSEUDO].done}% of its words translated, 90% to be published)" \
        in result.stdout
    assert "checked for fr, es" in result.stdout


def test_the_draft_builds_with_its_notice_and_no_engine_change(draft_copy: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    built = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(site)],
                           cwd=draft_copy, capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    home = (site / PSEUDO / "index.html").read_text(encoding="utf-8")
    rules = (site / PSEUDO / "literature" / "index.html").read_text(encoding="utf-8")
    for page in (home, rules):
        assert f'data-draft="{PSEUDO}"' in page
        assert "Traducción en curso" in page or pseudo("Translation in progress") in page
    notice = rules.split(f'data-draft="{PSEUDO}"', 1)[1].split("</div>", 1)[0]
    assert 'href="../../eo/literature/"' in notice and "<li>" in notice  # the pages it lacks, listed
    # its own strings where it has them, its fallback's (Spanish) elsewhere, and the fallback's pages
    assert "Prévíóús" in rules and "Siguiente" in rules
    assert "Reglas" in rules or "reglas" in rules
    for published in (site / "index.html", site / "es" / "index.html", site / "literature" / "index.html"):
        assert "data-draft=" not in published.read_text(encoding="utf-8")
    assert _tree_hash(draft_copy / "engine") == ENGINE["before"]  # a new language, no code


def test_the_counts_follow_a_catalog_changed_in_the_same_process(repo: Path) -> None:
    """``stats`` counts once per sources and catalogs (one check asks several times): a catalog changed
    between two calls is counted again, and a caller's copy changed changes nothing for the next."""
    first = i18n_drafts.statuses(repo)["es"]
    assert first.done == 100 and first.missing_messages == 0
    counts = i18n_stats.stats(repo)
    counts["es"]["words_translated"] = 0
    assert i18n_stats.stats(repo)["es"]["words_translated"] == i18n_stats.stats(repo)["es"]["words"]
    path = repo / "locales" / "es" / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        catalog = read_po(f, locale="es")
    emptied = 0
    for message in catalog:
        if message.id and isinstance(message.id, str) and message.string and emptied < 40:
            message.string = ""
            emptied += 1
    with path.open("wb") as f:
        write_po(f, catalog)
    after = i18n_drafts.statuses(repo)["es"]
    assert after.missing_messages == emptied and after.done < 100
