"""Where a picked record sits in a listing, and whether a field singles it out: "The one with state closed is the
one I mean" of three closed issues (or of a record the mock copied, so it is found by value, not identity) names
no one record; the user says which by its place or by its own id instead."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import words

_IDENTITY = frozenset("id uuid key name ref sha hash number title alias branch slug login username handle iid".split())


def record_lists(node: Any):
    """Every list of records (dicts) in `node`, outermost first."""
    if isinstance(node, list):
        if any(isinstance(x, dict) for x in node):
            yield [x for x in node if isinstance(x, dict)]
        for x in node:
            yield from record_lists(x)
    elif isinstance(node, dict):
        for x in node.values():
            yield from record_lists(x)


def equal_position(output: Any, record: Any) -> tuple[int, int] | None:
    """(index, length) of a record equal to `record` in the listing that holds it (a copy counts)."""
    if not isinstance(record, dict):
        return None
    for records in record_lists(output):
        for n, x in enumerate(records):
            if x == record:
                return n, len(records)
    return None


def shared(output: Any, key: str, value: Any) -> bool:
    """Another listed record holds the same value at `key` (or no record holds it at all)."""
    for records in record_lists(output):
        holders = [r for r in records if r.get(key) == value]
        if holders:
            return len(holders) > 1
    return True


def holder(output: Any, key: str, value: Any) -> dict | None:
    """The first listed record holding `value` at `key`."""
    return next((r for records in record_lists(output) for r in records if r.get(key) == value), None)


def own_id(record: Any, key: str, output: Any = None, said: str = "") -> tuple[str, Any] | None:
    """The record's own identifying field (other than `key`) whose value no listed sibling shares (two forks
    both named design-system are told apart by their owner's id, not their name)."""
    if not isinstance(record, dict):
        return None
    siblings = next((rs for rs in record_lists(output) if any(r == record for r in rs)), [record])
    for k, v in record.items():
        if k != key and set(words(k)) & _IDENTITY and isinstance(v, (str, int)) and not isinstance(v, bool) \
                and sum(1 for r in siblings if r.get(k) == v) == 1 and str(v).lower() not in said.lower():
            return k, v
    return None
