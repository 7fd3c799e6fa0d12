"""A harness as a BFCL (Berkeley Function Calling Leaderboard) v3 multi-turn test category.

Two JSON-lines files, joined on `id`, as BFCL keeps them:
- `<name>.json`: {"id", "question": one list of messages per turn, "function": the function docs,
  "involved_classes": [], "initial_config": {}, "path": the expected tools in order}
- `possible_answer/<name>.json`: {"id", "ground_truth": one list of Python call strings per turn}
BFCL decodes ground truth with Python's `ast`, so names are made Python identifiers and values
Python literals. BFCL runs real classes for multi-turn state; seer's mocks and the original tool
names ride along under "seer" for tools that want them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterable

from seer.harness.io import write_jsonl
from seer.harness.model import Scenario
from seer.spec.model import Spec

_NOT_IDENT = re.compile(r"[^A-Za-z0-9_]")
# JSON Schema type -> the type names BFCL's function docs use
_TYPES = {"object": "dict", "number": "float", "integer": "integer", "string": "string",
          "boolean": "boolean", "array": "array", "null": "null"}


def python_name(name: str) -> str:
    ident = _NOT_IDENT.sub("_", name)
    return ident if ident and not ident[0].isdigit() else f"t_{ident}"


def python_names(names: list[str]) -> dict[str, str]:
    """Tool name -> a Python identifier, unique within the spec (db.query and db_query both exist)."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        ident, n = python_name(name), 2
        while ident in taken:
            ident, n = f"{python_name(name)}_{n}", n + 1
        taken.add(ident)
        out[name] = ident
    return out


def bfcl_schema(schema: Any) -> Any:
    """JSON Schema with BFCL's type names (object -> dict, number -> float), recursively."""
    if isinstance(schema, dict):
        out = {k: bfcl_schema(v) for k, v in schema.items()}
        t = schema.get("type")
        if isinstance(t, str):
            out["type"] = _TYPES.get(t, t)
        elif isinstance(t, list):
            out["type"] = [_TYPES.get(x, x) for x in t]
        return out
    if isinstance(schema, list):
        return [bfcl_schema(v) for v in schema]
    return schema


def function_doc(spec: Spec, name: str, ident: str) -> dict[str, Any]:
    tool = spec.tool(name)
    params = dict(tool.input_schema)
    params.setdefault("type", "object")
    params.setdefault("properties", {})
    return {"name": ident, "description": tool.description, "parameters": bfcl_schema(params)}


def call_string(ident: str, arguments: dict[str, Any]) -> str:
    """`tool(a='x', n=1)`: Python syntax, values as Python literals (what BFCL's ast decoder reads).
    Argument names that are not identifiers are made so (BFCL cannot spell them otherwise)."""
    args = ", ".join(f"{python_name(k)}={v!r}" for k, v in arguments.items())
    return f"{ident}({args})"


def entry(spec: Spec, s: Scenario, idents: dict[str, str] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    idents = idents or python_names(spec.tool_names)
    question = [[{"role": "user", "content": turn.user}] for turn in s.conversation]
    ground = [[call_string(idents[c.tool], c.arguments) for c in s.turn_calls(k)] for k in range(len(s.conversation))]
    data = {"id": s.id, "question": question, "function": [function_doc(spec, n, i) for n, i in idents.items()],
            "involved_classes": [], "initial_config": {}, "path": [idents[c.tool] for c in s.expected_tools],
            "seer": {"spec": s.spec, "tier": s.tier, "kind": s.kind, "title": s.title,
                     "tool_names": {i: n for n, i in idents.items()},
                     "mock_outputs": [m.model_dump(mode="json") for m in s.mock_outputs]}}
    return data, {"id": s.id, "ground_truth": ground}


def export_bfcl(spec_by_name: dict[str, Spec], scenarios: Iterable[Scenario], out: str | Path,
                name: str = "BFCL_v3_multi_turn_seer") -> list[Path]:
    out = Path(out)
    idents = {name: python_names(spec.tool_names) for name, spec in spec_by_name.items()}
    pairs = [entry(spec_by_name[s.spec], s, idents[s.spec]) for s in scenarios]
    data_path, answer_path = out / f"{name}.json", out / "possible_answer" / f"{name}.json"
    write_jsonl(data_path, [d for d, _ in pairs])
    write_jsonl(answer_path, [a for _, a in pairs])
    return [data_path, answer_path]


def decode_call(text: str) -> tuple[str, dict[str, Any]]:
    """Parse one ground-truth string back, as BFCL's checker does (ast, literal values)."""
    import ast

    node = ast.parse(text, mode="eval").body
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        raise ValueError(f"not a call: {text!r}")
    return node.func.id, {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}
