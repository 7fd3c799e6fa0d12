"""Session 43: the reading rounds' fixes (rounds 1305-): each test names the record that was absurd."""

from __future__ import annotations

import re

from seer.harness.checks import objects
from tests.test_symbolic_mock_round_s26 import _steps
from tests.test_symbolic_round_s36 import _shared


def test_an_items_listing_has_one_id_per_item_and_its_items_sit_on_the_board():
    """illustrator-mograph-mcp n038-c66a525a (seed 1305): ai_artboard_items answered count 3, three items and two ids,
    its first item at x 801 of an 800-wide artboard. The ids are the listed items' (one each), and an item listed as on
    a board has its middle inside the board."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1303, 1309)):
        for tool, args, m in _steps(s):
            data = m.output.get("data") if tool == "ai_artboard_items" and not m.is_error and isinstance(m.output, dict) else None
            if not isinstance(data, dict) or not isinstance(data.get("items"), list):
                continue
            seen += 1
            assert len(data["ids"]) == len(data["items"]) == data["count"], (s.id, data)
            for item in data["items"]:
                x, y = item["position"]
                assert 0 <= x + item["width"] / 2 <= data["width"], (s.id, data["width"], item)
                assert 0 <= y + item["height"] / 2 <= data["height"], (s.id, data["height"], item)
    assert seen >= 5, seen


def test_a_symbol_placed_by_name_keeps_the_id_it_was_listed_under():
    """illustrator n000-dc93dd7f (seed 1305): get_symbols listed Logo as sym_b4bwva4z, then place_symbol(action=replace,
    symbol_name=Logo) answered symbol id sym_g9t6dva6: one symbol, one id."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1300, 1312)):
        listed: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "get_symbols":
                listed.update({r["name"]: r["id"] for r in objects(m.output) if "name" in r and "id" in r})
            if tool == "place_symbol" and args.get("symbol_name") in listed:
                seen += 1
                sym = m.output.get("symbol")
                assert sym["id"] == listed[args["symbol_name"]], (s.id, listed, m.output)
    assert seen >= 2, seen


def test_a_long_slash_compound_before_its_noun_stays_in_the_request():
    """selenium-mcp-selenium-pypi n006-d79dc712 (seed 1305): "Return all captured network request/response entries."
    became "Get all captured network, please.": the object was cut at request/response, and network is no thing one
    gets. The compound is one word before its noun."""
    from seer.generate.symbolic.phrasing import _from_description

    act = _from_description("Return all captured network request/response entries.")
    assert act is not None and act.obj.split()[-1] == "entries", act
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1303, 1309)):
        for t in s.conversation:
            assert not re.search(r"captured network(?! request)", t.user), (s.id, t.user)
            seen += "request/response entries" in t.user
    assert seen >= 1, seen


def test_a_step_forward_with_no_page_before_stays_on_the_site_the_requests_went_to():
    """selenium-mcp-selenium-pypi n006-d79dc712 (seed 1305): get_network_logs listed requests to shop.example.com, then
    navigate_forward answered larsen-lloyd.io/pricing. With no page known before it, a step in the history stays on the
    site the browser's requests went to."""
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1300, 1312)):
        site, paged = None, False
        for tool, args, m in _steps(s):
            text = m.output.get("result") if isinstance(m.output, dict) and not m.is_error else None
            if not isinstance(text, str):
                continue
            if tool == "get_network_logs" and site is None and not paged:
                hit = re.search(r"https?://[a-z0-9.-]+", text)
                site = hit[0] if hit else None
            elif tool in ("navigate_forward", "navigate_back") and site is not None and not paged:
                seen += 1
                assert re.search(r"(?m)^url: " + re.escape(site) + "/", text), (s.id, site, text)
            paged = paged or "\nurl: " in "\n" + text
    assert seen >= 1, seen


