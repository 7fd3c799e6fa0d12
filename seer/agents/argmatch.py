"""Argument checking in the manner of BFCL's AST checker, deterministic.

For each argument the oracle names (or the agent sends): present when it must be, of a type the
tool's schema allows, and equal to the expected value or one of its `accept` alternatives after
normalisation (strings: whitespace collapsed, case-insensitive unless path- or URL-like; numbers:
int and float equal; lists in order; objects key by key). `None` among the alternatives lets the
argument be omitted; so does leaving out an argument whose expected value is the schema default.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Callable

from jsonschema import validators
from pydantic import BaseModel, Field

from seer.harness.model import ExpectedCall
from seer.spec.model import canonical_json

_MISSING = object()


class ArgCheck(BaseModel):
    score: float  # share of the argument names that are right (1.0 when there are none)
    exact: bool
    problems: list[str] = Field(default_factory=list)


def normalize_string(text: str) -> str:
    collapsed = " ".join(text.split())
    # paths, URLs and the like are case-sensitive; prose and names are not
    if "/" in collapsed or "\\" in collapsed or "://" in collapsed:
        return collapsed
    return collapsed.casefold()


def values_equal(expected: Any, got: Any) -> bool:
    if isinstance(expected, bool) or isinstance(got, bool):
        return isinstance(expected, bool) and isinstance(got, bool) and expected == got
    if isinstance(expected, (int, float)) and isinstance(got, (int, float)):
        return math.isclose(float(expected), float(got), rel_tol=1e-9, abs_tol=1e-12)
    if isinstance(expected, str) and isinstance(got, str):
        return normalize_string(expected) == normalize_string(got)
    if isinstance(expected, list) and isinstance(got, list):
        return len(expected) == len(got) and all(values_equal(e, g) for e, g in zip(expected, got))
    if isinstance(expected, dict) and isinstance(got, dict):
        return expected.keys() == got.keys() and all(values_equal(expected[k], got[k]) for k in expected)
    return expected is None and got is None


@lru_cache(maxsize=4096)
def _validator(schema_json: str):
    import json

    schema = json.loads(schema_json)
    cls = validators.validator_for(schema)
    return cls(schema)


def type_ok(value: Any, prop_schema: dict[str, Any] | None) -> bool:
    if not prop_schema:
        return True
    try:
        return _validator(canonical_json(prop_schema)).is_valid(value)
    except Exception:  # a schema jsonschema cannot use says nothing against the value
        return True


# (tool, argument name, expected value, given value) -> True when judged the same (semantic judge)
Equivalent = Callable[[str, str, Any, Any], bool]


def check_arguments(expected: ExpectedCall, got: dict[str, Any], input_schema: dict[str, Any],
                    equivalent: Equivalent | None = None) -> ArgCheck:
    props: dict[str, Any] = input_schema.get("properties") or {}
    accept = expected.accept or {}
    names = list(dict.fromkeys([*expected.arguments, *accept, *got]))
    problems: list[str] = []
    right = 0
    for name in names:
        problem = _check_one(name, expected.arguments.get(name, _MISSING), accept.get(name),
                             got.get(name, _MISSING), props, input_schema)
        if problem and problem.startswith("wrong value") and equivalent is not None \
                and equivalent(expected.tool, name, expected.arguments.get(name), got.get(name)):
            problem = None  # the semantic judge found the values equivalent
        if problem:
            problems.append(problem)
        else:
            right += 1
    score = right / len(names) if names else 1.0
    return ArgCheck(score=score, exact=not problems, problems=problems)


def _check_one(name: str, want: Any, alternatives: list[Any] | None, got: Any,
               props: dict[str, Any], input_schema: dict[str, Any]) -> str | None:
    prop = props.get(name)
    alternatives = alternatives or []
    default = prop.get("default", _MISSING) if isinstance(prop, dict) else _MISSING
    if got is _MISSING:
        if want is _MISSING or None in alternatives:
            return None
        if default is not _MISSING and values_equal(want, default):
            return None
        return f"missing argument {name!r}"
    if prop is None and props and input_schema.get("additionalProperties", True) is False:
        return f"unknown argument {name!r}"
    if not type_ok(got, prop):
        return f"argument {name!r} has the wrong type or shape"
    candidates = ([] if want is _MISSING else [want]) + [a for a in alternatives if a is not None]
    if want is _MISSING and not candidates:
        # an argument the oracle leaves out: fine only if it changes nothing
        if default is not _MISSING and values_equal(default, got):
            return None
        return f"unexpected argument {name!r}"
    if any(values_equal(c, got) for c in candidates):
        return None
    return f"wrong value for {name!r}"
