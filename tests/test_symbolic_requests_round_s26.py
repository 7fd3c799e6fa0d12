"""Issue #12's requests rounds (seeds 800-899): what the user says, what the oracle calls with, which
tools chain. Each test names the absurd class it keeps out of a strict domain reading."""

from __future__ import annotations

from tests.test_symbolic_domain import _scenarios, _tool  # one spec fixture for the symbolic tests
from tests.test_symbolic_requests_round_s25 import _calls  # (the asking turn's words, the arguments) per call of a tool


def test_round_800_a_copy_goes_to_other_layers_than_its_source(tmp_path):
    """Round 800 [18]: ae_copy_animation(from_layer=9, to_layers=[9, 8]) "copy one property's keyframes from layer
    9 to layers 9 and 8": a layer's keyframes copied onto itself. A to/target list never holds its from twin."""
    layer = {"anyOf": [{"type": "string"}, {"type": "integer"}]}
    props = {"from_layer": layer, "to_layers": {"type": "array", "items": layer}, "property_path": {"type": "string"},
             "comp_name": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}}
    tools = [_tool("ae_copy_animation", "Copy one property's keyframes (easing included) from one layer onto others.", props,
                   ["from_layer", "to_layers", "property_path"]),
             _tool("ae_list_layers", "List the layers of an After Effects comp.", {"comp_name": {"type": "string"}}, [])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(12)), "ae_copy_animation")
    assert calls
    for _said, args in calls:
        assert args["from_layer"] not in args["to_layers"] and args["to_layers"], args


def test_round_800_an_inverted_selection_takes_no_rectangle(tmp_path):
    """Round 800 [19]: adobe_ps_selection(action=inverse, height=1099) "invert the selections using height 1099",
    then an error recovery over that height. A mode that takes no operand (inverse, select_all, deselect) sends
    no coordinates, sizes, feather or tolerance of the modes that draw a selection."""
    num = {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None}
    inner = {"type": "object", "required": ["action"], "properties": {
        "action": {"type": "string", "description": "Action: select_all, deselect, inverse, rect, ellipse, color_range, feather, "
                                                    "expand, contract, smooth, by_layer"},
        "x": dict(num, description="X coordinate"), "y": dict(num, description="Y coordinate"),
        "width": dict(num, description="Width"), "height": dict(num, description="Height"),
        "feather": {"anyOf": [{"type": "number", "minimum": 0}, {"type": "null"}], "default": 0, "description": "Feather radius"},
        "tolerance": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 255}, {"type": "null"}], "default": None,
                      "description": "Color range tolerance"}}}
    tools = [_tool("adobe_ps_selection", "Create and modify selections in Photoshop.", {"params": inner}, ["params"]),
             _tool("adobe_ps_layers", "List the layers of the active Photoshop document.", {}, [])]
    seen = 0
    for _said, args in _calls(_scenarios(tmp_path, tools, seeds=range(30)), "adobe_ps_selection"):
        inner_args = args["params"]
        if inner_args["action"] in ("inverse", "select_all", "deselect"):
            seen += 1
            assert not set(inner_args) & {"x", "y", "width", "height", "tolerance"}, args
    assert seen


def test_round_800_a_shape_is_drawn_without_the_text_of_a_text_item(tmp_path):
    """Round 800 [15]: ai_add(kind=path, text="The meeting moved to 3pm tomorrow.", ...) "draw a primitive with the
    text ..., kind path": a path with a chat sentence on it. A `kind` that picks what the call makes is its mode:
    `text` goes with kind=text only."""
    opt = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}
    props = {"kind": {"type": "string"}, "x": {"type": "number", "default": 0}, "y": {"type": "number", "default": 0},
             "width": {"type": "number", "default": 100}, "height": {"type": "number", "default": 100},
             "points": {"anyOf": [{"type": "array", "items": {"type": "array", "items": {"type": "number"}}}, {"type": "null"}],
                        "default": None},
             "text": opt, "size": {"type": "number", "default": 24}, "font": opt, "layer": opt}
    tools = [_tool("ai_add", "Draw a primitive: `kind` is `rect`, `ellipse`, `path` or `text`.", props, ["kind"]),
             _tool("ai_list_layers", "List the layers of the Illustrator document.", {}, [])]
    kinds = set()
    for _said, args in _calls(_scenarios(tmp_path, tools, seeds=range(30)), "ai_add"):
        kinds.add(args["kind"])
        if args["kind"] != "text":
            assert "text" not in args and "font" not in args, args
    assert kinds - {"text"}, kinds


