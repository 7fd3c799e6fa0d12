"""Random values that satisfy a JSON Schema, for the `random` agent.

Written by hand on purpose: hypothesis-jsonschema does this more completely but draws through
Hypothesis (not seedable per call, and a new dependency); a random agent needs only plausible,
mostly valid values for the keywords tool schemas use (type, enum, const, anyOf/oneOf,
properties/required, items, min/max, minLength).
"""

from __future__ import annotations

import random
import string
from typing import Any

_WORDS = ("alpha", "report", "main", "user", "item", "data", "test", "notes", "prod", "log")


def random_value(schema: Any, rng: random.Random, depth: int = 0) -> Any:
    if not isinstance(schema, dict) or depth > 6:
        return rng.choice(_WORDS)
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return rng.choice(schema["enum"])
    for key in ("anyOf", "oneOf"):
        options = [o for o in schema.get(key) or [] if isinstance(o, dict) and o.get("type") != "null"]
        if options:
            return random_value(rng.choice(options), rng, depth + 1)
    if schema.get("allOf"):
        merged: dict[str, Any] = {}
        for part in schema["allOf"]:
            if isinstance(part, dict):
                merged.update(part)
        return random_value(merged, rng, depth + 1)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = rng.choice([k for k in kind if k != "null"] or ["null"])
    if kind is None:
        kind = "object" if "properties" in schema else "string"
    return _BY_TYPE.get(kind, _string)(schema, rng, depth)


def _object(schema: dict, rng: random.Random, depth: int) -> dict[str, Any]:
    props = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    out = {}
    for name, sub in props.items():
        if name in required or rng.random() < 0.3:
            out[name] = random_value(sub, rng, depth + 1)
    return out


def _array(schema: dict, rng: random.Random, depth: int) -> list[Any]:
    low = int(schema.get("minItems", 0))
    high = max(low, min(int(schema.get("maxItems", low + 2)), low + 2))
    return [random_value(schema.get("items") or {}, rng, depth + 1) for _ in range(rng.randint(low, high))]


def _integer(schema: dict, rng: random.Random, depth: int) -> int:
    low = schema.get("minimum", schema.get("exclusiveMinimum", -1) + 1 if "exclusiveMinimum" in schema else 0)
    high = schema.get("maximum", schema.get("exclusiveMaximum", low + 101) - 1 if "exclusiveMaximum" in schema else low + 100)
    low, high = int(low), int(high)
    return rng.randint(low, max(low, high))


def _number(schema: dict, rng: random.Random, depth: int) -> float:
    low = float(schema.get("minimum", 0.0))
    high = float(schema.get("maximum", low + 100.0))
    return round(rng.uniform(low, max(low, high)), 3)


def _string(schema: dict, rng: random.Random, depth: int) -> str:
    fmt = schema.get("format")
    if fmt == "date-time":
        return f"2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T12:00:00Z"
    if fmt == "date":
        return f"2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}"
    if fmt in ("uri", "url"):
        return f"https://example.com/{rng.choice(_WORDS)}"
    if fmt == "email":
        return f"{rng.choice(_WORDS)}@example.com"
    text = rng.choice(_WORDS) + "".join(rng.choices(string.digits, k=2))
    low = int(schema.get("minLength", 0))
    if len(text) < low:
        text += "x" * (low - len(text))
    if "maxLength" in schema:
        text = text[: max(low, int(schema["maxLength"]))]
    return text


_BY_TYPE = {
    "object": _object, "array": _array, "integer": _integer, "number": _number, "string": _string,
    "boolean": lambda s, rng, d: rng.random() < 0.5,
    "null": lambda s, rng, d: None,
}
