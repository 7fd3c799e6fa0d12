"""Example outputs for the mocks stage when a tool has none: what the symbolic engine would return
for the drafted call, shown to the model as the shape to follow (a small model asked for "the
output" of a schema-less tool wrote `{"inputSchema": ...}` or `{"key": "input"}`). The model
still writes the values; grounding and links are checked as before.

The example is made from the drafted call's own arguments (echoes are the scenario's values), and
a value a later call needs from this call (`grounding.needed_values`) is planted where the symbolic
engine hands such a value on: the 1.5B model copied the example's listing (`order:6990, ...`) and
lost the item when a later call needed `orders/123` from it."""

from __future__ import annotations

import random
from typing import Any, Sequence

from seer.spec.model import Spec


def example_outputs(spec: Spec, calls: Sequence[Any], seed: int, needed: Sequence[Any] = (), whole: bool = False) -> list[Any]:
    """One symbolic example output per call (`calls` have .tool and .arguments), None where none is made;
    `needed` (grounding.Needed) values are planted in their producer's example. `whole`: the request asks for
    all of something ("delete all keys starting with my:"), so a listing a later call takes several values
    from holds exactly those (the model copied a filler third key, then deleted two of three)."""
    try:
        from seer.generate.symbolic.mocks import Need, make_mock
        from seer.generate.symbolic.world import World
        profiles = spec_profiles(spec)
        graph = spec_graph(spec) if needed else None
    except Exception:  # noqa: BLE001 - the symbolic engine is optional here: no example without it
        return [None] * len(calls)
    world, rng, out = World(), random.Random(seed), []
    for j, c in enumerate(calls):
        p = profiles.get(c.tool)
        mine = [n for n in needed if n.producer == j and profiles.get(calls[n.consumer].tool) is not None]
        needs = []
        for n in mine:
            param = next((x for x in profiles[calls[n.consumer].tool].params if x.name == n.param), None)
            if param is not None:
                edge = next((e for e in graph.producers(calls[n.consumer].tool, n.param) if e.producer == c.tool), None)
                needs.append(Need(n.consumer, param, edge.field if edge else None))
        try:
            output = make_mock(p, dict(c.arguments), needs, world, rng).output if p is not None else None
        except Exception:  # noqa: BLE001 - an example is a hint: a symbolic failure leaves it out
            out.append(None)
            continue
        wanted: dict[str, tuple[Any, list[Any], bool]] = {}  # two needs handed one symbolic value fill its list together
        for n in mine:
            made = world.assigned.get((n.consumer, n.param))
            if made is None and output is not None:  # the symbolic engine placed none: beside the record it returns
                output = fits_or(beside(output, n.param, n.value, whole=whole and isinstance(n.value, list)), output,
                                 spec.tool(c.tool).output_schema)
            elif made is not None and not isinstance(made, dict):
                entry = wanted.setdefault(repr(made), (made, [], whole and isinstance(n.value, list)))
                entry[1].extend(v for v in (n.value if isinstance(n.value, list) else [n.value]) if v not in entry[1])
        for made, values, only in wanted.values():
            output = fits_or(plant(output, made, values, only=only), output, spec.tool(c.tool).output_schema) if output is not None else None
        out.append(output)
    return out


def fits_or(changed: Any, original: Any, schema: dict | None) -> Any:
    """`changed` unless the tool's outputSchema refuses it where it took `original` (a listing's records
    may be of fixed kinds: a value placed beside one is then left out)."""
    if not schema or changed == original:
        return changed
    from seer.harness.checks import schema_errors

    return changed if not schema_errors(schema, changed) or schema_errors(schema, original) else original


def beside(output: Any, name: str, value: Any, whole: bool = False) -> Any:
    """`output` holding `value` (a list: each item) in the first listing it has (records get it under
    `name`, one record per item), else under `name` in the object; `whole`: the listing holds those only."""
    items = value if isinstance(value, list) else [value]
    if isinstance(output, list):
        return _records(output, name, items, whole) if output and all(isinstance(x, dict) for x in output) else output
    if not isinstance(output, dict):
        return output
    for k, v in output.items():
        new = None
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            new = _records(v, name, items, whole)
        elif isinstance(v, list) and v and all(type(x) is type(i) for x in v for i in items):
            new = items + ([] if whole else [x for x in v if x not in items])
        if new is not None:  # a count beside the listing follows it
            return {**output, k: new, **{c: len(new) for c in ("count", "total") if output.get(c) == len(v)}}
    return {**output, name: value}


