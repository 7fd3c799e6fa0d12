"""Session 46: the reading rounds' fixes (rounds 1434-): each test names the record that was absurd."""

from __future__ import annotations

import json
import random
import re

from tests.test_symbolic_round_s36 import _shared


def test_one_numbered_layer_is_said_in_the_singular():
    """illustrator-mograph-mcp n016-a4805b77 (seed 1434): ae_copy_animation(from_layer=8, to_layers=[6]) was asked as
    "copy one property's keyframes from layer 8 to layers 6"; ae_precompose(layers=[4]) as "precompose the given layers
    4", ae_stagger(layers=[1, 4]) as "stagger the layer 1 and 4", ae_inspect(layer=1) as "inspect the layer 1". One
    layer is "layer 6", two are "layers 1 and 4", and a thing named by its number takes no article."""
    said = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[0, 1, 2, 1434]):
        for t in s.conversation:
            assert not re.search(r"\b(?:layers|items|artboards) \d+(?![\d,]| and \d)", t.user), (s.id, t.user)
            assert not re.search(r"\bthe (?:given |selected )?layers? \d+\b(?!,| and)", t.user) \
                or re.search(r"\bthe layers \d+(?:, \d+)* and \d+", t.user), (s.id, t.user)
            assert not re.search(r"\bthe layer \d+ and \d+", t.user), (s.id, t.user)
            said += len(re.findall(r"\b(?:to|precompose|stagger|inspect) layers? \d+", t.user))
    assert said >= 10, said


def test_a_pick_from_a_listing_names_one_value():
    """filesystem n002-35f43c52 (seed 1435): read_multiple_files(paths=[Dockerfile]) after a listing of two files was
    asked as "open the file contents (take the paths listed with size 106)": a pick takes one value, "take the path
    listed with size 106"."""
    picks = 0
    for name in ("filesystem", "elasticsearch", "selenium-mcp-selenium-pypi", "git-mcp-server", "illustrator-mograph-mcp"):
        for s in _shared(name, seeds=[0, 1, 2, 1435]):
            for t in s.conversation:
                for m in re.finditer(r"\(take the ([\w ]+?) listed with", t.user):
                    picks += 1
                    assert not re.search(r"(?:paths|IDs|keys|uuids|names|files)$", m[1]), (s.id, t.user)
    assert picks >= 8, picks


def test_a_solid_is_named_by_its_colour_and_a_config_by_its_project():
    """illustrator-adobe-mcp n012-11158249 (seed 1437): adobe_ae_layer(action=add_solid, color 47, 123, 53) answered a
    layer "Black Solid 1": After Effects names a solid by its colour (a green one is "Medium Green Solid 1").
    filesystem n006-b3e64d46 (seed 1437): write_file(/home/gustavo/projects/inventory/config.yaml) wrote "service:
    billing": a project's config names that project's service."""
    import json

    from seer.generate.symbolic.mocks.ae_layers import layer_named_by_kind
    from seer.kinds.files import file_text
    import random

    solids = 0
    for name in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(name, seeds=[0, 1, 2, 1437]):
            for c, m in zip(s.expected_tools, s.mock_outputs):
                said = json.dumps(c.arguments).lower()
                if "solid" in said and re.search(r"color", said):
                    solids += 1
                    assert "Black Solid" not in json.dumps(m.output), (s.id, c.arguments, m.output)
    assert solids >= 2, solids
    record = {"name": "Layer 1"}
    layer_named_by_kind({"action": "add_solid", "color": "#FFFFFF"}, record)
    assert record["name"] == "White Solid 1"
    layer_named_by_kind({"kind": "solid"}, record)
    assert record["name"] == "Black Solid 1"  # no colour given: AE's default black
    for seed in range(20):
        text = file_text("/home/gustavo/projects/inventory/deploy/config.yaml", random.Random(seed))
        assert text.startswith("service: inventory\n"), text


def _listed_entries(s):
    """(folder, base name, shown before) of every file a folder listing or tree of scenario `s` shows."""
    import json

    seen: set[str] = set()
    for c, m in zip(s.expected_tools, s.mock_outputs):
        folder = c.arguments.get("path")
        text = json.dumps(m.output)
        if c.tool in ("list_directory", "list_directory_with_sizes", "directory_tree") and isinstance(folder, str) \
                and not m.is_error:
            text = text.replace("\\\\n", "\n").replace("\\n", "\n")
            names = set(re.findall(re.escape(folder.rstrip("/")) + r"/([\w.-]+\.\w+|Dockerfile)\b", text))
            names |= set(re.findall(r'\\"name\\": \\"([\w.-]+\.\w+|Dockerfile)\\"', json.dumps(m.output)))
            for n in sorted(names):
                yield folder, n, n in seen
        seen |= set(re.findall(r"([\w.-]+\.\w+)", json.dumps(c.arguments) + json.dumps(m.output)))


def test_a_folder_lists_the_files_such_a_folder_holds():
    """filesystem n005-71acd600 (seed 1434): directory_tree(.../payments-api/reports) showed main.py and CHANGELOG.md,
    and the user picked main.py; seed 1435 a config/ folder held users.csv and a Dockerfile; seed 1439 tests/ held
    app.js. A folder of a known kind lists what such a folder holds (a reports/ folder its reports and notes, a config/
    folder its settings), unless an entry was shown before under that name."""
    from seer.kinds.code import FILES, files_in

    fit = misfit = 0
    for s in _shared("filesystem", seeds=[*range(0, 6), 1434, 1435, 1439]):
        for folder, name, before in _listed_entries(s):
            held = files_in(folder)
            if held == FILES or name not in FILES or before:
                continue
            fit += name in held
            misfit += name not in held
    assert fit >= 30, fit
    assert misfit <= fit // 10, (fit, misfit)


_ENDS = re.compile(r"^(?:close|quit|delete|drop|destroy)_(?:browser|session|index|database|project|repository|table|stream)$")


def test_nothing_is_done_in_a_container_a_request_ended():
    """selenium n017-019a5093 (seed 1440): close_browser, then tab_close(tabId=1) in the closed browser; elasticsearch-py
    n006-72818a54: delete_index(products-2024.01), then delete_by_query on that index. What holds the things other calls
    act on is ended last, and a request that ends it does not also delete what it holds (the other delete is moot)."""
    ends = 0
    for name in ("selenium", "selenium-angiejones", "selenium-selenium-mcp-pypi", "selenium-mcp-selenium-pypi",
                 "elasticsearch-py", "git-mcp-server"):
        for s in _shared(name, seeds=[0, 1, 2, 1440]):
            if s.kind != "normal":
                continue
            tools = [c.tool for c in s.expected_tools]
            for i, t in enumerate(tools):
                if _ENDS.match(t):
                    ends += 1
                    after = tools[i + 1:]
                    assert not after or re.search(r"open|launch|start|create|new|list", after[0]), (s.id, tools)
                    others = [x for x in tools if x != t and re.match(r"(?:close|delete|remove|drop|destroy)_", x)]
                    assert not others, (s.id, tools)
    assert ends >= 20, ends


def test_a_push_of_the_current_branch_agrees_with_the_worktree_listed_after_it():
    """git n003-cd27d98b (seed 1443): git_push(remote=fork) answered branch chore/bump-deps, then git_worktree(list)
    showed the repository's own worktree on feature/checkout-redesign: a push of no branch named pushes the checked-out
    one, and the main worktree is on it (a drawn detached flag, which the worktree rules clear, hid it)."""
    checked = 0
    for s in _shared("git", seeds=[*range(0, 8), 1443]):
        head = None
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if m.is_error or not isinstance(m.output, dict):
                continue
            if c.tool == "git_checkout":
                head = None
            if c.tool == "git_push" and not any(k in c.arguments for k in ("branch", "remoteBranch")):
                head = m.output.get("branch") or head
            trees = m.output.get("worktrees")
            if c.tool == "git_worktree" and head and isinstance(trees, list) and trees:
                checked += 1
                assert trees[0].get("branch") == head, (s.id, head, trees[0])
    assert checked >= 1, checked


