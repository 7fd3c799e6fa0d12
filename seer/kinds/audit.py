"""How real a harness's values are, measured with the catalogue (issue #12's value checks):

- plausibility: of argument leaves and mock fields whose inferred kind is well known, the share
  that looks like its kind (enum/const/default members are the spec's own words: not counted);
- path leaks: filesystem paths ("/home/...", "~/...", "C:\\...") in fields that name no path;
- entity agreement: a call's scalar argument `k=v` that names something (not content: a body,
  a query, a script) and its (non-error) mock carrying key `k` in
  the record it returns (the top object and nested objects, plus each item of a listing):
  the share where the mock holds `v` there (or, for a result written as text lines, contains it).

Used by the tests, the engines' own checks and the judges; returns plain counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from seer.harness.checks import objects
from seer.kinds import KINDS, WELL_KNOWN, infer, plausible

PATH_KINDS = frozenset({"json_path", "api_path", "file_path", "dir_path", "filename", "url", "glob", "xpath", "regex", "json", "script", "body",
                        "text", "message", "search_query", "css_selector", "container_image", "repo", "repo_file", "file_content", "base64"})
_PATHLIKE = re.compile(r"^(/(home|Users|usr|var|tmp|etc|opt|srv|mnt|data|root|workspace|projects)\b|~/|[A-Za-z]:\\)")


@dataclass
class Audit:
    arg_checked: int = 0
    arg_plausible: int = 0
    mock_checked: int = 0
    mock_plausible: int = 0
    path_leaks: int = 0
    entity_pairs: int = 0
    entity_agree: int = 0
    failures: list[tuple[str, str, str, Any]] = field(default_factory=list)  # (where, field, kind, value)

    @property
    def arg_share(self) -> float | None:
        return self.arg_plausible / self.arg_checked if self.arg_checked else None

    @property
    def mock_share(self) -> float | None:
        return self.mock_plausible / self.mock_checked if self.mock_checked else None

    @property
    def agreement(self) -> float | None:
        return self.entity_agree / self.entity_pairs if self.entity_pairs else None


def _spec_words(schema: dict) -> set:
    out = set(map(str, schema.get("enum") or []))
    for key in ("const", "default"):
        if key in schema:
            out.add(str(schema[key]))
    return out


def _fields(value: Any, schema: Any, name: str = "") -> Iterator[tuple[str, dict, Any]]:
    """(field name, its schema, scalar value) for each scalar leaf, with the nearest key's name."""
    schema = schema if isinstance(schema, dict) else {}
    for key in ("anyOf", "oneOf"):
        branches = [b for b in schema.get(key) or [] if isinstance(b, dict) and b.get("type") != "null"]
        if len(branches) == 1:
            schema = {**{k: v for k, v in schema.items() if k != key}, **branches[0]}
    if isinstance(value, dict):
        props = schema.get("properties") or {}
        for k, v in value.items():
            sub = props.get(k)
            if sub is None and isinstance(schema.get("additionalProperties"), dict):
                sub = schema["additionalProperties"]
            yield from _fields(v, sub or {}, k)
    elif isinstance(value, list):
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
        for v in value:
            yield from _fields(v, items, name)
    elif value is not None and name:
        yield name, schema, value


def audit(spec: Any, scenarios: Iterable[Any], keep: int = 50) -> Audit:
    out = Audit()
    for s in scenarios:
        for call, mock in zip(s.expected_tools, s.mock_outputs):
            tool = spec.tool(call.tool)
            if tool is None:
                continue
            ctx = dict(tool_name=tool.name, tool_description=tool.description)
            if mock.is_error:
                continue  # a call that fails may carry the user's slip on purpose (an unbalanced bracket)
            for name, schema, value in _fields(call.arguments, tool.input_schema):
                _check(out, f"{s.id} {tool.name} arg", name, schema, value, ctx, "arg", keep)
            for name, schema, value in _fields(mock.output, tool.output_schema or {}):
                _check(out, f"{s.id} {tool.name} mock", name, schema or {"type": _json_type(value)}, value, ctx, "mock", keep)
            _agreement(out, call.arguments, mock.output, s.id, tool, keep)
    return out


def _json_type(value: Any) -> str:
    return {bool: "boolean", int: "integer", float: "number", str: "string"}.get(type(value), "string")


def _check(out: Audit, where: str, name: str, schema: dict, value: Any, ctx: dict, side: str, keep: int) -> None:
    if str(value) in _spec_words(schema) or isinstance(value, bool):
        return
    if not schema.get("type"):
        schema = {**schema, "type": _json_type(value)}
    kind = infer(name, schema, **ctx)
    if isinstance(value, str) and _PATHLIKE.match(value) and kind not in PATH_KINDS:
        out.path_leaks += 1
        if len(out.failures) < keep:
            out.failures.append((where, name, f"path in {kind}", value))
    if kind not in WELL_KNOWN:
        return
    ok = plausible(kind, value)
    if side == "arg":
        out.arg_checked += 1
        out.arg_plausible += ok
    else:
        out.mock_checked += 1
        out.mock_plausible += ok
    if not ok and len(out.failures) < keep:
        out.failures.append((where, name, kind, value))


def _norm(v: Any) -> str:
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return str(v).strip().lower()


# argument kinds that carry content rather than name an entity (not counted for agreement)
CONTENT_KINDS = frozenset({"test_plan", "question", "kv_pattern", "place_query", "body", "message", "text", "search_query", "file_content", "json", "sql", "sql_ddl", "sql_dml",
                           "script", "jql", "cql"})


def _agreement(out: Audit, args: dict, output: Any, sid: str, tool: Any, keep: int) -> None:
    if not isinstance(args, dict):
        return
    nodes = objects(output)  # the top object, nested objects, and each listed item
    props = tool.input_schema.get("properties") or {}
    for k, v in args.items():
        if isinstance(v, (dict, list)) or v is None or isinstance(v, bool):
            continue
        sub = props.get(k) if isinstance(props.get(k), dict) else {"type": _json_type(v)}
        if infer(k, sub, tool_name=tool.name, tool_description=tool.description) in CONTENT_KINDS:
            continue
        held = [n[k] for n in nodes if k in n and not isinstance(n[k], (dict, list))]
        if not held:
            continue
        out.entity_pairs += 1
        if any(_norm(h) == _norm(v) or (isinstance(h, str) and "\n" in h and _norm(v) in _norm(h)) for h in held):
            out.entity_agree += 1
        elif len(out.failures) < keep:
            out.failures.append((f"{sid} {tool.name} agreement", k, f"arg {v!r}", held[0]))


__all__ = ["Audit", "KINDS", "audit"]
