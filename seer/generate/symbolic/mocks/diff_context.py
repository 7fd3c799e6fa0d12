"""A diff shows the context the call asked for: git_diff_staged(context_lines=10) answered a hunk "@@ -103,3 +103,3 @@"
with one line either side of the change (seeds 1306, 1311, 1314, 1319). With more context asked than a one-line hunk
shows, the change sits near the top of a short file: the hunk starts at line 1 and holds the file's opening lines; with
none asked (-U0), it holds the changed lines alone."""

from __future__ import annotations

import re
from typing import Any

_CONTEXT_ARGS = ("context_lines", "contextLines", "context", "unified", "U")
# a file's opening lines, by its kind (what sits above a change near the top of a short file)
_OPENINGS = {".py": ['"""Cart totals and the helpers they use."""', "", "from decimal import Decimal", ""],
             ".ts": ["import { Item } from './types';", ""], ".js": ["'use strict';", ""],
             ".go": ["package main", "", 'import "time"', ""], ".md": ["# Project", "", "Setup and usage notes.", ""],
             ".yaml": ["# settings of the checkout service", "env: production"],
             ".yml": ["# settings of the checkout service", "env: production"], ".json": ["{", '  "name": "checkout",'],
             ".env": ["# local settings", "PORT=8080"], ".toml": ["[service]", 'name = "checkout"']}
# the header of the function a change near the top of a short file sits in
_HEADERS = {".py": "def cart_total(items):", ".js": "function cartTotal(items) {",
            ".ts": "export function cartTotal(items: Item[]): number {", ".go": "func cartTotal(items []Item) float64 {"}
_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@.*$")


def diff_context_as_asked(args: dict[str, Any], out: Any) -> None:
    """In place, on every text of `out` that holds a `git diff`."""
    asked = next((args[k] for k in _CONTEXT_ARGS if isinstance(args.get(k), int) and not isinstance(args[k], bool)), None)
    if asked is None or asked == 1 or asked < 0:
        return
    _each_text(out, lambda text: _refit(text, asked))


def _each_text(node: Any, fix) -> None:
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in list(items):
        if isinstance(v, str) and "diff --git " in v:
            node[k] = fix(v)
        elif isinstance(v, (dict, list)):
            _each_text(v, fix)


def _refit(text: str, asked: int) -> str:
    lines = text.split("\n")
    out: list[str] = []
    name = ""
    i = 0
    while i < len(lines):
        ln = lines[i]
        if ln.startswith("+++ b/"):
            name = ln[6:]
        m = _HUNK.match(ln)
        if not m:
            out.append(ln)
            i += 1
            continue
        body = []
        i += 1
        while i < len(lines) and lines[i][:1] in (" ", "+", "-") and not lines[i].startswith(("--- ", "+++ ")):
            body.append(lines[i])
            i += 1
        lead = bool(body) and body[0].startswith(" ")  # the hunk opens on a context line: the change is one below
        if asked == 0:
            body = [b for b in body if not b.startswith(" ")]
            old_n, new_n = sum(b.startswith("-") for b in body), sum(b.startswith("+") for b in body)
            at = int(m[1]) + (1 if lead else 0)
            out.append(f"@@ -{at},{old_n} +{at},{new_n} @@")
        elif int(m[1]) == 1:  # at the top of the file already: all the context there is
            out.append(ln)
        else:
            ext = "." + name.rsplit(".", 1)[-1] if "." in name.rsplit("/", 1)[-1] else ""
            opening = [" " + x for x in _OPENINGS.get(ext, [])[:max(0, asked - 1)]]
            if ext in _HEADERS and any(b[1:2] in (" ", "\t") and b[1:].strip() for b in body):  # the change is in a function
                opening.append(" " + _HEADERS[ext])  # body: its header sits above it, never the import line (seed 1387)
            if opening and opening[-1] == " " and body and body[0] == " ":
                opening.pop()  # one blank line between the opening and the change, never two
            body = opening + body
            old_n = sum(not b.startswith("+") for b in body)
            new_n = sum(not b.startswith("-") for b in body)
            out.append(f"@@ -1,{old_n} +1,{new_n} @@")
        out.extend(body)
    return "\n".join(out)

