"""Issue #12, what the offline engine's mocks say: each class of absurd tool output a reading round
found, checked by its root cause (a record's id is its own entity's, a shapeless result says
something about the call, names belong to their application, no empty records)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from seer.generate.symbolic.cards import profile_spec
from seer.generate.symbolic.mocks import make_mock
from seer.generate.symbolic.world import World
from seer.spec.load import load_spec

EXAMPLES = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs"


def _profiles(tmp_path: Path, tools: list[dict]) -> dict:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    return {p.name: p for p in profile_spec(load_spec(path))}


def _tool(name: str, description: str, props: dict, required: list[str], output: dict | None = None) -> dict:
    tool = {"name": name, "description": description, "inputSchema": {"type": "object", "properties": props, "required": required}}
    if output is not None:
        tool["outputSchema"] = output
    return tool


def test_a_created_note_has_its_own_id_not_its_notebooks():
    """create_note(notebook_id=x) answered {"id": x, "notebook_id": x}: the parent's handle came back as the new
    record's own id (ids of both once shared the not_ prefix, so nothing else told them apart)."""
    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "notes.json"))}
    for seed in range(10):
        out = make_mock(ps["create_note"], {"notebook_id": "ntb_st0abxat", "title": "Release checklist", "body": "Ship it?"},
                        [], World(), random.Random(seed)).output
        assert out["notebook_id"] == "ntb_st0abxat"
        assert out["id"] != "ntb_st0abxat", out
        assert out["id"].startswith("note_")  # of the form every other note's id has (never "not_", read as a word)
        read = make_mock(ps["get_note"], {"note_id": "note_k2m4p6q8"}, [], World(), random.Random(seed)).output
        assert read["id"] == "note_k2m4p6q8"  # a read of a note by its id is that note


def test_a_handle_argument_of_the_tools_own_entity_still_comes_back_as_its_field(tmp_path):
    schema = {"type": "object", "properties": {"number": {"type": "integer"}, "title": {"type": "string"}},
              "required": ["number", "title"]}
    ps = _profiles(tmp_path, [_tool("get_pull_request", "Get a pull request", {"pull_number": {"type": "integer"}},
                                    ["pull_number"], schema)])
    for seed in range(5):
        out = make_mock(ps["get_pull_request"], {"pull_number": 42}, [], World(), random.Random(seed)).output
        assert out["number"] == 42


def test_listed_notebooks_have_notebook_ids():
    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "notes.json"))}
    for seed in range(10):
        out = make_mock(ps["list_notebooks"], {}, [], World(), random.Random(seed)).output
        assert out["notebooks"] and all(nb["id"].startswith("ntb_") for nb in out["notebooks"]), out


TEXT_RESULT = {"type": "object", "properties": {"result": {"type": "string"}}, "required": ["result"]}


def _leaves(node):
    if isinstance(node, dict):
        for v in node.values():
            yield from _leaves(v)
    elif isinstance(node, list):
        for v in node:
            yield from _leaves(v)
    else:
        yield node


def test_a_shapeless_result_says_something_about_the_call_never_a_python_none(tmp_path):
    """{"result": "result: None"}: a no-value page script, a PowerShell pipeline and a fixed test file all
    came back as Python's None written out as text."""
    code = {"type": "string", "description": "Code to run"}
    ps = _profiles(tmp_path, [
        _tool("execute_js", "Execute JavaScript in the browser page", {"script": code}, ["script"], TEXT_RESULT),
        _tool("adobe_run_powershell", "Run a PowerShell script on the Adobe host", {"script": code}, ["script"], TEXT_RESULT),
        _tool("healer_fix_test", "Apply a fix to a failing Selenium test file",
              {"test_path": {"type": "string", "description": "Path of the test file"},
               "fixed_code": {"type": "string", "description": "The corrected test code"}}, ["test_path", "fixed_code"])])
    fixed = "def test_cart_total_updates(driver):\n    driver.get(BASE_URL + '/cart')\n"
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        scroll = make_mock(ps["execute_js"], {"script": "window.scrollTo(0, document.body.scrollHeight);"}, [], world, rng).output
        title = make_mock(ps["execute_js"], {"script": "return document.title;"}, [], world, rng).output
        shell = make_mock(ps["adobe_run_powershell"], {"script": "Get-Service -Name 'Adobe*' | Format-Table Status, Name"},
                          [], world, rng).output
        saved = make_mock(ps["healer_fix_test"], {"test_path": "/home/kofi/app/test_cart.py", "fixed_code": fixed}, [], world, rng).output
        for out in (scroll, title, shell, saved):
            assert not any(x is None or isinstance(x, str) and re.search(r"\bNone\b", x) for x in _leaves(out)), out
        assert scroll == {"result": "null"}  # a statement returns nothing, as Selenium says it
        assert not title["result"].startswith("result:")  # the value itself is the text
        assert shell["result"].startswith("Status") and "Adobe" in shell["result"]  # PowerShell prints a table
        assert saved["path"] == "/home/kofi/app/test_cart.py" and saved["bytes_written"] == len(fixed)  # the fix is saved


def test_every_hit_of_a_search_is_about_the_words_searched_for(tmp_path):
    """search_notes("login timeout") answered "Login timeout: runbook" and then "Weekly sync agenda"."""
    notes = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "notes.json"))}
    ps = _profiles(tmp_path, [_tool("search_documents", "Search documents of the knowledge base by keywords",
                                    {"query": {"type": "string", "description": "Search words"}}, ["query"])])
    for seed in range(8):
        out = make_mock(notes["search_notes"], {"query": "login timeout"}, [], World(), random.Random(seed)).output
        hits = out["results"]
        assert all("login timeout" in h["title"].lower() for h in hits), hits
        assert all("login timeout" in h["snippet"].lower() for h in hits if "snippet" in h), hits
        assert len({h["title"] for h in hits}) == len(hits)
        out = make_mock(ps["search_documents"], {"query": "password reset"}, [], World(), random.Random(seed)).output
        hits = next(v for v in out.values() if isinstance(v, list))
        titled = [h for h in hits if "title" in h]
        assert titled and all("password reset" in h["title"].lower() for h in titled), hits


def test_each_application_of_a_design_suite_keeps_its_own_layers_and_names(tmp_path):
    """An After Effects layer's name and record came back as an Illustrator layer (one pool of layers for the
    whole suite, one name list for every app)."""
    from seer.kinds.words import APP_NAMED

    none = {"type": "object", "properties": {}}
    name = {"name": {"type": "string", "description": "Layer name"}}
    ps = _profiles(tmp_path, [_tool("ae_list_layers", "List the layers of the active After Effects comp", none["properties"], []),
                              _tool("ai_list_layers", "List the layers of the active Illustrator document", none["properties"], []),
                              _tool("ai_get_layer", "Get a layer of the active Illustrator document by name", name, ["name"])])
    for seed in range(6):
        world, rng = World(), random.Random(seed)
        ae = make_mock(ps["ae_list_layers"], {}, [], world, rng).output["layers"]
        ai = make_mock(ps["ai_list_layers"], {}, [], world, rng).output["layers"]
        assert {x["name"] for x in ae} <= set(APP_NAMED[("layer", "aftereffects")]), ae
        assert {x["name"] for x in ai} <= set(APP_NAMED[("layer", "illustrator")]), ai
        got = make_mock(ps["ai_get_layer"], {"name": ae[0]["name"]}, [], world, rng).output["layer"]
        assert got != ae[0]  # an Illustrator call does not read an After Effects layer


def test_a_photoshop_action_is_a_recorded_action_of_a_set(tmp_path):
    from seer.generate.symbolic.values import ValueMaker
    from seer.kinds.words import APP_NAMED

    ctx = ("adobe_ps_action", "Run a pre-recorded Photoshop Action.")
    for seed in range(6):
        maker = ValueMaker(random.Random(seed), context=ctx)
        assert maker.make({"type": "string", "description": "Action name to run"}, "action_name") in APP_NAMED[("action", "photoshop")]
        assert maker.make({"type": "string", "description": "Action set containing the action"}, "action_set") \
            in APP_NAMED[("action set", "photoshop")]
        # a multi-action tool's bare `action` is still a verb of that tool, no recorded Action
        assert maker.make({"type": "string"}, "action") not in APP_NAMED[("action", "photoshop")]


