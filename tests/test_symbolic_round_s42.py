"""Session 42: the reading rounds' fixes (rounds 1267-): each test names the record that was absurd."""

from __future__ import annotations

from seer.generate.symbolic.cards import args_body
from seer.harness.checks import objects
from tests.test_symbolic_mock_round_s26 import _steps
from tests.test_symbolic_round_s36 import _shared


def test_a_commit_leaves_nothing_staged():
    """git n010-a66b01d5 (seed 1267): git_commit answered a status whose "Remaining staged changes after commit" still
    counted four files, 38 insertions and 29 deletions. A commit records the whole staging area: nothing is left staged,
    and the tree is clean only when nothing else is pending."""
    seen = 0
    for s in _shared("git", seeds=range(1264, 1272)):
        for tool, args, m in _steps(s):
            status = m.output.get("status") if tool == "git_commit" and not m.is_error and isinstance(m.output, dict) else None
            if not isinstance(status, dict):
                continue
            seen += 1
            staged = status.get("staged_changes")
            assert not any(staged.values()) if isinstance(staged, dict) else not staged, (s.id, status)
            pending = bool(status.get("untracked_files") or status.get("conflicted_files")
                           or any((status.get("unstaged_changes") or {}).values()))
            assert status.get("is_clean") is not pending, (s.id, status)
    assert seen >= 3, seen


def test_a_new_commit_does_not_take_the_message_of_a_commit_shown():
    """git-official n004-3921f11b (seed 1267): git_show of 2157803b423a answered "chore: bump dependencies" and its
    diff, then git_add of two other files and git_commit(message="chore: bump dependencies"): a diff of a commit already
    made is no change of the working tree, and a new commit says its own change."""
    seen = 0
    for s in _shared("git-official", seeds=range(1264, 1280)):
        shown: set[str] = set()
        for tool, args, m in _steps(s):
            if tool == "git_commit" and shown:
                seen += 1
                assert args.get("message") not in shown, (s.id, args, shown)
            if tool in ("git_show", "git_log") and not m.is_error:
                shown |= {r["message"] for r in objects(m.output) if isinstance(r.get("message"), str) and "sha" in r}
    assert seen >= 2, seen


def test_a_commit_subject_says_a_change_made_and_a_verb_fits_its_subject():
    """git n010-5bcf464a (seed 1268): git_wrapup_instructions listed recent commits "Remove API latency for EU customers"
    and "Investigate dark mode in the settings screen": a commit says a change made (no one commits an investigation),
    and no one removes API latency."""
    import json

    seen = 0
    for s in _shared("git", seeds=range(1266, 1272)):
        for tool, args, m in _steps(s):
            for rec in objects(m.output):
                said = rec.get("subject") if "hash" in rec else None
                if isinstance(said, str):
                    seen += 1
                    assert not said.startswith(("Investigate", "Remove API latency", "Add API latency", "Remove invoice")), (s.id, said)
        text = json.dumps([m.output for m in s.mock_outputs])
        assert "Remove API latency" not in text and "Remove login timeout" not in text, s.id
    assert seen >= 20, seen


def test_a_reload_after_a_setup_reloads_the_product_it_set_up():
    """selenium n003-e024e783 (seed 1268): analyzer_setup(url=https://www.mobilebanking.com), then refresh_page answered
    "Settings | Sullivan-Stewart" at sullivan-stewart.org: a page no call showed. A session set up on a product's URL
    is on that product when the browser reloads."""
    seen = 0
    for s in _shared("selenium", seeds=range(1266, 1276)):
        opened = None
        for tool, args, m in _steps(s):
            if tool in ("analyzer_setup", "navigate_to", "planner_setup_page", "generator_setup_page") and not m.is_error:
                opened = args.get("url") if isinstance(args.get("url"), str) else opened
                pages = [r for r in objects(m.output) if isinstance(r.get("url"), str) and isinstance(r.get("title"), str)]
                opened = pages[0]["url"] if len(pages) == 1 else opened
            elif tool == "refresh_page" and opened and not m.is_error:
                seen += 1
                page = m.output.get("page") if isinstance(m.output, dict) else None
                assert isinstance(page, dict) and page.get("url") == opened, (s.id, opened, m.output)
            elif tool not in ("verify_element_visible", "capture_page", "take_screenshot", "console_logs", "analyzer_build_risk_profile",
                              "analyzer_save_profile", "analyzer_generate_documentation", "wait_for"):
                opened = None  # a click, a tab or a step back may have moved the browser
    assert seen >= 1, seen


