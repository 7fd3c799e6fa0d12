"""Example values a parameter's description gives ("e.g. 'Task', 'Bug', 'Story'", "(e.g. pods,
deployments, services, etc.)"): the server author's own words for what a value looks like."""

from __future__ import annotations

import re
from functools import lru_cache

_LEAD = re.compile(r"\b(?:e\.g\.|eg\.|for example|such as|examples?:|like)\s*,?\s*:?\s*", re.I)
_QUOTED = re.compile(r"""'([^'\n]{1,60})'|"([^"\n]{1,60})"|`([^`\n]{1,60})`""")


@lru_cache(maxsize=8192)
def described_values(description: str) -> tuple[str, ...]:
    """Values the description offers as examples, in its order (empty when it offers none)."""
    m = _LEAD.search(description or "")
    if not m:
        for group in re.findall(r"\(([^()]{3,160})\)", description or ""):
            items = [x.strip(" .'\"") for x in group.split(",")]
            if len(items) >= 3 and all(x and " " not in x and len(x) <= 40 for x in items):
                return tuple(dict.fromkeys(items))
        return ()
    tail = description[m.end():]
    stop = re.search(r"[)\]]|\.(\s|$)|;", tail)
    tail = tail[: stop.start()] if stop else tail
    quoted = [next(g for g in q.groups() if g) for q in _QUOTED.finditer(tail)]
    if quoted:
        return tuple(dict.fromkeys(x.strip() for x in quoted if x.strip()))
    parts = [x.strip(" .'\"") for x in re.split(r",|\bor\b|\band\b", tail)]
    items = [x for x in parts if x and x.lower() not in ("etc", "etc.") and " " not in x and len(x) <= 40]
    return tuple(dict.fromkeys(items)) if len(items) >= 2 else ()