def test_a_description_that_lists_the_values_is_the_set_to_pick_from():
    """adobe_ps_filter(filter_name="login timeout") although the description lists the filters."""
    from seer.generate.symbolic.values import ValueMaker

    said = "Filter: gaussianBlur, unsharpMask, motionBlur, radialBlur, smartSharpen, noise, median, highPass, emboss"
    filters = {x.strip() for x in said.split(":")[1].split(",")}
    ctx = ("adobe_ps_filter", "Apply filters to the active layer in Photoshop.")
    assert {ValueMaker(random.Random(seed), context=ctx).make({"type": "string", "description": said}, "filter_name")
            for seed in range(12)} <= filters


def _redis(tmp_path: Path) -> dict:
    text = {"type": "object", "properties": {"result": {"type": "string"}}, "required": ["result"]}
    key = {"name": {"type": "string", "description": "The Redis key where the JSON document is stored."}}
    path = {"path": {"type": "string", "default": "$", "description": "The JSON path"}}
    return _profiles(tmp_path, [
        _tool("json_set", "Set a JSON value in Redis at a given path.", {**key, **path, "value": {"type": "string"}}, ["name", "path", "value"], text),
        _tool("json_get", "Retrieve a JSON value from Redis at a given path.", {**key, **path}, ["name"], text),
        _tool("json_del", "Delete a JSON value from Redis at a given path.", {**key, **path}, ["name"], text),
        _tool("set_vector_in_hash", "Store a vector as a field in a Redis hash.",
              {"name": {"type": "string"}, "vector": {"type": "array", "items": {"type": "number"}}}, ["name", "vector"]),
        _tool("get_vector_from_hash", "Retrieve a vector from a Redis hash.", {"name": {"type": "string"}}, ["name"])])


def test_redis_json_answers_the_value_at_its_path_and_a_vector_reads_back(tmp_path):
    """json_get(path='$.items[0].price') answered the whole document as 'key: ... value: ...'; json_set 'OK';
    get_vector_from_hash a record {"name", "vector_field", "key"} instead of the floats."""
    ps = _redis(tmp_path)
    for seed in range(4):
        world, rng = World(), random.Random(seed)
        doc = '{"status": "active", "items": [{"sku": "SKU-1", "price": 9.5}]}'
        said = make_mock(ps["json_set"], {"name": "cart:42", "path": "$", "value": doc}, [], world, rng).output["result"]
        assert "cart:42" in said and "$" in said
        got = make_mock(ps["json_get"], {"name": "cart:42", "path": "$.items[0].price"}, [], world, rng).output["result"]
        assert json.loads(got) == [9.5]
        make_mock(ps["json_del"], {"name": "cart:42", "path": "$.items[0].price"}, [], world, rng)
        left = json.loads(make_mock(ps["json_get"], {"name": "cart:42", "path": "$"}, [], world, rng).output["result"])
        assert left == [{"status": "active", "items": [{"sku": "SKU-1"}]}]
        vec = [0.12, -0.5, 0.33, 0.9]
        make_mock(ps["set_vector_in_hash"], {"name": "doc:7", "vector": vec}, [], world, rng)
        assert make_mock(ps["get_vector_from_hash"], {"name": "doc:7"}, [], world, rng).output == {"result": vec}


def test_a_value_handed_on_never_overwrites_the_records_own_handle(tmp_path):
    """get_index(index='logs-2024.07') answered {"index": "northern-harbor"}: the alias a later delete_alias
    takes was planted over the index's own name."""
    from seer.generate.symbolic.mocks import Need

    ps = _profiles(tmp_path, [_tool("get_index", "Get an Elasticsearch index", {"index": {"type": "string"}}, ["index"]),
                              _tool("delete_alias", "Delete an index alias", {"index": {"type": "string"}, "name": {"type": "string"}},
                                    ["index", "name"])])
    name = next(q for q in ps["delete_alias"].params if q.name == "name")
    for seed in range(4):
        world = World()
        out = make_mock(ps["get_index"], {"index": "logs-2024.07"}, [Need(1, name, None)], world, random.Random(seed)).output
        record = next(iter(out.values()))
        assert record.get("index", "logs-2024.07") == "logs-2024.07", out


def test_a_free_form_object_is_a_record_of_its_noun_or_left_out(tmp_path):
    """ai_to_ae_push answered {"ok": true, "pushed": 96, "artboard": {}, "restacked": {}}."""
    free = {"anyOf": [{"type": "object", "additionalProperties": True}, {"type": "null"}]}
    schema = {"type": "object", "properties": {"ok": {"type": "boolean"}, "pushed": {"type": "integer"}, "artboard": free,
                                               "restacked": free}, "required": ["ok", "pushed"]}
    ps = _profiles(tmp_path, [_tool("ai_to_ae_push", "Push the Illustrator artboard's layers to an After Effects comp",
                                    {"comp_name": {"type": "string"}}, ["comp_name"], schema)])
    for seed in range(8):
        out = make_mock(ps["ai_to_ae_push"], {"comp_name": "Main Comp"}, [], World(), random.Random(seed)).output
        assert {} not in out.values(), out
        if isinstance(out.get("artboard"), dict):
            assert {"name", "width", "height"} <= set(out["artboard"]), out


def test_git_records_read_as_git_prints_them(tmp_path):
    """git_show answered a commit's content as a chat sentence, git_log a shortHash that is no prefix of its hash,
    git_commit filesChanged 95 beside two committed files, git_status a branch tracking another branch,
    git_diff "diff": "billing-diff"; a GitLab project was named "gitlab"."""
    from seer.generate.symbolic.mocks import harmonise

    show = {"success": True, "object": "b7b38426731c", "type": "commit", "content": "Please review the figures."}
    log = {"commits": [{"hash": "02bfa663dd9a", "shortHash": "5894b0c2f14e"}]}
    commit = {"commitHash": "50c6547e6042", "filesChanged": 95, "committedFiles": ["src/app.py", "README.md"]}
    status = {"currentBranch": "hotfix/payment-rounding", "upstream": "feature/dark-mode"}
    diff = {"success": True, "diff": "billing-diff", "filesChanged": 19, "excludedFiles": ["README.md"]}
    for node in (show, log, commit, status, diff):
        harmonise(node)
    assert show["content"].startswith("commit b7b38426731c") and "Author: " in show["content"] and "diff --git" in show["content"]
    assert log["commits"][0]["shortHash"] == "02bfa66"
    assert commit["filesChanged"] == 2
    assert status["upstream"] == "origin/hotfix/payment-rounding"
    assert diff["diff"].startswith("diff --git") and diff["filesChanged"] == 19  # excluded files are no changed count
    ps = _profiles(tmp_path, [_tool("list_projects", "List projects on the git platform (github or gitlab)",
                                    {"platform": {"type": "string", "enum": ["github", "gitlab"]}}, ["platform"])])
    for seed in range(5):
        out = make_mock(ps["list_projects"], {"platform": "gitlab"}, [], World(), random.Random(seed)).output
        projects = next(v for v in out.values() if isinstance(v, list))
        assert not {x.get("name") for x in projects} & {"github", "gitlab"}, projects


def test_a_value_handed_on_has_the_kind_of_the_parameter_that_takes_it(tmp_path):
    """get_cookies listed a cookie whose path was /home/dana/projects/infra/config/main.py: the value add_cookie's
    `path` takes was made in get_cookies' words (a file path), not add_cookie's (a cookie's URL path)."""
    from seer.generate.symbolic.mocks import Need
    from seer.kinds import infer

    ps = _profiles(tmp_path, [_tool("get_cookies", "Get cookies. Returns all or a specific one by name.", {"name": {"type": "string"}}, []),
                              _tool("add_cookie", "Add a cookie. Browser must be on a page from the cookie's domain.",
                                    {"name": {"type": "string"}, "value": {"type": "string"}, "path": {"type": "string"}}, ["name", "value"])])
    path = next(q for q in ps["add_cookie"].params if q.name == "path")
    for seed in range(5):
        world = World()
        world.plan = [ps["get_cookies"], ps["add_cookie"]]
        make_mock(ps["get_cookies"], {}, [Need(1, path, None)], world, random.Random(seed))
        given = world.assigned.get((1, "path"))
        assert given is None or given.startswith("/") and not given.startswith("/home/"), given
    assert infer("commit", {"type": "string", "description": "Commit to tag (default: HEAD)."}, tool_name="git_tag",
                 tool_description="Manage git tags: list, create, delete") == "sha"  # a tag's commit is a revision, not a tag name