def test_an_effects_parameter_is_set_to_a_value_of_its_own():
    """illustrator-adobe-mcp n000-63833c9a (seed 1269): adobe_pr_effects(action=set_param, effect_name="Drop Shadow",
    param_value="The draft of the release notes is ready for review."): an effect's parameter is named (Opacity) and
    set to a number, never to a sentence."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1264, 1290)):
        for tool, args, m in _steps(s):
            inner = args_body(args)
            if "effect" not in tool or inner.get("action") != "set_param" or inner.get("effect_name") not in ("Drop Shadow", "Gaussian Blur", "Glow"):
                continue
            seen += 1
            assert isinstance(inner.get("param_name"), str) and str(inner.get("param_value")).replace(".", "").isdigit(), (s.id, args)
    assert seen >= 1, seen


def test_a_read_of_markers_sends_no_comment_to_write():
    """illustrator-mograph-mcp n014-d1efb845 (seed 1269): ae_markers(comment="The deploy finished without errors. ...",
    layer=1) with `op` left at its default `get` ("Read or add markers"): a read is sent no text to write."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1264, 1276)):
        for tool, args, m in _steps(s):
            if tool == "ae_markers" and args.get("op", "get") == "get":
                seen += 1
                assert not args.get("comment"), (s.id, args)
    assert seen >= 3, seen


def test_a_comp_lasts_past_the_times_the_request_works_at():
    """illustrator-mograph-mcp n014-d1efb845 (seed 1269): ae_list_layers(at_time=20) answered Main Comp lasting 5 s, and
    ae_markers then showed a marker at 24.2 s: a time asked for or shown in a comp lies within its duration."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1264, 1276)):
        durations = [r["duration"] for c, m in zip(s.expected_tools, s.mock_outputs) if not m.is_error
                     and not any("duration" in o for o in objects(c.arguments))  # (a comp set to 5 s answers 5 s)
                     for r in objects(m.output) if isinstance(r.get("duration"), (int, float)) and {"frameRate", "frame_rate", "fps"} & set(r)]
        times = [v for c in s.expected_tools for r in objects(c.arguments) for k, v in r.items()
                 if k in ("at_time", "time") and isinstance(v, (int, float))]
        times += [r["time"] for m in s.mock_outputs if not m.is_error for r in objects(m.output) if isinstance(r.get("time"), (int, float))]
        if durations and times:
            seen += 1
            assert max(times) <= min(durations), (s.id, durations, times)
    assert seen >= 5, seen


def test_a_document_is_never_asked_of_media_encoder():
    """illustrator-adobe-mcp n003-f4d968a9 (seed 1270): adobe_get_doc_info(app=mediaencoder) answered a document "Event
    flyer": Media Encoder holds an encoding queue, no document. The document of a request that encodes is the Premiere
    Pro project."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1264, 1290)):
        tools = [c.tool for c in s.expected_tools]
        for tool, args, m in _steps(s):
            if tool in ("adobe_get_doc_info", "adobe_save_file", "adobe_close_document", "adobe_open_file"):
                seen += "adobe_ame_encode" in tools
                assert args_body(args).get("app") != "mediaencoder", (s.id, tool, args)
    assert seen >= 1, seen


def test_a_user_reads_a_pages_title_not_its_markup():
    """selenium-mcp-selenium-pypi n000-b2448856 (seed 1270): get_dom answered the page's HTML and the user said
    '"<title>About | Contoso</title>" — that matches what I expected': a person reads the title, not its tags."""
    import re

    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "selenium-angiejones", "selenium-selenium-mcp-pypi"):
        for s in _shared(spec, seeds=range(1264, 1276)):
            for t, turn in enumerate(s.conversation[1:], 1):
                earlier = [s.mock_outputs[i] for tt in s.conversation[:t] for i in tt.calls]
                if any("<title>" in str(m.output) for m in earlier):
                    seen += 1
                    assert not re.search(r'"<(title|h1|h2|p|a)>', turn.user), (s.id, turn.user)
    assert seen >= 3, seen


def test_an_artboard_named_for_a_size_has_that_size_in_a_listing():
    """illustrator n016-b2ec8b10 (seed 1271): get_artboards(index=6) listed "Web banner 728x90" at 350 x 865: a board
    named for its size is that size wherever a result shows it."""
    from seer.generate.symbolic.mocks.records import named_size

    seen = 0
    for s in _shared("illustrator", seeds=range(1266, 1276)):
        for tool, args, m in _steps(s):
            for rec in objects(m.output) if not m.is_error else ():
                size = named_size(rec["name"]) if isinstance(rec.get("name"), str) else None
                if size and isinstance(rec.get("width"), int) and not {"width", "height"} & set(args):
                    seen += 1
                    assert (rec["width"], rec["height"]) == size, (s.id, tool, rec)
    assert seen >= 3, seen


def test_a_missing_monthly_index_is_corrected_to_its_neighbour_not_renamed():
    """elasticsearch e000-86e0341e (seed 1271): get_shards(metrics-2024.06) failed "not found" and the user said "Ah,
    metrics-2024.06 was renamed; it's orders-2024.12 now": an index of a monthly series is not renamed into another
    dataset. The user meant the month beside it (metrics-2024.07). Likewise create_index(products-2024.01) failing "already
    exists" is retried as products-2024.02, never as audit-2024.03 (elasticsearch-py e000-7c18734d, seed 1264)."""
    import difflib
    import re

    seen = 0
    for spec in ("elasticsearch", "elasticsearch-py"):
        for s in _shared(spec, seeds=range(1264, 1284)):
            if s.kind != "error" or len(s.expected_tools) < 2:
                continue
            failed, retried = s.expected_tools[-2].arguments, s.expected_tools[-1].arguments
            old, new = failed.get("index"), retried.get("index")
            if isinstance(old, str) and re.fullmatch(r"[a-z]+-\d{4}\.\d{2}", old) and s.mock_outputs[-2].is_error and old != new:
                seen += 1
                typo = difflib.SequenceMatcher(None, old, str(new)).ratio() > 0.85  # prodcuts-2024.05: the server's "did you mean"
                assert isinstance(new, str) and (typo or new.split("-")[0] == old.split("-")[0]), (s.id, old, new)
                assert "renamed" not in " ".join(t.user for t in s.conversation), s.id
    assert seen >= 2, seen


