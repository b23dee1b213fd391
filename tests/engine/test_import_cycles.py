"""No import cycle in engine/, functions' local imports included (issue 26): layers point one way."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).parents[2] / "engine"


def _modules() -> dict[str, Path]:
    found = {}
    for path in ENGINE.rglob("*.py"):
        parts = list(path.relative_to(ENGINE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imports(module: str, path: Path, known: set[str]) -> set[str]:
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            target = ".".join(p for p in (base, node.module or "") if p)
            targets = [target, *(f"{target}.{alias.name}" for alias in node.names)]
        else:
            continue
        out |= {t for t in targets if t in known and t != module}
    return out


def cycles() -> list[list[str]]:
    """The groups of modules that import one another (strongly connected, more than one module)."""
    modules = _modules()
    graph = {m: _imports(m, p, set(modules)) for m, p in modules.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return groups


def test_the_finder_sees_the_engine_and_a_local_import() -> None:
    modules = _modules()
    assert "engine.core.match" in modules and len(modules) > 100
    assert "engine.core.moves" in _imports("engine.core.spec", modules["engine.core.spec"], set(modules))


def test_no_import_cycle_in_the_engine() -> None:
    assert cycles() == []