def _round21(tmp_path: Path) -> dict:
    return _profiles(tmp_path, [
        _tool("create_issue_comment", "Create a comment on an issue", {"issue_id": {"type": "string"}, "body": {"type": "string"}},
              ["issue_id", "body"]),
        _tool("get", "Get the value of a Redis key", {"key": {"type": "string"}}, ["key"]),
        _tool("set", "Set a Redis key to a value", {"key": {"type": "string"}, "value": {"type": "string"}}, ["key", "value"]),
        _tool("get_page_title", "Get the title of the current page in the browser", {"session_id": {"type": "string"}}, []),
        _tool("git_clone", "Clone a git repository", {"url": {"type": "string"}, "path": {"type": "string"}}, ["url", "path"],
              {"type": "object", "properties": {"success": {"type": "boolean"}, "remoteUrl": {"type": "string"}, "path": {"type": "string"}},
               "required": ["success", "remoteUrl", "path"]}),
        _tool("git_init", "Initialize a new git repository", {"path": {"type": "string"}, "bare": {"type": "boolean", "default": False}},
              ["path"], {"type": "object", "properties": {"success": {"type": "boolean"}, "path": {"type": "string"},
                                                          "isBare": {"type": "boolean"}}, "required": ["success", "path", "isBare"]}),
        _tool("healer_run_tests", "Run the Selenium tests of a test file", {"test_path": {"type": "string"}}, ["test_path"])])


def test_a_new_comment_has_its_own_id_not_its_issues(tmp_path):
    """Round 21: create_issue_comment(issue_id=834) answered a comment whose id was 834."""
    ps = _round21(tmp_path)
    for seed in range(5):
        made = make_mock(ps["create_issue_comment"], {"issue_id": "834", "body": "Looks good"}, [], World(), random.Random(seed)).output
        assert made["comment"].get("id") != "834", made


def test_a_key_read_for_a_later_set_holds_what_its_name_says(tmp_path):
    """Round 21: get(cart:311:items) answered "A customer reported a timeout..." (the value the later set takes)."""
    from seer.generate.symbolic.mocks import Need

    ps = _round21(tmp_path)
    value = next(q for q in ps["set"].params if q.name == "value")
    for seed in range(5):
        world = World()
        world.plan = [ps["get"], ps["set"]]
        got = make_mock(ps["get"], {"key": "cart:311:items"}, [Need(1, value, None)], world, random.Random(seed)).output
        assert json.loads(got["value"])[0]["sku"] and world.assigned[(1, "value")] == got["value"]  # a cart holds items


def test_a_browser_page_title_is_a_pages_title(tmp_path):
    """Round 21: get_page_title answered "Add checkout flow after deploy" (a ticket's title)."""
    ps = _round21(tmp_path)
    for seed in range(5):
        assert " | " in make_mock(ps["get_page_title"], {}, [], World(), random.Random(seed)).output["title"]


def test_git_clone_and_init_echo_what_they_were_asked(tmp_path):
    """Round 21: git_clone answered a remoteUrl other than the URL cloned; git_init isBare true unasked."""
    ps = _round21(tmp_path)
    url = "https://github.com/acme/webshop.git"
    for seed in range(5):
        rng = random.Random(seed)
        assert make_mock(ps["git_clone"], {"url": url, "path": "/home/ana/webshop"}, [], World(), rng).output["remoteUrl"] == url
        assert make_mock(ps["git_init"], {"path": "/home/ana/new"}, [], World(), rng).output["isBare"] is False


def test_a_test_run_answers_its_verdict(tmp_path):
    """Round 21: healer_run_tests answered a bare receipt ({"ok": true, "action": "run"}) with no result."""
    ps = _round21(tmp_path)
    for seed in range(5):
        run = make_mock(ps["healer_run_tests"], {"test_path": "/home/ana/tests/test_cart.py"}, [], World(), random.Random(seed)).output
        assert run["status"] in ("passed", "failed") and run["passed"] + run["failed"] >= 1
        assert run["failed"] == len(run.get("failures", []))


def test_a_check_given_settings_still_answers_its_verdict(tmp_path):
    """Round 22: preflight_check(min_dpi=72) answered {"preflight": {"min_dpi": 72}}, no verdict."""
    ps = _profiles(tmp_path, [_tool("preflight_check", "Run pre-press quality checks on the active document",
                                    {"min_dpi": {"type": "integer"}}, [])])
    for seed in range(4):
        out = make_mock(ps["preflight_check"], {"min_dpi": 72}, [], World(), random.Random(seed)).output
        assert out["status"] in ("passed", "warnings") and isinstance(out["issues"], int), out


def test_a_listing_asked_for_after_a_date_holds_nothing_before_it():
    """Round 22: list_tickets(created_after=2025-01-06) listed GW-1936 updated 2024-07-19."""
    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "tickets.json"))}
    for seed in range(8):
        world = World()
        out = make_mock(ps["list_tickets"], {"project": "GW", "created_after": "2025-01-06"}, [], world, random.Random(seed)).output
        now = world.now(random.Random(0)).strftime("%Y-%m-%dT%H:%M:%SZ")
        assert all("2025-01-06" <= t["updated_at"] <= now for t in out["tickets"]), out


def test_hgetall_answers_the_hashs_fields(tmp_path):
    """Round 22: hgetall(user:1042:profile) answered {"hgetall": {"name": ..., "vector_field": "vector"}}."""
    from seer.generate.symbolic.mocks import Need

    ps = _profiles(tmp_path, [_tool("hgetall", "Get all fields and values from a Redis hash.", {"name": {"type": "string"}}, ["name"]),
                              _tool("set_vector_in_hash", "Store a vector as a field in a Redis hash.",
                                    {"name": {"type": "string"}, "vector_field": {"type": "string"},
                                     "vector": {"type": "array", "items": {"type": "number"}}}, ["name", "vector"])])
    field = next(q for q in ps["set_vector_in_hash"].params if q.name == "vector_field")
    for seed in range(4):
        world = World()
        world.plan = [ps["hgetall"], ps["set_vector_in_hash"]]
        out = make_mock(ps["hgetall"], {"name": "user:1042:profile"}, [Need(1, field, None)], world, random.Random(seed)).output
        assert "hgetall" not in out and {"full_name", "email", "plan"} <= set(out), out
        assert world.assigned.get((1, "vector_field")) in out  # the vector field handed on is one of the hash's fields


def test_a_channel_history_never_says_one_thing_twice():
    """Round 23: slack_get_channel_history listed "The draft of the release notes is ready for review." twice."""
    spec = Path(__file__).resolve().parents[1].parent / "shared" / "specs" / "slack.json"
    import pytest

    if not spec.exists():
        pytest.skip("../shared/specs/slack.json is not beside this checkout")
    ps = {p.name: p for p in profile_spec(load_spec(spec))}
    for seed in range(12):
        out = make_mock(ps["slack_get_channel_history"], {"channel_id": "C0JEV7G0S9"}, [], World(), random.Random(seed)).output
        texts = [m["text"] for m in next(v for v in out.values() if isinstance(v, list))]
        assert len(texts) == len(set(texts)), texts


def test_a_redis_rename_moves_the_value_and_says_so(tmp_path):
    """Round 23: rename(old_key, new_key) answered {"result": {"ok": true, "action": "rename", "redis": {...}}}."""
    obj = {"type": "object", "properties": {"result": {"type": "object", "additionalProperties": True}}, "required": ["result"]}
    ps = _profiles(tmp_path, [_tool("rename", "Renames a Redis key from old_key to new_key.",
                                    {"old_key": {"type": "string"}, "new_key": {"type": "string"}}, ["old_key", "new_key"], obj),
                              _tool("get", "Get the value of a Redis key", {"key": {"type": "string"}}, ["key"])])
    world, rng = World(), random.Random(0)
    world.kv["session:8f3a2c"] = '{"user": 42}'
    out = make_mock(ps["rename"], {"old_key": "session:8f3a2c", "new_key": "cache:homepage"}, [], world, rng).output
    assert out["result"]["status"] == "success" and "cache:homepage" in out["result"]["message"]
    assert make_mock(ps["get"], {"key": "cache:homepage"}, [], world, rng).output["value"] == '{"user": 42}'