def test_a_follow_up_on_a_delete_names_what_was_deleted_not_its_container():
    """redis-mcp-redis n018-8335fd4e (seed 1444): xdel(key=audit:log, entry_id=1736918143398-0) deleted one entry and the
    follow-up asked "Can you confirm audit:log is gone now?": the stream stays. A follow-up about a delete names the
    thing deleted (the entry, the member, the document), never the stream, hash or index it was in."""
    import json

    checked = 0
    for name in ("redis-mcp-redis", "redis", "elasticsearch-py"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1444]):
            if not s.expected_tools:
                continue
            c = s.expected_tools[-1]
            m = re.fullmatch(r"Can you confirm (.+) is gone now\?", s.follow_up or "")
            holders = {v for k, v in c.arguments.items() if k in ("key", "index", "name") and isinstance(v, str)}
            inner = [k for k, v in c.arguments.items() if k not in ("key", "index", "name", "cluster") and isinstance(v, str)
                     and not (k == "path" and v == "$")]  # (json_del(path="$") deletes the whole document: it is gone)
            if inner and holders:
                checked += 1
                assert not m or m[1].strip('"') not in holders, (s.id, c.tool, json.dumps(c.arguments), s.follow_up)
    assert checked >= 15, checked


def test_a_file_moves_into_a_folder_that_holds_such_files():
    """filesystem n004-f9b6e81f (seed 1445): move_file(analytics/CHANGELOG.md -> analytics/reports/CHANGELOG.md): a
    changelog moves to docs/, a script to scripts/; a move that keeps the name goes to a folder that holds such a file."""
    from seer.kinds.code import FILES, files_in

    fit = misfit = 0
    for s in _shared("filesystem", seeds=[*range(0, 6), 1445]):
        for c in s.expected_tools:
            dest = c.arguments.get("destination")
            if c.tool != "move_file" or not isinstance(dest, str) or "/" not in dest:
                continue
            folder, name = dest.rsplit("/", 1)
            if files_in(folder) == FILES or name not in FILES:
                continue
            fit += name in files_in(folder)
            misfit += name not in files_in(folder)
    assert fit >= 8, fit
    assert misfit <= fit // 5, (fit, misfit)


_RENAMED = re.compile(r"(\S+) was renamed; it's (\S+) now|Hmm, (\S+) must be the old one\. Use (\S+) instead|Right, (\S+) is "
                      r"gone\. Go with (\S+)\.|not (\S+): the \w+ is (\S+)\.")


def test_a_branch_named_wrong_is_a_slip_not_a_rename():
    """git e000-b83516a9 (seed 1447): git_checkout(target=release/2.4) failed and the user said "Ah, release/2.4 was
    renamed; it's fix/login-timeout now": a release branch is never renamed to a fix branch. A wrong branch is the
    user's slip ("Sorry, wrong target: not release/2.4, it's fix/login-timeout.")."""
    def _branch(v: str) -> bool:
        return v in ("main", "develop") or re.fullmatch(r"(?:feature|fix|hotfix|release|chore)/[\w.-]+", v) is not None

    slips = 0
    for name in ("git", "git-official", "git-mcp-server"):
        for s in _shared(name, seeds=[*range(0, 6), 1447]):
            if s.kind != "error":
                continue
            for t in s.conversation[1:]:
                m = _RENAMED.search(t.user)
                pair = [x.rstrip(".") for x in (m.groups() if m else ()) if x]
                assert not (len(pair) == 2 and _branch(pair[0]) and _branch(pair[1])), (s.id, t.user)
                slips += bool(re.search(r"wrong \w+: not (?:feature|fix|hotfix|release|chore)/", t.user))
    assert slips >= 2, slips


def test_a_folder_never_lists_the_files_another_folder_showed():
    """filesystem n002-0afd7f80 (seed 1448): directory_tree(helpdesk/src/api) showed index.ts and feature-flags.json,
    then list_directory(analytics/data) listed the same two files: the world's file records were moved into the second
    folder. A file shown in one folder stays there; another folder lists files of its own."""
    from collections import defaultdict

    listings = same = 0
    for s in _shared("filesystem", seeds=[*range(0, 6), 1448]):
        by_folder: dict[str, set[str]] = defaultdict(set)
        for folder, name, _before in _listed_entries(s):
            by_folder[folder.rstrip("/")].add(name)
        shown = [names for names in by_folder.values() if len(names) >= 2]
        listings += len(shown)
        same += sum(1 for i, a in enumerate(shown) for b in shown[i + 1:] if a == b)
    assert listings >= 40, listings
    assert same == 0, same


def test_a_follow_up_never_asks_about_a_handle():
    """illustrator n015-f9051b8f (seed 1449): after ungroup_objects(uuid=35b9991a-...) the follow-up asked "Can you
    confirm 35b9991a-df6c-4011-bfc5-dab5f7c546ec is in place now?", and after get_element_text "What does e372 tell us?":
    a uuid or a page's element ref is a handle, not a thing a person asks about."""
    handle = re.compile(r"\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b|\be\d{1,4}\b")
    asked = 0
    for name in ("illustrator", "selenium-angiejones", "selenium", "selenium-ai-agent-pypi"):
        for s in _shared(name, seeds=[0, 1, 2, 1449]):
            if s.follow_up:
                asked += 1
                assert not handle.search(s.follow_up), (s.id, s.follow_up)
    assert asked >= 300, asked


def test_a_design_document_never_sits_in_a_code_folder():
    """illustrator-adobe-mcp n004-4aa424bd (seed 1450): adobe_open_file(app=premierepro) opened
    /home/ivan/projects/auth-gateway/src/brand-icons.prproj: a path drawn for a code file took the app's extension and
    kept its src/ folder. A design document sits in its project (or a design folder), never in src/, tests/ or reports/."""
    import json

    docs = 0
    code = re.compile(r"/projects/[\w-]+/(?:src|lib|tests|scripts|config|reports|data|deploy|docs|notes)(?:/[\w-]+)?/[\w.-]+"
                      r"\.(?:ai|psd|indd|prproj|aep)\b")
    for name in ("illustrator-adobe-mcp", "illustrator-mograph-mcp", "illustrator"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1450]):
            text = json.dumps([c.arguments for c in s.expected_tools]) + json.dumps([m.output for m in s.mock_outputs])
            docs += len(re.findall(r"/projects/[\w/-]+\.(?:ai|psd|indd|prproj|aep)\b", text))
            assert not code.search(text), (s.id, code.findall(text)[:2])
    assert docs >= 30, docs


def test_the_page_a_browser_shows_is_among_its_tabs():
    """selenium-selenium-mcp-pypi n004-ec40129b (seed 1452): get_page_text showed Wikipedia's Main page, then get_tabs
    listed GitHub's pricing page and Contoso's docs: the page the browser shows is one of its open tabs."""
    import json

    checked = 0
    for name in ("selenium-selenium-mcp-pypi", "selenium-mcp-selenium-pypi", "selenium-ai-agent-pypi", "selenium"):
        for s in _shared(name, seeds=[*range(0, 8), 1452]):
            seen = None
            for c, m in zip(s.expected_tools, s.mock_outputs):
                if m.is_error:
                    continue
                out = json.dumps(m.output)
                if re.search(r"navigate|open_url|goto|back|forward|switch|select|new|close", c.tool):
                    seen = None
                    continue
                if c.tool in ("get_page_title", "get_page_text"):
                    t = re.search(r'"title": "([^"]+)"', out)
                    text = m.output.get("text") if isinstance(m.output, dict) else None
                    seen = t[1] if t else text.split("\n")[0] if isinstance(text, str) else None
                if c.tool in ("get_tabs", "tab_list", "list_tabs") and seen:
                    checked += 1
                    assert seen in out, (s.id, seen, out[:300])
    assert checked >= 2, checked


