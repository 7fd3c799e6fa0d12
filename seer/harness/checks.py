"""Property checks every harness must pass, whatever engine wrote it (ARCHITECTURE.md).

Each check returns a list of problems (strings); an empty list means the record passes. The
symbolic engine and the LLM engine call these at their validation boundaries; the metrics
module counts them over a whole harness.

Grounding, as checked here (`ungrounded_values`):
- non-trivial values are argument leaves (recursing into arrays and objects) that are not
  booleans, null, empty strings, enum/const members or schema defaults of their schema node;
- what an agent knows before call i: the user turns up to and including the turn of call i,
  and every key and leaf of the mock outputs of calls 0..i-1 (error mocks included: an agent
  reads error text too);
- normalisation: lower case, runs of whitespace collapsed to one space; numbers are written as
  text (integral floats as integers: 5.0 -> "5"); a value is found when it occurs in that text
  bounded by non-alphanumeric characters (so "12" is not found inside "3120");
- a path-like value (containing "/" or "\\") not found whole is grounded when each of its
  segments is found (a folder the user named joined with a file name a listing returned).
- a wildcard pattern (`user:*`, `*session*`, `prefix_%`) not found whole is grounded when each
  of its literal parts is found ("keys starting with user:"): nobody types the `*`; a pattern
  with no literal part (a bare `*`) is not.

Error mocks (`is_error: true`) are exempt from outputSchema: an MCP tool error is a result with
`isError` and error text, which carries no structured content for the schema to describe.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable, Iterator

from jsonschema import FormatChecker, validators

from seer.harness.model import ExpectedCall, MockOutput, Scenario
from seer.spec.model import Spec, canonical_json

_SEGMENTS = re.compile(r"[\\/]+")
_WILDCARD = re.compile(r"[*%]+")  # glob and SQL LIKE wildcards ('?' is left out: it ends questions)
_EDGE = re.compile(r"^[^0-9a-z]+|[^0-9a-z]+$")


@lru_cache(maxsize=4096)
def _validator(schema_json: str):
    import json

    schema = json.loads(schema_json)
    cls = validators.validator_for(schema)
    return cls(schema, format_checker=FormatChecker())


def schema_errors(schema: dict[str, Any], value: Any) -> list[str]:
    """JSON Schema problems of `value`, each with its JSON path ($.a.b[0])."""
    out = []
    for err in sorted(_validator(canonical_json(schema)).iter_errors(value), key=lambda e: list(map(str, e.absolute_path))):
        out.append(f"{err.json_path}: {err.message[:200]}")
    return out


def check_call(spec: Spec, call: ExpectedCall) -> list[str]:
    """Unknown tool, or arguments invalid against the tool's inputSchema."""
    tool = spec.tool(call.tool)
    if tool is None:
        return [f"unknown tool {call.tool!r}"]
    return [f"{call.tool} arguments {p}" for p in schema_errors(tool.input_schema, call.arguments)]


def check_mock(spec: Spec, call: ExpectedCall, mock: MockOutput) -> list[str]:
    """Mock output invalid against outputSchema (when the tool has one; error mocks exempt)."""
    tool = spec.tool(call.tool)
    if tool is None or tool.output_schema is None or mock.is_error:
        return []
    return [f"{call.tool} mock output {p}" for p in schema_errors(tool.output_schema, mock.output)]


# ---- grounding -------------------------------------------------------------------------

def norm_text(value: Any) -> str:
    """The text form a value is searched by (see module docstring)."""
    if type(value) is str:
        return _norm_str(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return " ".join(str(value).lower().split())


@lru_cache(maxsize=1 << 16)
def _norm_str(value: str) -> str:  # the same values and keys are searched thousands of times a run
    return " ".join(value.lower().split())


def leaves(value: Any, keys: bool = False) -> list[Any]:
    """Scalar leaves of a JSON value (and the keys of its objects when `keys`), in document order. A list, built by
    one walk: the harness walks every mock this way many times a run, and chained generators cost three times more."""
    out: list[Any] = []
    _collect(value, keys, out.append)
    return out


def _collect(value: Any, keys: bool, add: Callable[[Any], None]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            if keys:
                add(k)
            if isinstance(v, (dict, list)):
                _collect(v, keys, add)
            elif v is not None:
                add(v)
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, (dict, list)):
                _collect(v, keys, add)
            elif v is not None:
                add(v)
    elif value is not None:
        add(value)


def objects(value: Any) -> list[dict]:
    """Every object in a JSON value, itself first, depth first (the same order for two values of one shape)."""
    out: list[dict] = []
    _objects(value, out.append)
    return out


def _objects(value: Any, add: Callable[[dict], None]) -> None:
    if isinstance(value, dict):
        add(value)
        for v in value.values():
            if isinstance(v, (dict, list)):
                _objects(v, add)
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, (dict, list)):
                _objects(v, add)