def test_a_refresh_shows_the_page_read_before_and_its_text_is_a_pages(tmp_path):
    """Lead 22:40: get_page_title said 'Home | Ycombinator', then refresh_page answered another page ('Launch | Contoso');
    get_page_text answered a chat sentence ('I could not reproduce the bug on staging.'); an element's text was one too."""
    sid = {"session_id": {"type": "string"}}
    ps = _profiles(tmp_path, [_tool("get_page_title", "Retrieve the title of the current web page.", sid, ["session_id"]),
                              _tool("refresh_page", "Reload the current web page.", sid, ["session_id"]),
                              _tool("get_page_text", "Retrieve visible text from the page body.", sid, ["session_id"]),
                              _tool("get_element_text", "Gets the text of a browser element", {"selector": {"type": "string"}}, ["selector"])])
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        title = make_mock(ps["get_page_title"], {"session_id": "s1"}, [], world, rng).output["title"]
        page = make_mock(ps["refresh_page"], {"session_id": "s1"}, [], world, rng).output["page"]
        text = make_mock(ps["get_page_text"], {"session_id": "s1"}, [], world, rng).output["text"]
        assert page["title"] == title, (title, page)
        assert title.split(" | ")[0] in text.splitlines() and len(text.splitlines()) > 2, text  # its heading, not a chat line
        out = make_mock(ps["get_element_text"], {"selector": "#checkout"}, [], world, rng).output
        element = out["text"] if "text" in out else out["element"]["text"]
        assert len(element.split()) <= 4 and not element.endswith("."), element  # a button's or a link's words


def test_the_current_branch_is_one_across_a_scenarios_calls(tmp_path):
    """Lead 22:40: git_status said currentBranch release/2.4, then git_branch's listing marked chore/bump-deps current
    (and did not list release/2.4). A checkout moves it."""
    path = {"path": {"type": "string"}}
    status = {"type": "object", "properties": {"currentBranch": {"type": "string"}, "isClean": {"type": "boolean"}},
              "required": ["currentBranch", "isClean"]}
    listing = {"type": "object", "properties": {"branches": {"type": "array", "items": {
        "type": "object", "properties": {"name": {"type": "string"}, "current": {"type": "boolean"}, "commitHash": {"type": "string"}},
        "required": ["name", "current", "commitHash"]}}, "currentBranch": {"type": "string"}}, "required": ["branches", "currentBranch"]}
    ps = _profiles(tmp_path, [_tool("git_status", "Show the working tree status", path, ["path"], status),
                              _tool("git_branch", "List the branches of a git repository", {**path, "mode": {"type": "string"}}, ["path"], listing),
                              _tool("git_checkout", "Switch branches", {**path, "target": {"type": "string"}}, ["path", "target"])])
    for seed in range(6):
        world, rng = World(), random.Random(seed)
        head = make_mock(ps["git_status"], {"path": "/srv/app"}, [], world, rng).output["currentBranch"]
        out = make_mock(ps["git_branch"], {"path": "/srv/app", "mode": "list"}, [], world, rng).output
        assert out["currentBranch"] == head and [b["name"] for b in out["branches"] if b["current"]] == [head], (head, out)
        make_mock(ps["git_checkout"], {"path": "/srv/app", "target": "feature/zz-moved"}, [], world, rng)
        assert make_mock(ps["git_status"], {"path": "/srv/app"}, [], world, rng).output["currentBranch"] == "feature/zz-moved"


def test_a_record_read_back_keeps_the_times_its_create_said():
    """Lead 22:40 (notes-kb/complex/n003): delete_note's receipt showed the note's created_at 2026-02-24 while
    create_note said 2026-03-14 a step before."""
    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "notes.json"))}
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        made = make_mock(ps["create_note"], {"title": "Standup", "body": "Moved to 10:00"}, [], world, rng).output
        gone = make_mock(ps["delete_note"], {"note_id": made["id"]}, [], world, rng).output
        shown = next(v for v in gone.values() if isinstance(v, dict) and v.get("id") == made["id"])
        assert shown["created_at"] == made["created_at"], (made, gone)


def test_redis_info_has_figures_and_key_counts_agree(tmp_path):
    """Round 26-27: info(section=cpu) answered {"info": {"section": "cpu"}}; get_indexed_keys_number said 206 keys
    in an index, dbsize then 70 (an index cannot hold more keys than the database)."""
    ps = _profiles(tmp_path, [
        _tool("info", "Get Redis server information and statistics.", {"section": {"type": "string", "default": "default"}}, []),
        _tool("get_indexed_keys_number", "Retrieve the number of indexed keys by the index", {"index_name": {"type": "string"}}, ["index_name"]),
        _tool("dbsize", "Get the number of keys stored in the Redis database", {}, [],
              {"type": "object", "properties": {"result": {"type": "integer"}}, "required": ["result"]})])
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        cpu = make_mock(ps["info"], {"section": "cpu"}, [], world, rng).output["info"]
        assert isinstance(cpu.get("used_cpu_sys"), float) and "section" not in cpu, cpu
        for order in (("get_indexed_keys_number", "dbsize"), ("dbsize", "get_indexed_keys_number")):
            world = World()
            said = {n: json.dumps(make_mock(ps[n], {"index_name": "idx:users"} if "index" in n else {}, [], world, rng).output)
                    for n in order}
            indexed, total = (int(re.findall(r"\d+", said[n])[-1]) for n in ("get_indexed_keys_number", "dbsize"))
            assert indexed <= total, said


def test_a_stash_ref_is_a_stash_and_a_stash_listing_reads_as_git_prints_it(tmp_path):
    """Round 25: git_stash's stashRef was inferred as a branch (chore/bump-deps); a listing numbered stash@{6}, stash@{10}
    with chat sentences as descriptions."""
    from seer import kinds

    ref = {"type": "string", "description": "Stash reference like stash@{0} (for pop/apply/drop operations)."}
    assert kinds.infer("stashRef", ref, tool_name="git_stash", tool_description="Manage git stashes") == "stash_ref"
    item = {"type": "object", "properties": {"ref": {"type": "string", "description": "Stash reference (e.g., stash@{0})."},
                                             "index": {"type": "integer"}, "branch": {"type": "string"},
                                             "description": {"type": "string"}, "timestamp": {"type": "integer"}},
            "required": ["ref", "index", "branch", "description", "timestamp"]}
    out = {"type": "object", "properties": {"stashes": {"type": "array", "items": item, "minItems": 2}}, "required": ["stashes"]}
    ps = _profiles(tmp_path, [_tool("git_stash", "Manage stashes in a git repository", {"path": {"type": "string"},
                                                                                         "mode": {"type": "string"}, "stashRef": ref}, ["path"], out)])
    for seed in range(5):
        listed = make_mock(ps["git_stash"], {"path": "/srv/app", "mode": "list"}, [], World(), random.Random(seed)).output["stashes"]
        assert [s["ref"] for s in listed] == [f"stash@{{{i}}}" for i in range(len(listed))], listed
        assert all(s["description"].startswith(f"WIP on {s['branch']}: ") for s in listed), listed
        assert [s["timestamp"] for s in listed] == sorted((s["timestamp"] for s in listed), reverse=True), listed


def test_a_push_answers_the_branch_it_pushed_and_never_both_pushed_and_rejected(tmp_path):
    """Round 25: git_push answered branch fix/login-timeout for remoteBranch chore/bump-deps, and release/2.4 in both
    pushedRefs and rejectedRefs."""
    refs = {"type": "array", "items": {"type": "string"}}
    out = {"type": "object", "properties": {"success": {"type": "boolean"}, "branch": {"type": "string"}, "upstreamSet": {"type": "boolean"},
                                            "pushedRefs": refs, "rejectedRefs": refs},
           "required": ["success", "branch", "upstreamSet", "pushedRefs", "rejectedRefs"]}
    ps = _profiles(tmp_path, [_tool("git_push", "Push changes to a remote repository", {
        "path": {"type": "string"}, "remote": {"type": "string"}, "branch": {"type": "string"}, "remoteBranch": {"type": "string"},
        "setUpstream": {"type": "boolean"}}, ["path"], out)])
    for seed in range(6):
        got = make_mock(ps["git_push"], {"path": "/srv/app", "remote": "origin", "remoteBranch": "chore/bump-deps", "setUpstream": False},
                        [], World(), random.Random(seed)).output
        assert got["branch"] == "chore/bump-deps" and got["upstreamSet"] is False, got
        assert not set(got["pushedRefs"]) & set(got["rejectedRefs"]), got
        assert ("chore/bump-deps" in got["pushedRefs"]) == got["success"], got


