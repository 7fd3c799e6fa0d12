"""Repairs a careful reader makes to what real models send, before anything is fed back.

Each repair is one that cannot change what the model meant: a tool name that differs from the
spec's only in case or separators, `5.0` where the schema says integer, `"5"` where it says
number, mocks given in order but with missing or off-by-one indices, a match-all wildcard for an
optional pattern argument (the same call as leaving it out; the user never types `*`). And one
that makes the mocks' world consistent without changing what any call does: a value a later call
passes that its producing call's mock left out is placed in that mock (in its listing, else beside
its record), as the mocks stage's example showed it (`place_needed`).
"""

from __future__ import annotations

import re
from typing import Any

from seer.spec.model import Spec

_SEP = re.compile(r"[^a-z0-9]+")
MATCH_ALL = ("*", "%", ".*", "**", "*:*")
_PATTERNISH = re.compile(r"pattern|glob|match|filter|query|wildcard", re.I)


def _norm(name: str) -> str:
    return _SEP.sub("", name.lower())


def canonical_tool(spec: Spec, name: Any) -> Any:
    """The spec's own name for `name` when it differs only in case or separators (unique match)."""
    if not isinstance(name, str) or spec.tool(name) is not None:
        return name
    hits = [t for t in spec.tool_names if _norm(t) == _norm(name)]
    return hits[0] if len(hits) == 1 else name


def _types(schema: dict) -> set[str]:
    t = schema.get("type")
    out = set(t) if isinstance(t, list) else {t} if t else set()
    for key in ("anyOf", "oneOf"):
        for b in schema.get(key) or []:
            if isinstance(b, dict):
                out |= _types(b)
    return out


def coerce(value: Any, schema: Any) -> Any:
    """`value` with number/boolean spellings fixed where the schema is explicit about the type."""
    if not isinstance(schema, dict):
        return value
    types = _types(schema)
    if isinstance(value, dict):
        props = schema.get("properties") or {}
        return {k: coerce(v, props.get(k)) for k, v in value.items()}
    if isinstance(value, list):
        items = schema.get("items")
        return [coerce(v, items) for v in value]
    if isinstance(value, float) and value.is_integer() and "integer" in types and "number" not in types:
        return int(value)
    if isinstance(value, str) and "string" not in types and types:
        text = value.strip()
        if types & {"integer", "number"} and re.fullmatch(r"-?\d+(\.\d+)?", text):
            num = float(text)
            return int(num) if "integer" in types and num.is_integer() else num
        if "boolean" in types and text.lower() in ("true", "false"):
            return text.lower() == "true"
    return value


def drop_match_all(arguments: dict[str, Any], schema: dict) -> tuple[dict[str, Any], dict[str, list[Any]]]:
    """Leave out an optional pattern-like argument whose value matches everything ("*"): the same
    call, and one an agent can make without being told the wildcard. Returns (arguments, accept):
    `accept` lets an agent that does pass the wildcard score as well."""
    required = set(schema.get("required") or [])
    props = schema.get("properties") or {}
    out, accept = dict(arguments), {}
    for name, value in arguments.items():
        if name in required or not isinstance(value, str) or value.strip() not in MATCH_ALL:
            continue
        if _PATTERNISH.search(name) or _PATTERNISH.search(str((props.get(name) or {}).get("description", ""))):
            del out[name]
            accept[name] = [value]
    return out, accept


def drop_unstated_optional(arguments: dict[str, Any], schema: dict, text: str) -> dict[str, Any]:
    """The first call without an optional argument whose value the user never states (`text`, normalised):
    a pagination cursor, a limit or a user id the model made up is not what the user asked for, and a
    first call has no earlier output to take it from. The 1.5B model kept such values through three
    retries on Slack (`cursor`, `user_id`) and the item was lost; left out, the call is the one asked."""
    from seer.harness.checks import found, nontrivial_values

    required = set(schema.get("required") or [])
    props = schema.get("properties") or {}
    out = dict(arguments)
    for name, value in arguments.items():
        if name in required:
            continue
        leaves = list(nontrivial_values({name: value}, {"type": "object", "properties": {name: props.get(name) or {}}}))
        if leaves and not all(found(v, text) for _, v in leaves):
            del out[name]
    return out


def align_by_position(indices: list[Any], n: int) -> list[int] | None:
    """Call indices for `n` mocks: as given when they are exactly 0..n-1 in some order; else, when
    there are exactly n mocks, by position (missing, 1-based or repeated indices). None: cannot align."""
    if sorted(i for i in indices if isinstance(i, int)) == list(range(n)) and len(indices) == n:
        return list(indices)
    return list(range(n)) if len(indices) == n else None


def place_needed(outputs: list[Any], needed: list[Any], schemas: list[dict | None] | None = None) -> list[Any]:
    """`outputs` (one mock output per call) with each needed value (grounding.Needed) its producer's
    mock does not hold put into that mock, where the call's outputSchema (`schemas`) allows it; an
    error output (a string) is left as it is."""
    from seer.generate.llm.shapes import beside, fits_or
    from seer.harness.checks import found, leaves, norm_text

    out = list(outputs)
    for n in needed:
        mock = out[n.producer]
        if not isinstance(mock, (dict, list)):
            continue
        text = "\n".join(norm_text(v) for v in leaves(mock, keys=True))
        values = n.value if isinstance(n.value, list) else [n.value]
        if not all(found(v, text) for v in values if not isinstance(v, (dict, list))):
            out[n.producer] = fits_or(beside(mock, n.param, n.value), mock, (schemas or [None] * len(out))[n.producer])
    return out