def test_a_branch_reflog_is_its_own_and_a_diffed_file_is_tracked():
    """git n004-7553791a (seed 1453): git_reflog(ref=feature/checkout-redesign) listed an entry of release/2.4; git-official
    n002-ee297c64: git_diff(target=feature/dark-mode) showed src/app.py, then git_status listed src/app.py as untracked.
    A branch's reflog lists that branch's entries; a file a diff showed is tracked, never untracked."""
    import json

    reflogs = statuses = 0
    for name in ("git", "git-official", "git-mcp-server"):
        for s in _shared(name, seeds=[*range(0, 6), 1453]):
            diffed: set[str] = set()
            for c, m in zip(s.expected_tools, s.mock_outputs):
                if m.is_error:
                    continue
                ref = c.arguments.get("ref")
                if c.tool == "git_reflog" and isinstance(ref, str) and not ref.upper().startswith("HEAD"):
                    for e in m.output.get("entries", []):
                        reflogs += 1
                        assert e.get("refName", ref) == ref, (s.id, ref, e)
                text = json.dumps(m.output)
                for rec in [m.output.get("status"), m.output] if isinstance(m.output, dict) else []:
                    if isinstance(rec, dict) and isinstance(rec.get("untracked"), list) and diffed:
                        statuses += 1
                        assert not set(rec["untracked"]) & diffed, (s.id, rec["untracked"], diffed)
                diffed |= set(re.findall(r"diff --git a/(\S+) b/", text.replace("\\n", "\n")))
    assert reflogs >= 1 and statuses >= 3, (reflogs, statuses)


def test_a_design_project_is_named_for_its_file():
    """illustrator-adobe-mcp n008-c496fe90 (seed 1454): adobe_pr_project(get_info, name=Explainer_video) answered name
    Explainer_video at /home/ana/projects/brand-refresh/Brand_refresh.prproj: a project's file is named for the project."""
    import json

    projects = 0
    for name in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(name, seeds=[*range(0, 6), 1454]):
            for m in s.mock_outputs:
                text = json.dumps(m.output).replace("\\n", "\n")
                for nm, path in re.findall(r'name(?:\\?": \\?"|: )([\w .-]+?)(?:\\?",|\n)\s*\\?"?path(?:\\?": \\?"|: )(/[^"\n]+\.(?:prproj|aep))',
                                           text):
                    projects += 1
                    stem = re.sub(r"\.\w+$", "", nm).replace(" ", "_")
                    assert path.rsplit("/", 1)[-1].startswith(stem), (s.id, nm, path)
    assert projects >= 3, projects


def test_a_text_listing_never_shows_a_blank_head_or_field():
    """selenium-mcp-selenium-pypi n009-77cb7311 (seed 1455): window(action=list) in a browser just made answered
    "-  (handle: CDwindow-..., url: about:blank)": a blank tab's empty title headed the line. A line is headed by a value
    it has, and an empty field is left out ("- CDwindow-... (url: about:blank)")."""
    import json

    lines = 0
    for name in ("selenium-mcp-selenium-pypi", "selenium-ai-agent-pypi", "redis-mcp-redis"):
        for s in _shared(name, seeds=[0, 1, 1455]):
            for m in s.mock_outputs:
                for t in re.findall(r'"(- [^"]*)"', json.dumps(m.output)):
                    lines += 1
                    assert not re.search(r"(?:^|\\n)- +\(|: ,|: \)", t), (s.id, t[:200])
    assert lines >= 50, lines


def test_a_test_module_lives_in_tests():
    """selenium m000-9be49c5a (seed 1456): healer_fix_test(testPath=/home/bob/projects/mobile-app/docs/
    test_search_filters_results.py): a test module (test_*.py, *.spec.ts) of a project lives in its tests/ folder, never
    in docs/, data/ or deploy/."""
    import json

    elsewhere = re.compile(r"/projects/[\w.-]+/(?:docs|data|config|reports|deploy|scripts|notes|lib|assets|static|media)/"
                           r"(?:test_\w+\.py|[\w-]+\.(?:spec|test)\.[jt]s)\b")
    tests = 0
    for name in ("selenium", "selenium-ai-agent-pypi", "filesystem", "git-official"):
        for s in _shared(name, seeds=[*range(0, 4), 1456]):
            text = json.dumps([c.arguments for c in s.expected_tools]) + json.dumps([m.output for m in s.mock_outputs]) \
                + " ".join(t.user for t in s.conversation)
            tests += len(re.findall(r"/projects/[\w./-]*?(?:test_\w+\.py|\.spec\.[jt]s)\b", text))
            assert not elsewhere.search(text), (s.id, elsewhere.findall(text)[:2])
    assert tests >= 20, tests


def test_a_listing_names_a_path_once():
    """filesystem n002-e4cc40e2 (seed 1457): list_allowed_directories listed /home/emeka/projects/inventory twice (entries: 3
    and entries: 37) once two projects had become the request's one. A listing names a path once, its total agreeing."""
    import json

    listings = 0
    for name in ("filesystem", "git-official", "selenium-ai-agent-pypi"):
        for s in _shared(name, seeds=[*range(0, 4), 1457]):
            for m in s.mock_outputs:
                for text in re.findall(r'"((?:- /[^"]*))"', json.dumps(m.output)):
                    heads = re.findall(r"(?:^|\\n)- (/\S+) \(", text)
                    if len(heads) > 1:
                        listings += 1
                        assert len(set(heads)) == len(heads), (s.id, heads)
                        total = re.search(r"total: (\d+)", text)
                        assert total is None or int(total[1]) == len(heads), (s.id, text[:300])
    assert listings >= 40, listings


def _status_files(rec: dict):
    flat = lambda d: sorted(f for v in d.values() if isinstance(v, list) for f in v)  # noqa: E731
    if isinstance(rec.get("stagedChanges"), dict) and isinstance(rec.get("unstagedChanges"), dict):
        return flat(rec["stagedChanges"]), flat(rec["unstagedChanges"]), sorted(rec.get("untrackedFiles") or [])
    if isinstance(rec.get("staged"), list) and (isinstance(rec.get("unstaged"), list) or isinstance(rec.get("modified"), list)):
        return sorted(rec["staged"]), sorted(rec.get("unstaged") or rec.get("modified") or []), sorted(rec.get("untracked") or [])
    return None


def test_statuses_read_together_agree_and_a_commit_records_what_was_staged():
    """git n008-6c2ef5bd (seed 1459): git_status showed scripts/deploy.sh staged, src/app.js modified, two files
    untracked; git_wrapup_instructions' status right after it showed src/api/index.ts staged and data/schema.sql
    unstaged; git_commit then said "chore: update index.ts" and staged data/report-q3.csv, shown nowhere. Two statuses
    read between the same writes list the same files; a commit stages files the status showed waiting, and records
    what was staged before it."""
    from seer.harness.checks import objects

    pairs = commits = 0
    for name in ("git", "git-official", "git-mcp-server"):
        for s in _shared(name, seeds=[*range(0, 6), 1459]):
            first = None
            for c, m in zip(s.expected_tools, s.mock_outputs):
                if m.is_error:
                    continue
                reads = not re.search(r"commit|add|reset|checkout|stash|merge|rebase|pull|push|clean|init|clone|branch|tag|"
                                      r"cherry|remote|worktree|set_working|clear_working|fetch", c.tool)
                got = next((t for rec in objects(m.output) for t in [_status_files(rec)] if t is not None), None)
                if reads and got is not None:
                    if first is not None:
                        pairs += 1
                        assert got == first, (s.id, c.tool, got, first)
                    first = first or got
                elif not reads:
                    committed = m.output.get("committedFiles") if isinstance(m.output, dict) else None
                    if c.tool == "git_commit" and first and first[0] and isinstance(committed, list):
                        commits += 1
                        assert set(first[0]) <= set(committed), (s.id, first[0], committed)
                    first = None
    assert pairs >= 1 and commits >= 1, (pairs, commits)


