"""Session 33: the reading rounds' fixes (rounds 973-): each test names the record that was absurd."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from seer.harness.model import MockOutput
from seer.spec.load import load_spec
from tests.test_symbolic_mock_round_s26 import SHARED, _shared, _steps

_SEEDS = (973, 974, 975, 976, 977, 979, 981, 0, 1, 2)


def _profiles(tmp_path: Path, tools: list[dict]) -> dict:
    from seer.generate.symbolic.cards import profile_spec

    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    return {p.name: p for p in profile_spec(load_spec(path))}


def test_a_parameter_given_to_one_action_is_not_sent_with_another():
    """illustrator n021-6c4e9307 (seed 973): manage_layers(action=rename, above=Logo): `above` is "For add: create
    above this layer name", and "Rename a layer above Logo" is no request; `layer_name` ("Target layer name (for add:
    new layer name)") still goes with every action."""
    seen = 0
    for s in _shared("illustrator", seeds=_SEEDS):
        for tool, args, _mock in _steps(s):
            if tool != "manage_layers":
                continue
            assert args.get("action") == "add" or "above" not in args, (s.id, args)
            seen += args.get("action") != "add" and "layer_name" in args
    assert seen >= 2, seen


def test_a_proposal_is_made_before_it_is_applied():
    """illustrator-mograph-mcp n018-dbcff0fa (seed 973): ai_apply_layout(plan={}) "Materialise a reframe proposal
    from ai_reframe_layout" with no proposal made: the plan is what ai_reframe_layout returned just before."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=_SEEDS):
        steps = _steps(s)
        for n, (tool, args, _mock) in enumerate(steps):
            if tool != "ai_apply_layout":
                continue
            made = [m.output for t, _a, m in steps[:n] if t == "ai_reframe_layout" and not m.is_error]
            assert made and args["plan"] == made[-1] and args["plan"].get("moves"), (s.id, args)
            seen += 1
    assert seen >= 2, seen


def test_a_number_met_by_chance_is_no_pick():
    """illustrator-mograph-mcp n018-dbcff0fa (seed 973): "Of those 6, 26 is the one.": ai_reframe_layout's tolerance
    26 was taken for a pick of frame 26 of ai_track_frames, which hands nothing on."""
    from seer.generate.symbolic.turns import citable

    frames = {"tracks": [{"element": "Logo", "frames": [{"frame": f, "opacity": 0.2} for f in (7, 13, 20, 26)]}]}
    mocks = [MockOutput(output=frames, grounding="low"),
             MockOutput(output={"artboard": 7}, grounding="low")]
    calls = [{"first": 7}, {"artboard": 7, "tolerance": 26}]
    value, src, used = citable([1], [[0]], [{}, {}], mocks, calls, "follow every element from frame 7")
    assert not used and value not in (7, 26), value
    named = {"items": [{"name": "checkout-v2"}, {"name": "ledger"}]}  # a name met again is still what the call took
    value, src, used = citable([1], [[0]], [{}, {}], [MockOutput(output=named, grounding="low"), mocks[1]],
                               [{}, {"name": "ledger"}], "")
    assert used and value == "ledger" and src == 0


def test_a_tab_taken_from_a_text_listing_of_an_earlier_turn_is_said():
    """selenium-ai-agent-pypi n001-1536393e (seed 974): after tab_list, "switch to a browser tab; after that, shut a
    specific browser tab", and the oracle switched to tab 4 of two: the user now says which (its place)."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=_SEEDS):
        if len(s.conversation) < 2:
            continue
        steps = _steps(s)
        for t, turn in enumerate(s.conversation[1:], 1):
            earlier = [steps[i] for tr in s.conversation[:t] for i in tr.calls]
            listing = next((m.output["result"] for tool, _a, m in earlier if tool == "tab_list" and not m.is_error), None)
            if not isinstance(listing, str) or listing.count("\n- ") < 1:
                continue
            for i in turn.calls:
                tool, args, _m = steps[i]
                tab = (args.get("params") or {}).get("tab_id")
                if tool in ("tab_select", "tab_close") and tab is not None and f"id: {tab}," in listing:
                    said = s.conversation[t].user
                    assert re.search(rf"\b{tab}\b", said) or re.search(r"take the \w+ one it lists", said), (s.id, said)
                    seen += 1
    assert seen >= 1, seen


