"""Session 39: the reading rounds' fixes (rounds 1190-): each test names the record that was absurd."""

from __future__ import annotations

import json
import re

from seer.spec.load import load_spec
from tests.test_symbolic_round_s36 import _later_turns, _shared
from tests.test_symbolic_mock_round_s26 import _steps

_TEST_FILE = re.compile(r"(?:^|/)(?:test_\w+\.py|[\w-]+\.(?:spec|test)\.[jt]s)$")


def _runs(seeds=range(1186, 1200)):
    for s in _shared("selenium", seeds=seeds):
        for tool, args, m in _steps(s):
            if tool == "healer_run_tests":
                yield s, args, m


def test_a_test_commands_arguments_are_a_command_line():
    """selenium e000-912b8e41 (seed 1190): healer_run_tests(command=npm, args=["billing-arg", "onboarding-arg"]) failed
    with "args onboarding-arg not found" and was retried with "support-arg": a runner takes a command line (npm run
    test:e2e -- tests/search.spec.ts), and what can be missing on it is the test file."""
    seen = blamed = 0
    for s, args, m in _runs():
        argv = args.get("args")
        if not isinstance(argv, list):
            continue
        seen += 1
        assert not any(x.endswith("-arg") for x in argv), (s.id, argv)
        assert _TEST_FILE.search(argv[-1]), (s.id, argv)  # the test it runs comes last, in the runner's own form
        if m.is_error and m.output["error"].get("code") == 404 and "args" in m.output["error"]:  # (since s44 a bare
            blamed += 1  # npm/npx has its command line, and a 404 may blame its cwd instead: only an args blame counts)
            assert m.output["error"]["message"].startswith("test file "), (s.id, m.output)
            assert "args" not in s.conversation[-1].user, (s.id, s.conversation[-1].user)
        if args.get("testPath"):  # the test named in testPath is the one the command line runs
            assert args["testPath"].endswith(argv[-1]), (s.id, args)
    assert seen >= 3 and blamed >= 1, (seen, blamed)


def test_a_test_runs_under_its_own_languages_runner_in_its_project():
    """selenium n012-d5f09614 (seed 1190): healer_run_tests(command=yarn, cwd=.../analytics/scripts,
    testPath=.../auth-gateway/tests/test_cart.py): a Python test under yarn, run from another project's folder."""
    seen = 0
    for s, args, m in _runs(range(1180, 1200)):
        path, runner = args.get("testPath"), args.get("command")
        if not isinstance(path, str) or not isinstance(runner, str) or not _TEST_FILE.search(path):
            continue
        seen += 1
        python = path.endswith(".py")
        assert (runner in ("pytest", "python", "python3")) == python, (s.id, args)
        cwd = args.get("cwd")
        if isinstance(cwd, str):
            project = re.match(r"(.*?/projects/[^/]+)", path)
            assert project is None or cwd == project[1], (s.id, args)
    assert seen >= 3, seen


def test_a_value_under_a_stated_minimum_is_retried_at_it(monkeypatch):
    """selenium e001-9d2001fa (seed 1195): timeout 30000 refused as "below the minimum of 50000", then retried at
    477179 (eight minutes): the user gives the minimum the server stated. (Timeouts are drawn round now, so the
    branch is driven here by a contact sheet's max_dim of 64 px, blamed on purpose.)"""
    import random

    import seer.generate.symbolic.recovery as R
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.world import World
    from tests.test_symbolic_round_s35 import SHARED

    sheet = next(p for p in profile_spec(load_spec(SHARED / "specs-candidates" / "illustrator-mograph-mcp.json"))
                 if p.name == "ai_contact_sheet")
    max_dim = next(q for q in sheet.params if q.name == "max_dim")
    monkeypatch.setattr(R, "failure_subject", lambda p, args: max_dim)
    seen = 0
    for seed in range(12):
        r = R.recover(sheet, {"max_dim": 64}, random.Random(seed), World(), None)
        hit = re.search(r"below the minimum of (\d+)", str(r.failure.output))
        if hit and r.retry is not None:
            seen += 1
            assert r.retry["max_dim"] <= 2 * int(hit[1]), (seed, r.failure.output, r.retry)
    assert seen >= 3, seen


def test_an_undo_of_one_step_is_never_below_a_minimum():
    """illustrator e000-585c5d2e (seed 1189): undo(count=1), "undo the last change", refused as "count 1 is below the
    minimum of 2" and retried undoing two steps; what fails an undo is a history with nothing in it, and the question
    after it is not who grants a permission."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1186, 1196)):
        for tool, args, m in _steps(s):
            if not m.is_error:
                continue
            message = str(m.output["error"].get("message"))
            assert not re.search(r"\b1 is below the minimum", message), (s.id, message)
            if tool == "undo":
                seen += 1
                assert "permission" not in message and "permission" not in (s.follow_up or ""), (s.id, message, s.follow_up)
    assert seen >= 2, seen


def test_a_wait_for_an_element_is_a_round_number_of_milliseconds():
    """selenium-angiejones n006-19ab97cf (seed 1190): send_keys(timeout=663), a wait of 663 ms for an element."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1186, 1196)):
        for tool, args, m in _steps(s):
            t = args.get("timeout")
            if isinstance(t, (int, float)) and not m.is_error and not any(t == c.arguments.get("timeout") for c in []):
                seen += 1
                assert t in (500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 30000, 60000), (s.id, tool, t)
    assert seen >= 5, seen


