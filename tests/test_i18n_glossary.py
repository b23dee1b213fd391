"""The glossary (locales/glossary.toml): its page is generated from the data, and the check flags a
game's page or translation that uses a synonym where the glossary fixes the term."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

import glossary  # noqa: E402
import i18n_tool  # noqa: E402

from engine import glossary as data  # noqa: E402
from engine.core.errors import MalformedInput  # noqa: E402
from engine.games import load_all  # noqa: E402
from engine.ops import SHORTCODES  # noqa: E402


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    for name in ("docs", "locales"):
        shutil.copytree(ROOT / name, root / name, ignore=shutil.ignore_patterns("*.mo"))
    shutil.copy2(ROOT / "mkdocs.yml", root / "mkdocs.yml")
    return root


def test_the_glossary_data_is_complete() -> None:
    g = data.load()
    assert set(g.games) == {"literature", "kachuful", "go-fish"}
    assert glossary.data_problems(g, ["fr", "es"], ROOT / "docs", "locales/glossary.toml") == []


def test_the_fixed_terms_of_the_issue() -> None:
    g = data.load()
    pairs = {key: {(t.terms["fr"], t.terms["es"]) for t in game.terms} for key, game in g.games.items()}
    assert {("demi-couleur", "medio palo"), ("annonce", "reclamación"),
            ("demande", "petición")} <= pairs["literature"]
    assert {("pli", "baza"), ("atout", "triunfo"), ("annonce", "apuesta"),
            ("donneur", "repartidor")} <= pairs["kachuful"]
    assert {("carré", "cuarteto"), ("pioche", "montón")} <= pairs["go-fish"]


def test_glossary_pages_hold_the_shortcode_in_both_languages() -> None:
    for lang in ("fr", "es"):
        text = (ROOT / "docs" / "glossary" / f"index.{lang}.md").read_text(encoding="utf-8")
        assert "[[glossary]]" in text.splitlines()


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_glossary_page_is_generated_from_the_data(lang: str) -> None:
    load_all()
    html = SHORTCODES["glossary"]([], lang)
    g = data.load()
    for game in g.games.values():
        assert f"<h3>{game.name}</h3>" in html
        for term in game.terms:
            for word in term.terms.values():
                assert word in html
            for word in term.avoid.get(lang, ()):
                assert word.rstrip("*") in html
    for name in g.proper_names:
        assert f"<li>{name}</li>" in html
    other = {"fr": "Espagnol", "es": "Francés"}[lang]
    assert f'<th scope="col">{other}</th>' in html


def test_the_shortcode_follows_the_data(tmp_path: Path) -> None:
    path = tmp_path / "glossary.toml"
    path.write_text('proper_names = ["Go Fish"]\n[go-fish]\nname = "Go Fish"\n[[go-fish.terms]]\n'
                    'gloss = "book"\nfr = "carré"\nes = "cuarteto"\navoid.es = ["libro"]\n', encoding="utf-8")
    html = data.render(["go-fish"], "es", path)
    assert "cuarteto" in html and "libro" in html and "carré" in html
    with pytest.raises(MalformedInput) as info:
        data.render(["chess"], "es", path)
    assert info.value.code == "game-unknown"


def test_synonym_patterns() -> None:
    match = glossary.synonym_pattern
    assert match("libro").search("Baja el Libro de seises")
    assert match("libro").search("dos libros")
    assert not match("libro").search("una librería")
    assert match("mazo de robo").search("del mazo  de robo")
    assert match("revendi*").search("il revendique")
    assert not match("famille").search("une demi-famille")
    assert match("levée").search("deux levées")


def test_the_current_pages_use_the_glossary_terms() -> None:
    assert i18n_tool.glossary_problems() == []


def test_a_synonym_in_a_page_is_flagged_with_file_line_and_term(repo: Path) -> None:
    page = repo / "docs" / "go-fish" / "index.es.md"
    lines = page.read_text(encoding="utf-8").splitlines()
    lines.insert(4, "Cada libro completo vale un punto.")
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    found = i18n_tool.glossary_problems(repo)
    assert found == ["docs/go-fish/index.es.md:5: “libro” is not the Go Fish term: write “cuarteto” "
                     "(book (four cards of a rank)), as locales/glossary.toml fixes it"]


def test_the_check_is_per_game_and_per_language(repo: Path) -> None:
    for path, line in (
        (repo / "docs" / "kachuful" / "index.es.md", "Un libro de reglas."),  # not a Kachuful term
        (repo / "docs" / "go-fish" / "index.fr.md", "Le mot libro est espagnol."),  # a French page
        (repo / "docs" / "go-fish" / "index.es.md", "Un libro, dicho así. <!-- glossary: ok -->"),
        (repo / "docs" / "go-fish" / "index.es.md", "`libro` en código"),
    ):
        path.write_text(path.read_text(encoding="utf-8") + "\n" + line + "\n", encoding="utf-8")
    assert i18n_tool.glossary_problems(repo) == []


def test_a_synonym_in_a_translation_of_the_game_is_flagged(repo: Path) -> None:
    path = repo / "locales" / "es" / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as fh:
        catalog = read_po(fh, locale="es")
    catalog.add("{seat} shows a complete book.", "{seat} enseña un libro completo.",
                locations=[("engine/gofish/messages.py", 1)])
    with path.open("wb") as fh:
        write_po(fh, catalog, width=100, sort_output=True)
    found = i18n_tool.glossary_problems(repo)
    assert len(found) == 1
    assert found[0].startswith("locales/es/LC_MESSAGES/messages.po:")
    assert "the translation uses “libro”, not the Go Fish term: write “cuarteto”" in found[0]


def test_a_term_missing_in_a_language_is_reported(repo: Path) -> None:
    path = repo / "locales" / "glossary.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('es = "baza"\n', "", 1), encoding="utf-8")
    found = i18n_tool.glossary_problems(repo)
    assert found == ['locales/glossary.toml: [kachuful] term 1 (trick) has no es term: add es = "…"']