def test_round_800_an_http_method_is_never_the_value_a_failure_blames(tmp_path):
    """Round 800 [10]: general_api_request(method=GET, path=/_aliases) fails "method GET not found" and the user
    answers "Ah, GET was renamed; it's PUT now": an HTTP method is a choice (like an action or a kind), never a
    name that went stale; switching it is no fix."""
    import json

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.negatives import failure_subject
    from seer.spec.load import load_spec

    props = {"method": {"type": "string", "description": "HTTP method (GET, POST, PUT, DELETE, etc.)"},
             "path": {"type": "string", "description": "API endpoint path"},
             "cluster": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "description": "Optional cluster name."}}
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": [
        _tool("general_api_request", "Perform a general HTTP API request to Elasticsearch.", props, ["method", "path"])]}))
    (p,) = profile_spec(load_spec(path))
    subject = failure_subject(p, {"method": "GET", "path": "/_aliases"})
    assert subject is None or subject.name != "method", subject


def test_round_800_the_browser_is_launched_before_anything_is_done_in_it(tmp_path):
    """Round 800 [5]: press_key(Enter), then start_browser, then delete_cookie: a key pressed in no browser. A call
    that launches the browser or the app goes ahead of the calls that do not feed it."""
    tools = [_tool("start_browser", "launches browser", {"browser": {"type": "string", "enum": ["chrome", "firefox"]}}, ["browser"]),
             _tool("press_key", "simulates pressing a keyboard key", {"key": {"type": "string"}}, ["key"]),
             _tool("delete_cookie", "deletes cookies", {"name": {"type": "string"}}, []),
             _tool("take_screenshot", "captures a screenshot of the current page", {}, [])]
    launched = 0
    for s in _scenarios(tmp_path, tools, seeds=range(10)):
        called = [c.tool for c in s.expected_tools]
        if "start_browser" in called and len(called) > 1:
            launched += 1
            assert called[0] == "start_browser", called
    assert launched


def test_round_800_a_shared_browser_spec_launches_first():
    """The same class on the spec it was read on (selenium-angiejones, seed 800)."""
    from seer.generate.base import GenerationPlan
    from seer.generate.symbolic import SymbolicEngine
    from seer.harness.model import Scenario
    from seer.spec.load import load_spec
    from tests.test_symbolic_requests_round_s24 import _shared

    spec = load_spec(_shared("selenium-angiejones.json"))
    launched = 0
    # (s41: seeds 800-803, not 800 alone: a cookie read or deleted in a browser just launched, before any page, is no
    # plan now, and seed 800's one launch plan went with that rule)
    for o in (o for seed in range(800, 804) for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed))):
        called = [c.tool for c in o.expected_tools] if isinstance(o, Scenario) else []
        if "start_browser" in called and len(called) > 1:
            launched += 1
            assert called[0] == "start_browser", (o.id, called)
    assert launched


def test_open_class_a_saved_test_plan_is_a_markdown_plan(tmp_path):
    """Rounds 312/507/509 (open until s26): planner_save_plan(planContent="The invoice total was corrected to 1,240
    EUR."): a test plan "in markdown format" saved as a chat line. Its content is a Markdown plan: a heading and
    numbered scenarios with steps and what is expected."""
    import re

    props = {"planContent": {"type": "string", "description": "Complete test plan content in markdown format"},
             "filename": {"type": "string"}}
    tools = [_tool("planner_save_plan", "Save the completed test plan to a markdown file", props, ["planContent"]),
             _tool("planner_setup_page", "Initialize the testing environment and navigate to the application for test planning",
                   {"url": {"type": "string", "description": "URL of the web application to test"}}, ["url"])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(4)), "planner_save_plan")
    assert calls
    for _said, args in calls:
        plan = args["planContent"]
        assert plan.startswith("# ") and re.search(r"^1\. ", plan, re.M) and "Then:" in plan, plan


