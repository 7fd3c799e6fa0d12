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


def test_a_reaction_names_the_value_the_next_step_takes_not_the_records_name():
    """git_branch lists release/2.4 (base branch fix/login-timeout); the user said "so the name is
    release/2.4" and git_checkout took fix/login-timeout: the reaction singled out another value."""
    import random

    from seer.generate.symbolic.text import react

    out = {"branches": [{"name": "release/2.4", "commit": "419fce812961", "base_branch": "fix/login-timeout"}], "total": 1}
    for seed in range(12):
        said = react("fix/login-timeout", out, True, random.Random(seed), "branches")
        assert "fix/login-timeout" in said and "release/2.4" not in said, said
    # an id handed on: naming its record by its name still singles it out
    notes = {"results": [{"id": "not_t9hcjvap", "title": "Vacation policy: checklist"}], "total": 1}
    assert "Vacation policy" in react("not_t9hcjvap", notes, True, random.Random(0), "notes")


def test_a_new_thing_is_not_named_like_one_the_request_already_has(tmp_path):
    """ai_add_layer(name="Logo") right after a listing that shows a layer Logo; git_create_branch named
    like the base branch it starts from or the branch the next step checks out."""
    layer = {"type": "object", "properties": {"layers": {"type": "array", "items": {"type": "object", "properties": {
        "name": {"type": "string"}, "index": {"type": "integer"}}, "required": ["name", "index"]}}}, "required": ["layers"]}
    tools = [dict(_tool("list_layers", "List the layers of the document.", {}, []), outputSchema=layer),
             _tool("add_layer", "Add a new layer to the active document.", {"name": {"type": "string"}}, ["name"]),
             _tool("delete_layer", "Delete a layer by name.", {"name": {"type": "string", "description": "Layer name"}}, ["name"]),
             _tool("create_branch", "Create a new branch from a base branch.",
                   {"branch_name": {"type": "string"}, "base_branch": {"type": "string"}}, ["branch_name", "base_branch"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(6))
    adds = 0
    for s in scenarios:
        listed = {r["name"] for c, m in zip(s.expected_tools, s.mock_outputs) if c.tool == "list_layers" and isinstance(m.output, dict)
                  for r in m.output.get("layers", []) if isinstance(r, dict)}
        for c in s.expected_tools:
            if c.tool == "add_layer":
                adds += 1
                assert c.arguments["name"] not in listed, (c.arguments, listed)
            if c.tool == "create_branch":
                assert c.arguments["branch_name"] != c.arguments["base_branch"], c.arguments
    assert adds
