"""The translators' tools' common ground: where things are (this repository, or a copy given with
``--root``), the site's languages from ``mkdocs.yml``, reading a catalog.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "messages.pot"
DOMAIN = "messages"
KEYWORDS = {"N_": None, "NP_": (1, 2), "NC_": ((1, "c"), 2), "tr": (2,), "ntr": (2, 3)}
PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
PY_SOURCES = (ROOT / "engine", ROOT / "scripts")
SCENARIOS = ROOT / "docs" / "examples"
PARTS = ("catalogs", "pages", "nav", "js", "glossary")


# --------------------------------------------------------------------------------------------------
# Where things are (the real repository, or a copy given with --root)


@dataclass(frozen=True)
class Paths:
    root: Path
    locales: Path
    template: Path
    py_sources: tuple[Path, ...]
    scenarios: Path
    docs: Path
    config: Path
    js: Path
    glossary: Path

    def rel(self, path: Path) -> str:
        """``path`` as a translator sees it: relative to the repository when inside it."""
        for base in (self.root, self.locales.parent):
            if path.is_relative_to(base):
                return path.relative_to(base).as_posix()
        return str(path)


def paths(root: Path | str | None = None) -> Paths:
    if root is None:  # the module's paths, read now (tests may point LOCALES elsewhere)
        return Paths(ROOT, LOCALES, TEMPLATE, tuple(PY_SOURCES), SCENARIOS, ROOT / "docs",
                     ROOT / "mkdocs.yml", ROOT / "docs" / "assets" / "js", LOCALES / "glossary.toml")
    base = Path(root).resolve()
    return Paths(base, base / "locales", base / "locales" / "messages.pot",
                 (base / "engine", base / "scripts"), base / "docs" / "examples", base / "docs",
                 base / "mkdocs.yml", base / "docs" / "assets" / "js", base / "locales" / "glossary.toml")


def languages(root: Path | str | None = None) -> list[str]:
    """The languages that have a catalog folder (``locales/<lang>/LC_MESSAGES``)."""
    locales = paths(root).locales
    return sorted(p.name for p in locales.iterdir() if (p / "LC_MESSAGES").is_dir())


def catalog_path(lang: str, root: Path | str | None = None) -> Path:
    return paths(root).locales / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


# --------------------------------------------------------------------------------------------------
# The site configuration (mkdocs.yml): languages, navigation


# libyaml's loader where PyYAML has it (the same documents, ten times faster: the tools read mkdocs.yml
# a few dozen times per command), else the pure-Python one.
_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _ConfigLoader(_SafeLoader):  # type: ignore[valid-type,misc]
    """mkdocs.yml as data: ``!ENV`` gives its default, other tags give None."""


def _env_tag(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    if isinstance(node, yaml.ScalarNode):
        return os.environ.get(str(loader.construct_scalar(node)))
    items = loader.construct_sequence(node)  # type: ignore[arg-type]
    for name in items[:-1]:
        if isinstance(name, str) and name in os.environ:
            return os.environ[name]
    return items[-1] if len(items) > 1 else None


_ConfigLoader.add_constructor("!ENV", _env_tag)
_ConfigLoader.add_multi_constructor("!", lambda loader, suffix, node: None)
_ConfigLoader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def read_config(root: Path | str | None = None) -> dict[str, Any]:
    path = paths(root).config
    if not path.is_file():
        return {}
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_ConfigLoader) or {}


@dataclass(frozen=True)
class SiteLanguage:
    locale: str
    name: str
    default: bool
    entry: dict[str, Any]


def site_languages(
    root: Path | str | None = None, config: dict[str, Any] | None = None
) -> list[SiteLanguage]:
    """The languages of ``plugins.i18n.languages`` in mkdocs.yml, the default one first."""
    config = read_config(root) if config is None else config
    found: list[SiteLanguage] = []
    for plugin in config.get("plugins") or []:
        if isinstance(plugin, dict) and "i18n" in plugin:
            for entry in (plugin["i18n"] or {}).get("languages") or []:
                locale = entry.get("locale")
                if isinstance(locale, str) and locale != "null":
                    found.append(SiteLanguage(locale, str(entry.get("name", locale)),
                                              bool(entry.get("default")), entry))
    found.sort(key=lambda lang: not lang.default)
    return found


def page_languages(root: Path | str | None = None) -> tuple[str, list[str]]:
    """(default language, every language) of the pages; the catalogs' languages without a config."""
    langs = site_languages(root)
    if langs:
        return langs[0].locale, [lang.locale for lang in langs]
    found = languages(root)
    default = "fr" if "fr" in found else found[0]
    return default, [default, *[lang for lang in found if lang != default]]


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=locale)


def label(message: Message) -> str:
    """A message as a translator finds it: its id (the singular of a plural message)."""
    return message.id[0] if isinstance(message.id, (tuple, list)) else message.id


def has_translation(value: Any) -> bool:
    if isinstance(value, (tuple, list)):
        return all(bool(s) for s in value)
    return bool(value)