def test_setting_an_effects_parameter_names_it_and_gives_it_a_number():
    """illustrator-mograph-mcp n016-57f9216c (seed 1191): ae_effect(op=set_property, effect=Glow, value="All tests pass
    on the main branch.") set no property, and to a sentence."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1186, 1200)):
        for tool, args, m in _steps(s):
            if tool == "ae_effect" and args.get("op") == "set_property" and args.get("effect") in (
                    "Gaussian Blur", "Drop Shadow", "Glow", "Fill"):
                seen += 1
                assert isinstance(args.get("property"), str), (s.id, args)
                assert isinstance(args.get("value"), (int, float)), (s.id, args)
    assert seen >= 2, seen


def test_what_a_tool_chains_is_more_than_one_thing():
    """illustrator-mograph-mcp n037-63a75cfd (seed 1192): ae_assemble(comps=["Intro 1080p"]), "chain scenes into one
    comp", chained one comp to nothing."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1186, 1200)):
        for tool, args, m in _steps(s):
            if tool == "ae_assemble" and isinstance(args.get("comps"), list):
                seen += 1
                assert len(args["comps"]) >= 2, (s.id, args)
    assert seen >= 3, seen


def test_an_apps_status_tool_checks_that_apps_status():
    """illustrator-mograph-mcp n030-1e809877 (seed 1193): ae_status ("Report After Effects install + bridge connection
    status") was asked as "Verify the report status."."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from tests.test_symbolic_round_s35 import SHARED

    status = next(p for p in profile_spec(load_spec(SHARED / "specs-candidates" / "illustrator-mograph-mcp.json"))
                  if p.name == "ae_status")
    assert "After Effects" in action(status).obj and "report" not in action(status).obj, action(status)
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1186, 1200)):
        if [c.tool for c in s.expected_tools] == ["ae_status"]:
            seen += 1
            assert "report status" not in s.conversation[0].user.lower(), (s.id, s.conversation[0].user)
    assert seen >= 1, seen


def test_a_commit_shown_changes_what_its_message_says():
    """git-official n005-188c18ea (seed 1193): git_show answered message "perf: add retry to webhook sender" with a diff
    that rounds a cart's total in lib/cart.js."""
    from seer.harness.checks import objects
    from seer.kinds.code import COMMIT_TOPICS, COMMIT_TYPES

    files = {"handle empty cart in checkout": "checkout", "add retry to webhook sender": "webhooks", "bump dependencies":
             "package.json", "update README setup steps": "README", "extract price formatting helper": "format",
             "cover refund edge cases": "refunds", "cache exchange rates for 10 minutes": "rates",
             "validate email before signup": "signup", "log request ids": "middleware", "drop unused feature flag": "flags"}
    assert set(files) == set(COMMIT_TOPICS)
    seen = 0
    for spec in ("git", "git-official", "git-mcp-server"):
        for s in _shared(spec, seeds=range(1186, 1200)):
            for tool, args, m in _steps(s):
                for rec in objects(m.output):
                    said = next((rec[k] for k in ("message", "subject") if isinstance(rec.get(k), str)), "")
                    topic = said.split("\n", 1)[0].split(": ", 1)[-1]
                    if topic in files:
                        assert said.split(": ", 1)[0] in COMMIT_TYPES[topic] or said.startswith("WIP on"), (s.id, said)
                        if isinstance(rec.get("diff"), str) and "@@" in rec["diff"]:
                            seen += 1
                            head = rec["diff"].split("\n", 1)[0]
                            assert files[topic] in head, (s.id, said, head)
    assert seen >= 3, seen


def test_a_repository_path_stays_a_folder_and_an_add_stages_what_is_not_staged():
    """git-official n001-cf2769be (seed 1194): git_add(repo_path=.../helpdesk/README.md, files=[src/app.py]) after a
    git_status that listed src/app.py as staged: a repository's path is its folder, and what a person stages after a
    status is a change it showed as not staged yet."""
    repo_paths = staged_after = 0
    for spec in ("git-official", "git"):
        for s in _shared(spec, seeds=range(1176, 1200)):
            steps = list(_steps(s))
            for i, (tool, args, m) in enumerate(steps):
                for k, v in args.items():
                    if k in ("repo_path", "repoPath") and isinstance(v, str):
                        repo_paths += 1
                        assert "." not in v.rsplit("/", 1)[-1], (s.id, tool, v)
                files = args.get("files")
                if tool != "git_add" or m.is_error or not isinstance(files, list):
                    continue
                for _, _, before in reversed(steps[:i]):
                    status = before.output.get("status") if isinstance(before.output, dict) else None
                    if isinstance(status, dict) and isinstance(status.get("staged"), list):
                        staged_after += 1
                        waiting = set(status.get("modified") or []) | set(status.get("untracked") or [])
                        assert set(files) <= waiting, (s.id, files, status)
                        break
    assert repo_paths >= 20 and staged_after >= 2, (repo_paths, staged_after)


