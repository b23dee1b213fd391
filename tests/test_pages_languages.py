"""Every page exists in every language with the same structure; a third language needs only its
catalogs, its page files and one entry in mkdocs.yml.

Changes are made on copies of the repository (``--root``), never on the real one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

import i18n_tool  # noqa: E402

from engine import glossary as data  # noqa: E402

NOT_COPIED = {".git", ".venv", "node_modules", "site", "build", ".pytest_cache", ".ruff_cache",
              ".hypothesis", "test-results", "__pycache__"}


def copy_repo(dest: Path) -> Path:
    """The repository without its environment and outputs; .venv and node_modules are linked."""
    shutil.copytree(ROOT, dest, ignore=lambda folder, names: [n for n in names if n in NOT_COPIED])
    for name in (".venv", "node_modules"):
        if (ROOT / name).exists():
            (dest / name).symlink_to(ROOT / name)
    return dest


def add_language(root: Path, entry: str) -> None:
    """Insert ``entry`` (YAML lines of one language, without indentation) at the top of
    ``plugins.i18n.languages`` in ``root/mkdocs.yml``, leaving the rest of the file as it is."""
    config = root / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    node = yaml.compose(text, Loader=i18n_tool._ConfigLoader)
    plugins = next(v for k, v in node.value if k.value == "plugins")
    i18n = next(item for item in plugins.value if isinstance(item, yaml.MappingNode)
                and item.value[0][0].value == "i18n").value[0][1]
    languages = next(v for k, v in i18n.value if k.value == "languages")
    first = languages.value[0]
    indent = " " * (first.start_mark.column - 2)
    lines = text.splitlines(keepends=True)
    block = [f"{indent}{'- ' if i == 0 else '  '}{line}\n"
             for i, line in enumerate(entry.strip().splitlines())]
    lines[first.start_mark.line:first.start_mark.line] = block
    config.write_text("".join(lines), encoding="utf-8")


def run_i18n(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ROOT / "scripts" / "i18n"), "--root", str(root), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


# --------------------------------------------------------------------------------------------------
# The real pages


def test_every_page_exists_in_every_language_with_the_same_structure() -> None:
    assert i18n_tool.page_problems() == []


def test_the_languages_of_the_pages_are_those_of_the_site() -> None:
    default, langs = i18n_tool.page_languages()
    assert default == "fr" and set(langs) == {"fr", "es"}


# --------------------------------------------------------------------------------------------------
# What the structure is


PAGE = """# Title

Some text with an ![inline image](../assets/diagrams/table.fr.svg).

## Section

```markdown
## not a heading: in a code block
[[example not/an-example]]
```

[[example kachuful/forbidden-bid]]

!!! note "A note"
    ### Inside a note

??? question "Folded?"
    Yes.

???+ question "Open?"
    Yes.
