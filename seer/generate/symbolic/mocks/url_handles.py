"""A record's web URL names it: https://github.com/o/r/issues/359 is issue 359, .../pull/12 is PR 12,
.../-/merge_requests/7 is MR 7. Its number (or iid) is the one its URL ends in, not another drawn beside it."""

from __future__ import annotations

import re
from typing import Any

_NUMBERED = re.compile(r"/(?:issues|pull|pulls|merge_requests|milestones)/(\d+)/?$")


def number_from_url(node: dict[str, Any]) -> None:
    """Set the record's `number`/`iid` to the number its own `url` (or `web_url`, `html_url`) ends in."""
    url = next((node[k] for k in ("url", "web_url", "html_url") if isinstance(node.get(k), str)), None)
    m = _NUMBERED.search(url) if url else None
    if m is None:
        return
    for k in ("number", "iid"):
        held = node.get(k)
        if isinstance(held, int) and not isinstance(held, bool):
            node[k] = int(m[1])
        elif isinstance(held, str) and held.isdigit():
            node[k] = m[1]