def test_a_taught_selector_is_kept_for_a_domain_and_asked_for_as_a_selector():
    """selenium m001-cf08493e (seed 1195): teach_selector(scope="notifications-scope"), asked as "teach the system
    saying "the comment field"": a selector kept "on this domain" is scoped to a domain, and the request says what it
    teaches."""
    seen = 0
    for s in _shared("selenium", seeds=range(1186, 1200)):
        for tool, args, m in _steps(s):
            if tool == "teach_selector" and isinstance(args.get("scope"), str):
                seen += 1
                assert re.fullmatch(r"[a-z0-9.-]+\.[a-z]{2,}", args["scope"]), (s.id, args)
                assert "teach the system a selector" in " ".join(t.user for t in s.conversation).lower(), (s.id, s.conversation)
                if len(s.expected_tools) == 1:  # the category is the request's last step's
                    assert s.category.startswith("selector"), (s.id, s.category)
    assert seen >= 2, seen


def test_no_unmerged_paths_before_a_rebase_that_goes_through():
    """git n003-e8ef73cf (seed 1196): git_status listed conflictedFiles docs/index.ts and notes.txt, ahead 100, then
    git_rebase answered success with no conflicts and was asked "onto another branch onto 34d0f22ebba7"."""
    from seer.harness.checks import objects

    rebases = counted = 0
    for s in _shared("git", seeds=range(1186, 1200)):
        steps = list(_steps(s))
        said = " ".join(t.user for t in s.conversation)
        assert not re.search(r"onto another branch onto\b", said), (s.id, said)
        merged = [i for i, (tool, args, m) in enumerate(steps) if tool in ("git_rebase", "git_merge", "git_cherry_pick")
                  and not m.is_error and args.get("mode") not in ("abort", "skip", "quit")]  # (an abort or a skip ends a
        # rebase that stopped on a conflict: the status before it shows that conflict, s48 round 1529)
        for i, (tool, args, m) in enumerate(steps):
            for rec in objects(m.output):
                for k in ("ahead", "behind"):
                    if isinstance(rec.get(k), int):
                        counted += 1
                        assert rec[k] <= 12, (s.id, tool, rec)
                listed = next((k for k in ("conflictedFiles", "conflicts") if isinstance(rec.get(k), list)), None)
                if merged and i < merged[-1] and listed and tool not in ("git_rebase", "git_merge", "git_cherry_pick"):
                    rebases += 1  # git_status, or git_set_working_dir's status of the repository (n002-fa9c9b57, 1199)
                    assert rec[listed] == [], (s.id, tool, rec)
    assert rebases >= 1 and counted >= 5, (rebases, counted)


def test_a_png_export_takes_no_svg_option_and_an_asset_id_reads_as_no_word():
    """illustrator-mograph-mcp n000-a03b9b76 (seed 1197): ai_export(path=.../spring-poster.png, svg_precision=2), and
    the audited assets had ids ass_qzdanj3z; n001-4d59ecc9 (seed 1194) exported at scale 0 (a percentage defaulting to
    100) with artboard_range "Poster A3"."""
    from seer.harness.checks import leaves
    from seer.kinds.words import id_prefix

    assert id_prefix("asset") == "ast" and id_prefix("offer") != "off"
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1186, 1200)):
        for tool, args, m in _steps(s):
            path = args.get("path")
            if tool == "ai_export" and isinstance(path, str) and not path.lower().endswith(".svg"):
                seen += 1
                assert not any(k.startswith("svg") for k in args), (s.id, args)
                # an integer scale defaulting to 100 is a percentage (never 0), an artboard range is numbers ("1-3")
                assert not isinstance(args.get("scale"), int) or args["scale"] >= 10, (s.id, args)
                assert not isinstance(args.get("artboard_range"), str) or re.fullmatch(r"[\d ,-]+", args["artboard_range"]), (s.id, args)
            assert not any(isinstance(v, str) and v.startswith("ass_") for v in leaves(m.output)), (s.id, tool, m.output)
    assert seen >= 3, seen


