"""Issue #12's reading rounds (10+): values a domain engineer reads as belonging to the server.
A script a tool runs is in the tool's language (ExtendScript in Illustrator, not page
JavaScript), a browser tab is titled by its page, a design app's documents are its own files
with artwork names, and a receipt's reaction never quotes a bare flag ("OK, True it is.")."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.generate.symbolic.mocks import harmonise
from seer.generate.symbolic.text import react
from seer.generate.symbolic.values import ValueMaker
from seer.generate.symbolic.world import World
from seer.harness.checks import leaves
from seer.harness.model import Scenario
from seer.kinds import infer
from seer.kinds.web import page_title
from seer.kinds.words import DESIGN_TITLES
from seer.spec.load import load_spec

RUN_SCRIPT = ("ai_run_script", "Run arbitrary ExtendScript in Illustrator. The code receives (ok, fail, payload).")


def _tool(name: str, description: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": description,
            "inputSchema": {"type": "object", "properties": props, "required": required}}


def _scenarios(tmp_path: Path, tools: list[dict], seeds=range(3)) -> list[Scenario]:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    spec = load_spec(path)
    return [o for seed in seeds for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def _calls(scenarios, tool):
    return [(c.arguments, m) for s in scenarios for c, m in zip(s.expected_tools, s.mock_outputs) if c.tool == tool]


def test_the_code_a_script_tool_runs_is_in_its_apps_language():
    assert infer("code", {"type": "string"}, tool_name=RUN_SCRIPT[0], tool_description=RUN_SCRIPT[1]) == "script"
    assert infer("code", {"type": "string", "description": "ExtendScript/JSX code to execute"}, tool_name="adobe_run_jsx") == "script"
    assert infer("code", {"type": "string"}, tool_name="verify_email", tool_description="Check a verification code") != "script"
    for seed in range(8):
        made = ValueMaker(random.Random(seed), context=RUN_SCRIPT).make({"type": "string"}, "code")
        assert made.startswith("app.") and "document.querySelector" not in made, made
        ae = ValueMaker(random.Random(seed), context=("ae_run_script", "Run arbitrary ExtendScript in After Effects.")).make(
            {"type": "string"}, "code")
        assert ae.startswith("app.project"), ae  # After Effects has projects of items, no documents


def test_a_browser_tab_is_titled_by_its_page(tmp_path):
    rng = random.Random(3)
    for _ in range(6):
        tab = World().new_record("tab", rng, ("list_tabs", "List the open browser tabs"))
        assert tab["title"] == page_title(tab["url"]), tab
    record = {"id": "tab_1", "url": "https://shop.example.com/pricing", "title": "Fix payment retries for large accounts"}
    harmonise(record)
    assert record["title"] == "Pricing | Example"
    issue = {"number": 7, "url": "https://github.com/acme/webshop/issues/7", "title": "Fix payment retries", "state": "open"}
    harmonise(issue)
    assert issue["title"] == "Fix payment retries"  # an issue keeps its own title beside its URL
    tools = [_tool("get_tabs", "Get all open browser tabs", {"session_id": {"type": "string"}}, ["session_id"]),
             _tool("switch_tab", "Switch to a browser tab", {"tab_id": {"type": "string"}}, ["tab_id"])]
    seen = 0
    for _, mock in _calls(_scenarios(tmp_path, tools), "get_tabs"):
        for tab in mock.output.get("tabs", []) if isinstance(mock.output, dict) else []:
            seen += 1
            assert tab["title"] == page_title(tab["url"]), tab
    assert seen


def test_a_design_apps_documents_are_its_own_files_with_artwork_names(tmp_path):
    tools = [_tool("open_document", "Open an Illustrator document from a file path.", {"path": {"type": "string"}}, ["path"]),
             _tool("get_document_info", "Get the Illustrator document's metadata", {}, []),
             _tool("save_document", "Save the active Illustrator document.", {"path": {"type": "string"}}, ["path"])]
    scenarios = _scenarios(tmp_path, tools)
    paths = [a["path"] for t in ("open_document", "save_document") for a, m in _calls(scenarios, t) if not m.is_error]
    assert paths and all(p.endswith(".ai") for p in paths), paths
    titles = [m.output["document"]["title"] for _, m in _calls(scenarios, "get_document_info")
              if isinstance(m.output, dict) and isinstance(m.output.get("document"), dict) and "title" in m.output["document"]]
    assert titles and all(t in DESIGN_TITLES for t in titles), titles


def test_a_receipt_is_acknowledged_by_its_action_never_by_a_bare_flag():
    output = {"result": "ok: True\naction: apply\ncomp_name: lunar-beacon\nlayer_name: Crisp Summit\ncompleted_at: 2025-01-16T19:15:00Z"}
    said = 'Apply an After Effects effect, the comp name lunar-beacon and the layer name "Crisp Summit".'
    for seed in range(6):
        text = react("True", output, False, random.Random(seed), "", None, said)
        assert "True" not in text and ("apply" in text or "applied" in text), text  # (s43: "OK, applied comp ...")


# ---- round 11: one thing, one record --------------------------------------------------------

def _profiles(tmp_path: Path, tools: list[dict]) -> dict:
    from seer.generate.symbolic.cards import profile_spec

    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    return {p.name: p for p in profile_spec(load_spec(path))}


def test_two_later_calls_taking_the_projects_id_get_the_one_id(tmp_path):
    from seer.generate.symbolic.mocks import Need, make_mock

    ps = _profiles(tmp_path, [_tool("create_project", "Create a new GitLab project", {"name": {"type": "string"}}, ["name"]),
                              _tool("list_forks", "List forks of a project", {"project_id": {"type": "string"}}, ["project_id"]),
                              _tool("delete_project", "Delete a project", {"project_id": {"type": "string"}}, ["project_id"])])
    param = next(q for q in ps["list_forks"].params if q.name == "project_id")
    for seed in range(5):
        world = World()
        make_mock(ps["create_project"], {"name": "checkout"}, [Need(1, param, None), Need(2, param, None)], world, random.Random(seed))
        assert world.assigned[(1, "project_id")] == world.assigned[(2, "project_id")]


def test_the_active_document_is_the_one_the_request_last_made_and_a_uuid_names_its_record(tmp_path):
    from seer.generate.symbolic.mocks import make_mock

    ps = _profiles(tmp_path, [_tool("get_doc_info", "Get the active Photoshop document's details", {}, []),
                              _tool("new_document", "Create a new Photoshop document", {"width": {"type": "integer"}}, ["width"]),
                              _tool("export_document", "Export the active Photoshop document", {"file_path": {"type": "string"}}, ["file_path"])])
    for seed in range(4):
        world, rng = World(), random.Random(seed)
        read = make_mock(ps["get_doc_info"], {}, [], world, rng).output
        made = make_mock(ps["new_document"], {"width": 1080}, [], world, rng).output
        out = make_mock(ps["export_document"], {"file_path": "/home/dana/art/poster.png"}, [], world, rng).output
        assert made["document"]["id"] != read["document"]["id"]  # a new document is new
        assert out["document"]["id"] == made["document"]["id"], (made, out)  # the export exports it
    world = World()
    image = world.keep("image", {"name": "Logo", "uuid": "c04cd8ca-e3e3-4e00-a360-64900e058029", "width": 10})
    world.keep("image", {"name": "Hero image", "uuid": "0f0e8ca1-0000-4e00-a360-64900e058029", "width": 20})
    assert world.named("image", {"uuid": "c04cd8ca-e3e3-4e00-a360-64900e058029", "action": "relink"}) is image


def test_a_persons_login_and_email_are_made_from_their_name_and_a_call_keeps_no_instruction():
    from seer.generate.symbolic.mocks import _apply

    rng = random.Random(1)
    for _ in range(8):
        user = World().new_record("user", rng, ("slack_get_users", "Get a list of users in the Slack workspace"))
        full = user.get("real_name", user["name"])  # a Slack member: handle `name`, full `real_name` (users.list)
        first, last = full.lower().split()[0], full.lower().split()[-1]
        assert user["email"].split("@")[0] == f"{first}.{last}".replace("'", ""), user
        assert first in user.get("login", user["name"]), user

    class P:  # the few attributes _apply reads
        nouns = ["image"]
    record = {"name": "Logo", "uuid": "u1"}
    _apply(P(), record, {"uuid": "u1", "action": "relink", "new_path": "/art/logo.ai"}, prose=False)
    assert "action" not in record and record["new_path"] == "/art/logo.ai"


def test_things_of_a_known_kind_get_their_kinds_names_not_a_made_up_slug(tmp_path):
    from seer.kinds.words import NAMED

    listing = {"type": "object", "properties": {"notebooks": {"type": "array", "items": {
        "type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}, "required": ["id", "name"]}}},
        "required": ["notebooks"]}
    for seed in range(6):
        out = ValueMaker(random.Random(seed), context=("list_notebooks", "List the user's notebooks")).make(listing)
        assert all(nb["name"] in NAMED["notebook"] for nb in out["notebooks"]), out
        name = ValueMaker(random.Random(seed), context=("group_objects", "Group the selected objects in Illustrator")).make(
            {"type": "string"}, "name")
        assert name not in NAMED["group"], name  # a group of objects is no team
        swatch = ValueMaker(random.Random(seed), context=("manage_swatches", "Manage swatches in Illustrator")).make(
            {"type": "string"}, "name")
        assert swatch in NAMED["swatch"], swatch
    ps = _profiles(tmp_path, [_tool("get_document_info", "Get document metadata", {}, []),
                              _tool("open_document", "Open an Illustrator document", {"path": {"type": "string"}}, ["path"]),
                              _tool("save_document", "Save the active Illustrator document", {}, [])])
    assert ps["get_document_info"].ctx == ("get_document_info", "(illustrator) Get document metadata")
    assert ps["open_document"].ctx == ("open_document", "Open an Illustrator document")  # its own words already say


# ---- round 12: what a check, a search, a move and a link return -------------------------------

def test_a_check_answers_with_a_verdict_and_a_status_read_with_a_state(tmp_path):
    from seer.generate.symbolic.mocks import make_mock

    ps = _profiles(tmp_path, [_tool("preflight_check", "Run pre-press quality checks on the Illustrator document", {}, []),
                              _tool("recording_status", "Check if recording is active", {}, [])])
    for seed in range(4):
        out = make_mock(ps["preflight_check"], {}, [], World(), random.Random(seed)).output
        assert out.get("status") in ("passed", "warnings") and "name" not in json.dumps(out), out
        out = make_mock(ps["recording_status"], {}, [], World(), random.Random(seed)).output
        assert out.get("status") in ("recording", "stopped") and "name" not in json.dumps(out), out


def test_the_person_a_search_finds_has_that_persons_login_and_email(tmp_path):
    from seer.generate.symbolic.mocks import make_mock

    ps = _profiles(tmp_path, [_tool("search_users", "Find people by name", {"query": {"type": "string"}}, ["query"])])
    for seed in range(4):
        out = make_mock(ps["search_users"], {"query": "Allison Fisher"}, [], World(), random.Random(seed)).output
        found = [u for u in out["users"] if u["name"] == "Allison Fisher"]
        assert found and all(u["email"].startswith("allison.fisher@") and "allison" in u["login"] for u in found), out


def test_a_move_keeps_what_the_file_is_and_a_notes_links_are_note_ids(tmp_path):
    scenarios = _scenarios(tmp_path, [_tool("move_file", "Move or rename a file", {
        "source": {"type": "string", "description": "Source file path"},
        "destination": {"type": "string", "description": "Destination file path"}}, ["source", "destination"])], seeds=range(4))
    moves = [a for a, m in _calls(scenarios, "move_file")]
    assert moves
    ext = lambda path: path.rsplit("/", 1)[-1].rsplit(".", 1)[-1]  # noqa: E731 - Dockerfile is its own type
    for a in moves:
        assert ext(a["source"]) == ext(a["destination"]), a
    links = {"type": "object", "properties": {"id": {"type": "string"}, "links": {"type": "array", "items": {"type": "string"}}},
             "required": ["id", "links"]}
    for seed in range(4):
        note = ValueMaker(random.Random(seed), context=("get_note", "Fetch one note, with the ids of linked notes")).make(links)
        assert note["links"] and all(x.startswith("note_") for x in note["links"]), note


# ---- round 13: a thing found by its url, a project's keys, one title per record ---------------

def test_a_thing_found_by_its_url_is_that_thing_and_a_projects_new_ticket_has_its_key(tmp_path):
    from seer.generate.symbolic.mocks import Need, make_mock

    ps = _profiles(tmp_path, [
        _tool("get_issue_by_url", "Get issue details from a GitHub issue URL", {"url": {"type": "string"}}, ["url"]),
        _tool("list_issues", "List issues matching a search query", {"query": {"type": "string"}}, ["query"]),
        _tool("create_ticket", "Create a Jira ticket in a project", {"project": {"type": "string"}, "title": {"type": "string"}},
              ["project", "title"]),
        _tool("link_tickets", "Link two Jira tickets", {"from_key": {"type": "string", "pattern": "^[A-Z]{2,6}-[0-9]+$"},
                                                         "to_key": {"type": "string"}}, ["from_key", "to_key"])])
    url = "https://github.com/acme-corp/webshop/issues/42"
    for seed in range(4):
        world, rng = World(), random.Random(seed)
        out = make_mock(ps["get_issue_by_url"], {"url": url}, [], world, rng).output
        issue = out["issue"]
        assert issue["url"] == url and "title" in issue, out  # the issue, not a bare other URL
        listed = make_mock(ps["list_issues"], {"query": "login timeout"}, [], world, rng).output
        again = [i for i in listed["issues"] if i.get("number") == issue["number"]]
        assert all(i["title"] == issue["title"] for i in again), (issue, listed)  # one record, one title
        param = next(q for q in ps["link_tickets"].params if q.name == "from_key")
        made = make_mock(ps["create_ticket"], {"project": "UMCY", "title": "Fix login"}, [Need(1, param, None)], world, rng).output
        assert made["ticket"]["key"].startswith("UMCY-") and world.assigned[(1, "from_key")] == made["ticket"]["key"], made


def test_a_code_hosts_project_is_a_code_project_with_a_default_branch(tmp_path):
    from seer.generate.symbolic.mocks import make_mock

    ps = _profiles(tmp_path, [_tool("create_project", "Create a new project on the specified platform",
                                    {"platform": {"type": "string", "enum": ["github", "gitlab"]}, "name": {"type": "string"}},
                                    ["platform", "name"])])
    for seed in range(4):
        project = make_mock(ps["create_project"], {"platform": "gitlab", "name": "checkout"}, [], World(), random.Random(seed)).output["project"]
        assert "lead" not in project and "key" not in project, project  # no Jira project
        assert project["default_branch"] in ("main", "master", "develop") and project["visibility"] in ("private", "internal", "public")


# ---- round 15: results that reflect the call (links, example ids, searches, filters) ----------

EXAMPLES = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs"


def _example_scenarios(name: str, seeds=range(2)) -> list[Scenario]:
    spec = load_spec(EXAMPLES / f"{name}.json")
    return [o for seed in seeds for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def test_a_link_answers_the_link_and_a_create_from_an_example_answers_a_new_id():
    links = 0
    for s in _example_scenarios("tickets"):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "link_tickets" and not m.is_error:
                links += 1
                shown = {v for v in leaves(m.output) if isinstance(v, str) and "-" in v and v[:1].isupper()}
                assert shown <= {c.arguments["from_key"], c.arguments["to_key"]}, (c.arguments, m.output)  # no third ticket
    assert links
    for s in _example_scenarios("notes"):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "link_notes" and not m.is_error:
                assert c.arguments["target_note_id"] in m.output["links"], (c.arguments, m.output)
    example_link = "l_5t6y7u8i"
    made = 0
    for s in _example_scenarios("storage"):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "create_share_link" and not m.is_error:
                made += 1
                assert m.output["link_id"] != example_link and m.output["link_id"][2:] in m.output["url"], m.output
            if c.tool == "revoke_share_link" and not m.is_error:
                assert m.output.get("revoked") is True and c.arguments["link_id"][2:] in m.output.get("url", c.arguments["link_id"]), m.output
    assert made



def test_a_search_finds_its_words_with_one_kind_of_id_and_a_total_that_agrees():
    searched = 0
    for s in _example_scenarios("notes"):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "search_notes" and not m.is_error and m.output["results"]:
                searched += 1
                results = m.output["results"]
                first = results[0]
                q = c.arguments["query"].lower()
                assert q in first["title"].lower() or q in first["snippet"].lower(), (q, first)
                assert len({r["id"].split("_")[0] for r in results}) == 1, results  # not_… and id_… mixed
                assert m.output["total"] == len(results) or len(results) >= c.arguments.get("limit", 10 ** 6), m.output
    assert searched
    people = 0
    for s in _example_scenarios("tickets", seeds=range(4)):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            q = c.arguments.get("query", "")
            if c.tool == "search_users" and not m.is_error and len(q.split()) == 2 and q.replace(" ", "").isalpha():
                people += 1
                assert any(u["name"] == q for u in m.output["users"]), (q, m.output)  # a retry after a 400 too
    assert people


def test_a_write_does_not_reuse_a_reads_filter_and_a_change_changes_something():
    moved = 0
    for s in _example_scenarios("tickets", seeds=range(4)):
        said = " ".join(t.user for t in s.conversation)
        for i, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
            if c.tool == "list_tickets":
                for status in c.arguments.get("status", []):
                    assert status in said, (status, said)  # a filter is one the user asked for
            if c.tool == "transition_ticket" and not m.is_error:
                before = [t for e, o in zip(s.expected_tools[:i], s.mock_outputs[:i]) for t in leaves_records(o.output)
                          if t.get("key") == c.arguments["key"]]
                if before:
                    moved += 1
                    assert all(str(t.get("status", "")).lower().replace(" ", "_") != c.arguments["status"] for t in before), (c.arguments, before)
    assert moved
    for s in _example_scenarios("notes", seeds=range(4)):
        for i, c in enumerate(s.expected_tools):
            tags = {e.arguments.get("tag") for e in s.expected_tools[:i] if e.tool == "search_notes"} - {None}
            if c.tool == "update_note" and tags:
                assert not set(c.arguments.get("tags", [])) & tags, (tags, c.arguments)  # the search's tag is no tag to set


def leaves_records(node):
    if isinstance(node, dict):
        if "key" in node:
            yield node
        for v in node.values():
            yield from leaves_records(v)
    elif isinstance(node, list):
        for v in node:
            yield from leaves_records(v)


def _git_tool(name: str, description: str, props: dict, out: dict) -> dict:
    required = [k for k, v in out.items() if "for " not in v.get("description", "")]  # mode-only fields are optional
    return {**_tool(name, description, props, []), "outputSchema": {"type": "object", "properties": out, "required": required}}


_STR = {"type": "string"}


def test_a_git_repositorys_summary_and_listings_read_as_git(tmp_path):
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.mocks import make_mock

    remotes = {"type": "array", "items": {"type": "object", "properties": {"name": _STR, "fetchUrl": _STR, "pushUrl": _STR},
                                          "required": ["name", "fetchUrl", "pushUrl"]}}
    ps = _profiles(tmp_path, [
        _git_tool("git_set_working_dir", "Set the session working directory for git operations", {"path": _STR}, {
            "success": {"type": "boolean"},
            "status": {"type": "object", "properties": {"isClean": {"type": "boolean"}, "staged": {"type": "array", "items": _STR},
                                                        "conflicts": {"type": "array", "items": _STR}},
                       "required": ["isClean", "staged", "conflicts"]},
            "recentTags": {"type": "array", "items": {"type": "object", "properties": {"name": _STR}, "required": ["name"]}},
            "remotes": remotes}),
        _git_tool("git_remote", "Manage remote repositories: list, add, remove, rename remotes",
                  {"mode": {"type": "string", "enum": ["list", "add", "remove", "rename"], "default": "list"},
                   "name": {"type": "string", "description": "Remote name"}},
                  {"success": {"type": "boolean"}, "mode": _STR, "remotes": {**remotes, "description": "List of remotes (for list mode)."},
                   "removed": {"type": "string", "description": "Removed remote name (for remove mode)."}}),
        _git_tool("git_branch", "List git branches", {"all": {"type": "boolean"}}, {
            "success": {"type": "boolean"}, "currentBranch": _STR,
            "branches": {"type": "array", "minItems": 3, "items": {"type": "object", "properties": {
                "name": _STR, "current": {"type": "boolean"}}, "required": ["name", "current"]}}}),
        _git_tool("git_checkout", "Switch branches or restore working tree files", {
            "target": {"type": "string", "description": "Branch name, commit hash, or tag to checkout."},
            "paths": {"type": "array", "items": {"type": "string", "description": "File path (must not start with \"-\")."}}},
            {"success": {"type": "boolean"}})])
    assert infer("target", ps["git_checkout"].tool.input_schema["properties"]["target"], tool_name="git_checkout",
                 tool_description=ps["git_checkout"].tool.description) == "branch"  # not a file in another project
    assert infer("paths", {"type": "string", "description": "File path"}, tool_name="git_checkout",
                 tool_description=ps["git_checkout"].tool.description) == "repo_file"
    feeds = [e.producer for e in Graph(list(ps.values())).producers("git_remote", "name")]
    assert "git_set_working_dir" not in feeds or all(  # a tag's name is no remote's name
        e.field.parent == "remote" for e in Graph(list(ps.values())).producers("git_remote", "name") if e.producer == "git_set_working_dir")
    for seed in range(6):
        world, rng = World(), random.Random(seed)
        out = make_mock(ps["git_set_working_dir"], {"path": "/home/ana/projects/webshop"}, [], world, rng).output
        status = out["status"]
        assert status["isClean"] == (not status["staged"] and not status["conflicts"]), status
        for r in out.get("remotes", []):
            assert r["name"] in ("origin", "upstream", "fork") and r["fetchUrl"].endswith(".git"), r
        assert len({r["name"] for r in out.get("remotes", [])}) == len(out.get("remotes", []))
        for t in out.get("recentTags", []):
            assert t["name"].startswith(("v", "release-")), t
        listed = make_mock(ps["git_remote"], {"mode": "list"}, [], world, rng).output
        assert "removed" not in listed and listed["mode"] == "list", listed
        removed = make_mock(ps["git_remote"], {"mode": "remove", "name": "fork"}, [], world, rng).output
        assert "remotes" not in removed and removed["mode"] == "remove", removed
        branches = make_mock(ps["git_branch"], {}, [], world, rng).output
        current = [b for b in branches["branches"] if b["current"]]
        assert len(current) == 1 and branches.get("currentBranch", current[0]["name"]) == current[0]["name"], branches
        assert all(kinds_plausible("branch", b["name"]) and not re.fullmatch(r"[a-z]+-[a-z]+", b["name"]) for b in branches["branches"]), branches


def kinds_plausible(kind, value):
    from seer.kinds import plausible

    return plausible(kind, value)


def test_an_edit_changes_a_line_the_file_has_and_a_create_makes_a_new_thing(tmp_path):
    from seer.generate.symbolic.graph import Graph
    from seer.kinds.words import DESIGN_NAMES

    edit = _tool("edit_file", "Make line-based edits to a text file", {"path": _STR, "edits": {"type": "array", "items": {
        "type": "object", "properties": {"oldText": {"type": "string", "description": "Text to search for - must match exactly"},
                                         "newText": {"type": "string", "description": "Text to replace with"}},
        "required": ["oldText", "newText"]}}}, ["path", "edits"])
    read = _tool("read_text_file", "Read the complete contents of a file", {"path": _STR}, ["path"])
    scenarios = _scenarios(tmp_path, [edit, read], seeds=range(4))
    edits = [(s, c) for s in scenarios for c in s.expected_tools if c.tool == "edit_file"]
    assert edits
    for s, c in edits:
        for e in c.arguments["edits"]:
            assert e["oldText"] != e["newText"] and e["oldText"].strip(), e  # an edit changes something
    ps = _profiles(tmp_path, [
        _tool("list_allowed_directories", "List the directories this server may access", {}, []),
        _tool("create_directory", "Create a new directory", {"path": _STR}, ["path"]),
        _tool("list_branches", "List the branches of a repository", {"repo": _STR}, ["repo"]),
        _tool("create_branch", "Create a new branch from a base branch", {"name": _STR, "from_branch": _STR}, ["name"])])
    graph = Graph(list(ps.values()))
    assert not graph.producers("create_directory", "path")  # a folder already listed is no folder to create
    assert not graph.producers("create_branch", "name")  # create branch X from base X
    for seed in range(6):
        width = ValueMaker(random.Random(seed), context=("ae_add_shape", "Add a shape layer in After Effects")).make(
            {"type": "integer", "minimum": 0}, "stroke_width")
        assert 0 < width <= 10, width  # a stroke a few points wide, not 1280
        symbol = ValueMaker(random.Random(seed), context=("create_symbol", "Create a symbol in the Illustrator document")).make(
            {"type": "string"}, "name")
        assert symbol in DESIGN_NAMES, symbol  # "Price tag", not "quiet-delta"


# ---- round 16: state, order and reads of what the request made ------------------------------

def test_a_state_read_agrees_with_the_next_step_and_nothing_is_used_after_its_delete(tmp_path):
    status = _tool("recording_status", "Check if recording is active", {}, [])
    start = _tool("start_recording", "Start recording browser actions", {}, [])
    stop = _tool("stop_recording", "Stop recording browser actions", {}, [])
    for s in _scenarios(tmp_path, [status, start, stop], seeds=range(6)):
        tools = [c.tool for c in s.expected_tools]
        for i, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
            if c.tool == "recording_status" and not m.is_error:
                later = tools[i + 1:]
                if later[:1] == ["start_recording"]:
                    assert m.output["status"] == "stopped", (tools, m.output)  # not "recording, now start recording"
                if later[:1] == ["stop_recording"]:
                    assert m.output["status"] == "recording", (tools, m.output)
    uses = 0
    for s in _example_scenarios("storage", seeds=range(4)):
        tools = [c.tool for c in s.expected_tools]
        if "delete_file" in tools:
            gone = s.expected_tools[tools.index("delete_file")].arguments["file_id"]
            after = [c for c in s.expected_tools[tools.index("delete_file") + 1:] if c.arguments.get("file_id") == gone]
            uses += 1
            assert not after, tools  # no metadata of a file already deleted
        for i, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
            made = [e.arguments for e, o in zip(s.expected_tools[:i], s.mock_outputs[:i]) if e.tool == "upload_file"
                    and json.dumps(o.output).find(str(c.arguments.get("file_id"))) >= 0
                    and e.arguments.get("overwrite") is not True]  # an overwrite keeps the listed file, its links too
            if c.tool == "get_file_metadata" and made and not m.is_error:
                linked = [o.output["link_id"] for e, o in zip(s.expected_tools[:i], s.mock_outputs[:i])  # s42: the links the
                          if e.tool == "create_share_link" and not o.is_error  # request made for it since are listed, no other
                          and o.output.get("file_id") == c.arguments.get("file_id")]
                assert m.output["path"] == made[0]["path"] \
                    and [x["link_id"] for x in m.output["share_links"]] == linked, m.output  # the file uploaded
    assert uses


def test_a_note_just_made_reads_back_bare_and_a_409_names_the_new_thing():
    read = 0
    for s in _example_scenarios("notes", seeds=range(4)):
        made = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "create_note" and not m.is_error:
                made[m.output["id"]] = c.arguments
            if c.tool == "get_note" and c.arguments["note_id"] in made and not m.is_error:
                read += 1
                given = made[c.arguments["note_id"]]
                assert m.output["tags"] == given.get("tags", []) and m.output["links"] == [], (given, m.output)
    assert read
    for s in _example_scenarios("tickets", seeds=range(4)):
        for m in s.mock_outputs:
            if m.is_error and m.output["error"]["code"] == 409:
                assert "key" not in m.output["error"]["message"], m.output  # a ticket key does not "exist already"


# ---- round 17: one call's values, another tool's action, flags that hold ---------------------

def test_a_calls_ends_differ_and_a_tools_action_is_its_own(tmp_path):
    from seer.generate.symbolic.agree import flags_hold

    convert = _tool("convert_coordinate", "Convert a point between coordinate systems", {
        "x": {"type": "number"}, "from": {"type": "string", "enum": ["artboard", "document"]},
        "to": {"type": "string", "enum": ["artboard", "document"]}}, ["x", "from", "to"])
    seq = _tool("pr_sequence", "Use the Premiere Pro sequence tools", {"action": {"type": "string"}}, ["action"])
    doc = _tool("an_document", "Use the Animate document tools", {"action": {"type": "string"}}, ["action"])
    frames = _tool("track_frames", "Follow every frame", {"first": {"type": "integer"}, "last": {"type": "integer"}}, ["first", "last"])
    scenarios = _scenarios(tmp_path, [convert, seq, doc, frames], seeds=range(6))
    for a, _m in _calls(scenarios, "convert_coordinate"):
        assert a["from"] != a["to"], a  # from artboard to artboard converts nothing
    for a, _m in _calls(scenarios, "track_frames"):
        assert a["first"] <= a["last"], a
    for s in scenarios:
        acts = [c.arguments["action"] for c in s.expected_tools if c.tool in ("pr_sequence", "an_document")]
        tools = [c.tool for c in s.expected_tools if c.tool in ("pr_sequence", "an_document")]
        if set(tools) == {"pr_sequence", "an_document"}:
            assert len(set(acts)) == len(acts), (tools, acts)  # clear_in_out is no Animate document action
    out = {"success": True, "filesRemoved": ["a.py"], "directoriesRemoved": ["build"]}
    flags_hold({"directories": False, "force": True}, out)
    assert out["directoriesRemoved"] == [] and out["filesRemoved"] == ["a.py"], out
    flags_hold({"force": False}, out)
    assert out["filesRemoved"] == [], out  # git clean removes nothing without force


def test_a_read_hands_on_the_thing_it_read(tmp_path):
    from seer.generate.symbolic.mocks import Need, make_mock

    ps = _profiles(tmp_path, [
        _tool("get_ticket", "Fetch a ticket by key", {"key": {"type": "string", "pattern": "^[A-Z]{2,6}-[0-9]+$"}}, ["key"]),
        _tool("link_tickets", "Link two tickets", {"from_key": {"type": "string", "pattern": "^[A-Z]{2,6}-[0-9]+$"},
                                                   "to_key": {"type": "string", "pattern": "^[A-Z]{2,6}-[0-9]+$"}}, ["from_key", "to_key"])])
    param = next(q for q in ps["link_tickets"].params if q.name == "from_key")
    for seed in range(4):
        world = World()
        make_mock(ps["get_ticket"], {"key": "AXOO-247"}, [Need(1, param, None)], world, random.Random(seed))
        assert world.assigned[(1, "from_key")] == "AXOO-247", world.assigned  # not a second ticket beside it


def test_results_with_a_model_of_their_own_are_not_echoes(tmp_path):
    from seer.generate.symbolic.mocks import make_mock

    ps = _profiles(tmp_path, [
        _tool("get_accessibility_tree", "Get a simplified accessibility tree of the page", {"session_id": _STR}, []),
        _tool("wait_for_dom_stable", "Wait until the DOM stops mutating", {}, []),
        _tool("get_cluster_stats", "Get cluster statistics overview", {"cluster": _STR}, []),
        _tool("analyze_text", "Analyze text with an analyzer", {"text": _STR}, ["text"]),
        _tool("check_contrast", "Check WCAG color contrast ratios", {}, []),
        _tool("convert_coordinate", "Convert a point between coordinate systems", {
            "point": {"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}}, "to": _STR}, ["point"])])
    for seed in range(4):
        rng, world = random.Random(seed), World()
        tree = make_mock(ps["get_accessibility_tree"], {"session_id": "abc"}, [], world, rng).output
        assert tree["tree"]["nodes"] and all(n["role"] and n["name"] for n in tree["tree"]["nodes"]), tree
        waited = make_mock(ps["wait_for_dom_stable"], {}, [], world, rng).output
        assert waited["status"] == "stable" and waited["waited_ms"] > 0 and "name" not in waited, waited
        stats = make_mock(ps["get_cluster_stats"], {"cluster": "prod-eu-1"}, [], world, rng).output["stats"]
        assert stats["docs_count"] > 0 and stats["indices"] > 0, stats
        tokens = make_mock(ps["analyze_text"], {"text": "Login timeout on Safari"}, [], world, rng).output["tokens"]
        assert [t["token"] for t in tokens] == ["login", "timeout", "on", "safari"], tokens
        contrast = make_mock(ps["check_contrast"], {}, [], world, rng).output
        assert contrast["aa"] == (contrast["ratio"] >= 4.5), contrast
        moved = make_mock(ps["convert_coordinate"], {"point": {"x": 120, "y": 100}, "to": "document"}, [], world, rng).output
        assert moved["point"] != {"x": 120, "y": 100} and set(moved["point"]) == {"x", "y"}, moved


# ---- round 18: small pools, design things' own names, one id form in any listing -------------

def test_a_small_pool_lists_no_numbered_twins_and_a_design_effect_is_named_like_one(tmp_path):
    from seer.kinds.words import NAMED

    ctx = ("list_platforms", "List all configured Git platforms")
    for seed in range(6):
        listed = World().listing("platform", 4, random.Random(seed), ctx)
        names = [r.get("name") for r in listed]
        assert len(set(names)) == len(names) and not any(re.search(r"-\d+$", str(x)) for x in names), names  # no github-3
        effect = World().new_record("effect", random.Random(seed), ("get_effects", "Get the effects in the Illustrator document"))
        assert effect["name"] in NAMED["effect"], effect  # Drop Shadow, not "Footer"
    from seer.generate.symbolic.agree import one_id_form

    docs = [{"id": "doc_pw17zu84"}, {"id": "id_hhvvlaeq"}, {"id": "doc_nnn19wfh"}]
    one_id_form(docs, ["id_hhvvlaeq"])
    assert {d["id"].split("_")[0] for d in docs} == {"id"} and docs[1]["id"] == "id_hhvvlaeq", docs


def test_a_browsers_log_reads_as_log_lines_in_time_order(tmp_path):
    from seer.generate.symbolic.mocks import make_mock
    from seer.generate.symbolic.world import CONSOLE_LINES, log_level

    ps = _profiles(tmp_path, [_tool("get_console_logs", "Get the browser console logs of the page", {}, [])])
    for seed in range(4):
        logs = make_mock(ps["get_console_logs"], {}, [], World(), random.Random(seed)).output["logs"]
        assert logs and all(x["message"] in CONSOLE_LINES for x in logs), logs  # no chat sentences
        assert [x["timestamp"] for x in logs] == sorted(x["timestamp"] for x in logs), logs
        assert all(x["level"] == log_level(x["message"]) for x in logs), logs  # an uncaught error is no INFO line


def test_an_upload_over_a_file_an_earlier_result_showed_overwrites_it():
    over = 0
    for s in _example_scenarios("storage", seeds=range(4)):
        for i, c in enumerate(s.expected_tools):
            shown = " ".join(json.dumps(m.output) for m in s.mock_outputs[:i])
            if c.tool == "upload_file" and f'"{c.arguments["path"]}"' in shown:
                over += 1
                assert c.arguments.get("overwrite") is True, c.arguments  # overwrite=false over it would fail
    assert over


# ---- the lead's read of the default run (19:45): a name's clear verb, picks used, labels, listings in their folder ----

def test_a_tool_whose_name_has_a_clear_verb_is_asked_for_by_that_meaning(tmp_path):
    tools = [_tool("delete_note", "Move a note to the trash. It can be restored for 30 days.",
                   {"note_id": {"type": "string"}}, ["note_id"]),
             _tool("replace_color", "Find and replace colors across the document.",
                   {"from_color": {"type": "string"}, "to_color": {"type": "string"}}, ["from_color", "to_color"]),
             _tool("transition_ticket", "Move a ticket to another status.",
                   {"key": {"type": "string"}, "status": {"type": "string", "enum": ["open", "closed"]}}, ["key", "status"])]
    seen = {t["name"]: 0 for t in tools}
    for s in _scenarios(tmp_path, tools, seeds=range(4)):
        said = " ".join(t.user or "" for t in s.conversation).lower()
        assert "relocate" not in said and "relocate" not in s.title.lower(), said  # no synonym that changes the meaning
        for c in s.expected_tools:
            seen[c.tool] += 1
        if s.kind == "normal" and [c.tool for c in s.expected_tools] == ["delete_note"]:
            assert re.search(r"\b(delete|remove|get rid of|trash)\b", said), said  # a delete, not a move
            assert not s.title.lower().startswith("move"), s.title
        if s.kind == "normal" and [c.tool for c in s.expected_tools] == ["replace_color"]:
            assert "replace" in said, said  # not "look for colors"
    assert all(seen.values()), seen


def test_the_record_a_step_made_is_what_every_later_step_that_takes_it_uses(tmp_path):
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.mocks import Need, make_mock

    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "notes.json"))}
    graph = Graph(list(ps.values()))
    feeds = [(1, "link_notes", "source_note_id"), (2, "delete_note", "note_id")]
    for seed in range(4):
        world = World()
        needs = [Need(i, next(x for x in ps[t].params if x.name == n), next(e.field for e in graph.producers(t, n) if e.producer == "create_note"))
                 for i, t, n in feeds]
        made = make_mock(ps["create_note"], {"notebook_id": "nb_1", "title": "Recipes"}, needs, world, random.Random(seed)).output
        assert world.assigned[(1, "source_note_id")] == world.assigned[(2, "note_id")] == made["id"], (world.assigned, made)
    linked = 0
    for s in _example_scenarios("notes", seeds=range(3)):
        made_ids = set()
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "create_note" and not m.is_error:
                made_ids.add(m.output["id"])
            if c.tool == "link_notes" and not m.is_error and c.arguments["source_note_id"] in made_ids:
                linked += 1
                assert m.output["links"] == [c.arguments["target_note_id"]], (c.arguments, m.output)  # a new note links only there
            if c.tool != "link_notes":  # a link's ends never leak into a note's record
                assert "target_note_id" not in json.dumps(m.output), (c.tool, m.output)
    assert linked


def test_a_title_is_never_labelled_sql_and_an_attachments_url_is_its_files(tmp_path):
    from seer.generate.symbolic.text import _mention

    for seed in range(6):
        said, _ = _mention("title", ["Update mobile navigation in the nightly job"], "ticket", random.Random(seed))
        assert "SQL" not in said, said  # a title that opens with a verb is no UPDATE statement
    assert any("SQL" in _mention("query", ["UPDATE users SET plan = 'pro' WHERE id = 7"], "table", random.Random(s))[0] for s in range(6))
    schema = {"type": "array", "items": {"type": "object", "required": ["url", "filename"],
                                         "properties": {"url": {"type": "string", "format": "uri"}, "filename": {"type": "string"}}}}
    for seed in range(6):
        for att in ValueMaker(random.Random(seed), context=("create_ticket", "Open a new ticket")).make(schema, "attachments"):
            assert att["url"].endswith("/" + att["filename"]), att  # main.py is at .../main.py, not a settings page
    tickets = [s for s in _example_scenarios("tickets", seeds=range(3))]
    moved = [(s.prompt, c.arguments["status"]) for s in tickets for c in s.expected_tools if c.tool == "transition_ticket"]
    assert moved and all("using status" not in p for p, _ in moved), moved  # "move UWZJK-5 to closed"
    assert any(f"to {st}" in p for p, st in moved), moved


def test_a_listing_from_an_example_lists_the_folder_asked():
    listed = 0
    for s in _example_scenarios("storage", seeds=range(4)):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "list_files" and not m.is_error and c.arguments.get("folder"):
                folder = c.arguments["folder"].rstrip("/") + "/"
                paths = [f["path"] for f in m.output["files"]]
                listed += bool(paths)
                assert all(p.startswith(folder) for p in paths), (c.arguments, paths)  # not the example's /reports/
    assert listed


def test_a_read_that_hands_on_its_own_key_carries_no_relation_field_beside_it():
    handed = 0
    for s in _example_scenarios("tickets", seeds=range(4)):
        tools = [c.tool for c in s.expected_tools]
        for i, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
            if c.tool == "get_ticket" and "link_tickets" in tools[i + 1:]:
                handed += 1
            if c.tool != "link_tickets":
                assert "from_key" not in json.dumps(m.output) and "to_key" not in json.dumps(m.output), (c.tool, m.output)
    assert handed


# ---- round 20 -----------------------------------------------------------------------------------

def test_a_thing_a_call_makes_was_made_now(tmp_path):
    tools = [_tool("create_session", "Create a new browser session", {"browser": {"type": "string", "enum": ["chrome", "firefox"]}}, ["browser"]),
             _tool("create_note", "Create a note", {"title": {"type": "string"}}, ["title"])]
    pairs = 0
    for s in _scenarios(tmp_path, tools, seeds=range(6)):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            text = json.dumps(m.output).replace('\\n', '\n')
            made = re.findall(r'"?(?:started_at|created_at|startedAt|createdAt)"?: "?([0-9T:-]+Z)', text)
            done = re.findall(r'"?completed_at"?: "?([0-9T:-]+Z)', text)
            if made and done and not m.is_error:
                pairs += 1
                assert set(made) == set(done), (c.tool, m.output)  # made now, not weeks before the receipt
    assert pairs


def test_a_document_to_index_has_fields_and_the_receipt_shows_them(tmp_path):
    tools = [_tool("index_document", "Create or update a document in an index",
                   {"index": {"type": "string"}, "document": {"type": "object", "additionalProperties": True, "description": "Document data"}},
                   ["index", "document"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(4)):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "index_document" and not m.is_error:
                seen += 1
                doc = c.arguments["document"]
                assert len(doc) >= 3 and all(v not in ("", None) for v in doc.values()), doc  # not {}: a document has fields
                # (an article's title and content, or an order's in an orders index: index_domains)
                shown = json.dumps(m.output)
                for v in doc.values():
                    assert json.dumps(v) in shown, (doc, m.output)  # the receipt reflects what was written
    assert seen


def test_a_git_status_lists_the_files_the_diffs_beside_it_show(tmp_path):
    repo = {"repo_path": {"type": "string", "description": "Path to the Git repository"}}
    tools = [_tool("git_status", "Shows the working tree status", repo, ["repo_path"]),
             _tool("git_diff_staged", "Shows changes that are staged for commit", repo, ["repo_path"]),
             _tool("git_diff_unstaged", "Shows changes in the working directory that are not yet staged", repo, ["repo_path"])]
    checked = 0
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        names = [c.tool for c in s.expected_tools]
        if "git_status" not in names or not {"git_diff_staged", "git_diff_unstaged"} & set(names):
            continue
        shown = {t: re.findall(r"diff --git a/(\S+) b/", json.dumps(m.output)) for t, m in zip(names, s.mock_outputs)
                 if t != "git_status" and not m.is_error}
        for t, m in zip(names, s.mock_outputs):
            status = m.output.get("status") if t == "git_status" and isinstance(m.output, dict) else None
            if isinstance(status, dict) and "staged" in status:
                checked += 1
                if "git_diff_staged" in shown:
                    assert status["staged"] == shown["git_diff_staged"], (status, shown)  # what diff --staged printed
                if "git_diff_unstaged" in shown:
                    assert status["modified"] == shown["git_diff_unstaged"], (status, shown)
                assert not set(status.get("untracked", [])) & {f for fs in shown.values() for f in fs}, (status, shown)
    assert checked


def test_a_fork_of_a_known_project_is_named_like_it(tmp_path):
    tools = [_tool("create_project", "Create a new project on GitHub or GitLab", {"name": {"type": "string"}}, ["name"]),
             _tool("create_fork", "Create a fork of a repository", {"project_id": {"type": "string"}}, ["project_id"])]
    forks = 0
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        made = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            rec = next((v for v in leaves_of_records(m.output)), None)
            if c.tool == "create_project" and rec and "id" in rec:
                made[str(rec["id"])] = c.arguments["name"]
            if c.tool == "create_fork" and c.arguments["project_id"] in made and rec and "name" in rec:
                forks += 1
                assert rec["name"] == made[c.arguments["project_id"]], (made, m.output)  # not an unrelated repository
    assert forks


def leaves_of_records(node):
    """Records (dicts with a name or an id) of an output, outermost first."""
    if isinstance(node, dict):
        if "name" in node or "id" in node:
            yield node
        for v in node.values():
            yield from leaves_of_records(v)
    elif isinstance(node, list):
        for v in node:
            yield from leaves_of_records(v)


def test_a_list_of_free_form_records_holds_no_empty_records():
    schema = {"type": "object", "required": ["ok", "skipped"], "properties": {
        "ok": {"type": "boolean"},
        "skipped": {"anyOf": [{"type": "array", "items": {"type": "object", "additionalProperties": True}}, {"type": "null"}]}}}
    for seed in range(8):
        out = ValueMaker(random.Random(seed), context=("ai_to_ae_push", "Transfer the selection into After Effects")).make(schema)
        assert not (isinstance(out["skipped"], list) and {} in out["skipped"]), out  # not "skipped": [{}]
    assert ValueMaker(random.Random(0)).make({"type": "array", "minItems": 1, "items": {"type": "object"}}) == [{}]  # minItems holds


def test_a_list_of_words_names_each_once():
    schema = {"type": "object", "required": ["note_id", "tags"],
              "properties": {"note_id": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 10}}}
    from seer.generate.symbolic.values import MISSING

    def stated(ws, sch):  # the world knows one tag (a search's filter): every item may look it up
        return "help wanted" if ws and ws[-1] in ("tag", "tags") and sch.get("type") == "string" else MISSING
    for seed in range(12):
        tags = ValueMaker(random.Random(seed), stated, context=("update_note", "Change a note's title, body or tags")).make(schema)["tags"]
        assert len(tags) == len(set(tags)), tags  # not ["help wanted", "help wanted"]
    size = {"type": "object", "required": ["size"], "properties": {"size": {"type": "array", "minItems": 2, "maxItems": 2,
                                                                          "items": {"type": "integer", "minimum": 5, "maximum": 5}}}}
    assert ValueMaker(random.Random(0)).make(size)["size"] == [5, 5]  # numbers may repeat (a 5x5 square)


def _unsingled(scenarios) -> list[str]:
    """Later-turn calls that take a value of one record out of an earlier turn's listing of
    several, where nothing the user says singles that record out (no value of its own, no place)."""
    from seer.harness.checks import found, leaves, norm_text

    def listed(node):
        if isinstance(node, dict):
            for v in node.values():
                yield from listed(v)
        elif isinstance(node, list):
            recs = [x for x in node if isinstance(x, dict)]
            for r in recs if len(recs) >= 2 else []:
                yield r, [x for x in recs if x is not r]
            for v in node:
                yield from listed(v)
    bad = []
    for s in scenarios:
        said = ""
        for t, turn in enumerate(s.conversation):
            for i in turn.calls if t and s.kind == "normal" else []:
                args = s.expected_tools[i].arguments
                holders: dict = {}  # a value the call takes -> whether a record holding it is singled out
                for j in [j for u in s.conversation[:t] for j in u.calls]:
                    for rec, peers in listed(s.mock_outputs[j].output):
                        for k, v in rec.items():
                            if not isinstance(v, (str, int)) or isinstance(v, bool) or v not in args.values() or found(v, norm_text(said)) \
                                    or any(p.get(k) == v for p in peers):
                                continue
                            own = [x for x in leaves(rec) if len(str(x)) >= 3 and all(x not in leaves(p) for p in peers)]
                            holders[f"{k}={v}"] = holders.get(f"{k}={v}", False) or any(found(x, norm_text(turn.user)) for x in own) \
                                or bool(re.search(r"\b(first|second|third|fourth|last|oldest|newest)\b", turn.user))
                values = {}
                taken = [v for u in s.conversation[:t] for j in u.calls for v in leaves(s.expected_tools[j].arguments)]
                for kv, ok in holders.items():
                    # (s45: a value an earlier turn's call took, said "the same project as before", was singled out then)
                    ok = ok or kv.split("=", 1)[1] in map(str, taken) and bool(re.search(r"\(the same [^)]+ as before\)", turn.user))
                    values[kv.split("=", 1)[1]] = values.get(kv.split("=", 1)[1], False) or ok
                bad += [f"{s.id}: {v} | {turn.user}" for v, ok in values.items() if not ok]
            said += "\n" + turn.user
    return bad


def test_a_record_a_later_turn_takes_from_a_listing_is_singled_out_by_the_user(tmp_path):
    """The user's words single out every record a later turn's calls take from an earlier listing:
    a link to the fourth listed ticket (LGL-0) after 'Good, "Add pricing page" is there' (the first)
    gave the oracle a record nobody asked for; so did a second pick (a project) beside the one the
    reaction named (a platform)."""
    ticket = {"type": "string", "description": "Ticket key, e.g. PROJ-123"}
    tools = [_tool("list_tickets", "List tickets of a project", {"project": {"type": "string", "description": "Project key"},
                                                                  "status": {"type": "string", "enum": ["open", "blocked", "done"]}},
                   ["project"]),
             _tool("create_ticket", "Open a new ticket", {"project": {"type": "string"}, "title": {"type": "string"}},
                   ["project", "title"]),
             _tool("link_tickets", "Record a relation between two tickets", {"from_key": ticket, "to_key": ticket,
                   "relation": {"type": "string", "enum": ["blocks", "relates_to"]}}, ["from_key", "to_key", "relation"]),
             _tool("assign_ticket", "Assign a ticket", {"key": ticket, "assignee_email": {"type": "string"}}, ["key", "assignee_email"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(8))
    shared = Path(__file__).resolve().parents[1].parent / "shared" / "specs-candidates" / "git-mcp-server.json"
    for path in [Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs" / "tickets.json"] + [shared] * shared.exists():
        scenarios += [o for o in SymbolicEngine().generate(load_spec(path), GenerationPlan(seed=0)) if isinstance(o, Scenario)]
    later = [s for s in scenarios if len(s.conversation) > 1 and s.kind == "normal"]
    assert later
    assert _unsingled(scenarios) == []


def test_a_later_turn_cites_a_value_by_what_it_is(tmp_path):
    """A reaction says what the value it quotes is, as a person would: "OK, yellow is in there too",
    "OK, link is in there too", "OK, 802 it is", "Noted, select." and "Sorry, I left that out: 7"
    quoted values with nothing saying what they were."""
    listing = {"indexes": [{"index": "orders-2024.01", "docs_count": 64203, "health": "yellow"}], "total": 1}
    for seed in range(6):
        text = react("orders-2024.01", listing, True, random.Random(seed), "indexes", None, "list indices orders-2024.01")
        assert "health" in text and "yellow" in text, text  # not "OK, yellow is in there too."
        text = react(802, {"result": "index_name: audit-2024.12\ncount: 802"}, False, random.Random(seed), "number", None,
                     "fetch the number with the index audit-2024.12")
        assert "count" in text and "802" in text, text  # not "OK, 802 it is."
        text = react("1164", {"result": {"ok": True, "action": "create", "project": {"id": "1164", "name": "prime-meadow"}}},
                     True, random.Random(seed), "new project", None, "create a project named prime-meadow")
        assert "project ID 1164" in text or "project ID is 1164" in text, text  # not "Great, 1164 it is."
        text = react("e121", {"result": "ref: e121\ntag: select\ntext: Checkout\nvisible: True"}, False, random.Random(seed),
                     "element", None, "hover the element Checkout, ref e121")
        assert not re.fullmatch(r"(Noted|OK), \w+\.", text), text  # not "Noted, select."
    tools = [_tool("click_element", "Click an element of the page", {"index": {"type": "integer", "description": "Element index"},
                                                                      "button": {"type": "string", "enum": ["left", "right"]}},
                   ["index", "button"])]
    seconds = [s.conversation[1].user for s in _scenarios(tmp_path, tools, seeds=range(10)) if s.kind == "missing_info"]
    assert seconds and all(re.search(r"\b(index|button)\b", u) for u in seconds), seconds  # "the element index is 7"


def test_a_multi_action_tool_is_asked_for_by_its_action(tmp_path):
    """"manage the swatches using the action update" and "look up browser console logs using clear
    for the action" said the action as a stray value; a free-form action was a verb the tool never
    lists ("update" for console logs, "apply" for browser windows) or a field carried from a log."""
    tools = [_tool("manage_swatches", "Add, update, or delete swatches in the active document.",
                   {"action": {"type": "string", "enum": ["add", "update", "delete"]}, "name": {"type": "string"}}, ["action"]),
             _tool("console_logs", "Get browser console logs or clear console",
                   {"action": {"type": "string", "description": "Console action: 'get_logs', 'clear'"}}, ["action"]),
             _tool("window", "Manage browser windows and tabs. Actions: list, switch, switch_latest, close.",
                   {"action": {"type": "string", "title": "Action"}, "handle": {"type": "string"}}, ["action"]),
             _tool("get_log", "Fetch the recorded log", {}, [])]
    lists = {"console_logs": {"get_logs", "clear"}, "window": {"list", "switch", "switch_latest", "close"},
             "manage_swatches": {"add", "update", "delete"}}
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(6)):
        for i, c in enumerate(s.expected_tools):
            if c.tool not in lists or s.kind != "normal":
                continue
            seen += 1
            act = c.arguments["action"]
            assert act in lists[c.tool], (c.tool, act)
            said = next(t.user for t in s.conversation if i in t.calls)
            assert not re.search(r"\baction\s+(add|update|delete|clear|list|switch|close)\b|\b\w+ for the action\b", said), said
            if c.tool == "manage_swatches" or act == "clear":
                assert re.search(rf"\b{act}\b", said, re.I), said  # "update a swatch", "clear the browser console logs"
    assert seen
    from seer.generate.symbolic.phrasing import Action
    from seer.generate.symbolic.actions import _operation
    tools_of = Action("use", "the Photoshop transform tools")  # a transform is no thing: "rotate a Photoshop transform"
    assert _operation("rotate", tools_of) == "rotate the active document in Photoshop"
    assert _operation("resize_canvas", tools_of) == "resize the canvas in Photoshop"
    assert _operation("rasterize", Action("use", "the Photoshop smart object tools")) == "rasterize a Photoshop smart object"
    assert _operation("list", Action("use", "the After Effects comp tools")) == "list the After Effects comps"


def test_a_thing_just_made_has_no_sub_things_and_nothing_is_used_after_it_is_closed(tmp_path):
    """A project created one step earlier has no merge request 859 to read nor issues to list; a
    browser session is not clicked in after close_session."""
    pid = {"type": "string", "description": "Project ID"}
    sid = {"type": "string", "description": "Browser session ID"}
    tools = [_tool("create_project", "Create a new project", {"name": {"type": "string"}}, ["name"]),
             _tool("list_issues", "List issues in a project", {"project_id": pid, "state": {"type": "string", "enum": ["open", "closed"]}},
                   ["project_id"]),
             _tool("get_merge_request", "Get merge request details", {"project_id": pid, "mr_id": {"type": "string"}},
                   ["project_id", "mr_id"]),
             _tool("create_fork", "Create a fork of a project", {"project_id": pid}, ["project_id"]),
             _tool("create_session", "Create a new browser session", {"browser": {"type": "string", "enum": ["chrome", "firefox"]}}, []),
             _tool("close_session", "Close the current browser session", {"session_id": sid}, ["session_id"]),
             _tool("click", "Click an element", {"session_id": sid, "selector": {"type": "string"}}, ["session_id", "selector"])]
    checked = 0
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        made, closed = set(), set()
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool in ("list_issues", "get_merge_request"):
                checked += 1
                assert c.arguments["project_id"] not in made, (s.id, c.tool, c.arguments)
            if c.tool == "create_project" and not m.is_error:
                made |= {v for v in leaves_of_ids(m.output)}
            if c.tool == "click":
                assert c.arguments["session_id"] not in closed, s.id
            if c.tool == "close_session":
                closed.add(c.arguments["session_id"])
    assert checked


def leaves_of_ids(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k in ("id", "project_id") and isinstance(v, (str, int)):
                yield str(v)
            yield from leaves_of_ids(v)
    elif isinstance(node, list):
        for v in node:
            yield from leaves_of_ids(v)


def test_the_open_document_is_not_opened_again_by_the_path_its_info_shows(tmp_path):
    """get_document_info reads the open document; open_document of the path it showed made one
    document two records (two ids, two titles). A document to open is one the user names."""
    tools = [_tool("get_document_info", "Get document metadata", {"coordinate_system": {"type": "string", "enum": ["document", "artboard"]}}, []),
             _tool("open_document", "Open an Illustrator document from a file path.", {"path": {"type": "string"}}, ["path"]),
             _tool("export_document", "Export the document", {"path": {"type": "string"}, "format": {"type": "string", "enum": ["svg", "png"]}},
                   ["path"])]
    opened = 0
    for s in _scenarios(tmp_path, tools, seeds=range(10)):
        shown = set()
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "open_document":
                opened += 1
                assert c.arguments["path"] not in shown, (s.id, c.arguments)
            if c.tool == "get_document_info":
                shown |= {v for v in leaves(m.output) if isinstance(v, str) and v.startswith("/")}
    assert opened


def test_a_wait_is_asked_for_in_english(tmp_path):
    """"wait the page body element" and "wait the DOM stops mutating" (from "Wait until ...") are no
    English: a person waits for something, or until something happens."""
    sid = {"type": "string", "description": "Browser session ID"}
    tools = [_tool("wait_for_page", "\n    Wait until the page body element is present in the DOM.\n\n    Purpose\n", {"session_id": sid}, ["session_id"]),
             _tool("wait_for_dom_stable", "Wait until the DOM stops mutating (smart wait for AJAX content).", {"session_id": sid}, ["session_id"]),
             _tool("wait_for", "Wait until a CSS selector is visible on the page.", {"session_id": sid, "selector": {"type": "string"}},
                   ["session_id", "selector"])]
    texts = [t.user for s in _scenarios(tmp_path, tools, seeds=range(4)) for t in s.conversation] + \
        [s.title for s in _scenarios(tmp_path, tools, seeds=range(1))]
    waits = [t for t in texts if re.search(r"\bwait\b", t, re.I)]
    assert waits
    for t in waits:
        assert re.search(r"\bwait (for|until)\b", t, re.I) and not re.search(r"\bstops mutating\b", t), t


def test_two_tools_a_description_says_alike_are_asked_for_apart(tmp_path):
    """"show me changes, then display changes next" asked for git_diff_unstaged and git_diff_staged
    with one phrase: the agent could not tell which is which. The name's telling word goes in."""
    repo = {"repo_path": {"type": "string", "description": "Path to the Git repository"}}
    tools = [_tool("git_diff_unstaged", "Shows changes in the working directory that are not yet staged", repo, ["repo_path"]),
             _tool("git_diff_staged", "Shows changes that are staged for commit", repo, ["repo_path"]),
             _tool("git_log", "Shows the commit logs", repo, ["repo_path"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(4)):
        for i, c in enumerate(s.expected_tools):
            said = s.conversation[0].user if s.kind in ("missing_info", "error") else next((t.user for t in s.conversation if i in t.calls), "")
            if c.tool == "git_diff_staged" and said:
                seen += 1
                assert re.search(r"(?<!un)staged", said), said
            if c.tool == "git_diff_unstaged" and said:
                seen += 1
                assert "unstaged" in said, said
    assert seen


def test_a_create_is_not_handed_the_id_of_a_record_a_search_found(tmp_path):
    """"Create a document named On-call handbook" indexed it over the search hit's id (an overwrite
    of the hit, retitled): a create's own id is new."""
    index = {"type": "string", "description": "Index name"}
    tools = [_tool("search_documents", "Search for documents in an index", {"index": index, "body": {"type": "object"}}, ["index", "body"]),
             _tool("get_document", "Get a document by ID", {"index": index, "id": {"type": "string"}}, ["index", "id"]),
             _tool("index_document", "Creates or updates a document in the index.",
                   {"index": index, "document": {"type": "object"}, "id": {"type": "string", "description": "Document ID"}},
                   ["index", "document"])]
    created = 0
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        found_ids = set()
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "index_document":
                created += 1
                assert c.arguments.get("id") not in found_ids, (s.id, c.arguments)
            if c.tool in ("search_documents", "get_document"):
                found_ids |= set(leaves_of_ids(m.output))
    assert created


def test_a_layer_propertys_value_fits_its_path():
    """'Effects.Gaussian Blur.Blurriness' was set to a person's JSON record: a property's value is
    what the property holds (a number, a point)."""
    schema = {"type": "object", "required": ["layer_name", "property_path", "value"], "properties": {
        "layer_name": {"type": "string"},
        "property_path": {"type": "string", "description": "Property path e.g. 'Transform.Position', 'Transform.Opacity', "
                                                           "'Effects.Gaussian Blur.Blurriness'"},
        "value": {"type": "string", "description": "Value as JSON — number, array, or string"}}}
    for seed in range(12):
        out = ValueMaker(random.Random(seed), context=("adobe_ae_property", "Set After Effects layer properties")).make(schema)
        value = json.loads(out["value"])
        if out["property_path"].endswith("Position"):
            assert isinstance(value, list) and len(value) == 2, out
        else:
            assert isinstance(value, (int, float)), out


def test_an_error_is_one_the_server_could_give():
    """LPUSH/SADD of a key answered 404 "not found" or 409 "already exists" (both make or extend
    their key): the failure a Redis key causes there is its type. A folder that exists is retried
    as another folder beside it, not as a file of another project."""
    from seer.generate.symbolic.cards import profile_tool
    from seer.generate.symbolic.recovery import recover
    from seer.spec.model import Tool

    def tool(name, desc, props, req):
        return profile_tool(Tool(name=name, description=desc, input_schema={"type": "object", "properties": props, "required": req}))
    push = tool("lpush", "Push a value onto the left of a Redis list.", {"name": {"type": "string", "description": "Redis key"},
                                                                        "value": {"type": "string"}}, ["name", "value"])
    sadd = tool("sadd", "Add a value to a Redis set.", {"name": {"type": "string", "description": "Redis key"},
                                                        "value": {"type": "string"}}, ["name", "value"])
    mkdir = tool("create_directory", "Create a new directory", {"path": {"type": "string"}}, ["path"])
    export = tool("adobe_pr_export", "Export the Premiere Pro sequence to a file.", {"file_path": {"type": "string"}}, ["file_path"])
    for seed in range(8):
        r = recover(export, {"file_path": "/home/dana/projects/ledger-api/data/interview-edit.mp4"}, random.Random(seed), World(), None)
        assert "not found" not in r.failure.output["error"]["message"], r.failure.output  # an export makes its file
        for p, args in ((push, {"name": "queue:emails", "value": "82"}), (sadd, {"name": "online:users", "value": "user:5021"})):
            r = recover(p, args, random.Random(seed), World(), None)
            err = r.failure.output["error"]
            assert err["code"] not in (404, 409), err
        r = recover(mkdir, {"path": "/home/gustavo/projects/auth-gateway/scripts"}, random.Random(seed), World(), None)
        if r.retry is not None:
            new = r.retry["path"]
            assert new.rsplit("/", 1)[0] == "/home/gustavo/projects/auth-gateway" and "." not in new.rsplit("/", 1)[1], new


def test_a_bare_key_is_fed_by_a_listing_of_keys_not_by_any_read_of_the_server(tmp_path):
    """Redis `get(key)` (its name has no noun but the product's) was fed by INFO, whose mock then
    held a key ({"info": {"key": "queue:emails"}}): a bare key comes from what lists keys."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph

    tools = [_tool("info", "Get Redis server information and statistics.", {"section": {"type": "string"}}, []),
             _tool("client_list", "Get a list of connected Redis clients.", {}, []),
             _tool("hgetall", "Get all fields and values of a Redis hash.", {"name": {"type": "string"}}, ["name"]),
             _tool("scan_keys", "Scan Redis keys matching a pattern.", {"pattern": {"type": "string"}}, ["pattern"]),
             _tool("get", "Get a Redis string value.", {"key": {"type": "string"}}, ["key"])]
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    graph = Graph(profile_spec(load_spec(path)))
    assert {e.producer for e in graph.producers("get", "key")} == {"scan_keys"}


def test_a_value_taken_from_a_record_brings_the_records_own_scope():
    """delete_alias(index=logs-2024.07, name=bright-falcon) deleted an alias the listing showed on
    products-2024.03: the alias's own index goes with it."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    p = profile_tool(Tool(name="delete_alias", description="Delete an index alias.", input_schema={
        "type": "object", "required": ["index", "name"],
        "properties": {"index": {"type": "string", "description": "Index name"}, "name": {"type": "string", "description": "Alias name"}}}))
    moved = 0
    for seed in range(10):
        world = World()
        world.records["alias"] = [{"alias": "bright-falcon", "index": "products-2024.03", "is_write_index": False},
                                  {"alias": "search-live", "index": "metrics-2024.06", "is_write_index": False}]
        world.stated[("index",)] = "logs-2024.07"
        args = make_arguments(p, 1, world, random.Random(seed))
        listed = {r["alias"]: r["index"] for r in world.records["alias"]}
        if args["name"] in listed:
            moved += 1
            assert args["index"] == listed[args["name"]], args
    assert moved


