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
from tests.test_symbolic_domain import _scenarios, _tool  # one spec fixture for the symbolic tests

FREE = {"type": "array", "items": {"type": "object", "additionalProperties": True}}


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


def test_extra_fields_never_give_a_field_of_the_tool_a_second_value(tmp_path):
    """update_issue(title="Investigate audit log ...", kwargs='{"title": "Fix login timeout on Safari"}'),
    state "opened" beside kwargs state_event close: one field, two values."""
    props = {"project_id": {"type": "string"}, "issue_id": {"type": "string"}, "title": {"type": "string"},
             "state": {"type": "string"}, "milestone": {"type": "string"}, "kwargs": {"title": "kwargs", "type": "string"}}
    tools = [_tool("update_issue", "Update an existing issue.", props, ["project_id", "issue_id", "kwargs"]),
             _tool("list_issues", "List issues of a project.", {"project_id": {"type": "string"}}, ["project_id"])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(6)), "update_issue")
    assert calls
    for _s, args in calls:
        extra = json.loads(args["kwargs"])
        stems = {k.split("_")[0] for k in extra}
        assert not stems & {"title", "state", "milestone", "project", "issue"}, args
        assert "visibility" not in extra  # an issue has no visibility


def test_clause_joins_read_as_one_value_per_label():
    """"the labels needs-triage and incident for the type": the last value said before its label reads
    as a second label; "clone a repository (/home/x) (URL ...)": two asides stacked; "Manage stashes with
    the message ...": the generic verb of a multi-mode tool instead of the operation its default runs."""
    import random

    from seer.generate.symbolic.text import _last_by_label, clause
    from seer.generate.symbolic.cards import profile_spec
    from seer.spec.model import Spec

    assert _last_by_label(["the labels needs-triage", "incident for the type"]) == ["the labels needs-triage", "the type incident"]
    assert _last_by_label(["incident for the type"]) == ["incident for the type"]
    spec = Spec.model_validate({"name": "g", "tools": [
        _tool("git_clone", "Clone a repository into a new directory.",
              {"url": {"type": "string"}, "path": {"type": "string"}, "depth": {"type": "integer"}}, ["url", "path"]),
        _tool("git_stash", "Manage stashes: list stashes, save current changes (push), restore changes (pop/apply).",
              {"mode": {"type": "string", "enum": ["list", "push", "pop"], "default": "push"}, "message": {"type": "string"}}, [])]})
    clone, stash = profile_spec(spec)
    for seed in range(10):
        said = clause(clone, random.Random(seed), [("$.path", "/home/ivan/projects/webshop"), ("$.url", "https://github.com/a/b.git"),
                                                    ("$.depth", 45)])
        assert "into /home/ivan/projects/webshop" in said and ") (" not in said, said
        said = clause(stash, random.Random(seed), [("$.message", "WIP: refund edge cases")])
        assert not said.lower().startswith("manage"), said


def test_a_motion_apps_arguments_are_of_their_kind():
    """adobe_ae_expression(expression="Footer"), ae_keyframes(property_path=<a .aep file>, ease="Ellipse 1"),
    ae_delete_layer(layer=[51, 60]), keyframes at times [17, 17]: an expression is code, a property path a
    property, an ease an easing, a layer index small, keyframe times distinct."""
    import random

    from seer import kinds
    from seer.generate.symbolic.values import ValueMaker

    ae = ("ae_keyframes", "Put keyframes on a property of an After Effects layer, read them or delete them.")
    assert kinds.infer("expression", {"type": "string", "description": "Expression code"}, tool_name="adobe_ae_expression",
                       tool_description="Apply expressions to After Effects layer properties.") == "ae_expression"
    assert kinds.infer("property_path", {"type": "string"}, tool_name=ae[0], tool_description=ae[1]) == "property_path"
    assert kinds.infer("ease", {"type": "string"}, tool_name=ae[0], tool_description=ae[1]) == "ease"
    for seed in range(10):
        maker = ValueMaker(random.Random(seed), context=ae)
        maker.arguments = True
        args = maker.make({"type": "object", "properties": {
            "expression": {"type": "string"}, "property_path": {"type": "string"}, "ease": {"type": "string"},
            "layer": {"type": "integer"}, "times": {"type": "array", "items": {"type": "number"}, "minItems": 2}},
            "required": ["expression", "property_path", "ease", "layer", "times"]})
        assert kinds.plausible("ae_expression", args["expression"]), args
        assert kinds.plausible("property_path", args["property_path"]), args
        assert kinds.plausible("ease", args["ease"]), args
        assert 1 <= args["layer"] <= 12 and len(set(args["times"])) == len(args["times"]), args


