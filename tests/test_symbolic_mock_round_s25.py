"""Issue #12's mock reading rounds s25 (seeds 400+): what each call returns, read by a domain engineer."""

from __future__ import annotations

import re

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.checks import leaves, objects
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.test_symbolic_domain import (
    _scenarios,  # one spec fixture for the symbolic tests
)
from tests.test_symbolic_mock_round_s24 import SHARED, _calls, _shared_calls, _tool

_S = {"type": "string"}
EXPORT = _tool("export", "Export objects, groups, artboards, or selection of the open design.", {
    "target": {"type": "string", "description": "UUID, \"artboard:<index>\", or \"selection\"."},
    "format": {"type": "string", "enum": ["svg", "png", "jpg"], "description": "Export format"},
    "output_path": {"type": "string", "description": "Output file path. If omitted, auto-generates next to the document."},
}, ["target", "format"])
SAVE_PROFILE = _tool("analyzer_save_profile", "Save the completed risk profile to a file", {
    "filename": _S, "outputFormat": {"type": "string", "enum": ["yaml", "json"], "default": "yaml"}, "outputDir": _S,
}, ["outputFormat"])
SAVE_PLAN = _tool("planner_save_plan", "Save the completed test plan to a markdown file", {
    "planContent": {"type": "string", "description": "Complete test plan content in markdown format"}, "filename": _S,
}, ["planContent"])
PDF = _tool("pdf_generate", "Generate a PDF from the current page.", {
    "format": {"type": "string", "enum": ["A4", "Letter"], "default": "A4"}, "landscape": {"type": "boolean"},
}, ["format"])
BOARDS = _tool("export_artboards", "Export every artboard to its own file; the directory is created.", {
    "directory": _S, "format": {"type": "string", "default": "PNG"}}, ["directory"])


def _paths(out) -> list[str]:
    return [v for v in leaves(out) if isinstance(v, str) and "." in v.rsplit("/", 1)[-1] and " " not in v]


def test_round_400_a_tool_that_makes_a_file_answers_the_file(tmp_path):
    """Round 400: export(target='artboard:1', format='jpg') answered a random object of the document ('Ellipse 1', a
    PlacedItem) and no file; pdf_generate, analyzer_save_profile, planner_save_plan and a contact sheet answered only
    their own flags. A call that makes a file answers that file, of the format it was asked for."""
    scen = _scenarios(tmp_path, [EXPORT, SAVE_PROFILE, SAVE_PLAN, PDF, BOARDS], seeds=range(6))
    seen = set()
    for tool in ("export", "analyzer_save_profile", "planner_save_plan", "pdf_generate", "export_artboards"):
        for args, mock in _calls(scen, tool):
            if mock.is_error:
                continue
            seen.add(tool)
            out = mock.output
            paths = _paths(out)
            assert paths, (tool, args, out)
            if tool == "export":
                given = args.get("output_path")
                assert given in paths if given else any(p.endswith("." + args["format"]) for p in paths), (args, out)
                assert "name" not in out and "object" not in out, out  # no object of the document in its place
            if tool == "analyzer_save_profile" and "filename" not in args:
                assert any(p.endswith("." + args["outputFormat"]) for p in paths), (args, out)
            if tool == "planner_save_plan":
                assert any(p.endswith(".md") for p in paths if p != args.get("filename")) or args.get("filename") in paths, out
                assert len(args["planContent"].encode()) in [v for v in leaves(out) if isinstance(v, int)], out  # its bytes
            if tool == "pdf_generate":
                assert any(p.endswith(".pdf") for p in paths), out
            if tool == "export_artboards":
                assert len(paths) >= 2 and all(p.startswith(args["directory"]) for p in paths), out
    assert seen == {"export", "analyzer_save_profile", "planner_save_plan", "pdf_generate", "export_artboards"}, seen


