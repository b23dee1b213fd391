"""Every message with a count has plural forms, and each renders right with 0, 1, 2 and 5 in both
languages (French: 0 and 1 take the singular; Spanish: 1 only), with no placeholder left over."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

import i18n_tool  # noqa: E402

from engine.core.i18n import translations  # noqa: E402

TEMPLATE = i18n_tool.extract(ROOT)
PLURALS = [m.id for m in TEMPLATE if isinstance(m.id, (tuple, list))]
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def test_no_count_before_a_noun_without_plural_forms() -> None:
    assert i18n_tool.count_problems(TEMPLATE) == []
    assert len(PLURALS) >= 40  # the messages with a count are plural messages


def render(lang: str, singular: str, plural: str, n: int) -> str:
    text = translations(lang).ngettext(singular, plural, n)
    names = set(PLACEHOLDER.findall(singular)) | set(PLACEHOLDER.findall(plural))
    return text.format(**{name: n if name in ("n", "count") else f"<{name}>" for name in names})


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize(("singular", "plural"), PLURALS, ids=[p[0][:40] for p in PLURALS])
def test_each_count_message_renders_with_0_1_2_and_5(lang: str, singular: str, plural: str) -> None:
    forms = {n: render(lang, singular, plural, n) for n in (0, 1, 2, 5)}
    assert all("{" not in text and "}" not in text for text in forms.values()), forms
    assert forms[1] != forms[2], f"1 and 2 read the same in {lang}: {forms[1]}"
    raw = {n: translations(lang).ngettext(singular, plural, n) for n in (0, 1, 2, 5)}
    assert raw[2] == raw[5] and raw[1] != raw[2]  # one form for 2 and 5, another for 1
    assert raw[0] == (raw[1] if lang == "fr" else raw[2])  # French: 0 is singular; Spanish: plural
