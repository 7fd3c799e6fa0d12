"""Issue #12's requests rounds, session 27 (seeds 805-819): what the user says, what the oracle calls with, which
tools chain. Each test names the absurd class it keeps out of a strict domain reading."""

from __future__ import annotations

from tests.test_symbolic_domain import _scenarios, _tool  # one spec fixture for the symbolic tests
from tests.test_symbolic_requests_round_s25 import _calls  # (the asking turn's words, the arguments) per call of a tool


def test_round_805_nothing_to_go_forward_to_and_a_render_is_said_as_one(tmp_path):
    """Round 805 (read-only, fixed after): open_browser -> type_into_element -> navigate_forward (a browser just
    launched has no page ahead: launching it is no navigation); adobe_ae_render "Add composition to After Effects render
    queue and start rendering" asked "Add the composition into .../lower-thirds.mp4" (a render, said as one)."""
    import json

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from seer.spec.load import load_spec

    session = {"session_id": {"type": "string"}}
    tools = [_tool("open_browser", "Launch a new browser session.", {"browser": {"type": "string", "enum": ["chrome", "firefox"]}}, []),
             _tool("type_into_element", "Type text into an element.", dict(session, index={"type": "integer"}, text={"type": "string"}),
                   ["session_id", "index", "text"]),
             _tool("navigate_forward", "Navigate forward one step in the browser history.", session, ["session_id"]),
             _tool("navigate_back", "Navigate back one step in the browser history.", session, ["session_id"])]
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        called = [c.tool for c in s.expected_tools]
        if "open_browser" in called:
            assert not {"navigate_forward", "navigate_back"} & set(called), called
    path = tmp_path / "ae.json"
    path.write_text(json.dumps({"name": "f", "tools": [_tool("adobe_ae_render", "Add composition to After Effects render queue and "
                                                             "start rendering.", {"output_path": {"type": "string"}}, ["output_path"])]}))
    (p,) = profile_spec(load_spec(path))
    assert action(p).verb == "render", action(p)


