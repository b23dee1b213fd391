"""Check: no interface text hard-coded in the page scripts (``docs/assets/js``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from i18n_base import paths

# --------------------------------------------------------------------------------------------------
# Check: no interface text hard-coded in JavaScript


@dataclass(frozen=True)
class Token:
    kind: str  # str, tpl, ident, num, punct, regex
    value: str
    line: int


_REGEX_AFTER_WORDS = {"return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw",
                      "case", "do", "else", "yield", "await"}
_PUNCTS = sorted([">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>",
                  "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=",
                  "%=", "&=", "|=", "^=", "**", "<<", ">>"], key=len, reverse=True)


class _JsScanner:
    """A small JavaScript tokenizer: strings, template literals (with their ``${}``), comments,
    regular expressions; enough to find string literals and what surrounds them."""

    def __init__(self, src: str) -> None:
        self.src = src
        self.i = 0
        self.line = 1
        self.tokens: list[Token] = []
        self.comments: dict[int, str] = {}

    def _prev_allows_regex(self) -> bool:
        prev = self.tokens[-1] if self.tokens else None
        if prev is None:
            return True
        if prev.kind == "punct":
            return prev.value not in (")", "]", "}")
        return prev.kind == "ident" and prev.value in _REGEX_AFTER_WORDS

    def scan(self, stop_at_brace: bool = False) -> None:
        src, depth = self.src, 0
        while self.i < len(src):
            c = src[self.i]
            if c == "\n":
                self.line += 1
                self.i += 1
            elif c.isspace():
                self.i += 1
            elif src.startswith("//", self.i):
                end = src.find("\n", self.i)
                end = len(src) if end < 0 else end
                self.comments[self.line] = self.comments.get(self.line, "") + src[self.i:end]
                self.i = end
            elif src.startswith("/*", self.i):
                end = src.find("*/", self.i + 2)
                end = len(src) if end < 0 else end + 2
                self.comments[self.line] = self.comments.get(self.line, "") + src[self.i:end]
                self.line += src.count("\n", self.i, end)
                self.i = end
            elif c in "\"'":
                self._string(c)
            elif c == "`":
                self._template()
            elif c == "/" and self._prev_allows_regex():
                self._regex()
            elif c.isalpha() or c in "_$":
                start = self.i
                while self.i < len(src) and (src[self.i].isalnum() or src[self.i] in "_$"):
                    self.i += 1
                self.tokens.append(Token("ident", src[start:self.i], self.line))
            elif c.isdigit():
                start = self.i
                while self.i < len(src) and (src[self.i].isalnum() or src[self.i] in "._"):
                    self.i += 1
                self.tokens.append(Token("num", src[start:self.i], self.line))
            else:
                if c == "{":
                    depth += 1
                elif c == "}":
                    if stop_at_brace and depth == 0:
                        self.i += 1
                        return
                    depth -= 1
                op = next((o for o in _PUNCTS if src.startswith(o, self.i)), c)
                self.tokens.append(Token("punct", op, self.line))
                self.i += len(op)

    def _string(self, quote: str) -> None:
        src, start_line, out = self.src, self.line, []
        self.i += 1
        while self.i < len(src) and src[self.i] != quote:
            if src[self.i] == "\\" and self.i + 1 < len(src):
                out.append(src[self.i + 1])
                self.line += src[self.i + 1] == "\n"
                self.i += 2
                continue
            if src[self.i] == "\n":  # unterminated: stop at the end of the line
                break
            out.append(src[self.i])
            self.i += 1
        self.i += 1
        self.tokens.append(Token("str", "".join(out), start_line))

    def _template(self) -> None:
        src, start_line, out = self.src, self.line, []
        self.i += 1
        inner: list[Token] = []
        while self.i < len(src) and src[self.i] != "`":
            if src[self.i] == "\\" and self.i + 1 < len(src):
                out.append(src[self.i + 1])
                self.i += 2
            elif src.startswith("${", self.i):
                self.i += 2
                outer = self.tokens
                self.tokens = []
                self.scan(stop_at_brace=True)
                inner += self.tokens
                self.tokens = outer
                out.append("\x00")  # an interpolation
            else:
                self.line += src[self.i] == "\n"
                out.append(src[self.i])
                self.i += 1
        self.i += 1
        self.tokens.append(Token("tpl", "".join(out), start_line))
        self.tokens += inner

    def _regex(self) -> None:
        src, start = self.src, self.i
        self.i += 1
        in_class = False
        while self.i < len(src) and src[self.i] != "\n":
            c = src[self.i]
            if c == "\\":
                self.i += 2
                continue
            if c == "[":
                in_class = True
            elif c == "]":
                in_class = False
            elif c == "/" and not in_class:
                break
            self.i += 1
        self.i += 1
        while self.i < len(src) and src[self.i].isalpha():
            self.i += 1
        self.tokens.append(Token("regex", src[start:self.i], self.line))


# A word of natural language: letters (with inner apostrophes or hyphens), maybe quoted or punctuated.
_WORD = re.compile(r"^[(\[«“\"'¿¡]*[^\W\d_]{2,}(?:['’-][^\W\d_]+)*[)\]»”\"'.,;:!?…]*$")
_UI_PROPERTIES = {"textContent", "innerText", "innerHTML", "outerHTML", "title", "placeholder",
                  "ariaLabel", "ariaDescription", "ariaRoleDescription", "ariaValueText", "alt", "label"}
_UI_ATTRIBUTES = {"title", "placeholder", "alt", "aria-label", "aria-description", "aria-roledescription",
                  "aria-valuetext", "aria-placeholder", "label"}
_UI_CALLS = {"createTextNode", "alert", "confirm", "prompt", "insertAdjacentText", "insertAdjacentHTML"}
_IGNORED_CALLS = {"querySelector", "querySelectorAll", "closest", "matches", "getElementById",
                  "getElementsByClassName", "getElementsByTagName", "getAttribute", "hasAttribute",
                  "removeAttribute", "toggleAttribute", "addEventListener", "removeEventListener",
                  "createElement", "createElementNS", "import", "fetch", "URL", "Worker", "RegExp",
                  "matchMedia",
                  "postMessage", "getItem", "setItem", "removeItem", "has", "get", "set", "add", "delete"}
# Properties and object keys whose strings are code (class lists, ids, types, SVG geometry), not text.
_CODE_NAMES = {"className", "class", "id", "type", "name", "rel", "href", "src", "cssText", "style", "op",
               "d", "viewBox", "transform", "points", "font", "cursor", "key", "code", "mode"}
_ERROR_CALL = re.compile(r"^(new )?(\w+\.)*\w*Error$")


def _is_prose(text: str) -> bool:
    words = [w for w in text.replace("\x00", " ").split() if _WORD.match(w)]
    return len(words) >= 2


def _has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text.replace("\x00", ""))


@dataclass
class _Frame:
    opener: str
    callee: str | None
    arg: int = 0
    first_arg: str | None = None
    target: str | None = None  # the property assigned to, in this statement


def _callee(tokens: list[Token], index: int) -> str | None:
    """The dotted name called by the ``(`` at ``index`` (``new Error``, ``console.warn``), if any."""
    j = index - 1
    if j < 0 or tokens[j].kind != "ident":
        return None
    parts = [tokens[j].value]
    while j >= 2 and tokens[j - 1].value in (".", "?.") and tokens[j - 2].kind == "ident":
        parts.insert(0, tokens[j - 2].value)
        j -= 2
    if parts[0] in ("if", "for", "while", "switch", "catch", "return", "function", "typeof"):
        return None
    name = ".".join(parts)
    return f"new {name}" if j >= 1 and tokens[j - 1].value == "new" else name


def _followed_by_split(tokens: list[Token], index: int) -> bool:
    """``"a b c".split(" ")`` or ``("a b " + "c d").split(" ")``: a word list, not prose."""
    j, closes = index + 1, 0
    while j < len(tokens):
        t = tokens[j]
        if t.kind in ("str", "tpl") or t.value == "+":
            j += 1
        elif t.value == ")":
            closes += 1
            j += 1
        else:
            break
    return (j + 1 < len(tokens) and tokens[j].value in (".", "?.") and tokens[j + 1].value == "split")


def js_findings(src: str) -> list[tuple[int, str, str]]:
    """(line, text, why) for each string literal of ``src`` that looks like interface text."""
    scanner = _JsScanner(src)
    scanner.scan()
    if any("i18n-ignore-file" in c for c in scanner.comments.values()):
        return []
    tokens = scanner.tokens
    stack = [_Frame("top", None)]
    found: list[tuple[int, str, str]] = []
    for index, tok in enumerate(tokens):
        frame = stack[-1]
        if tok.kind == "punct":
            if tok.value in ("(", "[", "{"):
                stack.append(_Frame(tok.value, _callee(tokens, index) if tok.value == "(" else None))
            elif tok.value in (")", "]", "}") and len(stack) > 1:
                stack.pop()
            elif tok.value in (",", ";"):
                frame.arg += tok.value == ","
                frame.target = None
            elif tok.value in ("=", "+=") and index > 0 and tokens[index - 1].kind == "ident":
                frame.target = tokens[index - 1].value
            continue
        if tok.kind not in ("str", "tpl"):
            continue
        if frame.arg == 0 and frame.first_arg is None and tok.kind == "str":
            frame.first_arg = tok.value
        prev = tokens[index - 1] if index else None
        if "i18n-ignore" in scanner.comments.get(tok.line, ""):
            continue
        if prev is not None and prev.kind == "ident" and prev.value in ("import", "from"):
            continue
        callee = frame.callee if frame.opener == "(" else None
        last = callee.split(".")[-1].removeprefix("new ") if callee else None
        if callee and (callee.startswith("console.") or _ERROR_CALL.match(callee)):
            continue
        text = tok.value
        key = (tokens[index - 2].value if index >= 2 and prev is not None and prev.value == ":"
               and tokens[index - 2].kind in ("ident", "str") else None)
        if frame.target in _UI_PROPERTIES and _has_letters(text):
            found.append((tok.line, text, f"assigned to .{frame.target}"))
        elif (last == "setAttribute" and frame.arg == 1 and frame.first_arg in _UI_ATTRIBUTES
              and _has_letters(text)):
            found.append((tok.line, text, f"set as the {frame.first_arg} attribute"))
        elif last in _UI_CALLS and _has_letters(text):
            found.append((tok.line, text, f"passed to {last}()"))
        elif (last in _IGNORED_CALLS or last == "setAttribute" or text == "use strict"
              or frame.target in _CODE_NAMES or key in _CODE_NAMES):
            continue
        elif _is_prose(text) and not _followed_by_split(tokens, index):
            found.append((tok.line, text, "reads like a sentence"))
    return found


def js_problems(root: Path | str | None = None) -> list[str]:
    p = paths(root)
    found = []
    files = sorted([*p.js.rglob("*.js"), *p.js.rglob("*.mjs")]) if p.js.is_dir() else []
    for path in files:
        for line, text, why in js_findings(path.read_text(encoding="utf-8")):
            shown = text.replace("\x00", "${…}")
            found.append(
                f"{p.rel(path)}:{line}: “{shown}” is interface text hard-coded in JavaScript ({why}): "
                "readers of other languages would see it untranslated. Give it a message id in Python "
                "(N_(\"…\")), render it into a data-msg-* attribute at build time (see scripts/hooks.py, "
                "engine/present/widget.py) and read it with element.dataset.msg…; if it is not interface "
                "text, end the line with // i18n-ignore"
            )
    return found
