"""The translators' tools (scripts/i18n): stats, check and what each gap looks like to a translator.

Every test that changes something works on a copy of the repository (``--root``): the real catalogs
are never touched, and none of these tests needs them to be complete (test_catalogs.py does).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

import i18n_tool  # noqa: E402

COPIED = ("engine", "scripts", "docs", "locales", "overrides", "mkdocs.yml")


def copy_repo(dest: Path) -> Path:
    """The parts of the repository the checks read, copied to ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo")
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=ignore)
        elif src.exists():
            shutil.copy2(src, dest / name)
    return dest


def fill_catalogs(root: Path) -> None:
    """Update the copy's catalogs and give every entry a translation (its English id), so that the
    copy starts with complete catalogs whatever the state of the real ones."""
    i18n_tool.cmd_update(root)
    for lang in i18n_tool.languages(root):
        path = i18n_tool.catalog_path(lang, root)
        with path.open("rb") as fh:
            catalog = read_po(fh, locale=lang)
        for message in catalog:
            if not message.id:
                continue
            if isinstance(message.id, (tuple, list)):
                message.string = tuple(message.id[-1] for _ in range(catalog.num_plurals))
            elif not message.string:
                message.string = message.id
            message.flags.discard("fuzzy")
        with path.open("wb") as fh:
            write_po(fh, catalog, width=100, sort_output=True)


@pytest.fixture(scope="module")
def complete_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_repo(tmp_path_factory.mktemp("complete") / "repo")
    fill_catalogs(root)
    assert i18n_tool.catalog_problems(root) == []
    return root


@pytest.fixture
def repo(complete_copy: Path, tmp_path: Path) -> Path:
    """A fresh copy of the repository with complete catalogs, for one test to change."""
    dest = tmp_path / "repo"
    shutil.copytree(complete_copy, dest)
    return dest


def run_i18n(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ROOT / "scripts" / "i18n"), *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def set_translation(
    root: Path, lang: str, msgid: str | tuple[str, ...], value: str | tuple[str, ...], fuzzy: bool = False
) -> None:
    path = i18n_tool.catalog_path(lang, root)
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    entry = catalog.get(msgid)
    assert entry is not None, msgid
    entry.string = value
    if fuzzy:
        entry.flags.add("fuzzy")
    with path.open("wb") as fh:
        write_po(fh, catalog, width=100, sort_output=True)


# --------------------------------------------------------------------------------------------------
# stats


def test_stats_prints_a_table_per_language(repo: Path) -> None:
    set_translation(repo, "es", "Next", "")
    set_translation(repo, "fr", "Previous", "Précédent", fuzzy=True)
    result = run_i18n("--root", str(repo), "stats")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for lang, name in (("es", "Español"), ("fr", "Français")):
        assert f"== {lang} ({name}): locales/{lang}/LC_MESSAGES/messages.po" in out
    assert "translated" in out and "fuzzy" in out and "missing" in out
    numbers = i18n_tool.stats(repo)
    assert numbers["es"]["missing"] == 1 and numbers["es"]["fuzzy"] == 0
    assert numbers["fr"]["fuzzy"] == 1 and numbers["fr"]["missing"] == 0
    es_row = next(line for line in out.split("== es")[1].splitlines() if line.startswith("all messages"))
    assert es_row.split()[2:5] == [str(numbers["es"]["translated"]), "0", "1"]


def test_stats_by_source_splits_per_game(repo: Path) -> None:
    result = run_i18n("--root", str(repo), "stats", "--by-source")
    assert result.returncode == 0, result.stderr
    assert "engine/kachuful" in result.stdout and "docs/examples/kachuful" in result.stdout
    assert "docs/lessons/kachuful" in result.stdout  # lessons per game, not all under "docs"


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
        result = run_i18n("--root", str(repo), "todo", "es", "--page", page)
        assert result.returncode == 0, result.stderr
        head = f"== es, page kachuful/learn: 1 message(s) to translate, {words[0].words} words"
        assert head in result.stdout
        assert f"missing, {words[0].words} words: “{msgid}”" in result.stdout
    assert i18n_tool.todo("es", repo, page="go-fish/learn") == []
    assert [t.message.id for t in i18n_tool.todo("es", repo, widget="lessons")] == [msgid]
    assert i18n_tool.todo("es", repo, widget="workbench") == []
    assert i18n_tool.todo("fr", repo, page="kachuful/learn") == []
    unknown = run_i18n("--root", str(repo), "todo", "es", "--page", "nowhere")
    assert unknown.returncode == 2 and "no page “nowhere”" in unknown.stdout


