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
from urllib.parse import urlsplit

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.core.errors import EngineError  # noqa: E402
from engine.core.i18n import LANGUAGES, N_, NP_, decimal, is_translated, page_seats, ptr, reset, tr  # noqa: E402
from engine.core.messages import describe_error  # noqa: E402
from engine.games import load_all  # noqa: E402
from engine.learn.library import LibraryError, find, load_library  # noqa: E402
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

# The anchor after each heading (the toc extension's permalink), and the page for an address that leads
# nowhere (overrides/404.html: the build's language first, then every other one, for a host that serves
# the site's one 404 page whatever the address).
PERMALINK = N_("Link to this section")
# The colour scheme's toggle in the header (mkdocs.yml, theme.palette): named for the scheme it switches to.
PALETTE_TOGGLE = {"default": N_("Switch to dark mode"), "slate": N_("Switch to light mode")}
NOT_FOUND = {
    "title": N_("Page not found"),
    "text": N_("No page of this site has this address: it may have moved, or have been mistyped."),
    "home": N_("Go to the home page"),
}

# A draft language's notice (scripts/tools/i18n_drafts.py: `compile` writes each language's status).
STATUS = ROOT / "build" / "i18n" / "status.json"
DRAFT = {
    "title": N_("Translation in progress"),
    "text": N_("This translation is a draft: {done} of its words are translated so far. What it does not "
               "have yet is shown in {language}."),
    "messages": NP_("{count} message of the site is not translated yet.",
                    "{count} messages of the site are not translated yet.", "count"),
    "pages": N_("Pages not translated yet:"),
}
_status: dict[str, Any] = {}

_scenarios: dict[str, Scenario] = {}
_not_found: dict[str, bytes] = {}  # the default language's 404 page, kept while the other ones are built


def _building(config: Any) -> tuple[str, str]:
    """The language being built and the site's default one (the i18n plugin builds each in turn)."""
    plugin = config.plugins["i18n"]
    return plugin.current_language or plugin.default_language, plugin.default_language


def on_config(config: Any) -> Any:
    reset()
    load_all()
    for lang in [language.locale for language in config.plugins["i18n"].config.languages]:
        if lang not in LANGUAGES or not is_translated(lang):
            raise PluginError(f"no compiled catalog for '{lang}': run ./scripts/i18n update, then compile")
    lang, _default = _building(config)
    config.mdx_configs.setdefault("toc", {})["permalink_title"] = tr(lang, PERMALINK)
    _status.clear()
    _status.update(json.loads(STATUS.read_text(encoding="utf-8")) if STATUS.is_file() else {})
    for option in config.theme.get("palette") or []:
        if isinstance(option, dict) and option.get("toggle"):
            option["toggle"]["name"] = tr(lang, PALETTE_TOGGLE[option.get("scheme", "default")])
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


def on_template_context(context: Any, template_name: str, config: Any) -> Any:
    """The 404 page's words: the build's language first, then each other language, with its home page."""
    if template_name != "404.html":
        return context
    lang, default = _building(config)
    root = urlsplit(config.site_url or "/").path.rstrip("/") + "/"
    others = [language.locale for language in config.plugins["i18n"].config.languages if language.build]
    context["not_found"] = [
        {"lang": each, "home_url": root if each == default else f"{root}{each}/",
         **{key: tr(each, msgid) for key, msgid in NOT_FOUND.items()}}
        for each in [lang, *(o for o in others if o != lang)]
    ]
    return context


def on_post_build(config: Any) -> None:
    """Each language's 404 page in its own folder (``es/404.html``), the default language's at the root:
    every build writes its 404 page at the root, the default language's first."""
    lang, default = _building(config)
    page = Path(config.site_dir) / "404.html"
    if lang == default:
        _not_found[default] = page.read_bytes()
        return
    (Path(config.site_dir) / lang).mkdir(parents=True, exist_ok=True)
    page.replace(Path(config.site_dir) / lang / "404.html")
    page.write_bytes(_not_found[default])


def _lang(page: Any, config: Any) -> str:
    """The language of a page's widgets: the page's; on a draft language's pages, the draft's (what it
    has translated, the rest from its fallback, whichever language the page's text fell back to)."""
    if _draft(config) is not None:
        return _building(config)[0]
    return getattr(page.file, "locale", None) or config.theme["language"]


def _draft(config: Any) -> dict[str, Any] | None:
    """The status of the language being built when it is a draft (None: published)."""
    status = _status.get(_building(config)[0])
    return status if status and status.get("draft") else None


def on_files(files: Any, config: Any) -> Any:
    """A draft's missing pages are its fallback language's (the i18n plugin gives the default
    language's): each page the plugin fell back for is read from the fallback's file when there is one."""
    status = _draft(config)
    lang, default = _building(config)
    if status is None or status["fallback"] == default:
        return files
    for file in files.documentation_pages():
        if getattr(file, "locale", None) != default or getattr(file, "locale_alternate_of", None) != lang:
            continue
        source = Path(file.abs_src_path)
        chosen = source.with_name(source.name.replace(f".{default}.md", f".{status['fallback']}.md"))
        if chosen != source and chosen.is_file():
            file.abs_src_path = str(chosen)
            file.locale = status["fallback"]
    return files


def _address(key: str) -> str:
    """A page's address below its language's root: ``kachuful/learn`` -> ``kachuful/learn/``."""
    return key.removesuffix("index") if key == "index" or key.endswith("/index") else f"{key}/"