def test_an_attribute_is_named_before_the_word_attribute():
    """selenium-mcp-selenium-pypi n009-303a628f (seed 1306): "look up an attribute value of the attribute value with
    selector input#password": the attribute asked for is named as a person names it (the value attribute, the href
    attribute)."""
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1300, 1312)):
        for t in s.conversation:
            assert "of the attribute " not in t.user, (s.id, t.user)
            seen += bool(re.search(r"of the \S+ attribute\b", t.user))
    assert seen >= 3, seen


def test_a_receipt_reports_the_verb_the_tool_performs():
    """illustrator-mograph-mcp n012-c4bd5238 (seed 1306): dev_reload ("Reload the backend code") answered action "dev";
    ae_text_animate answered action "text". A receipt says what was done."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1300, 1312)):
        for tool, args, m in _steps(s):
            if tool in ("dev_reload", "ae_text_animate") and not m.is_error and isinstance(m.output, dict) and "action" in m.output:
                seen += 1
                assert m.output["action"] == {"dev_reload": "reload", "ae_text_animate": "animate"}[tool], (s.id, m.output)
    assert seen >= 3, seen


def test_a_refused_frame_rate_is_retried_at_a_rate_video_uses():
    """illustrator-adobe-mcp e000-571647df (seed 1306): adobe_an_document(publish, fps=30) failed "fps 30 is not
    accepted here" and the user said "Use 31 for the fps": no one publishes at 31 fps. A refused frame rate is retried
    at one of the rates video uses, and the error says why it was refused."""
    seen = 0
    for spec in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(spec, seeds=range(1300, 1312)):
            if s.kind != "error":
                continue
            for (tool, args, m), call in zip(_steps(s), s.expected_tools):
                flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
                fps = next((v for k, v in flat.items() if k in ("fps", "frame_rate", "frameRate")), None)
                if fps is None:
                    continue
                if m.is_error and "fps" in str(m.output) or not m.is_error and "retries" in call.rationale:
                    seen += 1
                    assert fps in (23.976, 24, 25, 29.97, 30, 50, 60), (s.id, tool, args)
                if m.is_error and re.search(r"(fps|frame rate) [\d.]+ is not accepted here", str(m.output)):
                    raise AssertionError((s.id, m.output))
    assert seen >= 2, seen


def test_a_timeline_label_is_a_frame_label_not_a_ticket_tag():
    """illustrator-adobe-mcp n006-ee02b065 (seed 1307): adobe_an_timeline(goto_frame, frame=41, label="needs-triage"): a
    label in a design app's timeline names a frame (intro, loop_start), never an issue tracker's tag."""
    from seer.kinds import infer, plausible

    assert infer("label", {"type": "string"}, tool_name="adobe_an_timeline",
                 tool_description="Animate timeline tools: goto_frame, add_label, play, stop") == "frame_label"
    assert not plausible("frame_label", "needs-triage")
    tags = ("needs-triage", "help wanted", "bug", "enhancement", "needs-review", "good first issue")
    seen = 0
    for spec in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(spec, seeds=range(1300, 1312)):
            for tool, args, m in _steps(s):
                flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
                if isinstance(flat.get("label"), str):
                    seen += 1
                    assert flat["label"] not in tags, (s.id, tool, args)
    assert seen >= 3, seen


def test_a_tool_is_not_asked_to_rename_when_it_takes_no_new_name():
    """illustrator-adobe-mcp n015-d305df40 (seed 1308): adobe_an_timeline(action=rename_layer, layer_name="Layer 1"):
    the tool has no parameter for the new name, so "rename the layer" asks for what no call can do; another of its
    operations is asked for."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1300, 1312)):
        for tool, args, m in _steps(s):
            if tool == "adobe_an_timeline":
                seen += 1
                assert not str(args["params"].get("action", "")).startswith("rename"), (s.id, args)
    assert seen >= 5, seen


