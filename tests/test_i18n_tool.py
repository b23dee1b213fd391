"""The translators' tools (scripts/i18n): stats, check and what each gap looks like to a translator.

Every test that changes something works on a copy of the repository (``--root``): the real catalogs
are never touched, and none of these tests needs them to be complete (test_catalogs.py does).
A command is run as the wrapper runs it (``i18n_tool.main``) in this process (``run_tool``), so that it
reads the template kept for the copy instead of extracting it again; the wrapper itself, its exit codes
and output, is run as a reader runs it (``run_i18n``) by the tests of --help, of an unknown part and of
hard-coded JavaScript text.
"""

from __future__ import annotations

import contextlib
import io
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


def run_i18n(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ROOT / "scripts" / "i18n"), *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    """``./scripts/i18n ARGS`` as the wrapper runs it (``sys.exit(i18n_tool.main(ARGS))``), in this process:
    its exit code and what it prints."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = i18n_tool.main(list(args))
        except SystemExit as exited:  # argparse's errors (2) and --help (0)
            code = exited.code if isinstance(exited.code, int) else 1
    return subprocess.CompletedProcess(["scripts/i18n", *args], code or 0, out.getvalue(), err.getvalue())


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
    result = run_tool("--root", str(repo), "stats")
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
    result = run_tool("--root", str(repo), "stats", "--by-source")
    assert result.returncode == 0, result.stderr
    assert "engine/kachuful" in result.stdout and "docs/examples/kachuful" in result.stdout
    assert "docs/lessons/kachuful" in result.stdout  # lessons per game, not all under "docs"


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
    ok = run_tool("--root", str(repo), "check", "catalogs")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    set_translation(repo, "es", "Next", "")
    result = run_tool("--root", str(repo), "check", "catalogs")
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
    assert run_tool("--root", str(repo), "check", "catalogs").returncode == 1


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
    # nothing translated yet: a draft (below extra.translations.publish_at), which check does not gate
    assert not any(p.startswith("locales/it/") for p in i18n_tool.catalog_problems(repo))
    config.write_text(config.read_text(encoding="utf-8").replace("publish_at: 90", "publish_at: 0"),
                      encoding="utf-8")  # published at once: every gap counts
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
    result = run_i18n("--root", str(repo), "check", "js")  # the wrapper: its exit code, its output
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