def draft_notice(status: dict[str, Any], page: Any, config: Any) -> str:
    """The notice on every page of a draft language: how much is translated, in which language the rest
    is shown, and the pages not translated yet (links)."""
    lang = status["lang"]
    names = {language.locale: language.name for language in config.plugins["i18n"].config.languages}
    fallback = names.get(status["fallback"], status["fallback"])
    done = str(status["done"]) + "\u00a0%"
    text = tr(lang, DRAFT["text"], done=done, language=fallback)
    title = tr(lang, DRAFT["title"])
    parts = [f'<p class="admonition-title">{html.escape(title)}</p>', f"<p>{html.escape(text)}"]
    if status["missing_messages"]:
        parts[-1] += " " + html.escape(ptr(lang, DRAFT["messages"], count=status["missing_messages"]))
    parts[-1] += "</p>"
    if status["missing_pages"]:
        up = "../" * page.url.count("/") + lang + "/"
        links = "".join(f'<li><a href="{html.escape(up + _address(key))}">{html.escape(key)}</a></li>'
                        for key in status["missing_pages"])
        heading = html.escape(tr(lang, DRAFT["pages"]))
        parts.append(f"<p>{heading}</p><ul>{links}</ul>")
    return f'<div class="admonition warning" data-draft="{html.escape(lang)}">{"".join(parts)}</div>'


def check_lesson_order(src_path: str, content: str) -> None:
    """A page links a game's lessons in the order of its path: a reader who follows the page's lesson
    links meets lesson 3 after lesson 2, never before (an unknown lesson is left to its shortcode)."""
    last: dict[str, Any] = {}
    for match in SHORTCODE.finditer(content):
        args = match.group(2).split()
        lesson = find(args[0]) if match.group(1) == "lesson-link" and len(args) == 1 else None
        if lesson is None:
            continue
        before = last.get(lesson.game)
        if before is not None and before.number > lesson.number:
            raise PluginError(f"{src_path}: [[lesson-link {lesson.name}]] (lesson {lesson.number}) comes "
                              f"after [[lesson-link {before.name}]] (lesson {before.number}): link the "
                              "lessons in the order of the path, or renumber them")
        last[lesson.game] = lesson


def on_page_content(content: str, page: Any, config: Any, files: Any) -> str:
    lang = _lang(page, config)
    status = _draft(config)
    if status is not None:
        content = draft_notice(status, page, config) + content

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

    check_lesson_order(page.file.src_path, content)
    content = SHORTCODE.sub(replace, content)
    leftover = LEFTOVER.search(content)
    if leftover:
        raise PluginError(
            f"{page.file.src_path}: shortcode {leftover.group(0)} must stand alone on its own line"
        )
    return content


# A reader who asked to save data (Save-Data) keeps the site for offline reading only when asked
# (docs/assets/js/offline.js shows this offer instead of precaching the engine's megabytes).
OFFLINE = {
    # L10N: {size} is the engine's size in megabytes as the reader would download it, with one
    # decimal ("5,8").
    "offer": N_("Keep this site for reading offline (about {size} MB)"),
    "saving": N_("Saving the site for reading offline…"),
}


def offline_meta(lang: str, config: Any) -> str:
    sizes = (config.extra.get("runtime") or {}).get("sizes") or {}
    size = decimal(lang, sum(served for _, served in sizes.values()) / 1e6)
    texts = {"offer": tr(lang, OFFLINE["offer"], size=size), "saving": tr(lang, OFFLINE["saving"])}
    attrs = "".join(f' data-{key}="{html.escape(text, quote=True)}"' for key, text in texts.items())
    return f'<meta name="cards-offline"{attrs}>'


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Every page: the offer to keep the site offline. Pages with a widget start the engine from the
    <head>, before the page has finished loading."""
    output = output.replace("</head>", f"{offline_meta(_lang(page, config), config)}\n</head>", 1)
    if 'data-example="' not in output and 'data-widget="' not in output:
        return output
    depth = page.url.count("/")
    boot = "../" * depth + "assets/js/engine-boot.js"
    tag = f'<script type="module" async src="{boot}"></script>'
    # The seats' names for the page's scripts (engine/core/seats.py is the single source).
    table = json.dumps(page_seats(_lang(page, config)), ensure_ascii=False, sort_keys=True)
    seats = html.escape(table, quote=True)
    tag += f'\n<meta name="seat-labels" content="{seats}">'
    output = output.replace("</head>", f"{tag}\n</head>", 1)
    progress = engine_progress(_lang(page, config), (config.extra.get("runtime") or {}).get("sizes") or {})
    anchor = '<meta name="cards-engine"' if '<meta name="cards-engine"' in output else "</head>"
    return output.replace(anchor, f'<meta name="cards-progress" content="{progress}">\n{anchor}', 1)


# L10N: {got} is the megabytes of the rules engine received so far, {total} its whole size in megabytes,
# each with one decimal ("2,1 of 5,8"); {total} is the count.
PROGRESS = NP_("Loading the rules engine: {got} of {total} megabyte…",
               "Loading the rules engine: {got} of {total} megabytes…", count="total")


def engine_progress(lang: str, sizes: dict[str, list[int]]) -> str:
    """What a widget waiting for the engine says (engine-start.js counts the bytes, dom.js says them):
    the sentence with the engine's size as served ({got}: filled in the page, with ``decimal``), and
    each counted file's [decoded, served] bytes."""
    total = sum(served for _, served in sizes.values()) / 1e6
    text = ptr(lang, PROGRESS, total=round(total, 1), got="{got}")
    data = {"text": text, "decimal": decimal(lang, 0.5)[1], "sizes": sizes}
    return html.escape(json.dumps(data, ensure_ascii=False, sort_keys=True), quote=True)


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