def test_a_file_beside_the_code_it_holds_is_named_for_that_code():
    """generator_write_seed saved a pytest test as "Dockerfile": the file is test_<name>.py."""
    schema = {"type": "object", "required": ["testCode", "filename"], "properties": {
        "testCode": {"type": "string", "description": "Test code"}, "filename": {"type": "string", "description": "File name"}}}
    for seed in range(8):
        out = ValueMaker(random.Random(seed), context=("generator_write_seed", "Write the generator seed test file")).make(schema)
        test = re.search(r"def (\w+)", out["testCode"])
        if test:
            assert out["filename"] == f"{test[1]}.py", out


def test_a_reaction_names_the_thing_acted_on_and_reads_a_warning_as_one():
    """'Thanks, "Warning: Each child ..." looks right' approved a warning; 'Great, orders-2024.02 it
    is. Take that and delete an alias' named the alias's index, not the alias the call deletes."""
    from seer.generate.symbolic.turns import citable
    from seer.harness.model import MockOutput

    logs = {"logs": [{"timestamp": "2026-02-18T09:13:17Z", "level": "WARN", "message": "Warning: Each child in a list should have a key."},
                     {"timestamp": "2026-02-18T09:14:34Z", "level": "ERROR", "message": "Failed to load resource"}], "total": 2}
    for seed in range(6):
        text = react("Warning: Each child in a list should have a key.", logs, False, random.Random(seed), "browser diagnostics")
        assert "looks right" not in text and "warning" in text.lower(), text
    aliases = MockOutput(output={"result": "- orders-2024.02 (alias: search-live, is_write_index: true)\n"
                                           "- logs-2024.07 (alias: products-write, is_write_index: false)\ntotal: 2"}, grounding="low")
    index = MockOutput(output={"index": {"index": "logs-2024.07", "docs_count": 61024}}, grounding="low")
    calls = [{"index": "logs-2024.07"}, {}, {"index": "orders-2024.02", "name": "search-live"}]
    value, src, used = citable([2], [[0, 1]], [{}, {}, {}], [index, aliases, None], calls, "look up the index logs-2024.07")
    assert (value, src, used) == ("search-live", 1, True)


