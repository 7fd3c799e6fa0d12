"""A harness as BFCL (Berkeley Function Calling Leaderboard, bfcl-eval) single-turn AST categories.

What BFCL can check, and what it cannot:
- a single-turn scenario with one call -> `seer_multiple` (pick the right function among the
  spec's tools and fill its arguments; BFCL's `multiple_function_checker`);
- a single-turn scenario with several calls that are all known from the prompt ->
  `seer_parallel_multiple` (BFCL's checker matches the calls in any order, where seer checks order);
- a scenario whose right answer is no call -> `seer_irrelevance` (BFCL: any call fails it);
- NOT exported: multi-turn scenarios (BFCL's multi-turn checker executes its own Python classes,
  listed in its package, and compares their state; seer's mocks are not among them and the checker
  cannot load others), and single-turn chains whose later call needs an earlier call's output
  (BFCL's single-turn format gets one model answer, with no tool results in between). Their ids
  and reasons are in `seer_export.json`; `python -m seer.agents` scores those with seer's scorer.

Files, as bfcl-eval lays them out (file name `BFCL_v4_<category>.json`, ids `<category>_<n>` so
`extract_test_category` and `extract_test_category_from_id` route them):
- `<out>/BFCL_v4_<category>.json`: {"id", "question": [[{"role": "user", ...}]], "function": docs,
  "seer": the seer id, spec, names mapping back, mocks}
- `<out>/possible_answer/BFCL_v4_<category>.json` (not for irrelevance, as in BFCL):
  {"id", "ground_truth": [{function: {param: [acceptable values]}}]}; the values are the oracle's
  and its `accept` alternatives, "" where the argument may be omitted (BFCL's marker).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from seer.export.bfcl_schema import function_doc, param_idents, python_name, python_names
from seer.harness.io import write_jsonl
from seer.harness.model import ExpectedCall, Scenario
from seer.spec.model import Spec

VERSION_PREFIX = "BFCL_v4"  # bfcl_eval.constants.category_mapping.VERSION_PREFIX
CATEGORIES = ("seer_multiple", "seer_parallel_multiple", "seer_irrelevance")
MANIFEST = "seer_export.json"


def _dependent(s: Scenario) -> int | None:
    """Index of the first call with a string argument that only an earlier mock output tells."""
    for j, call in enumerate(s.expected_tools[1:], 1):
        earlier = json.dumps([m.output for m in s.mock_outputs[:j]], ensure_ascii=False)
        for v in call.arguments.values():
            if isinstance(v, str) and len(v) > 2 and v not in s.prompt and v in earlier:
                return j
    return None


def route(s: Scenario) -> tuple[str | None, str]:
    """(BFCL category, "") or (None, why BFCL cannot check it)."""
    if len(s.conversation) > 1:
        return None, "multi-turn: BFCL's multi-turn checker runs only its own classes"
    if not s.expected_tools:
        return "seer_irrelevance", ""
    if len(s.expected_tools) == 1:
        return "seer_multiple", ""
    j = _dependent(s)
    if j is not None:
        return None, f"chain: call {j + 1} needs an earlier call's output (single-turn BFCL has no tool results)"
    return "seer_parallel_multiple", ""


class Names:
    """A spec's Python identifiers for BFCL: tool -> ident, and per tool param -> ident."""

    def __init__(self, spec: Spec):
        self.tools = python_names(spec.tool_names)
        self.params = {t: param_idents(spec, t) for t in spec.tool_names}

    def param(self, tool: str, name: str) -> str:
        return self.params[tool].get(name) or python_name(name)

    def back(self) -> dict[str, Any]:
        """What an importer needs to restore the spec's names (only the renamed ones for params)."""
        return {"tool_names": {i: n for n, i in self.tools.items()},
                "param_names": {self.tools[t]: {i: n for n, i in m.items() if i != n}
                                for t, m in self.params.items() if any(i != n for n, i in m.items())}}


def _answer_value(value: Any, schema: dict[str, Any]) -> Any:
    """One acceptable value in the shape BFCL's checker compares: a dict param's value is a dict
    of key -> [values] (dict_checker), a list of dicts a list of those (list_dict_checker)."""
    t = schema.get("type")
    if t == "dict" and isinstance(value, dict):
        return {k: [v] for k, v in value.items()}
    if t == "array" and (schema.get("items") or {}).get("type") == "dict" and isinstance(value, list) \
            and all(isinstance(v, dict) for v in value):
        return [{k: [x] for k, x in v.items()} for v in value]
    return value


