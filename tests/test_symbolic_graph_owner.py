"""Issue #12, lead's seed-901 read: apply_graphic_style(uuids=[...]) took the uuid of a TEXT STYLE that
list_text_styles had listed. "UUIDs of target objects" names what the handles point at (objects) even
without an article, so a style listing hands them nothing and an object search does."""

from __future__ import annotations

import json
from pathlib import Path

from seer.generate.symbolic.cards import profile_spec
from seer.generate.symbolic.graph import Graph
from seer.spec.load import load_spec

_EMPTY = {"type": "object", "properties": {}}


def _tool(name, description, props=None, required=()):
    schema = {"type": "object", "properties": props or {}, "required": list(required)}
    return {"name": name, "description": description, "inputSchema": schema if props else _EMPTY}


def _graph(tmp_path: Path) -> Graph:
    uuids = {"type": "array", "minItems": 1, "items": {"type": "string"}}
    tools = [
        _tool("list_text_styles", "List all character and paragraph styles in the active document."),
        _tool("list_graphic_styles", "List all graphic styles in the active document."),
        _tool("find_objects", "Find objects in the document by name or type.", {"name": {"type": "string"}}),
        _tool("get_groups", "List the groups of the active document."),
        _tool("get_layers", "List the layers of the active document."),
        _tool("apply_graphic_style", "Apply a graphic style to objects.",
              {"style_name": {"type": "string", "description": "Name of the graphic style to apply"},
               "uuids": {**uuids, "description": "UUIDs of target objects"}}, ["style_name", "uuids"]),
        _tool("move_to_layer", "Move objects to another layer.",
              {"uuids": {**uuids, "description": "UUIDs of objects to move"},
               "layer_name": {"type": "string", "description": "Name of the destination layer"}}, ["uuids", "layer_name"]),
        _tool("ungroup_objects", "Ungroup a group.",
              {"uuid": {"type": "string", "description": "UUID of the group to ungroup"}}, ["uuid"]),
    ]
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    return Graph(profile_spec(load_spec(path)))


def _from(graph: Graph, tool: str, param: str) -> set[str]:
    return {e.producer for e in graph.producers(tool, param)}


def test_handles_of_target_objects_come_from_an_object_search_not_a_style_listing(tmp_path):
    g = _graph(tmp_path)
    assert _from(g, "apply_graphic_style", "uuids") == {"find_objects"}
    assert "get_layers" not in _from(g, "move_to_layer", "uuids")  # a layer listing holds layers, not the objects to move
    assert "find_objects" in _from(g, "move_to_layer", "uuids")  # "of objects to move": objects, not "to"
    assert _from(g, "ungroup_objects", "uuid") == {"get_groups"}