def test_a_list_action_lists_the_tools_things():
    """illustrator-adobe-mcp n007-9ecb6396 (seed 1271): adobe_pr_effects(action=list) answered "ok: True, action:
    list, completed_at: ..." and no effect: a list action of a multi-action tool lists what the tool manages."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1258, 1276)):
        for tool, args, m in _steps(s):
            inner = args_body(args)
            if inner.get("action") == "list" and not m.is_error and m.grounding == "low":
                seen += 1
                text = m.output.get("result", "") if isinstance(m.output, dict) else ""
                assert "\n- " in "\n" + text and "completed_at" not in text, (s.id, tool, m.output)
                names = [ln.split(" (")[0] for ln in text.splitlines() if ln.startswith("- ")]
                assert len(names) == len(set(names)), (s.id, tool, names)
    assert seen >= 4, seen


def test_a_log_line_is_written_by_a_service_that_does_that_work():
    """elasticsearch-py n004-56e96a4c (seed 1272): search_documents(level=ERROR) found "Payment provider timeout after
    30000 ms" logged by search-indexer: a search indexer calls no payment provider. A line is its service's."""
    payments = {"Payment provider timeout after 30000 ms", "Upstream timeout from payments-gateway", "Retrying webhook delivery (attempt 3)"}
    seen = 0
    for spec in ("elasticsearch", "elasticsearch-py"):
        for s in _shared(spec, seeds=range(1264, 1276)):
            for m in s.mock_outputs:
                for rec in objects(m.output) if not m.is_error else ():
                    if isinstance(rec.get("service"), str) and isinstance(rec.get("message"), str) and "level" in rec:
                        seen += 1
                        if rec["message"] in payments:
                            assert rec["service"] in ("checkout-api", "billing-worker"), (s.id, rec)
                        if rec["message"] == "User session refreshed":
                            assert rec["service"] == "auth-service", (s.id, rec)
    assert seen >= 20, seen