def test_a_rename_is_never_refused_for_the_name_it_gives():
    """illustrator-mograph-mcp e001-d4fdd204 (seed 1197): ai_set_item(item=3, name=Background), "rename item 3 named
    Background", failed with "name Background not found" and was retried renaming to Logo; a numbered item missing is
    not found (never "3 was renamed; it's 2 now")."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1186, 1206)):
        for tool, args, m in _steps(s):
            if tool != "ai_set_item" or not m.is_error:
                continue
            seen += 1
            assert m.output["error"].get("name") is None, (s.id, m.output)
            assert " was renamed" not in s.conversation[-1].user or not isinstance(args.get("item"), int), (s.id, s.conversation[-1].user)
    assert seen >= 1, seen


def test_git_lists_no_unstaged_added_file_and_a_comp_named_1080p_is_1920_wide():
    """git n009-4aa3ff82 (seed 1198): git_status answered unstagedChanges {added: [src/server.go, reports/settings.json]}
    (a new file not staged is untracked); illustrator-mograph-mcp n012-ebd701a7 (seed 1198): ae_new_comp("Intro 1080p")
    answered a 1080x1080 comp (n012-3a38b7c9, seed 1188: made "Intro 1080p" at a height of 2160)."""
    from seer.harness.checks import objects

    statuses = comps = 0
    for s in _shared("git", seeds=range(1186, 1200)):
        for tool, args, m in _steps(s):
            for rec in objects(m.output):
                if isinstance(rec.get("unstagedChanges"), dict):
                    statuses += 1
                    assert not set(rec["unstagedChanges"]) & {"added", "renamed", "copied"}, (s.id, rec)
    for s in _shared("illustrator-mograph-mcp", seeds=range(1186, 1200)):
        for tool, args, m in _steps(s):
            for rec in objects(m.output):
                if tool == "ae_new_comp" and "1080p" in str(rec.get("name")) and isinstance(rec.get("width"), int):
                    comps += 1
                    assert (rec["width"], rec["height"]) == (1920, 1080), (s.id, rec)
    assert statuses >= 5 and comps >= 1, (statuses, comps)


def test_a_contrast_is_of_two_colours_and_its_ratio_theirs():
    """illustrator n014-24855ffb (seed 1199): check_contrast(color1=RGB 179, 191, 136) with no second colour ("Manual
    mode: provide two colors") answered ratio 8.84, AAA."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1186, 1206)):
        for tool, args, m in _steps(s):
            if tool != "check_contrast" or m.is_error or args.get("auto_detect"):
                continue
            assert ("color1" in args) == ("color2" in args), (s.id, args)
            one, two = args.get("color1"), args.get("color2")
            if isinstance(one, dict) and isinstance(two, dict) and one.get("type") == two.get("type") == "rgb":
                seen += 1

                def lum(c):
                    ch = [(v / 255 / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4) for v in (c["r"], c["g"], c["b"])]
                    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
                hi, lo = sorted((lum(one), lum(two)), reverse=True)
                ratio = (hi + 0.05) / (lo + 0.05)
                assert abs(m.output["ratio"] - ratio) < 0.01, (s.id, args, m.output)
                assert m.output.get("aa", ratio >= 4.5) == (ratio >= 4.5), (s.id, m.output)
    assert seen >= 2, seen


def test_a_shapes_stroke_width_is_not_its_width():
    """illustrator n020-742afc7c (seed 1200): create_ellipse(width=897, stroke={width: 1}) answered an ellipse 1 wide."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1186, 1206)):
        for tool, args, m in _steps(s):
            stroke = args.get("stroke")
            if m.is_error or not isinstance(args.get("width"), (int, float)) or not isinstance(stroke, dict) \
                    or not isinstance(stroke.get("width"), (int, float)) or stroke["width"] == args["width"]:
                continue
            for rec in (v for v in m.output.values() if isinstance(v, dict)):
                if "width" in rec:
                    seen += 1
                    assert rec["width"] == args["width"], (s.id, tool, args, rec)
    assert seen >= 2, seen


def test_a_merge_request_targets_the_default_branch_its_project_showed():
    """git-mcp-server n002-5771a731 (seed 1200): create_project answered default_branch master, then a merge request
    into it with no target answered base main."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1186, 1206)):
        default = None
        for tool, args, m in _steps(s):
            for rec in objects(m.output):
                if isinstance(rec.get("default_branch"), str):
                    default = rec["default_branch"]
                if tool in ("create_merge_request", "create_pull_request") and not m.is_error and "base" in rec \
                        and default and not any(k in args for k in ("target_branch", "base", "base_branch")):
                    seen += 1
                    assert rec["base"] == default, (s.id, default, rec)
    assert seen >= 1, seen


def test_pending_pub_sub_messages_are_read_as_such():
    """redis-mcp-redis n004-4ee198a2 (seed 1201): read_messages ("Read pending pub/sub messages") was asked as "read the
    pending using subscription ID sub_quqe9ph7" (the class left open in s38)."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1186, 1206)):
        said = " ".join(t.user for t in s.conversation)
        if any(c.tool == "read_messages" for c in s.expected_tools):
            seen += 1
            assert "read the pending" not in said.lower(), (s.id, said)
        assert not re.search(r"\ban pub", said), (s.id, said)
    assert seen >= 2, seen


def test_a_read_of_the_first_lines_answers_that_many():
    """filesystem n005-ef2ebd9e (seed 1201): read_file(path=.../deploy.sh, head=2) answered the script's four lines."""
    seen = 0
    for spec in ("filesystem",):
        for s in _shared(spec, seeds=range(1186, 1206)):
            for tool, args, m in _steps(s):
                n = args.get("head") or args.get("tail")
                if isinstance(n, int) and not m.is_error and isinstance(m.output.get("content"), str):
                    seen += 1
                    assert len(m.output["content"].splitlines()) <= n, (s.id, tool, args, m.output)
    assert seen >= 3, seen