def record_lists(value: Any) -> Iterator[list[dict]]:
    """Every list of two or more records in a JSON value, nested ones too (what a later call picks one from)."""
    if isinstance(value, dict):
        for v in value.values():
            yield from record_lists(v)
    elif isinstance(value, list):
        elems = [e for e in value if isinstance(e, dict)]
        if len(elems) >= 2:
            yield elems
        for v in value:
            yield from record_lists(v)


def keyed_leaves(value: Any, key: str | None = None) -> Iterator[tuple[str | None, Any]]:
    """(nearest key, scalar) pairs of a JSON value."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from keyed_leaves(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from keyed_leaves(v, key)
    else:
        yield key, value


def found(value: Any, text: str) -> bool:
    """`value` occurs in normalised `text`, bounded by non-alphanumerics; paths by segments."""
    needle = norm_text(value)
    if not needle:
        return True
    if _bounded(needle, text):
        return True
    if isinstance(value, str) and ("/" in value or "\\" in value):
        parts = [p for p in _SEGMENTS.split(needle) if p]
        if parts and all(_bounded(p, text) for p in parts):
            return True
    if isinstance(value, str) and _WILDCARD.search(value):
        return pattern_found(needle, text)
    return False


def pattern_found(needle: str, text: str) -> bool:
    """Every literal part of a wildcard pattern occurs in `text` (its separators at the wildcard
    side may be left out: 'prefix_*' is stated by "keys starting with prefix")."""
    parts = [p for p in _WILDCARD.split(needle) if p.strip()]
    if not parts:
        return False
    for part in parts:
        core = _EDGE.sub("", part)
        if len(core) < 2 or not (_bounded(part.strip(), text) or _bounded(core, text)):
            return False
    return True


def _bounded(needle: str, text: str) -> bool:
    """`needle` occurs with no letter or digit beside it; a number also not inside a longer
    number-like token ("23" is not found in "2024-03-23", "v1.23.4" or "10:23")."""
    numeric = needle.replace(".", "", 1).lstrip("-").isdigit()
    start = text.find(needle)
    while start >= 0:
        end = start + len(needle)
        before_ok = start == 0 or not text[start - 1].isalnum()
        after_ok = end == len(text) or not text[end].isalnum()
        if numeric and before_ok and after_ok:
            before_ok = not (start >= 2 and text[start - 1] in ".-:/_" and text[start - 2].isalnum())
            after_ok = not (end + 1 < len(text) and text[end] in ".-:/_" and text[end + 1].isalnum())
        if before_ok and after_ok:
            return True
        start = text.find(needle, start + 1)
    return False


def _trivial(schema: dict[str, Any] | None) -> list[Any]:
    """enum/const/default values of a schema node and its anyOf/oneOf/allOf branches."""
    if not isinstance(schema, dict):
        return []
    out = list(schema.get("enum") or [])
    for key in ("const", "default"):
        if key in schema:
            out.append(schema[key])
    for key in ("anyOf", "oneOf", "allOf"):
        for branch in schema.get(key) or []:
            out.extend(_trivial(branch))
    return out


def _branches(schema: Any) -> list[dict[str, Any]]:
    if not isinstance(schema, dict):
        return []
    out = [schema]
    for key in ("anyOf", "oneOf", "allOf"):
        for branch in schema.get(key) or []:
            out.extend(_branches(branch))
    return out


def _child(schema: Any, key: str | None) -> dict[str, Any]:
    """The schema of an object property (key) or of array items (key None), over all branches."""
    merged: dict[str, Any] = {"anyOf": []}
    for b in _branches(schema):
        if key is None:
            sub = b.get("items")
        else:
            sub = (b.get("properties") or {}).get(key)
            if sub is None and isinstance(b.get("additionalProperties"), dict):
                sub = b["additionalProperties"]
        if isinstance(sub, dict):
            merged["anyOf"].append(sub)
    return merged


def nontrivial_values(arguments: Any, schema: dict[str, Any] | None) -> Iterator[tuple[str, Any]]:
    """(JSON path, value) of every non-trivial leaf of `arguments` under `schema`."""
    def walk(value: Any, sch: Any, path: str) -> Iterator[tuple[str, Any]]:
        if isinstance(value, dict):
            for k, v in value.items():
                yield from walk(v, _child(sch, k), f"{path}.{k}")
        elif isinstance(value, list):
            for i, v in enumerate(value):
                yield from walk(v, _child(sch, None), f"{path}[{i}]")
        elif value is None or isinstance(value, bool) or value in ("", "{}", "[]"):
            return  # an empty JSON string (kwargs="{}") says nothing anyone must be told
        elif any(value == t and type(value) is type(t) or (_num(value) and _num(t) and value == t) for t in _trivial(sch)):
            return
        else:
            yield path, value

    yield from walk(arguments, schema or {}, "$")


def _num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def known_text(scenario: Scenario, call_index: int) -> str:
    """What an agent can know when it makes call `call_index` (see module docstring)."""
    turn = next((t for t, turn in enumerate(scenario.conversation) if call_index in turn.calls), len(scenario.conversation) - 1)
    parts = [turn.user for turn in scenario.conversation[: turn + 1]]
    for mock in scenario.mock_outputs[:call_index]:
        parts.extend(leaves(mock.output, keys=True))
    return "\n".join(norm_text(p) for p in parts)


def ungrounded_values(scenario: Scenario, call_index: int, spec: Spec | None = None) -> list[str]:
    """Non-trivial argument values of call `call_index` that an agent could not know at that point.

    With `spec`, enum members, const and defaults of the tool's inputSchema count as trivial;
    without it only booleans, null and empty strings do.
    """
    call = scenario.expected_tools[call_index]
    tool = spec.tool(call.tool) if spec is not None else None
    text = known_text(scenario, call_index)
    return [f"call {call_index} ({call.tool}) {path} = {value!r} is not in the user turns so far nor in earlier mock outputs"
            for path, value in nontrivial_values(call.arguments, tool.input_schema if tool else None)
            if not found(value, text)]


_TOKEN_SPLIT = re.compile(r"[\s,;()\[\]{}\"'<>|]+")


_DIFF_FILE = re.compile(r"^\+\+\+ b/(\S+)$", re.M)


def concrete_values(output: Any) -> Iterator[Any]:
    """Values a user could cite from a mock output: its scalar leaves (not booleans, 2+ chars);
    from a long or multi-line text leaf, also each line, the value after "key: " on a line, and
    each token holding a digit or one of
    ./_-:@# (a path, id, date or count inside a listing that a tool returned as text)."""
    for v in leaves(output):
        if isinstance(v, bool) or len(norm_text(v)) < 2:
            continue
        yield v
        if isinstance(v, str) and (len(v) > 80 or "\n" in v):
            for line in v.splitlines():
                line = line.strip()
                if 2 <= len(line) <= 80:
                    yield line
                    key, sep, rest = line.partition(": ")
                    if sep and len(rest.strip()) >= 2 and " " not in key.strip("- "):
                        yield rest.strip()  # "status: merged" -> "merged"
                        inner = rest.strip().rstrip(",").strip('"')
                        if inner != rest.strip() and len(inner) >= 2:
                            yield inner  # a line of JSON text: '"name": "components",' -> "components"
            for tok in _TOKEN_SPLIT.split(v):
                tok = tok.strip(".:-")
                if len(tok) >= 3 and any(c.isdigit() or c in "./_-:@#" for c in tok):
                    yield tok
            yield from _DIFF_FILE.findall(v)  # a diff's file, as a person names it (src/app.py, not b/src/app.py)