def test_an_element_found_by_its_tag_is_of_that_tag():
    """selenium-angiejones n003-7b1e3437 (seed 1273): get_element_text(by=tag, value=h1) answered a button "Save
    changes"; n001-d343c224: get_element_attribute(by=tag, value=table, attribute=class) answered "btn btn-primary".
    What is found by its tag is of that tag, shows what such an element shows and has a class of its kind."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1264, 1280)):
        for tool, args, m in _steps(s):
            if args.get("by") != "tag" or m.is_error or not isinstance(args.get("value"), str):
                continue
            for rec in objects(m.output):
                if isinstance(rec.get("tag"), str):
                    seen += 1
                    assert rec["tag"] == args["value"].lower(), (s.id, tool, args, rec)
                    if rec["tag"] in ("h1", "h2"):
                        assert rec.get("text") not in ("Save changes", "Sign in", "Add to cart", "Submit"), (s.id, rec)
            if args.get("attribute") == "class" and args["value"] not in ("button", "a"):
                seen += 1
                assert "btn" not in str(m.output.get("value")), (s.id, args, m.output)
    assert seen >= 3, seen


def test_a_github_milestone_is_open_not_active():
    """git-mcp-server n013-b18dc929 (seed 1273): create_milestone(platform=github) answered state "active": GitHub's
    milestones are open or closed ("active" is GitLab's word)."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1264, 1280)):
        for tool, args, m in _steps(s):
            if "milestone" not in tool or m.is_error or args.get("platform") != "github":
                continue
            for rec in objects(m.output):
                if "state" in rec and "due_date" in rec:
                    seen += 1
                    assert rec["state"] in ("open", "closed"), (s.id, tool, rec)
    assert seen >= 2, seen


def test_a_rebase_moves_a_topic_branch_onto_the_trunk():
    """git n005-c3a9d2fd (seed 1275): git_rebase(branch=main, upstream=feature/checkout-redesign) answered
    "Successfully rebased and updated refs/heads/main": no team rebases its trunk onto a topic branch."""
    trunks = {"main", "master", "develop", "trunk"}
    seen = 0
    for s in _shared("git", seeds=range(1260, 1290)):
        for tool, args, m in _steps(s):
            if tool == "git_rebase" and isinstance(args.get("branch"), str) and isinstance(args.get("upstream"), str):
                seen += 1
                assert not (args["branch"] in trunks and args["upstream"] not in trunks
                            and args["upstream"] != f"origin/{args['branch']}"), (s.id, args)  # (s43: the trunk checked
                # out, handed on, is rebased onto its own remote, origin/main)
                assert args["branch"] != args["upstream"], (s.id, args)  # n009-79c4c96d: release/2.4 onto release/2.4
    assert seen >= 3, seen


def test_a_merge_request_is_titled_by_a_change_not_an_investigation():
    """git-mcp-server n010-4d28b8d7 (seed 1275): list_my_merge_requests listed "Investigate release notes on the checkout
    page" (merged): a merge request merges a change; an investigation is an issue's title."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1264, 1280)):
        for tool, args, m in _steps(s):
            if "merge" not in tool or m.is_error:
                continue
            for rec in objects(m.output):
                if isinstance(rec.get("title"), str) and "head" in rec:
                    seen += 1
                    assert not rec["title"].startswith("Investigate"), (s.id, tool, rec["title"])
    assert seen >= 10, seen


def test_a_cherry_picks_mainline_is_a_parent_number():
    """git n009-ec22846a (seed 1277): git_cherry_pick(mainline=60): -m names which parent of a merge the change is taken
    against, 1 or 2."""
    seen = 0
    for s in _shared("git", seeds=range(1262, 1290)):
        for tool, args, m in _steps(s):
            if isinstance(args.get("mainline"), int):
                seen += 1
                assert args["mainline"] in (1, 2), (s.id, tool, args)
    assert seen >= 3, seen


def test_a_project_is_no_fork_of_itself():
    """git-mcp-server n011-9411d28d (seed 1277): list_forks(project_id=2547) listed lena-k/search-indexer, the project
    itself (project_id 2547), among its forks."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1262, 1290)):
        for tool, args, m in _steps(s):
            if tool == "list_forks" and not m.is_error:
                seen += 1
                assert all(str(r.get("project_id")) != str(args.get("project_id")) for r in objects(m.output) if "owner" in r), (s.id, m.output)
    assert seen >= 2, seen


def test_a_log_entry_has_its_own_level_when_every_level_was_asked():
    """selenium n002-a440b1f0 (seed 1277): console_logs(level=ALL) answered entries whose level was "ALL": ALL asks for
    every level; an entry is INFO, WARNING or ERROR."""
    import json
    import re

    seen = 0
    for spec in ("selenium", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=range(1260, 1280)):
            for tool, args, m in _steps(s):
                inner = args_body(args)
                if str(inner.get("level", "")).upper() == "ALL" and not m.is_error:
                    seen += 1
                    assert not re.search(r'[Ll]evel\W+ALL\b', json.dumps(m.output)), (s.id, tool, m.output)
    assert seen >= 2, seen


def test_a_tree_holds_a_folder_shown_deeper_down():
    """filesystem n006-99aa2995 (seed 1277): list_allowed_directories showed billing-service and billing-service/src/api,
    and directory_tree of billing-service then held three files and no src folder."""
    import json
    import re

    seen = 0
    for s in _shared("filesystem", seeds=range(1262, 1290)):
        shown: set[str] = set()
        for tool, args, m in _steps(s):
            text = m.output.get("content") if isinstance(m.output, dict) and not m.is_error else None
            if tool == "list_allowed_directories" and isinstance(text, str):
                shown |= set(re.findall(r"^- (/\S+)", text, re.M))
            elif tool == "directory_tree" and isinstance(text, str) and text.startswith("{"):
                tree = json.loads(text)
                deep = [f for f in shown if f.startswith(tree["path"].rstrip("/") + "/") and f.count("/") > tree["path"].count("/") + 1]
                for f in deep:
                    seen += 1
                    top = f[len(tree["path"].rstrip("/")) + 1:].split("/")[0]
                    assert top in {c["name"] for c in tree["children"]}, (s.id, f, tree)
    assert seen >= 1, seen


def test_two_code_files_read_together_are_not_one_text_twice():
    """filesystem n006-c7500fb3 (seed 1278): read_multiple_files of app.js and utils.js answered the same Express server
    for both: an entry point serves, a helpers file holds helpers."""
    import re

    seen = 0
    for s in _shared("filesystem", seeds=range(1262, 1290)):
        for tool, args, m in _steps(s):
            text = m.output.get("content") if tool == "read_multiple_files" and not m.is_error and isinstance(m.output, dict) else None
            if not isinstance(text, str):
                continue
            bodies = dict(re.findall(r"^- (\S+) \(content: (.*?)\)(?=\n- /|\Z)", text, re.S | re.M))
            stems = {p.rsplit("/", 1)[-1].rsplit(".", 1)[0] for p in bodies}
            if len(bodies) >= 2 and len(stems) == len(bodies):
                seen += 1
                assert len(set(bodies.values())) == len(bodies), (s.id, list(bodies))
    assert seen >= 3, seen


def test_a_tag_verification_reports_the_signature():
    """git n002-e7627769 (seed 1278): git_tag(mode=verify) answered rawOutput "Latency dropped by 18% after the cache
    change.": what `git tag -v` prints is the signature check, good or bad as verified says."""
    seen = 0
    for s in _shared("git", seeds=range(1262, 1290)):
        for tool, args, m in _steps(s):
            raw = m.output.get("rawOutput") if tool == "git_tag" and not m.is_error and isinstance(m.output, dict) else None
            if args.get("mode") == "verify" and isinstance(raw, str):
                seen += 1
                assert "signature" in raw.lower(), (s.id, raw)
                if m.output.get("verified") is False:
                    assert "bad signature" in raw.lower(), (s.id, raw)
    assert seen >= 2, seen


def test_a_search_never_leaves_out_what_it_looks_for():
    """filesystem n000-7b00cbbf (seed 1279): search_files(pattern=node_modules, excludePatterns=[dist, node_modules])
    answered files inside node_modules: what a search looks for is never what it leaves out."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1262, 1290)):
        for tool, args, m in _steps(s):
            pattern, excluded = args.get("pattern"), args.get("excludePatterns")
            if isinstance(pattern, str) and isinstance(excluded, list) and excluded:
                seen += 1
                assert not any(e.strip("*/.") and e.strip("*/.") in pattern for e in excluded), (s.id, args)
    assert seen >= 3, seen


def test_objects_moved_to_a_layer_go_to_another_unlocked_one():
    """illustrator n008-a1f908a4 (seed 1279): find_objects showed Headline on layer Logo, then move_to_layer moved it
    to layer Logo, which the result showed locked: a move takes objects to another layer, one that takes them."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1262, 1292)):
        on: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if tool == "move_to_layer" and not m.is_error:
                moved = [on[u] for u in args.get("uuids") or [] if u in on]
                if moved:
                    seen += 1
                    assert set(moved) != {args.get("target_layer")}, (s.id, args, moved)
                assert not any(r.get("locked") is True and r.get("name") == args.get("target_layer") for r in objects(m.output)), (s.id, m.output)
            for r in objects(m.output) if not m.is_error else ():
                if isinstance(r.get("uuid"), str) and isinstance(r.get("layer"), str):
                    on[r["uuid"]] = r["layer"]
    assert seen >= 2, seen


def test_a_request_adds_to_a_queue_not_the_queue():
    """illustrator-mograph-mcp n024-08b63b51 (seed 1280): ae_render_queue(op=add) was asked as "add the render queue":
    things are added to a queue."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1262, 1292)):
        for j, (tool, args, m) in enumerate(_steps(s)):
            if tool == "ae_render_queue" and args.get("op", "add") == "add":
                seen += 1
                text = " ".join(t.user for t in s.conversation) + " " + s.title
                assert "add the render queue" not in text.lower(), (s.id, text)
    assert seen >= 2, seen


def test_safari_is_never_launched_headless():
    """selenium-angiejones n001-2c22bce9 (seed 1280): start_browser(browser=safari, options={headless: true}):
    safaridriver has no headless mode."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1262, 1300)):
        for tool, args, m in _steps(s):
            if str(args.get("browser", "")).lower() == "safari":
                seen += 1
                assert (args.get("options") or {}).get("headless") is not True, (s.id, args)
    assert seen >= 2, seen


def test_a_product_scan_lists_the_pages_of_the_site_set_up():
    """selenium n017-e168b45f (seed 1281): analyzer_setup(url=https://www.helpdesk.com), then analyzer_scan_product
    listed products "Acme Shop" and "Billing Portal" (and, once pages, pages of other sites): a scan walks the product
    set up and answers its pages."""
    from urllib.parse import urlparse

    seen = 0
    for s in _shared("selenium", seeds=range(1262, 1300)):
        site = None
        for tool, args, m in _steps(s):
            if tool == "analyzer_setup" and isinstance(args.get("url"), str) and not m.is_error:
                site = urlparse(args["url"]).netloc
            elif tool == "analyzer_scan_product" and site and not m.is_error:
                seen += 1
                pages = [r for r in objects(m.output) if isinstance(r.get("url"), str)]
                assert pages and all(urlparse(r["url"]).netloc == site for r in pages), (s.id, site, m.output)
    assert seen >= 1, seen


def test_a_photoshop_script_asks_photoshop_things_and_code_titles_nothing():
    """illustrator-adobe-mcp n019-410dc07e (seed 1282): adobe_ps_batch(jsx_code="app.activeDocument.artboards[0].name;"):
    artboards are an Illustrator document's; a Photoshop batch runs a script that changes each file. A script is no
    title ("Batch process files (app.documents.length;)")."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1262, 1300)):
        for tool, args, m in _steps(s):
            code = args_body(args).get("jsx_code")
            if tool.startswith("adobe_ps_") and isinstance(code, str):
                seen += 1
                assert "artboards" not in code and "getEncoderHost" not in code, (s.id, tool, code)
        assert ";" not in s.title and "app." not in s.title, (s.id, s.title)
    assert seen >= 1, seen


def test_a_user_does_not_quote_back_a_line_naming_what_they_gave():
    """redis-mcp-redis n009-b7188a27 (seed 1283): get(key=rate_limit:api:203.0.113.7) answered "key: ...\\nvalue: 46" and
    the user said 'OK, it came back with "key: rate_limit:api:203.0.113.7"': the key they gave is no news; the value is."""
    import re

    seen = 0
    for spec in ("redis-mcp-redis", "redis", "selenium-mcp-selenium-pypi", "illustrator-adobe-mcp"):
        for s in _shared(spec, seeds=range(1270, 1290)):
            for turn in s.conversation[1:]:
                seen += 1
                m = re.search(r'came back with "?(\w+): ([^".]+)', turn.user)
                assert m is None, (s.id, turn.user)
    assert seen >= 50, seen


def test_a_sequences_info_is_its_frame_rate_and_length_and_a_read_sends_nothing_to_set():
    """illustrator-adobe-mcp n001-0fcce8cc (seed 1283): adobe_pr_sequence(get_info, preset="Social square") answered
    "preset: Social square" alone; adobe_pr_effects(get_params, param_value="The backup completed ...") sent a value to
    set. A sequence's info is its size, rate and length; a read op sends no value or preset to set."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1270, 1290)):
        for tool, args, m in _steps(s):
            inner = args_body(args)
            op = inner.get("action")
            if isinstance(op, str) and op.startswith(("get_", "list_")):
                assert "param_value" not in inner and "preset" not in inner, (s.id, tool, args)
            if tool == "adobe_pr_sequence" and op == "get_info" and not m.is_error:
                seen += 1
                text = m.output.get("result", "")
                assert "frame_rate: " in text and "duration: " in text, (s.id, m.output)
    assert seen >= 2, seen


def test_a_step_back_or_forward_leaves_the_page_the_browser_is_on():
    """selenium-selenium-mcp-pypi n004-7e7919c5 (seed 1272): get_current_tab showed marsh-keller.net/about and
    navigate_forward answered marsh-keller.net/about; seed 1280: navigate_back from wikipedia's Selenium page answered
    wikipedia.org/account. A step back shows the page before (when the request showed one), a step forward the page a
    step back left, and either shows another page than the one the browser is on, of the site it is on."""
    import json
    import re
    from urllib.parse import urlparse

    seen = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium-ai-agent-pypi", "selenium", "selenium-mcp-selenium-pypi"):
        for s in _shared(spec, seeds=range(1268, 1284)):
            pages: list[str] = []
            for tool, args, m in _steps(s):
                if m.is_error:
                    continue
                text = json.dumps(m.output).replace("\\n", "\n")
                urls = [r["url"] for r in objects(m.output) if isinstance(r.get("url"), str) and r["url"].startswith("http")]
                urls += re.findall(r"(?m)url: (https?://[^\s\"]+)", text)
                if ("back" in tool or "forward" in tool) and pages and len(urls) == 1:
                    seen += 1
                    assert urls[0] != pages[-1], (s.id, tool, urls[0], pages)
                    assert urlparse(urls[0]).netloc == urlparse(pages[-1]).netloc or urls[0] in pages, (s.id, tool, urls[0], pages)
                if len(urls) == 1:
                    pages.append(urls[0])
    assert seen >= 5, seen


def test_an_effects_parameters_are_its_own_with_the_one_asked_among_them():
    """illustrator-adobe-mcp n003-c37f74b7 (seed 1286): adobe_pr_effects(get_params, param_name=Distance) listed Shadow
    Color, Blurriness and Direction: an effect's parameters are its own, the one asked about among them."""
    from seer.generate.symbolic.arg_sense import _EFFECT_SETTINGS

    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1270, 1292)):
        for tool, args, m in _steps(s):
            inner = args_body(args)
            if tool == "adobe_pr_effects" and inner.get("action") == "get_params" and not m.is_error:
                listed = [ln[2:].split(" (")[0] for ln in m.output.get("result", "").splitlines() if ln.startswith("- ")]
                asked, effect = inner.get("param_name"), inner.get("effect_name")
                if effect in _EFFECT_SETTINGS:
                    seen += 1
                    assert set(listed) == set(_EFFECT_SETTINGS[effect]), (s.id, args, listed)
                elif any(asked in v for v in _EFFECT_SETTINGS.values()):
                    seen += 1
                    assert asked in listed, (s.id, args, listed)
    assert seen >= 3, seen