def test_a_real_site_page_is_titled_as_the_site_titles_it():
    """selenium e000-452af3d0 (seed 1308): go_forward answered developer.mozilla.org/en-US/docs/Web/HTML titled
    "Html | Mozilla": MDN's pages end "| MDN" and say HTML and API in capitals."""
    from seer.kinds.web import page_text, page_title
    import random

    assert page_title("https://developer.mozilla.org/en-US/docs/Web/HTML") == "HTML | MDN"
    assert page_title("https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API") == "Fetch API | MDN"
    assert page_title("https://developer.mozilla.org/en-US/docs/Web/JavaScript") == "JavaScript | MDN"  # (seed 1327)
    assert "MDN Web Docs" in page_text({"url": "https://developer.mozilla.org/en-US/docs/Web/HTML", "title": "HTML | MDN"},
                                       random.Random(1))
    seen = 0
    for spec in ("selenium", "selenium-mcp-selenium-pypi", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=range(1300, 1312)):
            for m in s.mock_outputs:
                said = str(m.output)
                for title in re.findall(r"[^\"'\n:]* \| (?:Mozilla|MDN)", said):
                    seen += 1
                    assert title.endswith("| MDN") and not re.search(r"\b(?:Html|Api|Css)\b", title), (s.id, title)
    assert seen >= 1, seen


_BROWSER_SPECS = ("selenium", "selenium-mcp-selenium-pypi", "selenium-ai-agent-pypi", "selenium-selenium-mcp-pypi",
                  "selenium-angiejones")


def test_no_frame_field_or_alert_is_worked_in_a_browser_the_request_launched_and_took_nowhere():
    """selenium-mcp-selenium-pypi n008-51d4c140 (seed 1309): create_session, get_dom answered an empty page, then
    frame(switch) answered the frame inventory-frame holding "Forgot password?"; n009-303a628f (seed 1306):
    get_attribute(input#password) in a session just created. A browser just launched shows a blank page: no frame to
    switch to, no field to read and no alert to answer until it goes somewhere."""
    from seer.generate.symbolic.starts import on_page, starts

    for tool in ("frame", "get_attribute", "alert", "dialog_handle", "switch_to_frame"):
        assert on_page(tool), tool
    seen = 0
    for spec in _BROWSER_SPECS:
        for s in _shared(spec, seeds=range(1300, 1312)):
            launched = False
            for tool, args, m in _steps(s):
                if starts(tool):
                    launched = True
                elif re.search(r"navigate|goto|open_url|visit|setup_page|tab_new", tool):
                    launched = False
                elif launched and re.search(r"frame|attribute|alert|dialog", tool):
                    raise AssertionError((s.id, tool, args))
                seen += launched
    assert seen >= 20, seen


def test_a_reaction_never_reads_back_a_page_footer():
    """selenium-selenium-mcp-pypi n008-d121ae40 (seed 1309): after get_page_text, 'I see "© 2026 Guerra-Michael. All
    rights reserved." in there': no one reads a copyright footer back; the site the page belongs to is what they note."""
    seen = 0
    for spec in _BROWSER_SPECS:
        for s in _shared(spec, seeds=range(1300, 1312)):
            for t in s.conversation[1:]:
                assert not re.search(r"©|All rights reserved|We use cookies", t.user), (s.id, t.user)
                seen += " site." in t.user
    assert seen >= 1, seen


def test_a_list_of_commits_reads_as_a_history():
    """git-mcp-server n001-46c964e2 (seed 1310): get_merge_request_commits listed "refactor: extract price formatting
    helper" and "fix: handle empty cart in checkout" twice each, dated 2025-09, 2026-01, 2025-10 and 2025-05. Each
    commit of a history says its own change, newest first."""
    seen = 0
    for spec in ("git-mcp-server", "git", "git-official"):
        for s in _shared(spec, seeds=range(1305, 1312)):
            for tool, args, m in _steps(s):
                if m.is_error or m.grounding == "high":
                    continue
                for rec in [m.output, *objects(m.output)]:
                    for v in (rec.values() if isinstance(rec, dict) else []):
                        if isinstance(v, list) and len(v) > 1 and all(isinstance(r, dict) and "sha" in r and "message" in r
                                                                      and isinstance(r.get("date"), str) for r in v):
                            seen += 1
                            said = [r["message"] for r in v]
                            assert len(set(said)) == len(said), (s.id, tool, said)
                            dates = [r["date"] for r in v]
                            assert dates == sorted(dates, reverse=True) or args.get("reverse") is True, (s.id, tool, dates)
    assert seen >= 5, seen