def test_shared_exports_and_renders_answer_their_files():
    for spec, tool in (("illustrator", "export"), ("illustrator-mograph-mcp", "ai_contact_sheet"),
                       ("selenium", "analyzer_save_profile"), ("illustrator-mograph-mcp", "ai_export_artboards")):
        calls = [(a, m) for a, m in _shared_calls(spec, tool) if not m.is_error]
        assert calls, (spec, tool)
        for args, mock in calls:
            assert _paths(mock.output), (tool, args, mock.output)


def test_round_400_an_operation_confirms_the_operation_it_ran_not_the_tools_description():
    """Round 400: git_branch(mode='delete', branchName='chore/bump-deps') answered message 'Managed branches: list all
    branches, show current branch, create a new branch.' (its description in the past tense). A tool of several
    operations confirms the one it ran, on the branch it was named."""
    done = {"create": "Created", "delete": "Deleted", "rename": "Renamed"}
    seen = 0
    for args, mock in _shared_calls("git", "git_branch", seeds=range(8)):
        msg = mock.output.get("message") if isinstance(mock.output, dict) else None
        if mock.is_error or not isinstance(msg, str) or args.get("mode") not in done:
            continue
        seen += 1
        assert msg.startswith(done[args["mode"]]) and args["branchName"] in msg, (args, msg)
        assert "list all branches" not in msg, msg
    assert seen


