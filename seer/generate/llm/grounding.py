"""Grounding at the draft stage: where each later call's values come from, known before any mock.

A drafted call's value must be stated by the user or returned by an earlier call. The final check
(`seer.harness.checks.ungrounded_values`) sees that only after mocks and turns were paid for; the
real 1.5B model drafted `set(key="key2", expireSeconds=300)` after `get(key="key1")` ("an expiration
of 5 minutes") and `delete(key="[list]")` after a `list`, and three mock requests each could not
rescue them. Here, before the mocks stage:
- a placeholder (`[list]`, `<key>`, `{channel_id}`, `$prev`) is never a value;
- a value the user does not state needs an earlier call that can return it: a read, list, search
  or create tool (or one with an outputSchema) that does not itself take that argument (`get(key)`
  returns the key it was given, not another one), for an argument that can be handed on at all
  (a number that is no id, such as seconds or a limit, only the user can give: the symbolic
  profile's `linkable`; free text such as a file's content can be copied from a read).
`needed_values` says which earlier call is to return each such value: the mocks stage's example
output carries it (`shapes.example_outputs`), so the model copying the example copies it right.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from seer.harness import checks
from seer.spec.model import Spec

_PLACEHOLDER = re.compile(
    r"^\s*(?:[\[<{]\s*[A-Za-z_][\w .:/-]*[\]>}]|\$\{?[A-Za-z_][\w.\[\]]*\}?|\{\{.*\}\})\s*$"
    r"|\b(?:from|of|in) the (?:previous|earlier|above|last|first|prior) (?:call|step|output|result|response)\b"
    r"|\b(?:placeholder|result of (?:call|step)|output of (?:call|step)|step \d+ (?:output|result))\b", re.I)


@dataclass(frozen=True)
class Needed:
    """A value call `consumer` passes as `param` that the user does not state: call `producer` returns it."""

    consumer: int
    param: str
    value: Any
    producer: int


def is_placeholder(value: Any) -> bool:
    return isinstance(value, str) and bool(_PLACEHOLDER.search(value))


def _profiles(spec: Spec) -> dict[str, Any]:
    try:
        from seer.generate.llm.shapes import spec_profiles as profiles

        return profiles(spec)
    except Exception:  # noqa: BLE001 - the symbolic engine is optional here: no profile, no opinion
        return {}


def _returns_things(profile: Any, spec: Spec) -> bool:
    from seer.generate.symbolic.graph import CREATE_VERBS

    return bool(profile.read or profile.verb in CREATE_VERBS or profile.structured or spec.tool(profile.name).output_schema)


def producer_of(spec: Spec, calls: Sequence[Any], index: int, param: str, profiles: dict[str, Any] | None = None) -> int | None:
    """The nearest earlier call that can return call `index`'s `param`; None when none can. A
    parameter seer knows nothing about (no profile, a wrapper object) gets the benefit of the doubt."""
    profiles = _profiles(spec) if profiles is None else profiles
    consumer = profiles.get(calls[index].tool)
    spec_param = next((p for p in consumer.params if p.name == param), None) if consumer is not None else None
    if spec_param is None:
        return index - 1 if index else None
    from seer.generate.symbolic.graph import takes_same
    from seer.generate.symbolic.values import schema_type

    if not spec_param.linkable and schema_type(spec_param.core) in ("integer", "number", "boolean"):
        return None  # a quantity (seconds, a limit): only the user can say it; free text may be copied from a read
    for j in range(index - 1, -1, -1):
        p = profiles.get(calls[j].tool)
        if p is None:
            return j
        if _returns_things(p, spec) and not takes_same(p, spec_param):
            return j
    return None


def _unstated(spec: Spec, calls: Sequence[Any], text: str) -> list[tuple[int, str, str, Any]]:
    """(call, top-level parameter, JSON path, value) of later calls' values the user does not state."""
    out = []
    for i in range(1, len(calls)):
        tool = spec.tool(calls[i].tool)
        if tool is None:
            continue
        for path, value in checks.nontrivial_values(calls[i].arguments or {}, tool.input_schema):
            if not checks.found(value, text):
                out.append((i, re.split(r"[.\[]", path[2:], maxsplit=1)[0], path, value))
    return out


def stated_placeholders(spec: Spec, calls: Sequence[Any], text: str, start: int = 0) -> list[str]:
    """Placeholders the request itself states ("delete [LIST OF EXPIRED KEYS]"): stated, they pass the grounding
    check, and they are no more a value there (`start`: the index of calls[0] in the draft)."""
    from seer.harness.checks import found, nontrivial_values

    out = []
    for i, c in enumerate(calls, start):
        tool = spec.tool(c.tool)
        for path, value in nontrivial_values(c.arguments, tool.input_schema) if tool else ():
            if is_placeholder(value) and found(value, text):
                out.append(f"call {i} ({c.tool}) argument {path} = {value!r} is a placeholder, not a value: write the "
                           "concrete value a user would give, or take it from an earlier call that returns it")
    return out


def later_call_problems(spec: Spec, calls: Sequence[Any], text: str) -> list[str]:
    """What is wrong with the drafted later calls' values, worded for the model (`text`: the user's words, normalised)."""
    profiles = _profiles(spec)
    problems = []
    for i, param, path, value in _unstated(spec, calls, text):
        name = calls[i].tool
        if is_placeholder(value):
            problems.append(f"call {i} ({name}) argument {path} = {value!r} is a placeholder, not a value: write the "
                            "concrete value itself (a value an earlier call returns is written out here, and that "
                            "call's output will contain it)")
        elif producer_of(spec, calls, i, param, profiles) is None:
            problems.append(f"call {i} ({name}) argument {path} = {value!r} is not in user_instruction and no earlier "
                            "call returns it: state it in user_instruction, or take it from an earlier call that "
                            "lists or reads it")
    return problems


def needed_values(spec: Spec, calls: Sequence[Any], text: str) -> list[Needed]:
    """Later calls' values the user does not state, each with the earlier call that is to return it."""
    profiles = _profiles(spec)
    out = []
    for i, param, _path, value in _unstated(spec, calls, text):
        if is_placeholder(value):
            continue
        j = producer_of(spec, calls, i, param, profiles)
        if j is not None and param in (calls[i].arguments or {}):
            out.append(Needed(i, param, calls[i].arguments[param], j))
    return list({(n.consumer, n.param): n for n in out}.values())


def _names(problem: str, n: Needed) -> bool:
    return problem.startswith(f"call {n.consumer} (") and f" $.{n.param}" in problem


def need_lines(needed: Sequence[Needed], calls: Sequence[Any], ungrounded: Sequence[str]) -> list[str]:
    """The mocks prompt's list: each needed value with the call whose output is to hold it, then what
    seer cannot place, as the final check words it."""
    import json

    lines = [f"{json.dumps(n.value, ensure_ascii=False)[:200]} (call {n.consumer} {calls[n.consumer].tool}, argument "
             f"{n.param}): in the output of call {n.producer} ({calls[n.producer].tool})" for n in needed]
    return lines + [p for p in ungrounded if not any(_names(p, n) for n in needed)]


def where_to_put(problem: str, needed: Sequence[Needed], calls: Sequence[Any]) -> str:
    """An ungrounded-value problem with the call whose output is to hold the value."""
    n = next((n for n in needed if _names(problem, n)), None)
    return f"{problem}: put it in the output of call {n.producer} ({calls[n.producer].tool})" if n else problem