def test_a_font_listing_follows_its_filter_and_a_fonts_fields_are_its_own(tmp_path):
    """Round 25: list_fonts answered {"name": "Arial", "family": "Helvetica Neue", "style": "SourceSansPro-Regular"};
    list_fonts(filter=Arial) listed Source Sans Pro and Inter ("case-insensitive partial match on family or name")."""
    from seer.generate.symbolic.mocks import harmonise

    font = {"name": "Arial", "family": "Helvetica Neue", "style": "SourceSansPro-Regular"}
    harmonise(font)
    assert font == {"name": "Arial", "family": "Arial", "style": "Regular"}
    tool = _tool("list_fonts", "List the fonts installed for Illustrator", {"filter": {"type": "string", "description":
                 "Filter by family or name (case-insensitive partial match)"}}, [], {"type": "object", "properties": {
                     "fonts": {"type": "array", "minItems": 2, "items": {"type": "object", "properties": {
                         "name": {"type": "string"}, "family": {"type": "string"}, "style": {"type": "string"}},
                         "required": ["name", "family", "style"]}}, "total": {"type": "integer"}}, "required": ["fonts", "total"]})
    ps = _profiles(tmp_path, [tool])
    for seed in range(5):
        out = make_mock(ps["list_fonts"], {"filter": "Arial"}, [], World(), random.Random(seed)).output
        assert out["fonts"] and all("arial" in f["name"].lower() and f["family"] == "Arial" for f in out["fonts"]), out
        assert out["total"] == len(out["fonts"]) == len({f["name"] for f in out["fonts"]}), out


def test_a_placed_image_is_a_new_item_named_for_its_file(tmp_path):
    """Round 26: place_image(file_path=.../screenshot-checkout.png, name="Team portrait") answered the listed image's record
    (the one named Team portrait): a placed image is a new placed item, named for the file unless a name is given."""
    ps = _profiles(tmp_path, [_tool("get_images", "List the images placed in the Illustrator document", {}, []),
                              _tool("place_image", "Place an image file into the Illustrator document",
                                    {"file_path": {"type": "string", "description": "Path of the image file"}, "name": {"type": "string"}},
                                    ["file_path"])])
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        listed = next(v for v in make_mock(ps["get_images"], {}, [], world, rng).output.values() if isinstance(v, list))
        name = listed[0]["name"]
        shown = dict(listed[0])
        placed = make_mock(ps["place_image"], {"file_path": "/Users/ana/Desktop/shot.png", "name": name}, [], world, rng).output
        assert placed["image"] is not listed[0] and listed[0] == shown, placed  # the listed image is left as it was
        assert {k: v for k, v in placed["image"].items() if k != "file_path"} != shown, (placed, shown)
        bare = make_mock(ps["place_image"], {"file_path": "/Users/ana/Desktop/shot.png"}, [], world, rng).output
        assert bare["image"]["name"] == "shot.png", bare


def test_a_search_hit_holds_the_fields_of_its_indexs_mapping(tmp_path):
    """Round 21-22: get_mappings showed orders-2024.03's fields, then search answered hits with a bare 'title' the
    mapping did not have; a mapping read after a search showed other fields than its hits."""
    idx = {"index": {"type": "string"}}
    ps = _profiles(tmp_path, [_tool("get_mappings", "Get the field mappings of an Elasticsearch index", idx, ["index"]),
                              _tool("search", "Search an Elasticsearch index with a query DSL body",
                                    {**idx, "queryBody": {"type": "object"}}, ["index", "queryBody"])])
    query = {"query": {"match": {"status": "refunded"}}}
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        hits = make_mock(ps["search"], {"index": "orders-2024.03", "queryBody": query}, [], world, rng).output["hits"]
        fields = make_mock(ps["get_mappings"], {"index": "orders-2024.03"}, [], world, rng).output["orders-2024.03"]["mappings"]["properties"]
        assert hits and all(set(h["_source"]) == set(fields) and h["_source"]["status"] == "refunded" for h in hits), (hits, fields)
        world = World()
        fields = make_mock(ps["get_mappings"], {"index": "orders-2024.03"}, [], world, rng).output["orders-2024.03"]["mappings"]["properties"]
        hits = make_mock(ps["search"], {"index": "orders-2024.03", "queryBody": query}, [], world, rng).output["hits"]
        assert all(set(h["_source"]) == set(fields) for h in hits), (hits, fields)


def test_items_asked_for_by_a_range_lie_in_it(tmp_path):
    """Round 28: ai_track_frames(first=32, last=87) answered frames with index 0..6 (and one index twice)."""
    frames = {"type": "object", "properties": {"frames": {"type": "array", "minItems": 3, "items": {
        "type": "object", "properties": {"index": {"type": "integer"}, "name": {"type": "string"}}, "required": ["index", "name"]}}},
              "required": ["frames"]}
    rng = {"first": {"type": "integer"}, "last": {"type": "integer"}}
    ps = _profiles(tmp_path, [_tool("ai_track_frames", "Follow every element across a run of frames: the motion plan as one object.",
                                    rng, ["first", "last"]),
                              _tool("list_frames", "List the frames of a run of frames", rng, ["first", "last"], frames)])
    for seed, name in [(s, n) for s in range(4) for n in ("ai_track_frames", "list_frames")]:
        out = make_mock(ps[name], {"first": 32, "last": 87}, [], World(), random.Random(seed)).output
        frames = next((v for v in out.values() if isinstance(v, list)), None) or [v for v in out.values() if isinstance(v, dict)]
        indices = [f["index"] for f in frames if "index" in f]
        assert indices and indices == sorted(set(indices)) and all(32 <= i <= 87 for i in indices), out


def test_git_show_of_a_tree_lists_its_entries():
    """Round 40 read: git_show(object=969c94105f09) answered type tree with content 'The new pricing goes live on Monday.'"""
    from seer.generate.symbolic.mocks.git_records import git_agrees

    shown = {"success": True, "object": "969c94105f09", "type": "tree", "content": "The new pricing goes live on Monday."}
    git_agrees(shown)
    lines = shown["content"].splitlines()
    assert lines and all(re.fullmatch(r"(100644 blob|040000 tree) [0-9a-f]{40}\t\S+", line) for line in lines), shown


def _media_tools(tmp_path):
    block = {"anyOf": [{"type": "object", "properties": {"type": {"type": "string", "enum": ["image", "audio"]}, "data": {"type": "string"},
                                                             "mimeType": {"type": "string"}}, "required": ["type", "data", "mimeType"],
                        "additionalProperties": False},
                       {"type": "object", "properties": {"type": {"type": "string", "const": "resource"}, "resource": {
                           "type": "object", "properties": {"uri": {"type": "string"}, "mimeType": {"type": "string"}, "blob": {"type": "string"}},
                           "required": ["uri", "blob"], "additionalProperties": False}}, "required": ["type", "resource"], "additionalProperties": False}]}
    out = {"type": "object", "properties": {"content": {"type": "array", "items": block}}, "required": ["content"]}
    text = {"type": "object", "properties": {"content": {"type": "string"}}, "required": ["content"]}
    path = {"path": {"type": "string"}}
    return _profiles(tmp_path, [
        _tool("read_media_file", "Read a file and return it as a base64-encoded content block with its MIME type. Image and audio files "
              "are returned as image/audio content; any other file type is returned as an embedded resource.", path, ["path"], out),
        _tool("get_file_info", "Retrieve detailed metadata about a file or directory: size, times, permissions and type.", path, ["path"], text)])


def test_a_media_read_answers_content_of_the_files_own_type(tmp_path):
    """Round 27: read_media_file(.../notes.mp3) answered a PDF blob under https://docs.acme.io/...; an .png read answered an
    `audio` block with mimeType text/markdown holding a chat sentence."""
    import base64

    ps = _media_tools(tmp_path)
    want = {"notes.mp3": ("audio", "audio/mpeg", b"ID3"), "shot.png": ("image", "image/png", b"\x89PNG"),
            "photo.jpg": ("image", "image/jpeg", b"\xff\xd8"), "report.pdf": ("resource", "application/pdf", b"%PDF")}
    for seed, (name, (kind, mime, magic)) in [(s, w) for s in range(4) for w in want.items()]:
        path = f"/home/ana/projects/site/assets/{name}"
        blocks = make_mock(ps["read_media_file"], {"path": path}, [], World(), random.Random(seed)).output["content"]
        assert len(blocks) == 1 and blocks[0]["type"] == kind, blocks  # one file, one block of its own type
        body = blocks[0] if kind != "resource" else blocks[0]["resource"]
        assert body["mimeType"] == mime and base64.b64decode(body.get("data") or body["blob"]).startswith(magic), blocks
        if kind == "resource":
            assert body["uri"] == f"file://{path}", blocks