def test_round_810_a_pick_by_place_says_what_it_picks_and_a_limit_is_whole(tmp_path):
    """Round 810: "fetch recent messages (take the first one it lists) with limit 6.7" (slack_get_channel_history
    after slack_list_channels; git_fetch's remote after git_set_working_dir; "close a milestone (take the first one it
    lists) with milestone ID 320" picked the project). The pick names its thing ("for the channel, take the first one
    it lists"), and a number that counts (a limit, "Number of messages to retrieve") is whole."""
    limit = {"type": "number", "description": "Number of messages to retrieve (default 10)", "default": 10}
    tools = [_tool("slack_list_channels", "List public channels in the workspace.", {}, []),
             _tool("slack_get_channel_history", "Get recent messages from a channel.",
                   {"channel_id": {"type": "string", "description": "The ID of the channel"}, "limit": limit}, ["channel_id"]),
             _tool("slack_add_reaction", "Add a reaction emoji to a message.",
                   {"channel_id": {"type": "string"}, "timestamp": {"type": "string"}, "reaction": {"type": "string"}},
                   ["channel_id", "timestamp", "reaction"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(12))
    picks = [t.user for s in scenarios for t in s.conversation if "one it lists" in t.user]
    assert picks
    for said in picks:
        assert "for the channel, take the" in said or "for the message, take the" in said, said
    limits = [args["limit"] for _said, args in _calls(scenarios, "slack_get_channel_history") if "limit" in args]
    assert limits and all(isinstance(v, int) for v in limits), limits


def test_round_810_a_plural_label_agrees_with_the_one_value_said():
    """Round 810 (and s26's open "the prefixes is"): get_index_info answers "prefixes: product:" and the reaction said
    "So the prefixes is product:.". One value takes the singular ("the prefix is product:"), two take "are"; a count
    keeps its label, and a value's own words (a note body in a request) are never touched."""
    import random

    from seer.generate.symbolic.text import _tidy, react
    from seer.harness.checks import norm_text

    out = {"result": "index_name: idx:products\nkey_type: HASH\nprefixes: product:\nnum_docs: 12073"}
    seen = 0
    for seed in range(30):
        said = react("product:", out, False, random.Random(seed), "schema", None, norm_text("pull up the schema of idx:products"))
        assert " prefixes is " not in said.lower(), said
        seen += " prefix is product:" in said
    assert seen
    assert _tidy("OK, the tags is bug and ui.") == "OK, the tags are bug and ui."
    assert _tidy("OK, the docs is 12.") == "OK, the docs is 12."
    body = 'Add a note saying "The draft of the release notes is ready for review."'
    assert _tidy(body) == body


def test_open_class_an_analysis_filter_is_no_search_and_a_purpose_is_no_qualifier():
    """s26 806 [19]: analyze_text(char_filter=["mapping"]) asked "analyze the text ... to see matching mapping" (a
    char filter read as a search's match; "Analyze text to see how it would be tokenized" cut to the qualifier
    "to see"). A chain of filters is said with its label; "to <verb> ..." is a purpose, not where the action happens."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from seer.generate.symbolic.text import clause
    from seer.spec.load import Spec, Tool

    opt_list = {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}], "default": None}
    tool = Tool(name="analyze_text", description="Analyze text to see how it would be tokenized.\n\nUse this tool to debug.",
                input_schema={"type": "object", "required": ["text"], "properties": {
                    "text": {"type": "string"}, "filter": dict(opt_list, description="List of token filters to apply"),
                    "char_filter": dict(opt_list, description="List of character filters to apply before tokenization.")}})
    (p,) = profile_spec(Spec(name="es", tools=[tool]))
    assert action(p).qualifier == "", action(p)
    for seed in range(12):
        said = clause(p, random.Random(seed), [("$.text", "Latency dropped."), ("$.char_filter[0]", "mapping")])
        assert "matching mapping" not in said and "for mapping" not in said and "to see" not in said, said
        assert "char filter mapping" in said, said
        said = clause(p, random.Random(seed), [("$.text", "Latency dropped."), ("$.filter[0]", "lowercase"), ("$.filter[1]", "stop")])
        assert "matching" not in said and " for lowercase" not in said, said


def test_open_class_an_elements_expected_value_is_what_a_field_holds():
    """s26 borderline, round 810: browser_verify_value(element="Add to cart", expected_value="I could not reproduce the
    bug on staging.") and verify_value(ref, expectedValue=<a chat sentence>): an element's expected value is what a
    form field holds or a control's own text, never a chat line."""
    import random

    from seer.generate.symbolic.values import ValueMaker
    from seer.kinds import infer, plausible

    for name, desc, tool_desc in (("expectedValue", "Expected value of the element", "Verify that an element has the expected value or text content"),
                                  ("expected_value", "Expected value of the element", "Verify that an input element has the expected value")):
        kind = infer(name, {"type": "string", "description": desc}, tool_name="verify_value", tool_description=tool_desc)
        assert kind == "field_value" and not plausible(kind, "I could not reproduce the bug on staging."), kind
        for seed in range(10):
            value = ValueMaker(random.Random(seed), context=("verify_value", tool_desc)).make({"type": "string", "description": desc}, name)
            assert len(value.split()) <= 4 and not value.endswith("."), value
    assert infer("expectedText", {"type": "string"}, tool_name="verify_text", tool_description="Verify the text of an element in the browser") == "ui_text"


def test_open_class_a_carried_object_name_binds_a_variable_named_otherwise(tmp_path):
    """s26 [0] and round 812: manage_datasets(action=list_variables, object_name=<carried from find_objects>,
    variable_name=...) (object_name is "for bind_variable" only), and bind_variable(variable_name="Hero image",
    object_name="Hero image") (the variable named after its object). A carried value sets the mode it is for, and
    two names of different things in one call differ."""
    tools = [_tool("find_objects", "Find objects in the document by name.", {"name": {"type": "string"}}, []),
             _tool("manage_datasets", "List variables/datasets, apply or create datasets, bind variables to objects.", {
                 "action": {"type": "string", "enum": ["list_variables", "list_datasets", "apply_dataset", "create_dataset",
                                                       "bind_variable"], "description": "Action to perform"},
                 "dataset_name": {"type": "string", "description": "Dataset name (for apply_dataset, create_dataset)"},
                 "variable_name": {"type": "string", "description": "Variable name (for bind_variable)"},
                 "object_name": {"type": "string", "description": "Object name to bind variable to (for bind_variable)"}},
                   ["action"])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(16)), "manage_datasets")
    assert calls
    for _said, args in calls:
        if "object_name" in args or "variable_name" in args:
            assert args["action"] == "bind_variable", args
        if "object_name" in args and "variable_name" in args:
            assert args["object_name"] != args["variable_name"], args


def test_lead_note_a_media_read_reads_a_media_file(tmp_path):
    """Lead's note (filesystem seeds 0-4): read_media_file(path=.../scripts/Dockerfile.mp3), .../src/api/settings.jpg,
    .../report-q3.mp3: a code file's name with a media extension. A media read's path is a media file where media
    lives in that project (assets/logo.png, intro.mp3)."""
    import re

    tools = [_tool("read_media_file", "Read an image or audio file. Returns the base64 encoded data and MIME type.",
                   {"path": {"type": "string"}}, ["path"]),
             _tool("list_allowed_directories", "Returns the list of directories this server is allowed to access.", {}, [])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(10)), "read_media_file")
    assert calls
    code = ("readme", "config", "main", "notes", "report-q3", "index", "schema", "dockerfile", "changelog", "settings", "app",
            "server", "styles", "users", "deploy", "utils")
    for _said, args in calls:
        name = args["path"].rsplit("/", 1)[-1].lower()
        assert re.search(r"\.(png|jpe?g|gif|webp|mp3|wav)$", name) and name.rsplit(".", 1)[0] not in code, args


def test_round_810_a_verified_value_is_the_one_the_user_saw(tmp_path):
    """Round 810 [3]: hover_element(ref=e2) answered the link "Pricing", then verify_value(ref=e2,
    expectedValue="jane.doe@example.com") (before: "The deploy finished without errors."). A check of an element an
    earlier call showed expects that element's own text or value."""
    tools = [_tool("hover_element", "Hover over an element on the page.", {"ref": {"type": "string", "description": "Element reference from page snapshot"}}, ["ref"]),
             _tool("verify_value", "Verify that an element has the expected value or text content",
                   {"ref": {"type": "string", "description": "Element reference from page snapshot"},
                    "expectedValue": {"type": "string", "description": "Expected value of the element"}}, ["ref", "expectedValue"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(16)):
        shown = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            element = m.output.get("element") if isinstance(m.output, dict) else None
            if c.tool == "hover_element" and isinstance(element, dict) and element.get("text"):
                shown[c.arguments["ref"]] = element["text"]
            if c.tool == "verify_value" and c.arguments["ref"] in shown:
                seen += 1
                assert c.arguments["expectedValue"] == shown[c.arguments["ref"]], (c.arguments, shown)
    assert seen


def test_lead_note_redis_hybrid_search_and_a_lists_length(tmp_path):
    """Lead's seed 901 [0] and round 810 [9]: "run a hybrid search combining with a query vectors of ..." (the
    description's participle kept without its object), hybrid_search(filter_expression="customers in Portugal",
    return_fields=["amber-falcon"]) (a RediSearch filter is "@category:{shoes}", fields are field names), and llen(name)
    asked "get the length called notifications:user:1042" (a length is of the list, not called anything)."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from seer.generate.symbolic.text import clause
    from seer.kinds import infer, plausible
    from seer.spec.load import Spec, Tool

    hybrid = ("\n    Perform a hybrid search combining a Redis filter expression with KNN vector similarity.\n\n"
              "    Filter expression examples:\n        \"*\"  no filter\n        \"@category:{news}\"  tag filter\n"
              "        \"@year:[2020 2024]\"  numeric range\n")
    props = {"query_vector": {"type": "array", "items": {"type": "number"}},
             "filter_expression": {"type": "string", "default": "*", "title": "Filter Expression"},
             "return_fields": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}], "default": None}}
    tools = [Tool(name="hybrid_search", description=hybrid, input_schema={"type": "object", "properties": props, "required": ["query_vector"]}),
             Tool(name="llen", description="Get the length of a Redis list.",
                  input_schema={"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]})]
    hs, ll = profile_spec(Spec(name="redis", tools=tools))
    assert "combining" not in action(hs).obj, action(hs)
    kind = infer("filter_expression", props["filter_expression"], tool_name="hybrid_search", tool_description=hybrid)
    assert kind == "search_filter" and not plausible(kind, "customers in Portugal") and plausible(kind, "@price:[10 50]")
    for seed in range(6):
        said = clause(ll, random.Random(seed), [("$.name", "notifications:user:1042")])
        assert "length of notifications:user:1042" in said and "called" not in said, said
    calls = _calls(_scenarios(tmp_path, [{"name": t.name, "description": t.description, "inputSchema": t.input_schema}
                                         for t in tools], seeds=range(10)), "hybrid_search")
    assert calls
    for _said, args in calls:
        assert args.get("filter_expression", "*") == "*" or "@" in args["filter_expression"], args
        assert not any("-" in f for f in args.get("return_fields") or []), args


def test_round_810_a_pick_from_an_earlier_list_is_said_once(tmp_path):
    """Round 810 (git-mcp-server #26): "get rid of a project (take the project ID listed with name inventory) using
    project ID 3983" and lead's seed 901 [4] "switch to a browser tab (take the tab ID listed with title ...) using a
    tab ID of 2": the pick is said once, by what the user sees; the id it picks is not said again beside it."""
    import re

    project = {"platform": {"type": "string", "enum": ["github", "gitlab"]}, "project_id": {"type": "string"}}
    tools = [_tool("list_projects", "List projects on a platform.", {"platform": project["platform"], "limit": {"type": "integer"}}, ["platform"]),
             _tool("delete_project", "Delete a project.", project, ["platform", "project_id"]),
             _tool("close_issue", "Close an issue.", dict(project, issue_id={"type": "string"}), ["platform", "project_id", "issue_id"]),
             _tool("get_project", "Get a project's details.", project, ["platform", "project_id"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(12)):
        listed = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "list_projects" and isinstance(m.output, dict):
                listed.update({r["name"]: r["id"] for r in next(iter(m.output.values())) if isinstance(r, dict) and "name" in r})
        for turn in s.conversation[1:]:
            for name in re.findall(r"the one named ([\w.-]+)", turn.user):
                if name in listed:
                    seen += 1
                    assert f"project ID {listed[name]}" not in turn.user, turn.user
    assert seen


def test_round_810_a_corrected_id_has_the_wrong_ones_form(tmp_path):
    """Round 810 (fixture of git projects): "Sorry, wrong project ID: not 3810, it's pro_dvt4grmg." A recovery's right
    id is of the same form as the mistyped one: digits for digits."""
    import re

    project = {"platform": {"type": "string", "enum": ["github", "gitlab"]}, "project_id": {"type": "string"}}
    tools = [_tool("list_projects", "List projects on a platform.", {"platform": project["platform"]}, ["platform"]),
             _tool("get_project", "Get a project's details.", project, ["platform", "project_id"]),
             _tool("delete_project", "Delete a project.", project, ["platform", "project_id"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(30)):
        for turn in s.conversation:
            m = re.search(r"not (\S+), it's (\S+?)\.?$", turn.user)
            if m and m[1].isdigit():
                seen += 1
                assert m[2].isdigit(), turn.user
    assert seen


def test_round_811_an_expression_has_its_propertys_dimensions(tmp_path):
    """Round 811 [13]: ae_set_expression(property_path="Effects/Drop Shadow/Opacity",
    expression="[thisComp.width / 2, thisComp.height / 2]"): a position's [x, y] on a one-number property."""
    layer = {"anyOf": [{"type": "integer"}, {"type": "array", "items": {"type": "integer"}}]}
    tools = [_tool("ae_set_expression", "Set a property's expression on layers.",
                   {"layer": layer, "property_path": {"type": "string"}, "expression": {"type": "string"}},
                   ["layer", "property_path", "expression"]),
             _tool("ae_list_layers", "List the layers of an After Effects comp.", {"comp_name": {"type": "string"}}, [])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(16)), "ae_set_expression")
    assert calls
    for _said, args in calls:
        two = any(w in args["property_path"] for w in ("Position", "Scale", "Anchor"))
        if not two:
            assert not args["expression"].lstrip().startswith("[") and "ease(time, 0, 1, [" not in args["expression"], args


def test_round_811_a_keys_type_is_asked_as_its_type():
    """Round 811 [4]: Redis TYPE "Returns the string representation of the type of the value stored at key" was asked
    "pull up the string representation": what the string represents (the type) is what a person asks for."""
    from seer.generate.symbolic.phrasing import _from_description

    act = _from_description("Returns the string representation of the type of the value stored at key")
    assert act is not None and act.obj == "the type", act


def test_lead_note_a_rationale_says_the_action_the_call_runs(tmp_path):
    """Lead's seed 902 [2]: console_logs(action=clear) had the rationale "get browser console logs". A multi-action
    tool's rationale says the action it runs, as its title does."""
    tools = [_tool("console_logs", "Get browser console logs. Console action: 'get', 'clear'.",
                   {"action": {"type": "string", "enum": ["get", "clear"], "description": "Console action: 'get', 'clear'"}}, ["action"]),
             _tool("navigate", "Navigate the browser to a URL.", {"url": {"type": "string"}}, ["url"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(12)):
        for c in s.expected_tools:
            if c.tool == "console_logs" and c.arguments.get("action") == "clear":
                seen += 1
                assert "clear" in c.rationale.split(";")[0] and "get browser" not in c.rationale, c.rationale
    assert seen


def test_lead_note_a_name_goes_with_the_new_thing_the_call_makes():
    """Lead's seed 901 [10] (and s26 804 [3]): ai_layer_from_selection(name="Logo") "Move the current selection onto a
    new layer." asked "move the current selection named Logo" (the selection is not what is named)."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.text import clause
    from seer.spec.load import Spec, Tool

    tool = Tool(name="ai_layer_from_selection", description="Move the current selection onto a new layer.",
                input_schema={"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]})
    (p,) = profile_spec(Spec(name="mograph", tools=[tool]))
    for seed in range(6):
        said = clause(p, random.Random(seed), [("$.name", "Logo")])
        assert "new layer" in said and "selection named" not in said and "selection called" not in said, said


def test_round_811_opening_or_saving_as_names_the_file():
    """Round 811 (adobe-mcp dumps): adobe_pr_project(action=open) / (action=save_as) with no file_path (open nothing,
    save as nothing), and once given, save_as(file_path=".../interview-edit.mp4"). An action that opens or writes a
    file names it, and a project tool's file is its app's project file (.prproj)."""
    import pytest

    from tests.test_symbolic_mock_round_s24 import SHARED, _shared_calls

    if not (SHARED / "specs-candidates" / "illustrator-adobe-mcp.json").exists():
        pytest.skip("needs illustrator-adobe-mcp from the shared specs")
    seen = 0
    for args, _m in _shared_calls("illustrator-adobe-mcp", "adobe_pr_project", seeds=range(8)):
        if args["params"].get("action") in ("open", "save_as"):
            seen += 1
            assert str(args["params"].get("file_path") or "").endswith(".prproj"), args
    assert seen


def test_round_812_a_value_goes_with_the_action_that_sets_it(tmp_path):
    """Round 812 [15]: ae_effect(op=copy, value="The meeting moved to 3pm tomorrow.", to_layers=[8]) "copy an effect
    ... and value ...": `op` is apply, remove, list, set_property or copy; only set_property sets a value."""
    any_layer = {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}], "default": None}
    tools = [_tool("ae_effect", "Apply an effect to a layer, remove it, list what is on there, set one of its parameters, or copy "
                   "the whole stack onto other layers.\n\n`op` is `apply`, `remove`, `list`, `set_property` or `copy`.",
                   {"op": {"type": "string"}, "layer": any_layer, "effect": any_layer, "property": any_layer, "value": {"default": None},
                    "to_layers": {"anyOf": [{"type": "array", "items": {"type": "integer"}}, {"type": "null"}], "default": None}},
                   ["op"]),
             _tool("ae_list_layers", "List the layers of an After Effects comp.", {"comp_name": {"type": "string"}}, [])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(20)), "ae_effect")
    assert calls
    for _said, args in calls:
        if args.get("value") is not None:
            assert args["op"] == "set_property", args


def test_round_812_a_depth_is_whole():
    """Round 812 [10]: get_groups(depth=11.8) "the depth 11.8" ({"type": "number"}): a structure's depth is in levels."""
    import random

    from seer.generate.symbolic.values import ValueMaker

    made = [ValueMaker(random.Random(seed)).make({"default": 10, "description": "Maximum traversal depth", "type": "number"}, "depth") for seed in range(40)]
    assert all(isinstance(v, int) for v in made), made


def test_lead_note_an_issue_picked_from_a_listing_by_number_is_named(tmp_path):
    """Lead's note (git-mcp-server seed 0) and round 812 [7]: get_issue_details / close_issue(issue_id="503") carried
    from a two-issue listing keyed `number` (503, an int) with "with the issue ID from the issues": the record was not
    found for "503" != 503, so no pick was said and the oracle's issue was unguessable."""
    from seer.generate.symbolic.disambiguate import pick_hint

    out = {"result": [{"number": 1251, "title": "Fix password reset email after deploy"},
                      {"number": 503, "title": "Remove onboarding checklist in the nightly job"}]}
    hint, others = pick_hint(out, "503")
    assert hint == ("title", "Remove onboarding checklist in the nightly job") and others == ["1251"], (hint, others)
    project = {"platform": {"type": "string", "enum": ["github", "gitlab"]}, "project_id": {"type": "string"}}
    tools = [_tool("list_all_issues", "List issues across all projects.", {"platform": project["platform"]}, ["platform"]),
             _tool("close_issue", "Close an issue.", dict(project, issue_id={"type": "string"}), ["platform", "project_id", "issue_id"])]
    for s in _scenarios(tmp_path, tools, seeds=range(12)):
        listed = []
        for t in s.conversation:
            for i in t.calls:
                c, m = s.expected_tools[i], s.mock_outputs[i]
                if c.tool == "list_all_issues" and isinstance(m.output, dict) and not m.is_error:
                    listed = [r for r in m.output.get("result", []) if isinstance(r, dict)]
                if c.tool == "close_issue" and len(listed) > 1:
                    mine = next((r for r in listed if str(r.get("number")) == c.arguments["issue_id"]), None)
                    if mine is not None:
                        said = " ".join(x.user for x in s.conversation[: s.conversation.index(t) + 1])
                        assert mine["title"] in said or c.arguments["issue_id"] in said, (said, c.arguments)


def test_lead_note_an_out_of_reach_request_names_a_thing_of_the_domain():
    """Lead's seed 901 [18]: "Show me who changed which tool last month, with an audit trail." for adobe-mcp (its
    tools are "use the Photoshop layer tools"): a near miss names a thing the server handles, never "tool"."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.negatives import near_misses
    from seer.spec.load import Spec, Tool

    tools = [Tool(name=f"adobe_ps_{n}", description=f"Use the Photoshop {n} tools.", input_schema={"type": "object", "properties": {}})
             for n in ("layer", "filter", "selection")] + \
            [Tool(name="adobe_get_doc_info", description="Get the active document's details.", input_schema={"type": "object", "properties": {}})]
    said = near_misses(profile_spec(Spec(name="adobe-mcp", tools=tools)), "adobe-mcp")
    assert said and not any("which tool" in s or "every tool" in s for s in said), said


def test_round_813_a_change_with_no_new_name_is_no_rename_in_title_or_rationale(tmp_path):
    """Round 813 [14]: ai_set_item(item=60, blend_mode=multiply, opacity=84) asked "update an item 60 ..." but titled
    "Rename an item (multiply)" with the rationale "rename an item": the title and rationale say what the call does."""
    props = {"item": {"type": "integer"}, "name": {"type": "string"}, "opacity": {"type": "number", "minimum": 0, "maximum": 100},
             "blend_mode": {"type": "string", "enum": ["normal", "multiply", "screen"]}}
    tools = [_tool("ai_set_item", "Rename an item or change its opacity and blend mode.", props, ["item"]),
             _tool("ai_list_items", "List the items of the document.", {}, [])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(16)):
        for c in s.expected_tools:
            if c.tool == "ai_set_item" and "name" not in c.arguments:
                seen += 1
                assert "rename" not in c.rationale.split(";")[0] and "Rename" not in s.title, (s.title, c.rationale)
    assert seen


def test_round_813_a_base_url_is_the_site_not_the_test_file():
    """Round 813 [5]: generator_write_test(filename="test_login_redirects_to_dashboard.py", baseUrl=
    "https://www.python.org/files/test_login_redirects_to_dashboard.py"): the attachment rule (a file's URL beside its
    filename) took the base URL of the site under test for the test file's download link."""
    import random

    from seer.generate.symbolic.values import ValueMaker

    schema = {"type": "object", "required": ["testCode", "filename", "baseUrl"], "properties": {
        "testCode": {"type": "string"}, "filename": {"type": "string"}, "baseUrl": {"type": "string"}}}
    for seed in range(10):
        made = ValueMaker(random.Random(seed), context=("generator_write_test", "Save the generated test code.")).make(schema)
        assert not made["baseUrl"].endswith(made["filename"]) and made["baseUrl"].count("/") == 2, made


def test_round_813_a_page_source_is_remarked_on_by_its_title():
    """Round 813 [7]: get_dom answered a page's HTML, then "Noted, it came back with <head>.": a reaction to a page's
    source names what a person reads there (its title), never a bare tag or a charset."""
    from seer.generate.symbolic.turns import _mock_values
    from seer.harness.model import MockOutput

    html = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>Search | Odonnell</title>\n</head>\n'
            '<body>\n  <main>\n    <h1>Search</h1>\n  </main>\n</body>\n</html>')
    mock = MockOutput(output={"result": html}, grounding="low")
    values = _mock_values(mock, plain=True)
    assert values and values[0] == "<title>Search | Odonnell</title>" and "<head>" not in values and "utf-8" not in values, values


def test_round_812_an_added_layer_takes_only_what_an_add_takes(tmp_path):
    """Reading of adobe_ae_layer (a mocks test's sample after batch 2): action=add_camera with new_name="Title text"
    and color_r/g/b (a rename's new name, a solid's colour), add_adjustment with layer_name (an existing layer's
    "name/index"), and solo/shy/enable with no layer. An add takes what the new thing has; a layer action names it."""
    inner = {"type": "object", "required": ["action"], "properties": {
        "action": {"type": "string", "description": "Action: add_solid, add_text, add_null, add_adjustment, add_camera, rename, solo, shy"},
        "layer_name": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "description": "Layer name/index"},
        "new_name": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "description": "New name"},
        "color_r": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 255}, {"type": "null"}], "default": 128},
        "text": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "description": "Text content for text layers"}}}
    tools = [_tool("adobe_ae_layer", "After Effects layer operations.", {"params": inner}, ["params"]),
             _tool("adobe_ae_comp", "List the After Effects comps.", {}, [])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(24)), "adobe_ae_layer")
    assert calls
    for _said, args in calls:
        a = args["params"]
        if a["action"].startswith("add_"):
            assert "layer_name" not in a and "new_name" not in a, a
            if a["action"] in ("add_null", "add_adjustment", "add_camera"):
                assert "color_r" not in a, a
        if a["action"] in ("solo", "shy"):
            assert a.get("layer_name"), a