def test_open_class_a_page_item_filter_kind_is_a_type_not_an_item():
    """Round 509 (open until s26): ai_find_items(kind="Rectangle 3"): a filter's kind is an item type (PathItem,
    TextFrame, GroupItem), never one item's name."""
    import random

    from seer.kinds import infer, make, plausible

    desc = "(illustrator) Find items by any combination of criteria (AND). Returns their stable ids."  # the spec's domain first
    kind = infer("kind", {"anyOf": [{"type": "string"}, {"type": "null"}]}, tool_name="ai_find_items", tool_description=desc)
    assert kind == "item_type", kind
    assert all(plausible(kind, make(kind, random.Random(i))) for i in range(5)) and not plausible(kind, "Rectangle 3")
    assert infer("kind", {"type": "string"}, tool_name="ai_add", tool_description="(illustrator) Draw a primitive") != "item_type"


def test_open_class_the_users_things_are_mine_in_the_users_mouth(tmp_path):
    """Lead's default run (notes-kb): "enumerate the user's notebooks", "with the notebook ID from the user's
    notebooks": the description's third person in the user's own words. The user says "my notebooks"."""
    tools = [_tool("list_notebooks", "List the user's notebooks.", {}, []),
             _tool("create_note", "Create a note in a notebook.", {"notebook_id": {"type": "string"}, "title": {"type": "string"}},
                   ["notebook_id", "title"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(4))
    said = [t.user for s in scenarios for t in s.conversation] + [s.follow_up or "" for s in scenarios]
    assert any("my notebooks" in t for t in said)
    assert not any("user's" in t for t in said), [t for t in said if "user's" in t][:3]


def test_open_class_a_pick_is_never_by_a_field_the_listed_records_share():
    """Rounds 312/509 (open until s26): "The one with state opened is the one I mean." of issues that are all open,
    and "The one with platform github" when the user asked for github: a field that picks no one record. The
    user names the record by a field of its own."""
    import random

    from seer.generate.symbolic.text import react

    listing = {"issues": [{"iid": 12, "title": "Fix login", "state": "opened"}, {"iid": 15, "title": "Add export", "state": "opened"},
                          {"iid": 19, "title": "Drop v1 API", "state": "opened"}]}
    pick = {"record": dict(listing["issues"][1])}  # the mock's copy of the record: found by value
    for seed in range(6):
        said = react("opened", listing, True, random.Random(seed), "issues", pick, "list the open issues")
        assert "iid 15" in said.lower() or "second" in said.lower(), said  # the record's own id (or place) picks it


def test_round_801_a_spec_a_file_filter_and_a_preset_are_what_their_tools_take(tmp_path):
    """Round 801: generator_save_spec(content="Please review the updated figures before Friday.") ("Markdown spec
    content"); adobe_ps_batch(file_filter="/home/dana/.../brand-icons.ai") ("File filter pattern", default
    "*.psd;*.png"); ae_apply_preset(preset_path=".../lower-thirds.aep") ("Apply an .ffx animation preset"). A
    Markdown spec is a plan, a file filter a glob, an After Effects preset a .ffx file."""
    import random

    from seer.generate.symbolic.values import ValueMaker
    from seer.kinds import infer

    assert infer("content", {"type": "string", "description": "Markdown spec content"}, tool_name="generator_save_spec",
                 tool_description="Save a structured markdown spec to the specs directory.") == "test_plan"
    batch = ("adobe_ps_batch", "(photoshop) Batch process files — open each file in input_folder, run JSX code, save to output_folder.")
    preset = ("ae_apply_preset", "(illustrator) Apply an .ffx animation preset to a layer.")
    for seed in range(6):
        flt = ValueMaker(random.Random(seed), context=batch).make({"type": "string", "description": "File filter pattern"}, "file_filter")
        assert flt.startswith("*.") and not flt.startswith("/"), flt
        path = ValueMaker(random.Random(seed), context=preset).make({"type": "string"}, "preset_path")
        assert path.endswith(".ffx"), path


def test_round_801_alternatives_are_never_cut_to_the_other_one():
    """Round 801 [5]: apply_text_style "Apply a character or paragraph style to a text frame" asked as "apply a
    character" (and, cut to size, "apply a paragraph style" for style_type=character): the object is "a style",
    its type said by the argument."""
    import json

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from seer.spec.load import load_spec

    props = {"uuid": {"type": "string"}, "style_type": {"type": "string", "enum": ["character", "paragraph"]},
             "style_name": {"type": "string"}}
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "spec.json"
        path.write_text(json.dumps({"name": "f", "tools": [_tool(
            "apply_text_style", "Apply a character or paragraph style to a text frame. Note: Illustrator will be activated.",
            props, ["uuid", "style_type", "style_name"])]}))
        (p,) = profile_spec(load_spec(path))
    obj = action(p).obj
    assert obj.split()[-1] == "style" and obj not in ("a character", "a paragraph style"), obj


def test_round_802_a_change_changes_something(tmp_path):
    """Round 802 [10]: modify_object(uuid, properties={}) "modify properties": a change of nothing. A write's
    required object of changes holds at least one real value (a position, a size, a name), not only a mode."""
    props = {"uuid": {"type": "string", "description": "UUID of the target object"},
             "properties": {"type": "object", "properties": {
                 "position": {"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x", "y"]},
                 "name": {"type": "string"}, "opacity": {"type": "number", "minimum": 0, "maximum": 100},
                 "rotation_mode": {"type": "string", "enum": ["relative", "absolute"]}, "locked": {"type": "boolean"}}}}
    tools = [_tool("modify_object", "Modify properties of an existing object.", props, ["uuid", "properties"]),
             _tool("find_objects", "Search for objects by specified criteria", {"name": {"type": "string"}}, [])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(12)), "modify_object")
    assert calls
    for _said, args in calls:
        assert set(args["properties"]) & {"position", "name", "opacity"}, args


