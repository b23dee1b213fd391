"""MkDocs hooks: worked examples replayed by the engine at build time and rendered statically.

A page asks for an example with a shortcode alone on its line: ``[[example kachuful/forbidden-bid]]``.
Every scenario under ``docs/examples`` is replayed when the build starts; an illegal step, an unmet
expectation, an unknown shortcode or an unknown example fails the build, naming the file and place.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.core.errors import EngineError  # noqa: E402
from engine.core.i18n import LANGUAGES, N_, is_translated, page_seats, reset, tr  # noqa: E402
from engine.core.messages import describe_error  # noqa: E402
from engine.games import load_all  # noqa: E402
from engine.learn.library import LibraryError, load_library  # noqa: E402
from engine.ops import SHORTCODES  # noqa: E402
from engine.present.example import step_view  # noqa: E402
from engine.present.tree import to_html  # noqa: E402
from engine.scenario import Scenario, load_file, replay  # noqa: E402

EXAMPLES = ROOT / "docs" / "examples"
LESSONS = ROOT / "docs" / "lessons"
SHORTCODE = re.compile(r"<p>\[\[(\w[\w-]*)([^\]]*)\]\]</p>")
LEFTOVER = re.compile(r"\[\[\w[\w-]*[^\]]*\]\]")

UI = {
    "title": N_("Worked example"),
    "prev": N_("Previous"),
    "next": N_("Next"),
    "reset": N_("Restart"),
    "controls": N_("Example steps"),
    "loading": N_("Loading the rules engine…"),
    "ready": N_("The rules engine is ready: step through the example."),
    "failed": N_("The rules engine could not start in this browser, so the example cannot move; "
                 "its first step stays readable above."),
    "error": N_("The rules engine could not answer: {message}"),
}

_scenarios: dict[str, Scenario] = {}


def on_config(config: Any) -> Any:
    reset()
    load_all()
    for lang in [language.locale for language in config.plugins["i18n"].config.languages]:
        if lang not in LANGUAGES or not is_translated(lang):
            raise PluginError(f"no compiled catalog for '{lang}': run ./scripts/i18n update, then compile")
    _scenarios.clear()
    for path in sorted(EXAMPLES.rglob("*.toml")):
        try:
            scenario = load_file(path, EXAMPLES)
            replay(scenario)
        except EngineError as exc:
            raise PluginError(f"{path.relative_to(ROOT)}: {describe_error(exc, 'fr')} [{exc.code}]") from None
        _scenarios[scenario.name] = scenario
    check_lessons()
    return config


def check_lessons() -> None:
    """Every lesson replayed and checked (``docs/lessons/<game>/NN-id.toml``): one that does not check fails
    the build, naming its file and step."""
    try:
        load_library(LESSONS)
    except LibraryError as exc:
        raise PluginError(f"lesson: {exc}") from None


def _lang(page: Any, config: Any) -> str:
    return getattr(page.file, "locale", None) or config.theme["language"]


def on_page_content(content: str, page: Any, config: Any, files: Any) -> str:
    lang = _lang(page, config)

    def replace(match: re.Match[str]) -> str:
        name, args = match.group(1), match.group(2).split()
        if name in SHORTCODES:
            try:
                return SHORTCODES[name](args, lang)
            except EngineError as exc:
                raise PluginError(f"{page.file.src_path}: [[{name}]]: {describe_error(exc, 'fr')}") from None
        if name != "example":
            known = ", ".join(sorted({"example", *SHORTCODES}))
            raise PluginError(f"{page.file.src_path}: unknown shortcode [[{name}]] (known: {known})")
        if len(args) != 1 or args[0] not in _scenarios:
            raise PluginError(
                f"{page.file.src_path}: unknown example {' '.join(args)!r} "
                f"(known: {', '.join(sorted(_scenarios))})"
            )
        return render_example(_scenarios[args[0]], lang)

    content = SHORTCODE.sub(replace, content)
    leftover = LEFTOVER.search(content)
    if leftover:
        raise PluginError(
            f"{page.file.src_path}: shortcode {leftover.group(0)} must stand alone on its own line"
        )
    return content


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Pages with a widget start the engine from the <head>, before the page has finished loading."""
    if 'data-example="' not in output and 'data-widget="' not in output:
        return output
    depth = page.url.count("/")
    boot = "../" * depth + "assets/js/engine-boot.js"
    tag = f'<script type="module" async src="{boot}"></script>'
    # The seats' names for the page's scripts (engine/core/seats.py is the single source).
    table = json.dumps(page_seats(_lang(page, config)), ensure_ascii=False, sort_keys=True)
    seats = html.escape(table, quote=True)
    tag += f'\n<meta name="seat-labels" content="{seats}">'
    return output.replace("</head>", f"{tag}\n</head>", 1)


def render_example(scenario: Scenario, lang: str) -> str:
    data = scenario.to_json()
    view = step_view(data, 1, lang)
    msgs = "".join(
        f' data-msg-{key}="{html.escape(tr(lang, UI[key]), quote=True)}"'
        for key in ("loading", "ready", "failed", "error")
    )
    # In an attribute, not a <script type="application/json">: instant navigation re-runs scripts.
    payload = html.escape(json.dumps(data, ensure_ascii=False, sort_keys=True), quote=True)

    def button(action: str, extra: str = "") -> str:
        return (f'<button type="button" class="md-button{extra}" data-action="{action}" disabled>'
                f"{html.escape(tr(lang, UI[action]))}</button>")

    return (
        f'<div class="example" data-example="{html.escape(scenario.name)}" data-lang="{lang}"'
        f' data-step="1" data-total="{view["total"]}" data-scenario="{payload}"{msgs}>'
        f'<p class="example__title">'
        f'<span class="example__kicker">{html.escape(tr(lang, UI["title"]))}</span> '
        f"{html.escape(tr(lang, scenario.title))}</p>"
        f'<div class="example__body">{to_html(view["body"])}</div>'
        f'<div class="example__narration" aria-live="polite">{to_html(view["narration"])}</div>'
        f'<div class="example__controls" role="group" aria-label="{html.escape(tr(lang, UI["controls"]))}">'
        f'{button("prev")}{button("next", " md-button--primary")}{button("reset")}'
        f'<span class="example__progress">{html.escape(view["progress"])}</span></div>'
        f'<p class="example__status" role="status"></p>'
        # Printed pages show the first step as built, whatever step the reader was on.
        f'<div class="example__print">{to_html(view["body"])}{to_html(view["narration"])}</div>'
        "</div>"
    )
