"""Read a harness back from any shape seer reads: its own harness.jsonl (seer.harness/1), or the
BFCL multi-turn and inspect_ai shapes `python -m seer.export` writes (seer/export/).

    loaded = load_any_harness(path)   # -> LoadedHarness(format, scenarios, specs)

An export carries its specs (inspect: the MCP tools as they were; BFCL: the function docs, with
BFCL's type names and Python-identifier names mapped back, and what the docs collapsed, such as
anyOf, collapsed), so `specs` is filled for imports and empty for a seer harness (whose specs come
from its run folder or suite.paths). BFCL holds only the single-turn records seer can export there
(seer_export.json lists the others); an argument BFCL answers with its default or the omission
marker comes back left out. What an export does not keep (novelty reasons, rationales, the
original provenance) comes back as a stated placeholder, never as invented content; a record that
does not make a valid Scenario is refused with its file and line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from pydantic import ValidationError

from seer import __version__
from seer.errors import SeerError
from seer.harness.io import read_jsonl, read_raw
from seer.harness.model import SCHEMA_VERSION, Scenario
from seer.spec.model import Spec, Tool

# BFCL's type names -> JSON Schema (the inverse of seer.export.bfcl's table)
_FROM_BFCL = {"dict": "object", "float": "number", "tuple": "array"}


class ScenarioFile:
    """A seer harness file read afresh on every pass: a 50,000-record harness is never held whole."""

    def __init__(self, path: Path):
        self.path = path

    def __iter__(self) -> Iterator[Scenario]:
        return read_jsonl(self.path, Scenario)


@dataclass
class LoadedHarness:
    format: str  # seer | bfcl | inspect
    scenarios: Iterable[Scenario]  # a list for imports, a ScenarioFile for a seer harness
    specs: dict[str, Spec] = field(default_factory=dict)  # filled when the file carries its specs


def load_any_harness(path: str | Path) -> LoadedHarness:
    path = Path(path)
    if path.is_dir():
        if _bfcl_data_file(path) is not None:
            return _load_bfcl(path)
        found = _inspect_file(path) or (path / "harness.jsonl" if (path / "harness.jsonl").is_file() else None)
        if found is None:
            raise SeerError("no harness here: expected harness.jsonl, a BFCL export (BFCL_v4_*.json) "
                            "or inspect_dataset.jsonl", file=str(path))
        path = found
    if not path.is_file():
        raise SeerError("no such harness file", file=str(path), hint="harness=<run folder>/harness.jsonl")
    try:  # the first record says the shape (io.read_raw: complete lines only, as every reader here)
        first = next(read_raw(path), None)
    except (json.JSONDecodeError, UnicodeDecodeError):
        first = None
    if not isinstance(first, dict):
        raise SeerError("harness holds no records (or is not JSON lines)", file=str(path))
    if first.get("schema_version") == SCHEMA_VERSION:
        return LoadedHarness("seer", ScenarioFile(path))
    if "question" in first and "function" in first:
        return _load_bfcl(path)
    if "input" in first and isinstance(first.get("metadata"), dict) and "turns" in first["metadata"]:
        return _load_inspect(path)
    raise SeerError("not a harness shape seer reads (seer.harness/1, BFCL multi-turn, inspect dataset)",
                    file=str(path), hint=f"first record's keys: {', '.join(sorted(first)[:8])}")


def _bfcl_data_file(folder: Path) -> Path | None:
    """The first BFCL data file of an export folder; the folder itself is what is read (every category)."""
    files = _bfcl_files(folder)
    return files[0] if files else None


def _inspect_file(folder: Path) -> Path | None:
    p = folder / "inspect_dataset.jsonl"
    return p if p.is_file() else None


def _scenario(raw: dict[str, Any], path: Path, n: int) -> Scenario:
    try:
        return Scenario.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(p) for p in first["loc"])
        raise SeerError(f"record {n}: does not make a valid scenario: {loc}: {first['msg']}", file=str(path)) from None


def _provenance(fmt: str, spec: Spec, meta: dict[str, Any]) -> dict[str, Any]:
    return {"engine": f"import:{fmt}", "model": None, "seed": 0,
            "spec_sha256": meta.get("spec_sha256") or spec.sha256, "seer_version": __version__}


def _record(fmt: str, rid: str, meta: dict[str, Any], spec: Spec, turns: list[tuple[str, list[dict]]],
            mocks: list[Any] | None) -> dict[str, Any]:
    calls, conversation = [], []
    for user, turn_calls in turns:
        conversation.append({"user": user, "calls": list(range(len(calls), len(calls) + len(turn_calls)))})
        calls += turn_calls
    return {
        "id": rid, "spec": spec.name, "tier": meta.get("tier") or ("complex" if len(calls) > 1 else "simple"),
        "kind": meta.get("kind") or "normal", "title": meta.get("title") or rid,
        "category": meta.get("category") or f"imported ({fmt})",
        "novelty_reason": meta.get("novelty_reason") or f"imported from a {fmt} export (not kept there)",
        "prompt": meta.get("prompt") or (turns[0][0] if turns else ""),
        "expected_tools": calls,
        # an export without seer's mocks: the outputs are unknown, said so by a null output
        "mock_outputs": mocks if mocks is not None else [{"output": None, "grounding": "low"} for _ in calls],
        "conversation": conversation, "follow_up": meta.get("follow_up"),
        "provenance": _provenance(fmt, spec, meta),
    }


# ---- inspect_ai dataset (seer.export.inspect_dataset) ----

def _load_inspect(path: Path) -> LoadedHarness:
    specs: dict[str, Spec] = {}
    spec_tools: dict[str, list[dict[str, Any]]] = {}
    out = []
    for n, sample in enumerate(read_raw(path), 1):
        meta = sample.get("metadata") or {}
        name = meta.get("spec")
        if not name:
            raise SeerError(f"record {n}: metadata.spec is missing (not a seer inspect export)", file=str(path))
        if meta.get("mcp_tools"):
            spec_tools.setdefault(name, meta["mcp_tools"])
        if name not in spec_tools:
            raise SeerError(f"record {n}: no tools for spec {name!r} in this file", file=str(path))
        if name not in specs:
            specs[name] = Spec(name=name, tools=[Tool.model_validate(t) for t in spec_tools[name]],
                               source={"imported_from": str(path), "format": "inspect"})
        turns = [(t.get("user", ""), list(t.get("calls") or [])) for t in meta.get("turns") or []]
        rid = meta.get("seer_id") or str(sample.get("id"))
        out.append(_scenario(_record("inspect", rid, meta, specs[name], turns, meta.get("mock_outputs")), path, n))
    return LoadedHarness("inspect", out, specs)


# ---- BFCL v4 single-turn AST categories (seer.export.bfcl) ----

def from_bfcl_schema(schema: Any) -> Any:
    """BFCL's type names back to JSON Schema, recursively (dict -> object, float -> number, any ->
    no type). What the export collapsed (anyOf, type lists) stays collapsed: the doc is all it kept."""
    if isinstance(schema, dict):
        out = {k: from_bfcl_schema(v) for k, v in schema.items()}
        t = schema.get("type")
        if t == "any":
            out.pop("type")
        elif isinstance(t, str):
            out["type"] = _FROM_BFCL.get(t, t)
        return out
    if isinstance(schema, list):
        return [from_bfcl_schema(v) for v in schema]
    return schema


def _bfcl_names(meta: dict[str, Any]) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """(function ident -> tool name, tool name -> {param ident -> param name}) from the seer side data."""
    tools = dict(meta.get("tool_names") or {})
    params = {tools.get(k, k): dict(v) for k, v in (meta.get("param_names") or {}).items()}
    return tools, params


def _bfcl_tool(doc: dict[str, Any], tools: dict[str, str], params: dict[str, dict[str, str]]) -> Tool:
    name = tools.get(doc["name"], doc["name"])
    schema = from_bfcl_schema(doc.get("parameters") or {"type": "object", "properties": {}})
    back = params.get(name) or {}
    if isinstance(schema.get("properties"), dict):
        schema["properties"] = {back.get(k, k): v for k, v in schema["properties"].items()}
    if isinstance(schema.get("required"), list):
        schema["required"] = [back.get(k, k) for k in schema["required"]]
    return Tool(name=name, description=doc.get("description") or "", inputSchema=schema)


def _bfcl_files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    from seer.export.bfcl import VERSION_PREFIX

    return sorted(path.glob(f"{VERSION_PREFIX}_*.json")) or sorted(path.glob("BFCL_*.json"))


def _bfcl_call(item: dict[str, Any], docs: list[dict[str, Any]], tools: dict[str, str],
               params: dict[str, dict[str, str]]) -> dict[str, Any]:
    """One ground-truth item back to a call. A parameter whose answers are its schema default or
    the omission marker is one the oracle left out (or set to its default): it is left out."""
    from seer.export.bfcl import decode_ground_truth

    ident, args = decode_ground_truth(item, docs)
    props = next((d["parameters"].get("properties") or {} for d in docs if d["name"] == ident), {})
    (_, answers), = item.items()
    kept = {a: v for a, v in args.items()
            if not ("" in answers.get(a, []) and "default" in props.get(a, {}) and props[a]["default"] == v)}
    tool = tools.get(ident, ident)
    back = params.get(tool) or {}
    return {"tool": tool, "arguments": {back.get(a, a): v for a, v in kept.items()}}


def _load_bfcl(path: Path) -> LoadedHarness:
    specs: dict[str, Spec] = {}
    out = []
    for data_path in _bfcl_files(path):
        answer_path = data_path.parent / "possible_answer" / data_path.name
        answers = {str(a["id"]): a.get("ground_truth") or [] for a in read_raw(answer_path)} if answer_path.is_file() else {}
        for n, data in enumerate(read_raw(data_path), 1):
            meta = data.get("seer") or {}
            rid, docs = str(data.get("id")), data.get("function") or []
            tools, params = _bfcl_names(meta)
            name = meta.get("spec") or "bfcl"
            if name not in specs:
                specs[name] = Spec(name=name, tools=[_bfcl_tool(d, tools, params) for d in docs],
                                   source={"imported_from": str(data_path), "format": "bfcl"})
            question = (data.get("question") or [[]])[0]
            user = " ".join(str(m.get("content") or "") for m in question if m.get("role") == "user")
            if rid not in answers and not rid.startswith("seer_irrelevance") and meta.get("kind") != "no_tool":
                raise SeerError(f"record {n}: id {rid!r} has no ground truth", file=str(answer_path))
            try:
                calls = [_bfcl_call(item, docs, tools, params) for item in answers.get(rid, [])]
            except (ValueError, KeyError, TypeError) as exc:
                raise SeerError(f"record {n} ({rid}): ground truth is not BFCL's AST shape: {exc}",
                                file=str(answer_path)) from None
            out.append(_scenario(_record("bfcl", meta.get("id") or rid, meta, specs[name], [(user, calls)],
                                         meta.get("mock_outputs")), data_path, n))
    return LoadedHarness("bfcl", out, specs)