def test_an_out_of_scope_request_watches_a_thing_not_a_change():
    """git-official x000-c11d96bc (seed 1201): "Set up an alert that pages me whenever a change changes."."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.negatives import near_misses
    from tests.test_symbolic_round_s35 import SHARED

    for spec in ("specs-candidates/git-official.json", "specs/git.json", "specs/filesystem.json"):
        asked = near_misses(profile_spec(load_spec(SHARED / spec)), spec.rsplit("/", 1)[-1][:-5])
        assert asked, spec
        for text in asked:
            assert not re.search(r"\b(?:a|an|every|the) (?:change|difference|status|information)s?\b", text), (spec, text)


def test_a_failing_test_is_named_by_its_file_and_a_frame_switch_names_its_frame():
    """selenium n006-11350fe4 (seed 1202): healer_run_tests(command=yarn, args=[test, tests/login.spec.ts]) failed a
    test named "yarn"; selenium-angiejones n004-5dd600ec: frame(action=switch), "switch the focus", named no frame;
    selenium-mcp-selenium-pypi n004-f5457366: github.com's page was titled "About | Github"."""
    from seer.kinds.web import page_title

    assert page_title("https://github.com/about") == "About | GitHub"
    runs = 0
    for s in _shared("selenium", seeds=range(1186, 1206)):
        for tool, args, m in _steps(s):
            for failure in (m.output.get("failures") or []) if tool == "healer_run_tests" and not m.is_error else []:
                runs += 1
                assert failure["test"] != args.get("command"), (s.id, args, failure)
    frames = 0
    for s in _shared("selenium-angiejones", seeds=range(1186, 1206)):
        for tool, args, m in _steps(s):
            if tool == "frame" and args.get("action") == "switch":
                frames += 1
                assert {"index", "value"} & set(args), (s.id, args)
    assert runs >= 1 and frames >= 2, (runs, frames)


def test_multiple_items_are_more_than_one_and_an_update_sets_a_title():
    """selenium n017-8d893018 (seed 1203): verify_list_visible(items=["Accept cookies"]), "check that multiple text items
    are visible"; git-mcp-server n008-0f532b27: update_issue(issue_id=95, title=X) was asked as "modify an existing
    issue named X" (a name that identifies, not the title it sets)."""
    lists = updates = 0
    for spec in ("selenium", "selenium-ai-agent-pypi"):  # (n007-3cd17808, 1204: the items under a params wrapper)
        for s in _shared(spec, seeds=range(1186, 1206)):
            for tool, args, m in _steps(s):
                items = (args.get("params") or args).get("items")
                if tool in ("verify_list_visible", "browser_verify_list_visible") and isinstance(items, list):
                    lists += 1
                    assert len(items) >= 2, (s.id, args)
    for s in _shared("git-mcp-server", seeds=range(1186, 1206)):
        said = " ".join(t.user for t in s.conversation)
        for c in s.expected_tools:
            title = c.arguments.get("title")
            if c.tool == "update_issue" and isinstance(title, str) and title in said:
                updates += 1
                assert f'named "{title}"' not in said and f'called "{title}"' not in said, (s.id, said)
    assert lists >= 2 and updates >= 2, (lists, updates)


def test_a_switch_after_a_create_goes_to_the_branch_just_made():
    """git-official n000-0e895fd3 (seed 1204): git_branch listed feature/checkout-redesign, git_create_branch made
    chore/bump-deps from it, then "switch branches" checked out feature/checkout-redesign, the base, again."""
    seen = 0
    for s in _shared("git-official", seeds=range(1186, 1206)):
        made = None
        for tool, args, m in _steps(s):
            if tool == "git_create_branch" and not m.is_error:
                made = args.get("branch_name")
            elif tool == "git_checkout" and made and not m.is_error:
                seen += 1
                assert args.get("branch_name") == made, (s.id, made, args)
                said = " ".join(t.user for t in s.conversation)
                assert "switch branches named" not in said, (s.id, said)
    assert seen >= 2, seen


