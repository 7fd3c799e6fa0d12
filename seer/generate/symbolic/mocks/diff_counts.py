"""A diff's counts are the diff's own. Round 911 [15]: git_diff(paths=[server.go]) answered a one-line diff of
src/app.py with filesChanged 39 and deletions 55 (and, before, the diff itself was 'lock'): a result holding a unified
diff counts the files and lines that diff shows, and a diff asked for some paths shows those paths."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.world import _CONTEXT, change_lines

_FILE = re.compile(r"^diff --git a/(\S+) b/(\S+)$", re.M)
_COUNTS = {"files": ("files", "changed"), "insertions": ("insertions",), "additions": ("additions",),
           "deletions": ("deletions",)}


def diff_counts_agree(args: dict[str, Any], out: Any) -> None:
    """In place: each object holding a unified diff string gets its file and line counts from that diff, and the
    diff's file is an asked path when the call named paths the diff does not show."""
    if isinstance(out, list):
        for x in out:
            diff_counts_agree(args, x)
        return
    if not isinstance(out, dict):
        return
    for v in out.values():
        if isinstance(v, (dict, list)):
            diff_counts_agree(args, v)
    text = next((v for v in out.values() if isinstance(v, str) and _FILE.search(v)), None)
    if text is None:
        return
    key = next(k for k, v in out.items() if v is text)
    asked = [p for p in _asked_paths(args) if "." in p.rsplit("/", 1)[-1]]
    shown = [m[2] for m in _FILE.finditer(text)]
    if asked and not set(shown) & set(asked):
        for old, new in zip(shown, asked):
            text = text.replace(f"a/{old}", f"a/{new}").replace(f"b/{old}", f"b/{new}")
            was = [ln[1:] for ln in text.splitlines() if ln[:1] in "-+" and ln[:3] not in ("---", "+++")]
            if len(was) == 2:  # the changed line is one of the asked file's type (no YAML in a .go file)
                before, after = change_lines(new, random.Random(f"{new}:{was[0]}"))
                (ob, oa), (nb, na) = _CONTEXT.get(was[0], ("", "")), _CONTEXT.get(before, ("", ""))  # its context too
                text = text.replace(f"\n {ob}\n-{was[0]}\n+{was[1]}\n {oa}\n", f"\n {nb}\n-{before}\n+{after}\n {na}\n", 1)
                text = text.replace(f"\n-{was[0]}\n", f"\n-{before}\n", 1).replace(f"\n+{was[1]}\n", f"\n+{after}\n", 1)
        out[key] = text
        shown = [m[2] for m in _FILE.finditer(text)]
    lines = text.splitlines()
    counted = {"files": len(set(shown)),
               "insertions": sum(ln.startswith("+") and not ln.startswith("+++") for ln in lines),
               "deletions": sum(ln.startswith("-") and not ln.startswith("---") for ln in lines)}
    counted["additions"] = counted["insertions"]
    for k, v in list(out.items()):
        if not isinstance(v, int) or isinstance(v, bool):
            continue
        ws = [w.lower() for w in words(k)]
        for what, need in _COUNTS.items():
            if all(w in ws for w in need) or what != "files" and ws == list(need):
                out[k] = counted[what]


def _asked_paths(args: dict[str, Any]) -> list[str]:
    out = []
    for k, v in args.items():
        ws = {w.lower() for w in words(k)}
        if ws & {"path", "paths", "file", "files"}:
            out += [x for x in (v if isinstance(v, list) else [v]) if isinstance(x, str) and not x.startswith("/")]
    return out