def cited_mock_values(scenario: Scenario, turn: int) -> list[Any]:
    """Concrete values from mock outputs of earlier turns that the user text of `turn` names."""
    earlier = [i for t in scenario.conversation[:turn] for i in t.calls]
    text = norm_text(scenario.conversation[turn].user)
    out = []
    for i in earlier:
        for v in concrete_values(scenario.mock_outputs[i].output):
            if v not in out and found(v, text):
                out.append(v)
    return out


def check_scenario(spec: Spec, scenario: Scenario) -> list[str]:
    """Every check for one record. Later turns must cite an earlier mock value whenever earlier
    turns produced mock outputs (a missing_info follow-up turn, after no call, cannot)."""
    problems: list[str] = []
    for i, (call, mock) in enumerate(zip(scenario.expected_tools, scenario.mock_outputs)):
        call_problems = check_call(spec, call)
        problems.extend(f"call {i}: {p}" for p in call_problems)
        problems.extend(f"call {i}: {p}" for p in check_mock(spec, call, mock))
        if not call_problems:
            problems.extend(ungrounded_values(scenario, i, spec))
    for t in range(1, len(scenario.conversation)):
        if any(scenario.conversation[u].calls for u in range(t)) and not cited_mock_values(scenario, t):
            problems.append(f"turn {t}: user text cites no concrete value from earlier mock outputs")
    problems.extend(_kind_problems(scenario))
    return problems


def _kind_problems(s: Scenario) -> list[str]:
    if s.kind == "no_tool" and (s.expected_tools or len(s.conversation) != 1):
        return ["no_tool scenario must have no expected calls and one turn"]
    if s.kind == "missing_info" and (len(s.conversation) < 2 or s.conversation[0].calls):
        return ["missing_info scenario must open with a turn without calls, answered in a later turn"]
    if s.kind == "error" and not any(m.is_error for m in s.mock_outputs):
        return ["error scenario has no mock output with is_error"]
    if s.kind != "error" and any(m.is_error for m in s.mock_outputs):
        return [f"{s.kind} scenario has an error mock; only kind 'error' may"]
    if s.kind in ("normal", "error") and not s.expected_tools:
        return [f"{s.kind} scenario has no expected calls"]
    return []
