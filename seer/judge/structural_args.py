"""Argument checks of the structural judge: the six sub-dimensions of one call (rubric.md, section 2).

Each check measures one thing and charges one sub-dimension; an ungrounded value is charged to
exactly one place (ordering, consistency, relevancy or value_accuracy, in that order). Scores here
are 0-1 per call; the judge averages calls and applies the cascade.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable

from jsonschema import FormatChecker
from jsonschema.validators import validator_for

from seer.judge.model import ARG_SUBDIMENSIONS
from seer.judge.structural_text import Knowledge, content_stems, implied, is_trivial_scalar, leaves, named
from seer.spec.model import Tool

_FORMATS = FormatChecker()


@dataclass
class ToolChecks:
    """A tool's schema, compiled once: per-property validators, required and allowed names."""

    properties: dict[str, dict[str, Any]]
    required: frozenset[str]
    open_names: bool  # additionalProperties allows names the schema does not list
    validators: dict[str, Callable[[Any], bool]]
    members: dict[str, list[Any]]  # enum/const values of each property (trivial: need no telling)

    @classmethod
    def compile(cls, tool: Tool) -> "ToolChecks":
        schema = tool.input_schema or {}
        props = schema.get("properties") or {}
        extra = schema.get("additionalProperties", not props)  # no properties listed: nothing to check names against
        # each property is checked by the root's validator evolved to its subschema, so a `$ref`
        # kept where a schema recurses (`#/$defs/node`, `#`) resolves against the whole schema
        root = validator_for(schema)(schema, format_checker=_FORMATS)
        validators = {}
        for name, sub in props.items():
            validators[name] = root.evolve(schema=sub if isinstance(sub, dict) else {}).is_valid
        members = {name: enum_members(sub) for name, sub in props.items()}
        return cls(props, frozenset(schema.get("required") or ()), extra is not False, validators, members)


@dataclass
class CallVerdict:
    """One call's sub-dimension scores (0-1, before the cascade) and what lowered them."""

    scores: dict[str, float] = field(default_factory=lambda: dict.fromkeys(ARG_SUBDIMENSIONS, 1.0))
    out_of_order: list[str] = field(default_factory=list)  # arguments that use a later call's output
    notes: dict[str, list[str]] = field(default_factory=dict)

    def note(self, dim: str, text: str) -> None:
        self.notes.setdefault(dim, []).append(text)


def _type_score(check: Callable[[Any], bool], value: Any, strict: bool) -> float:
    """1 if the value validates; lenient: 0.5 for a value one coercion away (the string "5" for 5)."""
    if check(value):
        return 1.0
    if strict:
        return 0.0
    try:
        if isinstance(value, str) and check(json.loads(value)):
            return 0.5
    except ValueError:
        pass
    if isinstance(value, (int, float)) and not isinstance(value, bool) and check(str(value)):
        return 0.5
    return 0.0


def enum_members(schema: Any) -> list[Any]:
    """Every enum and const value anywhere in a property's schema (items, anyOf branches, ...)."""
    out: list[Any] = []
    if isinstance(schema, dict):
        out += list(schema.get("enum") or ())
        if "const" in schema:
            out.append(schema["const"])
        for v in schema.values():
            if isinstance(v, (dict, list)):
                out += enum_members(v)
    elif isinstance(schema, list):
        for v in schema:
            out += enum_members(v)
    return out


def _trivial(value: Any, prop: dict[str, Any], members: list[Any]) -> bool:
    """Values an agent can pick without being told (rubric: never charged to value_accuracy)."""
    if is_trivial_scalar(value) or ("default" in prop and value == prop["default"]):
        return True
    return bool(members) and all(is_trivial_scalar(x) or x in members for x in leaves(value))


def grounded(value: Any, known: Knowledge, strict: bool, members: list[Any] = ()) -> float:
    """How far an agent could know this value at this point: 1 known, 0.5 reformatted (lenient), 0 not.
    Trivial leaves and enum members are skipped (they need no telling)."""
    scores = []
    for leaf in leaves(value):
        if is_trivial_scalar(leaf) or (members and leaf in members):
            continue
        if isinstance(leaf, (int, float)):
            scores.append(1.0 if known.knows_number(float(leaf)) else 0.0)
        else:
            scores.append(known.knows_string(str(leaf)))
    if not scores:
        return 1.0
    score = min(scores) if strict else sum(scores) / len(scores)
    return 0.0 if strict and score < 1.0 else score