def test_a_missing_value_with_a_preposition_and_a_single_key_read_as_english():
    """illustrator-mograph-mcp m005-056f303e (seed 1461): the missing to_layers came back as "The to layers are 1.";
    redis e000-cfc5afdc: "get rid of keys cache:homepage from Redis" for one key. Now "To layer 1." and "get rid of the
    key cache:homepage"."""
    answers = deletes = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[0, 1, 2, 1461]):
        if s.kind == "missing_info" and len(s.conversation) > 1:
            answers += 1
            assert not re.search(r"\bthe (?:to|into|onto|from|at|in|on) \w+ (?:is|are|should be)\b|left out the (?:to|from) ",
                                 s.conversation[1].user), (s.id, s.conversation[1].user)
    for s in _shared("redis", seeds=[0, 1, 2, 1461]):
        for t in s.conversation:
            for m in re.finditer(r"\b(?:delete|remove|get rid of) (the key|keys) (\S+?)(?: and (\S+))?(?= from|[.,?]|$)", t.user):
                deletes += 1
                assert (m[1] == "keys") == bool(m[3]), (s.id, t.user)
    assert answers >= 10 and deletes >= 5, (answers, deletes)


def test_a_link_read_on_a_page_goes_to_that_pages_site():
    """selenium-mcp-selenium-pypi n006-9886af69 (seed 1464): get_dom showed Mayo-Morse's launch page, then
    get_attribute(href) of its nav link answered https://news.ycombinator.com/menu. A link read on the page the browser
    shows goes to that page's site."""
    import json

    links = 0
    for name in ("selenium-mcp-selenium-pypi", "selenium-angiejones", "selenium"):
        for s in _shared(name, seeds=[*range(0, 6), 1464]):
            brand = None
            for c, m in zip(s.expected_tools, s.mock_outputs):
                if m.is_error:
                    continue
                text = json.dumps(m.output)
                attr = next((v for k, v in c.arguments.items() if k.startswith("attribute")), None)
                if re.search(r"navigate|open|goto|back|forward|switch|new|close|refresh|reload", c.tool):
                    brand = None
                if attr == "href" and brand:
                    got = re.search(r"https?://([^/\\\"]+)", text)
                    if got:
                        links += 1
                        assert brand in got[1], (s.id, brand, text[:200])
                title = re.search(r"<title>[^<|]*\| ([^<]+)</title>", text)
                if title:
                    brand = re.sub(r"[^a-z0-9]+", "-", title[1].lower()).strip("-")
    assert links >= 1, links


def test_a_sequence_named_for_its_aspect_has_that_shape():
    """illustrator-adobe-mcp n016-743110ee (seed 1467): adobe_pr_sequence(set_active, name="Social 9x16") answered a
    3840 x 2160 sequence: a 9x16 social cut is vertical (1080 x 1920). And adobe_pr_export(in_point=1) was asked as
    "export the Premiere Pro sequence in point 1": "in point" is a noun, not "in" a point."""
    import json

    shaped = 0
    aspects = {"9x16": (1080, 1920), "16x9": (1920, 1080), "4x5": (1080, 1350), "1x1": (1080, 1080)}
    for name in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(name, seeds=[*range(0, 6), 1467]):
            for t in s.conversation:
                assert not re.search(r"\b(?:sequence|comp|clip) (?:in|out) point \d", t.user), (s.id, t.user)
            for c in s.expected_tools:
                if "sequence" in c.tool:  # a sequence takes a video preset, never a paper size ("Print A4", seed 1467)
                    assert not re.search(r"Print|A4|A3", json.dumps(c.arguments)), (s.id, c.arguments)
            for m in s.mock_outputs:
                text = json.dumps(m.output).replace("\\n", "\n")
                for nm, w, h in re.findall(r"name(?:\": \"|: )[^\n\"]*?\b(\d{1,2}x\d{1,2})\b[^\n\"]*(?:\",|\n).*?width(?:\": |: )(\d+)"
                                           r"(?:,|\n).*?height(?:\": |: )(\d+)", text, re.S):
                    if nm in aspects:
                        shaped += 1
                        assert (int(w), int(h)) == aspects[nm], (s.id, nm, w, h)
    assert shaped >= 1, shaped


def test_a_deploy_script_builds_its_own_projects_image():
    """filesystem n002-14913028 (seed 1468): search-indexer's deploy.sh built and pushed acme/billing: a project's deploy
    script builds that project's image, and an edit of it quotes that line."""
    import json

    scripts = 0
    for s in _shared("filesystem", seeds=[*range(0, 4), 1468]):
        text = json.dumps([c.arguments for c in s.expected_tools]) + json.dumps([m.output for m in s.mock_outputs])
        for project, image in re.findall(r"/projects/([\w-]+)/(?:[\w-]+/)*deploy\.sh.{0,160}?docker build -t acme/([\w-]+):", text):
            scripts += 1
            assert image == project, (s.id, project, image)
    assert scripts >= 2, scripts


def test_a_path_never_names_one_folder_twice_in_a_row():
    """illustrator-adobe-mcp n007-c668e29f (seed 1471): adobe_pr_media(import_folder) imported
    /home/farah/projects/webshop/assets/assets: a media file's folder was put under the assets/ folder it already was in."""
    import json

    paths = 0
    for name in ("illustrator-adobe-mcp", "filesystem", "selenium-ai-agent-pypi"):
        for s in _shared(name, seeds=[0, 1, 2, 1471]):
            text = json.dumps([c.arguments for c in s.expected_tools]) + json.dumps([m.output for m in s.mock_outputs])
            paths += len(re.findall(r"/projects/[\w-]+/", text))
            doubled = re.search(r"/projects/[\w-]+/(?:[\w-]+/)*?([\w-]+)/\1(?=/|\"|\s|\\)", text)
            assert not doubled, (s.id, doubled[0])
    assert paths >= 200, paths


def test_what_a_request_deletes_with_its_data_it_does_not_first_change():
    """elasticsearch-py n006-fe9a7780 (seed 1471): put_alias(products-2024.12, products-write), then
    delete_index(products-2024.12): the alias goes with the index. A request that deletes an index, a project or a
    repository makes no change in it first."""
    wipe = re.compile(r"^(?:delete|drop|destroy)_(?:index|database|project|repository|table|collection|bucket|data_stream)$")
    change = re.compile(r"^(?:put|create|update|set|add|post|merge|close|index|bulk)_")
    wiped = 0
    for name in ("elasticsearch-py", "git-mcp-server", "elasticsearch"):
        for s in _shared(name, seeds=[*range(0, 6), 1471]):
            if s.kind != "normal":
                continue
            tools = [c.tool for c in s.expected_tools]
            gone = {str(v) for c in s.expected_tools if wipe.match(c.tool) for k, v in c.arguments.items()
                    if k in ("index", "name", "project_id", "repo", "table")}
            if gone:
                wiped += 1
                assert not any(change.match(c.tool) and not wipe.match(c.tool) and gone & {str(v) for v in c.arguments.values()}
                               for c in s.expected_tools), (s.id, tools)
    assert wiped >= 5, wiped


def test_a_screenshot_is_saved_as_a_screenshot():
    """selenium-angiejones n002-56836c81 (seed 1476): take_screenshot(outputPath=.../auth-gateway/scripts/logo.png), and
    seed 1434 .../billing-service/lib/logo.png: a screenshot saved into a project goes to its screenshots/ folder under
    a screenshot's name, never over the project's logo in scripts/ or lib/."""
    shots = 0
    for name in ("selenium-angiejones", "selenium", "selenium-mcp-selenium-pypi", "selenium-ai-agent-pypi"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1434, 1476]):
            for c in s.expected_tools:
                if "screenshot" not in c.tool:
                    continue
                for v in c.arguments.values():
                    if isinstance(v, str) and "/projects/" in v:
                        shots += 1
                        assert re.search(r"/projects/[\w-]+/screenshots/screenshot-[\w-]+\.png$", v), (s.id, v)
    assert shots >= 3, shots


