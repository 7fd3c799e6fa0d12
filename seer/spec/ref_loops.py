"""Find `$ref` loops that never reach a schema of their own: `a -> b -> a` with nothing between.

A recursive schema is fine when each round descends into the value (a tree node's `children`
items refer to the node again: the value ends somewhere). A loop made only of keywords that
apply to the *same* value (`$ref`, `allOf`/`anyOf`/`oneOf`, `not`, `if`/`then`/`else`,
`dependentSchemas`) never ends: every validator and value generator following it recurses
until Python gives up. Such a loop is found here, before anything follows it.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from referencing import Registry, Resource
from referencing.exceptions import NoSuchResource, PointerToNowhere, Unresolvable

# Keywords whose subschemas apply to the same value (in place) ...
_IN_PLACE_LISTS = ("allOf", "anyOf", "oneOf")
_IN_PLACE_ONE = ("not", "if", "then", "else")
_IN_PLACE_MAPS = ("dependentSchemas", "dependencies")  # Draft 7 `dependencies`: its schema values
_REF_KEYS = ("$ref", "$dynamicRef", "$recursiveRef")
# ... and those whose subschemas apply to a part of it. Definitions (`$defs`) are reached
# only through a `$ref`: a loop among definitions nothing uses harms nobody.
_PART_LISTS = ("prefixItems", "items")
_PART_ONE = ("items", "additionalItems", "additionalProperties", "contains", "propertyNames",
             "unevaluatedItems", "unevaluatedProperties", "contentSchema")
_PART_MAPS = ("properties", "patternProperties")
_BASE = "urn:seer:loops"


def _subschemas(node: dict, lists: tuple, ones: tuple, maps: tuple) -> list[dict]:
    """The subschemas of `node` under the given keywords: list-valued, schema-valued, name->schema maps."""
    out: list[dict] = []
    for key in lists:
        if isinstance(node.get(key), list):
            out.extend(s for s in node[key] if isinstance(s, dict))
    for key in ones:
        if isinstance(node.get(key), dict):
            out.append(node[key])
    for key in maps:
        if isinstance(node.get(key), dict):
            out.extend(s for s in node[key].values() if isinstance(s, dict))
    return out


def _in_place(node: dict) -> list[dict]:
    return _subschemas(node, _IN_PLACE_LISTS, _IN_PLACE_ONE, _IN_PLACE_MAPS)


def _parts(node: dict) -> list[dict]:
    return _subschemas(node, _PART_LISTS, _PART_ONE, _PART_MAPS)


def ref_loop(schema: dict[str, Any], specification, start: dict[str, Any] | None = None) -> list[str] | None:
    """The `$ref` strings of a loop that applies to one value forever (first one found), or None.
    `start`: a subschema of `schema` to search from (default: the whole schema).

    Nodes are the schema objects themselves (by identity); an edge goes from a schema to every
    schema a `$ref` reaches from it in place. Unresolvable references are left to `resolve_refs`.
    """
    resolver = Registry().with_resource(
        uri=_BASE, resource=Resource.from_contents(schema, default_specification=specification)
    ).resolver(base_uri=_BASE)
    edges: dict[int, list[tuple[str, int]]] = {}
    queue: deque[dict] = deque([schema if start is None else start])
    while queue:
        node = queue.popleft()
        if id(node) in edges:
            continue
        out: list[tuple[str, int]] = []
        # every schema reachable in place from `node`, and the $ref each of them holds
        stack, seen = [node], set()
        while stack:
            here = stack.pop()
            if id(here) in seen:
                continue
            seen.add(id(here))
            for key in _REF_KEYS:
                ref = here.get(key)
                if not isinstance(ref, str):
                    continue
                try:
                    target = resolver.lookup(ref).contents
                except (Unresolvable, NoSuchResource, PointerToNowhere):
                    continue
                if isinstance(target, dict):
                    out.append((ref, id(target)))
                    queue.append(target)
            stack.extend(_in_place(here))
            queue.extend(_parts(here))
        edges[id(node)] = out
    return _first_cycle(edges)


def _first_cycle(edges: dict[int, list[tuple[str, int]]]) -> list[str] | None:
    """Iterative depth-first search; the refs along the first cycle found."""
    state: dict[int, int] = {}  # 1 on the current path, 2 finished
    for start in edges:
        if state.get(start):
            continue
        path: list[tuple[int, str]] = []  # (node, ref taken to reach it)
        stack = [(start, "", iter(edges.get(start, ())))]
        state[start] = 1
        while stack:
            node, via, it = stack[-1]
            step = next(it, None)
            if step is None:
                state[node] = 2
                stack.pop()
                if path:
                    path.pop()
                continue
            ref, target = step
            if state.get(target) == 1:
                # the loop: the refs taken since `target` was entered, then this one
                nodes = [start] + [n for n, _ in path]
                refs = [r for _, r in path]
                return refs[nodes.index(target):] + [ref]
            if not state.get(target):
                state[target] = 1
                path.append((target, ref))
                stack.append((target, ref, iter(edges.get(target, ()))))
    return None
