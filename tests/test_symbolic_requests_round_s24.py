"""Issue #12's requests rounds (seeds 300-399): what the user says, what the oracle calls with, which
tools chain. Each test names the absurd class it keeps out of a strict domain reading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.conftest import SHARED_CANDIDATES, SHARED_SPECS

FREE = {"type": "array", "items": {"type": "object", "additionalProperties": True}}


def _tool(name: str, description: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": description,
            "inputSchema": {"type": "object", "properties": props, "required": required}}


def _scenarios(tmp_path: Path, tools: list[dict], seeds=range(3)) -> list[Scenario]:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    spec = load_spec(path)
    return [o for seed in seeds for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def _calls(scenarios, tool):
    return [(s, c.arguments) for s in scenarios for c in s.expected_tools if c.tool == tool]


def _shared(name: str) -> Path:
    for folder in (SHARED_SPECS, SHARED_CANDIDATES):
        if (folder / name).exists():
            return folder / name
    pytest.skip(f"needs {name} from the shared specs")


def test_a_required_list_of_bare_records_gets_records_the_user_names(tmp_path):
    """`ai_rename_items(renames=[])`: "rename many items" with nothing to rename. A list whose item
    schema names no field gets the fields its description shows (or its noun implies), and the
    request says each record whole ("5/9/7 to "Hero title""), not its fields apart."""
    tools = [_tool("rename_items", 'Rename many items at once: [{"item": "2/0/5", "name": "cabeza"}, ...].',
                   {"renames": FREE}, ["renames"]),
             _tool("choreograph", "A whole scene's motion in one call.", {"moves": FREE}, ["moves"]),
             _tool("apply_clusters", "Materialise a clustering proposal into layers.", {"clusters": FREE}, ["clusters"]),
             _tool("list_layers", "List the layers.", {}, [])]
    scenarios = _scenarios(tmp_path, tools)
    for tool, fields in (("rename_items", {"item", "name"}), ("choreograph", {"layer", "effect"}), ("apply_clusters", {"name", "items"})):
        calls = _calls(scenarios, tool)
        assert calls, tool
        for s, args in calls:
            lst = next(iter(args.values()))
            assert lst and all(isinstance(r, dict) and set(r) == fields for r in lst), args
    for s, args in _calls(scenarios, "rename_items"):
        for r in args["renames"]:
            assert r["item"].count("/") == 2  # shaped like the description's "2/0/5"
            assert f'{r["item"]} to ' in s.prompt or f'{r["item"]} to ' in " ".join(t.user for t in s.conversation), s.prompt
        assert len({r["name"] for r in args["renames"]}) == len(args["renames"])  # two renames, two names


def test_shared_mograph_lists_are_never_left_empty():
    spec = load_spec(_shared("illustrator-mograph-mcp.json"))
    seen = 0
    for o in SymbolicEngine().generate(spec, GenerationPlan(seed=1)):
        if isinstance(o, Scenario):
            for c in o.expected_tools:
                for key in ("renames", "clusters", "moves"):
                    if key in c.arguments:
                        seen += 1
                        assert c.arguments[key], (c.tool, c.arguments)
    assert seen