def test_a_design_document_is_not_kept_among_the_footage():
    """illustrator-adobe-mcp n004-3a84ac81 (seed 1477): adobe_pr_project(open, .../search-indexer/footage/interview-edit.prproj),
    and illustrator n012-3c5e8933: open_document(.../webshop/footage/logo-final.ai): footage/ (and renders/, exports/)
    hold clips and what was rendered, not the documents made from them; artwork sits in artwork/, a project file at
    the project's root."""
    docs = 0
    for name in ("illustrator", "illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(name, seeds=[0, 1, 2, 1477]):
            for c in s.expected_tools:
                for v in c.arguments.get("params", c.arguments).values() if isinstance(c.arguments.get("params", c.arguments), dict) else ():
                    if isinstance(v, str) and re.search(r"/projects/.*\.(?:ai|psd|indd|prproj|aep)$", v):
                        docs += 1
                        assert not re.search(r"/(?:footage|renders|exports)/[^/]+$", v), (s.id, c.tool, v)
    assert docs >= 10, docs


def test_a_numbered_item_is_put_into_the_comp_the_call_names():
    """illustrator-mograph-mcp n015-c8625627 (seed 1478): ae_delete_item(item=82) was asked as "Remove a project item 82";
    n039-6f014515 (seed 0): ae_add_item(item=19) as "put project item 19" (put where?), n019-f9cf5f87 (seed 3) as "put
    project item 5 into a comp to index 7 (the comp "Main Comp" ...)"; git-mcp-server n000-4d55a18b (seed 3): "a list of
    issues in a project with platform gitlab, the project ID 1798". A numbered thing takes no article, "put" says where,
    and the place a call names is said as the place: "into the comp "Main Comp"", "issues in project 1798". frames_diff
    (artboard_a=5, artboard_b=3) was "an artboard a of 5 and an artboard b of 3": "artboard 5 and artboard 3"."""
    puts = placed = 0
    for name in ("illustrator-mograph-mcp", "git-mcp-server"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 6, 1478]):
            for t in s.conversation:
                assert not re.search(r"\b(?:a|an) (?:[\w-]+ )?(?:item|layer|artboard|frame) \d+|\ban? \w+ [ab] of \d", t.user), (s.id, t.user)
                assert not re.search(r"\bput project item \d+\b(?! into)", t.user), (s.id, t.user)
                assert not re.search(r"\bon a comp (?:with|using|\()the comp\b|\binto a comp\b[^.?;]*\bthe comp \"", t.user), (s.id, t.user)
                assert "in the project ID" not in t.user and "in a project with the project ID" not in t.user, (s.id, t.user)
                puts += len(re.findall(r"\bput project item \d+ into", t.user))
                placed += len(re.findall(r"\b(?:on|into) the comp \"|\bissues in project \d+", t.user))
    assert puts >= 2 and placed >= 5, (puts, placed)


def test_a_file_git_tracks_is_never_also_untracked():
    """git-mcp-server n007-dd35a853 (seed 1479): git_set_working_dir answered a status with lib/index.ts untracked and
    conflicted at once. A staged, modified or unmerged file is tracked: one status lists it in one state."""
    from seer.harness.checks import objects

    statuses = 0
    for name in ("git", "git-mcp-server", "git-official"):
        for s in _shared(name, seeds=[0, 1, 2, 1479]):
            for m in s.mock_outputs:
                for rec in objects(m.output):
                    lists = {k.lower(): v for k, v in rec.items() if isinstance(v, list) and all(isinstance(f, str) for f in v)}
                    untracked = {f for k, v in lists.items() if "untracked" in k for f in v}
                    tracked = {f for k, v in lists.items() if "untracked" not in k and re.search(r"staged|modified|conflict", k)
                               for f in v}
                    if untracked or tracked:
                        statuses += 1
                        assert not untracked & tracked, (s.id, rec)
    assert statuses >= 20, statuses


def test_a_save_as_path_is_the_users_and_said_as_where_it_goes():
    """illustrator-mograph-mcp n002-a78b14dd (seed 1479): ae_save_project(path) "SaveAs if path given" took its path from
    ae_audit_project, which "returned" lower-thirds.aep while ae_get_project_info had shown Explainer_video.aep; the
    request said "save the active AE project (/home/.../x.aep)". Where a copy goes is the user's to say: "save the active
    AE project as /home/.../x.aep". ai_checkpoint(label) was "hover" (an Animate frame label): a checkpoint's label says
    what the copy is kept for. adobe_ps_selection(select_all) was answered "Good, selected the all now"."""
    from seer.kinds import plausible

    saves = labels = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[0, 1, 2, 3, 1479]):
        for n, c in enumerate(s.expected_tools):
            if c.tool == "ae_save_project" and c.arguments.get("path"):
                saves += 1
                assert f"as {c.arguments['path']}" in " ".join(t.user for t in s.conversation), (s.id, c.arguments)
                assert not any(c.arguments["path"] in str(m.output) for m in s.mock_outputs[:n]), (s.id, c.arguments)
            if c.tool == "ai_checkpoint" and c.arguments.get("label"):
                labels += 1
                assert plausible("checkpoint_label", c.arguments["label"]) and c.arguments["label"] not in ("hover", "intro", "idle")
    assert saves >= 3 and labels >= 1, (saves, labels)
    for name in ("illustrator-adobe-mcp", "git"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1479]):
            for t in s.conversation:
                assert not re.search(r"\b(?:selected|deselected) the all\b|— all of them|\bstage files with paths\b", t.user), (s.id, t.user)


def test_the_one_a_reaction_named_is_acted_on_as_that_one():
    """redis-mcp-redis n002-384e58d3 (seed 1480): after get(order:2025:0871) the user said "Great, value key
    order:2025:0871 it is." (the key of a key-value read is no "value key"); n002-31eddfab (seed 0): "The key
    user:1042:profile is the one we need. Please get rid of a Redis key as well.": a person who has just named the key
    deletes that key, never "a Redis key"."""
    that = 0
    for name in ("redis-mcp-redis", "selenium-mcp-selenium-pypi"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1480]):
            for n, t in enumerate(s.conversation):
                assert not re.search(r"\bvalue key\b", t.user), (s.id, t.user)
                if n == 0:
                    continue
                for i in t.calls:
                    named = [v for v in s.expected_tools[i].arguments.values() if isinstance(v, str) and len(v) > 6 and v in t.user]
                    if named and re.search(r"\b(?:get rid of|delete|remove|close) (?:a|an) (?:Redis key|entry|browser session)\b", t.user) \
                            and not re.search(rf"(?:get rid of|delete|remove|close) [^.;,]*{re.escape(named[0])}", t.user):
                        raise AssertionError((s.id, t.user))
                that += len(re.findall(r"\b(?:get rid of|delete|remove|close) that (?:Redis key|entry|browser session)\b", t.user))
    assert that >= 5, that


def test_a_rename_says_from_and_to_and_a_key_is_pressed_by_its_name():
    """git n007-430f7b62 (seed 1481): git_branch(rename, branchName=feature/search-filters, newBranchName=fix/login-timeout)
    was asked as "rename a branch with the new branch name fix/login-timeout and the branch name feature/search-filters,
    with the branch name from the changes": the branch was named twice and claimed to come from a pull that returned
    another branch. A rename says "rename branch X to Y", and a value is said to come from a call only when that call
    returned it. Keys: "press the keyboard key Tab", "press keyboard the key F1 with the modifiers Shift and Meta" are
    "press Tab", "press Shift+Meta+F1"."""
    from seer.harness.checks import leaves

    renames = presses = 0
    for name in ("git", "illustrator-adobe-mcp", "selenium", "selenium-ai-agent-pypi", "selenium-mcp-selenium-pypi",
                 "illustrator-mograph-mcp"):  # (n045-50d58dd2, seed 1490: ae_reduce_project(comp_names=["Intro 1080p"])
        for s in _shared(name, seeds=[0, 1, 2, 3, 1481, 1490]):  # "with the comp names from the comp's layers", which
            outputs = [json.dumps(m.output) for m in s.mock_outputs]  # listed Main Comp's layers only)
            for t in s.conversation:
                assert not re.search(r"\bwith the new (?:branch )?name\b|keyboard (?:the )?key [A-Z]|press (?:an? |the )?keyboard key (?!with|using|and|for)\w", t.user), (s.id, t.user)
                for m in re.finditer(r", with the ([\w ]+?) from the ", t.user):
                    calls = [s.expected_tools[i] for i in t.calls]
                    assert any(str(v) in o for c in calls for v in leaves(c.arguments) if isinstance(v, (str, int))
                               and not isinstance(v, bool) and (isinstance(v, int) or len(v) > 3) for o in outputs), (s.id, t.user)
                    lists = [v for c in calls for v in c.arguments.values() if isinstance(v, list) and v
                             and all(isinstance(x, str) for x in v) and " ".join(v).lower() in t.user.lower()[:m.start()]]
                    assert not any(all(x not in o for o in outputs) and not re.search(r"\b(?:create|new|add)", t.user)
                                   for v in lists for x in v if m[1].endswith(("names", "name"))), (s.id, t.user)
                renames += len(re.findall(r"\brename (?:branch|the Photoshop layer) \S+ to \S+", t.user))
                presses += len(re.findall(r"\bpress (?:[A-Z][a-z]*\+)*(?:Tab|Enter|Escape|F1|Backspace|A)\b", t.user))
    assert renames >= 2 and presses >= 10, (renames, presses)


