"""Issue #12's mock reading rounds s24 (seeds 200+): what each call returns, read by a domain engineer. Fields drawn one
by one from an outputSchema agree with the call and each other (a successful merge has no conflicts, a fast-forward no
merge commit, a stash push answers stash@{0})."""

from __future__ import annotations

import json
import re
from pathlib import Path

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.checks import objects
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.test_symbolic_domain import _scenarios  # one spec fixture for the symbolic tests

SHARED = Path(__file__).resolve().parents[2] / "shared"


EXAMPLES = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs"


def _example(name: str, seeds=range(4)) -> list[Scenario]:
    """The scenarios of a spec the project ships (seer/examples/specs/<name>.json), over `seeds`."""
    spec = load_spec(EXAMPLES / f"{name}.json")
    return [o for seed in seeds for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def _tool(name: str, description: str, props: dict, required: list[str], output: dict | None = None) -> dict:
    tool = {"name": name, "description": description,
            "inputSchema": {"type": "object", "properties": props, "required": required}}
    if output is not None:
        tool["outputSchema"] = output
    return tool


def _calls(scenarios, tool):
    return [(c.arguments, m) for s in scenarios for c, m in zip(s.expected_tools, s.mock_outputs) if c.tool == tool]


def _shared_calls(spec: str, tool: str, seeds=range(4)):
    path = next((SHARED / d / f"{spec}.json" for d in ("specs", "specs-candidates") if (SHARED / d / f"{spec}.json").exists()),
                SHARED / "specs" / f"{spec}.json")
    loaded = load_spec(path)
    scen = [o for seed in seeds for o in SymbolicEngine().generate(loaded, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]
    return _calls(scen, tool)


_OBJ = {"type": "object"}
MERGE = _tool("git_merge", "Merge branches together. Integrates changes from another branch into the current branch.", {
    "branch": {"type": "string", "description": "Branch to merge into current branch."},
    "strategy": {"type": "string", "enum": ["ort", "recursive", "octopus", "ours", "subtree"], "description": "Merge strategy."},
    "noFastForward": {"type": "boolean", "default": False, "description": "Prevent fast-forward merge (create merge commit)."},
    "message": {"type": "string", "description": "Custom merge commit message."},
}, ["branch"], {"type": "object", "required": ["success", "strategy", "fastForward", "conflicts", "conflictedFiles", "message"],
                "properties": {"success": {"type": "boolean"}, "strategy": {"type": "string", "description": "Merge strategy used."},
                               "fastForward": {"type": "boolean", "description": "Whether merge was fast-forward."},
                               "conflicts": {"type": "boolean", "description": "Whether merge had conflicts."},
                               "conflictedFiles": {"type": "array", "items": {"type": "string"}},
                               "message": {"type": "string", "description": "Merge commit message."}}})
STASH = _tool("git_stash", "Manage stashes: list stashes, save current changes (push), restore changes (pop/apply).", {
    "mode": {"type": "string", "enum": ["list", "push", "pop", "apply"], "default": "push", "description": "The stash operation."},
    "message": {"type": "string", "description": "Stash message description (for push operation)."},
    "stashRef": {"type": "string", "description": "Stash reference like stash@{0} (for pop/apply operations)."},
}, [], {"type": "object", "required": ["success", "mode"], "properties": {
    "success": {"type": "boolean"}, "mode": {"type": "string", "description": "Operation mode that was performed."},
    "created": {"type": "string", "description": "Created stash reference (for push mode)."},
    "applied": {"type": "string", "description": "Applied stash reference (for pop/apply mode)."},
    "conflicts": {"type": "boolean", "description": "Whether operation had conflicts."}}})
PULL = _tool("git_pull", "Pull changes from a remote repository.", {
    "remote": {"type": "string", "description": "Remote name (default: origin)."},
    "rebase": {"type": "boolean", "default": False, "description": "Use rebase instead of merge when integrating changes."},
    "prune": {"type": "boolean", "default": False, "description": "Prune remote-tracking references."},
    "createBranch": {"type": "boolean", "default": False, "description": "Create the local branch."},
}, [], {"type": "object", "required": ["success", "strategy", "prunedRefs", "branchCreated"], "properties": {
    "success": {"type": "boolean"}, "strategy": {"type": "string", "enum": ["merge", "rebase", "fast-forward"]},
    "prunedRefs": {"type": "array", "items": {"type": "string"}, "minItems": 0},
    "branchCreated": {"type": "boolean", "description": "True if a new branch was created."},
    "rejectedRefs": {"type": "array", "items": {"type": "string"}}}})


def test_a_successful_merge_has_no_conflicts_and_a_fast_forward_no_merge_commit(tmp_path):
    calls = _calls(_scenarios(tmp_path, [MERGE, STASH, PULL], seeds=range(6)), "git_merge")
    assert calls
    for args, m in calls:
        if m.is_error:
            continue
        out = m.output
        assert out["conflicts"] is False and out["conflictedFiles"] == [], out
        assert out["strategy"] == args.get("strategy", "ort"), (args, out)  # the one used: the input's, else git's default
        if out["fastForward"]:
            assert out["message"] == "Fast-forward" and "message" not in args and not args.get("noFastForward"), (args, out)
        else:
            assert out["message"] in (args.get("message"), f"Merge branch '{args['branch']}'"), (args, out)


def test_a_stash_answers_stash_refs_and_flags_follow_the_call(tmp_path):
    scen = _scenarios(tmp_path, [MERGE, STASH, PULL], seeds=range(6))
    stashes = [m.output for _, m in _calls(scen, "git_stash") if not m.is_error]
    assert any("created" in o or "applied" in o for o in stashes)
    for o in stashes:
        for k in ("created", "applied"):
            assert k not in o or o[k].startswith("stash@{"), o
        assert o.get("conflicts", False) is False, o
    for args, m in _calls(scen, "git_pull"):
        if m.is_error:
            continue
        o = m.output
        assert o["strategy"] != "rebase" or args.get("rebase"), (args, o)
        assert o["prunedRefs"] == [] or args.get("prune"), (args, o)
        assert o["branchCreated"] == bool(args.get("createBranch")), (args, o)
        assert not o.get("rejectedRefs"), o


def test_shared_git_writes_read_as_git_reports_them():
    for args, m in _shared_calls("git", "git_merge", seeds=range(6)):
        if not m.is_error:
            assert not (m.output["fastForward"] and m.output["conflicts"]), m.output
            assert m.output["strategy"] in ("ort", "recursive", "octopus", "ours", "subtree"), m.output
    for args, m in _shared_calls("git", "git_push", seeds=range(6)):
        if not m.is_error:
            assert not set(m.output["pushedRefs"]) & set(m.output["rejectedRefs"]), m.output
            assert len(m.output["pushedRefs"]) <= 1 or args.get("tags"), m.output


PLATFORM = {"type": "string", "enum": ["github", "gitlab"], "description": "Platform"}
ISSUES = [
    _tool("get_issue_details", "Get the details of an issue in a project.", {"platform": PLATFORM,
        "project_id": {"type": "string", "description": "Project ID"}, "issue_id": {"type": "string", "description": "Issue ID"}},
        ["project_id", "issue_id"]),
    _tool("update_issue", "Update an existing issue.", {"platform": PLATFORM,
        "project_id": {"type": "string", "description": "Project ID"}, "issue_id": {"type": "string", "description": "Issue ID"},
        "milestone": {"type": "string", "description": "Milestone to set"}, "title": {"type": "string", "description": "New title"}},
        ["project_id", "issue_id"]),
    _tool("close_issue", "Close an issue.", {"platform": PLATFORM,
        "project_id": {"type": "string", "description": "Project ID"}, "issue_id": {"type": "string", "description": "Issue ID"}},
        ["project_id", "issue_id"]),
    _tool("list_milestones", "List milestones for a project.", {"project_id": {"type": "string", "description": "Project ID"}},
          ["project_id"]),
]


def test_an_issue_named_by_its_id_comes_back_as_that_issue(tmp_path):
    scen = _scenarios(tmp_path, ISSUES, seeds=range(8))
    seen = 0
    for tool in ("get_issue_details", "update_issue", "close_issue"):
        for args, m in _calls(scen, tool):
            issue = next((r for r in objects(m.output) if "number" in r), None)
            if m.is_error or issue is None:
                continue
            seen += 1
            if args["issue_id"].isdigit():
                assert str(issue["number"]) == args["issue_id"] and issue.get("id", args["issue_id"]) == args["issue_id"], (args, issue)
            else:  # an opaque id is the issue's id
                assert args["issue_id"] in (issue.get("id"), issue.get("issue_id")), (args, issue)
    assert seen


def test_a_milestone_listing_has_distinct_ids_and_titles_in_their_own_fields(tmp_path):
    scen = _scenarios(tmp_path, ISSUES, seeds=range(8))
    listed = [m.output for _, m in _calls(scen, "list_milestones") if not m.is_error]
    assert listed
    for out in listed:
        items = [r for r in objects(out) if "title" in r and "iid" in r]
        assert items, out
        for f in ("id", "iid"):
            assert len({r[f] for r in items}) == len(items), out
        for r in items:
            assert isinstance(r["id"], int) and "milestone" not in r, r  # a title handed on is a title, not an id or a stray field
            if r["title"].startswith("Q") and r["title"][1:2].isdigit():
                assert r["due_date"].startswith(r["title"][-4:]), r


def test_shared_code_host_issue_ids_agree():
    for tool in ("update_issue", "close_issue", "get_issue_details"):
        for args, m in _shared_calls("git-mcp-server", tool, seeds=range(6)):
            issue = next((r for r in objects(m.output) if "number" in r), None)
            if not m.is_error and issue is not None:
                assert str(issue["number"]) == args["issue_id"], (args, issue)


def test_a_design_apps_documents_are_its_own_file_type():
    from seer.generate.symbolic.mocks.app_files import native_files

    out = {"result": "ok: True\npath: /home/bob/projects/site/brand-icons.ai\nlayer: Logo.ai"}
    renamed = native_files("indesign", {"app": "indesign"}, out)
    assert out["result"].endswith("path: /home/bob/projects/site/brand-icons.indd\nlayer: Logo.ai"), out  # a placed file keeps its name
    assert renamed["/home/bob/projects/site/brand-icons.ai"] == "/home/bob/projects/site/brand-icons.indd"
    given = {"path": "/home/bob/poster.ai"}  # a path the call gave is echoed as given
    assert native_files("photoshop", {"file_path": "/home/bob/poster.ai"}, given) == {} and given["path"] == "/home/bob/poster.ai"
    assert native_files("", {}, {"path": "/a/b.ai"}) == {}


def test_shared_adobe_saves_and_projects_answer_the_apps_files():
    import re

    for tool in ("adobe_save_file", "adobe_pr_project"):
        for args, m in _shared_calls("illustrator-adobe-mcp", tool, seeds=range(6)):
            params = args.get("params", args)
            app = {"premierepro": "prproj", "premiere": "prproj", "indesign": "indd", "photoshop": "psd", "illustrator": "ai",
                   "aftereffects": "aep"}.get(params.get("app", "premiere" if tool == "adobe_pr_project" else ""))
            text = json.dumps(m.output)
            if m.is_error or app is None:
                continue
            for path, ext in re.findall(r"([\w/ -]+)\.(ai|psd|indd|aep|prproj)\b", text):
                assert ext == app or any(path.strip() in json.dumps(v) for v in params.values()), (args, text)


def test_shared_filesystem_listings_reads_and_writes_agree():
    import re

    for tool in ("list_directory", "list_directory_with_sizes", "directory_tree"):
        for args, m in _shared_calls("filesystem", tool, seeds=range(8)):
            if not m.is_error:  # a folder lists its own entries, the one handed on too
                for path in re.findall(r"^- (/\S+)", m.output["content"], re.M):
                    assert path.startswith(args["path"].rstrip("/") + "/"), (args, m.output)
    for tool in ("edit_file", "write_file"):
        for args, m in _shared_calls("filesystem", tool, seeds=range(8)):
            text = m.output.get("content", "") if isinstance(m.output, dict) else ""
            stamp = re.search(r"modified_at: (\S+)", text)
            done = re.search(r"completed_at: (\S+)", text)
            if not m.is_error and stamp and done:  # modified when it was written, a time (never a path)
                assert stamp[1] == done[1], text
    for args, m in _shared_calls("filesystem", "read_multiple_files", seeds=range(8)):
        if not m.is_error:
            shown = set(re.findall(r"(/home/\S+?)(?=[\s)]|$)", m.output["content"]))
            assert shown <= set(args["paths"]), (args, m.output)  # no file it did not read


def test_shared_the_aliases_of_an_index_point_at_it_and_none_is_named_like_it():
    seen = 0
    for args, m in _shared_calls("elasticsearch-py", "get_alias", seeds=range(8)):
        if m.is_error or "index" not in args:
            continue
        items = m.output["aliases"]
        if len(items) == 1 and items[0]["alias"] == args["index"]:
            continue  # the name was an alias: Elasticsearch resolves it to its index
        for item in items:
            seen += 1
            assert item["index"] == args["index"] and item["alias"] != args["index"], (args, m.output)
    assert seen


def test_a_documentation_search_answers_pages_of_those_docs_about_the_question(tmp_path):
    docs = _tool("search_redis_documents", "Search Redis documentation and knowledge base to learn about Redis concepts.",
                 {"question": {"type": "string", "title": "Question"}}, ["question"])
    calls = _calls(_scenarios(tmp_path, [docs], seeds=range(4)), "search_redis_documents")
    assert calls
    for args, m in calls:
        if m.is_error:
            continue
        hits = m.output["result"]
        assert all(h["url"].startswith("https://redis.io/docs/") for h in hits), hits
        assert not {h["title"] for h in hits} & {"Customer interview notes", "On-call handbook", "Q3 planning notes"}, hits
        scores = [h["score"] for h in hits]
        assert scores == sorted(scores, reverse=True), hits
    from seer.generate.symbolic.mocks.doc_search import doc_hits
    import random as _r
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    tool = Tool.model_validate({**docs, "input_schema": docs["inputSchema"]}) if hasattr(Tool, "model_validate") else None
    if tool is not None:
        hits = doc_hits(profile_tool(tool, ""), {"question": "How can I implement a rate limiter with Redis?"}, _r.Random(1))["result"]
        assert hits[0]["title"] == "Implement a rate limiter" and hits[1]["title"] == "INCR", hits


def test_a_render_answers_the_files_it_wrote(tmp_path):
    frames = _tool("ae_render_frames", "Render a comp's frames to PNGs and wait until they are really on disk.", {
        "out_dir": {"type": "string", "description": "Folder to write the frames to"}, "comp_name": {"type": "string"},
        "start": {"type": "integer"}, "end": {"type": "integer"}, "step": {"type": "integer"}}, ["out_dir"])
    preview = _tool("ae_preview", "Render the work area as a small, slow movie and hand it back as a link.", {
        "comp_name": {"type": "string"}, "path": {"type": "string", "description": "Where to write the movie"},
        "fps": {"type": "integer"}}, [])
    scen = _scenarios(tmp_path, [frames, preview], seeds=range(4))
    rendered = [(a, m.output) for a, m in _calls(scen, "ae_render_frames") if not m.is_error]
    assert rendered
    for args, out in rendered:
        assert out["count"] == len(out["frames"]) >= 1, out
        assert all(f["path"].startswith(args["out_dir"].rstrip("/") + "/") and f["path"].endswith(".png") for f in out["frames"]), out
        assert [f["frame"] for f in out["frames"]][0] == args.get("start", 0), (args, out)
    for args, m in _calls(scen, "ae_preview"):
        if not m.is_error:
            assert m.output["movie"].endswith((".mp4", ".mov")) and m.output["url"] == "file://" + m.output["movie"], m.output


def test_counts_and_sides_follow_the_lists_and_the_call():
    from seer.generate.symbolic.mocks.outcomes import _args_named, _counts_follow_lists

    out = {"ok": True, "data": {"comp": "Main Comp", "numLayers": 11, "layers": [{"index": 1}],
                                "a": {"artboard": 3}, "matched": [], "summary": {"matched": 77, "moved": 4}}}
    _args_named({"comp_name": "Intro 1080p", "artboard_a": 5}, out)
    _counts_follow_lists(out)
    d = out["data"]
    assert d["comp"] == "Intro 1080p" and d["a"]["artboard"] == 5 and d["numLayers"] == 1 and d["summary"]["matched"] == 0, out


def test_shared_a_layer_named_by_position_and_a_comps_layers():
    for args, m in _shared_calls("illustrator-mograph-mcp", "ai_reorder_layer", seeds=range(6)):
        if not m.is_error and isinstance(args.get("layer"), int):
            at, after, before = args["layer"], args.get("after"), args.get("before")  # a layer moved is where it went
            if isinstance(args.get("to_index"), int):
                at = args["to_index"]
            elif isinstance(after, int) and after != at:
                at = after + 1 if after < at else after
            elif isinstance(before, int) and before != at:
                at = before if before < at else before - 1
            assert m.output["layer"]["index"] == at and not isinstance(m.output["layer"]["name"], int), (args, m.output)
    for args, m in _shared_calls("illustrator-mograph-mcp", "ae_list_layers", seeds=range(6)):
        if not m.is_error:
            data = m.output["data"]
            assert data["layers"] and data["numLayers"] == len(data["layers"]), m.output
            assert "comp_name" not in args or data["comp"] == args["comp_name"], (args, m.output)


def test_shared_slack_users_are_members_with_ids_and_messages_name_them():
    import re

    ids = set()
    for args, m in _shared_calls("slack", "slack_get_users", seeds=range(6)):
        if not m.is_error:
            for u in m.output["users"]:
                assert re.fullmatch(r"U[0-9A-Z]{8,10}", u["id"]) and "." in u["name"] and " " in u["real_name"], u
                ids.add(u["id"])
    assert ids
    for args, m in _shared_calls("slack", "slack_get_channel_history", seeds=range(6)):
        if not m.is_error:
            assert all(re.fullmatch(r"U[0-9A-Z]{8,10}", x["user"]) for x in m.output["messages"]), m.output


def test_a_listed_field_handed_on_is_every_items_field():
    import random

    from seer.generate.symbolic.mocks.listings import _like

    rng = random.Random(3)
    assert re.fullmatch(r"U[0-9A-Z]{9}", _like("U00SNP1JYF", rng)) and isinstance(_like(4411, rng), int)
    assert _like("Sprint 48", rng) is None and _like("dark", rng) is None


def test_a_read_tool_told_to_clear_answers_what_it_cleared_and_a_receipt_no_other_path(tmp_path):
    logs = _tool("console_logs", "Get browser console logs, or clear them.", {
        "action": {"type": "string", "enum": ["get_logs", "clear"], "description": "What to do"},
        "level": {"type": "string", "enum": ["INFO", "WARNING", "SEVERE"]}}, ["action"])
    for args, m in _calls(_scenarios(tmp_path, [logs], seeds=range(6)), "console_logs"):
        if not m.is_error and args["action"] == "clear":
            assert m.output.get("cleared", 0) >= 1 and "logs" not in m.output and "log" not in m.output, m.output
    from seer.generate.symbolic.mocks.common import strays_a_path

    assert strays_a_path("/home/ivan/projects/inventory/interview-edit.png", {"params": {"file_path": "/home/ivan/projects/a/logo.ai"}})
    assert not strays_a_path("/home/ivan/projects/a/logo.ai", {"params": {"file_path": "/home/ivan/projects/a/logo.ai"}})
    assert not strays_a_path("/home/ivan/projects/a/b.txt", {"path": "/home/ivan/projects/a"})


def test_cookies_named_alike_hold_that_cookies_values_once_per_domain_and_path():
    for args, m in _shared_calls("selenium-mcp-selenium-pypi", "get_cookies", seeds=range(8)):
        if m.is_error or "name" not in args:
            continue
        rows = re.findall(r"^- (\S+) \(name: (\S+), value: ([^,]+), domain: ([^,]+),", m.output["result"], re.M)
        assert len({(r[0], r[3]) for r in rows}) == len(rows), m.output
        if args["name"] == "theme":
            assert all(r[2] in ("dark", "light") for r in rows), m.output


def test_a_generated_locator_is_a_locator():
    for args, m in _shared_calls("selenium-ai-agent-pypi", "browser_generate_locator", seeds=range(6)):
        if not m.is_error:
            assert "strategy: css" in m.output["result"] and "data-testid=" in m.output["result"], m.output


def test_shared_a_stream_read_answers_its_entries_in_time_order():
    import ast

    seen = 0
    for args, m in _shared_calls("redis-mcp-redis", "xrange", seeds=range(8)):
        if m.is_error:
            continue
        entries = ast.literal_eval(m.output["result"])
        ids = [int(e[0].split("-")[0]) for e in entries]
        assert entries and ids == sorted(ids) and all(isinstance(e[1], dict) and e[1] for e in entries), m.output
        seen += 1
    assert seen


def test_a_setting_tool_confirms_what_it_did_and_an_item_keeps_its_id():
    for args, m in _shared_calls("git", "git_clear_working_dir", seeds=range(6)):
        if not m.is_error:
            assert not re.match(r"[a-z]+(\([^)]*\))?: ", m.output["message"]), m.output
    for args, m in _shared_calls("illustrator-mograph-mcp", "ai_set_item", seeds=range(8)):
        if not m.is_error and "item" in args and "name" in args:
            item = m.output["item"]
            assert item.get("item", item.get("index")) == args["item"] and item["name"] == args["name"], (args, m.output)
    from seer.generate.symbolic.mocks.git_outcomes import _past

    assert [_past(v) for v in ("clear", "set", "stop", "add", "copy", "close")] == ["cleared", "set", "stopped", "added", "copied", "closed"]


def test_listed_layers_are_in_stacking_order_without_gaps():
    for spec, tool in (("illustrator-mograph-mcp", "ae_list_layers"), ("illustrator", "get_layers")):
        for args, m in _shared_calls(spec, tool, seeds=range(6)):
            if m.is_error:
                continue
            layers = m.output["data"]["layers"] if "data" in m.output else m.output["layers"]
            idx = [x["index"] for x in layers]
            assert idx == sorted(idx), m.output


def test_shared_git_tags_clones_and_signers_read_as_git_prints_them():
    for args, m in _shared_calls("git", "git_tag", seeds=range(8)):
        if m.is_error:
            continue
        if "commit" in args and m.output.get("tags"):
            assert all(t["commit"] == args["commit"] for t in m.output["tags"]), (args, m.output)
        if "signerIdentity" in m.output:
            assert re.fullmatch(r".+ <[^@\s]+@[\w.-]+>", m.output["signerIdentity"]), m.output
        if "signerKey" in m.output:
            assert re.fullmatch(r"[0-9A-F]{16,40}|SHA256:\S+", m.output["signerKey"]), m.output
    for args, m in _shared_calls("git", "git_clone", seeds=range(8)):
        if not m.is_error and "branch" in m.output and "branch" not in args:
            assert m.output["branch"] == "main", (args, m.output)


def test_shared_a_page_setup_reports_its_own_action_and_no_earlier_calls_options():
    for tool in ("generator_setup_page", "planner_setup_page"):
        for args, m in _shared_calls("selenium", tool, seeds=range(8)):
            if m.is_error:
                continue
            assert m.output["action"] == "setup", m.output
            page = m.output.get("page", {})
            assert not {"feature", "explorationDepth", "testPlan", "framework"} & (set(page) - set(args)), (args, m.output)


def test_shared_design_items_frames_and_duplicates_read_as_the_app_has_them():
    for args, m in _shared_calls("illustrator-mograph-mcp", "ai_inspect_item", seeds=range(6)):
        if not m.is_error:
            item = m.output["item"]
            assert {"name", "type"} <= set(item) and not item["name"].endswith("-frame"), m.output
    for args, m in _shared_calls("illustrator", "create_text_frame", seeds=range(6)):
        if not m.is_error:
            frame = m.output["frame"]
            assert not frame["name"].endswith("-frame"), m.output
            if "position" in frame and "x" in args and "y" in args:
                assert frame["position"] == [args["x"], args["y"]], (args, m.output)
    for args, m in _shared_calls("illustrator-mograph-mcp", "ai_duplicate_layer", seeds=range(8)):
        if not m.is_error and isinstance(args.get("layer"), int):
            layer = m.output["layer"]
            named = args.get("new_name")  # a duplicate given a new name has it (round 713 [0]), else 'X copy'
            assert layer["index"] != args["layer"] and (layer["name"] == named if named else layer["name"].endswith(" copy")), (args, m.output)


def test_shared_browser_modes_batches_and_elements():
    for args, m in _shared_calls("selenium-ai-agent-pypi", "network_monitor", seeds=range(8)):
        if not m.is_error and args["params"].get("action") == "get_requests":
            assert "method: " in m.output["result"] and "url: " in m.output["result"], m.output
    for args, m in _shared_calls("selenium", "batch_execute", seeds=range(8)):
        if not m.is_error:
            assert [r["step"] for r in m.output["results"]] == list(range(1, len(args["steps"]) + 1)), m.output
    for args, m in _shared_calls("selenium", "console_logs", seeds=range(8)):
        if not m.is_error and args.get("level") == "WARNING" and "logs" in m.output:
            assert not any("Uncaught" in x["message"] or " 500 " in x["message"] for x in m.output["logs"]), m.output
    from types import SimpleNamespace

    from seer.generate.symbolic.mocks.record_rules import _element_agrees

    el = {"tag": "a", "text": "Search"}
    _element_agrees(SimpleNamespace(verb="type", words=["type", "text"]), el, {"text": "shoes"})
    assert el["tag"] == "input"
    el = {"tag": "input", "text": "Submit order"}
    _element_agrees(SimpleNamespace(verb="click", words=["click"]), el, {})
    assert el["tag"] == "button"
    el = {"tag": "input", "text": ""}
    _element_agrees(SimpleNamespace(verb="type", words=["type"]), el, {"selector": "textarea[name='comment']"})
    assert el["tag"] == "textarea"


def test_shared_redis_deletes_and_index_names():
    for args, m in _shared_calls("redis-mcp-redis", "json_del", seeds=range(8)):
        if not m.is_error:
            assert m.output["result"].startswith("Deleted"), m.output
    for args, m in _shared_calls("redis-mcp-redis", "get_indexes", seeds=range(8)):
        if not m.is_error:
            assert not re.search(r"^- \w+-20\d\d", m.output["result"], re.M), m.output  # no Elasticsearch index names


def test_state_actions_moves_and_query_deletes_report_what_they_did():
    for args, m in _shared_calls("illustrator", "manage_layers", seeds=range(8)):
        if not m.is_error and args.get("action") in ("hide", "show", "lock", "unlock"):
            field, want = {"hide": ("visible", False), "show": ("visible", True), "lock": ("locked", True), "unlock": ("locked", False)}[args["action"]]
            assert m.output["layer"][field] is want, (args, m.output)
    for args, m in _shared_calls("illustrator", "modify_object", seeds=range(8)):
        pos = (args.get("properties") or {}).get("position")
        if not m.is_error and isinstance(pos, dict) and "position" in m.output.get("object", {}):
            assert m.output["object"]["position"] == [pos["x"], pos["y"]], (args, m.output)
    for args, m in _shared_calls("illustrator", "group_objects", seeds=range(8)):
        if not m.is_error and "type" in m.output.get("object", {}):
            assert m.output["object"]["type"] == "GroupItem", m.output
    for args, m in _shared_calls("elasticsearch-py", "delete_by_query", seeds=range(8)):
        if not m.is_error:
            assert m.output["deleted"] == m.output["total"] and m.output["failures"] == [], m.output


def test_graphic_styles_search_filters_and_sorted_sets():
    import ast

    for args, m in _shared_calls("illustrator", "list_graphic_styles", seeds=range(6)):
        if not m.is_error:
            assert not {s["name"] for s in m.output["styles"]} & {"Caption", "Body Text", "Heading 1", "Quote"}, m.output
    for args, m in _shared_calls("git-mcp-server", "list_projects", seeds=range(8)):
        term = (json.loads(args["filters"]) if args.get("filters", "").startswith("{") else {}).get("search")
        if not m.is_error and isinstance(term, str) and isinstance(m.output.get("result"), list):
            slug = re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-")
            assert all(slug in p["name"] for p in m.output["result"]), (args, m.output)
    for args, m in _shared_calls("redis-mcp-redis", "zrange", seeds=range(8)):
        if not m.is_error:
            got = ast.literal_eval(m.output["result"])
            if got and isinstance(got[0], tuple):
                assert [s for _, s in got] == sorted(s for _, s in got), m.output
            assert all(isinstance(x, (str, tuple)) for x in got), m.output


def test_a_note_found_by_a_search_is_that_note_when_read_and_deleted():
    checked = 0
    for s in _example("notes", range(10)):
        titles: dict[str, str] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if m.is_error:
                continue
            for rec in objects(m.output):
                if isinstance(rec.get("id"), str) and isinstance(rec.get("title"), str) and rec["id"].startswith("note_"):
                    if c.tool in ("get_note", "delete_note") and rec["id"] in titles and c.tool != "update_note":
                        checked += 1
                        assert rec["title"] == titles[rec["id"]], (c.tool, rec, titles)
                    if c.tool != "update_note":
                        titles.setdefault(rec["id"], rec["title"])
                    else:
                        titles[rec["id"]] = rec["title"]
    assert checked


def test_shared_objects_found_are_the_ones_selected_with_hex_uuids_and_checks_agree():
    for args, m in _shared_calls("illustrator", "find_objects", seeds=range(8)):
        if not m.is_error:
            for o in m.output.get("objects", []):
                assert "uuids" not in o and ("uuid" not in o or re.fullmatch(r"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}", o["uuid"])), o
    for args, m in _shared_calls("selenium", "verify_value", seeds=range(8)):
        if not m.is_error and m.output.get("status") == "passed" and "value" in m.output:
            assert m.output["value"] == args["expectedValue"], m.output
    for args, m in _shared_calls("selenium", "wait_for", seeds=range(8)):
        if not m.is_error and m.output.get("status") == "visible":
            assert "visible" in args.get("condition", "visible"), (args, m.output)


def test_a_risk_profile_lists_risks_and_an_opened_document_is_its_file():
    for args, m in _shared_calls("selenium", "analyzer_build_risk_profile", seeds=range(6)):
        if not m.is_error:
            assert m.output["risks"] and all({"area", "level"} <= set(r) for r in m.output["risks"]), m.output
            assert ("recommendations" in m.output) == bool(args.get("includeRecommendations")), (args, m.output)
    for args, m in _shared_calls("illustrator-mograph-mcp", "ai_open_document", seeds=range(8)):
        doc = m.output.get("document", {}) if isinstance(m.output, dict) else {}
        if not m.is_error and "title" in doc and isinstance(args.get("path"), str):
            assert doc["title"] == args["path"].rsplit("/", 1)[-1], (args, m.output)


def test_round_209_media_types_change_times_keyframes_forks_and_pubsub():
    for args, m in _shared_calls("filesystem", "read_media_file", seeds=range(8)):
        if not m.is_error and not args["path"].endswith((".mp3", ".wav", ".ogg", ".flac", ".m4a")):
            assert all(b.get("type") != "audio" for b in m.output["content"]), (args, m.output)
    for args, m in _shared_calls("illustrator-mograph-mcp", "ae_keyframes", seeds=range(8)):
        if not m.is_error and isinstance(args.get("times"), list) and isinstance(args.get("values"), list) \
                and len(args["times"]) == len(args["values"]) and "keyframes" in m.output:
            assert [k["time"] for k in m.output["keyframes"]] == args["times"], (args, m.output)
    for args, m in _shared_calls("git-mcp-server", "list_forks", seeds=range(8)):
        if not m.is_error and isinstance(m.output.get("result"), list) and m.output["result"]:
            assert len({f["name"] for f in m.output["result"]}) == 1, m.output
            assert len({f["owner"] for f in m.output["result"]}) == len(m.output["result"]), m.output
    for args, m in _shared_calls("redis-mcp-redis", "read_messages", seeds=range(8)):
        if not m.is_error and isinstance(m.output.get("result"), dict):
            assert all("channel" in x and "user" not in x for x in m.output["result"].get("messages", [])), m.output
    from seer.generate.symbolic.mocks.outcomes import touched_now

    out = {"id": "not_1", "updated_at": "2025-01-20T16:00:00Z", "note": {"modified_at": "2024-01-01T00:00:00Z"}}
    touched_now(out, "2026-02-02T09:45:00Z")
    assert out["updated_at"] == out["note"]["modified_at"] == "2026-02-02T09:45:00Z"


def test_round_210_adobe_apps_and_a_projects_name_is_its_file():
    for args, m in _shared_calls("illustrator-adobe-mcp", "adobe_list_apps", seeds=range(6)):
        if not m.is_error:
            assert all(line.startswith("- Adobe ") for line in m.output["result"].splitlines() if line.startswith("- ")), m.output
    for tool in ("ae_new_project", "ae_open_project", "ae_save_project"):
        for args, m in _shared_calls("illustrator-mograph-mcp", tool, seeds=range(8)):
            proj = next((r for r in objects(m.output) if "path" in r and "name" in r), None) if not m.is_error else None
            if proj and str(proj["path"]).endswith(".aep"):
                assert proj["name"] == proj["path"].rsplit("/", 1)[-1], m.output