def test_round_802_a_receipts_operation_is_no_news_and_searches_fit_their_app():
    """Round 802 [12], [19]: "OK, the action is take." after a screenshot ("ok: True\\naction: take\\npath: ..."), and
    ae_list_presets(filter="invoices from March"), analyze_text(filter=["error rate checkout"]): a reaction names what
    came back (the path), a design listing is searched for design words, a token filter is a built-in filter."""
    import random

    from seer.generate.symbolic.values import ValueMaker
    from seer.generate.symbolic.text import react
    from seer.kinds import infer, plausible

    out = {"result": "ok: True\naction: take\npath: /tmp/screenshots/screenshot-87.png\nwidth: 390\ncompleted_at: 2026-01-24T12:30:00Z"}
    for seed in range(6):
        said = react("take", out, False, random.Random(seed), "screenshot", None, "grab a screenshot")
        assert "action is" not in said and ("take" not in said or "(action: take)" in said), said
        query = ValueMaker(random.Random(seed), context=("ae_list_presets", "(illustrator) List the .ffx animation presets.")).make(
            {"type": "string"}, "filter")
        assert query not in ("invoices from March", "failed payments last week", "customers in Portugal") and len(query) < 20, query
    kind = infer("filter", {"type": "string"}, tool_name="analyze_text", tool_description="(elasticsearch) Analyze text with an analyzer.")
    assert kind == "analysis_part" and plausible(kind, "lowercase") and not plausible(kind, "error rate checkout")


def test_open_class_two_values_of_one_label_are_said_with_their_roles(tmp_path):
    """Lead's default run (tickets): create_ticket(reporter={email: A}, assignee={email: B}) said "the emails A and B"
    (which is the reporter?), and "PVE for the project", "315 for the project ID". Each value is said with its role
    ("reporter email A", "assignee email B"); a code or number is said after its label ("project PVE")."""
    import re

    person = {"type": "object", "properties": {"email": {"type": "string", "format": "email"}}, "required": ["email"]}
    tools = [_tool("create_ticket", "Open a new ticket.", {"project": {"type": "string", "description": "Project key"},
                                                           "title": {"type": "string"}, "reporter": person, "assignee": person},
                   ["project", "title", "reporter", "assignee"]),
             _tool("list_tickets", "List tickets of a project.", {"project": {"type": "string", "description": "Project key"}}, ["project"])]
    seen = 0
    for said, args in _calls(_scenarios(tmp_path, tools, seeds=range(6)), "create_ticket"):
        seen += 1
        assert "emails" not in said, said
        for role in ("reporter", "assignee"):
            email = args[role]["email"]
            assert re.search(rf"{role} email {re.escape(email)}|{re.escape(email)} for the {role} email", said), (role, said)
        assert f"{args['project']} for the project" not in said, said
    assert seen