def test_a_script_that_reads_no_arguments_is_sent_none(tmp_path):
    """selenium-angiejones n006-6c4613a8 (seed 974): execute_script(script="return document.title;",
    args=["payments-arg"]): arguments reach a script as arguments[0]; one that never reads them gets none."""
    from seer.generate.symbolic.arg_sense import fit_script_arguments

    tool = {"name": "execute_script", "description": "executes JavaScript in the browser and returns the result.",
            "inputSchema": {"type": "object", "properties": {
                "script": {"type": "string", "description": "JavaScript code to execute in the browser"},
                "args": {"type": "array", "items": {}, "description": "Optional arguments (accessible via arguments[0])"}},
                "required": ["script"]}}
    p = _profiles(tmp_path, [tool])["execute_script"]
    args = {"script": "return document.title;", "args": ["payments-arg"]}
    fit_script_arguments(p, args, {})
    assert args == {"script": "return document.title;"}
    kept = {"script": "return arguments[0].value;", "args": ["#email"]}
    fit_script_arguments(p, kept, {})
    assert kept["args"] == ["#email"]
    carried = {"script": "return 1;", "args": ["x"]}
    fit_script_arguments(p, carried, {"args": ["x"]})
    assert carried["args"] == ["x"]
    for s in _shared("selenium-angiejones", seeds=_SEEDS):
        for tool_name, a, _m in _steps(s):
            if tool_name == "execute_script" and a.get("args"):
                assert "arguments" in a["script"], (s.id, a)


def test_values_never_trail_the_request_after_a_bare_comma(tmp_path):
    """illustrator n015-86b6d3e9 (seed 973): "Look up the effect, coordinate system document." and selenium-angiejones
    (seed 974) "show me browser diagnostics, the type errors": a value joins its request with "with", "using" or an
    aside, never a comma that leaves it hanging."""
    from seer.generate.symbolic.text import clause

    tool = {"name": "get_effects", "description": "Get effect and appearance information",
            "inputSchema": {"type": "object", "properties": {"coordinate_system": {
                "type": "string", "enum": ["artboard-web", "document"], "description": "Coordinate system."}}}}
    p = _profiles(tmp_path, [tool])["get_effects"]
    texts = {clause(p, random.Random(seed), [("$.coordinate_system", "document")]) for seed in range(40)}
    assert texts and all("document" in t and not re.search(r", (?:the )?coordinate system", t) for t in texts), texts
    assert any(" with " in t for t in texts)


def test_a_session_is_set_up_before_its_family_runs_in_it():
    """selenium n021-5a3b5c25 (seed 1): analyzer_scan_product and then analyzer_setup ("Initialize regression analysis
    session"), its productName taken from the scan that needs the session."""
    seen = 0
    for s in _shared("selenium", seeds=_SEEDS):
        tools = [c.tool for c in s.expected_tools]
        for n, tool in enumerate(tools):
            if re.search(r"_setup", tool):
                family = tool.split("_")[0] + "_"
                assert not any(t.startswith(family) and t != tool for t in tools[:n]), (s.id, tools)  # a retry is no other
                seen += 1
    assert seen >= 5, seen


def test_a_commit_is_never_said_to_be_renamed():
    """git e000-a0d62b7e (seed 975): git_cherry_pick failed with 404 and the user said "Ah, 5246010bf873, 97acf766bf5f
    was renamed; it's 6c9b52b19094 and 397e905b6aa8 now": a commit is content-addressed, the user named the wrong one."""
    from seer.generate.symbolic.recovery import _digest

    assert _digest("5246010bf873") and _digest(["5246010bf873", "97acf766bf5f"])
    assert _digest("76a72212-0ace-455c-80d7-4df01a99403d") and not _digest("feature/login") and not _digest(["ab", 3])
    renamed = r"\b[0-9a-f]{7,40}\b.*\b(?:was|were) renamed\b|\b(?:is|are) gone\b.*\b[0-9a-f]{12}\b"
    for s in _shared("git", seeds=_SEEDS):
        for turn in s.conversation[1:]:
            if re.search(renamed, turn.user):
                raise AssertionError((s.id, turn.user))
    # the record itself: since s35 (commits link like uuids) the seeds above make no cherry-pick error, so the
    # recovery of one is made directly, at several draws
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.recovery import recover
    from seer.generate.symbolic.world import World

    pick = next(p for p in profile_spec(load_spec(SHARED / "specs" / "git.json")) if p.name == "git_cherry_pick")
    turns = [recover(pick, {"commits": ["5246010bf873", "97acf766bf5f"]}, random.Random(seed), World(), None).user_turn
             for seed in range(8)]
    assert sum(bool(re.search(r"\bnot (?:5246010bf873|97acf766bf5f)|instead of (?:5246010bf873|97acf766bf5f)", t))
               for t in turns) >= 4, turns  # (since s37 of two commits asked the one missing is blamed)
    assert not [t for t in turns if re.search(renamed, t)], turns


