"""Is a tool's schema a valid JSON Schema, checked fast enough for specs of thousands of tools.

`checked_schema` is what spec loading calls: nesting bounded, meta-schema checked, `$ref` resolved.

jsonschema's Draft 2020-12 meta-schema check is correct but slow (about 1.6 ms a tool: its
`$dynamicRef` lookups dominate), which makes a 5,000-tool spec take 8 s. The Draft 7
meta-schema constrains every keyword that both drafts share in the same way and checks about
5x faster. So a schema that declares no `$schema` (or declares Draft 7 or 2020-12) and uses only
keywords Draft 7 knows (plus `$defs`, whose entries are checked one by one) takes the Draft 7
path; anything else gets the full check for its declared draft (2020-12 by default, as MCP says).
"""

from __future__ import annotations

import json
from typing import Any, Iterator

from jsonschema import validators
from jsonschema.exceptions import SchemaError

from seer.errors import SpecError
from seer.spec.ref_loops import ref_loop
from seer.spec.refs import RefError, has_refs, resolve_refs, specification_of

MAX_SCHEMA_DEPTH = 64  # nesting of objects/lists inside one schema

# Keywords newer than Draft 7, or that changed meaning since (`items` as a list is Draft 7's
# tuple form but an error in 2020-12). A property *named* like one only costs the slow path.
_NEWER_KEYWORDS = frozenset({
    "$anchor", "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "$vocabulary",
    "prefixItems", "dependentRequired", "dependentSchemas", "unevaluatedProperties", "unevaluatedItems",
    "minContains", "maxContains", "contentSchema",
})
# Declared dialects the fast path serves: Draft 7 itself, and 2020-12 (what no declaration means).
_DEFAULT = "(none)"
_FAST_DIALECTS = frozenset({_DEFAULT, "http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-07/schema",
                            "https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2020-12/schema#"})
_D7 = validators.Draft7Validator
_D7_META = _D7(_D7.META_SCHEMA, format_checker=_D7.FORMAT_CHECKER)
_D2020 = validators.Draft202012Validator


def checked_schema(schema: dict[str, Any], field: str, file: str, tool: str) -> dict[str, Any]:
    """`schema` checked (nesting, meta-schema) and with its `$ref` resolved; a `SpecError` naming file, tool, where."""
    depth = nesting_depth(schema, MAX_SCHEMA_DEPTH + 1)
    if depth > MAX_SCHEMA_DEPTH:
        raise SpecError(f"{field} nests deeper than {MAX_SCHEMA_DEPTH} levels", file=file, tool=tool)
    try:
        check_schema(schema)
    except SchemaError as exc:
        where = "/".join(str(p) for p in exc.path) or "(root)"
        raise SpecError(f"{field} is not a valid JSON Schema at {where}: {exc.message:.200}", file=file, tool=tool) from None
    except RecursionError:
        raise SpecError(f"{field} nests too deeply", file=file, tool=tool) from None
    if has_refs(schema):
        _refuse_ref_loops(schema, field, file, tool)
    try:
        return objects_for_booleans(resolve_refs(schema))
    except RefError as exc:
        raise SpecError(f"{field}: {exc}", file=file, tool=tool) from None
    except RecursionError:
        raise SpecError(f"{field}: $ref chain nests too deeply", file=file, tool=tool) from None


# Where a subschema may be `true`/`false` but readers of the schema (engines, judges) expect an
# object: a schema map's values and a schema list's entries. `additionalProperties: false` and
# `items: false` stay as they are: every reader knows that spelling.
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems", "items")
_DATA_KEYS = frozenset({"enum", "const", "default", "examples"})  # values, not schemas: left as written


def _as_object(value: bool) -> dict:
    return {} if value else {"not": {}}


def objects_for_booleans(node: Any) -> Any:
    """`node` with boolean subschemas in maps and lists spelt as the equivalent objects (`{}`, `{"not": {}}`);
    the same object when there is none."""
    if isinstance(node, list):
        new = [objects_for_booleans(v) for v in node]
        return node if all(a is b for a, b in zip(new, node)) else new
    if not isinstance(node, dict):
        return node
    out = None
    for key, value in node.items():
        if key in _DATA_KEYS:
            continue
        if key in _SCHEMA_MAPS and isinstance(value, dict):
            new = {k: _as_object(v) if isinstance(v, bool) else objects_for_booleans(v) for k, v in value.items()}
            new = value if all(new[k] is value[k] for k in value) else new
        elif key in _SCHEMA_LISTS and isinstance(value, list):
            new = [_as_object(v) if isinstance(v, bool) else objects_for_booleans(v) for v in value]
            new = value if all(a is b for a, b in zip(new, value)) else new
        else:
            new = objects_for_booleans(value)
        if new is not value:
            out = dict(node) if out is None else out
            out[key] = new
    return node if out is None else out


