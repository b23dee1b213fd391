"""The catalogs are complete in every language: no untranslated or fuzzy entry, same placeholders."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

import i18n_base  # noqa: E402
import i18n_tool  # noqa: E402


def test_languages() -> None:
    assert i18n_tool.languages() == ["es", "fr"]


def test_no_gaps_in_any_catalog() -> None:
    assert i18n_tool.problems() == []


def test_a_missing_translation_is_reported_with_file_and_message(tmp_path, monkeypatch) -> None:
    import shutil

    fake = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", fake)
    po = fake / "es" / "LC_MESSAGES" / "messages.po"
    text = po.read_text(encoding="utf-8")
    start = text.index('msgid "Next"')
    end = text.index("\n\n", start)
    po.write_text(text[:start] + 'msgid "Next"\nmsgstr ""' + text[end:], encoding="utf-8")
    monkeypatch.setattr(i18n_base, "LOCALES", fake)
    problems = i18n_tool.problems()
    assert any("es/LC_MESSAGES/messages.po" in p and "“Next”: untranslated" in p for p in problems)
