"""The semantic judge on the shapes that made it cry wolf on clean shared-spec records (a retry
after an error, an acknowledged value, a word inside a quoted value, a number that meets a number
by chance, a selector naming a result, a label beside an echo) and on the defects it must still see."""

from __future__ import annotations

from seer.judge.semantic import SemanticJudge, implausible
from seer.judge.semantic_flow import (mock_disagrees, passes_over_pick, path_names, picked_but_unused, wrong_pick,
                                      wrong_source)
from seer.judge.semantic_given import given_but_absent
from seer.judge.semantic_intent import ToolIndex, request_of
from seer.judge.structural import StructuralJudge
from seer.harness.model import Scenario
from seer.spec.model import Spec, Tool
from tests.calibrate_fixtures import kv_spec, scenario


def _tool(name: str, description: str, props: dict, required=()) -> Tool:
    return Tool(name=name, description=description,
                inputSchema={"type": "object", "properties": props, "required": list(required)})


def test_a_retry_after_an_error_is_not_a_duplicate_but_a_plain_repeat_is():
    sc = scenario("retry", [("Delete the key cart:7:items.",
                             [("kv_delete", {"key": "cart:7:items"}, {"error": {"code": 503}}),
                              ("kv_delete", {"key": "cart:7:items"}, {"deleted": True})])])
    data = sc.model_dump()
    data["mock_outputs"][0]["is_error"] = True
    retried = Scenario.model_validate(data)
    for judge in (StructuralJudge(), SemanticJudge()):
        (j,) = judge.judge(kv_spec(), [retried])
        assert j.tool_call.usage == 10 and "usage" not in j.reasons
        (j,) = judge.judge(kv_spec(), [sc])
        assert j.tool_call.usage < 10 and "repeated" in j.reasons["usage"]


def test_an_acknowledged_value_is_not_a_pick_and_a_pick_used_through_its_id_is_used():
    lone = [{"frame": {"id": "fra_1", "name": "reports-frame"}}]
    assert picked_but_unused("good, reports-frame is there.", lone, set(), ["name"]) == []
    listing = [{"frames": [{"name": "a-frame", "path_uuid": "u-1"}, {"name": "inventory-frame", "path_uuid": "u-2"}]}]
    said = "go with the one named inventory-frame."
    assert picked_but_unused(said, listing, set(), ["name"])  # picked, and nothing of it used
    assert picked_but_unused(said, listing, {"u-2"}, ["name"]) == []  # used through its path_uuid


def test_a_word_inside_a_quoted_value_names_no_parameter():
    props = {"profile": {"type": "string"}, "color": {"type": "string"}}
    quoted = 'export the pdf with output intent profile "japan color 2001 coated".'
    assert given_but_absent({"profile": "Japan Color 2001 Coated"}, props, "export_pdf", quoted,
                            {"japan color 2001 coated"}) == []
    assert given_but_absent({}, props, "export_pdf", "export the pdf, color 2001-b.", set())


def test_a_number_is_a_pick_only_through_a_field_that_names_its_argument():
    layers = [{"layers": [{"index": 4, "name": "Logo"}, {"index": 0, "name": "Amber Beacon"}]}]
    told = 'i want the last one in that list, "amber beacon".'
    assert wrong_pick(4, layers, told, "m") is None  # a CMYK channel of 4 is no layer index
    assert wrong_pick(4, layers, told, "artboard_index")  # an index is one


def test_a_pick_passed_over_for_another_calls_id():
    found = {"objects": [{"name": "orders-object", "uuid": "u-1"}, {"name": "billing-object", "uuid": "u-3"}]}
    selection = {"selection": {"name": "blue-comet", "uuid": "u-9"}}
    said = "the one named billing-object is the one i want. group the objects."
    assert "u-3" in passes_over_pick("uuid", "u-9", [found, selection], said, said)
    assert passes_over_pick("uuid", "u-3", [found, selection], said, said) is None


def test_a_field_of_the_arguments_own_name_is_a_fine_source():
    earlier = [("generator_read_log", "Read the log.", {"log": {"testPath": "/a/test_login.py"}}),
               ("healer_fix_test", "Fix a test.", {"test": {"testPath": "/b/search.test.js"}})]
    assert wrong_source("testPath", "/a/test_login.py", earlier, "", "healer_run_tests") is None
    # ...while an output field of another thing is not (a config file carried as the spec file)
    earlier = [("read_spec", "", {"spec": {"specFile": "/s.ts", "configFile": "/c.js"}}),
               ("upload", "", {"file": {"specFile": "/u.ts"}})]
    assert wrong_source("specFile", "/c.js", earlier, "", "write_test")


def test_keys_that_name_an_argument():
    assert path_names("branch", ("branches", 0, "name")) and path_names("file_path", ("files", 0, "path"))
    assert path_names("commit", ("recentCommits", 0, "hash"))
    assert not path_names("specFile", ("spec", "configFile"))  # a config file, not the spec file