def test_a_receipt_is_acknowledged_as_done_not_read_back_as_a_log():
    """selenium n018-bfc57267 (seed 1305): 'OK, that went through (action: set).'; selenium-angiejones n003-a14e0987
    (seed 1311): 'OK, that went through (completed at: 2025-10-05T10:35:00Z).'. A person says what was done to what
    ("Good, alert-danger is clicked.", "OK, that's set."), and still names a value the receipt holds."""
    from seer.harness.checks import concrete_values, found, norm_text

    plain = {"set", "apply", "add", "click", "press", "create", "open", "close", "select", "clear", "type", "move", "save",
             "delete", "take", "launch", "run", "stop", "start", "accept", "dismiss", "scroll", "drag", "upload"}
    acknowledged = 0
    for spec in ("selenium", "selenium-angiejones", "illustrator-adobe-mcp", "illustrator-mograph-mcp", "redis-mcp-redis"):
        for s in _shared(spec, seeds=range(1305, 1312)):
            turn_of = {i: t for t, turn in enumerate(s.conversation) for i in turn.calls}
            for t, turn in enumerate(s.conversation[1:], 1):
                said = turn.user
                assert "(completed at:" not in said, (s.id, said)
                raw = re.search(r"went through \((?:action|mode|operation|op): ([a-z]+)\)", said)
                assert raw is None or raw[1] not in plain, (s.id, said)
                if re.match(r"(OK|Good), (?:that's \w+|\w+ed\b|[^.]* is \w+ed)", said):
                    acknowledged += 1
                    shown = [m.output for i, m in enumerate(s.mock_outputs) if turn_of.get(i, t) < t]
                    values = [c for out in shown for c in concrete_values(out) if str(c) not in ("True", "False")]
                    assert any(found(c, norm_text(said)) for c in values), (s.id, said)
    assert acknowledged >= 10, acknowledged
    from seer.generate.symbolic.reactions import participle

    assert participle("apply") == "applied" and participle("drag") == "dragged" and participle("set") == "set"
    assert participle("teach") == "taught" and participle("set_active") is None


def test_a_cherry_pick_takes_no_commit_the_branch_checked_out_already_has():
    """git n000-a84c5e99 (seed 1312): git_wrapup_instructions listed e80686ede093 among the recent commits of main, and
    git_cherry_pick then picked e80686ede093 onto that branch; git_changelog_analyze's history of develop likewise fed
    a cherry-pick. A history a request shows is the branch checked out's: a cherry-pick copies a commit of another
    branch, not one the branch has. (s35's test asked the opposite and is changed with this one.)"""
    import json

    seen = 0
    for spec, seeds in (("git", range(1288, 1314)), ("git-official", range(1300, 1314)), ("git-mcp-server", range(1300, 1314))):
        for s in _shared(spec, seeds=seeds):
            shown = ""
            for tool, args, m in _steps(s):
                if tool == "git_cherry_pick" and re.search(r"git_(log|wrapup_instructions|changelog_analyze|show|tag|"
                                                           r"set_working_dir) ", shown):
                    seen += 1
                    for c in args.get("commits") or [args.get("commit")]:
                        assert not c or c not in shown, (s.id, c)
                shown += f" {tool} {json.dumps(m.output)}"
    assert seen >= 2, seen


def test_a_tag_created_is_reported_by_its_name():
    """git n000-a84c5e99 (seed 1312): git_tag(mode=create, tagName=v3.0.4) answered success and signed only; its schema
    reports the created tag's name in create mode ("created"), as the server does."""
    seen = 0
    for s in _shared("git", seeds=range(1300, 1314)):
        for tool, args, m in _steps(s):
            if tool == "git_tag" and args.get("mode") == "create" and not m.is_error and m.grounding != "high":
                seen += 1
                assert m.output.get("created") == args["tagName"], (s.id, args, m.output)
    assert seen >= 3, seen