def test_an_artboard_is_one_a_document_would_have():
    """illustrator n021-1ebcb51b (seed 1482): get_artboards listed "Business card" at 1810 x 578 points (a business card is
    3.5 x 2 in, 252 x 144); illustrator-mograph-mcp n017-c69da6ec: ai_analyze_layout(artboard=7), then
    ai_layers_from_artboards answered two artboards. A document has a few artboards: a call names one of the first
    four."""
    from seer.harness.checks import objects

    cards = named = 0
    for name in ("illustrator", "illustrator-mograph-mcp", "illustrator-adobe-mcp"):
        for s in _shared(name, seeds=[0, 1, 2, 1482]):
            for c in s.expected_tools:
                for k, v in (c.arguments.get("params") if isinstance(c.arguments.get("params"), dict) else c.arguments).items():
                    if "artboard" in k.lower() and "range" not in k.lower() and isinstance(v, int) and not isinstance(v, bool):
                        named += 1
                        assert 0 <= v <= 4, (s.id, c.tool, k, v)
            for m in s.mock_outputs:
                for rec in objects(m.output):
                    if rec.get("name") == "Business card" and isinstance(rec.get("width"), int):
                        cards += 1
                        assert (rec["width"], rec["height"]) == (252, 144), (s.id, rec)
    assert cards >= 1 and named >= 20, (cards, named)


def test_a_locator_retried_after_a_miss_is_another_locator_of_its_kind():
    """selenium-angiejones e000-01014e91 (seed 1484): get_element_text(by=id, value=checkout) was not found, and the user
    corrected it to "All tests pass on the main branch." (a chat message as an element id). The corrected value of a
    locator follows its `by`: another element id, CSS selector or XPath."""
    retried = 0
    for name in ("selenium-angiejones", "selenium-mcp-selenium-pypi", "selenium-selenium-mcp-pypi"):
        for s in _shared(name, seeds=[*range(12), 1484]):
            if s.kind != "error" or len(s.expected_tools) < 2:
                continue
            first, again = s.expected_tools[0].arguments, s.expected_tools[-1].arguments
            by = first.get("by") or first.get("strategy")
            if isinstance(by, str) and first.get("value") != again.get("value") and isinstance(again.get("value"), str):
                retried += 1
                v = again["value"]
                if by in ("id", "name", "class", "class_name", "tag", "tag_name"):
                    assert re.fullmatch(r"[\w-]+", v), (s.id, by, v)
                elif "css" in by:
                    assert not re.search(r"[.!?]$", v) and " " not in v.strip("[]") or "[" in v or ">" in v, (s.id, by, v)
                elif "xpath" in by:
                    assert v.startswith(("/", "(")), (s.id, by, v)
    assert retried >= 2, retried


def test_a_named_locator_is_named_for_the_element_it_finds():
    """selenium n002-92dbea8d (seed 1485): healer_inspect_page(locators=[{name: "Search results", strategy: css, value:
    button.submit-order}]): a locator named "Search results" that finds the submit-order button. A named locator's name
    says the element its selector finds ("Submit order button")."""
    from seer.harness.checks import objects

    named = 0
    for name in ("selenium", "selenium-ai-agent-pypi", "selenium-angiejones"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1485]):
            for c in s.expected_tools:
                for rec in objects(c.arguments):
                    by = rec.get("strategy") or rec.get("by")
                    value = rec.get("value") or rec.get("selector")
                    if isinstance(rec.get("name"), str) and isinstance(by, str) and "css" in by and isinstance(value, str) \
                            and re.search(r"[#.]\w|\[(?:name|id)=", value):
                        named += 1
                        said = set(re.split(r"[^a-z]+", rec["name"].lower())) - {""}
                        assert said & set(re.split(r"[^a-z]+", value.lower())) | ({"button"} if "btn" in value else set()), (s.id, rec)
    assert named >= 3, named


def test_an_upload_comes_from_the_users_folders_and_a_pytest_module_from_tests():
    """selenium n009-0203c2cd (seed 1486): file_upload(filePath=/home/kofi/projects/helpdesk/src/api/receipt.jpg): a
    receipt a person uploads through a web form comes from their Documents or Pictures, never a service's src/api; and
    generator_read_spec(/home/dana/projects/helpdesk/src/components/test_login.py): a pytest module sits in tests/."""
    uploads = modules = 0
    for name in ("selenium", "selenium-ai-agent-pypi", "selenium-angiejones"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1486]):
            for c in s.expected_tools:
                for k, v in (c.arguments.get("params") if isinstance(c.arguments.get("params"), dict) else c.arguments).items():
                    if not isinstance(v, str):
                        continue
                    if "upload" in c.tool and v.startswith("/home/") and re.search(r"\.(?:pdf|png|jpg)$", v):
                        uploads += 1
                        assert re.match(r"/home/\w+/(?:Documents|Pictures)/", v), (s.id, c.tool, v)
                    if re.search(r"/projects/.*/test_\w+\.py$", v):
                        modules += 1
                        assert re.search(r"/projects/[\w-]+/tests/test_\w+\.py$", v), (s.id, c.tool, v)
    assert uploads >= 3 and modules >= 3, (uploads, modules)


def test_a_test_runs_as_a_command_line():
    """selenium n007-397c515a (seed 1487): healer_debug_test(args=["auth-arg"], timeout=30000) with no command ran nothing
    ("run a single test with arguments auth-arg"); with one, the request said 'with the arguments "-v x.py" with command
    pytest'. A test run in explicit mode is a command and its arguments, said as one command line: `pytest -v x.py`."""
    lines = 0
    for name in ("selenium",):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1487]):
            for c in s.expected_tools:
                if c.tool in ("healer_run_tests", "healer_debug_test") and c.arguments.get("args"):
                    assert c.arguments.get("command"), (s.id, c.arguments)
                    assert not any(re.fullmatch(r"[a-z]+-arg", a) for a in c.arguments["args"]), (s.id, c.arguments)
            for t in s.conversation:
                assert not re.search(r"with the arguments \"[^\"]+\"[^.;]* command \w+", t.user), (s.id, t.user)
                lines += len(re.findall(r"`(?:pytest|npx|npm|yarn) [^`]+`", t.user))
    assert lines >= 2, lines


def test_a_thing_renamed_goes_by_its_new_name():
    """illustrator-adobe-mcp n003-4be42c8c (seed 1488): adobe_ps_layers(rename, layer_name="Book your table today",
    new_name="Layer 1") answered "name: Book your table today", and adobe_ps_smart_object then converted "Book your table
    today", a layer no longer called so. A rename's receipt names the new name, later calls use it, and a thing is never
    renamed to an app's default name ("Layer 1")."""
    from seer.harness.checks import leaves

    renames = 0
    for name in ("illustrator-adobe-mcp", "illustrator-mograph-mcp", "git"):
        for s in _shared(name, seeds=[0, 1, 2, 3, 1488]):
            for i, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
                body = c.arguments.get("params") if isinstance(c.arguments.get("params"), dict) else c.arguments
                if str(body.get("action") or body.get("mode") or "").lower() != "rename" or m.is_error:
                    continue
                old = next((body[k] for k in ("layer_name", "name", "branchName") if isinstance(body.get(k), str)), None)
                new = next((body[k] for k in ("new_name", "newName", "newBranchName") if isinstance(body.get(k), str)), None)
                if not old or not new:
                    continue
                renames += 1
                assert not re.fullmatch(r"(?:Layer|Group|Artboard|Untitled) ?\d*", new), (s.id, body)
                assert not re.search(rf"(?m)(?:^name: |\"name\": \"){re.escape(old)}\b", json.dumps(m.output).replace("\\n", "\n")), (s.id, m.output)
                for later in s.expected_tools[i + 1:]:
                    assert old not in [v for v in leaves(later.arguments) if isinstance(v, str)], (s.id, later.tool, old)
    assert renames >= 3, renames