def test_a_create_hands_on_what_it_makes_not_what_it_works_over(tmp_path):
    """create_vector_index_hash makes an index over hashes: its receipt held a hash name
    (user:1042:profile) that get_vector_from_hash then read."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph

    tools = [_tool("create_vector_index_hash", "\n    Create a Redis 8 vector similarity index using HNSW on a Redis hash.\n",
                   {"index_name": {"type": "string"}, "dim": {"type": "integer"}}, []),
             _tool("get_vector_from_hash", "Retrieve a vector from a Redis hash and convert it back from binary blob.",
                   {"name": {"type": "string", "description": "The Redis hash key."}}, ["name"])]
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    graph = Graph(profile_spec(load_spec(path)))
    assert "create_vector_index_hash" not in {e.producer for e in graph.producers("get_vector_from_hash", "name")}


def test_a_git_clone_takes_a_repository_url_into_a_new_folder_and_a_dropdown_offers_options(tmp_path):
    """git_clone cloned a web page (docs/getting-started) into the folder a stash had just been
    applied in; select_option picked "Please review the updated figures before Friday." in a dropdown."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    for seed in range(6):
        url = ValueMaker(random.Random(seed), context=("git_clone", "Clone a repository into a new directory")).make(
            {"type": "string", "description": "Git repository URL: HTTP(S), SSH"}, "url")
        assert re.fullmatch(r"https://github\.com/[\w.-]+/[\w.-]+\.git", url), url
        picked = ValueMaker(random.Random(seed), context=("select_option", "Select an option in a dropdown")).make(
            {"type": "array", "items": {"type": "string"}}, "values")
        assert all(len(v.split()) <= 4 and not v.endswith(".") for v in picked), picked
    clone = profile_tool(Tool(name="git_clone", description="Clone a repository into a new directory", input_schema={
        "type": "object", "required": ["url", "path"], "properties": {
            "url": {"type": "string", "description": "Git repository URL"},
            "path": {"type": "string", "description": "Destination path where the repository should be cloned"}}}))
    for seed in range(6):
        world = World()
        world.stated[("path",)] = "/home/gustavo/projects/data-pipeline/data"
        args = make_arguments(clone, 1, world, random.Random(seed))
        assert args["path"] != "/home/gustavo/projects/data-pipeline/data", args  # not into the repository already named


