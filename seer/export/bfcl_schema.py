"""JSON Schema -> the function docs BFCL's AST checker reads (bfcl_eval/eval_checker/ast_eval).

BFCL's checker indexes `parameters["required"]` and each property's `"type"` without a default,
and knows only its own type names (string, integer, float, boolean, array, tuple, dict, any); an
array's `items` must carry a type as well. So every schema gets a single BFCL type: `anyOf`,
`oneOf` and type lists collapse to their one non-null member, or to `any` when the members
differ (BFCL then compares the value itself; so does an array of mixed items). Parameter and function names become Python
identifiers (BFCL decodes calls with Python's `ast`: `f(from=1)` is a syntax error), with the
mapping back kept beside the docs.
"""

from __future__ import annotations

import keyword
import re
from typing import Any

from seer.spec.model import Spec

_NOT_IDENT = re.compile(r"[^A-Za-z0-9_]")
# JSON Schema type -> the type names BFCL's function docs use (PYTHON_TYPE_MAPPING's keys)
_TYPES = {"object": "dict", "number": "float", "integer": "integer", "string": "string",
          "boolean": "boolean", "array": "array"}
_ALTERNATIVES = ("anyOf", "oneOf")


def python_name(name: str) -> str:
    ident = _NOT_IDENT.sub("_", name)
    if not ident or ident[0].isdigit():
        ident = f"t_{ident}"
    return f"{ident}_" if keyword.iskeyword(ident) else ident


def python_names(names: list[str]) -> dict[str, str]:
    """Name -> a Python identifier, unique among `names` (db.query and db_query both exist)."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        ident, n = python_name(name), 2
        while ident in taken:
            ident, n = f"{python_name(name)}_{n}", n + 1
        taken.add(ident)
        out[name] = ident
    return out


def _members(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """The non-null alternatives of a schema (anyOf/oneOf members, or one per listed type)."""
    for key in _ALTERNATIVES:
        if isinstance(schema.get(key), list):
            return [m for m in schema[key] if isinstance(m, dict) and m.get("type") != "null"]
    t = schema.get("type")
    if isinstance(t, list):
        return [{**schema, "type": x} for x in t if x != "null"]
    return [schema]


def _guess_type(schema: dict[str, Any]) -> str | None:
    if isinstance(schema.get("type"), str):
        return schema["type"]
    if "properties" in schema:
        return "object"
    if "items" in schema:
        return "array"
    values = schema.get("enum") or ([schema["const"]] if "const" in schema else [])
    kinds = {type(v) for v in values}
    if len(kinds) == 1:
        return {str: "string", bool: "boolean", int: "integer", float: "number"}.get(kinds.pop())
    return None


def bfcl_param(schema: Any) -> dict[str, Any]:
    """One property's schema with a BFCL `type` always present (recursively for items/properties)."""
    if not isinstance(schema, dict):
        return {"type": "any"}
    members = _members(schema)
    kinds = {_guess_type(m) for m in members}
    chosen = members[0] if len(members) == 1 or len(kinds) == 1 else None
    base = {k: v for k, v in schema.items() if k not in (*_ALTERNATIVES, "type")}
    if chosen is not None and chosen is not schema:
        base = {**{k: v for k, v in chosen.items() if k != "type"}, **base}
    t = _guess_type(chosen) if chosen is not None else None
    out = {**base, "type": _TYPES.get(t, "any") if t else "any"}
    if out["type"] == "array":
        out["items"] = bfcl_param(base.get("items", {}))
        if out["items"]["type"] == "any":  # mixed items: BFCL types every item alike, so compare the list whole
            out["type"] = "any"
    if out["type"] == "dict":
        out.update(bfcl_object(base))
    return out


def bfcl_object(schema: dict[str, Any]) -> dict[str, Any]:
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = [r for r in schema.get("required") or [] if r in props]
    return {"properties": {k: bfcl_param(v) for k, v in props.items()}, "required": required}


def function_doc(spec: Spec, tool_name: str, ident: str, param_idents: dict[str, str]) -> dict[str, Any]:
    """BFCL's function doc: {"name", "description", "parameters": {"type": "dict", "properties", "required"}}."""
    tool = spec.tool(tool_name)
    params = bfcl_object(tool.input_schema if isinstance(tool.input_schema, dict) else {})
    described = {param_idents[k]: v for k, v in params["properties"].items()}
    return {"name": ident, "description": tool.description or tool_name,
            "parameters": {"type": "dict", "properties": described,
                           "required": [param_idents[r] for r in params["required"]]}}


def param_idents(spec: Spec, tool_name: str) -> dict[str, str]:
    props = (spec.tool(tool_name).input_schema or {}).get("properties") or {}
    return python_names(list(props))
