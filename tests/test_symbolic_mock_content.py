"""Issue #12, what the offline engine's mocks say: each class of absurd tool output a reading round
found, checked by its root cause (a record's id is its own entity's, a shapeless result says
something about the call, names belong to their application, no empty records)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from seer.generate.symbolic.cards import profile_spec
from seer.generate.symbolic.mocks import make_mock
from seer.generate.symbolic.world import World
from seer.spec.load import load_spec

EXAMPLES = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs"


def _profiles(tmp_path: Path, tools: list[dict]) -> dict:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    return {p.name: p for p in profile_spec(load_spec(path))}


def _tool(name: str, description: str, props: dict, required: list[str], output: dict | None = None) -> dict:
    tool = {"name": name, "description": description, "inputSchema": {"type": "object", "properties": props, "required": required}}
    if output is not None:
        tool["outputSchema"] = output
    return tool


def test_a_created_note_has_its_own_id_not_its_notebooks():
    """create_note(notebook_id=not_x) answered {"id": "not_x", "notebook_id": "not_x"}: the parent's handle came
    back as the new record's own id (ids of both share the not_ prefix, so nothing else told them apart)."""
    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "notes.json"))}
    for seed in range(10):
        out = make_mock(ps["create_note"], {"notebook_id": "not_st0abxat", "title": "Release checklist", "body": "Ship it?"},
                        [], World(), random.Random(seed)).output
        assert out["notebook_id"] == "not_st0abxat"
        assert out["id"] != "not_st0abxat", out
        assert out["id"].startswith("not_")  # of the form every other note's id has
        read = make_mock(ps["get_note"], {"note_id": "not_k2m4p6q8"}, [], World(), random.Random(seed)).output
        assert read["id"] == "not_k2m4p6q8"  # a read of a note by its id is that note


def test_a_handle_argument_of_the_tools_own_entity_still_comes_back_as_its_field(tmp_path):
    schema = {"type": "object", "properties": {"number": {"type": "integer"}, "title": {"type": "string"}},
              "required": ["number", "title"]}
    ps = _profiles(tmp_path, [_tool("get_pull_request", "Get a pull request", {"pull_number": {"type": "integer"}},
                                    ["pull_number"], schema)])
    for seed in range(5):
        out = make_mock(ps["get_pull_request"], {"pull_number": 42}, [], World(), random.Random(seed)).output
        assert out["number"] == 42


def test_listed_notebooks_have_notebook_ids():
    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "notes.json"))}
    for seed in range(10):
        out = make_mock(ps["list_notebooks"], {}, [], World(), random.Random(seed)).output
        assert out["notebooks"] and all(nb["id"].startswith("not_") for nb in out["notebooks"]), out
