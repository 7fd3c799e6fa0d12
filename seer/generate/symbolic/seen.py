"""A check of what the user has already seen expects what she saw: hover_element(ref=e2) answered the link "Pricing",
so verify_value(ref=e2) expects "Pricing", never an unrelated value (an email, a chat sentence) the element cannot hold."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.values import MISSING, fits

_REF = (["ref"], ["element", "ref"], ["element", "id"], ["element", "index"], ["index"])


def _records(node: Any):
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _records(v)
    elif isinstance(node, list):
        for v in node:
            yield from _records(v)


def expect_what_was_seen(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    expected = next((q for q in p.params if "expected" in q.words and set(q.words) & {"value", "text", "content"}), None)
    ref = next((q for q in p.params if q.words in _REF), None)
    if expected is None or ref is None or expected.name in forced or expected.get(args, MISSING) is MISSING:
        return
    from seer.kinds.web import UI_TEXT

    label = next((q.get(args, MISSING) for q in p.params if q.words[-1:] == ["element"] and q is not ref), MISSING)
    if isinstance(label, str) and label in UI_TEXT and fits(expected.schema, label):
        expected.put(args, label)  # browser_verify_value(element="Accept cookies"): a button's value is its label, no postcode
        return
    handle = ref.get(args, MISSING)
    if handle is MISSING or isinstance(handle, (dict, list, bool)):
        return
    keys = ("value", "text") if "value" in expected.words else ("text", "value")
    for out in reversed(earlier):
        for rec in _records(out):
            if str(rec.get("ref", rec.get("index", object()))) != str(handle):
                continue
            seen = next((rec[k] for k in keys if isinstance(rec.get(k), str) and rec[k].strip()), None)
            if seen is not None and fits(expected.schema, seen):
                expected.put(args, seen)
                return