def test_a_span_or_heading_found_by_xpath_shows_a_value_not_a_button_label():
    """selenium-angiejones n000-f8c391a0 (seed 1287): get_element_text(//div[@class='product-card'][2]//span) answered a
    span reading "Save changes": a span in a product card shows a price or a stock note; a button label is a button's."""
    labels = {"Save changes", "Sign in", "Submit", "Add to cart", "Submit order", "Create account"}  # ("Checkout" heads a page)
    seen = 0
    for spec in ("selenium-angiejones", "selenium-mcp-selenium-pypi"):
        for s in _shared(spec, seeds=range(1270, 1292)):
            for tool, args, m in _steps(s):
                for rec in objects(m.output) if not m.is_error else ():
                    if rec.get("tag") in ("span", "p", "h1", "h2", "h3", "li") and isinstance(rec.get("text"), str) and "ref" in rec:
                        seen += 1
                        assert rec["text"] not in labels, (s.id, tool, args, rec)
    assert seen >= 5, seen


def test_a_frame_tree_counts_what_it_lists_and_a_rect_is_four_numbers():
    """illustrator-mograph-mcp n039-677b2164 (seed 1288): ai_frame_tree answered rect [15], count 10 and no elements."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1270, 1300)):
        for tool, args, m in _steps(s):
            if tool != "ai_frame_tree" or m.is_error:
                continue
            for rec in objects(m.output):
                if "elements" in rec and "count" in rec:
                    seen += 1
                    assert rec["count"] == len(rec["elements"]) and len(rec["rect"]) == 4, (s.id, rec)
                    for el in rec["elements"]:
                        x, y, w, h = el.get("bounds", [0, 0, 0, 0])
                        assert x + w <= rec["width"] + 1 and y + h <= rec["height"] + 1, (s.id, el, rec["width"], rec["height"])
    assert seen >= 2, seen


def test_a_script_reading_a_name_answers_a_name_and_a_field_found_by_id_is_an_input():
    """illustrator-mograph-mcp n023-0231428b (seed 1288): ae_run_script("app.project.activeItem.name;") answered null;
    selenium-angiejones n005-d8ba5602: get_element_attribute(by=id, value=email, attribute=class) answered
    "btn btn-primary" for the email field."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1270, 1300)):
        for tool, args, m in _steps(s):
            if tool == "ae_run_script" and str(args.get("code", "")).rstrip(";").endswith(".name") and not m.is_error:
                seen += 1
                assert isinstance(m.output.get("result"), str), (s.id, args, m.output)
    for s in _shared("selenium-angiejones", seeds=range(1270, 1300)):
        for tool, args, m in _steps(s):
            if args.get("by") == "id" and args.get("value") in ("email", "password", "username") and args.get("attribute") == "class":
                seen += 1
                assert "btn" not in str(m.output.get("value")), (s.id, args, m.output)
    assert seen >= 2, seen