def test_the_echo_of_an_argument_is_the_field_of_its_very_name():
    out = {"text": {"name": "A customer reported a timeout.", "text": "The draft is ready."}}
    assert mock_disagrees({"text": "The draft is ready."}, out) == []
    assert mock_disagrees({"text": "Another text."}, out)


def test_a_value_of_a_boolean_or_ref_parameter_is_read_by_the_alternative_of_its_type():
    """noMerged: a boolean or a commit ref. A string is judged as the ref, never as a boolean (what
    a ref looks like is the kinds room's word)."""
    from seer.judge.semantic import _branch_for

    sub = {"description": "Only branches not merged into HEAD (true) or the commit given.",
           "anyOf": [{"type": "boolean"}, {"type": "string", "minLength": 1}]}
    assert _branch_for(sub, "release/2.4") == {"description": sub["description"], "type": "string", "minLength": 1}
    assert _branch_for(sub, True)["type"] == "boolean"
    tool = _tool("git_branch", "Manage branches.", {"noMerged": sub})
    assert not any("boolean" in x for x in implausible(tool, {"noMerged": "release/2.4"}))


def test_intent_reads_through_idioms_and_past_the_source_of_a_value():
    spec = Spec(name="browser", tools=[
        _tool("hover_element", "Hover over an element using its reference.", {"ref": {"type": "string"}}),
        _tool("mouse_move", "Move the mouse to x/y coordinates.", {"x": {"type": "integer"}, "y": {"type": "integer"}}),
        _tool("wait_for", "Wait for a condition on the page.", {"condition": {"type": "string"}}),
        _tool("find_objects", "Search for objects by criteria.", {"name": {"type": "string"}}),
        _tool("replace_color", "Replace a color across objects within a tolerance.", {"tolerance": {"type": "integer"}})])
    index = ToolIndex.of(spec)
    text = "move the mouse over an element, with the ref from the condition for me."
    (hover, _), = index.assigned_fits(text, ["hover_element"])
    (move, _), = index.assigned_fits(text, ["mouse_move"])
    (wait, _), = index.assigned_fits(text, ["wait_for"])
    assert hover == 1.0 and move < 0.6 and wait < 0.6
    (find, _), = index.assigned_fits("Please track down the objects, the tolerance 94.", ["find_objects"])
    assert find == 1.0


def test_a_sentence_citing_a_value_still_asks_when_it_names_the_called_tool():
    text = 'Place a visual style guide at artboard 2. Then list the layers.'
    assert "Place a visual" in request_of(text, ["style guide"], ["place_style_guide", "get_layers"])
    # for the other tool alone, the sentence that cites an earlier value is context
    assert request_of(text, ["style guide"], ["get_layers"]) == "Then list the layers."


def test_a_pick_by_place_and_the_words_of_a_path_ask_for_no_option():
    """"take the first one it lists" is a pick, not a `limit`; the "config" of /x/config.yaml asks for
    no `confirmed`; "the first 5 channels" does ask for the limit."""
    spec = Spec(name="chat", tools=[
        _tool("list_channels", "List channels.", {"limit": {"type": "integer"}}),
        _tool("reset", "Reset the head.", {"paths": {"type": "array", "items": {"type": "string"}},
                                            "confirmed": {"type": "boolean"}})])

    def completeness(user, calls):
        sc = Scenario.model_validate({**scenario("s", [(user, calls)]).model_dump(), "spec": "chat"})
        (j,) = StructuralJudge().judge(spec, [sc])
        return j.argument.completeness
    assert completeness("Show me the channels, then reply to the first one it lists.",
                        [("list_channels", {}, {"channels": []})]) == 10
    assert completeness("Reset the head for /home/lena/projects/api/config.yaml.",
                        [("reset", {"paths": ["/home/lena/projects/api/config.yaml"]}, {"ok": True})]) == 10
    assert completeness("Show me the first 5 channels.", [("list_channels", {}, {"channels": []})]) < 10


def test_a_carried_value_from_the_wrong_call_is_caught_by_the_calls_own_result():
    """navigate_to(url) carries the first page's URL while its own result names the second page,
    which the call just before returned: the argument came from the wrong call."""
    from seer.judge.semantic_flow import carried_not_echoed

    earlier = [{"url": "https://shop.example.com/cart"}, {"page": {"url": "https://status.example.net/about"}}]
    told = "open the status page from that list"
    wrong = carried_not_echoed({"url": "https://shop.example.com/cart"}, {"url": "https://status.example.net/about"}, earlier, told)
    assert wrong and "status.example.net" in wrong[0]
    right = carried_not_echoed({"url": "https://status.example.net/about"}, {"url": "https://status.example.net/about"}, earlier, told)
    assert right == []
    said = carried_not_echoed({"url": "https://shop.example.com/cart"}, {"url": "https://status.example.net/about"}, earlier,
                              "open https://shop.example.com/cart")
    assert said == []  # a value the user gave is not carried


