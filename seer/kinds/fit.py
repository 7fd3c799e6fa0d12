"""A value of a kind that also meets its schema: type, enum, const, pattern, length, bounds,
multipleOf and format. The kind proposes; this module bends or redraws until the schema agrees,
and falls back to a plain schema-valid value when the kind cannot (a pattern it never matches)."""

from __future__ import annotations

import random
from typing import Any

from jsonschema import FormatChecker, validators

from seer.kinds.base import KINDS, Kind
from seer.kinds.regex_gen import string_for_pattern

_FORMATS = FormatChecker()
_CHECKERS: dict[int, tuple[dict, Any, dict]] = {}


_PY_TYPES = {"string": str, "boolean": bool, "object": dict, "array": list}
_ANNOTATIONS = frozenset({"type", "description", "title", "examples", "default", "$schema", "$comment", "deprecated"})


def valid(schema: dict, value: Any) -> bool:
    """`value` is valid under `schema`. Validators are cached per schema object, and so is the verdict on a scalar
    (the same names and numbers are checked against the same parameter many times a run); a schema that only
    names a type is checked without jsonschema."""
    t = schema.get("type")
    if isinstance(t, str) and _ANNOTATIONS.issuperset(schema):  # the common case, without jsonschema
        if t in ("integer", "number"):
            return (isinstance(value, int) or t == "number" and isinstance(value, float)
                    or isinstance(value, float) and value.is_integer()) and not isinstance(value, bool)
        if t in _PY_TYPES:
            return isinstance(value, _PY_TYPES[t]) and (t != "boolean" or isinstance(value, bool))
    if not schema:
        return True
    hit = _CHECKERS.get(id(schema))
    if hit is None or hit[0] is not schema:
        if len(_CHECKERS) > 50_000:  # merged branch schemas are short-lived: keep the cache bounded
            _CHECKERS.clear()
        hit = (schema, validators.validator_for(schema)(schema, format_checker=_FORMATS), {})
        _CHECKERS[id(schema)] = hit
    if isinstance(value, (str, int, float)):  # bool is an int: the key keeps the type, so True and 1 differ
        key = (type(value), value)
        memo = hit[2]
        verdict = memo.get(key)
        if verdict is None:
            if len(memo) > 512:
                memo.clear()
            verdict = memo[key] = hit[1].is_valid(value)
        return verdict
    return hit[1].is_valid(value)


def _target_type(schema: dict, kind: Kind) -> str:
    t = schema.get("type")
    if isinstance(t, list):
        allowed = [x for x in t if x != "null"]
        return next((x for x in kind.types if x in allowed), allowed[0] if allowed else kind.types[0])
    if t:
        return t
    if any(k in schema for k in ("minimum", "maximum", "multipleOf")):
        return "number" if "number" in kind.types or "integer" not in kind.types else "integer"
    return kind.types[0]


def _number(schema: dict, value: Any, integer: bool, rng: random.Random) -> int | float:
    v = float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else float(rng.randint(1, 100))
    lo, hi = schema.get("minimum"), schema.get("maximum")
    ex_lo, ex_hi = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
    step = 1 if integer else 0.01
    if isinstance(ex_lo, (int, float)) and not isinstance(ex_lo, bool):
        lo = max(lo, ex_lo + step) if lo is not None else ex_lo + step
    if isinstance(ex_hi, (int, float)) and not isinstance(ex_hi, bool):
        hi = min(hi, ex_hi - step) if hi is not None else ex_hi - step
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        a = lo if lo is not None else hi - 100
        b = hi if hi is not None else lo + 100
        v = rng.uniform(a, b) if not integer else rng.randint(int(-(-a // 1)), int(b // 1)) if int(-(-a // 1)) <= int(b // 1) else a
    m = schema.get("multipleOf")
    if m:
        v = round(v / m) * m
        if lo is not None and v < lo:
            v += m
        if hi is not None and v > hi:
            v -= m
    if integer:
        return int(round(v))
    return round(v, 6) if not float(v).is_integer() or not isinstance(value, int) else int(v)


def _as_type(value: Any, target: str, schema: dict, rng: random.Random) -> Any:
    if target in ("integer", "number"):
        if isinstance(value, str):
            try:
                value = float(value)
            except ValueError:
                value = None
        return _number(schema, value, target == "integer", rng)
    if target == "string":
        if isinstance(value, bool):
            return "true" if value else "false"
        if not isinstance(value, str):
            import json

            return value if isinstance(value, str) else (json.dumps(value) if isinstance(value, (dict, list)) else str(value))
        return value
    if target == "boolean":
        return bool(value) if isinstance(value, bool) else rng.random() < 0.5
    if target == "object":
        return value if isinstance(value, dict) else {}
    if target == "array":
        return value if isinstance(value, list) else [value]
    return value


def _lengths(value: str, schema: dict, rng: random.Random, kind: Kind) -> str:
    lo, hi = schema.get("minLength", 0) or 0, schema.get("maxLength")
    while len(value) < lo:
        extra = kind.make(rng)
        value = f"{value} {extra}" if isinstance(extra, str) and " " in value else value + (extra if isinstance(extra, str) else "x")
    if hi is not None and len(value) > hi:
        value = value[:hi].rstrip() or value[:hi]
    return value


def conform(kind_name: str, rng: random.Random, schema: dict | None, hint: str = "", tries: int = 6) -> Any:
    kind = KINDS.get(kind_name) or KINDS["text"]
    schema = schema if isinstance(schema, dict) else {}
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return rng.choice(schema["enum"])
    target = _target_type(schema, kind)
    last = None
    for _ in range(tries):
        value = _as_type(kind.make(rng, hint), target, schema, rng)
        if isinstance(value, str):
            value = _lengths(value, schema, rng, kind)
        if valid(schema, value):
            return value
        last = value
    pattern = schema.get("pattern")
    if target == "string" and isinstance(pattern, str):
        for _ in range(6):
            cand = string_for_pattern(pattern, rng)
            if cand is not None:
                cand = _lengths(cand, {k: v for k, v in schema.items() if k == "maxLength"}, rng, kind)
                if valid(schema, cand):
                    return cand
    return last