def test_open_class_a_launched_browser_has_one_tab_and_a_change_is_not_undone_at_once(tmp_path):
    """Round 509 (open until s26): open_browser -> click_element -> switch_tab(index=4) (a new session has one tab);
    lead's run: list_files -> create_share_link(f) -> delete_file(f) (a link made for a file deleted the next step)."""
    from seer.generate.symbolic.starts import lone_tab

    assert lone_tab(["open_browser", "click_element", "switch_tab"]) and not lone_tab(["open_browser", "open_new_tab", "switch_tab"])
    session = {"session_id": {"type": "string"}}
    tools = [_tool("open_browser", "Launch a new browser session.", {"browser": {"type": "string", "enum": ["chrome", "firefox"]}}, []),
             _tool("switch_tab", "Switch to a browser tab by index.", dict(session, index={"type": "integer"}), ["session_id", "index"]),
             _tool("close_tab", "Close a browser tab by index.", dict(session, index={"type": "integer"}), ["session_id", "index"]),
             _tool("click_element", "Click an element.", dict(session, ref={"type": "string"}), ["session_id", "ref"]),
             _tool("list_files", "List files in a folder.", {"folder": {"type": "string"}}, []),
             _tool("create_share_link", "Create a share link for a file.", {"file_id": {"type": "string"}}, ["file_id"]),
             _tool("delete_file", "Delete a file.", {"file_id": {"type": "string"}}, ["file_id"])]
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        called = [c.tool for c in s.expected_tools]
        assert not lone_tab(called), called
        assert not ({"create_share_link", "delete_file"} <= set(called)), called


def test_mocks_notes_a_layer_kind_is_one_the_tool_lists_and_a_style_word_is_never_not_found(tmp_path):
    """Mocks engineer's notes (seeds 702-705): ae_add_layer(kind="Rectangle 3") ("Add a layer to a comp: solid, text,
    null, adjustment, camera or light."); ae_stroke(cap="round") failing "cap round not found", corrected to "Body
    copy", ai_set_item(blend_mode="normal") "not found". A kind is one the description lists; a cap, a join or a blend
    mode is a style word no failure blames."""
    import json

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.negatives import failure_subject
    from seer.spec.load import load_spec

    add = {"kind": {"type": "string"}, "comp_name": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None},
           "name": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}}
    tools = [_tool("ae_add_layer", "Add a layer to a comp: solid, text, null, adjustment, camera or light.\n\nFull notes: x", add, ["kind"]),
             _tool("ae_list_comps", "List the After Effects comps.", {}, [])]
    kinds = {args["kind"] for _said, args in _calls(_scenarios(tmp_path, tools, seeds=range(8)), "ae_add_layer")}
    assert kinds and kinds <= {"solid", "text", "null", "adjustment", "camera", "light"}, kinds
    stroke = {"layer": {"type": "string"}, "cap": {"type": "string"}, "join": {"type": "string"}}
    path = tmp_path / "s2.json"
    path.write_text(json.dumps({"name": "f", "tools": [_tool("ae_stroke", "Set a shape layer's stroke.", stroke, ["cap", "join"])]}))
    (p,) = profile_spec(load_spec(path))
    subject = failure_subject(p, {"cap": "round", "join": "miter"})
    assert subject is None or subject.name not in ("cap", "join"), subject


def test_round_803_no_rename_without_a_name_and_no_platform_blamed(tmp_path):
    """Round 803 [4], [6]: ai_set_layer(layer=12, opacity=100, locked=false) asked "rename a layer 12, an opacity of
    100" (no new name: nothing renamed); delete_project fails "platform gitlab not found" and the user answers "not
    gitlab, it's github" (a platform is a choice, not a name that went stale)."""
    import json

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.negatives import failure_subject
    from seer.spec.load import load_spec

    props = {"layer": {"anyOf": [{"type": "string"}, {"type": "integer"}]}, "name": {"type": "string"},
             "locked": {"type": "boolean"}, "opacity": {"type": "number"}}
    tools = [_tool("ai_set_layer", "Rename a layer or change its visibility, lock or opacity.", props, ["layer"]),
             _tool("ai_list_layers", "List the layers of the Illustrator document.", {}, [])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(10)):
        for turn in s.conversation:
            calls = [s.expected_tools[i].arguments for i in turn.calls if s.expected_tools[i].tool == "ai_set_layer"]
            seen += sum("name" not in a for a in calls)
            assert turn.user.lower().count("rename") <= sum("name" in a for a in calls), turn.user
    assert seen
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"name": "f", "tools": [_tool("delete_project", "Delete a project.", {
        "platform": {"type": "string", "description": "Platform: github or gitlab"}, "project_id": {"type": "string"}},
        ["platform", "project_id"])]}))
    (p,) = profile_spec(load_spec(path))
    subject = failure_subject(p, {"platform": "gitlab", "project_id": "122"})
    assert subject is None or subject.name != "platform", subject