def test_stats_count_words_per_language_and_per_page(repo: Path) -> None:
    msgid = _lesson_message(repo, "kachuful")
    set_translation(repo, "es", msgid, "")
    numbers = i18n_tool.stats(repo, by_page=True)
    es, fr = numbers["es"], numbers["fr"]
    size = i18n_tool.todo("es", repo, page="kachuful/learn")[0].words
    assert es["words"] == fr["words"] > 5000 and es["words_translated"] == fr["words_translated"] - size
    assert es["pages"]["kachuful/learn"]["missing"] == 1 and es["pages"]["go-fish/learn"]["missing"] == 0
    out = run_i18n("--root", str(repo), "stats", "--by-page").stdout
    assert "words done" in out and "page kachuful/learn" in out


def test_help_describes_every_command() -> None:
    result = run_i18n("--help")
    assert result.returncode == 0
    for command in ("extract", "update", "compile", "stats", "check"):
        assert command in result.stdout
    check_help = run_i18n("check", "--help").stdout
    for part in i18n_tool.PARTS:
        assert part in check_help


# --------------------------------------------------------------------------------------------------
# check: catalogs


def test_check_passes_on_complete_catalogs_and_fails_naming_file_and_message(repo: Path) -> None:
    ok = run_i18n("--root", str(repo), "check", "catalogs")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    set_translation(repo, "es", "Next", "")
    result = run_i18n("--root", str(repo), "check", "catalogs")
    assert result.returncode == 1
    lines = [line for line in result.stdout.splitlines() if "“Next”" in line]
    assert len(lines) == 1
    assert lines[0].startswith("locales/es/LC_MESSAGES/messages.po:")
    assert "“Next”: untranslated (used in scripts/hooks.py:" in lines[0]
    assert "1 problem(s)" in result.stderr


def test_removing_one_spanish_translation_fails(repo: Path) -> None:
    set_translation(repo, "es", "Worked example", "")
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1
    assert found[0].startswith("locales/es/LC_MESSAGES/messages.po:")
    assert "“Worked example”: untranslated" in found[0]


def test_a_fuzzy_entry_fails(repo: Path) -> None:
    set_translation(repo, "fr", "Restart", "Recommencer", fuzzy=True)
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1 and "“Restart”: fuzzy (review it and remove the fuzzy flag)" in found[0]
    assert "locales/fr/LC_MESSAGES/messages.po" in found[0]


def test_placeholders_must_be_identical(repo: Path) -> None:
    msgid = "The rules engine could not answer: {message}"
    set_translation(repo, "es", msgid, "El motor de reglas no pudo responder: {mensaje}")
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1
    assert "placeholders differ: the translation leaves out {message} and adds {mensaje}" in found[0]
    set_translation(repo, "es", msgid, "El motor de reglas no pudo responder: {message")
    assert "unbalanced" in i18n_tool.catalog_problems(repo)[0]


def _add_python_message(root: Path, line: str) -> None:
    path = root / "engine" / "core" / "messages.py"
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")


def test_a_new_message_in_the_code_without_catalog_entry_fails(repo: Path) -> None:
    _add_python_message(repo, 'NEW = N_("A message nobody has translated yet.")')
    found = i18n_tool.catalog_problems(repo)
    label = "“A message nobody has translated yet.”"
    template = [p for p in found if p.startswith("locales/messages.pot")]
    assert len(template) == 1 and label in template[0] and "run ./scripts/i18n update" in template[0]
    for lang in ("es", "fr"):
        assert any(p.startswith(f"locales/{lang}/LC_MESSAGES/messages.po") and label in p
                   and "not in the catalog" in p and "engine/core/messages.py:" in p for p in found)


def test_a_stale_template_fails(repo: Path) -> None:
    template = repo / "locales" / "messages.pot"
    text = template.read_text(encoding="utf-8")
    start = text.index('msgid "Next"')
    end = text.index("\n\n", start)
    template.write_text(text[:start] + 'msgid "Nothing uses this any more"\nmsgstr ""' + text[end:],
                        encoding="utf-8")
    found = i18n_tool.catalog_problems(repo)
    assert any("locales/messages.pot: out of date: “Next”" in p for p in found)
    assert any("“Nothing uses this any more” is no longer in the code" in p for p in found)