def test_the_info_of_a_folder_is_the_folders_and_says_it_is_one(tmp_path):
    """Round 26: get_file_info(path=/home/farah/projects/webshop) answered `path: .../webshop/main.png` (a file inside, for a
    later call); the info of a file answered the file's content."""
    ps = _media_tools(tmp_path)
    for seed in range(4):
        folder = make_mock(ps["get_file_info"], {"path": "/home/farah/projects/webshop"}, [], World(), random.Random(seed)).output["content"]
        assert "path: /home/farah/projects/webshop\n" in folder + "\n" and "type: directory" in folder, folder
        one = make_mock(ps["get_file_info"], {"path": "/home/farah/projects/webshop/main.py"}, [], World(), random.Random(seed)).output["content"]
        assert "path: /home/farah/projects/webshop/main.py" in one and "type: file" in one and "size: " in one, one


def test_a_success_carries_no_field_of_a_failure_or_an_option_left_off(tmp_path):
    """Round 70 read of git: git_commit answered signed: true beside a signingWarning ("Populated only when signing was
    requested but failed"); git_log answered a `note` ("Set when filters returned zero commits") beside its commits, and
    stat/patch text for stat: false, patch: false; a commit's status listed conflicted files (git refuses to commit those)."""
    commit_out = {"type": "object", "properties": {
        "success": {"type": "boolean"}, "commitHash": {"type": "string", "description": "SHA-1 hash of the created commit."},
        "signed": {"type": "boolean"}, "signingWarning": {"type": "string", "description": "Populated only when signing was requested but failed."},
        "status": {"type": "object", "properties": {"conflicted_files": {"type": "array", "items": {"type": "string"}},
                                                    "is_clean": {"type": "boolean"}}, "required": ["conflicted_files", "is_clean"]}},
        "required": ["success", "commitHash", "signed", "status"]}
    log_item = {"type": "object", "properties": {"hash": {"type": "string"}, "stat": {"type": "string", "description": "File change statistics (when stat option is used)."}},
                "required": ["hash"]}
    log_out = {"type": "object", "properties": {"commits": {"type": "array", "minItems": 1, "items": log_item},
                                                "note": {"type": "string", "description": "Set when filters returned zero commits."}},
               "required": ["commits"]}
    ps = _profiles(tmp_path, [_tool("git_commit", "Create a git commit", {"message": {"type": "string"}}, ["message"], commit_out),
                              _tool("git_log", "Show the git commit log", {"stat": {"type": "boolean"}}, [], log_out)])
    for seed in range(8):
        made = make_mock(ps["git_commit"], {"message": "fix: round totals"}, [], World(), random.Random(seed)).output
        assert "signingWarning" not in made and made["status"]["conflicted_files"] == [], made
        log = make_mock(ps["git_log"], {"stat": False}, [], World(), random.Random(seed)).output
        assert "note" not in log and all("stat" not in c for c in log["commits"]), log


def test_a_design_documents_structure_is_a_tree_of_its_layers_and_groups_are_artwork(tmp_path):
    """get_document_structure answered {"structure": {"coordinate_system": "document", "layer_name": "Headline"}} (its own
    arguments and the value handed on, as the whole record); get_groups answered groups named design/backend/platform-team."""
    from seer.generate.symbolic.mocks import Need

    ps = _profiles(tmp_path, [
        _tool("get_layers", "Get layer structure as a tree", {}, []),
        _tool("get_document_structure", "Get tree structure of layers, groups, and objects",
              {"depth": {"type": "number"}, "coordinate_system": {"type": "string", "enum": ["artboard-web", "document"]}}, []),
        _tool("get_groups", "Get structure of groups, clipping masks, and compound paths",
              {"layer_name": {"type": "string", "description": "Filter by layer name"}}, [])])
    teams = {"design", "backend", "platform-team", "platform", "support"}
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        world.plan = [ps["get_layers"], ps["get_document_structure"], ps["get_groups"]]
        layers = {r["name"] for r in make_mock(ps["get_layers"], {}, [], world, rng).output["layers"]}
        need = Need(2, next(x for x in ps["get_groups"].params if x.name == "layer_name"), None)
        tree = make_mock(ps["get_document_structure"], {"coordinate_system": "document"}, [need], world, rng).output["structure"]
        assert "coordinate_system" not in tree and tree["layers"] and all(n["type"] == "layer" and n.get("children") for n in tree["layers"]), tree
        handed = world.assigned[(2, "layer_name")]
        assert handed in {n["name"] for n in tree["layers"]} and {n["name"] for n in tree["layers"]} <= layers | {handed}, (tree, layers)
        groups = make_mock(ps["get_groups"], {"layer_name": handed}, [], world, rng).output["groups"]
        assert groups and not {g["name"] for g in groups} & teams, groups


def test_a_browsers_request_is_one_on_the_wire_and_a_listed_things_value_is_its_name(tmp_path):
    """intercept_requests answered a ticket (title "Remove mobile navigation on Safari", status "orders-request");
    list_platforms answered {"name": "github", "platform": "gitlab"} (the value handed on as a stray field beside the item's
    own name); refresh_platform_username answered username: {"platform": "gitlab"}."""
    from seer.generate.symbolic.mocks import Need

    text = {"type": "object", "properties": {"result": {"type": "string"}}, "required": ["result"]}
    ps = _profiles(tmp_path, [
        _tool("intercept_requests", "Intercept the browser's network requests that match a URL pattern",
              {"pattern": {"type": "string"}, "session_id": {"type": "string"}}, ["pattern"], text),
        _tool("list_platforms", "List all configured Git platforms (GitLab, GitHub, etc.)", {}, []),
        _tool("refresh_platform_username", "Refresh the username of a Git platform", {"platform": {"type": "string"}}, ["platform"])])
    for seed in range(5):
        out = make_mock(ps["intercept_requests"], {"pattern": "*/api/*"}, [], World(), random.Random(seed)).output["result"]
        assert re.search(r"^method: (GET|POST|PUT)$", out, re.M) and "title:" not in out, out
        world = World()
        world.plan = [ps["list_platforms"], ps["refresh_platform_username"]]
        need = Need(1, ps["refresh_platform_username"].params[0], None)
        items = next(v for v in make_mock(ps["list_platforms"], {}, [need], world, random.Random(seed)).output.values() if isinstance(v, list))
        assert all(set(i) <= {"id", "name"} for i in items) and world.assigned[(1, "platform")] in {i["name"] for i in items}, items
        receipt = make_mock(ps["refresh_platform_username"], {"platform": "gitlab"}, [], World(), random.Random(seed)).output
        assert isinstance(receipt["username"], str) and receipt["platform"] == "gitlab", receipt


def test_a_new_share_link_expires_on_its_own_and_its_revoke_shows_it():
    """Round 50: create_share_link answered the example's expires_at, the very one get_file_metadata listed for the file's
    existing link; then revoke_share_link showed the example's link again."""
    ps = {p.name: p for p in profile_spec(load_spec(EXAMPLES / "storage.json"))}
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        listed = make_mock(ps["get_file_metadata"], {"file_id": "f_3k9x0a7b2c"}, [], world, rng).output["share_links"][0]["expires_at"]
        made = make_mock(ps["create_share_link"], {"file_id": "f_3k9x0a7b2c"}, [], world, rng).output
        longer = make_mock(ps["create_share_link"], {"file_id": "f_3k9x0a7b2c", "expires_in_days": 60}, [], World(), random.Random(seed)).output
        assert made["expires_at"] != listed and longer["expires_at"] > made["expires_at"], (listed, made, longer)
        example = ps["create_share_link"].tool.examples[0]  # what the engine hands a tool with no example of its own
        revoked = make_mock(ps["revoke_share_link"], {"link_id": made["link_id"]}, [], world, rng, similar_example=example).output
        assert revoked["expires_at"] == made["expires_at"], (made, revoked)