def possible_answer(call: ExpectedCall, doc: dict[str, Any], names: Names) -> dict[str, Any]:
    """{ident: {param ident: [oracle value, accept alternatives..., "" when it may be omitted]}}."""
    props = doc["parameters"]["properties"]
    out: dict[str, list[Any]] = {}
    for name, value in call.arguments.items():
        ident = names.param(call.tool, name)
        schema = props.get(ident, {})
        values = [value, *((call.accept or {}).get(name) or [])]
        if "default" in schema and schema["default"] == value:
            values.append(None)  # seer lets an argument equal to the default be left out
        out[ident] = list(dict.fromkeys(
            json.dumps(_answer_value(v, schema), sort_keys=True) if v is not None else '""' for v in values))
        out[ident] = [json.loads(v) for v in out[ident]]
    for ident, schema in props.items():  # an optional argument the oracle leaves out: its default, or nothing
        if ident not in out and "default" in schema and ident not in doc["parameters"]["required"]:
            out[ident] = [_answer_value(schema["default"], schema), ""]
    return {names.tools[call.tool]: out}


def oracle_answer(s: Scenario, names: Names) -> str:
    """The oracle as a prompting model writes it: `[f(a=1), g(b='x')]` (what BFCL's decoder parses)."""
    calls = [f"{names.tools[c.tool]}({', '.join(f'{names.param(c.tool, k)}={v!r}' for k, v in c.arguments.items())})"
             for c in s.expected_tools]
    return f"[{', '.join(calls)}]"


def entry(spec: Spec, s: Scenario, category: str, n: int, names: Names,
          docs: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    rid = f"{category}_{n}"
    data = {"id": rid, "question": [[{"role": "user", "content": s.conversation[0].user}]], "function": docs,
            "seer": {"id": s.id, "spec": s.spec, "tier": s.tier, "kind": s.kind, "title": s.title,
                     "category": s.category, "prompt": s.prompt, **names.back(),
                     "mock_outputs": [m.model_dump(mode="json") for m in s.mock_outputs]}}
    if category == "seer_irrelevance":
        return data, None
    by_ident = {d["name"]: d for d in docs}
    truth = [possible_answer(c, by_ident[names.tools[c.tool]], names) for c in s.expected_tools]
    return data, {"id": rid, "ground_truth": truth}


def export_bfcl(spec_by_name: dict[str, Spec], scenarios: Iterable[Scenario], out: str | Path) -> list[Path]:
    """Write the categories that have entries and the manifest; the paths written (data files first)."""
    out = Path(out)
    names = {n: Names(spec) for n, spec in spec_by_name.items()}
    docs = {n: [function_doc(spec, t, names[n].tools[t], names[n].params[t]) for t in spec.tool_names]
            for n, spec in spec_by_name.items()}
    rows: dict[str, list] = {c: [] for c in CATEGORIES}
    skipped = []
    for s in scenarios:
        category, why = route(s)
        if category is None:
            skipped.append({"id": s.id, "reason": why})
            continue
        rows[category].append(entry(spec_by_name[s.spec], s, category, len(rows[category]), names[s.spec], docs[s.spec]))
    paths = []
    for category, pairs in rows.items():
        if not pairs:
            continue
        paths.append(out / f"{VERSION_PREFIX}_{category}.json")
        write_jsonl(paths[-1], [d for d, _ in pairs])
        if category != "seer_irrelevance":
            paths.append(out / "possible_answer" / paths[-1].name)
            write_jsonl(paths[-1], [a for _, a in pairs])
    manifest = {"format": "bfcl-eval single-turn AST", "version_prefix": VERSION_PREFIX,
                "exported": {c: len(p) for c, p in rows.items()}, "not_exported": skipped}
    out.mkdir(parents=True, exist_ok=True)
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, ensure_ascii=False), encoding="utf-8")
    return [*paths, out / MANIFEST]


def decode_call(text: str) -> tuple[str, dict[str, Any]]:
    """Parse one Python call string (`f(a=1)`), as BFCL's ast decoder does (literal values)."""
    import ast

    node = ast.parse(text, mode="eval").body
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        raise ValueError(f"not a call: {text!r}")
    return node.func.id, {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}


def decode_ground_truth(item: dict[str, Any], docs: list[dict[str, Any]]) -> tuple[str, dict[str, Any]]:
    """One AST ground-truth item {ident: {param: [values...]}} -> (ident, the oracle's arguments):
    the first value of each param (params whose only answers are the omission marker are left out),
    dict params unwrapped from BFCL's key -> [values] shape. For importers reading an export back."""
    (ident, params), = item.items()
    props = next((d["parameters"]["properties"] for d in docs if d["name"] == ident), {})
    args = {}
    for p, values in params.items():
        if not any(x != "" for x in values):
            continue
        v = next(x for x in values if x != "")
        schema = props.get(p, {})
        if schema.get("type") == "dict" and isinstance(v, dict):
            v = {k: x[0] for k, x in v.items()}
        elif schema.get("type") == "array" and (schema.get("items") or {}).get("type") == "dict" and isinstance(v, list):
            v = [{k: x[0] for k, x in d.items()} for d in v]
        args[p] = v
    return ident, args