def test_a_count_before_a_noun_without_plural_forms_fails(repo: Path) -> None:
    """"1 cartes": a count placeholder before a noun in a plain message is refused; the same words with
    plural forms, or a placeholder that is not a count (a seat), pass."""
    _add_python_message(repo, 'BAD = N_("{seat} still holds {n} unseen cards.")')
    _add_python_message(repo, 'GOOD = NP_("{seat} holds {n} card.", "{seat} holds {n} cards.")')
    _add_python_message(repo, 'SEAT = N_("The cards of {seat} are hidden; {seat} cards stay face down.")')
    fill_catalogs(repo)
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1, found
    assert found[0].startswith("{seat} still holds {n} unseen cards. (engine/core/messages.py:")
    assert "{n} counts a noun in a message without plural forms" in found[0]
    assert run_i18n("--root", str(repo), "check", "catalogs").returncode == 1


def test_plural_forms_are_all_needed_with_their_placeholders(repo: Path) -> None:
    _add_python_message(repo, 'X = lambda lang, n: ntr(lang, "{n} trick left", "{n} tricks left", n)')
    fill_catalogs(repo)
    assert i18n_tool.catalog_problems(repo) == []
    key = ("{n} trick left", "{n} tricks left")
    # Spanish: msgstr[0] is used for 1 only, so it may spell the number out.
    set_translation(repo, "es", key, ("queda una baza", "quedan {n} de bazas", "quedan {n} bazas"))
    assert i18n_tool.catalog_problems(repo) == []
    # French: msgstr[0] is used for 0 and 1, so it needs {n}.
    set_translation(repo, "fr", key, ("il reste un pli", "il reste {n} de plis", "il reste {n} plis"))
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1 and "“{n} trick left”: placeholders differ: msgstr[0] leaves out {n}" in found[0]
    set_translation(repo, "fr", key, ("il reste {n} pli", "", "il reste {n} plis"))
    found = i18n_tool.catalog_problems(repo)
    assert len(found) == 1 and "untranslated plural form msgstr[1] (fr has 3 forms)" in found[0]


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
    assert any(line.startswith("Appears on: kachuful/") for line in example.auto_comments)
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


def test_scenario_narration_is_checked(repo: Path) -> None:
    scenario = repo / "docs" / "examples" / "kachuful" / "narrated.toml"
    original = (repo / "docs" / "examples" / "kachuful" / "forbidden-bid.toml").read_text(encoding="utf-8")
    text = original.replace('title = "The dealer’s forbidden bid"', 'title = "A narrated copy"')
    text = text.replace("at least one player will miss.", "somebody will miss, surely.")
    scenario.write_text(text, encoding="utf-8")
    found = i18n_tool.catalog_problems(repo)
    for lang in ("es", "fr"):
        for label in ("“A narrated copy”", "“The bids total 2 for 3 tricks: somebody will miss, surely.”"):
            assert any(p.startswith(f"locales/{lang}/") and label in p and "not in the catalog" in p
                       and "docs/examples/kachuful/narrated.toml:" in p for p in found), (lang, label)
    line = next(n for n, t in enumerate(text.splitlines(), 1) if "somebody will miss" in t)
    assert any(f"narrated.toml:{line})" in p for p in found)


def test_a_language_in_the_config_without_catalog_fails(repo: Path) -> None:
    config = repo / "mkdocs.yml"
    assert "      languages:\n" in config.read_text(encoding="utf-8")
    config.write_text(config.read_text(encoding="utf-8").replace(
        "      languages:\n", "      languages:\n        - locale: it\n          name: Italiano\n"
        "          build: true\n", 1), encoding="utf-8")
    found = i18n_tool.catalog_problems(repo)
    assert any(p.startswith("locales/it/LC_MESSAGES/messages.po: missing") for p in found)
    i18n_tool.cmd_update(repo)  # creates it, with Italian plural rules
    assert (repo / "locales" / "it" / "LC_MESSAGES" / "messages.po").exists()
    assert any(p.startswith("locales/it/LC_MESSAGES/messages.po:") and "untranslated" in p
               for p in i18n_tool.catalog_problems(repo))


# --------------------------------------------------------------------------------------------------
# check: JavaScript