def test_a_real_sites_page_text_reads_as_that_site():
    """selenium-selenium-mcp-pypi n003-8ef8a978 (seed 1290): get_page_text of Wikipedia's Selenium article read
    "Sign in to see your saved items." and "© 2026 Wikipedia. All rights reserved.": a real site reads as itself."""
    from seer.kinds.web import page_text
    import random

    # (MDN's pages are titled "HTML | MDN" since s43, no longer "Html | Mozilla")
    for title in ("Selenium (software) | Wikipedia", "Home | Hacker News", "Webshop | GitHub", "Downloads | Python", "HTML | MDN"):
        text = page_text({"url": "https://example.org/x", "title": title}, random.Random(1))
        assert "All rights reserved" not in text and "saved items" not in text, (title, text)
        assert title.split(" | ")[0] in text or "Hacker News" in text, (title, text)
    seen = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=range(1280, 1296)):
        for tool, args, m in _steps(s):
            text = m.output.get("text") if tool == "get_page_text" and not m.is_error and isinstance(m.output, dict) else None
            if isinstance(text, str) and "Wikipedia" in text:
                seen += 1
                assert "All rights reserved" not in text, (s.id, text)
    assert seen >= 1, seen


def test_an_element_waited_hidden_is_not_then_checked_visible():
    """selenium-ai-agent-pypi n011-7abf3ee2 (seed 1292): wait_for(element_hidden, "Submit order"), then
    browser_verify_element_visible("Submit order") passed: one element, hidden and visible at once."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1280, 1300)):
        tools = [c.tool for c in s.expected_tools]
        for j, (tool, args, m) in enumerate(_steps(s)):
            cond = str(args_body(args).get("condition", ""))
            if tool == "wait_for" and any("verify_element_visible" in t for t in tools[j + 1:]):
                seen += 1
                assert "hidden" not in cond, (s.id, args, tools)
    assert seen >= 2, seen


def test_a_file_path_made_for_a_call_lies_in_a_folder_that_holds_such_files():
    """filesystem n004-99cba987 (seed 1293): /home/dana/projects/infra/data/index.ts and .../data/main.py: a data folder
    holds data, docs/ holds documents, src/ code. A repository's relative paths put each file in a folder that holds its
    kind (absolute paths keep the folder drawn, so a request's files stay in one project, s35; listings of folders drawn
    elsewhere are not covered yet: see the closing note)."""
    import random

    from seer import kinds

    holds = {"data": (".csv", ".sql"), "docs": (".md", ".txt"), "config": (".yaml", ".json"), "reports": (".csv", ".txt"),
             "src": (".py", ".ts", ".js", ".go")}  # what a reader expects in each folder
    checked = 0
    for seed in range(400):
        rng = random.Random(seed)
        for made in (kinds.make("file_path", rng, hint="relative"), kinds.make("repo_file", rng)):
            folder, _, name = made.rpartition("/")
            ext = "." + name.rsplit(".", 1)[-1] if "." in name else name
            last = folder.rsplit("/", 1)[-1]
            if last in holds and ext in {".csv", ".sql", ".md", ".txt", ".yaml", ".json", ".py", ".ts", ".js", ".go"}:
                checked += 1
                assert ext in holds[last], made
    assert checked >= 100, checked


def test_a_password_fields_value_is_never_shown_and_a_dated_log_pattern_finds_dated_logs():
    """selenium-mcp-selenium-pypi n003-b711bac1 (seed 1294): get_attribute(input#password, value) answered "Berlin";
    filesystem n004-f8378ce7: search_files(pattern=logs/2025-*.log) found logs/2025-setup.log."""
    import re

    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "selenium-angiejones"):
        for s in _shared(spec, seeds=range(1280, 1300)):
            for tool, args, m in _steps(s):
                if "attribute" in tool and args.get("attribute") == "value" and "password" in str(args).lower() and not m.is_error:
                    seen += 1
                    said = m.output.get("value", m.output.get("result", ""))
                    assert said in ("", "attribute: value\nvalue: "), (s.id, args, m.output)
    for s in _shared("filesystem", seeds=range(1280, 1300)):
        for tool, args, m in _steps(s):
            if tool == "search_files" and re.search(r"\d{4}-\*", str(args.get("pattern"))) and not m.is_error:
                seen += 1
                found = re.findall(r"(\d{4}-[^/\s(]+)\.log", m.output.get("content", ""))
                assert found and all(re.fullmatch(r"\d{4}-\d\d-\d\d", f) for f in found), (s.id, m.output)
    assert seen >= 2, seen


def test_a_search_by_font_looks_for_text():
    """illustrator n021-ed48cca1 (seed 1296): find_objects(type=image, font_name=Helvetica, fill_color=...): a placed
    image has no font."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1280, 1300)):
        for tool, args, m in _steps(s):
            if tool == "find_objects" and args.get("font_name") and args.get("type"):
                seen += 1
                assert args["type"] == "text", (s.id, args)
    assert seen >= 2, seen


def test_a_colours_or_points_numbers_keep_a_singular_label():
    """illustrator-mograph-mcp n030-bdd88fb5 (seed 1299): "look for items (fill rgbs 241, 36 and 244, color tolerance 5 and
    withins 53 and 39)": a colour's or a point's numbers are one value; its label is not made plural."""
    import re

    seen = 0
    for spec in ("illustrator-mograph-mcp", "illustrator"):
        for s in _shared(spec, seeds=range(1290, 1300)):
            for turn in s.conversation:
                seen += 1
                assert not re.search(r"\b(rgbs|withins|positions \d|anchors \d|offsets \d)\b", turn.user), (s.id, turn.user)
    assert seen >= 100, seen


def test_one_artboard_per_index_listed_wherever_it_was_shown():
    """illustrator-mograph-mcp n009-e6a7a6a8 (seed 1300): ai_diff_frames compared artboard 4 ("Frame 4") and artboard 2
    ("Frame 2"), then ai_list_artboards listed artboards 0-2, the third named "Business card"."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1290, 1302)):
        named: dict[int, str] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            for rec in objects(m.output):
                at = rec.get("artboard") if isinstance(rec.get("artboard"), int) else rec.get("index") if "width" in rec else None
                if isinstance(at, int) and isinstance(rec.get("name"), str) and "type" not in rec:
                    if at in named:
                        seen += 1
                        assert named[at] == rec["name"], (s.id, tool, at, named[at], rec["name"])
                    named.setdefault(at, rec["name"])
            if tool == "ai_list_artboards":
                listed = {a["index"] for a in m.output.get("artboards", [])}
                assert set(named) <= listed, (s.id, named, listed)
    assert seen >= 2, seen


def test_a_measure_word_keeps_its_plural_only_before_a_count():
    """illustrator-mograph-mcp n008-a7d94647 (seed 1303): "So the unused items is Music.wav.": one item named is an item;
    "the items is 12" (a count) stays as it is."""
    from seer.generate.symbolic.reactions import _tidy

    assert _tidy("So the unused items is Music.wav.") == "So the unused item is Music.wav."
    assert _tidy("OK, the items is 12.") == "OK, the items is 12."
    assert _tidy("So the tags is bug and ui.") == "So the tags are bug and ui."


def test_a_file_just_uploaded_and_shared_lists_its_new_link():
    """The default run's storage n004-0e498bd4 (s42): upload_file, create_share_link of it, then get_file_metadata answered
    share_links []: the link the request made for the file is listed."""
    from pathlib import Path

    from seer.generate.base import GenerationPlan
    from seer.generate.symbolic import SymbolicEngine
    from seer.harness.model import Scenario
    from seer.spec.load import load_spec

    spec = load_spec(Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs" / "storage.json")
    seen = 0
    for seed in range(6):
        for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if not isinstance(s, Scenario):
                continue
            made: dict[str, str] = {}
            for c, m in zip(s.expected_tools, s.mock_outputs):
                if c.tool == "create_share_link" and not m.is_error:
                    made[m.output["file_id"]] = m.output["link_id"]
                elif c.tool == "get_file_metadata" and not m.is_error and m.output.get("file_id") in made:
                    seen += 1
                    links = [x.get("link_id") for x in m.output.get("share_links", [])]
                    assert made[m.output["file_id"]] in links, (s.id, m.output)
    assert seen >= 2, seen