def test_a_search_pattern_is_under_its_folder():
    """filesystem n006-73158742 (seed 1205): search_files(path=.../mobile-app/src/components, pattern="src/**/*.ts")
    found .../src/components/src/src/cart.ts."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1186, 1206)):
        for tool, args, m in _steps(s):
            if tool == "search_files" and not m.is_error:
                seen += 1
                base = args.get("path", "")
                head = str(args.get("pattern", "")).split("/", 1)[0]
                assert not ("/" in str(args.get("pattern", "")) and head in base.split("/")), (s.id, args)
                assert "/src/src/" not in json.dumps(m.output), (s.id, m.output)
    assert seen >= 5, seen


def test_a_commit_after_a_diff_says_its_change_and_staged_is_not_unstaged_again():
    """git-official n003-58e4b69d (seed 1205): git_diff_unstaged and git_diff_staged both showed src/app.py's
    `return round(total, 2)`, then git_commit(message="test: cover refund edge cases")."""
    from seer.generate.symbolic.world import message_for_diff
    from seer.harness.checks import leaves

    commits = pairs = 0
    for s in _shared("git-official", seeds=range(1186, 1206)):
        shown, staged, staged_diff = None, set(), None
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            diff = next((v for v in leaves(m.output) if isinstance(v, str) and "diff --git" in v), None)
            if diff is not None and tool in ("git_show", "git_log"):
                diff = None  # s42 (seed 1267): a diff of a commit already made is no change of the working tree; the
                # next commit does not say that commit's message again
            if diff is not None:
                lines = {ln for ln in diff.splitlines() if ln[:1] in "+-" and not ln.startswith(("+++", "---"))}
                if tool == "git_diff_staged":
                    staged, staged_diff = lines, diff
                elif tool == "git_diff_unstaged" and staged:
                    pairs += 1
                    assert not lines & staged, (s.id, diff)
                shown = diff
            said = staged_diff or shown  # what is staged is what is committed (n002-6ca26b72, seed 1212)
            if tool == "git_commit" and said and message_for_diff(said) and "message" in args:
                commits += 1
                assert args["message"] == message_for_diff(said), (s.id, args, said)
    assert commits >= 2, (commits, pairs)


def test_a_filter_is_sent_its_own_settings():
    """illustrator-adobe-mcp n012-a1409cda (seed 1206): adobe_ps_filter(filter_name=motionBlur, threshold=19)."""
    takes = {"gaussianblur": {"amount"}, "unsharpmask": {"amount", "threshold"}, "motionblur": {"angle", "amount"},
             "radialblur": {"amount"}, "smartsharpen": {"amount"}, "noise": {"amount"}, "median": {"amount"},
             "highpass": {"amount"}, "emboss": {"angle", "amount"}, "findedges": set(), "oilpaint": set()}
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1186, 1210)):
        for tool, args, m in _steps(s):
            params = args.get("params") if isinstance(args.get("params"), dict) else {}
            name = str(params.get("filter_name", "")).lower()
            if tool == "adobe_ps_filter" and name in takes:
                seen += 1
                assert not ({"amount", "threshold", "angle"} & set(params)) - takes[name], (s.id, params)
    assert seen >= 3, seen


def test_one_branch_is_never_merged_as_an_octopus():
    """git n008-a3f38bf9 (seed 1207): git_merge(branch=chore/bump-deps, strategy=octopus, message="feat: log request
    ids"): an octopus merge joins three branches or more, and a merge commit says what it merged."""
    seen = 0
    for s in _shared("git", seeds=range(1186, 1210)):
        for tool, args, m in _steps(s):
            if tool == "git_merge" and isinstance(args.get("branch"), str):
                seen += 1
                assert args.get("strategy") != "octopus", (s.id, args)
                assert not re.match(r"[a-z]+: ", str(args.get("message", ""))), (s.id, args)
    assert seen >= 3, seen


def test_a_tree_excludes_clutter_and_a_new_browsers_console_is_empty():
    """filesystem n003-cd1545a5 (seed 1208): directory_tree(excludePatterns=["src/**/*.ts", "*.md"]) answered README.md
    and CHANGELOG.md, and the next read took CHANGELOG.md; selenium-mcp-selenium-pypi n002-b8588bc0: get_console_logs
    right after create_session listed lines from before the session started."""
    from fnmatch import fnmatch

    trees = consoles = 0
    for s in _shared("filesystem", seeds=range(1186, 1210)):
        for tool, args, m in _steps(s):
            pats = args.get("excludePatterns")
            if isinstance(pats, list) and pats and not m.is_error:
                trees += 1
                names = re.findall(r'"name": "([^"]+)"', m.output.get("content", "")) + re.findall(r"/([^/\s]+) \(", m.output.get("content", ""))
                assert not any(fnmatch(n, pat) for n in names for pat in pats), (s.id, pats, names)
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1186, 1210)):
        launched = False
        for tool, args, m in _steps(s):
            if tool in ("create_session", "open_browser") and not m.is_error:
                launched = True
            elif tool in ("open_page", "open_url", "navigate", "open_tab"):
                launched = False
            elif tool == "get_console_logs" and launched and not m.is_error:
                consoles += 1
                assert "total: 0" in m.output.get("result", ""), (s.id, m.output)
    assert trees >= 2 and consoles >= 1, (trees, consoles)


