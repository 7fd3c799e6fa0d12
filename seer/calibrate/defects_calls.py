"""Defect classes about which calls a record makes: a wrong tool, a read/write swap, calls
reordered across a dependency, a duplicate call, a mock that contradicts its call."""

from __future__ import annotations

import random
from typing import Any

from seer.calibrate.mutants import data_of, defect, in_text, perturb, scalar_leaves, schema_ok, set_at, substantive, turn_of, user_text
from seer.harness.model import Scenario
from seer.spec.model import Spec, Tool


def _read_tool(tool: Tool, prefix: str) -> tuple[bool, set[str]]:
    """Whether a tool only looks, and the nouns of its name. The generator's own profile is used
    here on purpose: the mutant maker must not share the judge's lexicon (it would grade itself)."""
    from seer.generate.symbolic.cards import profile_tool

    p = profile_tool(tool, prefix)
    return p.read, set(p.nouns)


def _adapt_arguments(old: dict[str, Any], tool: Tool, rng: random.Random) -> dict[str, Any] | None:
    """Arguments for a replacement tool: same-named values kept, required ones taken from the old
    values of a fitting type, else made for the schema. None when no valid arguments result."""
    from seer.generate.symbolic.values import ValueMaker

    props = tool.input_schema.get("properties") or {}
    required = list(tool.input_schema.get("required") or [])
    args = {k: v for k, v in old.items() if k in props and schema_ok(props[k], v)}
    spare = [v for k, v in old.items() if k not in args]
    for r in required:
        if r in args:
            continue
        fit = next((v for v in spare if schema_ok(props.get(r) or {}, v)), None)
        if fit is not None:
            spare.remove(fit)
            args[r] = fit
        else:
            args[r] = ValueMaker(rng).make(props.get(r) or {}, r)
    return args if schema_ok(tool.input_schema, args) else None


def _replace_call(spec: Spec, sc: Scenario, rng: random.Random, pick) -> tuple[dict, int, str] | None:
    """Replace one call's tool by `pick(call's tool, its turn's tools) -> ranked candidates`."""
    order = list(range(len(sc.expected_tools)))
    rng.shuffle(order)
    for i in order:
        call = sc.expected_tools[i]
        if spec.tool(call.tool) is None:
            continue
        t = turn_of(sc, i)
        here = {sc.expected_tools[k].tool for k in sc.conversation[t].calls}
        for tool in pick(spec.tool(call.tool), here):
            args = _adapt_arguments(call.arguments, tool, rng)
            if args is None:
                continue
            data = data_of(sc)
            data["expected_tools"][i].update(tool=tool.name, arguments=args, accept=None)
            return data, t, f"call {i}: {call.tool} -> {tool.name}"
    return None


def _shared_params(a: Tool, b: Tool) -> int:
    return len(set(a.input_schema.get("properties") or {}) & set(b.input_schema.get("properties") or {}))


@defect("wrong_tool", "selection", "a wrong but real tool of the spec")
def wrong_tool(spec: Spec, sc: Scenario, rng: random.Random):
    def pick(tool: Tool, here: set[str]):
        others = [t for t in spec.tools if t.name not in here]
        rng.shuffle(others)
        # a plausible slip: a tool that takes some of the same parameters first
        return sorted(others, key=lambda t: -min(_shared_params(tool, t), 1))[:6]
    return _replace_call(spec, sc, rng, pick)


@defect("read_write_swap", "selection", "a tool that looks where one that changes was asked for, or the reverse")
def read_write_swap(spec: Spec, sc: Scenario, rng: random.Random):
    from seer.generate.symbolic.lexicon import common_prefix

    prefix = common_prefix(spec.tool_names)
    kinds = {t.name: _read_tool(t, prefix) for t in spec.tools}

    def pick(tool: Tool, here: set[str]):
        read, nouns = kinds[tool.name]
        flipped = [t for t in spec.tools if kinds[t.name][0] != read and t.name not in here]
        rng.shuffle(flipped)
        # the same thing looked at instead of changed (get -> delete, set -> get) first
        return sorted(flipped, key=lambda t: (-len(kinds[t.name][1] & nouns), -_shared_params(tool, t)))[:6]
    return _replace_call(spec, sc, rng, pick)


def _uses_output_of(sc: Scenario, i: int, j: int) -> bool:
    """Call j uses a value that call i's output first gives (the user never stated it)."""
    produced = {str(v).lower() for _, v in scalar_leaves(sc.mock_outputs[i].output) if substantive(v)}
    told = user_text(sc, turn_of(sc, j))
    return any(substantive(v) and str(v).lower() in produced and not in_text(v, told)
               for _, v in scalar_leaves(sc.expected_tools[j].arguments))


@defect("reordered_dependency", "ordering", "a call moved before the call whose output it uses")
def reordered_dependency(spec: Spec, sc: Scenario, rng: random.Random):
    n = len(sc.expected_tools)
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if _uses_output_of(sc, i, j)]
    if not pairs:
        return None
    i, j = rng.choice(pairs)
    data = data_of(sc)
    for key in ("expected_tools", "mock_outputs"):
        data[key][i], data[key][j] = data[key][j], data[key][i]
    return data, turn_of(sc, i), f"calls {i} and {j} swapped ({sc.expected_tools[j].tool} now first)"


@defect("duplicate_call", "usage", "a call repeated with the same arguments right after itself")
def duplicate_call(spec: Spec, sc: Scenario, rng: random.Random):
    if not sc.expected_tools:
        return None
    i = rng.randrange(len(sc.expected_tools))
    data = data_of(sc)
    data["expected_tools"].insert(i + 1, data_of(sc)["expected_tools"][i])
    data["mock_outputs"].insert(i + 1, data_of(sc)["mock_outputs"][i])
    t = turn_of(sc, i)
    for k, turn in enumerate(data["conversation"]):
        turn["calls"] = sorted([c + 1 if c > i else c for c in turn["calls"]] + ([i + 1] if k == t else []))
    return data, t, f"call {i} ({sc.expected_tools[i].tool}) repeated"


@defect("mock_contradicts_call", "coherence", "a mock output that echoes a different value than the call sent")
def mock_contradicts_call(spec: Spec, sc: Scenario, rng: random.Random):
    """An output field outside any list (an echo of the request, not a result row) that is the
    argument (the same name, or its parent key and key together: `layer.name` for layer_name) and
    holds the value sent is changed: `set(key=a)` answered with `{"key": b}`."""
    from seer.judge.structural_text import norm_key

    options = []
    for i, call in enumerate(sc.expected_tools):
        if sc.mock_outputs[i].is_error:
            continue
        sent = {norm_key(k): v for k, v in call.arguments.items() if substantive(v)}
        for path, v in scalar_leaves(sc.mock_outputs[i].output):
            keys = [p for p in path if isinstance(p, str)]
            if not keys or any(isinstance(p, int) for p in path) or not substantive(v):
                continue
            named = {norm_key(keys[-1]), norm_key("".join(keys[-2:]))}
            if any(sent.get(k) == v for k in named):
                options.append((i, path, v))
    if not options:
        return None
    i, path, v = rng.choice(options)
    data = data_of(sc)
    new = perturb(v, rng)
    if path:
        set_at(data["mock_outputs"][i]["output"], path, new)
    else:
        data["mock_outputs"][i]["output"] = new
    return data, turn_of(sc, i), f"call {i} ({sc.expected_tools[i].tool}) output {'.'.join(map(str, path))}: {v!r} -> {new!r}"