def test_round_803_no_line_edits_in_a_media_file_just_viewed(tmp_path):
    """Round 803 [19]: list_directory -> read_media_file(report-q3.jpg) -> edit_file(report-q3.jpg, edits=[<lines of
    text>]): line-based edits in a JPEG. A text edit is never fed by a media read."""
    path = {"path": {"type": "string"}}
    edits = {"type": "array", "items": {"type": "object", "properties": {"oldText": {"type": "string"}, "newText": {"type": "string"}},
                                        "required": ["oldText", "newText"]}}
    tools = [_tool("read_media_file", "Read an image or audio file.", path, ["path"]),
             _tool("edit_file", "Make line-based edits to a text file.", dict(path, edits=edits), ["path", "edits"]),
             _tool("list_directory", "Get a detailed listing of all files and directories in a specified path.", path, ["path"])]
    for s in _scenarios(tmp_path, tools, seeds=range(10)):
        called = [c.tool for c in s.expected_tools]
        if "read_media_file" in called and "edit_file" in called:
            media = next(c.arguments["path"] for c in s.expected_tools if c.tool == "read_media_file")
            assert all(c.arguments["path"] != media for c in s.expected_tools if c.tool == "edit_file"), called


def test_round_804_alternatives_join_only_nouns_and_a_test_is_saved_as_what_it_is(tmp_path):
    """Round 804 (read-only, fixed after): write_file "Create a new file or completely overwrite an existing file"
    asked "create a completely overwrite" (this session's alternatives rule joined an adverb and a verb); and
    generator_write_seed(testCode=<a pytest function>, framework="webdriverio", description="Login and save auth
    cookies"), generator_write_test(runCommand={command: "support-command", args: ["analytics-arg"]}, configFile=<the test
    file>): the framework follows the code's language, the description the test's name, the run command runs it."""
    import json

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from seer.spec.load import load_spec

    path = tmp_path / "fs.json"
    path.write_text(json.dumps({"name": "f", "tools": [
        _tool("write_file", "Create a new file or completely overwrite an existing file with new content.", {
            "path": {"type": "string"}, "content": {"type": "string"}}, ["path", "content"]),
        _tool("get_file_info", "Retrieve detailed metadata about a file or directory. Returns size.", {"path": {"type": "string"}},
              ["path"])]}))
    acts = {p.tool.name: action(p).obj for p in profile_spec(load_spec(path))}
    assert acts == {"write_file": "a new file", "get_file_info": "the file metadata"}, acts
    props = {"testCode": {"type": "string", "description": "Seed test code (auth helper, fixture setup, etc.)"},
             "filename": {"type": "string"}, "framework": {"type": "string", "description": "Test framework"},
             "description": {"type": "string", "description": "What this seed test does (e.g. \"Login and save auth cookies\")"},
             "runCommand": {"type": "object", "properties": {"command": {"type": "string"}, "args": {"type": "array", "items": {"type": "string"}}},
                            "required": ["command", "args"]}, "configFile": {"type": "string"}}
    tools = [_tool("generator_write_seed", "Write a seed/bootstrap test (authentication, fixtures, environment setup).", props,
                   ["testCode", "filename", "framework", "description", "runCommand", "configFile"]),
             _tool("generator_read_log", "Read the test run log.", {}, [])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(6)), "generator_write_seed")
    assert calls
    for _said, args in calls:
        if args["testCode"].lstrip().startswith("def "):
            assert args["framework"] in ("pytest", "selenium-python", "python", "unittest", "robot"), args
            name = args["testCode"].split("def ", 1)[1].split("(")[0].removeprefix("test_").replace("_", " ")
            assert args["description"].lower() == name.lower(), args
            assert args["runCommand"]["command"] == "pytest" and args["configFile"] != args["filename"], args