def test_an_expiry_is_a_round_number_of_seconds():
    """redis-mcp-redis e002-3cb619c6 (seed 1209): zadd(..., expiration=93)."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1186, 1210)):
        for tool, args, m in _steps(s):
            for k, v in args.items():
                if k in ("expiration", "expire", "ttl", "expire_seconds", "expiry") and isinstance(v, int) and not m.is_error:
                    seen += 1
                    assert v in (60, 300, 600, 3600, 86400) or v % 60 == 0, (s.id, tool, args)
    assert seen >= 5, seen


def test_one_session_and_one_current_branch_per_request():
    """selenium-mcp-selenium-pypi n005-89ea163b (seed 1210): get_console_logs(session 0bb5...), then get_session_info()
    answered session 27f0... and close_session closed 0bb5... as a firefox one; git n005-455142e4: clone (branch main),
    rename main to hotfix/payment-rounding answered currentBranch feature/checkout-redesign."""
    sessions = renames = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1186, 1212)):
        said = None
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            said = args.get("session_id") or said
            shown = re.search(r"session_id: (\w+)", m.output.get("result", "")) if isinstance(m.output, dict) else None
            if tool == "get_session_info" and not args.get("session_id") and said and shown:
                sessions += 1
                assert shown[1] == said, (s.id, said, m.output)
    for s in _shared("git", seeds=range(1186, 1212)):
        head = None
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "git_clone":
                head = m.output.get("branch")
            elif tool == "git_branch" and args.get("mode") == "rename" and head and args.get("branchName") == head:
                renames += 1
                head = args["newBranchName"]
                if "currentBranch" in m.output:
                    assert m.output["currentBranch"] == head, (s.id, args, m.output)
    assert sessions >= 1 and renames >= 1, (sessions, renames)


def test_an_update_sets_a_state_the_record_does_not_have():
    """git-mcp-server n008-bbd4af2f (seed 1211): list_issues showed #613 closed, then update_issue(issue_id=613,
    state=closed)."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1186, 1214)):
        states: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if tool.startswith("update_") and isinstance(args.get("state"), str) and not m.is_error:
                handle = str(args.get("issue_id") or args.get("mr_id") or args.get("milestone_id") or "")
                if handle in states:
                    seen += 1
                    assert states[handle].lower() != args["state"].lower(), (s.id, states[handle], args)
            for rec in objects(m.output):
                if isinstance(rec.get("state"), str) and rec.get("number", rec.get("iid")) is not None:
                    states[str(rec.get("number", rec.get("iid")))] = rec["state"]
    assert seen >= 1, seen


def test_a_value_is_pushed_onto_its_list_and_hacker_news_is_hacker_news():
    """redis-mcp-redis n009-e9d776be (seed 1212): lpush was asked as "push value job:2688 named jobs:pending";
    selenium-selenium-mcp-pypi n006-7c17fde2: news.ycombinator.com's page was titled "Getting started | Ycombinator"."""
    from seer.kinds.web import page_title

    assert page_title("https://news.ycombinator.com/news").endswith("| Hacker News")
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1186, 1214)):
        for c in s.expected_tools:
            if c.tool in ("lpush", "rpush") and isinstance(c.arguments.get("name"), str):
                said = " ".join(t.user for t in s.conversation)
                if c.arguments["name"] in said:
                    seen += 1
                    assert f"named {c.arguments['name']}" not in said, (s.id, said)
    assert seen >= 2, seen


def test_an_effect_applied_is_named():
    """illustrator-adobe-mcp n012-23354172 (seed 1213): adobe_ae_effect(action=apply, layer_name=X) named no effect."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1186, 1214)):
        for tool, args, m in _steps(s):
            params = args.get("params") if isinstance(args.get("params"), dict) else {}
            if tool == "adobe_ae_effect" and params.get("action") in ("apply", "remove", "disable", "enable"):
                seen += 1
                assert params.get("effect_name"), (s.id, params)
    assert seen >= 3, seen


def test_a_browser_just_started_has_no_cookies():
    """selenium-angiejones n006-713ac91b (seed 1215): start_browser, then get_cookies listed four .example.com cookies
    of a browser that had opened no page; n006-04e57afa (seed 1223): diagnostics(type=network) listed two requests."""
    seen = logs = 0
    for s in _shared("selenium-angiejones", seeds=range(1186, 1224)):
        fresh = False
        for tool, args, m in _steps(s):
            if tool == "start_browser" and not m.is_error:
                fresh = True
            elif tool in ("navigate", "open_url", "add_cookie"):
                fresh = False
            elif tool == "get_cookies" and fresh and not m.is_error:
                seen += 1
                assert m.output.get("cookies") == [], (s.id, m.output)
            elif tool == "diagnostics" and fresh and not m.is_error:
                logs += 1
                assert m.output.get("logs") == [], (s.id, args, m.output)
    assert logs >= 1, (seen, logs)  # (s41: no plan reads cookies before a page any more, so `seen` may be 0: see
    # test_symbolic_round_s41.test_a_browser_just_launched_is_taken_to_a_page_before_cookies_keys_or_waits)


def test_a_vector_kept_in_a_hash_is_a_products():
    """redis-mcp-redis n012-da36cdb4 (seed 1216): vector_search_hash found session:35ddb4 and session:8f3a2c, and
    set_vector_in_hash stored an embedding in a login session."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1186, 1218)):
        for tool, args, m in _steps(s):
            if tool in ("set_vector_in_hash", "get_vector_from_hash") and isinstance(args.get("name"), str):
                seen += 1
                assert not args["name"].startswith(("session:", "user:")), (s.id, tool, args)
            if tool == "vector_search_hash" and not m.is_error and isinstance(m.output.get("result"), list):
                assert not any(str(r.get("name", "")).startswith("session:") for r in m.output["result"]), (s.id, m.output)
    assert seen >= 3, seen


