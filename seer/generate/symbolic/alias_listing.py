"""A listing of every alias shows the aliases the request reads elsewhere: list_aliases answered users and logs-2024.06,
and get_alias(products-2024.04) a step later found products-write and products-read (seed 1263), two aliases the full
listing left out. The aliases another call of the request shows are lines of the full listing too, and its total counts
them."""

from __future__ import annotations

import re
from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput

_LINE = re.compile(r"^- (\S+) \(alias: (\S+), is_write_index: (True|False)\)$", re.M)


def alias_listing_holds_shown(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks: a full listing (called with no argument) gains the aliases other calls show."""
    if not any(p.read and not call and "alias" in " ".join(p.words) for p, call in zip(profiles, calls)):
        return  # (most requests list no aliases: no walk of their results)
    shown = [(j, r["index"], r["alias"], bool(r.get("is_write_index"))) for j, (q, m) in enumerate(zip(profiles, mocks))
             if m is not None and not m.is_error and q.read
             for r in objects(m.output) if isinstance(r.get("alias"), str) and isinstance(r.get("index"), str)]
    if not shown:
        return
    for at, (p, call, m) in enumerate(zip(profiles, calls, mocks)):
        if m is None or m.is_error or m.grounding == "high" or "alias" not in " ".join(p.words) or not p.read or call:
            continue
        gone = {v for k, (q, c) in enumerate(zip(profiles, calls)) if not q.read and k != at
                and (k < at) == bool({"delete", "remove"} & set(q.words)) for v in c.values() if isinstance(v, str)}
        # (an alias deleted before the listing is not in it, nor one put after it)
        text = m.output.get("result") if isinstance(m.output, dict) else None
        if not isinstance(text, str) or not _LINE.search(text):
            continue
        listed = {(i, a) for i, a, _w in _LINE.findall(text)}
        extra = list(dict.fromkeys(f"- {i} (alias: {a}, is_write_index: {w})" for _j, i, a, w in shown
                                   if (i, a) not in listed and a not in gone))
        if not extra:
            continue
        lines = [ln for ln in text.split("\n") if not ln.startswith("total:")]
        lines += extra
        total = sum(1 for ln in lines if ln.startswith("- "))
        m.output["result"] = "\n".join(lines + [f"total: {total}"])
