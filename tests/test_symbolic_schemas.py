"""The symbolic engine on small hand-made specs with tricky schemas, examples, and 1,000 tools."""

from __future__ import annotations

import json
import re

import pytest

from seer.generate.symbolic.regex_gen import string_for_pattern
from seer.generate.symbolic.values import ValueMaker, fits
from seer.harness.metrics import harness_metrics
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from seer.spec.model import Spec, Tool
from tests.test_symbolic_engine import assert_harness_properties, run

NODE = {"type": "object", "properties": {"label": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}},
        "required": ["label"]}
TRICKY = {"name": "tricky", "tools": [
    {"name": "list_projects", "description": "List projects in the workspace.",
     "inputSchema": {"type": "object", "properties": {"team": {"type": "string", "pattern": "^[a-z]{3,8}-[0-9]{2}$"}}, "required": ["team"]},
     "outputSchema": {"type": "object", "required": ["projects"], "properties": {"projects": {"type": "array", "minItems": 1, "items": {
         "type": "object", "required": ["id", "name"], "properties": {"id": {"type": "string", "pattern": "^PRJ-[0-9]{4}$"},
                                                                   "name": {"type": "string"}}}}}}},
    {"name": "update_project", "description": "Update a project's settings and members.",
     "inputSchema": {"type": "object", "required": ["project_id", "settings", "members"], "properties": {
         "project_id": {"type": "string", "pattern": "^PRJ-[0-9]{4}$"},
         "settings": {"type": "object", "required": ["visibility", "limits"], "properties": {
             "visibility": {"enum": ["public", "private"]},
             "limits": {"type": "object", "required": ["max_users"], "properties": {"max_users": {"type": "integer", "minimum": 5, "maximum": 9},
                                                                                    "ratio": {"type": "number", "exclusiveMinimum": 0, "maximum": 1}}}}},
         "members": {"type": "array", "minItems": 2, "maxItems": 3, "items": {"type": "object", "required": ["email", "role"], "properties": {
             "email": {"type": "string", "format": "email"}, "role": {"type": "string", "enum": ["admin", "viewer"]}}}},
         "due": {"type": "string", "format": "date"},
         "target": {"anyOf": [{"type": "string", "minLength": 3, "maxLength": 5}, {"type": "integer", "minimum": 100}]},
         "mode": {"oneOf": [{"const": "fast"}, {"type": "object", "required": ["level"], "properties": {"level": {"type": "integer", "multipleOf": 5, "minimum": 5, "maximum": 50}}}]},
         "tree": {"$ref": "#/$defs/node"}},
         "$defs": {"node": NODE}},
     "outputSchema": {"type": "object", "required": ["ok", "updated_at"], "properties": {"ok": {"type": "boolean"},
                                                                                     "updated_at": {"type": "string", "format": "date-time"}}}},
    {"name": "get_project_report", "description": "Get the report of a project as text.",
     "inputSchema": {"type": "object", "required": ["project_id"], "properties": {
         "project_id": {"type": "string", "pattern": "^PRJ-[0-9]{4}$"}, "week": {"type": "integer", "minimum": 1, "maximum": 52}}}},
    {"name": "archive_project", "description": "Archive a project.",
     "inputSchema": {"type": "object", "required": ["project_id", "reason"], "additionalProperties": False, "properties": {
         "project_id": {"type": "string", "pattern": "^PRJ-[0-9]{4}$"}, "reason": {"type": "string", "minLength": 10, "maxLength": 40}}}},
]}


@pytest.fixture
def tricky(tmp_path):
    path = tmp_path / "tricky.json"
    path.write_text(json.dumps(TRICKY))
    (tmp_path / "tricky.examples.json").write_text(json.dumps({"get_project_report": [{"report": "Week 3: 4 tasks done", "pages": 2}]}))
    return load_spec(path)


def test_tricky_schemas_hold_every_property(tricky):
    scenarios, discards = run(tricky)
    assert_harness_properties(tricky, scenarios, discards)
    # the recursive $ref the loader leaves in place is filled when present
    updates = [c.arguments for s in scenarios for c in s.expected_tools if c.tool == "update_project"]
    assert updates and all(2 <= len(a["members"]) <= 3 and 5 <= a["settings"]["limits"]["max_users"] <= 9 for a in updates)