def test_a_csv_found_is_data():
    """filesystem n004-2977e0e7 (seed 1218): search_files(pattern=*.csv) found release-notes.csv and setup.csv."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1186, 1220)):
        for tool, args, m in _steps(s):
            if tool == "search_files" and str(args.get("pattern", "")).endswith(".csv") and not m.is_error:
                for name in re.findall(r"/([\w.-]+\.csv) \(", m.output.get("content", "")):
                    seen += 1
                    assert not name.startswith(("release-notes", "setup", "faq")), (s.id, name)
    assert seen >= 2, seen


def test_a_new_branch_starts_at_its_bases_commit():
    """git-official n004-dce01273 (seed 1219): git_branch listed hotfix/payment-rounding at 225c6d1e6f73, and
    git_create_branch(base_branch=hotfix/payment-rounding) answered the new branch at 6611d744fc49."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-official", seeds=range(1186, 1220)):
        commits: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if tool == "git_create_branch" and not m.is_error and args.get("base_branch") in commits:
                seen += 1
                made = next(rec for rec in objects(m.output) if rec.get("name") == args["branch_name"])
                assert made.get("commit") == commits[args["base_branch"]], (s.id, args, made)
            for rec in objects(m.output):
                if isinstance(rec.get("name"), str) and isinstance(rec.get("commit"), str):
                    commits[rec["name"]] = rec["commit"]
    assert seen >= 3, seen


def test_a_fork_lives_elsewhere_and_a_desktop_app_refuses_no_permission():
    """git-mcp-server n003-6494d619 (seed 1220): create_fork of initech/northern-river answered initech/northern-river;
    illustrator-mograph-mcp e000-aab7be64: ai_close_document refused with "permission denied ... for this account" by a
    desktop app that has no account."""
    from seer.harness.checks import objects

    forks = refusals = 0
    for s in _shared("git-mcp-server", seeds=range(1186, 1222)):
        owners: dict[str, set] = {}
        for tool, args, m in _steps(s):
            recs = [r for r in objects(m.output) if isinstance(r.get("owner"), str) and isinstance(r.get("name"), str)]
            if tool == "create_fork" and not m.is_error:
                for r in recs:
                    if r["name"] in owners:
                        forks += 1
                        assert r["owner"] not in owners[r["name"]], (s.id, r)
            for r in recs:
                owners.setdefault(r["name"], set()).add(r["owner"])
    for spec in ("illustrator-mograph-mcp", "illustrator", "git", "git-official"):  # (git e000-a9fdf727, 1222: a local
        for s in _shared(spec, seeds=range(1186, 1222)):  # git_add refused "for this account")
            for tool, args, m in _steps(s):
                if m.is_error and m.output["error"].get("code") in (403, 409):
                    refusals += 1
                    assert "account" not in m.output["error"]["message"], (s.id, m.output)
    assert forks >= 1 and refusals >= 1, (forks, refusals)


def test_a_group_acknowledges_what_it_read():
    """redis-mcp-redis n008-8d033696 (seed 1221): xreadgroup read three entries, xadd wrote one, then xack acknowledged
    the entry just written (never delivered to the group)."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1186, 1224)):
        read: set[str] = set()
        added: set[str] = set()
        for tool, args, m in _steps(s):
            text = json.dumps(m.output)
            if tool in ("xreadgroup", "xrange", "xread") and not m.is_error:
                read |= set(re.findall(r"\d{13}-\d", text))
            elif tool == "xadd" and not m.is_error:
                added |= set(re.findall(r"\d{13}-\d", text))
            elif tool == "xack" and read and added:
                seen += 1
                assert not set(args.get("entry_ids") or []) & (added - read), (s.id, args)
    assert seen >= 1, seen


def test_a_reaction_never_quotes_an_empty_field():
    """selenium-mcp-selenium-pypi n004-0457e24e (seed 1222): "Noted, it came back with text:." after wait_for answered
    an input with an empty text."""
    seen = 0
    specs = ("selenium-mcp-selenium-pypi", "selenium", "selenium-angiejones")
    for sid, text in _later_turns(specs, range(1186, 1224), whole=True):
        seen += 1
        assert not re.search(r"came back with [\w ]+:\.", text), (sid, text)
    assert seen >= 50, seen


def test_an_item_listed_in_a_project_is_acted_on_in_that_project():
    """git-mcp-server n004-470e4252 (seed 1224): list_issues(project 1450) listed issue 211, create_project made
    bright-comet (2693), then create_issue_comment(project_id=2693, issue_id=211): a project just made has no issues."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1186, 1226)):
        made: set[str] = set()
        listed: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "create_project":
                made |= {str(r["id"]) for r in objects(m.output) if r.get("id") is not None}
            elif tool.startswith("list_") and "issue" in tool:
                listed.update({str(r["number"]): str(args.get("project_id")) for r in objects(m.output) if "number" in r})
            issue = str(args.get("issue_id", ""))
            if issue in listed and args.get("project_id") is not None and not tool.startswith("list_"):
                seen += 1
                assert str(args["project_id"]) not in made, (s.id, tool, args)
    assert seen >= 3, seen
