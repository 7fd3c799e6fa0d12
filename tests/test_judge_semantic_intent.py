"""Intent to tool on the wrong_tool and read_write_swap mutants the calibration missed: a tool whose
name's nouns the text does not say while another's it does, a clause taken from the next call, a
"— path /x" tail or a "that's the one" sentence given to a wrong tool, verbs of making (duplicate,
place) and "go through"; and the clean records that must stay clean."""

from __future__ import annotations

from seer.judge.semantic import SemanticJudge
from seer.judge.semantic_flow import passes_over_pick
from seer.judge.semantic_intent import ToolIndex, text_actions, tool_action
from seer.spec.model import Spec, Tool
from tests.calibrate_fixtures import scenario


def _tool(name, description, props=None):
    return Tool(name=name, description=description, inputSchema={"type": "object", "properties": props or {}})


def _slack() -> Spec:
    return Spec(name="slack", tools=[
        _tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": {"type": "integer"}}),
        _tool("slack_get_users", "Get a list of all users in the workspace with their basic profile information",
              {"limit": {"type": "integer"}}),
        _tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": {"type": "string"}}),
        _tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": {"type": "string"}}),
        _tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": {"type": "string"}})])


def _design() -> Spec:
    return Spec(name="design", tools=[
        _tool("list_fonts", "List the fonts available in Illustrator."),
        _tool("list_text_frames", "List the text frames of the document."),
        _tool("find_objects", "Find objects by layer, type or name.", {"layer_name": {"type": "string"}}),
        _tool("duplicate_objects", "Duplicate objects by uuid.", {"uuids": {"type": "array"}}),
        _tool("move_to_layer", "Move objects to a layer.", {"layer": {"type": "string"}}),
        _tool("modify_object", "Change an object's properties.", {"uuid": {"type": "string"}}),
        _tool("get_images", "Get the images placed in the document."),
        _tool("place_image", "Place an image file into the document.", {"file_path": {"type": "string"}}),
        _tool("check_text_consistency", "Check the text frames for consistency."),
        _tool("create_text_frame", "Create a text frame.", {"contents": {"type": "string"}}),
        _tool("get_file_info", "Get metadata about a file.", {"path": {"type": "string"}}),
        _tool("read_file", "Read the complete contents of a file.", {"path": {"type": "string"}})])


def _selection(spec, text, calls):
    sc = scenario("s", [(text, [(tool, args, {"ok": True}) for tool, args in calls])])
    (j,) = SemanticJudge().judge(spec, [sc])
    return j.tool_call.selection, j.reasons.get("selection", "")


def test_the_nouns_of_a_tools_name_outweigh_a_shared_verb():
    index = ToolIndex.of(_slack())
    assert index.better_named("slack_list_channels", "The team wants to pull up the user list.") == "slack_get_users"
    assert index.better_named("slack_get_users", "I'd like you to show me the channels.") == "slack_list_channels"
    assert index.better_named("slack_get_users", "Pull up the user list.") is None
    assert index.better_named("slack_get_channel_history", "Get recent messages with the channel ID C01.") is None
    # the tool's own description speaks of what the text names: a paraphrase, not another tool
    assert ToolIndex.of(_design()).better_named("move_to_layer", "OK, relocate objects.") is None
    sel, why = _selection(_slack(), "Pull up the user list.", [("slack_list_channels", {})])
    assert sel < 10 and "slack_get_users" in why
    assert _selection(_slack(), "Pull up the user list.", [("slack_get_users", {})])[0] == 10


def test_a_call_does_not_take_the_next_calls_clause():
    text = "Show me fonts in Illustrator, then look for the objects on the layer Headline."
    clean = _selection(_design(), text, [("list_fonts", {}), ("find_objects", {"layer_name": "Headline"})])
    assert clean[0] == 10, clean
    wrong = _selection(_design(), text, [("list_text_frames", {}), ("find_objects", {"layer_name": "Headline"})])
    assert wrong[0] < 10 and "list_text_frames" in wrong[1]


def test_a_value_tail_and_a_pick_sentence_ask_for_no_tool():
    index = ToolIndex.of(_design())
    cs, _ = index.clause_fits("Read the file contents — path  ; then check the text frames.", ["read_file", "check_text_consistency"])
    assert cs[0].endswith("path  ;") and len(cs) == 2
    cs, _ = index.clause_fits("Good, report.md is the one. Now read the file contents.", ["read_file"])
    assert cs == ["Now read the file contents."]
    cs, _ = index.clause_fits("Navigate back.", ["read_file"])  # a short clause of its own still asks
    assert cs == ["Navigate back."]


def test_making_verbs_and_go_through():
    spec = _design()
    assert tool_action(spec.tool("duplicate_objects")) == "create" and tool_action(spec.tool("place_image")) == "create"
    assert text_actions("go through text frames.") == {"look"}
    sel, why = _selection(spec, "Please look up the images.", [("place_image", {"file_path": "/x/a.png"})])
    assert sel < 10, why
    assert _selection(spec, "Next up, go through the text frames.", [("check_text_consistency", {})])[0] == 10
    assert _selection(spec, "Next up, go through the text frames.", [("create_text_frame", {})])[0] < 10


def test_a_pick_passed_over_for_an_id_of_the_same_shape_from_another_call():
    outs = [{"tags": [{"name": "v1", "commit": "1bf58a64bf87"}, {"name": "v2", "commit": "7ff953575682"}]},
            {"recentCommits": [{"hash": "28519bb05bce", "subject": "Migration plan for the billing database"},
                               {"hash": "6c62575aa001", "subject": "Fix login"}]}]
    said = 'the one titled "migration plan for the billing database" is the one i want. now manage tags.'
    assert passes_over_pick("commit", "1bf58a64bf87", outs, said, said)
    assert passes_over_pick("commit", "28519bb05bce", outs, said, said) is None