def test_ids_flow_from_the_listing_into_later_calls(tricky):
    scenarios, _ = run(tricky, seed=2)
    carried = 0
    for s in scenarios:
        listed = {p["id"] for c, m in zip(s.expected_tools, s.mock_outputs) if c.tool == "list_projects" and not m.is_error
                  for p in m.output["projects"]}
        carried += any(c.arguments.get("project_id") in listed for c in s.expected_tools)
    assert carried >= 2


def test_example_outputs_set_grounding_high(tricky):
    scenarios, _ = run(tricky)
    reports = [m for s in scenarios for c, m in zip(s.expected_tools, s.mock_outputs) if c.tool == "get_project_report" and not m.is_error]
    assert reports and all(m.grounding == "high" and set(m.output) >= {"report", "pages"} for m in reports)
    others = [m for s in scenarios for c, m in zip(s.expected_tools, s.mock_outputs) if c.tool == "list_projects"]
    assert others and all(m.grounding == "low" for m in others)


@pytest.mark.parametrize("pattern", [r"^[a-z]{3,8}-[0-9]{2}$", r"^PRJ-\d{4}$", r"^(feat|fix)/[a-z0-9-]{2,20}$",
                                     r"^#?[0-9A-Fa-f]{6}$", r"^\w+@\w+\.(com|org)$", r"^v\d+\.\d+\.\d+(-rc\d)?$"])
def test_pattern_strings_match(pattern):
    import random

    rng = random.Random(0)
    for _ in range(20):
        s = string_for_pattern(pattern, rng)
        assert s is not None and re.search(pattern, s), (pattern, s)


@pytest.mark.parametrize("schema", [
    {"type": "string", "minLength": 12, "maxLength": 14},
    {"type": ["null", "integer"], "minimum": 7, "maximum": 7},
    {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1},
    {"type": "array", "items": {"type": "string"}, "minItems": 3, "uniqueItems": True},
    {"type": "object", "required": ["a"], "properties": {"a": {"const": 3}}, "additionalProperties": False},
    {"type": "string", "format": "uri"}, {"type": "string", "format": "date-time"}, {"type": "string", "format": "uuid"},
    {"oneOf": [{"type": "string", "maxLength": 2}, {"type": "integer", "minimum": 10}]},
    {"allOf": [{"type": "object", "required": ["x"], "properties": {"x": {"type": "integer"}}}, {"required": ["y"], "properties": {"y": {"type": "boolean"}}}]},
])
def test_values_satisfy_constraints(schema):
    import random

    maker = ValueMaker(random.Random(5))
    for _ in range(10):
        assert fits(schema, maker.make(schema, "value")), schema


def test_values_look_like_their_names():
    import random

    maker = ValueMaker(random.Random(1))
    s = {"type": "string"}
    assert "@" in maker.make(s, "email") and maker.make(s, "homepage_url").startswith("https://")
    assert maker.make(s, "file_path").startswith("/") and re.fullmatch(r"[\w./-]+", maker.make(s, "branch_name"))
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", maker.make(s, "since_date"))


