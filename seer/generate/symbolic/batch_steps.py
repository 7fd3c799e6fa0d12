"""A tool that runs other tools of its server in one round trip (batch_execute(steps=[{tool, arguments}])) names tools
the server has, with arguments those tools take: never "search-tool" and "mobile-tool" with a label of "bug"."""

from __future__ import annotations

import random
from typing import Any

from seer import kinds
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.values import ValueMaker, fits, schema_type

# the steps people batch, in the order a page is used: open it, fill a field, act on it, wait for the result
_ORDER = (("navigate", "goto", "open"), ("input", "type", "fill"), ("select",), ("click", "press", "hover"), ("wait", "verify"))


def _step_tools(p: Profile, n: int, rng: random.Random) -> list[str]:
    picked = []
    for verbs in _ORDER:
        names = sorted(name for name in p.peers if name != p.name and words(name)[:1] and words(name)[0] in verbs
                       and "batch" not in words(name))
        if names:
            picked.append(rng.choice(names))
    if len(picked) > n:  # keep the first step (it opens the page) and the others in their order
        keep = sorted(rng.sample(range(1, len(picked)), n - 1))
        picked = [picked[0], *(picked[i] for i in keep)]
    return picked


def _step_arguments(tool: Any, value_schema: dict, rng: random.Random) -> dict[str, Any]:
    """The step's tool's required arguments, as the batch takes them (strings when its arguments map holds strings)."""
    schema = tool.input_schema if isinstance(tool.input_schema, dict) else {}
    maker = ValueMaker(rng, None, 0.0, context=(tool.name, tool.description))
    maker.arguments = True
    made = maker.make(schema)
    made = made if isinstance(made, dict) else {}
    out: dict[str, Any] = {}
    for name in schema.get("required") or []:
        if name not in made or name == "expectation":
            continue
        value = made[name]
        if schema_type(value_schema) == "string" and not isinstance(value, str):
            value = str(value).lower() if isinstance(value, bool) else str(value)
        typing = words(tool.name)[:1] and words(tool.name)[0] in _ORDER[1]
        if name in ("text", "value") and isinstance(value, str) and typing:
            value = kinds.make("field_value", rng)  # a batch's input_text types what a field takes, not a chat line
        if not fits(value_schema, value):
            return {}
        out[name] = value
    return out


def fit_batch_steps(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    for param in p.params:
        steps = param.get(args)
        item = param.item_schema if isinstance(param.item_schema, dict) else {}
        props = item.get("properties") or {}
        if param.name in forced or not isinstance(steps, list) or not {"tool", "arguments"} <= set(props):
            continue
        value_schema = props["arguments"].get("additionalProperties")
        value_schema = value_schema if isinstance(value_schema, dict) else {}
        tools = _step_tools(p, max(2, min(len(steps), 3)), rng)
        if len(tools) < 2:
            return
        made = []
        for k, name in enumerate(tools):
            step = dict(steps[min(k, len(steps) - 1)])
            step["tool"] = name
            step["arguments"] = _step_arguments(p.peers[name], value_schema, rng)
            made.append(step)
        if fits(param.schema, made):
            param.put(args, made)