def test_round_814_a_session_picked_from_a_text_listing_is_said_by_its_place(tmp_path):
    """Round 814 [12]: list_sessions answered four sessions as text lines (three chrome), then navigate_forward(session_id
    = the first) "with the session ID from the active browser sessions": no word of its line is its own, so nothing
    was said and the agent could not know which. Its place in the listing says it."""
    from seer.generate.symbolic.build import _line_position

    text = ("- f03621d3 (browser: chrome, started_at: 2026-01-20T08:28:00Z)\n- e1217ee5 (browser: firefox, started_at: "
            "2026-01-20T08:50:00Z)\n- c72b6f0a (browser: chrome, started_at: 2026-01-20T09:18:00Z)\ntotal: 3")
    assert _line_position({"result": text}, "c72b6f0a") == (2, 3)
    tools = [_tool("list_sessions", "List all active browser sessions.", {}, []),
             _tool("navigate_forward", "Go forward in the browser history.", {"session_id": {"type": "string"}}, ["session_id"]),
             _tool("take_screenshot", "Take a screenshot of the current page.", {"session_id": {"type": "string"}}, ["session_id"])]
    for s in _scenarios(tmp_path, tools, seeds=range(12)):
        listed = ""
        for t in s.conversation:
            for i in t.calls:
                c, m = s.expected_tools[i], s.mock_outputs[i]
                if c.tool == "list_sessions" and isinstance(m.output, dict):
                    listed = str(m.output.get("result", ""))
                elif c.tool == "navigate_forward" and listed.count("\n- ") >= 1 and c.arguments["session_id"] in listed \
                        and i - 1 in t.calls:
                    assert "one it lists" in t.user or c.arguments["session_id"] in t.user, (t.user, c.arguments)