def test_records_asked_for_since_a_time_are_dated_after_it():
    """git-official m000-bdcf5ccb (seed 1313): git_log(start_timestamp=2025-04-10T18:15:00Z), asked in February 2025,
    listed a commit of 2024-10-03. A window a read asks for starts in the past, and what it lists lies inside it."""
    import json
    from datetime import datetime, timezone

    def _when(v):
        if isinstance(v, int) and not isinstance(v, bool) and 10**9 <= v < 10**10:
            return datetime.fromtimestamp(v, timezone.utc)
        m = re.match(r"(\d{4}-\d\d-\d\d)(?:T(\d\d:\d\d))?", v) if isinstance(v, str) else None
        return datetime.fromisoformat(f"{m[1]}T{m[2] or '00:00'}+00:00") if m else None

    def _window_args(args):
        flat = dict(args)
        for v in args.values():
            v = json.loads(v) if isinstance(v, str) and v.strip().startswith("{") else v
            flat.update(v if isinstance(v, dict) else {})
        return flat

    _SINCE = {"since", "after", "start_timestamp", "start_date", "startdate", "from_date"}
    _UNTIL = {"until", "before", "end_timestamp", "end_date", "enddate", "to_date"}
    seen = 0
    for spec in ("git-official", "git-mcp-server", "git", "elasticsearch", "elasticsearch-py"):
        for s in _shared(spec, seeds=range(1305, 1314)):
            for tool, args, m in _steps(s):
                flat = _window_args(args)
                since = next((_when(v) for k, v in flat.items() if k.lower() in _SINCE and _when(v)), None)
                until = next((_when(v) for k, v in flat.items() if k.lower() in _UNTIL and _when(v)), None)
                if since is None and until is None or m.is_error or m.grounding == "high":
                    continue
                for rec in objects(m.output):
                    for f in ("date", "timestamp", "created_at", "committed_at"):
                        when = _when(rec.get(f))
                        if when is not None:
                            seen += 1
                            assert (since is None or when >= since) and (until is None or when <= until), (s.id, tool, args, rec)
    assert seen >= 5, seen


def test_a_platform_config_says_the_host_its_api_and_the_account():
    """git-mcp-server n009-f1be48d3 (seed 1313): get_platform_config(platform=github) answered {"config": {"platform":
    "github"}}, the name it was asked for and nothing of a configuration."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1300, 1314)):
        for tool, args, m in _steps(s):
            if tool == "get_platform_config" and not m.is_error and args.get("platform") in ("github", "gitlab"):
                seen += 1
                config = m.output["result"]["config"]
                host = {"github": "github.com", "gitlab": "gitlab.com"}[args["platform"]]
                assert config.get("url") == f"https://{host}" and host in str(config.get("api_url")), (s.id, config)
                assert isinstance(config.get("username"), str), (s.id, config)
    assert seen >= 2, seen


def test_a_group_gathers_two_objects_at_least_into_a_new_group():
    """illustrator n005-94f2c480 (seed 1315): find_objects found "Group 2" alone, then group_objects(uuids=[its uuid])
    ("Group multiple objects") answered that object itself. A group gathers two objects at least, and what it makes is a
    new group holding them."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1305, 1316)):
        for tool, args, m in _steps(s):
            if tool == "group_objects" and not m.is_error:
                seen += 1
                uuids = args.get("uuids") or []
                assert len(uuids) >= 2, (s.id, args)
                group = m.output.get("group") or {}
                assert group.get("items") == uuids and group.get("uuid") not in uuids, (s.id, m.output)
    assert seen >= 2, seen


