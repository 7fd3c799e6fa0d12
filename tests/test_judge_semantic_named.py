"""Plain-word values (a remote "upstream", an object "Price tag") count as given where the context
says they are the value, and common words ("main", "all", "new", "together") never do; plus the
value shapes the calibration's misses showed (a colour's oneOf fields, a cue with a preposition,
a value far from its "for the page ranges")."""

from __future__ import annotations

from seer.judge.semantic import SemanticJudge
from seer.judge.semantic_given import given_but_absent, given_by_cue
from seer.judge.semantic_named import given_by_echo, given_by_enum_word, given_by_name_cue, names_a_thing, plain_name
from seer.spec.model import Spec, Tool
from tests.calibrate_fixtures import scenario

REMOTE = {"mode": {"type": "string", "enum": ["list", "add", "rename", "remove"]},
          "name": {"type": "string", "description": "Remote name"},
          "newName": {"type": "string", "description": "New remote name (rename)"},
          "url": {"type": "string"}}
BRANCH = {"mode": {"type": "string", "enum": ["list", "create", "delete"]},
          "branchName": {"type": "string", "description": "Branch name"},
          "startPoint": {"type": "string"}}
OBJECTS = {"name": {"type": "string", "description": "Object name to match"},
           "type": {"type": "string", "enum": ["path", "text", "group"]}}


def _tool(name: str, description: str, props: dict) -> Tool:
    return Tool(name=name, description=description, inputSchema={"type": "object", "properties": props})


def _spec() -> Spec:
    return Spec(name="gitish", tools=[
        _tool("git_remote", "Manage remote repositories.", REMOTE),
        _tool("git_branch", "Manage branches.", BRANCH),
        _tool("git_merge", "Merge branches together.", {"branch": {"type": "string"}, "strategy": {
            "type": "string", "enum": ["ort", "recursive", "ours", "subtree"], "description": "Merge strategy"}}),
        _tool("find_objects", "Find objects in the document.", OBJECTS),
        _tool("list_pages", "List pages.", {"limit": {"type": "integer"}})])


def test_a_name_parameter_is_told_by_its_words_or_kind_and_common_words_are_no_names():
    assert names_a_thing("newName", REMOTE["newName"]) and names_a_thing("branchName", BRANCH["branchName"])
    assert not names_a_thing("mode", REMOTE["mode"]) and not names_a_thing("limit", {"type": "integer"})
    assert plain_name("upstream") and plain_name("Price")
    assert not any(plain_name(w) for w in ("main", "all", "new", "the", "delete", "v2.1"))
    assert not plain_name("branch", {"branch"})  # a word of the spec's tool names


def test_a_plain_word_right_after_the_parameters_words_is_its_value():
    text = "rename the remote origin to the new upstream."
    assert given_but_absent({"mode": "rename", "name": "origin"}, REMOTE, "git_remote", text, {"rename", "origin"})
    # the very same text with newName sent: nothing is missing
    assert not given_but_absent({"mode": "rename", "name": "origin", "newName": "upstream"}, REMOTE, "git_remote",
                                text, {"rename", "origin", "upstream"})


def test_common_words_after_a_parameters_words_are_no_value():
    # "new" then a word of the tool's own vocabulary, a function word, a plural collection, an adverb
    for text in ("create a new branch from main.", "list all branches together.", "merge the branches together.",
                 "make a new branch and switch to it.", "show the branch quickly."):
        assert not given_but_absent({"mode": "create"}, BRANCH, "git_branch", text, {"create", "main"},
                                    vocabulary=frozenset({"git", "branch", "remote", "merge"})), text


def test_a_name_after_a_naming_cue_is_given_unless_a_call_or_an_earlier_output_has_it():
    tool = _spec().tool("find_objects")
    text = "look for the objects called according test using type path."
    assert given_by_name_cue({"type": "path"}, OBJECTS, tool, text, {"path"})
    assert not given_by_name_cue({"type": "path", "name": "According test"}, OBJECTS, tool, text,
                                 {"path", "according test"})
    assert not given_by_name_cue({"type": "path"}, OBJECTS, tool, "go with the one named quiet-river.", {"quiet-river"})
    # "rename ... to X" names the new name; a cue followed by a function word names nothing
    remote = _spec().tool("git_remote")
    assert given_by_name_cue({"mode": "rename", "name": "origin"}, REMOTE, remote,
                             "rename the remote origin to price tag.", {"rename", "origin"})
    assert not given_by_name_cue({"mode": "list"}, REMOTE, remote, "show the remotes named in the config.", {"list"})


