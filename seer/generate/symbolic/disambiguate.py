"""Which item of a listing a request means, so that the oracle is fair.

When a call uses a value that an earlier call in the same turn returned inside a list of several
records, the user has not said which record they want. The request then names a distinguishing
field of the chosen record ("the one whose name is quiet-falcon"); a record with no such field
leaves the other records' values as acceptable alternatives instead.
"""

from __future__ import annotations

from typing import Any

PREFERRED = ("name", "title", "label", "subject", "display_name", "email", "path", "url", "text", "summary")


def _find(node: Any, value: Any) -> tuple[list, dict, str] | None:
    """(the list, the record, the key) where `value` sits in a record of a list of records."""
    if isinstance(node, list):
        for elem in node:
            if isinstance(elem, dict):
                for k, v in elem.items():
                    if v == value and not isinstance(v, (dict, list)):
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


def pick_hint(output: Any, value: Any) -> tuple[tuple[str, Any] | None, list[Any]]:
    """(a field that tells the chosen record apart, the other records' values of the same key)."""
    hit = _find(output, value)
    if hit is None:
        return None, []
    items, elem, key = hit
    peers = [x for x in items if isinstance(x, dict) and x is not elem]
    if not peers:
        return None, []
    others = [x[key] for x in peers if key in x and x[key] != value]
    fields = [(k, v) for k, v in elem.items()
              if k != key and isinstance(v, (str, int, float)) and not isinstance(v, bool) and len(str(v)) >= 2
              and all(x.get(k) != v for x in peers)]
    fields.sort(key=lambda kv: PREFERRED.index(kv[0]) if kv[0] in PREFERRED else len(PREFERRED))
    return (fields[0] if fields else None), others