def test_redis_commands_answer_as_redis_does_and_a_pop_takes_what_was_pushed(tmp_path):
    """Round 70: ZADD answered an invented record (`id: zad_dxnzufyy`, `action: add`), RPOP answered "deleted: 1" (a DEL's
    count), XGROUP CREATE an id; a notifications list held chat sentences."""
    text = {"type": "object", "properties": {"result": {"type": "string"}}, "required": ["result"]}
    redis = "Redis"
    ps = _profiles(tmp_path, [
        _tool("zadd", f"Add a member to a {redis} sorted set", {"key": {"type": "string"}, "score": {"type": "number"},
                                                               "member": {"type": "string"}}, ["key", "score", "member"], text),
        _tool("rpush", f"Push a value onto the right of a {redis} list", {"name": {"type": "string"}, "value": {"type": "string"}},
              ["name", "value"], text),
        _tool("rpop", f"Remove and return the last element from a {redis} list", {"name": {"type": "string"}}, ["name"], text),
        _tool("lpop", f"Remove and return the first element from a {redis} list", {"name": {"type": "string"}}, ["name"], text)])
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        added = make_mock(ps["zadd"], {"key": "leaderboard:weekly", "score": 61, "member": "player:dana"}, [], world, rng).output["result"]
        assert "player:dana" in added and "leaderboard:weekly" in added and "61" in added and "id:" not in added, added
        make_mock(ps["rpush"], {"name": "jobs:pending", "value": "job:4242"}, [], world, rng)
        assert make_mock(ps["rpop"], {"name": "jobs:pending"}, [], world, rng).output["result"] == "job:4242"
        popped = make_mock(ps["lpop"], {"name": "notifications:user:1042"}, [], World(), random.Random(seed)).output["result"]
        assert "deleted" not in popped and json.loads(popped)["type"], popped  # a notification, not a chat line


def test_a_wrap_up_protocol_is_steps_not_a_chat_line():
    """Round 70: git_wrapup_instructions answered {"instructions": "I could not reproduce the bug on staging."}."""
    from seer import kinds

    kind = kinds.infer("instructions", {"type": "string"}, tool_name="git_wrapup_instructions",
                       tool_description="Provides the wrap-up protocol for the current git session")
    assert kind == "instructions"
    for seed in range(5):
        steps = kinds.make(kind, random.Random(seed), {"type": "string"}, hint="instructions git wrapup").splitlines()
        assert len(steps) >= 3 and all(re.match(rf"{i}\. [A-Z]", s) for i, s in enumerate(steps, 1)), steps
        assert any("commit" in s.lower() or "diff" in s.lower() for s in steps), steps
    assert kinds.infer("protocol", {"type": "string"}, tool_name="http_get", tool_description="Fetch a URL") != "instructions"


def test_back_and_forward_land_on_pages_and_listed_positions_are_distinct(tmp_path):
    """Round 70: navigate_back/forward answered {"back": {"session_id": ...}} (no page); ai_list_layers listed two layers at
    index 4."""
    url = {"url": {"type": "string"}}
    ps = _profiles(tmp_path, [_tool("navigate", "Navigate the browser to a URL", url, ["url"]),
                              _tool("navigate_back", "Navigate back one step in the browser history", {}, []),
                              _tool("navigate_forward", "Navigate forward one step in the browser history", {}, []),
                              _tool("list_layers", "List the layers of the Illustrator document", {}, []),
                              _tool("wait_for_page", "Wait for the page's body element in the browser session",
                                    {"session_id": {"type": "string"}}, ["session_id"])])
    for seed in range(6):
        world, rng = World(), random.Random(seed)
        make_mock(ps["navigate"], {"url": "https://shop.example.com/cart"}, [], world, rng)
        make_mock(ps["navigate"], {"url": "https://shop.example.com/checkout"}, [], world, rng)
        assert make_mock(ps["navigate_back"], {}, [], world, rng).output["url"] == "https://shop.example.com/cart"
        assert make_mock(ps["navigate_forward"], {}, [], world, rng).output["url"] == "https://shop.example.com/checkout"
        world = World()  # round 71: a page a wait showed, then back and forward: the same site, and forward returns to it
        shown = make_mock(ps["wait_for_page"], {"session_id": "42a5a6fd"}, [], world, rng).output["page"]["url"]
        back = make_mock(ps["navigate_back"], {}, [], world, rng).output["url"]
        assert back.split("/")[2] == shown.split("/")[2] and back != shown, (shown, back)
        assert make_mock(ps["navigate_forward"], {}, [], world, rng).output["url"] == shown
        for _ in range(3):
            layers = make_mock(ps["list_layers"], {}, [], World(), rng).output["layers"]
            assert len({x["index"] for x in layers}) == len(layers), layers


def test_a_record_holds_only_its_own_fields_and_ids_take_the_form_the_spec_takes(tmp_path):
    """Round 50: get_index(logs-2024.07) answered {"index": ..., "name": "search-live"} (an alias name handed on to a later
    delete_alias, as a stray field); tab_list listed tab_bs943p66-style ids while tab_select/tab_close take an integer
    tab_id, and tab_new answered id 10 beside tabs 1 and 2; an After Effects project folder was a folder on disk."""
    from seer import kinds
    from seer.generate.symbolic.mocks import Need

    ps = _profiles(tmp_path, [
        _tool("get_index", "Get an Elasticsearch index", {"index": {"type": "string"}}, ["index"]),
        _tool("delete_alias", "Delete an Elasticsearch alias", {"index": {"type": "string"}, "name": {"type": "string"}}, ["index", "name"]),
        _tool("tab_list", "List all open tabs of the browser", {}, []),
        _tool("tab_new", "Open a new tab of the browser", {"url": {"type": "string"}}, []),
        _tool("tab_close", "Close a specific tab of the browser", {"tab_id": {"type": "integer", "description": "Tab ID to close"}}, ["tab_id"])])
    for seed in range(5):
        world, rng = World(), random.Random(seed)
        world.plan = [ps["get_index"], ps["delete_alias"]]
        need = Need(1, next(q for q in ps["delete_alias"].params if q.name == "name"), None)
        index = make_mock(ps["get_index"], {"index": "logs-2024.07"}, [need], world, rng).output["index"]
        assert set(index) <= {"index", "docs_count", "health"}, index
        world, rng = World(), random.Random(seed)
        world.plan = [ps["tab_list"], ps["tab_new"], ps["tab_close"]]
        listed = make_mock(ps["tab_list"], {}, [], world, rng).output["tabs"]
        assert all(isinstance(t["id"], int) for t in listed), listed
        close = Need(2, ps["tab_close"].params[0], None)
        made = make_mock(ps["tab_new"], {"url": "https://shop.example.com/cart"}, [close], world, rng).output["tab"]
        assert made["id"] == max(t["id"] for t in listed) + 1 and world.assigned[(2, "tab_id")] == made["id"], (listed, made)
    ae = dict(tool_name="ae_create_folder", tool_description="Create a folder in the project panel.")
    assert kinds.infer("name", {"type": "string"}, **ae) == "name" and kinds.infer("folder", {"type": "string"}, **ae) == "name"
    assert kinds.infer("folder", {"type": "string"}, tool_name="move_file", tool_description="Move a file into a folder") == "dir_path"