def test_a_browser_dialog_reads_as_a_dialog():
    """selenium-mcp-selenium-pypi n010-5bcb5bb6 (seed 1315): alert(get_text) of "Handle browser alert/confirm/prompt
    dialogs" answered "text: Jane Doe": a dialog says a dialog's message (and the one accepted later is the one read)."""
    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "selenium-angiejones", "selenium"):
        for s in _shared(spec, seeds=range(1305, 1316)):
            read = None
            for tool, args, m in _steps(s):
                if tool in ("alert", "dialog_handle") and args.get("action") == "get_text" and not m.is_error:
                    seen += 1
                    said = m.output.get("text") or m.output.get("result", "").removeprefix("text: ")
                    assert said.endswith(("?", ".", ":")) and len(said.split()) >= 4, (s.id, m.output)
                    read = said
                elif tool in ("alert", "dialog_handle") and args.get("action") in ("accept", "dismiss") and read and not m.is_error:
                    assert read in str(m.output), (s.id, read, m.output)
    assert seen >= 2, seen


def test_a_branch_a_worktree_has_checked_out_is_not_deleted():
    """git n002-b8b727f9 (seed 1316): git_worktree(list) showed /home/dev/projects/webshop on feature/search-filters,
    then git_branch(mode=delete, branchName=feature/search-filters): git refuses to delete a branch checked out in a
    worktree. A branch handed on from where it is checked out is renamed, not removed, and a rename of it leaves the
    new name current."""
    seen = 0
    for s in _shared("git", seeds=range(1305, 1320)):
        checked_out: set[str] = set()
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "git_branch" and args.get("branchName") in checked_out:
                seen += 1
                assert args.get("mode") not in ("delete", "remove"), (s.id, args)
                if args.get("mode") == "rename" and "currentBranch" in m.output:
                    assert m.output["currentBranch"] == args["newBranchName"], (s.id, args, m.output)
            for rec in objects(m.output):
                for t in rec.get("worktrees") or []:
                    if isinstance(t, dict) and isinstance(t.get("branch"), str):
                        checked_out.add(t["branch"])
    assert seen >= 1, seen


def test_a_diff_shows_the_context_lines_asked_for():
    """git-official n003-5cd2744a (seed 1319): git_diff_staged(context_lines=10) answered "@@ -103,3 +103,3 @@" with one
    line either side of the change (and seeds 1306, 1311, 1314 alike). A hunk with less context than asked starts at the
    top of the file, and its header counts the lines it shows."""
    seen = 0
    for spec in ("git-official", "git"):
        for s in _shared(spec, seeds=range(1305, 1320)):
            for tool, args, m in _steps(s):
                asked = next((args[k] for k in ("context_lines", "contextLines") if isinstance(args.get(k), int)), None)
                if asked is None or m.is_error:
                    continue
                for text in re.findall(r"@@ -\d+,\d+ \+\d+,\d+ @@[^@]*", str(m.output).replace("\\n", "\n")):
                    head = re.match(r"@@ -(\d+),(\d+) \+(\d+),(\d+) @@", text)
                    body = [ln for ln in text.split("\ndiff --git ")[0].split("\n")[1:] if ln[:1] in (" ", "+", "-")]
                    before = next((i for i, ln in enumerate(body) if ln[:1] in "+-"), 0)  # context lines above the change
                    seen += 1
                    assert int(head[2]) == sum(not ln.startswith("+") for ln in body), (s.id, text)
                    assert before >= asked or int(head[1]) == 1, (s.id, asked, text)  # as asked, or all the file has
    assert seen >= 3, seen


def test_a_folder_wrongly_named_in_a_recovery_is_one_such_a_file_goes_in():
    """filesystem e000-5714178e (seed 1320): write_file(.../design-system/deploy/index.ts) failed "directory .../deploy
    does not exist" and the user moved it to the project's root: index.ts in deploy/ is no slip a person makes. The folder
    the user wrongly names is one such a file goes in (or one of no set kind: build/, tmp/).

    (The wider class, files in folders that hold other kinds, src/components/users.csv, stays open: making absolute
    paths, listings and handed-on files fit their folder broke the agreement of a listing with the file read after it,
    so that part was taken back in s43.)"""
    from seer.kinds.code import DIRS, FILES, files_in

    seen = 0
    for spec in ("filesystem", "git", "illustrator-adobe-mcp"):
        for s in _shared(spec, seeds=range(1315, 1330)):
            for tool, args, m in _steps(s):
                said = str(m.output.get("error", {}).get("message", "")) if m.is_error and isinstance(m.output, dict) else ""
                hit = re.match(r"directory (\S+)/([\w-]+) does not exist", said)
                name = next((v.rsplit("/", 1)[-1] for v in args_of(args).values() if isinstance(v, str) and "/" in v), "")
                if hit and name in FILES:
                    seen += 1
                    assert hit[2] not in DIRS or name in files_in(hit[2]), (s.id, said, name)
    assert seen >= 2, seen