ODD_SCHEMAS = {
    "prefix_items": {"type":"object","required":["point"],"properties":{"point":{"type":"array","prefixItems":[{"type":"number"},{"type":"number"}],"minItems":2,"maxItems":2}}},
    "contains": {"type":"object","required":["tags"],"properties":{"tags":{"type":"array","items":{"type":"string"},"contains":{"const":"urgent"}}}},
    "if_then": {"type":"object","required":["kind"],"properties":{"kind":{"enum":["a","b"]},"extra":{"type":"string"}},"if":{"properties":{"kind":{"const":"a"}}},"then":{"required":["extra"]}},
    "not_": {"type":"object","required":["name"],"properties":{"name":{"type":"string","not":{"const":""}}}},
    "pattern_props": {"type":"object","required":["labels"],"properties":{"labels":{"type":"object","patternProperties":{"^x-":{"type":"string"}},"additionalProperties":False,"minProperties":1}}},
    "dep_required": {"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},"dependentRequired":{"a":["b"]},"required":["a"]},
    "null_type": {"type":"object","required":["v"],"properties":{"v":{"type":"null"}}},
    "nullable": {"type":"object","required":["v"],"properties":{"v":{"type":["string","null"],"format":"email"}}},
    "int_enum": {"type":"object","required":["level"],"properties":{"level":{"type":"integer","enum":[1,2,3]}}},
    "tiny_range": {"type":"object","required":["f"],"properties":{"f":{"type":"number","minimum":0.1,"maximum":0.2}}},
    "big_min": {"type":"object","required":["n"],"properties":{"n":{"type":"integer","minimum":100000}}},
    "neg_max": {"type":"object","required":["n"],"properties":{"n":{"type":"integer","maximum":-5}}},
    "multiple_float": {"type":"object","required":["n"],"properties":{"n":{"type":"number","multipleOf":0.25,"minimum":1,"maximum":2}}},
    "min_props": {"type":"object","minProperties":2,"properties":{"a":{"type":"string"},"b":{"type":"integer"},"c":{"type":"boolean"}}},
    "no_type": {"type":"object","required":["anything"],"properties":{"anything":{}}},
    "true_schema": {"type":"object","required":["x"],"properties":{"x":True}},
    "array_no_items": {"type":"object","required":["xs"],"properties":{"xs":{"type":"array","minItems":2}}},
    "nested_any": {"type":"object","required":["f"],"properties":{"f":{"anyOf":[{"type":"object","required":["op","value"],"properties":{"op":{"enum":["eq","ne"]},"value":{"type":"string"}}},{"type":"array","items":{"type":"string"},"minItems":1}]}}},
    "unique_enum": {"type":"object","required":["xs"],"properties":{"xs":{"type":"array","uniqueItems":True,"minItems":3,"items":{"enum":["r","g","b"]}}}},
    "long_min": {"type":"object","required":["s"],"properties":{"s":{"type":"string","minLength":50,"maxLength":60}}},
    "pattern_strict": {"type":"object","required":["s"],"properties":{"s":{"type":"string","pattern":"^[A-Z]{2}\\d{3}[a-z]$","maxLength":6}}},
    "date_pattern": {"type":"object","required":["d"],"properties":{"d":{"type":"string","format":"date","pattern":"^2025-"}}},
    "empty_props_additional_false": {"type":"object","properties":{},"additionalProperties":False},
    "bool_additional": {"type":"object","required":["m"],"properties":{"m":{"type":"object","additionalProperties":{"type":"boolean"}}}},
    "const_obj": {"type":"object","required":["c"],"properties":{"c":{"const":{"a":1}}}},
    "required_missing_prop": {"type":"object","required":["ghost"],"properties":{}},
}


def test_odd_json_schema_keywords_give_no_discards():
    """2020-12 and older keywords that real specs carry: every tool still gets valid, grounded calls."""
    spec = Spec(name="odd", tools=[Tool(name=f"do_{k}", description=f"Do {k.replace('_', ' ')}.", inputSchema=v)
                                   for k, v in ODD_SCHEMAS.items()])
    assert_harness_properties(spec, *run(spec))


def synthetic_spec(n_tools: int) -> dict:
    """n tools over n/5 resources: list, get, create, update, delete each (ids flow list -> get/update/delete)."""
    tools = []
    for r in range(n_tools // 5):
        res = f"widget{r}"
        rid = {"type": "string", "description": f"The {res} id"}
        tools += [
            {"name": f"list_{res}s", "description": f"List {res}s.", "inputSchema": {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 50}}}},
            {"name": f"get_{res}", "description": f"Get one {res}.", "inputSchema": {"type": "object", "required": [f"{res}_id"], "properties": {f"{res}_id": rid}}},
            {"name": f"create_{res}", "description": f"Create a {res}.", "inputSchema": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}},
            {"name": f"update_{res}", "description": f"Update a {res}.", "inputSchema": {"type": "object", "required": [f"{res}_id", "name"], "properties": {f"{res}_id": rid, "name": {"type": "string"}}}},
            {"name": f"delete_{res}", "description": f"Delete a {res}.", "inputSchema": {"type": "object", "required": [f"{res}_id"], "properties": {f"{res}_id": rid}}},
        ]
    return {"name": f"synthetic{n_tools}", "tools": tools}