def _ratio(bad: float, total: int, strict: bool) -> float:
    if total == 0 or bad <= 0:
        return 1.0
    return 0.0 if strict else max(0.0, 1.0 - bad / total)


def check_call(tool: Tool, checks: ToolChecks, arguments: dict[str, Any], known: Knowledge,
               later: Callable[[Any], bool], asked: set[str], told: set[str], strict: bool) -> CallVerdict:
    """Score one call's arguments against its tool's schema and what the agent knows before it.

    `known`: user turns so far and earlier mock outputs; `later(value)`: whether a later call's
    output holds the value; `asked`: content stems of this turn's user text, less the words of the
    argument names its calls already use (what it still asks for); `told`: content stems of all
    user turns so far (concepts the user has named).
    """
    out = CallVerdict()
    asked = asked - content_stems(tool.name)  # naming the tool is not asking for one of its options
    names = list(arguments)
    invalid = [n for n in names if n not in checks.properties and not checks.open_names]
    valid = [n for n in names if n not in invalid]
    for n in invalid:
        out.note("name_validity", f"{tool.name}: no parameter {n!r}")

    # type_correctness: each value against its property's schema (precompiled validator)
    type_scores: dict[str, float] = {}
    for n in valid:
        check = checks.validators.get(n)
        type_scores[n] = 1.0 if check is None else _type_score(check, arguments[n], strict)
        if type_scores[n] < 1.0:
            out.note("type_correctness", f"{tool.name}.{n}={arguments[n]!r} does not fit its schema")

    # completeness: required arguments, and optional ones whose concept the user named
    missing = [r for r in sorted(checks.required) if r not in arguments]
    wanted = [p for p in checks.properties if p not in arguments and p not in checks.required and implied(p, asked)]
    for n in missing:
        out.note("completeness", f"{tool.name}: required {n!r} missing")
    for n in wanted:
        out.note("completeness", f"{tool.name}: the request implies optional {n!r}, absent")
    needed = len(checks.required) + len(wanted)

    # value_accuracy / consistency / relevancy / ordering: where each non-trivial value comes from
    value_scores: list[float] = []
    chain_scores: list[float] = []
    irrelevant = 0
    for n in valid:
        if type_scores[n] == 0.0:
            continue  # a value of the wrong type is a type defect only (the cascade does the rest)
        value, prop = arguments[n], checks.properties.get(n) or {}
        optional = n not in checks.required
        was_named = named(n, told)
        carried = known.carried_key(n)
        members = checks.members.get(n) or []
        if _trivial(value, prop, members):
            if (optional and not was_named and "default" in prop and value != prop["default"]
                    and not (isinstance(value, str) and known.knows_string(value) >= 1.0)):
                irrelevant += 1  # changes a default the user never asked to change
                out.note("relevancy", f"{tool.name}.{n}={value!r} changes the default unasked")
            continue
        g = grounded(value, known, strict, members)
        if g >= 1.0:
            if carried is not None:
                chain_scores.append(1.0)
            value_scores.append(1.0)
        elif later(value):
            out.out_of_order.append(n)
        elif carried is not None:
            chain_scores.append(g)
            out.note("consistency", f"{tool.name}.{n}={value!r} differs from the earlier output's {carried!r}")
        elif optional and not was_named:
            irrelevant += 1
            out.note("relevancy", f"{tool.name}.{n}={value!r}: not asked for")
        else:
            value_scores.append(g)
            out.note("value_accuracy", f"{tool.name}.{n}={value!r} is not in the request nor in earlier outputs")

    s = out.scores
    s["name_validity"] = _ratio(len(invalid), len(names), strict)
    s["type_correctness"] = _ratio(sum(1.0 - t for t in type_scores.values()), len(type_scores), strict)
    s["completeness"] = _ratio(len(missing) + len(wanted), needed, strict)
    s["value_accuracy"] = _ratio(sum(1.0 - v for v in value_scores), len(value_scores), strict)
    s["relevancy"] = _ratio(irrelevant, len(valid), strict)
    s["consistency"] = _ratio(sum(1.0 - c for c in chain_scores), len(chain_scores), strict)
    return out