def test_a_new_file_is_new_keys_are_sent_and_a_test_path_fits_its_code(tmp_path):
    """write_file "Create a new file ..." was asked as "add a new file" onto main.py, the file just
    edited; "post keys to an element" is no English; a pytest fix went to checkout.spec.ts."""
    tools = [_tool("get_file_info", "Retrieve detailed metadata about a file or directory.", {"path": {"type": "string"}}, ["path"]),
             _tool("edit_file", "Make line-based edits to a text file.", {"path": {"type": "string"},
                   "edits": {"type": "array", "items": {"type": "object", "properties": {"oldText": {"type": "string"},
                                                                                         "newText": {"type": "string"}}}}},
                   ["path", "edits"]),
             _tool("write_file", "Create a new file or completely overwrite an existing file with new content.",
                   {"path": {"type": "string"}, "content": {"type": "string"}}, ["path", "content"]),
             _tool("send_keys", "Send keys to an element", {"by": {"type": "string", "enum": ["css", "xpath"]},
                                                           "value": {"type": "string"}, "text": {"type": "string"}}, ["by", "value", "text"])]
    writes = 0
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        seen = set()
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "write_file" and s.kind == "normal":
                writes += 1
                assert c.arguments["path"] not in seen, (s.id, c.arguments["path"])
            seen |= {v for v in leaves(m.output) if isinstance(v, str) and v.startswith("/")}
            seen |= {v for v in c.arguments.values() if isinstance(v, str) and v.startswith("/")}
            seen |= set(re.findall(r"/[\w./-]+", json.dumps(m.output)))
        assert not any(re.search(r"\bpost keys\b", t.user) for t in s.conversation), s.conversation
    assert writes
    schema = {"type": "object", "required": ["testPath", "fixedCode"], "properties": {
        "testPath": {"type": "string", "description": "Path to the test file"}, "fixedCode": {"type": "string", "description": "Fixed test code"}}}
    for seed in range(6):
        out = ValueMaker(random.Random(seed), context=("healer_fix_test", "Apply a fix to a failing test")).make(schema)
        if out["fixedCode"].lstrip().startswith("def "):
            assert out["testPath"].endswith(".py"), out