"""


def test_landmarks_of_a_page() -> None:
    kinds = [m.kind for m in i18n_tool.landmarks(PAGE, ["fr", "es"])]
    assert kinds == [
        "h1", "image ../assets/diagrams/table.svg", "h2", "shortcode [[example kachuful/forbidden-bid]]",
        "admonition !!! note", "h3", "question ??? question", "question ???+ question",
    ]


def _pages_copy(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    for name in ("docs", "locales"):
        shutil.copytree(ROOT / name, root / name, ignore=shutil.ignore_patterns("*.mo", "examples"))
    shutil.copy2(ROOT / "mkdocs.yml", root / "mkdocs.yml")
    return root


def test_deleting_a_spanish_page_fails(tmp_path: Path) -> None:
    root = _pages_copy(tmp_path)
    (root / "docs" / "kachuful" / "variants.es.md").unlink()
    result = run_i18n(root, "check", "pages")
    assert result.returncode == 1
    assert ("docs/kachuful/variants.es.md: missing: docs/kachuful/variants.fr.md has no Español (es) "
            "version: translate it into docs/kachuful/variants.es.md") in result.stdout


def test_a_different_structure_fails_naming_both_files_and_lines(tmp_path: Path) -> None:
    root = _pages_copy(tmp_path)
    page = root / "docs" / "kachuful" / "index.es.md"
    lines = page.read_text(encoding="utf-8").splitlines()
    h2 = next(i for i, line in enumerate(lines) if line.startswith("## "))
    lines[h2] = "#" + lines[h2]
    question = max(i for i, line in enumerate(lines) if line.startswith("??? question"))
    del lines[question:question + 2]
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    found = i18n_tool.page_problems(root)
    assert len(found) == 2, found
    assert found[0].startswith(f"docs/kachuful/index.es.md:{h2 + 1}: a level-3 heading")
    assert "where docs/kachuful/index.fr.md:" in found[0] and "has a level-2 heading" in found[0]
    assert found[1].startswith("docs/kachuful/index.es.md: missing the collapsible block “??? question")
    assert "of docs/kachuful/index.fr.md:" in found[1]


def test_a_changed_example_line_or_image_fails(tmp_path: Path) -> None:
    root = _pages_copy(tmp_path)
    page = root / "docs" / "kachuful" / "index.es.md"
    text = page.read_text(encoding="utf-8")
    assert "[[example kachuful/forbidden-bid]]" in text
    page.write_text(text.replace("[[example kachuful/forbidden-bid]]", "[[example kachuful/another]]")
                    + "\n![Un esquema](../assets/diagrams/extra.svg)\n", encoding="utf-8")
    found = i18n_tool.page_problems(root)
    assert any("“[[example kachuful/another]]” where docs/kachuful/index.fr.md:" in p for p in found)
    assert any("the image “../assets/diagrams/extra.svg” is not in docs/kachuful/index.fr.md" in p
               for p in found)


def test_a_straight_apostrophe_in_the_text_fails_but_not_in_code(tmp_path: Path) -> None:
    root = _pages_copy(tmp_path)
    page = root / "docs" / "go-fish" / "index.fr.md"
    lines = page.read_text(encoding="utf-8").splitlines()
    lines += ["", "On pose l'as tout de suite.", "", "Tapez `l'as` ou", "```", "d'accord", "```"]
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    found = i18n_tool.page_problems(root)
    assert found == [f"docs/go-fish/index.fr.md:{len(lines) - 5}: a straight apostrophe (') in the text: "
                     "write ’ as the rest of the site does"], found


def test_a_page_in_an_unknown_language_or_without_language_fails(tmp_path: Path) -> None:
    root = _pages_copy(tmp_path)
    shutil.copy2(root / "docs" / "index.fr.md", root / "docs" / "index.de.md")
    shutil.copy2(root / "docs" / "index.fr.md", root / "docs" / "about.md")
    found = i18n_tool.page_problems(root)
    assert any(p.startswith("docs/index.de.md: “de” is not a language of the site") for p in found)
    assert any(p.startswith("docs/about.md: a page needs its language in its name") for p in found)


# --------------------------------------------------------------------------------------------------
# A third language: its catalogs, its pages, one entry in mkdocs.yml


ITALIAN = """
locale: it
name: Italiano
build: true
"""


@pytest.fixture(scope="module")
def italian_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_repo(tmp_path_factory.mktemp("third-language") / "repo")
    # 1. its catalogs: a copy of the French one
    catalogs = root / "locales" / "it" / "LC_MESSAGES"
    catalogs.mkdir(parents=True)
    shutil.copy2(root / "locales" / "fr" / "LC_MESSAGES" / "messages.po", catalogs / "messages.po")
    # 2. its pages: copies of the French ones
    for page in sorted((root / "docs").rglob("*.fr.md")):
        shutil.copy2(page, page.with_name(page.name[: -len(".fr.md")] + ".it.md"))
    # 3. one entry in mkdocs.yml
    add_language(root, ITALIAN)
    return root


def test_a_third_language_is_seen_by_the_checks(italian_site: Path) -> None:
    """The checks ask exactly what a new language still needs, and nothing about the pages (they
    are complete copies)."""
    assert i18n_tool.page_languages(italian_site) == ("fr", ["fr", "it", "es"])
    assert [p for p in i18n_tool.page_problems(italian_site) if ".it.md" in p] == []
    nav = i18n_tool.nav_problems(italian_site)
    assert any("Italiano (it) has no site_name" in p for p in nav)
    assert any("the nav label “Règles” has no Italiano (it) translation" in p for p in nav)
    assert not any("“Kachuful”" in p for p in nav)
    glossary = [p for p in i18n_tool.glossary_problems(italian_site) if "has no it term" in p]
    assert len(glossary) == sum(len(game.terms) for game in data.load().games.values())
    catalogs = i18n_tool.catalog_problems(italian_site)
    assert not any(p.startswith("locales/it/LC_MESSAGES/messages.po: missing") for p in catalogs)


def test_a_third_language_builds_with_only_catalogs_pages_and_one_config_entry(italian_site: Path) -> None:
    python = str(italian_site / ".venv" / "bin" / "python")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    compiled = subprocess.run([python, "scripts/tools/i18n_tool.py", "compile"], cwd=italian_site,
                              capture_output=True, text=True, timeout=120, env=env)
    assert compiled.returncode == 0, compiled.stderr
    built = subprocess.run([python, "-m", "mkdocs", "build", "--strict", "--quiet"], cwd=italian_site,
                           capture_output=True, text=True, timeout=300, env=env)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    page = italian_site / "site" / "it" / "kachuful" / "index.html"
    assert page.is_file()
    assert (italian_site / "site" / "es" / "kachuful" / "index.html").is_file()
    assert 'lang="it"' in page.read_text(encoding="utf-8")