def test_an_optional_named_with_a_handle_word_in_the_middle_is_seen_when_given():
    """`dataset_name_prefix` given as 'dataset name prefix "q3_"': 'name' need not be said, but when
    it is, the words looked at span the parameter as written (the window once covered 'name prefix'
    only, missed 'dataset', and the dropped optional went unseen)."""
    props = {"dataset_name_prefix": {"type": "string"}, "limit": {"type": "integer"}}
    text = 'list the datasets with dataset name prefix "q3_", please.'
    found = given_but_absent({}, props, "list_datasets", text, set())
    assert found and "dataset_name_prefix" in found[0] and "q3_" in found[0]
    assert given_but_absent({"dataset_name_prefix": "q3_"}, props, "list_datasets", text, {"q3_"}) == []


def test_a_value_the_user_turns_down_is_no_pick():
    """"use Long blue instead of 'Dinner manager'" names the listed object as the wrong one: the retry
    that sends Long blue leaves no pick out (the calibration's clean retry record was flagged)."""
    listing = [{"objects": [{"id": "obj_1", "name": "Group 2"}, {"id": "obj_2", "name": "Dinner manager"}]}]
    rejected = 'my mistake, use long blue instead of "dinner manager". please retry.'
    assert picked_but_unused(rejected, listing, {"long blue"}, ["dataset_name"]) == []
    assert picked_but_unused("rather than group 2, go on.", listing, set(), ["dataset_name"]) == []
    picked = 'my mistake, use "dinner manager". please retry.'
    assert picked_but_unused(picked, listing, {"long blue"}, ["dataset_name"])  # a pick still is one


def test_a_value_in_a_calls_own_clause_is_its_own_though_another_call_sends_it_too():
    """"add a text frame ... the font name year, then add path text": the path text's call also sends
    font_name='year'; the frame's call without it still drops what its own words asked."""
    props = {"contents": {"type": "string"}, "font_name": {"type": "string"}}
    text = 'add a text frame with contents "hi" using the font name year, then add a path text.'
    own = 'add a text frame with contents "hi" using the font name year'
    args = {"contents": "hi"}
    assert given_but_absent(args, props, "create_text_frame", text, {"hi", "year"}, own_text=own,
                            elsewhere=frozenset({"year"}))
    # sent by this call's own clause's owner: nothing dropped; said only in the other call's clause: not ours
    assert given_but_absent(args, props, "create_text_frame", text, {"hi", "year"}, own_text=own) == []
    assert given_but_absent(args, props, "create_text_frame", text, {"hi", "year"},
                            own_text="then add a path text.", elsewhere=frozenset({"year"})) == []


def test_a_source_whose_description_is_about_the_thing_is_a_fine_source():
    """get_selection 'Get ... the currently selected objects' hands on object uuids though its name
    says no object; list_fonts' value carried as an object uuid is still the wrong source."""
    earlier = [("list_fonts", "List fonts available in Illustrator. Does not require a document.",
                {"fonts": [{"name": "Lato", "uuids": "f-1"}]}),
               ("find_objects", "Search for objects by specified criteria",
                {"objects": [{"id": "o-1", "uuids": "u-1"}]}),
               ("get_selection", "Get detailed information about the currently selected objects",
                {"selection": {"name": "Headline", "uuids": "u-9"}})]
    assert wrong_source("uuids", "u-9", earlier, "", "align_objects") is None
    assert wrong_source("uuids", "f-1", earlier, "", "align_objects")
    # a description's aside makes no better source: only a tool's name claims the thing
    log = [("git_changelog_analyze", "Gather git history context (commits, tags) for review.",
            {"gitContext": {"commits": [{"hash": "aaa111"}]}}),
           ("git_wrapup_instructions", "Returns a Git wrap-up protocol.",
            {"recentCommits": [{"hash": "bbb222"}]})]
    assert wrong_source("commit", "bbb222", log, "", "git_tag") is None


def test_only_a_call_that_owns_its_own_clauses_gives_a_value_away():
    """What another call sends counts as this call's to send only when that call owns clauses that
    do not say it: a call that owns no clause may have been given any words (list_text_frames owned
    both clauses of 'enumerate text frames ..., and then go through text frames (the artboard index 8)')."""
    from seer.judge.semantic import _sent_elsewhere

    sc = scenario("e", [("Add a frame with the font name year, then add path text.",
                         [("create_text_frame", {"contents": "hi"}, {"ok": True}),
                          ("create_path_text", {"font_name": "year", "contents": "hi"}, {"ok": True})])])
    own = {0: "add a frame with the font name year", 1: "then add path text."}
    assert _sent_elsewhere(sc, 0, [0, 1], own) == {"year"}  # 'hi' is sent by call 0 too
    assert _sent_elsewhere(sc, 0, [0, 1], {0: own[0] + " " + own[1], 1: ""}) == frozenset()