@pytest.mark.slow
def test_a_thousand_tool_spec(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(json.dumps(synthetic_spec(1000)))
    spec = load_spec(path)
    scenarios, discards = run(spec)
    m = assert_harness_properties(spec, scenarios, discards)
    assert m.tools == 1000 and m.complex_with_carry >= 0.5


def test_tiny_spec_with_one_tool(tmp_path):
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"tools": [{"name": "ping", "description": "Check the service is up.", "inputSchema": {"type": "object"}}]}))
    spec = load_spec(path)
    scenarios, discards = run(spec)
    assert not discards and harness_metrics(spec, scenarios).tool_coverage == 1.0
    assert all(isinstance(s, Scenario) for s in scenarios)


def test_accept_records_omittable_defaults_and_equivalent_spellings(tmp_path):
    tool = {"name": "list_folder", "description": "List the files of a folder.", "inputSchema": {
        "type": "object", "required": ["path"], "properties": {
            "path": {"type": "string", "description": "Folder to list"},
            "depth": {"type": "integer", "default": 1, "minimum": 1, "maximum": 3},
            "options": {"type": "object", "properties": {"hidden": {"type": "boolean"}}}}}}
    path = tmp_path / "f.json"
    path.write_text(json.dumps({"name": "f", "tools": [tool, {**tool, "name": "read_file", "description": "Read a file."}]}))
    spec = load_spec(path)
    calls = [c for s in run(spec, seed=4, scenarios={"simple": 30, "complex": 0})[0] for c in s.expected_tools if c.tool == "list_folder"]
    assert calls
    for c in calls:
        acc = c.accept or {}
        assert acc.get("path") == [c.arguments["path"] + "/"]  # a folder, with or without its slash
        if "depth" not in c.arguments:
            assert acc["depth"] == [1]
        elif c.arguments["depth"] == 1:
            assert acc["depth"] == [None]
        if "options" in c.arguments:
            assert acc["options"] == [None]  # only booleans inside: the user never asked for it


def test_similar_tool_example_gives_medium_grounding(tmp_path):
    obj = {"type": "object", "properties": {}}
    path = tmp_path / "m.json"
    path.write_text(json.dumps({"name": "m", "tools": [
        {"name": "get_invoice", "description": "Get an invoice.", "inputSchema": obj},
        {"name": "get_invoice_summary", "description": "Get an invoice summary.", "inputSchema": obj},
        {"name": "send_reminder", "description": "Send a payment reminder.", "inputSchema": obj}]}))
    (tmp_path / "m.examples.json").write_text(json.dumps({"get_invoice": [{"invoice": {"number": "INV-7", "total": 120}}]}))
    spec = load_spec(path)
    levels = {c.tool: m.grounding for s in run(spec)[0] for c, m in zip(s.expected_tools, s.mock_outputs) if not m.is_error}
    assert levels == {"get_invoice": "high", "get_invoice_summary": "medium", "send_reminder": "low"}


def test_wrapper_object_parameters_join_the_data_flow(tmp_path):
    """FastMCP tools often take one `params` object; its fields are the real parameters."""
    def wrapped(props, required):
        return {"type": "object", "required": ["params"], "properties": {"params": {
            "type": "object", "properties": props, "required": required}}}
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"name": "w", "tools": [
        {"name": "tab_list", "description": "List open browser tabs.", "inputSchema": wrapped({}, [])},
        {"name": "tab_select", "description": "Switch to a browser tab.", "inputSchema": wrapped({"tab_id": {"type": "integer"}}, ["tab_id"])},
        {"name": "tab_close", "description": "Close a browser tab.", "inputSchema": wrapped({"tab_id": {"type": "integer"}}, ["tab_id"])}]}))
    spec = load_spec(path)
    scenarios, discards = run(spec)
    assert_harness_properties(spec, scenarios, discards)
    listed = carried = 0
    for s in scenarios:
        tabs = {v for c, m in zip(s.expected_tools, s.mock_outputs) if c.tool == "tab_list" and isinstance(m.output, dict)
                for items in m.output.values() if isinstance(items, list) for t in items for v in t.values()}
        listed += bool(tabs)
        carried += any(c.arguments.get("params", {}).get("tab_id") in tabs for c in s.expected_tools if c.tool != "tab_list")
    assert listed and carried >= 2
