"""Resolve `$ref` inside a tool's schema where it is used.

The `referencing` library (jsonschema's own) does the lookups, so JSON pointers, `$id`
and anchors all work. A reference that points back into itself (a recursive schema)
cannot be inlined forever: at the point of recursion the `$ref` is kept, and the
schema keeps its `$defs`, so validators still follow it.
"""

from __future__ import annotations

from typing import Any

from referencing import Registry, Resource
from referencing.exceptions import NoSuchResource, PointerToNowhere, Unresolvable
from referencing.jsonschema import DRAFT202012

_BASE = "urn:seer:schema"


class RefError(ValueError):
    pass


def specification_of(schema: dict[str, Any]):
    """The JSON Schema draft `schema` declares (2020-12 when it declares none or an unknown one)."""
    from referencing.jsonschema import specification_with

    dialect = schema.get("$schema") if isinstance(schema, dict) else None
    if isinstance(dialect, str):
        try:
            return specification_with(dialect)
        except Exception:  # unknown dialect: fall back to the current draft
            return DRAFT202012
    return DRAFT202012


def count_key(schema: Any, key: str, stop_at: int | None = None) -> int:
    """How many times `key` appears as a keyword anywhere in `schema` (iterative; stops once `stop_at` are seen)."""
    n, stack = 0, [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if key in node:
                n += 1
                if stop_at is not None and n >= stop_at:
                    return n
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
        elif isinstance(node, list):
            stack.extend(v for v in node if isinstance(v, (dict, list)))
    return n


def has_refs(schema: Any) -> bool:
    return count_key(schema, "$ref", stop_at=1) > 0


# Inlining copies a definition at every use: definitions that use each other twice per level
# double at each level (a "reference bomb"). Past this many nodes seer refuses the schema.
MAX_RESOLVED_NODES = 200_000


def resolve_refs(schema: dict[str, Any], *, max_depth: int = 64, max_nodes: int = MAX_RESOLVED_NODES) -> dict[str, Any]:
    """Return `schema` with every non-recursive `$ref` replaced by what it points to."""
    if not has_refs(schema):
        return schema
    resource = Resource.from_contents(schema, default_specification=specification_of(schema))
    registry = Registry().with_resource(uri=_BASE, resource=resource)
    resolver = registry.resolver(base_uri=_BASE)
    kept_recursive = False
    nodes = 0

    def walk(node: Any, resolver, stack: tuple[str, ...], depth: int) -> Any:
        nonlocal kept_recursive, nodes
        if depth > max_depth:
            raise RefError(f"schema nests deeper than {max_depth} levels once $ref are resolved")
        nodes += 1
        if nodes > max_nodes:
            raise RefError(f"resolving $ref expands the schema past {max_nodes} nodes (references that multiply)")
        if isinstance(node, list):
            return [walk(v, resolver, stack, depth + 1) for v in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str):
            try:
                resolved = resolver.lookup(ref)
            except (Unresolvable, NoSuchResource, PointerToNowhere) as exc:
                raise RefError(f"unresolvable $ref {ref!r}") from exc
            key = f"{resolved.resolver._base_uri}|{ref}"
            if key in stack or ref == "#":
                kept_recursive = True
                return {k: v for k, v in node.items()}
            target = walk(resolved.contents, resolved.resolver, stack + (key,), depth + 1)
            siblings = {k: walk(v, resolver, stack, depth + 1) for k, v in node.items() if k != "$ref"}
            if isinstance(target, dict):
                merged = dict(target)
                merged.update(siblings)  # keywords beside $ref (2019-09+) refine the target
                return merged
            return target
        return {k: walk(v, resolver, stack, depth + 1) for k, v in node.items()}

    out = walk(schema, resolver, (), 0)
    if not kept_recursive:
        for defs in ("$defs", "definitions"):
            out.pop(defs, None)
    return out