def _shared_scenarios(spec: str, seed: int) -> list[Scenario]:
    path = next((p for d in ("specs", "specs-candidates") if (p := SHARED / d / f"{spec}.json").exists()), None)
    if path is None:
        pytest.skip(f"{SHARED}/specs*/{spec}.json is absent (the shared specs are not in the repo)")
    return [o for o in SymbolicEngine().generate(load_spec(path), GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def _word_parts(key: str) -> list[str]:
    return [x for x in re.split(r"[:._-]", key) if not re.search(r"\d", x)]


def test_round_400_keys_listed_beside_a_handed_on_key_are_keys_of_its_words():
    """Round 400: vector_search_hash listed user:1042:profile beside 'ubqq:9814:kahwdca' and 'udox:9877:voihlig' (the
    handed-on key with its letters drawn again). The others are keys of the same words, only their numbers differ."""
    seen = 0
    for args, mock in _shared_calls("redis-mcp-redis", "vector_search_hash", seeds=range(10)):
        rows = mock.output.get("result") if isinstance(mock.output, dict) else None
        names = [r["name"] for r in rows or [] if isinstance(r, dict) and isinstance(r.get("name"), str)]
        if len(names) < 2:
            continue
        seen += 1
        assert all(_word_parts(n) == _word_parts(names[0]) for n in names), names
    assert seen


ANALYZE = _tool("analyze_layout", "Measure the composition: visual hierarchy, inferred roles, alignments, margins, weight per "
                "quadrant of an artboard.", {"layer": {"type": "integer"}, "artboard": {"type": "integer"}, "tolerance": {"type": "number"}}, [])
REFRAME = _tool("reframe_layout", "Propose how the composition of an artboard moves into another format (e.g. ratio='9:16'). "
                "Nothing is modified.", {"ratio": _S, "width": {"type": "number"}, "height": {"type": "number"}, "artboard": {"type": "integer"}}, [])


def test_round_400_a_layout_is_measured_and_a_reframe_proposed_in_figures(tmp_path):
    """Round 400: ai_analyze_layout(layer=7, artboard=3) ('Measure the composition: visual hierarchy, ... margins, weight
    per quadrant') answered {"layout": {"layer": 7, "artboard": 3}}, its own arguments; ai_reframe_layout likewise. A
    measurement answers the artboard's elements in their boxes, their hierarchy and the weight per quadrant; a proposal
    where each element goes in a target of the asked size and ratio, applied nowhere."""
    scen = _scenarios(tmp_path, [ANALYZE, REFRAME], seeds=range(6))
    seen = set()
    for args, mock in [(a, m) for a, m in _calls(scen, "analyze_layout") if not m.is_error]:
        out = mock.output
        seen.add("analyze")
        assert not set(out) <= set(args) | {"layout"} and "layout" not in out, out
        w, h = out["size"]
        assert out["elements"] and all(0 <= x and x + bw <= w and 0 <= y and y + bh <= h for x, y, bw, bh in
                                        (e["bounds"] for e in out["elements"])), out
        assert set(out["hierarchy"]) == {e["name"] for e in out["elements"]}
        assert abs(sum(out["weight_per_quadrant"].values()) - 1) < 0.03, out
    for args, mock in [(a, m) for a, m in _calls(scen, "reframe_layout") if not m.is_error]:
        out = mock.output
        seen.add("reframe")
        target = out["target"]
        a, b = (int(x) for x in target["ratio"].split(":"))
        assert abs(target["width"] / target["height"] - a / b) < 0.02, out
        for k in ("width", "height"):
            if isinstance(args.get(k), (int, float)):
                assert target[k] == args[k], (args, out)
        assert out["applied"] is False and all(0 <= m["to"][0] < target["width"] and 0 <= m["to"][1] < target["height"]
                                               for m in out["moves"]), out
    assert seen == {"analyze", "reframe"}


def test_round_400_git_worktrees_are_directories_beside_the_repository():
    """Round 400: git_worktree(prune) answered pruned ['checkout-pruned', 'payments-pruned'], add 'pricing-added', move
    {'from': 'billing-from', 'to': 'marketing-git'}, and listings held worktrees at 'scripts/users.csv' with a detached HEAD
    on a branch. Every worktree path is an absolute directory, the main one the repository; a detached one is on no branch
    and no branch is checked out twice."""
    seen = set()
    for args, mock in _shared_calls("git", "git_worktree", seeds=range(16)):
        out = mock.output
        if mock.is_error:
            continue
        paths = [out[k] for k in ("added", "removed") if k in out] + list(out.get("pruned") or []) \
            + [v for k, v in (out.get("moved") or {}).items()]
        trees = out.get("worktrees") or []
        for t in trees:
            seen.add("list")
            assert not (t.get("detached") and "branch" in t), t
            paths.append(t["path"])
        branches = [t["branch"] for t in trees if "branch" in t]
        assert len(branches) == len(set(branches)), trees
        seen.update(k for k in ("added", "pruned", "moved") if k in out)
        assert all(p.startswith("/") and not re.search(r"\.(csv|txt|py|css|go|json|md)$", p) for p in paths), (args, out)
    assert {"list", "pruned"} <= seen, seen


def test_round_400_an_adobe_apps_status_is_that_apps_own_version_and_state():
    """Round 400: adobe_app_status(app=illustrator) answered 'status: idle, version: 2.6.2' right after adobe_list_apps
    listed other apps: an Adobe application's status carries its own version (Illustrator 2025 is 29.x) and whether it
    runs, as a listing of the apps in the same request showed it."""
    seen = 0
    for scen in [s for seed in range(6) for s in _shared_scenarios("illustrator-adobe-mcp", seed)]:
        listed: dict[str, tuple[str, bool]] = {}
        for call, mock in zip(scen.expected_tools, scen.mock_outputs):
            text = mock.output.get("result") if isinstance(mock.output, dict) else None
            if mock.is_error or not isinstance(text, str):
                continue
            if call.tool == "adobe_list_apps":
                listed.update({m[2]: (m[3], m[4] == "True")
                               for m in re.finditer(r"- (.+?) \(id: (\w+), version: ([\d.]+), running: (\w+)\)", text)})
            if call.tool == "adobe_app_status":
                seen += 1
                version = re.search(r"version: ([\d.]+)", text)[1]
                assert int(version.split(".")[0]) >= 20, text  # Adobe's 2024/2025 releases
                app = call.arguments["params"]["app"]
                if app in listed:
                    assert version == listed[app][0] and ("not running" not in text) == listed[app][1], (listed, text)
    assert seen


def _fits_property(path: str, value) -> bool:
    low = path.lower()
    if "position" in low or "anchor" in low or "scale" in low:
        return isinstance(value, list) and len(value) == 2 and ("scale" not in low or value[0] == value[1])
    return isinstance(value, (int, float)) and ("opacity" not in low or 0 <= value <= 100)


def test_round_401_keyframes_hold_their_propertys_values_and_a_get_reads_them_in_time_order():
    """Round 401: ae_keyframes(op=get, property_path='Transform/Opacity') answered one keyframe holding [960, 540] (a
    position). A keyframe holds a value of its property; a get reads the property's keyframes in time order."""
    seen = set()
    for args, mock in _shared_calls("illustrator-mograph-mcp", "ae_keyframes", seeds=range(10)):
        if mock.is_error or not isinstance(args.get("property_path"), str) or isinstance(args.get("values"), list):
            continue
        keys = [n for n in objects(mock.output) if "time" in n and "value" in n]
        seen.add(args.get("op"))
        assert keys and all(_fits_property(args["property_path"], k["value"]) for k in keys), (args, mock.output)
        if args.get("op") == "get":
            times = [k["time"] for k in keys]
            assert len(keys) >= 2 and times == sorted(times), mock.output
    assert "get" in seen, seen


def test_round_401_a_frame_made_on_a_layer_is_on_that_layer():
    """Round 401: create_text_frame(layer_name='Product photo') answered a frame with layer 'Artwork' beside
    layer_name 'Product photo'."""
    seen = 0
    for args, mock in _shared_calls("illustrator", "create_text_frame", seeds=range(12)):
        if mock.is_error or "layer_name" not in args:
            continue
        for node in objects(mock.output):
            if "layer" in node and isinstance(node["layer"], str):
                seen += 1
                assert node["layer"] == args["layer_name"], (args, mock.output)
    assert seen


def test_round_401_an_interception_registered_answers_its_rule_and_a_pdf_is_named_after_its_document():
    """Round 401: intercept_requests(pattern='**/analytics/*') answered a made-up request to
    https://shop.example.com/api/session with status 404; export_pdf() answered the file 'pdf.pdf'."""
    calls = [(a, m) for a, m in _shared_calls("selenium-mcp-selenium-pypi", "intercept_requests") if not m.is_error]
    assert calls
    for args, mock in calls:
        text = mock.output["result"]
        assert f"pattern: {args['pattern']}" in text and "status:" not in text and "url:" not in text, text
    for args, mock in _shared_calls("illustrator", "export_pdf", seeds=range(6)):
        assert mock.is_error or not any(p.endswith("/pdf.pdf") or p == "pdf.pdf" for p in _paths(mock.output)), mock.output


def test_round_402_waits_reads_dialogs_and_guides_answer_what_they_are():
    """Round 402: wait_for(condition=element_hidden) answered status 'visible'; generator_read_spec(specFile=...) answered
    only {spec: {specFile}}, no text; dialog_handle(get_text) listed three chat lines with ids; get_guidelines listed guides
    named 'Ellipse 1' and 'Price tag'; generator_read_log ('the log of all actions performed') one console line. A wait reports the condition it met (a timed wait its duration), a read of a file its
    text, a dialog's text one message, a guide a line (its orientation and position), an action log the actions."""
    met = {"element_hidden": "hidden", "element_visible": "visible", "page_load": "loaded", "time": "elapsed"}
    seen = set()
    for args, mock in _shared_calls("selenium-ai-agent-pypi", "wait_for", seeds=range(12)):  # a wait before a click waits to show (s36)
        cond = args["params"].get("condition")
        if mock.is_error or cond not in met:
            continue
        seen.add(cond)
        assert f"status: {met[cond]}" in mock.output["result"], (args, mock.output)
        if cond == "time" and isinstance(args["params"].get("duration"), (int, float)):
            assert f"waited_ms: {round(args['params']['duration'] * 1000)}" in mock.output["result"], mock.output
    assert {"element_hidden", "page_load"} <= seen, seen
    reads = [(a, m) for a, m in _shared_calls("selenium", "generator_read_spec") if not m.is_error]
    assert reads and all(m.output.get("path") == a["specFile"] and m.output.get("content") for a, m in reads), reads[:1]
    texts = [m.output["result"] for a, m in _shared_calls("selenium-ai-agent-pypi", "dialog_handle", seeds=range(8))
             if not m.is_error and a["params"].get("action") == "get_text"]
    assert texts and all(t.count("text:") == 1 and "total:" not in t and "(id:" not in t for t in texts), texts
    for _, mock in _shared_calls("illustrator", "get_guidelines"):
        guides = [] if mock.is_error else mock.output["guides"]
        assert all(g["orientation"] in ("horizontal", "vertical") and isinstance(g["position"], (int, float)) and "name" not in g
                   for g in guides), guides
        assert len({g["position"] for g in guides}) == len(guides), guides
    for _, mock in _shared_calls("selenium", "generator_read_log"):  # 'the log of all actions performed': actions, in time order
        steps = [] if mock.is_error else mock.output["actions"]
        assert steps and all({"timestamp", "action", "target"} <= set(s) for s in steps), mock.output
        assert [s["timestamp"] for s in steps] == sorted(s["timestamp"] for s in steps)


def test_round_403_a_new_project_is_empty_a_named_project_is_its_file_and_a_script_is_in_its_language():
    """Round 403: ae_new_project() answered a new project of 51 items and 7 comps; adobe_pr_project(action=get_info,
    file_path=.../interview-edit.prproj) the project Spring_campaign.prproj at another path; generate_script(format=
    'selenium_js') the file script.py."""
    made = [m for _, m in _shared_calls("illustrator-mograph-mcp", "ae_new_project") if not m.is_error]
    assert made and all(n.get(f) == 0 for m in made for n in objects(m.output) for f in n if f.startswith("num_")), made[0].output
    seen = 0
    for args, mock in _shared_calls("illustrator-adobe-mcp", "adobe_pr_project", seeds=range(8)):
        text = mock.output.get("result") if isinstance(mock.output, dict) else None
        given, action = args["params"].get("file_path"), args["params"].get("action")
        if mock.is_error or not isinstance(text, str):
            continue
        if given and given.endswith(".prproj") and "path:" in text:
            seen += 1
            assert f"path: {given}" in text, (args, text)
            assert "name" in args["params"] or f"name: {given.rsplit('/', 1)[1]}" in text, (args, text)
        if action == "new":
            assert all(v == "0" for v in re.findall(r"num_\w+: (\d+)", text)), text
    assert seen
    for args, mock in _shared_calls("selenium-ai-agent-pypi", "generate_script", seeds=range(8)):
        fmt = args["params"].get("format", "")
        if not mock.is_error and "filename" not in args["params"] and fmt.endswith(("_js", "webdriverio")):
            assert re.search(r"path: \S+\.js$", mock.output["result"], re.M), (args, mock.output)


def test_a_key_listing_without_a_pattern_lists_keys_not_instances_of_the_product():
    """Redis `list` ("List Redis keys matching a pattern") called without a pattern answered
    {"redises": [{"id": "red_...", "name": "payments-redis"}]}: a listing of Redis servers. The local 1.5B model
    copied that shape from the paper pipeline's example into two records. What a product's tool lists is what
    its description names after the product."""
    from pathlib import Path
    from types import SimpleNamespace as N

    import pytest

    from seer.generate.llm.shapes import example_outputs

    path = Path(__file__).resolve().parents[1].parent / "shared" / "specs" / "redis.json"
    if not path.exists():
        pytest.skip(f"{path} is absent (the shared specs are not in the repo)")
    spec = load_spec(path)
    for seed in range(4):  # the paper pipeline's example shape is the symbolic engine's mock of the same call
        out = example_outputs(spec, [N(tool="list", arguments={})], seed)[0]
        assert "redises" not in out and isinstance(out.get("keys"), list), out