def args_of(args):
    return args.get("params", args) if isinstance(args.get("params"), dict) else args


def test_a_value_a_call_just_went_through_with_is_not_then_not_found():
    """slack e000-3d54452d (seed 1321): slack_post_message(channel_id=C0DH0QFJLZ) went through, then
    slack_reply_to_thread(channel_id=C0DH0QFJLZ) failed "channel ID C0DH0QFJLZ not found". What a call of the request
    just used is there: the failure blames something else (or the server is busy)."""
    seen = 0
    for spec in ("slack", "git-mcp-server", "elasticsearch", "redis-mcp-redis", "selenium-mcp-selenium-pypi"):
        for s in _shared(spec, seeds=range(1314, 1323)):
            if s.kind != "error":
                continue
            used: dict[str, set] = {}
            for tool, args, m in _steps(s):
                flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
                said = str(m.output.get("error", {}).get("message", "")) if m.is_error and isinstance(m.output, dict) else ""
                if said.endswith("not found"):
                    seen += 1
                    for k, v in flat.items():
                        if isinstance(v, (str, int)) and str(v) in said:
                            assert v not in used.get(k, set()), (s.id, tool, k, v, said)
                if not m.is_error:
                    for k, v in flat.items():
                        if isinstance(v, (str, int)) and not isinstance(v, bool):
                            used.setdefault(k, set()).add(v)
    assert seen >= 3, seen


def test_a_pdf_export_takes_a_pdf_preset():
    """illustrator-adobe-mcp e000-46510e37 (seed 1322): adobe_id_document(action=export_pdf, preset="Social square"): a
    PDF is exported with a PDF preset ([High Quality Print], [Press Quality]), not a video sequence's."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1310, 1324)):
        for tool, args, m in _steps(s):
            flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
            if "pdf" in str(flat.get("action", "")).lower() and isinstance(flat.get("preset"), str):
                seen += 1
                assert flat["preset"].startswith("[") and flat["preset"].endswith("]"), (s.id, args)
    assert seen >= 2, seen


def test_a_layer_a_write_acts_on_is_not_locked_in_its_result():
    """illustrator-mograph-mcp n018-7673e7dd (seed 1323): ae_split_layer(layer=5) answered layer 5 "BG Solid" locked:
    After Effects splits, moves or edits no locked layer, so the layer a write went through on is unlocked."""
    seen = 0
    for spec in ("illustrator-mograph-mcp", "illustrator-adobe-mcp", "illustrator"):
        for s in _shared(spec, seeds=range(1316, 1324)):
            for tool, args, m in _steps(s):
                flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
                if m.is_error or re.search(r"lock|list|get|find|info|tree|inspect|show|read|check|verify|diff|compare|"
                                           r"export|render|status|track|usage|snapshot|select", tool) or any("lock" in k for k in flat) \
                        or any(isinstance(v, str) and "lock" in v for v in flat.values()):  # (s45: manage_layers(action=
                    continue  # lock) answers the lock it set)
                if set(flat) - {"layer", "layer_index", "layer_name", "index", "name"} <= {"visible", "opacity", "color"} \
                        and "set" in tool:
                    continue  # (s45, round 1385: a layer's own options are set on a locked layer too; the lock stays)
                for rec in objects(m.output):
                    if rec.get("locked") is not None and any(rec.get(f) in flat.values() for f in ("index", "name")
                                                             if rec.get(f) is not None):
                        seen += 1
                        assert rec["locked"] is False, (s.id, tool, args, rec)
    assert seen >= 3, seen


def test_the_active_comp_a_script_reads_is_the_one_the_request_worked_in():
    """illustrator-adobe-mcp n007-20c1e4ca (seed 1328): a layer of comp "Logo reveal" was duplicated and blurred, then
    adobe_run_jsx(app.project.activeItem.name;) answered "Main Comp": the active comp is the one the request worked in."""
    import json

    seen = 0
    for spec in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(spec, seeds=range(1320, 1330)):
            comps: list[str] = []
            for tool, args, m in _steps(s):
                flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
                code = str(flat.get("code") or flat.get("script") or "")
                if "activeItem.name" in code and comps and not m.is_error:
                    seen += 1
                    assert comps[-1] in json.dumps(m.output), (s.id, comps, m.output)
                if isinstance(flat.get("comp_name"), str) and not m.is_error:
                    comps.append(flat["comp_name"])
    assert seen >= 1, seen


def test_a_trunk_is_renamed_as_a_trunk():
    """git n004-e9e2e2ed (seed 1329): git_clone answered branch main, then git_branch(mode=rename, branchName=main,
    newBranchName=feature/dark-mode): no one renames the trunk to a topic branch's name (master becomes main)."""
    seen = 0
    for s in _shared("git", seeds=range(1300, 1330)):
        for tool, args, m in _steps(s):
            if tool == "git_branch" and args.get("mode") == "rename" and args.get("branchName") in ("main", "master", "develop"):
                seen += 1
                assert "/" not in str(args.get("newBranchName")), (s.id, args)
    assert seen >= 2, seen