def test_round_72_records_agree_with_what_the_call_and_the_request_said(tmp_path):
    """Round 72: get_cluster_health(cluster=prod-eu-1) answered cluster_name staging-us-east; get_alias(index=orders-current)
    listed orders-current pointing at itself; get_fork_info of the project create_project had just made answered another
    repository (search-indexer, 1681 stars); get_indexed_keys_number answered a key beside its count (for a later GET);
    json_get $.address.city answered "eu-west-1"; a comp's markers came out of time order."""
    from seer.generate.symbolic.mocks import Need
    from seer.generate.symbolic.mocks.redis_docs import _leaf

    ps = _profiles(tmp_path, [
        _tool("get_cluster_health", "Get the health of an Elasticsearch cluster", {"cluster": {"type": "string"}}, ["cluster"]),
        _tool("get_alias", "Get the aliases of an Elasticsearch index", {"index": {"type": "string"}}, ["index"]),
        _tool("create_project", "Create a new project on GitLab or GitHub", {"platform": {"type": "string"}, "name": {"type": "string"}}, ["name"]),
        _tool("get_fork_info", "Get repository fork information", {"platform": {"type": "string"}, "project_id": {"type": "string"}}, ["project_id"]),
        _tool("get_indexed_keys_number", "Get the number of keys indexed by a Redis search index", {"index_name": {"type": "string"}}, ["index_name"]),
        _tool("get", "Get a Redis string value", {"key": {"type": "string"}}, ["key"]),
        _tool("ae_markers", "Read the markers on an After Effects comp", {"comp_name": {"type": "string"}}, [])])
    for seed in range(5):
        rng = random.Random(seed)
        health = make_mock(ps["get_cluster_health"], {"cluster": "prod-eu-1"}, [], World(), rng).output["health"]
        assert health["cluster_name"] == "prod-eu-1", health
        aliases = make_mock(ps["get_alias"], {"index": "orders-current"}, [], World(), rng).output["aliases"]
        assert all(a["alias"] != a["index"] for a in aliases), aliases
        world = World()
        made = make_mock(ps["create_project"], {"platform": "gitlab", "name": "prime-canyon"}, [], world, rng).output["project"]
        fork = make_mock(ps["get_fork_info"], {"platform": "gitlab", "project_id": made["id"]}, [], world, rng).output["repository"]
        assert fork["name"] == "prime-canyon" and fork.get("stars", 0) == 0, fork
        world = World()
        world.plan = [ps["get_indexed_keys_number"], ps["get"]]
        counted = make_mock(ps["get_indexed_keys_number"], {"index_name": "idx:users"}, [Need(1, ps["get"].params[0], None)], world, rng).output
        assert set(counted) <= {"index_name", "count"} and (1, "key") not in world.assigned, counted
        markers = make_mock(ps["ae_markers"], {"comp_name": "Logo reveal"}, [], World(), rng).output["markers"]
        assert [m["time"] for m in markers] == sorted(m["time"] for m in markers), markers
        assert _leaf("city", rng) not in ("eu-west-1", "dark", "weekly", "v2")


def test_a_call_that_touched_no_path_hands_on_none(tmp_path):
    """Round 72: ae_create_folder(name=Audio) answered a disk `path` (for a later ae_import_folder), and the user then said
    "The path is /home/alice/projects/analytics/deploy: that's the one we need"."""
    from seer.generate.symbolic.mocks import Need

    ps = _profiles(tmp_path, [
        _tool("ae_create_folder", "Create a folder in the project panel.", {"name": {"type": "string"}}, ["name"]),
        _tool("ae_import_folder", "Import every file in a directory in one round-trip.", {"path": {"type": "string"}}, ["path"])])
    for seed in range(5):
        world = World()
        world.plan = [ps["ae_create_folder"], ps["ae_import_folder"]]
        out = make_mock(ps["ae_create_folder"], {"name": "Audio"}, [Need(1, ps["ae_import_folder"].params[0], None)], world,
                        random.Random(seed)).output
        assert "/" not in json.dumps(out) and (1, "path") not in world.assigned, out


def test_an_attribute_read_answers_the_attributes_value(tmp_path):
    """Round 72: get_element_attribute(attribute=value) answered the element (ref, tag, text "Save changes")."""
    ps = _profiles(tmp_path, [_tool("get_element_attribute", "Get the value of an attribute of an element in the browser page",
                                    {"by": {"type": "string"}, "value": {"type": "string"}, "attribute": {"type": "string"}},
                                    ["by", "value", "attribute"])])
    for seed in range(5):
        out = make_mock(ps["get_element_attribute"], {"by": "css", "value": "a.nav-link", "attribute": "href"}, [], World(),
                        random.Random(seed)).output
        assert out["attribute"] == "href" and out["value"].startswith("https://"), out


def test_one_quantity_has_one_value_and_a_browsers_network_log_lists_requests(tmp_path):
    """Round 73: ae_new_comp(fps=25) answered frame_rate 24 beside fps 25 and a 1290-wide comp; get_network_logs answered
    console lines ("Uncaught TypeError ...")."""
    ps = _profiles(tmp_path, [
        _tool("ae_new_comp", "Create a new After Effects composition", {"name": {"type": "string"}, "fps": {"type": "number"}}, ["name"]),
        _tool("get_network_logs", "Get all captured network logs of the browser session", {}, [])])
    sizes = {(1920, 1080), (1080, 1080), (1080, 1920), (3840, 2160)}
    for seed in range(6):
        comp = make_mock(ps["ae_new_comp"], {"name": "Logo reveal", "fps": 25}, [], World(), random.Random(seed)).output["comp"]
        assert comp["frame_rate"] == 25 and (comp["width"], comp["height"]) in sizes, comp
        logged = next(v for v in make_mock(ps["get_network_logs"], {}, [], World(), random.Random(seed)).output.values() if isinstance(v, list))
        assert all(r["method"] in ("GET", "POST", "PUT") and r["url"].startswith("https://") for r in logged), logged


def test_round_74_git_records_and_listings_say_what_git_and_the_call_say(tmp_path):
    """Round 74: git_diff answered filesChanged 19 beside a one-file diff; git_blame(startLine=49) answered line 163
    holding a chat sentence; git_set_working_dir's confirmation was a commit message ("OK, so the message is 'refactor:
    ...'"); extract_design_tokens listed a token carrying the document path a later open_document took."""
    from seer.generate.symbolic.mocks import Need
    from seer.generate.symbolic.mocks.git_records import git_agrees

    diff = {"success": True, "diff": "diff --git a/a.py b/a.py\n--- a/a.py\n+++ b/a.py\n@@ -1,3 +1,3 @@\n x\n-a\n+b\n+c\n",
            "filesChanged": 19, "insertions": 40, "deletions": 51}
    git_agrees(diff)
    assert (diff["filesChanged"], diff["insertions"], diff["deletions"]) == (1, 2, 1), diff
    wd = {"success": True, "path": "/home/lena/projects/docs-site", "message": "refactor: drop unused feature flag"}
    git_agrees(wd)
    assert wd["message"] == "Working directory set to: /home/lena/projects/docs-site", wd
    lines = {"type": "array", "minItems": 2, "items": {"type": "object", "properties": {
        "lineNumber": {"type": "integer"}, "content": {"type": "string"}}, "required": ["lineNumber", "content"]}}
    ps = _profiles(tmp_path, [
        _tool("git_blame", "Show git blame for a file", {"filePath": {"type": "string"}, "startLine": {"type": "integer"}}, ["filePath"],
              {"type": "object", "properties": {"lines": lines}, "required": ["lines"]}),
        _tool("extract_design_tokens", "Extract the colors of the Illustrator document as design tokens", {}, []),
        _tool("open_document", "Open an Illustrator document", {"path": {"type": "string"}}, ["path"])])
    for seed in range(4):
        world, rng = World(), random.Random(seed)
        blamed = make_mock(ps["git_blame"], {"filePath": "users.csv", "startLine": 49}, [], world, rng).output["lines"]
        body = world.file_text("users.csv", rng).splitlines()
        assert [r["lineNumber"] for r in blamed] == list(range(49, 49 + len(blamed))) and all(r["content"] in body for r in blamed), blamed
        world.plan = [ps["extract_design_tokens"], ps["open_document"]]
        tokens = make_mock(ps["extract_design_tokens"], {}, [Need(1, ps["open_document"].params[0], None)], world, rng).output
        assert "/" not in json.dumps(tokens) and (1, "path") not in world.assigned, tokens


def test_an_after_effects_project_is_one_and_separations_are_ink_plates(tmp_path):
    """Round 75: ae_get_project_info answered a Jira project {key: OPS, name: search-project, lead: ...};
    get_separation_info answered an artwork item {name: "CTA button"}."""
    ps = _profiles(tmp_path, [_tool("ae_get_project_info", "Get information about the open After Effects project", {}, []),
                              _tool("get_separation_info", "Get the color separation information of the Illustrator document", {}, [])])
    for seed in range(5):
        project = make_mock(ps["ae_get_project_info"], {}, [], World(), random.Random(seed)).output["project"]
        assert project["name"].endswith(".aep") and "lead" not in project and "key" not in project, project
        plates = make_mock(ps["get_separation_info"], {}, [], World(), random.Random(seed)).output["separations"]
        assert [p["name"] for p in plates][:4] == ["Cyan", "Magenta", "Yellow", "Black"], plates