def test_every_later_turn_cites_a_value_the_harness_counts():
    """A reaction read off a short text line ('OK, the status is passed' from 'status: passed')
    named no value the harness check counts; the fallback quotes one it does."""
    from seer.harness.checks import cited_mock_values

    out = {"result": "status: passed"}
    for seed in range(6):
        text = react("status: passed", out, False, random.Random(seed), "text visible")
        assert "passed" in text
    specs = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs"
    for path in sorted(p for p in specs.glob("*.json") if not p.name.endswith(".examples.json")):
        for s in SymbolicEngine().generate(load_spec(path), GenerationPlan(seed=0)):
            if isinstance(s, Scenario) and s.kind == "normal":
                for t in range(1, len(s.conversation)):
                    assert cited_mock_values(s, t), (s.id, s.conversation[t].user)


def test_round_27_requests_say_what_the_call_does(tmp_path):
    """type_text "Clear an input and type text into it" was asked as "clear an input" (then typed);
    ae_replace_source "Point a layer at ..." as "point a layer 21"; a generated locator handed a URL to
    navigate to; read_media_file read notes.txt; delete_by_query reused put_alias' empty body (delete all)."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_spec, profile_tool
    from seer.generate.symbolic.graph import Graph
    from seer.generate.symbolic.phrasing import action
    from seer.spec.model import Tool

    tools = [_tool("type_text", "Clear an input and type text into it.", {"selector": {"type": "string"}, "text": {"type": "string"}},
                   ["selector", "text"]),
             _tool("ae_replace_source", "Point a layer at a different footage item or comp, keeping its transform.",
                   {"layer": {"type": "integer"}, "item": {"type": "integer"}}, ["layer", "item"]),
             _tool("browser_generate_locator", "Generate a robust locator strategy for an element",
                   {"elementDescription": {"type": "string"}}, ["elementDescription"]),
             _tool("navigate_to", "Navigate the browser to a URL", {"url": {"type": "string"}}, ["url"]),
             _tool("read_media_file", "Read a file and return it as a base64-encoded content block with its MIME type.",
                   {"path": {"type": "string"}}, ["path"])]
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    profiles = {p.name: p for p in profile_spec(load_spec(path))}
    assert str(action(profiles["type_text"]).verb) == "type"
    assert action(profiles["ae_replace_source"]).obj == "the source of a layer"
    assert "browser_generate_locator" not in {e.producer for e in Graph(list(profiles.values())).producers("navigate_to", "url")}
    for seed in range(6):
        media = ValueMaker(random.Random(seed), context=("read_media_file", tools[4]["description"])).make({"type": "string"}, "path")
        assert re.search(r"\.(png|jpe?g|mp3)$", media), media
    delete = profile_tool(Tool(name="delete_by_query", description="Deletes documents matching the provided query.", input_schema={
        "type": "object", "required": ["index", "body"], "properties": {
            "index": {"type": "string"}, "body": {"type": "object", "additionalProperties": True,
                                                   "description": "Query to match documents for deletion"}}}))
    for seed in range(6):
        world = World()
        world.stated[("body",)] = {}
        world.stated[("index",)] = "products-write"
        assert make_arguments(delete, 1, world, random.Random(seed))["body"] != {}


def test_round_28_requests_read_as_english_and_values_fit_their_neighbours(tmp_path):
    """"show me issues to me" (list_my_issues "List issues assigned to me"), "using at time 94",
    "audit one frame's STRUCTURE"; a clickable-element wait on a sentence; a Premiere transition
    named "Hero image"."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action

    tools = [_tool("list_my_issues", "List issues assigned to me across all projects.", {"platform": {"type": "string"}}, ["platform"]),
             _tool("ai_audit_structure", "Audit one frame's STRUCTURE with motion eyes: where does the hierarchy lie?",
                   {"artboard": {"type": "integer"}}, ["artboard"])]
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    acts = {p.name: action(p) for p in profile_spec(load_spec(path))}
    assert acts["list_my_issues"].qualifier == "assigned to me"
    assert "STRUCTURE" not in acts["ai_audit_structure"].obj
    from seer.generate.symbolic.text import mentions
    assert "using at time" not in mentions([("$.at_time", 94)], random.Random(0)) and "at time 94" in mentions([("$.at_time", 94)], random.Random(0))
    wait = {"type": "object", "required": ["condition", "value"], "properties": {
        "condition": {"type": "string", "enum": ["element_clickable", "element_visible"]}, "value": {"type": "string"}}}
    timeline = {"type": "object", "required": ["transition"], "properties": {"transition": {"type": "string"}}}
    for seed in range(8):
        out = ValueMaker(random.Random(seed), context=("wait_for", "Wait for a condition to be met")).make(wait)
        assert not out["value"].endswith("."), out  # a selector, not a sentence
        made = ValueMaker(random.Random(seed), context=("adobe_pr_timeline", "Premiere Pro timeline tools")).make(timeline)
        assert made["transition"] in ("Cross Dissolve", "Dip to Black", "Film Dissolve", "Morph Cut", "Additive Dissolve"), made


