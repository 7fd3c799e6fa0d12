"""What singles out a value handed on: the record that holds it, its peers, its distinct fields and its order."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.mocks.common import _kind_of


def pick_info(output: Any, value: Any) -> dict[str, Any]:
    """How the record that holds `value` can be singled out among the records listed with it:
    `distinct` (fields no other record shares, for "the one named X") and `order` ("newest" or
    "oldest" by a datetime field), with `peers`, the number of other records."""
    record = _record_of(output, value)
    peers = _peers(output, record) if record is not None else []
    info: dict[str, Any] = {"value": value, "record": record, "peers": len(peers), "distinct": [], "order": None}
    if record is None or not peers:
        return info
    info["distinct"] = [(k, v) for k, v in record.items() if v != value and isinstance(v, (str, int)) and not isinstance(v, bool)
                        and all(x.get(k) != v for x in peers)][:3]
    for k, v in record.items():
        if isinstance(v, str) and _kind_of(k) in ("datetime", "date") and all(isinstance(x.get(k), str) for x in peers):
            if all(v > x[k] for x in peers):
                info["order"] = ("newest", k)
            elif all(v < x[k] for x in peers):
                info["order"] = ("oldest", k)
            break
    return info


def _peers(node: Any, record: dict) -> list[dict]:
    """The other records of the list that holds `record` ([] when it is not in a list)."""
    if isinstance(node, list):
        if any(x is record for x in node):
            return [x for x in node if isinstance(x, dict) and x is not record]
        children = node
    elif isinstance(node, dict):
        children = list(node.values())
    else:
        return []
    for child in children:
        hit = _peers(child, record)
        if hit:
            return hit
    return []


def _record_of(output: Any, value: Any) -> dict | None:
    """The record (object) of a result that holds `value`: what the user's words must single out."""
    if isinstance(output, dict):
        said = value if isinstance(value, str) and value.isdigit() else None  # milestone 125 listed, "125" sent
        if any(v == value or said is not None and type(v) is int and str(v) == said
               for v in output.values() if not isinstance(v, (dict, list))):
            return output
        children = list(output.values())
    elif isinstance(output, list):
        children = output
    else:
        return None
    for child in children:
        hit = _record_of(child, value)
        if hit is not None:
            return hit
    return None
