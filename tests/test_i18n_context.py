"""The translators' tools that tell a message's context (scripts/tools/i18n_context.py, i18n_stats.py):
translator comments, the count of a plural, msgctxt, work in slices (todo, stats in words), the guide.
Each test that changes something works on a copy of the repository (test_i18n_tool.py's fixtures)."""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))
sys.path.insert(0, str(ROOT / "tests"))

import i18n_tool  # noqa: E402
from test_i18n_tool import _add_python_message, fill_catalogs, run_tool, set_translation  # noqa: E402


def _lesson_message(root: Path, game: str) -> str:
    return next(m.id for m in i18n_tool.extract(root) if isinstance(m.id, str)
                and any(loc.startswith(f"docs/lessons/{game}/") for loc, _ in m.locations))


def test_todo_lists_one_page_s_or_one_widget_s_messages_with_word_counts(repo: Path) -> None:
    msgid = _lesson_message(repo, "kachuful")
    set_translation(repo, "es", msgid, "")
    words = i18n_tool.todo("es", repo, page="kachuful/learn")
    assert [t.message.id for t in words] == [msgid]
    assert words[0].words == len([w for w in msgid.split() if "{" not in w and any(c.isalpha() for c in w)])
    for page in ("docs/kachuful/learn.fr.md", "kachuful/learn.md", "/es/kachuful/learn/"):
        result = run_tool("--root", str(repo), "todo", "es", "--page", page)
        assert result.returncode == 0, result.stderr
        head = f"== es, page kachuful/learn: 1 message(s) to translate, {words[0].words} words"
        assert head in result.stdout
        assert f"missing, {words[0].words} words: “{msgid}”" in result.stdout
    assert i18n_tool.todo("es", repo, page="go-fish/learn") == []
    assert [t.message.id for t in i18n_tool.todo("es", repo, widget="lessons")] == [msgid]
    assert i18n_tool.todo("es", repo, widget="workbench") == []
    assert i18n_tool.todo("fr", repo, page="kachuful/learn") == []
    unknown = run_tool("--root", str(repo), "todo", "es", "--page", "nowhere")
    assert unknown.returncode == 2 and "no page “nowhere”" in unknown.stdout


def test_stats_count_words_per_language_and_per_page(repo: Path) -> None:
    msgid = _lesson_message(repo, "kachuful")
    set_translation(repo, "es", msgid, "")
    numbers = i18n_tool.stats(repo, by_page=True)
    es, fr = numbers["es"], numbers["fr"]
    size = i18n_tool.todo("es", repo, page="kachuful/learn")[0].words
    assert es["words"] == fr["words"] > 5000 and es["words_translated"] == fr["words_translated"] - size
    assert es["pages"]["kachuful/learn"]["missing"] == 1 and es["pages"]["go-fish/learn"]["missing"] == 0
    out = run_tool("--root", str(repo), "stats", "--by-page").stdout
    assert "words done" in out and "page kachuful/learn" in out


def test_every_placeholder_message_of_the_template_explains_itself() -> None:
    """Each placeholder described, the count of each plural message named, the pages it appears on."""
    template = i18n_tool.extract(ROOT)
    assert i18n_tool.comment_problems(template) == []
    written = (ROOT / "locales" / "messages.pot").read_text(encoding="utf-8")
    assert "#. {seat}: a player's name" in written and "#. {cards}: cards in symbols" in written
    by_id = {m.id if isinstance(m.id, str) else m.id[0]: m for m in template if m.id}
    books = by_id["{seat} holds {count} card, known: {cards}."]
    assert "Plural forms: {count} is the count" in " ".join(books.auto_comments)
    example = next(m for m in template
                   if any(loc.startswith("docs/examples/kachuful/") for loc, _ in m.locations))
    assert any(line.startswith("Appears on:") and "kachuful/" in line for line in example.auto_comments)
    assert "Plural forms: {n} is the count" in " ".join(by_id["{n} card"].auto_comments)


