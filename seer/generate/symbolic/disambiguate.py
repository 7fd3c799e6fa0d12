"""Which item of a listing a request means, so that the oracle is fair.

When a call uses a value that an earlier call in the same turn returned inside a list of several
records, the user has not said which record they want. The request then names a distinguishing
field of the chosen record ("the one whose name is quiet-falcon"); a record with no such field
leaves the other records' values as acceptable alternatives instead.
"""

from __future__ import annotations

import re
from typing import Any

from seer.harness.checks import leaves

_STAMP = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")
PREFERRED = ("name", "title", "label", "subject", "display_name", "email", "path", "url", "text", "summary")


def _find(node: Any, value: Any) -> tuple[list, dict, str] | None:
    """(the list, the record, the key) where `value` sits in a record of a list of records."""
    if isinstance(node, list):
        for elem in node:
            if isinstance(elem, dict):
                for k, v in elem.items():
                    if _same(v, value):
                        return node, elem, k
        children = node
    elif isinstance(node, dict):
        children = list(node.values())
    else:
        return None
    for child in children:
        hit = _find(child, value)
        if hit is not None:
            return hit
    return None


def _same(v: Any, value: Any) -> bool:
    """The record's field holds the value: issue_id "503" is the issue listed with number 503."""
    if isinstance(v, (dict, list)) or isinstance(v, bool) or isinstance(value, bool):
        return False
    return v == value or isinstance(v, int) and isinstance(value, str) and value.isdigit() and str(v) == value


def on_line(line: str, value: Any) -> bool:
    """`value` stands whole on the line: /home/x/app is not on the line of /home/x/app/tests, nor app.js
    on the line of app.json."""
    return re.search(rf"(?<![\w/.-]){re.escape(str(value))}(?![\w/-]|\.\w)", line) is not None


def _text_hint(output: Any, value: Any) -> tuple[str, Any] | None:
    """In a listing returned as text, a token on the chosen line that no other line has."""
    needle = str(value)
    for text in (v for v in leaves(output) if isinstance(v, str) and "\n" in v and needle in v):
        lines = [ln for ln in text.splitlines() if ln.strip()]
        mine = next((ln for ln in lines if on_line(ln, needle)), None)
        if mine is None or len(lines) < 2:
            return None
        others = "\n".join(ln for ln in lines if ln is not mine)
        raw = [t for t in re.split(r"[\s,;()\[\]]+", mine) if t]
        named = [raw[k + 1] for k, t in enumerate(raw[:-1]) if t.lower() in ("name:", "title:")]
        values = [t.strip(".:-") for t in raw if not t.endswith(":")]  # "size:" is a key, "83503" a value
        keyed = {raw[k + 1].strip(".:-"): t[:-1] for k, t in enumerate(raw[:-1]) if t.endswith(":") and len(t) > 1}
        for tok in named + [t for t in values if any(c.isdigit() or c in "./_-@#" for c in t)]:
            if len(tok) >= 3 and tok not in needle and tok not in others and not _STAMP.match(tok):
                return (keyed.get(tok, "") if tok not in named else "", tok)  # "listed with size 112", not "with 112"
    return None


def pick_hint(output: Any, value: Any) -> tuple[tuple[str, Any] | None, list[Any]]:
    """(a field that tells the chosen record apart, the other records' values of the same key).
    A hint with an empty field name is a token of the chosen line of a text listing."""
    hit = _find(output, value)
    if hit is None:
        return _text_hint(output, value), []
    items, elem, key = hit
    peers = [x for x in items if isinstance(x, dict) and x is not elem]
    if not peers:
        return None, []
    others = [str(x[key]) if isinstance(value, str) and isinstance(x[key], int) else x[key]
              for x in peers if key in x and not _same(x[key], value)]  # in the call's own type: "1251", not 1251
    fields = [(k, v) for k, v in elem.items()
              if k != key and isinstance(v, (str, int, float)) and not isinstance(v, bool) and len(str(v)) >= 2
              and all(x.get(k) != v for x in peers) and not _STAMP.match(str(v))]  # no one picks a session by its start time
    fields.sort(key=lambda kv: PREFERRED.index(kv[0]) if kv[0] in PREFERRED else len(PREFERRED))
    return (fields[0] if fields else None), others
