"""Values that satisfy a JSON Schema and look real for their names.

Handles type (and type lists), enum, const, formats, pattern (regex_gen), min/maxLength,
minimum/maximum (exclusive too), multipleOf, min/maxItems, uniqueItems, required and optional
properties, nested objects, arrays of objects, anyOf/oneOf/allOf, free-form objects and leftover
(recursive) `$ref`. Callers validate the whole result with jsonschema; this is the proposal.

`lookup(words, schema)` lets the scenario's world answer first: a value already stated by the
user or returned by a mock, so one scenario shares one state.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any, Callable

from jsonschema import FormatChecker, validators

from seer.generate.symbolic import vocab
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.regex_gen import string_for_pattern

MISSING = object()
# optional paging tokens come from a previous page, never from the user: left out unless linked
PAGINATION = frozenset("cursor token pagination continuation".split())
Lookup = Callable[[list[str], dict], Any]
_VALIDATORS: dict[int, tuple[dict, Any]] = {}
_FORMATS = FormatChecker()


def fits(schema: dict, value: Any) -> bool:
    """`value` is valid under `schema` (validators cached per schema object)."""
    hit = _VALIDATORS.get(id(schema))
    if hit is None or hit[0] is not schema:
        if len(_VALIDATORS) > 50_000:  # merged branch schemas are short-lived: keep the cache bounded
            _VALIDATORS.clear()
        hit = (schema, validators.validator_for(schema)(schema, format_checker=_FORMATS))
        _VALIDATORS[id(schema)] = hit
    return hit[1].is_valid(value)


def schema_type(schema: dict) -> str | None:
    t = schema.get("type")
    if isinstance(t, list):
        non_null = [x for x in t if x != "null"]
        t = non_null[0] if non_null else "null"
    if t:
        return t
    if "properties" in schema or "additionalProperties" in schema:
        return "object"
    if "items" in schema:
        return "array"
    if "enum" in schema or "const" in schema:
        return None
    if any(k in schema for k in ("pattern", "format", "minLength", "maxLength")):
        return "string"
    if any(k in schema for k in ("minimum", "maximum")):
        return "number"
    return None


class ValueMaker:
    def __init__(self, rng: random.Random, lookup: Lookup | None = None, optional_share: float = 0.3,
                 hints: dict[str, list[str]] | None = None):
        self.rng = rng
        self.lookup = lookup
        self.optional_share = optional_share
        self.hints = hints or {}  # top-level parameter -> extra hint words (e.g. "dir" for a folder path)

    def make(self, schema: Any, name: str = "", depth: int = 0, hint_words: list[str] | None = None) -> Any:
        if not isinstance(schema, dict) or schema is True:
            return self._string({}, hint_words or words(name))
        ws = hint_words if hint_words is not None else words(name)
        if "const" in schema:
            return schema["const"]
        if schema.get("enum"):
            return self.rng.choice(schema["enum"])
        if self.lookup is not None and depth < 6:
            known = self.lookup(ws, schema)
            if known is not MISSING:
                return known
        for key in ("oneOf", "anyOf"):
            if schema.get(key):
                return self._branch(schema, key, name, depth, ws)
        if schema.get("allOf"):
            merged = {k: v for k, v in schema.items() if k != "allOf"}
            for part in schema["allOf"]:
                if isinstance(part, dict):
                    for k, v in part.items():  # properties merge, required lists join, the rest: last wins
                        if isinstance(v, dict) and isinstance(merged.get(k), dict):
                            merged[k] = {**merged[k], **v}
                        elif isinstance(v, list) and isinstance(merged.get(k), list):
                            merged[k] = list(dict.fromkeys([*merged[k], *v]))
                        else:
                            merged[k] = v
            return self.make(merged, name, depth, ws)
        if "$ref" in schema:  # left unresolved (recursive): the smallest object that can stand there
            return {}
        t = schema_type(schema)
        if t == "object":
            return self._object(schema, ws, depth)
        if t == "array":
            return self._array(schema, name, ws, depth)
        if t in ("integer", "number"):
            return self._number(schema, ws, t == "integer")
        if t == "boolean":
            return bool(schema.get("default", self.rng.random() < 0.5))
        if t == "null":
            return None
        return self._string(schema, ws)

    def _branch(self, schema: dict, key: str, name: str, depth: int, ws: list[str]) -> Any:
        branches = [b for b in schema[key] if isinstance(b, dict) and b.get("type") != "null"] or schema[key]
        order = list(range(len(branches)))
        self.rng.shuffle(order)
        base = {k: v for k, v in schema.items() if k not in (key, "description")}
        last = None
        for i in order:
            merged = {**base, **branches[i]} if base else branches[i]
            last = self.make(merged, name, depth, ws)
            if fits(schema, last):
                return last
        return last

    def _object(self, schema: dict, ws: list[str], depth: int) -> dict:
        props = schema.get("properties") or {}
        required = [k for k in schema.get("required") or [] if k in props]
        out: dict[str, Any] = {}
        share = self.optional_share if depth == 0 else self.optional_share / 2
        for key in props:
            if key in required or (depth < 3 and self.rng.random() < share and "$ref" not in props[key]
                                   and not set(words(key)) & PAGINATION):
                extra = self.hints.get(key) if depth == 0 else None
                out[key] = self.make(props[key], key, depth + 1, words(key) + extra if extra else None)
        if not props and depth > 0 and schema.get("additionalProperties", True) is not False:
            out = self._free_object(schema, ws, depth)  # a free-form parameter (a query body, options)
        need = schema.get("minProperties", 0)
        for key in props:
            if len(out) >= need:
                break
            out.setdefault(key, self.make(props[key], key, depth + 1))
        return out

    def _free_object(self, schema: dict, ws: list[str], depth: int) -> dict:
        extra = schema.get("additionalProperties")
        if "query" in ws or "body" in ws and "query" in " ".join(ws):
            return {"query": {"match": {self.rng.choice(["title", "message", "status"]): self.rng.choice(vocab.TOPICS)}}, "size": 10}
        key = self.rng.choice(["env", "team", "region", "priority", "label"])
        value = self.make(extra, key, depth + 1) if isinstance(extra, dict) else vocab.free_text(self.rng)
        return {key: value}

    def _array(self, schema: dict, name: str, ws: list[str], depth: int) -> list:
        items = schema.get("items", {})
        if isinstance(items, list):  # tuple form (draft 4-7)
            return [self.make(s, name, depth + 1) for s in items]
        lo = max(int(schema.get("minItems", 1)), 0)
        hi = int(schema.get("maxItems", lo + 2))
        n = self.rng.randint(lo, max(lo, min(hi, lo + 1))) if lo > 0 else self.rng.randint(1, max(1, min(hi, 2)))
        item_words = [singular(w) for w in ws]
        out: list = []
        for _ in range(n * 4):
            if len(out) >= n:
                break
            v = self.make(items, "", depth + 1, item_words)
            if v not in out or not schema.get("uniqueItems") and depth > 0:
                out.append(v)
        return out

    def _number(self, schema: dict, ws: list[str], integer: bool) -> int | float:
        lo, hi = vocab.hint_range(ws)
        if "minimum" in schema:
            lo = max(lo, schema["minimum"]) if schema["minimum"] <= hi else schema["minimum"]
        if "exclusiveMinimum" in schema and not isinstance(schema["exclusiveMinimum"], bool):
            lo = max(lo, schema["exclusiveMinimum"] + (1 if integer else 0.5))
        if "maximum" in schema:
            hi = min(hi, schema["maximum"]) if schema["maximum"] >= lo else schema["maximum"]
        if "exclusiveMaximum" in schema and not isinstance(schema["exclusiveMaximum"], bool):
            hi = min(hi, schema["exclusiveMaximum"] - (1 if integer else 0.5))
        lo, hi = (lo, hi) if lo <= hi else (hi, lo)
        if integer or float(lo).is_integer() and float(hi).is_integer() and hi - lo >= 2:
            value: int | float = self.rng.randint(int(-(-lo // 1)), int(hi // 1)) if int(-(-lo // 1)) <= int(hi // 1) else int(lo)
        else:
            value = round(self.rng.uniform(lo, hi), 2)
        step = schema.get("multipleOf")
        if step:
            value = round(value / step) * step
            value = int(value) if integer or float(value).is_integer() else value
        return value

    def _string(self, schema: dict, ws: list[str]) -> str:
        fmt = schema.get("format")
        value = _format_value(fmt, self.rng) if fmt else None
        if value is None:
            desc = schema.get("description")
            value = (vocab.hint_string(ws, self.rng) or (vocab.hint_string(words(desc)[:8], self.rng) if isinstance(desc, str) else None)
                     or vocab.free_text(self.rng))
        pattern = schema.get("pattern")
        if pattern and not fits({"pattern": pattern}, value):
            for _ in range(6):
                cand = string_for_pattern(pattern, self.rng)
                if cand is not None and fits({"pattern": pattern}, cand):
                    value = cand
                    break
        lo, hi = schema.get("minLength", 0), schema.get("maxLength")
        if len(value) < lo:
            value = value + "x" * (lo - len(value)) if pattern else (value + "-" + vocab.free_text(self.rng)) * (lo // max(1, len(value)) + 1)
            value = value[: max(lo, hi or lo)] if hi else value
        if hi is not None and len(value) > hi:
            value = value[:hi]
        return value


def _format_value(fmt: str, rng: random.Random) -> str | None:
    day = date(2024, 1, 1) + timedelta(days=rng.randint(0, 360))
    return {
        "email": f"{rng.choice(vocab.PEOPLE)}@{rng.choice(vocab.DOMAINS)}",
        "uri": f"https://{rng.choice(vocab.DOMAINS)}/{rng.choice(['docs', 'login', 'reports/2024'])}",
        "url": f"https://{rng.choice(vocab.DOMAINS)}/{rng.choice(['docs', 'login', 'reports/2024'])}",
        "uri-reference": f"/{rng.choice(['docs', 'login', 'reports/2024'])}",
        "date": day.isoformat(),
        "date-time": f"{day.isoformat()}T{rng.randint(7, 19):02d}:{rng.choice([0, 15, 30, 45]):02d}:00Z",
        "time": f"{rng.randint(7, 19):02d}:{rng.choice([0, 15, 30, 45]):02d}:00",
        "uuid": "-".join("".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12)),
        "ipv4": f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
        "ipv6": f"fd00::{rng.randint(1, 9999):x}",
        "hostname": f"{rng.choice(['db01', 'api', 'cache'])}.{rng.choice(vocab.DOMAINS)}",
    }.get(fmt)