def _refuse_ref_loops(schema: dict[str, Any], field: str, file: str, tool: str) -> None:
    """A `$ref` loop that never descends into the value is a `SpecError` naming the parameter that uses it."""
    spec = specification_of(schema)
    loop = ref_loop(schema, spec)
    if loop is None:
        return
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    param = next((name for name, sub in props.items() if isinstance(sub, dict) and ref_loop(schema, spec, start=sub)),
                 None)
    where = f"parameter {param!r}" if param is not None else "the top level"
    chain = " -> ".join([*loop, loop[0]])
    raise SpecError(f"{field}: {where} uses a $ref loop that never reaches a schema ({chain:.300})",
                    file=file, tool=tool, hint="a $ref must lead to a schema, not back to itself")


def nesting_depth(value: Any, cap: int) -> int:
    """How deeply dicts and lists nest in `value`, counting no further than `cap` (iterative: no recursion limit)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > deepest:
            deepest = depth
            if deepest >= cap:
                return deepest
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return deepest


def check_schema(schema: Any) -> None:
    """Raise jsonschema's `SchemaError` (with `.path`, `.message`) if `schema` is not a valid JSON Schema."""
    if isinstance(schema, dict) and schema.get("$schema", _DEFAULT) in _FAST_DIALECTS and _draft7_is_enough(schema):
        _check_draft7(schema, [])
        for path, entry in _defs_entries(schema):
            _check_draft7(entry, path)
        return
    cls = validators.validator_for(schema, default=_D2020)
    cls.check_schema(schema)


# Canonical texts of (sub)schemas already found valid. Tools of one server repeat the same
# parameter schemas ({"type": "string", "description": "Repository owner"}) again and again.
_VALID: set[str] = set()
_VALID_MAX = 50_000


def _check_draft7(node: Any, path: list[Any]) -> None:
    """Draft 7 meta-schema check, split at `properties` and `items`: the meta-schema checks each
    property's schema and an `items` schema against itself, independently of its siblings, so
    checking them one by one (and each distinct one once) finds the same errors."""
    if not isinstance(node, dict):
        _raise_first(_D7_META.iter_errors(node), path)
        return
    key = json.dumps(node, sort_keys=True, ensure_ascii=False)
    if key in _VALID:
        return
    shell, children = node, []
    props, items = node.get("properties"), node.get("items")
    if isinstance(props, dict) and props:
        shell = {**node, "properties": {}}
        children.extend(([*path, "properties", name], sub) for name, sub in props.items())
    if isinstance(items, dict):
        shell = {**shell, "items": {}}
        children.append(([*path, "items"], items))
    _raise_first(_D7_META.iter_errors(shell), path)
    for child_path, child in children:
        _check_draft7(child, child_path)
    if len(_VALID) >= _VALID_MAX:
        _VALID.clear()
    _VALID.add(key)


def _raise_first(errors: Iterator[Any], prefix: list[Any] | None = None) -> None:
    err = next(errors, None)
    if err is not None:
        raise SchemaError(err.message, path=[*(prefix or []), *err.path], validator=err.validator,
                          validator_value=err.validator_value, instance=err.instance, schema=err.schema)


def _draft7_is_enough(schema: dict[str, Any]) -> bool:
    """Whether `schema` uses no keyword whose check differs between Draft 7 and 2020-12."""
    stack: list[Any] = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if not _NEWER_KEYWORDS.isdisjoint(node) or isinstance(node.get("items"), list):
                return False
            if "$schema" in node and node is not schema:
                return False
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return True


def _defs_entries(schema: dict[str, Any]) -> Iterator[tuple[list[Any], Any]]:
    """Every schema under a `$defs` anywhere in `schema` (Draft 7's meta-schema does not look there)."""
    stack: list[tuple[list[Any], Any]] = [([], schema)]
    while stack:
        path, node = stack.pop()
        if isinstance(node, dict):
            defs = node.get("$defs")
            if defs is not None and not isinstance(defs, dict):
                raise SchemaError(f"{defs!r:.80} is not of type 'object'", path=[*path, "$defs"])
            if isinstance(defs, dict):
                for name, entry in defs.items():
                    yield [*path, "$defs", name], entry
            stack.extend(([*path, k], v) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend(([*path, i], v) for i, v in enumerate(node))