def test_a_log_listing_asked_for_errors_lists_errors():
    """selenium-angiejones n007-de500af7 (seed 975): diagnostics(type=errors) listed two INFO lines "[HMR] connected"."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=_SEEDS):
        for tool, args, mock in _steps(s):
            if tool != "diagnostics" or mock.is_error or args.get("type") not in ("errors", "warnings"):
                continue
            want = "ERROR" if args["type"] == "errors" else "WARN"
            logs = mock.output.get("logs") if isinstance(mock.output, dict) else None
            for rec in logs or []:
                assert rec.get("level", want) == want, (s.id, args, rec)
                seen += 1
    assert seen >= 2, seen


def test_a_tab_switched_to_by_index_is_a_listed_one_and_not_the_active_one():
    """selenium-selenium-mcp-pypi n003-7b0e99c0 (seed 975): get_tabs listed three tabs, get_current_tab named the
    second, and switch_tab(index=4) switched to "Wireless headphones | Farrell", a tab never listed."""
    seen = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=_SEEDS):
        steps = _steps(s)
        for n, (tool, args, mock) in enumerate(steps):
            if tool not in ("switch_tab", "close_tab", "name_tab") or mock.is_error:
                continue
            listing = next((m.output["tabs"] for t, _a, m in reversed(steps[:n]) if t == "get_tabs" and not m.is_error), None)
            if not listing:
                continue
            assert 0 <= args["index"] < len(listing), (s.id, args, len(listing))
            assert mock.output["tab"]["id"] == listing[args["index"]]["id"], (s.id, args, mock.output)
            current = next((m.output["tab"]["id"] for t, _a, m in reversed(steps[:n]) if t == "get_current_tab" and not m.is_error), None)
            if tool == "switch_tab":
                assert listing[args["index"]]["id"] != current, (s.id, args)
            seen += 1
    assert seen >= 2, seen


def test_a_page_explored_by_name_is_that_page_in_a_text_result_too():
    """selenium-ai-agent-pypi n003-debf0110 (seed 976): planner_explore_page(page_name="Checkout") answered
    "url: https://app.contoso.com/account/settings\\ntitle: Settings | Contoso"."""
    from seer.generate.symbolic.mocks.named_pages import page_named

    out = {"result": "ok: True\naction: explore\nurl: https://app.contoso.com/account/settings\ntitle: Settings | Contoso\nstatus: 200"}
    page_named({"page_name": "Checkout"}, out)
    assert "url: https://app.contoso.com/checkout\ntitle: Checkout | Contoso\nstatus: 200" in out["result"], out
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=_SEEDS):
        for tool, args, mock in _steps(s):
            name = (args.get("params") or {}).get("page_name")
            text = mock.output.get("result") if isinstance(mock.output, dict) else None
            if tool.endswith("explore_page") and isinstance(name, str) and isinstance(text, str) and "\ntitle: " in text:
                assert f"\ntitle: {name} | " in text or f"\ntitle: {name}\n" in text, (s.id, name, text)
                seen += 1
    assert seen >= 1, seen


def test_two_messages_of_one_request_say_different_things():
    """slack n003-e202ae54 (seed 976): slack_reply_to_thread and then slack_post_message, both "All tests pass on the
    main branch.": a new message is no copy of the reply just sent."""
    seen = 0
    for spec in ("slack", "git-mcp-server"):
        for s in _shared(spec, seeds=_SEEDS):
            texts = [a.get("text") for t, a, m in _steps(s) if not m.is_error and isinstance(a.get("text"), str)
                     and any(w in t for w in ("post", "reply", "send", "comment", "create"))]
            if len(texts) >= 2:
                assert len(set(texts)) == len(texts), (s.id, texts)
                seen += 1
    assert seen >= 1, seen