def test_the_calls_own_output_echoing_an_absent_parameter_that_the_text_says():
    out = {"ok": True, "remote": {"name": "origin", "newName": "upstream"}}
    text = "rename the remote origin; make it upstream."
    assert given_by_echo({"mode": "rename", "name": "origin"}, REMOTE, out, text, {"rename", "origin"})
    assert not given_by_echo({"mode": "rename", "name": "origin"}, REMOTE, out, "rename the remote origin.", {"origin"})
    # a row of a listing is a result, not an echo of the request
    rows = {"remotes": [{"name": "origin", "newName": "upstream"}]}
    assert not given_by_echo({"mode": "list"}, REMOTE, rows, "list remotes; upstream is one.", {"list"})


def test_an_enum_word_after_by_or_using_is_the_value_of_the_absent_parameter():
    members = {"strategy": ["ort", "recursive", "ours", "subtree"]}
    assert given_by_enum_word({"branch": "main"}, members, "merge the branches together by ours", {"main"})
    assert not given_by_enum_word({"branch": "main", "strategy": "ours"}, members, "merge by ours", {"main", "ours"})
    assert not given_by_enum_word({"branch": "main"}, members, "merge main into ours by hand", {"main"})


def test_shapes_the_calibration_missed():
    # a colour given by its rgb alternative's fields (oneOf)
    color = {"color": {"oneOf": [{"type": "object", "properties": {"r": {"type": "number"}, "g": {"type": "number"},
                                                                   "b": {"type": "number"}}},
                                 {"type": "object", "properties": {"value": {"type": "number"}}}]},
             "name": {"type": "string"}}
    assert given_but_absent({"name": "Accent"}, color, "manage_swatches",
                            'manage the swatch "accent" (r 33, a g of 187 and a b of 14).', {"accent"})
    # "1-3 for the page ranges" past 200 characters into the text: the distance is the value's, not the window's
    long = "x " * 120 + "then generate a pdf using 1-3 for the page ranges and format legal."
    assert given_but_absent({"format": "Legal"}, {"format": {"type": "string"}, "pageRanges": {"type": "string"}},
                            "pdf_generate", long, {"legal"})
    # a description cue with a preposition before the value ("keys for order:2025:*")
    assert given_by_cue({}, {"pattern": {"type": "string"}}, "List Redis keys matching a pattern",
                        "show me redis keys for order:2025:*.", set())


def test_the_judge_sees_a_dropped_plain_name_and_not_a_clean_record():
    spec = _spec()
    text = "Rename the remote origin to the new upstream."
    clean = scenario("clean", [(text, [("git_remote", {"mode": "rename", "name": "origin", "newName": "upstream"},
                                        {"ok": True})])])
    dropped = scenario("dropped", [(text, [("git_remote", {"mode": "rename", "name": "origin"}, {"ok": True})])])
    (c,) = SemanticJudge().judge(spec, [clean])
    (d,) = SemanticJudge().judge(spec, [dropped])
    assert c.argument.completeness == 10 and "argument.completeness" not in c.reasons
    assert d.argument.completeness < 10 and "newName" in d.reasons["argument.completeness"]
    merge = scenario("merge", [("Create a new branch from main, then merge the branches together.",
                                [("git_branch", {"mode": "create", "branchName": "feature/x", "startPoint": "main"},
                                  {"ok": True}), ("git_merge", {"branch": "feature/x"}, {"ok": True})])])
    (m,) = SemanticJudge().judge(spec, [merge])
    assert "argument.completeness" not in m.reasons, m.reasons


def test_an_acknowledged_list_element_is_no_pick_but_a_chosen_one_is():
    from seer.judge.semantic_flow import picked_but_unused

    frames = [{"frames": [{"name": "pricing-frame", "uuid": "u-1"}, {"name": "hero-frame", "uuid": "u-2"}]}]
    assert picked_but_unused("great, i can see pricing-frame. then create a text frame.", frames, set(), ["name"]) == []
    assert picked_but_unused("go with pricing-frame. then create a text frame.", frames, set(), ["name"])