def test_round_815_a_bit_depth_is_8_16_or_32_and_a_renamed_key_is_asked_about_by_its_new_name(tmp_path):
    """Round 815 [1]: adobe_ps_new_document(bit_depth=13) "a bit depth of 13"; [17] rename(old_key=order:2025:0871,
    new_key=...) followed by "Can you confirm order:2025:0871 is in place now?" (the old key is gone)."""
    import random

    from seer.generate.symbolic.values import ValueMaker

    made = {ValueMaker(random.Random(seed)).make({"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None}, "bit_depth")
            for seed in range(30)}
    assert made <= {8, 16, 32}, made
    tools = [_tool("rename", "Renames a Redis key from old_key to new_key.", {"old_key": {"type": "string"}, "new_key": {"type": "string"}},
                   ["old_key", "new_key"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(10)):
        if not s.expected_tools or s.mock_outputs[-1].is_error:
            continue
        seen += 1
        old = s.expected_tools[-1].arguments["old_key"]
        new = s.expected_tools[-1].arguments["new_key"]
        assert old not in (s.follow_up or "").replace(new, ""), (s.follow_up, s.expected_tools[-1].arguments)
    assert seen


def test_round_815_a_renamed_key_stays_in_its_keyspace(tmp_path):
    """Round 815 [17]: rename(old_key="order:2025:0871", new_key="rate_limit:api:203.0.113.7"): an order renamed into a
    rate limiter's keyspace."""
    tools = [_tool("rename", "Renames a Redis key from old_key to new_key.", {"old_key": {"type": "string"}, "new_key": {"type": "string"}},
                   ["old_key", "new_key"]),
             _tool("scan_keys", "Scan keys matching a pattern.", {"pattern": {"type": "string"}}, ["pattern"])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(12)), "rename")
    assert calls
    for _said, args in calls:
        if ":" in args["old_key"]:
            assert args["new_key"].split(":")[0] == args["old_key"].split(":")[0], args


def test_round_816_a_controls_expected_value_is_its_label_and_a_tree_is_one():
    """Round 816 [3]: browser_verify_value(element="Accept cookies", expected_value="10115") (a button holding a
    postcode); [7] ai_list_layers_tree asked "enumerate the layers trees" (one tree)."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from seer.generate.symbolic.seen import expect_what_was_seen
    from seer.spec.load import Spec, Tool

    inner = {"type": "object", "required": ["element", "ref", "expected_value"], "properties": {
        "element": {"type": "string", "description": "Human-readable element description"}, "ref": {"type": "string"},
        "expected_value": {"type": "string", "description": "Expected value of the element"}}}
    tools = [Tool(name="browser_verify_value", description="Verify that an input element has the expected value",
                  input_schema={"type": "object", "properties": {"params": inner}, "required": ["params"]}),
             Tool(name="ai_list_layers_tree", description="The full layer tree including sublayers, with per-layer item counts.",
                  input_schema={"type": "object", "properties": {}})]
    verify, tree = profile_spec(Spec(name="s", tools=tools))
    args = {"params": {"element": "Accept cookies", "ref": "e56", "expected_value": "10115"}}
    expect_what_was_seen(verify, args, {}, ())
    assert args["params"]["expected_value"] == "Accept cookies", args
    assert action(tree).obj.endswith("layers tree"), action(tree)
    del random


def test_round_817_a_test_command_is_a_runner_and_a_receipt_is_no_timestamp():
    """Round 817 [12]: healer_run_tests(command="search-command") "execute a test command search-command"; [15]
    set_stealth_mode answered a receipt and the user said "OK, the completed at is 2026-05-26T06:50:00Z."."""
    import random

    from seer.generate.symbolic.text import react
    from seer.kinds import infer, plausible

    kind = infer("command", {"type": "string"}, tool_name="healer_run_tests", tool_description="Execute a test command")
    assert kind == "test_runner" and plausible(kind, "npx") and plausible(kind, "python -m pytest") and not plausible(kind, "search-command")
    out = {"ok": True, "action": "set", "mode": {"enabled": True}, "completed_at": "2026-05-26T06:50:00Z"}
    for seed in range(6):
        said = react(None, out, False, random.Random(seed), "stealth mode", None, "enable the stealth mode with enabled on")
        assert "completed at" not in said, said