def test_an_issue_filed_under_a_milestone_just_retitled_takes_its_new_title():
    """git-mcp-server n005-ca5d7eb7 (seed 977): update_milestone(milestone_id=125, title="Sprint 48") of the listed
    "Public beta", then update_issue(milestone="Public beta"), a title the milestone no longer has."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=_SEEDS):
        steps = _steps(s)
        for n, (tool, args, mock) in enumerate(steps):
            if tool != "update_milestone" or mock.is_error or not isinstance(args.get("title"), str):
                continue
            listed = [r for t, _a, m in steps[:n] if t == "list_milestones" and not m.is_error
                      for r in (m.output.get("result") or []) if isinstance(r, dict)]
            old = next((r["title"] for r in listed if str(r.get("id")) == str(args.get("milestone_id"))), None)
            for _t, later, _m in steps[n + 1:]:
                if old is not None and old != args["title"]:
                    assert later.get("milestone") != old, (s.id, args, later)
                seen += later.get("milestone") == args["title"]  # the plans of these seeds seldom list first (s36)
    assert seen >= 1, seen


def test_a_listed_number_sent_as_text_is_still_the_record_picked():
    """git-mcp-server n005-ca5d7eb7 (seed 977): milestone 125 listed as a number and sent as "125": the record was not
    found, so the user said "Of those 3, 125 is the one" (or named another one) instead of the milestone's title."""
    from seer.generate.symbolic.mocks.picks import pick_info

    listing = {"result": [{"id": 3986, "title": "v2.5"}, {"id": 125, "title": "Public beta"}, {"id": 5616, "title": "Q1 2027"}]}
    info = pick_info(listing, "125")
    assert info["record"] == {"id": 125, "title": "Public beta"} and info["peers"] == 2
    assert pick_info(listing, "12")["record"] is None and pick_info({"a": True}, "1")["record"] is None
    for s in _shared("git-mcp-server", seeds=_SEEDS):
        for turn in s.conversation[1:]:
            assert not re.match(r"Of those \d+, \d+ is the one", turn.user), (s.id, turn.user)


def test_a_size_is_said_width_by_height():
    """illustrator n017-632d6ffb (seed 979): resize_for_variation's target sizes read "320 (height 240) and 320 (height
    600)"; a size is "320×240"."""
    from seer.generate.symbolic.together import _records

    items = [("$.target_sizes[0].width", 320), ("$.target_sizes[0].height", 240),
             ("$.target_sizes[1].width", 320), ("$.target_sizes[1].height", 600)]
    rest, said = _records(items)
    assert rest == [] and said == ["the target sizes 320×240 and 320×600"], said