def test_a_render_of_one_frame_writes_an_image_and_a_save_the_calls_apps_file(tmp_path):
    tools = [_tool("ae_see_frame", "Render one frame of an After Effects comp and return the image.",
                   {"path": {"type": "string"}, "time": {"type": "number"}}, ["path"]),
             _tool("adobe_save_file", "Save the active document in Illustrator, Photoshop, InDesign or After Effects.",
                   {"app": {"type": "string", "enum": ["illustrator", "photoshop", "indesign", "aftereffects"]},
                    "file_path": {"type": "string"}}, ["app", "file_path"])]
    scenarios = _scenarios(tmp_path, tools)
    frames, saves = _calls(scenarios, "ae_see_frame"), _calls(scenarios, "adobe_save_file")
    assert frames and saves
    assert all(a["path"].endswith(".png") for _s, a in frames), frames
    ext = {"illustrator": ".ai", "photoshop": ".psd", "indesign": ".indd", "aftereffects": ".aep"}
    assert all(a["file_path"].endswith(ext[a["app"]]) for _s, a in saves if "." in a["file_path"].rsplit("/", 1)[-1]), saves


def test_typing_goes_into_a_field_and_fits_it(tmp_path):
    """type_text into `div.product-card:nth-child(2) .price` (a price label), a sentence typed into a password
    field, send_keys to class btn-primary, upload_file to the element with tag form."""
    tools = [_tool("type_text", "Type text into an input field.", {"selector": {"type": "string"}, "text": {"type": "string"}},
                   ["selector", "text"]),
             _tool("send_keys", "Send keys to an element.", {"by": {"type": "string", "enum": ["id", "css", "class", "name"]},
                                                              "value": {"type": "string"}, "text": {"type": "string"}},
                   ["by", "value", "text"]),
             _tool("upload_file", "Upload a file through a file input.", {"by": {"type": "string", "enum": ["id", "css", "tag", "class"]},
                                                                         "value": {"type": "string"}, "filePath": {"type": "string"}},
                   ["by", "value", "filePath"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(4))
    for _s, a in _calls(scenarios, "type_text"):
        assert any(w in a["selector"] for w in ("input", "textarea", "search", "coupon", "email")), a
        if "password" in a["selector"] or "email" in a["selector"] or "q'" in a["selector"]:
            assert not a["text"].endswith("."), a  # a search box gets search words, not a sentence
    for _s, a in _calls(scenarios, "send_keys"):
        assert a["value"] not in ("btn-primary", "nav-link", "product-card", "submit-btn", "checkout"), a
    for _s, a in _calls(scenarios, "upload_file"):
        assert a["value"] not in ("form", "button", "product-card", "btn-primary"), a


def test_an_http_request_reads_with_the_method_its_path_takes(tmp_path):
    """general_api_request(method=PUT, path=/metrics-2024.11/_count), then "Who else should know about this change?"."""
    tools = [_tool("general_api_request", "Perform a general HTTP API request against Elasticsearch.",
                   {"method": {"type": "string", "enum": ["GET", "POST", "PUT", "DELETE"]}, "path": {"type": "string"}},
                   ["method", "path"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(6))
    calls = _calls(scenarios, "general_api_request")
    assert calls
    for s, a in calls:
        if a["path"].split("?")[0].endswith(("_count", "/health", "_mapping", "_aliases", "/stats")):
            assert a["method"] == "GET", a
            if s.expected_tools[-1].arguments == a:
                assert s.follow_up is None or "change" not in s.follow_up, s.follow_up


def _mograph_calls(tool: str, seeds=range(3)):
    spec = load_spec(_shared("illustrator-mograph-mcp.json"))
    out = []
    for seed in seeds:
        for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if isinstance(o, Scenario):
                out += [(o, c.arguments) for c in o.expected_tools if c.tool == tool]
    return out


def test_a_keyframe_call_sets_values_only_when_it_sets_and_one_per_time():
    """ae_keyframes(op=get, times, ease, keys), op=offset with values ["Can we ship the fix ...?"]: a read sends
    no payload; a set gives one property value per time; an offset gives a delta."""
    calls = _mograph_calls("ae_keyframes")
    assert calls
    for _s, a in calls:
        if a["op"] == "set":
            assert len(a["values"]) == len(a["times"]) and not any(isinstance(v, str) for v in a["values"]), a
        else:
            assert "values" not in a and "ease" not in a, a


def test_a_setter_states_a_few_properties_of_their_kind_and_names_only_its_own():
    """ae_set_layer with blend mode "replace", quality "Logo.ai", positions 9 and 6 and five flags off; its new
    name linked from another layer's read; blend_mode linked from an artboard's `mode`."""
    from seer import kinds

    calls = _mograph_calls("ae_set_layer")
    assert calls
    for s, a in calls:
        optional = [k for k in a if k != "layer"]
        assert len(optional) <= 5, a  # four optional at most, plus a carried comp name
        if "blend_mode" in a:
            assert kinds.plausible("blend_mode", a["blend_mode"]), a
        if "quality" in a:
            assert kinds.plausible("render_quality", a["quality"]), a
        i = next(i for i, c in enumerate(s.expected_tools) if c.arguments is a)
        assert "uses the name returned" not in s.expected_tools[i].rationale, s.expected_tools[i].rationale
        text = " ".join(t.user for t in s.conversation)
        if isinstance(a.get("position"), list):
            assert "positions" not in text, text


def test_a_list_argument_is_said_whole(tmp_path):
    """ae_set_layer(layer=[9, 5]) said as "the layer 9": 5 had shown up in an earlier result, so it went unsaid."""
    from seer.generate.symbolic.build import _whole_records

    every = [("$.layer[0]", 9), ("$.layer[1]", 5), ("$.rotation", 15)]
    assert _whole_records([("$.layer[0]", 9), ("$.rotation", 15)], every) == every


def test_values_fit_what_the_call_does_with_them(tmp_path):
    """undo(count=20) said as "undo the last change"; hset(key=last_login, value=99); add_cookie(name=theme,
    value=<a UUID>); get_merge_request_diff(options="orders-merge"); list_projects(filters="login timeout")."""
    tools = [_tool("undo", "Undo or redo actions in Illustrator.", {
                 "action": {"type": "string", "enum": ["undo", "redo"], "default": "undo"},
                 "count": {"type": "integer", "minimum": 1, "maximum": 20, "description": "Number of times to undo/redo (max 20)"}}, []),
             _tool("hset", "Set a field in a hash stored at key in Redis.", {"name": {"type": "string"}, "key": {"type": "string",
                   "enum": ["status", "last_login", "email"]}, "value": {"type": "string"}}, ["name", "key", "value"]),
             _tool("get_merge_request_diff", "Get diff for a merge request\n\nArgs:\n    mr_id: The MR ID\n    **options: Optional "
                   "parameters:\n        - format: Response format ('json', 'unified') - default: 'json'\n\nReturns:\n    Dict",
                   {"mr_id": {"type": "string"}, "options": {"title": "options", "type": "string"}}, ["mr_id", "options"]),
             _tool("list_projects", "List projects from a Git platform", {"filters": {"title": "filters", "type": "string"}}, ["filters"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(4))
    assert all(a["count"] <= 3 for _s, a in _calls(scenarios, "undo") if "count" in a)
    for _s, a in _calls(scenarios, "hset"):
        if a["key"] == "last_login":
            assert a["value"][:2] == "20" and "T" in a["value"], a
        if a["key"] == "email":
            assert "@" in a["value"], a
    for _s, a in _calls(scenarios, "get_merge_request_diff"):
        assert json.loads(a["options"]) == {"format": "unified"}, a
    for _s, a in _calls(scenarios, "list_projects"):
        assert isinstance(json.loads(a["filters"]), dict) and "state" not in a["filters"], a


def test_a_descriptions_verb_phrase_survives_names_and_clauses():
    """"verify the After Effects" (a boundary word inside the name After Effects), "verify the browser element
    visible" (a "Verify that X is visible" description), "list the fonts AE" (the subject of "AE can use"),
    "shape the property already has" (a relative clause), "new a project"."""
    from seer.generate.symbolic.phrasing import _from_description

    said = {d: _from_description(d) for d in (
        "Compare an After Effects comp against the Illustrator artboard it came from.",
        "Verify that an element is visible on the page", "List the fonts AE can use, by PostScript name.",
        "Shape the keyframes a property already has: easing, interpolation, or both.", "Create a new After Effects project.")}
    got = [f"{a.verb} {a.obj}" for a in said.values()]
    assert got == ["compare an After Effects comp", "check that an element is visible", "list the fonts", "shape the keyframes",
                   "create an After Effects project"], got


def test_round_302_choices_colours_and_verbs(tmp_path):
    """open_browser(browser=chrome) 'take the second one it lists' from a tab listing (a choice linked from a
    record); ae_contact_sheet(background=[34]); 'force only automation browser processes'; 'give each artboard'."""
    import random

    from seer.generate.symbolic.phrasing import _from_description
    from seer.generate.symbolic.values import ValueMaker

    tools = [_tool("get_tabs", "Get all open browser tabs.", {"session_id": {"type": "string"}}, []),
             _tool("open_browser", "Launch a new browser session.", {"browser": {"type": "string", "description": "Browser type to launch"}},
                   ["browser"])]
    for s in _scenarios(tmp_path, tools, seeds=range(6)):
        assert not any("uses the browser returned" in c.rationale for c in s.expected_tools), s.prompt
    maker = ValueMaker(random.Random(1), context=("ae_contact_sheet", "Render several moments of an After Effects comp."))
    maker.arguments = True
    bg = maker.make({"type": "array", "items": {"type": "number"}}, "background")
    assert len(bg) == 3 and all(0 <= v <= 255 for v in bg), bg
    kill = _from_description("Force kill only automation browser processes (not personal Chrome) and reset session")
    give = _from_description("Give each artboard its own layer and move its artwork into it.")
    assert (kill.verb, kill.obj) == ("kill", "automation browser processes")
    assert (give.verb, give.obj) == ("give", "each artboard a layer")


def test_round_303_sessions_modes_and_kinds(tmp_path):
    """navigate_back(session_id=<a random id>) right after open_browser (the new session's id not handed on);
    ai_delete(what=empty_layers, items=[36, 65]); git_log(grep="auth-grep"); window(handle="ktrevino");
    "give me a list of all character"."""
    from seer import kinds
    from seer.generate.symbolic.phrasing import _from_description, _short

    tools = [_tool("open_browser", "Launch a new browser session.", {"browser": {"type": "string"}}, []),
             _tool("get_page_title", "Get the page title.", {"session_id": {"type": "string"}}, ["session_id"])]
    linked = [s for s in _scenarios(tmp_path, tools, seeds=range(4))
              if [c.tool for c in s.expected_tools][:2] == ["open_browser", "get_page_title"]]
    assert linked and all("returned by open_browser" in s.expected_tools[1].rationale for s in linked)
    assert kinds.infer("grep", {"type": "string", "description": "Filter commits by message pattern"}, tool_name="git_log",
                       tool_description="Show the git commit history") == "search_query"
    assert kinds.infer("handle", {"type": "string"}, tool_name="window", tool_description="Switch browser windows") == "window_handle"
    act = _short(_from_description("List all character and paragraph styles in the active document."))
    assert " and" not in act.obj and act.obj.endswith("styles"), act


def test_mocks_engineer_notes_names_of_their_own_kind():
    """get_alias(index='orders-current') (an alias name as an index), browser_generate_locator(element_description=
    'The new pricing goes live on Monday.'), ae_set_comp(name=<a project's or an artboard's name>) linked from a listing."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.values import ValueMaker
    from seer.kinds.words import NAMED

    es = ("get_alias", "Get aliases of an Elasticsearch index.")
    for seed in range(6):
        v = ValueMaker(random.Random(seed), context=es).make({"type": "string", "description": "Name of the index"}, "index")
        assert v not in NAMED["alias"], v
        d = ValueMaker(random.Random(seed), context=("browser_generate_locator", "Generate a robust locator for a browser element")).make(
            {"type": "string"}, "element_description")
        assert not d.endswith("."), d
    graph = Graph(profile_spec(load_spec(_shared("illustrator-mograph-mcp.json"))))
    assert graph.producers("ae_set_comp", "name") == []


def test_round_304_targets_sorts_and_points(tmp_path):
    """adobe_pr_sequence(action=delete) naming no sequence; apply_graphic_style fed a text style; ae_shape_op(anchor=[1917]);
    adobe_ps_batch(input_folder="Hero image"); create_milestone(title=<an issue title>); ai_delete(what=<linked from an audit>)."""
    import random

    from seer import kinds
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.values import ValueMaker

    seq = _tool("adobe_pr_sequence", "Premiere Pro sequence tools.", {"params": {"type": "object", "properties": {
        "action": {"type": "string", "enum": ["list", "delete", "set_active", "create"]}, "name": {"type": "string"}},
        "required": ["action"]}}, ["params"])
    for _s, a in _calls(_scenarios(tmp_path, [seq], seeds=range(6)), "adobe_pr_sequence"):
        if a["params"]["action"] in ("delete", "set_active"):
            assert a["params"].get("name"), a
    graph = Graph(profile_spec(load_spec(_shared("illustrator.json"))))
    assert [e.producer for e in graph.producers("apply_graphic_style", "style_name")] == ["list_graphic_styles"]
    maker = ValueMaker(random.Random(2), context=("ae_shape_op", "Add a shape operator to After Effects shape layers."))
    maker.arguments = True
    assert len(maker.make({"type": "array", "items": {"type": "number"}}, "anchor")) == 2
    assert kinds.infer("input_folder", {"type": "string"}, tool_name="adobe_ps_batch",
                       tool_description="Batch process files in Photoshop") == "dir_path"
    made = ValueMaker(random.Random(0), context=("create_milestone", "Create a new milestone")).make({"type": "string"}, "title")
    assert made in ("v2.5", "v3.0", "Q1 2027", "Sprint 48", "Public beta"), made


def test_round_305_no_thing_is_changed_and_deleted_and_the_app_stays():
    """search_notes -> update_note -> delete_note (a note renamed and then deleted); adobe_list_fonts(app=indesign)
    -> adobe_close_document(app=mediaencoder) (the app a request works in switched under it)."""
    for path in (SHARED_SPECS.parent.parent / "main" / "seer" / "examples" / "specs" / "notes.json",
                 Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs" / "notes.json"):
        if path.exists():
            break
    spec = load_spec(path)
    for seed in range(4):
        for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if isinstance(o, Scenario) and o.kind == "normal":
                tools = [c.tool for c in o.expected_tools]
                assert not ("delete_note" in tools and {"update_note", "create_note", "link_notes"} & set(tools)), tools
    spec = load_spec(_shared("illustrator-adobe-mcp.json"))
    for seed in range(3):
        for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if isinstance(o, Scenario) and o.kind == "normal":
                apps = {c.arguments.get("params", {}).get("app") for c in o.expected_tools if isinstance(c.arguments.get("params"), dict)
                        and c.tool in ("adobe_list_fonts", "adobe_app_status", "adobe_close_document", "adobe_save_file")}
                assert len(apps - {None}) <= 1, (o.id, apps)


def test_round_306_apps_keep_their_things_and_shapes_are_shapes():
    """ai_add(layer=<the After Effects shape layer ae_add_shape made>); ae_add_shape(size=[22], vertices=[[66, 96]]);
    "points 120, 90 and 540" for [[120, 90], [120, 540]]; "a fills of 208, 93 and 181"."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.text import _mention
    from seer.generate.symbolic.together import _point_lists
    from seer.generate.symbolic.values import ValueMaker

    graph = Graph(profile_spec(load_spec(_shared("illustrator-mograph-mcp.json"))))
    assert all(e.producer.startswith("ai_") for e in graph.producers("ai_add", "layer"))
    maker = ValueMaker(random.Random(4), context=("ae_add_shape", "Add a shape layer to an After Effects comp."))
    maker.arguments = True
    pts = {"type": "array", "items": {"type": "array", "items": {"type": "number"}}}
    assert len(maker.make(pts, "vertices")) >= 3 and len(maker.make({"type": "array", "items": {"type": "number"}}, "size")) == 2
    rest, said = _point_lists([("$.points[0][0]", 120), ("$.points[0][1]", 90), ("$.points[1][0]", 120), ("$.points[1][1]", 540)])
    assert said == ["the points (120, 90) and (120, 540)"] and not rest
    assert _mention("fill", [208, 93, 181], "shape", random.Random(0))[0] == "the fill RGB 208, 93, 181"


def test_round_307_colours_are_one_model_and_said_as_one():
    """find_objects(fill_color={type: rgb, m: 69, y: 200}) said "the m 69, the ys 200 and 400"; "Great, by css it is."
    (a locator strategy carried from a result)."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.together import _colour_objects
    from seer.generate.symbolic.values import ValueMaker

    colour = {"type": "object", "properties": {"type": {"type": "string", "enum": ["cmyk", "rgb"]}, **{
        ch: {"type": "number"} for ch in "cmykrgb"}}, "required": ["type"]}
    for seed in range(10):
        maker = ValueMaker(random.Random(seed), optional_share=0.9, context=("find_objects", "Find Illustrator objects by colour"))
        maker.arguments = True
        out = maker.make({"type": "object", "properties": {"fill_color": colour}, "required": ["fill_color"]})["fill_color"]
        keys = set(out) - {"type"}
        assert keys == set(out["type"]), out
        assert all(0 <= v <= (100 if out["type"] == "cmyk" else 255) for k, v in out.items() if k != "type"), out
    rest, said = _colour_objects([("$.stroke_color.type", "cmyk"), ("$.stroke_color.c", 40), ("$.stroke_color.m", 15),
                                  ("$.stroke_color.y", 42), ("$.stroke_color.k", 25)])
    assert said == ["the stroke color CMYK 40, 15, 42, 25"] and not rest
    graph = Graph(profile_spec(load_spec(_shared("selenium-angiejones.json"))))
    assert graph.producers("get_element_attribute", "by") == []


def test_an_adjustment_kind_takes_only_its_own_settings(tmp_path):
    """adobe_ps_adjustment(adjustment=invert, brightness=29, contrast=46, hue=62): an invert has no brightness."""
    props = {"adjustment": {"type": "string", "description": "Adjustment: brightness_contrast, levels, curves, hue_saturation, "
                                                              "exposure, invert, desaturate"},
             "brightness": {"type": "integer", "minimum": -150, "maximum": 150, "description": "Brightness -150 to 150"},
             "contrast": {"type": "integer", "minimum": -100, "maximum": 100, "description": "Contrast -100 to 100"},
             "exposure": {"type": "number", "description": "Exposure"}}
    tools = [_tool("ps_adjustment", "Apply colour/tone adjustments in Photoshop.", props, ["adjustment"])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(8)), "ps_adjustment")
    assert calls
    for _s, a in calls:
        if a["adjustment"] in ("invert", "desaturate", "curves", "levels"):
            assert not {"brightness", "contrast", "exposure"} & set(a), a


def test_round_308_server_context_pages_sources_and_new_parents(tmp_path):
    """scan_all_keys(pattern='node_modules') (a Redis tool whose description never says Redis); planner_explore_page
    (pageName='rapid-delta'); analyzer_import_context(sourceType=url, source=<a Dockerfile path>); ae_audio_keyframes on
    layer 8 of the comp just made; name_tab(index=7) of four tabs; 'use the cluster items tools'."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.phrasing import action

    redis = {p.name: p for p in profile_spec(load_spec(_shared("redis-mcp-redis.json")))}
    assert "kv" in __import__("seer.kinds.infer", fromlist=["contexts"]).contexts(*redis["scan_all_keys"].ctx)
    mograph = profile_spec(load_spec(_shared("illustrator-mograph-mcp.json")))
    assert Graph(mograph).producers("ae_audio_keyframes", "comp_name") == []
    act = action(next(p for p in mograph if p.name == "ai_cluster_items"))
    assert f"{act.verb} {act.obj}" == "suggest how to group loose items"
    tools = [_tool("import_context", "Import additional context for the analyzer.", {
        "sourceType": {"type": "string", "enum": ["url", "file", "text"]}, "source": {"type": "string"}}, ["sourceType", "source"]),
             _tool("explore_page", "Explore a page of the web app in the browser.", {"pageName": {"type": "string"}}, ["pageName"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(4))
    for _s, a in _calls(scenarios, "import_context"):
        kind, src = a["sourceType"], a["source"]
        assert (kind == "url") == src.startswith("http") and (kind == "file") == src.startswith("/"), a
    for _s, a in _calls(scenarios, "explore_page"):
        assert a["pageName"][:1].isupper(), a


def test_round_309_from_to_frameworks_and_the_params_own_noun():
    """'convert a point between artboard with ... the from document and the to artboard'; generator_write_test(framework=
    django); adobe_ps_text -> adobe_an_timeline(layer_name) (Photoshop to Animate); 'a x of 360'; replace_color's scope
    drawn from the colour pool (the tool's noun, not the parameter's)."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.phrasing import _from_description
    from seer.generate.symbolic.text import _mention
    from seer.kinds.words import named_pool

    act = _from_description("Convert a point between artboard and document coordinate systems in the active document.")
    assert not act.qualifier.startswith("between"), act
    assert _mention("from", ["document"], "point", random.Random(0)) == ("from document", "own")
    assert "x of" not in _mention("x", [360], "point", random.Random(2))[0] or "an x of" in _mention("x", [360], "point", random.Random(2))[0]
    assert named_pool("framework generator write test") == ("pytest", "playwright", "webdriverio", "jest", "junit")
    assert named_pool("scope replace color") is None
    graph = Graph(profile_spec(load_spec(_shared("illustrator-adobe-mcp.json"))))
    assert all(not e.producer.startswith("adobe_ps_") for e in graph.producers("adobe_an_timeline", "layer_name"))


def test_round_310_options_empty_filters_and_the_requests_app(tmp_path):
    """select_option(value=Germany, text=<a chat sentence>, index=2); find_objects(font_size={}); adobe_list_fonts(app=
    aftereffects) feeding a Photoshop text layer."""
    tools = [_tool("select_option", "Select an option in a dropdown.", {"ref": {"type": "string"}, "value": {"type": "string"},
                                                                       "text": {"type": "string"}, "index": {"type": "number"}}, ["ref"]),
             _tool("find_objects", "Find objects in the document.", {"name": {"type": "string"},
                                                                     "font_size": {"type": "object", "properties": {}}}, [])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(6))
    for _s, a in _calls(scenarios, "select_option"):
        assert len({"value", "text", "index"} & set(a)) <= 1, a
        assert not str(a.get("text", "")).endswith("."), a
    for _s, a in _calls(scenarios, "find_objects"):
        assert a.get("font_size") != {}, a
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.sensible import fit_request_app

    ps = {p.name: p for p in profile_spec(load_spec(_shared("illustrator-adobe-mcp.json")))}
    args = {"params": {"app": "aftereffects"}}
    fit_request_app(ps["adobe_list_fonts"], args, {}, [ps["adobe_list_fonts"], ps["adobe_ps_text"]], 0)
    assert args["params"]["app"] == "photoshop"


def test_round_311_refs_history_new_layers_profiles():
    """file_upload(ref) from generator_read_spec (a spec file has no element refs); navigate_back right after a new
    session; ai_layer_from_selection(name) carried from the selection's name; assign_color_profile(profile="Footer");
    git_checkout taking the listing's base branch with nothing said."""
    from seer import kinds
    from seer.generate.symbolic.build import _earlier_picks
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.plans import _steps_back

    sel = Graph(profile_spec(load_spec(_shared("selenium.json"))))
    assert sel.producers("file_upload", "ref") == []
    assert _steps_back("navigate_back") and _steps_back("go_forward") and not _steps_back("backup_db")
    mograph = Graph(profile_spec(load_spec(_shared("illustrator-mograph-mcp.json"))))
    assert mograph.producers("ai_layer_from_selection", "name") == []
    assert kinds.infer("profile", {"type": "string"}, tool_name="assign_color_profile",
                       tool_description="(illustrator) Assign a color profile to the active document") == "color_profile"
    mocks = [type("M", (), {"output": {"branches": [{"name": "release/2.4", "base_branch": "chore/bump-deps"}]}})()]
    hint = _earlier_picks(1, [{}, {"branch_name": (0, None)}], [[0]], mocks, {(1, "branch_name"): "chore/bump-deps"},
                          "Good, release/2.4 is there.", set())
    assert "chore/bump-deps" in hint, hint