def test_an_alias_named_for_writing_is_the_write_index_and_one_for_reading_is_not():
    """elasticsearch-py n002-1cb6e35f and n004-cf61c6e3 (seed 1330): list_aliases answered products-read as a write
    index, get_alias metrics-write as not one and metrics-current as the write index beside it. An alias named for
    writing is the index's write alias (its only one), one named for reading or searching never is."""
    seen = 0
    for spec in ("elasticsearch-py", "elasticsearch"):
        for s in _shared(spec, seeds=range(1322, 1331)):
            for tool, args, m in _steps(s):
                if m.is_error or m.grounding == "high":
                    continue
                pairs = [(r.get("index"), r["alias"], r["is_write_index"]) for r in objects(m.output)
                         if isinstance(r.get("alias"), str) and isinstance(r.get("is_write_index"), bool)]
                text = " ".join(v for v in (m.output.values() if isinstance(m.output, dict) else []) if isinstance(v, str))
                pairs += [(i, a, w == "True") for i, a, w in re.findall(r"- ([\w.-]+) \(alias: ([\w.-]+), is_write_index: (True|False)", text)]
                for index, alias, writes in pairs:
                    seen += 1
                    if alias.endswith(("-read", "-search")):
                        assert not writes, (s.id, tool, alias)
                    if alias.endswith("-write"):
                        assert writes, (s.id, tool, alias)
                        assert not any(w and i == index and a != alias for i, a, w in pairs), (s.id, tool, pairs)
    assert seen >= 10, seen


def test_a_put_back_says_back_and_a_list_of_names_has_no_syntax_error():
    """illustrator-mograph-mcp n025-52bc914e (seed 1331): "Put every pushed layer back in the stacking order the
    Illustrator artwork had" became "Please put every pushed layer.", which says nothing; elasticsearch-py e000-9d9d37ae:
    analyze_text(filter=["porter_stem", "stop"]) failed "syntax error near '['porter_stem''", a Python list's text."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1326, 1332)):
        for t in s.conversation:
            if "pushed layer" in t.user:
                seen += 1
                assert re.search(r"pushed layers? back\b", t.user), (s.id, t.user)
    for s in _shared("elasticsearch-py", seeds=range(1326, 1332)):
        for tool, args, m in _steps(s):
            if m.is_error:
                assert "['" not in str(m.output.get("error", {}).get("message", "")), (s.id, m.output)
    assert seen >= 1, seen
