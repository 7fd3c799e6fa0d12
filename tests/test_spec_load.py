"""Spec files in every shape, folders, $ref resolution, example outputs and complexity figures."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from seer.errors import SpecError
from seer.spec.complexity import spec_complexity, tool_complexity
from seer.spec.load import iter_spec_paths, load_spec, spec_files
from seer.spec.refs import RefError, resolve_refs

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "specs"
EXAMPLES = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs"

TOOLS = [
    {"name": "search", "description": "Search documents.",
     "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}},
    {"name": "fetch", "description": "Fetch one document.",
     "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
     "outputSchema": {"type": "object", "properties": {"text": {"type": "string"}}}},
]


def _write(path: Path, doc) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("shape,doc,name", [
    ("tools/list result", {"tools": TOOLS}, "docs"),
    ("bare list", TOOLS, "docs"),
    ("JSON-RPC response", {"jsonrpc": "2.0", "id": 7, "result": {"tools": TOOLS, "nextCursor": None}}, "docs"),
    ("shared shape", {"name": "doc-store", "source": {"repo": "x/y"}, "tools": TOOLS}, "doc-store"),
    ("capture with serverInfo", {"source": {"serverInfo": {"name": "docs-server", "version": "2"}}, "tools": TOOLS},
     "docs-server"),
])
def test_every_shape_loads_the_same_tools(tmp_path, shape, doc, name):
    spec = load_spec(_write(tmp_path / "docs.json", doc))
    assert spec.name == name, shape
    assert spec.tool_names == ["search", "fetch"]
    assert spec.tool("fetch").output_schema == TOOLS[1]["outputSchema"]
    assert spec.tool("search").input_schema == TOOLS[0]["inputSchema"]
    assert spec.path == str(tmp_path / "docs.json")


def test_shape_does_not_change_the_content_hash(tmp_path):
    a = load_spec(_write(tmp_path / "a.json", {"name": "docs", "tools": TOOLS}))
    b = load_spec(_write(tmp_path / "docs.json", TOOLS))
    c = load_spec(_write(tmp_path / "c.json", {"name": "docs", "tools": TOOLS[::-1]}))
    assert a.sha256 == b.sha256 and a.sha256 != c.sha256  # tool order is content


@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared/specs beside the repo")
def test_the_shared_real_specs_load():
    specs = [load_spec(p) for p in spec_files(SHARED)]
    assert len(specs) == 7
    assert len({s.name for s in specs}) == 7
    sizes = sorted(len(s.tools) for s in specs)
    assert sizes[0] >= 4 and sizes[-1] == 64


def test_folder_lists_specs_sorted_and_skips_examples_side_files(tmp_path):
    _write(tmp_path / "b.json", TOOLS)
    _write(tmp_path / "a.json", TOOLS)
    _write(tmp_path / "a.examples.json", {"search": [{"hits": []}]})
    (tmp_path / "notes.txt").write_text("not a spec")
    (tmp_path / "sub").mkdir()
    _write(tmp_path / "sub" / "c.json", TOOLS)  # not recursive
    assert [p.name for p in spec_files(tmp_path)] == ["a.json", "b.json"]
    assert [p.name for p in iter_spec_paths([tmp_path / "b.json", tmp_path])] == ["b.json", "a.json", "b.json"]


def test_empty_folder_and_missing_path_are_errors(tmp_path):
    with pytest.raises(SpecError, match="holds no \\*.json"):
        spec_files(tmp_path)
    with pytest.raises(SpecError, match="no such file or folder"):
        spec_files(tmp_path / "nope.json")


def test_examples_side_file_and_explicit_examples(tmp_path):
    spec_path = _write(tmp_path / "docs.json", {"tools": [dict(TOOLS[0], examples=[{"hits": ["inline"]}]), TOOLS[1]]})
    _write(tmp_path / "docs.examples.json", {"search": [{"hits": ["side"]}], "fetch": {"text": "one, not a list"}})
    spec = load_spec(spec_path)
    assert spec.tool("search").examples == [{"hits": ["inline"]}, {"hits": ["side"]}]
    assert spec.tool("fetch").examples == [{"text": "one, not a list"}]
    other = _write(tmp_path / "other.json", {"fetch": [{"text": "elsewhere"}]})
    assert load_spec(spec_path, examples=other).tool("fetch").examples == [{"text": "elsewhere"}]
    _write(tmp_path / "bad.examples.json", ["not", "a", "mapping"])
    with pytest.raises(SpecError, match="bad.examples.json: examples file must map tool names"):
        load_spec(_write(tmp_path / "bad.json", TOOLS))


def test_example_storage_spec_carries_outputs_from_its_side_file():
    spec = load_spec(EXAMPLES / "storage.json")
    with_examples = sorted(t.name for t in spec.tools if t.examples)
    assert with_examples == ["create_share_link", "get_file_metadata", "list_files"]
    assert spec.tool("get_file_metadata").examples[0]["file_id"] == "f_3k9x0a7b2c"


def test_nested_refs_are_inlined_where_used_and_counted(tmp_path):
    schema = {"type": "object",
              "$defs": {"address": {"type": "object", "properties": {"city": {"type": "string"}, "geo": {"$ref": "#/$defs/point"}}},
                        "point": {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}},
              "properties": {"home": {"$ref": "#/$defs/address"},
                             "work": {"$ref": "#/$defs/address", "description": "office"}},
              "required": ["home"]}
    spec = load_spec(_write(tmp_path / "p.json", [{"name": "save_person", "inputSchema": schema}]))
    tool = spec.tools[0]
    point = {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}
    assert tool.input_schema["properties"]["home"] == {"type": "object", "properties": {"city": {"type": "string"}, "geo": point}}
    assert tool.input_schema["properties"]["work"]["description"] == "office"  # sibling keywords refine the target
    assert "$defs" not in tool.input_schema and tool.input_refs == 3
    jsonschema.validate({"home": {"city": "Oslo", "geo": [59.9, 10.7]}}, tool.input_schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"home": {"geo": [1]}}, tool.input_schema)


def test_legacy_definitions_and_json_pointer_escapes_resolve():
    schema = {"type": "object", "definitions": {"a/b": {"type": "integer"}, "c~d": {"type": "boolean"}},
              "properties": {"x": {"$ref": "#/definitions/a~1b"}, "y": {"$ref": "#/definitions/c~0d"}}}
    assert resolve_refs(schema)["properties"] == {"x": {"type": "integer"}, "y": {"type": "boolean"}}


def test_ref_errors_are_values_with_the_reference():
    with pytest.raises(RefError, match="'#/\\$defs/nope'"):
        resolve_refs({"properties": {"a": {"$ref": "#/$defs/nope"}}})
    with pytest.raises(RefError, match="deeper than 3"):
        resolve_refs({"$defs": {"n": {"properties": {"m": {"properties": {"k": {}}}}}},
                      "properties": {"a": {"$ref": "#/$defs/n"}}}, max_depth=3)


def test_complexity_figures_computed_by_hand(tmp_path):
    tools = [
        {"name": "mixed", "inputSchema": {"type": "object", "properties": {
            "a": {"type": "string"},
            "b": {"type": "integer", "enum": [1, 2]},
            "c": {"type": "object", "properties": {"d": {"type": "array", "items": {
                "type": "object", "properties": {"e": {"anyOf": [{"type": "string"}, {"type": "null"}]}}}}}},
            "f": {"oneOf": [{"type": "string"}, {"type": "number"}]},
        }, "required": ["a", "c"]}},
        {"name": "empty", "inputSchema": {"type": "object", "properties": {}}, "outputSchema": {"type": "object"}},
        {"name": "refs", "inputSchema": {"type": "object", "$defs": {"x": {"type": "string", "enum": ["p", "q"]}},
                                         "properties": {"g": {"$ref": "#/$defs/x"}, "h": {"$ref": "#/$defs/x"}},
                                         "required": ["g"]}},
    ]
    spec = load_spec(_write(tmp_path / "c.json", tools))
    mixed = tool_complexity(spec.tool("mixed"))
    # 4 top-level params, 2 required; a,b,c,f + d (in c) + e (in d's items) = 6 at every depth;
    # c (object) > d (array) > items (object) = depth 3; one enum, one anyOf, one oneOf, no $ref.
    assert (mixed.params, mixed.required, mixed.optional_share, mixed.nested_params, mixed.depth) == (4, 2, 0.5, 6, 3)
    assert (mixed.enums, mixed.any_of, mixed.one_of, mixed.all_of, mixed.refs, mixed.has_output_schema) == (1, 1, 1, 0, 0, False)
    empty = tool_complexity(spec.tool("empty"))
    assert (empty.params, empty.optional_share, empty.depth, empty.has_output_schema) == (0, 0.0, 0, True)
    refs = tool_complexity(spec.tool("refs"))
    assert (refs.params, refs.required, refs.optional_share, refs.refs, refs.enums) == (2, 1, 0.5, 2, 2)  # enum inlined twice
    whole = spec_complexity(spec)
    assert whole.tools == 3 and whole.mean_params == 2.0  # (4 + 0 + 2) / 3
    assert whole.optional_share == 0.5  # (2 + 0 + 1) optional of 6
    assert whole.mean_optional_share == pytest.approx(1 / 3)  # (0.5 + 0 + 0.5) / 3
    assert (whole.max_depth, whole.enums, whole.any_of, whole.one_of, whole.refs) == (3, 3, 1, 1, 2)
    assert whole.output_schema_share == pytest.approx(1 / 3)