def test_a_rebase_that_went_through_followed_a_clean_status():
    """git n000-75fd64dd (seed 1489): git_status listed README.md modified, then git_rebase answered "Successfully rebased
    and updated refs/heads/chore/bump-deps.": git refuses to rebase with uncommitted changes, so the status read just
    before a rebase that went through shows nothing staged or modified (untracked files may stay)."""
    from seer.generate.symbolic.worktree import _triple
    from seer.harness.checks import objects

    checked = 0
    for name in ("git", "git-mcp-server", "git-official"):
        for s in _shared(name, seeds=[*range(8), 1489]):
            tools = [c.tool for c in s.expected_tools]
            for i, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
                if "rebase" not in c.tool or m.is_error or any("autostash" in k.lower() for k in c.arguments):
                    continue
                before = []
                for j in range(i - 1, -1, -1):
                    if not re.search(r"status|diff|log|show|branch_list|list", tools[j]) or re.search(r"diff_(?:un)?staged", tools[j]):
                        break
                    before.append(j)
                for j in before:
                    for rec in objects(s.mock_outputs[j].output):
                        t = _triple(rec)
                        if t:
                            checked += 1
                            assert not t[0] and not t[1], (s.id, tools, rec)
    assert checked >= 1, checked


def test_a_receipt_names_its_thing_once():
    """illustrator-adobe-mcp n013-17f4cb76 (seed 1491): adobe_pr_timeline(add_transition, transition="Additive Dissolve")
    was acknowledged "Good, added the transition transition "Additive Dissolve".": the thing the operation names is
    said once ("added the transition "Additive Dissolve"")."""
    from seer.generate.symbolic.reactions import receipt_remark

    out = {"result": "ok: True\naction: add_transition\ntransition: Additive Dissolve\ncompleted_at: 2025-11-21T20:50:00Z"}
    said = {receipt_remark(out, "add_transition", random.Random(n)) for n in range(8)}
    assert said and all(s and "transition transition" not in s and "Additive Dissolve" in s and " is added" not in s for s in said), said
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 2, 1491]):
        for t in s.conversation:
            assert not re.search(r"\b(transition|layer|effect|preset|marker) \1\b", t.user), (s.id, t.user)


def test_a_solid_a_layer_list_and_a_restore_are_said_as_they_are():
    """illustrator-mograph-mcp n034-527c6b46 (seed 1492): ae_add_layer(solid, color=[175, 253, 111]) answered "Light Gray
    Solid 1" (a light green), and ae_set_text(layer=[4, 1]) was asked as "make changes to an existing text layers 4 and
    1". git n007-f2482ddf: git_checkout(target=chore/bump-deps, paths=[lib/index.ts, src/server.go]) was asked as
    "switch branches with target ... and paths ...", and the commit after it recorded config/flags.yaml alone: a checkout
    of paths restores them from the branch and stages them, and the commit records them."""
    from seer.generate.symbolic.mocks.ae_layers import _solid_colour

    assert _solid_colour({"color": [175, 253, 111]}) == "Light Green"
    assert _solid_colour({"color": [200, 200, 205]}) == "Light Gray"
    for s in _shared("illustrator-mograph-mcp", seeds=[0, 1, 2, 1492]):
        for t in s.conversation:
            assert not re.search(r"\ban? (?:existing )?(?:[\w-]+ )?\w+s \d+(?:, \d+)* and \d+", t.user), (s.id, t.user)
    restores = 0
    for s in _shared("git", seeds=[*range(6), 1492]):
        said = " ".join(t.user for t in s.conversation)
        assert not re.search(r"switch branches \S* ?(?:with |using |\()?(?:the )?target \S+,? and (?:the )?paths", said), (s.id, said)
        restored: list[str] = []
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "git_checkout" and c.arguments.get("paths") and not m.is_error:
                restores += 1
                restored = c.arguments["paths"]
                assert re.search(rf"from {re.escape(c.arguments['target'])}|it's {re.escape(c.arguments['target'])}", said), (s.id, said)
            if c.tool == "git_commit" and restored and not m.is_error:
                assert set(restored) <= set(m.output.get("committedFiles", restored)), (s.id, m.output)
    assert restores >= 1, restores


def test_a_thing_named_by_its_name_is_that_thing_and_one_item_is_singular():
    """illustrator n021-48609dfc (seed 1493): apply_text_style(style_name="Body Text") answered a style named "Heading 1"
    (a style record; a text frame the uuid names keeps its own name, as s36 has it);
    illustrator-mograph-mcp e001-46d2b90e: the user corrected ai_group_items with "My mistake, not "Hero image": the items
    is Logo.". A call's <noun>_name names the record it answers, and one item is "the item"."""
    from seer.harness.checks import objects

    styled = 0
    for s in _shared("illustrator", seeds=[0, 1, 2, 1493]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "apply_text_style" and isinstance(c.arguments.get("style_name"), str) and not m.is_error:
                styled += 1
                names = [r["name"] for r in objects(m.output) if isinstance(r.get("name"), str) and "style_name" in r
                         and "type" not in r]  # (a text frame styled keeps its own name: s36's test)
                assert all(n == c.arguments["style_name"] for n in names), (s.id, m.output)
    assert styled >= 1, styled
    for name in ("illustrator-mograph-mcp", "illustrator", "redis-mcp-redis"):
        for s in _shared(name, seeds=[*range(6), 1493]):
            for t in s.conversation:
                assert not re.search(r"\bthe (?:items|keys|layers|files|paths|uuids|names) is\b", t.user), (s.id, t.user)


def test_each_artboard_is_each_one_listed():
    """illustrator-mograph-mcp n032-e159b565 (seed 1494): ai_list_artboards listed five artboards, then
    ai_layers_from_artboards ("give each artboard a layer") answered three. A result with one record per artboard, after
    a listing of every artboard, holds one for each."""
    checked = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(6), 1482, 1494]):
        boards: list[str] = []
        for m in s.mock_outputs:
            out = m.output if isinstance(m.output, dict) else {}
            if isinstance(out.get("artboards"), list) and out["artboards"] and all(isinstance(a, dict) for a in out["artboards"]):
                boards = [a.get("name") for a in out["artboards"]]
            elif boards and isinstance(out.get("layers"), list) and out["layers"] \
                    and all(isinstance(x, dict) and x.get("artboard") in boards for x in out["layers"]):
                checked += 1
                assert [x["artboard"] for x in out["layers"]] == boards, (s.id, boards, out["layers"])
    assert checked >= 1, checked


def test_a_named_test_runs_from_its_own_module():
    """selenium-ai-agent-pypi n016-379d0971 (seed 1495): healer_debug_test(test_name=test_login_redirect,
    test_path=.../tests/test_cart.py): a login test lives in test_login.py, never in the cart's module."""
    named = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=[*range(6), 1495]):
        if s.kind == "error":
            continue
        for c in s.expected_tools:
            body = c.arguments.get("params") if isinstance(c.arguments.get("params"), dict) else c.arguments
            name, path = body.get("test_name"), body.get("test_path")
            if isinstance(name, str) and isinstance(path, str) and re.search(r"test_\w+\.py$", path):
                named += 1
                assert path.rsplit("/", 1)[-1].startswith("test_" + re.match(r"test_([a-z]+)", name)[1]), (s.id, name, path)
    assert named >= 3, named


