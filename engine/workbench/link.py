"""Share links: ``#wb=`` + base64url of zlib-compressed compact JSON.

``{"g": game, "p": players, "s": seed, "r": {rule: bool}, "d": edited deal (optional), "m": the moves
of the line shown (:mod:`.moves`), "a": step shown, "o": [[k, moves], ...] (optional: the other lines,
each as the number of moves it shares with the line shown and the moves that follow), "c": a rule
switch (optional: the two variants side by side are open on it)}``.

Reading one back trusts nothing: size limits before and after inflating, every field checked, every
line replayed through the rules; anything wrong is refused with a sentence in the reader's language.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Iterator
from typing import Any, NamedTuple

from ..core.errors import EngineError, MalformedInput
from ..core.i18n import DEFAULT_LANGUAGE
from ..core.messages import describe_error
from ..games import names
from .config import MAX_LINE, Config, read_config, shared_prefix
from .moves import parse
from .replay import replay

MAX_FRAGMENT = 16_000  # characters of a share link's fragment
MAX_JSON = 200_000  # bytes of a share link once inflated
MAX_LINES = 20  # lines of a workbench (the one shown and its branches)
MAX_MOVES = 4 * MAX_LINE  # moves a link may make the engine replay, all lines together
LINK_PREFIX = "wb="
Lines = tuple[tuple[str, ...], ...]
NAMES = {"g": "game", "p": "players", "s": "seed", "r": "rules", "d": "deal", "m": "moves", "a": "step",
         "o": "lines", "c": "compare"}


class Link(NamedTuple):
    config: Config
    at: int
    others: tuple[tuple[str, ...], ...] = ()
    compare: str | None = None


def encode_link(
    config: Config, at: int, others: Lines = (), lang: str = DEFAULT_LANGUAGE, compare: str | None = None,
) -> str:
    """The share link of ``config`` shown at step ``at``, with the page's ``others`` lines (and the
    comparison open on the rule switch ``compare``)."""
    data: dict[str, Any] = {"g": config.game, "p": config.players, "s": config.seed, "r": config.rules}
    if config.setup is not None:
        data["d"] = config.setup.to_json()
    rows = []
    for line in others:
        k = shared_prefix(config.line, line)
        rows.append([k, "".join(replay(config.with_line(line), lang).coded()[k:])])
    data["m"] = "".join(replay(config, lang).coded())  # last: the line shown stays first in the cache
    data["a"] = at
    if rows:
        data["o"] = rows
    if compare is not None:
        data["c"] = compare
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return LINK_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


_B64URL = re.compile(r"[A-Za-z0-9_-]*")


def _inflate(fragment: Any) -> Any:
    if not isinstance(fragment, str):
        raise MalformedInput("workbench.link-unreadable")
    if len(fragment) > MAX_FRAGMENT:
        raise MalformedInput("workbench.link-too-long")
    text = fragment.removeprefix("#")
    if not text.startswith(LINK_PREFIX):
        raise MalformedInput("workbench.link-unreadable")
    body = text[len(LINK_PREFIX):]
    if not body or not _B64URL.fullmatch(body) or len(body) % 4 == 1:
        raise MalformedInput("workbench.link-unreadable")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON)
        if inflater.unconsumed_tail:
            raise MalformedInput("workbench.link-too-long")
        if not inflater.eof or inflater.unused_data:
            raise ValueError("truncated, or followed by something else")
        return json.loads(raw.decode("utf-8"))
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError, RecursionError):
        raise MalformedInput("workbench.link-unreadable") from None


def _extend(config: Config, start: tuple[str, ...], codes: Any, field: str, lang: str) -> tuple[str, ...]:
    """The line ``start`` followed by the moves written in ``codes``, each checked by the rules."""
    moves = parse(codes, field)
    if len(start) + len(moves) > MAX_LINE:
        raise MalformedInput("workbench.link-field", field=field)
    rep = _replayed(config.with_line(start), lang)

    def texts() -> Iterator[str]:
        """Each move's text, read from its code in the position the moves before it reach."""
        for move in moves:
            if isinstance(move, int):
                choices = rep.choices(len(rep.actions))
                if move >= len(choices):
                    raise MalformedInput("workbench.link-field", field=field)
                move = str(choices[move])
            yield move

    try:
        rep.play_line(texts(), lang)
    except MalformedInput as exc:
        if exc.code != "workbench.line-illegal":
            raise
        raise MalformedInput("workbench.link-refused", reason=describe_error(exc, lang)) from None
    return tuple(rep.texts)


def _replayed(config: Config, lang: str) -> Any:
    try:
        return replay(config, lang)
    except EngineError as exc:
        raise MalformedInput("workbench.link-refused", reason=describe_error(exc, lang)) from None


def _others(config: Config, value: Any, lang: str) -> Lines:
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) >= MAX_LINES:
        raise MalformedInput("workbench.link-field", field="lines")
    rows = []
    total = len(config.line)
    for row in value:  # every row checked, and the moves counted, before any is replayed
        if (not isinstance(row, list) or len(row) != 2 or not isinstance(row[0], int)
                or isinstance(row[0], bool) or not 0 <= row[0] <= len(config.line)):
            raise MalformedInput("workbench.link-field", field="lines")
        total += len(parse(row[1], "lines"))
        if total > MAX_MOVES:
            raise MalformedInput("workbench.link-too-long")
        rows.append(row)
    return tuple(_extend(config, config.line[: k], codes, "lines", lang) for k, codes in rows)


def decode_link(fragment: Any, game: str | None, lang: str) -> Link:
    """The configuration, step and other lines of a share link, checked and replayed (refused with a
    sentence in ``lang``)."""
    data = _inflate(fragment)
    if not isinstance(data, dict) or set(data) - set(NAMES):
        raise MalformedInput("workbench.link-unreadable")
    for key in ("g", "p", "s", "m", "a"):
        if key not in data:
            raise MalformedInput("workbench.link-field", field=NAMES[key])
    if not isinstance(data["g"], str) or data["g"] not in names():
        raise MalformedInput("workbench.link-field", field="game")
    if game is not None and data["g"] != game:
        raise MalformedInput("workbench.link-other-game")
    request = {"game": data["g"], "players": data["p"], "seed": data["s"], "rules": data.get("r", {}),
               "line": [], "setup": data.get("d")}
    try:
        config = read_config(request, lang)
    except MalformedInput as exc:
        where = str(exc.params.get("field", "moves")).split(".")[0]
        where = {"line": "moves", "request": "moves", "setup": "deal"}.get(where, where)
        raise MalformedInput("workbench.link-field", field=where if where in NAMES.values() else "moves") \
            from None
    _replayed(config, lang)  # the deal itself (an edited one may be refused)
    config = config.with_line(_extend(config, (), data["m"], "moves", lang))
    at = data["a"]
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= len(config.line):
        raise MalformedInput("workbench.link-field", field="step")
    compare = data.get("c")
    if compare is not None and (not isinstance(compare, str) or compare not in config.spec.switches):
        raise MalformedInput("workbench.link-field", field="compare")
    return Link(config, at, _others(config, data.get("o"), lang), compare)