@pytest.mark.parametrize("line", [
    'status.textContent = "Loading the engine";',
    "status.textContent = 'Loading';",
    'button.title = "Next";',
    'el.setAttribute("aria-label", "Close");',
    'const LABELS = { next: "Next step" };',
    "root.append(document.createTextNode(`Step ${n}`));",
    "label.innerHTML = `<b>Done</b> in ${ms} ms`;",
    'input.placeholder = "Your seed";',
    'status.textContent = ok ? "Ready" : "Failed";',
])
def test_js_check_flags_interface_text(line: str) -> None:
    found = i18n_tool.js_findings(f"function f() {{\n  {line}\n}}\n")
    assert found and {n for n, _, _ in found} == {2}, found


@pytest.mark.parametrize("line", [
    'console.warn("engine unavailable: the worker did not start", error);',
    'throw new Error("the engine worker failed to start");',
    'reject(new TypeError("render tree: not a node at all"));',
    'const link = root.querySelector(".md-select a[hreflang]");',
    'root.setAttribute("aria-busy", "true");',
    'const TAGS = new Set("div span p ul ol li".split(" "));',
    'const ATTRS = new Set(("class role aria-label " + "title lang").split(" "));',
    'import { call } from "./engine-client.js";',
    'const url = new URL("engine/manifest.json", base);',
    "status.textContent = root.dataset.msgLoading;",
    "status.textContent = '';",
    'if (msg.type === "ready") go();',
    'const re = /^data-[a-z0-9-]+ and more$/; // a regex, not a string',
    'status.textContent = "Loading the engine"; // i18n-ignore',
    "media = matchMedia('(prefers-color-scheme: light)');",
    'button.className = "md-button glossary wide";',
    'const node = svg("g", { class: "chart legend box" });',
])
def test_js_check_ignores_code_strings(line: str) -> None:
    assert i18n_tool.js_findings(f"function f() {{\n  {line}\n}}\n") == []


def test_current_javascript_has_no_hard_coded_interface_text() -> None:
    assert i18n_tool.js_problems() == []


def test_adding_an_english_only_string_in_javascript_fails(repo: Path) -> None:
    script = repo / "docs" / "assets" / "js" / "example.js"
    text = script.read_text(encoding="utf-8")
    anchor = '  setStatus(root.dataset.msgLoading, "loading");\n'
    assert anchor in text
    script.write_text(text.replace(anchor, anchor + '  status.textContent = "Loading the engine";\n'),
                      encoding="utf-8")
    lines = script.read_text(encoding="utf-8").splitlines()
    line = lines.index('  status.textContent = "Loading the engine";') + 1
    result = run_i18n("--root", str(repo), "check", "js")
    assert result.returncode == 1
    assert (f"docs/assets/js/example.js:{line}: “Loading the engine” is interface text hard-coded in "
            "JavaScript (assigned to .textContent)") in result.stdout
    assert "data-msg-*" in result.stdout


# --------------------------------------------------------------------------------------------------
# check: navigation


def test_every_nav_label_is_translated() -> None:
    assert i18n_tool.nav_problems() == []


def test_proper_names_are_the_explicit_allow_list() -> None:
    assert {"Literature", "Kachuful", "Go Fish"} <= set(i18n_tool.proper_names())


def test_an_untranslated_nav_label_fails(repo: Path) -> None:
    config = repo / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    assert "            Règles: Reglas\n" in text
    config.write_text(text.replace("            Règles: Reglas\n", ""), encoding="utf-8")
    found = i18n_tool.nav_problems(repo)
    assert len(found) == 1
    assert found[0].startswith("mkdocs.yml:")
    assert "the nav label “Règles” has no Español (es) translation" in found[0]
    assert "nav_translations" in found[0]


def test_a_nav_label_not_in_the_allow_list_needs_a_translation(repo: Path) -> None:
    glossary = repo / "locales" / "glossary.toml"
    text = glossary.read_text(encoding="utf-8")
    glossary.write_text(text.replace('"Go Fish", ', "", 1), encoding="utf-8")
    found = i18n_tool.nav_problems(repo)
    assert len(found) == 1 and "“Go Fish” has no Español (es) translation" in found[0]


# --------------------------------------------------------------------------------------------------
# check: everything, on the real repository except the catalogs (test_catalogs.py covers them)


def test_real_repository_pages_nav_js_glossary() -> None:
    found = i18n_tool.all_problems(parts=["pages", "nav", "js", "glossary"])
    assert found == {"pages": [], "nav": [], "js": [], "glossary": []}


def test_check_names_unknown_parts() -> None:
    result = run_i18n("check", "colours")
    assert result.returncode == 2 and "unknown part colours" in result.stderr


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