def test_a_placeholder_nobody_describes_fails(repo: Path) -> None:
    _add_python_message(repo, 'NEW = N_("{flavour} is new.")')
    fill_catalogs(repo)
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1 and "nothing tells translators what fills {flavour}" in found[0], found
    assert "locales/placeholders.toml" in found[0]
    # a comment for its translators, above the message in the source, is enough (and is copied)
    comment = "# L10N: {flavour} is an ice cream flavour, in words."
    _add_python_message(repo, f'{comment}\nNEW2 = N_("{{flavour}} is new!")')
    fill_catalogs(repo)
    message = i18n_tool.extract(repo).get("{flavour} is new!")
    assert "{flavour} is an ice cream flavour, in words." in message.auto_comments
    assert [p for p in i18n_tool.catalog_problems(repo) if "{flavour} is new!" in p] == []


def test_a_singular_form_may_leave_out_the_count_the_comment_names(repo: Path) -> None:
    """Not only {n}: the count of "{seat} holds {count} card…" is {count}, named by its comment."""
    key = ("{seat} holds {count} card, known: {cards}.", "{seat} holds {count} cards, known: {cards}.")
    set_translation(repo, "es", key, ("{seat} tiene una carta, conocida: {cards}.",
                                      "{seat} tiene {count} de cartas, conocidas: {cards}.",
                                      "{seat} tiene {count} cartas, conocidas: {cards}."))
    assert i18n_tool.catalog_problems(repo) == []
    set_translation(repo, "es", key, ("{seat} tiene una carta, conocida.",
                                      "{seat} tiene {count} de cartas, conocidas: {cards}.",
                                      "{seat} tiene {count} cartas, conocidas: {cards}."))
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1 and "msgstr[0] leaves out {cards}" in found[0]


def test_changed_comments_make_the_template_stale(repo: Path) -> None:
    table = repo / "locales" / "placeholders.toml"
    table.write_text(table.read_text(encoding="utf-8").replace(
        'seat = "a player\'s name (Ana, Bruno…)"', 'seat = "the name of a player"'), encoding="utf-8")
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1 and "translator comments of" in found[0]
    assert "run ./scripts/i18n update" in found[0]
    i18n_tool.cmd_update(repo)
    assert i18n_tool.catalog_problems(repo) == []
    spanish = (repo / "locales" / "es" / "LC_MESSAGES" / "messages.po").read_text(encoding="utf-8")
    assert "#. {seat}: the name of a player" in spanish


def test_the_guide_in_english_and_the_readme_name_every_command_and_no_fixed_language_list() -> None:
    guide = (ROOT / "locales" / "README.md").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for command in ("update", "stats", "todo", "preview", "check"):
        assert f"./scripts/i18n {command}" in guide, command
        assert command in readme
    for table in ("[numbers]", "[elision]", "[before_vowel]", "[contractions]", "[cards]"):
        assert table in guide
    assert "--lang fr" not in readme and "--lang LANG" in readme


def test_one_english_text_with_two_uses_has_a_context_per_use(repo: Path) -> None:
    """"The deal" is a lesson's title and, in the workbench, a section and the history's first step:
    three entries (msgctxt), which a language may translate apart."""
    from engine.core.i18n import NC_, reset, tr
    from engine.workbench.texts import UI

    template = i18n_tool.extract(ROOT)
    contexts = sorted(str(m.context) for m in template if m.id == "The deal")
    assert contexts == ["None", "workbench: the history's first step, before any move",
                        "workbench: the section that sets up the deal"]
    reset()
    assert tr("fr", UI["setup"]) == "La donne" and tr("es", UI["step-deal"]) == "El reparto"
    assert tr("fr", NC_("a context nobody uses", "The deal")) == "The deal"  # none: the English id
    set_translation_in_context(repo, "es", "The deal", UI["setup"].context, "")
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1 and "“The deal”: untranslated" in found[0]


def set_translation_in_context(root: Path, lang: str, msgid: str, context: str, value: str) -> None:
    path = i18n_tool.catalog_path(lang, root)
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    catalog.get(msgid, context).string = value
    with path.open("wb") as fh:
        write_po(fh, catalog, width=100, sort_output=True)