def test_an_effect_is_named_or_one_of_a_short_stack():
    """illustrator-mograph-mcp n005-571327af (seed 981): ae_effect(op=copy, effect=70) on a comp of three layers."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=_SEEDS):
        for tool, args, _mock in _steps(s):
            if tool == "ae_effect" and "effect" in args and args["effect"] is not None:
                assert isinstance(args["effect"], str) or 0 <= args["effect"] <= 5, (s.id, args)
                seen += 1
    assert seen >= 2, seen


def test_an_apps_possessive_keeps_its_name():
    """illustrator-mograph-mcp (seed 981): "Run AE's 'Reduce Project'" was asked as "run the ae's Reduce Project"."""
    for s in _shared("illustrator-mograph-mcp", seeds=_SEEDS):
        for turn in s.conversation:
            assert "the ae's" not in turn.user.lower(), (s.id, turn.user)


def test_a_comps_layers_listed_after_one_was_inspected_are_numbered_one_to_n():
    """illustrator-mograph-mcp n016-c506ed16 (seed 982): ae_inspect_layer(1) and then ae_list_layers: three layers at
    0, 1 and 5 (a comp's layers are 1..n), and the next call set layer 0."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(982, *_SEEDS)):
        for tool, _args, mock in _steps(s):
            data = mock.output.get("data") if isinstance(mock.output, dict) else None
            if tool != "ae_list_layers" or mock.is_error or not isinstance(data, dict) or not data.get("layers"):
                continue
            idx = sorted(r["index"] for r in data["layers"])
            assert idx == list(range(1, len(idx) + 1)), (s.id, idx)
            seen += 1
    assert seen >= 3, seen


def test_an_authors_placeholder_path_is_no_value():
    """illustrator n012-a962885d (seed 982): extract_design_tokens(output_path="/path/to/tokens.json"), the author's
    "(e.g. "/path/to/tokens.json")"; the tokens file is then named for its format, not brand-icons.ai."""
    from seer.kinds.described import described_values

    assert described_values('File path to save the output (e.g. "/path/to/tokens.json"). If omitted, returns text only.') == ()
    assert described_values('The index (e.g. "logs-2024.06")') == ("logs-2024.06",)
    seen = 0
    for s in _shared("illustrator", seeds=(982, *_SEEDS)):
        for tool, args, _m in _steps(s):
            path = args.get("output_path")
            if tool == "extract_design_tokens" and isinstance(path, str):
                fmt = {"tailwind": "js"}.get(args.get("format", "css"), args.get("format", "css"))
                assert "/path/to/" not in path and path.endswith("design-tokens." + fmt), (s.id, args)
                seen += 1
    assert seen >= 1, seen


def test_a_counted_number_is_said_as_a_count():
    """illustrator-adobe-mcp n002-7e2c1f1c (seed 983): "a star with an x of 40, a y of 82 and a points of 14"."""
    from seer.generate.symbolic.text import _mention

    said = {_mention("points", [14], "shape", random.Random(seed))[0] for seed in range(30)}
    assert "a points of 14" not in said and "14 points" in said, said
    assert "a width of 320" in {_mention("width", [320], "shape", random.Random(seed))[0] for seed in range(30)}


def test_an_edit_moves_a_setting_not_a_unit_conversion():
    """filesystem n000-cb26b1f8 (seed 984): edit_file turned "format(cents / 100)" into "format(cents / 101)"."""
    from seer.generate.symbolic.file_args import _changed

    assert _changed("  return format(cents / 100);", "src/money.ts") == "  return format(cents / 100);  // reviewed"
    assert _changed("timeout = 30", "app.py") == "timeout = 60"
    assert _changed("retries: 3", "ci.yml") == "retries: 4"
    assert _changed('"debug": false,', "config.json") == '"debug": true,'


def test_a_page_is_printed_at_a_print_scale():
    """selenium n007-5f1491d6 (seed 985): pdf_generate(scale=200): a browser prints a page at 0.1 to 2."""
    from seer.kinds import infer, plausible

    assert infer("scale", {"type": "number"}, tool_name="pdf_generate", tool_description="Generate a PDF from the current page.") == "print_scale"
    assert infer("scale", {"type": "number"}, tool_name="ae_preview", tool_description="Render the work area") != "print_scale"
    assert plausible("print_scale", 0.8) and not plausible("print_scale", 200)
    seen = 0
    for s in _shared("selenium", seeds=(985, *_SEEDS)):
        for tool, args, _m in _steps(s):
            if tool == "pdf_generate" and "scale" in args:
                assert 0.1 <= args["scale"] <= 2, (s.id, args)
                seen += 1
    assert seen >= 1, seen


def test_a_name_search_finds_what_holds_the_name():
    """filesystem n001-b74e7de1 (seed 985): search_files(pattern="node_modules") found server.go and settings.json."""
    seen = 0
    for s in _shared("filesystem", seeds=(985, *_SEEDS)):
        for tool, args, mock in _steps(s):
            pattern = args.get("pattern")
            text = mock.output.get("content") if isinstance(mock.output, dict) else None
            if tool != "search_files" or mock.is_error or not isinstance(text, str) or not isinstance(pattern, str) \
                    or any(c in pattern for c in "*?[/"):
                continue
            paths = re.findall(r"^- (\S+)", text, re.M)
            assert paths and all(pattern.lower() in x.lower() for x in paths), (s.id, pattern, paths)
            seen += 1
    assert seen >= 1, seen


def test_a_consumer_group_made_is_not_the_one_just_read_through():
    """redis-mcp-redis n013-638b1558 (seed 986): xreadgroup(group_name=notifier) and then xgroup_create(group_name=
    notifier) on the same stream: a group that exists (it was just read through) is not created again."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=(986, *_SEEDS)):
        used: set = set()
        for tool, args, mock in _steps(s):
            if tool == "xgroup_create" and not mock.is_error:
                assert (args.get("key"), args.get("group_name")) not in used, (s.id, args)
                seen += 1
            if tool in ("xreadgroup", "xack", "xpending", "xgroup_create") and not mock.is_error:
                used.add((args.get("key"), args.get("group_name")))
    assert seen >= 1, seen


def test_an_outcome_field_names_what_the_call_named():
    """git n002-eabca7c8 (seed 987): git_tag(mode=delete, tagName=v4.9.0) answered "deleted": "payments-deleted"; its
    output schema says "Deleted tag name (for delete mode)"."""
    seen = 0
    for s in _shared("git", seeds=(987, *_SEEDS)):
        for tool, args, mock in _steps(s):
            if tool != "git_tag" or mock.is_error or not isinstance(mock.output, dict):
                continue
            for key in ("created", "deleted", "verifiedTag"):
                if isinstance(mock.output.get(key), str):
                    assert mock.output[key] == args.get("tagName"), (s.id, args, mock.output)
                    seen += 1
    assert seen >= 1, seen


def test_a_uuid_handed_on_from_a_documents_tree_is_no_items_name():
    """illustrator n020-88794374 (seed 988): get_document_structure listed a clip group named
    "f14ee045-5eda-45da-87f3-befa715cb410", the uuid select_objects took next."""
    from seer.harness.checks import objects

    uuid = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
    seen = 0
    for s in _shared("illustrator", seeds=(988, *_SEEDS)):
        for tool, _args, mock in _steps(s):
            if tool != "get_document_structure":
                continue
            for node in objects(mock.output):
                assert not (isinstance(node.get("name"), str) and uuid.fullmatch(node["name"])), (s.id, node)
                seen += isinstance(node.get("uuid"), str)
    assert seen >= 1, seen


def test_an_element_found_by_its_class_has_that_class():
    """selenium-angiejones n005-cdfebe88 (seed 990): get_element_attribute(by=class, value=alert-danger,
    attribute=class) answered "btn btn-primary"."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=(990, *_SEEDS)):
        for tool, args, mock in _steps(s):
            if tool == "get_element_attribute" and args.get("by") == "class" and args.get("attribute") == "class" and not mock.is_error:
                assert args["value"] in mock.output["value"].split(), (s.id, args, mock.output)
                seen += 1
    assert seen >= 1, seen


def test_a_canvas_resized_is_given_a_size_and_a_resolution_is_a_usual_one():
    """illustrator-adobe-mcp n007-c603271a (seed 991): adobe_ps_transform(action=resize_canvas) with no width or height,
    and then a new document at "a resolution of 493"."""
    from seer.generate.symbolic.scalars import number_value

    sch = {"default": 300, "maximum": 10000, "minimum": 1, "type": "integer"}
    assert {number_value(sch, ["resolution"], True, random.Random(i)) for i in range(60)} <= {72, 150, 300}
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=(991, *_SEEDS)):
        for tool, args, mock in _steps(s):
            params = args.get("params") or {}
            if tool == "adobe_ps_transform" and str(params.get("action", "")).startswith(("resize", "crop")) and not mock.is_error:
                assert params.get("width") and params.get("height"), (s.id, args)
                seen += 1
    assert seen >= 1, seen


