"""A read of a file's first or last N lines answers N lines: read_file(head=2) of a four-line script is its first two."""

from __future__ import annotations

from typing import Any

_TEXT_KEYS = ("content", "text", "contents")


def lines_as_asked(args: dict[str, Any], out: Any) -> None:
    """In place: the text a read answers is cut to the `head` first or `tail` last lines it was asked for."""
    n, first = next(((v, k == "head") for k, v in args.items() if k in ("head", "tail") and isinstance(v, int)
                     and not isinstance(v, bool) and v > 0), (None, True))
    if n is None or not isinstance(out, dict):
        return
    for k in _TEXT_KEYS:
        text = out.get(k)
        if not isinstance(text, str) or "\n" not in text.rstrip("\n"):
            continue
        lines = text.splitlines(keepends=True)
        if len(lines) > n:
            out[k] = "".join(lines[:n] if first else lines[-n:])