def _records(records: list[dict], name: str, items: list[Any], whole: bool = False) -> list[dict]:
    """Records holding `items` under `name`, or under the field `name` ends with (`channel_id` -> `id`)."""
    field = name if name in records[0] else next(
        (k for k in records[0] if len(k) >= 2 and name.lower().endswith(k.lower()) and not isinstance(records[0][k], (dict, list))), name)
    made = [{**records[min(i, len(records) - 1)], field: item} for i, item in enumerate(items)]
    return made if whole else made + records[len(items):]


def plant(output: Any, made: Any, wanted: Any, only: bool = False) -> Any:
    """`output` with the value the symbolic engine handed on (`made`) replaced by the scenario's
    (`wanted`); a list of values fills the list (or the records) that held `made` (`only`: and nothing
    else stays in it), and a count beside that list follows."""
    items = [w for w in wanted if not isinstance(w, (dict, list))] if isinstance(wanted, list) else [wanted]
    if not items:
        return output

    def walk(v: Any) -> Any:
        if isinstance(v, dict):
            new = {k: walk(x) for k, x in v.items()}
            for k, x in v.items():
                if isinstance(x, list) and isinstance(new[k], list) and len(new[k]) != len(x):
                    for count in ("count", "total", "total_count"):
                        if new.get(count) == len(x):
                            new[count] = len(new[k])
            return new
        if isinstance(v, list):
            if v == made:  # the handed-on value is a list itself (a oneOf string-or-array argument)
                return list(items)
            if made in v:
                i = v.index(made)
                return list(items) if only else [walk(x) for x in v[:i]] + items + [walk(x) for x in v[i + 1:] if x not in items]
            for i, rec in enumerate(v):
                if isinstance(rec, dict) and made in rec.values():
                    field = next(k for k, x in rec.items() if x == made)
                    copies = [{**rec, field: item} for item in items]
                    if only:
                        return copies
                    return [walk(x) for x in v[:i]] + copies + [walk(x) for x in v[i + 1:] if not (isinstance(x, dict) and x.get(field) in items)]
            return [walk(x) for x in v]
        if v == made and type(v) is type(made):
            return items[0]
        if isinstance(v, str) and isinstance(made, str) and len(made) >= 4 and made in v:
            return v.replace(made, str(items[0]))
        return v

    return walk(output)


_SPEC_TOOLS: dict[str, dict[str, Any]] = {}  # spec sha256 -> its profiles and graph; the last few specs only


def _spec_tools(spec: Spec) -> dict[str, Any]:
    if spec.sha256 not in _SPEC_TOOLS:
        while len(_SPEC_TOOLS) >= 8:
            _SPEC_TOOLS.pop(next(iter(_SPEC_TOOLS)))
        _SPEC_TOOLS[spec.sha256] = {}
    return _SPEC_TOOLS[spec.sha256]


def spec_profiles(spec: Spec) -> dict[str, Any]:
    """The spec's tool profiles by tool name, made once per spec: profiling every tool for every mocks
    request was a fifth of the LLM engine's CPU on a 64-tool spec (experiments/perf/llm_path.py)."""
    tools = _spec_tools(spec)
    if "profiles" not in tools:
        from seer.generate.symbolic.cards import profile_spec

        tools["profiles"] = {p.tool.name: p for p in profile_spec(spec)}
    return tools["profiles"]


def spec_graph(spec: Spec) -> Any:
    """The symbolic link graph over the spec's profiles, made once per spec like the profiles (it
    memoises the edges it is asked for)."""
    tools = _spec_tools(spec)
    if "graph" not in tools:
        from seer.generate.symbolic.graph import Graph

        tools["graph"] = Graph(list(spec_profiles(spec).values()))
    return tools["graph"]