def test_a_new_document_given_no_name_is_untitled():
    """illustrator n020-60c2d612 (seed 1496): create_document(width=800) answered a document titled "Trade show booth":
    a design app names a new document it was given no name for "Untitled-1"."""
    from seer.harness.checks import leaves

    made = 0
    for name in ("illustrator", "illustrator-adobe-mcp"):
        for s in _shared(name, seeds=[0, 1, 2, 1496]):
            for c, m in zip(s.expected_tools, s.mock_outputs):
                body = c.arguments.get("params") if isinstance(c.arguments.get("params"), dict) else c.arguments
                if not re.search(r"(?:create|new)_document", c.tool) or m.is_error \
                        or any(re.search(r"name|title", k) for k in body):
                    continue
                made += 1
                text = " ".join(str(v) for v in leaves(m.output))
                assert re.search(r"Untitled-\d", text), (s.id, m.output)
    assert made >= 3, made


def test_a_generated_script_is_saved_under_its_languages_name():
    """selenium-ai-agent-pypi n015-49b010c1 (seed 1498): generate_script(format=selenium_python, filename=users.csv): a
    script generated in Python is saved as a Python file."""
    scripts = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=[*range(6), 1498]):
        for c in s.expected_tools:
            body = c.arguments.get("params") if isinstance(c.arguments.get("params"), dict) else c.arguments
            if c.tool == "generate_script" and isinstance(body.get("filename"), str) and isinstance(body.get("format"), str):
                scripts += 1
                ext = body["filename"].rsplit(".", 1)[-1]
                assert ext == {"selenium_python": "py", "pytest": "py"}.get(body["format"], ext) and ext != "csv", (s.id, body)
    assert scripts >= 1, scripts


def test_the_place_a_reaction_named_is_that_place():
    """illustrator-mograph-mcp n000-1b4eb7d8 (seed 1499): "Of those 4, Text is the one. Could you move item 15 into a
    layer": the layer the user just named is "that layer"."""
    that = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[0, 1, 2, 3, 1499]):
        for n, t in enumerate(s.conversation[1:], 1):
            for i in t.calls:
                layer = s.expected_tools[i].arguments.get("layer")
                if s.expected_tools[i].tool == "ai_move_to_layer" and isinstance(layer, str) and t.user.find(layer) != -1 \
                        and t.user.find(layer) < t.user.find("move"):
                    assert "into a layer" not in t.user, (s.id, t.user)
                    that += "into that layer" in t.user
    assert that >= 2, that


def test_a_comp_left_out_is_the_active_comp_and_the_judge_reads_it_so():
    """The full suite at 7e1e60d found the semantic judge's false alarms above target (61 of 942) once round 1479's
    plans reworded the After Effects records: "read markers on a comp (layer 3)" asked for no comp by name (an agent
    must act on the active comp), "put project item 88 into a comp called Headline" named the new layer as if it were
    the comp, and the judge read "every comp/layer" as a comp named "/layer" and a `pytest ... x.py` command line's
    closing backtick as part of a path. The records say "the active comp" and "naming it Headline"; the judge takes
    "the active comp" as the default and neither "comp/layer" nor a backtick as a value."""
    from seer.judge.semantic_given import _bare
    from seer.judge.structural import _DEFAULTED

    assert _bare("/tests/x.py`") == "/tests/x.py" and _DEFAULTED.search("read markers on the active comp")
    active = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[0, 1, 2, 3]):
        for t in s.conversation:
            assert not re.search(r"\b(?:markers|item \d+) (?:on|into) a comp\b(?! called| named| \")", t.user), (s.id, t.user)
            assert not re.search(r"into a comp (?:called|named) ", t.user), (s.id, t.user)
            active += "the active comp" in t.user
    assert active >= 5, active


def test_a_shape_is_said_by_its_kind():
    """illustrator-adobe-mcp n002-2b23fa45 (seed 1501): adobe_ai_shapes(shape=ellipse) was asked as "Create shapes ellipse
    in Illustrator": "create an ellipse"."""
    said = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 2, 3, 1501]):
        for t in s.conversation:
            assert not re.search(r"\b(?:create|draw|add|make) (?:a |the )?shapes? (?:ellipse|rectangle|polygon|star)\b", t.user, re.I), (s.id, t.user)
            said += len(re.findall(r"\b(?:create|draw|add|make) an? (?:ellipse|rectangle|polygon|star)\b", t.user, re.I))
    assert said >= 2, said


def test_a_follow_up_never_confirms_a_dialogs_prompt():
    """selenium n018-518aa1c1 (seed 1502): dialog_handle(accept) answered the prompt "Please enter a name for the new
    folder:", and the follow-up asked "Can you confirm "Please enter a name for the new folder:" is in place now?": a
    message or prompt is no thing put in place."""
    from seer.generate.symbolic.followups import follow_up
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    p = profile_tool(Tool(name="dialog_handle", description="Accept or dismiss a browser dialog.",
                          input_schema={"type": "object", "properties": {"action": {"type": "string"}}}))
    asked = {follow_up(p, "Please enter a name for the new folder:", random.Random(n), read=False) for n in range(20)}
    assert asked and not any("new folder" in q for q in asked), asked


def test_an_analysis_is_said_and_stemmed_as_elasticsearch_does():
    """elasticsearch-py n006-8f0e014f (seed 1503): analyze_text(filter=[asciifolding]) was asked as "analyze the text ...
    matching asciifolding", and a porter_stem analysis of "dropped" answered "dropp"; browser_verify_list_visible's
    follow-up asked 'What does "status: passed" tell us?'. A token filter is said as one ("with the asciifolding token
    filter"), a stemmer drops the doubled consonant (drop), and a result's line is no thing to ask about."""
    from seer.generate.symbolic.readings import _analyzed

    toks = [t["token"] for t in _analyzed("dropped running falling", {"filter": ["porter_stem"]})]
    assert toks == ["drop", "run", "fall"], toks
    filters = 0
    for s in _shared("elasticsearch-py", seeds=[0, 1, 2, 3, 1503]):
        for t in s.conversation:
            assert not re.search(r"\bmatching (?:asciifolding|lowercase|stop|porter_stem|html_strip)\b", t.user), (s.id, t.user)
            filters += "token filter" in t.user
    assert filters >= 3, filters
    for s in _shared("selenium-ai-agent-pypi", seeds=[0, 1, 2, 1503]):
        assert not re.search(r'"\w+: [^"]+"', s.follow_up or ""), (s.id, s.follow_up)


def test_a_branch_merged_is_not_the_one_checked_out():
    """git n000-dee814c2 (seed 1505): git_branch(list) showed chore/bump-deps as the current branch, then
    git_merge(branch=chore/bump-deps) answered a merge commit: a branch is merged into another one."""
    from seer.harness.checks import objects

    merges = 0
    for name in ("git", "git-mcp-server"):
        for s in _shared(name, seeds=[*range(6), 1505]):
            for i, (c, m) in enumerate(zip(s.expected_tools, s.mock_outputs)):
                if "merge" not in c.tool or m.is_error or not isinstance(c.arguments.get("branch"), str):
                    continue
                for earlier in s.mock_outputs[:i]:
                    for rec in objects(earlier.output):
                        if rec.get("name") == c.arguments["branch"] and isinstance(rec.get("current"), bool):
                            merges += 1
                            assert rec["current"] is False, (s.id, c.arguments, earlier.output)
    assert merges >= 1, merges


def test_an_item_put_into_a_comp_goes_to_one_of_its_first_places():
    """illustrator-mograph-mcp e002-4a061d3a (seed 1506): ae_add_item(item=59, to_index=113) put a project item at layer
    113 of a comp, and answered the item as index 113. A place in a comp's stack is one of its first few, and the item
    answered is the item added."""
    placed = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(6), 1506]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "ae_add_item" and isinstance(c.arguments.get("to_index"), int):
                placed += 1
                assert 1 <= c.arguments["to_index"] <= 8, (s.id, c.arguments)
                item = m.output.get("item") if isinstance(m.output, dict) else None
                if isinstance(item, dict) and not m.is_error:
                    assert item.get("index") == c.arguments["item"], (s.id, c.arguments, item)
    assert placed >= 2, placed