def test_a_queue_cleared_is_not_cleared_into_a_file():
    """illustrator-mograph-mcp n011-6ac70934 (seed 992): ae_render_queue(op=clear, output_path=.../logo-reveal.mp4,
    template=Lossless): "clear the render queue into logo-reveal.mp4"."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(992, *_SEEDS)):
        for tool, args, _m in _steps(s):
            if tool == "ae_render_queue" and args.get("op") == "clear":
                assert not {"output_path", "template"} & set(args), (s.id, args)
                seen += 1
    assert seen >= 1, seen


def test_an_encoders_format_is_a_media_format_and_a_status_asks_for_none():
    """illustrator-adobe-mcp n000-e23995a8 (seed 993): adobe_ame_encode(action=get_status, format="Body copy")."""
    from seer.kinds import infer

    assert infer("format", {"type": "string", "description": "Output format"}, tool_name="adobe_ame_encode",
                 tool_description="Adobe Media Encoder — queue management and encoding.") == "media_format"
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=(993, *_SEEDS)):
        for tool, args, _m in _steps(s):
            params = args.get("params") or {}
            if tool != "adobe_ame_encode":
                continue
            if params.get("action") == "get_status":
                assert not {"format", "preset", "output_path", "source_path"} & set(params), (s.id, args)
            if isinstance(params.get("format"), str):
                from seer.kinds.design import MEDIA_FORMATS
                assert params["format"] in MEDIA_FORMATS, (s.id, args)
            seen += 1
    assert seen >= 1, seen


def test_listed_times_lie_inside_the_span_the_call_names():
    """illustrator-mograph-mcp n024-c1d52eb5 (seed 994): ae_markers(duration=15) listed markers at 16.48 s and 25.88 s."""
    from seer.generate.symbolic.mocks.ranges import times_within_duration

    out = {"markers": [{"time": 16.48, "comment": "Title card"}, {"time": 25.88, "comment": "Beat drop"}], "total": 2}
    times_within_duration({"layer": 5, "duration": 15}, out)
    times = [m["time"] for m in out["markers"]]
    assert times == sorted(times) and max(times) <= 15, times
    kept = {"markers": [{"time": 2.0}]}
    times_within_duration({"duration": 15}, kept)
    assert kept == {"markers": [{"time": 2.0}]}


def _example(name: str):
    from seer.generate.base import GenerationPlan
    from seer.generate.symbolic import SymbolicEngine
    from seer.harness.model import Scenario

    spec = load_spec(Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs" / f"{name}.json")
    return [o for seed in (0, 1, 2) for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def test_an_upload_over_a_file_just_read_keeps_its_id_and_its_type():
    """The default run's storage n003-4bc6f268 (seed 0): get_file_metadata(f_9hm7t7oxzm) showed /reports/q3-revenue.csv,
    upload_file(overwrite) of that path answered a new id f_tu4n1xv4ue, and the link was made for that one; n001-be9c2482
    uploaded CSV content as application/json."""
    seen = types = 0
    for s in _example("storage"):
        steps = _steps(s)
        for n, (tool, args, mock) in enumerate(steps):
            if tool != "upload_file" or mock.is_error:
                continue
            if isinstance(args.get("content_type"), str) and args["path"].endswith(".csv"):
                assert args["content_type"] == "text/csv", (s.id, args)
                types += 1
            before = [m.output for t, _a, m in steps[:n] if t == "get_file_metadata" and not m.is_error
                      and isinstance(m.output, dict) and m.output.get("path") == args["path"]]
            if before and args.get("overwrite") is True:
                ids = [v for k, v in (mock.output.get("file") or {}).items() if k in ("id", "file_id")]  # (an example's
                assert all(i == before[-1]["file_id"] for i in ids), (s.id, mock.output)  # answer may carry none)
                seen += bool(ids)
    assert seen >= 1 and types >= 1, (seen, types)


def test_the_judge_reads_a_result_handed_on_whole_as_handed_on():
    """wrong_call_id calibration at 3741b6b (66/73, lower bound 81.5%): ai_apply_layout(plan=<ai_reframe_layout's
    proposal>) on clean records marked down leaf by leaf ("plan: 'Headline' is not the element the text singles out"),
    false alarms that masked mutants."""
    from seer.judge.semantic import SemanticJudge, _handed_whole

    proposal = {"artboard": 0, "moves": [{"name": "Headline", "to": [173, 666]}]}
    assert _handed_whole(proposal, [{"x": 1}, proposal]) and _handed_whole(proposal, [{"result": proposal}])
    assert not _handed_whole({"artboard": 1, "moves": []}, [proposal]) and not _handed_whole({"a": 1}, [{"a": 1}])
    path = next((p for d in ("specs", "specs-candidates") if (p := Path(__file__).resolve().parents[2] / "shared" / d /
                 "illustrator-mograph-mcp.json").exists()), None)
    records = [s for s in _shared("illustrator-mograph-mcp", seeds=(0, 1, 2))
               if any(c.tool == "ai_apply_layout" for c in s.expected_tools)]
    assert path is not None and len(records) >= 2, len(records)
    for j in SemanticJudge().judge(load_spec(path), records):
        assert "ai_apply_layout: plan:" not in str(j.reasons), (j.record_id, j.reasons)