def test_a_bare_handle_names_the_thing_its_description_says(tmp_path):
    """apply_text_style(uuid) "UUID of the text frame" was fed a listed style's uuid (list_text_styles):
    the uuid of a text frame comes from what lists or reads text frames."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph

    tools = [_tool("list_text_styles", "List all character and paragraph styles in the active document.", {}, []),
             _tool("list_text_frames", "List all text frames in the document", {}, []),
             _tool("apply_text_style", "Apply a character or paragraph style to a text frame.",
                   {"uuid": {"type": "string", "description": "UUID of the text frame"}, "style_name": {"type": "string"}},
                   ["uuid", "style_name"])]
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    producers = {e.producer for e in Graph(profile_spec(load_spec(path))).producers("apply_text_style", "uuid")}
    assert "list_text_styles" not in producers and "list_text_frames" in producers, producers


def test_arguments_fit_the_tools_mode_and_a_flag_is_never_asked_with_its_negation():
    """git_worktree(mode=remove) got newPath config/config.yaml (a move's new path, and a file);
    git_branch listed with merged on AND noMerged on; git_remote set-url got a newName and no URL."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    def tool(name, desc, props):
        return profile_tool(Tool(name=name, description=desc, input_schema={"type": "object", "properties": props}))
    worktree = tool("git_worktree", "Manage multiple working trees", {
        "mode": {"type": "string", "enum": ["list", "add", "remove", "move", "prune"], "default": "list"},
        "worktreePath": {"type": "string", "description": "Path for the new worktree (for add/move operations)."},
        "newPath": {"type": "string", "description": "New path for the worktree (for move operation)."},
        "commitish": {"type": "string", "description": "For add operation: check out this existing branch/commit/tag."}})
    branch = tool("git_branch", "Manage branches", {
        "mode": {"type": "string", "enum": ["list", "create", "delete", "rename"], "default": "list"},
        "newBranchName": {"type": "string", "description": "New branch name for rename operation."},
        "merged": {"type": "boolean", "description": "For list mode: show only branches merged into HEAD."},
        "noMerged": {"type": "boolean", "description": "For list mode: show only branches not merged into HEAD."}})
    remote = tool("git_remote", "Manage remote repositories", {
        "mode": {"type": "string", "enum": ["list", "add", "rename", "set-url"]},
        "name": {"type": "string", "description": "Remote name (for add/rename/set-url operations)."},
        "url": {"type": "string", "description": "Remote URL (for add/set-url operations)."},
        "newName": {"type": "string", "description": "New remote name (for rename operation)."}})
    modes = set()
    for seed in range(40):
        args = make_arguments(worktree, 0, World(), random.Random(seed), optional_share=1.0)
        mode = args.get("mode", "list")
        modes.add(mode)
        assert "newPath" not in args or mode == "move", args
        assert "commitish" not in args or mode == "add", args
        if mode == "remove":
            assert "." not in args.get("worktreePath", "/x").rsplit("/", 1)[-1], args  # a worktree is a folder
        args = make_arguments(branch, 0, World(), random.Random(seed), optional_share=1.0)
        assert not (args.get("merged") and args.get("noMerged")), args
        assert "newBranchName" not in args or args.get("mode") == "rename", args
        args = make_arguments(remote, 0, World(), random.Random(seed), optional_share=1.0)
        if args.get("mode") == "set-url":
            assert "url" in args and "newName" not in args, args
    assert {"remove", "move"} <= modes


def test_an_issue_url_is_an_issue_page_and_a_font_filter_is_part_of_a_font_name():
    """get_issue_by_url got https://olsen.io/account/settings; adobe_list_fonts filtered by "release notes 2.4"."""
    for seed in range(8):
        url = ValueMaker(random.Random(seed), context=("get_issue_by_url", "Get issue details by URL. Supports GitLab and GitHub URLs.")).make(
            {"type": "string"}, "url")
        assert re.fullmatch(r"https://(gitlab\.com/[\w.-]+/[\w.-]+/-/issues|github\.com/[\w.-]+/[\w.-]+/issues)/\d+", url), url
        font = ValueMaker(random.Random(seed), context=("adobe_list_fonts", "List available fonts in an Adobe application.")).make(
            {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Filter fonts by name substring"}, "filter")
        assert font is None or re.fullmatch(r"[A-Z][a-z]+", font), font


def test_of_those_n_names_one_of_the_n():
    """"Of those 3, products-2024.10 is the one." of three aliases named their index, none of them."""
    out = {"aliases": [{"alias": "search-live", "index": "products-2024.10"}, {"alias": "products-write", "index": "products-2024.10"},
                       {"alias": "logs-read", "index": "logs-2024.07"}]}
    for seed in range(6):
        for pick in (None, {"record": out["aliases"][1]}):
            said = react("products-2024.10", out, True, random.Random(seed), "aliases", pick)
            assert "products-2024.10" in said and not re.search(r"(those 3|three aliases), products-2024\.10", said), said
        assert "search-live" in react("search-live", out, True, random.Random(seed), "aliases")


def test_attachments_are_said_file_by_file_and_a_ticket_asked_for_is_due_after_now(tmp_path):
    """create_ticket was asked "at deploy.sh and main.py ... URLs https://.../deploy.sh and https://.../main.py", with a
    due date (2025-03-01) before the ticket was made (2026-05-24); a date-only time ahead of now stayed ahead."""
    from datetime import datetime, timezone

    from seer.generate.symbolic.clock import settle

    tools = [_tool("create_ticket", "Open a new ticket.", {
        "title": {"type": "string"}, "due_date": {"type": "string", "format": "date"},
        "attachments": {"type": "array", "minItems": 2, "items": {"type": "object", "required": ["url", "filename"], "properties": {
            "url": {"type": "string", "format": "uri"}, "filename": {"type": "string"}}}}}, ["title", "attachments"])]
    seen = 0
    for s in _scenarios(tmp_path, tools, seeds=range(4)):
        so_far = ""
        for turn in s.conversation:
            so_far += turn.user
            for c in (s.expected_tools[i] for i in turn.calls):
                for a in c.arguments.get("attachments") or []:
                    seen += f"{a['filename']} ({a['url']})" in turn.user  # a file said once before may go unrepeated
                    assert a["url"] in so_far and not re.search(rf"\bat {re.escape(a['filename'])} and", turn.user), turn.user
    assert seen > 4
    now = datetime(2026, 5, 24, 17, tzinfo=timezone.utc)
    asked = settle({"due_date": "2025-03-01", "due_before": "2025-03-01"}, now, asked=True)
    assert asked["due_date"] > "2026-05-24" and asked["due_before"] == "2025-03-01", asked
    assert settle({"due_date": "2025-03-01"}, now)["due_date"] == "2025-03-01"  # a listed ticket may be overdue
    assert settle({"closed_on": "2027-01-01"}, now)["closed_on"] <= "2026-05-24"  # a past-tense date is no later than now


def test_a_multi_action_tools_title_says_its_action(tmp_path):
    """Titles read "Use the Photoshop smart object tools (rasterize)" where the request said "rasterize a Photoshop smart object"."""
    tools = [{"name": "adobe_ps_smart_object", "description": "Smart Object operations — convert, rasterize, replace contents.",
              "inputSchema": {"type": "object", "required": ["params"], "properties": {"params": {
                  "type": "object", "required": ["action"], "properties": {
                      "action": {"type": "string", "description": "Action: convert_to, edit_contents, rasterize, replace_contents"},
                      "layer_name": {"type": "string", "description": "Target layer name"}}}}}}]
    titles = [s.title for s in _scenarios(tmp_path, tools, seeds=range(4)) if s.kind == "normal"]
    assert titles and not any(t.startswith("Use the") for t in titles), titles
    assert any(re.match(r"(Rasterize|Convert|Edit|Replace)\b", t) for t in titles), titles


def test_a_file_parameter_given_the_folder_the_user_named_reads_a_file_in_it():
    """read_multiple_files(paths=[/home/alice/projects/inventory/src/components]) read the folder directory_tree listed."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    read = profile_tool(Tool(name="read_multiple_files", description="Read the contents of multiple files simultaneously.",
                             input_schema={"type": "object", "required": ["paths"], "properties": {
                                 "paths": {"type": "array", "items": {"type": "string"}, "minItems": 1}}}))
    folder = "/home/alice/projects/inventory/src/components"
    for seed in range(6):
        world = World()
        world.stated[("path", "dir")] = folder
        world.stated[("paths",)] = [folder]
        paths = make_arguments(read, 1, world, random.Random(seed))["paths"]
        assert folder not in paths and all(p.startswith(folder + "/") or p != folder for p in paths), paths
        assert any(p.startswith(folder + "/") and "." in p.rsplit("/", 1)[-1] for p in paths), paths


def test_an_apps_one_word_action_is_no_server_command():
    """ae_choreograph was asked as "kick off the CHOREOGRAPH command"; Redis's unsubscribe is said as its description
    says ("Unsubscribe and close an existing pub/sub subscription")."""
    from seer.generate.symbolic.phrasing import action

    shared = Path(__file__).resolve().parents[1].parent / "shared" / "specs-candidates" / "illustrator-mograph-mcp.json"
    if not shared.exists():
        pytest.skip(f"{shared} is absent (the shared specs are not in the repo)")
    from seer.generate.symbolic.cards import profile_spec

    tool = next(p for p in profile_spec(load_spec(shared)) if p.name == "ae_choreograph")
    assert f"{action(tool).verb} {action(tool).obj}".startswith("choreograph the "), action(tool)
    redis = next(p for p in profile_spec(load_spec(shared.with_name("redis-mcp-redis.json"))) if p.name == "unsubscribe")
    assert f"{action(redis).verb} {action(redis).obj}" == "unsubscribe a pub/sub subscription", action(redis)  # its
    # description says it now ("pub/sub" is one word): never "an pub-sub subscription" (s38) nor "the pending" (s39)


def test_a_search_matches_a_field_of_the_mapping_shown_before_and_says_it_as_a_search(tmp_path):
    """get_mappings showed quantity/description/status/tags, then search matched `title` (no such field), or a
    phrase on a keyword field ("status": "holiday schedule"); the request said it as 'named "quarterly report"'."""
    index = {"index": {"type": "string", "description": "Name of the Elasticsearch index"}}
    tools = [_tool("list_indices", "List all available Elasticsearch indices", {"indexPattern": {"type": "string"}}, []),
             _tool("get_mappings", "Get field mappings for a specific Elasticsearch index", index, ["index"]),
             _tool("search", "Perform an Elasticsearch search with the provided query DSL",
                   {**index, "queryBody": {"type": "object", "description": "Complete Elasticsearch query DSL object"}},
                   ["index", "queryBody"])]
    checked = 0
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        shown: dict[str, dict] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "get_mappings" and not m.is_error:
                shown[c.arguments["index"]] = next(iter(m.output.values()))["mappings"]["properties"]
            match = ((c.arguments.get("queryBody") or {}).get("query") or {}).get("match") if c.tool == "search" else None
            if isinstance(match, dict) and c.arguments["index"] in shown:
                checked += 1
                (field, said), = match.items()
                fields = shown[c.arguments["index"]]
                assert field in fields, (field, fields)
                assert fields[field]["type"] == "text" or " " not in str(said), (field, said, fields)
        for t in s.conversation:
            assert not re.search(r'named "[^"]+" (with|using|,)', t.user) or "search" not in t.user, t.user
    assert checked


def test_a_hash_field_is_no_key_and_a_wrongtype_retry_takes_the_keys_own_type(tmp_path):
    """HGET(name=session:8f3a2c, key=status) then GET(key=status): the hash's field was reused as a key; the
    request said "the value called session:8f3a2c (key status)"; SADD online:users failed WRONGTYPE and the
    retry added user:5021 to blocked:ips (another thing's set)."""
    hash_args = {"name": {"type": "string", "description": "The Redis hash key."},
                 "key": {"type": "string", "description": "The field name inside the hash."}}
    tools = [_tool("hget", "Get the value of a field in a Redis hash.", hash_args, ["name", "key"]),
             _tool("hdel", "Delete a field from a Redis hash.", hash_args, ["name", "key"]),
             _tool("get", "Get a Redis string value.", {"key": {"type": "string", "description": "The key to retrieve."}}, ["key"]),
             _tool("sadd", "Add a value to a Redis set with an optional expiration time.",
                   {"name": {"type": "string", "description": "The Redis set key."},
                    "value": {"type": "string", "description": "The value to add to the set."}}, ["name", "value"])]
    fields = wrongtypes = 0
    for s in _scenarios(tmp_path, tools, seeds=range(6)):
        said_fields = set()
        for c in s.expected_tools:
            if c.tool in ("hget", "hdel"):
                said_fields.add(c.arguments["key"])
                fields += 1
            if c.tool == "get":
                assert c.arguments["key"] not in said_fields, [x.arguments for x in s.expected_tools]
        for t in s.conversation:
            assert not re.search(r"\((?:the )?key \w+\)|(called|named) (session|user|product):", t.user), t.user
        if s.kind == "error" and len(s.expected_tools) == 2 and "WRONGTYPE" in json.dumps(s.mock_outputs[0].output):
            wrongtypes += 1
            old, new = (c.arguments["name"] for c in s.expected_tools)
            assert new.startswith(old + ":"), (old, new)
    assert fields
    assert wrongtypes  # SADD of a key a user names fails on its type, never as "not found"


def test_a_wait_that_hands_on_an_element_waits_for_one_and_a_millisecond_timeout_counts_milliseconds(tmp_path):
    """wait_for(condition=title_contains, value=Dashboard) answered an element ref that verify_element_visible then
    took; its timeout was 15 where the default is 10000 (ms)."""
    timeout = {"type": "number", "default": 10000}
    tools = [_tool("wait_for", "Wait for a condition to be met (element visible, URL contains, etc.)",
                   {"condition": {"type": "string", "enum": ["element_visible", "element_clickable", "url_contains", "title_contains"]},
                    "value": {"type": "string", "description": "Value for condition (element selector or text to match)"},
                    "timeout": timeout}, ["condition", "value", "timeout"]),
             _tool("verify_element_visible", "Verify that an element is visible on the page",
                   {"ref": {"type": "string", "description": "Element reference from page snapshot"}, "timeout": timeout}, ["ref", "timeout"]),
             _tool("click_element", "Click an element on the page", {"ref": {"type": "string", "description": "Element reference"}}, ["ref"])]
    handed = waits = 0
    for s in _scenarios(tmp_path, tools, seeds=range(6)):
        for i, c in enumerate(s.expected_tools):
            if "timeout" in c.arguments:
                waits += 1
                assert c.arguments["timeout"] >= 100, c.arguments
            if c.tool != "wait_for" or s.mock_outputs[i].is_error:
                continue
            refs = {str(v) for v in leaves(s.mock_outputs[i].output)}
            if any(x.arguments.get("ref") in refs for x in s.expected_tools[i + 1:]):
                handed += 1
                assert "element" in c.arguments["condition"], (c.arguments, s.mock_outputs[i].output)
    assert handed and waits


_SPECS = Path(__file__).resolve().parents[1].parent / "shared"


def _shared(name: str) -> list[Scenario]:
    path = next((p for p in (_SPECS / "specs" / f"{name}.json", _SPECS / "specs-candidates" / f"{name}.json") if p.exists()), None)
    if path is None:
        pytest.skip("needs ../shared specs")
    return [o for o in SymbolicEngine().generate(load_spec(path), GenerationPlan(seed=0)) if isinstance(o, Scenario)]


def _flat(args: dict) -> dict:
    inner = args.get("params")
    return {**args, **inner} if isinstance(inner, dict) else args


def test_a_listed_font_is_the_one_used_a_colour_is_three_channels_and_an_action_takes_its_own_values():
    """Round 81: "I can see SourceSansPro-Regular in that list", then the text layer kept ArialMT; "color g 64 and a
    color b of 55" (no red); adobe_ps_transform(rotate, height 1080, resolution 300) (no angle); an artboard renamed
    to the name it already had."""
    fonts = channels = rotates = 0
    for s in _shared("illustrator-adobe-mcp"):
        listed: set[str] = set()
        for k, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
            args = _flat(c.arguments)
            if c.tool == "adobe_list_fonts" and not m.is_error:
                listed |= set(re.findall(r"^- (\S+)", str(m.output.get("result", "")), re.M))
            if listed and args.get("font") in listed:
                fonts += 1
                told = " ".join(t.user for t in s.conversation if any(i <= k for i in t.calls) or not t.calls)
                assert args["font"] in told, (s.id, args["font"], told)
            for prefix in {k2.rsplit("_", 1)[0] for k2 in args if re.fullmatch(r"\w+_[rgb]", k2)}:
                channels += 1
                assert all(f"{prefix}_{ch}" in args for ch in "rgb"), (s.id, args)
            if c.tool == "adobe_ps_transform" and args.get("action") == "rotate":
                rotates += 1
                assert "angle" in args and not {"height", "width", "resolution"} & set(args), args
    assert fonts and channels
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph

    illustrator = _SPECS / "specs" / "illustrator.json"
    assert not Graph(profile_spec(load_spec(illustrator))).producers("manage_artboards", "name")  # "New name for rename action"
    for s in _shared("illustrator"):
        for k, c in enumerate(s.expected_tools):
            before = {str(v) for m in s.mock_outputs[:k] for v in leaves(m.output)}
            if c.tool == "manage_artboards" and c.arguments.get("action") == "rename":
                assert c.arguments.get("name") not in before, c.arguments


def test_a_fix_is_described_as_a_fix_and_a_design_name_pattern_matches_names(tmp_path):
    """healer_fix_test(fixDescription="Please review the updated figures before Friday."); ai_export_artboards
    (name_pattern="**/test_*.py"): a fix's description says what was fixed, an artboard pattern matches artboard names."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_tool
    from seer.generate.symbolic.own_words import TEST_FIXES
    from seer.spec.model import Tool

    fix = profile_tool(Tool(name="healer_fix_test", description="Apply a fix to a test file. The LLM provides the corrected code.",
                            input_schema={"type": "object", "required": ["testPath", "fixDescription"], "properties": {
                                "testPath": {"type": "string", "description": "Absolute path to the test file to fix"},
                                "fixDescription": {"type": "string", "description": "Description of what was fixed"}}}))
    export = profile_tool(Tool(name="ai_export_artboards", description="Export every artboard of the Illustrator document to its own file.",
                               input_schema={"type": "object", "required": ["directory", "name_pattern"], "properties": {
                                   "directory": {"type": "string"}, "name_pattern": {"type": "string"}}}))
    for seed in range(10):
        assert make_arguments(fix, 0, World(), random.Random(seed))["fixDescription"] in TEST_FIXES
        pattern = make_arguments(export, 0, World(), random.Random(seed))["name_pattern"]
        assert "/" not in pattern and ".py" not in pattern, pattern
    ellipse = profile_tool(Tool(name="create_ellipse", description="Create an ellipse in the Illustrator document.",
                                input_schema={"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}))
    for seed in range(6):  # round 82: a new ellipse named "Body copy" (a text item's name)
        assert "ellipse" in make_arguments(ellipse, 0, World(), random.Random(seed))["name"].lower()
    upload = profile_tool(Tool(name="file_upload", description="Upload a file through a file input element in the browser page.",
                               input_schema={"type": "object", "required": ["element", "file_path"], "properties": {
                                   "element": {"type": "string"}, "file_path": {"type": "string"}}}))
    world = World()
    world.stated[("element",)] = "Pricing"  # the link a click used before
    for seed in range(6):  # round 82: a Dockerfile uploaded into the Pricing link
        args = make_arguments(upload, 0, world, random.Random(seed))
        assert args["element"] != "Pricing" and not args["file_path"].endswith(("Dockerfile", ".py", ".go")), args


def test_an_action_is_never_the_slip_a_key_is_the_one_the_description_names_and_a_listing_takes_no_sizes():
    """Round 82: alert(action=dismiss) failed 404 and was retried as accept ('dismiss must be the old one'); press_key
    (key) "Press a keyboard key (e.g. Enter, Tab, Escape)" pressed cache:394:profile; adobe_ae_comp(list) with height 720
    and framerate 25."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_tool
    from seer.generate.symbolic.negatives import failure_subject
    from seer.spec.model import Tool

    alert = profile_tool(Tool(name="alert", description="Handle browser alert dialogs. Actions: accept, dismiss, get_text, send_text.",
                              input_schema={"type": "object", "required": ["action"], "properties": {"action": {"type": "string"}}}))
    assert failure_subject(alert, {"action": "dismiss"}) is None
    key = profile_tool(Tool(name="press_key", description="Press a keyboard key (e.g. Enter, Tab, Escape). Optionally target an element.",
                            input_schema={"type": "object", "required": ["key"], "properties": {"key": {"type": "string"}}}))
    comp = profile_tool(Tool(name="adobe_ae_comp", description="After Effects composition operations.", input_schema={
        "type": "object", "required": ["action"], "properties": {
            "action": {"type": "string", "description": "Action: create, duplicate, delete, get_info, list, set_active"},
            "name": {"type": "string"}, "height": {"type": "integer"}, "framerate": {"type": "number"}}}))
    listed = 0
    for seed in range(12):
        assert make_arguments(key, 0, World(), random.Random(seed))["key"] in ("Enter", "Tab", "Escape")
        args = make_arguments(comp, 0, World(), random.Random(seed), optional_share=1.0)
        if args["action"] in ("list", "get_info"):
            listed += 1
            assert not {"height", "framerate"} & set(args), args
    assert listed


def test_a_stroke_has_a_cap_and_join_an_export_pdf_writes_a_pdf_and_a_profile_key_holds_a_profile():
    """Round 83: ae_stroke(color=[66, 77], cap="Footer", join="Ellipse 1"); export_pdf(output_path=.../report-q3.png);
    SET user:1042:profile to 79."""
    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    stroke = profile_tool(Tool(name="ae_stroke", description="Set the stroke of shape layers in After Effects.", input_schema={
        "type": "object", "required": ["color", "cap", "join"], "properties": {
            "color": {"type": "array", "items": {"type": "number"}}, "cap": {"type": "string"}, "join": {"type": "string"}}}))
    export = profile_tool(Tool(name="export_pdf", description="Export the Illustrator document as a print-ready PDF.", input_schema={
        "type": "object", "required": ["output_path"], "properties": {"output_path": {"type": "string", "description": "Output file path"}}}))
    setter = profile_tool(Tool(name="set", description="Set a Redis string value with an optional expiration time.", input_schema={
        "type": "object", "required": ["key", "value"], "properties": {
            "key": {"type": "string"}, "value": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}}))
    world = World()
    world.stated[("key",)] = "user:1042:profile"
    for seed in range(8):
        args = make_arguments(stroke, 0, World(), random.Random(seed))
        assert len(args["color"]) == 3 and args["cap"] in ("butt", "round", "square") and args["join"] in ("miter", "round", "bevel"), args
        assert make_arguments(export, 0, World(), random.Random(seed))["output_path"].endswith(".pdf")
        args = make_arguments(setter, 0, world, random.Random(seed))
        if args["key"] == "user:1042:profile":
            assert isinstance(json.loads(args["value"]), dict), args
